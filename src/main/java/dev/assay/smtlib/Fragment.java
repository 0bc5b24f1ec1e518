package dev.assay.smtlib;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fragment of SMT-LIB a formula lies in: whether it is quantified, which theories it uses and
 * whether its arithmetic is linear. A script's fragment is computed from what its commands and
 * assertions actually contain ({@link #of}); an SMT-LIB logic name stands for the fragment it
 * allows ({@link #ofLogic}); and {@link #logic} names the smallest standard logic that covers a
 * fragment, or {@code ALL} when none does, so that a formula can always be sent with a header every
 * solver accepts for it.
 *
 * <p>What counts follows what z3, CVC4 and cvc5 accept (the external {@code
 * MutantsParsedBySolversTest} sends them mutants with the logic chosen here): arithmetic operators
 * need the Ints or Reals theory, even on numerals ({@code (- 10)} is not in {@code QF_S}); the Int
 * sort itself, numerals and {@code str.len} come with Strings; a product is linear when all but one
 * factor are concrete coefficients (a numeral, a decimal, their negation or quotient, or a {@code
 * let} name for one: z3 rejects {@code (* (+ 1 2) x)} in {@code QF_LIA}), and {@code div}, {@code
 * mod} and {@code /} are linear by a concrete divisor (which the standard's LIA forbids, but every
 * solver accepts).
 *
 * @param features what the formula uses
 */
public record Fragment(Set<Feature> features) {

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
    NONLINEAR("non-linear arithmetic");

    private final String words;

    Feature(String words) {
      this.words = words;
    }

    public String words() {
      return words;
    }
  }

  public Fragment {
    features = features.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(features));
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

  public boolean isQuantifierFree() {
    return !has(Feature.QUANTIFIERS);
  }

  /** True if this fragment allows everything {@code other} uses. */
  public boolean covers(Fragment other) {
    return features.containsAll(other.features);
  }

  public Fragment union(Fragment other) {
    Set<Feature> s = EnumSet.noneOf(Feature.class);
    s.addAll(features);
    s.addAll(other.features);
    return new Fragment(s);
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

  private static final Pattern LOGIC =
      Pattern.compile("(QF_)?(AX|A)?(UF)?(BV)?(DT)?(S)?((?:[LN])(?:IRA|IA|RA)|IDL|RDL)?");

  /**
   * The logics of the SMT-LIB benchmark library that {@link #logic} chooses among (no floating
   * point: Assay does not read it), smallest first within each family so that the first that covers
   * is the smallest.
   */
  static final List<String> STANDARD =
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

  /**
   * What the logic {@code name} allows, read from its parts ({@code QF_}, {@code A}, {@code UF},
   * {@code BV}, {@code DT}, {@code S}, {@code LIA}/{@code NRA}/{@code LIRA}/{@code IDL}/...); every
   * feature for {@code ALL}; null for a name it cannot read.
   */
  public static Fragment ofLogic(String name) {
    if (name == null) {
      return null;
    }
    if (name.equals("ALL") || name.equals("ALL_SUPPORTED")) {
      return new Fragment(EnumSet.allOf(Feature.class));
    }
    Matcher m = LOGIC.matcher(name);
    if (!m.matches() || name.isEmpty() || name.equals("QF_")) {
      return null;
    }
    Set<Feature> f = EnumSet.noneOf(Feature.class);
    if (m.group(1) == null) {
      f.add(Feature.QUANTIFIERS);
    }
    if (m.group(2) != null) {
      f.add(Feature.ARRAYS);
    }
    if (m.group(3) != null) {
      f.add(Feature.UF);
    }
    if (m.group(4) != null) {
      f.add(Feature.BIT_VECTORS);
    }
    if (m.group(5) != null) {
      f.add(Feature.DATATYPES);
    }
    if (m.group(6) != null) {
      f.add(Feature.STRINGS);
      f.add(Feature.REGEX);
    }
    String arith = m.group(7);
    if (arith != null) {
      if (arith.contains("I")) {
        f.add(Feature.INTS);
      }
      if (arith.contains("R") && !arith.equals("IDL")) {
        f.add(Feature.REALS);
      }
      if (arith.startsWith("N")) {
        f.add(Feature.NONLINEAR);
      }
    }
    return new Fragment(f);
  }

  /** The smallest standard logic that allows this fragment, or {@code ALL} when none does. */
  public String logic() {
    for (String name : STANDARD) {
      if (ofLogic(name).covers(this)) {
        return name;
      }
    }
    return "ALL";
  }

  /** The fragment in words: its logic, and regular expressions when it has them. */
  @Override
  public String toString() {
    String logic = logic();
    StringBuilder sb = new StringBuilder(logic.equals("ALL") ? name() : logic);
    if (has(Feature.REGEX)) {
      sb.append("+regex");
    }
    return sb.toString();
  }

  /**
   * The fragment as a logic-style name, built from its parts even where no standard logic has it
   * ({@code SLIA} for quantified strings with linear integer arithmetic).
   */
  public String name() {
    StringBuilder sb = new StringBuilder();
    if (isQuantifierFree()) {
      sb.append("QF_");
    }
    if (has(Feature.ARRAYS)) {
      sb.append('A');
    }
    if (has(Feature.UF)) {
      sb.append("UF");
    }
    if (has(Feature.BIT_VECTORS)) {
      sb.append("BV");
    }
    if (has(Feature.DATATYPES)) {
      sb.append("DT");
    }
    if (has(Feature.STRINGS)) {
      sb.append('S');
    }
    if (has(Feature.INTS) || has(Feature.REALS)) {
      sb.append(has(Feature.NONLINEAR) ? 'N' : 'L');
      sb.append(has(Feature.INTS) ? "I" : "").append(has(Feature.REALS) ? "R" : "").append('A');
    }
    String s = sb.toString();
    return s.equals("QF_") ? "QF_UF" : s.isEmpty() ? "UF" : s;
  }

  /**
   * The script with its {@code set-logic} replaced by the smallest standard logic that covers both
   * {@code fragment} and {@code floor} (the fragment its original logic allowed), so the header
   * changes only when the content needs it; unchanged when it sets no logic.
   */
  public static Script withLogic(Script script, Fragment fragment, Fragment floor) {
    String logic = script.logic();
    if (logic == null) {
      return script;
    }
    Fragment needed = floor == null ? fragment : fragment.union(floor);
    String chosen = needed.logic();
    Fragment declared = ofLogic(logic);
    if (declared != null && declared.equals(needed)) {
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
    Scan scan = new Scan(signature, null);
    scan.commands(script);
    return scan.result();
  }

  /**
   * The first term of {@code script} that the logic it sets does not allow, with the feature it
   * needs, or null when the logic covers everything (or the script sets none, or a name Assay
   * cannot read).
   */
  public static String firstViolation(Script script, Signature signature) {
    Fragment allowed = ofLogic(script.logic());
    if (allowed == null) {
      return null;
    }
    Scan scan = new Scan(signature, allowed);
    scan.commands(script);
    return scan.violation;
  }

  /** One pass over a script, accumulating features (and the first one a logic forbids). */
  private static final class Scan {
    private final Signature sig;
    private final Fragment allowed;
    private final Set<Feature> found = EnumSet.noneOf(Feature.class);

    /** Needs the Int sort (a symbol or bound variable of sort Int): Ints or Strings give it. */
    private boolean intSort;

    /** Arithmetic on numerals only: either number theory gives it. */
    private boolean numberLiterals;

    String violation;

    Scan(Signature sig, Fragment allowed) {
      this.sig = sig;
      this.allowed = allowed;
    }

    void commands(Script script) {
      for (Command c : script.commands()) {
        if (c instanceof Command.Assert a) {
          term(a.term(), Map.of());
        } else if (c instanceof Command.DeclareSort) {
          add(Feature.UF, c);
        } else if (c instanceof Command.DeclareFun d) {
          if (!d.argSorts().isEmpty()) {
            add(Feature.UF, c);
          }
          for (Sort s : d.argSorts()) {
            sort(s, c);
          }
          sort(d.resultSort(), c);
        } else if (c instanceof Command.DeclareConst d) {
          sort(d.sort(), c);
        } else if (c instanceof Command.DeclareDatatype || c instanceof Command.DeclareDatatypes) {
          add(Feature.DATATYPES, c);
        } else if (c instanceof Command.DefineFun d) {
          Map<String, Sort> params = new HashMap<>();
          for (SortedVar v : d.signature().params()) {
            params.put(v.name(), sig.resolve(v.sort()));
          }
          term(d.body(), params);
        } else if (c instanceof Command.DefineFunRec || c instanceof Command.DefineFunsRec) {
          add(Feature.UF, c);
        }
      }
    }

    Fragment result() {
      Set<Feature> f = EnumSet.noneOf(Feature.class);
      f.addAll(found);
      if (intSort && !f.contains(Feature.STRINGS)) {
        f.add(Feature.INTS);
      }
      if (numberLiterals && !f.contains(Feature.INTS) && !f.contains(Feature.REALS)) {
        f.add(Feature.INTS);
      }
      return new Fragment(f);
    }

    private void add(Feature f, Object where) {
      found.add(f);
      if (allowed != null && violation == null && !allowed.has(f)) {
        violation = f.words() + " in " + where;
      }
    }

    /** The features a declared sort needs. */
    private void sort(Sort declared, Object where) {
      Sort s;
      try {
        s = sig.resolve(declared);
      } catch (SortError e) {
        return;
      }
      Deque<Sort> todo = new ArrayDeque<>();
      todo.push(s);
      while (!todo.isEmpty()) {
        Sort x = todo.pop();
        String n = x.id().symbol();
        switch (n) {
          case "Bool" -> {}
          case "Int" -> {
            intSort = true;
            if (allowed != null
                && violation == null
                && !allowed.has(Feature.INTS)
                && !allowed.has(Feature.STRINGS)) {
              violation = "the Int sort in " + where;
            }
          }
          case "Real" -> add(Feature.REALS, where);
          case "String" -> add(Feature.STRINGS, where);
          case "RegLan" -> {
            add(Feature.STRINGS, where);
            add(Feature.REGEX, where);
          }
          case "Array" -> add(Feature.ARRAYS, where);
          case "BitVec" -> add(Feature.BIT_VECTORS, where);
          default -> add(sig.isDatatype(n) ? Feature.DATATYPES : Feature.UF, where);
        }
        x.args().forEach(todo::push);
      }
    }

    /** A walk frame: the node, its children's concreteness, the let names it brought in. */
    private static final class Frame {
      final Term term;
      final List<Term> children;
      int next;
      final boolean[] concrete;
      Map<String, Boolean> saved;

      Frame(Term term) {
        this.term = term;
        this.children = term.children();
        this.concrete = new boolean[children.size()];
      }
    }

    /**
     * Post-order walk with an explicit stack. Each node reports whether it is a concrete
     * coefficient; {@code letConcrete} maps the names in scope to whether a let binds them to one
     * (a quantified variable maps to false).
     */
    private void term(Term root, Map<String, Sort> params) {
      IdentityHashMap<Term, Sort> sorts;
      try {
        sorts = SortChecker.sortAll(root, sig, params);
      } catch (SortError e) {
        throw new SortError("cannot compute the fragment of an ill-sorted term: " + e.getMessage());
      }
      Map<String, Boolean> letConcrete = new HashMap<>();
      for (String p : params.keySet()) {
        letConcrete.put(p, false);
      }
      Deque<Frame> stack = new ArrayDeque<>();
      stack.push(new Frame(root));
      boolean last = false;
      while (!stack.isEmpty()) {
        Frame f = stack.peek();
        if (f.next > 0) {
          f.concrete[f.next - 1] = last;
        }
        if (f.next < f.children.size()) {
          int i = f.next++;
          if (f.term.bindsChild(i) && f.saved == null) {
            f.saved = bind(f, letConcrete);
          }
          stack.push(new Frame(f.children.get(i)));
          continue;
        }
        stack.pop();
        if (f.saved != null) {
          restore(f.saved, letConcrete);
        }
        last = node(f.term, f.concrete, sorts, letConcrete);
      }
    }

    private static Map<String, Boolean> bind(Frame f, Map<String, Boolean> scope) {
      Map<String, Boolean> saved = new HashMap<>();
      if (f.term instanceof Let let) {
        for (int k = 0; k < let.bindings().size(); k++) {
          String n = let.bindings().get(k).name();
          saved.putIfAbsent(n, scope.get(n));
          scope.put(n, f.concrete[k]);
        }
      } else if (f.term instanceof Quantified q) {
        for (SortedVar v : q.vars()) {
          saved.putIfAbsent(v.name(), scope.get(v.name()));
          scope.put(v.name(), false);
        }
      } else if (f.term instanceof Match m) {
        for (MatchCase mc : m.cases()) {
          for (String v : mc.vars()) {
            saved.putIfAbsent(v, scope.get(v));
            scope.put(v, false);
          }
        }
      }
      return saved;
    }

    private static void restore(Map<String, Boolean> saved, Map<String, Boolean> scope) {
      saved.forEach(
          (k, v) -> {
            if (v == null) {
              scope.remove(k);
            } else {
              scope.put(k, v);
            }
          });
    }

    /** Adds the features of one node; returns whether it is a concrete coefficient. */
    private boolean node(
        Term t,
        boolean[] childConcrete,
        IdentityHashMap<Term, Sort> sorts,
        Map<String, Boolean> letConcrete) {
      Sort sort = sorts.get(t);
      if (t instanceof Quantified q) {
        add(Feature.QUANTIFIERS, t);
        for (SortedVar v : q.vars()) {
          sort(v.sort(), t);
        }
        return false;
      }
      if (t instanceof Match) {
        add(Feature.DATATYPES, t);
        return false;
      }
      if (t instanceof NumeralConstant) {
        return true;
      }
      if (t instanceof DecimalConstant) {
        add(Feature.REALS, t);
        return true;
      }
      if (t instanceof StringConstant) {
        add(Feature.STRINGS, t);
        return false;
      }
      if (t instanceof HexConstant || t instanceof BinaryConstant) {
        add(Feature.BIT_VECTORS, t);
        return false;
      }
      if (t instanceof QualIdentifier q) {
        if (q.isPlainSymbol() && letConcrete.containsKey(q.symbol())) {
          boolean isLet = letConcrete.get(q.symbol());
          if (!isLet) {
            sort(sort, t); // a bound variable's sort, as for a declared symbol
          }
          return isLet;
        }
        return identifier(q, sort);
      }
      if (t instanceof Application app) {
        application(app, childConcrete, sorts);
        String n = app.name();
        if (n.equals("-") && childConcrete.length == 1) {
          return childConcrete[0];
        }
        if (n.equals("/") && allTrue(childConcrete)) {
          return true;
        }
        return false;
      }
      if (t instanceof Let) {
        return childConcrete[childConcrete.length - 1];
      }
      if (t instanceof Annotated) {
        return childConcrete.length > 0 && childConcrete[0];
      }
      return false;
    }

    private boolean identifier(QualIdentifier q, Sort sort) {
      String n = q.symbol();
      if (n.equals("re.all") || n.equals("re.none") || n.equals("re.allchar")) {
        add(Feature.STRINGS, q);
        add(Feature.REGEX, q);
        return false;
      }
      if (q.id().isIndexed() && n.startsWith("bv")) {
        add(Feature.BIT_VECTORS, q);
        return false;
      }
      if (q.id().isIndexed() && n.equals("char")) {
        add(Feature.STRINGS, q);
        return false;
      }
      if (sig.constructor(n) != null) {
        add(Feature.DATATYPES, q);
        return false;
      }
      if (sort != null) {
        sort(sort, q);
      }
      return false;
    }

    private void application(Application app, boolean[] concrete, IdentityHashMap<Term, Sort> s) {
      String n = app.name();
      Identifier id = app.function().id();
      switch (n) {
        case "+", "-", "*", "<", "<=", ">", ">=" -> {
          boolean allLiteral = true;
          for (int k = 0; k < app.args().size(); k++) {
            Sort a = s.get(app.args().get(k));
            if (!concrete[k]) {
              allLiteral = false;
              if (Sort.INT.equals(a)) {
                add(Feature.INTS, app);
              } else if (Sort.REAL.equals(a)) {
                add(Feature.REALS, app);
              }
            } else if (Sort.REAL.equals(a)) {
              add(Feature.REALS, app);
            }
          }
          if (allLiteral) {
            numberLiterals = true;
            if (allowed != null
                && violation == null
                && !allowed.has(Feature.INTS)
                && !allowed.has(Feature.REALS)) {
              violation = "arithmetic in " + app;
            }
          }
          if (n.equals("*")) {
            nonlinear(app, concrete, 0);
          }
        }
        case "div", "mod" -> {
          add(Feature.INTS, app);
          nonlinear(app, concrete, 1);
        }
        case "abs" -> add(Feature.INTS, app);
        case "/" -> {
          add(Feature.REALS, app);
          nonlinear(app, concrete, 1);
        }
        case "to_real", "to_int", "is_int" -> {
          add(Feature.INTS, app);
          add(Feature.REALS, app);
        }
        case "select", "store" -> add(Feature.ARRAYS, app);
        case "bv2nat", "int2bv", "int_to_bv", "ubv_to_int", "sbv_to_int" -> {
          add(Feature.BIT_VECTORS, app);
          add(Feature.INTS, app);
        }
        default -> {
          if (n.startsWith("re.")
              || n.equals("str.in_re")
              || n.equals("str.in.re")
              || n.equals("str.to_re")
              || n.equals("str.to.re")
              || n.startsWith("str.replace_re")) {
            add(Feature.STRINGS, app);
            add(Feature.REGEX, app);
          } else if (n.startsWith("str.") || n.equals("int.to.str")) {
            add(Feature.STRINGS, app);
          } else if (TheorySignatures.isTheorySymbol(n)) {
            if (n.startsWith("bv") || isBitVecOp(n)) {
              add(Feature.BIT_VECTORS, app);
            }
          } else if (n.equals("const") && app.function().asSort() != null) {
            add(Feature.ARRAYS, app);
          } else if (sig.constructor(n) != null
              || (id.isIndexed() && n.equals("is"))
              || n.startsWith("is-")
              || isSelector(n)) {
            add(Feature.DATATYPES, app);
          } else {
            Signature.FunctionSymbol f = sig.function(n);
            if (f == null || !f.isDefined()) {
              add(Feature.UF, app);
            }
          }
        }
      }
    }

    private boolean isSelector(String n) {
      return sig.isSelector(n);
    }

    private static boolean isBitVecOp(String n) {
      return switch (n) {
        case "concat",
            "extract",
            "zero_extend",
            "sign_extend",
            "repeat",
            "rotate_left",
            "rotate_right" ->
            true;
        default -> false;
      };
    }

    private void nonlinear(Application app, boolean[] concrete, int from) {
      int symbolic = from == 1 ? 1 : 0;
      for (int k = from; k < concrete.length; k++) {
        if (!concrete[k]) {
          symbolic++;
        }
      }
      if (symbolic >= 2) {
        add(Feature.NONLINEAR, app);
      }
    }

    private static boolean allTrue(boolean[] b) {
      for (boolean x : b) {
        if (!x) {
          return false;
        }
      }
      return b.length > 0;
    }
  }

  /** A feature's name in lower case, as statistics and signatures print it. */
  public static String key(Feature f) {
    return f.name().toLowerCase(Locale.ROOT);
  }
}
