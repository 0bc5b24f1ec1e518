package dev.assay.smtlib;

import dev.assay.smtlib.Fragment.Detail;
import dev.assay.smtlib.Fragment.Feature;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A logic of SMT-LIB 2.6 as its definition reads, built from the parts of its name ({@code QF_},
 * {@code A}/{@code AX}, {@code UF}, {@code BV}, {@code FP}, {@code DT}, {@code S}, {@code
 * LIA}/{@code NRA}/{@code LIRA}/{@code IDL}/...): the features it allows, and the {@link Detail
 * details} its definition excludes (a reader's {@link LogicDialect} may ignore some).
 *
 * <p>From the logic declarations: the linear logics allow {@code *} only with a concrete
 * coefficient and no {@code div}, {@code mod}, {@code abs} or {@code /} other than a rational
 * coefficient (QF_LIA, QF_LRA; a coefficient may multiply any term, as QF_AUFLIA's extension
 * reads); array sorts are restricted to {@code (Array Int Int)} in QF_AUFLIA and AUFLIA, to {@code
 * (Array Int Real)} and {@code (Array Int (Array Int Real))} in AUFLIRA, to bit-vector arrays in
 * QF_ABV and QF_AUFBV, and free elsewhere (the restrictions as Dolmen, the SMT-LIB typechecker,
 * reads the declarations); QF_AX has free sorts and constants but no free functions; no logic has
 * constant arrays {@code ((as const A) v)}, an extension z3 and cvc5 share.
 *
 * @param name the logic's name
 * @param allowed the features a script of the logic may use
 * @param excluded the details its definition excludes
 */
public record StandardLogic(String name, Set<Feature> allowed, Set<Detail> excluded) {
  public StandardLogic {
    allowed = Set.copyOf(allowed);
    excluded = Set.copyOf(excluded);
  }

  private static final Pattern NAME =
      Pattern.compile("(QF_)?(AX|A)?(UF)?(BV)?(FP)?(DT)?(S)?((?:[LN])(?:IRA|IA|RA)|IDL|RDL)?");

  /**
   * The logics of the SMT-LIB benchmark library that {@link Fragment#logicFor} chooses among,
   * smallest first within each family, so that the first that allows a fragment is the smallest.
   */
  public static final List<String> NAMES =
      List.of(
          "QF_UF",
          "QF_AX",
          "QF_BV",
          "QF_DT",
          "QF_S",
          "QF_LIA",
          "QF_LRA",
          "QF_SLIA",
          "QF_LIRA",
          "QF_NIA",
          "QF_NRA",
          "QF_SNIA",
          "QF_NIRA",
          "QF_FP",
          "QF_BVFP",
          "QF_FPLRA",
          "QF_BVFPLRA",
          "QF_UFBV",
          "QF_ABV",
          "QF_AUFBV",
          "QF_UFDT",
          "QF_UFLIA",
          "QF_UFLRA",
          "QF_ALIA",
          "QF_UFDTLIA",
          "QF_AUFLIA",
          "QF_UFNIA",
          "QF_UFNRA",
          "QF_ANIA",
          "QF_UFDTLIRA",
          "QF_UFDTNIA",
          "QF_AUFNIA",
          "UF",
          "BV",
          "UFBV",
          "ABV",
          "AUFBV",
          "UFDT",
          "LIA",
          "LRA",
          "NIA",
          "NRA",
          "UFLIA",
          "UFLRA",
          "ALIA",
          "UFDTLIA",
          "AUFLIA",
          "UFDTLIRA",
          "AUFLIRA",
          "AUFDTLIA",
          "AUFDTLIRA",
          "UFNIA",
          "UFNRA",
          "ANIA",
          "UFNIRA",
          "UFDTNIA",
          "UFDTNIRA",
          "AUFNIRA",
          "AUFDTNIRA");

  private static final List<StandardLogic> ROWS = NAMES.stream().map(StandardLogic::of).toList();

  /** The logics of {@link #NAMES}, in that order. */
  public static List<StandardLogic> all() {
    return ROWS;
  }

  /**
   * The logic {@code name} read from its parts; every feature and no exclusion for {@code ALL};
   * null for a name it cannot read.
   */
  public static StandardLogic of(String name) {
    if (name == null) {
      return null;
    }
    if (name.equals("ALL") || name.equals("ALL_SUPPORTED")) {
      return new StandardLogic(name, EnumSet.allOf(Feature.class), Set.of());
    }
    Matcher m = NAME.matcher(name);
    if (!m.matches() || name.isEmpty() || name.equals("QF_")) {
      return null;
    }
    Set<Feature> f = EnumSet.noneOf(Feature.class);
    Set<Detail> x = EnumSet.of(Detail.CONSTANT_ARRAYS);
    if (m.group(1) == null) {
      f.add(Feature.QUANTIFIERS);
    }
    boolean uf = m.group(3) != null;
    if (m.group(2) != null) {
      f.add(Feature.ARRAYS);
    }
    if (uf) {
      f.add(Feature.UF);
    } else if ("AX".equals(m.group(2))) {
      f.add(Feature.UF); // free sorts, but no free functions
      x.add(Detail.FREE_FUNCTIONS);
    }
    if (m.group(4) != null) {
      f.add(Feature.BIT_VECTORS);
    }
    if (m.group(5) != null) {
      f.add(Feature.FLOATING_POINT);
    }
    if (m.group(6) != null) {
      f.add(Feature.DATATYPES);
    }
    if (m.group(7) != null) {
      f.add(Feature.STRINGS);
      f.add(Feature.REGEX);
    }
    String arith = m.group(8);
    if (arith != null) {
      if (arith.contains("I")) {
        f.add(Feature.INTS);
      }
      if (arith.contains("R") && !arith.equals("IDL")) {
        f.add(Feature.REALS);
      }
      if (arith.startsWith("N")) {
        f.add(Feature.NONLINEAR);
      } else {
        x.add(Detail.STANDARD_NONLINEAR);
      }
    }
    switch (name) {
      case "QF_ABV", "QF_AUFBV" -> x.add(Detail.ARRAYS_BEYOND_BIT_VECTORS);
      case "QF_AUFLIA", "AUFLIA" -> x.add(Detail.ARRAYS_BEYOND_INT_INT);
      case "QF_AUFLIRA", "AUFLIRA" -> x.add(Detail.ARRAYS_BEYOND_INT_REAL);
      default -> {}
    }
    return new StandardLogic(name, f, x);
  }

  /** The fragment of everything this logic allows, without details. */
  public Fragment fragment() {
    return new Fragment(allowed);
  }

  /**
   * Whether a script of fragment {@code f} is in this logic, read by {@code reader}: the logic
   * allows every feature, and every detail the logic excludes is absent or ignored by the reader.
   */
  public boolean allows(Fragment f, LogicDialect reader) {
    if (!allowed.containsAll(f.features())) {
      return false;
    }
    for (Detail d : f.details()) {
      if (excluded.contains(d) && !reader.ignores(d)) {
        return false;
      }
    }
    return true;
  }
}
