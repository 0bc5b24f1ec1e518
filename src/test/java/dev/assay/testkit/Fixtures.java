package dev.assay.testkit;

import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;

/** Inputs and fake solvers that several tests share. */
public final class Fixtures {
  private Fixtures() {}

  /** A solver (named as the bundled Z3) that answers every query with {@code answer}. */
  public static Solver answering(Function<Query, Outcome> answer) {
    return new Solver() {
      @Override
      public SolverSpec spec() {
        return SolverSpecs.bundledZ3();
      }

      @Override
      public Outcome run(Query query) {
        return answer.apply(query);
      }

      @Override
      public void close() {}
    };
  }

  /**
   * Writes {@code n} pairs of files into {@code dir}: {@code posI.smt2} (sat: x > I) and {@code
   * negI.smt2} (unsat: x > I and x < 0), for I = {@code from} .. {@code from + n - 1}.
   */
  public static Path posNeg(Path dir, int from, int n) throws IOException {
    Files.createDirectories(dir);
    for (int i = from; i < from + n; i++) {
      Files.writeString(
          dir.resolve("pos" + i + ".smt2"),
          "(set-info :status sat)\n(declare-const x Int)\n(assert (> x " + i + "))\n(check-sat)\n");
      Files.writeString(
          dir.resolve("neg" + i + ".smt2"),
          "(set-info :status unsat)\n(declare-const x Int)\n(assert (> x "
              + i
              + "))\n(assert (< x 0))\n(check-sat)\n");
    }
    return dir;
  }

  /** Copies the test resource {@code resource} into {@code dir}, under its own file name. */
  public static Path copyResource(String resource, Path dir) {
    Path target = dir.resolve(resource.substring(resource.lastIndexOf('/') + 1));
    try (InputStream in = Fixtures.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalArgumentException("no test resource " + resource);
      }
      Files.copy(in, target);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return target;
  }

  /**
   * Copies the test resource {@code resource} (a fake solver script) into {@code dir}, executable.
   */
  public static Path fakeSolver(String resource, Path dir) {
    Path target = copyResource(resource, dir);
    if (!target.toFile().setExecutable(true)) {
      throw new IllegalStateException("cannot make " + target + " executable");
    }
    return target;
  }

  /**
   * Writes a fake solver {@code dir/NAME.sh}, executable: {@code body} runs with {@code $last} the
   * input file and {@code $status} the status it states (its {@code :status} or Assay's {@code
   * expected status} comment).
   */
  public static Path statusFake(Path dir, String name, String body) throws IOException {
    Path p = dir.resolve(name + ".sh");
    Files.writeString(
        p,
        "#!/bin/sh\nfor last; do :; done\n"
            + "status=$(grep -o -e ':status [a-z]*' -e 'expected status [a-z]*' \"$last\""
            + " | head -1 | awk '{print $NF}')\n"
            + body);
    if (!p.toFile().setExecutable(true)) {
      throw new IllegalStateException("cannot make " + p + " executable");
    }
    return p;
  }

  /**
   * Takes the items {@code from} and later out of the SQLite store of run folder {@code runDir},
   * with their runs and finding sightings, as if the campaign had been killed before recording
   * them.
   */
  public static void forgetItemsFrom(Path runDir, long from) throws java.sql.SQLException {
    try (java.sql.Connection c =
            java.sql.DriverManager.getConnection("jdbc:sqlite:" + runDir.resolve("assay.db"));
        java.sql.Statement st = c.createStatement()) {
      st.executeUpdate("DELETE FROM item WHERE item >= " + from);
      st.executeUpdate("DELETE FROM result WHERE item >= " + from);
      st.executeUpdate("DELETE FROM finding_hit WHERE item >= " + from);
    }
  }
}
