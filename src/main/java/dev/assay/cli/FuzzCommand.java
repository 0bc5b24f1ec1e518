package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.campaign.RunManifest;
import dev.assay.core.InputError;
import dev.assay.generate.FormulaFiles;
import dev.assay.generate.FormulaGenerator;
import dev.assay.generate.GenerateConfig;
import dev.assay.mutate.FuzzProducer;
import dev.assay.mutate.SeedSet;
import dev.assay.oracle.RegressionPair;
import dev.assay.solver.OptionProfiles;
import dev.assay.solver.SolverSpec;
import dev.assay.weakening.RuleCatalogue;
import dev.assay.weakening.RuleDocs;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

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
public final class FuzzCommand extends CampaignCommand {
  static final double DEFAULT_TIMEOUT = 10;

  /** Reproduction folders kept per failure signature; the rest are counted and indexed. */
  static final int FOLDERS_PER_SIGNATURE = 5;

  /** The folder of a run that holds its generated seeds. */
  static final String GENERATED_SEEDS = "generated-seeds";

  @Mixin SolverOptions solverOptions = new SolverOptions();

  @Mixin OptionProfileOptions optionProfiles = new OptionProfileOptions();

  @Mixin TimeBudget time = new TimeBudget();

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
          "The release expected to decide, of a regression pair (with --new): a mutant it decides"
              + " and --new answers unknown on is a type-1 incompleteness. Also judged like"
              + " --solver.")
  String oldSolver;

  @Option(
      names = "--new",
      paramLabel = "SPEC",
      description = "The release under test of the regression pair (with --old).")
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
  boolean independentItems() {
    return true;
  }

  @Override
  List<Path> inputs() {
    return seeds;
  }

  @Override
  Map<String, String> recordedDefaults() {
    Map<String, String> always = new LinkedHashMap<>();
    always.put("--iterations", String.valueOf(iterations));
    always.put("--walk-length", String.valueOf(walkLength));
    always.put("--seed", String.valueOf(seed));
    always.put("--timeout", String.valueOf(timeoutSeconds()));
    return always;
  }

  @Override
  Set<String> notRecorded() {
    return Set.of("--dry-run", "--rules", "--rules-markdown");
  }

  @Override
  TimeBudget timeBudget() {
    return time;
  }

  @Override
  double timeoutSeconds() {
    return solverOptions.timeoutSeconds(DEFAULT_TIMEOUT);
  }

  @Override
  String continueHint(Path dir) {
    return "to continue: assay fuzz --resume " + dir + " (with --time D for more walks)";
  }

  @Override
  Integer standalone() throws IOException, InterruptedException {
    if (rules || rulesMarkdown) {
      RuleCatalogue catalogue = RuleCatalogue.standard();
      out().print(rules ? RuleDocs.listing(catalogue) : RuleDocs.markdownTable(catalogue));
      out().flush();
      return ExitCodes.OK;
    }
    if (!dryRun || campaignOptions.resume != null) {
      return null;
    }
    if ((oldSolver == null) != (newSolver == null)) {
      throw new InputError("--old and --new go together");
    }
    Path dir = campaignOptions.out != null ? campaignOptions.out : newFolder("assay-mutants");
    FuzzProducer producer = new FuzzProducer(config(seeds(dir), List.of(), null));
    out().print(producer.dryRun(dir));
    out().flush();
    return ExitCodes.OK;
  }

  @Override
  Plan plan(Engine.Config.Builder engine) throws IOException, InterruptedException {
    Path dir = dir();
    SeedSet.Loaded loaded = seeds(dir);
    SolverOptions.Lineup lineup = solverOptions.lineup(oldSolver, newSolver, List.of("bundled"));
    // profiles after the names of --old/--new are taken: the pair compared stays as given
    List<SolverSpec> ready =
        optionProfiles.apply(lineup.solvers(), seed, new OptionProfiles.Use(false, "ALL"));
    FuzzProducer producer = new FuzzProducer(config(loaded, ready, lineup.pair()));
    Engine.Config config =
        solverOptions
            .configure(engine, ready, DEFAULT_TIMEOUT)
            .maxFoldersPerSignature(FOLDERS_PER_SIGNATURE)
            .build();
    // Ctrl-C: the workers finish the solver call they are in, then the statistics are written.
    return new Plan(
        producer, config, (r, out) -> out.print(producer.writeStatistics(dir, r.interrupted())));
  }

  /** The seeds, loaded after checking the walk options; skipped files named on stderr. */
  private SeedSet.Loaded seeds(Path dir) throws IOException {
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
    SeedSet.Loaded loaded = SeedSet.load(withGenerated(dir));
    for (String s : loaded.skipped()) {
      err().println("assay: skipping " + s);
    }
    err().flush();
    if (loaded.seeds().isEmpty()) {
      throw new InputError("no usable seed among " + seeds);
    }
    return loaded;
  }

  private FuzzProducer.Config config(
      SeedSet.Loaded loaded, List<SolverSpec> solvers, RegressionPair pair) {
    return new FuzzProducer.Config(
        loaded,
        RuleCatalogue.standard(),
        new FuzzProducer.Walks(iterations, walkLength, seed, time.time != null),
        solvers,
        pair);
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
}
