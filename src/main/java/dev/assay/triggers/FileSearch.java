package dev.assay.triggers;

import dev.assay.core.InputError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * One input, searched with every configuration of the run under one budget: the work of one
 * campaign item, and of {@code --explain}, which runs it in its own thread. The file is read and
 * preprocessed once, E-matching runs on it alone once (the baseline), then the configurations'
 * searches run as a {@link Portfolio}; every configuration gets its result line, and a found term
 * its reproduction under {@code found/}.
 */
public final class FileSearch {
  /**
   * What one input gave.
   *
   * @param results one line per configuration, in the run's order
   * @param finding the first term set whose claim holds, or null
   * @param foundBy the configuration that found it, or null
   * @param problem the preprocessed input, or null when it could not be read
   * @param badInput whether the input cannot be searched at all (malformed, too large, no
   *     quantifier)
   */
  public record Outcome(
      List<TriggerResult> results,
      Finding finding,
      TriggerConfig foundBy,
      Problem problem,
      boolean badInput) {
    public Outcome {
      results = List.copyOf(results);
    }
  }

  private final SearchSettings settings;
  private final WorkerSolvers solvers;
  private final SearchListener listener;

  public FileSearch(SearchSettings settings, WorkerSolvers solvers, SearchListener listener) {
    this.settings = settings;
    this.solvers = solvers;
    this.listener = listener;
  }

  /**
   * Searches input {@code index} of {@code count}.
   *
   * @param name the input's name in results and reports
   */
  public Outcome run(int index, int count, Path file, String name)
      throws IOException, InterruptedException {
    return run(index, count, file, name, () -> false);
  }

  /**
   * Searches input {@code index} of {@code count} until its time limit or {@code stop}: a stopped
   * search ends within its current step (a solver run in flight ends at its own limit), its pairs
   * reported as having run out of time; the caller, who knows of the stop, does not keep them.
   */
  public Outcome run(int index, int count, Path file, String name, BooleanSupplier stop)
      throws IOException, InterruptedException {
    // a worker killed at the end of the previous file (a query past its hard limit) starts again
    // here, before this file's clock: its start-up is not this file's search
    solvers.warmUp(settings.timeout(), settings.options().modelMillis());
    long start = System.nanoTime();
    Deadline deadline = Deadline.in(settings.timeout(), stop);
    SearchProfile shared = new SearchProfile();
    Problem problem;
    try {
      problem = preprocess(file, name, deadline, shared);
    } catch (InputError e) {
      return failed(name, e.getMessage(), start, shared);
    } catch (IOException e) {
      return failed(name, name + ": cannot read: " + e.getMessage(), start, shared);
    }
    listener.problem(problem);
    try (FileWork work =
        new FileWork(problem, solvers, deadline, settings.options(), listener, shared)) {
      Validator.Result base;
      long b0 = System.nanoTime();
      try (SearchProfile.Section s = shared.time(SearchProfile.Phase.BASELINE)) {
        base =
            work.validator.baseline(
                work.validator.settings().searchSeeds(), deadline.limit(settings.baselineMillis()));
      }
      work.baseline(base, (System.nanoTime() - b0) / 1e9, settings.timeout().toMillis());
      listener.baseline(base.label());
      String noSearch = stopBefore(base, work, problem);
      if (noSearch != null) {
        String status =
            base == Validator.Result.ERROR ? SearchOutcome.ERROR : SearchOutcome.NOT_FOUND;
        if (deadline.passed() && base == Validator.Result.TIMEOUT) {
          status = SearchOutcome.TIMEOUT;
        }
        List<TriggerResult> results = new ArrayList<>();
        for (TriggerConfig c : settings.configs()) {
          SearchOutcome o =
              SearchOutcome.without(status, noSearch, base.label(), shared.snapshot());
          results.add(describe(problem, c, o, seconds(start), null, work));
        }
        return new Outcome(results, null, null, problem, false);
      }
      work.queue(); // starts the validation thread, which first runs the input under other seeds
      List<TriggerSearch> searches = new ArrayList<>();
      for (TriggerConfig c : settings.configs()) {
        searches.add(new TriggerSearch(work, c));
      }
      Portfolio portfolio = new Portfolio(searches);
      portfolio.run(deadline, start);
      List<TriggerResult> results = new ArrayList<>();
      Finding first = null;
      TriggerConfig foundBy = null;
      for (int i = 0; i < searches.size(); i++) {
        TriggerConfig c = settings.configs().get(i);
        SearchOutcome o = searches.get(i).outcome();
        SearchProfile p = o.profile().plus(shared);
        listener.profile(c.name(), o.status(), p);
        String repro = null;
        if (o.status().equals(SearchOutcome.FOUND)) {
          Path smt =
              FoundReport.write(
                  settings.out(),
                  index,
                  count,
                  file,
                  problem,
                  c,
                  o.findings().get(0),
                  work.validator.settings());
          repro = settings.out().relativize(smt).toString();
          if (first == null) {
            first = o.findings().get(0);
            foundBy = c;
          }
        }
        results.add(describe(problem, c, withProfile(o, p), portfolio.endedAt(i), repro, work));
      }
      return new Outcome(results, first, foundBy, problem, false);
    }
  }

  /** Why no search runs after the baseline, or null when one does. */
  private static String stopBefore(Validator.Result base, FileWork work, Problem problem) {
    if (base == Validator.Result.ERROR) {
      return work.validator.lastError() == null
          ? "the solver gave no answer on the input under E-matching-only options"
          : "the solver rejected the input under E-matching-only options: "
              + work.validator.lastError();
    }
    if (base == Validator.Result.UNSAT) {
      return "E-matching alone already refutes the input: no triggering term is missing";
    }
    if (problem.quantified().isEmpty()) {
      return "no quantified formula has a pattern E-matching could use";
    }
    if (work.deadline.passed()) {
      return "preprocessing and the baseline used the time limit";
    }
    return null;
  }

  private static SearchOutcome withProfile(SearchOutcome o, SearchProfile p) {
    return new SearchOutcome(
        o.status(), o.findings(), o.reason(), o.baseline(), o.stats(), p, o.rejected());
  }

  /**
   * Reads and preprocesses one input with the worker's inference solver, timing both.
   *
   * @throws InputError for a file too large, malformed or without a quantifier
   */
  private Problem preprocess(Path file, String name, Deadline deadline, SearchProfile profile)
      throws IOException, InterruptedException {
    try (SearchProfile.Section s = profile.time(SearchProfile.Phase.PREPROCESSING)) {
      long size = Files.size(file);
      if (size >= Preprocessor.MAX_BYTES) {
        throw Preprocessor.tooLarge(name, size);
      }
      return new Preprocessor(solvers.inference(), profile, deadline)
          .run(name, Files.readAllBytes(file), deadline.limit(settings.inferenceMillis()));
    }
  }

  private Outcome failed(String name, String message, long start, SearchProfile shared) {
    List<TriggerResult> results = new ArrayList<>();
    for (TriggerConfig c : settings.configs()) {
      results.add(
          TriggerResult.error(
              name, c.name(), message, seconds(start), settings.solverLabel(), shared.snapshot()));
    }
    return new Outcome(results, null, null, null, true);
  }

  /**
   * The result line of one configuration's search.
   *
   * @param reproduction where the reproduction file of a found term is, or null
   */
  private TriggerResult describe(
      Problem problem,
      TriggerConfig config,
      SearchOutcome o,
      double seconds,
      String reproduction,
      FileWork work) {
    String validation = work.validator.settings().describe();
    if (!o.status().equals(SearchOutcome.FOUND)) {
      List<String> terms = List.of();
      List<ClaimCheck.Result> checks = List.of();
      if (o.status().equals(SearchOutcome.NOT_VALIDATED) && !o.rejected().isEmpty()) {
        TriggerSearch.Rejected last = o.rejected().get(o.rejected().size() - 1);
        terms = last.terms();
        checks = List.of(last.check());
      }
      return TriggerResult.withoutFinding(
          problem.source(),
          config.name(),
          o.status(),
          terms,
          seconds,
          o.reason(),
          o.baseline(),
          settings.solverLabel(),
          o.stats(),
          o.profile(),
          checks,
          validation);
    }
    Finding f = o.findings().get(0);
    List<List<String>> alternatives = new ArrayList<>();
    for (int i = 1; i < o.findings().size(); i++) {
      alternatives.add(o.findings().get(i).terms());
    }
    return new TriggerResult(
        problem.source(),
        config.name(),
        SearchOutcome.FOUND,
        f.terms(),
        f.declarations(),
        seconds,
        f.kind(),
        TriggerReport.instantiations(problem, f),
        TriggerReport.fix(problem, f),
        reproduction,
        null,
        o.baseline(),
        settings.solverLabel(),
        alternatives,
        o.stats(),
        o.profile(),
        f.checks(),
        f.minimized(),
        validation);
  }

  private static double seconds(long start) {
    return (System.nanoTime() - start) / 1e9;
  }
}
