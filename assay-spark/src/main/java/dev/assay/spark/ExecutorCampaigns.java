package dev.assay.spark;

import dev.assay.campaign.ItemEnd;
import dev.assay.campaign.ItemResult;
import dev.assay.campaign.ItemRunner;
import dev.assay.campaign.PreparedCase;
import dev.assay.campaign.RunManifest;
import dev.assay.cli.CampaignRecipes;
import dev.assay.core.FileTrees;
import dev.assay.core.InputError;
import dev.assay.oracle.Producer;
import dev.assay.solver.SolverSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.function.BooleanSupplier;

/**
 * The campaigns an executor JVM works for, each made once from its recipe and kept for the tasks
 * that follow: the producer (seeds read and prepared once), the reductions made so far, and idle
 * {@link ItemRunner}s with their solver processes, one per task running at a time.
 */
final class ExecutorCampaigns {
  private static final Map<String, ExecutorCampaigns> MADE = new ConcurrentHashMap<>();

  private final CampaignRecipes.Campaign campaign;
  private final CampaignRecipe recipe;
  private final ItemRunner.Reductions reductions = new ItemRunner.Reductions();
  private final Set<String> findingsSeen = ConcurrentHashMap.newKeySet();
  private final ConcurrentLinkedDeque<ItemRunner> idle = new ConcurrentLinkedDeque<>();

  private ExecutorCampaigns(CampaignRecipe recipe, CampaignRecipes.Campaign campaign) {
    this.recipe = recipe;
    this.campaign = campaign;
  }

  /** The campaign of {@code recipe} on this executor, made on first use. */
  static ExecutorCampaigns of(CampaignRecipe recipe) {
    return MADE.computeIfAbsent(recipe.campaignId(), id -> make(recipe));
  }

  private static ExecutorCampaigns make(CampaignRecipe recipe) {
    CampaignRecipes.Campaign c;
    try {
      Path files = Files.createTempDirectory("assay-executor-");
      // the executor's campaigns live as long as its JVM: their folder goes with it
      Runtime.getRuntime()
          .addShutdownHook(new Thread(() -> FileTrees.deleteQuietly(files), "assay-executor-tmp"));
      c = CampaignRecipes.make(recipe.command(), recipe.arguments(), files);
    } catch (IOException e) {
      throw new IllegalStateException("no temporary folder for the campaign's files", e);
    }
    Producer.Inputs inputs = c.producer().inputs();
    String digest = RunManifest.digest(inputs.names(), inputs.texts());
    if (!digest.equals(recipe.inputsDigest())) {
      throw new InputError(
          "this executor's inputs of campaign "
              + recipe.campaignId()
              + " differ from the driver's (seed files must be the same on every worker)");
    }
    List<String> versions = versions(c.config().solving().solvers());
    if (!versions.equals(recipe.solverVersions())) {
      throw new InputError(
          "this executor's solvers "
              + versions
              + " are not the driver's "
              + recipe.solverVersions()
              + " (install the same releases on every worker)");
    }
    return new ExecutorCampaigns(recipe, c);
  }

  /** Solver names with their versions, as the recipe carries them. */
  static List<String> versions(List<SolverSpec> solvers) {
    List<String> out = new ArrayList<>();
    for (SolverSpec s : solvers) {
      out.add(s.name() + "=" + s.version());
    }
    return out;
  }

  /**
   * Runs {@code items} in order. An item cut short by the deadline or a cancelled task comes back
   * incomplete with the cases it finished; the items after it are not started.
   */
  SliceResult run(long[] items, BooleanSupplier cancelled)
      throws IOException, InterruptedException {
    BooleanSupplier stop =
        () -> cancelled.getAsBoolean() || System.currentTimeMillis() > recipe.deadlineMillis();
    ItemRunner runner = idle.pollFirst();
    if (runner == null) {
      // A finding seen by this executor is not reduced again (its id does not depend on it).
      runner =
          new ItemRunner(
              campaign.config(), campaign.producer(), reductions, id -> !findingsSeen.add(id));
    }
    List<ItemResult> out = new ArrayList<>();
    boolean ok = false;
    try {
      for (long k : items) {
        if (stop.getAsBoolean()) {
          break;
        }
        List<PreparedCase> cases = new ArrayList<>();
        ItemEnd end = runner.run(k, stop, cases::add);
        out.add(new ItemResult(cases, end));
        if (!end.complete()) {
          break;
        }
      }
      ok = true;
    } finally {
      if (ok) {
        idle.addFirst(runner);
      } else {
        runner.close();
      }
    }
    return new SliceResult(out, ProcessHandle.current().pid());
  }
}
