package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.assay.core.Rng;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.solver.Executables;
import dev.assay.solver.InputConstruct;
import dev.assay.solver.InputLimitations;
import dev.assay.solver.LogicDialects;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.weakening.RuleCatalogue;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every solver a campaign targets reads every mutant made for it: for each corpus seed and each of
 * Debian's z3 4.8.12, {@code cvc5 --strings-exp} and {@code cvc4 --strings-exp}, a sample of the
 * mutants of a walk that avoids what that solver's rows of {@link InputLimitations} name, sent
 * without {@code check-sat} (so the solver only parses and sort-checks them), all in one file per
 * solver with a {@code reset} after each, draws no {@code (error ...)}. This checks the logic Assay
 * writes as well: cvc4 and cvc5 reject a symbol that the declared logic does not have.
 */
@Tag("external")
class MutantsParsedBySolversTest {
  @TempDir Path dir;

  private static final int ITERATIONS = 24;
  private static final int EVERY = 8;

  @Test
  void sampledMutantsOfEveryCorpusSeed_parsedByEverySolver() throws Exception {
    assumeTrue(CorpusSeeds.available());
    List<String> solvers = new ArrayList<>();
    for (String s : List.of("z3", "cvc5 --strings-exp", "cvc4 --strings-exp")) {
      if (Executables.onPath(s.split(" ")[0]) != null) {
        solvers.add(s);
      }
    }
    assumeTrue(!solvers.isEmpty(), "none of z3, cvc5, cvc4 is installed");
    List<String> rejected = new ArrayList<>();
    int sent = 0;
    for (String s : solvers) {
      SolverSpec spec = SolverSpecs.parse(s);
      Set<InputConstruct> avoid = InputLimitations.avoidedFor(List.of(spec));
      // one process per solver: every mutant after a reset, each seed announced by an echo
      StringBuilder text = new StringBuilder();
      int k = 0;
      for (Seed seed : CorpusSeeds.all()) {
        RandomWalk w =
            new RandomWalk(
                seed,
                RuleCatalogue.standard(),
                ITERATIONS,
                ITERATIONS,
                new Rng(23).forIteration(k++),
                m -> avoid.stream().noneMatch(c -> c.occursIn(m)),
                LogicDialects.forSolver(spec));
        text.append("(echo \"mutants of ").append(seed.name()).append("\")\n");
        while (w.hasNext()) {
          Mutant m = w.next();
          if (m.iteration() % EVERY == EVERY - 1) {
            text.append(parseOnly(m.script())).append("(reset)\n");
            sent++;
          }
        }
      }
      String out = run(s, text.toString());
      if (out.contains("(error")) {
        rejected.add(s + ": " + firstError(out));
      }
    }
    assertThat(rejected).isEmpty();
    assertThat(sent).isGreaterThan(solvers.size() * 200 * (ITERATIONS / EVERY - 1));
  }

  /** The mutant's declarations and assertions, without check-sat. */
  private static String parseOnly(Script s) {
    List<Command> cs = new ArrayList<>();
    for (Command c : s.commands()) {
      if (!(c instanceof Command.CheckSat) && !(c instanceof Command.Exit)) {
        cs.add(c);
      }
    }
    return Printer.print(new Script(cs));
  }

  private String run(String solver, String text) throws Exception {
    Path f = dir.resolve(solver.split(" ")[0] + ".smt2");
    Files.writeString(f, text, StandardCharsets.UTF_8);
    List<String> cmd = new ArrayList<>(List.of(solver.split(" ")));
    if (cmd.get(0).equals("z3")) {
      cmd.add("-smt2");
    }
    cmd.add(f.toString());
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    return out;
  }

  /** The first error, after the name of the seed whose mutant drew it. */
  private static String firstError(String out) {
    int i = out.indexOf("(error");
    int seed = out.lastIndexOf("mutants of ", i);
    String where = seed < 0 ? "" : out.substring(seed, out.indexOf('\n', seed)) + ": ";
    return where + out.substring(i, Math.min(out.length(), i + 300)).replace('\n', ' ');
  }
}
