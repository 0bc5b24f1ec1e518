package dev.assay.oracle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * A technique as the campaign engine runs it: a sequence of items, each a deterministic piece of
 * work that yields test cases one after another and may look at how the solvers answered the
 * previous case (a weakening walk needs that for its incompleteness judgement). Item {@code k}
 * makes the same cases whatever order items run in and on whatever machine, so items are also the
 * unit of resume: an item the store records as finished is not run again.
 *
 * <p>The engine owns everything else: workers, solvers, the oracle, stopping, resume, the store,
 * reproduction folders and progress.
 */
public interface Producer {

  /** The technique's name, as run folders and the store record it. */
  String technique();

  /**
   * The inputs that decide the cases, by name and text (files, seeds, the generated suite): a
   * resumed campaign must be given the same ones.
   */
  Inputs inputs();

  /**
   * The inputs given that the technique could not use (unreadable, nothing to check): recorded with
   * the campaign and named in its summary and results, never run.
   */
  default List<InputIssue> inputIssues() {
    return List.of();
  }

  /** The number of items; {@link Long#MAX_VALUE} when the campaign runs until its time is up. */
  long items();

  /**
   * Waits until item {@code k} may start. A technique that learns across items reads, for item k,
   * only what items finished before a fixed point in the item order (the previous round) have
   * counted, so that k makes the same cases in any order; it waits here until those are counted.
   * The items it waits for come before k, so they are taken already. Returns false when the
   * campaign stops first: the item is then not run, and not finished.
   *
   * @param stop whether the campaign stops
   */
  default boolean awaitInputs(long k, BooleanSupplier stop) throws InterruptedException {
    return true;
  }

  /** The work of item {@code k}; called from worker threads, one item per thread at a time. */
  Item item(long k);

  /**
   * The work of item {@code k} in a campaign that may stop (its time budget spent, Ctrl-C): a
   * technique that runs solvers of its own (confirmation, reduction) asks {@code stop} before each
   * and throws {@link Stopped} from {@link Item#classify} rather than run past it.
   */
  default Item item(long k, BooleanSupplier stop) {
    return item(k);
  }

  /**
   * Thrown by {@link Item#classify} when the campaign stopped before the technique could judge the
   * case, or by {@link Item#next} when the technique's own work for the next case (a search) ended
   * at the stop: the case is not recorded, and the item ends where it is.
   */
  final class Stopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public Stopped() {
      super("the campaign stopped", null, false, false);
    }
  }

  /**
   * Counts a finished item's statistics into the campaign's, whether it finished now or in an
   * earlier session (read back from the store). Called from one thread at a time.
   */
  void count(long k, JsonNode statistics);

  /**
   * Called once the items of earlier sessions are counted, before this session's first item: what
   * was counted so far is the resumed campaign's past.
   */
  default void sessionStarted() {}

  /**
   * Whether the technique confirms and reduces its own soundness findings and crashes (its runs
   * then carry the reduced files), so the engine reduces only the pairs of incompleteness findings.
   */
  default boolean reducesOwnFindings() {
    return false;
  }

  /**
   * Whether the technique establishes its cases' expected statuses itself (by construction, by a
   * witness under Assay's evaluator, by replaying a chain under an independent solver) and says so
   * in its classification. When not (statuses from a label, or from rules applied to a labelled
   * seed), the engine confirms each wrong status by other evidence before it counts.
   */
  default boolean establishesExpectations() {
    return false;
  }

  /**
   * The name of the run folder's export of the solver runs, one line each: {@code results.jsonl},
   * unless the technique writes a file of that name itself.
   */
  default String runsFile() {
    return "results.jsonl";
  }

  /** What decides the cases: names and texts, in order. */
  record Inputs(List<String> names, List<String> texts) {
    public Inputs {
      names = List.copyOf(names);
      texts = List.copyOf(texts);
      if (names.size() != texts.size()) {
        throw new IllegalArgumentException("one text per input name");
      }
    }
  }

  /** One item's cases and its classification of their runs. */
  interface Item {
    /**
     * The next case, having seen the runs of the previous one on every solver (empty before the
     * first); null when the item is done.
     */
    TestCase next(List<RunResult> previous);

    /**
     * The technique's reading of one case's runs, in solver order: the oracle's verdicts, or the
     * technique's own where it knows more; one result per run, same order.
     */
    default List<RunResult> classify(List<RunResult> runs) {
      return runs;
    }

    /** This item's statistics, recorded with it when it finishes; null for none. */
    JsonNode statistics();

    /** The item is left unfinished (the campaign stopped): what it holds open is closed. */
    default void abandon() {}

    /** An item of case {@code c} alone, its runs as the oracle judged them, no statistics. */
    static Item of(TestCase c) {
      return new OneCase(c, null, null);
    }

    /**
     * An item of case {@code c} alone, its runs read by {@code classify}, which writes the item's
     * statistics into the node it is given.
     */
    static Item of(TestCase c, CaseReading classify) {
      return new OneCase(c, classify, JsonNodeFactory.instance.objectNode());
    }
  }

  /** A technique's reading of the runs of an item's one case. */
  @FunctionalInterface
  interface CaseReading {
    /**
     * @param runs the case's runs in solver order
     * @param statistics the item's statistics, to write into
     * @return one result per run, same order
     */
    List<RunResult> classify(List<RunResult> runs, ObjectNode statistics);
  }

  /**
   * The item of one case: it hands out the case once; {@code stats} null for an item that records
   * none.
   */
  record OneCase(TestCase c, CaseReading reading, ObjectNode stats) implements Item {
    @Override
    public TestCase next(List<RunResult> previous) {
      return previous.isEmpty() ? c : null;
    }

    @Override
    public List<RunResult> classify(List<RunResult> runs) {
      return reading == null ? runs : reading.classify(runs, stats);
    }

    @Override
    public JsonNode statistics() {
      return stats;
    }
  }
}
