package dev.assay.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.campaign.PostgresServer;
import dev.assay.campaign.Store;
import dev.assay.cli.Main;
import dev.assay.testkit.Fixtures;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A fuzz campaign on a real {@code local-cluster[2,1,1024]} (a master, two workers and two executor
 * JVMs, started apart from this driver) with a PostgreSQL store gives what the same campaign gives
 * with {@code --engine local}: the same runs with the same verdicts and findings, the same item
 * statistics — also when one executor is killed mid-run.
 */
@Tag("spark")
class SparkEngineTest {
  private static final String CLUSTER = "spark:local-cluster[2,1,1024]";
  private static final Pattern EXECUTORS = Pattern.compile("executors? \\(pids? ([0-9, ]+)\\)");

  @TempDir static Path dir;
  private static PostgresServer server;
  private static Campaign local;
  private static String liar;

  @BeforeAll
  static void start() throws Exception {
    // local-cluster executors are started the way a Spark distribution starts them: SPARK_HOME
    // (set by the build) must hold a jars/ folder; the driver gives them its own class path.
    Files.createDirectories(Path.of(System.getenv("SPARK_HOME"), "jars"));
    server = PostgresServer.start();
    // 16 seeds: 16 walks, the campaign's items, for 2 executors
    Path seeds = Files.createDirectories(dir.resolve("seeds"));
    for (int k = 1; k <= 8; k++) {
      Files.writeString(
          seeds.resolve("sat" + k + ".smt2"),
          "(set-logic QF_LIA)\n(set-info :status sat)\n(declare-const x Int)\n"
              + "(declare-const y Int)\n(assert (and (> x "
              + k
              + ") (< y (+ x 3))))\n(check-sat)\n");
      Files.writeString(
          seeds.resolve("unsat" + k + ".smt2"),
          "(set-logic QF_LIA)\n(set-info :status unsat)\n(declare-const x Int)\n"
              + "(assert (< x (- "
              + k
              + ")))\n(assert (> x "
              + k
              + "))\n(check-sat)\n");
    }
    // unsat on sat inputs (a disagreement nothing confirms), sat with x = 0 on unsat ones (a wrong
    // sat its own model refutes: a confirmed finding)
    liar =
        fake(
            "liar",
            "sleep 0.1\nif [ \"$status\" = sat ]; then echo unsat; else echo sat;"
                + " echo '((define-fun x () Int 0))'; fi\n");
    local = campaign("local", "local", id -> {});
  }

  @AfterAll
  static void stop() throws IOException {
    if (server != null) {
      server.close();
    }
  }

  @Test
  void aCampaignOnALocalCluster_givesTheRunsFindingsAndStatisticsOfALocalOne() throws Exception {
    Set<Long> running = new LinkedHashSet<>();
    Campaign spark =
        campaign(
            CLUSTER,
            "cluster",
            id -> {
              while (true) {
                for (ProcessHandle p : executors()) {
                  running.add(p.pid());
                }
                Thread.sleep(200);
              }
            });
    assertThat(spark.code()).as(spark.err()).isEqualTo(local.code());
    List<Long> pids = executorPids(spark.err());
    assertThat(pids).hasSize(2).doesNotContain(ProcessHandle.current().pid());
    assertThat(running).containsAll(pids);
    assertSameCampaign(spark, local);
  }

  @Test
  void killingAnExecutorMidRun_losesAndDuplicatesNothing() throws Exception {
    AtomicReference<Long> killed = new AtomicReference<>();
    Campaign spark =
        campaign(
            CLUSTER,
            "killed",
            campaignId -> {
              // once a third of the runs are recorded, kill an executor that is running slices
              try (Store store = Store.open(server.url())) {
                while (store.resultCount(campaignId) < local.rows().size() / 3) {
                  Thread.sleep(100);
                }
              }
              ProcessHandle victim = executors().get(0);
              killed.set(victim.pid());
              victim.destroyForcibly();
            });
    assertThat(killed.get()).isNotNull();
    assertThat(spark.code()).as(spark.err()).isEqualTo(local.code());
    assertSameCampaign(spark, local);
  }

  private static void assertSameCampaign(Campaign a, Campaign b) {
    assertThat(a.rows()).isEqualTo(b.rows());
    assertThat(a.verdicts()).isEqualTo(b.verdicts());
    assertThat(a.items()).isEqualTo(b.items());
    assertThat(a.hits()).isEqualTo(b.hits()).isNotEmpty();
  }

  /** What a campaign left in the store, without what depends on timing or on where it ran. */
  record Campaign(
      int code,
      String err,
      Map<String, String> rows,
      Map<String, Map<String, Long>> verdicts,
      Map<Long, String> items,
      Map<String, Long> hits) {}

  private interface WhileRunning {
    void accept(String campaignId) throws Exception;
  }

  private static Campaign campaign(String engine, String name, WhileRunning during)
      throws Exception {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    String campaignId = "spark-test-" + name;
    Thread watcher =
        new Thread(
            () -> {
              try {
                during.accept(campaignId);
              } catch (InterruptedException e) {
                // the campaign ended
              } catch (Exception e) {
                throw new IllegalStateException(e);
              }
            });
    watcher.setDaemon(true);
    watcher.start();
    int code;
    try {
      code =
          Main.run(
              new String[] {
                "fuzz",
                dir.resolve("seeds").toString(),
                "--solver",
                liar,
                "--iterations",
                "4",
                "--seed",
                "5",
                "-j",
                "2",
                "--engine",
                engine,
                "--campaign",
                campaignId,
                "--store",
                server.url(),
                "--no-report",
                "--out",
                dir.resolve(name).toString()
              },
              new PrintWriter(out, true),
              new PrintWriter(err, true));
    } finally {
      watcher.interrupt();
    }
    try (Store store = Store.open(server.url())) {
      Map<String, String> rows = new TreeMap<>();
      for (Store.StoredResult r : store.results(campaignId)) {
        rows.put(
            r.item() + "/" + r.seq() + "/" + r.caseId() + "/" + r.solver(),
            r.verdict() + " " + r.findingId() + " " + r.detail());
      }
      Map<Long, String> items = new TreeMap<>();
      for (Store.FinishedItem f : store.finishedItems(campaignId)) {
        items.put(f.item(), f.statistics());
      }
      return new Campaign(
          code,
          err + "\n" + out,
          rows,
          store.verdictCounts(campaignId),
          items,
          new TreeMap<>(store.hitCounts(campaignId)));
    }
  }

  /** The executor JVMs of a running Spark application on this machine. */
  private static List<ProcessHandle> executors() {
    List<ProcessHandle> out = new ArrayList<>();
    ProcessHandle.allProcesses().filter(SparkEngineTest::isExecutor).forEach(out::add);
    return out;
  }

  private static boolean isExecutor(ProcessHandle p) {
    try {
      byte[] cmd = Files.readAllBytes(Path.of("/proc", String.valueOf(p.pid()), "cmdline"));
      return new String(cmd, java.nio.charset.StandardCharsets.UTF_8)
          .contains("org.apache.spark.executor.CoarseGrainedExecutorBackend");
    } catch (IOException e) {
      return false; // gone, or not ours to read
    }
  }

  private static List<Long> executorPids(String err) {
    Matcher m = EXECUTORS.matcher(err);
    assertThat(m.find()).as(err).isTrue();
    List<Long> out = new ArrayList<>();
    for (String p : m.group(1).split(",\\s*")) {
      out.add(Long.parseLong(p.trim()));
    }
    return out;
  }

  /** A fake solver: {@code body} runs with $status the input's stated status. */
  private static String fake(String name, String body) throws IOException {
    return "liar=cmd:" + Fixtures.statusFake(dir, name, body);
  }
}
