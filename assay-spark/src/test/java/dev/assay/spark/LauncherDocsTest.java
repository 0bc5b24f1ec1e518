package dev.assay.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Spark commands of docs/distributed.md run as written: each {@code ./assay ... --engine
 * 'spark:...'} line of the page, run by bash from the project root without {@code SPARK_HOME} or
 * {@code SPARK_LOCAL_IP} (what a user who just cloned the project has), runs its campaign's items
 * on Spark and writes its report. Needs z3 on PATH and the main jar installed (CI runs {@code mvn
 * install} first).
 */
@Tag("spark")
class LauncherDocsTest {
  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Pattern REPORT = Pattern.compile("(?m)^report: (.+)/report\\.html$");

  /** The {@code ./assay} lines with a Spark engine in the page's shell blocks. */
  static List<String> documentedCommands() throws IOException {
    List<String> out = new ArrayList<>();
    boolean shell = false;
    for (String line : Files.readAllLines(ROOT.resolve("docs/distributed.md"))) {
      if (line.startsWith("```")) {
        shell = !shell && line.equals("```sh");
      } else if (shell && line.startsWith("./assay ") && line.contains("--engine 'spark:")) {
        out.add(line);
      }
    }
    return out;
  }

  @Test
  void theDocumentedCommands_runTheirItemsOnSpark() throws Exception {
    List<String> commands = documentedCommands();
    assertThat(commands)
        .anyMatch(c -> c.contains("'spark:local[2]'"))
        .anyMatch(c -> c.contains("'spark:local-cluster[2,1,1024]'"));
    for (String command : commands) {
      ProcessBuilder pb = new ProcessBuilder("bash", "-c", command).directory(ROOT.toFile());
      pb.environment().remove("SPARK_HOME");
      pb.environment().remove("SPARK_LOCAL_IP");
      pb.redirectErrorStream(true);
      Process p = pb.start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      int code = p.waitFor();
      Matcher report = REPORT.matcher(out);
      Path runDir = report.find() ? ROOT.resolve(report.group(1)) : null;
      try {
        // 0: no finding, 1: findings; 2 or 3 would be a usage or launcher failure
        assertThat(code).as(out).isIn(0, 1);
        String master = command.replaceAll(".*--engine 'spark:([^']+)'.*", "$1");
        assertThat(out).as(out).contains("ran on Spark " + master + ": ");
        if (master.startsWith("local-cluster[2")) {
          assertThat(out).contains(": 2 executors (pids ");
        }
        assertThat(runDir).as(out).isNotNull();
        assertThat(runDir.resolve("report.html")).exists();
      } finally {
        if (runDir != null && runDir.startsWith(ROOT) && !runDir.equals(ROOT)) {
          deleteTree(runDir);
        }
      }
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
