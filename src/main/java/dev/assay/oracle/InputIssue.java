package dev.assay.oracle;

import dev.assay.core.EnumLabels;

/**
 * An input a campaign could not use, and why: never sent to a solver, named in the summary and in
 * {@code results.jsonl} with its status (a status of the result line, not a verdict).
 *
 * @param name the input's case name
 * @param status what is wrong with it
 * @param message the reader's one-line message ({@code file:line:col: what}), or what the input
 *     lacks
 */
public record InputIssue(String name, Status status, String message) {
  /** Why an input was not used. */
  public enum Status {
    /** Assay's reader refuses it (a syntax or sort error, bad UTF-8, too large). */
    UNPARSABLE,
    /** It reads, but asks nothing of a solver (no check-sat). */
    NOTHING_TO_CHECK;

    /**
     * The status as results and the store spell it: {@code unparsable}, {@code nothing-to-check}.
     */
    public String label() {
      return EnumLabels.kebab(this);
    }

    /** The status of a label. */
    public static Status ofLabel(String label) {
      for (Status s : values()) {
        if (s.label().equals(label)) {
          return s;
        }
      }
      throw new IllegalArgumentException("no input status " + label);
    }
  }
}
