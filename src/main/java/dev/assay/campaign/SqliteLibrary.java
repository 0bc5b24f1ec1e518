package dev.assay.campaign;

import dev.assay.solver.BundledReleases;
import dev.assay.solver.CacheFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * SQLite's native library, unpacked once into the user's cache ({@code CACHE/sqlite-native/KEY/})
 * instead of at every start: sqlite-jdbc copies it out of its jar into the temporary folder (and
 * lists that folder for old copies to remove) each time a JVM first opens a database, about 0.1 s
 * of CPU. The driver loads a library named by {@code org.sqlite.lib.path} and {@code
 * org.sqlite.lib.name} when those are set, and unpacks its own otherwise (also when loading the
 * named one fails). KEY covers the jar the driver came from (path, size, modification time) and the
 * platform, so another driver gets another copy. Nothing is set when the user set either property.
 */
final class SqliteLibrary {
  private static boolean done;

  private SqliteLibrary() {}

  /** Points the driver at the cached library, unpacking it first if needed; never fails. */
  static synchronized void useCached() {
    if (done) {
      return;
    }
    done = true;
    if (System.getProperty("org.sqlite.lib.path") != null
        || System.getProperty("org.sqlite.lib.name") != null) {
      return;
    }
    try {
      Path lib = cached();
      if (lib != null) {
        System.setProperty("org.sqlite.lib.path", lib.getParent().toString());
        System.setProperty("org.sqlite.lib.name", lib.getFileName().toString());
      }
    } catch (IOException | RuntimeException e) {
      // the driver unpacks its own copy
    }
  }

  private static Path cached() throws IOException {
    Path jar = CacheFiles.jarOf("org/sqlite/JDBC.class");
    if (jar == null) {
      return null;
    }
    BasicFileAttributes a = Files.readAttributes(jar, BasicFileAttributes.class);
    String name = System.mapLibraryName("sqlitejdbc");
    String key =
        CacheFiles.sha256(
                jar.toAbsolutePath()
                    + ","
                    + a.size()
                    + ","
                    + a.lastModifiedTime().toMillis()
                    + ","
                    + System.getProperty("os.name")
                    + ","
                    + System.getProperty("os.arch"))
            .substring(0, 16);
    Path dir = BundledReleases.cacheRoot().resolve("sqlite-native").resolve(key).toAbsolutePath();
    Path lib = dir.resolve(name);
    if (Files.isRegularFile(lib)) {
      return lib;
    }
    // Only now ask the driver where its library is: that may run `uname`.
    String resource = org.sqlite.util.LibraryLoaderUtil.getNativeLibResourcePath() + "/" + name;
    try (InputStream in = SqliteLibrary.class.getResourceAsStream(resource)) {
      if (in == null) {
        return null;
      }
      Files.createDirectories(dir);
      Path tmp = Files.createTempFile(dir, "." + name, ".tmp");
      try {
        Files.copy(in, tmp, StandardCopyOption.REPLACE_EXISTING);
        CacheFiles.moveInPlace(tmp, lib);
      } finally {
        Files.deleteIfExists(tmp);
      }
    }
    return lib;
  }
}
