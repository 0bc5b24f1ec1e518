package dev.assay.semantics;

import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Term;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Checks a model against a script: evaluates every assertion active at a check-sat (after the
 * script's own define-funs and datatypes, respecting push/pop, with {@code :named} terms as
 * definitions and check-sat-assuming assumptions added) and reports the first false one, or that
 * all are true, or the first one whose value is undetermined and why.
 *
 * <p>A false assertion wins over an earlier undetermined one: one false assertion is enough to show
 * the model wrong.
 */
public final class ModelChecker {
  private ModelChecker() {}

  /** The verdict on a model. */
  public sealed interface Result {
    /** Every one of {@code count} assertions is true. */
    record AllTrue(int count) implements Result {}

    /** Assertion {@code index} (0-based, in script order among the checked ones) is false. */
    record False(int index, Term assertion, String printed) implements Result {}

    /** No assertion is false, but assertion {@code index} has no determined value. */
    record Undetermined(int index, Term assertion, String printed, Unspecified why)
        implements Result {}
  }

  /** Checks the assertions active at the first check-sat (or at the end if there is none). */
  public static Result check(Script script, Model model) {
    return check(script, model, 0);
  }

  /**
   * Checks the assertions active at check-sat number {@code checkSat} (0-based, counting check-sat
   * and check-sat-assuming); past the last one, those active at the end.
   */
  public static Result check(Script script, Model model, int checkSat) {
    Context ctx = Context.at(script, checkSat);
    Model m = model.withScript(ctx.definitions, Datatypes.of(script.commands()));
    Evaluator ev = new Evaluator(m);
    Undetermined firstUndetermined = null;
    for (int i = 0; i < ctx.assertions.size(); i++) {
      Term a = ctx.assertions.get(i);
      Value v = ev.evaluate(a);
      if (v instanceof BoolValue b) {
        if (!b.value()) {
          return new Result.False(i, a, Printer.print(a));
        }
      } else if (firstUndetermined == null) {
        Unspecified why =
            v instanceof Unspecified u
                ? u
                : new Unspecified(Unspecified.Cause.ILL_SORTED, "assertion is not Boolean: " + v);
        firstUndetermined = new Undetermined(i, a, why);
      }
    }
    if (firstUndetermined != null) {
      Undetermined u = firstUndetermined;
      return new Result.Undetermined(u.index, u.term, Printer.print(u.term), u.why);
    }
    return new Result.AllTrue(ctx.assertions.size());
  }

  private record Undetermined(int index, Term term, Unspecified why) {}

  /** Assertions and definitions in force at one check-sat. */
  private static final class Context {
    final List<Term> assertions = new ArrayList<>();
    final List<Model.Definition> definitions = new ArrayList<>();

    static Context at(Script script, int checkSat) {
      // One frame per push level: assertions and definitions made at that level.
      Deque<Context> levels = new ArrayDeque<>();
      levels.push(new Context());
      int seen = 0;
      for (Command c : script.commands()) {
        Context top = levels.peek();
        if (c instanceof Command.Assert a) {
          top.assertions.add(a.term());
          addNames(a.term(), top.definitions);
        } else if (c instanceof Command.DefineFun d) {
          top.definitions.add(Model.Definition.of(d));
        } else if (c instanceof Command.DefineFunRec d) {
          top.definitions.add(
              new Model.Definition(
                  d.signature().name(),
                  d.signature().params(),
                  d.signature().resultSort(),
                  d.body()));
        } else if (c instanceof Command.DefineFunsRec d) {
          for (int i = 0; i < d.signatures().size(); i++) {
            Command.FunctionDec s = d.signatures().get(i);
            top.definitions.add(
                new Model.Definition(s.name(), s.params(), s.resultSort(), d.bodies().get(i)));
          }
        } else if (c instanceof Command.Push p) {
          for (int i = 0; i < p.levels().intValueExact(); i++) {
            levels.push(new Context());
          }
        } else if (c instanceof Command.Pop p) {
          for (int i = 0; i < p.levels().intValueExact() && levels.size() > 1; i++) {
            levels.pop();
          }
        } else if (c instanceof Command.Reset) {
          levels.clear();
          levels.push(new Context());
        } else if (c instanceof Command.ResetAssertions) {
          while (levels.size() > 1) {
            levels.pop();
          }
          levels.peek().assertions.clear();
        } else if (Command.asksForStatus(c)) {
          if (seen++ == checkSat) {
            Context ctx = flatten(levels);
            if (c instanceof Command.CheckSatAssuming csa) {
              ctx.assertions.addAll(csa.assumptions());
            }
            return ctx;
          }
        }
      }
      return flatten(levels);
    }

    private static Context flatten(Deque<Context> levels) {
      Context all = new Context();
      var it = levels.descendingIterator();
      while (it.hasNext()) {
        Context c = it.next();
        all.assertions.addAll(c.assertions);
        all.definitions.addAll(c.definitions);
      }
      return all;
    }

    /**
     * {@code (! t :named n)} defines n as t for the rest of the script. Named terms are almost
     * always Boolean (they name assertions for unsat cores); the recorded sort only matters for
     * coercing Int to Real, so Bool is safe for the others too.
     */
    private static void addNames(Term t, List<Model.Definition> defs) {
      Deque<Term> stack = new ArrayDeque<>();
      stack.push(t);
      while (!stack.isEmpty()) {
        Term x = stack.pop();
        if (x instanceof Annotated an && an.name() != null) {
          defs.add(
              new Model.Definition(an.name(), List.of(), dev.assay.smtlib.Sort.BOOL, an.term()));
        }
        for (Term c : x.children()) {
          stack.push(c);
        }
      }
    }
  }
}
