package dev.assay.generate;

import dev.assay.semantics.BoolValue;
import dev.assay.semantics.Value;
import dev.assay.semantics.Values;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Makes the assertions of a formula: facts true under the planted model, and unsat groups by one of
 * the {@link Construction}s. Every assertion has depth at most the configured depth (a constant or
 * literal has depth 0; each application adds 1).
 */
final class FactMaker {
  /** An assertion. */
  record Fact(Term term) {}

  private static final int ATTEMPTS = 16;

  private final TermGrower g;
  private final int depth;
  private int holes;

  FactMaker(TermGrower g, int depth) {
    this.g = g;
    this.depth = depth;
  }

  /** Truth of a value: true, false, or null when unspecified. */
  static Boolean truth(Value v) {
    return v instanceof BoolValue b ? b.value() : null;
  }

  /** {@code true} or {@code false}: no use as a fact. */
  private static boolean isConstant(Term t) {
    return t instanceof QualIdentifier q
        && (q.symbol().equals("true") || q.symbol().equals("false"));
  }

  private static Term not(Term t) {
    return Application.of("not", t);
  }

  private int below() {
    return Math.max(0, depth - 1);
  }

  // ------------------------------------------------------------------ sat facts

  /**
   * A formula true under the planted model: a random formula (negated if it is false), or an
   * equation between a term and the literal of its value. Null if none was found.
   */
  Fact satFact() {
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (g.rng().chance(0.6)) {
        Grown t = g.grow(Sort.BOOL, g.rng().nextInt(Math.min(1, below()), below() + 1));
        Boolean b = truth(t.value());
        if (b == null || isConstant(t.term())) {
          continue;
        }
        return new Fact(b ? t.term() : not(t.term()));
      }
      Sort s = g.pool().anySort(g.rng(), false);
      if (s.equals(Sort.BOOL)) {
        continue;
      }
      Grown t = g.grow(s, below());
      Grown lit = g.lit(t.value(), s);
      if (lit == null || lit.term().equals(t.term())) {
        continue;
      }
      return new Fact(Application.of("=", t.term(), lit.term()));
    }
    return null;
  }

  // ------------------------------------------------------------------ unsat groups

  /** A group made by {@code c}, or null if this attempt found none. */
  UnsatGroup group(Construction c) {
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      UnsatGroup u =
          switch (c) {
            case GROUND_FALSE -> groundFalse();
            case CONGRUENCE -> congruence();
            case GROUND_SUBSTITUTION -> groundSubstitution();
            case PINNED -> pinned();
          };
      if (u != null) {
        return u;
      }
    }
    return null;
  }

  private UnsatGroup groundFalse() {
    if (g.rng().chance(0.3)) {
      Sort s = g.pool().anySort(g.rng(), true);
      Grown t = g.growGround(s, below());
      Grown lit = g.lit(t.value(), s);
      if (lit == null || !(t.term() instanceof Application) || s.equals(Sort.BOOL)) {
        return null;
      }
      return new UnsatGroup(
          Construction.GROUND_FALSE, List.of(), Application.of("distinct", t.term(), lit.term()));
    }
    // at depth 1 there is no room for a negation: only a formula that is false itself will do
    Grown t = g.growGround(Sort.BOOL, Math.max(1, below()));
    Boolean b = truth(t.value());
    if (b == null || !(t.term() instanceof Application) || (b && below() == 0)) {
      return null;
    }
    return new UnsatGroup(Construction.GROUND_FALSE, List.of(), b ? not(t.term()) : t.term());
  }

  private UnsatGroup congruence() {
    Sort s = g.pool().anySort(g.rng(), false);
    int da = g.rng().nextInt(0, Math.max(0, below() / 2) + 1);
    Grown a = g.grow(s, da);
    Grown b = equalPartner(a, da);
    if (b == null) {
      return null;
    }
    return inDistinctContexts(
        Construction.CONGRUENCE,
        List.of(Application.of("=", a.term(), b.term())),
        a,
        b,
        s,
        below() - da);
  }

  /** A term with {@code a}'s value under the planted model but written differently, or null. */
  private Grown equalPartner(Grown a, int d) {
    if (!a.value().isSpecified()) {
      return null;
    }
    if (g.rng().chance(0.5)) {
      Grown lit = g.lit(a.value(), a.sort());
      if (lit != null && !lit.term().equals(a.term())) {
        return lit;
      }
    }
    for (int i = 0; i < 6; i++) {
      Grown b = i < 2 ? g.variable(a.sort()) : g.grow(a.sort(), d);
      if (b != null
          && !b.term().equals(a.term())
          && Values.smtEquals(a.value(), b.value()) instanceof BoolValue eq
          && eq.value()) {
        return b;
      }
    }
    Grown lit = g.lit(a.value(), a.sort());
    return lit != null && !lit.term().equals(a.term()) ? lit : null;
  }

  /**
   * {@code C[a]} and {@code C[b]} for a random context C of depth at most {@code d} around a
   * placeholder of {@code a}'s sort and value; null if none was grown.
   */
  /**
   * The group {@code premises} with {@code (distinct C[a] C[b])} for one context C grown around
   * both, or null if no context was grown.
   */
  private UnsatGroup inDistinctContexts(
      Construction construction, List<Term> premises, Grown a, Grown b, Sort s, int d) {
    Grown[] ctx = contexts(a, b, s, d);
    if (ctx == null) {
      return null;
    }
    return new UnsatGroup(
        construction, premises, Application.of("distinct", ctx[0].term(), ctx[1].term()));
  }

  private Grown[] contexts(Grown a, Grown b, Sort s, int d) {
    if (d < 1) {
      return null;
    }
    Sort result = g.rng().chance(0.4) ? Sort.BOOL : g.pool().anySort(g.rng(), false);
    String hole = "hole!" + holes++;
    Grown c = g.growAround(new TermGrower.Hole(hole, s, a.value()), result, d);
    if (c == null) {
      return null;
    }
    Term ca = Terms.substitute(c.term(), Map.of(hole, a.term()));
    Term cb = Terms.substitute(c.term(), Map.of(hole, b.term()));
    return new Grown[] {new Grown(ca, result, c.value()), new Grown(cb, result, c.value())};
  }

  private UnsatGroup groundSubstitution() {
    Sort s = g.pool().anySort(g.rng(), true);
    int dg = g.rng().nextInt(1, Math.max(1, below() / 2) + 1);
    Grown t = g.growGround(s, dg);
    Grown lit = g.lit(t.value(), s);
    if (lit == null || !(t.term() instanceof Application) || lit.term().equals(t.term())) {
      return null;
    }
    return inDistinctContexts(Construction.GROUND_SUBSTITUTION, List.of(), t, lit, s, below() - dg);
  }

  private UnsatGroup pinned() {
    Grown f = g.growPinnable(Sort.BOOL, below());
    Boolean b = truth(f.value());
    if (b == null || !(f.term() instanceof Application)) {
      return null;
    }
    Term killer = b ? not(f.term()) : f.term();
    Set<String> free = new LinkedHashSet<>(Terms.freeSymbols(f.term()));
    List<Term> pins = new ArrayList<>();
    for (PlantedModel.Constant c : g.planted().constants()) {
      if (!free.remove(c.name())) {
        continue;
      }
      Fact pin = pin(c);
      if (pin == null) {
        return null;
      }
      pins.add(pin.term());
    }
    // constructors, selectors and testers remain; no other declared symbol may
    for (String name : free) {
      if (!isDatatypeSymbol(name)) {
        return null;
      }
    }
    return new UnsatGroup(Construction.PINNED, pins, killer);
  }

  private boolean isDatatypeSymbol(String name) {
    for (DatatypeDef d : g.pool().datatypes()) {
      for (DatatypeDef.Constructor c : d.constructors()) {
        if (c.name().equals(name)) {
          return true;
        }
        for (DatatypeDef.Field f : c.fields()) {
          if (f.selector().equals(name)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** {@code (= h(c) v)} for a chain h of injective operations and v the literal of its value. */
  private Fact pin(PlantedModel.Constant c) {
    Grown cur = Grown.symbol(QualIdentifier.of(c.name()), c.sort(), c.value());
    int steps = g.rng().nextInt(0, Math.max(0, Math.min(2, depth - 1)) + 1);
    for (int i = 0; i < steps; i++) {
      cur = injective(cur);
    }
    Grown lit = g.lit(cur.value(), cur.sort());
    if (lit == null) {
      return null;
    }
    return new Fact(Application.of("=", cur.term(), lit.term()));
  }

  /** An injective operation applied to {@code x} (x itself where the sort has none here). */
  private Grown injective(Grown x) {
    Sort s = x.sort();
    if (s.equals(Sort.INT)) {
      long c = nonZero();
      switch (g.rng().nextInt(4)) {
        case 0:
          return g.app("+", s, x, TermGrower.intLiteral(c));
        case 1:
          return g.app("-", s, TermGrower.intLiteral(c), x);
        case 2:
          return g.app("*", s, TermGrower.intLiteral(c), x);
        default:
          return g.app("-", s, x);
      }
    }
    if (s.equals(Sort.REAL)) {
      Value c = new dev.assay.semantics.RealValue(dev.assay.semantics.Rational.of(nonZero(), 2));
      Grown cl = Grown.literal(c.toTerm(), s, c);
      return g.rng().nextBoolean() ? g.app("+", s, x, cl) : g.app("*", s, cl, x);
    }
    if (s.equals(Sort.STRING)) {
      Grown lit = TermGrower.stringLiteral(g.values().string());
      return g.rng().nextBoolean() ? g.app("str.++", s, lit, x) : g.app("str.++", s, x, lit);
    }
    if (s.isBitVec()) {
      int w = s.bitWidth();
      BigInteger c = g.values().bitVec(w).value();
      Grown cl = g.lit(new dev.assay.semantics.BitVecValue(w, c), s);
      Grown odd = g.lit(new dev.assay.semantics.BitVecValue(w, c.setBit(0)), s);
      switch (g.rng().nextInt(6)) {
        case 0:
          return g.app("bvadd", s, x, cl);
        case 1:
          return g.app("bvsub", s, cl, x);
        case 2:
          return g.app("bvxor", s, x, cl);
        case 3:
          return g.app(g.rng().nextBoolean() ? "bvnot" : "bvneg", s, x);
        case 4:
          return g.app("bvmul", s, odd, x);
        default:
          return g.indexed("rotate_left", new long[] {g.rng().nextInt(0, w + 2)}, s, x);
      }
    }
    if (s.equals(Sort.BOOL)) {
      return g.app("not", s, x);
    }
    return x;
  }

  private long nonZero() {
    long c = g.values().small();
    return c == 0 ? 1 : c;
  }
}
