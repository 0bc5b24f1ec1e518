package dev.assay.report;

import java.util.List;

/**
 * A table of the report as data: a caption, a header and rows of text. Every cell is text that the
 * page escapes; columns after the first that hold numbers are right-aligned.
 *
 * @param caption what the table shows
 * @param header column names
 * @param rows one list of cells per row, as many as the header
 * @param note a line under the table (a legend), or empty
 * @param folded whether the page shows the table closed, to be opened (a long listing)
 */
public record Table(
    String caption, List<String> header, List<List<String>> rows, String note, boolean folded) {
  public Table {
    header = List.copyOf(header);
    rows = rows.stream().map(List::copyOf).toList();
    for (List<String> r : rows) {
      if (r.size() != header.size()) {
        throw new IllegalArgumentException(caption + ": a row with " + r.size() + " cells");
      }
    }
  }

  /** An open table. */
  public Table(String caption, List<String> header, List<List<String>> rows, String note) {
    this(caption, header, rows, note, false);
  }
}
