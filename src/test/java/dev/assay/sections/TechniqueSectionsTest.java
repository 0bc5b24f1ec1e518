package dev.assay.sections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.report.Chart;
import dev.assay.report.FixedStore;
import dev.assay.report.ReportData;
import dev.assay.report.Section;
import dev.assay.report.Table;
import dev.assay.weakening.RuleCatalogue;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The technique sections read what their producers record per item: Table 4 counted from the
 * strings items' cells, and the §6.2 statistics merged from the fuzz walks' counts.
 */
class TechniqueSectionsTest {
  @TempDir Path dir;

  @Test
  void strings_table4_countsEachItemsCellInItsCategoryRow() throws IOException {
    try (FixedStore s = FixedStore.create(dir.resolve("s.db"))) {
      s.campaign(
          "s", "strings", "[\"--seeds\",\"0,1\"]", 5, "2026-01-01T00:00:00.000Z", "a 1", "b 1");
      s.session("s", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:10.000Z", 10, 1);
      String[][] items = {
        {"operation/t0", "S", "K"},
        {"operation/t1", "S", "S"},
        {"equivalent-formula+p/t2", "U", "T"},
        {"equivalent-formula/t3", "S!", "U"},
      };
      for (int i = 0; i < items.length; i++) {
        StringBuilder json = new StringBuilder("{");
        for (int c = 0; c < 2; c++) {
          String cell = items[i][1 + c];
          boolean sound = cell.endsWith("!");
          json.append(c == 0 ? "\"a\"" : ",\"b\"")
              .append(":{\"cell\":\"")
              .append(cell.replace("!", ""))
              .append("\",\"soundness\":")
              .append(sound)
              .append(",\"detail\":\"\"}");
          s.result("s", i, c, items[i][0], c == 0 ? "a" : "b", "ok", 5, null);
        }
        s.item("s", i, json.append('}').toString(), i + 1);
      }
      ReportData d = ReportData.load(s.store(), "s");
      Section sec = new StringsSection().section(d).orElseThrow();
      Table a = sec.tables().get(0);
      assertThat(a.caption()).isEqualTo("a");
      assertThat(a.header())
          .containsExactly(
              "Expected result", "Category", "# tests", "IM", "IC", "S", "U", "K", "T", "E");
      assertThat(a.rows())
          .containsExactly(
              List.of("sat", "operation", "2", "0", "-", "2", "0", "0", "0", "0"),
              List.of(
                  "unsat",
                  "equivalent formula",
                  "1",
                  "-",
                  "0",
                  "1 (1 soundness)",
                  "0",
                  "0",
                  "0",
                  "0"),
              List.of("unsat [+p]", "equivalent formula", "1", "-", "0", "0", "1", "0", "0", "0"));
      assertThat(a.note())
          .startsWith(
              "sat: 0 of 2 tests failed, 0 by a soundness issue;"
                  + " unsat: 1 of 1 tests failed, 1 by a soundness issue;");
      assertThat(sec.intro()).contains("of 5 generated: the campaign did not finish");
      Chart.Bars undecided = (Chart.Bars) sec.charts().get(0);
      assertThat(undecided.series().get(1).name()).isEqualTo("b");
      // b: operation 1 of 2 unknown, equivalent formula 0 of 1, [+p] 1 of 1 timeout
      assertThat(undecided.series().get(1).values()).containsExactly(50.0, 0.0, 100.0);
    }
  }

  @Test
  void fuzz_statistics_mergeTheWalksAndRankTheRules() throws IOException {
    RuleCatalogue rules = RuleCatalogue.standard();
    String r0 = rules.rule(0).id();
    String r1 = rules.rule(1).id();
    try (FixedStore s = FixedStore.create(dir.resolve("f.db"))) {
      s.campaign(
          "f",
          "fuzz",
          "[\"--walk-length\",\"2\",\"--seed\",\"3\"]",
          2,
          "2026-01-01T00:00:00.000Z",
          "z3 4.8.12");
      s.session("f", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:10.000Z", 10, 1);
      s.item("f", 0, walk(1, 3, "\"" + r0 + "\":1,\"" + r1 + "\":2", "[10,4]", "[2,1]", 6, 1), 4);
      s.item("f", 1, walk(2, 2, "\"" + r1 + "\":2", "[6,0]", "[1,0]", 4, 0), 8);
      s.item("f", 2, "{\"tool_failure\":\"item 2: boom\"}", 9);
      Section sec = new FuzzSection().section(ReportData.load(s.store(), "f")).orElseThrow();
      Table overview = sec.tables().get(0);
      assertThat(overview.rows())
          .contains(
              List.of("walks", "2 (0 stuck)"),
              List.of("mutants generated / unique", "5 / 5 (100.0 %)"),
              List.of("mutants per second", "0.5"),
              List.of("solver calls", "10"),
              List.of("timeouts", "1 (10.0 %)"),
              List.of("rules applied", "2 of " + rules.size()));
      Table ruleTable = sec.tables().get(2);
      assertThat(ruleTable.folded()).isTrue();
      assertThat(ruleTable.rows())
          .containsExactly(List.of(r1, "4", "80.0 %"), List.of(r0, "1", "20.0 %"));
      Chart.Lines applicable = (Chart.Lines) sec.charts().get(1);
      // step 1: (10 + 6) / (2 + 1), as the statistics round it; step 2: 4 / 1
      assertThat(applicable.series().get(0).values())
          .containsExactly(new Chart.Point(1, 5.333), new Chart.Point(2, 4));
    }
  }

  @Test
  void triggers_successRatePerConfiguration_andEveryPair() throws IOException {
    try (FixedStore s = FixedStore.create(dir.resolve("t.db"))) {
      s.campaign("t", "triggers", "[\"--config\",\"all\"]", 2, "2026-01-01T00:00:00.000Z", "z3 4");
      s.session("t", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:10.000Z", 10, 1);
      String[][] pairs = {
        {"a.smt2", "C0", "found", "1.0", "(f (g 7))"},
        {"a.smt2", "C1", "found", "3.0", "(f (g 7))"},
        {"b.smt2", "C0", "timeout", "60.0", null},
        {"b.smt2", "C1", "found", "2.0", "(h 1)"},
      };
      // one item per file, its configurations' lines as "pairs"
      for (int file = 0; file < 2; file++) {
        StringBuilder item = new StringBuilder("{\"pairs\":[");
        for (int c = 0; c < 2; c++) {
          String[] p = pairs[2 * file + c];
          item.append(c == 0 ? "" : ",")
              .append("{\"file\":\"")
              .append(p[0])
              .append("\",\"config\":\"")
              .append(p[1])
              .append("\",\"status\":\"")
              .append(p[2])
              .append("\",\"terms\":")
              .append(p[4] == null ? "[]" : "[\"" + p[4] + "\"]")
              .append(",\"seconds\":")
              .append(p[3])
              .append(p[4] == null ? ",\"reason\":\"no term validated\"" : "")
              .append("}");
        }
        s.item("t", file, item.append("]}").toString(), file + 1);
      }
      s.item("t", 2, "{\"tool_failure\":\"item 2: boom\"}", 3);
      Section sec = new TriggersSection().section(ReportData.load(s.store(), "t")).orElseThrow();
      assertThat(sec.tables().get(0).rows())
          .containsExactly(
              List.of("C0", "1/2", "50.0 %", "30.50", "1.00"),
              List.of("C1", "2/2", "100.0 %", "2.50", "2.50"));
      assertThat(sec.tables().get(1).rows())
          .hasSize(4)
          .contains(List.of("b.smt2", "C0", "timeout", "60.0", "no term validated"));
    }
  }

  /** A walk's counts as FuzzStatistics.countsJson writes them. */
  private static String walk(
      long hashBase,
      int mutants,
      String rules,
      String sums,
      String counts,
      long calls,
      long timeouts) {
    StringBuilder hashes = new StringBuilder();
    for (int i = 0; i < mutants; i++) {
      hashes.append(i == 0 ? "" : ",").append(hashBase * 100 + i);
    }
    return "{\"walks\":1,\"walks_stuck\":0,\"mutants\":"
        + mutants
        + ",\"unique_hashes\":["
        + hashes
        + "],\"rule_applications\":{"
        + rules
        + "},\"applicable_sum\":"
        + sums
        + ",\"applicable_count\":"
        + counts
        + ",\"verdicts\":{\"z3\":{\"ok\":"
        + (calls - timeouts)
        + ",\"timeout\":"
        + timeouts
        + "}},\"solver_calls\":{\"z3\":"
        + calls
        + "},\"findings_found\":{},\"tool_failures\":0,\"tool_failure_messages\":[]}";
  }

  @Test
  void horn_statisticsPerMutation_withTheWeightsReplayedRoundByRound() throws IOException {
    try (FixedStore s = FixedStore.create(dir.resolve("h.db"))) {
      s.campaign("h", "horn", "[]", 2, "2026-01-01T00:00:00.000Z", "z3 4.8.12");
      s.session("h", "2026-01-01T00:00:00.000Z", "2026-01-01T00:01:00.000Z", 60, 1);
      // items 0 and 1: the seed phase (2 seed groups); items 2 and 3: the first round of visits,
      // 1200 mutant runs between them, so one weight update when that round is counted
      for (int k = 0; k < 4; k++) {
        dev.assay.horn.HornStatistics st = new dev.assay.horn.HornStatistics();
        st.seedRun(k < 2 ? "seed" + k : null, dev.assay.core.Verdict.Kind.OK);
        st.verdict(dev.assay.core.Verdict.Kind.OK);
        st.trace("t" + k);
        if (k >= 2) {
          for (int r = 0; r < 300; r++) {
            st.mutantRun("ADD_CLAUSE", r % 2 == 0);
            st.mutantRun("SWAP_LITERALS", false);
          }
        }
        s.result("h", k, 0, "seed" + (k % 2), "z3", "ok", 5, null);
        s.item("h", k, st.toJson().toString(), 1);
      }
      ReportData d = ReportData.load(s.store(), "h");
      Section sec = new HornSection().section(d).orElseThrow();
      Table overview = sec.tables().get(0);
      assertThat(overview.rows())
          .contains(
              List.of("solver runs", "1204 (4 seed runs, 1200 mutant runs)"),
              List.of("unique traces", "4"),
              List.of("rounds counted in full", "2 (the seed phase and 1 of visits)"));
      // w = 0.62 * 0.1 + 0.38 * p: p = 0.5 for ADD_CLAUSE, 0 for SWAP_LITERALS
      assertThat(sec.tables().get(1).rows())
          .containsExactly(
              List.of("ADD_CLAUSE", "600", "300", "50.0 %", "0.2520"),
              List.of("SWAP_LITERALS", "600", "0", "0.0 %", "0.0620"));
      Chart.Bars runs = (Chart.Bars) sec.charts().get(0);
      assertThat(runs.stacked()).isTrue();
      assertThat(runs.series().stream().map(Chart.BarSeries::name))
          .containsExactly("opened a new trace", "no new trace");
      assertThat(runs.hasData()).isTrue();
    }
  }

  @Test
  void horn_seedPhaseOnly_saysSoInPlaceOfTheChart() throws IOException {
    try (FixedStore s = FixedStore.create(dir.resolve("h0.db"))) {
      s.campaign("h", "horn", "[]", 1, "2026-01-01T00:00:00.000Z", "z3 4.8.12");
      s.session("h", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:05.000Z", 5, 1);
      dev.assay.horn.HornStatistics st = new dev.assay.horn.HornStatistics();
      st.seedRun("seed0", dev.assay.core.Verdict.Kind.OK);
      s.item("h", 0, st.toJson().toString(), 1);
      Section sec = new HornSection().section(ReportData.load(s.store(), "h")).orElseThrow();
      assertThat(sec.charts().get(0).hasData()).isFalse();
      assertThat(sec.charts().get(0).ifEmpty()).contains("did not leave the seed phase");
    }
  }

  @Test
  void strings_withNothingUndecided_hasNoChartOfIt_butASentence() throws IOException {
    try (FixedStore s = FixedStore.create(dir.resolve("s0.db"))) {
      s.campaign("s", "strings", "[]", 1, "2026-01-01T00:00:00.000Z", "a 1");
      s.session("s", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:10.000Z", 10, 1);
      s.result("s", 0, 0, "operation/t0", "a", "ok", 5, null);
      s.item("s", 0, "{\"a\":{\"cell\":\"S\",\"soundness\":false,\"detail\":\"\"}}", 1);
      Section sec = new StringsSection().section(ReportData.load(s.store(), "s")).orElseThrow();
      Chart undecided = sec.charts().get(0);
      assertThat(undecided.hasData()).isFalse();
      assertThat(undecided.ifEmpty())
          .isEqualTo("no test was unknown or timed out, in any category and configuration.");
    }
  }
}
