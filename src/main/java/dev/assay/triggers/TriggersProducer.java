package dev.assay.triggers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.core.ExpectedStatus;
import dev.assay.core.InputError;
import dev.assay.core.Verdict;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Producer;
import dev.assay.oracle.Provenance;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.smtlib.Parser;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * Triggering-term synthesis as the campaign engine runs it: item {@code k} is one (file,
 * configuration) pair, in file order, then configuration order. The item searches (preprocessing
 * included, within the pair's time limit; a file is preprocessed once for all its configurations)
 * with its worker's own solvers; when a term is found, its reproduction goes under {@code found/}
 * and its one case is the input under E-matching-only options <em>without</em> the term, expected
 * unsat because E-matching refutes it with the term. A campaign solver that answers unknown on it
 * has the incompleteness the term shows, and that run is the finding (signed by the file and the
 * terms); its reproduction folder also holds the input with the terms ({@code with-terms.smt2}) and
 * the report ({@code triggers.txt}). Every item's result line goes into the store as its
 * statistics, found or not, and into {@code results.jsonl} ({@link PairResultsFile}).
 *
 * <p>A search depends on timing (it ends at its deadline), so an item is deterministic only when it
 * ends before its time limit.
 */
public final class TriggersProducer implements Producer, AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The engine's export of the solver runs. */
  public static final String RUNS_FILE = "runs.jsonl";

  /** The pairs' result lines, one per (file, configuration). */
  public static final String RESULTS_FILE = "results.jsonl";

  /** Files whose preprocessing is kept for their next configurations. */
  private static final int PREPARED_KEPT = 8;

  private final TriggersRun.Settings settings;
  private final List<String> names;
  private final Inputs inputs;
  private final PrintWriter progress;
  private final PairResultsFile results;
  private final Map<Thread, SearchSolvers> solvers = new LinkedHashMap<>();
  private final Map<String, int[]> foundPerConfig = new TreeMap<>();
  private final Map<Integer, CompletableFuture<Prepared>> prepared =
      new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, CompletableFuture<Prepared>> e) {
          return size() > PREPARED_KEPT;
        }
      };
  private boolean sessionStarted;

  /**
   * The settings' files, configurations, time limit, solver and options (its jobs are ignored).
   *
   * @param names each file's name in results, reports and the store: one that does not depend on
   *     the working directory, so that a campaign resumed elsewhere names its files alike
   * @param progress where a line per finished pair goes (the input's message when it cannot be
   *     searched)
   */
  public TriggersProducer(TriggersRun.Settings settings, List<String> names, PrintWriter progress) {
    if (names.size() != settings.files().size()) {
      throw new IllegalArgumentException("one name per file");
    }
    this.settings = settings;
    this.names = List.copyOf(names);
    this.progress = progress;
    this.results = new PairResultsFile(settings.out().resolve(RESULTS_FILE));
    List<String> texts = new ArrayList<>();
    for (Path f : settings.files()) {
      texts.add(text(f));
    }
    this.inputs = new Inputs(this.names, texts);
  }

  /** A file's text for the campaign's digest; a file too large to search is named by its size. */
  private static String text(Path f) {
    try {
      long size = Files.size(f);
      return size >= Preprocessor.MAX_BYTES
          ? "(" + size + " bytes)"
          : new String(Files.readAllBytes(f), StandardCharsets.UTF_8); // lenient: a digest only
    } catch (IOException e) {
      throw new InputError(f + ": cannot read: " + e.getMessage());
    }
  }

  @Override
  public String technique() {
    return "triggers";
  }

  /** The engine's export of the runs; {@code results.jsonl} holds one line per pair. */
  @Override
  public String runsFile() {
    return RUNS_FILE;
  }

  @Override
  public Inputs inputs() {
    return inputs;
  }

  @Override
  public long items() {
    return (long) settings.files().size() * settings.configs().size();
  }

  @Override
  public Item item(long k) {
    int n = settings.configs().size();
    return new PairItem(k, (int) (k / n), settings.configs().get((int) (k % n)));
  }

  @Override
  public synchronized void count(long k, JsonNode statistics) {
    JsonNode line =
        statistics != null && statistics.has("status") ? statistics : failed(k, statistics);
    int[] c = foundPerConfig.computeIfAbsent(line.path("config").asText(), x -> new int[2]);
    c[1]++;
    if (SearchOutcome.FOUND.equals(line.path("status").asText())) {
      c[0]++;
    }
    try {
      results.add(k, line);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    if (sessionStarted) {
      progress.println(progressLine(line));
      progress.flush();
    }
  }

  /** The line of a pair whose item failed in Assay's own code (the engine recorded the failure). */
  private JsonNode failed(long k, JsonNode statistics) {
    int n = settings.configs().size();
    String why = statistics == null ? "no result" : statistics.path("tool_failure").asText();
    TriggerResult r =
        TriggerResult.error(
            names.get((int) (k / n)),
            settings.configs().get((int) (k % n)).name(),
            "internal error: " + why,
            0,
            settings.solverLabel());
    return JSON.valueToTree(JsonLinesResults.toMap(r));
  }

  private static String progressLine(JsonNode line) {
    String status = line.path("status").asText();
    if (SearchOutcome.ERROR.equals(status) && line.path("bad_input").asBoolean()) {
      return "assay: " + line.path("reason").asText();
    }
    List<String> terms = new ArrayList<>();
    line.path("terms").forEach(t -> terms.add(t.asText()));
    return String.format(
        Locale.ROOT,
        "%s %s: %s (%.1f s)%s",
        line.path("file").asText(),
        line.path("config").asText(),
        status,
        line.path("seconds").asDouble(),
        terms.isEmpty() ? "" : " " + String.join(" ", terms));
  }

  @Override
  public synchronized void sessionStarted() {
    sessionStarted = true;
    try {
      results.open();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Writes {@code results.jsonl} in pair order with every pair finished so far; returns it. */
  public synchronized Path writeResults() throws IOException {
    results.close();
    return results.rewrite();
  }

  /** The result line of every pair finished so far (all sessions), in pair order. */
  public List<JsonNode> resultLines() {
    return results.lines();
  }

  /** Per configuration: pairs that found a term and pairs counted, over every session. */
  public synchronized Map<String, int[]> foundPerConfig() {
    Map<String, int[]> out = new TreeMap<>();
    foundPerConfig.forEach((k, v) -> out.put(k, v.clone()));
    return out;
  }

  /** A file preprocessed, or why it cannot be searched. */
  private record Prepared(Problem problem, String error, boolean badInput, double seconds) {}

  /**
   * File {@code index} preprocessed with the calling worker's solvers, once for all its
   * configurations (a worker that asks while another preprocesses it waits for that one).
   */
  private Prepared prepared(int index, SearchSolvers ss) throws InterruptedException {
    CompletableFuture<Prepared> f;
    boolean mine = false;
    synchronized (prepared) {
      f = prepared.get(index);
      if (f == null) {
        f = new CompletableFuture<>();
        prepared.put(index, f);
        mine = true;
      }
    }
    if (mine) {
      try {
        f.complete(prepare(index, ss));
      } catch (InterruptedException | RuntimeException e) {
        f.completeExceptionally(e);
        synchronized (prepared) {
          prepared.remove(index);
        }
        throw e;
      }
    }
    try {
      return f.get();
    } catch (ExecutionException e) {
      Throwable c = e.getCause();
      if (c instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException("interrupted while another worker preprocessed", c);
    }
  }

  private Prepared prepare(int index, SearchSolvers ss) throws InterruptedException {
    Path file = settings.files().get(index);
    String name = names.get(index);
    long t0 = System.nanoTime();
    try {
      return new Prepared(
          TriggersRun.preprocess(settings, file, name, ss), null, false, seconds(t0));
    } catch (InputError e) {
      return new Prepared(null, e.getMessage(), true, seconds(t0));
    } catch (IOException e) {
      return new Prepared(null, name + ": cannot read: " + e.getMessage(), true, seconds(t0));
    }
  }

  /** The calling worker's solvers, started on its first item. */
  private SearchSolvers solvers() {
    Thread t = Thread.currentThread();
    synchronized (solvers) {
      SearchSolvers ss = solvers.get(t);
      if (ss != null) {
        return ss;
      }
    }
    SearchSolvers ss = TriggersRun.openStarted(settings);
    synchronized (solvers) {
      solvers.put(t, ss);
    }
    return ss;
  }

  @Override
  public void close() {
    try {
      results.close();
    } catch (IOException e) {
      // every line is flushed as it is written, and the command writes the file again at the end
    }
    synchronized (solvers) {
      solvers.values().forEach(SearchSolvers::close);
      solvers.clear();
    }
  }

  /** One (file, configuration) pair. */
  private final class PairItem implements Item {
    private final long k;
    private final int index;
    private final TriggerConfig config;
    private TriggerResult result;
    private boolean badInput;
    private Problem problem;
    private Finding finding;
    private boolean searched;

    PairItem(long k, int index, TriggerConfig config) {
      this.k = k;
      this.index = index;
      this.config = config;
    }

    private String name() {
      return names.get(index);
    }

    @Override
    public TestCase next(List<RunResult> previous) {
      if (searched) {
        return null;
      }
      searched = true;
      try {
        search();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", e);
      }
      if (finding == null) {
        return null;
      }
      String text = finding.withoutTerms();
      List<String> steps = new ArrayList<>();
      steps.add("configuration " + config.name());
      steps.add("triggering terms " + String.join(" ", finding.terms()));
      return new TestCase(
          name() + "#" + config.name(),
          Parser.parseScript(text, name()),
          SolverInput.prepare(text, false),
          text,
          Expectation.of(ExpectedStatus.UNSAT),
          "unsat: E-matching alone refutes the input with the triggering terms "
              + String.join(" ", finding.terms())
              + " added (with-terms.smt2), checked in a fresh run",
          new Provenance("triggers", name(), 0, k, steps));
    }

    private void search() throws IOException, InterruptedException {
      SearchSolvers ss = solvers();
      Prepared p = prepared(index, ss);
      // a configuration's time runs from the file's preprocessing, as if it ran alone
      double prep = p.seconds();
      if (p.problem() == null) {
        badInput = p.badInput();
        result = TriggerResult.error(name(), config.name(), p.error(), prep, label());
        return;
      }
      problem = p.problem();
      long s0 = System.nanoTime();
      try {
        SearchOutcome o =
            TriggersRun.search(
                settings,
                problem,
                config,
                ss,
                SearchListener.NONE,
                settings.timeout().minusNanos(Math.round(prep * 1e9)));
        if (o.status().equals(SearchOutcome.FOUND)) {
          finding = o.findings().get(0);
        }
        result = TriggersRun.result(settings, index, problem, config, o, prep + seconds(s0));
      } catch (RuntimeException e) {
        finding = null;
        result =
            TriggerResult.error(
                name(), config.name(), "internal error: " + e, prep + seconds(s0), label());
      }
    }

    private String label() {
      return settings.solverLabel();
    }

    @Override
    public List<RunResult> classify(List<RunResult> runs) {
      List<RunResult> out = new ArrayList<>();
      for (RunResult r : runs) {
        RunResult c =
            r.withField("config", config.name())
                .withField("terms", String.join(" ", result.terms()))
                .withField("kind", result.kind())
                .withExtraFile(
                    "with-terms.smt2", TriggersRun.reproduction(problem, config, finding))
                .withExtraFile(
                    "triggers.txt",
                    TriggersRun.readme(
                        problem, config, finding, result.fix(), settings, "with-terms.smt2"));
        if (r.verdict().is(Verdict.Kind.UNKNOWN)) {
          c =
              c.withVerdict(
                      Verdict.incompleteness(
                          "E-matching alone answers unknown; with "
                              + String.join(" ", result.terms())
                              + " it refutes the input ("
                              + result.kind()
                              + "): "
                              + result.fix()))
                  .withFailure(true)
                  .withSignatureHint("triggers|" + name() + "|" + String.join(" ", result.terms()));
        }
        out.add(c);
      }
      return out;
    }

    @Override
    public JsonNode statistics() {
      ObjectNode s = JSON.valueToTree(JsonLinesResults.toMap(result));
      if (badInput) {
        s.put("bad_input", true);
      }
      return s;
    }
  }

  private static double seconds(long t0) {
    return (System.nanoTime() - t0) / 1e9;
  }

  /**
   * Expected statuses here are established: unsat: E-matching refutes the input with the
   * synthesized term.
   */
  @Override
  public boolean establishesExpectations() {
    return true;
  }
}
