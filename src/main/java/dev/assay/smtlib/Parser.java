package dev.assay.smtlib;

import dev.assay.core.InputError;
import dev.assay.smtlib.Lexer.Kind;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads SMT-LIB 2.6 scripts, terms, sorts and S-expressions (§3). Terms are read with an explicit
 * stack, so nesting depth is limited only by memory. With a {@link Signature} the reader also
 * sort-checks as it goes, so an ill-sorted term is reported at its own line and column.
 *
 * <p>Every error is an {@link InputError} with {@code source:line:col}.
 */
public final class Parser {
  private final Lexer lx;
  /** Null when reading without sort checking. */
  private final Signature sig;
  /** Sorts of the variables in scope (checked mode only). */
  private final Map<String, Sort> vars = new HashMap<>();
  /**
   * Shared payloads (never shared nodes): every node the reader returns is its own instance, so
   * identity-keyed side tables of the techniques (parity, sorts by node) stay right; what is
   * shared are the immutable values inside nodes (identifiers, small BigIntegers, decoded string
   * literals), which keeps big scripts small.
   */
  private final Map<String, Identifier> identifiers = new HashMap<>();

  private static final BigInteger[] SMALL_INTEGERS = new BigInteger[1024];

  static {
    for (int i = 0; i < SMALL_INTEGERS.length; i++) {
      SMALL_INTEGERS[i] = BigInteger.valueOf(i);
    }
  }

  private Parser(String text, String source, Signature sig) {
    this.lx = new Lexer(text, source == null ? "<input>" : source);
    this.sig = sig;
    lx.next();
  }



  // ---- public entry points --------------------------------------------------------------------

  /** Reads a whole script without sort checking (e.g. solver output, partial scripts). */
  public static Script parseScript(String text, String source) {
    Parser p = new Parser(text, source, null);
    return new Script(p.commands());
  }

  /** Reads and sort-checks a whole script. */
  public static CheckedScript readScript(String text, String source) {
    Signature sig = new Signature();
    Parser p = new Parser(text, source, sig);
    return new CheckedScript(new Script(p.commands()), sig);
  }

  /** Reads one term without sort checking. */
  public static Term parseTerm(String text) {
    Parser p = new Parser(text, "<term>", null);
    Term t = p.term().term;
    p.expectEnd();
    return t;
  }

  /** Reads and sort-checks one term against a signature (which is not changed). */
  public static Term parseTerm(String text, Signature signature) {
    Parser p = new Parser(text, "<term>", signature);
    Term t = p.term().term;
    p.expectEnd();
    return t;
  }

  /** Reads one sort. */
  public static Sort parseSort(String text) {
    Parser p = new Parser(text, "<sort>", null);
    Sort s = p.sort(0);
    p.expectEnd();
    return s;
  }

  /** Reads a sequence of S-expressions (e.g. a solver's whole output). */
  public static List<SExpr> parseSExprs(String text, String source) {
    Parser p = new Parser(text, source, null);
    List<SExpr> r = new ArrayList<>();
    while (p.lx.kind != Kind.EOF) {
      r.add(p.sexpr());
    }
    return r;
  }

  /**
   * Reads the commands inside a model answer: z3's {@code (model (define-fun ...) ...)} or
   * {@code ((define-fun ...) ...)}, and cvc5's {@code ((define-fun ...) ...)}, without sort
   * checking.
   */
  public static List<Command> parseModel(String text, String source) {
    Parser p = new Parser(text, source, null);
    p.expect(Kind.LPAREN, "'(' starting a model");
    p.lx.next();
    if (p.lx.isSymbol("model")) {
      p.lx.next();
    }
    List<Command> r = new ArrayList<>();
    while (p.lx.kind == Kind.LPAREN) {
      r.add(p.command());
    }
    p.expect(Kind.RPAREN, "')' closing the model");
    p.lx.next();
    p.expectEnd();
    return r;
  }

  /** Reads a {@code get-value} answer {@code ((t1 v1) ... (tn vn))}: pairs of term and value. */
  public static List<Term[]> parseValueAnswer(String text, String source) {
    Parser p = new Parser(text, source, null);
    p.expect(Kind.LPAREN, "'(' starting a get-value answer");
    p.lx.next();
    List<Term[]> r = new ArrayList<>();
    while (p.lx.kind == Kind.LPAREN) {
      p.lx.next();
      Term t = p.term().term;
      Term v = p.term().term;
      p.expect(Kind.RPAREN, "')' closing a value pair");
      p.lx.next();
      r.add(new Term[] {t, v});
    }
    p.expect(Kind.RPAREN, "')' closing the get-value answer");
    p.lx.next();
    p.expectEnd();
    return r;
  }

  // ---- commands -------------------------------------------------------------------------------

  private List<Command> commands() {
    List<Command> r = new ArrayList<>();
    while (lx.kind != Kind.EOF) {
      r.add(command());
    }
    return r;
  }

  private Command command() {
    int at = lx.start;
    expect(Kind.LPAREN, "'(' starting a command");
    lx.next();
    if (lx.kind != Kind.SYMBOL) {
      throw lx.errorHere("expected a command name, found " + lx.describeToken());
    }
    String name = lx.tokenText();
    lx.next();
    Command c;
    try {
      c = commandBody(name, at);
    } catch (SortError e) {
      throw lx.error(at, e.getMessage());
    }
    expect(Kind.RPAREN, "')' closing " + name);
    lx.next();
    return c;
  }

  private Command commandBody(String name, int at) {
    switch (name) {
      case "set-logic":
        return new Command.SetLogic(symbol("a logic name"));
      case "set-option":
        {
          String kw = keyword();
          return new Command.SetOption(kw, lx.kind == Kind.RPAREN ? null : sexpr());
        }
      case "set-info":
        {
          String kw = keyword();
          return new Command.SetInfo(kw, lx.kind == Kind.RPAREN ? null : sexpr());
        }
      case "declare-sort":
        {
          String s = symbol("a sort name");
          int arity = lx.kind == Kind.NUMERAL ? numeralInt("arity") : 0;
          if (sig != null) {
            sig.declareSort(s, arity);
          }
          return new Command.DeclareSort(s, arity);
        }
      case "define-sort":
        {
          String s = symbol("a sort name");
          List<String> params = symbolList("sort parameters");
          Sort body = sort(0);
          if (sig != null) {
            sig.defineSort(s, params, body);
          }
          return new Command.DefineSort(s, params, body);
        }
      case "declare-fun":
        {
          String f = symbol("a function name");
          expect(Kind.LPAREN, "'(' starting the argument sorts");
          lx.next();
          List<Sort> args = new ArrayList<>();
          while (lx.kind != Kind.RPAREN) {
            args.add(sort(0));
          }
          lx.next();
          Sort result = sort(0);
          if (sig != null) {
            List<Sort> resolved = new ArrayList<>();
            for (Sort a : args) {
              resolved.add(sig.resolve(a));
            }
            sig.declareFunction(f, resolved, sig.resolve(result));
          }
          return new Command.DeclareFun(f, args, result);
        }
      case "declare-const":
        {
          String f = symbol("a constant name");
          Sort s = sort(0);
          if (sig != null) {
            sig.declareFunction(f, List.of(), sig.resolve(s));
          }
          return new Command.DeclareConst(f, s);
        }
      case "define-fun":
        {
          Command.FunctionDec dec = functionDec();
          Term body = definitionBody(dec, at);
          if (sig != null) {
            sig.defineFunction(dec.name(), resolved(dec.params()), sig.resolve(dec.resultSort()), body);
          }
          return new Command.DefineFun(dec, body);
        }
      case "define-fun-rec":
        {
          Command.FunctionDec dec = functionDec();
          if (sig != null) {
            sig.defineFunction(dec.name(), resolved(dec.params()), sig.resolve(dec.resultSort()), null);
          }
          Term body = definitionBody(dec, at);
          if (sig != null) {
            sig.setBody(dec.name(), body);
          }
          return new Command.DefineFunRec(dec, body);
        }
      case "define-funs-rec":
        {
          expect(Kind.LPAREN, "'(' starting the function declarations");
          lx.next();
          List<Command.FunctionDec> decs = new ArrayList<>();
          while (lx.kind == Kind.LPAREN) {
            lx.next();
            decs.add(functionDecBody());
            expect(Kind.RPAREN, "')' closing a function declaration");
            lx.next();
          }
          expect(Kind.RPAREN, "')' closing the function declarations");
          lx.next();
          if (sig != null) {
            for (Command.FunctionDec d : decs) {
              sig.defineFunction(d.name(), resolved(d.params()), sig.resolve(d.resultSort()), null);
            }
          }
          expect(Kind.LPAREN, "'(' starting the function bodies");
          lx.next();
          List<Term> bodies = new ArrayList<>();
          for (Command.FunctionDec d : decs) {
            if (lx.kind == Kind.RPAREN) {
              throw lx.errorHere("define-funs-rec has fewer bodies than declarations");
            }
            Term body = definitionBody(d, at);
            bodies.add(body);
            if (sig != null) {
              sig.setBody(d.name(), body);
            }
          }
          expect(Kind.RPAREN, "')' closing the function bodies");
          lx.next();
          return new Command.DefineFunsRec(decs, bodies);
        }
      case "declare-datatype":
        {
          String s = symbol("a datatype name");
          Command.DatatypeDec dt = datatypeDec();
          if (sig != null) {
            sig.declareDatatypes(List.of(new Command.SortDec(s, dt.params().size())), List.of(dt));
          }
          return new Command.DeclareDatatype(s, dt);
        }
      case "declare-datatypes":
        {
          expect(Kind.LPAREN, "'(' starting the sort declarations");
          lx.next();
          List<Command.SortDec> sorts = new ArrayList<>();
          while (lx.kind == Kind.LPAREN) {
            lx.next();
            String s = symbol("a datatype name");
            int arity = numeralInt("arity");
            expect(Kind.RPAREN, "')' closing a sort declaration");
            lx.next();
            sorts.add(new Command.SortDec(s, arity));
          }
          expect(Kind.RPAREN, "')' closing the sort declarations");
          lx.next();
          expect(Kind.LPAREN, "'(' starting the datatype declarations");
          lx.next();
          List<Command.DatatypeDec> decs = new ArrayList<>();
          while (lx.kind == Kind.LPAREN) {
            decs.add(datatypeDec());
          }
          expect(Kind.RPAREN, "')' closing the datatype declarations");
          lx.next();
          if (decs.size() != sorts.size()) {
            throw lx.error(at, "declare-datatypes declares " + sorts.size() + " sorts but defines " + decs.size());
          }
          if (sig != null) {
            sig.declareDatatypes(sorts, decs);
          }
          return new Command.DeclareDatatypes(sorts, decs);
        }
      case "assert":
        {
          int tat = lx.start;
          Built t = term();
          requireBool(t, tat, "assert");
          return new Command.Assert(t.term);
        }
      case "check-sat":
        return new Command.CheckSat();
      case "check-sat-assuming":
        return new Command.CheckSatAssuming(termList("assumptions", true));
      case "get-model":
        return new Command.GetModel();
      case "get-value":
        {
          List<Term> ts = termList("terms", false);
          if (ts.isEmpty()) {
            throw lx.error(at, "get-value needs at least one term");
          }
          return new Command.GetValue(ts);
        }
      case "get-unsat-core":
        return new Command.GetUnsatCore();
      case "get-unsat-assumptions":
        return new Command.GetUnsatAssumptions();
      case "get-assignment":
        return new Command.GetAssignment();
      case "get-assertions":
        return new Command.GetAssertions();
      case "get-proof":
        return new Command.GetProof();
      case "get-info":
        return new Command.GetInfo(keyword());
      case "get-option":
        return new Command.GetOption(keyword());
      case "push":
        {
          BigInteger n = lx.kind == Kind.NUMERAL ? numeral() : BigInteger.ONE;
          if (sig != null) {
            sig.push(levels(n, at));
          }
          return new Command.Push(n);
        }
      case "pop":
        {
          BigInteger n = lx.kind == Kind.NUMERAL ? numeral() : BigInteger.ONE;
          if (sig != null) {
            sig.pop(levels(n, at));
            constants.clear();
          }
          return new Command.Pop(n);
        }
      case "reset":
        if (sig != null) {
          sig.clear();
          constants.clear();
        }
        return new Command.Reset();
      case "reset-assertions":
        return new Command.ResetAssertions();
      case "echo":
        {
          expect(Kind.STRING, "a string");
          String s = lx.stringValue().toJava();
          lx.next();
          return new Command.Echo(s);
        }
      case "exit":
        return new Command.Exit();
      default:
        {
          List<SExpr> items = new ArrayList<>();
          items.add(new SExpr.Atom(name));
          while (lx.kind != Kind.RPAREN) {
            if (lx.kind == Kind.EOF) {
              throw lx.errorHere("unexpected end of input in command " + name);
            }
            items.add(sexpr());
          }
          return new Command.Unknown(new SExpr.SList(items));
        }
    }
  }

  private int levels(BigInteger n, int at) {
    if (n.bitLength() > 20) {
      throw lx.error(at, "push/pop level count too large: " + n);
    }
    return n.intValue();
  }

  private List<SortedVar> resolved(List<SortedVar> params) {
    List<SortedVar> r = new ArrayList<>(params.size());
    for (SortedVar v : params) {
      r.add(new SortedVar(v.name(), sig.resolve(v.sort())));
    }
    return r;
  }

  private Command.FunctionDec functionDec() {
    return functionDecBody();
  }

  private Command.FunctionDec functionDecBody() {
    String f = symbol("a function name");
    List<SortedVar> params = sortedVars();
    Sort result = sort(0);
    return new Command.FunctionDec(f, params, result);
  }

  private Term definitionBody(Command.FunctionDec dec, int at) {
    int bat = lx.start;
    Object[] saved = sig == null ? null : bind(resolved(dec.params()));
    Built body = term();
    if (sig != null) {
      unbind(saved);
      Sort declared = sig.resolve(dec.resultSort());
      if (!compatible(declared, body.sort)) {
        throw lx.error(
            bat,
            "body of " + Symbols.print(dec.name()) + " has sort " + body.sort + ", declared "
                + declared);
      }
    }
    return body.term;
  }

  private static boolean compatible(Sort declared, Sort actual) {
    return declared.equals(actual)
        || (declared.equals(Sort.REAL) && actual.equals(Sort.INT));
  }

  private Command.DatatypeDec datatypeDec() {
    expect(Kind.LPAREN, "'(' starting a datatype declaration");
    lx.next();
    List<String> params = List.of();
    if (lx.isSymbol("par")) {
      lx.next();
      params = symbolList("datatype parameters");
      expect(Kind.LPAREN, "'(' starting the constructors");
      lx.next();
    }
    List<Command.ConstructorDec> cons = new ArrayList<>();
    while (lx.kind == Kind.LPAREN) {
      lx.next();
      String c = symbol("a constructor name");
      List<Command.SelectorDec> sels = new ArrayList<>();
      while (lx.kind == Kind.LPAREN) {
        lx.next();
        String s = symbol("a selector name");
        Sort srt = sort(0);
        expect(Kind.RPAREN, "')' closing a selector");
        lx.next();
        sels.add(new Command.SelectorDec(s, srt));
      }
      expect(Kind.RPAREN, "')' closing a constructor");
      lx.next();
      cons.add(new Command.ConstructorDec(c, sels));
    }
    if (cons.isEmpty()) {
      throw lx.errorHere("a datatype needs at least one constructor");
    }
    expect(Kind.RPAREN, "')' closing the datatype declaration");
    lx.next();
    if (!params.isEmpty()) {
      expect(Kind.RPAREN, "')' closing par");
      lx.next();
    }
    return new Command.DatatypeDec(params, cons);
  }

  private List<Term> termList(String what, boolean requireBool) {
    expect(Kind.LPAREN, "'(' starting the " + what);
    lx.next();
    List<Term> r = new ArrayList<>();
    while (lx.kind != Kind.RPAREN) {
      int tat = lx.start;
      Built t = term();
      if (requireBool) {
        requireBool(t, tat, what);
      }
      r.add(t.term);
    }
    lx.next();
    return r;
  }

  private void requireBool(Built t, int at, String where) {
    if (sig != null && !Sort.BOOL.equals(t.sort)) {
      throw lx.error(at, where + " needs a Bool term, this one has sort " + t.sort);
    }
  }

  // ---- tokens ---------------------------------------------------------------------------------

  private void expect(Kind k, String what) {
    if (lx.kind != k) {
      throw lx.errorHere("expected " + what + ", found " + lx.describeToken());
    }
  }

  private void expectEnd() {
    if (lx.kind != Kind.EOF) {
      throw lx.errorHere("expected end of input, found " + lx.describeToken());
    }
  }

  private String symbol(String what) {
    if (lx.kind != Kind.SYMBOL && lx.kind != Kind.QUOTED_SYMBOL) {
      throw lx.errorHere("expected " + what + ", found " + lx.describeToken());
    }
    String s = lx.symbolName();
    lx.next();
    return s;
  }

  private String keyword() {
    expect(Kind.KEYWORD, "a keyword");
    String k = lx.tokenText();
    lx.next();
    return k;
  }

  private BigInteger numeral() {
    expect(Kind.NUMERAL, "a numeral");
    BigInteger n = bigInteger(lx.tokenText());
    lx.next();
    return n;
  }

  private int numeralInt(String what) {
    int at = lx.start;
    BigInteger n = numeral();
    if (n.bitLength() > 31) {
      throw lx.error(at, what + " too large: " + n);
    }
    return n.intValue();
  }

  private static BigInteger bigInteger(String digits) {
    return digits.length() < 18 ? BigInteger.valueOf(Long.parseLong(digits)) : new BigInteger(digits);
  }

  private List<String> symbolList(String what) {
    expect(Kind.LPAREN, "'(' starting the " + what);
    lx.next();
    List<String> r = new ArrayList<>();
    while (lx.kind != Kind.RPAREN) {
      r.add(symbol("a symbol"));
    }
    lx.next();
    return r;
  }

  private List<SortedVar> sortedVars() {
    expect(Kind.LPAREN, "'(' starting the variable list");
    lx.next();
    List<SortedVar> r = new ArrayList<>();
    while (lx.kind == Kind.LPAREN) {
      lx.next();
      String name = symbol("a variable name");
      Sort s = sort(0);
      expect(Kind.RPAREN, "')' closing a sorted variable");
      lx.next();
      r.add(new SortedVar(name, s));
    }
    expect(Kind.RPAREN, "')' closing the variable list");
    lx.next();
    return r;
  }

  // ---- sorts and identifiers ----------------------------------------------------------------

  private static final int MAX_SORT_DEPTH = 500;

  private Sort sort(int depth) {
    if (depth > MAX_SORT_DEPTH) {
      throw lx.errorHere("sort nested too deeply");
    }
    if (lx.kind == Kind.SYMBOL || lx.kind == Kind.QUOTED_SYMBOL) {
      return Sort.simple(symbol("a sort"));
    }
    expect(Kind.LPAREN, "a sort");
    lx.next();
    Identifier id;
    if (lx.isSymbol("_")) {
      lx.next();
      id = indexedRest();
      return new Sort(id, List.of());
    }
    id = Identifier.of(symbol("a sort name"));
    List<Sort> args = new ArrayList<>();
    while (lx.kind != Kind.RPAREN) {
      args.add(sort(depth + 1));
    }
    lx.next();
    if (args.isEmpty()) {
      throw lx.errorHere("a parameterised sort needs arguments");
    }
    return new Sort(id, args);
  }

  /** After {@code (_}: the symbol, its indices and the closing parenthesis. */
  private Identifier indexedRest() {
    String s = symbol("an indexed identifier's symbol");
    List<Index> idx = new ArrayList<>();
    while (lx.kind != Kind.RPAREN) {
      if (lx.kind == Kind.NUMERAL) {
        idx.add(new Index.Numeral(numeral()));
      } else if (lx.kind == Kind.SYMBOL || lx.kind == Kind.QUOTED_SYMBOL) {
        idx.add(new Index.Symbol(symbol("an index")));
      } else if (lx.kind == Kind.HEX) {
        idx.add(new Index.Symbol(lx.tokenText()));
        lx.next();
      } else {
        throw lx.errorHere("expected an index, found " + lx.describeToken());
      }
    }
    lx.next();
    if (idx.isEmpty()) {
      throw lx.errorHere("an indexed identifier needs at least one index");
    }
    return new Identifier(s, idx);
  }

  /** A qualified identifier starting at '(' (current token is after it): (as ..) or (_ ..). */
  private QualIdentifier parenthesisedIdentifier() {
    if (lx.isSymbol("_")) {
      lx.next();
      return new QualIdentifier(indexedRest(), null);
    }
    if (lx.isSymbol("as")) {
      lx.next();
      Identifier id;
      if (lx.kind == Kind.LPAREN) {
        lx.next();
        if (!lx.isSymbol("_")) {
          throw lx.errorHere("expected '_' of an indexed identifier");
        }
        lx.next();
        id = indexedRest();
      } else {
        id = Identifier.of(symbol("an identifier"));
      }
      Sort s = sort(0);
      expect(Kind.RPAREN, "')' closing as");
      lx.next();
      return new QualIdentifier(id, s);
    }
    throw lx.errorHere("expected a function symbol, found " + lx.describeToken());
  }

  // ---- S-expressions --------------------------------------------------------------------------

  /** One S-expression, read with an explicit stack. */
  private SExpr sexpr() {
    Deque<List<SExpr>> stack = new ArrayDeque<>();
    while (true) {
      SExpr done;
      switch (lx.kind) {
        case LPAREN -> {
          stack.push(new ArrayList<>());
          lx.next();
          continue;
        }
        case RPAREN -> {
          if (stack.isEmpty()) {
            throw lx.errorHere("unexpected ')'");
          }
          done = new SExpr.SList(stack.pop());
          lx.next();
        }
        case EOF -> throw lx.errorHere("unexpected end of input in an S-expression");
        default -> {
          done = new SExpr.Atom(lx.tokenText());
          lx.next();
        }
      }
      if (stack.isEmpty()) {
        return done;
      }
      stack.peek().add(done);
    }
  }

  // ---- terms ----------------------------------------------------------------------------------

  /** A term and its sort (null when not checking). */
  private record Built(Term term, Sort sort) {}

  /** A term under construction whose children are being read. */
  private abstract static class Frame {
    int at;

    Frame(int at) {
      this.at = at;
    }

    /** Takes a finished child; returns true if another term must be read next. */
    abstract boolean receive(Built child);

    abstract Built finish();
  }

  private Built term() {
    Deque<Frame> stack = new ArrayDeque<>();
    Built result;
    while (true) {
      int at = lx.start;
      Frame frame = null;
      result = null;
      switch (lx.kind) {
        case NUMERAL -> {
          result = new Built(numeralConstant(), Sort.INT);
          lx.next();
        }
        case DECIMAL -> {
          result = new Built(new DecimalConstant(new BigDecimal(lx.tokenText())), Sort.REAL);
          lx.next();
        }
        case HEX -> {
          HexConstant h = new HexConstant(lx.tokenText().substring(2));
          result = new Built(h, Sort.bitVec(h.width()));
          lx.next();
        }
        case BINARY -> {
          BinaryConstant b = new BinaryConstant(lx.tokenText().substring(2));
          result = new Built(b, Sort.bitVec(b.width()));
          lx.next();
        }
        case STRING -> {
          result = stringLiteral();
          lx.next();
        }
        case SYMBOL, QUOTED_SYMBOL -> {
          if (lx.kind == Kind.SYMBOL && isReservedTermWord()) {
            throw lx.errorHere("unexpected " + lx.describeToken() + " here");
          }
          QualIdentifier q = plainIdentifier(lx.symbolName());
          lx.next();
          result = identifierTerm(q, at);
        }
        case LPAREN -> {
          lx.next();
          frame = openFrame(at);
        }
        case RPAREN -> throw lx.errorHere("expected a term, found ')'");
        case EOF -> throw lx.errorHere("unexpected end of input, expected a term");
        default -> throw lx.errorHere("expected a term, found " + lx.describeToken());
      }
      if (frame != null) {
        stack.push(frame);
        continue;
      }
      if (result == null) {
        result = pendingIdentifier;
        pendingIdentifier = null;
      }
      // deliver the finished term to the frames waiting for it
      while (true) {
        Frame top = stack.peek();
        if (top == null) {
          return result;
        }
        if (top.receive(result)) {
          break;
        }
        stack.pop();
        result = top.finish();
      }
    }
  }

  /** Decoded string literals by their raw text: benchmarks repeat the same few literals. */
  private final Map<String, SmtString> strings = new HashMap<>();

  private Built stringLiteral() {
    String raw = lx.symbolName(); // interned raw text of the literal, quotes included
    SmtString value = strings.get(raw);
    if (value == null) {
      value = lx.stringValue();
      strings.put(raw, value);
    }
    return new Built(new StringConstant(value), Sort.STRING);
  }

  private QualIdentifier plainIdentifier(String name) {
    Identifier id = identifiers.get(name);
    if (id == null) {
      id = Identifier.of(name);
      identifiers.put(name, id);
    }
    return new QualIdentifier(id, null);
  }

  private NumeralConstant numeralConstant() {
    if (lx.stop - lx.start <= 3) {
      int v = Integer.parseInt(lx.tokenText());
      if (v < SMALL_INTEGERS.length) {
        return new NumeralConstant(SMALL_INTEGERS[v]);
      }
    }
    return new NumeralConstant(bigInteger(lx.tokenText()));
  }

  private boolean isReservedTermWord() {
    return lx.isSymbol("let")
        || lx.isSymbol("forall")
        || lx.isSymbol("exists")
        || lx.isSymbol("match")
        || lx.isSymbol("!")
        || lx.isSymbol("_")
        || lx.isSymbol("as")
        || lx.isSymbol("par");
  }

  /** Set by {@link #openFrame} when the parenthesis held a qualified identifier, not a frame. */
  private Built pendingIdentifier;

  /** After '(' of a term: starts the frame for it (or reads a qualified constant). */
  private Frame openFrame(int at) {
    if (lx.kind == Kind.SYMBOL) {
      if (lx.isSymbol("let")) {
        lx.next();
        return new LetFrame(at);
      }
      if (lx.isSymbol("forall") || lx.isSymbol("exists")) {
        Quantified.Quantifier q =
            lx.isSymbol("forall") ? Quantified.Quantifier.FORALL : Quantified.Quantifier.EXISTS;
        lx.next();
        List<SortedVar> vs = sortedVars();
        if (vs.isEmpty()) {
          throw lx.error(at, q.keyword() + " needs at least one variable");
        }
        return new QuantFrame(at, q, vs);
      }
      if (lx.isSymbol("match")) {
        lx.next();
        return new MatchFrame(at);
      }
      if (lx.isSymbol("!")) {
        lx.next();
        return new AnnotFrame(at);
      }
      if (lx.isSymbol("as") || lx.isSymbol("_")) {
        pendingIdentifier = identifierTerm(parenthesisedIdentifier(), at);
        return null;
      }
    }
    QualIdentifier head;
    if (lx.kind == Kind.SYMBOL || lx.kind == Kind.QUOTED_SYMBOL) {
      if (lx.kind == Kind.SYMBOL && isReservedTermWord()) {
        throw lx.errorHere("unexpected " + lx.describeToken() + " here");
      }
      head = plainIdentifier(lx.symbolName());
      lx.next();
    } else if (lx.kind == Kind.LPAREN) {
      lx.next();
      head = parenthesisedIdentifier();
    } else {
      throw lx.errorHere("expected a function symbol, found " + lx.describeToken());
    }
    if (lx.kind == Kind.RPAREN) {
      throw lx.error(at, "application of " + head + " has no arguments");
    }
    return appFrame(at, head);
  }

  private Built identifierTerm(QualIdentifier q, int at) {
    if (sig == null) {
      return new Built(q, null);
    }
    if (q.isPlainSymbol()) {
      Sort v = vars.get(q.symbol());
      if (v != null) {
        return new Built(q, v);
      }
    }
    Sort cached = constants.get(q);
    if (cached != null) {
      return new Built(q, cached);
    }
    try {
      Sort s = sig.constantSort(q);
      constants.put(q, s);
      return new Built(q, s);
    } catch (SortError e) {
      throw lx.error(at, e.getMessage());
    }
  }

  /**
   * Sorts of constants already looked up. Declarations only add names, so entries stay right
   * until a pop or reset, which clear the cache.
   */
  private final Map<QualIdentifier, Sort> constants = new HashMap<>();

  /** Binds variables; returns what is needed to undo it. */
  private Object[] bind(List<SortedVar> vs) {
    Object[] saved = new Object[vs.size() * 2];
    for (int i = 0; i < vs.size(); i++) {
      SortedVar v = vs.get(i);
      saved[2 * i] = v.name();
      saved[2 * i + 1] = vars.put(v.name(), v.sort());
    }
    return saved;
  }

  private void unbind(Object[] saved) {
    for (int i = saved.length / 2 - 1; i >= 0; i--) {
      String name = (String) saved[2 * i];
      Sort old = (Sort) saved[2 * i + 1];
      if (old == null) {
        vars.remove(name);
      } else {
        vars.put(name, old);
      }
    }
  }

  private SortError unchecked(RuntimeException e) {
    return e instanceof SortError s ? s : new SortError(e.getMessage());
  }

  /** Finished application frames, reused: most nodes of a big file are applications. */
  private final ArrayDeque<AppFrame> appFramePool = new ArrayDeque<>();

  private AppFrame appFrame(int at, QualIdentifier head) {
    AppFrame f = appFramePool.poll();
    if (f == null) {
      return new AppFrame(at, head);
    }
    f.at = at;
    f.head = head;
    return f;
  }

  private final class AppFrame extends Frame {
    private QualIdentifier head;
    private final List<Term> args = new ArrayList<>(4);
    private final List<Sort> sorts;

    AppFrame(int at, QualIdentifier head) {
      super(at);
      this.head = head;
      this.sorts = sig == null ? null : new ArrayList<>(4);
    }

    private void recycle() {
      args.clear();
      if (sorts != null) {
        sorts.clear();
      }
      appFramePool.push(this);
    }

    @Override
    boolean receive(Built child) {
      args.add(child.term);
      if (sorts != null) {
        sorts.add(child.sort);
      }
      if (lx.kind == Kind.RPAREN) {
        lx.next();
        return false;
      }
      return true;
    }

    @Override
    Built finish() {
      Application app = new Application(head, args);
      if (sig == null) {
        recycle();
        return new Built(app, null);
      }
      try {
        Built b = new Built(app, sig.apply(head, sorts));
        recycle();
        return b;
      } catch (SortError e) {
        throw lx.error(at, e.getMessage());
      } catch (RuntimeException e) {
        throw lx.error(at, unchecked(e).getMessage());
      }
    }
  }

  private final class LetFrame extends Frame {
    private final List<VarBinding> bindings = new ArrayList<>();
    private final List<SortedVar> typed = new ArrayList<>();
    private String pending;
    private Term body;
    private Sort bodySort;
    private Object[] saved;

    LetFrame(int at) {
      super(at);
      expect(Kind.LPAREN, "'(' starting the let bindings");
      lx.next();
      startBinding();
    }

    private void startBinding() {
      expect(Kind.LPAREN, "'(' starting a let binding");
      lx.next();
      pending = symbol("a variable name");
    }

    @Override
    boolean receive(Built child) {
      if (pending != null) {
        for (VarBinding b : bindings) {
          if (b.name().equals(pending)) {
            throw lx.error(at, "let binds " + Symbols.print(pending) + " twice");
          }
        }
        bindings.add(new VarBinding(pending, child.term));
        if (sig != null) {
          typed.add(new SortedVar(pending, child.sort));
        }
        pending = null;
        expect(Kind.RPAREN, "')' closing a let binding");
        lx.next();
        if (lx.kind == Kind.LPAREN) {
          startBinding();
          return true;
        }
        expect(Kind.RPAREN, "')' closing the let bindings");
        lx.next();
        if (sig != null) {
          saved = bind(typed);
        }
        return true;
      }
      body = child.term;
      bodySort = child.sort;
      if (saved != null) {
        unbind(saved);
      }
      expect(Kind.RPAREN, "')' closing let");
      lx.next();
      return false;
    }

    @Override
    Built finish() {
      return new Built(new Let(bindings, body), bodySort);
    }
  }

  private final class QuantFrame extends Frame {
    private final Quantified.Quantifier quantifier;
    private final List<SortedVar> vs;
    private final Object[] saved;
    private Term body;

    QuantFrame(int at, Quantified.Quantifier quantifier, List<SortedVar> vs) {
      super(at);
      this.quantifier = quantifier;
      this.vs = vs;
      Object[] s = null;
      if (sig != null) {
        try {
          s = bind(resolved(vs));
        } catch (SortError e) {
          throw lx.error(at, e.getMessage());
        }
      }
      this.saved = s;
    }

    @Override
    boolean receive(Built child) {
      body = child.term;
      if (saved != null) {
        unbind(saved);
        if (!Sort.BOOL.equals(child.sort)) {
          throw lx.error(at, quantifier.keyword() + " body must be Bool, not " + child.sort);
        }
      }
      expect(Kind.RPAREN, "')' closing " + quantifier.keyword());
      lx.next();
      return false;
    }

    @Override
    Built finish() {
      return new Built(new Quantified(quantifier, vs, body), sig == null ? null : Sort.BOOL);
    }
  }

  private final class MatchFrame extends Frame {
    private Term scrutinee;
    private Sort scrutineeSort;
    private final List<MatchCase> cases = new ArrayList<>();
    private String constructor;
    private List<String> patternVars;
    private Object[] saved;
    private Sort resultSort;

    MatchFrame(int at) {
      super(at);
    }

    @Override
    boolean receive(Built child) {
      if (scrutinee == null) {
        scrutinee = child.term;
        scrutineeSort = child.sort;
        expect(Kind.LPAREN, "'(' starting the match cases");
        lx.next();
        startCase();
        return true;
      }
      if (saved != null) {
        unbind(saved);
        saved = null;
      }
      if (sig != null) {
        if (resultSort != null && !resultSort.equals(child.sort)) {
          throw lx.error(at, "match cases have different sorts: " + resultSort + " and " + child.sort);
        }
        resultSort = child.sort;
      }
      cases.add(new MatchCase(constructor, patternVars, child.term));
      expect(Kind.RPAREN, "')' closing a match case");
      lx.next();
      if (lx.kind == Kind.LPAREN) {
        startCase();
        return true;
      }
      expect(Kind.RPAREN, "')' closing the match cases");
      lx.next();
      expect(Kind.RPAREN, "')' closing match");
      lx.next();
      return false;
    }

    private void startCase() {
      int cat = lx.start;
      expect(Kind.LPAREN, "'(' starting a match case");
      lx.next();
      if (lx.kind == Kind.LPAREN) {
        lx.next();
        constructor = symbol("a constructor");
        List<String> vs = new ArrayList<>();
        while (lx.kind != Kind.RPAREN) {
          vs.add(symbol("a pattern variable"));
        }
        lx.next();
        patternVars = vs;
      } else {
        constructor = symbol("a pattern");
        patternVars = List.of();
      }
      if (sig != null) {
        List<SortedVar> bound = new ArrayList<>();
        Signature.ConstructorSymbol c = sig.constructor(constructor);
        if (c == null) {
          if (!patternVars.isEmpty()) {
            throw lx.error(cat, "unknown constructor " + constructor);
          }
          bound.add(new SortedVar(constructor, scrutineeSort)); // a variable pattern
        } else {
          if (c.selectors().size() != patternVars.size()) {
            throw lx.error(cat, "constructor " + constructor + " has " + c.selectors().size() + " field(s)");
          }
          for (int i = 0; i < patternVars.size(); i++) {
            bound.add(new SortedVar(patternVars.get(i), sig.resolve(c.selectors().get(i).sort())));
          }
        }
        saved = bind(bound);
      }
    }

    @Override
    Built finish() {
      return new Built(new Match(scrutinee, cases), resultSort);
    }
  }

  private final class AnnotFrame extends Frame {
    private Built inner;
    private final List<Attribute> attributes = new ArrayList<>();
    /** Collecting the terms of a :pattern, or null. */
    private List<Term> patternTerms;
    private boolean noPattern;

    AnnotFrame(int at) {
      super(at);
    }

    @Override
    boolean receive(Built child) {
      if (inner == null) {
        inner = child;
      } else if (noPattern) {
        attributes.add(new Attribute.NoPattern(child.term));
        noPattern = false;
      } else {
        patternTerms.add(child.term);
        if (lx.kind != Kind.RPAREN) {
          return true;
        }
        lx.next();
        attributes.add(new Attribute.Pattern(patternTerms));
        patternTerms = null;
      }
      return readAttributes();
    }

    /** Reads attributes until one needs terms (returns true) or the closing ')'. */
    private boolean readAttributes() {
      while (lx.kind == Kind.KEYWORD) {
        String kw = lx.tokenText();
        int kat = lx.start;
        lx.next();
        switch (kw) {
          case ":pattern" -> {
            expect(Kind.LPAREN, "'(' starting the pattern terms");
            lx.next();
            if (lx.kind == Kind.RPAREN) {
              throw lx.error(kat, ":pattern needs at least one term");
            }
            patternTerms = new ArrayList<>();
            return true;
          }
          case ":no-pattern" -> {
            noPattern = true;
            return true;
          }
          case ":named" -> attributes.add(new Attribute.Named(symbol("a name after :named")));
          case ":qid" -> attributes.add(new Attribute.Qid(attrSymbol()));
          case ":weight" -> attributes.add(new Attribute.Weight(numeral()));
          default -> {
            SExpr value =
                lx.kind == Kind.KEYWORD || lx.kind == Kind.RPAREN ? null : sexpr();
            attributes.add(new Attribute.Other(kw, value));
          }
        }
      }
      expect(Kind.RPAREN, "an attribute or ')' closing !");
      lx.next();
      if (attributes.isEmpty()) {
        throw lx.error(at, "! needs at least one attribute");
      }
      return false;
    }

    private String attrSymbol() {
      if (lx.kind == Kind.NUMERAL) {
        String s = lx.tokenText();
        lx.next();
        return s;
      }
      return symbol("a symbol after :qid");
    }

    @Override
    Built finish() {
      if (sig != null) {
        for (Attribute a : attributes) {
          if (a instanceof Attribute.Named n) {
            // a :named term is a nullary function from here on (SMT-LIB 2.6, §4.2.1)
            try {
              sig.declareFunction(n.name(), List.of(), inner.sort);
            } catch (SortError e) {
              throw lx.error(at, e.getMessage());
            }
          }
        }
      }
      return new Built(new Annotated(inner.term, attributes), inner.sort);
    }
  }
}
