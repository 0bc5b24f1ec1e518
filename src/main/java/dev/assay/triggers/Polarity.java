package dev.assay.triggers;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Term;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Which quantifiers of a formula act universally: a {@code forall} in a positive position or an
 * {@code exists} in a negative one (under {@code =}, {@code xor} or an {@code ite} condition a
 * formula occurs in both). Those need patterns for E-matching; the others become Skolem functions.
 */
final class Polarity {
  private Polarity() {}

  private static final int POS = 1;
  private static final int NEG = 2;

  /** The universally acting quantifier nodes of {@code root} (by identity). */
  static Set<Term> universalQuantifiers(Term root) {
    Set<Term> out = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Object[]> stack = new ArrayDeque<>();
    stack.push(new Object[] {root, POS});
    while (!stack.isEmpty()) {
      Object[] e = stack.pop();
      Term t = (Term) e[0];
      int pol = (Integer) e[1];
      if (t instanceof Quantified q) {
        boolean forall = q.quantifier() == Quantified.Quantifier.FORALL;
        if ((forall && (pol & POS) != 0) || (!forall && (pol & NEG) != 0)) {
          out.add(t);
        }
        stack.push(new Object[] {q.body(), pol});
        continue;
      }
      if (t instanceof Annotated a) {
        stack.push(new Object[] {a.term(), pol});
        continue;
      }
      if (!(t instanceof Application app) || !app.function().isPlainSymbol()) {
        continue;
      }
      List<Term> args = app.args();
      int flipped = ((pol & POS) != 0 ? NEG : 0) | ((pol & NEG) != 0 ? POS : 0);
      switch (app.name()) {
        case "not":
          stack.push(new Object[] {args.get(0), flipped});
          break;
        case "and":
        case "or":
          for (Term a : args) {
            stack.push(new Object[] {a, pol});
          }
          break;
        case "=>":
          for (int i = 0; i < args.size(); i++) {
            stack.push(new Object[] {args.get(i), i == args.size() - 1 ? pol : flipped});
          }
          break;
        case "=":
        case "xor":
          for (Term a : args) {
            stack.push(new Object[] {a, POS | NEG});
          }
          break;
        case "ite":
          stack.push(new Object[] {args.get(0), POS | NEG});
          stack.push(new Object[] {args.get(1), pol});
          stack.push(new Object[] {args.get(2), pol});
          break;
        default:
          break;
      }
    }
    return out;
  }
}
