package dev.assay.horn;

import dev.assay.core.Verdict;
import dev.assay.oracle.ModelCheck;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.SExpr;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.StringConstant;
import dev.assay.solver.Answer;
import dev.assay.solver.Outcome;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a campaign needs to run a {@link HornSearch.Proposal} on a z3 and judge it: the query text,
 * the status and trace of the outcome, and the judgement by HornFuzz's oracles (Table 1): status
 * against the seed's own status on the same solver, the model of a sat answer against every clause
 * ({@link dev.assay.oracle.QuantifiedModelCheck}), crashes.
 */
public final class HornRun {
  private HornRun() {}

  /**
   * The script to run: the proposal's solver parameters as {@code set-option} first (so the file
   * reproduces the run by itself), then, when {@code trace} is true, z3's verbosity and its Spacer
   * trace file at {@code traceFile}; the system; {@code check-sat}, {@code get-model} and {@code
   * (get-info :all-statistics)}.
   */
  public static String text(HornSearch.Proposal p, boolean trace, Path traceFile) {
    return text(p.mutant(), trace, traceFile, true, true);
  }

  /**
   * The text of a campaign case for {@code m}: as {@link #text} but without {@code get-model},
   * which the campaign's own input preparation adds after every {@code check-sat} (with {@code
   * produce-models}); {@code (get-info :all-statistics)} still follows the first {@code check-sat}
   * for the trace. Without {@code trace}, only the parameters and the system.
   */
  public static String caseText(Mutant m, boolean trace) {
    return text(m, trace, null, false, trace);
  }

  /**
   * As {@link #caseText(Mutant, boolean)} with z3's verbose lines ({@code verbose}) and the
   * statistics ({@code statistics}) asked for separately: a solver whose verbose lines would mix
   * with its answers still gives its statistics.
   */
  public static String caseText(Mutant m, boolean verbose, boolean statistics) {
    return text(m, verbose, null, false, statistics);
  }

  private static String text(
      Mutant m, boolean trace, Path traceFile, boolean getModel, boolean statistics) {
    List<Command> cs = new ArrayList<>();
    for (Map.Entry<String, String> e : m.params().entrySet()) {
      cs.add(new Command.SetOption(":" + e.getKey(), SExpr.atom(e.getValue())));
    }
    if (trace) {
      cs.add(new Command.SetOption(":verbose", SExpr.atom("1")));
      if (traceFile != null) {
        cs.add(
            new Command.SetOption(
                ":fp.spacer.trace_file",
                SExpr.atom(Printer.print(StringConstant.of(traceFile.toString())))));
      }
    }
    Script s = m.script();
    boolean asked = false;
    for (Command c : s.commands()) {
      if (c instanceof Command.GetModel || c instanceof Command.Exit) {
        continue;
      }
      cs.add(c);
      if (c instanceof Command.CheckSat && !asked) {
        if (getModel) {
          cs.add(new Command.GetModel());
        }
        if (statistics) {
          cs.add(new Command.GetInfo(":all-statistics"));
        }
        asked = true;
      }
    }
    return Printer.print(new Script(cs));
  }

  /** The status the search is told. */
  public static HornSearch.Status status(Outcome o) {
    if (o instanceof Outcome.Crashed) {
      return HornSearch.Status.CRASH;
    }
    if (o instanceof Outcome.TimedOut && o.answers().isEmpty()) {
      return HornSearch.Status.TIMEOUT;
    }
    if (o.answers().isEmpty()) {
      return HornSearch.Status.ERROR;
    }
    Answer a = o.answers().get(0);
    if (a instanceof Answer.Sat) {
      return HornSearch.Status.SAT;
    }
    if (a instanceof Answer.Unsat) {
      return HornSearch.Status.UNSAT;
    }
    return a instanceof Answer.Unknown ? HornSearch.Status.UNKNOWN : HornSearch.Status.ERROR;
  }

  /** The trace of a run: its standard error and output, and the Spacer trace file's text. */
  public static Trace trace(Outcome o, String traceFileText) {
    if (o.execution() == null) {
      return Trace.EMPTY;
    }
    return Trace.read(o.execution().stderr(), traceFileText, o.execution().stdout());
  }

  /**
   * Judges a run of {@code p} (Table 1): a status other than the seed's is a wrong status; a sat
   * answer's model is checked by {@code models} against every clause. For a seed run there is no
   * expected status, only the model check.
   */
  public static Verdict judge(HornSearch.Proposal p, Outcome o, ModelCheck models) {
    HornSearch.Status s = status(o);
    switch (s) {
      case CRASH:
        return Verdict.crash(((Outcome.Crashed) o).cause());
      case TIMEOUT:
        return Verdict.timeout("no answer in time");
      case ERROR:
        return Verdict.error(o.answers().isEmpty() ? o.kind() : o.answers().get(0).label());
      case UNKNOWN:
        return Verdict.unknown("unknown");
      default:
        break;
    }
    if (p.expected() != null && s != p.expected()) {
      return Verdict.wrongStatus(
          p.expected().name().toLowerCase(Locale.ROOT),
          s.name().toLowerCase(Locale.ROOT),
          "the seed's answer");
    }
    if (s == HornSearch.Status.UNSAT) {
      return Verdict.ok("unsat");
    }
    String model = ((Answer.Sat) o.answers().get(0)).model();
    if (model == null) {
      return Verdict.unchecked("sat without a model");
    }
    ModelCheck.Result r = models.check(p.mutant().script(), 0, model);
    if (r instanceof ModelCheck.Result.Invalid inv) {
      return Verdict.invalidModel(inv.falseFormula());
    }
    if (r instanceof ModelCheck.Result.Undetermined u) {
      return Verdict.unchecked(u.why());
    }
    return Verdict.ok("sat, model valid");
  }
}
