package dev.assay.horn;

import dev.assay.smtlib.Script;
import dev.assay.smtlib.Term;
import dev.assay.solver.Z3Parameters;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Runs z3's simplifier on terms: what the rewrite mutations (Appendix A.1) apply. */
public interface Simplifier {

  /** The parameters of the z3 release that simplifies (for its rewriter defaults). */
  Z3Parameters release();

  /**
   * Each of {@code terms} simplified with {@code options} ({@code (simplify t :k v ...)}), in the
   * context of {@code script}'s declarations; empty when the solver did not give one readable term
   * per input.
   */
  Optional<List<Term>> simplify(Script script, List<Term> terms, Map<String, Boolean> options)
      throws IOException, InterruptedException;
}
