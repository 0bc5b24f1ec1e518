package dev.assay.campaign;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.Plurals;
import dev.assay.core.Verdict;
import dev.assay.oracle.Expectation;
import dev.assay.solver.Answer;
import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import java.util.List;
import java.util.stream.Collectors;

/** One-line descriptions of expectations and outcomes, shared by reports and reproductions. */
public final class Summaries {
  private Summaries() {}

  /** {@code sat}, or {@code sat, unsat} for several check-sats. */
  /**
   * What was expected of a run, as far as its verdict rests on it: the statuses for a wrong status
   * or an unsat core, what any answer owes otherwise (a crash is wrong whatever the status, and an
   * invalid model whatever the formula's status), and never "unknown" as if it were an expectation.
   */
  public static String expectedOf(Verdict.Kind kind, Expectation e) {
    switch (kind) {
      case CRASH:
        return "an answer (any status), not a crash";
      case INVALID_MODEL:
      case SOLVER_INVALID_MODEL:
        return "a sat answer's model satisfies every assertion in force";
      case INCOMPLETENESS:
        return "sat or unsat (a decision)";
      case ERROR:
      case UNSUPPORTED_INPUT:
        return "the input accepted (it is well-formed SMT-LIB)";
      default:
        break;
    }
    if (e.statuses().stream().allMatch(s -> s == ExpectedStatus.UNKNOWN)) {
      return e.statuses().isEmpty() ? "(no check-sat)" : "no status (the file states none)";
    }
    return expected(e);
  }

  /**
   * Why the expectation holds, as the oracle recorded it, for the kinds whose verdict rests on the
   * status; empty for the others (their expectation needs no reason).
   */
  public static String basisOf(Verdict.Kind kind, String basis) {
    return kind == Verdict.Kind.WRONG_STATUS
            || kind == Verdict.Kind.INCORRECT_CORE
            || kind == Verdict.Kind.UNCHECKED
            || kind == Verdict.Kind.OK
        ? basis
        : "";
  }

  public static String expected(Expectation e) {
    if (e.statuses().isEmpty()) {
      return "(no check-sat)";
    }
    return e.statuses().stream().map(ExpectedStatus::smtlib).collect(Collectors.joining(", "));
  }

  /** The answers, then how the run ended when it did not finish normally. */
  public static String got(Outcome o) {
    List<Answer> answers = o.answers();
    String a =
        answers.isEmpty()
            ? "(no answer)"
            : answers.stream().map(Summaries::answer).collect(Collectors.joining(", "));
    if (o instanceof Outcome.Finished) {
      return a;
    }
    return a + " [" + o.kind() + "]";
  }

  private static String answer(Answer a) {
    if (a instanceof Answer.Error e) {
      return "(error \"" + shorten(e.message()) + "\")";
    }
    if (a instanceof Answer.Unparsable u) {
      return "unparsable: " + shorten(u.text());
    }
    if (a instanceof Answer.Unknown u && u.reason() != null) {
      return "unknown (" + shorten(u.reason()) + ")";
    }
    return a.label();
  }

  /** How the process ended: exit code or signal, times, output sizes. */
  public static String outcomeLine(Outcome o) {
    if (o instanceof Outcome.FailedToStart f) {
      return "failed to start: " + f.message();
    }
    Execution x = o.execution();
    StringBuilder sb = new StringBuilder(o.kind());
    if (o instanceof Outcome.Crashed c) {
      sb.append(" (").append(c.cause()).append(')');
    }
    if (x.exitCode() != null) {
      sb.append(", exit ").append(x.exitCode());
    }
    if (x.signal() != null) {
      sb.append(", signal ").append(x.signal());
    }
    sb.append(", wall ").append(x.wall().toMillis()).append(" ms");
    if (x.cpu() != null) {
      sb.append(", cpu ").append(x.cpu().toMillis()).append(" ms");
    }
    sb.append(", stdout ").append(x.stdoutBytes()).append(" B");
    if (x.stdoutTruncated()) {
      sb.append(" (truncated)");
    }
    sb.append(", stderr ").append(x.stderrBytes()).append(" B");
    if (x.leftoverProcesses() > 0) {
      sb.append(", ")
          .append(Plurals.count(x.leftoverProcesses(), "leftover process"))
          .append(" killed");
    }
    return sb.toString();
  }

  static String shorten(String s) {
    String t = s.replaceAll("\\s+", " ").strip();
    return t.length() > 160 ? t.substring(0, 160) + "..." : t;
  }
}
