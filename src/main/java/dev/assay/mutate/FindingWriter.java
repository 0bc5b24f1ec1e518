package dev.assay.mutate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.campaign.CaseResult;
import dev.assay.campaign.FinishedRuns;
import dev.assay.campaign.Reproduction;
import dev.assay.campaign.Summaries;
import dev.assay.solver.CommandLines;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Writes findings as standalone folders under {@code findings/KIND/SOLVER/}: the campaign layer's
 * reproduction ({@code input.smt2} exactly as the solver got it, {@code original.smt2} the mutant,
 * {@code run.sh} with the exact command, {@code README.txt}), plus the seed, the rule chain and
 * what was expected and came back ({@code finding.json}, {@code mutation.txt}), the previous mutant
 * for an unsupported implication and the old solver's command for a regression. At most {@code
 * maxPerSignature} folders per signature (kind, solver and the normalised message or rule); every
 * finding gets a line in {@code findings.jsonl}.
 */
final class FindingWriter implements AutoCloseable {
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final ObjectMapper LINE = new ObjectMapper();

  /** One finding: the mutant, the judged run, and for incompleteness what it is compared with. */
  record Finding(
      FindingKind kind,
      String signature,
      String caseName,
      Mutant mutant,
      String seedName,
      CaseResult result,
      CaseResult old,
      String previousText,
      String previousAnswer) {}

  private final Path outDir;
  private final Map<String, String> seedTexts;
  private final int maxPerSignature;
  private final Map<String, Integer> perSignature = new HashMap<>();
  private final BufferedWriter index;

  /**
   * Findings already written by earlier sessions of a resumed campaign, by kind, case and solver,
   * with their folders (or null): a walk cut short by the stop runs again on resume and finds them
   * again, and they are not written twice.
   */
  private final Map<String, Optional<Path>> earlier = new HashMap<>();

  FindingWriter(Path outDir, Map<String, String> seedTexts, int maxPerSignature)
      throws IOException {
    this(outDir, seedTexts, maxPerSignature, false);
  }

  /** A writer; with {@code resume}, it continues the index of an earlier session. */
  FindingWriter(Path outDir, Map<String, String> seedTexts, int maxPerSignature, boolean resume)
      throws IOException {
    this.outDir = outDir;
    this.seedTexts = seedTexts;
    this.maxPerSignature = maxPerSignature;
    Files.createDirectories(outDir);
    Path file = outDir.resolve("findings.jsonl");
    if (resume) {
      for (JsonNode l :
          FinishedRuns.wholeLines(file, l -> l.has("signature") && l.has("case")).lines()) {
        perSignature.merge(l.get("signature").asText(), 1, Integer::sum);
        earlier.put(
            key(l.path("kind").asText(), l.get("case").asText(), l.path("solver").asText()),
            Optional.ofNullable(l.hasNonNull("folder") ? Path.of(l.get("folder").asText()) : null));
      }
    }
    this.index =
        Files.newBufferedWriter(
            file,
            StandardCharsets.UTF_8,
            StandardOpenOption.CREATE,
            StandardOpenOption.WRITE,
            resume ? StandardOpenOption.APPEND : StandardOpenOption.TRUNCATE_EXISTING);
  }

  private static String key(String kind, String caseName, String solver) {
    return kind + '\u0000' + caseName + '\u0000' + solver;
  }

  /** Records the finding; returns its folder, or null if its signature has enough examples. */
  synchronized Path write(Finding f) throws IOException {
    Optional<Path> before =
        earlier.get(key(f.kind().label(), f.caseName(), f.result().spec().name()));
    if (before != null) {
      return before.orElse(null);
    }
    int seen = perSignature.merge(f.signature(), 1, Integer::sum);
    Path dir = null;
    if (seen <= maxPerSignature) {
      dir = folder(f);
      Reproduction.write(dir, f.result());
      String seedText = seedTexts.get(f.seedName());
      if (seedText != null) {
        Files.writeString(dir.resolve("seed.smt2"), seedText, StandardCharsets.UTF_8);
      }
      if (f.previousText() != null) {
        Files.writeString(dir.resolve("previous.smt2"), f.previousText(), StandardCharsets.UTF_8);
      }
      if (f.old() != null) {
        String script =
            "#!/bin/sh\n# The older solver, which decided this mutant\ncd \"$(dirname \"$0\")\" || exit 2\nexec "
                + CommandLines.format(Reproduction.command(f.old().spec(), false))
                + "\n";
        Path run = dir.resolve("run-old.sh");
        Files.writeString(run, script, StandardCharsets.UTF_8);
        run.toFile().setExecutable(true);
      }
      Files.writeString(dir.resolve("finding.json"), JSON.writeValueAsString(json(f, dir)));
      Files.writeString(dir.resolve("mutation.txt"), text(f, dir), StandardCharsets.UTF_8);
    }
    ObjectNode line = json(f, dir);
    line.put("signature", f.signature());
    index.write(LINE.writeValueAsString(line));
    index.newLine();
    index.flush();
    return dir;
  }

  private Path folder(Finding f) {
    Path dir =
        outDir
            .resolve("findings")
            .resolve(f.kind().label())
            .resolve(safe(f.result().spec().name()));
    return dir.resolve(safe(f.caseName()));
  }

  static String safe(String s) {
    String t = s.endsWith(".smt2") ? s.substring(0, s.length() - 5) : s;
    return t.replaceAll("[^A-Za-z0-9._-]", "_");
  }

  private static ObjectNode json(Finding f, Path dir) {
    ObjectNode o = JSON.createObjectNode();
    o.put("kind", f.kind().label());
    o.put("case", f.caseName());
    o.put("solver", f.result().spec().name());
    o.put("version", f.result().spec().version());
    o.put("seed", f.seedName());
    o.put("expected", Summaries.expected(f.result().expectation()));
    o.put("got", Summaries.got(f.result().outcome()));
    o.put("verdict", f.result().judgement().overall().kind());
    o.put("detail", f.result().judgement().overall().detail());
    Mutant m = f.mutant();
    if (m != null) {
      o.put("iteration", m.iteration());
      o.put("walk_step", m.step());
      ArrayNode pre = o.putArray("preprocessing");
      m.preprocessing().forEach(pre::add);
      ArrayNode chain = o.putArray("rule_chain");
      m.chain().forEach(s -> chain.add(s.toString()));
    } else {
      o.putNull("iteration");
    }
    List<String> argv = Reproduction.command(f.result().spec(), false);
    ArrayNode cmd = o.putArray("command");
    argv.forEach(cmd::add);
    if (dir != null) {
      o.put("folder", dir.toString());
      o.put("reproduce", "cd " + CommandLines.quote(dir.toString()) + " && ./run.sh");
    }
    if (f.old() != null) {
      o.put("old_solver", f.old().spec().name());
      o.put("old_version", f.old().spec().version());
      o.put("old_got", Summaries.got(f.old().outcome()));
    }
    if (f.previousAnswer() != null) {
      o.put("previous_got", f.previousAnswer());
    }
    return o;
  }

  private static String text(Finding f, Path dir) {
    StringBuilder sb = new StringBuilder();
    sb.append("kind:        ").append(f.kind().label()).append('\n');
    sb.append("solver:      ")
        .append(f.result().spec().name())
        .append(' ')
        .append(f.result().spec().version())
        .append('\n');
    sb.append("seed:        ").append(f.seedName()).append(" (seed.smt2)\n");
    sb.append("expected:    ").append(Summaries.expected(f.result().expectation())).append('\n');
    sb.append("got:         ").append(Summaries.got(f.result().outcome())).append('\n');
    sb.append("verdict:     ").append(f.result().judgement().overall().detail()).append('\n');
    Mutant m = f.mutant();
    if (m != null) {
      sb.append("iteration:   ")
          .append(m.iteration())
          .append(" (step ")
          .append(m.step())
          .append(" of its walk)\n");
      sb.append("preprocess:  ").append(String.join(" ", m.preprocessing())).append('\n');
      sb.append("rule chain:  ").append(m.chainText()).append('\n');
    } else {
      sb.append("mutant:      the preprocessed seed itself\n");
    }
    if (f.old() != null) {
      sb.append("old solver:  ")
          .append(f.old().spec().name())
          .append(' ')
          .append(f.old().spec().version())
          .append(" got ")
          .append(Summaries.got(f.old().outcome()))
          .append(" (run-old.sh)\n");
    }
    if (f.previousAnswer() != null) {
      sb.append("previous:    the mutant before the last rule (previous.smt2) got ")
          .append(f.previousAnswer())
          .append('\n');
    }
    sb.append("reproduce:   cd ")
        .append(CommandLines.quote(dir.toString()))
        .append(" && ./run.sh\n");
    sb.append("command:     ")
        .append(CommandLines.format(Reproduction.command(f.result().spec(), false)))
        .append('\n');
    return sb.toString();
  }

  @Override
  public synchronized void close() throws IOException {
    index.close();
  }
}
