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
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Triggering-term synthesis as the campaign engine runs it: item {@code k} is one (file,
 * configuration) pair, in file order, then configuration order. The item searches (preprocessing
 * included, within the pair's time limit) with its worker's own solvers; when a term is found, its
 * one case is the input under E-matching-only options <em>without</em> the term, expected unsat
 * because E-matching refutes it with the term. A campaign solver that answers unknown on it has the
 * incompleteness the term shows, and that run is the finding (signed by the file and the terms);
 * its reproduction folder also holds the input with the terms ({@code with-terms.smt2}) and the
 * report ({@code triggers.txt}). Every item's result line goes into the store as its statistics,
 * found or not.
 *
 * <p>A search depends on timing (it ends at its deadline), so an item is deterministic only when it
 * ends before its time limit.
 */
public final class TriggersProducer implements Producer, AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final TriggersRun.Settings settings;
  private final Inputs inputs;
  private final Map<Thread, SearchSolvers> solvers = new LinkedHashMap<>();
  private final Map<String, int[]> foundPerConfig = new TreeMap<>();

  /** The settings' files, configurations, time limit, solver and options; its jobs are ignored. */
  public TriggersProducer(TriggersRun.Settings settings) {
    this.settings = settings;
    List<String> names = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    for (Path f : settings.files()) {
      names.add(f.toString());
      texts.add(text(f));
    }
    this.inputs = new Inputs(names, texts);
  }

  /** A file's text for the campaign's digest; a file too large to search is named by its size. */
  private static String text(Path f) {
    try {
      long size = Files.size(f);
      return size >= Preprocessor.MAX_BYTES
          ? "(" + size + " bytes)"
          : Files.readString(f, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new InputError(f + ": cannot read: " + e.getMessage());
    }
  }

  @Override
  public String technique() {
    return "triggers";
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
    return new PairItem(
        k, settings.files().get((int) (k / n)), settings.configs().get((int) (k % n)));
  }

  @Override
  public synchronized void count(long k, JsonNode statistics) {
    int[] c = foundPerConfig.computeIfAbsent(statistics.path("config").asText(), x -> new int[2]);
    c[1]++;
    if (SearchOutcome.FOUND.equals(statistics.path("status").asText())) {
      c[0]++;
    }
  }

  /** Per configuration: pairs that found a term and pairs counted, over every session. */
  public synchronized Map<String, int[]> foundPerConfig() {
    Map<String, int[]> out = new TreeMap<>();
    foundPerConfig.forEach((k, v) -> out.put(k, v.clone()));
    return out;
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
    synchronized (solvers) {
      solvers.values().forEach(SearchSolvers::close);
      solvers.clear();
    }
  }

  /** One (file, configuration) pair. */
  private final class PairItem implements Item {
    private final long k;
    private final Path file;
    private final TriggerConfig config;
    private TriggerResult result;
    private Problem problem;
    private Finding finding;
    private boolean searched;

    PairItem(long k, Path file, TriggerConfig config) {
      this.k = k;
      this.file = file;
      this.config = config;
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
          file + "#" + config.name(),
          Parser.parseScript(text, file.toString()),
          SolverInput.prepare(text, false),
          text,
          Expectation.of(ExpectedStatus.UNSAT),
          "unsat: E-matching alone refutes the input with the triggering terms "
              + String.join(" ", finding.terms())
              + " added (with-terms.smt2), checked in a fresh run",
          new Provenance("triggers", file.toString(), 0, k, steps));
    }

    private void search() throws IOException, InterruptedException {
      long t0 = System.nanoTime();
      SearchSolvers ss = solvers();
      try {
        problem = TriggersRun.preprocess(settings, file, ss);
      } catch (InputError e) {
        result =
            TriggerResult.error(
                file.toString(), config.name(), e.getMessage(), seconds(t0), label());
        return;
      }
      SearchOutcome o =
          TriggersRun.search(
              settings,
              problem,
              config,
              ss,
              SearchListener.NONE,
              settings.timeout().minusNanos(System.nanoTime() - t0));
      if (o.status().equals(SearchOutcome.FOUND)) {
        finding = o.findings().get(0);
      }
      result =
          TriggersRun.describe(
              settings,
              problem,
              config,
              o,
              seconds(t0),
              finding == null ? null : "with-terms.smt2");
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
                  .withSignatureHint("triggers|" + file + "|" + String.join(" ", result.terms()));
        }
        out.add(c);
      }
      return out;
    }

    @Override
    public JsonNode statistics() {
      ObjectNode s = JSON.valueToTree(JsonLinesResults.toMap(result));
      return s;
    }
  }

  private static double seconds(long t0) {
    return (System.nanoTime() - t0) / 1e9;
  }
}
