package dev.assay.smtlib;

import dev.assay.smtlib.Fragment.Detail;
import dev.assay.smtlib.Fragment.Feature;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One pass over a script that finds its {@link Fragment}: the features and details of its
 * declarations, definitions, assertions and assumptions, and, when given a logic, the first of them
 * the logic does not allow as z3, cvc5 and CVC4 read it.
 */
final class FragmentScan {
  private final Signature sig;

  /** The logic whose violations are looked for, or null. */
  private final StandardLogic allowed;

  private final Set<Feature> found = EnumSet.noneOf(Feature.class);
  private final Set<Detail> details = EnumSet.noneOf(Detail.class);

  /** Needs the Int sort (a symbol or bound variable of sort Int): Ints or Strings give it. */
  private boolean intSort;

  /** Arithmetic on numerals only: either number theory gives it. */
  private boolean numberLiterals;

  /**
   * Sums, differences and products of numerals only ({@code (+ 4 (- 38))}): a number of either
   * theory, as a numeral is (a Real in a Real comparison), though not a coefficient z3 accepts.
   */
  private final Set<Term> numeralArithmetic = Collections.newSetFromMap(new IdentityHashMap<>());

  private String violation;

  FragmentScan(Signature sig, StandardLogic allowed) {
    this.sig = sig;
    this.allowed = allowed;
  }

  /** The first use the logic does not allow, or null. */
  String violation() {
    return violation;
  }

  void commands(Script script) {
    for (Command c : script.commands()) {
      if (c instanceof Command.Assert a) {
        term(a.term(), Map.of());
      } else if (c instanceof Command.CheckSatAssuming csa) {
        for (Term t : csa.assumptions()) {
          term(t, Map.of());
        }
      } else if (c instanceof Command.DeclareSort) {
        add(Feature.UF, c);
      } else if (c instanceof Command.DeclareFun d) {
        if (!d.argSorts().isEmpty()) {
          add(Feature.UF, c);
          add(Detail.FREE_FUNCTIONS, c);
        }
        for (Sort s : d.argSorts()) {
          sort(s, c);
        }
        sort(d.resultSort(), c);
      } else if (c instanceof Command.DeclareConst d) {
        sort(d.sort(), c);
      } else if (c instanceof Command.DeclareDatatype d) {
        add(Feature.DATATYPES, c);
        fields(d.datatype(), c);
      } else if (c instanceof Command.DeclareDatatypes d) {
        add(Feature.DATATYPES, c);
        for (Command.DatatypeDec dec : d.datatypes()) {
          fields(dec, c);
        }
      } else if (c instanceof Command.DefineFun d) {
        term(d.body(), params(d.signature()));
      } else if (c instanceof Command.DefineFunRec d) {
        recursive(c);
        term(d.body(), params(d.signature()));
      } else if (c instanceof Command.DefineFunsRec d) {
        recursive(c);
        for (int i = 0; i < d.bodies().size(); i++) {
          term(d.bodies().get(i), params(d.signatures().get(i)));
        }
      }
    }
  }

  /**
   * A recursive definition is a free function with a universally quantified axiom (SMT-LIB 2.6,
   * §4.2.3); z3, cvc5 and CVC4 reject it under quantifier-free logics.
   */
  private void recursive(Command c) {
    add(Feature.UF, c);
    add(Detail.FREE_FUNCTIONS, c);
    add(Feature.QUANTIFIERS, c);
  }

  private Map<String, Sort> params(Command.FunctionDec dec) {
    Map<String, Sort> params = new HashMap<>();
    for (SortedVar v : dec.params()) {
      params.put(v.name(), sig.resolve(v.sort()));
    }
    return params;
  }

  /** A datatype's field sorts need their theories (an Int field needs integer arithmetic). */
  private void fields(Command.DatatypeDec dec, Command c) {
    for (Command.ConstructorDec con : dec.constructors()) {
      for (Command.SelectorDec sel : con.selectors()) {
        sort(sel.sort(), c);
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
    return new Fragment(f, details);
  }

  private void add(Feature f, Object where) {
    found.add(f);
    if (allowed != null && violation == null && !allowed.allowed().contains(f)) {
      violation = f.words() + " in " + where;
    }
  }

  /**
   * Records {@code what} at {@code where} as the violation, unless one is recorded already or the
   * logic allows {@code a} or {@code b}.
   */
  private void requireOneOf(Feature a, Feature b, String what, Object where) {
    if (allowed != null
        && violation == null
        && !allowed.allowed().contains(a)
        && !allowed.allowed().contains(b)) {
      violation = what + " in " + where;
    }
  }

  private void add(Detail d, Object where) {
    details.add(d);
    if (allowed != null
        && violation == null
        && allowed.excluded().contains(d)
        && !LogicDialect.LENIENT.ignores(d)) {
      violation = d.words() + " in " + where;
    }
  }

  /** The features a declared sort needs. */
  private void sort(Sort declared, Object where) {
    Sort s;
    try {
      s = sig.resolve(declared);
    } catch (SortError e) {
      return; // a datatype parameter
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
          requireOneOf(Feature.INTS, Feature.STRINGS, "the Int sort", where);
        }
        case "Real" -> add(Feature.REALS, where);
        case "String" -> add(Feature.STRINGS, where);
        case "RegLan" -> {
          add(Feature.STRINGS, where);
          add(Feature.REGEX, where);
        }
        case "Array" -> {
          add(Feature.ARRAYS, where);
          arraySort(x, where);
        }
        case "BitVec" -> add(Feature.BIT_VECTORS, where);
        case "FloatingPoint", "RoundingMode" -> add(Feature.FLOATING_POINT, where);
        default -> add(sig.isDatatype(n) ? Feature.DATATYPES : Feature.UF, where);
      }
      x.args().forEach(todo::push);
    }
  }

  /** The array sorts a logic's definition restricts itself to, and whether {@code a} is one. */
  private void arraySort(Sort a, Object where) {
    Sort i = a.args().get(0);
    Sort e = a.args().get(1);
    if (!(Sort.INT.equals(i) && Sort.INT.equals(e))) {
      add(Detail.ARRAYS_BEYOND_INT_INT, where);
    }
    boolean intReal =
        Sort.INT.equals(i)
            && (Sort.REAL.equals(e)
                || (e.isArray()
                    && Sort.INT.equals(e.args().get(0))
                    && Sort.REAL.equals(e.args().get(1))));
    if (!intReal) {
      add(Detail.ARRAYS_BEYOND_INT_REAL, where);
    }
    if (!(i.isBitVec() && e.isBitVec())) {
      add(Detail.ARRAYS_BEYOND_BIT_VECTORS, where);
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
   * Post-order walk with an explicit stack. Each node reports whether it is a concrete coefficient;
   * {@code letConcrete} maps the names in scope to whether a let binds them to one (a quantified
   * variable maps to false).
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

  private Map<String, Boolean> bind(Frame f, Map<String, Boolean> scope) {
    Map<String, Boolean> saved = new HashMap<>();
    if (f.term instanceof Let let) {
      for (int k = 0; k < let.bindings().size(); k++) {
        String n = let.bindings().get(k).name();
        put(saved, scope, n, f.concrete[k]);
        put(saved, scope, numberKey(n), numeralArithmetic.contains(let.bindings().get(k).term()));
      }
    } else if (f.term instanceof Quantified q) {
      for (SortedVar v : q.vars()) {
        put(saved, scope, v.name(), false);
        put(saved, scope, numberKey(v.name()), false);
      }
    } else if (f.term instanceof Match m) {
      for (MatchCase mc : m.cases()) {
        for (String v : mc.vars()) {
          put(saved, scope, v, false);
          put(saved, scope, numberKey(v), false);
        }
      }
    }
    return saved;
  }

  private static void put(
      Map<String, Boolean> saved, Map<String, Boolean> scope, String key, boolean value) {
    saved.putIfAbsent(key, scope.get(key));
    scope.put(key, value);
  }

  /**
   * The scope's key that says whether a let binds {@code name} to arithmetic on numerals only (a
   * NUL character cannot start a symbol, so it never meets a name).
   */
  private static String numberKey(String name) {
    return "\0" + name;
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
        if (Boolean.TRUE.equals(letConcrete.get(numberKey(q.symbol())))) {
          numeralArithmetic.add(t); // a name for (+ 4 5): a number of either theory, as it is
          return false;
        }
        if (!isLet) {
          sort(sort, t); // a bound variable's sort, as for a declared symbol
        }
        return isLet;
      }
      return identifier(q, sort);
    }
    if (t instanceof Application app) {
      application(app, childConcrete, sorts);
      result(app, sort);
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

  /**
   * The theory of an application's value where the operator alone does not tell it: {@code
   * fp.to_real} is real arithmetic, {@code fp.to_ubv} bit-vectors, {@code (fp s e m)} floating
   * point.
   */
  private void result(Application app, Sort sort) {
    if (sort == null) {
      return;
    }
    if (sort.isFloatingPoint() || Sort.ROUNDING_MODE.equals(sort)) {
      add(Feature.FLOATING_POINT, app);
    } else if (sort.isBitVec()) {
      add(Feature.BIT_VECTORS, app);
    } else if (Sort.REAL.equals(sort)) {
      add(Feature.REALS, app);
    }
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
          if (!concrete[k] && !numeralArithmetic.contains(app.args().get(k))) {
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
          if (!n.equals("<") && !n.equals("<=") && !n.equals(">") && !n.equals(">=")) {
            numeralArithmetic.add(app);
          }
          numberLiterals = true;
          requireOneOf(Feature.INTS, Feature.REALS, "arithmetic", app);
        }
        if (n.equals("*") && !nonlinear(app, concrete, 0) && !standardProduct(app)) {
          add(Detail.STANDARD_NONLINEAR, app);
        }
      }
      case "div", "mod" -> {
        add(Feature.INTS, app);
        nonlinear(app, concrete, 1);
        add(Detail.STANDARD_NONLINEAR, app);
      }
      case "abs" -> {
        add(Feature.INTS, app);
        add(Detail.STANDARD_NONLINEAR, app);
      }
      case "/" -> {
        add(Feature.REALS, app);
        if (!nonlinear(app, concrete, 1) && !isCoefficient(app)) {
          add(Detail.STANDARD_NONLINEAR, app);
        }
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
          add(Detail.CONSTANT_ARRAYS, app);
          sort(app.function().asSort(), app);
        } else if (sig.constructor(n) != null
            || (id.isIndexed() && n.equals("is"))
            || n.startsWith("is-")
            || sig.isSelector(n)) {
          add(Feature.DATATYPES, app);
        } else {
          Signature.FunctionSymbol f = sig.function(n);
          if (f == null || !f.isDefined()) {
            add(Feature.UF, app);
            add(Detail.FREE_FUNCTIONS, app);
          }
        }
      }
    }
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

  /** Adds NONLINEAR for two or more non-constant factors (divisors from {@code from} on). */
  private boolean nonlinear(Application app, boolean[] concrete, int from) {
    int symbolic = from == 1 ? 1 : 0;
    for (int k = from; k < concrete.length; k++) {
      if (!concrete[k]) {
        symbolic++;
      }
    }
    if (symbolic >= 2) {
      add(Feature.NONLINEAR, app);
      return true;
    }
    return false;
  }

  /**
   * A product as the standard's linear logics allow it: two factors, one of them a coefficient
   * written as one ({@code (* c x)}, {@code (* x c)}).
   */
  private static boolean standardProduct(Application app) {
    return app.args().size() == 2 && (isCoefficient(app.arg(0)) || isCoefficient(app.arg(1)));
  }

  /**
   * A coefficient as the logic definitions write it: {@code n}, {@code (- n)}, a decimal {@code d},
   * {@code (- d)} or {@code (/ c n)} with {@code c} an integer coefficient and {@code n} a numeral
   * other than 0.
   */
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

  private static boolean allTrue(boolean[] b) {
    for (boolean x : b) {
      if (!x) {
        return false;
      }
    }
    return b.length > 0;
  }
}
