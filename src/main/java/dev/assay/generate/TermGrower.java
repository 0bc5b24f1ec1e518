package dev.assay.generate;

import dev.assay.core.Rng;
import dev.assay.semantics.Operator;
import dev.assay.semantics.OperatorArgs;
import dev.assay.semantics.Operators;
import dev.assay.semantics.RegexMatcher;
import dev.assay.semantics.StringValue;
import dev.assay.semantics.UninterpretedValue;
import dev.assay.semantics.Value;
import dev.assay.semantics.Values;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Identifier;
import dev.assay.smtlib.Index;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.SmtString;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Grows random well-sorted terms over one formula's sorts and planted model, each with its value.
 * An operator is drawn from the {@link Productions} that make the requested sort, weighted by its
 * theory's weight; operands are grown one level shallower, down to leaves (declared constants and
 * literals).
 *
 * <p>Two modes change what leaves may be: <em>ground</em> terms use no declared symbol at all
 * (their value is the same in every model), and terms grown around a <em>hole</em> use a
 * placeholder constant that is later replaced by two terms known to be equal. Recursion is bounded
 * by the depth knob ({@link GenerateConfig#DEPTH_LIMIT}).
 */
final class TermGrower {
  /** Chance that a term stops early at a leaf although depth is left. */
  private static final double LEAF_CHANCE = 0.12;

  /** Relative weight of Core rows against a theory of weight 1. */
  private static final int CORE_WEIGHT = 1;

  /** A placeholder constant of a context, with the value it stands for. */
  record Hole(String name, Sort sort, Value value) {}

  private final Rng rng;
  private final SortPool pool;
  private final PlantedModel planted;
  private final RandomValues values;
  private final RegexMatcher matcher;
  private final List<Production> enabled = new ArrayList<>();
  private final List<Integer> enabledWeights = new ArrayList<>();
  private final Map<Sort, Choices> choices = new HashMap<>();
  private final Map<Sort, Choices> groundChoices = new HashMap<>();
  private final EnumSet<Restriction> restrictions = EnumSet.noneOf(Restriction.class);
  private Hole hole;
  private int holeUses;

  TermGrower(Rng rng, SortPool pool, PlantedModel planted, RandomValues values, RegexMatcher m) {
    this.rng = rng;
    this.pool = pool;
    this.planted = planted;
    this.values = values;
    this.matcher = m;
    for (Production p : Productions.ALL) {
      if (p.enabled(pool.config())) {
        int w = (p.theory() == null ? CORE_WEIGHT : pool.config().weight(p.theory())) * p.weight();
        if (w > 0) {
          enabled.add(p);
          enabledWeights.add(w);
        }
      }
    }
  }

  Rng rng() {
    return rng;
  }

  SortPool pool() {
    return pool;
  }

  PlantedModel planted() {
    return planted;
  }

  RandomValues values() {
    return values;
  }

  RegexMatcher matcher() {
    return matcher;
  }

  /** True while growing a ground term: no declared constant or function may occur. */
  boolean ground() {
    return restrictions.contains(Restriction.GROUND);
  }

  /**
   * True while no uninterpreted function may occur (ground or pinnable terms); productions that
   * apply one give up.
   */
  boolean noFunctions() {
    return !restrictions.isEmpty();
  }

  /** True while only sorts with literals may be grown (ground or pinnable terms). */
  boolean restricted() {
    return !restrictions.isEmpty();
  }

  /**
   * A term whose declared constants all have literal values (no uninterpreted function, no constant
   * of an uninterpreted sort or of a sort whose values mention one), so equations with literals can
   * pin each of them down.
   */
  Grown growPinnable(Sort s, int depth) {
    return growRestricted(Restriction.PINNABLE, s, depth);
  }

  // ------------------------------------------------------------------ modes

  /** A term without declared symbols: its value does not depend on the model. */
  Grown growGround(Sort s, int depth) {
    return growRestricted(Restriction.GROUND, s, depth);
  }

  /**
   * What a term being grown may not contain; restrictions nest (a ground term in a pinnable one).
   */
  private enum Restriction {
    /** No declared constant or function: the value is the same in every model. */
    GROUND,
    /** Only declared constants whose values have literals; no uninterpreted function. */
    PINNABLE
  }

  /** A term grown under {@code r} as well as the restrictions already in force. */
  private Grown growRestricted(Restriction r, Sort s, int depth) {
    boolean added = restrictions.add(r);
    try {
      return grow(s, depth);
    } finally {
      if (added) {
        restrictions.remove(r);
      }
    }
  }

  /**
   * A term of sort {@code s} around {@code h}: it uses the placeholder constant at least once, or
   * null if several attempts did not place it.
   */
  Grown growAround(Hole h, Sort s, int depth) {
    Hole was = hole;
    hole = h;
    try {
      for (int attempt = 0; attempt < 6; attempt++) {
        holeUses = 0;
        Grown g = grow(s, depth);
        if (holeUses > 0) {
          return g;
        }
      }
      return null;
    } finally {
      hole = was;
    }
  }

  // ------------------------------------------------------------------ growth

  /** A term of sort {@code s} of depth at most {@code depth}. */
  Grown grow(Sort s, int depth) {
    if (depth <= 0 || rng.chance(LEAF_CHANCE)) {
      return leaf(s);
    }
    Choices c = choicesFor(s);
    for (int attempt = 0; attempt < 3 && c.total > 0; attempt++) {
      Production p = c.pick(rng);
      Grown g = p.builder().build(this, s, depth - 1);
      if (g != null) {
        return g;
      }
    }
    return leaf(s);
  }

  /** True if a term of sort {@code s} can be grown in the current mode. */
  boolean canGrow(Sort s) {
    return !restricted() || pool.groundable(s);
  }

  /** A declared constant, the hole, or a literal of sort {@code s}. */
  Grown leaf(Sort s) {
    if (restricted() && !pool.groundable(s)) {
      throw new IllegalStateException("no ground or pinnable term of sort " + s);
    }
    if (hole != null && s.equals(hole.sort()) && rng.chance(0.6)) {
      holeUses++;
      return new Grown(QualIdentifier.of(hole.name()), s, hole.value());
    }
    if (!ground() && (rng.chance(0.6) || pool.isUninterpreted(s))) {
      // pinnable mode may refuse a constant whose value has no literal; a literal is drawn then
      Grown v = variable(s);
      if (v != null) {
        return v;
      }
    }
    if (s.equals(Sort.REGLAN)) {
      return Productions.regexLeaf(this);
    }
    if (s.equals(Sort.INT)) {
      return intLiteral(values.small());
    }
    if (s.equals(Sort.STRING) && rng.chance(0.35)) {
      return stringLiteral(relatedString());
    }
    if (s.isArray() && (ground() || rng.chance(0.3))) {
      Grown c = Productions.constArray(this, s, 0);
      if (c != null) {
        return c;
      }
    }
    Grown lit = lit(Values.coerce(values.of(s), s), s);
    if (lit != null) {
      return lit;
    }
    // the value mentions an element of an uninterpreted sort, which has no literal
    DatatypeDef d = pool.datatype(s);
    Grown g = d != null ? Productions.constructor(this, d, 0) : null;
    if (g == null && s.isArray()) {
      g = Productions.constArray(this, s, 0);
    }
    if (g == null) {
      g = variable(s);
    }
    if (g == null) {
      throw new IllegalStateException("no leaf of sort " + s);
    }
    return g;
  }

  /** A declared constant of sort {@code s}, or null if there is none. */
  Grown variable(Sort s) {
    if (ground()) {
      return null;
    }
    List<PlantedModel.Constant> cs = planted.constantsOf(s);
    if (cs.isEmpty()) {
      return null;
    }
    PlantedModel.Constant c = rng.pick(cs);
    if (restrictions.contains(Restriction.PINNABLE) && lit(c.value(), s) == null) {
      return null;
    }
    return Grown.symbol(QualIdentifier.of(c.name()), s, c.value());
  }

  /**
   * A string related to the formula: a piece of a declared string constant's value, so that
   * containment, prefixes and equalities hold more often than for random text.
   */
  SmtString relatedString() {
    List<PlantedModel.Constant> cs = planted.constantsOf(Sort.STRING);
    if (cs.isEmpty()) {
      return values.string();
    }
    SmtString s = ((StringValue) rng.pick(cs).value()).value();
    if (s.length() == 0) {
      return s;
    }
    int from = rng.nextInt(0, s.length() + 1);
    int to = rng.nextInt(from, s.length() + 1);
    return s.substring(from, to);
  }

  private Choices choicesFor(Sort s) {
    Map<Sort, Choices> cache = restricted() ? groundChoices : choices;
    Choices c = cache.get(s);
    if (c == null) {
      c = new Choices();
      for (int i = 0; i < enabled.size(); i++) {
        if (enabled.get(i).produces().test(s, pool)) {
          c.add(enabled.get(i), enabledWeights.get(i));
        }
      }
      cache.put(s, c);
    }
    return c;
  }

  /** Productions for one sort with cumulative weights. */
  private static final class Choices {
    final List<Production> rows = new ArrayList<>();
    final List<Integer> cumulative = new ArrayList<>();
    int total;

    void add(Production p, int w) {
      total += w;
      rows.add(p);
      cumulative.add(total);
    }

    Production pick(Rng rng) {
      int r = rng.nextInt(total);
      for (int i = 0; i < rows.size(); i++) {
        if (r < cumulative.get(i)) {
          return rows.get(i);
        }
      }
      return rows.get(rows.size() - 1);
    }
  }

  // ------------------------------------------------------------------ building terms

  /**
   * A literal term for {@code v} within the configured alphabet, or null if it has none (see {@link
   * #literal(Value, Sort)}) or has a character beyond the alphabet.
   */
  Grown lit(Value v, Sort s) {
    Grown g = literal(v, s);
    if (g == null || pool.config().maxChar() >= SmtString.MAX_CODE_POINT) {
      return g;
    }
    int max = pool.config().maxChar();
    boolean[] ok = {true};
    dev.assay.smtlib.Terms.forEach(
        g.term(),
        t -> {
          if (t instanceof StringConstant c) {
            for (int cp : c.value().toArray()) {
              ok[0] &= cp <= max;
            }
          }
        });
    return ok[0] ? g : null;
  }

  /**
   * A literal term for {@code v}, or null if it has none: an element of an uninterpreted sort, a
   * value that contains one, an unspecified value.
   */
  static Grown literal(Value v, Sort s) {
    if (!v.isSpecified() || mentionsElement(v)) {
      return null;
    }
    return Grown.literal(v.toTerm(), s, v);
  }

  private static boolean mentionsElement(Value root) {
    List<Value> work = new ArrayList<>();
    work.add(root);
    while (!work.isEmpty()) {
      Value v = work.remove(work.size() - 1);
      if (v instanceof UninterpretedValue || !v.isSpecified()) {
        return true;
      }
      if (v instanceof dev.assay.semantics.DatatypeValue dv) {
        work.addAll(dv.args());
      } else if (v instanceof dev.assay.semantics.ArrayValue av) {
        if (av.base() != null) {
          return true;
        }
        work.add(av.defaultValue());
        work.addAll(av.stores().keySet());
        work.addAll(av.stores().values());
      }
    }
    return false;
  }

  static Grown intLiteral(long n) {
    return intLiteral(BigInteger.valueOf(n));
  }

  static Grown intLiteral(BigInteger n) {
    NumeralConstant c = new NumeralConstant(n.abs());
    Term t = n.signum() < 0 ? Application.of("-", c) : c;
    dev.assay.semantics.IntValue v = new dev.assay.semantics.IntValue(n);
    return Grown.literal(t, Sort.INT, v);
  }

  static Grown stringLiteral(SmtString s) {
    return Grown.literal(new StringConstant(s), Sort.STRING, new StringValue(s));
  }

  /** {@code (f args...)} with its value by the evaluator's operator {@code f}. */
  Grown app(String f, Sort sort, List<Grown> args) {
    return apply(function(f), f, sort, args, List.of());
  }

  /** Function identifiers of theory operators, shared (they are not term nodes of their own). */
  private static final Map<String, QualIdentifier> FUNCTIONS =
      new java.util.concurrent.ConcurrentHashMap<>();

  private static QualIdentifier function(String f) {
    QualIdentifier q = FUNCTIONS.get(f);
    if (q == null) {
      q = QualIdentifier.of(f);
      FUNCTIONS.put(f, q);
    }
    return q;
  }

  Grown app(String f, Sort sort, Grown... args) {
    return app(f, sort, List.of(args));
  }

  /** {@code ((_ f i...) args...)}. */
  Grown indexed(String f, long[] indices, Sort sort, Grown... args) {
    Identifier id = Identifier.indexed(f, indices);
    return apply(new QualIdentifier(id, null), f, sort, List.of(args), id.indices());
  }

  /** {@code ((as f asSort) args...)}, e.g. a constant array. */
  Grown qualified(String f, Sort asSort, Grown... args) {
    return apply(new QualIdentifier(Identifier.of(f), asSort), f, asSort, List.of(args), List.of());
  }

  private Grown apply(
      QualIdentifier fn, String f, Sort sort, List<Grown> args, List<Index> indices) {
    List<Term> ts = new ArrayList<>(args.size());
    List<Value> vs = new ArrayList<>(args.size());
    for (Grown a : args) {
      ts.add(a.term());
      vs.add(a.value());
    }
    Operator op = Operators.get(f);
    if (op == null) {
      throw new IllegalStateException("no operator " + f);
    }
    Value v = op.apply(new OperatorArgs(vs, indices, fn.asSort(), matcher));
    Term t = ts.isEmpty() ? fn : new Application(fn, ts);
    return Grown.node(t, sort, Values.coerce(v, sort), args);
  }
}
