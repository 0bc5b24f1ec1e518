package dev.assay.report;

import java.util.List;

/**
 * A chart of the report as data: what to plot, not how. {@link SvgCharts} draws each kind with
 * JFreeChart; sections (the engine's and each technique's) only say which numbers to show, so no
 * section depends on the charting library. Series, categories and points keep the order given.
 */
public sealed interface Chart {
  /** What a chart without data says in its place. */
  String NOTHING = "nothing was recorded to plot.";

  /** The chart's title, shown above it. */
  String title();

  /** Whether there is anything to plot: a chart without data is a sentence in the report. */
  boolean hasData();

  /** The sentence the report shows in place of the chart when it has no data. */
  String ifEmpty();

  <R> R accept(Visitor<R> v);

  /** One method per chart kind, so every drawer covers every kind. */
  interface Visitor<R> {
    R bars(Bars c);

    R lines(Lines c);

    R histogram(Histogram c);
  }

  /**
   * A named row of values, one per category.
   *
   * @param colour the bars' colour as {@code #RRGGBB}, or null for the next of the palette
   */
  record BarSeries(String name, List<Double> values, String colour) {
    public BarSeries {
      values = List.copyOf(values);
    }
  }

  /**
   * Bars per category, one per series side by side, or stacked (with a legend naming each series'
   * colour).
   *
   * @param horizontal whether categories run down the page (for many or long category names)
   * @param ifEmpty the sentence shown when no value is above zero
   */
  record Bars(
      String title,
      String categoryLabel,
      String valueLabel,
      List<String> categories,
      List<BarSeries> series,
      boolean stacked,
      boolean horizontal,
      String ifEmpty)
      implements Chart {
    @Override
    public boolean hasData() {
      return series.stream().flatMap(s -> s.values().stream()).anyMatch(v -> v > 0);
    }

    public Bars {
      categories = List.copyOf(categories);
      series = List.copyOf(series);
      for (BarSeries s : series) {
        if (s.values().size() != categories.size()) {
          throw new IllegalArgumentException("series " + s.name() + ": one value per category");
        }
      }
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.bars(this);
    }
  }

  /** A point of a line. */
  record Point(double x, double y) {}

  /** A named line (of {@link Point}s) or histogram (of {@link Bin}s). */
  record Series<T>(String name, List<T> values) {
    public Series {
      values = List.copyOf(values);
    }
  }

  /**
   * Lines through points, straight or as steps (a count that changes at events).
   *
   * @param step whether each line holds its value until the next point
   * @param ifEmpty the sentence shown when every point is at zero
   */
  record Lines(
      String title,
      String xLabel,
      String yLabel,
      List<Series<Point>> series,
      boolean step,
      String ifEmpty)
      implements Chart {
    public Lines(
        String title, String xLabel, String yLabel, List<Series<Point>> series, boolean step) {
      this(title, xLabel, yLabel, series, step, NOTHING);
    }

    public Lines {
      series = List.copyOf(series);
    }

    @Override
    public boolean hasData() {
      return series.stream().flatMap(s -> s.values().stream()).anyMatch(p -> p.y() != 0);
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.lines(this);
    }
  }

  /** A bin of a histogram: [from, to) and how many values fell in it. */
  record Bin(double from, double to, long count) {}

  /**
   * Histograms on one value axis, stacked: each bin's bar is split by series, in series order, and
   * a legend names each series' colour. Every series has the same bins.
   *
   * @param logScale whether the value axis is logarithmic (the bins should then be equal in log,
   *     and ticks fall on powers of ten)
   * @param milliseconds whether the values are milliseconds (ticks then read 10 ms, 1 s, ...)
   * @param ifEmpty the sentence shown when no bin holds a value
   */
  record Histogram(
      String title,
      String valueLabel,
      String countLabel,
      List<Series<Bin>> series,
      boolean logScale,
      boolean milliseconds,
      String ifEmpty)
      implements Chart {
    public Histogram {
      series = List.copyOf(series);
      for (Series<Bin> s : series) {
        if (s.values().size() != series.get(0).values().size()) {
          throw new IllegalArgumentException("series " + s.name() + ": the same bins as the first");
        }
      }
    }

    @Override
    public boolean hasData() {
      return series.stream().flatMap(s -> s.values().stream()).anyMatch(b -> b.count() > 0);
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.histogram(this);
    }
  }
}
