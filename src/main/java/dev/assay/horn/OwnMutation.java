package dev.assay.horn;

import dev.assay.core.Rng;
import dev.assay.smtlib.Script;
import java.util.List;
import java.util.Optional;

/**
 * One of HornFuzz's own CHC mutations (§3.3, mutations 1–8) as a data row: the paper's id and
 * number, a one-line summary, why it keeps satisfiability, whether the changed clause stays
 * equivalent to the original one (1–6; 7 and 8 add a clause that holds in every interpretation),
 * and its three parts: where it applies, the random choices it draws at a target, and the
 * transformation a recorded step describes.
 */
public record OwnMutation(
    String id,
    int number,
    String summary,
    String reason,
    boolean clauseEquivalent,
    Targets targets,
    Draw draw,
    Transform transform) {

  /** Every place the mutation applies, in clause and pre-order; uniform choice is the caller's. */
  @FunctionalInterface
  public interface Targets {
    List<Target> of(HornContext ctx);
  }

  /** Draws the step's choices at a target (everything random is drawn here and recorded). */
  @FunctionalInterface
  public interface Draw {
    MutationStep at(HornContext ctx, Target target, Rng rng);
  }

  /**
   * Applies a recorded step; empty when its target is gone or no longer fits (a reduced chain may
   * leave a step without its target).
   */
  @FunctionalInterface
  public interface Transform {
    Optional<Script> apply(HornContext ctx, MutationStep step);
  }

  /** The step for a uniformly chosen target, or empty if the mutation applies nowhere. */
  public Optional<MutationStep> drawStep(HornContext ctx, Rng rng) {
    List<Target> ts = targets.of(ctx);
    if (ts.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(draw.at(ctx, rng.pick(ts), rng));
  }
}
