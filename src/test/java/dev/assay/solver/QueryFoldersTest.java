package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class QueryFoldersTest {
  @TempDir Path tmp;

  @Test
  void removeStale_removesOnlyFoldersWhoseOwnerIsGone() throws Exception {
    ProcessHandle me = ProcessHandle.current();
    long start = me.info().startInstant().map(Instant::toEpochMilli).orElseThrow();
    Process p = new ProcessBuilder("true").start();
    p.waitFor();
    Path deadOwner = folder(QueryFolders.PREFIX + p.pid() + "-1-123");
    Files.writeString(deadOwner.resolve("query-1.smt2"), "(check-sat)\n");
    // A live process with another start time: its id was reused, the owner is gone.
    Path reusedPid = folder(QueryFolders.PREFIX + me.pid() + "-" + (start - 5000) + "-9");
    Path mine = folder(QueryFolders.PREFIX + me.pid() + "-" + start + "-77");
    Path olderName = folder(QueryFolders.PREFIX + "1234567");
    Path other = folder("something-else-" + p.pid() + "-1-1");

    assertThat(QueryFolders.removeStale(tmp)).containsExactlyInAnyOrder(deadOwner, reusedPid);

    assertThat(deadOwner).doesNotExist();
    assertThat(reusedPid).doesNotExist();
    assertThat(mine).exists();
    assertThat(olderName).exists();
    assertThat(other).exists();
  }

  @Test
  void create_namesTheFolderAfterThisProcess() throws Exception {
    Path f = QueryFolders.create();
    try {
      assertThat(f.getFileName().toString())
          .startsWith(QueryFolders.PREFIX + ProcessHandle.current().pid() + "-");
      assertThat(QueryFolders.removeStale(f.getParent())).doesNotContain(f);
      assertThat(f).exists();
    } finally {
      Files.deleteIfExists(f);
    }
  }

  private Path folder(String name) throws Exception {
    return Files.createDirectories(tmp.resolve(name));
  }
}
