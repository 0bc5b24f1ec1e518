package dev.assay.triggers;

import dev.assay.solver.SolverSpec;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** Runs files through {@link FileSearch} as campaign items do, for tests: one worker per thread. */
final class FileSearches {
  private FileSearches() {}

  static SearchSettings settings(
      SolverSpec solver,
      List<TriggerConfig> configs,
      int seconds,
      TriggerSearch.Options o,
      Path out) {
    return new SearchSettings(
        configs,
        Duration.ofSeconds(seconds),
        new SolverChoice(solver, solver, List.of(), false),
        o,
        out);
  }

  /** Every file's result lines, in file order, then configuration order. */
  static List<TriggerResult> run(SearchSettings s, List<Path> files, int jobs) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(jobs);
    ThreadLocal<WorkerSolvers> solvers = new ThreadLocal<>();
    List<WorkerSolvers> opened = java.util.Collections.synchronizedList(new ArrayList<>());
    try {
      List<Future<FileSearch.Outcome>> futures = new ArrayList<>();
      for (int i = 0; i < files.size(); i++) {
        int index = i;
        futures.add(
            pool.submit(
                () -> {
                  if (solvers.get() == null) {
                    WorkerSolvers ws = WorkerSolvers.open(s.solvers(), s.timeout());
                    opened.add(ws);
                    solvers.set(ws);
                  }
                  Path f = files.get(index);
                  return new FileSearch(s, solvers.get(), SearchListener.NONE)
                      .run(index, files.size(), f, f.toString());
                }));
      }
      List<TriggerResult> out = new ArrayList<>();
      for (Future<FileSearch.Outcome> f : futures) {
        out.addAll(f.get().results());
      }
      return out;
    } finally {
      pool.shutdownNow();
      opened.forEach(WorkerSolvers::close);
    }
  }
}
