package dev.assay.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.Paint;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.apache.batik.svggen.SVGGeneratorContext;
import org.apache.batik.svggen.SVGGraphics2D;
import org.apache.batik.svggen.SVGIDGenerator;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.CategoryLabelPositions;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.StackedXYBarRenderer;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.AbstractIntervalXYDataset;
import org.jfree.data.xy.TableXYDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Draws a {@link Chart} with JFreeChart into SVG text with Batik's SVG generator, for inline use in
 * a page. The output depends on the chart's data and this class only: a fixed font (DejaVu Sans, a
 * package of the machine image; its metrics decide the layout), fixed colours, no gradients or
 * shadows, and element ids that start with the chart's own prefix (so that several charts in one
 * page never share an id) and then count up from 1.
 */
public final class SvgCharts {
  /** The font every chart is laid out and drawn with. */
  static final String FONT = "DejaVu Sans";

  private static final String SVG_NS = "http://www.w3.org/2000/svg";

  /**
   * Series colours, in series order (colour-blind safe, after Okabe and Ito), without their green:
   * green on a page of this report means a verdict of ok, and a solver's bars must not read as one.
   */
  private static final List<Color> PALETTE =
      List.of(
          new Color(0x0072B2),
          new Color(0xE69F00),
          new Color(0xCC79A7),
          new Color(0x56B4E9),
          new Color(0xD55E00),
          new Color(0xF0E442),
          new Color(0x000000),
          new Color(0x999999));

  private static final int WIDTH = 1000;
  private static final int HEIGHT = 360;

  private SvgCharts() {
    System.setProperty("java.awt.headless", "true");
  }

  /** The chart as an {@code <svg>} element (no XML declaration), its ids starting with idPrefix. */
  public static String svg(Chart chart, String idPrefix) {
    System.setProperty("java.awt.headless", "true");
    JFreeChart drawn = chart.accept(new Drawer());
    polish(drawn);
    int height = height(chart);
    return toSvg(drawn, WIDTH, height, idPrefix, chart.title());
  }

  private static int height(Chart chart) {
    if (chart instanceof Chart.Bars b && b.horizontal()) {
      return Math.max(HEIGHT, 110 + 16 * b.categories().size() * Math.max(1, barsPerRow(b)));
    }
    return HEIGHT;
  }

  private static int barsPerRow(Chart.Bars b) {
    return b.stacked() ? 1 : b.series().size();
  }

  /** Colour of the {@code i}-th series, or the one the series asks for. */
  static Paint colour(int i, String hex) {
    if (hex != null) {
      return Color.decode(hex);
    }
    return PALETTE.get(i % PALETTE.size());
  }

  private static StandardChartTheme theme() {
    StandardChartTheme t = new StandardChartTheme("assay", false);
    t.setExtraLargeFont(new Font(FONT, Font.BOLD, 15));
    t.setLargeFont(new Font(FONT, Font.BOLD, 12));
    t.setRegularFont(new Font(FONT, Font.PLAIN, 11));
    t.setSmallFont(new Font(FONT, Font.PLAIN, 10));
    t.setChartBackgroundPaint(Color.WHITE);
    t.setPlotBackgroundPaint(Color.WHITE);
    t.setDomainGridlinePaint(new Color(0xDDDDDD));
    t.setRangeGridlinePaint(new Color(0xDDDDDD));
    t.setBarPainter(new StandardBarPainter());
    t.setXYBarPainter(new StandardXYBarPainter());
    t.setShadowVisible(false);
    return t;
  }

  /** What the theme does not set: outlines, and the colours the data asked for. */
  private static void polish(JFreeChart c) {
    // room on the right for the label of the last tick, which is centred on the axis' end
    c.setPadding(new org.jfree.chart.ui.RectangleInsets(4, 8, 4, 28));
    c.setAntiAlias(true);
    c.setTextAntiAlias(true);
    c.getPlot().setOutlineVisible(false);
    if (c.getLegend() != null) {
      c.getLegend().setFrame(org.jfree.chart.block.BlockBorder.NONE);
    }
  }

  private static final class Drawer implements Chart.Visitor<JFreeChart> {
    @Override
    public JFreeChart bars(Chart.Bars b) {
      DefaultCategoryDataset ds = new DefaultCategoryDataset();
      for (Chart.BarSeries s : b.series()) {
        for (int i = 0; i < b.categories().size(); i++) {
          ds.addValue(s.values().get(i), s.name(), b.categories().get(i));
        }
      }
      PlotOrientation o = b.horizontal() ? PlotOrientation.HORIZONTAL : PlotOrientation.VERTICAL;
      // stacked bars always name their colours; side-by-side ones when there is more than one
      boolean legend = b.stacked() ? !b.series().isEmpty() : b.series().size() > 1;
      JFreeChart c =
          b.stacked()
              ? ChartFactory.createStackedBarChart(
                  b.title(), b.categoryLabel(), b.valueLabel(), ds, o, legend, false, false)
              : ChartFactory.createBarChart(
                  b.title(), b.categoryLabel(), b.valueLabel(), ds, o, legend, false, false);
      theme().apply(c);
      CategoryPlot plot = c.getCategoryPlot();
      BarRenderer r = (BarRenderer) plot.getRenderer();
      r.setDrawBarOutline(false);
      r.setItemMargin(0.02);
      r.setMaximumBarWidth(0.12);
      for (int i = 0; i < b.series().size(); i++) {
        r.setSeriesPaint(i, colour(i, b.series().get(i).colour()));
      }
      CategoryAxis axis = plot.getDomainAxis();
      axis.setMaximumCategoryLabelWidthRatio(b.horizontal() ? 0.6f : 1.0f);
      if (!b.horizontal() && b.categories().size() > 6) {
        axis.setCategoryLabelPositions(CategoryLabelPositions.UP_45);
      }
      NumberAxis values = (NumberAxis) plot.getRangeAxis();
      values.setNumberFormatOverride(numbers());
      if (b.series().stream().flatMap(s -> s.values().stream()).allMatch(v -> v == Math.rint(v))) {
        values.setStandardTickUnits(NumberAxis.createIntegerTickUnits(Locale.ROOT));
      }
      return c;
    }

    @Override
    public JFreeChart lines(Chart.Lines l) {
      XYSeriesCollection ds = new XYSeriesCollection();
      for (Chart.Series<Chart.Point> s : l.series()) {
        XYSeries x = new XYSeries(s.name(), false, true);
        for (Chart.Point p : s.values()) {
          x.add(p.x(), p.y());
        }
        ds.addSeries(x);
      }
      JFreeChart c =
          ChartFactory.createXYLineChart(
              l.title(),
              l.xLabel(),
              l.yLabel(),
              ds,
              PlotOrientation.VERTICAL,
              l.series().size() > 1,
              false,
              false);
      theme().apply(c);
      XYPlot plot = c.getXYPlot();
      XYLineAndShapeRenderer r = l.step() ? new XYStepRenderer() : new XYLineAndShapeRenderer();
      r.setDefaultShapesVisible(!l.step());
      for (int i = 0; i < l.series().size(); i++) {
        r.setSeriesPaint(i, colour(i, null));
        r.setSeriesStroke(i, new BasicStroke(2f));
      }
      plot.setRenderer(r);
      NumberAxis y = (NumberAxis) plot.getRangeAxis();
      y.setNumberFormatOverride(numbers());
      if (l.step()) {
        y.setStandardTickUnits(NumberAxis.createIntegerTickUnits(Locale.ROOT));
      }
      NumberAxis x = (NumberAxis) plot.getDomainAxis();
      x.setNumberFormatOverride(numbers());
      if (integral(l)) {
        x.setStandardTickUnits(NumberAxis.createIntegerTickUnits(Locale.ROOT));
      }
      return c;
    }

    @Override
    public JFreeChart histogram(Chart.Histogram h) {
      NumberAxis count = new NumberAxis(h.countLabel());
      count.setNumberFormatOverride(numbers());
      count.setStandardTickUnits(NumberAxis.createIntegerTickUnits(Locale.ROOT));
      // stacked, so that no bar hides another and every colour on the page is a series'
      StackedXYBarRenderer r = new StackedXYBarRenderer(0.0);
      r.setBarPainter(new StandardXYBarPainter());
      r.setShadowVisible(false);
      r.setDrawBarOutline(true);
      java.text.NumberFormat format = h.milliseconds() ? new Milliseconds() : numbers();
      NumberAxis values = new NumberAxis(h.valueLabel());
      if (h.logScale()) {
        // the axis counts powers of ten (the bins' bounds are their logarithms), so its ticks are
        // plain text labels at 1, 10, 100, ... and the axis runs from one power of ten to another:
        // the last tick is the axis' end and is drawn with its label
        values.setNumberFormatOverride(new PowersOfTen(format));
        values.setTickUnit(new NumberTickUnit(1.0), false, false);
        values.setAutoTickUnitSelection(false);
        double[] range = decades(h);
        values.setRange(range[0], range[1]);
      } else {
        values.setNumberFormatOverride(format);
      }
      XYPlot plot = new XYPlot(new BinTable(h), values, count, r);
      JFreeChart c = new JFreeChart(h.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, true);
      theme().apply(c);
      // after the theme, which sets its own paints: a thin white edge tells stacked parts apart
      r.setDefaultOutlinePaint(Color.WHITE);
      r.setDefaultOutlineStroke(new BasicStroke(0.5f));
      for (int i = 0; i < h.series().size(); i++) {
        r.setSeriesPaint(i, colour(i, null));
        r.setSeriesOutlinePaint(i, Color.WHITE);
      }
      return c;
    }

    /**
     * The exponents of the power of ten at or below the first bin and of the one at or above the
     * last.
     */
    private static double[] decades(Chart.Histogram h) {
      double lo = Double.MAX_VALUE;
      double hi = 0;
      for (Chart.Series<Chart.Bin> s : h.series()) {
        for (Chart.Bin b : s.values()) {
          lo = Math.min(lo, b.from());
          hi = Math.max(hi, b.to());
        }
      }
      if (hi <= 0 || lo <= 0) {
        return new double[] {0, 1};
      }
      double from = Math.floor(Math.log10(lo) + 1e-9);
      double to = Math.ceil(Math.log10(hi) - 1e-9);
      return new double[] {from, to > from ? to : from + 1};
    }

    private static boolean integral(Chart.Lines l) {
      for (Chart.Series<Chart.Point> s : l.series()) {
        for (Chart.Point p : s.values()) {
          if (p.x() != Math.rint(p.x())) {
            return false;
          }
        }
      }
      return true;
    }
  }

  /** The bins of a histogram as JFreeChart's table of intervals: every series on the same bins. */
  private static final class BinTable extends AbstractIntervalXYDataset implements TableXYDataset {
    private final Chart.Histogram h;

    BinTable(Chart.Histogram h) {
      this.h = h;
    }

    private Chart.Bin bin(int series, int item) {
      return h.series().get(series).values().get(item);
    }

    @Override
    public int getItemCount() {
      return h.series().isEmpty() ? 0 : h.series().get(0).values().size();
    }

    @Override
    public int getItemCount(int series) {
      return getItemCount();
    }

    @Override
    public int getSeriesCount() {
      return h.series().size();
    }

    @Override
    public Comparable<?> getSeriesKey(int series) {
      return h.series().get(series).name();
    }

    /** A value as the axis counts it: its logarithm on a log scale. */
    private double x(double v) {
      return h.logScale() ? Math.log10(v) : v;
    }

    @Override
    public Number getX(int series, int item) {
      Chart.Bin b = bin(series, item);
      return (x(b.from()) + x(b.to())) / 2;
    }

    @Override
    public Number getY(int series, int item) {
      return bin(series, item).count();
    }

    @Override
    public Number getStartX(int series, int item) {
      return x(bin(series, item).from());
    }

    @Override
    public Number getEndX(int series, int item) {
      return x(bin(series, item).to());
    }

    @Override
    public Number getStartY(int series, int item) {
      return getY(series, item);
    }

    @Override
    public Number getEndY(int series, int item) {
      return getY(series, item);
    }
  }

  /** A number format for axis labels only: one method turns a value into its label. */
  private abstract static class LabelFormat extends java.text.NumberFormat {
    private static final long serialVersionUID = 1L;

    abstract String label(double v);

    @Override
    public StringBuffer format(double v, StringBuffer to, java.text.FieldPosition pos) {
      return to.append(label(v));
    }

    @Override
    public StringBuffer format(long v, StringBuffer to, java.text.FieldPosition pos) {
      return to.append(label(v));
    }

    @Override
    public Number parse(String source, java.text.ParsePosition pos) {
      throw new UnsupportedOperationException("labels only");
    }
  }

  /** A power of ten, given its exponent, in the format of the values themselves. */
  static final class PowersOfTen extends LabelFormat {
    private static final long serialVersionUID = 1L;
    private final java.text.NumberFormat values;

    PowersOfTen(java.text.NumberFormat values) {
      this.values = values;
    }

    @Override
    String label(double exponent) {
      return values.format(Math.pow(10, Math.rint(exponent * 1000) / 1000));
    }
  }

  /**
   * Milliseconds as a reader says them: {@code 10 ms}, {@code 1 s}, {@code 100 s} (the log axis'
   * ticks are powers of ten, so these are the labels it shows).
   */
  static final class Milliseconds extends LabelFormat {
    private static final long serialVersionUID = 1L;

    @Override
    String label(double ms) {
      return ms >= 1000 ? numbers().format(ms / 1000) + " s" : numbers().format(ms) + " ms";
    }
  }

  /** Numbers as the report prints them: grouped thousands, no locale of the machine. */
  private static java.text.NumberFormat numbers() {
    java.text.DecimalFormat f =
        new java.text.DecimalFormat(
            "#,##0.###", java.text.DecimalFormatSymbols.getInstance(Locale.ROOT));
    return f;
  }

  private static String toSvg(
      JFreeChart chart, int width, int height, String prefix, String title) {
    Document doc;
    try {
      doc =
          DocumentBuilderFactory.newInstance()
              .newDocumentBuilder()
              .getDOMImplementation()
              .createDocument(SVG_NS, "svg", null);
    } catch (ParserConfigurationException e) {
      throw new IllegalStateException("the JDK's XML parser factory is always configurable", e);
    }
    SVGGeneratorContext ctx = SVGGeneratorContext.createDefault(doc);
    ctx.setComment(null);
    ctx.setEmbeddedFontsOn(false);
    ctx.setPrecision(4);
    ctx.setIDGenerator(new PrefixedIds(prefix));
    SVGGraphics2D g = new SVGGraphics2D(ctx, false);
    g.setSVGCanvasSize(new Dimension(width, height));
    chart.draw(g, new Rectangle2D.Double(0, 0, width, height));
    Element root = g.getRoot();
    root.setAttribute("viewBox", "0 0 " + width + " " + height);
    root.setAttribute("role", "img");
    root.setAttribute("aria-label", title);
    root.setAttribute("class", "chart");
    DefsOrder.sort(root);
    DefsOrder.prefixIds(root, prefix);
    StringWriter w = new StringWriter();
    try {
      g.stream(root, w, true, false);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String s = w.toString();
    int start = s.indexOf("<svg");
    return s.substring(start).strip();
  }

  /** Batik's id generator with a prefix: ids count up per kind, as Batik's do, from 1. */
  private static final class PrefixedIds extends SVGIDGenerator {
    private final String prefix;

    PrefixedIds(String prefix) {
      this.prefix = prefix;
    }

    @Override
    public String generateID(String kind) {
      return prefix + super.generateID(kind);
    }
  }
}
