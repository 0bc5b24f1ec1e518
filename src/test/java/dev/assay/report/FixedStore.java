package dev.assay.report;

import dev.assay.campaign.Store;
import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds findings stores with fixed contents for report tests: campaigns, sessions, items, results
 * and findings written through {@link Store}, then the times the store takes from the clock
 * (session start and end) set to fixed values, so that the same calls give the same store.
 */
public final class FixedStore implements AutoCloseable {
  private final Path file;
  private final Store store;

  private FixedStore(Path file, Store store) {
    this.file = file;
    this.store = store;
  }

  /** A new store in {@code file}. */
  public static FixedStore create(Path file) throws IOException {
    return new FixedStore(file, Store.open(url(file)));
  }

  public static String url(Path file) {
    return "jdbc:sqlite:" + file.toAbsolutePath();
  }

  public String url() {
    return url(file);
  }

  public Store store() {
    return store;
  }

  /** A campaign with solvers {@code name version options}, started at {@code at}. */
  public void campaign(
      String id, String technique, String arguments, long cases, String at, String... solvers)
      throws IOException {
    List<Store.CampaignSolver> list = new ArrayList<>();
    for (int i = 0; i < solvers.length; i++) {
      String[] p = solvers[i].split(" ", 3);
      String options = p.length > 2 ? "[\"" + p[2] + "\"]" : "[]";
      list.add(
          new Store.CampaignSolver(
              i, p[0], p[1], options, "[\"" + p[0] + "\",\"-smt2\",\"input.smt2\"]"));
    }
    campaign(id, technique, arguments, cases, at, list);
  }

  /** A campaign with these solvers, started at {@code at}. */
  public void campaign(
      String id,
      String technique,
      String arguments,
      long cases,
      String at,
      List<Store.CampaignSolver> list)
      throws IOException {
    store.addCampaign(
        new Store.Campaign(
            id,
            technique,
            "/runs/" + id,
            arguments,
            "assay " + technique + " " + arguments.replaceAll("[\\[\\]\",]+", " ").strip(),
            "digest-" + id,
            cases,
            "ci-machine",
            "0.1.0-test",
            at),
        list);
  }

  /** A session of {@code seconds} from {@code start} to {@code end}. */
  public void session(String campaign, String start, String end, double seconds, int workers)
      throws IOException {
    int n = store.startSession(campaign, workers);
    store.endSession(campaign, n, false, seconds);
    try (Connection c = DriverManager.getConnection(url());
        PreparedStatement ps =
            c.prepareStatement(
                "UPDATE campaign_session SET started_at = ?, ended_at = ?"
                    + " WHERE campaign_id = ? AND session = ?")) {
      ps.setString(1, start);
      ps.setString(2, end);
      ps.setString(3, campaign);
      ps.setInt(4, n);
      ps.executeUpdate();
    } catch (SQLException e) {
      throw new IOException(e);
    }
  }

  /** A finished item with these statistics (JSON or null). */
  public void item(String campaign, long item, String statistics, double elapsed)
      throws IOException {
    store.finishItem(campaign, item, statistics, elapsed);
  }

  /** One run's result. */
  public void result(
      String campaign,
      long item,
      int position,
      String caseId,
      String solver,
      String verdict,
      double wallMs,
      String findingId)
      throws IOException {
    store.addResults(
        campaign,
        List.of(
            new Store.ResultRow(
                item,
                0,
                position,
                caseId,
                solver,
                "1.0",
                verdict,
                verdict + " detail",
                !verdict.equals("ok"),
                findingId == null ? null : "sig-" + findingId,
                findingId,
                null,
                wallMs,
                "{}")));
  }

  /** A finding first seen in {@code campaign} at {@code at}, and its sighting there. */
  public void finding(
      String campaign,
      String id,
      String kind,
      String solver,
      String caseId,
      String input,
      String reduced,
      String at)
      throws IOException {
    store.addFinding(
        new Store.Finding(
            id,
            "sig-" + id,
            kind,
            solver,
            "1.0",
            campaign,
            at,
            caseId,
            "/runs/" + campaign + "/failures/" + solver + "/" + caseId,
            "unsat",
            "sat",
            kind + " on " + caseId,
            "unsat by the file's :status",
            "[\"" + solver + "\",\"-smt2\",\"input.smt2\"]",
            "[]",
            input,
            reduced,
            reduced == null ? null : reduced.length(),
            reduced == null ? "not reduced" : "12 solver runs"),
        hit(campaign, id, solver, caseId, at));
  }

  /** A later sighting of a known finding. */
  public void sighting(String campaign, String id, String solver, String caseId, String at)
      throws IOException {
    Store.Finding known = store.finding(id);
    store.addFinding(known, hit(campaign, id, solver, caseId, at));
  }

  private static Store.Hit hit(
      String campaign, String id, String solver, String caseId, String at) {
    return new Store.Hit(id, campaign, caseId, solver, "1.0", 0, null, at);
  }

  @Override
  public void close() {
    store.close();
  }
}
