package dev.assay.smtlib;

import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the symbols of a script mean at one point: the theory symbols, plus user-declared sorts,
 * functions, defined functions and datatypes (constructors, selectors, testers). Declarations made
 * after a {@code push} are undone by the matching {@code pop}.
 *
 * <p>Mutable while a script is read; {@link #copy()} gives an independent snapshot.
 */
public final class Signature {
  /** A user function: declared or defined (then with its parameter names and body). */
  public record FunctionSymbol(
      String name, List<Sort> argSorts, Sort resultSort, List<SortedVar> params, Term body) {
    public FunctionSymbol {
      argSorts = List.copyOf(argSorts);
      params = params == null ? null : List.copyOf(params);
    }

    public boolean isDefined() {
      return body != null;
    }
  }

  /** A user sort: declared (uninterpreted, with arity) or a define-sort macro. */
  public record SortSymbol(String name, int arity, List<String> params, Sort definition) {
    public SortSymbol {
      params = params == null ? null : List.copyOf(params);
    }
  }

  /** A datatype constructor with its selectors' names and sorts and the datatype's sort. */
  public record ConstructorSymbol(String name, List<Command.SelectorDec> selectors, Sort datatype) {
    public ConstructorSymbol {
      selectors = List.copyOf(selectors);
    }
  }

  private final Map<String, FunctionSymbol> functions;
  private final Map<String, SortSymbol> sorts;
  private final Map<String, ConstructorSymbol> constructors;

  /** Selector name → (constructor, index). */
  private final Map<String, Object[]> selectors;

  /**
   * For each open push level, what to undo on pop: entries {map, name, previous value}, newest
   * last. Kept as data (not closures over this object's maps) so that {@link #copy()} can take the
   * levels along.
   */
  private final Deque<List<Object[]>> undo;

  /**
   * Whether a user symbol shadowing a theory symbol ({@code |mod|}, see {@link Shadowing}) was ever
   * declared: only then must a theory application be checked against the shadowing names.
   */
  private boolean shadowing;

  public Signature() {
    this(new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashMap<>(), new ArrayDeque<>());
  }

  private Signature(
      Map<String, FunctionSymbol> functions,
      Map<String, SortSymbol> sorts,
      Map<String, ConstructorSymbol> constructors,
      Map<String, Object[]> selectors,
      Deque<List<Object[]>> undo) {
    this.functions = functions;
    this.sorts = sorts;
    this.constructors = constructors;
    this.selectors = selectors;
    this.undo = undo;
  }

  /** An independent copy, with the same open push levels. */
  public Signature copy() {
    Deque<List<Object[]>> levels = new ArrayDeque<>();
    for (List<Object[]> level : undo) {
      levels.addLast(new ArrayList<>(level));
    }
    Signature copy =
        new Signature(
            new HashMap<>(functions),
            new HashMap<>(sorts),
            new HashMap<>(constructors),
            new HashMap<>(selectors),
            levels);
    copy.shadowing = shadowing;
    return copy;
  }

  private static final int FUNCTIONS = 0;
  private static final int SORTS = 1;
  private static final int CONSTRUCTORS = 2;
  private static final int SELECTORS = 3;

  @SuppressWarnings("unchecked")
  private Map<String, Object> map(int which) {
    return (Map<String, Object>)
        (Map<String, ?>)
            switch (which) {
              case FUNCTIONS -> functions;
              case SORTS -> sorts;
              case CONSTRUCTORS -> constructors;
              default -> selectors;
            };
  }

  // ---- declarations -------------------------------------------------------------------------

  public void declareSort(String name, int arity) {
    checkFreshSort(name);
    put(SORTS, name, new SortSymbol(name, arity, null, null));
  }

  public void defineSort(String name, List<String> params, Sort body) {
    checkFreshSort(name);
    put(SORTS, name, new SortSymbol(name, params.size(), params, body));
  }

  public void declareFunction(String name, List<Sort> args, Sort result) {
    checkFreshFunction(name);
    put(FUNCTIONS, name, new FunctionSymbol(name, args, result, null, null));
  }

  public void defineFunction(String name, List<SortedVar> params, Sort result, Term body) {
    checkFreshFunction(name);
    List<Sort> args = new ArrayList<>(params.size());
    for (SortedVar v : params) {
      args.add(v.sort());
    }
    put(FUNCTIONS, name, new FunctionSymbol(name, args, result, params, body));
  }

  /** Replaces the body of an already declared recursive function (define-fun(s)-rec). */
  public void setBody(String name, Term body) {
    FunctionSymbol f = functions.get(name);
    functions.put(name, new FunctionSymbol(name, f.argSorts(), f.resultSort(), f.params(), body));
  }

  /** Declares the datatypes of one declare-datatype(s) command. */
  public void declareDatatypes(List<Command.SortDec> decs, List<Command.DatatypeDec> bodies) {
    for (Command.SortDec d : decs) {
      checkFreshSort(d.name());
      put(SORTS, d.name(), new SortSymbol(d.name(), d.arity(), null, null));
    }
    for (int k = 0; k < decs.size(); k++) {
      Command.DatatypeDec body = bodies.get(k);
      List<Sort> params = new ArrayList<>();
      for (String p : body.params()) {
        params.add(Sort.simple(p));
      }
      Sort dt = new Sort(Identifier.of(decs.get(k).name()), params);
      for (Command.ConstructorDec c : body.constructors()) {
        checkFreshFunction(c.name());
        put(CONSTRUCTORS, c.name(), new ConstructorSymbol(c.name(), c.selectors(), dt));
        for (int i = 0; i < c.selectors().size(); i++) {
          Command.SelectorDec sel = c.selectors().get(i);
          put(SELECTORS, sel.name(), new Object[] {c.name(), i});
        }
      }
    }
  }

  private void put(int which, String name, Object value) {
    changes++;
    shadowing |= which != SORTS && Shadowing.isShadowing(name);
    Object old = map(which).put(name, value);
    if (!undo.isEmpty()) {
      undo.peek().add(new Object[] {which, name, old});
    }
  }

  public void push(int levels) {
    for (int i = 0; i < levels; i++) {
      undo.push(new ArrayList<>());
    }
  }

  public void pop(int levels) {
    changes++;
    if (levels > undo.size()) {
      throw new SortError("pop " + levels + " with only " + undo.size() + " level(s) pushed");
    }
    for (int i = 0; i < levels; i++) {
      List<Object[]> entries = undo.pop();
      for (int k = entries.size() - 1; k >= 0; k--) {
        Object[] e = entries.get(k);
        Map<String, Object> m = map((Integer) e[0]);
        if (e[2] == null) {
          m.remove((String) e[1]);
        } else {
          m.put((String) e[1], e[2]);
        }
      }
    }
  }

  /** Forgets every declaration ({@code reset}). */
  public void clear() {
    changes++;
    functions.clear();
    sorts.clear();
    constructors.clear();
    selectors.clear();
    undo.clear();
  }

  private void checkFreshFunction(String name) {
    if (functions.containsKey(name)
        || constructors.containsKey(name)
        || selectors.containsKey(name)
        || TheorySignatures.isTheorySymbol(name)) {
      throw new SortError("symbol " + Symbols.print(name) + " is already declared");
    }
  }

  private void checkFreshSort(String name) {
    if (sorts.containsKey(name) || isTheorySort(name)) {
      throw new SortError("sort " + Symbols.print(name) + " is already declared");
    }
  }

  // ---- lookups ------------------------------------------------------------------------------

  /**
   * The theory symbols whose shadowing user symbols ({@code |mod|}) are declared now, in name
   * order.
   */
  public java.util.Set<String> shadowedSymbols() {
    if (!shadowing) {
      return java.util.Set.of();
    }
    if (shadowedCache == null || shadowedCacheChanges != changes) {
      java.util.Set<String> out = new java.util.TreeSet<>();
      for (Map<String, ?> m : List.of(functions, constructors, selectors)) {
        for (String n : m.keySet()) {
          if (Shadowing.isShadowing(n)) {
            out.add(Shadowing.theorySymbol(n));
          }
        }
      }
      shadowedCache = java.util.Collections.unmodifiableSet(out);
      shadowedCacheChanges = changes;
    }
    return shadowedCache;
  }

  /** Counts declarations, pops and resets: {@link #shadowedSymbols} is computed once per count. */
  private long changes;

  private java.util.Set<String> shadowedCache;
  private long shadowedCacheChanges;

  /**
   * Refuses theory symbol {@code name} where a declaration shadows it: printed, it would name the
   * user's symbol (z3 reads {@code mod} and {@code |mod|} alike), so a term built in memory that
   * uses the theory's means something else to a solver than to Assay.
   */
  private void checkNotShadowed(String name) {
    if (shadowing) {
      String user = Shadowing.declaredName(name);
      if (functions.containsKey(user)
          || constructors.containsKey(user)
          || selectors.containsKey(user)) {
        throw new SortError(
            "the theory's "
                + name
                + " cannot be written here: the declaration of "
                + user
                + " shadows it");
      }
    }
  }

  public FunctionSymbol function(String name) {
    return functions.get(name);
  }

  public ConstructorSymbol constructor(String name) {
    return constructors.get(name);
  }

  /** All user functions (declared and defined), in name order. */
  public List<FunctionSymbol> functions() {
    List<FunctionSymbol> r = new ArrayList<>(functions.values());
    r.sort(java.util.Comparator.comparing(FunctionSymbol::name));
    return r;
  }

  public SortSymbol sortSymbol(String name) {
    return sorts.get(name);
  }

  /** True if {@code name} is the selector of a declared datatype. */
  public boolean isSelector(String name) {
    return selectors.containsKey(name);
  }

  /** True if {@code sortName} is a declared datatype (it has a constructor). */
  public boolean isDatatype(String sortName) {
    for (ConstructorSymbol c : constructors.values()) {
      if (c.datatype().id().symbol().equals(sortName)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isTheorySort(String name) {
    return switch (name) {
      case "Bool", "Int", "Real", "String", "RegLan", "Array", "BitVec" -> true;
      case "RoundingMode", "FloatingPoint", "Float16", "Float32", "Float64", "Float128" -> true;
      default -> false;
    };
  }

  /**
   * The sort as it is meant: define-sort macros expanded, every sort known and of the right arity.
   */
  public Sort resolve(Sort sort) {
    return resolve(sort, 0);
  }

  private Sort resolve(Sort sort, int depth) {
    if (depth > 200) {
      throw new SortError("sort nesting too deep or cyclic: " + sort);
    }
    if (sort.args().isEmpty() && !sort.id().isIndexed() && !sorts.containsKey(sort.name())) {
      // the shared constant, so that the many comparisons of sort checking are identity tests
      Sort theory = simpleTheorySort(sort.name());
      if (theory != null) {
        return theory;
      }
    }
    List<Sort> args = new ArrayList<>(sort.args().size());
    for (Sort a : sort.args()) {
      args.add(resolve(a, depth + 1));
    }
    String name = sort.id().symbol();
    SortSymbol sym = sorts.get(name);
    if (sym != null && !sort.id().isIndexed()) {
      if (args.size() != sym.arity()) {
        throw new SortError("sort " + name + " takes " + sym.arity() + " argument(s)");
      }
      if (sym.definition() == null) {
        return new Sort(sort.id(), args);
      }
      Map<String, Sort> bind = new HashMap<>();
      for (int i = 0; i < args.size(); i++) {
        bind.put(sym.params().get(i), args.get(i));
      }
      return resolve(substitute(sym.definition(), bind), depth + 1);
    }
    switch (name) {
      case "Bool", "Int", "Real", "String", "RegLan", "RoundingMode" -> {
        if (!args.isEmpty() || sort.id().isIndexed()) {
          throw new SortError("sort " + name + " takes no arguments");
        }
      }
      case "Array" -> {
        if (args.size() != 2 || sort.id().isIndexed()) {
          throw new SortError("Array takes two sort arguments");
        }
      }
      case "BitVec" -> {
        if (sort.id().indices().size() != 1
            || !(sort.id().indices().get(0) instanceof Index.Numeral n)
            || n.value().signum() <= 0
            || !args.isEmpty()) {
          throw new SortError("BitVec must be (_ BitVec n) with n > 0");
        }
      }
      case "FloatingPoint" -> {
        if (sort.id().indices().size() != 2
            || !(sort.id().indices().get(0) instanceof Index.Numeral eb)
            || !(sort.id().indices().get(1) instanceof Index.Numeral sb)
            || eb.value().compareTo(BigInteger.ONE) <= 0
            || sb.value().compareTo(BigInteger.ONE) <= 0
            || eb.value().bitLength() > 31
            || sb.value().bitLength() > 31
            || !args.isEmpty()) {
          throw new SortError("FloatingPoint must be (_ FloatingPoint eb sb) with eb, sb > 1");
        }
      }
      default -> throw new SortError("unknown sort " + Symbols.print(name));
    }
    return new Sort(sort.id(), args);
  }

  private static Sort simpleTheorySort(String name) {
    return switch (name) {
      case "Bool" -> Sort.BOOL;
      case "Int" -> Sort.INT;
      case "Real" -> Sort.REAL;
      case "String" -> Sort.STRING;
      case "RegLan" -> Sort.REGLAN;
      case "RoundingMode" -> Sort.ROUNDING_MODE;
      // the standard's synonyms of the IEEE 754-2008 binary interchange formats
      case "Float16" -> Sort.floatingPoint(5, 11);
      case "Float32" -> Sort.floatingPoint(8, 24);
      case "Float64" -> Sort.floatingPoint(11, 53);
      case "Float128" -> Sort.floatingPoint(15, 113);
      default -> null;
    };
  }

  private static Sort substitute(Sort s, Map<String, Sort> bind) {
    if (s.args().isEmpty() && !s.id().isIndexed() && bind.containsKey(s.id().symbol())) {
      return bind.get(s.id().symbol());
    }
    List<Sort> args = new ArrayList<>();
    for (Sort a : s.args()) {
      args.add(substitute(a, bind));
    }
    return new Sort(s.id(), args);
  }

  /**
   * The sort of a constant-like identifier (no arguments): a user constant, a nullary theory
   * symbol, a bit-vector literal {@code (_ bvN w)}, a nullary constructor, or {@code (as const
   * ...)}-free qualified forms.
   */
  public Sort constantSort(QualIdentifier q) {
    Identifier id = q.id();
    String name = id.symbol();
    if (!id.isIndexed()) {
      FunctionSymbol f = functions.get(name);
      if (f != null) {
        if (!f.argSorts().isEmpty()) {
          throw new SortError(
              Symbols.print(name)
                  + " is a function of "
                  + f.argSorts().size()
                  + " argument(s), used as a constant");
        }
        return checkQualifier(q, f.resultSort());
      }
      ConstructorSymbol c = constructors.get(name);
      if (c != null) {
        if (!c.selectors().isEmpty()) {
          throw new SortError("constructor " + name + " needs arguments");
        }
        if (q.asSort() != null) {
          return resolve(q.asSort());
        }
        return c.datatype();
      }
    } else if (name.startsWith("bv") && name.length() > 2 && isDigits(name.substring(2))) {
      int w = id.numeral(0);
      if (id.indices().size() != 1 || w <= 0) {
        throw new SortError("bit-vector literal must be (_ bvN w) with w > 0");
      }
      return Sort.bitVec(w);
    }
    Sort theory = TheorySignatures.apply(id, List.of());
    if (theory != null) {
      if (!id.isIndexed()) {
        checkNotShadowed(name);
      }
      return checkQualifier(q, theory);
    }
    throw new SortError("unknown symbol " + q);
  }

  private Sort checkQualifier(QualIdentifier q, Sort actual) {
    if (q.asSort() != null && !resolve(q.asSort()).equals(actual)) {
      throw new SortError(q + " does not have sort " + q.asSort() + " (it has " + actual + ")");
    }
    return actual;
  }

  /** The result sort of applying {@code f} to arguments of the given sorts. */
  public Sort apply(QualIdentifier f, List<Sort> args) {
    Identifier id = f.id();
    String name = id.symbol();
    // theory symbols first: user declarations may not reuse them, and they are most applications
    if (f.asSort() == null && TheorySignatures.isTheorySymbol(name)) {
      if (!id.isIndexed()) {
        checkNotShadowed(name);
      }
      return TheorySignatures.apply(id, args);
    }
    if (!id.isIndexed()) {
      FunctionSymbol fun = functions.get(name);
      if (fun != null) {
        if (fun.argSorts().size() != args.size()) {
          throw new SortError(
              Symbols.print(name)
                  + " takes "
                  + fun.argSorts().size()
                  + " argument(s), got "
                  + args.size());
        }
        for (int i = 0; i < args.size(); i++) {
          if (!fun.argSorts().get(i).equals(args.get(i))) {
            throw new SortError(
                "argument "
                    + (i + 1)
                    + " of "
                    + Symbols.print(name)
                    + " must be "
                    + fun.argSorts().get(i)
                    + ", not "
                    + args.get(i));
          }
        }
        return checkQualifier(f, fun.resultSort());
      }
      ConstructorSymbol c = constructors.get(name);
      if (c != null) {
        return applyConstructor(f, c, args);
      }
      Object[] sel = selectors.get(name);
      if (sel != null) {
        ConstructorSymbol owner = constructors.get((String) sel[0]);
        if (args.size() != 1 || !args.get(0).id().equals(owner.datatype().id())) {
          throw new SortError("selector " + name + " takes one " + owner.datatype());
        }
        Sort field = owner.selectors().get((Integer) sel[1]).sort();
        return instantiate(field, owner.datatype(), args.get(0));
      }
    } else if (name.equals("is") && id.indices().size() == 1) {
      // (_ is C) tester
      String cname = ((Index.Symbol) id.indices().get(0)).name();
      ConstructorSymbol c = constructors.get(cname);
      if (c == null || args.size() != 1) {
        throw new SortError("(_ is " + cname + ") needs a constructor and one argument");
      }
      return Sort.BOOL;
    }
    if (name.equals("const") && f.asSort() != null) {
      Sort arr = resolve(f.asSort());
      if (!arr.isArray() || args.size() != 1 || !arr.args().get(1).equals(args.get(0))) {
        throw new SortError("(as const " + arr + ") needs one value of the element sort");
      }
      return arr;
    }
    if (name.startsWith("is-")
        && (constructors.containsKey(name.substring(3))
            || constructors.containsKey(Shadowing.declaredName(name.substring(3))))) {
      return Sort.BOOL; // z3/cvc4 tester spelling is-C
    }
    Sort theory = TheorySignatures.apply(id, args);
    if (theory != null) {
      return theory;
    }
    throw new SortError("unknown function symbol " + f);
  }

  private Sort applyConstructor(QualIdentifier f, ConstructorSymbol c, List<Sort> args) {
    if (c.selectors().size() != args.size()) {
      throw new SortError(
          "constructor " + c.name() + " takes " + c.selectors().size() + " argument(s)");
    }
    Map<String, Sort> bind = new HashMap<>();
    for (int i = 0; i < args.size(); i++) {
      Sort expected = resolveLoose(c.selectors().get(i).sort());
      if (!unify(expected, args.get(i), bind)) {
        throw new SortError(
            "argument "
                + (i + 1)
                + " of "
                + c.name()
                + " must be "
                + expected
                + ", not "
                + args.get(i));
      }
    }
    Sort result = substitute(c.datatype(), bind);
    if (f.asSort() != null) {
      return resolve(f.asSort());
    }
    return result;
  }

  /** Resolves a selector sort leniently: datatype parameters stay as they are. */
  private Sort resolveLoose(Sort s) {
    try {
      return resolve(s);
    } catch (SortError e) {
      return s;
    }
  }

  private static boolean unify(Sort pattern, Sort actual, Map<String, Sort> bind) {
    if (pattern.args().isEmpty() && !pattern.id().isIndexed()) {
      Sort b = bind.get(pattern.name());
      if (b != null) {
        return b.equals(actual);
      }
      if (pattern.equals(actual)) {
        return true;
      }
      if (!isTheorySort(pattern.name()) && Character.isUpperCase(pattern.name().charAt(0))) {
        bind.put(pattern.name(), actual);
        return true;
      }
      return false;
    }
    if (!pattern.id().equals(actual.id()) || pattern.args().size() != actual.args().size()) {
      return false;
    }
    for (int i = 0; i < pattern.args().size(); i++) {
      if (!unify(pattern.args().get(i), actual.args().get(i), bind)) {
        return false;
      }
    }
    return true;
  }

  private static Sort instantiate(Sort field, Sort datatype, Sort actual) {
    Map<String, Sort> bind = new HashMap<>();
    for (int i = 0; i < datatype.args().size(); i++) {
      bind.put(datatype.args().get(i).name(), actual.args().get(i));
    }
    return substitute(field, bind);
  }

  private static boolean isDigits(String s) {
    if (s.isEmpty()) {
      return false;
    }
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) < '0' || s.charAt(i) > '9') {
        return false;
      }
    }
    return true;
  }
}
