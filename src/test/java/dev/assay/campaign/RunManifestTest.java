package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunManifestTest {
  @TempDir Path dir;

  @Test
  void manifest_roundTripsAndNamesWhatDiffers() throws Exception {
    RunManifest m =
        new RunManifest(
            "strings",
            java.util.List.of("--bound", "2"),
            RunManifest.digest(java.util.List.of("t1"), java.util.List.of("(check-sat)")),
            1,
            java.util.Map.of("z3", "4.8.12"),
            "strings-20260101-000000-abcdef01",
            "jdbc:sqlite:/tmp/x.db",
            2);
    m.write(dir);
    RunManifest back = RunManifest.read(dir);
    assertThat(back).isEqualTo(m);
    back.requireSameRunAs(m, dir);

    RunManifest other =
        new RunManifest(
            "strings",
            m.arguments(),
            RunManifest.digest(java.util.List.of("t1"), java.util.List.of("(check-sat) ")),
            1,
            m.versions(),
            m.campaignId(),
            m.store(),
            null);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> m.requireSameRunAs(other, dir))
        .hasMessageContaining("the cases differ from the run's (1 now, 1 then)");
  }
}
