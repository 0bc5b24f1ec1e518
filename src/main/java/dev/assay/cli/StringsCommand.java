package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.core.InputError;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import dev.assay.strings.Category;
import dev.assay.strings.ConstantPools;
import dev.assay.strings.PatternMode;
import dev.assay.strings.SolverConfig;
import dev.assay.strings.StringOp;
import dev.assay.strings.StringSuite;
import dev.assay.strings.StringTest;
import dev.assay.strings.StringsProducer;
import dev.assay.strings.SuiteConfig;
import dev.assay.strings.SuiteListing;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code assay strings}: generates the string-solver tests that are sat or unsat by construction
 * (Bugariu and Müller, ICSE 2020), runs them on solver configurations and prints Table 4.
 */
@Command(
    name = "strings",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Test string solvers with formulas sat or unsat by construction (Bugariu & Müller,",
      "ICSE 2020): every test on every solver configuration, judged as in the paper's Table 4",
      "(incorrect model, incorrect unsat core, sat, unsat, unknown, timeout, error).",
      "The paper's options are added: smt.core.minimize=true for z3, --strings-exp",
      "--full-saturate-quant for cvc5/cvc4 (an option the user gives wins).",
      "Writes a run folder with run.json, summary.md, summary.json, results.jsonl, the findings",
      "store and a reproduction folder per failing run; --resume DIR continues an interrupted run.",
      "Exit 0: no finding; 1: a finding (wrong status, invalid model, incorrect core, crash)."
    })
public final class StringsCommand implements Callable<Integer> {
  static final double DEFAULT_TIMEOUT = 15;

  @Spec CommandSpec spec;

  @Mixin SolverOptions solverOptions = new SolverOptions();

  @Mixin CampaignOptions campaignOptions = new CampaignOptions();

  @Option(
      names = "--seeds",
      split = ",",
      paramLabel = "N",
      description = "Random seeds, one configuration each (default: ${DEFAULT-VALUE}).")
  List<Long> seeds = new ArrayList<>(List.of(0L, 1465L));

  @Option(
      names = "--only",
      split = ",",
      paramLabel = "CATEGORY",
      description =
          "Only these categories (repeatable): operation, constant-assignment, term-synthesis,"
              + " equivalent-formula, larger-unsat-core, redundancy-introduction.")
  List<String> only = new ArrayList<>();

  @Option(
      names = "--operations",
      paramLabel = "OPS",
      description =
          "all (default: Table 1 and str.replace_all, str.<, str.<=, str.is_digit, str.to_code,"
              + " str.from_code), table1, or a comma list of names (replace,str.at,...).")
  String operations = "all";

  @Option(
      names = "--bound",
      paramLabel = "N",
      description = "Nesting bound of the term-synthesis pool (default: ${DEFAULT-VALUE}).")
  int bound = 1;

  @Option(
      names = "--synthesis-limit",
      paramLabel = "N",
      description =
          "Most argument combinations term synthesis tries per operation (default:"
              + " ${DEFAULT-VALUE}).")
  int synthesisLimit = SuiteConfig.DEFAULT_SYNTHESIS_LIMIT;

  @Option(
      names = "--patterns",
      paramLabel = "on|off|both",
      description =
          "Unsat tests without patterns, with the patterns of Table 2, or both (default).")
  String patterns = "both";

  @Option(
      names = "--pool-string",
      paramLabel = "LITERAL",
      description =
          "A string constant for constant assignment, as an SMT-LIB literal (repeatable;"
              + " replaces the default pool).")
  List<String> poolStrings = new ArrayList<>();

  @Option(
      names = "--pool-ints",
      paramLabel = "N,N",
      description = "Integer constants for constant assignment (default: -1,0,2).")
  String poolInts;

  @Option(
      names = "--synthesis-string",
      paramLabel = "LITERAL",
      description = "A string constant for term synthesis (repeatable; default \"a\" and \"\").")
  List<String> synthesisStrings = new ArrayList<>();

  @Option(
      names = "--synthesis-ints",
      paramLabel = "N,N",
      description = "Integer constants for term synthesis (default: -1).")
  String synthesisInts;

  @Option(
      names = "--list",
      description =
          "Write every test as a standalone .smt2 (with its status, and its witness model or"
              + " expected core as a comment) under --out and run nothing.")
  boolean list;

  /** Options that do not change what a run runs, so {@code run.json} leaves them out. */
  private static final Set<String> NOT_RECORDED = RecordedOptions.notRecorded("--list");

  /** Options that may be given again with {@code --resume}. */
  private static final List<String> RESUMABLE = List.of("--jobs", "--no-progress", "--no-report");

  /** Set on the command that {@code --resume} makes from the recorded options. */
  private boolean resuming;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (campaignOptions.resume != null) {
      return resumeRun();
    }
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter stderr = spec.commandLine().getErr();
    SuiteConfig config = suiteConfig();
    Path dir =
        campaignOptions.out != null
            ? campaignOptions.out
            : Path.of(
                "assay-strings-"
                    + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
    long t0 = System.nanoTime();
    List<StringTest> tests = StringSuite.generate(config);
    double genSeconds = (System.nanoTime() - t0) / 1e9;
    stdout.println(sizes(tests, genSeconds));
    if (list) {
      int n = SuiteListing.write(dir, tests);
      stdout.println("wrote " + n + " tests to " + dir);
      stdout.flush();
      return ExitCodes.OK;
    }
    double timeout = solverOptions.timeoutSeconds(DEFAULT_TIMEOUT);
    int workers = campaignOptions.workers();
    RunLimits limits = solverOptions.limits(DEFAULT_TIMEOUT);
    List<SolverConfig> paper =
        SolverConfig.paperSetup(solverOptions.parsed(List.of("bundled")), seeds);
    List<SolverSpec> ready =
        solverOptions.ready(paper.stream().map(SolverConfig::spec).toList(), null);
    List<SolverConfig> configs = new ArrayList<>();
    for (int i = 0; i < paper.size(); i++) {
      configs.add(new SolverConfig(ready.get(i).name(), ready.get(i), paper.get(i).seed()));
    }
    StringsProducer producer = new StringsProducer(tests, configs);
    List<String> recorded = recordedArguments(timeout);
    Engine.Config engine =
        new Engine.Config(
            "strings",
            recorded,
            CampaignRun.commandLine("strings", recorded),
            ready,
            workers,
            limits,
            Solvers.Mode.FRESH,
            dir,
            campaignOptions.store,
            CampaignRun.existing(resuming, true, false),
            null,
            false,
            campaignOptions.progress(),
            0,
            campaignOptions.reduceTests(),
            false);
    // Ctrl-C: the runs in flight finish, then the run folder is written for the runs done.
    return CampaignRun.run(
        engine,
        producer,
        campaignOptions,
        stdout,
        stderr,
        timeout,
        r -> report(r, producer, dir, tests.size(), configs.size(), limits, stdout));
  }

  private static int report(
      Engine.Result r,
      StringsProducer producer,
      Path dir,
      int tests,
      int configurations,
      RunLimits limits,
      PrintWriter stdout)
      throws IOException {
    StringsProducer.RunFacts facts =
        new StringsProducer.RunFacts(
            r.runs(),
            r.earlierRuns(),
            (long) tests * configurations,
            r.workers(),
            limits.timeout(),
            r.wall(),
            r.solverTime());
    producer.writeSummary(dir, facts);
    stdout.println(producer.table().markdown());
    stdout.printf(
        "%d solver runs on %d workers: wall %.1f s, solver time %.1f s (workers busy %.0f%%);"
            + " %d failed runs in the table, %d by soundness issues.%n",
        facts.runs() - facts.earlierRuns(),
        facts.workers(),
        facts.wall().toMillis() / 1000.0,
        facts.solverTime().toMillis() / 1000.0,
        100 * facts.utilisation(),
        producer.failures(),
        producer.soundness());
    stdout.println("run folder: " + dir);
    CampaignRun.printEnd(r, "strings", dir, stdout);
    return r.findingRuns() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
  }

  /**
   * {@code --resume DIR}: the options recorded in {@code DIR/run.json} are parsed again, so the
   * resumed run generates the same suite for the same configurations; the engine checks that it
   * does and runs what is left.
   */
  private int resumeRun() throws IOException, InterruptedException {
    Path dir = campaignOptions.resume;
    StringsCommand again =
        RecordedOptions.reparse(spec, dir, "strings", RESUMABLE, new StringsCommand());
    again.campaignOptions.resumeWith(campaignOptions);
    again.resuming = true;
    return again.call();
  }

  /**
   * The options that decide what this run runs, as given, for {@code run.json}; the timeout always,
   * so that a resumed run keeps it even if the default changes.
   */
  private List<String> recordedArguments(double timeout) {
    return RecordedOptions.of(spec, NOT_RECORDED, Map.of("--timeout", String.valueOf(timeout)));
  }

  private SuiteConfig suiteConfig() {
    SuiteConfig c = SuiteConfig.defaults();
    try {
      c = c.withOperations(operations(operations));
      c = c.withPatterns(PatternMode.parse(patterns));
      c = c.withBound(bound).withSynthesisLimit(synthesisLimit);
      if (!only.isEmpty()) {
        EnumSet<Category> cats = EnumSet.noneOf(Category.class);
        for (String o : only) {
          cats.add(Category.parse(o));
        }
        c = c.withCategories(cats);
      }
    } catch (IllegalArgumentException e) {
      throw new InputError(e.getMessage());
    }
    ConstantPools pools = c.pools();
    pools =
        pools.withAssignment(
            poolStrings.isEmpty() ? null : literals(poolStrings, "--pool-string"),
            poolInts == null ? null : ints(poolInts, "--pool-ints"));
    pools =
        pools.withSynthesis(
            synthesisStrings.isEmpty() ? null : literals(synthesisStrings, "--synthesis-string"),
            synthesisInts == null ? null : ints(synthesisInts, "--synthesis-ints"));
    return c.withPools(pools);
  }

  private static List<StringOp> operations(String text) {
    if (text.equalsIgnoreCase("all")) {
      return StringOp.all();
    }
    if (text.equalsIgnoreCase("table1")) {
      return StringOp.table1();
    }
    List<StringOp> r = new ArrayList<>();
    for (String n : text.split(",")) {
      StringOp op = StringOp.byName(n.trim());
      if (!r.contains(op)) {
        r.add(op);
      }
    }
    return r;
  }

  private static List<Term> literals(List<String> texts, String option) {
    List<Term> r = new ArrayList<>();
    for (String t : texts) {
      Term term = Parser.parseTerm(t);
      if (!(term instanceof StringConstant)) {
        throw new InputError(option + " takes an SMT-LIB string literal such as \"a\", not " + t);
      }
      r.add(term);
    }
    return r;
  }

  private static List<Term> ints(String csv, String option) {
    try {
      List<Term> r = ConstantPools.parseInts(csv);
      if (r.isEmpty()) {
        throw new InputError(option + " needs at least one integer");
      }
      return r;
    } catch (IllegalArgumentException e) {
      throw new InputError(option + ": " + e.getMessage());
    }
  }

  /** One line with the size of each category and the generation time. */
  static String sizes(List<StringTest> tests, double seconds) {
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (StringTest t : tests) {
      counts.merge(t.group(), 1, Integer::sum);
    }
    StringBuilder sb = new StringBuilder();
    sb.append(String.format("generated %d tests in %.2f s:", tests.size(), seconds));
    counts.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
    return sb.toString();
  }
}
