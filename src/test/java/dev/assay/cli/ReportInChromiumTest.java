package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a real small {@code fuzz} campaign (the bundled Z3 and a solver that lies about the
 * status), opened in headless Chromium with the network cut off: the screenshot shows a page, not a
 * blank, and the DOM Chromium built holds the findings table, a finding row and the charts. Skipped
 * where Debian's {@code chromium} is not installed.
 */
@Tag("external")
class ReportInChromiumTest {
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

  /** Long enough for a cold start of Chromium on a loaded machine; a hang fails the test. */
  private static final long BROWSER_SECONDS = 120;

  @TempDir Path dir;

  private static final String SAT_SEED =
      String.join(
          "\n",
          "(set-logic QF_LIA)",
          "(set-info :status sat)",
          "(declare-const x Int)",
          "(declare-const y Int)",
          "(assert (and (< x 3) (> y x)))",
          "(assert (or (= x 1) (< y 0)))",
          "(check-sat)",
          "");

  private static final String UNSAT_SEED =
      String.join(
          "\n",
          "(set-logic QF_LIA)",
          "(set-info :status unsat)",
          "(declare-const x Int)",
          "(assert (< x 0))",
          "(assert (> x 5))",
          "(check-sat)",
          "");

  @Test
  void fuzzReport_rendersInHeadlessChromium() throws Exception {
    Assumptions.assumeTrue(Files.isExecutable(CHROMIUM), "Debian's chromium is not installed");
    Path report = fuzzReport();

    Path shot = dir.resolve("shot.png");
    Browser b = chromium(report, "--screenshot=" + shot, "--window-size=1280,1400");
    assertThat(shot).as(b.err()).exists();
    BufferedImage image = ImageIO.read(shot.toFile());
    assertThat(image.getWidth()).isEqualTo(1280);
    assertThat(image.getHeight()).isEqualTo(1400);
    assertThat(inkShare(image))
        .as("share of pixels that are not the page background")
        .isGreaterThan(0.03);
    assertThat(colours(image)).as("distinct colours in the screenshot").isGreaterThan(16);

    String dom = chromium(report, "--dump-dom").out();
    assertThat(dom).contains("<table class=\"findings\" id=\"findings\">");
    assertThat(dom).contains("<tbody class=\"finding\" id=\"finding-");
    assertThat(dom).contains("<span class=\"kind\">wrong-status</span>");
    assertThat(dom.split("<svg ", -1).length - 1).as("inline SVG charts").isGreaterThanOrEqualTo(4);
    assertThat(dom).contains("Rule application frequency").contains("Verdicts per solver");
  }

  /** Runs a small fuzz campaign with the bundled Z3 and a liar; returns its report.html. */
  private Path fuzzReport() throws IOException {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(seeds.resolve("a.smt2"), SAT_SEED);
    Files.writeString(seeds.resolve("b.smt2"), UNSAT_SEED);
    Path liar = dir.resolve("liar.sh");
    Files.writeString(
        liar,
        "#!/bin/sh\nfor last; do :; done\n"
            + "status=$(grep -o -e ':status [a-z]*' -e 'expected status [a-z]*' \"$last\""
            + " | head -1 | awk '{print $NF}')\n"
            + "if [ \"$status\" = sat ]; then echo unsat; else echo sat; fi\n");
    Files.setPosixFilePermissions(
        liar,
        Set.of(
            PosixFilePermission.OWNER_READ,
            PosixFilePermission.OWNER_WRITE,
            PosixFilePermission.OWNER_EXECUTE));
    Path out = dir.resolve("run");
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "fuzz",
            seeds.toString(),
            "--solver",
            "bundled",
            "--solver",
            "liar=cmd:" + liar,
            "--iterations",
            "8",
            "--walk-length",
            "4",
            "--reduce-tests",
            "10",
            "--seed",
            "1",
            "-j",
            "2",
            "--no-progress",
            "--out",
            out.toString());
    assertThat(r.code()).as(r.err()).isEqualTo(ExitCodes.FINDINGS);
    Path report = out.resolve("report.html");
    assertThat(r.out()).contains("report: " + report);
    return report;
  }

  private record Browser(String out, String err) {}

  /**
   * Runs headless Chromium on {@code page} with {@code extra} flags. Networking is cut off: every
   * host name resolves to nothing and every request goes to a proxy that does not exist (the page
   * itself also forbids loads by its Content-Security-Policy). {@code --no-sandbox} because CI runs
   * as root.
   */
  private Browser chromium(Path page, String... extra) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(CHROMIUM.toString());
    cmd.addAll(
        List.of(
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
            "--proxy-server=127.0.0.1:9",
            "--host-resolver-rules=MAP * ~NOTFOUND",
            "--user-data-dir=" + dir.resolve("profile")));
    cmd.addAll(List.of(extra));
    cmd.add(page.toUri().toString());
    Path out = dir.resolve("chromium.out");
    Path err = dir.resolve("chromium.err");
    Process p =
        new ProcessBuilder(cmd)
            .directory(dir.toFile())
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .start();
    if (!p.waitFor(BROWSER_SECONDS, TimeUnit.SECONDS)) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      throw new AssertionError("chromium did not finish within " + BROWSER_SECONDS + " s");
    }
    String o = Files.readString(out, StandardCharsets.UTF_8);
    String e = Files.readString(err, StandardCharsets.UTF_8);
    assertThat(p.exitValue()).as(e).isZero();
    return new Browser(o, e);
  }

  /** The share of pixels whose colour differs from the top-left pixel (the page background). */
  private static double inkShare(BufferedImage image) {
    int background = image.getRGB(0, 0);
    long ink = 0;
    for (int y = 0; y < image.getHeight(); y++) {
      for (int x = 0; x < image.getWidth(); x++) {
        if (image.getRGB(x, y) != background) {
          ink++;
        }
      }
    }
    return (double) ink / ((long) image.getWidth() * image.getHeight());
  }

  private static int colours(BufferedImage image) {
    Set<Integer> seen = new HashSet<>();
    for (int y = 0; y < image.getHeight(); y += 2) {
      for (int x = 0; x < image.getWidth(); x += 2) {
        seen.add(image.getRGB(x, y));
      }
    }
    return seen.size();
  }
}
