package dev.assay.smtlib;

import dev.assay.smtlib.Lexer.Kind;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads commands (§3.9): the command name, then its body, given to {@link DeclarationReader} for
 * the commands that declare and to the terms, keywords and S-expressions of the others; a command
 * it does not know becomes {@link Command.Unknown}, so solver-specific scripts round-trip. Keeps
 * the assertion-stack levels of the signature in step with push, pop and reset.
 */
final class CommandReader extends CommandPartReader {
  private final DeclarationReader declarations;

  CommandReader(TermReader terms, DeclarationReader declarations) {
    super(terms);
    this.declarations = declarations;
  }

  /** The commands up to the end of the input. */
  List<Command> commands() {
    List<Command> r = new ArrayList<>();
    while (lx.kind != Kind.EOF) {
      r.add(command());
    }
    return r;
  }

  /** One parenthesised command. */
  Command command() {
    int at = lx.start;
    tokens.skip(Kind.LPAREN, "'(' starting a command");
    if (lx.kind != Kind.SYMBOL) {
      throw tokens.expected("a command name");
    }
    String name = lx.symbolName();
    lx.next();
    Command c;
    try {
      c = DeclarationReader.reads(name) ? declarations.read(name, at) : body(name, at);
    } catch (SortError e) {
      throw lx.error(at, e.getMessage());
    }
    if (lx.kind != Kind.RPAREN) {
      throw tokens.expected("')' closing " + name); // message built only when needed
    }
    lx.next();
    return c;
  }

  private Command body(String name, int at) {
    switch (name) {
      case "set-logic":
        return new Command.SetLogic(tokens.symbol("a logic name"));
      case "set-option":
        {
          String kw = tokens.keyword();
          return new Command.SetOption(kw, lx.kind == Kind.RPAREN ? null : SExprReader.read(lx));
        }
      case "set-info":
        {
          String kw = tokens.keyword();
          return new Command.SetInfo(kw, lx.kind == Kind.RPAREN ? null : SExprReader.read(lx));
        }
      case "assert":
        {
          int tat = lx.start;
          Term t = terms.term();
          terms.requireBool(tat, "assert");
          return new Command.Assert(t);
        }
      case "check-sat":
        return new Command.CheckSat();
      case "check-sat-assuming":
        return new Command.CheckSatAssuming(terms.termList("assumptions", true));
      case "get-model":
        return new Command.GetModel();
      case "get-value":
        {
          List<Term> ts = terms.termList("terms", false);
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
        return new Command.GetInfo(tokens.keyword());
      case "get-option":
        return new Command.GetOption(tokens.keyword());
      case "push":
        {
          BigInteger n = lx.kind == Kind.NUMERAL ? tokens.numeral() : BigInteger.ONE;
          if (sig != null) {
            sig.push(levels(n, at));
          }
          tokens.shadows.push(n);
          return new Command.Push(n);
        }
      case "pop":
        {
          BigInteger n = lx.kind == Kind.NUMERAL ? tokens.numeral() : BigInteger.ONE;
          if (sig != null) {
            sig.pop(levels(n, at));
            terms.forgetConstants();
          }
          tokens.shadows.pop(n);
          return new Command.Pop(n);
        }
      case "reset":
        if (sig != null) {
          sig.clear();
          terms.forgetConstants();
        }
        tokens.shadows.reset();
        return new Command.Reset();
      case "reset-assertions":
        return new Command.ResetAssertions();
      case "echo":
        {
          tokens.expect(Kind.STRING, "a string");
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
            items.add(SExprReader.read(lx));
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
}
