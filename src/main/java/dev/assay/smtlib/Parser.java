package dev.assay.smtlib;

import dev.assay.core.InputError;
import dev.assay.smtlib.Lexer.Kind;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
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

  /*
   * Shared payloads, never shared nodes: every node the reader returns is its own instance, so
   * identity-keyed side tables of the techniques (parity, sorts by node) stay right; what is
   * shared are the immutable values inside nodes (identifiers, small BigIntegers, decoded string
   * literals), which keeps big scripts small.
   */

  private static final BigInteger[] SMALL_INTEGERS = new BigInteger[1024];

  static {
    for (int i = 0; i < SMALL_INTEGERS.length; i++) {
      SMALL_INTEGERS[i] = BigInteger.valueOf(i);
    }
  }

  private Parser(String text, String source, Signature sig) {
    this(Utf8.encode(text), source, sig);
  }

  private Parser(byte[] utf8, String source, Signature sig) {
    this.lx = new Lexer(utf8, source == null ? "<input>" : source);
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

  /**
   * Reads and sort-checks a whole script given as the bytes of a file, which must be strict UTF-8
   * (else the error of {@link SourceText#decode}). The same as decoding first and calling {@link
   * #readScript(String, String)}, without building the text as a String.
   */
  public static CheckedScript readScript(byte[] utf8, String source) {
    SourceText.checkUtf8(utf8, source);
    Signature sig = new Signature();
    Parser p = new Parser(utf8, source, sig);
    return new CheckedScript(new Script(p.commands()), sig);
  }

  /** Reads one term without sort checking. */
  public static Term parseTerm(String text) {
    Parser p = new Parser(text, "<term>", null);
    Term t = p.term();
    p.expectEnd();
    return t;
  }

  /** Reads and sort-checks one term against a signature (which is not changed). */
  public static Term parseTerm(String text, Signature signature) {
    Parser p = new Parser(text, "<term>", signature);
    Term t = p.term();
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
   * Reads the commands inside a model answer: z3's {@code (model (define-fun ...) ...)} or {@code
   * ((define-fun ...) ...)}, and cvc5's {@code ((define-fun ...) ...)}, without sort checking.
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
      Term t = p.term();
      Term v = p.term();
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
    String name = lx.symbolName();
    lx.next();
    Command c;
    try {
      c = commandBody(name, at);
    } catch (SortError e) {
      throw lx.error(at, e.getMessage());
    }
    if (lx.kind != Kind.RPAREN) {
      throw expected("')' closing " + name); // message built only when needed: once per command
    }
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
            sig.defineFunction(
                dec.name(), resolved(dec.params()), sig.resolve(dec.resultSort()), body);
          }
          return new Command.DefineFun(dec, body);
        }
      case "define-fun-rec":
        {
          Command.FunctionDec dec = functionDec();
          if (sig != null) {
            sig.defineFunction(
                dec.name(), resolved(dec.params()), sig.resolve(dec.resultSort()), null);
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
            throw lx.error(
                at,
                "declare-datatypes declares " + sorts.size() + " sorts but defines " + decs.size());
          }
          if (sig != null) {
            sig.declareDatatypes(sorts, decs);
          }
          return new Command.DeclareDatatypes(sorts, decs);
        }
      case "assert":
        {
          int tat = lx.start;
          Term t = term();
          requireBool(tat, "assert");
          return new Command.Assert(t);
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
            forgetConstants();
          }
          return new Command.Pop(n);
        }
      case "reset":
        if (sig != null) {
          sig.clear();
          forgetConstants();
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
    Term body = term();
    if (sig != null) {
      unbind(saved);
      Sort declared = sig.resolve(dec.resultSort());
      if (!compatible(declared, termSort)) {
        throw lx.error(
            bat,
            "body of "
                + Symbols.print(dec.name())
                + " has sort "
                + termSort
                + ", declared "
                + declared);
      }
    }
    return body;
  }

  private static boolean compatible(Sort declared, Sort actual) {
    return declared.equals(actual) || (declared.equals(Sort.REAL) && actual.equals(Sort.INT));
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
      Term t = term();
      if (requireBool) {
        requireBool(tat, what);
      }
      r.add(t);
    }
    lx.next();
    return r;
  }

  /** Checks that the term just read ({@link #termSort}) is Bool. */
  private void requireBool(int at, String where) {
    if (sig != null && !Sort.BOOL.equals(termSort)) {
      throw lx.error(at, where + " needs a Bool term, this one has sort " + termSort);
    }
  }

  // ---- tokens ---------------------------------------------------------------------------------

  private void expect(Kind k, String what) {
    if (lx.kind != k) {
      throw expected(what);
    }
  }

  /** The error for a token other than {@code what} here. */
  private InputError expected(String what) {
    return lx.errorHere("expected " + what + ", found " + lx.describeToken());
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
    return digits.length() < 18
        ? BigInteger.valueOf(Long.parseLong(digits))
        : new BigInteger(digits);
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
      Name n = name();
      lx.next();
      if (n.simpleSort == null) {
        n.simpleSort = Sort.simple(n.text);
      }
      return n.simpleSort;
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

  // ---- names ----------------------------------------------------------------------------------

  /** The reserved words that may not stand alone as a term (they start a construct). */
  private enum Keyword {
    NONE,
    LET,
    FORALL,
    EXISTS,
    MATCH,
    BANG,
    UNDERSCORE,
    AS,
    PAR;

    static Keyword of(String name) {
      return switch (name) {
        case "let" -> LET;
        case "forall" -> FORALL;
        case "exists" -> EXISTS;
        case "match" -> MATCH;
        case "!" -> BANG;
        case "_" -> UNDERSCORE;
        case "as" -> AS;
        case "par" -> PAR;
        default -> NONE;
      };
    }
  }

  /**
   * What this parser knows about one name, found by the lexer's id for it: a benchmark uses a few
   * names millions of times, and an array slot per name replaces several hash lookups per token
   * (identifier, reserved word, variable in scope, constant's sort, theory rule).
   */
  private static final class Name {
    final String text;

    /** The shared payload of every identifier node with this name. */
    final Identifier identifier;

    /** Which reserved word the name is, if unquoted. */
    final Keyword keyword;

    /** The rank rule if the name is a theory function symbol (users cannot redeclare those). */
    final TheorySignatures.Rule theoryRule;

    /** The sort of the innermost bound variable of this name in scope, or null. */
    Sort boundSort;

    /** Its sort as a constant, valid while {@link #constantEpoch} is the parser's epoch. */
    Sort constantSort;

    int constantEpoch;

    /** The sort named by this symbol, made on first use. */
    Sort simpleSort;

    /** The decoded value of a string literal whose raw text (quotes included) is this name. */
    SmtString literal;

    Name(String text) {
      this.text = text;
      this.identifier = Identifier.of(text);
      this.keyword = Keyword.of(text);
      this.theoryRule = TheorySignatures.rule(text);
    }
  }

  /** Names by the lexer's id; grown as new names appear. */
  private Name[] names = new Name[256];

  /** The name of the current symbol or string literal token. */
  private Name name() {
    return nameById(lx.symbolId());
  }

  private Name nameById(int id) {
    if (id >= names.length) {
      names = Arrays.copyOf(names, Math.max(2 * names.length, id + 1));
    }
    Name n = names[id];
    if (n == null) {
      n = new Name(lx.name(id));
      names[id] = n;
    }
    return n;
  }

  /**
   * The name with this text. Variables are bound by names this parser read, so the lexer knows
   * them; a text it never saw gets a name of its own, which no token can refer to.
   */
  private Name nameOf(String text) {
    int id = lx.idOf(text);
    return id >= 0 ? nameById(id) : new Name(text);
  }

  /**
   * Cached constant sorts are valid while the epoch is unchanged. Declarations only add names, so
   * entries stay right until a pop or reset, which start a new epoch.
   */
  private int epoch = 1;

  /** Sorts of the other constant-like identifiers ({@code (as ...)}, {@code (_ ...)}). */
  private final Map<QualIdentifier, Sort> constants = new HashMap<>();

  private void forgetConstants() {
    epoch++;
    constants.clear();
  }

  // ---- terms ----------------------------------------------------------------------------------

  /**
   * The sort of the term the last {@link #term()} returned, or of the child being delivered to a
   * frame (null when not checking). A field rather than a (term, sort) pair object per node, which
   * a 20 MB file would allocate a million times.
   */
  private Sort termSort;

  /** A term under construction whose children are being read. */
  private abstract static class Frame {
    int at;

    Frame(int at) {
      this.at = at;
    }

    /**
     * Takes a finished child, whose sort is in {@link Parser#termSort}; returns true if another
     * term must be read next.
     */
    abstract boolean receive(Term child);

    /** The finished term; sets {@link Parser#termSort} to its sort. */
    abstract Term finish();
  }

  /**
   * The stack of open frames. {@link #term()} never runs inside another call of itself (frames read
   * only sorts, symbols and S-expressions), so one stack serves every call.
   */
  private final ArrayDeque<Frame> frames = new ArrayDeque<>();

  private Term term() {
    ArrayDeque<Frame> stack = frames;
    stack.clear();
    Term result;
    while (true) {
      int at = lx.start;
      Frame frame = null;
      result = null;
      switch (lx.kind) {
        case NUMERAL -> {
          result = numeralConstant();
          termSort = Sort.INT;
          lx.next();
        }
        case DECIMAL -> {
          result = new DecimalConstant(new BigDecimal(lx.tokenText()));
          termSort = Sort.REAL;
          lx.next();
        }
        case HEX -> {
          HexConstant h = new HexConstant(lx.tokenText().substring(2));
          result = h;
          termSort = Sort.bitVec(h.width());
          lx.next();
        }
        case BINARY -> {
          BinaryConstant b = new BinaryConstant(lx.tokenText().substring(2));
          result = b;
          termSort = Sort.bitVec(b.width());
          lx.next();
        }
        case STRING -> {
          result = stringLiteral();
          termSort = Sort.STRING;
          lx.next();
        }
        case SYMBOL, QUOTED_SYMBOL -> {
          Name n = name();
          if (lx.kind == Kind.SYMBOL && n.keyword != Keyword.NONE) {
            throw lx.errorHere("unexpected " + lx.describeToken() + " here");
          }
          lx.next();
          result = new QualIdentifier(n.identifier, null);
          termSort = sig == null ? null : nameSort(n, at);
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
        result = pendingIdentifier; // termSort was set with it
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

  private StringConstant stringLiteral() {
    Name n = name(); // keyed by the raw text: benchmarks repeat the same few literals
    if (n.literal == null) {
      n.literal = lx.stringValue();
    }
    return new StringConstant(n.literal);
  }

  private NumeralConstant numeralConstant() {
    int v = lx.smallNumeral();
    if (v >= 0 && v < SMALL_INTEGERS.length) {
      return new NumeralConstant(SMALL_INTEGERS[v]);
    }
    return new NumeralConstant(bigInteger(lx.tokenText()));
  }

  /** The sort of a plain identifier: a bound variable, else a constant (cached). */
  private Sort nameSort(Name n, int at) {
    if (n.boundSort != null) {
      return n.boundSort;
    }
    if (n.constantEpoch != epoch) {
      n.constantSort = constantSort(new QualIdentifier(n.identifier, null), at);
      n.constantEpoch = epoch;
    }
    return n.constantSort;
  }

  private Sort constantSort(QualIdentifier q, int at) {
    try {
      return sig.constantSort(q);
    } catch (SortError e) {
      throw lx.error(at, e.getMessage());
    }
  }

  /**
   * Set by {@link #openFrame} when the parenthesis held a qualified identifier, not a frame (its
   * sort is then in {@link #termSort}).
   */
  private QualIdentifier pendingIdentifier;

  /** After '(' of a term: starts the frame for it (or reads a qualified constant). */
  private Frame openFrame(int at) {
    QualIdentifier head;
    TheorySignatures.Rule rule = null;
    if (lx.kind == Kind.SYMBOL || lx.kind == Kind.QUOTED_SYMBOL) {
      Name n = name();
      Keyword k = lx.kind == Kind.SYMBOL ? n.keyword : Keyword.NONE;
      switch (k) {
        case LET -> {
          lx.next();
          return new LetFrame(at);
        }
        case FORALL, EXISTS -> {
          Quantified.Quantifier q =
              k == Keyword.FORALL ? Quantified.Quantifier.FORALL : Quantified.Quantifier.EXISTS;
          lx.next();
          List<SortedVar> vs = sortedVars();
          if (vs.isEmpty()) {
            throw lx.error(at, q.keyword() + " needs at least one variable");
          }
          return new QuantFrame(at, q, vs);
        }
        case MATCH -> {
          lx.next();
          return new MatchFrame(at);
        }
        case BANG -> {
          lx.next();
          return new AnnotFrame(at);
        }
        case AS, UNDERSCORE -> {
          pendingIdentifier = parenthesisedIdentifier();
          termSort = identifierSort(pendingIdentifier, at);
          return null;
        }
        case PAR -> throw lx.errorHere("unexpected " + lx.describeToken() + " here");
        default -> { // NONE: an ordinary function symbol
          head = new QualIdentifier(n.identifier, null);
          rule = n.theoryRule;
          lx.next();
        }
      }
    } else if (lx.kind == Kind.LPAREN) {
      lx.next();
      head = parenthesisedIdentifier();
    } else {
      throw lx.errorHere("expected a function symbol, found " + lx.describeToken());
    }
    if (lx.kind == Kind.RPAREN) {
      throw lx.error(at, "application of " + head + " has no arguments");
    }
    return appFrame(at, head, rule);
  }

  /** The sort of a parenthesised constant such as {@code (as x S)} or {@code (_ bv5 8)}. */
  private Sort identifierSort(QualIdentifier q, int at) {
    if (sig == null) {
      return null;
    }
    Sort cached = constants.get(q);
    if (cached == null) {
      cached = constantSort(q, at);
      constants.put(q, cached);
    }
    return cached;
  }

  /** Binds variables; returns what is needed to undo it: (name, previous sort) pairs. */
  private Object[] bind(List<SortedVar> vs) {
    Object[] saved = new Object[vs.size() * 2];
    for (int i = 0; i < vs.size(); i++) {
      bind(nameOf(vs.get(i).name()), vs.get(i).sort(), saved, i);
    }
    return saved;
  }

  /** Binds the {@code i}th variable, {@code n}, recording its previous sort in {@code saved}. */
  private static void bind(Name n, Sort sort, Object[] saved, int i) {
    saved[2 * i] = n;
    saved[2 * i + 1] = n.boundSort;
    n.boundSort = sort;
  }

  private void unbind(Object[] saved) {
    for (int i = saved.length / 2 - 1; i >= 0; i--) {
      ((Name) saved[2 * i]).boundSort = (Sort) saved[2 * i + 1];
    }
  }

  private SortError unchecked(RuntimeException e) {
    return e instanceof SortError s ? s : new SortError(e.getMessage());
  }

  /** Finished application frames, reused: most nodes of a big file are applications. */
  private final ArrayDeque<AppFrame> appFramePool = new ArrayDeque<>();

  private AppFrame appFrame(int at, QualIdentifier head, TheorySignatures.Rule rule) {
    AppFrame f = appFramePool.poll();
    if (f == null) {
      f = new AppFrame();
    }
    f.at = at;
    f.head = head;
    f.rule = rule;
    return f;
  }

  private final class AppFrame extends Frame {
    private QualIdentifier head;

    /** The head's theory rule when it is a plain theory symbol, else null. */
    private TheorySignatures.Rule rule;

    private Term[] args = new Term[4];
    private int count;
    private final List<Sort> sorts;

    AppFrame() {
      super(0);
      this.sorts = sig == null ? null : new ArrayList<>(4);
    }

    private void recycle() {
      Arrays.fill(args, 0, count, null);
      count = 0;
      if (sorts != null) {
        sorts.clear();
      }
      appFramePool.push(this);
    }

    @Override
    boolean receive(Term child) {
      if (count == args.length) {
        args = Arrays.copyOf(args, 2 * count);
      }
      args[count++] = child;
      if (sorts != null) {
        sorts.add(termSort);
      }
      if (lx.kind == Kind.RPAREN) {
        lx.next();
        return false;
      }
      return true;
    }

    @Override
    Term finish() {
      Application app = new Application(head, exactList(args, count));
      if (sig == null) {
        recycle();
        termSort = null;
        return app;
      }
      try {
        // a plain theory symbol goes straight to its rule, as Signature.apply would send it
        termSort = rule != null ? rule.apply(head.id(), sorts) : sig.apply(head, sorts);
        recycle();
        return app;
      } catch (SortError e) {
        throw lx.error(at, e.getMessage());
      } catch (RuntimeException e) {
        throw lx.error(at, unchecked(e).getMessage());
      }
    }
  }

  /**
   * The first {@code n} terms as an immutable list of exactly that size, which {@link
   * Application}'s {@code List.copyOf} keeps as it is: up to four arguments, {@code List.of}
   * allocates only the list itself.
   */
  private static List<Term> exactList(Term[] a, int n) {
    return switch (n) {
      case 1 -> List.of(a[0]);
      case 2 -> List.of(a[0], a[1]);
      case 3 -> List.of(a[0], a[1], a[2]);
      case 4 -> List.of(a[0], a[1], a[2], a[3]);
      default -> List.of(Arrays.copyOf(a, n));
    };
  }

  private final class LetFrame extends Frame {
    /** Most lets bind one or two names. */
    private final List<VarBinding> bindings = new ArrayList<>(2);

    /** The bound names and, when checking, the sorts of their terms. */
    private final List<Name> boundNames = new ArrayList<>(2);

    private final List<Sort> boundSorts = new ArrayList<>(2);
    private Name pending;
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
      if (lx.kind != Kind.SYMBOL && lx.kind != Kind.QUOTED_SYMBOL) {
        throw expected("a variable name");
      }
      pending = name();
      lx.next();
    }

    @Override
    boolean receive(Term child) {
      if (pending != null) {
        for (int i = 0; i < boundNames.size(); i++) {
          if (boundNames.get(i) == pending) { // one Name per text
            throw lx.error(at, "let binds " + Symbols.print(pending.text) + " twice");
          }
        }
        bindings.add(new VarBinding(pending.text, child));
        boundNames.add(pending);
        boundSorts.add(termSort);
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
          // parallel let: the names come into scope only now, for the body
          saved = new Object[2 * boundNames.size()];
          for (int i = 0; i < boundNames.size(); i++) {
            bind(boundNames.get(i), boundSorts.get(i), saved, i);
          }
        }
        return true;
      }
      body = child;
      bodySort = termSort;
      if (saved != null) {
        unbind(saved);
      }
      expect(Kind.RPAREN, "')' closing let");
      lx.next();
      return false;
    }

    @Override
    Term finish() {
      termSort = bodySort;
      return new Let(bindings, body);
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
    boolean receive(Term child) {
      body = child;
      if (saved != null) {
        unbind(saved);
        if (!Sort.BOOL.equals(termSort)) {
          throw lx.error(at, quantifier.keyword() + " body must be Bool, not " + termSort);
        }
      }
      if (lx.kind != Kind.RPAREN) {
        throw expected("')' closing " + quantifier.keyword());
      }
      lx.next();
      return false;
    }

    @Override
    Term finish() {
      termSort = sig == null ? null : Sort.BOOL;
      return new Quantified(quantifier, vs, body);
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
    boolean receive(Term child) {
      if (scrutinee == null) {
        scrutinee = child;
        scrutineeSort = termSort;
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
        if (resultSort != null && !resultSort.equals(termSort)) {
          throw lx.error(
              at, "match cases have different sorts: " + resultSort + " and " + termSort);
        }
        resultSort = termSort;
      }
      cases.add(new MatchCase(constructor, patternVars, child));
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
            throw lx.error(
                cat, "constructor " + constructor + " has " + c.selectors().size() + " field(s)");
          }
          for (int i = 0; i < patternVars.size(); i++) {
            bound.add(new SortedVar(patternVars.get(i), sig.resolve(c.selectors().get(i).sort())));
          }
        }
        saved = bind(bound);
      }
    }

    @Override
    Term finish() {
      termSort = resultSort;
      return new Match(scrutinee, cases);
    }
  }

  private final class AnnotFrame extends Frame {
    private Term inner;
    private Sort innerSort;
    private final List<Attribute> attributes = new ArrayList<>();

    /** Collecting the terms of a :pattern, or null. */
    private List<Term> patternTerms;

    private boolean noPattern;

    AnnotFrame(int at) {
      super(at);
    }

    @Override
    boolean receive(Term child) {
      if (inner == null) {
        inner = child;
        innerSort = termSort;
      } else if (noPattern) {
        attributes.add(new Attribute.NoPattern(child));
        noPattern = false;
      } else {
        patternTerms.add(child);
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
            SExpr value = lx.kind == Kind.KEYWORD || lx.kind == Kind.RPAREN ? null : sexpr();
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
    Term finish() {
      if (sig != null) {
        for (Attribute a : attributes) {
          if (a instanceof Attribute.Named n) {
            // a :named term is a nullary function from here on (SMT-LIB 2.6, §4.2.1)
            try {
              sig.declareFunction(n.name(), List.of(), innerSort);
            } catch (SortError e) {
              throw lx.error(at, e.getMessage());
            }
          }
        }
      }
      termSort = innerSort;
      return new Annotated(inner, attributes);
    }
  }
}
