package dev.assay.horn;

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
    List<Command> cs = new ArrayList<>();
    for (Map.Entry<String, String> e : p.mutant().params().entrySet()) {
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
    Script s = p.mutant().script();
    boolean asked = false;
    for (Command c : s.commands()) {
      if (c instanceof Command.GetModel || c instanceof Command.Exit) {
        continue;
      }
      cs.add(c);
      if (c instanceof Command.CheckSat && !asked) {
        cs.add(new Command.GetModel());
        cs.add(new Command.GetInfo(":all-statistics"));
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
   * The judgement of one run, kinds named as Assay's verdicts: {@code wrong-status}, {@code
   * invalid-model}, {@code crash} (findings); {@code ok}, {@code unchecked} (a model that could not
   * be checked), {@code unknown}, {@code timeout}, {@code error}.
   */
  public record Judgement(String kind, String detail) {
    public boolean finding() {
      return kind.equals("wrong-status") || kind.equals("invalid-model") || kind.equals("crash");
    }
  }

  /**
   * Judges a run of {@code p} (Table 1): a status other than the seed's is a wrong status; a sat
   * answer's model is checked by {@code models} against every clause. For a seed run there is no
   * expected status, only the model check.
   */
  public static Judgement judge(HornSearch.Proposal p, Outcome o, ModelCheck models) {
    HornSearch.Status s = status(o);
    switch (s) {
      case CRASH:
        return new Judgement("crash", ((Outcome.Crashed) o).cause());
      case TIMEOUT:
        return new Judgement("timeout", "no answer in time");
      case ERROR:
        return new Judgement(
            "error", o.answers().isEmpty() ? o.kind() : o.answers().get(0).label());
      case UNKNOWN:
        return new Judgement("unknown", "unknown");
      default:
        break;
    }
    if (p.expected() != null && s != p.expected()) {
      return new Judgement(
          "wrong-status",
          "expected "
              + p.expected().name().toLowerCase()
              + " (the seed's answer), got "
              + s.name().toLowerCase());
    }
    if (s == HornSearch.Status.UNSAT) {
      return new Judgement("ok", "unsat");
    }
    String model = ((Answer.Sat) o.answers().get(0)).model();
    if (model == null) {
      return new Judgement("unchecked", "sat without a model");
    }
    ModelCheck.Result r = models.check(p.mutant().script(), 0, model);
    if (r instanceof ModelCheck.Result.Invalid inv) {
      return new Judgement("invalid-model", inv.falseFormula());
    }
    if (r instanceof ModelCheck.Result.Undetermined u) {
      return new Judgement("unchecked", u.why());
    }
    return new Judgement("ok", "sat, model valid");
  }
}
