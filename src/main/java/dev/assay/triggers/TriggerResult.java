package dev.assay.triggers;

import java.util.List;

/**
 * The result of one (input, configuration) pair: one line of {@code results.jsonl}.
 *
 * @param file the input as the campaign names it
 * @param config the configuration's name (C0..C4)
 * @param status {@code found}, {@code not-found}, {@code timeout}, {@code not-validated}, {@code
 *     stopped} or {@code error} ({@link SearchOutcome})
 * @param terms the triggering terms in SMT-LIB syntax, in the input's own symbols (also the
 *     rejected claim's terms of a {@code not-validated} result)
 * @param decls the declarations the terms need (fresh constants)
 * @param seconds wall time from the start of the file's preprocessing to the end of this search
 * @param kind {@code inconsistent-axioms} or {@code incompleteness} when found, else null
 * @param instantiates the axioms the terms instantiate directly, with the patterns they match
 * @param fix the suggested fix, when found
 * @param reproduction the runnable {@code .smt2} (relative to the output folder), when found
 * @param reason why nothing was found, what failed, or the error message
 * @param baseline what E-matching answered on the input alone (null if not run)
 * @param solver the solver and its version
 * @param alternatives further term sets (with {@code --alternatives})
 * @param stats counts of the search's work (null when no search ran)
 * @param profile where the time went (null when no search ran)
 * @param checks the claim checks of the found terms, one per solver
 * @param minimized how minimization of the found terms went
 * @param validation the settings every E-matching run was made under
 */
public record TriggerResult(
    String file,
    String config,
    String status,
    List<String> terms,
    List<String> decls,
    double seconds,
    String kind,
    List<TriggerReport.Instantiation> instantiates,
    String fix,
    String reproduction,
    String reason,
    String baseline,
    String solver,
    List<List<String>> alternatives,
    SearchStats stats,
    SearchProfile profile,
    List<ClaimCheck.Result> checks,
    String minimized,
    String validation) {

  public TriggerResult {
    terms = List.copyOf(terms);
    decls = List.copyOf(decls);
    instantiates = List.copyOf(instantiates);
    alternatives = List.copyOf(alternatives);
    checks = List.copyOf(checks);
  }

  public boolean found() {
    return status.equals(SearchOutcome.FOUND);
  }

  /** A result for an input that could not be searched (malformed, too large, no quantifier). */
  static TriggerResult error(
      String file,
      String config,
      String message,
      double seconds,
      String solver,
      SearchProfile profile) {
    return withoutFinding(
        file,
        config,
        SearchOutcome.ERROR,
        List.of(),
        seconds,
        message,
        null,
        solver,
        null,
        profile,
        List.of(),
        null);
  }

  /**
   * A result without a finding (nothing found, a rejected claim, a timeout, a stop or an error): no
   * declarations, kind, instantiations, fix, reproduction, alternatives or minimization.
   */
  static TriggerResult withoutFinding(
      String file,
      String config,
      String status,
      List<String> terms,
      double seconds,
      String reason,
      String baseline,
      String solver,
      SearchStats stats,
      SearchProfile profile,
      List<ClaimCheck.Result> checks,
      String validation) {
    return new TriggerResult(
        file,
        config,
        status,
        terms,
        List.of(),
        seconds,
        null,
        List.of(),
        null,
        null,
        reason,
        baseline,
        solver,
        List.of(),
        stats,
        profile,
        checks,
        null,
        validation);
  }
}
