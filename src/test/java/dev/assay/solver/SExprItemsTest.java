package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The cursor over top-level items. */
class SExprItemsTest {
  private static List<String> all(SExprItems items) {
    List<String> out = new ArrayList<>();
    while (items.next()) {
      out.add(items.item());
    }
    return out;
  }

  @Test
  void items_areGivenInOrder_pastBlanksAndComments() {
    assertThat(all(SExprItems.of(" sat ; a comment\n(error \"x)\") |a b| \"s\" ")))
        .containsExactly("sat", "(error \"x)\")", "|a b|", "\"s\"");
  }

  @Test
  void theCursor_stopsBeforeAnItemTheTextEndsInside() {
    assertThat(all(SExprItems.of("unsat (a (b)"))).containsExactly("unsat");
  }

  @Test
  void fromInsideAList_theMembersComeWithTheClosingParenthesisLast() {
    SExprItems items = SExprItems.from("(a (b c) d)", 1);
    assertThat(all(items)).containsExactly("a", "(b c)", "d", ")");
    SExprItems again = SExprItems.from("(a (b c) d)", 1);
    assertThat(again.next()).isTrue();
    assertThat(again.start()).isEqualTo(1);
    assertThat(again.end()).isEqualTo(2);
  }
}
