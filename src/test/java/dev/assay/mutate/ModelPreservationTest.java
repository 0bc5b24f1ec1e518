package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import dev.assay.core.ExpectedStatus;
import dev.assay.core.Rng;
import dev.assay.semantics.Model;
import dev.assay.semantics.ModelChecker;
import dev.assay.semantics.ModelReader;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.weakening.RuleCatalogue;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Theorem 1 on models: a model of a satisfiable seed (found by the bundled Z3, confirmed by Assay's
 * evaluator) stays a model of every mutant of a sat walk, because the walk only weakens positive
 * and strengthens negative subformulas. Checked with Assay's evaluator, never a solver.
 */
class ModelPreservationTest {
  @Test
  void satWalk_seedModel_satisfiesEveryMutant() {
    assumeTrue(CorpusSeeds.available());
    int seedsChecked = 0;
    int mutantsTrue = 0;
    List<String> broken = new ArrayList<>();
    try (Context ctx = new Context()) {
      for (Seed seed : CorpusSeeds.all()) {
        String logic = seed.script().logic();
        if (seed.status() != ExpectedStatus.SAT || logic == null || !logic.startsWith("QF_")) {
          continue;
        }
        Model model = z3Model(ctx, seed.script());
        if (model == null
            || !(ModelChecker.check(seed.script(), model) instanceof ModelChecker.Result.AllTrue)) {
          continue;
        }
        seedsChecked++;
        RandomWalk walk = new RandomWalk(seed, RuleCatalogue.standard(), 24, 8, new Rng(11));
        while (walk.hasNext()) {
          Mutant m = walk.next();
          ModelChecker.Result r = ModelChecker.check(m.script(), model);
          if (r instanceof ModelChecker.Result.False f) {
            broken.add(seed.name() + " " + m.chainText() + ": " + f.printed());
          } else if (r instanceof ModelChecker.Result.AllTrue) {
            mutantsTrue++;
          }
        }
      }
    }
    assertThat(broken).isEmpty();
    assertThat(seedsChecked).isGreaterThan(50);
    assertThat(mutantsTrue).isGreaterThan(seedsChecked * 12);
  }

  /** A model of the script's assertions from the bundled Z3, read with Assay's model reader. */
  private static Model z3Model(Context ctx, Script script) {
    List<Command> decls = new ArrayList<>();
    for (Command c : script.commands()) {
      if (!(c instanceof Command.CheckSat)
          && !(c instanceof Command.Exit)
          && !(c instanceof Command.SetInfo)
          && !(c instanceof Command.SetOption)
          && !(c instanceof Command.SetLogic)) {
        decls.add(c);
      }
    }
    Solver solver = ctx.mkSolver();
    Params p = ctx.mkParams();
    p.add("timeout", 5000);
    solver.setParameters(p);
    BoolExpr[] fs =
        ctx.parseSMTLIB2String(Printer.print(new Script(decls)), null, null, null, null);
    solver.add(fs);
    if (solver.check() != Status.SATISFIABLE) {
      return null;
    }
    String text = "(\n" + solver.getModel().toString() + ")";
    return ModelReader.read(text, "z3 model", script);
  }
}
