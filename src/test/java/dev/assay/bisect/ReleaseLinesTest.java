package dev.assay.bisect;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.campaign.Store;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The release lines name each finding's family, end with the newest releases, and a release's
 * bisection result maps to the store's yes, no or unknown.
 */
class ReleaseLinesTest {
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
