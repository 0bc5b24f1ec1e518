import dev.assay.core.Rng;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes a deterministic, string-heavy SMT-LIB file of about the requested size for the parser
 * benchmark: declarations and assertions over str.* and re.* with literals, escapes and lets; no
 * check-sat, so a solver only reads and checks it.
 *
 * <p>Usage: {@code java -cp target/assay.jar bench/GenStringBench.java OUT.smt2 [MEGABYTES] [SEED]}
 */
public final class GenStringBench {
  public static void main(String[] args) throws IOException {
    Path out = Path.of(args[0]);
    long target = (args.length > 1 ? Long.parseLong(args[1]) : 20) * 1_000_000L;
    Rng rng = new Rng(args.length > 2 ? Long.parseLong(args[2]) : 1);
    long written = 0;
    int block = 0;
    try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      w.write("(set-logic QF_SLIA)\n");
      while (written < target) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < 6; k++) {
          sb.append("(declare-const s").append(block).append('_').append(k).append(" String)\n");
        }
        sb.append("(declare-const n").append(block).append(" Int)\n");
        for (int a = 0; a < 8; a++) {
          sb.append("(assert ").append(bool(rng, block, 3)).append(")\n");
        }
        w.write(sb.toString());
        written += sb.length();
        block++;
      }
    }
  }

  private static String str(Rng rng, int b, int depth) {
    if (depth == 0 || rng.chance(0.25)) {
      return rng.chance(0.5) ? "s" + b + "_" + rng.nextInt(6) : literal(rng);
    }
    return switch (rng.nextInt(6)) {
      case 0 -> "(str.++ " + str(rng, b, depth - 1) + " " + str(rng, b, depth - 1) + ")";
      case 1 ->
          "(str.substr "
              + str(rng, b, depth - 1)
              + " "
              + integer(rng, b, depth - 1)
              + " "
              + integer(rng, b, depth - 1)
              + ")";
      case 2 ->
          "(str.replace "
              + str(rng, b, depth - 1)
              + " "
              + literal(rng)
              + " "
              + str(rng, b, depth - 1)
              + ")";
      case 3 -> "(str.at " + str(rng, b, depth - 1) + " " + integer(rng, b, depth - 1) + ")";
      case 4 ->
          "(let ((x"
              + depth
              + " "
              + str(rng, b, depth - 1)
              + ")) (str.++ x"
              + depth
              + " x"
              + depth
              + "))";
      default -> "(str.from_int " + integer(rng, b, depth - 1) + ")";
    };
  }

  private static String integer(Rng rng, int b, int depth) {
    if (depth == 0 || rng.chance(0.3)) {
      return rng.chance(0.5) ? "n" + b : Integer.toString(rng.nextInt(100));
    }
    return switch (rng.nextInt(3)) {
      case 0 -> "(str.len " + str(rng, b, depth - 1) + ")";
      case 1 ->
          "(str.indexof "
              + str(rng, b, depth - 1)
              + " "
              + literal(rng)
              + " "
              + integer(rng, b, depth - 1)
              + ")";
      default -> "(+ " + integer(rng, b, depth - 1) + " " + integer(rng, b, depth - 1) + ")";
    };
  }

  private static String regex(Rng rng, int depth) {
    if (depth == 0 || rng.chance(0.3)) {
      return rng.chance(0.5) ? "(str.to_re " + literal(rng) + ")" : "(re.range \"a\" \"z\")";
    }
    return switch (rng.nextInt(4)) {
      case 0 -> "(re.++ " + regex(rng, depth - 1) + " " + regex(rng, depth - 1) + ")";
      case 1 -> "(re.union " + regex(rng, depth - 1) + " " + regex(rng, depth - 1) + ")";
      case 2 -> "(re.* " + regex(rng, depth - 1) + ")";
      default -> "((_ re.loop 1 3) " + regex(rng, depth - 1) + ")";
    };
  }

  private static String bool(Rng rng, int b, int depth) {
    return switch (rng.nextInt(5)) {
      case 0 -> "(= " + str(rng, b, depth) + " " + str(rng, b, depth) + ")";
      case 1 -> "(str.in_re " + str(rng, b, depth) + " " + regex(rng, depth) + ")";
      case 2 -> "(str.contains " + str(rng, b, depth) + " " + str(rng, b, depth) + ")";
      case 3 ->
          "(or (str.prefixof "
              + str(rng, b, depth)
              + " "
              + str(rng, b, depth)
              + ") (< "
              + integer(rng, b, depth)
              + " "
              + integer(rng, b, depth)
              + "))";
      default -> "(not (= " + integer(rng, b, depth) + " (str.to_int " + str(rng, b, depth) + ")))";
    };
  }

  private static final String[] WORDS = {
    "hello",
    "a",
    "",
    "ab\\u{48}c",
    "quote\"\"d",
    "xyz",
    "\\u{e9}t\\u{e9}",
    "0123",
    "http://",
    "<tag>"
  };

  private static String literal(Rng rng) {
    return "\"" + WORDS[rng.nextInt(WORDS.length)] + "\"";
  }
}
