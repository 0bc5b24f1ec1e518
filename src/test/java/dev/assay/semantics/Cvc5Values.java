package dev.assay.semantics;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Term;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Asks the cvc5 binary for the values of a batch of ground terms in one process: {@code (assert (=
 * ri ti))} for each term, then {@code (get-value (r0 ...))}.
 */
final class Cvc5Values {
  private Cvc5Values() {}

  /** The cvc5 binary on the PATH, or null. */
  static String find() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path p = Path.of(dir, "cvc5");
      if (Files.isExecutable(p)) {
        return p.toString();
      }
    }
    return null;
  }

  /**
   * cvc5's value terms for the batch, or null if cvc5 did not answer sat and one value per term (an
   * error or a crash on any term of the batch).
   */
  static Term[] ask(String cvc5, List<RandomGroundTerms.Sorted> terms)
      throws IOException, InterruptedException {
    StringBuilder script =
        new StringBuilder("(set-logic ALL)\n(set-option :produce-models true)\n");
    StringBuilder names = new StringBuilder();
    for (int i = 0; i < terms.size(); i++) {
      script
          .append("(declare-fun r")
          .append(i)
          .append(" () ")
          .append(Printer.print(terms.get(i).sort()))
          .append(")\n(assert (= r")
          .append(i)
          .append(' ')
          .append(Printer.print(terms.get(i).term()))
          .append("))\n");
      names.append(" r").append(i);
    }
    script.append("(check-sat)\n(get-value (").append(names).append("))\n");
    StringBuilder answer = new StringBuilder();
    boolean sat = false;
    for (String line : run(cvc5, script.toString()).split("\n")) {
      if (line.equals("sat")) {
        sat = true;
      } else if (line.startsWith("(") && !line.startsWith("(error")) {
        answer.append(line).append('\n');
      }
      // other lines: warnings such as "Could not evaluate ..."
    }
    if (!sat || answer.length() == 0) {
      return null;
    }
    List<Term[]> pairs = Parser.parseValueAnswer(answer.toString(), "cvc5");
    if (pairs.size() != terms.size()) {
      return null;
    }
    Term[] out = new Term[pairs.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = pairs.get(i)[1];
    }
    return out;
  }

  private static String run(String cvc5, String script) throws IOException, InterruptedException {
    Path in = Files.createTempFile("assay-cvc5", ".smt2");
    try {
      Files.writeString(in, script, StandardCharsets.UTF_8);
      Process p =
          new ProcessBuilder(cvc5, "--lang=smt2", in.toString()).redirectErrorStream(true).start();
      byte[] bytes = p.getInputStream().readAllBytes();
      if (!p.waitFor(5, TimeUnit.MINUTES)) {
        p.destroyForcibly();
      }
      return new String(bytes, StandardCharsets.UTF_8);
    } finally {
      Files.deleteIfExists(in);
    }
  }
}
