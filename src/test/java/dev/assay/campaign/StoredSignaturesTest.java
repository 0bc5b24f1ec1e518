package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A store made before the canonical form left out logics, output options and unused declarations is
 * signed again when it is opened (migration V3): the liar's two findings, whose reduced inputs
 * differ only in those, become one finding with both sightings and both runs, under the signature a
 * new campaign gives the same bug; a crash keeps its signature.
 */
class StoredSignaturesTest {
  @TempDir Path dir;

  private static final String F1 =
      "(set-option :produce-models true)\n(set-logic QF_AX)\n(declare-sort Index 0)\n"
          + "(assert false)\n(check-sat)\n(get-model)\n";
  private static final String F2 =
      "(set-option :produce-unsat-cores true)\n(set-logic QF_LIA)\n(assert false)\n(check-sat)\n"
          + "(get-unsat-core)\n";

  /** The signature a campaign of rule 1 gave: the hash of the text without set-info only. */
  private static String oldSignature(String hash) {
    return "wrong-status|liar|" + hash + "|";
  }

  @Test
  void aStoreOfTheEarlierRule_isSignedAgain_andTwoFindingsOfOneBugBecomeOne() throws Exception {
    String url = "jdbc:sqlite:" + dir.resolve("old.db");
    Flyway.configure()
        .dataSource(url, null, null)
        .locations("classpath:" + StoreSchema.LOCATION)
        .target("1")
        .load()
        .migrate();
    try (Connection c = DriverManager.getConnection(url)) {
      finding(c, "aaaaaaaaaaaa", oldSignature("1111111111111111"), F1, "2026-01-01T00:00:00Z");
      finding(c, "bbbbbbbbbbbb", oldSignature("2222222222222222"), F2, "2026-01-02T00:00:00Z");
      crash(c, "cccccccccccc", "crash|z3|assertion violation", "2026-01-03T00:00:00Z");
      hit(c, "aaaaaaaaaaaa", "c1", "a.smt2");
      hit(c, "bbbbbbbbbbbb", "c2", "b.smt2");
      result(c, "c1", "aaaaaaaaaaaa", oldSignature("1111111111111111"));
      result(c, "c2", "bbbbbbbbbbbb", oldSignature("2222222222222222"));
    }

    try (Store store = Store.open(url)) {
      List<Store.Finding> findings = store.findings();
      assertThat(findings).extracting(Store.Finding::kind).containsExactly("wrong-status", "crash");
      Store.Finding merged = findings.get(0);
      String expected =
          "wrong-status|liar|"
              + CanonicalForm.hash(dev.assay.smtlib.Parser.parseScript(F2, "f"))
              + "|";
      assertThat(merged.signature()).isEqualTo(expected);
      assertThat(merged.id()).isEqualTo(Signatures.findingId(expected));
      assertThat(findings.get(1).signature()).isEqualTo("crash|z3|assertion violation");
      assertThat(store.hits(merged.id())).hasSize(2);
      assertThat(store.resultLines("c1").get(0)).contains("\"finding_id\":\"" + merged.id() + "\"");
      assertThat(store.resultLines("c2").get(0)).contains("\"finding_id\":\"" + merged.id() + "\"");
      assertThat(store.hasFinding(merged.id())).isTrue();
      assertThat(store.hasFinding("bbbbbbbbbbbb")).isFalse();
    }
  }

  private static void finding(Connection c, String id, String sig, String reduced, String seen)
      throws Exception {
    insert(
        c,
        "INSERT INTO finding (id, signature, kind, solver, version, first_campaign, first_seen,"
            + " case_id, expected, got, detail, basis, command, options, input, reduced,"
            + " reduction) VALUES (?, ?, 'wrong-status', 'liar', '1', 'c0', ?, 'x', 'unsat',"
            + " 'sat', 'd', 'b', 'liar', '[]', ?, ?, 'reduced')",
        id,
        sig,
        seen,
        reduced,
        reduced);
  }

  private static void crash(Connection c, String id, String sig, String seen) throws Exception {
    insert(
        c,
        "INSERT INTO finding (id, signature, kind, solver, version, first_campaign, first_seen,"
            + " case_id, expected, got, detail, basis, command, options, input, reduction)"
            + " VALUES (?, ?, 'crash', 'z3', '1', 'c0', ?, 'x', '', '', 'd', 'b', 'z3', '[]',"
            + " '(check-sat)', 'not reduced')",
        id,
        sig,
        seen);
  }

  private static void hit(Connection c, String id, String campaign, String caseId)
      throws Exception {
    insert(
        c,
        "INSERT INTO finding_hit (finding_id, campaign_id, case_id, solver, version, item,"
            + " seen_at) VALUES (?, ?, ?, 'liar', '1', 0, '2026-01-01T00:00:00Z')",
        id,
        campaign,
        caseId);
  }

  private static void result(Connection c, String campaign, String id, String sig)
      throws Exception {
    insert(
        c,
        "INSERT INTO result (campaign_id, item, seq, solver_pos, case_id, solver, version,"
            + " verdict, detail, failure, signature, finding_id, line, recorded_at) VALUES (?, 0,"
            + " 0, 0, 'x', 'liar', '1', 'wrong-status', 'd', 1, ?, ?, ?,"
            + " '2026-01-01T00:00:00Z')",
        campaign,
        sig,
        id,
        "{\"case\":\"x\",\"finding_id\":\"" + id + "\"}");
  }

  private static void insert(Connection c, String sql, String... args) throws Exception {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      for (int i = 0; i < args.length; i++) {
        s.setString(i + 1, args[i]);
      }
      s.executeUpdate();
    }
  }
}
