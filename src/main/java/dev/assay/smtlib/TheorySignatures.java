package dev.assay.smtlib;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The function symbols of the SMT-LIB theories Assay reads: Core, Ints, Reals, Reals_Ints, Unicode
 * Strings with RegLan, ArraysEx, FixedSizeBitVectors (common operators) and FloatingPoint ({@link
 * FloatingPointSignatures}). Each symbol has a rank rule that maps indices and argument sorts to a
 * result sort, or explains why not.
 *
 * <p>Attributes of the standard: chainable ({@code =}, {@code <}, {@code str.<}), left-assoc
 * ({@code +}, {@code and}, {@code str.++}), right-assoc ({@code =>}), pairwise ({@code distinct})
 * are expressed by the rank rules accepting any number of arguments of the right sort.
 *
 * <p>Arithmetic accepts Int and Real operands mixed (promoting to Real), as z3 and cvc5 do and as
 * many benchmarks rely on; the standard's Reals_Ints would reject such terms. This is the one
 * documented leniency.
 */
public final class TheorySignatures {
  /** Computes a result sort, or throws {@link SortError}. */
  @FunctionalInterface
  interface Rule {
    Sort apply(Identifier id, List<Sort> args);
  }

  private static final Map<String, Rule> RULES = new HashMap<>();

  private TheorySignatures() {}

  /** True if {@code symbol} is a theory function symbol. */
  public static boolean isTheorySymbol(String symbol) {
    return RULES.containsKey(symbol);
  }

  /**
   * The rank rule of theory function symbol {@code symbol}, or null. For a plain (unindexed,
   * unqualified) symbol, applying it is what {@link #apply} does; the parser keeps it per name.
   */
  static Rule rule(String symbol) {
    return RULES.get(symbol);
  }

  /**
   * The result sort of theory function {@code id} applied to {@code args}, or null if {@code id} is
   * not a theory symbol. Throws {@link SortError} if it is one but the arguments do not fit.
   */
  static Sort apply(Identifier id, List<Sort> args) {
    Rule r = RULES.get(id.symbol());
    if (r == null) {
      return null;
    }
    if (id.isIndexed() && !INDEXED.contains(id.symbol())) {
      throw new SortError(id.symbol() + " takes no indices");
    }
    return r.apply(id, args);
  }

  /** The symbols that take indices; the FloatingPoint rules add theirs. */
  private static final java.util.Set<String> INDEXED =
      new java.util.HashSet<>(
          List.of(
              "re.loop",
              "re.^",
              "extract",
              "zero_extend",
              "sign_extend",
              "repeat",
              "rotate_left",
              "rotate_right",
              "int2bv",
              "int_to_bv",
              "char"));

  // ---- rule builders -------------------------------------------------------------------------

  private static void fixed(String name, Sort result, Sort... params) {
    RULES.put(
        name,
        (id, args) -> {
          if (args.size() != params.length) {
            throw arity(name, params.length, args.size());
          }
          for (int i = 0; i < params.length; i++) {
            if (!args.get(i).equals(params[i])) {
              throw argSort(name, i, params[i], args.get(i));
            }
          }
          return result;
        });
  }

  /** All arguments of one given sort, at least {@code min} of them. */
  private static void nary(String name, int min, Sort argSort, Sort result) {
    RULES.put(
        name,
        (id, args) -> {
          if (args.size() < min) {
            throw new SortError(name + " needs at least " + min + " arguments, got " + args.size());
          }
          for (int i = 0; i < args.size(); i++) {
            if (!args.get(i).equals(argSort)) {
              throw argSort(name, i, argSort, args.get(i));
            }
          }
          return result;
        });
  }

  /** Arithmetic: all Int → Int; any Real (mixed with Int) → Real; or a fixed result. */
  private static void arith(String name, int min, int max, Sort fixedResult) {
    RULES.put(
        name,
        (id, args) -> {
          if (args.size() < min || args.size() > max) {
            throw new SortError(
                name
                    + " takes "
                    + (min == max ? "" + min : min + " or more")
                    + " arguments, got "
                    + args.size());
          }
          boolean real = false;
          for (int i = 0; i < args.size(); i++) {
            Sort s = args.get(i);
            if (s.equals(Sort.REAL)) {
              real = true;
            } else if (!s.equals(Sort.INT)) {
              throw new SortError(
                  "argument " + (i + 1) + " of " + name + " must be Int or Real, not " + s);
            }
          }
          return fixedResult != null ? fixedResult : real ? Sort.REAL : Sort.INT;
        });
  }

  private static void bvSame(String name, int min) {
    RULES.put(
        name,
        (id, args) -> {
          if (args.size() < min) {
            throw arity(name, min, args.size());
          }
          Sort first = args.get(0);
          if (!first.isBitVec()) {
            throw new SortError("arguments of " + name + " must be bit-vectors, not " + first);
          }
          for (int i = 1; i < args.size(); i++) {
            if (!args.get(i).equals(first)) {
              throw argSort(name, i, first, args.get(i));
            }
          }
          return first;
        });
  }

  private static void bvPred(String name) {
    RULES.put(
        name,
        (id, args) -> {
          if (args.size() != 2) {
            throw arity(name, 2, args.size());
          }
          if (!args.get(0).isBitVec() || !args.get(0).equals(args.get(1))) {
            throw new SortError(
                name
                    + " needs two bit-vectors of one width, got "
                    + args.get(0)
                    + " and "
                    + args.get(1));
          }
          return Sort.BOOL;
        });
  }

  static SortError arity(String name, int expected, int got) {
    return new SortError(name + " takes " + expected + " argument(s), got " + got);
  }

  static SortError argSort(String name, int i, Sort expected, Sort got) {
    return new SortError(
        "argument " + (i + 1) + " of " + name + " must be " + expected + ", not " + got);
  }

  /**
   * Argument 0 of {@code name} (select, store), which must be an array sort whose index sort is
   * that of argument 1.
   */
  private static Sort arrayIndexed(String name, List<Sort> args) {
    Sort a = args.get(0);
    if (!a.isArray()) {
      throw new SortError("first argument of " + name + " must be an array, not " + a);
    }
    if (!a.args().get(0).equals(args.get(1))) {
      throw argSort(name, 1, a.args().get(0), args.get(1));
    }
    return a;
  }

  static int index(Identifier id, int i, int count) {
    if (id.indices().size() != count) {
      throw new SortError("(_ " + id.symbol() + " ...) needs " + count + " numeral index(es)");
    }
    if (!(id.indices().get(i) instanceof Index.Numeral n)) {
      throw new SortError("index of " + id.symbol() + " must be a numeral");
    }
    try {
      return n.value().intValueExact();
    } catch (ArithmeticException e) {
      throw new SortError("index of " + id.symbol() + " is too large");
    }
  }

  static {
    Sort b = Sort.BOOL;
    Sort i = Sort.INT;
    Sort r = Sort.REAL;
    Sort s = Sort.STRING;
    Sort re = Sort.REGLAN;

    // Core
    fixed("true", b);
    fixed("false", b);
    fixed("not", b, b);
    nary("and", 1, b, b);
    nary("or", 1, b, b);
    nary("xor", 2, b, b);
    nary("=>", 2, b, b);
    RULES.put("=", TheorySignatures::equality);
    RULES.put("distinct", TheorySignatures::equality);
    RULES.put(
        "ite",
        (id, args) -> {
          if (args.size() != 3) {
            throw arity("ite", 3, args.size());
          }
          if (!args.get(0).equals(Sort.BOOL)) {
            throw argSort("ite", 0, Sort.BOOL, args.get(0));
          }
          Sort a = args.get(1);
          Sort c = args.get(2);
          if (a.equals(c)) {
            return a;
          }
          if (numeric(a) && numeric(c)) {
            return Sort.REAL;
          }
          throw new SortError("branches of ite have different sorts: " + a + " and " + c);
        });

    // Ints, Reals, Reals_Ints
    arith("+", 1, Integer.MAX_VALUE, null);
    arith("-", 1, Integer.MAX_VALUE, null);
    arith("*", 1, Integer.MAX_VALUE, null);
    nary("div", 2, i, i);
    fixed("mod", i, i, i);
    fixed("abs", i, i);
    arith("/", 2, Integer.MAX_VALUE, r);
    arith("<", 2, Integer.MAX_VALUE, b);
    arith("<=", 2, Integer.MAX_VALUE, b);
    arith(">", 2, Integer.MAX_VALUE, b);
    arith(">=", 2, Integer.MAX_VALUE, b);
    arith("to_real", 1, 1, r);
    arith("to_int", 1, 1, i);
    arith("is_int", 1, 1, b);

    // Strings and regular expressions (Unicode Strings theory, SMT-LIB 2.6)
    nary("str.++", 2, s, s);
    fixed("str.len", i, s);
    nary("str.<", 2, s, b);
    nary("str.<=", 2, s, b);
    fixed("str.at", s, s, i);
    fixed("str.substr", s, s, i, i);
    fixed("str.prefixof", b, s, s);
    fixed("str.suffixof", b, s, s);
    fixed("str.contains", b, s, s);
    fixed("str.indexof", i, s, s, i);
    fixed("str.replace", s, s, s, s);
    fixed("str.replace_all", s, s, s, s);
    fixed("str.replace_re", s, s, re, s);
    fixed("str.replace_re_all", s, s, re, s);
    fixed("str.is_digit", b, s);
    fixed("str.to_code", i, s);
    fixed("str.from_code", s, i);
    fixed("str.to_int", i, s);
    fixed("str.from_int", s, i);
    fixed("str.to.int", i, s);
    fixed("int.to.str", s, i);
    fixed("str.in_re", b, s, re);
    fixed("str.in.re", b, s, re);
    fixed("str.to_re", re, s);
    fixed("str.to.re", re, s);
    fixed("re.none", re);
    fixed("re.all", re);
    fixed("re.allchar", re);
    fixed("re.nostr", re);
    nary("re.++", 2, re, re);
    nary("re.union", 2, re, re);
    nary("re.inter", 2, re, re);
    nary("re.diff", 2, re, re);
    fixed("re.*", re, re);
    fixed("re.+", re, re);
    fixed("re.opt", re, re);
    fixed("re.comp", re, re);
    fixed("re.range", re, s, s);
    RULES.put(
        "re.loop",
        (id, args) -> {
          // (_ re.loop i j) per 2.6; the older (re.loop r i j) form that z3 still reads too.
          if (id.isIndexed()) {
            if (id.indices().size() == 1) {
              index(id, 0, 1);
            } else {
              index(id, 0, 2);
              index(id, 1, 2);
            }
            if (args.size() != 1 || !args.get(0).equals(Sort.REGLAN)) {
              throw new SortError("(_ re.loop i j) takes one RegLan argument");
            }
            return Sort.REGLAN;
          }
          if (args.size() >= 2
              && args.size() <= 3
              && args.get(0).equals(Sort.REGLAN)
              && args.subList(1, args.size()).stream().allMatch(Sort.INT::equals)) {
            return Sort.REGLAN;
          }
          throw new SortError("re.loop must be (_ re.loop i j) applied to one RegLan");
        });
    RULES.put(
        "re.^",
        (id, args) -> {
          index(id, 0, 1);
          if (args.size() != 1 || !args.get(0).equals(Sort.REGLAN)) {
            throw new SortError("(_ re.^ n) takes one RegLan argument");
          }
          return Sort.REGLAN;
        });

    // ArraysEx
    RULES.put(
        "select",
        (id, args) -> {
          if (args.size() != 2) {
            throw arity("select", 2, args.size());
          }
          return arrayIndexed("select", args).args().get(1);
        });
    RULES.put(
        "store",
        (id, args) -> {
          if (args.size() != 3) {
            throw arity("store", 3, args.size());
          }
          Sort a = arrayIndexed("store", args);
          if (!a.args().get(1).equals(args.get(2))) {
            throw argSort("store", 2, a.args().get(1), args.get(2));
          }
          return a;
        });

    // FixedSizeBitVectors (common operators)
    for (String op :
        List.of(
            "bvadd", "bvsub", "bvmul", "bvudiv", "bvurem", "bvsdiv", "bvsrem", "bvsmod", "bvand",
            "bvor", "bvxor", "bvnand", "bvnor", "bvxnor", "bvshl", "bvlshr", "bvashr")) {
      bvSame(op, 2);
    }
    bvSame("bvnot", 1);
    bvSame("bvneg", 1);
    for (String op :
        List.of("bvult", "bvule", "bvugt", "bvuge", "bvslt", "bvsle", "bvsgt", "bvsge")) {
      bvPred(op);
    }
    RULES.put(
        "bvcomp",
        (id, args) -> {
          bvPredCheck("bvcomp", args);
          return Sort.bitVec(1);
        });
    RULES.put(
        "concat",
        (id, args) -> {
          if (args.size() != 2 || !args.get(0).isBitVec() || !args.get(1).isBitVec()) {
            throw new SortError("concat takes two bit-vectors");
          }
          return Sort.bitVec(args.get(0).bitWidth() + args.get(1).bitWidth());
        });
    RULES.put(
        "extract",
        (id, args) -> {
          int hi = index(id, 0, 2);
          int lo = index(id, 1, 2);
          Sort a = oneBitVec("extract", args);
          if (hi < lo || hi >= a.bitWidth()) {
            throw new SortError("(_ extract " + hi + " " + lo + ") does not fit " + a);
          }
          return Sort.bitVec(hi - lo + 1);
        });
    RULES.put(
        "zero_extend",
        (id, args) -> Sort.bitVec(oneBitVec("zero_extend", args).bitWidth() + index(id, 0, 1)));
    RULES.put(
        "sign_extend",
        (id, args) -> Sort.bitVec(oneBitVec("sign_extend", args).bitWidth() + index(id, 0, 1)));
    RULES.put(
        "repeat",
        (id, args) -> {
          int n = index(id, 0, 1);
          if (n < 1) {
            throw new SortError("(_ repeat 0) is not allowed");
          }
          return Sort.bitVec(oneBitVec("repeat", args).bitWidth() * n);
        });
    RULES.put(
        "rotate_left",
        (id, args) -> {
          index(id, 0, 1);
          return oneBitVec("rotate_left", args);
        });
    RULES.put(
        "rotate_right",
        (id, args) -> {
          index(id, 0, 1);
          return oneBitVec("rotate_right", args);
        });
    RULES.put(
        "bv2nat",
        (id, args) -> {
          oneBitVec("bv2nat", args);
          return Sort.INT;
        });
    RULES.put(
        "int2bv",
        (id, args) -> {
          int w = index(id, 0, 1);
          if (args.size() != 1 || !args.get(0).equals(Sort.INT)) {
            throw new SortError("(_ int2bv w) takes one Int argument");
          }
          return Sort.bitVec(w);
        });

    FloatingPointSignatures.addTo(RULES, INDEXED);
  }

  private static void bvPredCheck(String name, List<Sort> args) {
    if (args.size() != 2 || !args.get(0).isBitVec() || !args.get(0).equals(args.get(1))) {
      throw new SortError(name + " needs two bit-vectors of one width");
    }
  }

  private static Sort oneBitVec(String name, List<Sort> args) {
    if (args.size() != 1 || !args.get(0).isBitVec()) {
      throw new SortError(name + " takes one bit-vector argument");
    }
    return args.get(0);
  }

  static boolean numeric(Sort s) {
    return s.equals(Sort.INT) || s.equals(Sort.REAL);
  }

  private static Sort equality(Identifier id, List<Sort> args) {
    String name = id.symbol();
    if (args.size() < 2) {
      throw new SortError(name + " needs at least 2 arguments, got " + args.size());
    }
    Sort first = args.get(0);
    boolean mixedNumeric = numeric(first);
    for (int k = 1; k < args.size(); k++) {
      Sort a = args.get(k);
      if (!a.equals(first)) {
        if (mixedNumeric && numeric(a)) {
          continue;
        }
        throw new SortError(
            "arguments of " + name + " have different sorts: " + first + " and " + a);
      }
    }
    return Sort.BOOL;
  }
}
