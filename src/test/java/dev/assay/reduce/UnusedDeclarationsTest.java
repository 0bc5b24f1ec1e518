package dev.assay.reduce;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SymbolTokens;
import java.util.List;
import org.junit.jupiter.api.Test;

class UnusedDeclarationsTest {
  private static Script read(String... lines) {
    return Parser.readScript(String.join("\n", lines), "in").script();
  }

  private static String reduced(String... lines) {
    return Printer.print(UnusedDeclarations.remove(read(lines)));
  }

  @Test
  void remove_dropsSortsFunctionsAndConstantsNothingMentions() {
    String out =
        reduced(
            "(set-logic ALL)",
            "(declare-sort U 0)",
            "(declare-sort V 0)",
            "(declare-fun f (U) Int)",
            "(declare-fun g (V) Int)",
            "(declare-const u U)",
            "(declare-const n Int)",
            "(assert (> (f u) 0))",
            "(check-sat)");
    assertThat(out)
        .contains("(declare-sort U 0)", "(declare-fun f (U) Int)", "(declare-const u U)")
        .doesNotContain("declare-sort V", "declare-fun g", "declare-const n")
        .contains("(set-logic ALL)", "(check-sat)");
  }

  @Test
  void remove_followsDefinitionsAndKeepsWhatNeededOnesMention() {
    String out =
        reduced(
            "(declare-const a Int)",
            "(declare-const b Int)",
            "(declare-const c Int)",
            "(define-fun used () Int (+ a 1))",
            "(define-fun unused () Int (+ b 1))",
            "(assert (> used 0))",
            "(check-sat)");
    assertThat(out)
        .contains("declare-const a", "define-fun used")
        .doesNotContain("declare-const b", "define-fun unused", "declare-const c");
  }

  @Test
  void remove_dropsDatatypesUnlessTheirSortConstructorsTestersOrSelectorsAreUsed() {
    String head =
        "(declare-datatype Color ((red) (green)))\n"
            + "(declare-datatypes ((L 0)) (((nil) (cons (hd Int) (tl L)))))\n"
            + "(declare-datatype P ((pair (fst Int) (snd Int))))\n";
    assertThat(reduced(head + "(declare-const x Int)(assert (> x 0))"))
        .doesNotContain("Color", "(cons", "pair");
    assertThat(reduced(head + "(declare-const l L)(assert ((_ is cons) l))"))
        .contains("(declare-datatypes ((L 0))")
        .doesNotContain("Color", "pair");
    assertThat(reduced(head + "(assert (= (fst (pair 1 2)) 1))"))
        .contains("declare-datatype P")
        .doesNotContain("Color", "declare-datatypes");
    assertThat(reduced(head + "(declare-const c Color)(assert (= c c))"))
        .contains("declare-datatype Color")
        .doesNotContain("declare-datatypes", "pair");
  }

  @Test
  void remove_keepsSortsOnlyBindersAnnotationsOrDefineSortMention() {
    String out =
        reduced(
            "(declare-sort S 0)",
            "(declare-sort T 0)",
            "(declare-sort W 0)",
            "(define-sort Pair () (Array S T))",
            "(define-sort Lonely () W)",
            "(assert (forall ((p Pair)) (= p p)))",
            "(check-sat)");
    assertThat(out)
        .contains("declare-sort S", "declare-sort T", "define-sort Pair")
        .doesNotContain("declare-sort W", "Lonely");
  }

  @Test
  void remove_keepsWhatGetValueAndCheckSatAssumingMention_andQuotedNames() {
    String out =
        reduced(
            "(declare-const |x y| Int)",
            "(declare-const p Bool)",
            "(declare-const q Bool)",
            "(check-sat-assuming (p))",
            "(get-value (|x y|))");
    assertThat(out).contains("|x y|", "declare-const p").doesNotContain("declare-const q");
  }

  @Test
  void remove_keepsADeclarationABoundVariableShadows_neverDropsOneInUse() {
    String out =
        reduced("(declare-const x Int)", "(assert (forall ((x Int)) (> x 0)))", "(check-sat)");
    assertThat(out).contains("declare-const x");
  }

  @Test
  void remove_isAFunctionOfTheScript_andReturnsItWhenNothingIsUnused() {
    Script s = read("(declare-const x Int)", "(declare-const y Int)", "(assert (> x 0))");
    String before = Printer.print(s);
    Script r = UnusedDeclarations.remove(s);
    assertThat(Printer.print(s)).isEqualTo(before);
    assertThat(UnusedDeclarations.unused(s)).isEqualTo(List.of(1));
    assertThat(UnusedDeclarations.remove(r)).isSameAs(r);
  }

  @Test
  void symbolTokens_skipStringsKeywordsAndNumerals() {
    assertThat(SymbolTokens.of("(assert (! (= |a b| \"c \"\" d\" #x0F 12 2.5) :named n)) ; e"))
        .containsExactly("assert", "!", "=", "a b", "n");
  }
}
