package dev.assay.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Aligned tables: the columns asked for right-aligned, and a column shortened to fit a width. */
class TextTableTest {
  private static final List<List<String>> ROWS =
      List.of(
          List.of("id", "input", "count"),
          List.of("a1", "QF_LIA/deep/folder/problem_0001.smt2", "3"),
          List.of("b2", "short.smt2", "12"));

  private static String printed(List<List<String>> rows, List<Integer> right) {
    StringWriter s = new StringWriter();
    TextTable.print(rows, right, new PrintWriter(s));
    return s.toString();
  }

  @Test
  void print_rightAlignsTheColumnsAskedFor() {
    assertThat(printed(ROWS, List.of(2)))
        .isEqualTo(
            "id  input                                 count\n"
                + "a1  QF_LIA/deep/folder/problem_0001.smt2      3\n"
                + "b2  short.smt2                               12\n");
  }

  @Test
  void fit_shortensTheColumnFromTheLeftToTheWidth() {
    List<List<String>> fitted = TextTable.fit(ROWS, 36, 1);
    assertThat(fitted.get(1).get(1)).isEqualTo("…folder/problem_0001.smt2");
    assertThat(fitted.get(2).get(1)).isEqualTo("short.smt2");
    assertThat(printed(fitted, List.of(2)).lines()).allMatch(l -> l.length() <= 36);
  }

  @Test
  void fit_leavesATableThatFits_andKeepsAShortestColumn() {
    assertThat(TextTable.fit(ROWS, 200, 1)).isSameAs(ROWS);
    List<List<String>> narrow = TextTable.fit(ROWS, 10, 1);
    assertThat(narrow.get(1).get(1)).hasSize(TextTable.MIN_FITTED).startsWith("…");
  }
}
