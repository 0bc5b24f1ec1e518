package dev.assay.campaign;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.oracle.Verdict;
import dev.assay.solver.Answer;
import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.TreeMap;

/**
 * Results as JSON Lines, one object per case and solver. Results may arrive in any order from
 * parallel workers; lines are written in task order (buffering the few that arrive early), so the
 * same inputs give the same file whatever the timing. Flushed line by line, so an interrupted run
 * keeps everything finished before the interruption.
 */
public final class ResultsLog implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final BufferedWriter out;
  private final TreeMap<Integer, String> early = new TreeMap<>();
  private int next;

  public ResultsLog(Path file) throws IOException {
    this(file, false);
  }

  /**
   * A log on {@code file}; with {@code append}, after the lines already there (a resumed run, whose
   * task indices then count only the tasks still to run).
   */
  public ResultsLog(Path file, boolean append) throws IOException {
    Files.createDirectories(file.toAbsolutePath().getParent());
    this.out =
        append
            ? Files.newBufferedWriter(
                file,
                StandardCharsets.UTF_8,
                StandardOpenOption.CREATE,
                StandardOpenOption.APPEND,
                StandardOpenOption.WRITE)
            : Files.newBufferedWriter(file, StandardCharsets.UTF_8);
  }

  /**
   * Records result {@code index} (0-based task order) with the path of its reproduction folder (or
   * null).
   */
  public void add(int index, CaseResult r, Path reproduction) {
    add(index, toJson(r, reproduction));
  }

  /** Records line {@code index}: {@link #toJson} of a result, with a producer's own fields. */
  public synchronized void add(int index, ObjectNode line) {
    early.put(index, line.toString());
    try {
      while (!early.isEmpty() && early.firstKey() == next) {
        out.write(early.pollFirstEntry().getValue());
        out.newLine();
        next++;
      }
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The JSON object of one result; field order is fixed. */
  public static ObjectNode toJson(CaseResult r, Path reproduction) {
    ObjectNode o = JSON.createObjectNode();
    o.put("case", r.caseName());
    o.put("solver", r.spec().name());
    o.put("version", r.spec().version());
    ArrayNode opts = o.putArray("options");
    r.spec().options().forEach(opts::add);
    o.put("mode", r.mode());
    Verdict overall = r.judgement().overall();
    o.put("verdict", overall.kind());
    o.put("detail", overall.detail());
    ArrayNode checks = o.putArray("check_sats");
    for (int k = 0; k < r.judgement().perCheckSat().size(); k++) {
      ObjectNode c = checks.addObject();
      c.put("expected", r.expectation().status(k).smtlib());
      c.put(
          "answer", k < r.outcome().answers().size() ? r.outcome().answers().get(k).label() : null);
      if (k < r.outcome().answers().size()
          && r.outcome().answers().get(k) instanceof Answer.Unknown u
          && u.reason() != null) {
        c.put("reason_unknown", u.reason());
      }
      Verdict v = r.judgement().perCheckSat().get(k);
      c.put("verdict", v.kind());
      c.put("detail", v.detail());
    }
    Outcome out = r.outcome();
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
      putNullable(o, "exit_code", x.exitCode());
      putNullable(o, "signal", x.signal());
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
    if (reproduction != null) {
      o.put("reproduction", reproduction.toString());
    } else {
      o.putNull("reproduction");
    }
    return o;
  }

  private static void putNullable(ObjectNode o, String key, Integer v) {
    if (v == null) {
      o.putNull(key);
    } else {
      o.put(key, v);
    }
  }

  @Override
  public synchronized void close() throws IOException {
    // Lines still waiting for an earlier index are written anyway: an interrupted run keeps them.
    for (String line : early.values()) {
      out.write(line);
      out.newLine();
    }
    early.clear();
    out.close();
  }
}
