package dev.assay.campaign;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.core.InputError;
import dev.assay.core.Verdict;
import dev.assay.oracle.InputIssue;
import dev.assay.oracle.StatusConfirmation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * The findings store: campaigns with their solvers and sessions, every finished item with its
 * statistics, every run's result, and deduplicated findings with every hit. Plain JDBC on one
 * connection; the schema is made and upgraded by Flyway migrations ({@code db/migration}), the same
 * SQL on SQLite (the default, {@code RUNDIR/assay.db}) and PostgreSQL (shared between machines).
 *
 * <p>Every insert is keyed and written with {@code ON CONFLICT DO NOTHING}: an item run twice (a
 * resumed campaign, a retried task, two processes on one campaign) is recorded once, and the first
 * record of a finding stays its first sighting. Methods are synchronized: one connection serves
 * every worker of a process.
 */
public final class Store implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The store's file in a run folder when no {@code --store} is given. */
  public static final String DEFAULT_FILE = "assay.db";

  private final String url;
  private final Connection connection;
  private final boolean sqlite;

  private Store(String url, Connection connection) {
    this.url = url;
    this.connection = connection;
    this.sqlite = url.startsWith("jdbc:sqlite:");
  }

  /** The default store of a run folder. */
  public static String defaultUrl(Path runDir) {
    return "jdbc:sqlite:" + runDir.resolve(DEFAULT_FILE).toAbsolutePath().normalize();
  }

  /**
   * Opens the store at {@code url} ({@code jdbc:sqlite:FILE} or {@code jdbc:postgresql://...}),
   * creating or upgrading its schema. A store whose schema is current (every migration Assay has is
   * applied: {@link StoreSchema}) opens without Flyway, whose set-up and class-path scan cost about
   * 0.3 s of CPU per open.
   *
   * @throws InputError when the URL names no supported database
   * @throws IOException when the database cannot be reached or migrated
   */
  public static Store open(String given) throws IOException {
    StoreUrl store = StoreUrl.of(given);
    String url = store.url();
    if (!url.startsWith("jdbc:sqlite:") && !url.startsWith("jdbc:postgresql:")) {
      throw new InputError(
          "--store takes jdbc:sqlite:FILE or jdbc:postgresql://HOST:PORT/DB, not " + url);
    }
    if (url.startsWith("jdbc:sqlite:")) {
      Path file = Path.of(url.substring("jdbc:sqlite:".length()));
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      if (!Files.exists(file)) {
        StoreSchema.createFromTemplate(file, u -> migrate(StoreUrl.of(u)));
        PrivateFiles.restrict(file);
      }
    }
    try {
      if (url.startsWith("jdbc:sqlite:")) {
        SqliteLibrary.useCached();
      }
      Connection c = DriverManager.getConnection(url, store.properties());
      try {
        if (url.startsWith("jdbc:sqlite:")) {
          try (Statement s = c.createStatement()) {
            s.execute("PRAGMA journal_mode=WAL");
            s.execute("PRAGMA synchronous=NORMAL");
            s.execute("PRAGMA busy_timeout=30000");
          }
        }
        if (!StoreSchema.current(c)) {
          migrate(store);
        }
      } catch (SQLException | IOException | RuntimeException e) {
        c.close();
        throw e;
      }
      return new Store(url, c);
    } catch (SQLException e) {
      throw new IOException(
          "store " + url + ": " + firstLine(redacted(e.getMessage())) + passwordHint(store), e);
    }
  }

  /** Where a password would have come from, for a failed PostgreSQL connection without one. */
  private static String passwordHint(StoreUrl store) {
    return store.url().startsWith("jdbc:postgresql:") && store.password() == null
        ? " (no password given: the URL's password=, PGPASSWORD or ~/.pgpass give one)"
        : "";
  }

  /** Creates or upgrades the schema with Flyway. */
  private static void migrate(StoreUrl store) throws IOException {
    QuietFlyway.silence();
    String url = store.url();
    try {
      Flyway.configure()
          .dataSource(url, StoreUrl.parameter(url, "user"), store.password())
          .locations("classpath:" + StoreSchema.LOCATION)
          .load()
          .migrate();
    } catch (FlywayException e) {
      throw new IOException("store " + redacted(url) + ": " + firstLine(e.getMessage()), e);
    }
  }

  /** The URL without a password. */
  public String url() {
    return url;
  }

  /** A text (a URL, a driver's message) with every password parameter taken out. */
  static String redacted(String text) {
    return text.replaceAll("(?i)([?&])password=[^&\\s]*", "$1password=");
  }

  /** Whether this is a SQLite store. */
  public boolean isSqlite() {
    return sqlite;
  }

  /** The current time as the store writes it: ISO-8601 UTC, to the millisecond. */
  static String now() {
    return Instant.now().truncatedTo(ChronoUnit.MILLIS).toString();
  }

  // ---------------------------------------------------------------------------------- campaigns

  /** A campaign as the store records it. */
  public record Campaign(
      String id,
      String technique,
      String runDir,
      String arguments,
      String commandLine,
      String casesDigest,
      long cases,
      String host,
      String assayVersion,
      String startedAt) {}

  /** A solver configuration of a campaign. */
  public record CampaignSolver(
      int position, String name, String version, String options, String command) {}

  /** Records a new campaign and its solvers (nothing if the id is already there). */
  public synchronized void addCampaign(Campaign c, List<CampaignSolver> solvers)
      throws IOException {
    inTransaction(
        () -> {
          update(
              "INSERT INTO campaign (id, technique, run_dir, arguments, command_line, cases_digest,"
                  + " cases, host, assay_version, started_at) VALUES (?,?,?,?,?,?,?,?,?,?)"
                  + " ON CONFLICT DO NOTHING",
              c.id(),
              c.technique(),
              c.runDir(),
              c.arguments(),
              c.commandLine(),
              c.casesDigest(),
              c.cases(),
              c.host(),
              c.assayVersion(),
              c.startedAt());
          for (CampaignSolver s : solvers) {
            update(
                "INSERT INTO campaign_solver (campaign_id, position, name, version, options,"
                    + " command) VALUES (?,?,?,?,?,?) ON CONFLICT DO NOTHING",
                c.id(),
                s.position(),
                s.name(),
                s.version(),
                s.options(),
                s.command());
          }
        });
  }

  /** The campaign with this id. */
  public synchronized Optional<Campaign> campaign(String id) throws IOException {
    List<Campaign> found = campaigns("WHERE id = ?", id);
    return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
  }

  /** Every campaign, oldest first. */
  public synchronized List<Campaign> campaigns() throws IOException {
    return campaigns("");
  }

  private List<Campaign> campaigns(String where, Object... args) throws IOException {
    return query(
        "SELECT id, technique, run_dir, arguments, command_line, cases_digest, cases, host,"
            + " assay_version, started_at FROM campaign "
            + where
            + " ORDER BY started_at, id",
        r ->
            new Campaign(
                r.getString(1),
                r.getString(2),
                r.getString(3),
                r.getString(4),
                r.getString(5),
                r.getString(6),
                r.getLong(7),
                r.getString(8),
                r.getString(9),
                r.getString(10)),
        args);
  }

  /** The solvers of a campaign, in run order. */
  public synchronized List<CampaignSolver> solvers(String campaignId) throws IOException {
    return query(
        "SELECT position, name, version, options, command FROM campaign_solver"
            + " WHERE campaign_id = ? ORDER BY position",
        r ->
            new CampaignSolver(
                r.getInt(1), r.getString(2), r.getString(3), r.getString(4), r.getString(5)),
        campaignId);
  }

  /** A session of a campaign (the first run, then one per resume). */
  public record Session(
      int number,
      String startedAt,
      String endedAt,
      Boolean interrupted,
      int workers,
      Double seconds) {}

  /**
   * Starts a session; returns its number (1 for a new campaign). Two processes starting sessions of
   * one campaign at once get different numbers: the insert is keyed, and a lost race tries the
   * next.
   */
  public synchronized int startSession(String campaignId, int workers) throws IOException {
    while (true) {
      List<Long> max =
          query(
              "SELECT COALESCE(MAX(session), 0) FROM campaign_session WHERE campaign_id = ?",
              r -> r.getLong(1),
              campaignId);
      int n = (int) (max.get(0) + 1);
      if (write(
              "INSERT INTO campaign_session (campaign_id, session, started_at, workers) VALUES"
                  + " (?,?,?,?) ON CONFLICT DO NOTHING",
              campaignId,
              n,
              now(),
              workers)
          > 0) {
        return n;
      }
    }
  }

  /** Ends a session: whether it was stopped early, and how long it ran. */
  public synchronized void endSession(
      String campaignId, int session, boolean interrupted, double seconds) throws IOException {
    write(
        "UPDATE campaign_session SET ended_at = ?, interrupted = ?, seconds = ?"
            + " WHERE campaign_id = ? AND session = ?",
        now(),
        interrupted ? 1 : 0,
        seconds,
        campaignId,
        session);
  }

  /** The sessions of a campaign, in order. */
  public synchronized List<Session> sessions(String campaignId) throws IOException {
    return query(
        "SELECT session, started_at, ended_at, interrupted, workers, seconds FROM"
            + " campaign_session WHERE campaign_id = ? ORDER BY session",
        r -> {
          int i = r.getInt(4);
          Boolean interrupted = r.wasNull() ? null : i != 0;
          double s = r.getDouble(6);
          Double seconds = r.wasNull() ? null : s;
          return new Session(
              r.getInt(1), r.getString(2), r.getString(3), interrupted, r.getInt(5), seconds);
        },
        campaignId);
  }

  // -------------------------------------------------------------------------------------- items

  /** A finished item: its statistics (JSON text or null) and the campaign time it ended at. */
  public record FinishedItem(long item, String statistics, double elapsedSeconds, boolean cut) {}

  /** The items of a campaign that finished, in item order. */
  public synchronized List<FinishedItem> finishedItems(String campaignId) throws IOException {
    return query(
        "SELECT item, statistics, elapsed_s, cut FROM item WHERE campaign_id = ? ORDER BY item",
        r -> new FinishedItem(r.getLong(1), r.getString(2), r.getDouble(3), r.getInt(4) != 0),
        campaignId);
  }

  /** Records that an item finished; false when it was already recorded. */
  public synchronized boolean finishItem(
      String campaignId, long item, String statistics, double elapsedSeconds) throws IOException {
    try {
      return insertItem(campaignId, new ItemRow(item, statistics, elapsedSeconds, false), now());
    } catch (SQLException e) {
      throw failure(e);
    }
  }

  /** Whether an item of a campaign is recorded as finished. */
  public synchronized boolean itemFinished(String campaignId, long item) throws IOException {
    return !query("SELECT 1 FROM item WHERE campaign_id = ? AND item = ?", r -> 1, campaignId, item)
        .isEmpty();
  }

  private boolean insertItem(String campaignId, ItemRow i, String at) throws SQLException {
    return update(
            "INSERT INTO item (campaign_id, item, statistics, elapsed_s, finished_at, cut) VALUES"
                + " (?,?,?,?,?,?) ON CONFLICT DO NOTHING",
            campaignId,
            i.item(),
            i.statistics(),
            i.elapsedSeconds(),
            at,
            i.cut() ? 1 : 0)
        > 0;
  }

  /**
   * A finished item as the writer records it: its statistics (JSON or null), campaign time, and
   * whether the time budget cut it short.
   */
  public record ItemRow(long item, String statistics, double elapsedSeconds, boolean cut) {}

  /** Forgets the items of a campaign that its time budget cut short, so they run again. */
  public synchronized int forgetCutItems(String campaignId) throws IOException {
    try {
      return update("DELETE FROM item WHERE campaign_id = ? AND cut = 1", campaignId);
    } catch (SQLException e) {
      throw failure(e);
    }
  }

  /** A sighting as the writer records it: the hit, with its finding as first seen there. */
  public record SeenFinding(Finding finding, Hit hit) {}

  /**
   * What a campaign's writer gathered since its last batch: sightings of findings, result rows, and
   * finished items.
   */
  public record Batch(List<SeenFinding> sightings, List<ResultRow> results, List<ItemRow> items) {
    public Batch {
      sightings = List.copyOf(sightings);
      results = List.copyOf(results);
      items = List.copyOf(items);
    }
  }

  /**
   * Records a batch in one transaction, findings first, then results, then items (an item is
   * finished only with all its results); returns for each result row whether it was new.
   */
  public synchronized List<Boolean> addBatch(String campaignId, Batch b) throws IOException {
    List<Boolean> added = new ArrayList<>();
    String at = now();
    inTransaction(
        () -> {
          for (SeenFinding s : b.sightings()) {
            insertFinding(s.finding(), s.hit());
          }
          for (ResultRow r : b.results()) {
            added.add(insertResult(campaignId, r, at));
          }
          for (ItemRow i : b.items()) {
            insertItem(campaignId, i, at);
          }
        });
    return added;
  }

  // ------------------------------------------------------------------------------------ results

  /** One run's result row. */
  public record ResultRow(
      long item,
      int seq,
      int solverPosition,
      String caseId,
      String solver,
      String version,
      String verdict,
      String detail,
      boolean failure,
      String signature,
      String findingId,
      String folder,
      Double wallMs,
      String line)
      implements java.io.Serializable {}

  /**
   * Records one case's runs in one transaction; returns for each row whether it was new (false: the
   * same item, case and solver were recorded before, and the earlier record stays).
   */
  public synchronized List<Boolean> addResults(String campaignId, List<ResultRow> rows)
      throws IOException {
    List<Boolean> added = new ArrayList<>();
    String at = now();
    inTransaction(
        () -> {
          for (ResultRow r : rows) {
            added.add(insertResult(campaignId, r, at));
          }
        });
    return added;
  }

  private boolean insertResult(String campaignId, ResultRow r, String at) throws SQLException {
    return update(
            "INSERT INTO result (campaign_id, item, seq, solver_pos, case_id, solver, version,"
                + " verdict, detail, failure, signature, finding_id, folder, wall_ms, line,"
                + " recorded_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT DO NOTHING",
            campaignId,
            r.item(),
            r.seq(),
            r.solverPosition(),
            r.caseId(),
            r.solver(),
            r.version(),
            r.verdict(),
            r.detail(),
            r.failure() ? 1 : 0,
            r.signature(),
            r.findingId(),
            r.folder(),
            r.wallMs(),
            r.line(),
            at)
        > 0;
  }

  /** The number of result rows of a campaign. */
  public synchronized long resultCount(String campaignId) throws IOException {
    return query("SELECT COUNT(*) FROM result WHERE campaign_id = ?", r -> r.getLong(1), campaignId)
        .get(0);
  }

  /** How many runs of a campaign with this signature got a reproduction folder. */
  public synchronized long foldersWithSignature(String campaignId, String signature)
      throws IOException {
    return query(
            "SELECT COUNT(*) FROM result WHERE campaign_id = ? AND signature = ? AND folder IS"
                + " NOT NULL",
            r -> r.getLong(1),
            campaignId,
            signature)
        .get(0);
  }

  /** The reproduction folders a campaign's results name. */
  public synchronized java.util.Set<String> folders(String campaignId) throws IOException {
    return new java.util.TreeSet<>(
        query(
            "SELECT folder FROM result WHERE campaign_id = ? AND folder IS NOT NULL",
            r -> r.getString(1),
            campaignId));
  }

  /** The results.jsonl lines of a campaign, in item, case and solver order. */
  public synchronized List<String> resultLines(String campaignId) throws IOException {
    return query(
        "SELECT line FROM result WHERE campaign_id = ? ORDER BY item, seq, solver_pos",
        r -> r.getString(1),
        campaignId);
  }

  /** A campaign's verdict counts: solver name to verdict label to count, solvers in run order. */
  public synchronized Map<String, Map<String, Long>> verdictCounts(String campaignId)
      throws IOException {
    Map<String, Map<String, Long>> out = new LinkedHashMap<>();
    for (CampaignSolver s : solvers(campaignId)) {
      out.put(s.name(), new LinkedHashMap<>());
    }
    query(
        "SELECT solver, verdict, COUNT(*) FROM result WHERE campaign_id = ?"
            + " GROUP BY solver, verdict ORDER BY solver, verdict",
        r -> {
          out.computeIfAbsent(r.getString(1), k -> new LinkedHashMap<>())
              .put(r.getString(2), r.getLong(3));
          return null;
        },
        campaignId);
    return out;
  }

  /** A result as reports read it back. */
  public record StoredResult(
      long item,
      int seq,
      String caseId,
      String solver,
      String verdict,
      String detail,
      boolean failure,
      String findingId,
      String folder,
      Double wallMs,
      String recordedAt) {}

  /** Records the inputs a campaign could not use (again: once each). */
  public synchronized void addInputIssues(String campaignId, List<InputIssue> issues)
      throws IOException {
    if (issues.isEmpty()) {
      return;
    }
    inTransaction(
        () -> {
          for (InputIssue i : issues) {
            update(
                "INSERT INTO input_issue (campaign_id, case_id, status, message) VALUES (?,?,?,?)"
                    + " ON CONFLICT DO NOTHING",
                campaignId,
                i.name(),
                i.status().label(),
                i.message());
          }
        });
  }

  /** The inputs a campaign could not use, by name. */
  public synchronized List<InputIssue> inputIssues(String campaignId) throws IOException {
    return query(
        "SELECT case_id, status, message FROM input_issue WHERE campaign_id = ? ORDER BY case_id",
        r ->
            new InputIssue(
                r.getString(1), InputIssue.Status.ofLabel(r.getString(2)), r.getString(3)),
        campaignId);
  }

  /**
   * An unconfirmed disagreement: a run whose answer contradicts the expectation or another solver,
   * which nothing could confirm.
   *
   * @param caseId the case
   * @param solver the solver that disagreed
   * @param detail what it answered against what
   * @param why why it could not be confirmed, and what would confirm it
   */
  public record Unconfirmed(String caseId, String solver, String detail, String why) {}

  /** The unconfirmed disagreements of a campaign, in item, case and solver order. */
  public synchronized List<Unconfirmed> unconfirmed(String campaignId) throws IOException {
    return query(
        "SELECT case_id, solver, detail, line FROM result WHERE campaign_id = ? AND verdict = ?"
            + " AND detail LIKE ? ORDER BY item, seq, solver_pos",
        r ->
            new Unconfirmed(
                r.getString(1), r.getString(2), r.getString(3), confirmationOf(r.getString(4))),
        campaignId,
        Verdict.Kind.UNCHECKED.label(),
        StatusConfirmation.UNCONFIRMED + "%");
  }

  /** The confirmation field of a stored result line, or "" when it has none. */
  private static String confirmationOf(String line) {
    try {
      return JSON.readTree(line).path(StatusConfirmation.FIELD).asText("");
    } catch (IOException e) {
      return "";
    }
  }

  /** The results of a campaign, in item, case and solver order. */
  public synchronized List<StoredResult> results(String campaignId) throws IOException {
    return query(
        "SELECT item, seq, case_id, solver, verdict, detail, failure, finding_id, folder,"
            + " wall_ms, recorded_at FROM result WHERE campaign_id = ?"
            + " ORDER BY item, seq, solver_pos",
        r -> {
          double w = r.getDouble(10);
          Double wall = r.wasNull() ? null : w;
          return new StoredResult(
              r.getLong(1),
              r.getInt(2),
              r.getString(3),
              r.getString(4),
              r.getString(5),
              r.getString(6),
              r.getInt(7) != 0,
              r.getString(8),
              r.getString(9),
              wall,
              r.getString(11));
        },
        campaignId);
  }

  // ----------------------------------------------------------------------------------- findings

  /** A deduplicated finding: its first sighting, with what reproduces and reports it. */
  public record Finding(
      String id,
      String signature,
      String kind,
      String solver,
      String version,
      String firstCampaign,
      String firstSeen,
      String caseId,
      String folder,
      String expected,
      String got,
      String detail,
      String basis,
      String command,
      String options,
      String input,
      String reduced,
      Integer reducedSize,
      String reduction)
      implements java.io.Serializable {
    /** This record as first seen in {@code campaign}, with its reproduction folder. */
    Finding in(String campaign, String where) {
      return new Finding(
          id,
          signature,
          kind,
          solver,
          version,
          campaign,
          firstSeen,
          caseId,
          where,
          expected,
          got,
          detail,
          basis,
          command,
          options,
          input,
          reduced,
          reducedSize,
          reduction);
    }
  }

  /** One sighting of a finding. */
  public record Hit(
      String findingId,
      String campaignId,
      String caseId,
      String solver,
      String version,
      long item,
      String folder,
      String seenAt)
      implements java.io.Serializable {
    /** This sighting in {@code campaign}, with its reproduction folder. */
    Hit in(String campaign, String where) {
      return new Hit(findingId, campaign, caseId, solver, version, item, where, seenAt);
    }
  }

  /**
   * What recording a sighting told: the finding (its first sighting's record), whether this
   * campaign is where it was first seen, and how many sightings this campaign has of it now.
   */
  public record Sighting(Finding finding, boolean firstSeenHere, long hitsInCampaign) {}

  /**
   * Records a sighting of {@code f} (a new finding unless its signature is known) in {@code
   * campaignId}.
   */
  public synchronized Sighting addFinding(Finding f, Hit hit) throws IOException {
    inTransaction(() -> insertFinding(f, hit));
    Finding stored = findingsWhere("WHERE id = ?", f.id()).get(0);
    long hits =
        query(
                "SELECT COUNT(*) FROM finding_hit WHERE finding_id = ? AND campaign_id = ?",
                r -> r.getLong(1),
                f.id(),
                hit.campaignId())
            .get(0);
    return new Sighting(stored, stored.firstCampaign().equals(hit.campaignId()), hits);
  }

  private void insertFinding(Finding f, Hit hit) throws SQLException {
    update(
        "INSERT INTO finding (id, signature, kind, solver, version, first_campaign, first_seen,"
            + " case_id, folder, expected, got, detail, basis, command, options, input, reduced,"
            + " reduced_size, reduction) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
            + " ON CONFLICT DO NOTHING",
        f.id(),
        f.signature(),
        f.kind(),
        f.solver(),
        f.version(),
        f.firstCampaign(),
        f.firstSeen(),
        f.caseId(),
        f.folder(),
        f.expected(),
        f.got(),
        f.detail(),
        f.basis(),
        f.command(),
        f.options(),
        f.input(),
        f.reduced(),
        f.reducedSize(),
        f.reduction());
    update(
        "INSERT INTO finding_hit (finding_id, campaign_id, case_id, solver, version, item, folder,"
            + " seen_at) VALUES (?,?,?,?,?,?,?,?) ON CONFLICT DO NOTHING",
        hit.findingId(),
        hit.campaignId(),
        hit.caseId(),
        hit.solver(),
        hit.version(),
        hit.item(),
        hit.folder(),
        hit.seenAt());
  }

  /** Whether a finding with this id is recorded. */
  public synchronized boolean hasFinding(String id) throws IOException {
    return !query("SELECT 1 FROM finding WHERE id = ?", r -> 1, id).isEmpty();
  }

  /** Every finding, in order of first sighting. */
  public synchronized List<Finding> findings() throws IOException {
    return findingsWhere("");
  }

  /** The findings seen in a campaign, in order of first sighting. */
  public synchronized List<Finding> findingsOf(String campaignId) throws IOException {
    return findingsWhere(
        "WHERE id IN (SELECT finding_id FROM finding_hit WHERE campaign_id = ?)", campaignId);
  }

  /**
   * Which findings a listing wants; a null or empty field lets every finding through.
   *
   * @param campaignId only the findings seen in this campaign
   * @param firstSeenHere only the findings first seen in {@code campaignId}
   * @param solvers only the findings of these solvers, by name
   * @param kinds only the findings of these kinds, by verdict label
   * @param live only the findings whose last liveness check said this; {@link Live#UNKNOWN} also
   *     lets through those never checked
   */
  public record FindingFilter(
      String campaignId,
      boolean firstSeenHere,
      List<String> solvers,
      List<String> kinds,
      Live live) {
    public FindingFilter {
      if (firstSeenHere && campaignId == null) {
        throw new IllegalArgumentException(
            "first seen where? a filter of new findings needs a campaign");
      }
      solvers = List.copyOf(solvers);
      kinds = List.copyOf(kinds);
    }

    /** Every finding of the store. */
    public static final FindingFilter ALL =
        new FindingFilter(null, false, List.of(), List.of(), null);
  }

  /** The findings that pass {@code filter}, in order of first sighting. */
  public synchronized List<Finding> findings(FindingFilter filter) throws IOException {
    List<String> where = new ArrayList<>();
    List<Object> args = new ArrayList<>();
    if (filter.campaignId() != null) {
      where.add("id IN (SELECT finding_id FROM finding_hit WHERE campaign_id = ?)");
      args.add(filter.campaignId());
    }
    if (filter.firstSeenHere()) {
      where.add("first_campaign = ?");
      args.add(filter.campaignId());
    }
    if (!filter.solvers().isEmpty()) {
      where.add("solver IN (" + placeholders(filter.solvers().size()) + ")");
      args.addAll(filter.solvers());
    }
    if (!filter.kinds().isEmpty()) {
      where.add("kind IN (" + placeholders(filter.kinds().size()) + ")");
      args.addAll(filter.kinds());
    }
    if (filter.live() == Live.UNKNOWN) {
      // never checked, or checked without a decision
      where.add("id NOT IN (SELECT finding_id FROM finding_live WHERE live IN (?, ?))");
      args.add(Live.YES.word());
      args.add(Live.NO.word());
    } else if (filter.live() != null) {
      where.add("id IN (SELECT finding_id FROM finding_live WHERE live = ?)");
      args.add(filter.live().word());
    }
    return findingsWhere(
        where.isEmpty() ? "" : "WHERE " + String.join(" AND ", where), args.toArray());
  }

  private static String placeholders(int n) {
    return String.join(", ", Collections.nCopies(n, "?"));
  }

  /** The finding whose id starts with {@code prefix}; several or none: an input error. */
  public synchronized Finding finding(String prefix) throws IOException {
    List<Finding> found = findingsWhere("WHERE id LIKE ?", prefix.replace("%", "") + "%");
    if (found.isEmpty()) {
      throw new InputError("no finding " + prefix + " in " + url());
    }
    if (found.size() > 1) {
      throw new InputError(
          prefix + " names " + found.size() + " findings in " + url() + ": give more of the id");
    }
    return found.get(0);
  }

  private List<Finding> findingsWhere(String where, Object... args) throws IOException {
    return query(
        "SELECT id, signature, kind, solver, version, first_campaign, first_seen, case_id, folder,"
            + " expected, got, detail, basis, command, options, input, reduced, reduced_size,"
            + " reduction FROM finding "
            + where
            + " ORDER BY first_seen, id",
        r -> {
          int size = r.getInt(18);
          Integer reducedSize = r.wasNull() ? null : size;
          return new Finding(
              r.getString(1),
              r.getString(2),
              r.getString(3),
              r.getString(4),
              r.getString(5),
              r.getString(6),
              r.getString(7),
              r.getString(8),
              r.getString(9),
              r.getString(10),
              r.getString(11),
              r.getString(12),
              r.getString(13),
              r.getString(14),
              r.getString(15),
              r.getString(16),
              r.getString(17),
              reducedSize,
              r.getString(19));
        },
        args);
  }

  /** Every sighting of a finding, oldest first. */
  public synchronized List<Hit> hits(String findingId) throws IOException {
    return query(
        "SELECT finding_id, campaign_id, case_id, solver, version, item, folder, seen_at FROM"
            + " finding_hit WHERE finding_id = ? ORDER BY seen_at, campaign_id, case_id",
        r ->
            new Hit(
                r.getString(1),
                r.getString(2),
                r.getString(3),
                r.getString(4),
                r.getString(5),
                r.getLong(6),
                r.getString(7),
                r.getString(8)),
        findingId);
  }

  /** The number of sightings of each finding, in all campaigns or in one (null for all). */
  public synchronized Map<String, Long> hitCounts(String campaignId) throws IOException {
    Map<String, Long> out = new LinkedHashMap<>();
    String sql =
        "SELECT finding_id, COUNT(*) FROM finding_hit"
            + (campaignId == null ? "" : " WHERE campaign_id = ?")
            + " GROUP BY finding_id ORDER BY finding_id";
    Object[] args = campaignId == null ? new Object[0] : new Object[] {campaignId};
    query(
        sql,
        r -> {
          out.put(r.getString(1), r.getLong(2));
          return null;
        },
        args);
    return out;
  }

  // ------------------------------------------------------------------------------------- live

  /** Whether a finding shows on the newest release of its solver: yes, no, or not decided. */
  public enum Live {
    YES,
    NO,
    UNKNOWN;

    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The value of a stored word; anything else is unknown. */
    public static Live of(String word) {
      for (Live l : values()) {
        if (l.word().equals(word)) {
          return l;
        }
      }
      return UNKNOWN;
    }
  }

  /**
   * The last check of a finding on the newest release Assay can run.
   *
   * @param release the release's spec name ({@code z3-wasm@5.2.0})
   * @param version the solver version it reported ({@code 5.1.0})
   * @param verdict what the oracle judged of its run
   */
  public record Liveness(
      String findingId, Live live, String release, String version, String verdict, String at) {
    /** A one-line description: {@code yes (z3-wasm@5.2.0 5.1.0, 2026-11-26)}. */
    public String describe() {
      return live.word() + " (" + release + " " + version + ", " + verdict + ", " + at + ")";
    }
  }

  /** Records the check of a finding's liveness, replacing an earlier one. */
  public synchronized void setLiveness(
      String findingId, Live live, String release, String version, String verdict)
      throws IOException {
    inTransaction(
        () -> {
          update("DELETE FROM finding_live WHERE finding_id = ?", findingId);
          update(
              "INSERT INTO finding_live (finding_id, live, release, version, verdict, checked_at)"
                  + " VALUES (?, ?, ?, ?, ?, ?)",
              findingId,
              live.word(),
              release,
              version,
              verdict,
              now());
        });
  }

  /** The last liveness check of every checked finding, by finding id (unchecked ones absent). */
  public synchronized Map<String, Liveness> liveness() throws IOException {
    Map<String, Liveness> out = new LinkedHashMap<>();
    query(
        "SELECT finding_id, live, release, version, verdict, checked_at FROM finding_live"
            + " ORDER BY finding_id",
        r -> {
          out.put(
              r.getString(1),
              new Liveness(
                  r.getString(1),
                  Live.of(r.getString(2)),
                  r.getString(3),
                  r.getString(4),
                  r.getString(5),
                  r.getString(6)));
          return null;
        });
    return out;
  }

  /** The word of a finding's liveness: {@code yes}, {@code no}, or {@code unknown} unchecked. */
  public static String liveWord(Map<String, Liveness> checks, String findingId) {
    Liveness l = checks.get(findingId);
    return l == null ? Live.UNKNOWN.word() : l.live().word();
  }

  // ------------------------------------------------------------------------------------- JDBC

  /** Reads one row into a value. */
  @FunctionalInterface
  interface RowReader<T> {
    T read(ResultSet r) throws SQLException;
  }

  /** A unit of work that may fail with a database error. */
  @FunctionalInterface
  private interface Work {
    void run() throws SQLException;
  }

  private <T> List<T> query(String sql, RowReader<T> reader, Object... args) throws IOException {
    try (PreparedStatement ps = connection.prepareStatement(sql)) {
      bind(ps, args);
      List<T> out = new ArrayList<>();
      try (ResultSet r = ps.executeQuery()) {
        while (r.next()) {
          out.add(reader.read(r));
        }
      }
      return out;
    } catch (SQLException e) {
      throw failure(e);
    }
  }

  private int update(String sql, Object... args) throws SQLException {
    try (PreparedStatement ps = connection.prepareStatement(sql)) {
      bind(ps, args);
      return ps.executeUpdate();
    }
  }

  /** One statement outside a transaction; the number of rows it changed. */
  private int write(String sql, Object... args) throws IOException {
    try {
      return update(sql, args);
    } catch (SQLException e) {
      throw failure(e);
    }
  }

  private void inTransaction(Work work) throws IOException {
    try {
      connection.setAutoCommit(false);
      try {
        work.run();
        connection.commit();
      } catch (SQLException | RuntimeException e) {
        connection.rollback();
        throw e;
      } finally {
        connection.setAutoCommit(true);
      }
    } catch (SQLException e) {
      throw failure(e);
    }
  }

  private static void bind(PreparedStatement ps, Object[] args) throws SQLException {
    for (int i = 0; i < args.length; i++) {
      Object a = args[i];
      if (a == null) {
        ps.setObject(i + 1, null);
      } else if (a instanceof String s) {
        ps.setString(i + 1, s);
      } else if (a instanceof Integer n) {
        ps.setInt(i + 1, n);
      } else if (a instanceof Long n) {
        ps.setLong(i + 1, n);
      } else if (a instanceof Double d) {
        ps.setDouble(i + 1, d);
      } else {
        throw new IllegalArgumentException("unsupported parameter type: " + a.getClass());
      }
    }
  }

  private IOException failure(SQLException e) {
    return new IOException("store " + url() + ": " + firstLine(e.getMessage()), e);
  }

  private static String firstLine(String m) {
    if (m == null) {
      return "(no message)";
    }
    int nl = m.indexOf('\n');
    return nl < 0 ? m : m.substring(0, nl);
  }

  @Override
  public synchronized void close() {
    try {
      connection.close();
    } catch (SQLException e) {
      // Closing after the work is done: nothing is lost if the close itself fails.
    }
  }
}
