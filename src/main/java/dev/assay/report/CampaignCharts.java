package dev.assay.report;

import dev.assay.campaign.Store;
import dev.assay.campaign.VerdictTable;
import dev.assay.core.Verdict;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The charts every campaign has, whatever its technique: verdicts per solver (stacked bars), the
 * distribution of solver times per solver (histogram, log scale), and distinct findings over the
 * campaign's time (a step line).
 */
final class CampaignCharts {
  /**
   * Verdict colours, one each and far apart: green for ok and for nothing else, blue for an answer
   * that could not be checked, greys, orange and yellow for undecided or rejected runs, reds,
   * browns, purple and black for findings. {@code CampaignChartsTest} checks that no two are close
   * and that only ok is green.
   */
  static final Map<Verdict.Kind, String> COLOURS = new LinkedHashMap<>();

  static {
    COLOURS.put(Verdict.Kind.OK, "#1B9E77");
    COLOURS.put(Verdict.Kind.UNCHECKED, "#56B4E9");
    COLOURS.put(Verdict.Kind.UNKNOWN, "#999999");
    COLOURS.put(Verdict.Kind.TIMEOUT, "#E69F00");
    COLOURS.put(Verdict.Kind.ERROR, "#7570B3");
    COLOURS.put(Verdict.Kind.UNSUPPORTED_INPUT, "#D9D9D9");
    COLOURS.put(Verdict.Kind.INCOMPLETENESS, "#F0E442");
    COLOURS.put(Verdict.Kind.WRONG_STATUS, "#B2182B");
    COLOURS.put(Verdict.Kind.INVALID_MODEL, "#F4A582");
    COLOURS.put(Verdict.Kind.SOLVER_INVALID_MODEL, "#8C510A");
    COLOURS.put(Verdict.Kind.INCORRECT_CORE, "#40004B");
    COLOURS.put(Verdict.Kind.CRASH, "#000000");
    COLOURS.put(Verdict.Kind.SESSION_ONLY, "#CC79A7");
  }

  /** Bins per factor of ten of the time histogram. */
  private static final int BINS_PER_DECADE = 4;

  private CampaignCharts() {}

  /** Verdicts per solver, counted from the campaign's results. */
  static VerdictTable verdicts(ReportData d) {
    VerdictTable t = new VerdictTable();
    for (Store.CampaignSolver s : d.solvers()) {
      t.addSolver(s.name());
    }
    for (Store.StoredResult r : d.results()) {
      Verdict.Kind k = Verdict.Kind.ofLabel(r.verdict());
      if (k != null) {
        t.add(r.solver(), k, 1);
      }
    }
    return t;
  }

  /**
   * What the campaign's charts say in place of a chart of one run. One bar, one bin or one step
   * tells nothing that the tables above do not, and drawing it (the first chart loads Java's 2D
   * graphics and fonts) took a fifth of {@code assay check} on one file.
   */
  static final String ONE_RUN = "one solver run: nothing to compare.";

  /** Whether the campaign made exactly one run: its charts are {@link #ONE_RUN} instead. */
  private static boolean oneRun(ReportData d) {
    return d.results().size() == 1;
  }

  static Chart verdictBars(ReportData d) {
    VerdictTable t = verdicts(d);
    List<String> solvers = t.solvers();
    List<Chart.BarSeries> series = new ArrayList<>();
    for (Verdict.Kind k : oneRun(d) ? Set.<Verdict.Kind>of() : COLOURS.keySet()) {
      List<Double> values = new ArrayList<>();
      boolean any = false;
      for (String s : solvers) {
        long n = t.count(s, k);
        any |= n > 0;
        values.add((double) n);
      }
      if (any) {
        series.add(new Chart.BarSeries(k.label(), values, COLOURS.get(k)));
      }
    }
    return new Chart.Bars(
        "Verdicts per solver",
        "solver",
        "runs",
        solvers,
        series,
        true,
        solvers.size() > 4,
        oneRun(d) ? ONE_RUN : "no solver run was recorded.");
  }

  /** Wall time of every run per solver, in bins equal on a log scale (milliseconds). */
  static Chart timeHistogram(ReportData d) {
    Map<String, List<Double>> times = new LinkedHashMap<>();
    for (Store.CampaignSolver s : d.solvers()) {
      times.put(s.name(), new ArrayList<>());
    }
    double min = Double.MAX_VALUE;
    double max = 0;
    for (Store.StoredResult r : d.results()) {
      if (r.wallMs() != null && r.wallMs() > 0) {
        times.computeIfAbsent(r.solver(), k -> new ArrayList<>()).add(r.wallMs());
        min = Math.min(min, r.wallMs());
        max = Math.max(max, r.wallMs());
      }
    }
    List<Chart.Series<Chart.Bin>> series = new ArrayList<>();
    if (max > 0 && !oneRun(d)) {
      int lo = (int) Math.floor(Math.log10(min) * BINS_PER_DECADE);
      int hi = (int) Math.floor(Math.log10(max) * BINS_PER_DECADE) + 1;
      for (Map.Entry<String, List<Double>> e : times.entrySet()) {
        long[] counts = new long[hi - lo];
        for (double t : e.getValue()) {
          int b = (int) Math.floor(Math.log10(t) * BINS_PER_DECADE) - lo;
          counts[Math.max(0, Math.min(counts.length - 1, b))]++;
        }
        List<Chart.Bin> bins = new ArrayList<>();
        for (int i = 0; i < counts.length; i++) {
          double from = Math.pow(10, (double) (lo + i) / BINS_PER_DECADE);
          double to = Math.pow(10, (double) (lo + i + 1) / BINS_PER_DECADE);
          bins.add(new Chart.Bin(from, to, counts[i]));
        }
        series.add(new Chart.Series<>(e.getKey(), bins));
      }
    }
    return new Chart.Histogram(
        "Solver time per run (log scale)",
        "wall time per run",
        "runs",
        series,
        true,
        true,
        oneRun(d) ? ONE_RUN : "no run recorded a wall time.");
  }

  /**
   * Distinct findings of this campaign against the campaign's time (all sessions together), in the
   * unit its length suggests ({@link TimeUnit}): each finding counts from its first sighting in
   * this campaign.
   */
  static Chart findingsOverTime(ReportData d) {
    List<Double> all = new ArrayList<>();
    for (Store.Finding f : d.findings()) {
      double first = Double.MAX_VALUE;
      for (Store.Hit h : d.hits(f.id())) {
        if (h.campaignId().equals(d.campaign().id())) {
          first = Math.min(first, campaignSeconds(d, h.seenAt()));
        }
      }
      if (first != Double.MAX_VALUE) {
        all.add(first);
      }
    }
    all.sort(Double::compare);
    double end = Math.max(d.seconds(), all.isEmpty() ? 0 : all.get(all.size() - 1));
    TimeUnit unit = TimeUnit.forLength(end);
    List<Chart.Point> points = new ArrayList<>();
    points.add(new Chart.Point(0, 0));
    for (int i = 0; i < all.size(); i++) {
      points.add(new Chart.Point(unit.in(all.get(i)), i + 1));
    }
    points.add(new Chart.Point(unit.in(end), all.size()));
    boolean one = oneRun(d);
    return new Chart.Lines(
        "Distinct findings over the campaign",
        "campaign time (" + unit.label() + ")",
        "distinct findings",
        one ? List.of() : List.of(new Chart.Series<>("distinct findings", points)),
        true,
        one ? ONE_RUN : "no finding in the campaign's " + HtmlReport.seconds(d.seconds()) + ".");
  }

  /** The unit of a time axis: what a campaign of that length is counted in. */
  enum TimeUnit {
    SECONDS(1, "seconds"),
    MINUTES(60, "minutes"),
    HOURS(3600, "hours");

    private final double seconds;
    private final String label;

    TimeUnit(double seconds, String label) {
      this.seconds = seconds;
      this.label = label;
    }

    /** Seconds up to two minutes, minutes up to two hours, then hours. */
    static TimeUnit forLength(double length) {
      return length <= 120 ? SECONDS : length <= 7200 ? MINUTES : HOURS;
    }

    double in(double secs) {
      return secs / seconds;
    }

    String label() {
      return label;
    }
  }

  /**
   * The campaign time of a moment: the seconds of the sessions that ended before it, plus its
   * distance from the start of its own session.
   */
  static double campaignSeconds(ReportData d, String at) {
    Instant t = parse(at);
    if (t == null) {
      return 0;
    }
    double before = 0;
    double here = 0;
    for (Store.Session s : d.sessions()) {
      Instant start = parse(s.startedAt());
      if (start == null || t.isBefore(start)) {
        break;
      }
      here = (t.toEpochMilli() - start.toEpochMilli()) / 1000.0;
      Instant end = parse(s.endedAt());
      if (end != null && !t.isBefore(end) && s.seconds() != null) {
        before += s.seconds();
        here = 0;
      }
    }
    return before + here;
  }

  private static Instant parse(String iso) {
    if (iso == null) {
      return null;
    }
    try {
      return Instant.parse(iso);
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
