package dev.assay.mutate;

import com.fasterxml.jackson.databind.JsonNode;
import dev.assay.core.ExpectedStatus;
import dev.assay.core.InputError;
import dev.assay.core.Rng;
import dev.assay.core.Verdict;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Producer;
import dev.assay.oracle.Provenance;
import dev.assay.oracle.RegressionPair;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.semantics.Model;
import dev.assay.semantics.ModelReader;
import dev.assay.smtlib.Fragment;
import dev.assay.smtlib.LogicDialect;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.solver.Answer;
import dev.assay.solver.CommandLines;
import dev.assay.solver.CompletenessClaim;
import dev.assay.solver.CompletenessClaims;
import dev.assay.solver.InputConstruct;
import dev.assay.solver.InputLimitations;
import dev.assay.solver.LogicDialects;
import dev.assay.solver.SolverSpec;
import dev.assay.weakening.RuleCatalogue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;

/**
 * A weakening/strengthening fuzzing campaign as the engine runs it: Algorithm 1 on every seed, each
 * mutant run on every solver. The oracle judges wrong status, invalid model, crash and error; this
 * technique adds incompleteness of type 1 (the old solver decided, the new one answered unknown)
 * and type 2 (a solver decided the previous formula of the walk and answers unknown on this one),
 * and keeps the statistics of §6.2.
 *
 * <p>Item {@code k} is a walk: seed {@code k mod n} of a fixed shuffle of the seeds (so a short
 * campaign still reaches every logic), in round {@code k div n}, mutated with {@code
 * Rng(seed).forIteration(k)}; the mutants do not depend on the number of workers or on timing.
 * Without a time budget each seed gets one item; with one, rounds repeat until it is spent.
 */
public final class FuzzProducer implements Producer {
  /**
   * What to fuzz.
   *
   * @param seeds the loaded seeds
   * @param catalogue the rules
   * @param walks how the walks go
   * @param solvers the campaign's solvers, in run order: mutants avoid what some of them cannot
   *     read ({@link InputLimitations}), and their completeness claims sort unknowns
   * @param pair the regression pair, or null
   */
  public record Config(
      SeedSet.Loaded seeds,
      RuleCatalogue catalogue,
      Walks walks,
      List<SolverSpec> solvers,
      RegressionPair pair) {
    public Config {
      solvers = List.copyOf(solvers);
    }

    int iterations() {
      return walks.iterations();
    }

    int walkLength() {
      return walks.walkLength();
    }

    long seed() {
      return walks.seed();
    }

    boolean endless() {
      return walks.endless();
    }

    /** The solvers' names, in run order. */
    public List<String> solverNames() {
      return solvers.stream().map(SolverSpec::name).toList();
    }
  }

  /**
   * How the walks go (Algorithm 1).
   *
   * @param iterations mutants per walk item (i)
   * @param walkLength mutations before a walk starts over from its seed (wl)
   * @param seed the campaign's random seed
   * @param endless whether items repeat until the campaign's time is up
   */
  public record Walks(int iterations, int walkLength, long seed, boolean endless) {}

  private final Config config;
  private final List<Seed> order;
  private final FuzzStatistics stats;
  private final Set<InputConstruct> avoid;

  /** The logic names every solver of the campaign accepts for what it reads. */
  private final LogicDialect reader;

  public FuzzProducer(Config config) {
    this.config = config;
    this.avoid = InputLimitations.avoidedFor(config.solvers());
    this.reader = LogicDialects.forSolvers(config.solvers());

    this.order = shuffled(config.seeds().seeds(), config.seed());
    this.stats = new FuzzStatistics(config.catalogue(), config.walkLength());
    stats.seeds(
        config.seeds().seeds().size() + config.seeds().skipped().size(), config.seeds().skipped());
    stats.solverNames(config.solverNames());
  }

  /** The campaign's statistics so far, earlier sessions included. */
  public FuzzStatistics statistics() {
    return stats;
  }

  @Override
  public String technique() {
    return "fuzz";
  }

  @Override
  public Inputs inputs() {
    List<String> names = config.seeds().seeds().stream().map(Seed::name).toList();
    return new Inputs(names, names.stream().map(n -> config.seeds().texts().get(n)).toList());
  }

  @Override
  public long items() {
    return config.endless() ? Long.MAX_VALUE : order.size();
  }

  @Override
  public Item item(long k) {
    return new Walk(k);
  }

  @Override
  public void count(long k, JsonNode statistics) {
    if (statistics == null) {
      return;
    }
    if (statistics.has("tool_failure")) {
      stats.toolFailure(statistics.get("tool_failure").asText());
      return;
    }
    stats.merge(FuzzStatistics.fromCounts(stats, statistics));
  }

  @Override
  public void sessionStarted() {
    stats.markResumed();
  }

  /**
   * Writes the campaign's statistics to {@code dir/statistics.json}; returns them as the campaign
   * prints them.
   *
   * @param interrupted whether a stop ended the campaign before its items were done
   * @param recorded the runs the campaign recorded, solver to verdict label to runs (null: the
   *     walks' own counts, as in a dry run)
   */
  public String writeStatistics(
      Path dir, boolean interrupted, Map<String, Map<String, Long>> recorded) throws IOException {
    if (recorded != null) {
      stats.useRecorded(recorded);
    }
    stats.finish(interrupted);
    Files.writeString(dir.resolve(STATISTICS_FILE), stats.toJson(), StandardCharsets.UTF_8);
    return stats.toText() + "statistics: " + dir.resolve(STATISTICS_FILE) + "\n";
  }

  /**
   * A dry run: writes the mutants of one round to {@code dir/mutants} (with their status and rule
   * chain) and their statistics, without solving; returns what to print.
   */
  public String dryRun(Path dir) throws IOException {
    writeMutants(dir);
    return writeStatistics(dir, false, null) + "mutants: " + dir.resolve("mutants") + "\n";
  }

  /** The name of the campaign's statistics file in its run folder. */
  public static final String STATISTICS_FILE = "statistics.json";

  /** Writes the mutants of every walk (one round) to {@code dir} without solving. */
  public long writeMutants(Path dir) throws IOException {
    long n = 0;
    for (long k = 0; k < order.size(); k++) {
      Seed seed = order.get((int) (k % order.size()));
      RandomWalk walk = walkOf(k, seed);
      FuzzStatistics counts = stats.emptyLike();
      counts.walkStarted();
      Path folder = dir.resolve("mutants").resolve(safe(seed.name()));
      Files.createDirectories(folder);
      while (walk.hasNext()) {
        Mutant m;
        try {
          m = walk.next();
        } catch (NoSuchElementException e) {
          counts.walkStuck();
          break;
        }
        String text = MutantText.render(m);
        counts.mutant(m, text);
        Files.writeString(
            folder.resolve(String.format(Locale.ROOT, "w%d-i%04d.smt2", k, m.iteration())),
            text,
            StandardCharsets.UTF_8);
        n++;
      }
      stats.merge(counts);
    }
    return n;
  }

  private RandomWalk walkOf(long k, Seed seed) {
    return new RandomWalk(
        seed,
        config.catalogue(),
        config.iterations(),
        config.walkLength(),
        new Rng(config.seed()).forIteration(k),
        this::readableByAll,
        reader);
  }

  /** Whether every solver of the campaign can read {@code mutant} (no construct it rejects). */
  private boolean readableByAll(Script mutant) {
    for (InputConstruct c : avoid) {
      if (c.occursIn(mutant)) {
        return false;
      }
    }
    return true;
  }

  /** The seeds in an order fixed by the campaign seed (Fisher–Yates with its own stream). */
  static List<Seed> shuffled(List<Seed> seeds, long seed) {
    List<Seed> order = new ArrayList<>(seeds);
    Rng rng = new Rng(seed).forIteration(-1);
    for (int i = order.size() - 1; i > 0; i--) {
      int j = rng.nextInt(i + 1);
      Seed t = order.get(i);
      order.set(i, order.get(j));
      order.set(j, t);
    }
    return order;
  }

  /** A case or folder name without separators. */
  static String safe(String s) {
    String t = s.endsWith(".smt2") ? s.substring(0, s.length() - 5) : s;
    return t.replaceAll("[^A-Za-z0-9._-]", "_");
  }

  /** What a solver answered on one formula of the walk, whether that decided it, and how fast. */
  private record Answered(boolean decided, String got, double millis) {}

  /** Walk {@code k}: the preprocessed seed, then {@code iterations} mutants. */
  private final class Walk implements Item {
    private final long k;
    private final Seed seed;
    private final RandomWalk walk;
    private final MutantsAhead ahead;
    private final FuzzStatistics counts = stats.emptyLike();
    private final String base;
    private Expectation expectation;
    private boolean started;
    private String startText;
    private Map<String, Answered> startGot = Map.of();
    private String previousText;
    private Fragment previousFragment;
    private Map<String, Answered> previousGot = Map.of();
    private Mutant current;
    private String currentText;
    private Script currentScript;

    Walk(long k) {
      this.k = k;
      this.seed = order.get((int) (k % order.size()));
      this.walk = walkOf(k, seed);
      this.ahead = new MutantsAhead(walk);
      this.base = safe(seed.name()) + "-w" + k;
      this.expectation = Expectation.of(seed.status());
      counts.walkStarted();
    }

    @Override
    public TestCase next(List<RunResult> previous) {
      if (!started) {
        started = true;
        Script start = MutantText.withStatus(walk.start(), seed.status());
        startText = "; preprocessed seed " + seed.name() + "\n" + Printer.print(start);
        currentText = startText;
        currentScript = start;
        current = null;
        TestCase c =
            testCase(
                base + "-seed",
                start,
                startText,
                SolverInput.prepare(startText, true),
                List.of("preprocessed seed"));
        ahead.startNext(); // the first mutant, made while the solvers run the seed
        return c;
      }
      if (current == null) {
        startGot = answered(previous);
        previousGot = startGot;
        Model witness = seedWitness(previous, currentScript);
        if (witness != null) {
          expectation = expectation.withWitness(witness);
        }
      } else {
        previousGot = answered(previous);
      }
      previousText = currentText;
      previousFragment = current == null ? walk.startFragment() : current.fragment();
      MutantsAhead.Step step = ahead.next();
      if (step.end() || step.stuck()) {
        if (step.stuck()) {
          counts.walkStuck();
        }
        counts.avoided(walk.rejected());
        return null;
      }
      Mutant m = step.mutant();
      if (m.step() == 1) {
        previousText = startText;
        previousFragment = walk.startFragment();
        previousGot = startGot;
      }
      String text = step.text();
      counts.mutant(m, text);
      current = m;
      currentText = text;
      currentScript = MutantText.withStatus(m.script(), m.expected());
      List<String> steps = new ArrayList<>(m.preprocessing());
      m.chain().forEach(s -> steps.add(s.toString()));
      TestCase c = testCase(base + "-i" + m.iteration(), currentScript, text, step.sent(), steps);
      ahead.startNext(); // made while the solvers run this one
      return c;
    }

    @Override
    public void abandon() {
      ahead.abandon();
    }

    private TestCase testCase(
        String id, Script script, String text, String sent, List<String> steps) {
      return new TestCase(
          id,
          script,
          sent,
          text,
          expectation,
          "the seed's status ("
              + seed.status().smtlib()
              + "), kept by every weakening or strengthening rule of the chain",
          new Provenance("fuzz", seed.name(), config.seed(), k, steps));
    }

    /**
     * A witness for the walk's sat expectations: a solver's model of the seed that Assay's
     * evaluator checked valid. Every mutant of a sat seed is a weakening of the seed, so the model
     * satisfies each mutant whose symbols it interprets; the oracle checks it on each mutant again,
     * and a wrong unsat it satisfies is confirmed without a second solver (docs/campaigns.md,
     * "Confirming a wrong status"). Null for an unsat seed or when no run gave a checked model.
     */
    private Model seedWitness(List<RunResult> seedRuns, Script start) {
      if (seed.status() != ExpectedStatus.SAT) {
        return null;
      }
      for (RunResult r : seedRuns) {
        List<Verdict> per = r.judgement().perCheckSat();
        List<Answer> answers = r.outcome().answers();
        if (per.size() == 1
            && per.get(0).is(Verdict.Kind.OK)
            && !answers.isEmpty()
            && answers.get(0) instanceof Answer.Sat sat
            && sat.model() != null) {
          try {
            return ModelReader.read(sat.model(), seed.name() + " (model)", start);
          } catch (InputError e) {
            // a model Assay cannot read back is no witness; another solver's may be
          }
        }
      }
      return null;
    }

    private Map<String, Answered> answered(List<RunResult> runs) {
      Map<String, Answered> out = new LinkedHashMap<>();
      for (RunResult r : runs) {
        out.put(r.solver().name(), new Answered(decided(r), got(r), millis(r)));
      }
      return out;
    }

    @Override
    public List<RunResult> classify(List<RunResult> runs) {
      List<RunResult> out = new ArrayList<>();
      for (RunResult r : runs) {
        counts.solverCall(r.solver().name(), r.verdict().kind());
        RunResult c = withFiles(r);
        Answered before = previousGot.get(r.solver().name());
        if (r.verdict().is(Verdict.Kind.UNKNOWN)
            && before != null
            && before.decided()
            && current != null) {
          c = typeTwo(r, c, before);
        }
        out.add(c);
      }
      if (config.pair() != null) {
        out =
            countRegression(
                config
                    .pair()
                    .judge(out, this::decidedAnswer, seed.name(), d -> oldScript(d.solver())));
      }
      List<RunResult> grouped = new ArrayList<>();
      for (RunResult c : out) {
        if (c.verdict().kind().isSoundness()) {
          // Grouped by seed when the engine cannot reduce the mutant (no second solver to confirm
          // the status of smaller inputs): the mutants of one seed mostly hit one bug.
          c = c.withSignatureHint("seed " + seed.name());
        }
        if (c.isFinding()) {
          counts.finding(c.verdict().kind());
        }
        grouped.add(c);
      }
      return grouped;
    }

    /** A run's decided answer, or null. */
    private String decidedAnswer(RunResult r) {
      return decided(r) ? got(r) : null;
    }

    /** Counts the regression pair's incompleteness, when the pair found one. */
    private List<RunResult> countRegression(List<RunResult> judged) {
      for (RunResult r : judged) {
        if (r.solver().name().equals(config.pair().underTest())
            && r.verdict().is(Verdict.Kind.INCOMPLETENESS)
            && r.signatureHint().startsWith("type1|")) {
          RunResult old =
              judged.stream()
                  .filter(o -> o.solver().name().equals(config.pair().expectedToDecide()))
                  .findFirst()
                  .orElseThrow();
          counts.incompleteness(
              new FuzzStatistics.IncompletenessEvent(
                  r.testCase().id(),
                  r.solver().name(),
                  1,
                  seed.name(),
                  seed.name(),
                  size(currentScript),
                  current == null ? 0 : current.step(),
                  millis(old)));
        }
      }
      return judged;
    }

    /**
     * Type 2: the solver decided φ(n−1) and answers unknown on φ(n). A finding when φ(n) uses
     * nothing that φ(n−1) or the seed did not (the same fragment, or a smaller one), or when the
     * solver claims to decide φ(n)'s fragment; otherwise the walk left the seed's fragment for one
     * the solver makes no such claim for (quantifiers brought into a quantifier-free seed,
     * non-linear terms): the unknown is what its documentation announces, counted as expected, and
     * the run stays {@code unknown} — also when an earlier mutant of the walk, already outside the
     * seed's fragment, happened to be decided.
     */
    private RunResult typeTwo(RunResult r, RunResult c, Answered before) {
      String lastRule = current.chain().get(current.chain().size() - 1).ruleId();
      Fragment from = previousFragment;
      Fragment seedFragment = walk.startFragment();
      Fragment to = current.fragment();
      Optional<CompletenessClaim> claim = CompletenessClaims.claim(r.solver(), to);
      boolean claimed = claim.isPresent() && claim.get().complete();
      boolean within = from.covers(to) && seedFragment.covers(to);
      if (!within && !claimed) {
        java.util.Set<Fragment.Feature> beyond = new java.util.TreeSet<>(to.beyond(from));
        beyond.addAll(to.beyond(seedFragment));
        StringBuilder change = new StringBuilder();
        for (Fragment.Feature f : beyond) {
          change.append(change.length() == 0 ? "+" : " +").append(Fragment.key(f));
        }
        counts.expectedIncompleteness(change.toString());
        return c.withVerdict(
            Verdict.unknown(
                r.verdict().detail()
                    + " (expected: "
                    + (from.covers(to)
                        ? "the walk took the seed's " + seedFragment
                        : lastRule + " took " + from)
                    + " to "
                    + to
                    + ", "
                    + claim.map(CompletenessClaim::reference).orElse("no completeness claim")
                    + ")"));
      }
      String why =
          within
              ? "in the same fragment " + to
              : "in " + to + ", which it claims to decide: " + claim.get().reference();
      counts.incompleteness(
          new FuzzStatistics.IncompletenessEvent(
              r.testCase().id(),
              r.solver().name(),
              2,
              lastRule,
              seed.name(),
              size(currentScript),
              current.step(),
              before.millis()));
      return c.withVerdict(
              Verdict.incompleteness(
                  "type 2 (unsupported implication): decided the previous formula ("
                      + before.got()
                      + "), unknown after "
                      + lastRule
                      + ", "
                      + why))
          .withFailure(true)
          .withSignatureHint("type2|" + lastRule)
          .withExtraFile(RunResult.PREVIOUS_FILE, previousText);
    }

    /** The seed and the rule chain go with every reproduction folder of the walk. */
    private RunResult withFiles(RunResult r) {
      RunResult c = r;
      String seedText = config.seeds().texts().get(seed.name());
      if (seedText != null) {
        c = c.withExtraFile("seed.smt2", seedText);
      }
      StringBuilder sb = new StringBuilder();
      sb.append("seed:        ").append(seed.name()).append(" (seed.smt2)\n");
      sb.append("walk:        ").append(k).append('\n');
      if (current != null) {
        sb.append("iteration:   ")
            .append(current.iteration())
            .append(" (step ")
            .append(current.step())
            .append(" of its walk)\n");
        sb.append("preprocess:  ").append(String.join(" ", current.preprocessing())).append('\n');
        sb.append("rule chain:  ").append(current.chainText()).append('\n');
      } else {
        sb.append("mutant:      the preprocessed seed itself\n");
      }
      return c.withExtraFile("mutation.txt", sb.toString())
          .withField("seed", seed.name())
          .withField("rule_chain", current == null ? "" : current.chainText());
    }

    private String oldScript(SolverSpec old) {
      return "#!/bin/sh\n# The older solver, which decided this mutant\n"
          + "cd \"$(dirname \"$0\")\" || exit 2\nexec "
          + CommandLines.format(old.fileArgv(Path.of(RunResult.INPUT_FILE), false))
          + "\n";
    }

    @Override
    public JsonNode statistics() {
      return counts.countsJson();
    }
  }

  /** Nodes in the assertions of {@code script}. */
  static long size(Script script) {
    long n = 0;
    for (dev.assay.smtlib.Term t : script.assertions()) {
      n += dev.assay.smtlib.Terms.size(t);
    }
    return n;
  }

  static double millis(RunResult r) {
    return r.outcome().execution() == null
        ? Double.NaN
        : r.outcome().execution().wall().toNanos() / 1e6;
  }

  /**
   * Whether a run decided its formula as expected: the oracle found it right, or right with a model
   * it could not check.
   */
  static boolean decided(RunResult r) {
    Verdict.Kind v = r.judgement().overall().kind();
    return v == Verdict.Kind.OK || v == Verdict.Kind.UNCHECKED;
  }

  /** The answers of a run in one line. */
  static String got(RunResult r) {
    StringBuilder sb = new StringBuilder();
    r.outcome().answers().forEach(a -> sb.append(sb.length() == 0 ? "" : ", ").append(a.label()));
    String answers = sb.length() == 0 ? "(no answer)" : sb.toString();
    return r.outcome() instanceof dev.assay.solver.Outcome.Finished
        ? answers
        : answers + " [" + r.outcome().kind() + "]";
  }
}
