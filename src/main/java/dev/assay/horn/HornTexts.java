package dev.assay.horn;

import dev.assay.core.Plurals;
import dev.assay.solver.CommandLines;
import dev.assay.solver.SolverSpec;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/** The texts a HornFuzz finding's reproduction folder holds beside its input, and short names. */
final class HornTexts {
  private HornTexts() {}

  /** A chain's steps, one text each. */
  static List<String> steps(Mutant m) {
    return m.chain().stream().map(MutationStep::toString).toList();
  }

  /**
   * {@code chain.txt}: the seed, the item and random stream that made the mutant, its solver
   * parameters and its steps — what replays it.
   */
  static String chain(String seed, long item, long campaignSeed, Mutant m) {
    StringBuilder sb = new StringBuilder();
    sb.append("seed:       ").append(seed).append(" (seed.smt2)\n");
    sb.append("item:       ")
        .append(item)
        .append(" (random stream Rng(")
        .append(campaignSeed)
        .append(").forIteration(")
        .append(item)
        .append("))\n");
    sb.append("parameters: ").append(String.join(" ", m.options())).append('\n');
    sb.append("chain:      ").append(Plurals.count(m.chain().size(), "step")).append('\n');
    for (String s : steps(m)) {
      sb.append("  ").append(s).append('\n');
    }
    return sb.toString();
  }

  /** A script that runs {@code spec} on {@code file} beside it. */
  static String runScript(SolverSpec spec, String file) {
    return "#!/bin/sh\n# the solver on the reduced system (parameters are set-option lines in it)\n"
        + "cd \"$(dirname \"$0\")\" || exit 2\nexec "
        + CommandLines.format(spec.fileArgv(Path.of(file), false))
        + "\n";
  }

  /** A seed's name without {@code .smt2}, with forward slashes. */
  static String stem(String name) {
    String t = name.endsWith(".smt2") ? name.substring(0, name.length() - 5) : name;
    return t.replace('\\', '/');
  }

  /** The first 16 hex digits of the SHA-256 of {@code text}. */
  static String sha(String text) {
    try {
      MessageDigest d = MessageDigest.getInstance("SHA-256");
      return HexFormat.of()
          .formatHex(d.digest(text.getBytes(StandardCharsets.UTF_8)))
          .substring(0, 16);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Whether a status is an answer (sat or unsat). */
  static boolean decided(HornSearch.Status s) {
    return s == HornSearch.Status.SAT || s == HornSearch.Status.UNSAT;
  }

  /** A status as results spell it. */
  static String lower(HornSearch.Status s) {
    return s.name().toLowerCase(Locale.ROOT);
  }
}
