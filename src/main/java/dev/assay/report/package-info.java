/**
 * What people read: GitHub-ready issue texts of findings and campaign reports, made from the
 * findings store.
 *
 * <p>Depends on {@code core}, {@code oracle} and {@code campaign} (the store); never runs a solver
 * and never exits the JVM.
 */
package dev.assay.report;
