package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assay.core.InputError;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The reader's shared cursor: single tokens, the name table, and S-expressions. */
class TokensTest {
  private static Tokens tokens(String text) {
    return new Tokens(Utf8.encode(text), "t.smt2");
  }

  @Test
  void symbolAndKeyword_advanceAndUnquote() {
    Tokens t = tokens("|a b| :kw x");
    assertThat(t.symbol("a name")).isEqualTo("a b");
    assertThat(t.keyword()).isEqualTo(":kw");
    assertThat(t.symbol("a name")).isEqualTo("x");
    t.expectEnd();
  }

  @Test
  void wrongToken_namesWhatWasExpectedAndWhere() {
    assertThatThrownBy(() -> tokens("\n  42").symbol("a sort name"))
        .isInstanceOf(InputError.class)
        .hasMessage("t.smt2:2:3: expected a sort name, found '42'");
    assertThatThrownBy(() -> tokens("x").keyword())
        .hasMessageStartingWith("t.smt2:1:1: expected a keyword, found ");
    assertThatThrownBy(() -> tokens("x y").expectEnd())
        .hasMessageContaining("expected end of input");
  }

  @Test
  void numerals_bigAndBounded() {
    Tokens t = tokens("123456789012345678901234567890 2147483648 7");
    assertThat(t.numeral()).isEqualTo(new BigInteger("123456789012345678901234567890"));
    assertThatThrownBy(() -> t.numeralInt("arity"))
        .hasMessage("t.smt2:1:32: arity too large: 2147483648");
    assertThat(t.numeralInt("arity")).isEqualTo(7);
  }

  @Test
  void symbolList_readsUpToTheClosingParenthesis() {
    Tokens t = tokens("(A B |C D|) rest");
    assertThat(t.symbolList("parameters")).containsExactly("A", "B", "C D");
    assertThat(t.symbol("x")).isEqualTo("rest");
    assertThatThrownBy(() -> tokens("A").symbolList("parameters"))
        .hasMessageContaining("expected '(' starting the parameters");
  }

  @Test
  void names_quotedAndPlainShareOneEntry() {
    Tokens t = tokens("x |x| y");
    NameEntry first = t.name();
    t.lx.next();
    assertThat(t.name()).isSameAs(first);
    assertThat(t.nameOf("x")).isSameAs(first);
    assertThat(t.nameOf("never-read")).isNotSameAs(t.nameOf("never-read"));
    assertThat(first.identifier).isEqualTo(Identifier.of("x"));
    assertThat(first.keyword).isEqualTo(ReservedWord.NONE);
  }

  @Test
  void nameEntries_knowReservedWordsAndTheoryRules() {
    assertThat(new NameEntry("forall").keyword).isEqualTo(ReservedWord.FORALL);
    assertThat(new NameEntry("str.len").theoryRule).isNotNull();
    assertThat(new NameEntry("f").theoryRule).isNull();
  }

  @Test
  void sexpr_nestedAndFlat() {
    Lexer lx = new Lexer(Utf8.encode("(a (b \"s\" 1) ()) x"), "s");
    lx.next();
    SExpr e = SExprReader.read(lx);
    assertThat(e.toString()).isEqualTo("(a (b \"s\" 1) ())");
    assertThat(SExprReader.read(lx)).isEqualTo(new SExpr.Atom("x"));
    assertThat(Parser.parseSExprs("sat (model) unsat", "out"))
        .extracting(SExpr::toString)
        .containsExactly("sat", "(model)", "unsat");
  }

  @Test
  void sexpr_unbalanced_isPositioned() {
    assertThatThrownBy(() -> Parser.parseSExprs("(a (b)", "out"))
        .hasMessage("out:1:7: unexpected end of input in an S-expression");
    assertThatThrownBy(() -> Parser.parseSExprs("a)", "out")).hasMessage("out:1:2: unexpected ')'");
    assertThat(Parser.parseSExprs("", "out")).isEqualTo(List.of());
  }
}
