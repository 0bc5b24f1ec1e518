package dev.assay.solver.z3;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.CommandLines;
import dev.assay.solver.SolverSpecs;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bundled Z3 worker whose parent is killed outright exits by itself, though its input stays open:
 * after a SIGKILL of Assay nothing else would end it.
 */
@Tag("slow")
class OrphanedWorkerTest {
  @TempDir Path dir;

  @Test
  void worker_whoseParentIsKilled_exitsThoughItsInputStaysOpen() throws Exception {
    // The worker reads a FIFO this test holds open, so its input does not close when its parent
    // dies (a pipe from Java would: Java closes a child's pipes when the child exits).
    Path fifo = dir.resolve("in");
    Path out = dir.resolve("out");
    assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
    String worker = CommandLines.format(SolverSpecs.parse("bundled").program());
    // The output file first: opening the FIFO blocks until this test opens its other end, and the
    // test reads the output as soon as that open returns.
    String script =
        worker
            + " > "
            + CommandLines.format(List.of(out.toString()))
            + " 2>&1 < "
            + CommandLines.format(List.of(fifo.toString()))
            + " & echo $!; wait";
    Process sh = new ProcessBuilder("sh", "-c", script).start();
    ProcessHandle w = null;
    try (OutputStream in = new FileOutputStream(fifo.toFile())) {
      w = ProcessHandle.of(Long.parseLong(readLine(sh))).orElseThrow();
      in.write("(check-sat)\n".getBytes(StandardCharsets.UTF_8));
      in.flush();
      // Liveness, not speed: the bounds only keep a broken build from hanging the suite.
      for (int i = 0; i < 1200 && !outputOf(out).contains("sat"); i++) {
        Thread.sleep(100);
      }
      assertThat(outputOf(out)).isEqualTo("sat\n"); // serving, input open
      assertThat(w.isAlive()).isTrue();

      sh.destroyForcibly();
      sh.waitFor();

      w.onExit().get(120, TimeUnit.SECONDS);
      assertThat(w.isAlive()).isFalse();
    } finally {
      if (w != null) {
        w.destroyForcibly();
      }
      sh.destroyForcibly();
    }
  }

  private static String outputOf(Path out) throws java.io.IOException {
    return Files.exists(out) ? Files.readString(out) : "";
  }

  private static String readLine(Process p) throws java.io.IOException {
    StringBuilder sb = new StringBuilder();
    for (int c; (c = p.getInputStream().read()) >= 0 && c != '\n'; ) {
      sb.append((char) c);
    }
    return sb.toString().trim();
  }
}
