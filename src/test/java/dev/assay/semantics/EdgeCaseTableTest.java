package dev.assay.semantics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Printer;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every row of the edge-case table in docs/semantics.md evaluates as documented. */
class EdgeCaseTableTest {
  static List<EdgeCaseTable.Row> rows() {
    return EdgeCaseTable.rows();
  }

  @Test
  void tableIsThere() {
    assertThat(rows()).hasSizeGreaterThan(100);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rows")
  void row_evaluatesAsDocumented(EdgeCaseTable.Row row) {
    Value v = new Evaluator(Model.EMPTY).evaluate(row.term());
    if (row.expected() == null) {
      assertThat(v).isInstanceOf(Unspecified.class);
      assertThat(((Unspecified) v).cause()).isEqualTo(Unspecified.Cause.STANDARD);
    } else {
      Value expected = new Evaluator(Model.EMPTY).evaluate(row.expected());
      assertThat(v)
          .as(
              row.text()
                  + " printed "
                  + (v.isSpecified() ? Printer.print(v.toTerm()) : v.toString()))
          .isEqualTo(expected);
    }
  }

  /** Every registered operator is named in docs/semantics.md. */
  @Test
  void everyOperator_isDocumented() {
    String doc = EdgeCaseTable.read(EdgeCaseTable.SEMANTICS);
    Set<String> tokens = new TreeSet<>();
    for (String t : doc.split("[\\s`|,]+")) {
      tokens.add(t.replaceAll("^\\(+|\\)+$", "").replaceAll("^_$", ""));
    }
    for (Operator o : Operators.all()) {
      assertThat(tokens).as("operator %s documented", o.name()).contains(o.name());
    }
  }
}
