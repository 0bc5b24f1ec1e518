package dev.assay.triggers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The files of a found term: the reproduction ({@code found/K-NAME/CONFIG.smt2}, the input with the
 * solver's E-matching-only options and the terms, with a comment header) and the report in words
 * beside it ({@code CONFIG.txt}). Both say which solver release and which settings the claim was
 * checked with, since a claim is only known to hold there.
 */
final class FoundReport {
  private FoundReport() {}

  /** Writes both files for input number {@code index} (of {@code count}); the reproduction. */
  static Path write(
      Path out,
      int index,
      int count,
      Path file,
      Problem problem,
      TriggerConfig config,
      Finding f,
      ValidationSettings settings)
      throws IOException {
    Path dir = out.resolve("found").resolve(folderName(index, count, file));
    Files.createDirectories(dir);
    Path smt = dir.resolve(config.name() + ".smt2");
    Files.writeString(smt, reproduction(problem, config, f, settings), StandardCharsets.UTF_8);
    Files.writeString(
        dir.resolve(config.name() + ".txt"),
        readme(problem, config, f, settings, smt.getFileName().toString()),
        StandardCharsets.UTF_8);
    return smt;
  }

  /** {@code 03-fig02-dafny}: the input's position and its file name without extension. */
  static String folderName(int index, int count, Path file) {
    int width = String.valueOf(count).length();
    String base = file.getFileName().toString();
    int dot = base.lastIndexOf('.');
    if (dot > 0) {
      base = base.substring(0, dot);
    }
    base = base.replaceAll("[^A-Za-z0-9._-]", "_");
    return String.format(Locale.ROOT, "%0" + width + "d-%s", index + 1, base);
  }

  /** The reproduction file of a found term: a comment header, then the input with the terms. */
  static String reproduction(Problem p, TriggerConfig c, Finding f, ValidationSettings settings) {
    StringBuilder sb = new StringBuilder();
    sb.append("; assay triggers: ").append(p.source()).append(", configuration ").append(c.name());
    sb.append('\n');
    sb.append(
        "; expected answer: unsat (E-matching alone, the options below, refutes this file)\n");
    for (String line : wrap("checked with " + settings.describe(), 94)) {
      sb.append("; ").append(line).append('\n');
    }
    sb.append("; triggering terms: ").append(String.join(" ", f.terms())).append('\n');
    for (String line : wrap(TriggerReport.fix(p, f), 96)) {
      sb.append("; ").append(line).append('\n');
    }
    return sb + f.reproduction();
  }

  /** The report in words; {@code reproductionName} is the reproduction file beside it. */
  static String readme(
      Problem p, TriggerConfig c, Finding f, ValidationSettings settings, String reproductionName) {
    StringBuilder sb = new StringBuilder();
    sb.append("Input: ").append(p.source()).append('\n');
    sb.append("Configuration: ").append(c.name()).append(" (").append(c.summary()).append(")\n");
    sb.append("Checked with: ").append(settings.describe()).append('\n');
    for (ClaimCheck.Result r : f.checks()) {
      sb.append("  ").append(r.solver()).append(": ").append(r.describe()).append('\n');
    }
    sb.append("Kind: ").append(f.inconsistentAxioms() ? "inconsistent axioms" : "incompleteness");
    sb.append("\nMinimization: ").append(f.minimized());
    sb.append("\n\nTriggering terms:\n");
    for (String t : f.terms()) {
      sb.append("  ").append(t).append('\n');
    }
    if (!f.declarations().isEmpty()) {
      sb.append("Declarations they need:\n");
      for (String d : f.declarations()) {
        sb.append("  ").append(d).append('\n');
      }
    }
    sb.append("\nAdd to the input (before its check-sat):\n");
    for (String line : f.addition()) {
      sb.append("  ").append(line).append('\n');
    }
    sb.append("\nSuggested fix:\n");
    for (String line : wrap(TriggerReport.fix(p, f), 96)) {
      sb.append("  ").append(line).append('\n');
    }
    sb.append("\nReproduce: ")
        .append(settings.dialect().family())
        .append(' ')
        .append(reproductionName)
        .append("   (expected: unsat with ")
        .append(settings.solverLabel())
        .append(", which the claim was checked on; another release may answer otherwise)\n");
    return sb.toString();
  }

  static List<String> wrap(String text, int width) {
    List<String> out = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String w : text.split(" ")) {
      if (line.length() > 0 && line.length() + 1 + w.length() > width) {
        out.add(line.toString());
        line.setLength(0);
      }
      if (line.length() > 0) {
        line.append(' ');
      }
      line.append(w);
    }
    if (line.length() > 0) {
      out.add(line.toString());
    }
    return out;
  }
}
