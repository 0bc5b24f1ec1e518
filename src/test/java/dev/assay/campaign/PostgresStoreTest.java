package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.cli.Main;
import dev.assay.testkit.Fixtures;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The findings store on a real PostgreSQL server (Debian's package, started by the test on
 * 127.0.0.1 as a non-root user and stopped afterwards): the same schema and SQL as SQLite, the same
 * results, deduplication across campaigns, and two processes writing one campaign at once without
 * losing or duplicating anything.
 */
@Tag("external")
class PostgresStoreTest {
  private static PostgresServer server;

  @TempDir Path dir;
  private Path cases;
  private final List<String> solverArgs = new ArrayList<>();

  @BeforeAll
  static void startServer() throws Exception {
    server = PostgresServer.start();
  }

  @AfterAll
  static void stopServer() throws Exception {
    if (server != null) {
      server.close();
    }
  }

  @BeforeEach
  void corpus() throws IOException {
    cases = Fixtures.posNeg(dir.resolve("cases"), 0, 6);
    for (String f : List.of("/strings-fakes/status-echo.sh", "/fake-solvers/wrong-model.sh")) {
      solverArgs.add("--solver");
      solverArgs.add("cmd:" + Fixtures.fakeSolver(f, dir));
    }
  }

  private record Run(int exit, String out, String err) {}

  private Run check(String store, Path out) {
    List<String> args = new ArrayList<>(List.of("check", cases.toString()));
    args.addAll(solverArgs);
    args.addAll(List.of("--store", store, "--out", out.toString(), "-j", "2"));
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    int exit = Main.run(args.toArray(String[]::new), new PrintWriter(o), new PrintWriter(e));
    return new Run(exit, o.toString(), e.toString());
  }

  private static String tableOf(String out) {
    return out.substring(0, out.indexOf("\n\n"));
  }

  @Test
  void thePassword_isNeverWrittenDown_notInTheRunFolderNorInTheStore() throws Exception {
    String secret = "s3cret-" + Long.toHexString(System.nanoTime());
    String url = server.url() + (server.url().contains("?") ? "&" : "?") + "password=" + secret;
    Path out = dir.resolve("run");
    Run r = check(url, out);
    assertThat(r.exit()).as(r.err()).isEqualTo(1);
    assertThat(r.out() + r.err()).doesNotContain(secret);
    List<Path> files;
    try (var walk = Files.walk(out)) {
      files = walk.filter(Files::isRegularFile).toList();
    }
    assertThat(files).isNotEmpty();
    for (Path f : files) {
      assertThat(new String(Files.readAllBytes(f), java.nio.charset.StandardCharsets.ISO_8859_1))
          .as(f.toString())
          .doesNotContain(secret);
    }
    if (java.nio.file.FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
      assertThat(
              java.nio.file.attribute.PosixFilePermissions.toString(
                  Files.getPosixFilePermissions(out)))
          .isEqualTo("rwx------");
    }
    StringBuilder dump = new StringBuilder();
    try (java.sql.Connection c = java.sql.DriverManager.getConnection(server.url());
        java.sql.Statement st = c.createStatement()) {
      for (String table :
          List.of(
              "campaign",
              "campaign_solver",
              "campaign_session",
              "item",
              "result",
              "finding",
              "finding_hit",
              "input_issue")) {
        try (java.sql.ResultSet rs = st.executeQuery("SELECT * FROM " + table)) {
          int n = rs.getMetaData().getColumnCount();
          while (rs.next()) {
            for (int i = 1; i <= n; i++) {
              dump.append(rs.getString(i)).append('|');
            }
          }
        }
      }
    }
    assertThat(dump).isNotEmpty();
    assertThat(dump.toString()).doesNotContain(secret);
  }

  @Test
  void liveness_roundTripsOnPostgres() throws Exception {
    try (Store store = Store.open(server.url())) {
      LivenessTest.roundTrip(store);
    }
  }

  @Test
  void aCampaignOnPostgres_givesTheTableAndFindingsOfOneOnSqlite() throws Exception {
    Run pg = check(server.url(), dir.resolve("pg"));
    Run lite = check("jdbc:sqlite:" + dir.resolve("lite.db"), dir.resolve("lite"));

    assertThat(pg.exit()).as(pg.err()).isEqualTo(1);
    assertThat(tableOf(pg.out())).isEqualTo(tableOf(lite.out()));
    try (Store a = Store.open(server.url());
        Store b = Store.open("jdbc:sqlite:" + dir.resolve("lite.db"))) {
      String pgCampaign = RunManifest.read(dir.resolve("pg")).campaignId();
      String liteCampaign = RunManifest.read(dir.resolve("lite")).campaignId();
      assertThat(a.findingsOf(pgCampaign).stream().map(Store.Finding::signature))
          .containsExactlyInAnyOrderElementsOf(
              b.findingsOf(liteCampaign).stream().map(Store.Finding::signature).toList());
      assertThat(a.resultLines(pgCampaign)).hasSize(24);
    }
  }

  @Test
  void twoProcessesOnOneCampaign_loseNothingAndDuplicateNothing() throws Exception {
    String url = server.url().replace("/assay?", "/assay?ApplicationName=two&");
    Path out = dir.resolve("run");
    Run first = check(url, out);
    assertThat(first.exit()).as(first.err()).isEqualTo(1);
    String campaign = RunManifest.read(out).campaignId();
    List<String> before;
    try (Store s = Store.open(url)) {
      before = s.resultLines(campaign).stream().map(PostgresStoreTest::key).toList();
    }
    // The campaign as it was before its first item: then two processes resume it at once.
    try (Connection c = DriverManager.getConnection(url);
        Statement st = c.createStatement()) {
      st.executeUpdate("DELETE FROM item WHERE campaign_id = '" + campaign + "'");
      st.executeUpdate("DELETE FROM result WHERE campaign_id = '" + campaign + "'");
      st.executeUpdate("DELETE FROM finding_hit WHERE campaign_id = '" + campaign + "'");
    }
    List<Process> both = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      both.add(
          new ProcessBuilder(
                  Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                  "-cp",
                  System.getProperty("java.class.path"),
                  Main.class.getName(),
                  "check",
                  "--resume",
                  out.toString(),
                  "-j",
                  "2")
              .redirectErrorStream(true)
              .redirectOutput(dir.resolve("p" + i + ".txt").toFile())
              .start());
    }
    for (int i = 0; i < both.size(); i++) {
      Process p = both.get(i);
      assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
      assertThat(p.exitValue()).as(Files.readString(dir.resolve("p" + i + ".txt"))).isEqualTo(1);
    }
    try (Connection c = DriverManager.getConnection(url);
        Statement st = c.createStatement()) {
      assertThat(count(st, "SELECT COUNT(*) FROM item WHERE campaign_id = '" + campaign + "'"))
          .isEqualTo(12);
      assertThat(count(st, "SELECT COUNT(*) FROM result WHERE campaign_id = '" + campaign + "'"))
          .isEqualTo(24);
      assertThat(
              count(
                  st,
                  "SELECT COUNT(*) FROM (SELECT DISTINCT case_id, solver FROM result WHERE"
                      + " campaign_id = '"
                      + campaign
                      + "') x"))
          .isEqualTo(24);
      assertThat(
              count(st, "SELECT COUNT(*) FROM finding_hit WHERE campaign_id = '" + campaign + "'"))
          .isEqualTo(12);
      assertThat(
              count(
                  st,
                  "SELECT COUNT(*) FROM campaign_session WHERE campaign_id = '" + campaign + "'"))
          .isEqualTo(3);
    }
    try (Store s = Store.open(url)) {
      assertThat(s.resultLines(campaign).stream().map(PostgresStoreTest::key).toList())
          .isEqualTo(before);
    }
  }

  private static long count(Statement st, String sql) throws Exception {
    try (ResultSet r = st.executeQuery(sql)) {
      r.next();
      return r.getLong(1);
    }
  }

  /** A result line's case, solver and verdict. */
  private static String key(String line) {
    return field(line, "case") + " @ " + field(line, "solver") + ": " + field(line, "verdict");
  }

  private static String field(String json, String key) {
    int k = json.indexOf("\"" + key + "\":\"");
    int start = k + key.length() + 4;
    return json.substring(start, json.indexOf('"', start));
  }
}
