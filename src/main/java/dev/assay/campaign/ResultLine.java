package dev.assay.campaign;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.core.Verdict;
import dev.assay.oracle.RunResult;
import dev.assay.solver.Answer;
import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import java.nio.file.Path;
import java.util.Map;

/**
 * One line of {@code results.jsonl}: a run's case, solver, verdict per check-sat, how the process
 * ended, where its reproduction folder is, and the technique's own fields. Field order is fixed, so
 * the same runs give the same file.
 */
public final class ResultLine {
  private static final ObjectMapper JSON = new ObjectMapper();

  private ResultLine() {}

  /**
   * The line of one run; {@code findingId}, {@code folder} and {@code otherSolverMs} may be null.
   *
   * @param otherSolverMs on a case's first line, the solver time the case took beyond its runs' own
   *     {@code wall_ms} (model checks, confirmations, reductions, the technique's queries), so that
   *     the lines of a campaign add up to all the solver time it spent
   */
  public static ObjectNode of(
      RunResult r, long item, String findingId, Path folder, Double otherSolverMs) {
    ObjectNode o = JSON.createObjectNode();
    o.put("case", r.testCase().id());
    o.put("item", item);
    o.put("solver", r.solver().name());
    o.put("version", r.solver().version());
    ArrayNode opts = o.putArray("options");
    r.solver().options().forEach(opts::add);
    o.put("mode", r.mode());
    o.put("verdict", r.verdict().label());
    o.put("detail", r.verdict().detail());
    o.put("finding", r.isFinding());
    if (findingId != null) {
      o.put("finding_id", findingId);
    }
    ArrayNode checks = o.putArray("check_sats");
    Outcome out = r.outcome();
    for (int k = 0; k < r.judgement().perCheckSat().size(); k++) {
      ObjectNode c = checks.addObject();
      c.put("expected", r.testCase().expectation().status(k).smtlib());
      c.put("answer", k < out.answers().size() ? out.answers().get(k).label() : null);
      if (k < out.answers().size()
          && out.answers().get(k) instanceof Answer.Unknown u
          && u.reason() != null) {
        c.put("reason_unknown", u.reason());
      }
      Verdict v = r.judgement().perCheckSat().get(k);
      c.put("verdict", v.label());
      c.put("detail", v.detail());
    }
    o.put("outcome", out.kind());
    if (out instanceof Outcome.Crashed c) {
      o.put("crash_cause", c.cause());
    }
    if (out instanceof Outcome.FailedToStart f) {
      o.put("error", f.message());
      ArrayNode cmd = o.putArray("command");
      f.command().forEach(cmd::add);
    }
    Execution x = out.execution();
    if (x != null) {
      ArrayNode cmd = o.putArray("command");
      x.command().forEach(cmd::add);
      // Jackson writes a null Integer or String as JSON null
      o.put("exit_code", x.exitCode());
      o.put("signal", x.signal());
      o.put("wall_ms", x.wall().toNanos() / 1e6);
      if (x.cpu() != null) {
        o.put("cpu_ms", x.cpu().toNanos() / 1e6);
      } else {
        o.putNull("cpu_ms");
      }
      o.put("stdout_bytes", x.stdoutBytes());
      o.put("stderr_bytes", x.stderrBytes());
      o.put("leftover_processes", x.leftoverProcesses());
    }
    if (otherSolverMs != null) {
      o.put("other_solver_ms", otherSolverMs);
    }
    o.put("reproduction", folder == null ? null : folder.toString());
    for (Map.Entry<String, String> f : r.fields().entrySet()) {
      o.put(f.getKey(), f.getValue());
    }
    return o;
  }
}
