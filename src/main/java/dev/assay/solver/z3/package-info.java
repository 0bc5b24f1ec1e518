/**
 * The bundled Z3 worker: a separate JVM that loads Z3 (z3-turnkey) and speaks SMT-LIB on
 * stdin/stdout like a solver binary. Only this package touches {@code com.microsoft.z3}, and it
 * only runs inside the worker process, never in Assay's own JVM.
 */
package dev.assay.solver.z3;
