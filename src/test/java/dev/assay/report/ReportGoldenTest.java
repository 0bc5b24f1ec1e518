package dev.assay.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.campaign.Store;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a fixed store, pinned byte for byte by {@code golden/report/check-campaign.html}:
 * two {@code check} campaigns, the second with a finding the first saw (marked as seen before) and
 * a new one. Run with {@code -Dassay.golden.update=true} to write the golden file again after a
 * deliberate change, and read the difference.
 */
class ReportGoldenTest {
  private static final String GOLDEN = "golden/report/check-campaign.html";

  @TempDir Path dir;

  /** The fixed store: the same calls on any machine give the same rows. */
  static void fill(FixedStore s) throws IOException {
    String args = "[\"--timeout\",\"10.0\",\"--seed\",\"7\",\"--\",\"/corpus/files\"]";
    s.campaign("check-a", "check", args, 3, "2026-01-10T10:00:00.000Z", "z3 4.8.12", "cvc5 1.0.3");
    s.session("check-a", "2026-01-10T10:00:00.000Z", "2026-01-10T10:02:00.000Z", 120, 2);
    String[] files = {"neg1.smt2", "pos1.smt2", "sub/neg2.smt2"};
    for (int i = 0; i < files.length; i++) {
      s.result("check-a", i, 0, files[i], "z3", i == 0 ? "wrong-status" : "ok", 40 + 90 * i, null);
      s.result("check-a", i, 1, files[i], "cvc5", i == 2 ? "timeout" : "ok", 700 + 300 * i, null);
      s.item("check-a", i, null, 30.0 * (i + 1));
    }
    s.finding(
        "check-a",
        "a1b2c3d4e5f6",
        "wrong-status",
        "z3",
        "neg1.smt2",
        "(declare-const x Int)\n(assert (> x 1))\n(assert (< x 0))\n(check-sat)\n",
        "(declare-const x Int)\n(assert (< x (- x)))\n(check-sat)\n",
        "2026-01-10T10:00:40.000Z");

    s.campaign(
        "check-b",
        "check",
        args,
        4,
        "2026-01-11T09:00:00.000Z",
        "z3 4.8.12",
        "cvc5 1.0.3 --strings-exp");
    s.session("check-b", "2026-01-11T09:00:00.000Z", "2026-01-11T09:05:00.000Z", 300, 2);
    String[] more = {"neg1.smt2", "pos1.smt2", "pos2.smt2", "sub/neg2.smt2"};
    String[] z3 = {"wrong-status", "ok", "unknown", "ok"};
    String[] cvc5 = {"ok", "unchecked", "crash", "error"};
    for (int i = 0; i < more.length; i++) {
      s.result("check-b", i, 0, more[i], "z3", z3[i], 15 * Math.pow(3, i), null);
      s.result("check-b", i, 1, more[i], "cvc5", cvc5[i], 2000 + 250 * i, null);
      s.item("check-b", i, null, 60.0 * (i + 1));
    }
    s.sighting("check-b", "a1b2c3d4e5f6", "z3", "neg1.smt2", "2026-01-11T09:01:30.000Z");
    s.finding(
        "check-b",
        "0f1e2d3c4b5a",
        "crash",
        "cvc5",
        "pos2.smt2",
        "(set-logic ALL)\n(declare-fun |<Main: void main()>| () Int)\n"
            + "(assert (> |<Main: void main()>| 0))\n(check-sat)\n",
        null,
        "2026-01-11T09:03:00.000Z");
  }

  private String render(Path file) throws IOException {
    try (FixedStore s = FixedStore.create(file)) {
      fill(s);
      Store store = s.store();
      return new HtmlReport(List.of(new CheckSection())).render(ReportData.load(store, "check-b"));
    }
  }

  @Test
  void fixedStore_givesThePinnedPage() throws IOException {
    String html = render(dir.resolve("a.db"));
    if (Boolean.getBoolean("assay.golden.update")) {
      Path target = Path.of("src/test/resources").resolve(GOLDEN);
      Files.createDirectories(target.getParent());
      Files.writeString(target, html, StandardCharsets.UTF_8);
    }
    assertThat(html).isEqualTo(golden());
  }

  @Test
  void sameStoreTwice_givesTheSameBytes() throws IOException {
    assertThat(render(dir.resolve("b.db"))).isEqualTo(render(dir.resolve("c.db")));
  }

  @Test
  void findingSeenInAnEarlierCampaign_isMarkedKnown_andTheOtherNew() throws IOException {
    String html = render(dir.resolve("d.db"));
    assertThat(html).contains("2 distinct findings, 1 new");
    String known = html.substring(html.indexOf("id=\"finding-a1b2c3d4e5f6\""));
    assertThat(known.substring(0, known.indexOf("</tr>"))).contains("seen before");
    String fresh = html.substring(html.indexOf("id=\"finding-0f1e2d3c4b5a\""));
    assertThat(fresh.substring(0, fresh.indexOf("</tr>"))).contains("badge new");
    // the symbol of a Soot-style method name is text, and the reduced input is the one shown
    assertThat(html).contains("|&lt;Main: void main()&gt;|").doesNotContain("<Main:");
    assertThat(html).contains("(assert (&lt; x (- x)))");
  }

  private static String golden() throws IOException {
    try (InputStream in = ReportGoldenTest.class.getResourceAsStream("/" + GOLDEN)) {
      assertThat(in).as("golden file " + GOLDEN).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
