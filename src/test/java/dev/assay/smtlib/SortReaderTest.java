package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assay.core.InputError;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Sorts, identifiers and sorted-variable lists. */
class SortReaderTest {
  private static SortReader reader(String text) {
    return new SortReader(new Tokens(Utf8.encode(text), "s.smt2"));
  }

  @Test
  void sorts_simpleIndexedAndParameterised() {
    SortReader r = reader("Int |My Sort| (_ BitVec 8) (Array Int (List (_ FloatingPoint 5 11)))");
    assertThat(r.sort()).isEqualTo(Sort.INT);
    assertThat(r.sort()).isEqualTo(Sort.simple("My Sort"));
    assertThat(r.sort()).isEqualTo(Sort.bitVec(8));
    assertThat(r.sort())
        .isEqualTo(Sort.array(Sort.INT, Sort.of("List", Sort.floatingPoint(5, 11))));
  }

  @Test
  void simpleSorts_areSharedPerName() {
    SortReader r = reader("U U");
    assertThat(r.sort()).isSameAs(r.sort());
  }

  @Test
  void malformedSorts_arePositioned() {
    assertThatThrownBy(() -> reader("(List)").sort())
        .isInstanceOf(InputError.class)
        .hasMessage("s.smt2:1:7: a parameterised sort needs arguments");
    assertThatThrownBy(() -> reader("(_ BitVec)").sort())
        .hasMessageContaining("an indexed identifier needs at least one index");
    assertThatThrownBy(() -> reader("(_ BitVec \"8\")").sort())
        .hasMessageContaining("expected an index, found");
    assertThatThrownBy(() -> reader("42").sort()).hasMessageContaining("expected a sort, found");
  }

  @Test
  void sortNesting_isBounded() {
    String deep = "(A ".repeat(600) + "B" + ")".repeat(600);
    assertThatThrownBy(() -> reader(deep).sort()).hasMessageContaining("sort nested too deeply");
    String fine = "(A ".repeat(400) + "B" + ")".repeat(400);
    assertThat(reader(fine).sort().args()).hasSize(1);
  }

  @Test
  void indexedIdentifiers_takeNumeralsSymbolsAndHex() {
    SortReader r = reader("char #x41) is cons) foo 1 bar)");
    assertThat(r.indexedRest())
        .isEqualTo(new Identifier("char", List.of(new Index.Symbol("#x41"))));
    assertThat(r.indexedRest()).isEqualTo(new Identifier("is", List.of(new Index.Symbol("cons"))));
    assertThat(r.indexedRest())
        .isEqualTo(new Identifier("foo", List.of(Index.of(1), new Index.Symbol("bar"))));
  }

  @Test
  void parenthesisedIdentifiers_asAndUnderscore() {
    SortReader r = reader("as const (Array Int Int)) as (_ bv1 8) (_ BitVec 8)) _ bv5 8)");
    assertThat(r.parenthesisedIdentifier())
        .isEqualTo(new QualIdentifier(Identifier.of("const"), Sort.array(Sort.INT, Sort.INT)));
    assertThat(r.parenthesisedIdentifier())
        .isEqualTo(new QualIdentifier(Identifier.indexed("bv1", 8), Sort.bitVec(8)));
    assertThat(r.parenthesisedIdentifier())
        .isEqualTo(new QualIdentifier(Identifier.indexed("bv5", 8), null));
    assertThatThrownBy(() -> reader("f x)").parenthesisedIdentifier())
        .hasMessageContaining("expected a function symbol, found");
    assertThatThrownBy(() -> reader("as (f) Int)").parenthesisedIdentifier())
        .hasMessageContaining("expected '_' of an indexed identifier");
  }

  @Test
  void sortedVars_readTheList() {
    assertThat(reader("((x Int) (|y z| (_ BitVec 2)))").sortedVars())
        .containsExactly(new SortedVar("x", Sort.INT), new SortedVar("y z", Sort.bitVec(2)));
    assertThat(reader("()").sortedVars()).isEmpty();
    assertThatThrownBy(() -> reader("((x Int y))").sortedVars())
        .hasMessageContaining("expected ')' closing a sorted variable");
  }
}
