package dev.assay.smtlib;

import dev.assay.smtlib.Lexer.Kind;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads SMT-LIB 2.6 scripts, terms, sorts and S-expressions (§3): the entry points of the reader.
 * The work is split by what is read: {@link CommandReader} (commands), {@link DeclarationReader}
 * (the commands that declare), {@link TermReader} with its {@link TermFrame frames} (terms, with an
 * explicit stack, so nesting depth is limited only by memory), {@link SortReader} (sorts and
 * identifiers) and {@link SExprReader}, over one {@link Tokens} cursor. With a {@link Signature}
 * the reader also sort-checks as it goes, so an ill-sorted term is reported at its own line and
 * column.
 *
 * <p>Every error is an {@link dev.assay.core.InputError} with {@code source:line:col}.
 */
public final class Parser {
  private final Tokens tokens;
  private final Lexer lx;
  private final SortReader sorts;
  private final TermReader terms;
  private final CommandReader commands;

  private Parser(String text, String source, Signature sig) {
    this(Utf8.encode(text), source, sig, sig == null ? Set.of() : sig.shadowedSymbols());
  }

  /**
   * A reader of {@code utf8}, sort-checking against {@code sig} unless it is null, with the theory
   * symbols in {@code shadowed} shadowed by declarations made before the text ({@link Shadowing}).
   */
  private Parser(byte[] utf8, String source, Signature sig, Set<String> shadowed) {
    this.tokens = new Tokens(utf8, source, shadowed);
    this.lx = tokens.lx;
    this.sorts = new SortReader(tokens);
    this.terms = new TermReader(tokens, sig, sorts);
    this.commands = new CommandReader(terms, new DeclarationReader(terms));
  }

  /** Reads a whole script without sort checking (e.g. solver output, partial scripts). */
  public static Script parseScript(String text, String source) {
    Parser p = new Parser(text, source, null);
    return new Script(p.commands.commands());
  }

  /** Reads and sort-checks a whole script. */
  public static CheckedScript readScript(String text, String source) {
    Signature sig = new Signature();
    Parser p = new Parser(text, source, sig);
    return new CheckedScript(new Script(p.commands.commands()), sig);
  }

  /**
   * Reads and sort-checks a whole script given as the bytes of a file, which must be strict UTF-8
   * (else the error of {@link SourceText#decode}). The same as decoding first and calling {@link
   * #readScript(String, String)}, without building the text as a String.
   */
  public static CheckedScript readScript(byte[] utf8, String source) {
    SourceText.checkUtf8(utf8, source);
    Signature sig = new Signature();
    Parser p = new Parser(utf8, source, sig, Set.of());
    return new CheckedScript(new Script(p.commands.commands()), sig);
  }

  /** Reads one term without sort checking. */
  public static Term parseTerm(String text) {
    Parser p = new Parser(text, "<term>", null);
    Term t = p.terms.term();
    p.tokens.expectEnd();
    return t;
  }

  /**
   * Reads one term without sort checking, after declarations that shadow the theory symbols {@code
   * shadowed} (a solver's echo of a script's terms: {@code (mod x 1)} is the script's {@code
   * |mod|}).
   */
  public static Term parseTerm(String text, Set<String> shadowed) {
    Parser p = new Parser(Utf8.encode(text), "<term>", null, shadowed);
    Term t = p.terms.term();
    p.tokens.expectEnd();
    return t;
  }

  /** Reads and sort-checks one term against a signature (which is not changed). */
  public static Term parseTerm(String text, Signature signature) {
    Parser p = new Parser(text, "<term>", signature);
    Term t = p.terms.term();
    p.tokens.expectEnd();
    return t;
  }

  /** Reads one sort. */
  public static Sort parseSort(String text) {
    Parser p = new Parser(text, "<sort>", null);
    Sort s = p.sorts.sort();
    p.tokens.expectEnd();
    return s;
  }

  /** Reads a sequence of S-expressions (e.g. a solver's whole output). */
  public static List<SExpr> parseSExprs(String text, String source) {
    Parser p = new Parser(text, source, null);
    List<SExpr> r = new ArrayList<>();
    while (p.lx.kind != Kind.EOF) {
      r.add(SExprReader.read(p.lx));
    }
    return r;
  }

  /**
   * Reads the commands inside a model answer: z3's {@code (model (define-fun ...) ...)} or {@code
   * ((define-fun ...) ...)}, and cvc5's {@code ((define-fun ...) ...)}, without sort checking.
   */
  public static List<Command> parseModel(String text, String source) {
    return parseModel(text, source, Set.of());
  }

  /**
   * Reads the commands inside a model answer for a script whose declarations shadow the theory
   * symbols {@code shadowed} ({@link Shadowing#declaredIn}): the solver's {@code (define-fun mod
   * ...)} defines the user's {@code |mod|}, and the model's terms mean the user's symbols by those
   * names, as the script does.
   */
  public static List<Command> parseModel(String text, String source, Set<String> shadowed) {
    Parser p = new Parser(Utf8.encode(text), source, null, shadowed);
    p.tokens.skip(Kind.LPAREN, "'(' starting a model");
    if (p.lx.isSymbol("model")) {
      p.lx.next();
    }
    List<Command> r = new ArrayList<>();
    while (p.lx.kind == Kind.LPAREN) {
      r.add(p.commands.command());
    }
    p.tokens.skip(Kind.RPAREN, "')' closing the model");
    p.tokens.expectEnd();
    return r;
  }

  /** Reads a {@code get-value} answer {@code ((t1 v1) ... (tn vn))}: pairs of term and value. */
  public static List<Term[]> parseValueAnswer(String text, String source) {
    return parseValueAnswer(text, source, Set.of());
  }

  /**
   * Reads a {@code get-value} answer for a script whose declarations shadow the theory symbols
   * {@code shadowed}: the solver's {@code (mod x 1)} is the script's {@code |mod|}.
   */
  public static List<Term[]> parseValueAnswer(String text, String source, Set<String> shadowed) {
    Parser p = new Parser(Utf8.encode(text), source, null, shadowed);
    List<Term[]> r =
        p.tokens.groupList(
            "'(' starting a get-value answer",
            () -> new Term[] {p.terms.term(), p.terms.term()},
            "')' closing a value pair",
            "')' closing the get-value answer");
    p.tokens.expectEnd();
    return r;
  }
}
