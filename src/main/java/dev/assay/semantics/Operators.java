package dev.assay.semantics;

import dev.assay.smtlib.SmtString;
import dev.assay.smtlib.Sort;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiPredicate;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.ToIntFunction;

/**
 * The registry of theory operators the evaluator knows, in one explicit order (Core, Ints and
 * Reals, Strings, RegLan, Arrays, bit-vectors, floating point ({@link FpOperators}), then pre-2.6
 * aliases). Each row is documented in docs/semantics.md; a test checks that every registered name
 * appears there.
 */
public final class Operators {
  private static final Map<String, Operator> REGISTRY = build();

  private Operators() {}

  /** The operator named {@code name}, or null. */
  public static Operator get(String name) {
    return REGISTRY.get(name);
  }

  /** Every registered operator, in registry order. */
  public static List<Operator> all() {
    return List.copyOf(REGISTRY.values());
  }

  private static Map<String, Operator> build() {
    Table t = new Table();
    core(t);
    arithmetic(t);
    strings(t);
    regLan(t);
    arrays(t);
    bitVectors(t);
    FpOperators.register(t);
    aliases(t);
    return Collections.unmodifiableMap(t.map);
  }

  /** Collects rows in order; rejects duplicate names. */
  static final class Table {
    final Map<String, Operator> map = new LinkedHashMap<>();
    String theory = "";

    void strict(String name, String summary, Operator.Impl impl) {
      add(new Operator(name, theory, summary, true, impl));
    }

    void lenient(String name, String summary, Operator.Impl impl) {
      add(new Operator(name, theory, summary, false, impl));
    }

    void alias(String name, String of) {
      Operator o = map.get(of);
      add(new Operator(name, "alias", "old name of " + of, o.strict(), o.impl()));
    }

    private void add(Operator o) {
      if (map.putIfAbsent(o.name(), o) != null) {
        throw new IllegalStateException("duplicate operator " + o.name());
      }
    }
  }

  /** A constant: no arguments, one value. */
  static Value nullary(OperatorArgs a, Value v) {
    a.arity(0);
    return v;
  }

  private static Unspecified standard(String reason) {
    return new Unspecified(Unspecified.Cause.STANDARD, reason);
  }

  // ------------------------------------------------------------------ Core

  private static void core(Table t) {
    t.theory = "Core";
    t.strict("true", "the constant true", a -> nullary(a, BoolValue.TRUE));
    t.strict("false", "the constant false", a -> nullary(a, BoolValue.FALSE));
    t.strict("not", "negation", a -> BoolValue.of(!a.arity(1).bool(0)));
    t.lenient("and", "n-ary conjunction; a false argument decides", Operators::and);
    t.lenient("or", "n-ary disjunction; a true argument decides", Operators::or);
    t.lenient("=>", "right-associative implication", Operators::implies);
    t.strict(
        "xor",
        "left-associative exclusive or",
        a -> {
          a.atLeast(1);
          boolean r = false;
          for (int i = 0; i < a.size(); i++) {
            r ^= a.bool(i);
          }
          return BoolValue.of(r);
        });
    t.lenient(
        "=",
        "chainable equality (languages for RegLan, extensional for arrays)",
        a -> chainEquals(a.atLeast(2), false));
    t.lenient("distinct", "pairwise disequality", a -> chainEquals(a.atLeast(2), true));
    t.lenient(
        "ite",
        "if-then-else; an unspecified condition with equal branches decides",
        Operators::ite);
  }

  private static Value and(OperatorArgs a) {
    return shortCircuit(a.atLeast(1), i -> false, false);
  }

  private static Value or(OperatorArgs a) {
    return shortCircuit(a.atLeast(1), i -> true, true);
  }

  /** {@code (=> a1 ... an)} is {@code (or (not a1) ... (not a(n-1)) an)}. */
  private static Value implies(OperatorArgs a) {
    return shortCircuit(a.atLeast(2), i -> i == a.size() - 1, true);
  }

  /**
   * A connective that one argument can decide: the first Boolean argument {@code i} equal to {@code
   * deciding(i)} makes the result {@code decided}. Unspecified arguments cannot decide; if none
   * decides, the first of them is the result, else {@code !decided}.
   */
  private static Value shortCircuit(OperatorArgs a, IntPredicate deciding, boolean decided) {
    Value undetermined = null;
    for (int i = 0; i < a.size(); i++) {
      Value v = a.get(i);
      if (v instanceof Unspecified) {
        undetermined = undetermined == null ? v : undetermined;
      } else if (a.bool(i) == deciding.test(i)) {
        return BoolValue.of(decided);
      }
    }
    return undetermined != null ? undetermined : BoolValue.of(!decided);
  }

  private static Value chainEquals(OperatorArgs a, boolean pairwiseDistinct) {
    Value undetermined = null;
    for (int i = 0; i < a.size(); i++) {
      for (int j = i + 1; j < a.size(); j++) {
        if (!pairwiseDistinct && j != i + 1) {
          break;
        }
        Value eq = Values.smtEquals(a.get(i), a.get(j));
        if (eq instanceof BoolValue b) {
          if (b.value() == pairwiseDistinct) {
            return BoolValue.FALSE;
          }
        } else {
          undetermined = undetermined == null ? eq : undetermined;
        }
      }
    }
    return undetermined != null ? undetermined : BoolValue.TRUE;
  }

  private static Value ite(OperatorArgs a) {
    a.arity(3);
    Value c = a.get(0);
    if (c instanceof Unspecified) {
      Value eq = Values.smtEquals(a.get(1), a.get(2));
      return eq instanceof BoolValue b && b.value() ? a.get(1) : c;
    }
    return a.bool(0) ? a.get(1) : a.get(2);
  }

  // ------------------------------------------------------------------ Ints, Reals, Reals_Ints

  private static void arithmetic(Table t) {
    t.theory = "Ints/Reals";
    t.strict(
        "-",
        "negation (one argument) or left-associative subtraction",
        a -> {
          a.atLeast(1);
          if (a.size() == 1) {
            return number(a.number(0).negate(), anyReal(a));
          }
          return number(foldLeft(a, 1, a.number(0), a::number, Rational::subtract), anyReal(a));
        });
    t.strict(
        "+",
        "n-ary sum",
        a ->
            number(foldLeft(a.atLeast(1), 0, Rational.ZERO, a::number, Rational::add), anyReal(a)));
    t.strict(
        "*",
        "n-ary product",
        a ->
            number(
                foldLeft(a.atLeast(1), 0, Rational.ONE, a::number, Rational::multiply),
                anyReal(a)));
    t.strict(
        "/",
        "left-associative real division; a zero divisor is unspecified",
        a -> divideLeft(a, "/", a::number, Rational::signum, Rational::divide, RealValue::new));
    t.strict(
        "div",
        "Euclidean integer division, left-associative; (div m 0) is unspecified",
        a ->
            divideLeft(
                a, "div", a::integer, BigInteger::signum, Operators::euclideanDiv, IntValue::new));
    t.strict(
        "mod",
        "Euclidean remainder, 0 <= (mod m n) < |n|; (mod m 0) is unspecified",
        a -> {
          a.arity(2);
          BigInteger n = a.integer(1);
          if (n.signum() == 0) {
            return standard("(mod " + a.integer(0) + " 0)");
          }
          return new IntValue(a.integer(0).mod(n.abs()));
        });
    t.strict("abs", "absolute value", a -> number(a.arity(1).number(0).abs(), anyReal(a)));
    t.strict("<", "chainable less-than", a -> chain(a, a::number, (x, y) -> x.compareTo(y) < 0));
    t.strict("<=", "chainable at-most", a -> chain(a, a::number, (x, y) -> x.compareTo(y) <= 0));
    t.strict(">", "chainable greater-than", a -> chain(a, a::number, (x, y) -> x.compareTo(y) > 0));
    t.strict(">=", "chainable at-least", a -> chain(a, a::number, (x, y) -> x.compareTo(y) >= 0));
    t.strict("to_real", "the integer as a real", a -> new RealValue(a.arity(1).number(0)));
    t.strict("to_int", "floor", a -> new IntValue(a.arity(1).number(0).floor()));
    t.strict(
        "is_int", "the real is an integer", a -> BoolValue.of(a.arity(1).number(0).isInteger()));
  }

  /**
   * The first argument divided by each of the others in turn; at a zero divisor, the unspecified
   * {@code (op q 0)} of the quotient {@code q} so far.
   */
  private static <T> Value divideLeft(
      OperatorArgs a,
      String op,
      IntFunction<T> arg,
      ToIntFunction<T> signum,
      BinaryOperator<T> divide,
      Function<T, Value> value) {
    a.atLeast(2);
    T r = arg.apply(0);
    for (int i = 1; i < a.size(); i++) {
      T d = arg.apply(i);
      if (signum.applyAsInt(d) == 0) {
        return standard("(" + op + " " + r + " 0)");
      }
      r = divide.apply(r, d);
    }
    return value.apply(r);
  }

  /** q with m = n*q + r and 0 <= r < |n| (SMT-LIB Ints). */
  static BigInteger euclideanDiv(BigInteger m, BigInteger n) {
    BigInteger r = m.mod(n.abs());
    return m.subtract(r).divide(n);
  }

  private static boolean anyReal(OperatorArgs a) {
    for (Value v : a.values()) {
      if (v instanceof RealValue) {
        return true;
      }
    }
    return false;
  }

  private static Value number(Rational r, boolean real) {
    return real ? new RealValue(r) : new IntValue(r.numerator());
  }

  /**
   * A chainable predicate (SMT-LIB {@code :chainable}): it holds of every adjacent pair of the
   * arguments (at least two), each read by {@code arg}. Every argument is read, so an ill-sorted
   * one is reported even after a pair that fails.
   */
  static <T> Value chain(OperatorArgs a, IntFunction<T> arg, BiPredicate<T, T> holds) {
    a.atLeast(2);
    boolean r = true;
    for (int i = 0; i + 1 < a.size(); i++) {
      r &= holds.test(arg.apply(i), arg.apply(i + 1));
    }
    return BoolValue.of(r);
  }

  /**
   * A left-associative operator: {@code acc} combined by {@code op} with the arguments from {@code
   * from} on, each read by {@code arg}.
   */
  static <T> T foldLeft(OperatorArgs a, int from, T acc, IntFunction<T> arg, BinaryOperator<T> op) {
    T r = acc;
    for (int i = from; i < a.size(); i++) {
      r = op.apply(r, arg.apply(i));
    }
    return r;
  }

  // ------------------------------------------------------------------ Strings

  private static StringValue str(SmtString s) {
    return new StringValue(s);
  }

  private static IntValue integer(BigInteger i) {
    return new IntValue(i);
  }

  private static void strings(Table t) {
    t.theory = "Strings";
    t.strict(
        "str.++",
        "left-associative concatenation",
        a -> str(foldLeft(a.atLeast(1), 0, SmtString.EMPTY, a::string, SmtString::concat)));
    t.strict("str.len", "length in code points", a -> IntValue.of(a.arity(1).string(0).length()));
    t.strict(
        "str.<",
        "chainable strict lexicographic order",
        a -> chain(a, a::string, StringOps::lessThan));
    t.strict(
        "str.<=",
        "chainable lexicographic order",
        a -> chain(a, a::string, StringOps::lessOrEqual));
    t.strict(
        "str.at", "(str.substr s i 1)", a -> str(StringOps.at(a.arity(2).string(0), a.integer(1))));
    t.strict(
        "str.substr",
        "substring of at most n characters from position m; \"\" if m out of"
            + " [0,|s|) or n <= 0",
        a -> str(StringOps.substr(a.arity(3).string(0), a.integer(1), a.integer(2))));
    t.strict(
        "str.prefixof",
        "(str.prefixof s t): s is a prefix of t",
        a -> BoolValue.of(StringOps.prefixOf(a.arity(2).string(0), a.string(1))));
    t.strict(
        "str.suffixof",
        "(str.suffixof s t): s is a suffix of t",
        a -> BoolValue.of(StringOps.suffixOf(a.arity(2).string(0), a.string(1))));
    t.strict(
        "str.contains",
        "(str.contains s t): t occurs in s",
        a -> BoolValue.of(StringOps.contains(a.arity(2).string(0), a.string(1))));
    t.strict(
        "str.indexof",
        "first occurrence at or after i; -1 if none or i out of [0,|s|]",
        a -> integer(StringOps.indexOf(a.arity(3).string(0), a.string(1), a.integer(2))));
    t.strict(
        "str.replace",
        "first occurrence replaced; empty pattern prepends",
        a -> str(StringOps.replace(a.arity(3).string(0), a.string(1), a.string(2))));
    t.strict(
        "str.replace_all",
        "all non-overlapping occurrences replaced; empty pattern: no" + " change",
        a -> str(StringOps.replaceAll(a.arity(3).string(0), a.string(1), a.string(2))));
    t.strict(
        "str.replace_re",
        "shortest leftmost match replaced (may be empty)",
        a -> str(StringOps.replaceRe(a.arity(3).string(0), a.regex(1), a.string(2), a.matcher())));
    t.strict(
        "str.replace_re_all",
        "each shortest non-empty match, left to right, replaced",
        a ->
            str(
                StringOps.replaceReAll(
                    a.arity(3).string(0), a.regex(1), a.string(2), a.matcher())));
    t.strict(
        "str.is_digit",
        "one character in 0-9",
        a -> BoolValue.of(StringOps.isDigit(a.arity(1).string(0))));
    t.strict(
        "str.to_code",
        "code point of a one-character string, else -1",
        a -> integer(StringOps.toCode(a.arity(1).string(0))));
    t.strict(
        "str.from_code",
        "one-character string of n in [0, 0x2FFFF], else \"\"",
        a -> str(StringOps.fromCode(a.arity(1).integer(0))));
    t.strict(
        "str.to_int",
        "value of a non-empty digit string, else -1",
        a -> integer(StringOps.toInt(a.arity(1).string(0))));
    t.strict(
        "str.from_int",
        "decimal digits of n >= 0, else \"\"",
        a -> str(StringOps.fromInt(a.arity(1).integer(0))));
    t.strict(
        "str.in_re",
        "membership in the language",
        a -> BoolValue.of(a.arity(2).matcher().matches(a.regex(1), a.string(0))));
    t.strict(
        "str.to_re",
        "the language of exactly this string",
        a -> new RegLanValue(Regex.ofString(a.arity(1).string(0))));
  }

  // ------------------------------------------------------------------ RegLan

  private static RegLanValue re(Regex r) {
    return new RegLanValue(r);
  }

  private static List<Regex> regexes(OperatorArgs a) {
    List<Regex> rs = new ArrayList<>(a.size());
    for (int i = 0; i < a.size(); i++) {
      rs.add(a.regex(i));
    }
    return rs;
  }

  private static void regLan(Table t) {
    t.theory = "RegLan";
    t.strict("re.none", "the empty language", a -> nullary(a, re(Regex.NONE)));
    t.strict("re.all", "all strings", a -> nullary(a, re(Regex.ALL)));
    t.strict("re.allchar", "all one-character strings", a -> nullary(a, re(Regex.ALLCHAR)));
    t.strict("re.++", "concatenation", a -> re(Regex.concat(regexes(a.atLeast(1)))));
    t.strict("re.union", "union", a -> re(Regex.union(regexes(a.atLeast(1)))));
    t.strict("re.inter", "intersection", a -> re(Regex.inter(regexes(a.atLeast(1)))));
    t.strict("re.*", "Kleene star", a -> re(Regex.star(a.arity(1).regex(0))));
    t.strict("re.+", "(re.++ r (re.* r))", a -> re(Regex.plus(a.arity(1).regex(0))));
    t.strict("re.opt", "(re.union r (str.to_re \"\"))", a -> re(Regex.opt(a.arity(1).regex(0))));
    t.strict("re.comp", "complement", a -> re(Regex.comp(a.arity(1).regex(0))));
    t.strict(
        "re.diff",
        "left-associative difference",
        a -> re(foldLeft(a.atLeast(2), 1, a.regex(0), a::regex, Regex::diff)));
    t.strict(
        "re.range",
        "one-character strings between two one-character bounds, else empty",
        a -> {
          SmtString lo = a.arity(2).string(0);
          SmtString hi = a.string(1);
          if (lo.length() != 1 || hi.length() != 1) {
            return re(Regex.NONE);
          }
          return re(Regex.chars(CharSet.range(lo.charAt(0), hi.charAt(0))));
        });
    t.strict(
        "re.loop",
        "(_ re.loop i n): union of r^k for i <= k <= n, empty if i > n",
        a -> {
          Regex r = a.arity(1).regex(0);
          if (a.indexCount() == 1) {
            // z3 also accepts one index: at least i repetitions.
            return re(Regex.concat(Regex.power(r, a.index(0)), Regex.star(r)));
          }
          a.indexCount(2);
          return re(Regex.loop(r, a.index(0), a.index(1)));
        });
    t.strict(
        "re.^",
        "(_ re.^ n): r^n",
        a -> re(Regex.power(a.arity(1).indexCount(1).regex(0), a.index(0))));
  }

  // ------------------------------------------------------------------ Arrays

  private static void arrays(Table t) {
    t.theory = "ArraysEx";
    t.strict(
        "select", "the stored value, else the default", a -> a.arity(2).array(0).select(a.get(1)));
    t.strict(
        "store",
        "the array with one entry replaced",
        a -> a.arity(3).array(0).store(a.get(1), a.get(2)));
    t.strict(
        "const",
        "((as const (Array I E)) v): every index maps to v",
        a -> {
          a.arity(1);
          Sort s = a.asSort();
          if (s == null || !s.isArray()) {
            throw new Operator.IllSorted("const needs (as const (Array I E))");
          }
          return ArrayValue.constant(s.args().get(0), s.args().get(1), a.get(0));
        });
  }

  // ------------------------------------------------------------------ bit-vectors

  private static void bvLeftAssoc(
      Table t, String name, String summary, BinaryOperator<BitVecValue> f) {
    t.strict(name, summary, a -> foldLeft(a.atLeast(2), 1, a.bitVec(0), a::bitVecLike0, f));
  }

  private static void bvBinary(
      Table t, String name, String summary, BinaryOperator<BitVecValue> f) {
    t.strict(name, summary, a -> f.apply(a.arity(2).bitVec(0), a.bitVecLike0(1)));
  }

  private static void bvCompare(
      Table t, String name, boolean signed, BiPredicate<BigInteger, BigInteger> holds) {
    t.strict(
        name,
        (signed ? "signed" : "unsigned") + " comparison",
        a -> {
          BitVecValue x = a.arity(2).bitVec(0);
          BitVecValue y = a.bitVecLike0(1);
          return BoolValue.of(
              signed ? holds.test(x.signed(), y.signed()) : holds.test(x.value(), y.value()));
        });
  }

  private static BitVecValue bv(BitVecValue like, BigInteger v) {
    return new BitVecValue(like.width(), v);
  }

  private static void bitVectors(Table t) {
    t.theory = "FixedSizeBitVectors";
    t.strict(
        "concat",
        "concatenation, first argument high",
        a -> BitVecOps.concat(a.arity(2).bitVec(0), a.bitVec(1)));
    t.strict(
        "extract",
        "(_ extract i j): bits i down to j",
        a -> {
          BitVecValue x = a.arity(1).indexCount(2).bitVec(0);
          int i = a.index(0);
          int j = a.index(1);
          if (i < j || i >= x.width()) {
            throw new Operator.IllSorted("extract " + i + " " + j + " of width " + x.width());
          }
          return BitVecOps.extract(x, i, j);
        });
    t.strict("bvnot", "bitwise not", a -> BitVecOps.not(a.arity(1).bitVec(0)));
    t.strict("bvneg", "two's complement negation", a -> BitVecOps.neg(a.arity(1).bitVec(0)));
    bvLeftAssoc(t, "bvand", "bitwise and", (x, y) -> bv(x, x.value().and(y.value())));
    bvLeftAssoc(t, "bvor", "bitwise or", (x, y) -> bv(x, x.value().or(y.value())));
    bvLeftAssoc(t, "bvxor", "bitwise exclusive or", (x, y) -> bv(x, x.value().xor(y.value())));
    bvBinary(
        t, "bvnand", "bitwise not-and", (x, y) -> BitVecOps.not(bv(x, x.value().and(y.value()))));
    bvBinary(t, "bvnor", "bitwise not-or", (x, y) -> BitVecOps.not(bv(x, x.value().or(y.value()))));
    bvBinary(
        t, "bvxnor", "bitwise not-xor", (x, y) -> BitVecOps.not(bv(x, x.value().xor(y.value()))));
    bvLeftAssoc(t, "bvadd", "addition modulo 2^m", (x, y) -> bv(x, x.value().add(y.value())));
    bvBinary(t, "bvsub", "subtraction modulo 2^m", (x, y) -> bv(x, x.value().subtract(y.value())));
    bvLeftAssoc(
        t, "bvmul", "multiplication modulo 2^m", (x, y) -> bv(x, x.value().multiply(y.value())));
    bvBinary(t, "bvudiv", "unsigned division; by zero gives all ones", BitVecOps::udiv);
    bvBinary(t, "bvurem", "unsigned remainder; by zero gives the dividend", BitVecOps::urem);
    bvBinary(t, "bvsdiv", "signed division (standard abbreviation)", BitVecOps::sdiv);
    bvBinary(t, "bvsrem", "signed remainder, sign of the dividend", BitVecOps::srem);
    bvBinary(t, "bvsmod", "signed modulo, sign of the divisor", BitVecOps::smod);
    bvBinary(t, "bvshl", "shift left", BitVecOps::shl);
    bvBinary(t, "bvlshr", "logical shift right", BitVecOps::lshr);
    bvBinary(t, "bvashr", "arithmetic shift right", BitVecOps::ashr);
    bvBinary(
        t,
        "bvcomp",
        "#b1 if equal, else #b0",
        (x, y) -> BitVecValue.of(1, x.value().equals(y.value()) ? 1 : 0));
    bvCompare(t, "bvult", false, (x, y) -> x.compareTo(y) < 0);
    bvCompare(t, "bvule", false, (x, y) -> x.compareTo(y) <= 0);
    bvCompare(t, "bvugt", false, (x, y) -> x.compareTo(y) > 0);
    bvCompare(t, "bvuge", false, (x, y) -> x.compareTo(y) >= 0);
    bvCompare(t, "bvslt", true, (x, y) -> x.compareTo(y) < 0);
    bvCompare(t, "bvsle", true, (x, y) -> x.compareTo(y) <= 0);
    bvCompare(t, "bvsgt", true, (x, y) -> x.compareTo(y) > 0);
    bvCompare(t, "bvsge", true, (x, y) -> x.compareTo(y) >= 0);
    t.strict(
        "zero_extend",
        "(_ zero_extend k): k zero bits on top",
        a -> BitVecOps.zeroExtend(a.arity(1).indexCount(1).bitVec(0), a.index(0)));
    t.strict(
        "sign_extend",
        "(_ sign_extend k): k copies of the sign bit on top",
        a -> BitVecOps.signExtend(a.arity(1).indexCount(1).bitVec(0), a.index(0)));
    t.strict(
        "repeat",
        "(_ repeat k): k copies concatenated",
        a -> {
          int k = a.arity(1).indexCount(1).index(0);
          if (k < 1) {
            throw new Operator.IllSorted("repeat needs k >= 1");
          }
          return BitVecOps.repeat(a.bitVec(0), k);
        });
    t.strict(
        "rotate_left",
        "(_ rotate_left k)",
        a -> BitVecOps.rotateLeft(a.arity(1).indexCount(1).bitVec(0), a.bigIndex(0)));
    t.strict(
        "rotate_right",
        "(_ rotate_right k)",
        a -> BitVecOps.rotateRight(a.arity(1).indexCount(1).bitVec(0), a.bigIndex(0)));
    t.strict(
        "bv2nat",
        "unsigned value as an Int (z3; ubv_to_int in SMT-LIB 2.7)",
        a -> new IntValue(a.arity(1).bitVec(0).value()));
    t.strict(
        "ubv_to_int", "unsigned value as an Int", a -> new IntValue(a.arity(1).bitVec(0).value()));
    t.strict(
        "sbv_to_int",
        "two's complement value as an Int",
        a -> new IntValue(a.arity(1).bitVec(0).signed()));
    t.strict(
        "int2bv",
        "(_ int2bv m): n modulo 2^m (z3; int_to_bv in SMT-LIB 2.7)",
        a -> new BitVecValue(a.arity(1).indexCount(1).index(0), a.integer(0)));
    t.strict(
        "int_to_bv",
        "(_ int_to_bv m): n modulo 2^m",
        a -> new BitVecValue(a.arity(1).indexCount(1).index(0), a.integer(0)));
  }

  // ------------------------------------------------------------------ aliases

  private static void aliases(Table t) {
    t.alias("str.in.re", "str.in_re");
    t.alias("str.to.re", "str.to_re");
    t.alias("str.to.int", "str.to_int");
    t.alias("str.to-int", "str.to_int");
    t.alias("int.to.str", "str.from_int");
    t.alias("str.from-int", "str.from_int");
    t.alias("re.nostr", "re.none");
    t.alias("re.empty", "re.none");
  }
}
