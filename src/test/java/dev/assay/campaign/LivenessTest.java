package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whether a finding is live in its solver's newest release: the store keeps the last check per
 * finding (migration V2).
 */
class LivenessTest {
  @TempDir Path dir;

  /** The liveness round trip on any store; also run on PostgreSQL by PostgresStoreTest. */
  static void roundTrip(Store store) throws Exception {
    assertThat(store.liveness()).isEmpty();
    assertThat(Store.liveWord(store.liveness(), "abc")).isEqualTo("unknown");

    store.setLiveness("abc", Store.Live.YES, "z3-wasm@5.2.0", "5.1.0", "wrong-status");
    store.setLiveness("def", Store.Live.NO, "bundled-cvc5", "1.3.2", "ok");
    store.setLiveness("abc", Store.Live.NO, "z3-wasm@5.3.0", "5.2.0", "ok"); // a later check wins

    Map<String, Store.Liveness> live = store.liveness();
    assertThat(live.keySet()).containsExactly("abc", "def");
    assertThat(live.get("abc").live()).isEqualTo(Store.Live.NO);
    assertThat(live.get("abc").release()).isEqualTo("z3-wasm@5.3.0");
    assertThat(live.get("abc").describe()).startsWith("no (z3-wasm@5.3.0 5.2.0, ok, 20");
    assertThat(Store.liveWord(live, "def")).isEqualTo("no");
  }

  @Test
  void store_keepsTheLastCheckPerFinding() throws Exception {
    try (Store store = Store.open("jdbc:sqlite:" + dir.resolve("a.db"))) {
      roundTrip(store);
    }
    // a reopened store has it still (the migration ran once)
    try (Store store = Store.open("jdbc:sqlite:" + dir.resolve("a.db"))) {
      assertThat(store.liveness()).hasSize(2);
    }
  }
}
