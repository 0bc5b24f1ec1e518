package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FinishedRunsTest {
  @TempDir Path dir;

  @Test
  void recover_keepsWholeLinesAndCutsATornTail() throws Exception {
    Path f = dir.resolve("results.jsonl");
    String whole = "{\"case\":\"a\",\"solver\":\"z3\"}\n{\"case\":\"b\",\"solver\":\"z3\"}\n";
    Files.writeString(f, whole + "{\"case\":\"c\",\"sol", StandardCharsets.UTF_8);

    FinishedRuns runs = FinishedRuns.recover(f);

    assertThat(runs.size()).isEqualTo(2);
    assertThat(runs.get("b", "z3")).isNotNull();
    assertThat(runs.get("b", "cvc5")).isNull();
    assertThat(runs.get("c", "z3")).isNull();
    assertThat(runs.droppedBytes()).isEqualTo(16);
    assertThat(Files.readString(f)).isEqualTo(whole);
  }

  @Test
  void recover_stopsAtALineThatIsNotAResult() throws Exception {
    Path f = dir.resolve("results.jsonl");
    String first = "{\"case\":\"a\",\"solver\":\"z3\"}\n";
    Files.writeString(
        f,
        first + "{\"case\":\"b\"}\n{\"case\":\"c\",\"solver\":\"z3\"}\n",
        StandardCharsets.UTF_8);

    FinishedRuns runs = FinishedRuns.recover(f);

    assertThat(runs.size()).isEqualTo(1);
    assertThat(Files.readString(f)).isEqualTo(first);
  }

  @Test
  void recover_ofNoFile_isEmptyAndCreatesNothing() throws Exception {
    Path f = dir.resolve("results.jsonl");
    assertThat(FinishedRuns.recover(f).size()).isZero();
    assertThat(Files.exists(f)).isFalse();
  }

  @Test
  void manifest_roundTripsAndNamesWhatDiffers() throws Exception {
    RunManifest m =
        new RunManifest(
            "strings",
            java.util.List.of("--bound", "2"),
            RunManifest.digest(java.util.List.of("t1"), java.util.List.of("(check-sat)")),
            1,
            java.util.Map.of("z3", "4.8.12"));
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
            m.versions());
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> m.requireSameRunAs(other, dir))
        .hasMessageContaining("the cases differ from the run's (1 now, 1 then)");
  }
}
