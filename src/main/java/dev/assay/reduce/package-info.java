/**
 * Delta debugging of failing inputs: makes a script smaller while a caller-given test (the failure
 * still happens, and its ground truth still holds) stays true.
 *
 * <p>Depends on {@code smtlib} only: the caller decides what "still fails" means (running a solver,
 * checking a witness model), so this package never starts processes itself.
 */
package dev.assay.reduce;
