package dev.assay.weakening;

import java.util.ArrayList;
import java.util.List;

/**
 * A weakening/strengthening rule {@code L ⇒ R} (or {@code L ⇔ R}) of the catalogue (§4.1,
 * Definitions 3 and 4): a stable id (the thesis's rule number or name, with the instantiation in
 * brackets), where it comes from, a one-line summary and its implemented directions. The forward
 * rewrite turns {@code L} into {@code R}, the backward one {@code R} into {@code L}.
 *
 * <p>For an implication the forward rewrite weakens and the backward one strengthens; for an
 * equivalence both do both.
 *
 * @param reference where the rule comes from: {@code (22)}, {@code Def. 3}, ...
 * @param forward {@code L → R}, or null
 * @param backward {@code R → L}, or null (not both)
 */
public record Rule(
    String id,
    String reference,
    String summary,
    boolean equivalence,
    Rewrite forward,
    Rewrite backward) {
  public Rule {
    if (forward == null && backward == null) {
      throw new IllegalArgumentException("rule " + id + " has no rewrite");
    }
  }

  /** An implication {@code L ⇒ R}: give it a forward (weakening) and/or backward rewrite. */
  public static Builder implication(String id, String reference, String summary) {
    return new Builder(id, reference, summary, false);
  }

  /** An equivalence {@code L ⇔ R}. */
  public static Builder equivalence(String id, String reference, String summary) {
    return new Builder(id, reference, summary, true);
  }

  /** Builds a rule from its two rewrites. */
  public static final class Builder {
    private final String id;
    private final String reference;
    private final String summary;
    private final boolean equivalence;
    private Rewrite forward;
    private Rewrite backward;

    private Builder(String id, String reference, String summary, boolean equivalence) {
      this.id = id;
      this.reference = reference;
      this.summary = summary;
      this.equivalence = equivalence;
    }

    /** {@code L → R}. */
    public Builder forward(Rewrite r) {
      this.forward = r;
      return this;
    }

    /** {@code R → L}. */
    public Builder backward(Rewrite r) {
      this.backward = r;
      return this;
    }

    public Rule build() {
      return new Rule(id, reference, summary, equivalence, forward, backward);
    }
  }

  public boolean isEquivalence() {
    return equivalence;
  }

  public Direction direction() {
    if (equivalence) {
      return Direction.EQUIVALENCE;
    }
    if (forward != null && backward != null) {
      return Direction.BOTH;
    }
    return forward != null ? Direction.WEAKENING : Direction.STRENGTHENING;
  }

  /** The rewrites that may serve {@code goal}. */
  public List<Rewrite> rewritesFor(Goal goal) {
    List<Rewrite> r = new ArrayList<>(2);
    if (equivalence) {
      if (forward != null) {
        r.add(forward);
      }
      if (backward != null) {
        r.add(backward);
      }
    } else if (goal == Goal.WEAKEN) {
      if (forward != null) {
        r.add(forward);
      }
    } else if (backward != null) {
      r.add(backward);
    }
    return r;
  }

  /** What a rewrite of this rule does when applied for {@code goal}: "→" or "←". */
  public String arrow(Rewrite r) {
    return r == forward ? "→" : "←";
  }

  @Override
  public String toString() {
    return id;
  }
}
