package dev.assay.core;

import java.io.PrintWriter;
import java.util.List;

/**
 * Rows of cells printed as an aligned text table, two spaces between columns: the first column
 * left-aligned, the others right-aligned when they hold counts, left-aligned otherwise.
 */
public final class TextTable {
  private TextTable() {}

  /**
   * Prints {@code rows} (the first is the header) with the columns after the first right-aligned.
   */
  public static void printCounts(List<List<String>> rows, PrintWriter out) {
    print(rows, true, out);
  }

  /** Prints {@code rows} (the first is the header) with every column left-aligned. */
  public static void printText(List<List<String>> rows, PrintWriter out) {
    print(rows, false, out);
  }

  private static void print(List<List<String>> rows, boolean rightAlign, PrintWriter out) {
    int columns = rows.get(0).size();
    int[] widths = new int[columns];
    for (List<String> r : rows) {
      for (int i = 0; i < columns; i++) {
        widths[i] = Math.max(widths[i], r.get(i).length());
      }
    }
    for (List<String> r : rows) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < columns; i++) {
        String cell = r.get(i);
        String pad = " ".repeat(widths[i] - cell.length());
        if (i > 0) {
          sb.append("  ");
        }
        if (i > 0 && rightAlign) {
          sb.append(pad).append(cell);
        } else {
          sb.append(cell).append(pad);
        }
      }
      out.println(sb.toString().stripTrailing());
    }
    out.flush();
  }
}
