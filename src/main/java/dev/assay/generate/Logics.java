package dev.assay.generate;

import dev.assay.smtlib.Application;
import dev.assay.smtlib.BinaryConstant;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.DecimalConstant;
import dev.assay.smtlib.HexConstant;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The smallest standard SMT-LIB logic that covers a quantifier-free script, read from what the
 * script actually uses (its declarations and the sorts of all its subterms), and whether a given
 * logic covers it.
 *
 * <p>The logics are the quantifier-free ones of the SMT-LIB benchmark library, as the standard's
 * logic declarations define them: linear arithmetic allows {@code *} only with a concrete
 * coefficient ({@code n}, {@code (- n)}, a decimal, {@code (/ c n)}) and no {@code div}, {@code
 * mod}, {@code abs} or {@code /} other than a rational coefficient; arrays are restricted to the
 * logic's own sorts ({@code (Array Int Int)} in {@code QF_ALIA}, bit-vector arrays in {@code
 * QF_ABV}, free sorts in {@code QF_AX}); {@code QF_S} has no Ints function symbols (numerals and
 * Int-valued string functions are part of the Strings theory). The difference logics ({@code
 * QF_IDL}, {@code QF_RDL}) are not considered. Anything no listed logic covers (strings with
 * arrays, bit-vectors with Ints, ...) gets {@code ALL}.
 */
public final class Logics {
  private Logics() {}

  // Feature bits of terms. A numeral alone (an index, a coefficient, part of (/ 1 3)) does not
  // make Int arithmetic; (- n) counts as an Ints symbol (QF_S has none) but not as Int arithmetic.
  static final long INT = 1;
  static final long REAL = 1 << 1;
  static final long NONLINEAR = 1 << 2;
  static final long INTS_SYMBOL = 1 << 3;
  static final long BV = 1 << 4;
  static final long STRING = 1 << 5;

  /** An array sort (Array Int Int). */
  static final long ARRAY_INT_INT = 1 << 6;

  /** An array sort of bit-vectors to bit-vectors. */
  static final long ARRAY_BV_BV = 1 << 7;

  /** An array sort over free sorts (and Bool) only. */
  static final long ARRAY_FREE = 1 << 8;

  /** Any other array sort. */
  static final long ARRAY_OTHER = 1 << 9;

  /**
   * A constant array {@code ((as const A) v)}: an extension z3 and cvc5 share, in no standard logic
   * (z3 rejects it under QF_ABV or QF_ALIA), so only {@code ALL} covers it.
   */
  static final long CONST_ARRAY = 1 << 10;

  /** FloatingPoint: a floating-point or RoundingMode sort anywhere. */
  static final long FP = 1 << 11;

  private static final long ARRAYS = ARRAY_INT_INT | ARRAY_BV_BV | ARRAY_FREE | ARRAY_OTHER;

  /**
   * What a script uses, in the terms logics are defined by: feature bits of its terms and declared
   * sorts, and whether it declares functions, sorts or datatypes.
   */
  public record Features(long bits, boolean freeFunctions, boolean freeSorts, boolean datatypes) {
    public boolean has(long bit) {
      return (bits & bit) != 0;
    }
  }

  /** The arithmetic a logic allows. */
  private enum Arith {
    NONE,
    LIA,
    NIA,
    LRA,
    NRA,
    LIRA,
    NIRA
  }

  /** One standard logic: which theories it combines. */
  private record Row(
      String name,
      boolean uf,
      boolean arrays,
      boolean bv,
      boolean strings,
      boolean dt,
      Arith a,
      boolean fp) {
    Row(String name, boolean uf, boolean arrays, boolean bv, boolean strings, boolean dt, Arith a) {
      this(name, uf, arrays, bv, strings, dt, a, false);
    }

    int size() {
      return (uf ? 1 : 0)
          + (fp ? 1 : 0)
          + (arrays ? 1 : 0)
          + (bv ? 1 : 0)
          + (strings ? 1 : 0)
          + (dt ? 1 : 0)
          + switch (a) {
            case NONE -> 0;
            case LIA, LRA -> 1;
            case NIA, NRA, LIRA -> 2;
            case NIRA -> 3;
          };
    }
  }

  private static final List<Row> ROWS =
      List.of(
          new Row("QF_UF", true, false, false, false, false, Arith.NONE),
          new Row("QF_LIA", false, false, false, false, false, Arith.LIA),
          new Row("QF_LRA", false, false, false, false, false, Arith.LRA),
          new Row("QF_NIA", false, false, false, false, false, Arith.NIA),
          new Row("QF_NRA", false, false, false, false, false, Arith.NRA),
          new Row("QF_LIRA", false, false, false, false, false, Arith.LIRA),
          new Row("QF_NIRA", false, false, false, false, false, Arith.NIRA),
          new Row("QF_UFLIA", true, false, false, false, false, Arith.LIA),
          new Row("QF_UFLRA", true, false, false, false, false, Arith.LRA),
          new Row("QF_UFNIA", true, false, false, false, false, Arith.NIA),
          new Row("QF_UFNRA", true, false, false, false, false, Arith.NRA),
          new Row("QF_AX", false, true, false, false, false, Arith.NONE),
          new Row("QF_ALIA", false, true, false, false, false, Arith.LIA),
          new Row("QF_ANIA", false, true, false, false, false, Arith.NIA),
          new Row("QF_AUFLIA", true, true, false, false, false, Arith.LIA),
          new Row("QF_AUFNIA", true, true, false, false, false, Arith.NIA),
          new Row("QF_BV", false, false, true, false, false, Arith.NONE),
          new Row("QF_UFBV", true, false, true, false, false, Arith.NONE),
          new Row("QF_ABV", false, true, true, false, false, Arith.NONE),
          new Row("QF_AUFBV", true, true, true, false, false, Arith.NONE),
          new Row("QF_DT", false, false, false, false, true, Arith.NONE),
          new Row("QF_UFDT", true, false, false, false, true, Arith.NONE),
          new Row("QF_UFDTLIA", true, false, false, false, true, Arith.LIA),
          new Row("QF_UFDTNIA", true, false, false, false, true, Arith.NIA),
          new Row("QF_UFDTLIRA", true, false, false, false, true, Arith.LIRA),
          new Row("QF_S", false, false, false, true, false, Arith.NONE),
          new Row("QF_SLIA", false, false, false, true, false, Arith.LIA),
          new Row("QF_SNIA", false, false, false, true, false, Arith.NIA),
          new Row("QF_FP", false, false, false, false, false, Arith.NONE, true),
          new Row("QF_BVFP", false, false, true, false, false, Arith.NONE, true),
          new Row("QF_FPLRA", false, false, false, false, false, Arith.LRA, true),
          new Row("QF_BVFPLRA", false, false, true, false, false, Arith.LRA, true));

  /** The names of the logics considered. */
  public static List<String> names() {
    List<String> r = new ArrayList<>();
    for (Row row : ROWS) {
      r.add(row.name());
    }
    return r;
  }

  /** The smallest listed logic covering {@code script}, or {@code ALL}. */
  public static String smallest(Script script) {
    return smallest(features(script));
  }

  /** The smallest listed logic covering {@code f}, or {@code ALL}. */
  public static String smallest(Features f) {
    Row best = null;
    for (Row r : ROWS) {
      if (covers(r, f) && (best == null || r.size() < best.size())) {
        best = r;
      }
    }
    return best == null ? "ALL" : best.name();
  }

  /**
   * True if {@code logic} allows everything {@code script} uses; {@code ALL} allows everything, an
   * unknown name nothing.
   */
  public static boolean covers(String logic, Script script) {
    if (logic.equals("ALL")) {
      return true;
    }
    Features f = features(script);
    for (Row r : ROWS) {
      if (r.name().equals(logic)) {
        return covers(r, f);
      }
    }
    return false;
  }

  private static boolean covers(Row r, Features f) {
    if (f.has(CONST_ARRAY)) {
      return false;
    }
    if (f.freeFunctions() && !r.uf()) {
      return false;
    }
    // free sorts come with UF, and with QF_AX (arrays over free sorts)
    if (f.freeSorts() && !r.uf() && !r.name().equals("QF_AX")) {
      return false;
    }
    if (f.has(BV) != r.bv() && f.has(BV)) {
      return false;
    }
    if (f.has(STRING) != r.strings()) {
      return false;
    }
    if (f.has(FP) != r.fp()) {
      return false;
    }
    if (f.datatypes() && !r.dt()) {
      return false;
    }
    if (f.has(ARRAYS) && !r.arrays()) {
      return false;
    }
    boolean needInt = r.strings() ? f.has(INTS_SYMBOL) : f.has(INT);
    boolean needReal = f.has(REAL);
    boolean nonlinear = f.has(NONLINEAR);
    switch (r.a()) {
      case NONE:
        if (needInt || needReal) {
          return false;
        }
        break;
      case LIA:
      case NIA:
        if (needReal || (nonlinear && r.a() == Arith.LIA)) {
          return false;
        }
        break;
      case LRA:
      case NRA:
        if (needInt || (nonlinear && r.a() == Arith.LRA)) {
          return false;
        }
        break;
      case LIRA:
        if (nonlinear) {
          return false;
        }
        break;
      default:
        break;
    }
    // the standard's array restrictions, read as: index and element sorts are the logic's own
    long allowedArrays;
    if (!r.arrays()) {
      allowedArrays = 0;
    } else if (r.bv()) {
      allowedArrays = ARRAY_BV_BV;
    } else if (r.a() == Arith.LIA || r.a() == Arith.NIA) {
      allowedArrays = ARRAY_INT_INT;
    } else if (r.a() == Arith.NONE) {
      allowedArrays = ARRAY_FREE;
    } else {
      allowedArrays = 0;
    }
    return (f.bits() & ARRAYS & ~allowedArrays) == 0;
  }

  /** The feature bits of a sort: its theory, and an array sort's class and components. */
  static long sortFeatures(Sort s) {
    long bits = 0;
    List<Sort> work = new ArrayList<>(List.of(s));
    while (!work.isEmpty()) {
      Sort x = work.remove(work.size() - 1);
      if (x.equals(Sort.INT)) {
        bits |= INT;
      } else if (x.equals(Sort.REAL)) {
        bits |= REAL;
      } else if (x.isBitVec()) {
        bits |= BV;
      } else if (x.equals(Sort.STRING) || x.equals(Sort.REGLAN)) {
        bits |= STRING;
      } else if (x.isFloatingPoint() || x.equals(Sort.ROUNDING_MODE)) {
        bits |= FP;
      } else if (x.isArray()) {
        Sort i = x.args().get(0);
        Sort e = x.args().get(1);
        if (i.equals(Sort.INT) && e.equals(Sort.INT)) {
          bits |= ARRAY_INT_INT;
        } else if (i.isBitVec() && e.isBitVec()) {
          bits |= ARRAY_BV_BV;
        } else if (isFreeOrBool(i) && isFreeOrBool(e)) {
          bits |= ARRAY_FREE;
        } else {
          bits |= ARRAY_OTHER;
        }
        work.addAll(x.args());
      }
    }
    return bits;
  }

  private static boolean isFreeOrBool(Sort s) {
    return s.args().isEmpty()
        && !s.id().isIndexed()
        && !List.of("Int", "Real", "String", "RegLan", "Array").contains(s.name());
  }

  private static final Set<String> INTS_SYMBOLS =
      Set.of("+", "-", "*", "div", "mod", "abs", "<", "<=", ">", ">=");

  /**
   * The feature bits one node adds, given its sort and its arguments' sorts (children's own bits
   * are added by the caller).
   */
  static long nodeFeatures(Term t, Sort s, List<Sort> argSorts) {
    if (t instanceof NumeralConstant) {
      return 0;
    }
    if (t instanceof StringConstant) {
      return STRING;
    }
    if (t instanceof HexConstant || t instanceof BinaryConstant) {
      return BV;
    }
    if (t instanceof DecimalConstant) {
      return REAL;
    }
    if (!(t instanceof Application a)) {
      return sortFeatures(s);
    }
    if (isNegatedNumeral(a)) {
      return INTS_SYMBOL;
    }
    long bits = sortFeatures(s);
    if (a.function().asSort() != null && a.name().equals("const")) {
      bits |= CONST_ARRAY;
    }
    if (a.function().id().isIndexed()) {
      return bits;
    }
    String f = a.name();
    boolean numeric = isNumeric(argSorts);
    if (INTS_SYMBOLS.contains(f) && numeric) {
      bits |= INTS_SYMBOL;
      bits |= s.equals(Sort.REAL) || argSorts.contains(Sort.REAL) ? REAL : INT;
    }
    if (f.equals("/")) {
      bits |= REAL;
    } else if (f.equals("to_real") || f.equals("to_int") || f.equals("is_int")) {
      bits |= REAL | INT | INTS_SYMBOL;
    }
    if (isNonlinear(a, numeric)) {
      bits |= NONLINEAR;
    }
    return bits;
  }

  /**
   * What {@code script} uses (it must sort-check), from its declarations and the sorts of all its
   * subterms.
   */
  public static Features features(Script script) {
    Signature sig = new Signature();
    boolean freeFunctions = false;
    boolean freeSorts = false;
    boolean datatypes = false;
    long bits = 0;
    for (Command c : script.commands()) {
      // assertions are sorted once below (sortAll checks them); declarations go into sig
      if (!(c instanceof Command.Assert) && !(c instanceof Command.CheckSatAssuming)) {
        SortChecker.check(c, sig);
      }
      if (c instanceof Command.DeclareSort) {
        freeSorts = true;
      } else if (c instanceof Command.DeclareFun d) {
        freeFunctions |= !d.argSorts().isEmpty();
        for (Sort s : d.argSorts()) {
          bits |= sortFeatures(s);
        }
        bits |= sortFeatures(d.resultSort());
      } else if (c instanceof Command.DeclareConst d) {
        bits |= sortFeatures(d.sort());
      } else if (c instanceof Command.DeclareDatatypes d) {
        datatypes = true;
        for (Command.DatatypeDec dec : d.datatypes()) {
          for (Command.ConstructorDec con : dec.constructors()) {
            for (Command.SelectorDec sel : con.selectors()) {
              bits |= sortFeatures(sel.sort());
            }
          }
        }
      } else if (c instanceof Command.DeclareDatatype d) {
        datatypes = true;
        for (Command.ConstructorDec con : d.datatype().constructors()) {
          for (Command.SelectorDec sel : con.selectors()) {
            bits |= sortFeatures(sel.sort());
          }
        }
      } else if (c instanceof Command.Assert a) {
        bits |= termFeatures(a.term(), sig);
      } else if (c instanceof Command.CheckSatAssuming csa) {
        for (Term t : csa.assumptions()) {
          bits |= termFeatures(t, sig);
        }
      }
    }
    return new Features(bits, freeFunctions, freeSorts, datatypes);
  }

  private static long termFeatures(Term root, Signature sig) {
    IdentityHashMap<Term, Sort> sorts = SortChecker.sortAll(root, sig, Map.of());
    if (!Sort.BOOL.equals(sorts.get(root))) {
      throw new dev.assay.smtlib.SortError("an assertion must be Bool, not " + sorts.get(root));
    }
    long bits = 0;
    for (Map.Entry<Term, Sort> e : sorts.entrySet()) {
      Term t = e.getKey();
      List<Sort> argSorts = new ArrayList<>();
      for (Term c : t.children()) {
        argSorts.add(sorts.get(c));
      }
      bits |= nodeFeatures(t, e.getValue(), argSorts);
    }
    return bits;
  }

  private static boolean isNumeric(List<Sort> argSorts) {
    if (argSorts.isEmpty()) {
      return false;
    }
    for (Sort s : argSorts) {
      if (!Sort.INT.equals(s) && !Sort.REAL.equals(s)) {
        return false;
      }
    }
    return true;
  }

  private static boolean isNegatedNumeral(Application a) {
    return a.name().equals("-")
        && a.args().size() == 1
        && (a.arg(0) instanceof NumeralConstant || a.arg(0) instanceof DecimalConstant);
  }

  /**
   * A product with more than one non-coefficient factor, {@code div}, {@code mod}, {@code abs}, or
   * a division that is not a rational coefficient {@code (/ c n)}.
   */
  private static boolean isNonlinear(Application a, boolean numeric) {
    switch (a.name()) {
      case "*":
        {
          int others = 0;
          for (Term t : a.args()) {
            if (!isCoefficient(t)) {
              others++;
            }
          }
          return others > 1 || a.args().size() > 2;
        }
      case "div":
      case "mod":
      case "abs":
        return numeric;
      case "/":
        return !isCoefficient(a);
      default:
        return false;
    }
  }

  /** {@code n}, {@code (- n)}, a decimal {@code d}, {@code (- d)} or {@code (/ c n)}. */
  private static boolean isCoefficient(Term t) {
    if (isIntegerCoefficient(t) || t instanceof DecimalConstant) {
      return true;
    }
    if (t instanceof Application a
        && a.name().equals("-")
        && a.args().size() == 1
        && a.arg(0) instanceof DecimalConstant) {
      return true;
    }
    return t instanceof Application a
        && a.name().equals("/")
        && a.args().size() == 2
        && isIntegerCoefficient(a.arg(0))
        && a.arg(1) instanceof NumeralConstant n
        && n.value().signum() != 0;
  }

  private static boolean isIntegerCoefficient(Term t) {
    return t instanceof NumeralConstant
        || (t instanceof Application a
            && a.name().equals("-")
            && a.args().size() == 1
            && a.arg(0) instanceof NumeralConstant);
  }
}
