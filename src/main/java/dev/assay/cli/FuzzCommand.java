package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.mutate.FuzzCampaign;
import dev.assay.mutate.FuzzStatistics;
import dev.assay.mutate.RuleCatalogue;
import dev.assay.mutate.RuleDocs;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverPool;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code assay fuzz SEEDS...}: weakening/strengthening fuzzing (Bringolf 2021) of solvers with seed
 * formulas of known status, with incompleteness testing against an old/new solver pair.
 */
@Command(
    name = "fuzz",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Mutate seed formulas of known status by weakening and strengthening (every mutant keeps",
      "the seed's status) and run every mutant on the solvers: wrong status, invalid model,",
      "crash and error are findings, and so are incompleteness regressions (--old decides,",
      "--new answers unknown) and unsupported implications (a solver decided the previous",
      "mutant but answers unknown). Findings go to OUT/findings, statistics to",
      "OUT/statistics.json. Ctrl-C stops cleanly, keeping everything found, and --resume OUT",
      "continues the campaign later.",
      "Exit 0: no findings; 1: findings written; 2: bad usage or input."
    })
public final class FuzzCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(
      paramLabel = "SEEDS",
      arity = "0..*",
      description =
          ".smt2 files or folders of them; the status comes from (set-info :status ...) or a"
              + " status.tsv next to them.")
  List<Path> seeds = new ArrayList<>();

  @Option(
      names = "--solver",
      paramLabel = "SPEC",
      description =
          "Solver under test (repeatable): bundled, z3, cvc5, a path, cmd:/path/solver --flag,"
              + " or LABEL=SPEC. Default: bundled, unless --old/--new are given.")
  List<String> solvers = new ArrayList<>();

  @Option(
      names = "--old",
      paramLabel = "SPEC",
      description =
          "The older solver of a regression pair (with --new): a mutant it decides and --new"
              + " answers unknown on is a type-1 incompleteness. Also judged like --solver.")
  String oldSolver;

  @Option(
      names = "--new",
      paramLabel = "SPEC",
      description = "The newer solver of the regression pair (with --old).")
  String newSolver;

  @Option(
      names = "--iterations",
      paramLabel = "N",
      description = "Mutants per seed and round, i of Algorithm 1 (default: ${DEFAULT-VALUE}).")
  int iterations = 300;

  @Option(
      names = "--walk-length",
      paramLabel = "N",
      description =
          "Incremental mutations before starting over from the seed, wl of Algorithm 1"
              + " (default: ${DEFAULT-VALUE}).")
  int walkLength = 50;

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      description = "Time limit per solver run (default: ${DEFAULT-VALUE}).")
  double timeout = 10;

  @Option(
      names = "--time",
      paramLabel = "DURATION",
      converter = DurationConverter.class,
      description =
          "Run for this long (40s, 10m, 2h, 1h30m), going over the seeds again and again;"
              + " without it, one round over the seeds.")
  Duration time;

  @Option(
      names = {"-j", "--jobs"},
      paramLabel = "N",
      description = "Walks run in parallel (default: the number of processors).")
  int jobs = SolverPool.defaultWorkers();

  @Option(
      names = "--seed",
      paramLabel = "N",
      description =
          "Random seed; the same seed gives the same mutants (default: ${DEFAULT-VALUE}).")
  long seed = 0;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description =
          "Campaign folder: findings, mutants and statistics (default: assay-fuzz-DATE-TIME). One"
              + " that already holds a campaign is refused, not overwritten.")
  Path outDir;

  @Option(
      names = "--resume",
      paramLabel = "DIR",
      description =
          "Continue the campaign in DIR with the seeds and options recorded in DIR/run.json:"
              + " the walks it finished are skipped and their statistics kept. Only -j and --time"
              + " (a new budget for this session; default: what is left of the recorded one) may"
              + " be given with it.")
  Path resume;

  /** Options that do not change what a campaign runs, so {@code run.json} leaves them out. */
  private static final Set<String> NOT_RECORDED =
      Set.of(
          "--out",
          "--jobs",
          "--resume",
          "--dry-run",
          "--rules",
          "--rules-markdown",
          "--help",
          "--version");

  /** Options that may be given again with {@code --resume}. */
  private static final List<String> RESUMABLE = List.of("--jobs", "--time");

  /** Set on the command that {@code --resume} makes from the recorded options. */
  private boolean resuming;

  /** Set when a resumed campaign was given a new {@code --time} for this session. */
  private boolean newBudget;

  @Option(
      names = "--dry-run",
      description =
          "Write the mutants to OUT/mutants (with their status and rule chain) without solving.")
  boolean dryRun;

  @Option(names = "--rules", description = "List the mutation rules and exit.")
  boolean rules;

  @Option(
      names = "--rules-markdown",
      description = "Print the rule table of docs/mutate-rules.md, with worked examples, and exit.")
  boolean rulesMarkdown;

  @Override
  public Integer call() throws IOException, InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    RuleCatalogue catalogue = RuleCatalogue.standard();
    if (rules || rulesMarkdown) {
      out.print(rules ? RuleDocs.listing(catalogue) : RuleDocs.markdownTable(catalogue));
      out.flush();
      return ExitCodes.OK;
    }
    if (resume != null) {
      return resumeRun();
    }
    if (outDir == null) {
      outDir =
          Path.of(
              (dryRun ? "assay-mutants-" : "assay-fuzz-")
                  + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    }
    if (seeds.isEmpty()) {
      throw new InputError("no seeds given: assay fuzz SEEDS... (files or folders of .smt2)");
    }
    if (timeout <= 0) {
      throw new InputError("--timeout must be positive");
    }
    FuzzCampaign.Config config =
        new FuzzCampaign.Config(
            seeds,
            solverSpecs(),
            oldSolver == null ? null : SolverSpecs.parse(oldSolver),
            newSolver == null ? null : SolverSpecs.parse(newSolver),
            iterations,
            walkLength,
            RunLimits.DEFAULT.withTimeout(Duration.ofMillis(Math.round(timeout * 1000))),
            time,
            jobs,
            seed,
            outDir,
            dryRun,
            resuming ? List.of() : recordedArguments(),
            resuming,
            resuming && !newBudget);
    FuzzCampaign.runList(config); // reports clashing solver names before any work starts
    // Ctrl-C: the workers finish the solver call they are in, then the statistics are written.
    try (GracefulStop stop = new GracefulStop("fuzz", GracefulStop.graceFor(timeout))) {
      FuzzStatistics stats = new FuzzCampaign(config, catalogue).run(err, stop.flag());
      out.print(stats.toText());
      out.println("statistics: " + out().resolve("statistics.json"));
      if (!dryRun && stats.findings() > 0) {
        out.println(
            "findings: "
                + out().resolve("findings")
                + " (index: "
                + out().resolve("findings.jsonl")
                + ")");
      }
      if (dryRun) {
        out.println("mutants: " + out().resolve("mutants"));
      } else {
        out.println(
            "to continue: assay fuzz --resume " + out() + " (with --time D for more walks)");
      }
      out.flush();
      return stats.findings() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
    }
  }

  /**
   * {@code --resume DIR}: the seeds and options recorded in {@code DIR/run.json} are parsed again,
   * so the walks are the same; {@link FuzzCampaign} checks the seeds and solvers and skips the
   * walks already finished.
   */
  private int resumeRun() throws IOException, InterruptedException {
    FuzzCommand again = RecordedOptions.reparse(spec, resume, "fuzz", RESUMABLE, new FuzzCommand());
    again.outDir = resume;
    again.resuming = true;
    if (spec.commandLine().getParseResult().hasMatchedOption("--jobs")) {
      again.jobs = jobs;
    }
    if (time != null) {
      again.time = time;
      again.newBudget = true;
    }
    return again.call();
  }

  /**
   * The options that decide the mutants and the solver runs, as given, then the seeds as absolute
   * paths (a resumed campaign may start elsewhere); the defaults that decide the mutants always.
   */
  private List<String> recordedArguments() {
    Map<String, String> always = new LinkedHashMap<>();
    always.put("--iterations", String.valueOf(iterations));
    always.put("--walk-length", String.valueOf(walkLength));
    always.put("--seed", String.valueOf(seed));
    always.put("--timeout", String.valueOf(timeout));
    return RecordedOptions.withInputs(spec, NOT_RECORDED, always, seeds);
  }

  private Path out() {
    return outDir;
  }

  private List<SolverSpec> solverSpecs() {
    List<SolverSpec> specs = new ArrayList<>();
    for (String s : solvers) {
      specs.add(SolverSpecs.parse(s));
    }
    if (specs.isEmpty() && oldSolver == null && newSolver == null) {
      specs.add(SolverSpecs.bundledZ3());
    }
    return specs;
  }

  /** Reads durations such as {@code 40s}, {@code 10m}, {@code 2h}, {@code 1h30m}, {@code 90}. */
  static final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
    private static final Pattern PART = Pattern.compile("(\\d+(?:\\.\\d+)?)(ms|s|m|h|d)");

    @Override
    public Duration convert(String value) {
      return parse(value);
    }

    static Duration parse(String value) {
      String v = value.strip().toLowerCase(Locale.ROOT);
      if (v.matches("\\d+(\\.\\d+)?")) {
        return Duration.ofMillis(Math.round(Double.parseDouble(v) * 1000));
      }
      Matcher m = PART.matcher(v);
      long millis = 0;
      int at = 0;
      while (at < v.length() && m.find(at) && m.start() == at) {
        double n = Double.parseDouble(m.group(1));
        long unit =
            switch (m.group(2)) {
              case "ms" -> 1;
              case "s" -> 1000;
              case "m" -> 60_000;
              case "h" -> 3_600_000;
              default -> 86_400_000;
            };
        millis += Math.round(n * unit);
        at = m.end();
      }
      if (at != v.length() || v.isEmpty() || millis <= 0) {
        throw new CommandLine.TypeConversionException(
            "'" + value + "' is not a duration (examples: 40s, 10m, 2h, 1h30m)");
      }
      return Duration.ofMillis(millis);
    }
  }
}
