/**
 * Running test cases over solvers and keeping what came of it: the record of one case on one
 * solver, JSON Lines results, standalone reproduction folders for failures, the per-solver summary
 * table and the terminal progress bar. Shared by {@code assay check} and the techniques.
 *
 * <p>Depends on {@code core}, {@code smtlib}, {@code solver} and {@code oracle}; never judges an
 * answer itself and never exits the JVM.
 */
package dev.assay.campaign;
