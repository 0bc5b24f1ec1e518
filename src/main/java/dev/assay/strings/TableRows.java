package dev.assay.strings;

import java.util.List;
import java.util.function.Function;

/** Looking up a row of one of the paper's tables (Tables 1–3) by its id. */
final class TableRows {
  private TableRows() {}

  /**
   * The row of {@code rows} whose id is {@code id}, ignoring case.
   *
   * @param what the kind of row, for the error ("no equality NC9")
   * @throws IllegalArgumentException if there is none
   */
  static <R> R byId(List<R> rows, Function<R, String> idOf, String id, String what) {
    for (R row : rows) {
      if (idOf.apply(row).equalsIgnoreCase(id)) {
        return row;
      }
    }
    throw new IllegalArgumentException("no " + what + " " + id);
  }
}
