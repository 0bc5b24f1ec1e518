package dev.assay.campaign;

import dev.assay.oracle.Producer;
import java.io.IOException;
import java.io.PrintWriter;

/**
 * Where a campaign's items run: threads of this process ({@link LocalExecutor}) or the executors of
 * a cluster. An executor takes items from the campaign's {@link Work} until none is left or the
 * campaign stops, runs each with an {@link ItemRunner}, and hands every prepared case and item end
 * to the work's writer, which alone touches the store and the run folder.
 */
public interface ItemExecutor {

  /** Runs the work; returns when no item is left, the campaign stopped, or a worker failed. */
  void run(Work work) throws IOException, InterruptedException;

  /**
   * A campaign session as executors see it.
   *
   * @see Engine
   */
  interface Work {
    /** The campaign's configuration (its command and recorded arguments rebuild it elsewhere). */
    Engine.Config config();

    /** The campaign's producer, on this process. */
    Producer producer();

    /** The campaign's id in the store. */
    String campaignId();

    /** The digest of the campaign's inputs, which a remote worker checks its own against. */
    String inputsDigest();

    /**
     * How many items are left to take, at most: the range's items not finished before this session
     * ({@link Long#MAX_VALUE} for a campaign that runs until its time is up).
     */
    long itemsLeft();

    /** The next item to run, or -1 when none is left or the campaign stops. */
    long take();

    /** Whether the campaign stops (Ctrl-C, SIGTERM, its budget, a failed worker). */
    boolean stopping();

    /** The wall-clock deadline in {@link System#currentTimeMillis()} terms, or Long.MAX_VALUE. */
    long deadlineMillis();

    /** Records one case's runs. */
    void record(PreparedCase c) throws IOException;

    /** Records how an item ended (a complete item is finished: resume skips it). */
    void finish(ItemEnd end) throws IOException;

    /** The time the writer spent recording so far (store, folders, statistics), in nanoseconds. */
    long writerNanos();

    /** Whether a finding id is in the store already. */
    boolean knownFinding(String id);

    /** The shared reductions of this process's runners. */
    ItemRunner.Reductions reductions();

    /** Where to say what goes wrong. */
    PrintWriter err();
  }
}
