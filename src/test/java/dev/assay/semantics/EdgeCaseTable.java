package dev.assay.semantics;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Term;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The edge-case table of docs/semantics.md, read from the document itself so that the table the
 * reader sees is exactly the one the tests check.
 */
final class EdgeCaseTable {
  static final Path SEMANTICS = Path.of("docs/semantics.md");

  /** One row: operator, case, term, expected value (null for unspecified), reference. */
  record Row(String operator, String description, Term term, Term expected, String text) {
    @Override
    public String toString() {
      return operator + ": " + description;
    }
  }

  private EdgeCaseTable() {}

  static String read(Path p) {
    try {
      return Files.readString(p, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Rows of the first table after the heading {@code heading}. */
  static List<String[]> table(String markdown, String heading) {
    List<String[]> rows = new ArrayList<>();
    boolean inSection = false;
    boolean inTable = false;
    for (String line : markdown.split("\n")) {
      if (line.startsWith("#")) {
        if (inTable) {
          break;
        }
        inSection = line.equals(heading);
        continue;
      }
      if (!inSection) {
        continue;
      }
      if (line.startsWith("|")) {
        inTable = true;
        String[] cells = line.substring(1, line.length() - 1).split("\\|", -1);
        for (int i = 0; i < cells.length; i++) {
          cells[i] = cells[i].strip();
        }
        if (!cells[0].startsWith("---")) {
          rows.add(cells);
        }
      } else if (inTable) {
        break;
      }
    }
    return rows.isEmpty() ? rows : rows.subList(1, rows.size()); // without the header
  }

  static String code(String cell) {
    if (!cell.startsWith("`") || !cell.endsWith("`")) {
      throw new IllegalArgumentException("expected `code`: " + cell);
    }
    return cell.substring(1, cell.length() - 1);
  }

  static List<Row> rows() {
    List<Row> out = new ArrayList<>();
    for (String[] c : table(read(SEMANTICS), "## Edge cases")) {
      Term expected = c[3].equals("unspecified") ? null : Parser.parseTerm(code(c[3]));
      out.add(new Row(code(c[0]), c[1], Parser.parseTerm(code(c[2])), expected, code(c[2])));
    }
    return out;
  }
}
