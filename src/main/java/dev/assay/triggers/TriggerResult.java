package dev.assay.triggers;

import java.util.List;

/**
 * The result of one (input, configuration) pair: one line of {@code results.jsonl}.
 *
 * @param file the input as given on the command line
 * @param config the configuration's name (C0..C4)
 * @param status {@code found}, {@code not-found}, {@code timeout} or {@code error}
 * @param terms the triggering terms in SMT-LIB syntax, in the input's own symbols
 * @param decls the declarations the terms need (fresh constants)
 * @param seconds wall time of preprocessing and search
 * @param kind {@code inconsistent-axioms} or {@code incompleteness} when found, else null
 * @param instantiates the axioms the terms instantiate directly, with the patterns they match
 * @param fix the suggested fix, when found
 * @param reproduction the runnable {@code .smt2} (relative to the output folder), when found
 * @param reason why nothing was found, or the error message
 * @param baseline what E-matching answered on the input alone (null if not run)
 * @param solver the solver and its version
 * @param alternatives further term sets (with {@code --alternatives})
 * @param stats counts of the search's work (null on error)
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
    SearchStats stats) {

  public TriggerResult {
    terms = List.copyOf(terms);
    decls = List.copyOf(decls);
    instantiates = List.copyOf(instantiates);
    alternatives = List.copyOf(alternatives);
  }

  public boolean found() {
    return status.equals(SearchOutcome.FOUND);
  }

  /** A result for an input that could not be searched (malformed, too large, no quantifier). */
  static TriggerResult error(
      String file, String config, String message, double seconds, String solver) {
    return new TriggerResult(
        file,
        config,
        SearchOutcome.ERROR,
        List.of(),
        List.of(),
        seconds,
        null,
        List.of(),
        null,
        null,
        message,
        null,
        solver,
        List.of(),
        null);
  }
}
