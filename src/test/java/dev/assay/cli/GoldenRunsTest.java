package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.testkit.Fixtures;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A golden run of every campaign command on a fixed seed and small fixed inputs, one worker: per
 * run the case, solver, verdict, detail and finding signature; then the deduplicated findings and
 * the technique's statistics, without times, ids or paths ({@code golden/runs/COMMAND.txt}).
 * Changing how a command is put together must leave these unchanged; a change of behaviour updates
 * the golden file in the same commit ({@code -Dgolden.update=true} rewrites them under {@code
 * src/test/resources}).
 */
@Tag("slow")
class GoldenRunsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Statistics keys that hold times, rates or machine facts: left out of the golden files. */
  private static final Pattern VOLATILE =
      Pattern.compile(
          ".*(seconds|_ms|millis|wall|cpu|per_hour|per_second|rate|throughput|utilisation"
              + "|elapsed|time|started|finished_at|host|path|folder|dir|campaign).*");

  @TempDir Path dir;

  @Test
  void check() throws IOException {
    Path wrongModel = Fixtures.fakeSolver("/fake-solvers/wrong-model.sh", dir);
    Path segfault = Fixtures.fakeSolver("/fake-solvers/segfault.sh", dir);
    Path out = dir.resolve("out");
    run(
        "check",
        Path.of("examples/smt").toAbsolutePath().toString(),
        "--solver",
        "bundled",
        "--solver",
        "wrong=cmd:" + wrongModel,
        "--solver",
        "segv=cmd:" + segfault,
        "--model-check-solver",
        "bundled",
        "-j",
        "1",
        "--no-report",
        "--out",
        out.toString());
    compare("check", runs(out, "results.jsonl") + findings(out));
  }

  @Test
  void fuzz() throws IOException {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(
        seeds.resolve("a.smt2"),
        "(set-logic QF_LIA)\n(set-info :status sat)\n(declare-const x Int)\n"
            + "(declare-const y Int)\n(assert (and (< x 3) (> y x)))\n"
            + "(assert (or (= x 1) (< y 0)))\n(check-sat)\n");
    Files.writeString(
        seeds.resolve("b.smt2"),
        "(set-logic QF_LIA)\n(set-info :status unsat)\n(declare-const x Int)\n"
            + "(declare-const y Int)\n(assert (< x y))\n(assert (> x (+ y 5)))\n(check-sat)\n");
    Path liar =
        Fixtures.statusFake(
            dir, "liar", "if [ \"$status\" = sat ]; then echo unsat; else echo sat; fi\n");
    Path out = dir.resolve("out");
    run(
        "fuzz",
        seeds.toString(),
        "--solver",
        "bundled",
        "--solver",
        "liar=cmd:" + liar,
        "--model-check-solver",
        "bundled",
        "--iterations",
        "6",
        "--walk-length",
        "3",
        "--seed",
        "11",
        "-j",
        "1",
        "--no-report",
        "--out",
        out.toString());
    compare("fuzz", runs(out, "results.jsonl") + findings(out) + statistics(out));
  }

  @Test
  void strings() throws IOException {
    Path out = dir.resolve("out");
    run(
        "strings",
        "--solver",
        "bundled",
        "--operations",
        "replace,str.at",
        "--only",
        "operation,constant-assignment",
        "--patterns",
        "off",
        "--seeds",
        "0",
        "-j",
        "1",
        "--no-report",
        "--out",
        out.toString());
    compare("strings", runs(out, "results.jsonl") + findings(out) + json(out, "summary.json"));
  }

  /** Horn models are checked by z3 on PATH, independent of the bundled Z3 under test. */
  @Test
  @Tag("external")
  void horn() throws IOException {
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    Files.writeString(seeds.resolve("a.smt2"), HornCommandTest.SAT_SEED);
    Files.writeString(seeds.resolve("b.smt2"), HornCommandTest.UNSAT_SEED);
    Path out = dir.resolve("out");
    run(
        "horn",
        seeds.toString(),
        "--solver",
        "bundled",
        "--model-check-solver",
        "z3",
        "--mode",
        "fresh",
        "--visit-runs",
        "4",
        "--seed",
        "5",
        "-j",
        "1",
        "--no-report",
        "--out",
        out.toString());
    compare("horn", runs(out, "results.jsonl") + findings(out) + statistics(out));
  }

  @Test
  void generate() throws IOException {
    Path liar =
        Fixtures.statusFake(
            dir, "liar", "if [ \"$status\" = sat ]; then echo unsat; else echo sat; fi\n");
    Path out = dir.resolve("out");
    run(
        "generate",
        "--solver",
        "bundled",
        "--solver",
        "liar=cmd:" + liar,
        "--model-check-solver",
        "bundled",
        "--count",
        "8",
        "--seed",
        "3",
        "--theories",
        "ints,bv,arrays",
        "--incremental-share",
        "0.25",
        "-j",
        "1",
        "--no-report",
        "--out",
        out.toString());
    compare("generate", runs(out, "results.jsonl") + findings(out));
  }

  @Test
  void triggers() throws IOException {
    Path input = Fixtures.copyResource("/triggers/fig01-boogie-len.smt2", dir);
    Path out = dir.resolve("out");
    run(
        "triggers",
        input.toString(),
        "--timeout",
        "60",
        "-j",
        "1",
        "--no-report",
        "--out",
        out.toString());
    StringBuilder sb = new StringBuilder("# pairs\n");
    for (JsonNode l : lines(out.resolve("results.jsonl"))) {
      sb.append(l.path("file").asText())
          .append(" | ")
          .append(l.path("config").asText())
          .append(" | ")
          .append(l.path("status").asText())
          .append(" | ")
          .append(l.path("terms"))
          .append('\n');
    }
    compare("triggers", sb + runs(out, "runs.jsonl") + findings(out));
  }

  /** Runs an assay command; it must end with 0 or 1. */
  private static void run(String... args) {
    ParseCommandTest.Result r = ParseCommandTest.run(args);
    assertThat(r.code()).as(r.out() + r.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
  }

  /** One line per run: case, solver, verdict, detail and the signature of its finding. */
  private static String runs(Path out, String file) throws IOException {
    Map<String, String> signatures = new TreeMap<>();
    for (JsonNode f : lines(out.resolve("findings.jsonl"))) {
      signatures.put(f.path("id").asText(), f.path("signature").asText());
    }
    StringBuilder sb = new StringBuilder("# runs\n");
    for (JsonNode l : lines(out.resolve(file))) {
      sb.append(caseName(l.path("case").asText()))
          .append(" | ")
          .append(l.path("solver").asText())
          .append(" | ")
          .append(l.path("verdict").asText())
          .append(" | ")
          .append(l.path("detail").asText())
          .append(" | ")
          .append(signatures.getOrDefault(l.path("finding_id").asText(""), ""))
          .append('\n');
    }
    return sb.toString();
  }

  /** The deduplicated findings: kind, solver, signature, runs in this campaign. */
  private static String findings(Path out) throws IOException {
    List<String> rows = new ArrayList<>();
    for (JsonNode f : lines(out.resolve("findings.jsonl"))) {
      rows.add(
          f.path("kind").asText()
              + " | "
              + f.path("solver").asText()
              + " | "
              + f.path("signature").asText()
              + " | "
              + f.path("count_here").asLong());
    }
    rows.sort(null);
    return "# findings\n" + String.join("\n", rows) + (rows.isEmpty() ? "" : "\n");
  }

  private static String statistics(Path out) throws IOException {
    return json(out, "statistics.json");
  }

  /** A JSON file of the run folder without its volatile keys, pretty-printed with sorted keys. */
  private static String json(Path out, String file) throws IOException {
    JsonNode n = JSON.readTree(out.resolve(file).toFile());
    return "# "
        + file
        + "\n"
        + JSON.writerWithDefaultPrettyPrinter().writeValueAsString(stable(n))
        + "\n";
  }

  private static JsonNode stable(JsonNode n) {
    if (n.isObject()) {
      ObjectNode o = JSON.createObjectNode();
      TreeMap<String, JsonNode> sorted = new TreeMap<>();
      for (Iterator<Map.Entry<String, JsonNode>> it = n.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> e = it.next();
        if (!VOLATILE.matcher(e.getKey().toLowerCase(java.util.Locale.ROOT)).matches()) {
          sorted.put(e.getKey(), stable(e.getValue()));
        }
      }
      sorted.forEach(o::set);
      return o;
    }
    if (n.isArray()) {
      var a = JSON.createArrayNode();
      n.forEach(x -> a.add(stable(x)));
      return a;
    }
    return n;
  }

  /** A case id without the temporary folder it was made in. */
  private static String caseName(String id) {
    return id.replaceAll(".*/(seeds|examples)/", "$1/");
  }

  private static List<JsonNode> lines(Path file) throws IOException {
    List<JsonNode> out = new ArrayList<>();
    if (!Files.exists(file)) {
      return out;
    }
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (!line.isBlank()) {
        out.add(JSON.readTree(line));
      }
    }
    return out;
  }

  private static void compare(String name, String actual) throws IOException {
    String resource = "/golden/runs/" + name + ".txt";
    if (Boolean.getBoolean("golden.update")) {
      Path file = Path.of("src/test/resources" + resource);
      Files.createDirectories(file.getParent());
      Files.writeString(file, actual, StandardCharsets.UTF_8);
      return;
    }
    try (InputStream in = GoldenRunsTest.class.getResourceAsStream(resource)) {
      assertThat(in).as("golden file " + resource).isNotNull();
      assertThat(actual).isEqualTo(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
  }
}
