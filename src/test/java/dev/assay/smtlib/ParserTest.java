package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assay.core.InputError;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParserTest {

  private static InputError errorOf(String text) {
    try {
      Parser.readScript(text, "f.smt2");
    } catch (InputError e) {
      return e;
    }
    throw new AssertionError("no error for: " + text);
  }

  @Test
  void parse_unbalancedParen_reportsLineAndColumn() {
    InputError e = errorOf("(declare-const x Int)\n(assert (> x 1)");
    assertThat(e.line()).isEqualTo(2);
    assertThat(e.getMessage()).startsWith("f.smt2:2:").contains("end of input");
  }

  @Test
  void parse_unknownSymbol_pointsAtSymbol() {
    InputError e = errorOf("(assert\n   (> y 1))");
    assertThat(e.getMessage()).isEqualTo("f.smt2:2:7: unknown symbol y");
  }

  @Test
  void parse_illSortedTerm_pointsAtApplication() {
    InputError e = errorOf("(declare-const s String)\n(assert (= (str.len s) \"a\"))");
    assertThat(e.line()).isEqualTo(2);
    assertThat(e.column()).isEqualTo(9);
    assertThat(e.detail()).contains("different sorts");
  }

  @Test
  void parse_extraCloseParen_isError() {
    assertThat(errorOf("(check-sat))").detail()).contains("')'");
  }

  @Test
  void parse_unterminatedString_isError() {
    assertThat(errorOf("(echo \"abc)").detail()).contains("unterminated string");
  }

  @Test
  void parse_escapeAboveRange_isError() {
    assertThat(errorOf("(assert (= \"\\u{30000}\" \"\"))").detail()).contains("0x2FFFF");
  }

  @Test
  void parse_leadingZeroNumeral_isError() {
    assertThat(errorOf("(assert (= 01 1))").detail()).contains("leading zeros");
  }

  @Test
  void parse_errorMessages_areOneLine() {
    InputError e = errorOf("(set-info :source |a\nb|) (assert (f\n\n x))");
    assertThat(e.getMessage()).doesNotContain("\n");
  }

  @Test
  void stringLiteral_escapes_decodeToCodePoints() {
    Term t = Parser.parseTerm("\"a\"\"b\\u{48}\\u0041\\u{2FFFF}\\x\\u{}\\u{123456}é\"");
    SmtString s = ((StringConstant) t).value();
    assertThat(s.toArray())
        .containsExactly(
            'a', '"', 'b', 'H', 'A', 0x2FFFF, '\\', 'x', '\\', 'u', '{', '}', '\\', 'u', '{', '1',
            '2', '3', '4', '5', '6', '}', 0xE9);
  }

  @Test
  void stringLiteral_surrogateEscapes_stayTwoCharacters() {
    SmtString s = ((StringConstant) Parser.parseTerm("\"\\u{d800}\\u{dc00}\"")).value();
    assertThat(s.length()).isEqualTo(2);
    Term again = Parser.parseTerm(Printer.print(new StringConstant(s)));
    assertThat(((StringConstant) again).value()).isEqualTo(s);
  }

  @Test
  void stringLiteral_roundTripsEveryInterestingCodePoint() {
    SmtString s = SmtString.of('"', '\\', 'u', '{', '1', '}', 0, 0x7F, 0xFFFF, 0x2FFFF, ' ');
    String printed = Printer.print(new StringConstant(s));
    assertThat(((StringConstant) Parser.parseTerm(printed)).value()).isEqualTo(s);
  }

  @Test
  void quotedAndPlainSymbols_areTheSame() {
    assertThat(Parser.parseTerm("|x|")).isEqualTo(Parser.parseTerm("x"));
    assertThat(Printer.print(Parser.parseTerm("|a b|"))).isEqualTo("|a b|");
  }

  @Test
  void let_shadowing_usesInnerSort() {
    CheckedScript s =
        Parser.readScript("(declare-const x Int)(assert (let ((x \"s\")) (= (str.len x) 0)))", "f");
    assertThat(s.script().assertions()).hasSize(1);
    assertThat(errorOf("(declare-const x Int)(assert (let ((x \"s\")) (> x 0)))").detail())
        .contains("Int or Real");
  }

  @Test
  void let_bindingsAreParallel() {
    // the inner x in the binding of y refers to the outer x (Int), so (> y 0) is fine
    Parser.readScript(
        "(declare-const x Int)(assert (let ((x \"a\") (y (+ x 1))) (and (> y 0) (= x \"a\"))))",
        "f");
  }

  @Test
  void annotations_areTyped() {
    CheckedScript s =
        Parser.readScript(
            "(declare-fun f (Int) Int)(assert (! (forall ((x Int)) (! (> (f x) 0) :pattern ((f x))"
                + " :pattern ((f (+ x 1)) (f x)) :no-pattern (f 0) :qid q1 :weight 3)) :named a1))",
            "f");
    Annotated outer = (Annotated) s.script().assertions().get(0);
    assertThat(outer.name()).isEqualTo("a1");
    Annotated inner = (Annotated) ((Quantified) outer.term()).body();
    assertThat(inner.attributes())
        .hasSize(5)
        .satisfies(
            a -> {
              assertThat(a.get(0)).isInstanceOf(Attribute.Pattern.class);
              assertThat(((Attribute.Pattern) a.get(1)).patterns()).hasSize(2);
              assertThat(a.get(2)).isInstanceOf(Attribute.NoPattern.class);
              assertThat(a.get(3)).isEqualTo(new Attribute.Qid("q1"));
              assertThat(a.get(4)).isEqualTo(new Attribute.Weight(BigInteger.valueOf(3)));
            });
    assertThat(Parser.readScript(Printer.print(s.script()), "p").script()).isEqualTo(s.script());
  }

  @Test
  void namedTerm_declaresItsName() {
    assertThat(errorOf("(assert (! true :named a))(assert (! false :named a))").detail())
        .contains("already declared");
  }

  @Test
  void indexedAndQualifiedIdentifiers() {
    CheckedScript s =
        Parser.readScript(
            "(declare-const a (Array Int Int))(declare-const s String)(declare-const b (_ BitVec 8))"
                + "(assert (= a ((as const (Array Int Int)) 0)))"
                + "(assert (str.in_re s ((_ re.loop 1 3) (str.to_re \"a\"))))"
                + "(assert (str.in_re s ((_ re.^ 2) re.allchar)))"
                + "(assert (= ((_ extract 3 0) b) #x0))"
                + "(assert (= b (_ bv5 8)))",
            "f");
    assertThat(s.script().assertions()).hasSize(5);
    assertThat(errorOf("(declare-const b (_ BitVec 8))(assert (= ((_ extract 8 0) b) b))").detail())
        .contains("extract");
  }

  @Test
  void everyCommand_parsesAndRoundTrips() {
    String text =
        String.join(
            "\n",
            "(set-option :produce-models true)",
            "(set-info :status sat)",
            "(set-logic ALL)",
            "(declare-sort U 0)",
            "(define-sort Set (T) (Array T Bool))",
            "(declare-fun f (U) Int)",
            "(declare-const c (Set Int))",
            "(define-fun g ((x Int)) Int (+ x 1))",
            "(define-fun-rec fact ((n Int)) Int (ite (<= n 0) 1 (* n (fact (- n 1)))))",
            "(define-funs-rec ((ev ((n Int)) Bool) (od ((n Int)) Bool)) ((ite (= n 0) true (od (- n 1))) (ite (= n 0) false (ev (- n 1)))))",
            "(declare-datatype Lst (par (T) ((nil) (cons (hd T) (tl (Lst T))))))",
            "(declare-datatypes ((Pair 0)) (((mk (fst Int) (snd Int)))))",
            "(push 1)",
            "(assert (= (g 1) (fst (mk 2 3))))",
            "(assert (match (mk 1 2) (((mk a b) (> a b)))))",
            "(pop 1)",
            "(check-sat)",
            "(check-sat-assuming ((> (g 0) 0)))",
            "(get-model)",
            "(get-value ((g 3) 2))",
            "(get-unsat-core)",
            "(get-info :reason-unknown)",
            "(get-option :produce-models)",
            "(get-assertions)",
            "(reset-assertions)",
            "(echo \"hi \"\"there\"\"\")",
            "(check-sat-using smt)",
            "(reset)",
            "(exit)");
    CheckedScript s = Parser.readScript(text, "f");
    assertThat(s.script().commands()).hasSize(29);
    assertThat(s.script().commands().get(26)).isInstanceOf(Command.Unknown.class);
    assertThat(s.script().status()).isEqualTo("sat");
    String printed = Printer.print(s.script());
    assertThat(Parser.readScript(printed, "p").script()).isEqualTo(s.script());
    assertThat(printed).isEqualTo(Printer.print(Parser.readScript(printed, "p").script()));
  }

  @Test
  void pop_removesDeclarations() {
    assertThat(errorOf("(push 1)(declare-const x Int)(pop 1)(assert (> x 0))").detail())
        .contains("unknown symbol x");
  }

  @Test
  void deepTerm_100000Levels_parsesPrintsAndChecks() {
    int depth = 100_000;
    StringBuilder sb = new StringBuilder("(declare-const x Int)(assert (= x ");
    sb.append("(+ 1 ".repeat(depth)).append('x').append(")".repeat(depth)).append("))");
    CheckedScript s = Parser.readScript(sb.toString(), "deep");
    Term t = s.script().assertions().get(0);
    assertThat(Terms.depth(t)).isEqualTo(depth + 2);
    String printed = Printer.print(s.script());
    assertThat(Parser.readScript(printed, "p").script()).isEqualTo(s.script());
    assertThat(SortChecker.sortOf(t, s.signature())).isEqualTo(Sort.BOOL);
  }

  @Test
  void modelAnswer_z3AndCvc5Shapes() {
    List<Command> z3 = Parser.parseModel("(model \n  (define-fun x () Int\n    (- 5))\n)", "z3");
    List<Command> cvc5 =
        Parser.parseModel(
            "(\n(define-fun x () Int (- 5))\n(define-fun s () String \"\\u{e9}\")\n)", "cvc5");
    assertThat(z3).hasSize(1);
    assertThat(cvc5).hasSize(2);
    assertThat(((Command.DefineFun) z3.get(0)).body())
        .isEqualTo(((Command.DefineFun) cvc5.get(0)).body());
  }

  @Test
  void valueAnswer_pairs() {
    List<Term[]> pairs = Parser.parseValueAnswer("((x 1) ((f 2) (/ 1 3)))", "v");
    assertThat(pairs).hasSize(2);
    assertThat(Printer.print(pairs.get(1)[1])).isEqualTo("(/ 1 3)");
  }

  @Test
  void mixedIntReal_isAcceptedAsSolversDo() {
    Parser.readScript("(declare-const x Real)(assert (> x 1))", "f");
  }

  @Test
  void parsedNodes_areDistinctInstances_evenForRepeatedSymbolsAndNumerals() {
    // identity-keyed side tables (parity, sorts by node) rely on this
    Application t = (Application) Parser.parseTerm("(+ x x 1 1 (f \"a\") (f \"a\"))");
    java.util.Set<Term> seen =
        java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    Terms.forEach(t, n -> assertThat(seen.add(n)).as("shared node " + n).isTrue());
    assertThat(t.arg(0)).isEqualTo(t.arg(1)).isNotSameAs(t.arg(1));
  }

  @Test
  void applicationWithoutArguments_isError() {
    assertThatThrownBy(() -> Parser.parseTerm("(f)"))
        .isInstanceOf(InputError.class)
        .hasMessageContaining("no arguments");
  }
}
