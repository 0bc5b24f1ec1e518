package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Private files are replaced whole: a reader sees the old text or the new, never a cut one. */
class PrivateFilesTest {
  @TempDir Path dir;

  @Test
  void rewrittenWhileAnotherThreadReads_theReaderNeverSeesAPartialFile() throws Exception {
    Path file = dir.resolve("run.json");
    String a = "{\"a\": \"" + "x".repeat(20_000) + "\"}\n";
    String b = "{\"b\": \"" + "y".repeat(30_000) + "\"}\n";
    PrivateFiles.writeString(file, a);
    AtomicBoolean done = new AtomicBoolean();
    List<Integer> seen = new ArrayList<>();
    Thread reader =
        new Thread(
            () -> {
              while (!done.get()) {
                try {
                  seen.add(Files.readString(file).length());
                } catch (java.io.IOException e) {
                  seen.add(-1);
                }
              }
            });
    reader.start();
    for (int i = 0; i < 300; i++) {
      PrivateFiles.writeString(file, i % 2 == 0 ? b : a);
    }
    done.set(true);
    reader.join();
    assertThat(seen).isNotEmpty().allMatch(n -> n == a.length() || n == b.length());
    try (var files = Files.list(dir)) {
      assertThat(files.map(p -> p.getFileName().toString())).containsExactly("run.json");
    }
    if (dir.getFileSystem().supportedFileAttributeViews().contains("posix")) {
      assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
          .isEqualTo("rw-------");
    }
  }
}
