package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.StringConstant;
import dev.assay.smtlib.Term;
import dev.assay.solver.Executables;
import dev.assay.solver.RunLimits;
import dev.assay.solver.SolverPool;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.strings.Category;
import dev.assay.strings.ConstantPools;
import dev.assay.strings.PatternMode;
import dev.assay.strings.SolverConfig;
import dev.assay.strings.StringOp;
import dev.assay.strings.StringSuite;
import dev.assay.strings.StringTest;
import dev.assay.strings.StringsRun;
import dev.assay.strings.SuiteConfig;
import dev.assay.strings.SuiteListing;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
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
      "Writes a run folder with run.json, summary.md, summary.json, results.jsonl and every",
      "failing test as a standalone .smt2; --resume DIR continues an interrupted run.",
      "Exit 0, or 1 when a soundness failure was found."
    })
public final class StringsCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--solver",
      paramLabel = "SPEC",
      description =
          "Solver to test (repeatable): bundled (default), z3, cvc5, cvc4, a path, or"
              + " cmd:/path/solver --flag. The paper's options are added: smt.core.minimize=true"
              + " for z3, --strings-exp --full-saturate-quant for cvc5/cvc4.")
  List<String> solvers = new ArrayList<>();

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

  @Option(
      names = {"-j", "--jobs"},
      paramLabel = "N",
      description = "Parallel solver runs (default: the number of processors).")
  int jobs = SolverPool.defaultWorkers();

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      description = "Time limit per solver run (default: ${DEFAULT-VALUE}).")
  double timeout = 15;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Run folder (default: assay-strings-DATE-TIME).")
  Path out;

  @Option(names = "--no-progress", description = "Do not draw a progress bar.")
  boolean noProgress;

  @Option(
      names = "--resume",
      paramLabel = "DIR",
      description =
          "Continue the interrupted run in DIR with the options recorded in DIR/run.json: run"
              + " only what it has not finished, then write the summary of the whole run. Only -j"
              + " and --no-progress may be given with it.")
  Path resume;

  /** Options that do not change what a run runs, so {@code run.json} leaves them out. */
  private static final Set<String> NOT_RECORDED =
      Set.of("--out", "--jobs", "--no-progress", "--resume", "--list", "--help", "--version");

  /** Options that may be given again with {@code --resume}. */
  private static final List<String> RESUMABLE = List.of("--jobs", "--no-progress");

  /** Set on the command that {@code --resume} makes from the recorded options. */
  private boolean resuming;

  @Override
  public Integer call() throws IOException, InterruptedException {
    if (resume != null) {
      return resumeRun();
    }
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter stderr = spec.commandLine().getErr();
    SuiteConfig config = suiteConfig();
    Path dir =
        out != null
            ? out
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
    if (jobs < 1) {
      throw new InputError("-j must be at least 1");
    }
    if (!(timeout > 0)) {
      throw new InputError("--timeout must be positive");
    }
    List<SolverSpec> specs = new ArrayList<>();
    for (String s : solvers.isEmpty() ? List.of("bundled") : solvers) {
      SolverSpec sp = SolverSpecs.parse(s);
      String problem = Executables.problem(sp);
      if (problem != null) {
        throw new InputError("--solver " + s + ": " + problem);
      }
      specs.add(sp);
    }
    List<SolverConfig> configs = SolverConfig.paperSetup(specs, seeds);
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofMillis(Math.round(timeout * 1000)));
    // Ctrl-C: the runs in flight finish, then the run folder is written for the runs done.
    try (GracefulStop stop = new GracefulStop("strings", GracefulStop.graceFor(timeout))) {
      StringsRun.Result r =
          StringsRun.run(
              new StringsRun.Config(
                  tests,
                  configs,
                  jobs,
                  limits,
                  dir,
                  !noProgress && System.console() != null,
                  recordedArguments(),
                  resuming),
              stderr,
              stop::requested);
      return report(r, dir, stdout);
    }
  }

  /**
   * {@code --resume DIR}: the options recorded in {@code DIR/run.json} are parsed again, so the
   * resumed run generates the same suite for the same configurations; {@link StringsRun} checks
   * that it does and runs what is left.
   */
  private int resumeRun() throws IOException, InterruptedException {
    StringsCommand again =
        RecordedOptions.reparse(spec, resume, "strings", RESUMABLE, new StringsCommand());
    again.out = resume;
    again.resuming = true;
    again.noProgress = noProgress;
    if (spec.commandLine().getParseResult().hasMatchedOption("--jobs")) {
      again.jobs = jobs;
    }
    return again.call();
  }

  /**
   * The options that decide what this run runs, as given, for {@code run.json}; the timeout always,
   * so that a resumed run keeps it even if the default changes.
   */
  private List<String> recordedArguments() {
    return RecordedOptions.of(spec, NOT_RECORDED, Map.of("--timeout", String.valueOf(timeout)));
  }

  private static int report(StringsRun.Result r, Path dir, PrintWriter stdout) {
    if (r.interrupted()) {
      stdout.printf(
          "interrupted after %d of %d solver runs; assay strings --resume %s runs the rest%n",
          r.runs(), r.plannedRuns(), dir);
    }
    stdout.println(r.table().markdown());
    if (r.earlierRuns() > 0) {
      stdout.printf("resumed: %d solver runs were finished before%n", r.earlierRuns());
    }
    stdout.printf(
        "%d solver runs on %d workers: wall %.1f s, solver time %.1f s (workers busy %.0f%%);"
            + " %d failed runs in the table, %d by soundness issues.%n",
        r.runs() - r.earlierRuns(),
        r.workers(),
        r.wall().toMillis() / 1000.0,
        r.solverTime().toMillis() / 1000.0,
        100 * r.utilisation(),
        r.failures(),
        r.soundness());
    stdout.println("run folder: " + dir);
    stdout.flush();
    return r.soundness() > 0 ? ExitCodes.FINDINGS : ExitCodes.OK;
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
