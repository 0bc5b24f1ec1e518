package dev.assay.solver;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Fresh-state mode for a solver binary: each query is written to a file and run as {@code solver
 * [flags] file.smt2} in a new process, exactly as a user would run it. The slowest mode, and the
 * one whose result needs no argument about leftover state.
 */
public final class FreshProcessSolver implements Solver {
  private final SolverSpec spec;
  private final RunLimits limits;
  private Path dir;

  public FreshProcessSolver(SolverSpec spec, RunLimits limits) {
    this.spec = spec;
    this.limits = limits;
  }

  @Override
  public SolverSpec spec() {
    return spec;
  }

  @Override
  public Outcome run(Query query) throws IOException, InterruptedException {
    return run(query, limits.timeout());
  }

  @Override
  public Outcome run(Query query, Duration timeout) throws IOException, InterruptedException {
    RunLimits l = timeout.compareTo(limits.timeout()) < 0 ? limits.withTimeout(timeout) : limits;
    if (dir == null) {
      dir = QueryFolders.create();
    }
    Path file = Files.createTempFile(dir, "query-", ".smt2");
    try {
      Files.writeString(file, query.text(), StandardCharsets.UTF_8);
      return OneShotRun.run(
          spec.fileArgv(file, query.plan().needsIncremental(), l), null, query.plan(), l);
    } finally {
      Files.deleteIfExists(file);
    }
  }

  @Override
  public void close() {
    if (dir != null) {
      try {
        Files.deleteIfExists(dir);
      } catch (IOException e) {
        // A leftover empty temp directory is harmless.
      }
      dir = null;
    }
  }
}
