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
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.StandardXYBarPainter;
import org.jfree.chart.renderer.xy.XYBarRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.renderer.xy.XYStepRenderer;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYIntervalSeries;
import org.jfree.data.xy.XYIntervalSeriesCollection;
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

  /** Series colours, in series order (colour-blind safe, after Okabe and Ito). */
  private static final List<Color> PALETTE =
      List.of(
          new Color(0x0072B2),
          new Color(0xE69F00),
          new Color(0x009E73),
          new Color(0xCC79A7),
          new Color(0x56B4E9),
          new Color(0xD55E00),
          new Color(0xF0E442),
          new Color(0x000000));

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
      boolean legend = b.series().size() > 1;
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
      for (Chart.LineSeries s : l.series()) {
        XYSeries x = new XYSeries(s.name(), false, true);
        for (Chart.Point p : s.points()) {
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
      XYIntervalSeriesCollection ds = new XYIntervalSeriesCollection();
      for (Chart.BinSeries s : h.series()) {
        XYIntervalSeries x = new XYIntervalSeries(s.name(), false, true);
        for (Chart.Bin b : s.bins()) {
          double mid = h.logScale() ? Math.sqrt(b.from() * b.to()) : (b.from() + b.to()) / 2;
          x.add(mid, b.from(), b.to(), b.count(), b.count(), b.count());
        }
        ds.addSeries(x);
      }
      NumberAxis count = new NumberAxis(h.countLabel());
      count.setNumberFormatOverride(numbers());
      count.setStandardTickUnits(NumberAxis.createIntegerTickUnits(Locale.ROOT));
      XYBarRenderer r = new XYBarRenderer();
      r.setDrawBarOutline(false);
      XYPlot plot;
      if (h.logScale()) {
        LogAxis values = new LogAxis(h.valueLabel());
        values.setBase(10);
        values.setNumberFormatOverride(numbers());
        values.setSmallestValue(1e-3);
        plot = new XYPlot(ds, values, count, r);
      } else {
        NumberAxis values = new NumberAxis(h.valueLabel());
        values.setNumberFormatOverride(numbers());
        plot = new XYPlot(ds, values, count, r);
      }
      JFreeChart c =
          new JFreeChart(h.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, h.series().size() > 1);
      theme().apply(c);
      for (int i = 0; i < h.series().size(); i++) {
        Color base = (Color) colour(i, null);
        r.setSeriesPaint(i, new Color(base.getRed(), base.getGreen(), base.getBlue(), 150));
      }
      return c;
    }

    private static boolean integral(Chart.Lines l) {
      for (Chart.LineSeries s : l.series()) {
        for (Chart.Point p : s.points()) {
          if (p.x() != Math.rint(p.x())) {
            return false;
          }
        }
      }
      return true;
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
