package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assay.campaign.RunManifest;
import dev.assay.core.InputError;
import dev.assay.oracle.Producer;
import dev.assay.oracle.TestCase;
import dev.assay.testkit.Fixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A campaign made again from the command and arguments its {@code run.json} records (as a cluster's
 * executors make it) has the driver's inputs, solvers and items.
 */
class CampaignRecipesTest {
  @TempDir Path dir;

  @Test
  void aFuzzCampaignMadeFromItsRecord_makesTheSameItems() throws IOException {
    Path seeds = Fixtures.posNeg(dir.resolve("seeds"), 1, 3);
    String solver = "sat=cmd:" + Fixtures.fakeSolver("/fake-solvers/sat.sh", dir);
    ParseCommandTest.Result r =
        ParseCommandTest.run(
            "fuzz",
            seeds.toString(),
            "--solver",
            solver,
            "--iterations",
            "2",
            "--seed",
            "9",
            "-j",
            "1",
            "--no-report",
            "--out",
            dir.resolve("run").toString());
    assertThat(r.code()).as(r.err()).isIn(ExitCodes.OK, ExitCodes.FINDINGS);
    RunManifest m = RunManifest.read(dir.resolve("run"));

    CampaignRecipes.Campaign a =
        CampaignRecipes.make(m.command(), m.arguments(), Files.createTempDirectory(dir, "a"));
    CampaignRecipes.Campaign b =
        CampaignRecipes.make(m.command(), m.arguments(), Files.createTempDirectory(dir, "b"));

    Producer.Inputs inputs = a.producer().inputs();
    assertThat(RunManifest.digest(inputs.names(), inputs.texts())).isEqualTo(m.casesDigest());
    assertThat(a.config().solving().solvers())
        .extracting(s -> s.name() + " " + s.version())
        .containsExactly("sat 1.0");
    assertThat(a.producer().items()).isEqualTo(6).isEqualTo(b.producer().items());
    for (long k = 0; k < a.producer().items(); k++) {
      assertThat(firstCase(a.producer(), k)).isEqualTo(firstCase(b.producer(), k));
    }
  }

  @Test
  void argumentsTheCommandRefuses_areAnInputErrorWithItsMessage() {
    assertThatThrownBy(
            () ->
                CampaignRecipes.make(
                    "fuzz", List.of("--iterations", "0", "--", "/nowhere"), dir.resolve("x")))
        .isInstanceOf(InputError.class)
        .hasMessageContaining("--iterations and --walk-length must be at least 1");
  }

  private static List<String> firstCase(Producer p, long k) {
    TestCase c = p.item(k).next(List.of());
    List<String> out = new ArrayList<>();
    out.add(c.id());
    out.add(c.sent());
    return out;
  }
}
