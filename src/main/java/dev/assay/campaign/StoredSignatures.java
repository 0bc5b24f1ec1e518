package dev.assay.campaign;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The findings of a store signed again under the current canonical form ({@link CanonicalForm}): a
 * soundness finding signed by the canonical hash of its reduced input (or, not reduced, of its
 * input) gets the hash of today's canonical text; where two findings become one, the later one's
 * sightings and runs join the earlier one and the later one is removed. Every other signature (a
 * crash message, a technique's grouping) is kept. Used by the store's migration V3; plain JDBC, so
 * it runs on SQLite and PostgreSQL alike.
 */
public final class StoredSignatures {
  /** {@code kind|solver|HASH|options}: a reduced finding's signature. */
  private static final Pattern REDUCED = Pattern.compile("([0-9a-f]{16})(\\|.*)", Pattern.DOTALL);

  private static final String UNREDUCED = "unreduced ";

  private StoredSignatures() {}

  /** A stored finding's signature and the texts it was made from. */
  private record Stored(String id, String signature, String input, String reduced) {}

  /**
   * Signs every finding of the store on {@code c} again, in the order they were first seen.
   *
   * @return how many findings changed their signature (merged ones included)
   */
  public static int resign(Connection c) throws SQLException {
    List<Stored> all = new ArrayList<>();
    try (PreparedStatement s =
            c.prepareStatement(
                "SELECT id, signature, input, reduced FROM finding ORDER BY first_seen, id");
        ResultSet r = s.executeQuery()) {
      while (r.next()) {
        all.add(new Stored(r.getString(1), r.getString(2), r.getString(3), r.getString(4)));
      }
    }
    Map<String, String> idBySignature = new LinkedHashMap<>();
    all.forEach(f -> idBySignature.put(f.signature(), f.id()));
    int changed = 0;
    for (Stored f : all) {
      String now = signature(f);
      if (now.equals(f.signature())) {
        continue;
      }
      changed++;
      String there = idBySignature.get(now);
      if (there != null && !there.equals(f.id())) {
        merge(c, f.id(), there, now);
      } else {
        String id = Signatures.findingId(now);
        move(c, f.id(), id, now);
        idBySignature.put(now, id);
      }
      idBySignature.remove(f.signature());
    }
    return changed;
  }

  /** The finding's signature under today's rule; its own when it is not made from its input. */
  static String signature(String signature, String input, String reduced) {
    String[] parts = signature.split("\\|", 3);
    if (parts.length < 3) {
      return signature;
    }
    String head = parts[0] + "|" + parts[1] + "|";
    Matcher m = REDUCED.matcher(parts[2]);
    try {
      if (m.matches() && reduced != null) {
        return head + CanonicalForm.hash(parse(reduced)) + m.group(2);
      }
      if (parts[2].startsWith(UNREDUCED) && input != null) {
        return head + UNREDUCED + CanonicalForm.hash(parse(input));
      }
    } catch (RuntimeException e) {
      // a text today's reader refuses keeps the signature it has
    }
    return signature;
  }

  private static String signature(Stored f) {
    return signature(f.signature(), f.input(), f.reduced());
  }

  private static Script parse(String text) {
    return Parser.parseScript(text, "stored finding");
  }

  /** The finding {@code from} renamed to {@code to} with its new signature, everywhere. */
  private static void move(Connection c, String from, String to, String signature)
      throws SQLException {
    update(c, "UPDATE finding SET id = ?, signature = ? WHERE id = ?", to, signature, from);
    update(c, "UPDATE finding_hit SET finding_id = ? WHERE finding_id = ?", to, from);
    update(c, "UPDATE finding_live SET finding_id = ? WHERE finding_id = ?", to, from);
    results(c, from, to, signature);
  }

  /** The finding {@code from} joined to {@code into}: its sightings and runs, then it is gone. */
  private static void merge(Connection c, String from, String into, String signature)
      throws SQLException {
    // a case and solver seen under both keeps the earlier sighting
    update(
        c,
        "DELETE FROM finding_hit WHERE finding_id = ? AND EXISTS (SELECT 1 FROM finding_hit h"
            + " WHERE h.finding_id = ? AND h.campaign_id = finding_hit.campaign_id"
            + " AND h.case_id = finding_hit.case_id AND h.solver = finding_hit.solver)",
        from,
        into);
    update(c, "UPDATE finding_hit SET finding_id = ? WHERE finding_id = ?", into, from);
    // the earlier finding's liveness check stands; the later one's goes with it
    update(c, "DELETE FROM finding_live WHERE finding_id = ?", from);
    update(c, "DELETE FROM finding WHERE id = ?", from);
    results(c, from, into, signature);
  }

  /** The runs of finding {@code from} moved to {@code to}: their columns and their JSON line. */
  private static void results(Connection c, String from, String to, String signature)
      throws SQLException {
    List<String[]> rows = new ArrayList<>();
    try (PreparedStatement s =
        c.prepareStatement(
            "SELECT campaign_id, item, seq, solver_pos, line FROM result WHERE finding_id = ?")) {
      s.setString(1, from);
      try (ResultSet r = s.executeQuery()) {
        while (r.next()) {
          rows.add(
              new String[] {
                r.getString(1),
                Long.toString(r.getLong(2)),
                Integer.toString(r.getInt(3)),
                Integer.toString(r.getInt(4)),
                r.getString(5)
              });
        }
      }
    }
    try (PreparedStatement u =
        c.prepareStatement(
            "UPDATE result SET finding_id = ?, signature = ?, line = ? WHERE campaign_id = ?"
                + " AND item = ? AND seq = ? AND solver_pos = ?")) {
      for (String[] row : rows) {
        u.setString(1, to);
        u.setString(2, signature);
        u.setString(
            3, row[4].replace("\"finding_id\":\"" + from + "\"", "\"finding_id\":\"" + to + "\""));
        u.setString(4, row[0]);
        u.setLong(5, Long.parseLong(row[1]));
        u.setInt(6, Integer.parseInt(row[2]));
        u.setInt(7, Integer.parseInt(row[3]));
        u.addBatch();
      }
      u.executeBatch();
    }
  }

  private static void update(Connection c, String sql, String... args) throws SQLException {
    try (PreparedStatement s = c.prepareStatement(sql)) {
      for (int i = 0; i < args.length; i++) {
        s.setString(i + 1, args[i]);
      }
      s.executeUpdate();
    }
  }
}
