package dev.assay.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.assay.campaign.Engine;
import dev.assay.campaign.RunManifest;
import dev.assay.core.InputError;
import dev.assay.smtlib.CaseFiles;
import dev.assay.solver.EMatching;
import dev.assay.solver.Executables;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import dev.assay.solver.VersionDetector;
import dev.assay.triggers.ExplainPrinter;
import dev.assay.triggers.FileSearch;
import dev.assay.triggers.JsonLinesResults;
import dev.assay.triggers.SearchOutcome;
import dev.assay.triggers.SearchSettings;
import dev.assay.triggers.SolverChoice;
import dev.assay.triggers.TriggerConfig;
import dev.assay.triggers.TriggerConfigs;
import dev.assay.triggers.TriggerResult;
import dev.assay.triggers.TriggerSearch;
import dev.assay.triggers.TriggersProducer;
import dev.assay.triggers.WorkerSolvers;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code assay triggers FILE... [--config C0..C4|all] [--timeout S] [-j N] [--out DIR] [--store
 * URL] [--resume DIR] [--solver SPEC] [--explain]}: synthesizes the triggering terms E-matching is
 * missing, as a campaign on the engine (wiring only; the method is {@link dev.assay.triggers}).
 */
@Command(
    name = "triggers",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Find the triggering terms E-matching misses in unsat SMT files.",
      "",
      "The files come from program verifiers (Boogie, Viper, Dafny, F*, VCC, ...): unsat, but"
          + " E-matching alone answers unknown on them. The search synthesizes ground terms that"
          + " let E-matching refute them (Bugariu, Ter-Gabrielyan and Müller, FM 2021). A term is"
          + " reported only after an E-matching-only run (Z3 with smt.auto_config=false,"
          + " smt.mbqi=false, fixed seeds) refutes the file with it.",
      "",
      "Runs as a campaign: DIR/results.jsonl has one line per file and configuration, and a found"
          + " term a runnable DIR/found/N-FILE/CONFIG.smt2. The input without the term is run once"
          + " more, and an unknown there is an incompleteness finding in the store (DIR/runs.jsonl,"
          + " DIR/failures). The search of a file (all its configurations, a portfolio sharing one"
          + " budget) runs two solver processes, so files are searched one at a time unless -j"
          + " asks for more. --resume"
          + " DIR finishes a stopped campaign; --explain prints one file's search step by step,"
          + " outside any campaign.",
      "",
      "Exit 0: no term found; 1: a term found; 2: bad usage, or no input could be searched"
          + " (malformed, 20 MB or more, no quantifier): a rejected file among others is reported"
          + " on its line; 3: Assay failed."
    })
public final class TriggersCommand extends CampaignCommand {
  static final double DEFAULT_TIMEOUT = 60;

  /** Reproduction folders kept per failure signature. */
  static final int FOLDERS_PER_SIGNATURE = 5;

  @Parameters(
      arity = "0..*",
      paramLabel = "FILE",
      description = "SMT-LIB files, or folders searched for .smt2 files.")
  List<Path> paths = new ArrayList<>();

  @Option(
      names = "--config",
      paramLabel = "C",
      description =
          "The search settings: C0 (sigma=0.3, beta=64), C1 (sigma=0.1), C2 (beta=1), C3"
              + " (type-based constraints), C4 (sigma=0.1 and sub-term unification), or all (a"
              + " portfolio sharing one budget per file) (default: ${DEFAULT-VALUE}).")
  String config = "C0";

  @Option(
      names = "--timeout",
      paramLabel = "S",
      description =
          "Seconds per file, all configurations and the claim check together, and the limit of"
              + " the run of a found term's input without the term (default: ${DEFAULT-VALUE}).")
  double timeoutSeconds = DEFAULT_TIMEOUT;

  @Option(
      names = "--solver",
      paramLabel = "SPEC",
      description =
          "The solver of the search and its validation: bundled (Z3), z3 (on PATH), cvc5 (on"
              + " PATH), or a path to a z3 or cvc5 binary (default: ${DEFAULT-VALUE}).")
  String solver = "bundled";

  @Option(
      names = "--check-with",
      paramLabel = "SPEC",
      description =
          "Also check each found claim on this solver (z3, cvc5, bundled, a path), reported per"
              + " solver; repeatable.")
  List<String> checkWith = new ArrayList<>();

  @Option(
      names = "--keep-options",
      description =
          "Keep the input's own set-options in validations (default: dropped, as the paper's tool"
              + " does; E-matching-only options and seeds are always Assay's).")
  boolean keepOptions;

  @Option(
      names = "--explain",
      description =
          "Print the search of one file step by step (clusters, rewritings, formulas G, models"
              + " and candidates), writing results.jsonl and found/ but no store.")
  boolean explain;

  @Option(
      names = "--alternatives",
      paramLabel = "N",
      description = "Search for up to N different sets of terms (default: ${DEFAULT-VALUE}).")
  int alternatives = 1;

  @Option(
      names = "--model-timeout",
      paramLabel = "MS",
      description = "Milliseconds per model query, as in the paper (default: ${DEFAULT-VALUE}).")
  long modelMillis = 1000;

  @Option(
      names = "--validation-timeout",
      paramLabel = "MS",
      description =
          "Milliseconds per E-matching validation, as in the paper (default: ${DEFAULT-VALUE}).")
  long validationMillis = 1000;

  @Override
  Set<String> notRecorded() {
    return Set.of("--explain");
  }

  @Override
  int defaultWorkers() {
    return 1; // each search uses two solver processes
  }

  @Override
  double defaultTimeout() {
    return DEFAULT_TIMEOUT;
  }

  @Override
  double timeoutSeconds() {
    return timeoutSeconds;
  }

  @Override
  List<Path> inputs() {
    return paths;
  }

  @Override
  Map<String, String> recordedDefaults() {
    Map<String, String> always = new LinkedHashMap<>();
    always.put("--config", config);
    always.put("--timeout", String.valueOf(timeoutSeconds));
    always.put("--solver", solver);
    always.put("--alternatives", String.valueOf(alternatives));
    always.put("--model-timeout", String.valueOf(modelMillis));
    always.put("--validation-timeout", String.valueOf(validationMillis));
    return always;
  }

  @Override
  Integer standalone() throws IOException, InterruptedException {
    if (!explain) {
      return null;
    }
    if (campaignOptions.resume != null) {
      throw new InputError("--explain runs outside a campaign: it cannot --resume one");
    }
    if (campaignOptions.store != null) {
      throw new InputError("--explain runs outside a campaign: it writes no store");
    }
    SearchSettings settings = settings();
    List<CaseFiles.CaseFile> files = CaseFiles.collect(paths);
    if (files.size() != 1) {
      throw new InputError("--explain takes exactly one file (got " + files.size() + ")");
    }
    return explain(settings, files.get(0).path(), files.get(0).name(), out());
  }

  @Override
  Plan plan(Engine.Config.Builder engine) throws IOException, InterruptedException {
    SearchSettings settings = settings();
    List<Path> filePaths = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (CaseFiles.CaseFile f : CaseFiles.collect(paths)) {
      filePaths.add(f.path());
      names.add(f.name());
    }
    Engine.Config c =
        engine
            .solvers(List.of(settings.solvers().search()))
            .limits(RunLimits.DEFAULT.withTimeout(settings.timeout()))
            // as validation: the answer on a case depends on nothing before it
            .mode(Solvers.Mode.FRESH)
            .maxFoldersPerSignature(FOLDERS_PER_SIGNATURE)
            .withoutModels()
            .build();
    TriggersProducer producer = new TriggersProducer(settings, filePaths, names, err());
    return new Plan(producer, c, (r, out) -> exit = report(r, producer, out));
  }

  /** The exit code the ending found (bad input, internal error, a term found, nothing). */
  private int exit = ExitCodes.OK;

  @Override
  int exitCode(Engine.Result r) {
    return exit;
  }

  /** The searches the options ask for. */
  private SearchSettings settings() throws IOException, InterruptedException {
    if (paths.isEmpty()) {
      throw new InputError("no input given: assay triggers FILE... (SMT-LIB files or folders)");
    }
    if (!(timeoutSeconds > 0)) {
      throw new InputError("--timeout must be positive: " + timeoutSeconds);
    }
    if (alternatives < 1 || modelMillis < 1 || validationMillis < 1) {
      throw new InputError("--alternatives and the time limits must be positive");
    }
    List<TriggerConfig> configs = TriggerConfigs.parse(config);
    SolverSpec s = solverSpec(solver);
    List<SolverSpec> others = new ArrayList<>();
    for (String c : checkWith) {
      others.add(solverSpec(c));
    }
    return new SearchSettings(
        configs,
        Duration.ofMillis(Math.round(timeoutSeconds * 1000)),
        new SolverChoice(
            s, EMatching.of(s).infersPatterns() ? s : SolverSpecs.bundledZ3(), others, keepOptions),
        new TriggerSearch.Options(modelMillis, validationMillis, alternatives, 1),
        dir());
  }

  /** A solver to search or check with, checked to run and to have an E-matching-only mode. */
  private static SolverSpec solverSpec(String solver) throws InterruptedException {
    SolverSpec s = SolverSpecs.parse(solver);
    String unsupported = EMatching.unsupported(s);
    if (unsupported != null) {
      throw new InputError(unsupported);
    }
    String problem = Executables.problem(s);
    if (problem != null) {
      throw new InputError("solver '" + solver + "' cannot run: " + problem);
    }
    return VersionDetector.withDetectedVersion(s);
  }

  /** The table of pairs, the campaign's closing lines, and the exit code. */
  private static int report(Engine.Result r, TriggersProducer producer, PrintWriter stdout)
      throws IOException {
    Path results = producer.writeResults();
    List<JsonNode> lines = producer.resultLines();
    stdout.println();
    boolean searched = false;
    boolean internal = !r.toolFailures().isEmpty();
    long found = 0;
    String lastError = null;
    for (JsonNode l : lines) {
      String status = l.path("status").asText();
      List<String> terms = new ArrayList<>();
      l.path("terms").forEach(t -> terms.add(t.asText()));
      stdout.printf(
          Locale.ROOT,
          "%-13s %-3s %6.1f s  %s%s%n",
          status,
          l.path("config").asText(),
          l.path("seconds").asDouble(),
          l.path("file").asText(),
          (terms.isEmpty() ? "" : "  " + String.join(" ", terms))
              + (l.has("kind") ? "  (" + l.path("kind").asText() + ")" : ""));
      String reason = l.path("reason").asText();
      boolean why =
          SearchOutcome.ERROR.equals(status) || SearchOutcome.NOT_VALIDATED.equals(status);
      if (why && !reason.equals(lastError)) {
        stdout.println("  " + reason); // once for a file's configurations
      }
      lastError = why ? reason : null;
      found += SearchOutcome.FOUND.equals(status) ? 1 : 0;
      searched |= !l.path("bad_input").asBoolean();
      internal |= l.path("reason").asText().startsWith("internal error");
    }
    stdout.printf(
        "%d of %s found a term%s; one line per pair: %s%n",
        found,
        Words.count(lines.size(), "(file, configuration) pair"),
        r.interrupted() ? " (interrupted)" : "",
        results);
    return exitCode(found > 0, internal, !searched && !lines.isEmpty());
  }

  /**
   * A term found is reported whatever else happened (1); then Assay's own failure (3); bad input
   * only when no input could be searched at all (2): a rejected file is reported on its line.
   */
  private static int exitCode(boolean found, boolean internal, boolean nothingSearched) {
    if (found) {
      return ExitCodes.FINDINGS;
    }
    if (internal) {
      return ExitCodes.INTERNAL;
    }
    return nothingSearched ? ExitCodes.USAGE : ExitCodes.OK;
  }

  /**
   * {@code --explain}: one file searched in this thread through the same per-file code as a
   * campaign item, its search printed step by step.
   */
  private int explain(SearchSettings settings, Path file, String name, PrintWriter stdout)
      throws IOException, InterruptedException {
    Path out = settings.out();
    if (Files.exists(out.resolve(RunManifest.FILE))) {
      throw new InputError(out + " holds a campaign; --explain writes into a folder of its own");
    }
    Files.createDirectories(out);
    FileSearch.Outcome outcome;
    try (WorkerSolvers solvers = WorkerSolvers.open(settings.solvers(), settings.timeout());
        JsonLinesResults sink = new JsonLinesResults(out.resolve("results.jsonl"))) {
      solvers.warmUp(settings.timeout(), settings.options().modelMillis());
      outcome = new FileSearch(settings, solvers, new ExplainPrinter(stdout)).run(0, 1, file, name);
      for (TriggerResult r : outcome.results()) {
        sink.accept(r);
      }
    }
    stdout.println();
    boolean internal = false;
    for (TriggerResult r : outcome.results()) {
      stdout.printf(
          Locale.ROOT,
          "%-13s %-3s %6.1f s  %s%s%n",
          r.status(),
          r.config(),
          r.seconds(),
          r.file(),
          r.terms().isEmpty() ? "" : "  " + String.join(" ", r.terms()));
      if (r.found() && r.fix() != null) {
        stdout.println("  fix: " + r.fix());
      } else if (r.reason() != null) {
        stdout.println("  " + r.reason());
      }
      internal |= r.reason() != null && r.reason().startsWith("internal error");
    }
    stdout.flush();
    return exitCode(outcome.finding() != null, internal, outcome.badInput());
  }
}
