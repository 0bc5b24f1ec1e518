package dev.assay.sections;

import dev.assay.report.CheckSection;
import dev.assay.report.TechniqueSection;
import java.util.List;

/** The registered technique sections of the report, one per technique. */
public final class Sections {
  private Sections() {}

  /** Every technique's section, in the order of the techniques. */
  public static List<TechniqueSection> all() {
    return List.of(
        new CheckSection(),
        new StringsSection(),
        new FuzzSection(),
        new HornSection(),
        new TriggersSection());
  }
}
