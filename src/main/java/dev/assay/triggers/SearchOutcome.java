package dev.assay.triggers;

import java.util.List;

/**
 * How a search ended.
 *
 * @param status {@link #FOUND}, {@link #NOT_FOUND}, {@link #TIMEOUT}, {@link #NOT_VALIDATED},
 *     {@link #STOPPED} or {@link #ERROR}
 * @param findings the term sets whose claims hold (several with {@code --alternatives})
 * @param reason why nothing was found, what failed, or what went wrong (null when found)
 * @param baseline what E-matching answered on the input alone
 * @param stats counts of the search's work
 * @param profile where the search's time went
 * @param rejected refuting term sets whose claim check failed
 */
public record SearchOutcome(
    String status,
    List<Finding> findings,
    String reason,
    String baseline,
    SearchStats stats,
    SearchProfile profile,
    List<TriggerSearch.Rejected> rejected) {
  public SearchOutcome {
    findings = List.copyOf(findings);
    rejected = List.copyOf(rejected);
  }

  /** A term set whose claim holds. */
  public static final String FOUND = "found";

  /** The search bounds were exhausted. */
  public static final String NOT_FOUND = "not-found";

  /** The time limit ended the search. */
  public static final String TIMEOUT = "timeout";

  /**
   * E-matching refuted the input with a term set under the search's settings, but the claim check
   * failed (or the input needs no term): never reported as found.
   */
  public static final String NOT_VALIDATED = "not-validated";

  /** Another configuration's term ended the file's portfolio first. */
  public static final String STOPPED = "stopped";

  /** The input could not be searched. */
  public static final String ERROR = "error";

  /** An outcome of no search at all (before it could start). */
  static SearchOutcome without(String status, String reason, String baseline, SearchProfile p) {
    return new SearchOutcome(status, List.of(), reason, baseline, SearchStats.NONE, p, List.of());
  }
}
