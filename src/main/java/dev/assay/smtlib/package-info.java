/**
 * SMT-LIB 2.6 front end: terms, sorts, commands and scripts as immutable records; the reader, the
 * sort checker with the theory signatures, and the printer.
 *
 * <p>Must not depend on any other Assay package but {@code core}; never starts processes and never
 * evaluates terms (that is {@code semantics}).
 */
package dev.assay.smtlib;
