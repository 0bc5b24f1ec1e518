package dev.assay.horn;

import dev.assay.smtlib.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * One step of a mutation chain with every random choice it made, so that applying the same steps to
 * the same seed gives the same mutant (and a reducer can drop steps and replay the rest).
 *
 * @param mutation the mutation's id (SWAP_AND, ARITH_LHS, XFORM.SLICE, ...)
 * @param clause the clause (assertion index) the step changes, or -1 when it adds a clause or
 *     changes no clause
 * @param path the position of the target inside the clause's assertion, as child indices (empty for
 *     none)
 * @param choices the step's other random choices, in the order the mutation draws them (which two
 *     conjuncts, the permutation of the variables, the premise, ...)
 * @param value a parameter's new value, or the empty string
 */
public record MutationStep(
    String mutation, int clause, List<Integer> path, List<Integer> choices, String value) {

  public MutationStep {
    path = List.copyOf(path);
    choices = List.copyOf(choices);
    value = value == null ? "" : value;
  }

  /** A step without a target inside a clause. */
  public static MutationStep of(String mutation, List<Integer> choices, String value) {
    return new MutationStep(mutation, -1, List.of(), choices, value);
  }

  /** A step at {@code position} of clause {@code clause}. */
  public static MutationStep at(
      String mutation, int clause, Position position, List<Integer> choices) {
    List<Integer> p = new ArrayList<>();
    for (int i = 0; i < position.depth(); i++) {
      p.add(position.step(i));
    }
    return new MutationStep(mutation, clause, p, choices, "");
  }

  /** The target position. */
  public Position position() {
    int[] s = new int[path.size()];
    for (int i = 0; i < s.length; i++) {
      s[i] = path.get(i);
    }
    return Position.of(s);
  }

  /** A compact form for logs and file comments: {@code SWAP_AND(2 @[0, 1, 0] [0, 2])}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(mutation).append('(');
    if (clause >= 0) {
      sb.append(clause).append(" @").append(path);
    }
    if (!choices.isEmpty()) {
      sb.append(clause >= 0 ? " " : "").append(choices);
    }
    if (!value.isEmpty()) {
      sb.append(clause >= 0 || !choices.isEmpty() ? " " : "").append('=').append(value);
    }
    return sb.append(')').toString();
  }
}
