package dev.assay.triggers;

import java.util.List;

/**
 * How a search ended.
 *
 * @param status {@code found}, {@code not-found}, {@code timeout} or {@code error}
 * @param findings the validated terms (several with {@code --alternatives})
 * @param reason why nothing was found, or what went wrong (null when found)
 * @param baseline what E-matching answered on the input alone
 * @param stats counts of the search's work
 */
public record SearchOutcome(
    String status, List<Finding> findings, String reason, String baseline, SearchStats stats) {
  public SearchOutcome {
    findings = List.copyOf(findings);
  }

  public static final String FOUND = "found";
  public static final String NOT_FOUND = "not-found";
  public static final String TIMEOUT = "timeout";
  public static final String ERROR = "error";
}
