package dev.assay.generate;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Rng;
import dev.assay.semantics.Model;
import dev.assay.semantics.RegexMatcher;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.SExpr;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.List;

/**
 * Generates single-query formulas with known status: plant a model, grow random terms over it, and
 * assert facts the evaluator decides true under it (sat, with the planted model as witness); for an
 * unsat formula add one or two {@link UnsatGroup}s. Formula {@code index} of seed {@code seed} is
 * the same on every machine and in every order of generation.
 *
 * <p>Not thread-safe (it keeps a regular-expression derivative cache); use one per thread.
 */
public final class FormulaGenerator {
  private final GenerateConfig config;
  private final RegexMatcher matcher = new RegexMatcher();

  public FormulaGenerator(GenerateConfig config) {
    this.config = config;
  }

  public GenerateConfig config() {
    return config;
  }

  /** Formula {@code index} of seed {@code seed}. */
  public GeneratedFormula generate(long seed, long index) {
    Rng rng = new Rng(seed).forIteration(index);
    Workbench w = new Workbench(config, rng, matcher);
    int n = rng.nextInt(config.minAssertions(), config.maxAssertions() + 1);
    boolean unsat = rng.chance(config.unsatShare());
    List<Term> assertions = new ArrayList<>();
    List<Term> killers = new ArrayList<>();
    List<String> constructions = new ArrayList<>();
    if (unsat) {
      int groups = rng.chance(0.2) ? 2 : 1;
      for (int k = 0; k < groups; k++) {
        UnsatGroup u = w.group();
        constructions.add(u.construction().id());
        for (Term p : u.pieces()) {
          insert(assertions, p, rng);
        }
        insert(assertions, u.killer(), rng);
        killers.add(u.killer());
      }
    }
    int attempts = 0;
    while (assertions.size() < n && attempts++ < 4 * n) {
      FactMaker.Fact f = w.facts.satFact();
      if (f != null) {
        insert(assertions, f.term(), rng);
      }
    }
    List<Command> decls = w.declarations(assertions);
    List<Command> cmds = Workbench.scriptHead(decls);
    for (Term t : assertions) {
      cmds.add(new Command.Assert(t));
    }
    ExpectedStatus status = unsat ? ExpectedStatus.UNSAT : ExpectedStatus.SAT;
    cmds.add(new Command.SetInfo(":status", SExpr.atom(status.smtlib())));
    cmds.add(new Command.CheckSat());
    cmds.add(new Command.Exit());
    String logic = Workbench.standardLogic(cmds);
    cmds.set(1, new Command.SetLogic(logic));
    Script script = new Script(cmds);
    Model planted = w.planted.model(decls);
    List<String> lines = w.planted.witnessLines(Workbench.usedSymbols(assertions), decls);
    return new GeneratedFormula(
        seed,
        index,
        config.describe(),
        w.focus.theories(),
        script,
        List.of(status),
        planted,
        lines,
        killers,
        constructions,
        logic,
        false,
        config.cliFlags());
  }

  private static void insert(List<Term> list, Term t, Rng rng) {
    list.add(rng.nextInt(list.size() + 1), t);
  }
}
