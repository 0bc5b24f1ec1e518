package dev.assay.generate;

import dev.assay.semantics.ArrayValue;
import dev.assay.semantics.BitVecValue;
import dev.assay.semantics.BoolValue;
import dev.assay.semantics.DatatypeValue;
import dev.assay.semantics.FloatingPointValue;
import dev.assay.semantics.FpFormat;
import dev.assay.semantics.IntValue;
import dev.assay.semantics.Rational;
import dev.assay.semantics.RealValue;
import dev.assay.semantics.RegLanValue;
import dev.assay.semantics.Regex;
import dev.assay.semantics.RoundingModeValue;
import dev.assay.semantics.StringValue;
import dev.assay.semantics.Unspecified;
import dev.assay.semantics.Value;
import dev.assay.semantics.Values;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.FloatingPointSignatures;
import dev.assay.smtlib.Identifier;
import dev.assay.smtlib.Index;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.SmtString;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The registry of productions, in one explicit order: Core, Ints, Reals, Strings, RegLan,
 * bit-vectors, arrays, datatypes, uninterpreted functions. Each row says which operator it grows
 * and which edge cases it aims at; docs/generate.md lists them (a test checks that every row is
 * documented).
 *
 * <p>Operands are chosen with their values in view: string indices one before, at and past the end,
 * negative lengths, divisors 0 and -1, shift distances at and past the width, {@code re.loop}
 * bounds crossed, strings drawn from the language they are matched against.
 */
final class Productions {
  private Productions() {}

  private static final Sort B = Sort.BOOL;
  private static final Sort I = Sort.INT;
  private static final Sort R = Sort.REAL;
  private static final Sort S = Sort.STRING;
  private static final Sort RE = Sort.REGLAN;

  /** Every production, in registry order (after the constants the rows use). */
  static final List<Production> ALL = build();

  private static List<Production> build() {
    List<Production> r = new ArrayList<>();
    core(r);
    ints(r);
    reals(r);
    strings(r);
    regLan(r);
    bitVectors(r);
    floatingPoint(r);
    arrays(r);
    datatypes(r);
    functions(r);
    return List.copyOf(r);
  }

  private static void row(
      List<Production> r,
      String id,
      Theory t,
      int weight,
      Production.Produces produces,
      Production.Builder builder,
      String summary) {
    r.add(new Production(id, t, List.of(), weight, produces, builder, summary));
  }

  private static void rowNeeding(
      List<Production> r,
      String id,
      Theory t,
      Theory also,
      int weight,
      Production.Produces produces,
      Production.Builder builder,
      String summary) {
    r.add(new Production(id, t, List.of(also), weight, produces, builder, summary));
  }

  private static Production.Produces is(Sort sort) {
    return (s, p) -> s.equals(sort);
  }

  /** Grows {@code (op x1 ... xn)} of sort {@code result}, one operand grown for each sort given. */
  private static Production.Builder apply(String op, Sort result, Sort... operands) {
    return (g, s, d) -> {
      Grown[] args = new Grown[operands.length];
      for (int i = 0; i < operands.length; i++) {
        args[i] = g.grow(operands[i], d);
      }
      return g.app(op, result, args);
    };
  }

  /** Grows {@code (op x1 ... xn)} of sort {@code result} with min to max operands of one sort. */
  private static Production.Builder applyToSome(
      String op, Sort result, Sort operand, int min, int max) {
    return (g, s, d) -> g.app(op, result, many(g, operand, d, min, max));
  }

  /** Grows a negation (30 %) or a difference of two terms of {@code sort}. */
  private static Production.Builder minus(Sort sort) {
    return (g, s, d) ->
        g.rng().chance(0.3)
            ? g.app("-", sort, g.grow(sort, d))
            : g.app("-", sort, g.grow(sort, d), g.grow(sort, d));
  }

  // ------------------------------------------------------------------ Core

  private static void core(List<Production> r) {
    row(r, "not", null, 2, is(B), apply("not", B, B), "negation");
    row(
        r,
        "and/or",
        null,
        3,
        is(B),
        (g, s, d) -> g.app(g.rng().nextBoolean() ? "and" : "or", B, many(g, B, d, 2, 3)),
        "conjunction or disjunction of 2-3 formulas");
    row(
        r,
        "xor/=>",
        null,
        1,
        is(B),
        (g, s, d) -> g.app(g.rng().nextBoolean() ? "xor" : "=>", B, g.grow(B, d), g.grow(B, d)),
        "exclusive or, implication");
    row(
        r,
        "ite",
        null,
        1,
        (s, p) -> !s.equals(RE),
        (g, s, d) -> g.app("ite", s, g.grow(B, d), g.grow(s, d), g.grow(s, d)),
        "if-then-else of any sort but RegLan");
    row(
        r,
        "=",
        null,
        4,
        is(B),
        (g, s, d) -> {
          Sort t = g.pool().anySort(g.rng(), g.restricted());
          Grown a = g.grow(t, d);
          return g.app("=", B, a, related(g, a, d));
        },
        "equality of two terms of one sort; the right side is often the left side's value");
    row(
        r,
        "distinct",
        null,
        2,
        is(B),
        (g, s, d) -> {
          Sort t = g.pool().anySort(g.rng(), g.restricted());
          Grown a = g.grow(t, d);
          List<Grown> args = new ArrayList<>(List.of(a, related(g, a, d)));
          if (g.rng().chance(0.3)) {
            args.add(g.grow(t, d));
          }
          return g.app("distinct", B, args);
        },
        "pairwise disequality of 2-3 terms");
  }

  /**
   * A term of {@code a}'s sort that often has {@code a}'s value: its literal, a constant of the
   * sort, or a term grown independently.
   */
  static Grown related(TermGrower g, Grown a, int d) {
    int k = g.rng().nextInt(10);
    if (k < 4) {
      Grown lit = g.lit(a.value(), a.sort());
      if (lit != null && !a.sort().isArray()) {
        return lit;
      }
    } else if (k < 6) {
      Grown v = g.variable(a.sort());
      if (v != null) {
        return v;
      }
    }
    return g.grow(a.sort(), d);
  }

  private static List<Grown> many(TermGrower g, Sort s, int d, int min, int max) {
    int n = g.rng().nextInt(min, max + 1);
    List<Grown> r = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      r.add(g.grow(s, d));
    }
    return r;
  }

  // ------------------------------------------------------------------ Ints

  private static final long[] DIVISORS = {-3, -2, -1, -1, 0, 0, 1, 2, 3, 5, -7, 10};

  private static void ints(List<Production> r) {
    Theory t = Theory.INTS;
    row(r, "+", t, 3, is(I), applyToSome("+", I, I, 2, 3), "sum");
    row(r, "-", t, 2, is(I), minus(I), "difference or negation");
    row(
        r,
        "* coefficient",
        t,
        2,
        is(I),
        (g, s, d) -> g.app("*", I, TermGrower.intLiteral(g.values().small()), g.grow(I, d)),
        "product with a numeral (linear)");
    row(r, "*", t, 2, is(I), apply("*", I, I, I), "product of two terms (non-linear)");
    row(
        r,
        "div",
        t,
        2,
        is(I),
        (g, s, d) -> g.app("div", I, g.grow(I, d), divisor(g, d)),
        "Euclidean division; divisors 0, -1 and negative numerals, or any term");
    row(
        r,
        "mod",
        t,
        2,
        is(I),
        (g, s, d) -> g.app("mod", I, g.grow(I, d), divisor(g, d)),
        "Euclidean remainder; divisors as for div");
    row(r, "abs", t, 1, is(I), apply("abs", I, I), "absolute value");
    row(
        r,
        "int comparison",
        t,
        4,
        is(B),
        (g, s, d) -> {
          String op = g.rng().pick(List.of("<", "<=", ">", ">="));
          Grown a = g.grow(I, d);
          if (g.rng().chance(0.15)) {
            return g.app(op, B, a, g.grow(I, d), g.grow(I, d));
          }
          return g.app(op, B, a, near(g, a, d));
        },
        "<, <=, >, >= on Ints (sometimes chained); the bound is often next to the value");
  }

  private static Grown divisor(TermGrower g, int d) {
    if (g.rng().chance(0.55)) {
      return TermGrower.intLiteral(DIVISORS[g.rng().nextInt(DIVISORS.length)]);
    }
    return g.grow(I, d);
  }

  /** An Int term near {@code a}'s value (one off, equal), or any Int term. */
  private static Grown near(TermGrower g, Grown a, int d) {
    if (a.value() instanceof IntValue v && g.rng().chance(0.5)) {
      return TermGrower.intLiteral(v.value().add(BigInteger.valueOf(g.rng().nextInt(-1, 2))));
    }
    return g.grow(I, d);
  }

  // ------------------------------------------------------------------ Reals

  private static Grown realLiteral(long num, long den) {
    RealValue v = new RealValue(Rational.of(num, den));
    return Grown.literal(v.toTerm(), R, v);
  }

  private static void reals(List<Production> r) {
    Theory t = Theory.REALS;
    row(r, "+ (Real)", t, 3, is(R), applyToSome("+", R, R, 2, 3), "sum");
    row(r, "- (Real)", t, 2, is(R), minus(R), "difference or negation");
    row(
        r,
        "* coefficient (Real)",
        t,
        2,
        is(R),
        (g, s, d) -> {
          RealValue c = g.values().real();
          return g.app("*", R, Grown.literal(c.toTerm(), R, c), g.grow(R, d));
        },
        "product with a rational coefficient (linear)");
    row(r, "* (Real)", t, 2, is(R), apply("*", R, R, R), "product of two terms (non-linear)");
    row(
        r,
        "/",
        t,
        2,
        is(R),
        (g, s, d) -> {
          Grown den;
          int k = g.rng().nextInt(6);
          if (k == 0) {
            den = realLiteral(0, 1);
          } else if (k < 3) {
            den = realLiteral(g.rng().pick(List.of(-1L, 2L, 3L, -4L, 10L)), 1);
          } else {
            den = g.grow(R, d);
          }
          return g.app("/", R, g.grow(R, d), den);
        },
        "division; by 0.0 (unspecified), by numerals, by terms");
    row(
        r,
        "real comparison",
        t,
        4,
        is(B),
        (g, s, d) -> {
          String op = g.rng().pick(List.of("<", "<=", ">", ">="));
          return g.app(op, B, g.grow(R, d), g.grow(R, d));
        },
        "<, <=, >, >= on Reals");
    rowNeeding(
        r,
        "to_real",
        t,
        Theory.INTS,
        2,
        is(R),
        apply("to_real", R, I),
        "an Int as a Real (Reals_Ints)");
    rowNeeding(
        r,
        "to_int",
        t,
        Theory.INTS,
        2,
        is(I),
        apply("to_int", I, R),
        "floor of a Real, also of negative non-integers");
    rowNeeding(
        r,
        "is_int",
        t,
        Theory.INTS,
        1,
        is(B),
        apply("is_int", B, R),
        "whether a Real is an integer");
  }

  // ------------------------------------------------------------------ Strings

  private static final long[] CODES = {
    -1, 0, 48, 57, 97, 0x7f, 0xff, 0xd7ff, 0xd800, 0xdfff, 0xffff, 0x10000, 0x2ffff, 0x30000
  };

  private static void strings(List<Production> r) {
    Theory t = Theory.STRINGS;
    row(r, "str.len", t, 4, is(I), apply("str.len", I, S), "length");
    row(
        r,
        "str.indexof",
        t,
        2,
        is(I),
        (g, s, d) -> {
          Grown h = g.grow(S, d);
          return g.app("str.indexof", I, h, piece(g, h, d), index(g, h, d));
        },
        "first occurrence from an offset: empty patterns, offsets before 0 and past the end");
    row(
        r,
        "str.to_code",
        t,
        1,
        is(I),
        (g, s, d) -> g.app("str.to_code", I, g.rng().chance(0.5) ? oneCharOf(g, d) : g.grow(S, d)),
        "code point of a one-character string, -1 otherwise");
    row(
        r,
        "str.to_int",
        t,
        1,
        is(I),
        apply("str.to_int", I, S),
        "decimal value; -1 for empty or non-digit strings");
    row(r, "str.++", t, 4, is(S), applyToSome("str.++", S, S, 2, 3), "concat");
    row(
        r,
        "str.at",
        t,
        2,
        is(S),
        (g, s, d) -> {
          Grown h = g.grow(S, d);
          return g.app("str.at", S, h, index(g, h, d));
        },
        "character at an index; -1, the length and beyond give the empty string");
    row(
        r,
        "str.substr",
        t,
        3,
        is(S),
        (g, s, d) -> {
          Grown h = g.grow(S, d);
          return g.app("str.substr", S, h, index(g, h, d), length(g, h, d));
        },
        "substring; negative and oversized lengths, offsets out of range");
    row(
        r,
        "str.replace",
        t,
        2,
        is(S),
        replaceIn("str.replace"),
        "first occurrence replaced; an empty pattern inserts in front");
    row(
        r,
        "str.replace_all",
        t,
        2,
        is(S),
        replaceIn("str.replace_all"),
        "every non-overlapping occurrence replaced; an empty pattern changes nothing");
    row(
        r,
        "str.replace_re",
        t,
        1,
        is(S),
        replaceMatchesIn("str.replace_re"),
        "leftmost shortest match replaced; patterns that match the empty string");
    row(
        r,
        "str.replace_re_all",
        t,
        1,
        is(S),
        replaceMatchesIn("str.replace_re_all"),
        "every leftmost shortest non-empty match replaced");
    row(
        r,
        "str.from_code",
        t,
        1,
        is(S),
        (g, s, d) ->
            g.app(
                "str.from_code",
                S,
                g.rng().chance(0.6)
                    ? TermGrower.intLiteral(CODES[g.rng().nextInt(CODES.length)])
                    : g.grow(I, d)),
        "one-character string; codes -1, 0, surrogates, 0x2ffff and 0x30000");
    row(
        r,
        "str.from_int",
        t,
        1,
        is(S),
        apply("str.from_int", S, I),
        "decimal digits; the empty string for negatives");
    row(
        r,
        "str.prefixof/suffixof/contains",
        t,
        4,
        is(B),
        (g, s, d) -> {
          String op = g.rng().pick(List.of("str.prefixof", "str.suffixof", "str.contains"));
          Grown h = g.grow(S, d);
          return g.app(op, B, piece(g, h, d), h);
        },
        "prefix, suffix, containment; the first argument is often a piece of the second");
    row(
        r,
        "str.< / str.<=",
        t,
        2,
        is(B),
        (g, s, d) ->
            g.app(g.rng().nextBoolean() ? "str.<" : "str.<=", B, g.grow(S, d), g.grow(S, d)),
        "lexicographic order by code point (binary: z3 rejects the chained form)");
    row(
        r,
        "str.is_digit",
        t,
        1,
        is(B),
        (g, s, d) -> g.app("str.is_digit", B, g.rng().chance(0.5) ? oneCharOf(g, d) : g.grow(S, d)),
        "a single decimal digit");
    row(
        r,
        "str.in_re",
        t,
        5,
        is(B),
        (g, s, d) -> {
          Grown re = g.grow(RE, d);
          Grown str = g.rng().chance(0.55) ? member(g, re) : g.grow(S, d);
          return g.app("str.in_re", B, str, re);
        },
        "membership; the string is often drawn from the language itself");
  }

  /** Grows {@code (op h p x)}: in a string h, a piece p of it (or any pattern) replaced by x. */
  private static Production.Builder replaceIn(String op) {
    return (g, s, d) -> {
      Grown h = g.grow(S, d);
      return g.app(op, S, h, piece(g, h, d), g.grow(S, d));
    };
  }

  /** Grows {@code (op h re x)}: in a string h around matches of re, those matches replaced by x. */
  private static Production.Builder replaceMatchesIn(String op) {
    return (g, s, d) -> {
      Grown re = g.grow(RE, d);
      return g.app(op, S, around(g, re, d), re, g.grow(S, d));
    };
  }

  /** An index into {@code h}: -1, 0, the last position, the length, one past, or a term. */
  private static Grown index(TermGrower g, Grown h, int d) {
    if (g.rng().chance(0.3) || !(h.value() instanceof StringValue sv)) {
      return g.grow(I, d);
    }
    int len = sv.value().length();
    long[] choices = {-1, 0, len - 1L, len, len + 1L, g.rng().nextInt(0, len + 1)};
    return TermGrower.intLiteral(choices[g.rng().nextInt(choices.length)]);
  }

  /** A length for str.substr of {@code h}: negative, zero, one, all of it, past the end, a term. */
  private static Grown length(TermGrower g, Grown h, int d) {
    if (g.rng().chance(0.3) || !(h.value() instanceof StringValue sv)) {
      return g.grow(I, d);
    }
    int len = sv.value().length();
    long[] choices = {-1, 0, 1, len, len + 3L, g.rng().nextInt(0, len + 1)};
    return TermGrower.intLiteral(choices[g.rng().nextInt(choices.length)]);
  }

  /** A pattern for {@code h}: empty, a piece of its value, or any string term. */
  private static Grown piece(TermGrower g, Grown h, int d) {
    int k = g.rng().nextInt(10);
    if (k < 2) {
      return TermGrower.stringLiteral(SmtString.EMPTY);
    }
    if (k < 6 && h.value() instanceof StringValue sv && sv.value().length() > 0) {
      SmtString v = sv.value();
      int from = g.rng().nextInt(0, v.length());
      int to = g.rng().nextInt(from + 1, Math.min(v.length(), from + 3) + 1);
      Grown p = g.lit(new StringValue(v.substring(from, to)), S);
      if (p != null) {
        return p;
      }
    }
    return g.grow(S, d);
  }

  /** {@code (str.at h i)}: usually one character, sometimes none (one level deeper than h). */
  private static Grown oneCharOf(TermGrower g, int d) {
    if (d == 0) {
      return TermGrower.stringLiteral(g.relatedString());
    }
    Grown h = g.grow(S, d - 1);
    return g.app("str.at", S, h, index(g, h, d - 1));
  }

  /** A string around matches of {@code re}: literal, member, literal (or any string term). */
  private static Grown around(TermGrower g, Grown re, int d) {
    if (d == 0) {
      return member(g, re);
    }
    if (g.rng().chance(0.3)) {
      return g.grow(S, d);
    }
    return g.app(
        "str.++",
        S,
        TermGrower.stringLiteral(g.relatedString()),
        member(g, re),
        TermGrower.stringLiteral(g.relatedString()));
  }

  private static final int[] WALK_CHARS = {
    'a', 'b', 'c', '0', '1', '9', 'A', ' ', '\\', '"', 0, 0x7f, 0xff, 0xe9, 0xd800, 0xffff, 0x10000,
    0x2ffff, 'z', '{', 'u'
  };

  /**
   * A string literal drawn from {@code re}'s language by a random walk over derivatives; it may
   * fall outside the language when the walk gives up, which is useful too.
   */
  static Grown member(TermGrower g, Grown re) {
    if (!(re.value() instanceof RegLanValue rv)) {
      return TermGrower.stringLiteral(g.relatedString());
    }
    Regex cur = rv.regex();
    int[] out = new int[8];
    int n = 0;
    int[] options = new int[WALK_CHARS.length];
    Regex[] next = new Regex[WALK_CHARS.length];
    while (n < out.length) {
      if (cur.nullable() && g.rng().chance(0.4)) {
        break;
      }
      int k = 0;
      for (int c : WALK_CHARS) {
        if (c > g.pool().config().maxChar()) {
          continue;
        }
        Regex dr = g.matcher().derivative(cur, c);
        if (dr.kind() != Regex.Kind.NONE) {
          options[k] = c;
          next[k++] = dr;
        }
      }
      if (k == 0) {
        break;
      }
      int pick = g.rng().nextInt(k);
      out[n++] = options[pick];
      cur = next[pick];
    }
    return TermGrower.stringLiteral(SmtString.of(java.util.Arrays.copyOf(out, n)));
  }

  // ------------------------------------------------------------------ RegLan

  private static final int[] RANGE_CHARS = {
    'a', 'b', 'c', 'z', 'A', '0', '9', 0, 0xff, 0xd800, 0x2ffff
  };

  /** A regular-expression leaf: a constant language, a range, or a string as a language. */
  static Grown regexLeaf(TermGrower g) {
    switch (g.rng().nextInt(8)) {
      case 0:
        return g.app("re.allchar", RE);
      case 1:
        return g.app(g.rng().nextBoolean() ? "re.none" : "re.all", RE);
      case 2:
      case 3:
        {
          Grown lo = rangeBound(g);
          Grown hi = rangeBound(g);
          return g.app("re.range", RE, lo, hi);
        }
      default:
        return g.app("str.to_re", RE, TermGrower.stringLiteral(g.relatedString()));
    }
  }

  /**
   * Mostly one character (ranges may be reversed); rarely empty or two characters (the empty
   * language by the standard, which cvc5 and CVC4 reject).
   */
  private static Grown rangeBound(TermGrower g) {
    int k = g.rng().nextInt(50);
    if (k == 0) {
      return TermGrower.stringLiteral(SmtString.EMPTY);
    }
    if (k == 1) {
      return TermGrower.stringLiteral(SmtString.of('a', 'b'));
    }
    return TermGrower.stringLiteral(
        SmtString.of(g.values().character(RANGE_CHARS[g.rng().nextInt(RANGE_CHARS.length)])));
  }

  private static void regLan(List<Production> r) {
    Theory t = Theory.STRINGS;
    row(
        r,
        "re leaf",
        t,
        3,
        is(RE),
        (g, s, d) -> regexLeaf(g),
        "re.none, re.all, re.allchar, re.range (also reversed or not one character), str.to_re of a literal");
    row(r, "re.++", t, 3, is(RE), applyToSome("re.++", RE, RE, 2, 3), "concatenation");
    row(r, "re.union", t, 2, is(RE), applyToSome("re.union", RE, RE, 2, 3), "union");
    row(
        r,
        "re.inter",
        t,
        2,
        is(RE),
        applyToSome("re.inter", RE, RE, 2, 2),
        "intersection (nested with diff and comp)");
    row(r, "re.diff", t, 2, is(RE), apply("re.diff", RE, RE, RE), "difference");
    row(r, "re.comp", t, 2, is(RE), apply("re.comp", RE, RE), "complement");
    row(r, "re.*", t, 2, is(RE), apply("re.*", RE, RE), "Kleene star");
    row(r, "re.+", t, 1, is(RE), apply("re.+", RE, RE), "Kleene plus");
    row(r, "re.opt", t, 1, is(RE), apply("re.opt", RE, RE), "option");
    row(
        r,
        "re.loop",
        t,
        2,
        is(RE),
        (g, s, d) -> {
          int lo = g.rng().nextInt(0, 4);
          int hi = g.rng().chance(0.25) ? g.rng().nextInt(0, lo + 1) : g.rng().nextInt(lo, 5);
          return g.indexed("re.loop", new long[] {lo, hi}, RE, g.grow(RE, d));
        },
        "(_ re.loop i j), also with i > j (the empty language) and i = j = 0");
    row(
        r,
        "re.^",
        t,
        1,
        is(RE),
        (g, s, d) -> g.indexed("re.^", new long[] {g.rng().nextInt(0, 4)}, RE, g.grow(RE, d)),
        "(_ re.^ n), also n = 0 (the empty string)");
    row(r, "str.to_re", t, 1, is(RE), apply("str.to_re", RE, S), "a string term as a language");
  }

  // ------------------------------------------------------------------ bit-vectors

  private static final List<String> BV_BINARY =
      List.of("bvadd", "bvsub", "bvmul", "bvand", "bvor", "bvxor", "bvnand", "bvnor", "bvxnor");
  private static final List<String> BV_DIVISION =
      List.of("bvudiv", "bvurem", "bvsdiv", "bvsrem", "bvsmod");
  private static final List<String> BV_SHIFT = List.of("bvshl", "bvlshr", "bvashr");
  private static final List<String> BV_PRED =
      List.of("bvult", "bvule", "bvugt", "bvuge", "bvslt", "bvsle", "bvsgt", "bvsge");

  // ------------------------------------------------------------------ FloatingPoint

  private static final List<String> FP_ROUNDED = List.of("fp.add", "fp.sub", "fp.mul", "fp.div");
  private static final List<String> FP_COMPARISONS =
      List.of("fp.eq", "fp.lt", "fp.leq", "fp.gt", "fp.geq");

  private static Production.Produces floating() {
    return (s, p) -> s.isFloatingPoint();
  }

  private static Production.Produces fromFloat(Sort sort) {
    return (s, p) -> s.equals(sort) && !p.floatSorts().isEmpty();
  }

  /** A rounding mode literal, by its short or (less often) its long name. */
  private static Grown roundingMode(TermGrower g) {
    RoundingModeValue m = g.rng().pick(List.of(RoundingModeValue.values()));
    Term t = g.rng().chance(0.8) ? m.toTerm() : QualIdentifier.of(m.longName());
    return new Grown(t, Sort.ROUNDING_MODE, m);
  }

  /** Two operands of one floating-point sort. */
  private record Operands(Grown x, Grown y) {}

  /**
   * Operands of a rounded operation or a comparison: often a pair that makes the result an exact
   * zero, a tie or an overflow in small formats — x with its negation, with itself, or with its
   * literal. Both stay within depth {@code d} ({@code (fp.neg x)} is grown around a shallower x).
   */
  private static Operands operands(TermGrower g, Sort s, int d) {
    int k = g.rng().nextInt(8);
    if (k == 1 && d > 0) {
      Grown x = g.grow(s, d - 1);
      return new Operands(x, g.app("fp.neg", s, x));
    }
    Grown x = g.grow(s, d);
    if (k == 0 && x.value() instanceof FloatingPointValue v) {
      return new Operands(x, TermGrower.literal(v.negate(), s));
    }
    if (k == 2) {
      return new Operands(x, x);
    }
    if (k == 3) {
      Grown lit = TermGrower.literal(x.value(), s);
      if (lit != null) {
        return new Operands(x, lit);
      }
    }
    return new Operands(x, g.grow(s, d));
  }

  private static void floatingPoint(List<Production> r) {
    Theory t = Theory.FLOATING_POINT;
    row(
        r,
        "fp rounded arithmetic",
        t,
        5,
        floating(),
        (g, s, d) -> {
          Operands o = operands(g, s, d);
          return g.app(g.rng().pick(FP_ROUNDED), s, roundingMode(g), o.x(), o.y());
        },
        "fp.add, fp.sub, fp.mul, fp.div under each rounding mode; x with -x, x, or its literal");
    row(
        r,
        "fp.fma",
        t,
        2,
        floating(),
        (g, s, d) -> {
          Operands o = operands(g, s, d);
          return g.app("fp.fma", s, roundingMode(g), o.x(), g.grow(s, d), o.y());
        },
        "fused multiply-add, one rounding");
    row(
        r,
        "fp.sqrt/roundToIntegral",
        t,
        2,
        floating(),
        (g, s, d) ->
            g.app(
                g.rng().nextBoolean() ? "fp.sqrt" : "fp.roundToIntegral",
                s,
                roundingMode(g),
                g.grow(s, d)),
        "square root (of negatives: NaN), rounding to an integral value (ties, -0)");
    row(
        r,
        "fp.rem",
        t,
        1,
        floating(),
        (g, s, d) -> {
          Operands o = operands(g, s, d);
          return g.app("fp.rem", s, o.x(), o.y());
        },
        "IEEE remainder (nearest quotient, ties to even), by zero and infinities");
    row(
        r,
        "fp.min/max",
        t,
        1,
        floating(),
        (g, s, d) ->
            g.app(g.rng().nextBoolean() ? "fp.min" : "fp.max", s, g.grow(s, d), g.grow(s, d)),
        "minimum, maximum; with NaN the other operand; of +0 and -0 unspecified (dropped)");
    row(
        r,
        "fp.abs/neg",
        t,
        1,
        floating(),
        (g, s, d) -> g.app(g.rng().nextBoolean() ? "fp.abs" : "fp.neg", s, g.grow(s, d)),
        "absolute value, negation (also of NaN and zeros)");
    row(
        r,
        "to_fp from float",
        t,
        2,
        floating(),
        (g, s, d) -> {
          FpFormat f = FpFormat.of(s);
          List<Sort> others = new ArrayList<>(g.pool().floatSorts());
          others.remove(s);
          Sort from =
              others.isEmpty() || g.rng().chance(0.3) ? otherFormat(g, f) : g.rng().pick(others);
          return g.indexed(
              "to_fp", new long[] {f.eb(), f.sb()}, s, roundingMode(g), g.grow(from, d));
        },
        "(_ to_fp eb sb) from another format, wider or narrower: overflow, underflow, rounding");
    rowNeeding(
        r,
        "to_fp from real",
        t,
        Theory.REALS,
        1,
        floating(),
        (g, s, d) -> {
          FpFormat f = FpFormat.of(s);
          return g.indexed("to_fp", new long[] {f.eb(), f.sb()}, s, roundingMode(g), g.grow(R, d));
        },
        "(_ to_fp eb sb) of a Real, rounded; real 0 is +0");
    rowNeeding(
        r,
        "to_fp from bit-vector",
        t,
        Theory.BITVECTORS,
        1,
        floating(),
        (g, s, d) -> {
          FpFormat f = FpFormat.of(s);
          long[] idx = {f.eb(), f.sb()};
          int k = g.rng().nextInt(3);
          if (k == 0) {
            return g.indexed("to_fp", idx, s, g.grow(Sort.bitVec(f.eb() + f.sb()), d));
          }
          Sort w = Sort.bitVec(g.rng().pick(bvWidths(g)));
          return g.indexed(
              k == 1 ? "to_fp" : "to_fp_unsigned", idx, s, roundingMode(g), g.grow(w, d));
        },
        "(_ to_fp eb sb) of a bit pattern, of a signed bit-vector; (_ to_fp_unsigned eb sb)");
    rowNeeding(
        r,
        "fp",
        t,
        Theory.BITVECTORS,
        1,
        floating(),
        (g, s, d) -> {
          FpFormat f = FpFormat.of(s);
          return g.app(
              "fp",
              s,
              g.grow(Sort.bitVec(1), d),
              g.grow(Sort.bitVec(f.eb()), d),
              g.grow(Sort.bitVec(f.sb() - 1), d));
        },
        "(fp sign exponent significand) of bit-vector terms: any exponent field, NaN patterns");
    row(
        r,
        "fp comparison",
        t,
        4,
        fromFloat(B),
        (g, s, d) -> {
          Operands o = operands(g, g.rng().pick(g.pool().floatSorts()), d);
          return g.app(g.rng().pick(FP_COMPARISONS), B, o.x(), o.y());
        },
        "fp.eq, fp.lt, fp.leq, fp.gt, fp.geq: false with NaN, +0 fp.eq -0");
    row(
        r,
        "fp classification",
        t,
        2,
        fromFloat(B),
        (g, s, d) ->
            g.app(
                g.rng().pick(FloatingPointSignatures.CLASSIFICATIONS),
                B,
                g.grow(g.rng().pick(g.pool().floatSorts()), d)),
        "fp.isNormal, isSubnormal, isZero, isInfinite, isNaN, isNegative, isPositive");
    row(
        r,
        "fp.to_ubv/to_sbv",
        t,
        1,
        (s, p) -> s.isBitVec() && !p.floatSorts().isEmpty(),
        (g, s, d) ->
            g.indexed(
                g.rng().nextBoolean() ? "fp.to_ubv" : "fp.to_sbv",
                new long[] {s.bitWidth()},
                s,
                roundingMode(g),
                g.grow(g.rng().pick(g.pool().floatSorts()), d)),
        "to an unsigned or signed bit-vector, rounded; unspecified out of range (dropped)");
    row(
        r,
        "fp.to_real",
        t,
        1,
        fromFloat(R),
        (g, s, d) -> g.app("fp.to_real", R, g.grow(g.rng().pick(g.pool().floatSorts()), d)),
        "the real value; unspecified for NaN and infinities (dropped)");
  }

  /** A format one or two bits narrower or wider than {@code f} in exponent or precision. */
  private static Sort otherFormat(TermGrower g, FpFormat f) {
    int eb = Math.max(2, f.eb() + g.rng().nextInt(-1, 3));
    int sb = Math.max(3, f.sb() + g.rng().nextInt(-2, 3));
    return Sort.floatingPoint(eb, sb);
  }

  private static List<Integer> bvWidths(TermGrower g) {
    return g.pool().widths().isEmpty() ? List.of(4, 8) : g.pool().widths();
  }

  private static Production.Produces bitVec() {
    return (s, p) -> s.isBitVec();
  }

  private static Grown bvLiteral(int w, BigInteger v) {
    BitVecValue b = new BitVecValue(w, v);
    return Grown.literal(b.toTerm(), Sort.bitVec(w), b);
  }

  private static void bitVectors(List<Production> r) {
    Theory t = Theory.BITVECTORS;
    row(
        r,
        "bv arithmetic/bitwise",
        t,
        5,
        bitVec(),
        (g, s, d) -> g.app(g.rng().pick(BV_BINARY), s, g.grow(s, d), g.grow(s, d)),
        "bvadd, bvsub, bvmul, bvand, bvor, bvxor, bvnand, bvnor, bvxnor");
    row(
        r,
        "bv division",
        t,
        3,
        bitVec(),
        (g, s, d) -> {
          Grown den =
              g.rng().chance(0.35)
                  ? bvLiteral(
                      s.bitWidth(),
                      g.rng().nextBoolean() ? BigInteger.ZERO : BigInteger.ONE.negate())
                  : g.grow(s, d);
          return g.app(g.rng().pick(BV_DIVISION), s, g.grow(s, d), den);
        },
        "bvudiv, bvurem, bvsdiv, bvsrem, bvsmod; by zero (defined) and by all ones");
    row(
        r,
        "bv shift",
        t,
        2,
        bitVec(),
        (g, s, d) -> {
          int w = s.bitWidth();
          Grown by =
              g.rng().chance(0.5)
                  ? bvLiteral(w, BigInteger.valueOf(g.rng().pick(List.of(0, 1, w - 1, w, w + 1))))
                  : g.grow(s, d);
          return g.app(g.rng().pick(BV_SHIFT), s, g.grow(s, d), by);
        },
        "bvshl, bvlshr, bvashr; by 0, the width and more");
    row(
        r,
        "bvnot/bvneg",
        t,
        2,
        bitVec(),
        (g, s, d) -> g.app(g.rng().nextBoolean() ? "bvnot" : "bvneg", s, g.grow(s, d)),
        "bitwise not, two's complement negation");
    row(
        r,
        "concat",
        t,
        1,
        (s, p) -> s.isBitVec() && s.bitWidth() >= 2,
        (g, s, d) -> {
          int w1 = g.rng().nextInt(1, s.bitWidth());
          return g.app(
              "concat", s, g.grow(Sort.bitVec(w1), d), g.grow(Sort.bitVec(s.bitWidth() - w1), d));
        },
        "concatenation of two narrower bit-vectors");
    row(
        r,
        "extract",
        t,
        2,
        bitVec(),
        (g, s, d) -> {
          int w = s.bitWidth();
          int extra = g.rng().nextInt(0, 9);
          int lo = g.rng().nextInt(0, extra + 1);
          Grown a = g.grow(Sort.bitVec(w + extra), d);
          return g.indexed("extract", new long[] {lo + w - 1L, lo}, s, a);
        },
        "(_ extract i j) of a wider (or equally wide) bit-vector");
    row(
        r,
        "zero_extend/sign_extend",
        t,
        1,
        bitVec(),
        (g, s, d) -> {
          int w = s.bitWidth();
          int k = g.rng().nextInt(0, w);
          return g.indexed(
              g.rng().nextBoolean() ? "zero_extend" : "sign_extend",
              new long[] {k},
              s,
              g.grow(Sort.bitVec(w - k), d));
        },
        "(_ zero_extend k), (_ sign_extend k), also k = 0");
    row(
        r,
        "repeat",
        t,
        1,
        (s, p) -> s.isBitVec() && s.bitWidth() % 2 == 0,
        (g, s, d) -> {
          int w = s.bitWidth();
          int n = w % 3 == 0 && g.rng().nextBoolean() ? 3 : 2;
          if (w % n != 0) {
            n = 2;
          }
          return g.indexed("repeat", new long[] {n}, s, g.grow(Sort.bitVec(w / n), d));
        },
        "(_ repeat n)");
    row(
        r,
        "rotate",
        t,
        1,
        bitVec(),
        (g, s, d) -> {
          int w = s.bitWidth();
          long k = g.rng().pick(List.of(0L, 1L, (long) w, w + 1L, 2L * w + 3));
          return g.indexed(
              g.rng().nextBoolean() ? "rotate_left" : "rotate_right",
              new long[] {k},
              s,
              g.grow(s, d));
        },
        "(_ rotate_left k), (_ rotate_right k); by 0, the width and more");
    row(
        r,
        "bvcomp",
        t,
        1,
        (s, p) -> s.isBitVec() && s.bitWidth() == 1 && !p.widths().isEmpty(),
        (g, s, d) -> {
          Sort a = Sort.bitVec(g.rng().pick(g.pool().widths()));
          return g.app("bvcomp", s, g.grow(a, d), g.grow(a, d));
        },
        "bitwise equality as a 1-bit vector");
    row(
        r,
        "bv comparison",
        t,
        4,
        (s, p) -> s.equals(B) && !p.widths().isEmpty(),
        (g, s, d) -> {
          Sort a = Sort.bitVec(g.rng().pick(g.pool().widths()));
          return g.app(g.rng().pick(BV_PRED), B, g.grow(a, d), g.grow(a, d));
        },
        "unsigned and signed comparisons");
    rowNeeding(
        r,
        "bv2nat",
        t,
        Theory.INTS,
        1,
        (s, p) -> s.equals(I) && !p.widths().isEmpty(),
        (g, s, d) -> g.app("bv2nat", I, g.grow(Sort.bitVec(g.rng().pick(g.pool().widths())), d)),
        "unsigned value as an Int (z3 and cvc5 name; ubv_to_int in SMT-LIB 2.7)");
    rowNeeding(
        r,
        "int2bv",
        t,
        Theory.INTS,
        1,
        bitVec(),
        (g, s, d) -> g.indexed("int2bv", new long[] {s.bitWidth()}, s, g.grow(I, d)),
        "(_ int2bv w): an Int modulo 2^w, also of negatives");
  }

  // ------------------------------------------------------------------ arrays

  /**
   * {@code ((as const A) v)}: a constant array of a literal value (cvc5 and CVC4 accept only values
   * there, and not negative numbers, which are applications of {@code -}).
   */
  static Grown constArray(TermGrower g, Sort a, int d) {
    Sort elem = a.args().get(1);
    Grown v = g.lit(g.values().simple(elem), elem);
    if (v == null) {
      return null;
    }
    return g.qualified("const", a, v);
  }

  private static void arrays(List<Production> r) {
    Theory t = Theory.ARRAYS;
    row(
        r,
        "select",
        t,
        3,
        (s, p) -> {
          for (Sort a : p.arraySorts()) {
            if (a.args().get(1).equals(s)) {
              return true;
            }
          }
          return false;
        },
        (g, s, d) -> {
          List<Sort> options = new ArrayList<>();
          for (Sort a : g.pool().arraySorts()) {
            if (a.args().get(1).equals(s) && g.canGrow(a)) {
              options.add(a);
            }
          }
          if (options.isEmpty()) {
            return null;
          }
          Sort a = g.rng().pick(options);
          Grown arr = g.grow(a, d);
          return g.app("select", s, arr, arrayIndex(g, arr, d));
        },
        "read; often at an index the array stores");
    row(
        r,
        "store",
        t,
        3,
        (s, p) -> s.isArray(),
        (g, s, d) -> {
          Grown arr = g.grow(s, d);
          return g.app("store", s, arr, arrayIndex(g, arr, d), g.grow(s.args().get(1), d));
        },
        "write; often over an index already stored");
    row(
        r,
        "const",
        t,
        1,
        (s, p) -> s.isArray(),
        (g, s, d) -> constArray(g, s, d),
        "constant array ((as const (Array I E)) e)");
  }

  /** An index of {@code arr}: one it stores (as a literal) or any term of the index sort. */
  private static Grown arrayIndex(TermGrower g, Grown arr, int d) {
    Sort idx = arr.sort().args().get(0);
    if (arr.value() instanceof ArrayValue av && !av.stores().isEmpty() && g.rng().chance(0.5)) {
      List<Value> keys = new ArrayList<>(av.stores().keySet());
      Grown lit = g.lit(g.rng().pick(keys), idx);
      if (lit != null) {
        return lit;
      }
    }
    return g.grow(idx, d);
  }

  // ------------------------------------------------------------------ datatypes

  private static void datatypes(List<Production> r) {
    Theory t = Theory.DATATYPES;
    row(
        r,
        "constructor",
        t,
        3,
        (s, p) -> p.datatype(s) != null,
        (g, s, d) -> constructor(g, g.pool().datatype(s), d),
        "a constructor applied to operands of its field sorts");
    row(
        r,
        "selector",
        t,
        2,
        (s, p) -> {
          for (DatatypeDef dt : p.datatypes()) {
            for (DatatypeDef.Constructor c : dt.constructors()) {
              for (DatatypeDef.Field f : c.fields()) {
                if (f.sort().equals(s)) {
                  return true;
                }
              }
            }
          }
          return false;
        },
        (g, s, d) -> {
          List<Object[]> options = new ArrayList<>();
          for (DatatypeDef dt : g.pool().datatypes()) {
            if (!g.canGrow(dt.sort())) {
              continue;
            }
            for (DatatypeDef.Constructor c : dt.constructors()) {
              for (int i = 0; i < c.fields().size(); i++) {
                if (c.fields().get(i).sort().equals(s)) {
                  options.add(new Object[] {dt, c, i});
                }
              }
            }
          }
          if (options.isEmpty()) {
            return null;
          }
          Object[] o = g.rng().pick(options);
          DatatypeDef dt = (DatatypeDef) o[0];
          DatatypeDef.Constructor c = (DatatypeDef.Constructor) o[1];
          int i = (Integer) o[2];
          Grown arg = g.grow(dt.sort(), d);
          Value v;
          if (!arg.value().isSpecified()) {
            v = arg.value();
          } else if (arg.value() instanceof DatatypeValue dv && dv.constructor().equals(c.name())) {
            v = dv.args().get(i);
          } else {
            v =
                new Unspecified(
                    Unspecified.Cause.STANDARD,
                    c.fields().get(i).selector() + " of another constructor");
          }
          Term term = Application.of(c.fields().get(i).selector(), arg.term());
          return Grown.node(term, s, v, List.of(arg));
        },
        "a selector, also applied to a value of another constructor (unspecified)");
    row(
        r,
        "tester",
        t,
        2,
        (s, p) -> s.equals(B) && !p.datatypes().isEmpty(),
        (g, s, d) -> {
          DatatypeDef dt = g.rng().pick(g.pool().datatypes());
          if (!g.canGrow(dt.sort())) {
            return null;
          }
          DatatypeDef.Constructor c = g.rng().pick(dt.constructors());
          Grown arg = g.grow(dt.sort(), d);
          Value v =
              arg.value() instanceof DatatypeValue dv
                  ? BoolValue.of(dv.constructor().equals(c.name()))
                  : arg.value();
          QualIdentifier is =
              new QualIdentifier(new Identifier("is", List.of(new Index.Symbol(c.name()))), null);
          return Grown.node(new Application(is, List.of(arg.term())), B, v, List.of(arg));
        },
        "((_ is C) t)");
  }

  /** A constructor of {@code dt} applied to grown operands (only groundable ones when ground). */
  static Grown constructor(TermGrower g, DatatypeDef dt, int d) {
    List<DatatypeDef.Constructor> options = new ArrayList<>();
    for (DatatypeDef.Constructor c : d <= 0 ? dt.baseConstructors() : dt.constructors()) {
      boolean ok = true;
      for (DatatypeDef.Field f : c.fields()) {
        ok &= g.canGrow(f.sort());
      }
      if (ok) {
        options.add(c);
      }
    }
    if (options.isEmpty()) {
      return null;
    }
    DatatypeDef.Constructor c = g.rng().pick(options);
    if (c.fields().isEmpty()) {
      return Grown.symbol(
          QualIdentifier.of(c.name()), dt.sort(), new DatatypeValue(c.name(), List.of()));
    }
    List<Sort> fieldSorts = new ArrayList<>();
    for (DatatypeDef.Field f : c.fields()) {
      fieldSorts.add(f.sort());
    }
    Arguments args = Arguments.grow(g, fieldSorts, d);
    return args.applied(c.name(), dt.sort(), vs -> new DatatypeValue(c.name(), vs));
  }

  /**
   * Operands grown for an application of a constructor or a function, one for each operand sort in
   * order, with their values coerced to those sorts.
   */
  private record Arguments(
      List<Grown> grown, List<Term> terms, List<Value> values, Value unspecified) {
    static Arguments grow(TermGrower g, List<Sort> sorts, int d) {
      List<Term> ts = new ArrayList<>();
      List<Value> vs = new ArrayList<>();
      List<Grown> gs = new ArrayList<>();
      Value unspecified = null;
      for (Sort a : sorts) {
        Grown x = g.grow(a, d);
        gs.add(x);
        ts.add(x.term());
        vs.add(Values.coerce(x.value(), a));
        if (!x.value().isSpecified() && unspecified == null) {
          unspecified = x.value();
        }
      }
      return new Arguments(gs, ts, vs, unspecified);
    }

    /**
     * {@code (f operands...)} of {@code sort}: unspecified like its first unspecified operand,
     * otherwise valued by {@code value} (asked only then, since a function's table grows with it).
     */
    Grown applied(String f, Sort sort, java.util.function.Function<List<Value>, Value> value) {
      Value v = unspecified != null ? unspecified : value.apply(values);
      return Grown.node(Application.of(f, terms), sort, v, grown);
    }
  }

  // ------------------------------------------------------------------ uninterpreted functions

  private static void functions(List<Production> r) {
    row(
        r,
        "function application",
        Theory.UF,
        4,
        (s, p) -> p.hasFunctionTo(s),
        (g, s, d) -> {
          if (g.noFunctions()) {
            return null;
          }
          List<PlantedModel.Function> fs = g.planted().functionsTo(s);
          if (fs.isEmpty()) {
            return null;
          }
          PlantedModel.Function f = g.rng().pick(fs);
          return Arguments.grow(g, f.argSorts, d)
              .applied(f.name, s, vs -> g.planted().apply(f, vs));
        },
        "an uninterpreted function; its table grows with each new point");
  }
}
