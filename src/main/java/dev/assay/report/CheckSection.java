package dev.assay.report;

import dev.assay.campaign.VerdictTable;
import dev.assay.core.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The section of an {@code assay check} campaign: the per-solver verdict table the command prints,
 * one row per solver, one column per verdict.
 */
public final class CheckSection implements TechniqueSection {
  @Override
  public String technique() {
    return "check";
  }

  @Override
  public Optional<Section> section(ReportData data) {
    return Optional.of(
        new Section(
            "Results per solver",
            "One row per solver configuration, one column per verdict; each run counted once.",
            List.of(verdictTable(data)),
            List.of()));
  }

  /** The verdict table of a campaign: solver, total, then one column per verdict. */
  public static Table verdictTable(ReportData data) {
    VerdictTable t = CampaignCharts.verdicts(data);
    List<String> header = new ArrayList<>(List.of("solver", "total"));
    t.columns().forEach(k -> header.add(k.label()));
    List<List<String>> rows = new ArrayList<>();
    for (String s : t.solvers()) {
      List<String> r = new ArrayList<>();
      r.add(s);
      long total = 0;
      for (Verdict.Kind k : Verdict.Kind.values()) {
        total += t.count(s, k);
      }
      r.add(Long.toString(total));
      t.columns().forEach(k -> r.add(Long.toString(t.count(s, k))));
      rows.add(r);
    }
    return new Table("Verdicts per solver", header, rows, "");
  }
}
