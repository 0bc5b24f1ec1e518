package dev.assay.generate;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Rng;
import dev.assay.semantics.BoolValue;
import dev.assay.semantics.Model;
import dev.assay.semantics.RegexMatcher;
import dev.assay.smtlib.Application;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.SExpr;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Generates incremental scripts: sequences of assertions, {@code push}/{@code pop} and {@code
 * check-sat}/{@code check-sat-assuming} over one planted model, with the expected status of every
 * check-sat.
 *
 * <p>Every assertion is true under the planted model except the killers of {@link UnsatGroup}s. A
 * killer is asserted after its pieces, at the same or a deeper level, so whenever it is in scope
 * its pieces are too (a pop that removes a piece removes the killer first). Some facts and killers
 * are guarded: {@code (=> q F)} with a fresh Boolean q, and {@code check-sat-assuming} assumes some
 * guards (or the negation of a killer's guard). A check is then unsat exactly when a killer is in
 * force (asserted, or its guard assumed), and sat otherwise: the planted model with every guard of
 * a fact true and every guard of a killer false satisfies all assertions and assumptions in force,
 * and is the script's witness.
 */
public final class IncrementalGenerator {
  private final GenerateConfig config;
  private final int minChecks;
  private final int maxChecks;
  private final RegexMatcher matcher = new RegexMatcher();

  /** A generator of scripts with {@code minChecks} to {@code maxChecks} check-sats. */
  public IncrementalGenerator(GenerateConfig config, int minChecks, int maxChecks) {
    if (minChecks < 1 || maxChecks < minChecks) {
      throw new IllegalArgumentException(
          "checks must be 1 <= min <= max, got " + minChecks + ".." + maxChecks);
    }
    this.config = config;
    this.minChecks = minChecks;
    this.maxChecks = maxChecks;
  }

  /** One assertion in scope: its term and whether it is a killer. */
  private record Item(Term term, boolean killer) {}

  /** A guard {@code q} of a fact or killer, in scope at some level. */
  private record Guard(String name, boolean killer) {}

  /** One push level: what was asserted and which guards were declared in use there. */
  private static final class Level {
    final List<Item> items = new ArrayList<>();
    final List<Guard> guards = new ArrayList<>();
  }

  /** Script {@code index} of seed {@code seed}. */
  public GeneratedFormula generate(long seed, long index) {
    Rng rng = new Rng(seed).forIteration(index);
    Workbench w = new Workbench(config, rng, matcher);
    int checks = rng.nextInt(minChecks, maxChecks + 1);
    List<Command> body = new ArrayList<>();
    List<Term> terms = new ArrayList<>();
    List<Guard> allGuards = new ArrayList<>();
    List<ExpectedStatus> statuses = new ArrayList<>();
    List<String> constructions = new ArrayList<>();
    List<Term> popped = new ArrayList<>();
    List<Term> killers = new ArrayList<>();
    List<Level> levels = new ArrayList<>();
    levels.add(new Level());
    int done = 0;
    int steps = 0;
    while (done < checks && steps++ < 40 * checks) {
      Level top = levels.get(levels.size() - 1);
      int action = rng.nextInt(20);
      if (action < 6) {
        FactMaker.Fact f = w.facts.satFact();
        if (f == null) {
          continue;
        }
        terms.add(f.term());
        if (rng.chance(0.3)) {
          assertGuarded(body, top, allGuards, f.term(), false);
        } else {
          assertAt(body, top, f.term(), false);
        }
      } else if (action < 8) {
        if (levels.size() < 4) {
          int n = rng.chance(0.8) ? 1 : 2;
          for (int i = 0; i < n; i++) {
            levels.add(new Level());
          }
          body.add(new Command.Push(BigInteger.valueOf(n)));
        }
      } else if (action < 10) {
        if (levels.size() > 1) {
          int n = Math.min(levels.size() - 1, rng.chance(0.8) ? 1 : 2);
          for (int i = 0; i < n; i++) {
            Level l = levels.remove(levels.size() - 1);
            for (Item it : l.items) {
              if (!it.killer()) {
                popped.add(it.term());
              }
            }
          }
          body.add(new Command.Pop(BigInteger.valueOf(n)));
        }
      } else if (action < 11) {
        if (!popped.isEmpty()) {
          // a fact asserted again after the level that held it was popped
          assertAt(body, top, rng.pick(popped), false);
        }
      } else if (action < 13) {
        UnsatGroup u = w.group();
        constructions.add(u.construction().id());
        for (Term p : u.pieces()) {
          assertAt(body, top, p, false);
          terms.add(p);
        }
        terms.add(u.killer());
        killers.add(u.killer());
        if (rng.chance(0.6)) {
          assertGuarded(body, top, allGuards, u.killer(), true);
        } else {
          // the killer goes one level deeper half of the time, so a pop can lift it
          if (rng.nextBoolean() && levels.size() < 5) {
            levels.add(new Level());
            body.add(new Command.Push(BigInteger.ONE));
            top = levels.get(levels.size() - 1);
          }
          assertAt(body, top, u.killer(), true);
        }
      } else if (action < 16) {
        expect(body, statuses, killerInScope(levels));
        body.add(new Command.CheckSat());
        done++;
      } else {
        List<Guard> inScope = new ArrayList<>();
        for (Level l : levels) {
          inScope.addAll(l.guards);
        }
        List<Term> lits = new ArrayList<>();
        boolean unsat = killerInScope(levels);
        for (Guard q : inScope) {
          double p = q.killer() ? 0.35 : 0.5;
          if (rng.chance(p)) {
            if (q.killer() && rng.chance(0.3)) {
              lits.add(Application.of("not", QualIdentifier.of(q.name())));
            } else {
              lits.add(QualIdentifier.of(q.name()));
              unsat |= q.killer();
            }
          }
        }
        expect(body, statuses, unsat);
        // cvc5 1.0.3 refuses an empty assumption list as a parse error: that check is a check-sat
        body.add(lits.isEmpty() ? new Command.CheckSat() : new Command.CheckSatAssuming(lits));
        done++;
      }
    }
    List<Command> decls = w.declarations(terms);
    List<Command> cmds = Workbench.scriptHead(decls);
    for (Guard q : allGuards) {
      cmds.add(new Command.DeclareFun(q.name(), List.of(), Sort.BOOL));
    }
    cmds.addAll(body);
    cmds.add(new Command.Exit());
    String logic = Workbench.standardLogic(cmds);
    cmds.set(1, new Command.SetLogic(logic));
    Model.Builder b = w.planted.model(decls).toBuilder();
    List<String> lines =
        new ArrayList<>(w.planted.witnessLines(Workbench.usedSymbols(terms), decls));
    for (Guard q : allGuards) {
      b.constant(q.name(), BoolValue.of(!q.killer()));
      lines.add("(define-fun " + q.name() + " () Bool " + !q.killer() + ")");
    }
    Model planted = b.build();
    return new GeneratedFormula(
        seed,
        index,
        config.describe(),
        w.focus.theories(),
        new Script(cmds),
        statuses,
        planted,
        lines,
        killers,
        constructions,
        logic,
        true,
        "--incremental --checks " + minChecks + ".." + maxChecks + " " + config.cliFlags());
  }

  /** {@code (assert t)} at level {@code top}. */
  private static void assertAt(List<Command> body, Level top, Term t, boolean killer) {
    top.items.add(new Item(t, killer));
    body.add(new Command.Assert(t));
  }

  /** {@code (assert (=> q t))} with a new guard q declared in use at level {@code top}. */
  private static void assertGuarded(
      List<Command> body, Level top, List<Guard> all, Term t, boolean killer) {
    Guard q = guard(all, killer);
    top.guards.add(q);
    body.add(new Command.Assert(implies(q, t)));
  }

  /** The expected status of the next check, recorded and stated as {@code :status}. */
  private static void expect(List<Command> body, List<ExpectedStatus> statuses, boolean unsat) {
    ExpectedStatus s = unsat ? ExpectedStatus.UNSAT : ExpectedStatus.SAT;
    statuses.add(s);
    body.add(new Command.SetInfo(":status", SExpr.atom(s.smtlib())));
  }

  private static Guard guard(List<Guard> all, boolean killer) {
    Guard q = new Guard("q" + all.size(), killer);
    all.add(q);
    return q;
  }

  private static Term implies(Guard q, Term f) {
    return Application.of("=>", QualIdentifier.of(q.name()), f);
  }

  private static boolean killerInScope(List<Level> levels) {
    for (Level l : levels) {
      for (Item it : l.items) {
        if (it.killer()) {
          return true;
        }
      }
    }
    return false;
  }
}
