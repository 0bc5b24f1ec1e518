package dev.assay.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ExpectedCoreCommentTest {
  @Test
  void read_formattedLine_givesTheNamesBack() {
    String text = "(check-sat)\n" + ExpectedCoreComment.format(List.of("notA", "B", "C"));
    assertThat(ExpectedCoreComment.read(text)).containsExactly("notA", "B", "C");
  }

  @Test
  void read_noLineOrUnclosedOrNotAtLineStart_isEmpty() {
    assertThat(ExpectedCoreComment.read("(check-sat)\n")).isEmpty();
    assertThat(ExpectedCoreComment.read("; expected unsat core: (a b\n")).isEmpty();
    assertThat(ExpectedCoreComment.read("(echo \"; expected unsat core: (a b)\")\n")).isEmpty();
  }

  @Test
  void read_severalLines_takesTheLastAtALineStart() {
    String text =
        "; expected unsat core: (a)\n;; x ; expected unsat core: (z)\n"
            + "; expected unsat core: (b c)\n(check-sat)\n";
    assertThat(ExpectedCoreComment.read(text)).containsExactly("b", "c");
  }
}
