package dev.assay.core;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * Rows of cells printed as an aligned text table, two spaces between columns: the first column
 * left-aligned, the others right-aligned when they hold counts, left-aligned otherwise.
 */
public final class TextTable {
  /** What stands for the part of a cell left out to fit a width. */
  static final String ELLIPSIS = "…";

  /** A shortened column keeps at least this many characters. */
  static final int MIN_FITTED = 12;

  private TextTable() {}

  /**
   * Prints {@code rows} (the first is the header) with the columns after the first right-aligned.
   */
  public static void printCounts(List<List<String>> rows, PrintWriter out) {
    print(rows, i -> i > 0, out);
  }

  /** Prints {@code rows} (the first is the header) with every column left-aligned. */
  public static void printText(List<List<String>> rows, PrintWriter out) {
    print(rows, i -> false, out);
  }

  /**
   * Prints {@code rows} (the first is the header) with the columns {@code rightAligned} holds
   * right-aligned (numbers) and the others left-aligned.
   */
  public static void print(List<List<String>> rows, List<Integer> rightAligned, PrintWriter out) {
    print(rows, rightAligned::contains, out);
  }

  /** Which columns are right-aligned. */
  @FunctionalInterface
  private interface Alignment {
    boolean right(int column);
  }

  private static void print(List<List<String>> rows, Alignment align, PrintWriter out) {
    int[] widths = widths(rows);
    for (List<String> r : rows) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < widths.length; i++) {
        String cell = r.get(i);
        String pad = " ".repeat(widths[i] - cell.length());
        if (i > 0) {
          sb.append("  ");
        }
        if (align.right(i)) {
          sb.append(pad).append(cell);
        } else {
          sb.append(cell).append(pad);
        }
      }
      out.println(sb.toString().stripTrailing());
    }
    out.flush();
  }

  private static int[] widths(List<List<String>> rows) {
    int[] widths = new int[rows.get(0).size()];
    for (List<String> r : rows) {
      for (int i = 0; i < widths.length; i++) {
        widths[i] = Math.max(widths[i], r.get(i).length());
      }
    }
    return widths;
  }

  /**
   * {@code rows} with the cells of {@code column} shortened from the left (an ellipsis in place of
   * their start, so a path keeps its file name) until the table fits in {@code width} characters;
   * the column keeps at least {@link #MIN_FITTED} characters, so a table of many columns may stay
   * wider. The header is never shortened.
   */
  public static List<List<String>> fit(List<List<String>> rows, int width, int column) {
    int[] widths = widths(rows);
    int total = 2 * (widths.length - 1);
    for (int w : widths) {
      total += w;
    }
    int keep = Math.max(MIN_FITTED, widths[column] - (total - width));
    keep = Math.max(keep, rows.get(0).get(column).length());
    if (total <= width || keep >= widths[column]) {
      return rows;
    }
    List<List<String>> out = new ArrayList<>();
    out.add(rows.get(0));
    for (List<String> r : rows.subList(1, rows.size())) {
      String cell = r.get(column);
      if (cell.length() > keep) {
        List<String> copy = new ArrayList<>(r);
        copy.set(column, ELLIPSIS + cell.substring(cell.length() - (keep - ELLIPSIS.length())));
        r = copy;
      }
      out.add(r);
    }
    return out;
  }
}
