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
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Term;
import dev.assay.weakening.Make;
import dev.assay.weakening.RuleCatalogue;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Theorem 1 end to end, on every corpus seed: each step of a walk — the preprocessing, then each
 * rule application — is an implication in the direction the seed's status needs (sat: φ(n−1) ⇒
 * φ(n); unsat: φ(n) ⇒ φ(n−1)), so the status is kept. The bundled Z3 looks for a counterexample to
 * each step ({@code φ(n−1) ∧ ¬φ(n)}, or the reverse); finding one fails the test. Steps Z3 cannot
 * decide in time are counted, not failed; most are decided.
 */
@Tag("slow")
class StepImplicationTest {
  @Test
  void everyStep_ofWalksOverTheCorpus_isAnImplicationInTheRightDirection() {
    assumeTrue(CorpusSeeds.available());
    List<String> counterexamples = new ArrayList<>();
    int proven = 0;
    int undecided = 0;
    try (Context ctx = new Context()) {
      for (Seed seed : CorpusSeeds.all()) {
        RandomWalk walk = new RandomWalk(seed, RuleCatalogue.standard(), 8, 4, new Rng(5));
        Script previous = seed.script();
        String previousChain = "seed";
        List<Script> steps = new ArrayList<>();
        List<String> names = new ArrayList<>();
        steps.add(walk.start());
        names.add("preprocessing " + walk.preprocessing());
        while (walk.hasNext()) {
          Mutant m = walk.next();
          steps.add(m.script());
          names.add(m.chainText());
        }
        for (int i = 0; i < steps.size(); i++) {
          Script next = steps.get(i);
          if (i > 0 && names.get(i).indexOf(' ') < 0) {
            previous = walk.start(); // a new walk starts from the preprocessed seed
            previousChain = "start";
          }
          Script premise = seed.status() == ExpectedStatus.SAT ? previous : next;
          Script conclusion = seed.status() == ExpectedStatus.SAT ? next : previous;
          Status st = counterexample(ctx, premise, conclusion);
          if (st == Status.SATISFIABLE) {
            counterexamples.add(seed.name() + ": " + previousChain + " -> " + names.get(i));
          } else if (st == Status.UNSATISFIABLE) {
            proven++;
          } else {
            undecided++;
          }
          previous = next;
          previousChain = names.get(i);
        }
      }
    }
    System.out.printf("steps: %d proven, %d undecided by Z3%n", proven, undecided);
    assertThat(counterexamples).isEmpty();
    assertThat(proven).isGreaterThan(undecided);
  }

  /** Z3 on {@code premise ∧ ¬conclusion} (the conjunctions of their assertions). */
  private static Status counterexample(Context ctx, Script premise, Script conclusion) {
    List<Command> decls = new ArrayList<>();
    for (Command c : premise.commands()) {
      if (c instanceof Command.DeclareConst
          || c instanceof Command.DeclareFun
          || c instanceof Command.DeclareSort
          || c instanceof Command.DefineFun
          || c instanceof Command.DefineSort
          || c instanceof Command.DeclareDatatype
          || c instanceof Command.DeclareDatatypes
          || c instanceof Command.DefineFunRec
          || c instanceof Command.DefineFunsRec) {
        decls.add(c);
      }
    }
    Term p = Make.and(premise.assertions());
    Term q = Make.and(conclusion.assertions());
    decls.add(new Command.Assert(p));
    decls.add(new Command.Assert(Make.not(q)));
    Solver solver = ctx.mkSolver();
    Params params = ctx.mkParams();
    params.add("timeout", 3000);
    solver.setParameters(params);
    BoolExpr[] fs =
        ctx.parseSMTLIB2String(Printer.print(new Script(decls)), null, null, null, null);
    solver.add(fs);
    return solver.check();
  }
}
