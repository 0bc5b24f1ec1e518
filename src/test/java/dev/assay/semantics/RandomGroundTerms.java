package dev.assay.semantics;

import dev.assay.core.Rng;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Identifier;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.SmtString;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * Random well-sorted ground terms over Ints, Strings and RegLan, for cross-checking the evaluator
 * against a solver. Every str.* and re.* operator appears, with arguments biased towards edge
 * cases: empty strings, negative and out-of-range indices, empty patterns, characters at the ends
 * of the alphabet, loops with crossed bounds.
 */
final class RandomGroundTerms {
  /** The sorts the generator produces at top level. */
  static final List<Sort> TOP_SORTS = List.of(Sort.INT, Sort.STRING, Sort.BOOL);

  private static final int[] CHARS = {
    'a', 'b', 'c', 'a', 'b', '0', '1', '9', 'A', ' ', '\\', '"', 0, 0x7f, 0xff, 0xe9, 0xd800,
    0xffff, 0x1f600, 0x2ffff
  };

  private final Rng rng;
  private final boolean replaceRe;

  /**
   * A generator drawing from {@code rng}; {@code replaceRe} says whether to use {@code
   * str.replace_re} and {@code str.replace_re_all} (Z3 does not implement them).
   */
  RandomGroundTerms(Rng rng, boolean replaceRe) {
    this.rng = rng;
    this.replaceRe = replaceRe;
  }

  Term of(Sort sort, int depth) {
    if (sort.equals(Sort.INT)) {
      return integer(depth);
    }
    if (sort.equals(Sort.STRING)) {
      return string(depth);
    }
    if (sort.equals(Sort.BOOL)) {
      return bool(depth);
    }
    return regex(depth);
  }

  private static Term app(String f, Term... args) {
    return Application.of(f, args);
  }

  private static Term indexed(String f, Term arg, long... indices) {
    return new Application(new QualIdentifier(Identifier.indexed(f, indices), null), List.of(arg));
  }

  // ------------------------------------------------------------------ Int

  private Term smallInt() {
    int n = rng.nextInt(10) - 2; // -2 .. 7
    if (rng.chance(0.05)) {
      n = rng.nextInt(200_000) - 1000;
    }
    NumeralConstant c = NumeralConstant.of(Math.abs(n));
    return n < 0 ? app("-", c) : c;
  }

  Term integer(int depth) {
    if (depth <= 0 || rng.chance(0.25)) {
      return smallInt();
    }
    int d = depth - 1;
    switch (rng.nextInt(14)) {
      case 0:
        return app("+", integer(d), integer(d));
      case 1:
        return app("-", integer(d), integer(d));
      case 2:
        return app("*", integer(d), integer(d));
      case 3:
        return app("div", integer(d), integer(d));
      case 4:
        return app("mod", integer(d), integer(d));
      case 5:
        return app("abs", integer(d));
      case 6:
      case 7:
        return app("str.len", string(d));
      case 8:
      case 9:
        return app("str.indexof", string(d), string(d), integer(d));
      case 10:
        return app("str.to_code", string(d));
      case 11:
        return app("str.to_int", string(d));
      case 12:
        return app("ite", bool(d), integer(d), integer(d));
      default:
        return app("-", integer(d));
    }
  }

  // ------------------------------------------------------------------ String

  private Term literal() {
    int len = rng.chance(0.2) ? 0 : rng.nextInt(1, 5);
    int[] cps = new int[len];
    for (int i = 0; i < len; i++) {
      cps[i] = rng.chance(0.85) ? "aab".charAt(rng.nextInt(3)) : CHARS[rng.nextInt(CHARS.length)];
    }
    return new StringConstant(SmtString.of(cps));
  }

  Term string(int depth) {
    if (depth <= 0 || rng.chance(0.25)) {
      return literal();
    }
    int d = depth - 1;
    switch (rng.nextInt(13)) {
      case 0:
      case 1:
        return app("str.++", string(d), string(d));
      case 2:
        return app("str.at", string(d), integer(d));
      case 3:
      case 4:
        return app("str.substr", string(d), integer(d), integer(d));
      case 5:
        return app("str.replace", string(d), string(d), string(d));
      case 6:
        return app("str.replace_all", string(d), string(d), string(d));
      case 7:
        if (replaceRe) {
          Term r = regex(d);
          return app("str.replace_re", around(r, d), r, string(d));
        }
        return app("str.replace", around(app("str.to_re", literal()), d), literal(), string(d));
      case 8:
        if (replaceRe) {
          Term r = regex(d);
          return app("str.replace_re_all", around(r, d), r, string(d));
        }
        return app("str.replace_all", around(app("str.to_re", literal()), d), literal(), string(d));
      case 9:
        return app("str.from_code", rng.chance(0.5) ? integer(d) : codePoint());
      case 10:
        return app("str.from_int", integer(d));
      case 11:
        return app("ite", bool(d), string(d), string(d));
      default:
        return app("str.++", string(d), string(d), string(d));
    }
  }

  private Term orderChar() {
    int[] cs = {'a', 'b', 0xe9, 0xfffd, 0xffff, 0x10000, 0x1f600, 0x2ffff};
    return rng.chance(0.1)
        ? StringConstant.of("")
        : new StringConstant(SmtString.of(cs[rng.nextInt(cs.length)]));
  }

  private Term codePoint() {
    int[] interesting = {-1, 0, 48, 57, 97, 0xd800, 0xffff, 0x1f600, 0x2ffff, 0x30000};
    int n = interesting[rng.nextInt(interesting.length)];
    NumeralConstant c = NumeralConstant.of(Math.abs(n));
    return n < 0 ? app("-", c) : c;
  }

  /** A string that likely contains matches of {@code r}: a member between random strings. */
  private Term around(Term r, int d) {
    if (rng.chance(0.3)) {
      return string(d);
    }
    return app("str.++", literal(), member(r), literal(), member(r));
  }

  /**
   * A string drawn from the language of {@code r} by a random walk over derivatives (evaluated with
   * Assay's semantics; the solver still judges the term). May fall outside the language when the
   * walk gives up, which is useful too.
   */
  private Term member(Term regexTerm) {
    Value v = new Evaluator(Model.EMPTY).evaluate(regexTerm);
    if (!(v instanceof RegLanValue rv)) {
      return literal();
    }
    Regex r = rv.regex();
    List<Integer> out = new ArrayList<>();
    for (int step = 0; step < 8; step++) {
      if (r.nullable() && rng.chance(0.35)) {
        break;
      }
      List<Integer> options = new ArrayList<>();
      List<Regex> next = new ArrayList<>();
      for (int c : CANDIDATES) {
        Regex dr = matcher.derivative(r, c);
        if (dr.kind() != Regex.Kind.NONE) {
          options.add(c);
          next.add(dr);
        }
      }
      if (options.isEmpty()) {
        break;
      }
      int k = rng.nextInt(options.size());
      out.add(options.get(k));
      r = next.get(k);
    }
    return new StringConstant(SmtString.of(out.stream().mapToInt(Integer::intValue).toArray()));
  }

  private static final int[] CANDIDATES = {
    'a', 'b', 'c', '0', '1', '9', 'A', ' ', '\\', '"', 0, 0x7f, 0xff, 0xe9, 0xd800, 0xffff, 0x1f600,
    0x2ffff, 'z'
  };

  private final RegexMatcher matcher = new RegexMatcher();

  // ------------------------------------------------------------------ Bool

  Term bool(int depth) {
    if (depth <= 0) {
      return QualIdentifier.of(rng.nextBoolean() ? "true" : "false");
    }
    int d = depth - 1;
    switch (rng.nextInt(15)) {
      case 0:
        return app("str.prefixof", string(d), string(d));
      case 1:
        return app("str.suffixof", string(d), string(d));
      case 2:
        return app("str.contains", string(d), string(d));
      case 3:
      case 4:
        {
          String op = rng.nextBoolean() ? "str.<" : "str.<=";
          if (rng.chance(0.5)) {
            // a common prefix, then characters whose order differs between code points and UTF-16
            Term prefix = literal();
            return app(op, app("str.++", prefix, orderChar()), app("str.++", prefix, orderChar()));
          }
          return app(op, string(d), string(d));
        }
      case 5:
        return app("str.is_digit", string(d));
      case 6:
      case 7:
      case 8:
        {
          Term r = regex(d);
          return app("str.in_re", rng.chance(0.6) ? member(r) : string(d), r);
        }
      case 9:
        return app("=", string(d), string(d));
      case 10:
        return app("<=", integer(d), integer(d));
      case 11:
        return app("not", bool(d));
      case 12:
        return app(rng.nextBoolean() ? "and" : "or", bool(d), bool(d));
      case 13:
        return app("=", integer(d), integer(d));
      default:
        return app("distinct", string(d), string(d), string(d));
    }
  }

  // ------------------------------------------------------------------ RegLan

  private Term oneChar() {
    int c = rng.chance(0.85) ? "aab0".charAt(rng.nextInt(4)) : CHARS[rng.nextInt(CHARS.length)];
    return new StringConstant(SmtString.of(c));
  }

  Term regex(int depth) {
    if (depth <= 0 || rng.chance(0.2)) {
      switch (rng.nextInt(8)) {
        case 0:
          return QualIdentifier.of("re.allchar");
        case 1:
          return QualIdentifier.of(rng.chance(0.5) ? "re.none" : "re.all");
        case 2:
        case 3:
          return app(
              "re.range",
              rng.chance(0.85) ? oneChar() : literal(),
              rng.chance(0.85) ? oneChar() : literal());
        default:
          return app("str.to_re", literal());
      }
    }
    int d = depth - 1;
    switch (rng.nextInt(14)) {
      case 0:
      case 1:
        return app("re.++", regex(d), regex(d));
      case 2:
        return app("re.union", regex(d), regex(d));
      case 3:
        return app("re.inter", regex(d), regex(d));
      case 4:
        return app("re.*", regex(d));
      case 5:
        return app("re.+", regex(d));
      case 6:
        return app("re.opt", regex(d));
      case 7:
        return app("re.comp", regex(d));
      case 8:
        return app("re.diff", regex(d), regex(d));
      case 9:
        return indexed("re.loop", regex(d), rng.nextInt(4), rng.nextInt(5));
      case 10:
        return indexed("re.^", regex(d), rng.nextInt(4));
      case 13:
        return rng.nextBoolean() ? app("re.*", regex(d)) : app("re.opt", regex(d));
      case 11:
        return app("str.to_re", string(d));
      default:
        return app("re.++", regex(d), regex(d), regex(d));
    }
  }

  /** A generated term and its sort. */
  record Sorted(Sort sort, Term term) {}

  /** {@code count} terms of random top-level sorts and depths 1..maxDepth. */
  List<Sorted> batch(int count, int maxDepth) {
    List<Sorted> out = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      Sort s = rng.pick(TOP_SORTS);
      out.add(new Sorted(s, of(s, rng.nextInt(1, maxDepth + 1))));
    }
    return out;
  }
}
