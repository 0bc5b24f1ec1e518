package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.campaign.RunManifest;
import dev.assay.core.InputError;
import dev.assay.generate.FormulaFiles;
import dev.assay.generate.FormulaGenerator;
import dev.assay.generate.GenerateConfig;
import dev.assay.mutate.FuzzProducer;
import dev.assay.mutate.FuzzStatistics;
import dev.assay.mutate.SeedSet;
import dev.assay.solver.OptionProfiles;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.weakening.RuleCatalogue;
import dev.assay.weakening.RuleDocs;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
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
import picocli.CommandLine.Mixin;
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
  static final double DEFAULT_TIMEOUT = 10;

  /** Reproduction folders kept per failure signature; the rest are counted and indexed. */
  static final int FOLDERS_PER_SIGNATURE = 5;

  @Spec CommandSpec spec;

  @Mixin SolverOptions solverOptions = new SolverOptions();

  @Mixin OptionProfileOptions optionProfiles = new OptionProfileOptions();

  @Mixin CampaignOptions campaignOptions = new CampaignOptions();

  @Parameters(
      paramLabel = "SEEDS",
      arity = "0..*",
      description =
          ".smt2 files or folders of them; the status comes from (set-info :status ...) or a"
              + " status.tsv next to them.")
  List<Path> seeds = new ArrayList<>();

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
      names = "--time",
      paramLabel = "DURATION",
      converter = DurationConverter.class,
      description =
          "Run for this long (40s, 10m, 2h, 1h30m), going over the seeds again and again;"
              + " without it, one round over the seeds.")
  Duration time;

  @Option(
      names = "--seed",
      paramLabel = "N",
      description =
          "Random seed; the same seed gives the same mutants (default: ${DEFAULT-VALUE}).")
  long seed = 0;

  @Option(
      names = "--generated",
      paramLabel = "N",
      description =
          "Also walk from N formulas of known status made by assay generate from --seed (planted"
              + " models, unsat by construction), written to RUNDIR/generated-seeds (default: 0).")
  int generated;

  /** Options that do not change what a campaign runs, so {@code run.json} leaves them out. */
  private static final Set<String> NOT_RECORDED =
      RecordedOptions.notRecorded("--dry-run", "--rules", "--rules-markdown");

  /** Options that may be given again with {@code --resume}. */
  private static final List<String> RESUMABLE =
      List.of("--jobs", "--time", "--no-progress", "--no-report");

  /** Set on the command that {@code --resume} makes from the recorded options. */
  private boolean resuming;

  /** Set when a resumed campaign was given a new {@code --time} for this session. */
  private boolean newBudget;

  /** A resumed campaign's recorded arguments, taken before a new {@code --time} is set. */
  private List<String> recordedAgain;

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
    if (campaignOptions.resume != null) {
      return resumeRun();
    }
    Path dir =
        campaignOptions.out != null
            ? campaignOptions.out
            : Path.of(
                (dryRun ? "assay-mutants-" : "assay-fuzz-")
                    + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    if (seeds.isEmpty() && generated <= 0) {
      throw new InputError(
          "no seeds given: assay fuzz SEEDS... (files or folders of .smt2) or --generated N");
    }
    if (generated < 0) {
      throw new InputError("--generated must not be negative: " + generated);
    }
    if (iterations < 1 || walkLength < 1) {
      throw new InputError("--iterations and --walk-length must be at least 1");
    }
    double timeout = solverOptions.timeoutSeconds(DEFAULT_TIMEOUT);
    int workers = campaignOptions.workers();
    List<SolverSpec> runList = runList();
    SeedSet.Loaded loaded = SeedSet.load(withGenerated(dir));
    for (String s : loaded.skipped()) {
      err.println("assay: skipping " + s);
    }
    err.flush();
    if (loaded.seeds().isEmpty()) {
      throw new InputError("no usable seed among " + seeds);
    }
    if (dryRun) {
      FuzzProducer producer = new FuzzProducer(config(loaded, catalogue, List.of(), null, null));
      producer.writeMutants(dir);
      FuzzStatistics stats = producer.statistics();
      stats.finish(false);
      Files.writeString(dir.resolve("statistics.json"), stats.toJson(), StandardCharsets.UTF_8);
      out.print(stats.toText());
      out.println("statistics: " + dir.resolve("statistics.json"));
      out.println("mutants: " + dir.resolve("mutants"));
      out.flush();
      return ExitCodes.OK;
    }
    List<SolverSpec> ready = solverOptions.ready(runList, null);
    String oldName = oldSolver == null ? null : ready.get(runList.size() - 2).name();
    String newName = newSolver == null ? null : ready.get(runList.size() - 1).name();
    if (oldSolver != null) {
      oldName = ready.get(indexOf(runList, SolverSpecs.parse(oldSolver))).name();
      newName = ready.get(indexOf(runList, SolverSpecs.parse(newSolver))).name();
    }
    // profiles after the names of --old/--new are taken: the pair compared stays as given
    ready = optionProfiles.apply(ready, seed, new OptionProfiles.Use(false, "ALL"));
    FuzzProducer producer = new FuzzProducer(config(loaded, catalogue, ready, oldName, newName));
    List<String> recorded = resuming ? recordedAgain : recordedArguments(timeout);
    Engine.Config engine =
        new Engine.Config(
            "fuzz",
            recorded,
            CampaignRun.commandLine("fuzz", recorded),
            ready,
            workers,
            solverOptions.limits(DEFAULT_TIMEOUT),
            solverOptions.mode(),
            dir,
            campaignOptions.store,
            CampaignRun.existing(resuming, true, false),
            time,
            resuming && !newBudget,
            campaignOptions.progress(),
            FOLDERS_PER_SIGNATURE,
            campaignOptions.reduceTests(),
            true,
            solverOptions.modelCheckers());
    // Ctrl-C: the workers finish the solver call they are in, then the statistics are written.
    return CampaignRun.run(
        engine,
        producer,
        campaignOptions,
        out,
        err,
        timeout,
        r -> {
          FuzzStatistics stats = producer.statistics();
          stats.finish(r.interrupted());
          Files.writeString(dir.resolve("statistics.json"), stats.toJson(), StandardCharsets.UTF_8);
          out.print(stats.toText());
          out.println("statistics: " + dir.resolve("statistics.json"));
          CampaignRun.printEnd(r, "fuzz", dir, out);
          out.println(
              "to continue: assay fuzz --resume " + dir + " (with --time D for more walks)");
          out.flush();
          return r.findingRuns() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
        });
  }

  private FuzzProducer.Config config(
      SeedSet.Loaded loaded,
      RuleCatalogue catalogue,
      List<SolverSpec> solvers,
      String oldName,
      String newName) {
    return new FuzzProducer.Config(
        loaded, catalogue, iterations, walkLength, seed, time != null, oldName, newName, solvers);
  }

  private static int indexOf(List<SolverSpec> specs, SolverSpec s) {
    for (int i = 0; i < specs.size(); i++) {
      if (specs.get(i).name().equals(s.name())) {
        return i;
      }
    }
    throw new IllegalStateException("not in the run list: " + s.name());
  }

  /** The solvers every mutant runs on: {@code --solver}s, then old and new, without repeats. */
  private List<SolverSpec> runList() {
    return solverOptions.parsedWithPair(oldSolver, newSolver, List.of("bundled"));
  }

  /**
   * {@code --resume DIR}: the seeds and options recorded in {@code DIR/run.json} are parsed again,
   * so the walks are the same; the engine checks the seeds and solvers and skips the walks already
   * finished.
   */
  private int resumeRun() throws IOException, InterruptedException {
    Path dir = campaignOptions.resume;
    FuzzCommand again = RecordedOptions.reparse(spec, dir, "fuzz", RESUMABLE, new FuzzCommand());
    again.campaignOptions.resumeWith(campaignOptions);
    again.resuming = true;
    again.recordedAgain =
        again.recordedArguments(again.solverOptions.timeoutSeconds(DEFAULT_TIMEOUT));
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
  private List<String> recordedArguments(double timeout) {
    Map<String, String> always = new LinkedHashMap<>();
    always.put("--iterations", String.valueOf(iterations));
    always.put("--walk-length", String.valueOf(walkLength));
    always.put("--seed", String.valueOf(seed));
    always.put("--timeout", String.valueOf(timeout));
    return RecordedOptions.withInputs(spec, NOT_RECORDED, always, seeds);
  }

  /**
   * The seeds given, and the folder of generated seeds when {@code --generated} asks for them:
   * written again on every start (the same files, from the same seed), so a resumed campaign walks
   * the same seeds.
   */
  private List<Path> withGenerated(Path dir) throws IOException {
    if (generated == 0) {
      return seeds;
    }
    if (!resuming) {
      RunManifest.refuseIfHeld(dir, "campaign");
    }
    Path folder = dir.resolve(GENERATED_SEEDS);
    FormulaGenerator generator = new FormulaGenerator(GenerateConfig.defaults());
    for (long i = 0; i < generated; i++) {
      FormulaFiles.write(folder, generator.generate(seed, i));
    }
    List<Path> all = new ArrayList<>(seeds);
    all.add(folder);
    return all;
  }

  /** The folder of a run that holds its generated seeds. */
  static final String GENERATED_SEEDS = "generated-seeds";

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
