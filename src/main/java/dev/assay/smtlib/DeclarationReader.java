package dev.assay.smtlib;

import dev.assay.smtlib.Lexer.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the commands that add to the signature (§4.2.3): sorts, functions, definitions and
 * datatypes, each after its command name; when checking, enters them into the {@link Signature}. A
 * function, constant, constructor or selector named like a theory symbol shadows it ({@link
 * Shadowing}): it is named {@code |mod|}, and the name means it from the declaration on (after a
 * definition's body, which cannot refer to the function itself; before a recursive one's).
 */
final class DeclarationReader extends CommandPartReader {
  private final SortReader sorts;

  DeclarationReader(TermReader terms) {
    super(terms);
    this.sorts = terms.sorts;
  }

  /** True for the names of the commands this reader reads. */
  static boolean reads(String command) {
    return switch (command) {
      case "declare-sort",
          "define-sort",
          "declare-fun",
          "declare-const",
          "define-fun",
          "define-fun-rec",
          "define-funs-rec",
          "declare-datatype",
          "declare-datatypes" ->
          true;
      default -> false;
    };
  }

  /** The body of declaration command {@code name}, which started at {@code at}. */
  Command read(String name, int at) {
    return switch (name) {
      case "declare-sort" -> declareSort();
      case "define-sort" -> defineSort();
      case "declare-fun" -> declareFun();
      case "declare-const" -> declareConst();
      case "define-fun" -> defineFun(at);
      case "define-fun-rec" -> defineFunRec(at);
      case "define-funs-rec" -> defineFunsRec(at);
      case "declare-datatype" -> declareDatatype();
      case "declare-datatypes" -> declareDatatypes(at);
      default -> throw new IllegalArgumentException("not a declaration: " + name);
    };
  }

  private Command declareSort() {
    String s = tokens.symbol("a sort name");
    int arity = lx.kind == Kind.NUMERAL ? tokens.numeralInt("arity") : 0;
    if (sig != null) {
      sig.declareSort(s, arity);
    }
    return new Command.DeclareSort(s, arity);
  }

  private Command defineSort() {
    String s = tokens.symbol("a sort name");
    List<String> params = tokens.symbolList("sort parameters");
    Sort body = sorts.sort();
    if (sig != null) {
      sig.defineSort(s, params, body);
    }
    return new Command.DefineSort(s, params, body);
  }

  private Command declareFun() {
    String symbol = tokens.symbol("a function name");
    String f = Shadowing.declaredName(symbol);
    tokens.skip(Kind.LPAREN, "'(' starting the argument sorts");
    List<Sort> args = new ArrayList<>();
    while (lx.kind != Kind.RPAREN) {
      args.add(sorts.sort());
    }
    lx.next();
    Sort result = sorts.sort();
    if (sig != null) {
      List<Sort> resolved = new ArrayList<>();
      for (Sort a : args) {
        resolved.add(sig.resolve(a));
      }
      sig.declareFunction(f, resolved, sig.resolve(result));
    }
    terms.beginShadowing(symbol);
    return new Command.DeclareFun(f, args, result);
  }

  private Command declareConst() {
    String symbol = tokens.symbol("a constant name");
    String f = Shadowing.declaredName(symbol);
    Sort s = sorts.sort();
    if (sig != null) {
      sig.declareFunction(f, List.of(), sig.resolve(s));
    }
    terms.beginShadowing(symbol);
    return new Command.DeclareConst(f, s);
  }

  private Command defineFun(int at) {
    Command.FunctionDec dec = functionDec();
    Term body = definitionBody(dec, at);
    if (sig != null) {
      sig.defineFunction(
          dec.name(), terms.resolved(dec.params()), sig.resolve(dec.resultSort()), body);
    }
    terms.beginShadowing(Shadowing.theorySymbol(dec.name()));
    return new Command.DefineFun(dec, body);
  }

  private Command defineFunRec(int at) {
    Command.FunctionDec dec = functionDec();
    if (sig != null) {
      sig.defineFunction(
          dec.name(), terms.resolved(dec.params()), sig.resolve(dec.resultSort()), null);
    }
    terms.beginShadowing(Shadowing.theorySymbol(dec.name()));
    Term body = definitionBody(dec, at);
    if (sig != null) {
      sig.setBody(dec.name(), body);
    }
    return new Command.DefineFunRec(dec, body);
  }

  private Command defineFunsRec(int at) {
    List<Command.FunctionDec> decs =
        tokens.groupList(
            "'(' starting the function declarations",
            this::functionDec,
            "')' closing a function declaration",
            "')' closing the function declarations");
    if (sig != null) {
      for (Command.FunctionDec d : decs) {
        sig.defineFunction(d.name(), terms.resolved(d.params()), sig.resolve(d.resultSort()), null);
      }
    }
    for (Command.FunctionDec d : decs) {
      terms.beginShadowing(Shadowing.theorySymbol(d.name()));
    }
    tokens.skip(Kind.LPAREN, "'(' starting the function bodies");
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
    tokens.skip(Kind.RPAREN, "')' closing the function bodies");
    return new Command.DefineFunsRec(decs, bodies);
  }

  private Command declareDatatype() {
    String s = tokens.symbol("a datatype name");
    Command.DatatypeDec dt = datatypeDec();
    if (sig != null) {
      sig.declareDatatypes(List.of(new Command.SortDec(s, dt.params().size())), List.of(dt));
    }
    beginShadowing(dt);
    return new Command.DeclareDatatype(s, dt);
  }

  private Command declareDatatypes(int at) {
    List<Command.SortDec> decs =
        tokens.groupList(
            "'(' starting the sort declarations",
            () -> new Command.SortDec(tokens.symbol("a datatype name"), tokens.numeralInt("arity")),
            "')' closing a sort declaration",
            "')' closing the sort declarations");
    tokens.skip(Kind.LPAREN, "'(' starting the datatype declarations");
    List<Command.DatatypeDec> bodies = new ArrayList<>();
    while (lx.kind == Kind.LPAREN) {
      bodies.add(datatypeDec());
    }
    tokens.skip(Kind.RPAREN, "')' closing the datatype declarations");
    if (bodies.size() != decs.size()) {
      throw lx.error(
          at, "declare-datatypes declares " + decs.size() + " sorts but defines " + bodies.size());
    }
    if (sig != null) {
      sig.declareDatatypes(decs, bodies);
    }
    for (Command.DatatypeDec dt : bodies) {
      beginShadowing(dt);
    }
    return new Command.DeclareDatatypes(decs, bodies);
  }

  // ---- parts ----------------------------------------------------------------------------------

  /** The constructors and selectors of {@code dt} mean the user's from here on. */
  private void beginShadowing(Command.DatatypeDec dt) {
    for (Command.ConstructorDec c : dt.constructors()) {
      terms.beginShadowing(Shadowing.theorySymbol(c.name()));
      for (Command.SelectorDec s : c.selectors()) {
        terms.beginShadowing(Shadowing.theorySymbol(s.name()));
      }
    }
  }

  /** {@code f ((x S) ...) R}. */
  private Command.FunctionDec functionDec() {
    String f = Shadowing.declaredName(tokens.symbol("a function name"));
    List<SortedVar> params = sorts.sortedVars();
    Sort result = sorts.sort();
    return new Command.FunctionDec(f, params, result);
  }

  /** A definition's body, read with its parameters in scope and checked against its sort. */
  private Term definitionBody(Command.FunctionDec dec, int at) {
    int bat = lx.start;
    Object[] saved = terms.bind(terms.forBinding(dec.params()));
    Term body = terms.term();
    TermReader.unbind(saved);
    if (sig != null) {
      Sort declared = sig.resolve(dec.resultSort());
      if (!compatible(declared, terms.termSort)) {
        throw lx.error(
            bat,
            "body of "
                + Symbols.print(dec.name())
                + " has sort "
                + terms.termSort
                + ", declared "
                + declared);
      }
    }
    return body;
  }

  private static boolean compatible(Sort declared, Sort actual) {
    return declared.equals(actual) || (declared.equals(Sort.REAL) && actual.equals(Sort.INT));
  }

  /** {@code ((C (sel S) ...) ...)} or {@code (par (T ...) ((C ...) ...))}. */
  private Command.DatatypeDec datatypeDec() {
    tokens.skip(Kind.LPAREN, "'(' starting a datatype declaration");
    List<String> params = List.of();
    if (lx.isSymbol("par")) {
      lx.next();
      params = tokens.symbolList("datatype parameters");
      tokens.skip(Kind.LPAREN, "'(' starting the constructors");
    }
    List<Command.ConstructorDec> cons =
        tokens.groups(this::constructorDec, "')' closing a constructor");
    if (cons.isEmpty()) {
      throw lx.errorHere("a datatype needs at least one constructor");
    }
    tokens.skip(Kind.RPAREN, "')' closing the datatype declaration");
    if (!params.isEmpty()) {
      tokens.skip(Kind.RPAREN, "')' closing par");
    }
    return new Command.DatatypeDec(params, cons);
  }

  /** {@code C (sel S) ...} inside its parentheses. */
  private Command.ConstructorDec constructorDec() {
    String c = Shadowing.declaredName(tokens.symbol("a constructor name"));
    List<Command.SelectorDec> sels =
        tokens.groups(
            () ->
                new Command.SelectorDec(
                    Shadowing.declaredName(tokens.symbol("a selector name")), sorts.sort()),
            "')' closing a selector");
    return new Command.ConstructorDec(c, sels);
  }
}
