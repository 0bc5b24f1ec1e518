package dev.assay.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.campaign.Store;
import dev.assay.core.Verdict;
import java.awt.Color;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * The campaign charts say what they show: time in the unit of the campaign's length, log ticks at
 * powers of ten with the last one drawn, stacked bars with a legend for every colour, one distinct
 * colour per verdict (green for ok only), a sentence where there is nothing to plot, and commands a
 * reader can paste.
 */
class CampaignChartsTest {
  @TempDir Path dir;

  /** A label of a drawn chart: its text and where it starts. */
  private record Label(String text, double x) {}

  private static List<Label> labels(String svg) throws Exception {
    var doc =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new InputSource(new StringReader(svg)));
    NodeList texts = doc.getElementsByTagName("text");
    List<Label> out = new ArrayList<>();
    for (int i = 0; i < texts.getLength(); i++) {
      Element t = (Element) texts.item(i);
      out.add(new Label(t.getTextContent().strip(), Double.parseDouble(t.getAttribute("x"))));
    }
    return out;
  }

  private static Chart.Histogram times(double... ms) {
    List<Chart.Bin> bins = new ArrayList<>();
    for (double from = 3; from < 20000; from *= Math.pow(10, 0.25)) {
      long n = 0;
      for (double m : ms) {
        n += m >= from && m < from * Math.pow(10, 0.25) ? 1 : 0;
      }
      bins.add(new Chart.Bin(from, from * Math.pow(10, 0.25), n));
    }
    return new Chart.Histogram(
        "times",
        "wall time per run",
        "runs",
        List.of(new Chart.Series<>("z3", bins), new Chart.Series<>("cvc5", bins)),
        true,
        true,
        "none");
  }

  @Test
  void logAxis_ticksArePowersOfTen_inTimeUnits_andTheLastIsDrawnInside() throws Exception {
    List<Label> labels = labels(SvgCharts.svg(times(5, 40, 700, 15000), "t-"));
    List<String> texts = labels.stream().map(Label::text).toList();
    assertThat(texts).contains("1 ms", "10 ms", "100 ms", "1 s", "10 s", "100 s");
    assertThat(texts).noneMatch(t -> t.matches(".*\\d\\.\\d{3}.*")); // no 3.162, 31.623
    Label last = labels.stream().filter(l -> l.text().equals("100 s")).findFirst().orElseThrow();
    // centred on the axis' end: half its width (about 7 px a character) must fit in 1000 px
    assertThat(last.x() + 7 * last.text().length()).isLessThanOrEqualTo(1000);
  }

  @Test
  void histogram_isStacked_opaque_andItsLegendNamesEverySeries() throws Exception {
    String svg = SvgCharts.svg(times(5, 40, 700), "t-");
    assertThat(svg).doesNotContainPattern("fill-opacity:0\\.");
    assertThat(labels(svg).stream().map(Label::text)).contains("z3", "cvc5");
  }

  @Test
  void stackedBars_nameEveryColourInALegend_evenASingleOne() throws Exception {
    Chart.Bars one =
        new Chart.Bars(
            "Verdicts per solver",
            "solver",
            "runs",
            List.of("z3"),
            List.of(new Chart.BarSeries("ok", List.of(3.0), "#1B9E77")),
            true,
            false,
            Chart.NOTHING);
    assertThat(labels(SvgCharts.svg(one, "b-")).stream().map(Label::text)).contains("ok");
  }

  private static boolean green(Color c) {
    float[] hsb = Color.RGBtoHSB(c.getRed(), c.getGreen(), c.getBlue(), null);
    return hsb[0] * 360 >= 75 && hsb[0] * 360 <= 170 && hsb[1] > 0.2 && hsb[2] > 0.2;
  }

  @Test
  void verdictColours_okIsTheOnlyGreen_andNoTwoAreAlike() {
    assertThat(CampaignCharts.COLOURS.keySet()).containsExactlyInAnyOrder(Verdict.Kind.values());
    for (Map.Entry<Verdict.Kind, String> e : CampaignCharts.COLOURS.entrySet()) {
      assertThat(green(Color.decode(e.getValue())))
          .as(e.getKey() + " " + e.getValue())
          .isEqualTo(e.getKey() == Verdict.Kind.OK);
    }
    for (int i = 0; i < 8; i++) {
      assertThat(green((Color) SvgCharts.colour(i, null))).as("series colour " + i).isFalse();
    }
    List<Map.Entry<Verdict.Kind, String>> all = new ArrayList<>(CampaignCharts.COLOURS.entrySet());
    for (int i = 0; i < all.size(); i++) {
      for (int j = i + 1; j < all.size(); j++) {
        Color a = Color.decode(all.get(i).getValue());
        Color b = Color.decode(all.get(j).getValue());
        double d =
            Math.sqrt(
                Math.pow(a.getRed() - b.getRed(), 2)
                    + Math.pow(a.getGreen() - b.getGreen(), 2)
                    + Math.pow(a.getBlue() - b.getBlue(), 2));
        assertThat(d).as(all.get(i).getKey() + " vs " + all.get(j).getKey()).isGreaterThan(60);
      }
    }
  }

  private ReportData campaign(String id, double seconds, boolean finding) throws IOException {
    return campaign(id, seconds, finding, 1);
  }

  private ReportData campaign(String id, double seconds, boolean finding, int runs)
      throws IOException {
    FixedStore s = FixedStore.create(dir.resolve(id + ".db"));
    s.campaign(id, "check", "[]", 1, "2026-01-01T00:00:00.000Z", "z3 4.8.12");
    long whole = (long) seconds;
    String end = java.time.Instant.parse("2026-01-01T00:00:00.000Z").plusSeconds(whole).toString();
    s.session(id, "2026-01-01T00:00:00.000Z", end, seconds, 1);
    for (int i = 0; i < runs; i++) {
      s.result(id, i, 0, i + ".smt2", "z3", finding && i == 0 ? "wrong-status" : "ok", 30, null);
      s.item(id, i, null, 1);
    }
    if (finding) {
      String at =
          java.time.Instant.parse("2026-01-01T00:00:00.000Z").plusSeconds(whole / 2).toString();
      s.finding(id, "f1", "wrong-status", "z3", "a.smt2", "(check-sat)\n", null, at);
    }
    return ReportData.load(s.store(), id);
  }

  @Test
  void findingsOverTime_countsTimeInTheUnitTheCampaignsLengthSuggests() throws IOException {
    assertThat(
            ((Chart.Lines) CampaignCharts.findingsOverTime(campaign("six", 6, true, 2))).xLabel())
        .isEqualTo("campaign time (seconds)");
    Chart.Lines tenMinutes =
        (Chart.Lines) CampaignCharts.findingsOverTime(campaign("ten", 600, true, 2));
    assertThat(tenMinutes.xLabel()).isEqualTo("campaign time (minutes)");
    assertThat(tenMinutes.series().get(0).values())
        .contains(new Chart.Point(5, 1), new Chart.Point(10, 1));
    assertThat(
            ((Chart.Lines) CampaignCharts.findingsOverTime(campaign("day", 5 * 3600, true, 2)))
                .xLabel())
        .isEqualTo("campaign time (hours)");
  }

  @Test
  void chartsWithoutData_areASentenceInThePage() throws IOException {
    ReportData d = campaign("quiet", 6, false, 2);
    Chart findings = CampaignCharts.findingsOverTime(d);
    assertThat(findings.hasData()).isFalse();
    String html = new HtmlReport(List.of()).render(d);
    assertThat(html)
        .contains(
            "<strong>Distinct findings over the campaign</strong>: no finding in the campaign")
        .doesNotContain("aria-label=\"Distinct findings over the campaign\"")
        .contains("aria-label=\"Verdicts per solver\"");
  }

  @Test
  void aCampaignOfOneRun_saysSoInPlaceOfItsPerRunCharts() throws IOException {
    ReportData d = campaign("single", 6, true, 1);
    assertThat(CampaignCharts.verdictBars(d).hasData()).isFalse();
    assertThat(CampaignCharts.findingsOverTime(d).hasData()).isFalse();
    assertThat(CampaignCharts.timeHistogram(d).hasData()).isFalse();
    String html = new HtmlReport(List.of()).render(d);
    assertThat(html)
        .contains("<strong>Verdicts per solver</strong>: " + CampaignCharts.ONE_RUN)
        .contains("<strong>Solver time per run (log scale)</strong>: " + CampaignCharts.ONE_RUN)
        .contains("<strong>Distinct findings over the campaign</strong>: " + CampaignCharts.ONE_RUN)
        .doesNotContain("<svg");
    ReportData two = campaign("pair", 6, true, 2);
    assertThat(CampaignCharts.verdictBars(two).hasData()).isTrue();
    assertThat(CampaignCharts.findingsOverTime(two).hasData()).isTrue();
    assertThat(CampaignCharts.timeHistogram(two).hasData()).isTrue();
  }

  @Test
  void solversTable_showsACommandAReaderCanPaste_forTheBundledZ3Too() throws IOException {
    FixedStore s = FixedStore.create(dir.resolve("b.db"));
    String worker =
        "[\"/usr/lib/jvm/bin/java\",\"-Xmx256m\",\"-cp\",\"/x/assay.jar\","
            + "\"dev.assay.solver.z3.BundledZ3Worker\",\"input.smt2\"]";
    s.campaign(
        "b",
        "check",
        "[]",
        1,
        "2026-01-01T00:00:00.000Z",
        List.of(
            new Store.CampaignSolver(0, "bundled-z3", "4.14.1", "[\"smt.arith.solver=2\"]", worker),
            new Store.CampaignSolver(
                1, "z3", "4.8.12", "[]", "[\"z3\",\"-smt2\",\"input.smt2\"]")));
    s.session("b", "2026-01-01T00:00:00.000Z", "2026-01-01T00:00:06.000Z", 6, 1);
    String html = new HtmlReport(List.of()).render(ReportData.load(s.store(), "b"));
    assertThat(html)
        .contains(
            "<code>assay check FILE.smt2 --solver &#39;bundled-z3 smt.arith.solver&#61;2&#39;</code>")
        .contains("<code>z3 -smt2 FILE.smt2</code>")
        .contains("The bundled Z3 runs inside Assay")
        .doesNotContain("-Xmx256m");
  }
}
