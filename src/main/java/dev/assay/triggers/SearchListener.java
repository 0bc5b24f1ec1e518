package dev.assay.triggers;

import java.util.List;
import java.util.Map;

/**
 * What a search tells about its steps, for {@code assay triggers --explain}: clusters, rewritings,
 * formulas G, models, candidates and validations. Every method does nothing by default.
 */
public interface SearchListener {
  SearchListener NONE = new SearchListener() {};

  default void problem(Problem p) {}

  default void baseline(String answer) {}

  default void sweep(double sigma, int depth) {}

  default void focus(Conjunct f, int depth, List<Conjunct> reach) {}

  default void cluster(Cluster c) {}

  default void formula(GFormula g, String outcome) {}

  default void model(Map<String, String> values) {}

  default void candidate(Candidate c) {}

  default void validation(int candidates, int args, String result) {}

  /**
   * A hints' batch: instances read from a default-mode run of {@code source} (Z3, or a {@code
   * --hints-with} solver's label): those of a refutation's proof (of the input, of its unsat core's
   * sub-problem, or under E-matching's settings with MBQI on), else Z3's MBQI instances of a run
   * that refuted the input or did not decide it, as {@code evidence} says; terms that match a
   * pattern.
   */
  default void hints(String source, int instances, int terms, RefutationHints.Evidence evidence) {}

  default void minimized(List<TriggerArg> args, int tests) {}

  default void check(ClaimCheck.Result result) {}

  /** The profile of a search that ended. */
  default void profile(String config, String status, SearchProfile profile) {}
}
