package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A store opens without Flyway when its schema is current, a new SQLite store is a copy of a
 * template Flyway made (the same tables and the same history as Flyway's own), and any store whose
 * history differs from the migrations Assay has still goes through Flyway.
 */
class StoreSchemaTest {
  @TempDir Path dir;

  @Test
  void newStore_fromTheTemplate_hasFlywaysSchemaAndHistory() throws Exception {
    String templated = "jdbc:sqlite:" + dir.resolve("a/assay.db");
    String migrated = "jdbc:sqlite:" + dir.resolve("b.db");
    try (Store s = Store.open(templated)) {
      s.addCampaign(
          new Store.Campaign("c", "check", "/r", "[]", "assay check", "d", 1, "h", "v", "t"),
          List.of());
    }
    Flyway.configure()
        .dataSource(migrated, null, null)
        .locations("classpath:db/migration")
        .load()
        .migrate();

    assertThat(rows(templated, "SELECT type, sql FROM sqlite_master ORDER BY name"))
        .isEqualTo(rows(migrated, "SELECT type, sql FROM sqlite_master ORDER BY name"));
    String history = "SELECT version, script, checksum, success FROM flyway_schema_history";
    assertThat(rows(templated, history)).isEqualTo(rows(migrated, history)).isNotEmpty();
    try (Connection c = DriverManager.getConnection(templated)) {
      assertThat(StoreSchema.current(c)).isTrue();
    }
  }

  @Test
  void currentStore_opensWithoutFlyway() throws Exception {
    String url = "jdbc:sqlite:" + dir.resolve("assay.db");
    Store.open(url).close();
    // Flyway's validation would refuse this store (a checksum that is not the migration's): an open
    // that succeeds did not run it.
    execute(url, "UPDATE flyway_schema_history SET checksum = 12345");

    Store.open(url).close();
  }

  @Test
  void storeWhoseHistoryDiffers_goesThroughFlyway() throws Exception {
    String url = "jdbc:sqlite:" + dir.resolve("assay.db");
    Store.open(url).close();
    // as if made by a newer Assay (a migration this one does not have), with a checksum that
    // Flyway's validation refuses: the open fails only if Flyway runs
    execute(url, "UPDATE flyway_schema_history SET checksum = 12345");
    execute(
        url,
        "INSERT INTO flyway_schema_history (installed_rank, version, description, type, script,"
            + " checksum, installed_by, installed_on, execution_time, success) VALUES (99, '99',"
            + " 'later', 'SQL', 'V99__later.sql', 1, 'x', '2026-01-01 00:00:00.000', 1, 1)");
    try (Connection c = DriverManager.getConnection(url)) {
      assertThat(StoreSchema.current(c)).isFalse();
    }

    assertThatThrownBy(() -> Store.open(url).close())
        .isInstanceOf(IOException.class)
        .hasMessageContaining("Validate failed");
  }

  @Test
  void availableVersions_areTheMigrationsOnTheClassPath() {
    assertThat(StoreSchema.available()).contains("1");
  }

  private static void execute(String url, String sql) throws SQLException {
    try (Connection c = DriverManager.getConnection(url);
        Statement s = c.createStatement()) {
      s.executeUpdate(sql);
    }
  }

  private static List<String> rows(String url, String sql) throws SQLException {
    List<String> out = new ArrayList<>();
    try (Connection c = DriverManager.getConnection(url);
        Statement s = c.createStatement();
        ResultSet r = s.executeQuery(sql)) {
      int n = r.getMetaData().getColumnCount();
      while (r.next()) {
        StringBuilder row = new StringBuilder();
        for (int i = 1; i <= n; i++) {
          row.append(r.getString(i)).append(" | ");
        }
        out.add(row.toString());
      }
    }
    return out;
  }
}
