package dev.assay.report;

import java.util.List;

/**
 * A part of the report: a heading, a paragraph, tables and charts.
 *
 * @param title the heading
 * @param intro a paragraph under the heading, or empty
 * @param tables tables, in order
 * @param charts charts, in order, after the tables
 */
public record Section(String title, String intro, List<Table> tables, List<Chart> charts) {
  public Section {
    tables = List.copyOf(tables);
    charts = List.copyOf(charts);
  }
}
