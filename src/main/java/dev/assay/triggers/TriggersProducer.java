package dev.assay.triggers;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
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
import java.util.function.BooleanSupplier;

/**
 * Triggering-term synthesis as the campaign engine runs it: item {@code k} is input file {@code k},
 * searched with every configuration of the run under one budget ({@link FileSearch}) on its
 * worker's own solvers, which live for the whole command. When a term is found, its reproduction
 * goes under {@code found/} and the item's one case is the input under E-matching-only options
 * <em>without</em> the term, expected unsat because E-matching refutes it with the term. A campaign
 * solver that answers unknown on it has the incompleteness the term shows, and that run is the
 * finding (signed by the file and the terms); its reproduction folder also holds the input with the
 * terms ({@code with-terms.smt2}) and the report ({@code triggers.txt}). Every item's result lines
 * (one per configuration) go into the store as its statistics, found or not, and into {@code
 * results.jsonl} ({@link PairResultsFile}).
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

  private final SearchSettings settings;
  private final List<Path> files;
  private final List<String> names;
  private final Inputs inputs;
  private final PrintWriter progress;
  private final PairResultsFile results;
  private final Map<Thread, WorkerSolvers> solvers = new LinkedHashMap<>();
  private final Map<String, int[]> foundPerConfig = new TreeMap<>();
  private boolean sessionStarted;

  /**
   * @param files the inputs, in order
   * @param names each file's name in results, reports and the store: one that does not depend on
   *     the working directory, so that a campaign resumed elsewhere names its files alike
   * @param progress where a line per finished pair goes (the input's message when it cannot be
   *     searched)
   */
  public TriggersProducer(
      SearchSettings settings, List<Path> files, List<String> names, PrintWriter progress) {
    if (names.size() != files.size()) {
      throw new IllegalArgumentException("one name per file");
    }
    this.settings = settings;
    this.files = List.copyOf(files);
    this.names = List.copyOf(names);
    this.progress = progress;
    this.results = new PairResultsFile(settings.out().resolve(RESULTS_FILE));
    List<String> texts = new ArrayList<>();
    for (Path f : files) {
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
    return files.size();
  }

  @Override
  public Item item(long k) {
    return new FileItem((int) k, () -> false);
  }

  /** Item {@code k}, whose search ends early when the campaign stops (Ctrl-C). */
  @Override
  public Item item(long k, BooleanSupplier stop) {
    return new FileItem((int) k, stop);
  }

  @Override
  public synchronized void count(long k, JsonNode statistics) {
    List<JsonNode> lines = new ArrayList<>();
    if (statistics != null && statistics.has("pairs")) {
      statistics.path("pairs").forEach(lines::add);
    } else {
      lines.addAll(failed((int) k, statistics));
    }
    int n = settings.configs().size();
    for (int c = 0; c < lines.size(); c++) {
      JsonNode line = lines.get(c);
      int[] counts = foundPerConfig.computeIfAbsent(line.path("config").asText(), x -> new int[2]);
      counts[1]++;
      if (SearchOutcome.FOUND.equals(line.path("status").asText())) {
        counts[0]++;
      }
      try {
        results.add(k * n + c, line);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      if (sessionStarted) {
        progress.println(progressLine(line));
        progress.flush();
      }
    }
  }

  /** The lines of an item that failed in Assay's own code (the engine recorded the failure). */
  private List<JsonNode> failed(int k, JsonNode statistics) {
    String why = statistics == null ? "no result" : statistics.path("tool_failure").asText();
    List<JsonNode> out = new ArrayList<>();
    for (TriggerConfig c : settings.configs()) {
      TriggerResult r =
          TriggerResult.error(
              names.get(k), c.name(), "internal error: " + why, 0, settings.solverLabel(), null);
      out.add(JSON.valueToTree(JsonLinesResults.toMap(r)));
    }
    return out;
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

  /** The calling worker's solvers, started on its first item and kept for the command. */
  private WorkerSolvers solvers() throws InterruptedException {
    Thread t = Thread.currentThread();
    synchronized (solvers) {
      WorkerSolvers ss = solvers.get(t);
      if (ss != null) {
        return ss;
      }
    }
    WorkerSolvers ss = WorkerSolvers.open(settings.solvers(), settings.timeout());
    ss.warmUp(settings.timeout(), settings.options().modelMillis());
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
      solvers.values().forEach(WorkerSolvers::close);
      solvers.clear();
    }
  }

  /** One input file, all configurations. */
  private final class FileItem implements Item {
    private final int index;
    private final BooleanSupplier stop;
    private FileSearch.Outcome outcome;
    private boolean searched;
    private boolean stopped;

    FileItem(int index, BooleanSupplier stop) {
      this.index = index;
      this.stop = stop;
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
        WorkerSolvers ss = solvers();
        try {
          outcome =
              new FileSearch(settings, ss, SearchListener.NONE)
                  .run(index, files.size(), files.get(index), name(), stop);
        } finally {
          // the case below runs on the same worker JVM
          ss.handBackFresh();
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted", e);
      }
      Finding finding = outcome.finding();
      if (finding == null && stop.getAsBoolean()) {
        // the search ended at the stop, not at its time limit: the item is not finished, and a
        // resumed campaign searches the file again
        stopped = true;
        throw new Producer.Stopped();
      }
      if (finding == null) {
        return null;
      }
      String text = finding.withoutTerms();
      List<String> steps = new ArrayList<>();
      steps.add("configuration " + outcome.foundBy().name());
      steps.add("triggering terms " + String.join(" ", finding.terms()));
      return new TestCase(
          name() + "#" + outcome.foundBy().name(),
          Parser.parseScript(text, name()),
          SolverInput.prepare(text, false),
          text,
          Expectation.of(ExpectedStatus.UNSAT),
          "unsat: E-matching alone refutes the input with the triggering terms "
              + String.join(" ", finding.terms())
              + " added (with-terms.smt2), checked in fresh runs",
          new Provenance("triggers", name(), 0, index, steps));
    }

    @Override
    public List<RunResult> classify(List<RunResult> runs) {
      Finding finding = outcome.finding();
      TriggerConfig config = outcome.foundBy();
      Problem problem = outcome.problem();
      ValidationSettings vs = settings.solvers().validation();
      String terms = String.join(" ", finding.terms());
      String fix = TriggerReport.fix(problem, finding);
      List<RunResult> out = new ArrayList<>();
      for (RunResult r : runs) {
        RunResult c =
            r.withField("config", config.name())
                .withField("terms", terms)
                .withField("kind", finding.kind())
                .withExtraFile(
                    "with-terms.smt2", FoundReport.reproduction(problem, config, finding, vs))
                .withExtraFile(
                    "triggers.txt",
                    FoundReport.readme(problem, config, finding, vs, "with-terms.smt2"));
        if (r.verdict().is(Verdict.Kind.UNKNOWN)) {
          c =
              c.withVerdict(
                      Verdict.incompleteness(
                          "E-matching alone answers unknown; with "
                              + terms
                              + " it refutes the input ("
                              + finding.kind()
                              + "): "
                              + fix))
                  .withFailure(true)
                  .withSignatureHint("triggers|" + name() + "|" + terms);
        }
        out.add(c);
      }
      return out;
    }

    @Override
    public JsonNode statistics() {
      if (stopped) {
        return null; // nothing of a stopped search is kept
      }
      ObjectNode s = JSON.createObjectNode();
      ArrayNode pairs = s.putArray("pairs");
      for (TriggerResult r : outcome.results()) {
        ObjectNode line = JSON.valueToTree(JsonLinesResults.toMap(r));
        if (outcome.badInput()) {
          line.put("bad_input", true);
        }
        pairs.add(line);
      }
      return s;
    }
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
