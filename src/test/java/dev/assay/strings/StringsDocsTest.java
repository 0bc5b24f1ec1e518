package dev.assay.strings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every registered operation, category and table row has its row in docs/strings.md. */
class StringsDocsTest {
  static List<String> lines;

  @BeforeAll
  static void read() throws IOException {
    lines = Files.readAllLines(Path.of("docs/strings.md"));
  }

  private static boolean hasRow(String firstCell) {
    return lines.stream().anyMatch(l -> l.startsWith("| " + firstCell + " |"));
  }

  @Test
  void everyTableRowIsDocumented() {
    List<String> missing = new ArrayList<>();
    for (Equivalence e : Equivalences.all()) {
      if (!hasRow(e.id())) {
        missing.add(e.id());
      }
    }
    for (VariableEquality e : Equalities.variableRows()) {
      if (!hasRow(e.id())) {
        missing.add(e.id());
      }
    }
    for (ConstantEquality e : Equalities.constantRows()) {
      if (!hasRow(e.id())) {
        missing.add(e.id());
      }
    }
    assertThat(missing).isEmpty();
  }

  @Test
  void everyOperationAndCategoryIsDocumented() {
    for (StringOp op : StringOp.all()) {
      assertThat(hasRow(op.paperName())).as(op.paperName()).isTrue();
    }
    String text = String.join("\n", lines);
    for (Category c : Category.values()) {
      assertThat(text).contains("`" + c.key() + "`");
    }
    for (Table4Cell c : Table4Cell.values()) {
      assertThat(hasRow(c.name())).as(c.name()).isTrue();
    }
  }
}
