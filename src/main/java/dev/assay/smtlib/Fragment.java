package dev.assay.smtlib;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The fragment of SMT-LIB a formula lies in: whether it is quantified, which theories it uses and
 * whether its arithmetic is linear ({@link Feature features}), and the finer facts logic
 * definitions tell apart ({@link Detail details}). A script's fragment is computed from what its
 * commands and assertions actually contain ({@link #of}, one pass by {@link FragmentScan}); an
 * SMT-LIB logic name stands for the fragment it allows ({@link #ofLogic}, {@link StandardLogic}).
 *
 * <p>This is Assay's one logic classifier, and it answers two questions: what the SMT-LIB standard
 * calls the script's logic ({@link #standardLogic}: the smallest standard logic whose definition
 * covers it), and which logic name a given reader accepts for it ({@link #logicFor}, with a {@link
 * LogicDialect}: the per-solver rows are data of the {@code solver} package). Both answer {@code
 * ALL} when no listed logic does, so that a formula can always be sent with a header its solvers
 * accept.
 *
 * <p>What counts (checked against z3, CVC4 and cvc5 by the external {@code
 * MutantsParsedBySolversTest}): arithmetic operators need the Ints or Reals theory, even on
 * numerals ({@code (- 10)} is not in {@code QF_S}, nor in {@code QF_UF}); the Int sort itself,
 * numerals and {@code str.len} come with Strings; numerals in a formula with Reals are Reals
 * numerals; a product is linear when all but one factor are concrete coefficients (a numeral, a
 * decimal, their negation or quotient, or a {@code let} name for one: z3 rejects {@code (* (+ 1 2)
 * x)} in {@code QF_LIA}), and {@code div}, {@code mod} and {@code /} are linear by a concrete
 * divisor — for solvers; the standard's linear logics exclude them ({@link
 * Detail#STANDARD_NONLINEAR}). Recursive definitions need a logic with quantifiers and free
 * functions (the standard defines them by a universally quantified axiom; z3, cvc5 and CVC4 reject
 * them in quantifier-free logics); a datatype's field sorts need their theories.
 *
 * @param features what the formula uses
 * @param details the finer facts some logic definitions exclude
 */
public record Fragment(Set<Feature> features, Set<Detail> details) {

  /** What a formula may use that a logic may forbid. */
  public enum Feature {
    QUANTIFIERS("quantifiers"),
    /** Uninterpreted sorts or functions of non-zero arity. */
    UF("uninterpreted functions"),
    ARRAYS("arrays"),
    BIT_VECTORS("bit-vectors"),
    DATATYPES("datatypes"),
    STRINGS("strings"),
    /** Regular expressions (part of the Strings theory; tracked apart for fragments). */
    REGEX("regular expressions"),
    /** Integer arithmetic: an arithmetic operator over Int, or an Int symbol outside Strings. */
    INTS("integer arithmetic"),
    REALS("real arithmetic"),
    /** A product of two non-constants, or a division by a non-constant. */
    NONLINEAR("non-linear arithmetic"),
    /** FloatingPoint: a floating-point or rounding-mode sort. */
    FLOATING_POINT("floating point");

    private final String words;

    Feature(String words) {
      this.words = words;
    }

    public String words() {
      return words;
    }
  }

  /**
   * Facts finer than features that some logic definitions exclude and some readers accept anyway
   * ({@link LogicDialect}); they never make a fragment larger for {@link #covers}.
   */
  public enum Detail {
    /** Free function symbols (of non-zero arity), beyond free sorts: QF_AX has only the sorts. */
    FREE_FUNCTIONS("uninterpreted functions"),
    /**
     * Arithmetic linear for solvers but not by the standard: {@code div}, {@code mod}, {@code abs},
     * a division other than a rational coefficient, a product of more than two factors or whose
     * coefficient is not written as one.
     */
    STANDARD_NONLINEAR("arithmetic the standard's linear logics exclude"),
    /** An array sort other than {@code (Array Int Int)}. */
    ARRAYS_BEYOND_INT_INT("arrays other than (Array Int Int)"),
    /**
     * An array sort other than {@code (Array Int Real)} and {@code (Array Int (Array Int Real))}.
     */
    ARRAYS_BEYOND_INT_REAL("arrays other than (Array Int Real)"),
    /** An array sort whose index or element is not a bit-vector. */
    ARRAYS_BEYOND_BIT_VECTORS("arrays other than of bit-vectors"),
    /** A constant array {@code ((as const A) v)}: an extension of z3 and cvc5, in no logic. */
    CONSTANT_ARRAYS("constant arrays");

    private final String words;

    Detail(String words) {
      this.words = words;
    }

    public String words() {
      return words;
    }
  }

  public Fragment {
    features = features.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(features));
    details = details.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(details));
  }

  /** The fragment with these features and no details. */
  public Fragment(Set<Feature> features) {
    this(features, Set.of());
  }

  /** The fragment with exactly these features. */
  public static Fragment of(Feature... fs) {
    Set<Feature> s = EnumSet.noneOf(Feature.class);
    s.addAll(List.of(fs));
    return new Fragment(s);
  }

  public boolean has(Feature f) {
    return features.contains(f);
  }

  public boolean has(Detail d) {
    return details.contains(d);
  }

  public boolean isQuantifierFree() {
    return !has(Feature.QUANTIFIERS);
  }

  /** True if this fragment allows every feature {@code other} uses (details aside). */
  public boolean covers(Fragment other) {
    return features.containsAll(other.features);
  }

  public Fragment union(Fragment other) {
    Set<Feature> s = EnumSet.noneOf(Feature.class);
    s.addAll(features);
    s.addAll(other.features);
    Set<Detail> d = EnumSet.noneOf(Detail.class);
    d.addAll(details);
    d.addAll(other.details);
    return new Fragment(s, d);
  }

  /** The features this one uses that {@code other} does not, in declaration order. */
  public List<Feature> beyond(Fragment other) {
    List<Feature> out = new ArrayList<>();
    for (Feature f : Feature.values()) {
      if (has(f) && !other.has(f)) {
        out.add(f);
      }
    }
    return out;
  }

  // ---- logic names ----------------------------------------------------------------------------

  /**
   * The standard logic names {@link #logicFor} chooses among, smallest first ({@link
   * StandardLogic#NAMES}).
   */
  static final List<String> STANDARD = StandardLogic.NAMES;

  /**
   * What the logic {@code name} allows, read from its parts ({@code UF} for the free sorts of
   * {@code QF_AX}); every feature for {@code ALL}; null for a name it cannot read.
   */
  public static Fragment ofLogic(String name) {
    StandardLogic l = StandardLogic.of(name);
    return l == null ? null : l.fragment();
  }

  /**
   * Question one: what the SMT-LIB standard calls this fragment's logic, the smallest standard
   * logic whose definition covers it to the letter, or {@code ALL} when none does.
   */
  public String standardLogic() {
    return logicFor(LogicDialect.STANDARD);
  }

  /**
   * Question two: the smallest standard logic name that {@code reader} knows and accepts for this
   * fragment, or {@code ALL} when none does.
   */
  public String logicFor(LogicDialect reader) {
    for (StandardLogic l : StandardLogic.all()) {
      if (reader.knows(l.name()) && l.allows(this, reader)) {
        return l.name();
      }
    }
    return "ALL";
  }

  /** The fragment in words: the logic z3, cvc5 and CVC4 accept, and regular expressions. */
  @Override
  public String toString() {
    String logic = logicFor(LogicDialect.LENIENT);
    StringBuilder sb = new StringBuilder(logic.equals("ALL") ? name() : logic);
    if (has(Feature.REGEX)) {
      sb.append("+regex");
    }
    return sb.toString();
  }

  /** The letters of the theories in a logic name, in the order SMT-LIB logic names put them. */
  private static final List<Map.Entry<Feature, String>> THEORY_LETTERS =
      List.of(
          Map.entry(Feature.ARRAYS, "A"),
          Map.entry(Feature.UF, "UF"),
          Map.entry(Feature.BIT_VECTORS, "BV"),
          Map.entry(Feature.FLOATING_POINT, "FP"),
          Map.entry(Feature.DATATYPES, "DT"),
          Map.entry(Feature.STRINGS, "S"));

  /**
   * The fragment as a logic-style name, built from its parts even where no standard logic has it
   * ({@code SLIA} for quantified strings with linear integer arithmetic).
   */
  public String name() {
    StringBuilder sb = new StringBuilder();
    if (isQuantifierFree()) {
      sb.append("QF_");
    }
    for (Map.Entry<Feature, String> letters : THEORY_LETTERS) {
      if (has(letters.getKey())) {
        sb.append(letters.getValue());
      }
    }
    if (has(Feature.INTS) || has(Feature.REALS)) {
      sb.append(has(Feature.NONLINEAR) ? 'N' : 'L');
      sb.append(has(Feature.INTS) ? "I" : "").append(has(Feature.REALS) ? "R" : "").append('A');
    }
    String s = sb.toString();
    return s.equals("QF_") ? "QF_UF" : s.isEmpty() ? "UF" : s;
  }

  /**
   * The script with its {@code set-logic} replaced by the smallest logic {@code reader} accepts for
   * both {@code fragment} and {@code floor} (the fragment its original logic allowed), so the
   * header changes only when the content needs it; unchanged when it sets no logic.
   */
  public static Script withLogic(
      Script script, Fragment fragment, Fragment floor, LogicDialect reader) {
    String logic = script.logic();
    if (logic == null) {
      return script;
    }
    Fragment needed = floor == null ? fragment : fragment.union(floor);
    String chosen = needed.logicFor(reader);
    Fragment declared = ofLogic(logic);
    if (declared != null
        && declared.features().equals(needed.features())
        && StandardLogic.of(logic).allows(needed, reader)) {
      chosen = logic; // an exact non-standard name the user chose (S, UFSLIA) stays
    }
    if (chosen.equals(logic)) {
      return script;
    }
    List<Command> cs = new ArrayList<>(script.commands().size());
    for (Command c : script.commands()) {
      cs.add(c instanceof Command.SetLogic ? new Command.SetLogic(chosen) : c);
    }
    return new Script(cs);
  }

  // ---- computing a script's fragment -----------------------------------------------------------

  /** The fragment of a sort-checked script: its declarations, definitions and assertions. */
  public static Fragment of(CheckedScript checked) {
    return of(checked.script(), checked.signature());
  }

  /**
   * The fragment of {@code script}, whose symbols {@code signature} declares (the signature after
   * its declarations: for mutants, the seed's).
   */
  public static Fragment of(Script script, Signature signature) {
    FragmentScan scan = new FragmentScan(signature, null);
    scan.commands(script);
    return scan.result();
  }

  /**
   * The first term of {@code script} that the logic it sets does not allow as z3, cvc5 and CVC4
   * read it ({@link LogicDialect#LENIENT}), with the feature it needs, or null when the logic
   * covers everything (or the script sets none, or a name Assay cannot read).
   */
  public static String firstViolation(Script script, Signature signature) {
    StandardLogic allowed = StandardLogic.of(script.logic());
    if (allowed == null) {
      return null;
    }
    FragmentScan scan = new FragmentScan(signature, allowed);
    scan.commands(script);
    return scan.violation();
  }

  /** A feature's name in lower case, as statistics and signatures print it. */
  public static String key(Feature f) {
    return f.name().toLowerCase(Locale.ROOT);
  }
}
