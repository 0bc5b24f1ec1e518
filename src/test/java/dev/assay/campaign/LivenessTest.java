package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whether a finding is live in its solver's newest release: the store keeps the last check per
 * finding (migration V2), the release lines name each finding's family, and a release's bisection
 * result maps to yes, no or unknown.
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

  @Test
  void bisectionResult_isTheLiveness() {
    assertThat(Bisection.live(Bisection.Result.FAILS)).isEqualTo(Store.Live.YES);
    assertThat(Bisection.live(Bisection.Result.PASSES)).isEqualTo(Store.Live.NO);
    assertThat(Bisection.live(Bisection.Result.UNDECIDED)).isEqualTo(Store.Live.UNKNOWN);
    assertThat(Store.Live.of("maybe")).isEqualTo(Store.Live.UNKNOWN);
  }

  @Test
  void family_fromTheConfigurationsNameOrCommand() {
    assertThat(ReleaseLines.family("z3", null)).isEqualTo("z3");
    assertThat(ReleaseLines.family("z3~p2", null)).isEqualTo("z3");
    assertThat(ReleaseLines.family("bundled-z3@4.12.2", null)).isEqualTo("z3");
    assertThat(ReleaseLines.family("z3-wasm@5.2.0", null)).isEqualTo("z3");
    assertThat(ReleaseLines.family("bundled-cvc5~p1", null)).isEqualTo("cvc5");
    assertThat(ReleaseLines.family("cvc5", null)).isEqualTo("cvc5");
    assertThat(ReleaseLines.family("cvc4", null)).isEqualTo("cvc4");
    assertThat(ReleaseLines.family("new", "[\"java\",\"dev.assay.solver.cvc5.BundledCvc5Worker\"]"))
        .isEqualTo("cvc5");
    assertThat(ReleaseLines.family("new", "[\"node\",\"/c/z3-wasm/worker-1.js\"]")).isEqualTo("z3");
    assertThat(ReleaseLines.family("liar.sh", "[\"/tmp/liar.sh\"]")).isNull();
  }

  @Test
  void defaultLines_endWithTheNewestReleases() {
    assertThat(ReleaseLines.DEFAULT.z3Turnkey()).containsExactly("4.8.17", "4.12.2", "4.13.0");
    assertThat(ReleaseLines.DEFAULT.z3Wasm()).isEqualTo(List.of("5.2.0"));
    assertThat(ReleaseLines.DEFAULT.cvc5()).isEqualTo(List.of("1.3.2-1"));
  }
}
