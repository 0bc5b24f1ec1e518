package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.solver.EMatching;
import dev.assay.solver.Executables;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.VersionDetector;
import dev.assay.triggers.ExplainPrinter;
import dev.assay.triggers.JsonLinesResults;
import dev.assay.triggers.SearchListener;
import dev.assay.triggers.TriggerConfig;
import dev.assay.triggers.TriggerConfigs;
import dev.assay.triggers.TriggerResult;
import dev.assay.triggers.TriggerSearch;
import dev.assay.triggers.TriggersRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code assay triggers FILE... [--config C0..C4|all] [--timeout S] [-j N] [--out DIR] [--solver
 * SPEC] [--explain]}: synthesizes the triggering terms E-matching is missing (wiring only; the
 * method is {@link dev.assay.triggers}).
 */
@Command(
    name = "triggers",
    mixinStandardHelpOptions = true,
    description = {
      "Find the missing triggering terms of SMT files (from Boogie, Viper, Dafny, F*, VCC, ...)",
      "that are unsat but on which E-matching alone answers unknown (Bugariu, Ter-Gabrielyan and",
      "Mueller, FM 2021). A term is reported only after an E-matching-only run (Z3 with",
      "smt.auto_config=false, smt.mbqi=false, fixed seeds) refutes the file with it. Writes",
      "DIR/results.jsonl (one line per file and configuration) and, per found term, a runnable",
      "DIR/found/N-FILE/CONFIG.smt2 with a README. --explain prints one file's search step by step.",
      "Exit 0: no term found; 1: a term found; 2: bad usage or bad input (malformed, >= 20 MB, no",
      "quantifier); 3: Assay failed."
    })
public final class TriggersCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "SMT-LIB files or directories.")
  List<Path> paths = new ArrayList<>();

  @Option(
      names = "--config",
      paramLabel = "C",
      description = "C0 (default: sigma=0.3, beta=64), C1, C2, C3, C4, or all (each in turn).")
  String config = "C0";

  @Option(
      names = "--timeout",
      paramLabel = "S",
      description = "Seconds per file and configuration (default: 60).")
  double timeoutSeconds = 60;

  @Option(
      names = {"-j", "--jobs"},
      paramLabel = "N",
      description = "Files searched in parallel (default: 1; each uses two solver processes).")
  int jobs = 1;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Output folder for results.jsonl and found/ (default: assay-triggers).")
  Path out = Path.of("assay-triggers");

  @Option(
      names = "--solver",
      paramLabel = "SPEC",
      description = "A Z3: bundled (default), z3 (on PATH), or a path to a z3 binary.")
  String solver = "bundled";

  @Option(
      names = "--explain",
      description = "Print the clusters, rewritings, formulas G, models and candidates (one file).")
  boolean explain;

  @Option(
      names = "--alternatives",
      paramLabel = "N",
      description = "Keep searching for up to N different term sets (default: 1).")
  int alternatives = 1;

  @Option(
      names = "--model-timeout",
      paramLabel = "MS",
      description = "Milliseconds per model query (default: 1000, as in the paper).")
  long modelMillis = 1000;

  @Option(
      names = "--validation-timeout",
      paramLabel = "MS",
      description = "Milliseconds per E-matching validation (default: 1000, as in the paper).")
  long validationMillis = 1000;

  @Override
  public Integer call() throws IOException, InterruptedException {
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter stderr = spec.commandLine().getErr();
    if (timeoutSeconds <= 0) {
      throw new InputError("--timeout must be positive: " + timeoutSeconds);
    }
    if (jobs < 1 || alternatives < 1 || modelMillis < 1 || validationMillis < 1) {
      throw new InputError("-j, --alternatives and the time limits must be positive");
    }
    List<TriggerConfig> configs = TriggerConfigs.parse(config);
    List<Path> files = files();
    if (explain && files.size() != 1) {
      throw new InputError("--explain takes exactly one file (got " + files.size() + ")");
    }
    SolverSpec s = SolverSpecs.parse(solver);
    String unsupported = EMatching.unsupported(s);
    if (unsupported != null) {
      throw new InputError(unsupported);
    }
    String problem = Executables.problem(s);
    if (problem != null) {
      throw new InputError("solver '" + solver + "' cannot run: " + problem);
    }
    s = VersionDetector.withDetectedVersion(s);
    TriggersRun.Settings settings =
        new TriggersRun.Settings(
            files,
            configs,
            Duration.ofMillis(Math.round(timeoutSeconds * 1000)),
            jobs,
            s,
            s.name() + " " + s.version(),
            new TriggerSearch.Options(modelMillis, validationMillis, alternatives, 1),
            out);
    Files.createDirectories(out);
    SearchListener listener = SearchListener.NONE;
    if (explain) {
      listener = new ExplainPrinter(stdout);
    }
    TriggersRun.Summary summary;
    try (GracefulStop stop = new GracefulStop("triggers", GracefulStop.graceFor(timeoutSeconds));
        JsonLinesResults sink = new JsonLinesResults(out.resolve("results.jsonl"))) {
      summary =
          TriggersRun.run(settings, sink, listener, explain ? stdout : stderr, stop::requested);
    }
    report(summary, stdout);
    if (summary.badInputs() > 0) {
      return ExitCodes.USAGE;
    }
    if (summary.results().stream()
        .anyMatch(r -> r.reason() != null && r.reason().startsWith("internal error"))) {
      return ExitCodes.INTERNAL;
    }
    return summary.found() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
  }

  /** The files to search: the given files, and the .smt2 files under given directories, sorted. */
  private List<Path> files() throws IOException {
    List<Path> out = new ArrayList<>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        try (Stream<Path> s = Files.walk(p)) {
          s.filter(f -> f.toString().endsWith(".smt2") && Files.isRegularFile(f))
              .sorted()
              .forEach(out::add);
        }
      } else if (Files.exists(p)) {
        out.add(p);
      } else {
        throw new InputError(p + ": no such file");
      }
    }
    if (out.isEmpty()) {
      throw new InputError("no .smt2 files in " + paths);
    }
    return out;
  }

  private void report(TriggersRun.Summary s, PrintWriter stdout) {
    stdout.println();
    for (TriggerResult r : s.results()) {
      stdout.printf(
          Locale.ROOT,
          "%-9s %-3s %6.1f s  %s%s%n",
          r.status(),
          r.config(),
          r.seconds(),
          r.file(),
          r.found() ? "  " + String.join(" ", r.terms()) : "");
      if (r.found() && r.fix() != null && explain) {
        stdout.println("  fix: " + r.fix());
      }
    }
    stdout.printf(
        "%d of %d (file, configuration) pair(s) found a term%s; results: %s%n",
        s.found(),
        s.results().size(),
        s.interrupted() ? " (interrupted)" : "",
        out.resolve("results.jsonl"));
    stdout.flush();
  }
}
