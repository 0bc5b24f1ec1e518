package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunFolderLockTest {
  @TempDir Path dir;

  /** Holds the run folder's lock as a live session does until its input closes. */
  public static final class Holder {
    public static void main(String[] args) throws Exception {
      try (RunFolderLock lock = RunFolderLock.open(Path.of(args[0]))) {
        lock.share();
        System.out.println("holding");
        System.out.flush();
        while (System.in.read() >= 0) {
          // held until the test closes our input
        }
      }
    }
  }

  @Test
  void aSessionIsAloneOnlyWhileNoOtherProcessHoldsTheFolder() throws Exception {
    try (RunFolderLock first = RunFolderLock.open(dir)) {
      assertThat(first.alone()).isTrue();
    }
    Process other =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                Holder.class.getName(),
                dir.toString())
            .redirectErrorStream(true)
            .start();
    try {
      BufferedReader out =
          new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8));
      assertThat(out.readLine()).isEqualTo("holding");
      try (RunFolderLock second = RunFolderLock.open(dir)) {
        assertThat(second.alone()).isFalse();
        // sharing with a live session does not wait for it
        second.share();
      }
    } finally {
      other.getOutputStream().close();
      assertThat(other.waitFor(60, TimeUnit.SECONDS)).isTrue();
    }
    // the other session ended: its lock went with it
    try (RunFolderLock third = RunFolderLock.open(dir)) {
      assertThat(third.alone()).isTrue();
    }
  }

  @Test
  void twoSessionsOfOneProcess_areNotAlone() throws Exception {
    try (RunFolderLock first = RunFolderLock.open(dir)) {
      first.share();
      try (RunFolderLock second = RunFolderLock.open(dir)) {
        assertThat(second.alone()).isFalse();
      }
    }
  }
}
