package dev.assay.weakening;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.BinaryConstant;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.DecimalConstant;
import dev.assay.smtlib.HexConstant;
import dev.assay.smtlib.Let;
import dev.assay.smtlib.Match;
import dev.assay.smtlib.MatchCase;
import dev.assay.smtlib.NumeralConstant;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.VarBinding;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Every subterm of a script's assertions, numbered in pre-order, with its sort, its parity
 * (Definition 2 extended to full SMT-LIB, §3.1.4), the variables in scope and how it sits in its
 * parent. The script is read as the conjunction of its assertions, so each assertion is positive.
 *
 * <p>Built with explicit stacks (no recursion over terms). The subtree of node {@code i} is the
 * range {@code [i, i + subtreeSize(i))}. Rebuilt for every mutant; rules read it through {@link
 * Site}.
 */
public final class FormulaIndex {
  /** Bit flags of the parities seen at the occurrences of a let-bound variable. */
  public static final int OCC_POSITIVE = 1;

  public static final int OCC_NEGATIVE = 2;
  public static final int OCC_AMBIGUOUS = 4;

  static final byte KIND_OTHER = 0;
  static final byte KIND_BOOL = 1;
  static final byte KIND_INT = 2;
  static final byte KIND_REAL = 3;
  static final byte KIND_STRING = 4;
  static final byte KIND_REGLAN = 5;

  private final Script script;
  private final Signature signature;
  private final int[] assertionCommand;
  private final int[] assertionRoot;

  private int count;
  private Term[] terms;
  private int[] parent;
  private int[] childPos;
  private int[] childCount;
  private int[] size;
  private int[] assertionOf;
  private Sort[] sorts;

  /** The sort of each node as a {@code KIND_*} code, for cheap tests. */
  private byte[] kinds;

  private Parity[] parities;
  private Scope[] scopes;
  private Scope[] refs;

  /** localPrefix[i] = number of bound-variable occurrences among nodes 0..i-1. */
  private int[] localPrefix;

  /** For let-bound terms: which parities their variable occurs with. */
  private int[] occurrences;

  /** Non-theory sorts, one instance per distinct sort, so sorts compare by identity. */
  private final java.util.Map<Sort, Sort> internedSorts = new java.util.HashMap<>();

  private Set<String> symbols;

  /** The script's unary functions by argument sort, in name order (computed on demand). */
  private java.util.Map<Sort, List<Signature.FunctionSymbol>> unaryFunctions;

  /** abstractablePrefix[i] = number of abstractable nodes among 0..i-1 (computed on demand). */
  private int[] abstractablePrefix;

  /**
   * A variable in scope: one frame of a persistent list, so a node's scope is shared with its
   * siblings. {@code binder} is the node of the quantifier, let or match that binds the variable;
   * {@code boundTerm} is the node of a let-bound term, else -1. Frames are compared by identity
   * ({@code ==}), never with {@code equals}: two cases of one match may bind equal frames.
   */
  public record Scope(Scope outer, String name, Sort sort, int binder, int boundTerm) {

    /** The innermost frame binding {@code symbol}, or null (a global symbol). */
    public Scope lookup(String symbol) {
      for (Scope s = this; s != null; s = s.outer) {
        if (s.name.equals(symbol)) {
          return s;
        }
      }
      return null;
    }

    /** True if {@code frame} is this frame or one further out. */
    boolean contains(Scope frame) {
      for (Scope s = this; s != null; s = s.outer) {
        if (s == frame) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * Indexes the assertions of {@code script}, whose symbols {@code signature} declares (the
   * signature of the sort-checked seed: mutants never declare anything new).
   */
  public FormulaIndex(Script script, Signature signature) {
    this(script, signature, 64);
  }

  /**
   * As {@link #FormulaIndex(Script, Signature)}, with room for {@code expectedNodes} nodes from the
   * start (a mutant is about as large as the formula it came from).
   */
  public FormulaIndex(Script script, Signature signature, int expectedNodes) {
    this.script = script;
    this.signature = signature;
    allocate(Math.max(16, expectedNodes));
    List<Command> commands = script.commands();
    int asserts = 0;
    for (Command c : commands) {
      if (c instanceof Command.Assert) {
        asserts++;
      }
    }
    assertionCommand = new int[asserts];
    assertionRoot = new int[asserts];
    int a = 0;
    for (int i = 0; i < commands.size(); i++) {
      if (commands.get(i) instanceof Command.Assert as) {
        assertionCommand[a] = i;
        assertionRoot[a] = count;
        build(as.term(), a);
        a++;
      }
    }
    localPrefix = new int[count + 1];
    for (int i = 0; i < count; i++) {
      localPrefix[i + 1] = localPrefix[i] + (refs[i] != null ? 1 : 0);
    }
    for (int r : assertionRoot) {
      computeParity(r);
    }
  }

  // ---- accessors ------------------------------------------------------------------------------

  public Script script() {
    return script;
  }

  public Signature signature() {
    return signature;
  }

  /** Number of nodes. */
  public int size() {
    return count;
  }

  public Term term(int node) {
    return terms[node];
  }

  public Sort sort(int node) {
    return sorts[node];
  }

  public Parity parity(int node) {
    return parities[node];
  }

  /** The parent node, or -1 for an assertion. */
  public int parent(int node) {
    return parent[node];
  }

  /** Which child of its parent the node is. */
  public int childPos(int node) {
    return childPos[node];
  }

  public int childCount(int node) {
    return childCount[node];
  }

  /** The node of child {@code k} of {@code node}. */
  public int child(int node, int k) {
    int c = node + 1;
    for (int j = 0; j < k; j++) {
      c += size[c];
    }
    return c;
  }

  /** Number of nodes in the subtree rooted at {@code node}. */
  public int subtreeSize(int node) {
    return size[node];
  }

  /** The variables in scope at {@code node} (for a binder: outside it). */
  public Scope scope(int node) {
    return scopes[node];
  }

  /** For a bound-variable occurrence, the frame it refers to; null for a global symbol. */
  public Scope reference(int node) {
    return refs[node];
  }

  /** True if no bound variable occurs in the subtree (so it means the same everywhere). */
  public boolean isClosed(int node) {
    return localPrefix[node + size[node]] == localPrefix[node];
  }

  /** Which assertion (0-based) the node belongs to. */
  public int assertionOf(int node) {
    return assertionOf[node];
  }

  public int assertionCount() {
    return assertionRoot.length;
  }

  public int assertionRoot(int assertion) {
    return assertionRoot[assertion];
  }

  /** For a let-bound term: OR of the OCC_* flags of its variable's occurrences. */
  public int occurrenceFlags(int boundTerm) {
    return occurrences[boundTerm];
  }

  /** True for the sorts that carry a parity: Bool and RegLan. */
  public static boolean isPolarized(Sort s) {
    return s == Sort.BOOL || s == Sort.REGLAN || Sort.BOOL.equals(s) || Sort.REGLAN.equals(s);
  }

  /** The script's declared or defined unary functions taking {@code domain}, in name order. */
  public List<Signature.FunctionSymbol> unaryFunctions(Sort domain) {
    if (unaryFunctions == null) {
      unaryFunctions = new java.util.HashMap<>();
      for (Signature.FunctionSymbol f : signature.functions()) {
        if (f.argSorts().size() == 1) {
          unaryFunctions.computeIfAbsent(f.argSorts().get(0), k -> new ArrayList<>()).add(f);
        }
      }
    }
    return unaryFunctions.getOrDefault(domain, List.of());
  }

  /** True if {@code name} is used anywhere in the script (declared, bound or referenced). */
  public boolean isUsedSymbol(String name) {
    if (symbols == null) {
      symbols = collectSymbols();
    }
    return symbols.contains(name);
  }

  /**
   * True if rules 19 and 20 may abstract the term at {@code node} into a variable: it is closed,
   * small ({@link RandomTerms#MAX_SIZE}), not a regular expression (no solver quantifies over
   * RegLan) and not inside an instantiation pattern.
   */
  public boolean isAbstractable(int node) {
    ensureAbstractable();
    return abstractablePrefix[node + 1] > abstractablePrefix[node];
  }

  /** True if some proper subterm of {@code node} is abstractable. */
  public boolean hasAbstractableBelow(int node) {
    ensureAbstractable();
    return abstractablePrefix[node + size[node]] > abstractablePrefix[node + 1];
  }

  private void ensureAbstractable() {
    if (abstractablePrefix != null) {
      return;
    }
    boolean[] inPattern = new boolean[count];
    int[] prefix = new int[count + 1];
    for (int i = 0; i < count; i++) {
      int p = parent[i];
      inPattern[i] = p >= 0 && (inPattern[p] || (terms[p] instanceof Annotated && childPos[i] > 0));
      boolean ok =
          !inPattern[i]
              && size[i] <= RandomTerms.MAX_SIZE
              && kinds[i] != KIND_REGLAN
              && isClosed(i);
      prefix[i + 1] = prefix[i] + (ok ? 1 : 0);
    }
    abstractablePrefix = prefix;
  }

  /**
   * The subtree at {@code root} rebuilt with the nodes for which {@code replacement} answers a term
   * replaced by it (explicit order, no recursion).
   */
  public Term rebuild(int root, java.util.function.IntFunction<Term> replacement) {
    int end = root + size[root];
    Term[] out = new Term[end - root];
    for (int n = end - 1; n >= root; n--) {
      Term r = replacement.apply(n);
      if (r != null) {
        out[n - root] = r;
        continue;
      }
      if (childCount[n] == 0) {
        out[n - root] = terms[n];
        continue;
      }
      List<Term> ch = new ArrayList<>(childCount[n]);
      boolean changed = false;
      for (int c = n + 1; c < n + size[n]; c += size[c]) {
        Term x = out[c - root];
        ch.add(x);
        changed |= x != terms[c];
      }
      out[n - root] = changed ? terms[n].withChildren(ch) : terms[n];
    }
    return out[0];
  }

  /** The script with the subterm at {@code node} replaced by {@code replacement}. */
  public Script replace(int node, Term replacement) {
    Term cur = replacement;
    int k = node;
    while (parent[k] >= 0) {
      int p = parent[k];
      List<Term> ch = new ArrayList<>(terms[p].children());
      ch.set(childPos[k], cur);
      cur = terms[p].withChildren(ch);
      k = p;
    }
    int a = assertionOf[node];
    List<Command> commands = new ArrayList<>(script.commands());
    commands.set(assertionCommand[a], new Command.Assert(cur));
    return new Script(commands);
  }

  // ---- construction ---------------------------------------------------------------------------

  private void build(Term root, int assertion) {
    int[] stackNode = new int[16];
    int[] stackNext = new int[16];
    Object[] stackChildren = new Object[16];
    int sp = 0;
    int rootId = enter(root, -1, 0, null, assertion);
    stackNode[0] = rootId;
    stackNext[0] = 0;
    stackChildren[0] = root.children();
    sp = 1;
    while (sp > 0) {
      int top = sp - 1;
      int id = stackNode[top];
      @SuppressWarnings("unchecked")
      List<Term> ch = (List<Term>) stackChildren[top];
      int k = stackNext[top];
      if (k < ch.size()) {
        stackNext[top] = k + 1;
        Scope s = childScope(id, k);
        Term c = ch.get(k);
        int cid = enter(c, id, k, s, assertion);
        if (sp == stackNode.length) {
          stackNode = Arrays.copyOf(stackNode, sp * 2);
          stackNext = Arrays.copyOf(stackNext, sp * 2);
          stackChildren = Arrays.copyOf(stackChildren, sp * 2);
        }
        stackNode[sp] = cid;
        stackNext[sp] = 0;
        stackChildren[sp] = c.children();
        sp++;
      } else {
        exit(id);
        stackChildren[top] = null;
        sp--;
      }
    }
  }

  private int enter(Term t, int parentId, int pos, Scope scope, int assertion) {
    if (count == terms.length) {
      grow();
    }
    int id = count++;
    terms[id] = t;
    parent[id] = parentId;
    childPos[id] = pos;
    assertionOf[id] = assertion;
    scopes[id] = scope;
    refs[id] = null;
    occurrences[id] = 0;
    if (t instanceof QualIdentifier q && q.isPlainSymbol() && scope != null) {
      refs[id] = scope.lookup(q.symbol());
    }
    return id;
  }

  private void exit(int id) {
    size[id] = count - id;
    Term t = terms[id];
    int n = 0;
    for (int c = id + 1; c < count; c += size[c]) {
      n++;
    }
    childCount[id] = n;
    realNumerals(id, t);
    Sort sort = canonical(computeSort(id, t));
    sorts[id] = sort;
    byte kind = kindOf(sort);
    kinds[id] = kind;
  }

  /**
   * The instance of {@code s} this index uses (the shared constants for Bool, Int, Real, String and
   * RegLan), so sorts from the index compare by identity.
   */
  public Sort canonical(Sort s) {
    if (s.args().isEmpty() && s.id().indices().isEmpty()) {
      switch (s.id().symbol()) {
        case "Bool":
          return Sort.BOOL;
        case "Int":
          return Sort.INT;
        case "Real":
          return Sort.REAL;
        case "String":
          return Sort.STRING;
        case "RegLan":
          return Sort.REGLAN;
        default:
          break;
      }
    }
    Sort known = internedSorts.putIfAbsent(s, s);
    return known == null ? s : known;
  }

  private static byte kindOf(Sort s) {
    if (s == Sort.BOOL) {
      return KIND_BOOL;
    }
    if (s == Sort.INT) {
      return KIND_INT;
    }
    if (s == Sort.REAL) {
      return KIND_REAL;
    }
    if (s == Sort.STRING) {
      return KIND_STRING;
    }
    return s == Sort.REGLAN ? KIND_REGLAN : KIND_OTHER;
  }

  /** True if the node's sort is Bool or RegLan. */
  public boolean isPolarizedNode(int node) {
    return kinds[node] == KIND_BOOL || kinds[node] == KIND_REGLAN;
  }

  /** True if the node's sort is Int or Real. */
  public boolean isNumericNode(int node) {
    return kinds[node] == KIND_INT || kinds[node] == KIND_REAL;
  }

  private Scope childScope(int id, int k) {
    Term t = terms[id];
    Scope s = scopes[id];
    if (t instanceof Let let) {
      if (k == let.bindings().size()) {
        int c = id + 1;
        for (VarBinding b : let.bindings()) {
          s = new Scope(s, b.name(), sorts[c], id, c);
          c += size[c];
        }
        return s;
      }
      return s;
    }
    if (t instanceof Quantified q) {
      for (SortedVar v : q.vars()) {
        s = new Scope(s, v.name(), signature.resolve(v.sort()), id, -1);
      }
      return s;
    }
    if (t instanceof Match m && k > 0) {
      Sort scrutinee = sorts[id + 1];
      MatchCase mc = m.cases().get(k - 1);
      Signature.ConstructorSymbol cons = signature.constructor(mc.constructor());
      if (mc.vars().isEmpty()) {
        return cons != null ? s : new Scope(s, mc.constructor(), scrutinee, id, -1);
      }
      for (int i = 0; i < mc.vars().size(); i++) {
        String selector = cons.selectors().get(i).name();
        Sort field = signature.apply(QualIdentifier.of(selector), List.of(scrutinee));
        s = new Scope(s, mc.vars().get(i), field, id, -1);
      }
      return s;
    }
    return s;
  }

  /** Arithmetic operators and comparisons, whose numeral arguments beside a Real are Reals. */
  private static final Set<String> ARITHMETIC =
      Set.of("+", "-", "*", "/", "<", "<=", ">", ">=", "=", "distinct");

  /**
   * Numerals beside a Real argument of arithmetic are Reals ({@code (* 35 y)} with {@code y} Real,
   * as SMT-LIB reads them in a logic without Ints): their nodes get sort Real, so a rule never
   * abstracts one into an Int variable inside Real arithmetic.
   */
  private void realNumerals(int id, Term t) {
    if (!(t instanceof Application app) || !ARITHMETIC.contains(app.name())) {
      return;
    }
    boolean real = false;
    for (int c = id + 1; c < id + size[id]; c += size[c]) {
      real |= sorts[c] == Sort.REAL;
    }
    if (!real) {
      return;
    }
    for (int c = id + 1; c < id + size[id]; c += size[c]) {
      if (sorts[c] == Sort.INT && numeralLiteral(c)) {
        for (int d = c; d < c + size[c]; d++) {
          if (sorts[d] == Sort.INT) {
            sorts[d] = Sort.REAL;
            kinds[d] = KIND_REAL;
          }
        }
      }
    }
  }

  /** Whether node {@code c} is arithmetic on numerals only ({@code 4}, {@code (+ 4 (- 38))}). */
  private boolean numeralLiteral(int c) {
    for (int d = c; d < c + size[c]; d++) {
      Term t = terms[d];
      boolean ok =
          t instanceof NumeralConstant
              || (t instanceof Application a
                  && (a.name().equals("+") || a.name().equals("-") || a.name().equals("*")));
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  private Sort computeSort(int id, Term t) {
    if (t instanceof Application app) {
      List<Sort> args = new ArrayList<>(childCount[id]);
      for (int c = id + 1; c < id + size[id]; c += size[c]) {
        args.add(sorts[c]);
      }
      return signature.apply(app.function(), args);
    }
    if (t instanceof QualIdentifier q) {
      return refs[id] != null ? refs[id].sort : signature.constantSort(q);
    }
    if (t instanceof NumeralConstant) {
      return Sort.INT;
    }
    if (t instanceof DecimalConstant) {
      return Sort.REAL;
    }
    if (t instanceof StringConstant) {
      return Sort.STRING;
    }
    if (t instanceof HexConstant h) {
      return Sort.bitVec(h.width());
    }
    if (t instanceof BinaryConstant b) {
      return Sort.bitVec(b.width());
    }
    if (t instanceof Quantified) {
      return Sort.BOOL;
    }
    if (t instanceof Let) {
      return sorts[lastChild(id)];
    }
    if (t instanceof Match || t instanceof Annotated) {
      return sorts[child(id, t instanceof Match ? 1 : 0)];
    }
    throw new IllegalStateException("unknown term kind " + t.getClass());
  }

  private int lastChild(int id) {
    int last = -1;
    for (int c = id + 1; c < id + size[id]; c += size[c]) {
      last = c;
    }
    return last;
  }

  private void allocate(int n) {
    terms = new Term[n];
    parent = new int[n];
    childPos = new int[n];
    childCount = new int[n];
    size = new int[n];
    assertionOf = new int[n];
    sorts = new Sort[n];
    kinds = new byte[n];
    parities = new Parity[n];
    scopes = new Scope[n];
    refs = new Scope[n];
    occurrences = new int[n];
  }

  private void grow() {
    int n = terms.length * 2;
    terms = Arrays.copyOf(terms, n);
    parent = Arrays.copyOf(parent, n);
    childPos = Arrays.copyOf(childPos, n);
    childCount = Arrays.copyOf(childCount, n);
    size = Arrays.copyOf(size, n);
    assertionOf = Arrays.copyOf(assertionOf, n);
    sorts = Arrays.copyOf(sorts, n);
    kinds = Arrays.copyOf(kinds, n);
    parities = Arrays.copyOf(parities, n);
    scopes = Arrays.copyOf(scopes, n);
    refs = Arrays.copyOf(refs, n);
    occurrences = Arrays.copyOf(occurrences, n);
  }

  // ---- parity ---------------------------------------------------------------------------------

  /**
   * Definition 2, top-down. A let body is finished before its bound terms, so that each bound term
   * gets the parity its variable has at all of its occurrences (§3.1.4).
   */
  private void computeParity(int root) {
    int[] stack = new int[16];
    boolean[] deferred = new boolean[16];
    int sp = 0;
    parities[root] = isPolarizedNode(root) ? Parity.POSITIVE : Parity.NONE;
    stack[sp++] = root;
    while (sp > 0) {
      sp--;
      int id = stack[sp];
      if (deferred[sp]) {
        parities[id] = boundTermParity(id);
      }
      Parity p = parities[id];
      Scope ref = refs[id];
      if (ref != null && ref.boundTerm >= 0) {
        occurrences[ref.boundTerm] |= occurrenceFlag(p);
      }
      int n = childCount[id];
      if (n == 0) {
        continue;
      }
      if (sp + n >= stack.length) {
        stack = Arrays.copyOf(stack, (sp + n) * 2);
        deferred = Arrays.copyOf(deferred, stack.length);
      }
      Term t = terms[id];
      // A let's bound terms go below its body on the stack, so the whole body (every occurrence
      // of the let's variables) is done before a bound term's parity is decided. Other children
      // get their parity now; their order does not matter.
      boolean let = t instanceof Let;
      int body = let ? lastChild(id) : -1;
      for (int k = 0, c = id + 1; k < n; k++, c += size[c]) {
        if (c == body) {
          continue;
        }
        parities[c] = let ? Parity.NONE : childParity(t, k, n, p, isPolarizedNode(c));
        stack[sp] = c;
        deferred[sp] = let;
        sp++;
      }
      if (let) {
        parities[body] = childParity(t, n - 1, n, p, isPolarizedNode(body));
        stack[sp] = body;
        deferred[sp] = false;
        sp++;
      }
    }
  }

  private static int occurrenceFlag(Parity p) {
    return switch (p) {
      case POSITIVE -> OCC_POSITIVE;
      case NEGATIVE -> OCC_NEGATIVE;
      case AMBIGUOUS -> OCC_AMBIGUOUS;
      case NONE -> 0;
    };
  }

  private Parity boundTermParity(int id) {
    if (!isPolarizedNode(id)) {
      return Parity.NONE;
    }
    int f = occurrences[id];
    if ((f & OCC_AMBIGUOUS) != 0 || f == (OCC_POSITIVE | OCC_NEGATIVE)) {
      return Parity.AMBIGUOUS;
    }
    // An unused binding cannot change the formula: either parity is sound.
    return f == OCC_NEGATIVE ? Parity.NEGATIVE : Parity.POSITIVE;
  }

  /** The parity of child {@code k} (of {@code n}) of {@code t}, whose parity is {@code p}. */
  static Parity childParity(Term t, int k, int n, Parity p, boolean childPolarized) {
    if (!childPolarized) {
      return Parity.NONE;
    }
    if (!p.isDefinite()) {
      return Parity.AMBIGUOUS;
    }
    if (t instanceof Application app) {
      return switch (app.name()) {
        case "not", "re.comp" -> p.flip();
        case "and", "or" -> p;
        case "=>" -> k == n - 1 ? p : p.flip();
        case "ite" -> k == 0 ? Parity.AMBIGUOUS : p;
        case "str.in_re" -> k == 1 ? p : Parity.AMBIGUOUS;
        case "re.++", "re.union", "re.inter", "re.*", "re.+", "re.opt", "re.loop", "re.^" -> p;
        case "re.diff" -> k == 0 ? p : p.flip();
        default -> Parity.AMBIGUOUS;
      };
    }
    if (t instanceof Quantified || t instanceof Let) {
      return p;
    }
    if (t instanceof Match) {
      return k == 0 ? Parity.AMBIGUOUS : p;
    }
    if (t instanceof Annotated) {
      return k == 0 ? p : Parity.AMBIGUOUS;
    }
    return Parity.AMBIGUOUS;
  }

  private Set<String> collectSymbols() {
    Set<String> s = new HashSet<>();
    for (Signature.FunctionSymbol f : signature.functions()) {
      s.add(f.name());
    }
    for (int i = 0; i < count; i++) {
      Term t = terms[i];
      if (t instanceof QualIdentifier q) {
        s.add(q.symbol());
      } else if (t instanceof Quantified q) {
        for (SortedVar v : q.vars()) {
          s.add(v.name());
        }
      } else if (t instanceof Let l) {
        for (VarBinding b : l.bindings()) {
          s.add(b.name());
        }
      } else if (t instanceof Match m) {
        for (MatchCase mc : m.cases()) {
          s.add(mc.constructor());
          s.addAll(mc.vars());
        }
      }
    }
    return s;
  }
}
