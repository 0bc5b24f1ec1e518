package dev.assay.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.assay.campaign.Engine;
import dev.assay.campaign.RunManifest;
import dev.assay.core.InputError;
import dev.assay.smtlib.CaseFiles;
import dev.assay.solver.Solvers;
import dev.assay.triggers.PairTable;
import dev.assay.triggers.SearchSettings;
import dev.assay.triggers.TriggersProducer;
import dev.assay.triggers.WorkerSolvers;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
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
  @Parameters(arity = "0..*", paramLabel = "FILE")
  List<Path> paths = new ArrayList<>();

  @Mixin TriggerSearchOptions search = new TriggerSearchOptions();

  @Option(names = "--explain")
  boolean explain;

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
    return TriggerSearchOptions.DEFAULT_TIMEOUT;
  }

  @Override
  double timeoutSeconds() {
    return search.timeoutSeconds;
  }

  @Override
  List<Path> inputs() {
    return paths;
  }

  @Override
  Map<String, String> recordedDefaults() {
    return inForce(
        "--config",
        "--timeout",
        "--solver",
        "--alternatives",
        "--model-timeout",
        "--validation-timeout");
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
    if (Files.exists(settings.out().resolve(RunManifest.FILE))) {
      throw new InputError(
          settings.out() + " holds a campaign; --explain writes into a folder of its own");
    }
    CaseFiles.CaseFile f = files.get(0);
    return exitCode(PairTable.explain(settings, f.path(), f.name(), out()), false);
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
            // the limits the search's fresh-state solver is borrowed under: the case reuses it
            .limits(WorkerSolvers.caseLimits(settings.timeout()))
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

  /** The searches the options ask for, on the inputs given. */
  private SearchSettings settings() throws InterruptedException {
    if (paths.isEmpty()) {
      throw new InputError("no input given: assay triggers FILE... (SMT-LIB files or folders)");
    }
    return search.settings(dir());
  }

  /** The table of pairs, the campaign's closing lines, and the exit code. */
  private static int report(Engine.Result r, TriggersProducer producer, PrintWriter stdout)
      throws IOException {
    Path results = producer.writeResults();
    List<JsonNode> lines = producer.resultLines();
    stdout.println();
    PairTable.Tally t = PairTable.print(lines, stdout);
    stdout.printf(
        "%d of %s found a term%s; one line per pair: %s%n",
        t.found(),
        Words.count(lines.size(), "(file, configuration) pair"),
        r.interrupted() ? " (interrupted)" : "",
        results);
    return exitCode(t, !r.toolFailures().isEmpty());
  }

  /**
   * A term found is reported whatever else happened (1); then Assay's own failure (3); bad input
   * only when no input could be searched at all (2): a rejected file is reported on its line.
   */
  private static int exitCode(PairTable.Tally t, boolean toolFailed) {
    if (t.found() > 0) {
      return ExitCodes.FINDINGS;
    }
    if (t.internal() || toolFailed) {
      return ExitCodes.INTERNAL;
    }
    return t.nothingSearched() ? ExitCodes.USAGE : ExitCodes.OK;
  }
}
