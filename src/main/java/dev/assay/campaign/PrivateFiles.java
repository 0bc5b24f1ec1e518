package dev.assay.campaign;

import dev.assay.solver.CacheFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * A run folder holds inputs users may consider private (their files, their solver's output): a
 * folder Assay makes for a run is readable by its owner only ({@code 0700}), and the files it
 * writes there are {@code 0600}. A folder that existed before is left as it is; where the file
 * system has no POSIX permissions, nothing changes.
 */
public final class PrivateFiles {
  private static final boolean POSIX =
      FileSystems.getDefault().supportedFileAttributeViews().contains("posix");
  private static final Set<PosixFilePermission> OWNER_DIR =
      PosixFilePermissions.fromString("rwx------");
  private static final Set<PosixFilePermission> OWNER_FILE =
      PosixFilePermissions.fromString("rw-------");

  private PrivateFiles() {}

  /** Makes {@code dir} (and its parents) when missing; a folder made here is the owner's only. */
  public static void createDirectory(Path dir) throws IOException {
    if (Files.isDirectory(dir)) {
      return;
    }
    Files.createDirectories(dir);
    if (POSIX) {
      Files.setPosixFilePermissions(dir, OWNER_DIR);
    }
  }

  /** Writes {@code text} to {@code file}, readable by its owner only. */
  public static void writeString(Path file, String text) throws IOException {
    // written beside and renamed over the file: a process resuming the same run folder at the same
    // moment reads the old text or the new, never a file cut short
    Path tmp =
        Files.createTempFile(file.toAbsolutePath().getParent(), "." + file.getFileName(), ".tmp");
    try {
      Files.writeString(tmp, text, StandardCharsets.UTF_8);
      restrict(tmp);
      CacheFiles.moveInPlace(tmp, file);
    } finally {
      Files.deleteIfExists(tmp);
    }
  }

  /** Makes an existing file readable by its owner only. */
  public static void restrict(Path file) throws IOException {
    if (POSIX && Files.isRegularFile(file)) {
      Files.setPosixFilePermissions(file, OWNER_FILE);
    }
  }
}
