package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.core.InputError;
import dev.assay.generate.FormulaFiles;
import dev.assay.generate.FormulaGenerator;
import dev.assay.generate.GenerateConfig;
import dev.assay.generate.GenerateProducer;
import dev.assay.generate.GeneratedFormula;
import dev.assay.generate.IncrementalGenerator;
import dev.assay.solver.OptionProfiles;
import dev.assay.solver.SolverSpec;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code assay generate}: writes formulas with known status, grown from Assay's reference
 * semantics, as standalone {@code .smt2} files; with {@code --solver}, runs them on solvers as a
 * campaign (with option fuzzing when asked), every soundness finding confirmed.
 */
@Command(
    name = "generate",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Write formulas whose status is known from Assay's own semantics: a planted model, random",
      "well-sorted terms over Ints, Reals, Strings/RegLan, bit-vectors, arrays, datatypes and",
      "uninterpreted functions, and facts the evaluator decides true under the model (sat, with",
      "the model as a witness comment) or unsat by construction (ground facts decided false,",
      "congruence, ground substitution, constants pinned by injective equations).",
      "Each file has (set-info :status ...) before each check-sat and the smallest standard",
      "logic; judge solvers on them with: assay check DIR --solver z3 --solver cvc5.",
      "With --solver, runs the formulas on the solvers as a campaign instead (run folder,",
      "findings store, reproduction folders, --resume): a wrong status counts only when its",
      "expectation is confirmed (sat: the witness under Assay's evaluator; unsat: the",
      "construction). --option-profiles N adds N configurations per solver with random options",
      "from its release's catalog; --incremental-share runs some items as incremental scripts.",
      "Exit 0: no finding; 1: a finding (campaign only); 2: bad usage or input."
    })
public final class GenerateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  static final double DEFAULT_TIMEOUT = 10;

  @Mixin SolverOptions solverOptions = new SolverOptions();

  @Mixin CampaignOptions campaignOptions = new CampaignOptions();

  @Option(
      names = "--count",
      paramLabel = "N",
      description =
          "Number of files, or of campaign items (default: 100; a campaign with --time runs"
              + " until the time is up).")
  Long count;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "Generation seed (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(
      names = "--first",
      paramLabel = "I",
      description =
          "Index of the first formula (default: ${DEFAULT-VALUE}); formula I of seed S"
              + " is the same whatever the count.")
  long first = 0;

  @Option(
      names = "--theories",
      paramLabel = "LIST",
      description =
          "Theories and weights, e.g. strings:5,ints:2 or ints,bv (default: all available with"
              + " their default weights). Names: ints, reals, strings, bv, arrays, datatypes, uf"
              + " (fp once the evaluator has FloatingPoint).")
  String theories;

  @Option(
      names = "--assertions",
      paramLabel = "MIN..MAX",
      description = "Assertions per formula (default: 5..20).")
  String assertions;

  @Option(
      names = "--depth",
      paramLabel = "D",
      description = "Greatest term depth, 1 to 12 (default: 4).")
  Integer depth;

  @Option(
      names = "--unsat",
      paramLabel = "SHARE",
      description = "Share of unsat formulas, 0 to 1 (default: 0.5).")
  Double unsat;

  @Option(
      names = "--max-char",
      paramLabel = "N",
      description =
          "Greatest code point in string literals (default: 196607, the whole alphabet; 255 for"
              + " CVC4 1.8, which rejects larger ones).")
  Integer maxChar;

  @Option(
      names = "--incremental",
      description = "Write push/pop and check-sat-assuming scripts, with a status per check-sat.")
  boolean incremental;

  @Option(
      names = "--checks",
      paramLabel = "MIN..MAX",
      description = "Check-sats per incremental script (default: 3..6).")
  String checks = "3..6";

  @Option(
      names = "--incremental-share",
      paramLabel = "SHARE",
      description = "Campaign: share of items run as incremental scripts, 0 to 1 (default: 0).")
  double incrementalShare;

  @Mixin OptionProfileOptions optionProfiles = new OptionProfileOptions();

  @Option(
      names = "--time",
      paramLabel = "DURATION",
      converter = FuzzCommand.DurationConverter.class,
      description = "Campaign: run for this long (40s, 10m, 1h), item after item.")
  Duration time;

  /** Options that do not change what a campaign runs, so {@code run.json} leaves them out. */
  private static final Set<String> NOT_RECORDED =
      Set.of("--out", "--jobs", "--resume", "--store", "--no-progress", "--help", "--version");

  /** Options that may be given again with {@code --resume}. */
  private static final List<String> RESUMABLE = List.of("--jobs", "--no-progress");

  /** Set on the command that {@code --resume} makes from the recorded options. */
  private boolean resuming;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (campaignOptions.resume != null) {
      return resumeRun();
    }
    if (!solverOptions.solvers.isEmpty()) {
      return campaign();
    }
    if (campaignOptions.out == null) {
      throw new InputError("--out DIR is needed to write files (or --solver to run a campaign)");
    }
    Path out = campaignOptions.out;
    long count = this.count == null ? 100 : this.count;
    GenerateConfig config = config();
    PrintWriter o = spec.commandLine().getOut();
    if (count < 0 || first < 0) {
      throw new InputError("--count and --first must not be negative");
    }
    FormulaGenerator single = new FormulaGenerator(config);
    IncrementalGenerator inc = null;
    if (incremental) {
      int[] c = range(checks, "--checks");
      try {
        inc = new IncrementalGenerator(config, c[0], c[1]);
      } catch (IllegalArgumentException e) {
        throw new InputError("--checks: " + e.getMessage());
      }
    }
    Map<String, Integer> statuses = new TreeMap<>();
    Map<String, Integer> logics = new TreeMap<>();
    long start = System.nanoTime();
    for (long i = first; i < first + count; i++) {
      GeneratedFormula f = inc != null ? inc.generate(seed, i) : single.generate(seed, i);
      FormulaFiles.write(out, f);
      statuses.merge(f.summary(), 1, Integer::sum);
      logics.merge(f.logic(), 1, Integer::sum);
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    o.printf(
        "wrote %d %s to %s in %.1f s%n",
        count, incremental ? "incremental scripts" : "formulas", out, seconds);
    if (!incremental) {
      o.println("expected: " + statuses);
    }
    o.println("logics: " + logics);
    o.println("judge solvers on them: assay check " + out + " --solver z3 --solver cvc5");
    o.flush();
    return ExitCodes.OK;
  }

  /** Runs the formulas on the solvers as a campaign on the engine. */
  private int campaign() throws IOException, InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    GenerateConfig config = config();
    if (!(incrementalShare >= 0 && incrementalShare <= 1)) {
      throw new InputError("--incremental-share must be between 0 and 1: " + incrementalShare);
    }
    if (count != null && count < 1) {
      throw new InputError("--count must be at least 1");
    }
    double share = incremental ? 1 : incrementalShare;
    IncrementalGenerator inc = null;
    if (share > 0) {
      int[] c = range(checks, "--checks");
      try {
        inc = new IncrementalGenerator(config, c[0], c[1]);
      } catch (IllegalArgumentException e) {
        throw new InputError("--checks: " + e.getMessage());
      }
    }
    long items = count != null ? count : time != null ? Long.MAX_VALUE : 100;
    List<String> recorded = recordedArguments();
    GenerateProducer producer =
        new GenerateProducer(
            new FormulaGenerator(config), inc, share, seed, items, String.join(" ", recorded));
    List<SolverSpec> ready = solverOptions.ready(solverOptions.parsed(List.of()), null);
    List<SolverSpec> solvers =
        optionProfiles.apply(ready, seed, new OptionProfiles.Use(share > 0, "ALL"));
    Path dir =
        campaignOptions.out != null
            ? campaignOptions.out
            : Path.of(
                "assay-generate-"
                    + java.time.LocalDateTime.now()
                        .format(java.time.format.DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    double timeout = solverOptions.timeoutSeconds(DEFAULT_TIMEOUT);
    Engine.Config engine =
        new Engine.Config(
            "generate",
            recorded,
            CampaignRun.commandLine("generate", recorded),
            solvers,
            campaignOptions.workers(),
            solverOptions.limits(DEFAULT_TIMEOUT),
            solverOptions.mode(),
            dir,
            campaignOptions.store,
            CampaignRun.existing(resuming, true, false),
            time,
            resuming,
            campaignOptions.progress(),
            FuzzCommand.FOLDERS_PER_SIGNATURE,
            campaignOptions.reduceTests(),
            true,
            solverOptions.modelCheckers());
    return CampaignRun.run(
        engine,
        producer,
        campaignOptions,
        out,
        err,
        timeout,
        r -> {
          out.printf("%d generated cases; expected %s%n", producer.counted(), producer.expected());
          producer.verdicts().forEach((solver, v) -> out.printf("  %-24s %s%n", solver, v));
          for (SolverSpec s : solvers) {
            if (!s.options().isEmpty()) {
              out.printf("  %s: %s%n", s.name(), String.join(" ", s.options()));
            }
          }
          CampaignRun.printEnd(r, "generate", dir, out);
          out.flush();
          return r.findingRuns() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
        });
  }

  /** {@code --resume DIR}: the recorded options again, so the items are the same. */
  private int resumeRun() throws IOException, InterruptedException {
    Path dir = campaignOptions.resume;
    GenerateCommand again =
        RecordedOptions.reparse(spec, dir, "generate", RESUMABLE, new GenerateCommand());
    again.campaignOptions.resumeWith(campaignOptions);
    again.resuming = true;
    return again.call();
  }

  /** The options that decide the items and the runs, as given, with the deciding defaults. */
  private List<String> recordedArguments() {
    Map<String, String> always = new LinkedHashMap<>();
    always.put("--seed", String.valueOf(seed));
    always.put("--timeout", String.valueOf(solverOptions.timeoutSeconds(DEFAULT_TIMEOUT)));
    return RecordedOptions.of(spec, NOT_RECORDED, always);
  }

  private GenerateConfig config() {
    GenerateConfig c = GenerateConfig.defaults();
    try {
      if (theories != null) {
        c = c.withWeights(GenerateConfig.parseWeights(theories));
      }
      if (assertions != null) {
        int[] r = range(assertions, "--assertions");
        c = c.withAssertions(r[0], r[1]);
      }
      if (depth != null) {
        c = c.withDepth(depth);
      }
      if (unsat != null) {
        c = c.withUnsatShare(unsat);
      }
      if (maxChar != null) {
        c = c.withMaxChar(maxChar);
      }
    } catch (IllegalArgumentException e) {
      throw new InputError(e.getMessage());
    }
    return c;
  }

  private static int[] range(String text, String option) {
    try {
      return GenerateConfig.parseRange(text);
    } catch (IllegalArgumentException e) {
      throw new InputError(option + ": " + e.getMessage());
    }
  }
}
