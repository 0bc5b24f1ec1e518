package dev.assay.semantics;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.BinaryConstant;
import dev.assay.smtlib.DecimalConstant;
import dev.assay.smtlib.HexConstant;
import dev.assay.smtlib.Index;
import dev.assay.smtlib.Let;
import dev.assay.smtlib.Match;
import dev.assay.smtlib.MatchCase;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.SmtString;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.TermVisitor;
import dev.assay.smtlib.Terms;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Evaluates terms under a {@link Model}, exactly as SMT-LIB 2.6 defines the theories.
 *
 * <p>A small machine with an explicit stack of frames (one per application, let, match, quantifier
 * or definition being evaluated), so terms of any depth evaluate without recursion. {@code and},
 * {@code or}, {@code =>} and {@code ite} evaluate lazily; everything else is strict. Quantifiers
 * are evaluated only over finite domains (Bool, narrow bit-vectors, uninterpreted sorts whose
 * elements the model lists, enumeration datatypes) or when the variable does not occur; otherwise
 * the result is {@link Unspecified.Cause#QUANTIFIER}. Never throws on ill-sorted or uninterpreted
 * input: those give {@link Unspecified} values too.
 *
 * <p>Caches values of constant definitions, so an instance belongs to one model; not thread-safe.
 */
public final class Evaluator {
  private static final int MAX_CALL_DEPTH = 200_000;

  /** z3's names for the functions that interpret division by zero in its models. */
  private static final java.util.Map<String, String> DIVISION_BY_ZERO =
      java.util.Map.of("/", "/0", "div", "div0", "mod", "mod0");

  private static final int MAX_NESTING = 64;
  private static final long MAX_ASSIGNMENTS = 100_000;

  private final Model model;
  private final RegexMatcher matcher = new RegexMatcher();
  private final Map<String, Value> constantCache = new HashMap<>();
  private final Set<String> inProgress = new HashSet<>();
  private final Map<String, Value> arrayCache = new HashMap<>();
  private int callDepth;
  private int nesting;

  public Evaluator(Model model) {
    this.model = model;
  }

  public Model model() {
    return model;
  }

  /** The value of a closed term. */
  public Value evaluate(Term term) {
    return evaluate(term, Map.of());
  }

  /** The value of {@code term} with its free variables bound as given. */
  public Value evaluate(Term term, Map<String, Value> bindings) {
    Scope scope = new Scope();
    bindings.forEach(scope::bind);
    return run(term, scope);
  }

  // ------------------------------------------------------------------ the machine

  /** What a frame asks for next: evaluate a child term, or finish with a value. */
  private interface Step {}

  private record Eval(Term term, Scope scope) implements Step {}

  private record Done(Value value) implements Step {}

  /** One term under evaluation; resumed with each child value it asked for (null at first). */
  private abstract static class Frame {
    abstract Step resume(Value child);
  }

  private Value run(Term root, Scope scope) {
    if (nesting >= MAX_NESTING) {
      return unsupported("evaluation nested too deeply");
    }
    nesting++;
    try {
      Deque<Frame> stack = new ArrayDeque<>();
      Value value = evalOrPush(root, scope, stack);
      while (!stack.isEmpty()) {
        Step s = stack.peek().resume(value);
        if (s instanceof Done d) {
          stack.pop();
          value = d.value();
        } else {
          Eval e = (Eval) s;
          value = evalOrPush(e.term(), e.scope(), stack);
        }
      }
      return value;
    } finally {
      nesting--;
    }
  }

  /** The value of a leaf, or null after pushing the frame that will compute it. */
  private Value evalOrPush(Term t, Scope scope, Deque<Frame> stack) {
    Term term = t;
    while (term instanceof Annotated a) {
      term = a.term();
    }
    return term.accept(new Dispatch(scope, stack));
  }

  /** Leaves give values; inner nodes push their frame and give null. */
  private final class Dispatch implements TermVisitor<Value> {
    private final Scope scope;
    private final Deque<Frame> stack;

    Dispatch(Scope scope, Deque<Frame> stack) {
      this.scope = scope;
      this.stack = stack;
    }

    @Override
    public Value visitNumeral(NumeralConstant c) {
      return new IntValue(c.value());
    }

    @Override
    public Value visitDecimal(DecimalConstant c) {
      return new RealValue(Rational.of(c.value()));
    }

    @Override
    public Value visitHex(HexConstant c) {
      return new BitVecValue(c.width(), c.value());
    }

    @Override
    public Value visitBinary(BinaryConstant c) {
      return new BitVecValue(c.width(), c.value());
    }

    @Override
    public Value visitString(StringConstant c) {
      return new StringValue(c.value());
    }

    @Override
    public Value visitQualIdentifier(QualIdentifier id) {
      return identifier(id, scope, stack);
    }

    @Override
    public Value visitApplication(Application app) {
      stack.push(new AppFrame(app, scope));
      return null;
    }

    @Override
    public Value visitLet(Let let) {
      stack.push(new LetFrame(let, scope));
      return null;
    }

    @Override
    public Value visitQuantified(Quantified q) {
      stack.push(new QuantifierFrame(q, scope));
      return null;
    }

    @Override
    public Value visitMatch(Match match) {
      stack.push(new MatchFrame(match, scope));
      return null;
    }

    @Override
    public Value visitAnnotated(Annotated annotated) {
      throw new AssertionError("annotations are skipped before dispatch");
    }
  }

  // ------------------------------------------------------------------ identifiers

  private Value identifier(QualIdentifier id, Scope scope, Deque<Frame> stack) {
    String name = id.symbol();
    if (id.id().isIndexed()) {
      return indexedConstant(id);
    }
    Value bound = scope.lookup(name);
    if (bound != null) {
      return bound;
    }
    Value c = model.constant(name);
    if (c != null) {
      return c;
    }
    Model.Definition d = model.definition(name);
    if (d != null) {
      if (!d.params().isEmpty()) {
        return illSorted(name + " is a function of " + d.params().size() + " argument(s)");
      }
      Value cached = constantCache.get(name);
      if (cached != null) {
        return cached;
      }
      if (!inProgress.add(name)) {
        return unsupported("the definition of " + name + " refers to itself");
      }
      stack.push(new DefinitionFrame(d));
      return null;
    }
    Datatypes.Constructor con = model.datatypes().constructor(name);
    if (con != null && con.selectors().isEmpty()) {
      return new DatatypeValue(name, List.of());
    }
    UninterpretedValue e = model.element(name);
    if (e != null) {
      return e;
    }
    if (id.asSort() != null && isAbstractValue(name)) {
      return new UninterpretedValue(id.asSort(), name);
    }
    Operator op = Operators.get(name);
    if (op != null) {
      return op.apply(new OperatorArgs(List.of(), List.of(), id.asSort(), matcher));
    }
    return new Unspecified(Unspecified.Cause.MODEL, "no value for " + name);
  }

  /**
   * Solver names for elements of uninterpreted sorts: cvc5's {@code @T_0}, z3's {@code T!val!0}.
   */
  static boolean isAbstractValue(String name) {
    return name.startsWith("@") || name.contains("!val!");
  }

  private Value indexedConstant(QualIdentifier id) {
    String name = id.symbol();
    List<Index> idx = id.id().indices();
    if (name.equals("as-array") && idx.size() == 1 && idx.get(0) instanceof Index.Symbol s) {
      return asArray(s.name());
    }
    if (name.startsWith("bv")
        && idx.size() == 1
        && idx.get(0) instanceof Index.Numeral w
        && name.length() > 2
        && name.substring(2).chars().allMatch(Character::isDigit)) {
      if (w.value().signum() == 0 || w.value().bitLength() > 24) {
        return illSorted("bad bit-vector width in " + id);
      }
      return new BitVecValue(w.intValue(), new BigInteger(name.substring(2)));
    }
    if (name.equals("char")
        && idx.size() == 1
        && idx.get(0) instanceof Index.Symbol h
        && h.name().startsWith("#x")) {
      try {
        int cp = Integer.parseInt(h.name().substring(2), 16);
        if (cp <= SmtString.MAX_CODE_POINT) {
          return new StringValue(SmtString.of(cp));
        }
      } catch (NumberFormatException ex) {
        // falls through to the error below
      }
      return illSorted("bad character " + h.name());
    }
    Operator op = Operators.get(name);
    if (op != null) {
      return op.apply(new OperatorArgs(List.of(), idx, id.asSort(), matcher));
    }
    return new Unspecified(Unspecified.Cause.MODEL, "no value for " + id);
  }

  // ------------------------------------------------------------------ frames

  /** A constant definition of the model or script, evaluated once and cached. */
  private final class DefinitionFrame extends Frame {
    private final Model.Definition def;
    private boolean started;

    DefinitionFrame(Model.Definition def) {
      this.def = def;
    }

    @Override
    Step resume(Value child) {
      if (!started) {
        started = true;
        return new Eval(def.body(), new Scope());
      }
      Value v = Values.coerce(child, def.resultSort());
      inProgress.remove(def.name());
      constantCache.put(def.name(), v);
      return new Done(v);
    }
  }

  /** An application: lazy connectives, user functions, datatypes and theory operators. */
  private final class AppFrame extends Frame {
    private final Application app;
    private final Scope scope;
    private final String op;
    private final List<Value> args;
    private int next;
    private boolean awaitingResult;
    private Sort resultSort;

    AppFrame(Application app, Scope scope) {
      this.app = app;
      this.scope = scope;
      this.op = app.function().id().isIndexed() ? "" : app.name();
      this.args = new ArrayList<>(app.args().size());
    }

    @Override
    Step resume(Value child) {
      if (awaitingResult) {
        if (resultSort != null) {
          callDepth--;
        }
        return new Done(resultSort == null ? child : Values.coerce(child, resultSort));
      }
      if (child != null) {
        args.add(child);
        Step early = shortCircuit(child);
        if (early != null) {
          return early;
        }
      }
      if (next < app.args().size()) {
        return new Eval(app.args().get(next++), scope);
      }
      return apply();
    }

    /** Decides and/or/=> early, and evaluates only the chosen branch of an ite. */
    private Step shortCircuit(Value v) {
      boolean isTrue = v instanceof BoolValue b && b.value();
      boolean isFalse = v instanceof BoolValue b && !b.value();
      switch (op) {
        case "and":
          return isFalse ? new Done(BoolValue.FALSE) : null;
        case "or":
          return isTrue ? new Done(BoolValue.TRUE) : null;
        case "=>":
          boolean last = args.size() == app.args().size();
          return (!last && isFalse) || (last && isTrue) ? new Done(BoolValue.TRUE) : null;
        case "ite":
          if (args.size() == 1 && app.args().size() == 3 && (isTrue || isFalse)) {
            awaitingResult = true;
            return new Eval(app.args().get(isTrue ? 1 : 2), scope);
          }
          return null;
        default:
          return null;
      }
    }

    private Step apply() {
      QualIdentifier f = app.function();
      String name = f.symbol();
      if (!f.id().isIndexed()) {
        Model.Definition d = model.definition(name);
        if (d != null) {
          return call(d, args);
        }
        if (name.equals("select")
            && args.size() == 2
            && args.get(0) instanceof ArrayValue av
            && av.base() != null
            && !av.isStored(args.get(1))) {
          return call(av.base(), List.of(args.get(1)));
        }
        Value dt = datatypeApplication(name);
        if (dt != null) {
          return new Done(dt);
        }
      } else if (name.equals("is")
          && f.id().indices().size() == 1
          && f.id().indices().get(0) instanceof Index.Symbol s) {
        return new Done(tester(s.name()));
      }
      Operator o = Operators.get(name);
      if (o == null) {
        return new Done(
            new Unspecified(Unspecified.Cause.MODEL, "no interpretation for function " + f));
      }
      Value v = o.apply(new OperatorArgs(args, f.id().indices(), f.asSort(), matcher));
      Model.Definition byZero = v instanceof Unspecified ? divisionByZero(name) : null;
      if (byZero != null) {
        return call(byZero, args);
      }
      return new Done(v);
    }

    /**
     * The model's own interpretation of a division by zero, if it gives one: z3 prints the total
     * functions it chose as {@code /0}, {@code div0} and {@code mod0} of (dividend, divisor). Only
     * for a binary application whose divisor is zero: any other unspecified result stays open.
     */
    private Model.Definition divisionByZero(String name) {
      if (args.size() != 2 || !DIVISION_BY_ZERO.containsKey(name)) {
        return null;
      }
      Value divisor = args.get(1);
      boolean zero =
          (divisor instanceof IntValue i && i.value().signum() == 0)
              || (divisor instanceof RealValue r && r.value().signum() == 0);
      return zero ? model.definition(DIVISION_BY_ZERO.get(name)) : null;
    }

    private Step call(Model.Definition d, List<Value> args) {
      if (d.params().size() != args.size()) {
        return new Done(illSorted(d.name() + " takes " + d.params().size() + " argument(s)"));
      }
      if (callDepth >= MAX_CALL_DEPTH) {
        return new Done(unsupported("calls nested deeper than " + MAX_CALL_DEPTH));
      }
      callDepth++;
      Scope body = new Scope();
      for (int i = 0; i < args.size(); i++) {
        SortedVar p = d.params().get(i);
        body.bind(p.name(), Values.coerce(args.get(i), p.sort()));
      }
      awaitingResult = true;
      resultSort = d.resultSort();
      return new Eval(d.body(), body);
    }

    /** Constructor, selector or z3-style {@code is-C} tester application, else null. */
    private Value datatypeApplication(String name) {
      Datatypes dts = model.datatypes();
      Datatypes.Constructor con = dts.constructor(name);
      if (con != null) {
        if (con.selectors().size() != args.size()) {
          return illSorted(name + " takes " + con.selectors().size() + " argument(s)");
        }
        for (Value v : args) {
          if (v instanceof Unspecified) {
            return v;
          }
        }
        return new DatatypeValue(name, args);
      }
      Datatypes.Selector sel = dts.selector(name);
      if (sel != null && args.size() == 1) {
        Value v = args.get(0);
        if (v instanceof Unspecified) {
          return v;
        }
        if (!(v instanceof DatatypeValue dv)) {
          return illSorted(name + " applied to " + v);
        }
        if (!dv.constructor().equals(sel.constructor().name())) {
          return new Unspecified(
              Unspecified.Cause.STANDARD,
              "(" + name + " " + dv + ") selects from another constructor");
        }
        return dv.args().get(sel.position());
      }
      if (name.startsWith("is-")
          && args.size() == 1
          && dts.constructor(name.substring(3)) != null) {
        return tester(name.substring(3));
      }
      return null;
    }

    private Value tester(String constructor) {
      if (args.size() != 1) {
        return illSorted("a tester takes one argument");
      }
      Value v = args.get(0);
      if (v instanceof Unspecified) {
        return v;
      }
      if (!(v instanceof DatatypeValue dv)) {
        return illSorted("tester applied to " + v);
      }
      return BoolValue.of(dv.constructor().equals(constructor));
    }
  }

  /** {@code let}: bindings evaluated outside the new names, then the body inside. */
  private static final class LetFrame extends Frame {
    private final Let let;
    private final Scope scope;
    private final Value[] values;
    private int next;
    private boolean inBody;

    LetFrame(Let let, Scope scope) {
      this.let = let;
      this.scope = scope;
      this.values = new Value[let.bindings().size()];
    }

    @Override
    Step resume(Value child) {
      if (inBody) {
        for (int i = values.length - 1; i >= 0; i--) {
          scope.unbind(let.bindings().get(i).name());
        }
        return new Done(child);
      }
      if (child != null) {
        values[next - 1] = child;
      }
      if (next < values.length) {
        return new Eval(let.bindings().get(next++).term(), scope);
      }
      for (int i = 0; i < values.length; i++) {
        scope.bind(let.bindings().get(i).name(), values[i]);
      }
      inBody = true;
      return new Eval(let.body(), scope);
    }
  }

  /** {@code match}: the first case whose pattern fits the scrutinee's constructor. */
  private final class MatchFrame extends Frame {
    private final Match match;
    private final Scope scope;
    private List<String> boundNames;

    MatchFrame(Match match, Scope scope) {
      this.match = match;
      this.scope = scope;
    }

    @Override
    Step resume(Value child) {
      if (child == null) {
        return new Eval(match.scrutinee(), scope);
      }
      if (boundNames != null) {
        for (int i = boundNames.size() - 1; i >= 0; i--) {
          scope.unbind(boundNames.get(i));
        }
        return new Done(child);
      }
      if (!(child instanceof DatatypeValue dv)) {
        return new Done(
            child instanceof Unspecified
                ? child
                : illSorted("match on non-datatype value " + child));
      }
      for (MatchCase mc : match.cases()) {
        boolean isConstructor = model.datatypes().constructor(mc.constructor()) != null;
        if (isConstructor) {
          if (mc.constructor().equals(dv.constructor()) && mc.vars().size() == dv.args().size()) {
            boundNames = mc.vars();
            for (int i = 0; i < boundNames.size(); i++) {
              scope.bind(boundNames.get(i), dv.args().get(i));
            }
            return new Eval(mc.body(), scope);
          }
        } else if (mc.vars().isEmpty()) {
          boundNames = List.of(mc.constructor());
          scope.bind(mc.constructor(), dv);
          return new Eval(mc.body(), scope);
        }
      }
      return new Done(illSorted("no case of the match fits " + dv));
    }
  }

  /** A quantifier over finite domains: every assignment, one body evaluation each. */
  private final class QuantifierFrame extends Frame {
    private final Quantified q;
    private final Scope scope;
    private final boolean forall;
    private List<String> names;
    private List<List<Value>> domains;
    private int[] odometer;
    private Value undetermined;
    private boolean bound;

    QuantifierFrame(Quantified q, Scope scope) {
      this.q = q;
      this.scope = scope;
      this.forall = q.quantifier() == Quantified.Quantifier.FORALL;
    }

    @Override
    Step resume(Value child) {
      if (names == null) {
        Value problem = prepare();
        if (problem != null) {
          return new Done(problem);
        }
      }
      if (child != null) {
        unbindAll();
        if (child instanceof Unspecified) {
          undetermined = undetermined == null ? child : undetermined;
        } else if (!(child instanceof BoolValue b)) {
          return new Done(illSorted("quantifier body is not Boolean: " + child));
        } else if (b.value() != forall) {
          return new Done(BoolValue.of(!forall));
        }
        if (!advance()) {
          return new Done(undetermined != null ? undetermined : BoolValue.of(forall));
        }
      }
      for (int i = 0; i < names.size(); i++) {
        scope.bind(names.get(i), domains.get(i).get(odometer[i]));
      }
      bound = true;
      return new Eval(q.body(), scope);
    }

    private void unbindAll() {
      if (bound) {
        for (int i = names.size() - 1; i >= 0; i--) {
          scope.unbind(names.get(i));
        }
        bound = false;
      }
    }

    private boolean advance() {
      for (int i = odometer.length - 1; i >= 0; i--) {
        if (++odometer[i] < domains.get(i).size()) {
          return true;
        }
        odometer[i] = 0;
      }
      return false;
    }

    /** Domains of the variables that occur; null, or the reason the quantifier is undecided. */
    private Value prepare() {
      names = new ArrayList<>();
      domains = new ArrayList<>();
      long total = 1;
      Set<String> occurring = Terms.symbols(q.body());
      for (SortedVar v : q.vars()) {
        if (!occurring.contains(v.name())) {
          continue; // every sort is non-empty, so a variable that does not occur is irrelevant
        }
        List<Value> dom = domain(v.sort());
        if (dom == null) {
          return new Unspecified(
              Unspecified.Cause.QUANTIFIER,
              q.quantifier().keyword()
                  + " over "
                  + v.name()
                  + " of infinite or unknown sort "
                  + v.sort());
        }
        total *= dom.size();
        if (total > MAX_ASSIGNMENTS) {
          return new Unspecified(
              Unspecified.Cause.QUANTIFIER,
              q.quantifier().keyword() + " over more than " + MAX_ASSIGNMENTS + " assignments");
        }
        names.add(v.name());
        domains.add(dom);
      }
      odometer = new int[names.size()];
      return null;
    }
  }

  private List<Value> domain(Sort sort) {
    List<Value> d = Values.finiteDomain(sort);
    if (d != null) {
      return d;
    }
    List<UninterpretedValue> u = model.universe(sort);
    if (u != null && !u.isEmpty()) {
      return new ArrayList<>(u);
    }
    return model.datatypes().enumeration(sort);
  }

  // ------------------------------------------------------------------ as-array

  /**
   * z3's {@code (_ as-array f)}: the array that maps i to (f i). Tabulated when f's body uses its
   * parameter only in equalities with ground terms (an ite table): the entries are the values at
   * those keys, the default the value anywhere else.
   */
  private Value asArray(String fname) {
    Value cached = arrayCache.get(fname);
    if (cached != null) {
      return cached;
    }
    Value v = tabulate(fname);
    arrayCache.put(fname, v);
    return v;
  }

  private Value tabulate(String fname) {
    Model.Definition d = model.definition(fname);
    if (d == null) {
      return new Unspecified(Unspecified.Cause.MODEL, "no interpretation for function " + fname);
    }
    if (d.params().size() != 1) {
      return unsupported("as-array of " + fname + " with " + d.params().size() + " parameters");
    }
    SortedVar p = d.params().get(0);
    List<Term> keyTerms = keysOf(d.body(), p.name());
    if (keyTerms == null) {
      // Not a finite table: keep the function; select calls it.
      return new ArrayValue(
          p.sort(),
          d.resultSort(),
          unsupported("default of an array given by the function " + fname),
          new TreeMap<>(Values.ORDER),
          d);
    }
    TreeMap<Value, Value> entries = new TreeMap<>(Values.ORDER);
    for (Term kt : keyTerms) {
      Value k = Values.coerce(run(kt, new Scope()), p.sort());
      if (!k.isSpecified()) {
        return k;
      }
      entries.put(k, null);
    }
    Value fresh = freshValue(p.sort(), entries.keySet());
    for (Map.Entry<Value, Value> e : entries.entrySet()) {
      e.setValue(evaluate(d.body(), Map.of(p.name(), e.getKey())));
    }
    Value dflt =
        fresh != null
            ? evaluate(d.body(), Map.of(p.name(), fresh))
            : entries.isEmpty() ? null : entries.firstEntry().getValue();
    if (dflt == null) {
      return unsupported("as-array of " + fname + ": no default value");
    }
    return new ArrayValue(p.sort(), d.resultSort(), Values.coerce(dflt, d.resultSort()), entries);
  }

  /** The ground terms the parameter is compared with, or null if it is used otherwise. */
  private static List<Term> keysOf(Term body, String param) {
    List<Term> keys = new ArrayList<>();
    Deque<Term> stack = new ArrayDeque<>();
    stack.push(body);
    while (!stack.isEmpty()) {
      Term t = stack.pop();
      if (t instanceof Application a && a.name().equals("=") && a.args().size() == 2) {
        Term other = isVar(a.arg(0), param) ? a.arg(1) : isVar(a.arg(1), param) ? a.arg(0) : null;
        if (other != null) {
          if (Terms.symbols(other).contains(param)) {
            return null;
          }
          keys.add(other);
          continue;
        }
      }
      if (isVar(t, param)) {
        return null;
      }
      for (Term c : t.children()) {
        stack.push(c);
      }
    }
    return keys;
  }

  private static boolean isVar(Term t, String name) {
    return t instanceof QualIdentifier id && id.isPlainSymbol() && id.symbol().equals(name);
  }

  /** A value of {@code sort} outside {@code used}, or null if there is none or none is known. */
  private Value freshValue(Sort sort, Set<Value> used) {
    if (sort.equals(Sort.INT) || sort.equals(Sort.REAL)) {
      Rational max = Rational.ZERO;
      for (Value v : used) {
        if (Values.isNumber(v) && Values.rational(v).compareTo(max) > 0) {
          max = Values.rational(v);
        }
      }
      BigInteger n = max.floor().add(BigInteger.ONE);
      return Values.coerce(new IntValue(n), sort);
    }
    if (sort.equals(Sort.STRING)) {
      int longest = 0;
      for (Value v : used) {
        if (v instanceof StringValue s) {
          longest = Math.max(longest, s.value().length());
        }
      }
      return StringValue.of("a".repeat(longest + 1));
    }
    List<Value> dom = domain(sort);
    if (dom != null) {
      for (Value v : dom) {
        if (!used.contains(v)) {
          return v;
        }
      }
      return null;
    }
    if (sort.isBitVec()) {
      for (long i = 0; ; i++) {
        Value v = BitVecValue.of(sort.bitWidth(), i);
        if (!used.contains(v)) {
          return v;
        }
      }
    }
    FpFormat fp = FpFormat.of(sort);
    if (fp != null) {
      for (long i = 0; ; i++) {
        Value v = FloatingPointValue.ofBits(fp, BigInteger.valueOf(i));
        if (!used.contains(v)) {
          return v;
        }
      }
    }
    if (!sort.isArray() && model.datatypes().enumeration(sort) == null && isUninterpreted(sort)) {
      return new UninterpretedValue(sort, "@assay_other");
    }
    return null;
  }

  private static boolean isUninterpreted(Sort sort) {
    String n = sort.name();
    return sort.args().isEmpty()
        && !sort.id().isIndexed()
        && !List.of("Bool", "Int", "Real", "String", "RegLan", "RoundingMode").contains(n)
        && FpFormat.of(sort) == null;
  }

  // ------------------------------------------------------------------ helpers

  private static Unspecified illSorted(String reason) {
    return new Unspecified(Unspecified.Cause.ILL_SORTED, reason);
  }

  private static Unspecified unsupported(String reason) {
    return new Unspecified(Unspecified.Cause.UNSUPPORTED, reason);
  }
}
