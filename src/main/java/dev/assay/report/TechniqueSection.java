package dev.assay.report;

import java.io.IOException;
import java.util.Optional;

/**
 * What a technique adds to the campaign report: its own tables and charts (Table 4 for {@code
 * strings}, the §6.2 statistics for {@code fuzz}, ...), made from what its campaign recorded in the
 * store (items with their statistics, results). This is the report's one extension point: a
 * technique's section lives outside this package (which imports no technique), and the CLI hands
 * the report every registered section; the report shows the one whose {@link #technique()} is the
 * campaign's.
 */
public interface TechniqueSection {
  /** The technique whose campaigns this section reports, as the store names it. */
  String technique();

  /** The section for this campaign; empty when the campaign recorded nothing to show. */
  Optional<Section> section(ReportData data) throws IOException;
}
