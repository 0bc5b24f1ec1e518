package dev.assay.spark;

import dev.assay.campaign.ItemExecutor;
import dev.assay.campaign.ItemResult;
import dev.assay.campaign.PreparedCase;
import dev.assay.core.InputError;
import java.io.File;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The driver of a campaign on Spark. Items are taken from the campaign in order and cut into slices
 * of {@link #SLICE_ITEMS}; a wave of slices (four per core, many more tasks than cores, since
 * solver times vary) is one Spark job, and two waves are in flight so that no core waits for the
 * driver. Executors make the campaign themselves from its recipe and send back each item's prepared
 * cases; the driver is the only writer of the store and the run folder and records the waves in
 * item order, so the store holds what a one-machine run of the same items holds. A task that fails
 * (an executor lost) is run again by Spark; only a finished task's results are recorded, and the
 * store's keyed inserts make a second recording of an item a no-op.
 */
final class SparkExecutor implements ItemExecutor {
  /** Tasks per core in one wave. */
  static final int SLICES_PER_CORE = 4;

  /** Tasks per core over the whole campaign, at least, while slices have more than one item. */
  static final int TASKS_PER_CORE = 8;

  /** Items per task, at most: a lost task costs no more than this many items run again. */
  static final int MAX_SLICE_ITEMS = 16;

  private final String master;

  /** The executor process ids that ran slices, in the order seen (the driver's thread only). */
  private final java.util.Set<Long> executorPids = new java.util.LinkedHashSet<>();

  /**
   * @param master the Spark master, or null for the one {@code spark-submit} (or {@code
   *     spark.master}) gives
   */
  SparkExecutor(String master) {
    this.master = master;
  }

  @Override
  public void run(Work work) throws IOException, InterruptedException {
    SparkConf conf = conf(work);
    long start = System.nanoTime();
    try (JavaSparkContext sc = new JavaSparkContext(conf)) {
      double startSeconds = (System.nanoTime() - start) / 1e9;
      long items = 0;
      sc.setLogLevel("WARN");
      sc.setJobGroup(
          "assay-" + work.campaignId(), "assay " + work.config().invocation().command(), true);
      CampaignRecipe recipe =
          new CampaignRecipe(
              work.campaignId(),
              work.config().invocation().command(),
              work.config().invocation().arguments(),
              work.inputsDigest(),
              ExecutorCampaigns.versions(work.config().solving().solvers()),
              work.deadlineMillis());
      SliceTask task = new SliceTask(recipe);
      int cores = sc.defaultParallelism();
      int waveSlices = Math.max(2, cores * SLICES_PER_CORE);
      int sliceItems = sliceItems(work.itemsLeft(), cores);
      Deque<JavaFutureAction<List<SliceResult>>> inFlight = new ArrayDeque<>();
      boolean itemsLeft = true;
      try {
        while (true) {
          while (itemsLeft && inFlight.size() < 2) {
            List<long[]> slices = wave(work, waveSlices, sliceItems);
            if (slices.isEmpty()) {
              itemsLeft = false;
              break;
            }
            inFlight.add(sc.parallelize(slices, slices.size()).map(task).collectAsync());
          }
          if (inFlight.isEmpty()) {
            work.err()
                .printf(
                    java.util.Locale.ROOT,
                    "assay %s: ran on Spark %s: %d executor%s (pid%s %s), context up in %.1f s;"
                        + " the driver recorded %d items in %.2f s (%.2f ms per item)%n",
                    work.config().invocation().command(),
                    sc.master(),
                    executorPids.size(),
                    executorPids.size() == 1 ? "" : "s",
                    executorPids.size() == 1 ? "" : "s",
                    String.join(", ", executorPids.stream().map(String::valueOf).toList()),
                    startSeconds,
                    items,
                    work.writerNanos() / 1e9,
                    items == 0 ? 0.0 : work.writerNanos() / 1e6 / items);
            work.err().flush();
            return;
          }
          List<SliceResult> done = await(inFlight.peekFirst(), work);
          if (done == null) {
            return; // stopped: the waves in flight are cancelled below; their items run on resume
          }
          inFlight.removeFirst();
          items += record(done, work);
        }
      } finally {
        for (JavaFutureAction<List<SliceResult>> f : inFlight) {
          f.cancel(true);
        }
      }
    }
  }

  /**
   * Items per task: one for a campaign that runs until its time is up; else enough to make {@link
   * #TASKS_PER_CORE} tasks per core, at most {@link #MAX_SLICE_ITEMS}.
   */
  static int sliceItems(long itemsLeft, int cores) {
    if (itemsLeft == Long.MAX_VALUE) {
      return 1;
    }
    long tasks = (long) Math.max(1, cores) * TASKS_PER_CORE;
    return (int) Math.max(1, Math.min(MAX_SLICE_ITEMS, (itemsLeft + tasks - 1) / tasks));
  }

  /** The next wave's slices: up to {@code slices} slices of consecutive items taken in order. */
  private static List<long[]> wave(Work work, int slices, int sliceItems) {
    List<long[]> out = new ArrayList<>();
    for (int s = 0; s < slices; s++) {
      long[] slice = new long[sliceItems];
      int n = 0;
      long k;
      while (n < sliceItems && (k = work.take()) >= 0) {
        slice[n++] = k;
      }
      if (n == 0) {
        break;
      }
      out.add(n == sliceItems ? slice : java.util.Arrays.copyOf(slice, n));
      if (n < sliceItems) {
        break;
      }
    }
    return out;
  }

  /** The wave's results, or null when the campaign stops first. */
  private static List<SliceResult> await(JavaFutureAction<List<SliceResult>> wave, Work work)
      throws InterruptedException {
    while (true) {
      if (work.stopping() && System.currentTimeMillis() <= work.deadlineMillis()) {
        return null; // Ctrl-C or SIGTERM; at the deadline the executors end their items themselves
      }
      try {
        return wave.get(200, TimeUnit.MILLISECONDS);
      } catch (TimeoutException e) {
        // not yet
      } catch (ExecutionException e) {
        throw new InputError("the Spark job failed: " + rootMessage(e));
      }
    }
  }

  /** Records a wave in item order; returns the number of items. */
  private long record(List<SliceResult> done, Work work) throws IOException {
    long items = 0;
    for (SliceResult slice : done) {
      executorPids.add(slice.executorPid());
      for (ItemResult item : slice.items()) {
        for (PreparedCase c : item.cases()) {
          work.record(c);
        }
        work.finish(item.end());
        items++;
      }
    }
    return items;
  }

  private static String rootMessage(Throwable t) {
    Throwable c = t;
    while (c.getCause() != null && c.getCause() != c) {
      c = c.getCause();
    }
    String m = c.getMessage() == null ? c.toString() : c.getMessage();
    int line = m.indexOf('\n');
    return line < 0 ? m : m.substring(0, line);
  }

  /**
   * A class path with every entry made absolute: a local cluster starts its executors in work
   * folders of their own, where a relative entry names nothing (and a task then fails to load
   * Assay's classes).
   */
  static String absolute(String classPath) {
    List<String> parts = new ArrayList<>();
    for (String p : classPath.split(File.pathSeparator)) {
      if (!p.isEmpty()) {
        parts.add(new File(p).getAbsolutePath());
      }
    }
    return String.join(File.pathSeparator, parts);
  }

  /**
   * The job's configuration: logs at WARN, no UI, bound to the loopback address when the cluster is
   * this machine; a local cluster's executors get this JVM's class path (they are started from no
   * Spark distribution but the jars this driver runs on).
   */
  private SparkConf conf(Work work) {
    SparkConf conf = new SparkConf().setAppName("assay " + work.config().invocation().command());
    if (master != null) {
      conf.setMaster(master);
    }
    conf.setIfMissing("spark.log.level", "WARN");
    conf.setIfMissing("spark.ui.enabled", "false");
    // the first wave waits (up to a minute) for every executor asked for, so that it is spread
    // over all of them and not run by the first one to register
    conf.setIfMissing("spark.scheduler.minRegisteredResourcesRatio", "1.0");
    conf.setIfMissing("spark.scheduler.maxRegisteredResourcesWaitingTime", "60s");
    conf.setIfMissing("spark.ui.showConsoleProgress", "false");
    String m = conf.get("spark.master", "");
    if (m.startsWith("local")) {
      conf.setIfMissing("spark.driver.host", "127.0.0.1");
      conf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
    }
    if (m.startsWith("local-cluster")) {
      String cp = System.getProperty("surefire.test.class.path");
      if (cp == null || cp.isEmpty()) {
        cp = System.getProperty("java.class.path");
      }
      conf.setIfMissing("spark.executor.extraClassPath", absolute(cp));
      // without a distribution's build folders, Spark's launcher asks for the Scala version
      conf.setIfMissing("spark.executorEnv.SPARK_SCALA_VERSION", "2.13");
      // executors start solver processes: leave them memory beyond the executor's heap
      conf.setIfMissing("spark.executor.memoryOverhead", "512m");
      String home = System.getenv("SPARK_HOME");
      if (home == null || !new File(home, "jars").isDirectory()) {
        throw new InputError(
            "--engine spark:"
                + m
                + " starts executors the Spark way: set SPARK_HOME to a Spark distribution (or to"
                + " any folder with an empty jars/ folder: Assay gives the executors its own class"
                + " path)");
      }
    }
    return conf;
  }
}
