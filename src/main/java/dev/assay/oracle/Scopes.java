package dev.assay.oracle;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The assertions in force at each check-sat of a script, following push, pop, reset and
 * reset-assertions (SMT-LIB §4.1.4), with check-sat-assuming's assumptions.
 */
public final class Scopes {
  /**
   * What one check-sat asks: its assertions in order, its assumptions, and the names usable in an
   * unsat core (top-level {@code :named} assertions and named assumption literals).
   */
  public record AtCheckSat(List<Term> assertions, List<Term> assumptions, Map<String, Term> named) {
    public AtCheckSat {
      assertions = List.copyOf(assertions);
      assumptions = List.copyOf(assumptions);
      named = Collections.unmodifiableMap(new LinkedHashMap<>(named));
    }

    /** Assertions then assumptions: everything a model must satisfy. */
    public List<Term> formulas() {
      List<Term> all = new ArrayList<>(assertions);
      all.addAll(assumptions);
      return all;
    }
  }

  private Scopes() {}

  /** One entry per check-sat (check-sat-assuming, check-sat-using), in order. */
  public static List<AtCheckSat> of(Script script) {
    List<List<Term>> frames = new ArrayList<>();
    frames.add(new ArrayList<>());
    List<AtCheckSat> out = new ArrayList<>();
    for (Command c : script.commands()) {
      if (c instanceof Command.Assert a) {
        frames.get(frames.size() - 1).add(a.term());
      } else if (c instanceof Command.Push p) {
        for (int i = 0; i < p.levels().intValueExact(); i++) {
          frames.add(new ArrayList<>());
        }
      } else if (c instanceof Command.Pop p) {
        int n = Math.min(p.levels().intValueExact(), frames.size() - 1);
        for (int i = 0; i < n; i++) {
          frames.remove(frames.size() - 1);
        }
      } else if (c instanceof Command.Reset || c instanceof Command.ResetAssertions) {
        frames.clear();
        frames.add(new ArrayList<>());
      } else if (c instanceof Command.CheckSatAssuming csa) {
        out.add(at(frames, csa.assumptions()));
      } else if (Command.asksForStatus(c)) {
        out.add(at(frames, List.of()));
      }
    }
    return out;
  }

  private static AtCheckSat at(List<List<Term>> frames, List<Term> assumptions) {
    List<Term> assertions = new ArrayList<>();
    frames.forEach(assertions::addAll);
    Map<String, Term> named = new LinkedHashMap<>();
    for (Term t : assertions) {
      if (t instanceof Annotated an && an.name() != null) {
        named.putIfAbsent(an.name(), t);
      }
    }
    for (Term t : assumptions) {
      if (t instanceof QualIdentifier q) {
        named.putIfAbsent(q.symbol(), t);
      }
    }
    return new AtCheckSat(assertions, assumptions, named);
  }
}
