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
import java.util.TreeSet;

/**
 * The charts every campaign has, whatever its technique: verdicts per solver (stacked bars), the
 * distribution of solver times per solver (histogram, log scale), and distinct findings over the
 * campaign's time (a step line).
 */
final class CampaignCharts {
  /** Verdict colours: greens for answers that match, greys for undecided, reds for findings. */
  private static final Map<Verdict.Kind, String> COLOURS = new LinkedHashMap<>();

  static {
    COLOURS.put(Verdict.Kind.OK, "#2E8B57");
    COLOURS.put(Verdict.Kind.UNCHECKED, "#8FD19E");
    COLOURS.put(Verdict.Kind.UNKNOWN, "#A0A0A0");
    COLOURS.put(Verdict.Kind.TIMEOUT, "#E69F00");
    COLOURS.put(Verdict.Kind.ERROR, "#6A5ACD");
    COLOURS.put(Verdict.Kind.UNSUPPORTED_INPUT, "#C8C8E8");
    COLOURS.put(Verdict.Kind.INCOMPLETENESS, "#F4A582");
    COLOURS.put(Verdict.Kind.WRONG_STATUS, "#B2182B");
    COLOURS.put(Verdict.Kind.INVALID_MODEL, "#D6604D");
    COLOURS.put(Verdict.Kind.SOLVER_INVALID_MODEL, "#E7857A");
    COLOURS.put(Verdict.Kind.INCORRECT_CORE, "#8B0000");
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

  static Chart verdictBars(ReportData d) {
    VerdictTable t = verdicts(d);
    List<String> solvers = t.solvers();
    List<Chart.BarSeries> series = new ArrayList<>();
    for (Verdict.Kind k : COLOURS.keySet()) {
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
        "Verdicts per solver", "solver", "runs", solvers, series, true, solvers.size() > 4);
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
    List<Chart.BinSeries> series = new ArrayList<>();
    if (max > 0) {
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
        series.add(new Chart.BinSeries(e.getKey(), bins));
      }
    }
    return new Chart.Histogram(
        "Solver time per run (log scale)", "wall time per run (ms)", "runs", series, true);
  }

  /**
   * Distinct findings of this campaign against the campaign's time (minutes, all sessions
   * together): each finding counts from its first sighting in this campaign.
   */
  static Chart findingsOverTime(ReportData d) {
    TreeSet<Double> firsts = new TreeSet<>();
    List<Double> all = new ArrayList<>();
    for (Store.Finding f : d.findings()) {
      double first = Double.MAX_VALUE;
      for (Store.Hit h : d.hits(f.id())) {
        if (h.campaignId().equals(d.campaign().id())) {
          double t = campaignMinutes(d, h.seenAt());
          first = Math.min(first, t);
        }
      }
      if (first != Double.MAX_VALUE) {
        all.add(first);
        firsts.add(first);
      }
    }
    all.sort(Double::compare);
    List<Chart.Point> points = new ArrayList<>();
    points.add(new Chart.Point(0, 0));
    for (int i = 0; i < all.size(); i++) {
      points.add(new Chart.Point(all.get(i), i + 1));
    }
    double end = Math.max(d.seconds() / 60, all.isEmpty() ? 0 : all.get(all.size() - 1));
    points.add(new Chart.Point(end, all.size()));
    return new Chart.Lines(
        "Distinct findings over the campaign",
        "campaign time (minutes)",
        "distinct findings",
        List.of(new Chart.LineSeries("distinct findings", points)),
        true);
  }

  /**
   * The campaign time of a moment: the seconds of the sessions that ended before it, plus its
   * distance from the start of its own session.
   */
  static double campaignMinutes(ReportData d, String at) {
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
    return (before + here) / 60;
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
