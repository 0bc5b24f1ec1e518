package dev.assay.generate;

import dev.assay.core.Rng;
import dev.assay.semantics.RegexMatcher;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.Index;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.SExpr;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Everything one script is generated with: its random stream, sorts, planted model, term grower and
 * fact maker; and the declarations and logic of the finished assertions.
 */
final class Workbench {
  final Rng rng;
  final SortPool pool;
  final PlantedModel planted;
  final TermGrower grower;
  final FactMaker facts;

  /** The theories this script draws from (a subset of the configured ones). */
  final GenerateConfig focus;

  Workbench(GenerateConfig config, Rng rng, RegexMatcher matcher) {
    this.rng = rng;
    this.focus = focus(config, rng);
    this.pool = new SortPool(focus, rng);
    RandomValues values = new RandomValues(rng, pool);
    this.planted = new PlantedModel(pool, values, rng);
    this.grower = new TermGrower(rng, pool, planted, values, matcher);
    this.facts = new FactMaker(grower, config.maxDepth());
  }

  private static final List<Theory> BASE =
      List.of(Theory.INTS, Theory.REALS, Theory.STRINGS, Theory.BITVECTORS);

  /**
   * Most scripts (three in four) draw from one or two of the configured theories, so that they fall
   * into specific logics (QF_SLIA, QF_BV, QF_NIA, ...) and reach the solvers' specialised
   * procedures; the rest mix all of them. Arrays, datatypes and functions get a base theory (Ints,
   * Reals, Strings or bit-vectors) for their element, field and argument sorts.
   */
  static GenerateConfig focus(GenerateConfig config, Rng rng) {
    List<Theory> on = config.theories();
    if (on.size() <= 1 || rng.chance(0.25)) {
      return config;
    }
    java.util.EnumMap<Theory, Integer> w = new java.util.EnumMap<>(Theory.class);
    int k = rng.chance(0.5) ? 1 : 2;
    for (int i = 0; i < k; i++) {
      Theory t = pickByWeight(config, on, rng);
      w.put(t, config.weight(t));
    }
    boolean hasBase = false;
    List<Theory> bases = new ArrayList<>();
    for (Theory t : BASE) {
      hasBase |= w.containsKey(t);
      if (config.uses(t)) {
        bases.add(t);
      }
    }
    if (!hasBase && !bases.isEmpty()) {
      Theory t = pickByWeight(config, bases, rng);
      w.put(t, config.weight(t));
    }
    return config.withWeights(w);
  }

  private static Theory pickByWeight(GenerateConfig config, List<Theory> ts, Rng rng) {
    int total = 0;
    for (Theory t : ts) {
      total += config.weight(t);
    }
    int r = rng.nextInt(total);
    for (Theory t : ts) {
      r -= config.weight(t);
      if (r < 0) {
        return t;
      }
    }
    return ts.get(ts.size() - 1);
  }

  /** A construction drawn by weight; {@link Construction#GROUND_FALSE} never fails for long. */
  Construction pickConstruction() {
    int r = rng.nextInt(10);
    if (r < 2) {
      return Construction.GROUND_FALSE;
    }
    if (r < 5) {
      return Construction.CONGRUENCE;
    }
    if (r < 7) {
      return Construction.GROUND_SUBSTITUTION;
    }
    return Construction.PINNED;
  }

  /**
   * An unsat group, falling back to a ground-false one when the drawn construction fails, and to
   * the killer {@code false} itself if that fails too (it has not happened at depth 2 or more).
   */
  UnsatGroup group() {
    UnsatGroup u = facts.group(pickConstruction());
    for (int i = 0; u == null && i < 8; i++) {
      u = facts.group(Construction.GROUND_FALSE);
    }
    if (u == null) {
      u =
          new UnsatGroup(
              Construction.GROUND_FALSE, List.of(), dev.assay.smtlib.QualIdentifier.of("false"));
    }
    return u;
  }

  /**
   * The names of declared symbols, datatype sorts, constructors and selectors the terms use
   * (generated terms have no binders, so every plain symbol that is not a theory symbol is one).
   */
  static Set<String> usedSymbols(List<Term> terms) {
    Set<String> used = new LinkedHashSet<>();
    java.util.ArrayDeque<Term> stack = new java.util.ArrayDeque<>();
    for (Term root : terms) {
      stack.push(root);
      while (!stack.isEmpty()) {
        Term t = stack.pop();
        QualIdentifier q = null;
        if (t instanceof dev.assay.smtlib.Application a) {
          q = a.function();
          for (Term c : a.args()) {
            stack.push(c);
          }
        } else if (t instanceof QualIdentifier id) {
          q = id;
        }
        if (q != null) {
          noteQualifier(q, used);
        }
      }
    }
    return used;
  }

  private static void noteQualifier(QualIdentifier q, Set<String> used) {
    if (!q.id().isIndexed() && !dev.assay.smtlib.TheorySignatures.isTheorySymbol(q.symbol())) {
      used.add(q.symbol());
    }
    for (Index i : q.id().indices()) {
      if (i instanceof Index.Symbol s) {
        used.add(s.name());
      }
    }
    if (q.asSort() != null) {
      List<Sort> work = new ArrayList<>(List.of(q.asSort()));
      while (!work.isEmpty()) {
        Sort s = work.remove(work.size() - 1);
        used.add(s.name());
        work.addAll(s.args());
      }
    }
  }

  /**
   * What the SMT-LIB standard calls the logic of a script made of {@code commands} ({@link
   * Fragment#standardLogic}), read from the script: its declarations and every subterm.
   */
  static String standardLogic(List<Command> commands) {
    return Fragment.of(SortChecker.check(new Script(commands))).standardLogic();
  }

  /**
   * The head of a generated script, to be appended to: SMT-LIB 2.6, logic {@code ALL} (the real
   * logic is read back from the finished script) and {@code declarations}.
   */
  static List<Command> scriptHead(List<Command> declarations) {
    List<Command> cmds = new ArrayList<>();
    cmds.add(new Command.SetInfo(":smt-lib-version", SExpr.atom("2.6")));
    cmds.add(new Command.SetLogic("ALL"));
    cmds.addAll(declarations);
    return cmds;
  }

  /** The declarations for {@code terms}. */
  List<Command> declarations(List<Term> terms) {
    return planted.declarations(usedSymbols(terms));
  }
}
