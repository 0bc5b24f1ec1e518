package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.core.InputError;
import dev.assay.mutate.FuzzProducer;
import dev.assay.mutate.SeedSet;
import dev.assay.oracle.RegressionPair;
import dev.assay.solver.OptionProfiles;
import dev.assay.solver.SolverSpec;
import dev.assay.weakening.RuleCatalogue;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
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
      "Fuzz solvers with weakened and strengthened mutants of seed formulas.",
      "",
      "Seed formulas of known status are mutated by weakening and strengthening (Bringolf 2021),"
          + " so that every mutant keeps its seed's status, and every mutant runs on the"
          + " solvers. Wrong status, invalid model, crash and error are findings, and so are"
          + " incompleteness regressions (--old decides, --new answers unknown) and unsupported"
          + " implications (a solver decided the previous mutant but answers unknown).",
      "",
      "Findings go to the store and DIR/failures, statistics to DIR/statistics.json. Ctrl-C"
          + " stops cleanly, keeping everything found, and --resume DIR continues the campaign"
          + " later.",
      "",
      "Exit 0: no findings; 1: a finding or a disagreement nothing could confirm; 2: bad usage or"
          + " input."
    })
public final class FuzzCommand extends SolverCampaignCommand {
  @Mixin OptionProfileOptions optionProfiles = new OptionProfileOptions();

  @Mixin TimeBudget time = new TimeBudget("walks");

  @Parameters(paramLabel = "SEEDS", arity = "0..*")
  List<Path> seeds = new ArrayList<>();

  @Mixin RegressionOptions pair = new RegressionOptions();

  @Mixin WalkOptions walks = new WalkOptions();

  @Option(names = "--dry-run")
  boolean dryRun;

  @Mixin RuleListingOptions ruleListing = new RuleListingOptions();

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
    return inForce("--iterations", "--walk-length", "--seed");
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
  Integer standalone() throws IOException, InterruptedException {
    if (ruleListing.print(out())) {
      return ExitCodes.OK;
    }
    if (!dryRun || campaignOptions.resume != null) {
      return null;
    }
    if (pair.halfGiven()) {
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
    SolverOptions.Lineup lineup = pair.lineup(solverOptions);
    // profiles after the names of --old/--new are taken: the pair compared stays as given
    List<SolverSpec> ready =
        optionProfiles.apply(lineup.solvers(), walks.seed, new OptionProfiles.Use(false, "ALL"));
    FuzzProducer producer = new FuzzProducer(config(loaded, ready, lineup.pair()));
    Engine.Config config = cappedEngine(engine, ready).build();
    // Ctrl-C: the workers finish the solver call they are in, then the statistics are written.
    return new Plan(
        producer,
        config,
        (r, out) -> out.print(producer.writeStatistics(dir, r.interrupted(), r.table().asMap())));
  }

  /** The seeds, loaded after checking the walk options; skipped files named on stderr. */
  private SeedSet.Loaded seeds(Path dir) throws IOException {
    if (seeds.isEmpty() && walks.generated <= 0) {
      throw new InputError(
          "no seeds given: assay fuzz SEEDS... (files or folders of .smt2) or --generated N");
    }
    walks.check();
    SeedSet.Loaded loaded = SeedSet.load(walks.seedPaths(seeds, dir, resuming));
    checkLoaded(loaded.skipped(), loaded.seeds().size(), "seed");
    return loaded;
  }

  private FuzzProducer.Config config(
      SeedSet.Loaded loaded, List<SolverSpec> solvers, RegressionPair pair) {
    return new FuzzProducer.Config(
        loaded, RuleCatalogue.standard(), walks.walks(time.time != null), solvers, pair);
  }
}
