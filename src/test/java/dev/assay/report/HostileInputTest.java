package dev.assay.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Everything the report shows comes from inputs or solvers, and renders as text: symbol names with
 * markup, ampersands and quotes in a seed, a solver named like a tag, output that closes the {@code
 * <pre>} it is shown in, a finding id that tries to leave its attribute.
 */
class HostileInputTest {
  static final String SYMBOL = "|<script>alert(\"&'x')</script>|";
  static final String SOLVER = "<img src=x onerror=alert(1)>";

  @TempDir Path dir;

  private String render() throws IOException {
    try (FixedStore s = FixedStore.create(dir.resolve("h.db"))) {
      s.campaign(
          "c<b>1</b>",
          "check",
          "[\"--seed\",\"1 & <i>2</i>\"]",
          1,
          "2026-02-01T00:00:00.000Z",
          SOLVER + " 1.0 --opt=\"</code><script>x</script>\"",
          "z3 4.8.12");
      s.session("c<b>1</b>", "2026-02-01T00:00:00.000Z", "2026-02-01T00:01:00.000Z", 60, 1);
      s.result("c<b>1</b>", 0, 0, "seed & <x>.smt2", SOLVER, "crash", 12, "x\" onclick=\"alert(1)");
      s.result("c<b>1</b>", 0, 1, "seed & <x>.smt2", "z3", "ok", 30, null);
      s.item("c<b>1</b>", 0, "{\"<script>\": 1}", 1);
      s.finding(
          "c<b>1</b>",
          "x\" onclick=\"alert(1)",
          "crash",
          SOLVER,
          "seed & <x>.smt2",
          "(declare-const "
              + SYMBOL
              + " Int)\n(assert (> "
              + SYMBOL
              + " 0))\n</pre><script>y</script>",
          null,
          "2026-02-01T00:00:30.000Z");
      return new HtmlReport(List.of(new CheckSection()))
          .render(ReportData.load(s.store(), "c<b>1</b>"));
    }
  }

  @Test
  void markupFromInputsAndSolvers_rendersAsText() throws IOException {
    String html = render();
    String lower = html.toLowerCase(Locale.ROOT);
    assertThat(lower).doesNotContain("<script").doesNotContain("<img").doesNotContain("<b>");
    assertThat(html).doesNotContain("onclick=\"alert").doesNotContain("</pre><script>");
    assertThat(html)
        .contains("|&lt;script&gt;alert(&quot;&amp;&#39;x&#39;)&lt;/script&gt;|")
        .contains("&lt;img src=x onerror=alert(1)&gt;")
        .contains("seed &amp; &lt;x&gt;.smt2")
        .contains("--seed 1 &amp; &lt;i&gt;2&lt;/i&gt;");
  }

  @Test
  void chartLabels_areEscapedInsideTheSvg() throws Exception {
    String html = render();
    Matcher m = Pattern.compile("<svg.*?</svg\\s*>", Pattern.DOTALL).matcher(html);
    int charts = 0;
    while (m.find()) {
      charts++;
      String svg = m.group();
      // each chart is well-formed XML on its own: no label broke out of its text node
      DocumentBuilderFactory.newInstance()
          .newDocumentBuilder()
          .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
      assertThat(svg).doesNotContain("<img");
    }
    assertThat(charts).isEqualTo(3);
    assertThat(html).contains(">&lt;img src=x onerror=alert(1)&gt;</text");
  }
}
