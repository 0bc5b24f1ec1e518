package dev.assay.mutate;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Rng;
import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.Let;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.VarBinding;
import dev.assay.weakening.FormulaIndex;
import dev.assay.weakening.Goal;
import dev.assay.weakening.Heads;
import dev.assay.weakening.Make;
import dev.assay.weakening.Parity;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The preprocessing of §3.1.4, which gives a parity to subterms that would otherwise be ambiguous,
 * without changing the seed's known status:
 *
 * <ul>
 *   <li>{@code (= φ true)}, {@code (= φ false)} become φ and {@code (not φ)} (equivalences).
 *   <li>Each {@code xor}, Boolean {@code =} and {@code distinct} at a position of definite parity
 *       is replaced by a random weaker or stronger formula built from {@code =>}, {@code and},
 *       {@code or} (and {@code not}) — weaker or stronger as Theorem 1 allows for the seed's status
 *       at that position. The thesis replaces them by one of {@code =>}, {@code and}, {@code or} at
 *       random and re-classifies the seed with a solver; choosing the direction keeps the status
 *       known without trusting any solver. Outermost first, so nested ones get a parity in turn.
 *   <li>A let-bound Boolean or RegLan variable used at positive and negative positions gets a
 *       second, fresh binding to the same term for its negative occurrences, so each bound term has
 *       one parity. (The thesis wraps the negative occurrences in {@code not}, which changes the
 *       formula; duplicating the binding is an equivalence.)
 * </ul>
 *
 * Boolean {@code ite} conditions stay ambiguous and are never mutated, as in the thesis. {@code
 * :named} labels are dropped first: they only serve unsat cores, which fuzzing does not ask for,
 * and rules that copy a subterm would otherwise define a name twice.
 */
public final class Preprocessor {
  /** The preprocessed script and what was done to it, in order. */
  public record Result(Script script, List<String> steps) {}

  private Preprocessor() {}

  public static Result run(Script seed, Signature signature, ExpectedStatus status, Rng rng) {
    List<String> steps = new ArrayList<>();
    Script s = seed;
    s = dropNames(s, signature, steps);
    s = simplifyConstantEqualities(s, signature, steps);
    s = replaceAmbiguousConnectives(s, signature, status, rng, steps);
    s = splitMixedLets(s, signature, steps);
    return new Result(s, steps);
  }

  private static Script dropNames(Script s, Signature signature, List<String> steps) {
    boolean changed = false;
    while (true) {
      FormulaIndex ix = new FormulaIndex(s, signature);
      int found = -1;
      for (int n = 0; n < ix.size() && found < 0; n++) {
        if (ix.term(n) instanceof Annotated a && a.name() != null) {
          found = n;
        }
      }
      if (found < 0) {
        if (changed) {
          steps.add("PRE[drop :named]");
        }
        return s;
      }
      Annotated a = (Annotated) ix.term(found);
      List<Attribute> kept = new ArrayList<>();
      for (Attribute at : a.attributes()) {
        if (!(at instanceof Attribute.Named)) {
          kept.add(at);
        }
      }
      s = ix.replace(found, kept.isEmpty() ? a.term() : new Annotated(a.term(), kept));
      changed = true;
    }
  }

  private static Script simplifyConstantEqualities(
      Script s, Signature signature, List<String> steps) {
    while (true) {
      FormulaIndex ix = new FormulaIndex(s, signature);
      int found = -1;
      for (int n = 0; n < ix.size() && found < 0; n++) {
        if (constantEquality(ix, n) != null) {
          found = n;
        }
      }
      if (found < 0) {
        return s;
      }
      s = ix.replace(found, constantEquality(ix, found));
      steps.add("PRE[=const]");
    }
  }

  /** {@code (= φ true)} → φ, {@code (= φ false)} → {@code (not φ)}, either order; else null. */
  private static Term constantEquality(FormulaIndex ix, int n) {
    if (!(ix.term(n) instanceof Application a)
        || !a.name().equals("=")
        || a.args().size() != 2
        || !Sort.BOOL.equals(ix.sort(ix.child(n, 0)))) {
      return null;
    }
    for (int k = 0; k < 2; k++) {
      Term lit = a.arg(k);
      Term other = a.arg(1 - k);
      if (lit.equals(Make.TRUE)) {
        return other;
      }
      if (lit.equals(Make.FALSE)) {
        return Make.not(other);
      }
    }
    return null;
  }

  private static Script replaceAmbiguousConnectives(
      Script s, Signature signature, ExpectedStatus status, Rng rng, List<String> steps) {
    while (true) {
      FormulaIndex ix = new FormulaIndex(s, signature);
      int found = -1;
      for (int n = 0; n < ix.size() && found < 0; n++) {
        if (ix.parity(n).isDefinite() && isAmbiguousConnective(ix, n)) {
          found = n;
        }
      }
      if (found < 0) {
        return s;
      }
      Goal goal = Goal.of(status, ix.parity(found));
      Application a = (Application) ix.term(found);
      Term replacement = connectiveReplacement(a, goal, rng);
      s = ix.replace(found, replacement);
      steps.add(
          "PRE["
              + a.name()
              + ","
              + Heads.of(replacement)
              + ","
              + goal.name().toLowerCase(java.util.Locale.ROOT)
              + "]");
    }
  }

  private static boolean isAmbiguousConnective(FormulaIndex ix, int n) {
    if (!(ix.term(n) instanceof Application a) || a.args().size() < 2) {
      return false;
    }
    return switch (a.name()) {
      case "xor" -> true;
      case "=", "distinct" -> Sort.BOOL.equals(ix.sort(ix.child(n, 0)));
      default -> false;
    };
  }

  /** A formula weaker (or stronger, per {@code goal}) than {@code a}, from =>, and, or, not. */
  static Term connectiveReplacement(Application a, Goal goal, Rng rng) {
    List<Term> args = a.args();
    boolean weaken = goal == Goal.WEAKEN;
    switch (a.name()) {
      case "=" -> {
        // all equal ⇒ a1 → a2 (and a2 → a1); all true or all false ⇒ all equal
        if (weaken) {
          return rng.nextBoolean()
              ? Make.app("=>", args.get(0), args.get(1))
              : Make.app("=>", args.get(1), args.get(0));
        }
        return rng.nextBoolean() ? Make.app("and", args) : Make.app("and", negated(args));
      }
      case "distinct" -> {
        if (args.size() > 2) {
          return Make.FALSE; // three or more pairwise distinct Booleans cannot exist
        }
        return xorReplacement(args, weaken, rng);
      }
      default -> {
        return xorReplacement(args, weaken, rng);
      }
    }
  }

  /**
   * For an odd number of true arguments: weaker is "at least one" ({@code or}); stronger is
   * "exactly argument k", a random k. For two arguments also "not both" and its mirror.
   */
  private static Term xorReplacement(List<Term> args, boolean weaken, Rng rng) {
    if (weaken) {
      if (args.size() == 2 && rng.nextBoolean()) {
        return Make.app("or", negated(args));
      }
      return Make.app("or", args);
    }
    int k = rng.nextInt(args.size());
    List<Term> conj = new ArrayList<>(args.size());
    for (int i = 0; i < args.size(); i++) {
      conj.add(i == k ? args.get(i) : Make.not(args.get(i)));
    }
    return Make.app("and", conj);
  }

  private static List<Term> negated(List<Term> args) {
    List<Term> r = new ArrayList<>(args.size());
    for (Term t : args) {
      r.add(Make.not(t));
    }
    return r;
  }

  private static Script splitMixedLets(Script s, Signature signature, List<String> steps) {
    while (true) {
      FormulaIndex ix = new FormulaIndex(s, signature);
      int boundTerm = -1;
      for (int n = 0; n < ix.size() && boundTerm < 0; n++) {
        if (ix.parent(n) >= 0
            && ix.term(ix.parent(n)) instanceof Let
            && ix.childPos(n) < ix.childCount(ix.parent(n)) - 1
            && FormulaIndex.isPolarized(ix.sort(n))
            && ix.occurrenceFlags(n) == (FormulaIndex.OCC_POSITIVE | FormulaIndex.OCC_NEGATIVE)) {
          boundTerm = n;
        }
      }
      if (boundTerm < 0) {
        return s;
      }
      s = ix.replace(ix.parent(boundTerm), split(ix, boundTerm));
      steps.add("PRE[let-split]");
    }
  }

  /** The let around {@code boundTerm} with a fresh copy of that binding for negative uses. */
  private static Term split(FormulaIndex ix, int boundTerm) {
    int letNode = ix.parent(boundTerm);
    Let let = (Let) ix.term(letNode);
    VarBinding original = let.bindings().get(ix.childPos(boundTerm));
    String fresh = original.name() + "_neg";
    for (int i = 0; ix.isUsedSymbol(fresh); i++) {
      fresh = original.name() + "_neg" + i;
    }
    Term freshVar = Make.var(fresh);
    Map<Integer, Term> renames = new HashMap<>();
    int end = letNode + ix.subtreeSize(letNode);
    for (int n = letNode; n < end; n++) {
      FormulaIndex.Scope ref = ix.reference(n);
      if (ref != null && ref.boundTerm() == boundTerm && ix.parity(n) == Parity.NEGATIVE) {
        renames.put(n, freshVar);
      }
    }
    Let renamed = (Let) ix.rebuild(letNode, renames::get);
    List<VarBinding> bindings = new ArrayList<>(renamed.bindings());
    bindings.add(new VarBinding(fresh, original.term()));
    return new Let(bindings, renamed.body());
  }
}
