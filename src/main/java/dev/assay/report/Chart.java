package dev.assay.report;

import java.util.List;

/**
 * A chart of the report as data: what to plot, not how. {@link SvgCharts} draws each kind with
 * JFreeChart; sections (the engine's and each technique's) only say which numbers to show, so no
 * section depends on the charting library. Series, categories and points keep the order given.
 */
public sealed interface Chart {
  /** The chart's title, shown above it. */
  String title();

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
   * Bars per category, one per series side by side, or stacked.
   *
   * @param horizontal whether categories run down the page (for many or long category names)
   */
  record Bars(
      String title,
      String categoryLabel,
      String valueLabel,
      List<String> categories,
      List<BarSeries> series,
      boolean stacked,
      boolean horizontal)
      implements Chart {
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

  /** A named line. */
  record LineSeries(String name, List<Point> points) {
    public LineSeries {
      points = List.copyOf(points);
    }
  }

  /**
   * Lines through points, straight or as steps (a count that changes at events).
   *
   * @param step whether each line holds its value until the next point
   */
  record Lines(String title, String xLabel, String yLabel, List<LineSeries> series, boolean step)
      implements Chart {
    public Lines {
      series = List.copyOf(series);
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.lines(this);
    }
  }

  /** A bin of a histogram: [from, to) and how many values fell in it. */
  record Bin(double from, double to, long count) {}

  /** A named histogram. */
  record BinSeries(String name, List<Bin> bins) {
    public BinSeries {
      bins = List.copyOf(bins);
    }
  }

  /**
   * Histograms on one value axis, drawn over each other.
   *
   * @param logScale whether the value axis is logarithmic (the bins should then be equal in log)
   */
  record Histogram(
      String title, String valueLabel, String countLabel, List<BinSeries> series, boolean logScale)
      implements Chart {
    public Histogram {
      series = List.copyOf(series);
    }

    @Override
    public <R> R accept(Visitor<R> v) {
      return v.histogram(this);
    }
  }
}
