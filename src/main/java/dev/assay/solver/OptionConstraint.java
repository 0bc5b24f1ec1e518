package dev.assay.solver;

/**
 * A rule about option values of one solver release: an option value that needs another, two that
 * cannot go together, or a value the solver rejects on its own.
 *
 * @param kind the rule
 * @param option the option the rule is about
 * @param value its value ({@code *} for any)
 * @param other the other option (empty for {@link Kind#REJECTED})
 * @param otherValue the other option's value
 * @param source where the rule comes from: {@code description} (the solver's option list) or {@code
 *     probe} (ProbeOptions.java ran the solver), with the solver's message
 */
public record OptionConstraint(
    Kind kind, String option, String value, String other, String otherValue, String source) {

  /** The kinds of rules. */
  public enum Kind {
    /** {@code option=value} has an effect only with {@code other=otherValue}; both are set. */
    REQUIRES,
    /** {@code option=value} and {@code other=otherValue} are refused together. */
    CONFLICTS,
    /** {@code option=value} is refused on its own (a feature missing from this build, say). */
    REJECTED
  }

  /** True if this rule's {@code option=value} side matches. */
  boolean matches(String name, String v) {
    return option.equals(name) && (value.equals("*") || value.equals(v));
  }

  /** True if this rule's {@code other=otherValue} side matches. */
  boolean otherMatches(String name, String v) {
    return other.equals(name) && (otherValue.equals("*") || otherValue.equals(v));
  }
}
