package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A store URL's password: taken out of what is written down, found as PostgreSQL's tools do. */
class StoreUrlTest {
  @TempDir Path home;

  private static final String URL = "jdbc:postgresql://db.example:6543/assay?user=u";

  @Test
  void thePasswordOfTheUrl_isTakenOutAndKept() {
    StoreUrl s = StoreUrl.of(URL + "&password=p%40ss&ssl=false", Map.of(), home);
    assertThat(s.url()).isEqualTo(URL + "&ssl=false");
    assertThat(s.password()).isEqualTo("p@ss");
    assertThat(StoreUrl.withoutPassword("jdbc:postgresql://h/d?password=x"))
        .isEqualTo("jdbc:postgresql://h/d");
    assertThat(Store.redacted("FATAL: bad url jdbc:postgresql://h/d?user=u&password=x end"))
        .doesNotContain("=x");
  }

  @Test
  void withoutOne_pgpasswordThenThePasswordFile() throws Exception {
    assertThat(StoreUrl.of(URL, Map.of("PGPASSWORD", "env"), home).password()).isEqualTo("env");
    Files.writeString(
        home.resolve(".pgpass"),
        "# comment\nother:*:*:*:no\ndb.example:6543:assay:u:fr\\:om-file\n*:*:*:*:fallback\n");
    assertThat(StoreUrl.of(URL, Map.of(), home).password()).isEqualTo("fr:om-file");
    assertThat(StoreUrl.of("jdbc:postgresql://elsewhere/x?user=v", Map.of(), home).password())
        .isEqualTo("fallback");
    assertThat(StoreUrl.of("jdbc:sqlite:/tmp/a.db", Map.of("PGPASSWORD", "e"), home).password())
        .isNull();
  }
}
