/**
 * The bundled cvc5 worker: a separate JVM that loads cvc5's Java API (io.github.cvc5:cvc5, fetched
 * into the cache on first use) and speaks SMT-LIB on stdin/stdout like the cvc5 binary. Only this
 * package touches {@code io.github.cvc5}; it is compiled against the API with {@code provided}
 * scope, so cvc5 never enters Assay's jar, and it only runs inside the worker process.
 */
package dev.assay.solver.cvc5;
