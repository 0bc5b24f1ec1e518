package dev.assay.campaign;

import dev.assay.solver.BundledReleases;
import dev.assay.solver.CacheFiles;
import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HexFormat;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Whether a store's schema is current, asked without Flyway: the versions of the migrations on the
 * class path ({@code db/migration/V<version>__<name>.sql}, listed once per JVM) against the
 * versions Flyway recorded as applied in {@code flyway_schema_history}. Only when they differ (a
 * new store, an older one, a failed migration) does the store run Flyway, which applies and
 * validates.
 *
 * <p>This check does not compare checksums: a migration edited after it was applied (which Flyway's
 * validation would refuse) goes unnoticed until a new migration makes Flyway run. Applied
 * migrations are never edited (docs/campaigns.md, "The store").
 */
final class StoreSchema {
  /** Where the migrations are, on the class path. */
  static final String LOCATION = "db/migration";

  private static final Pattern VERSIONED =
      Pattern.compile("V([0-9]+(?:[._][0-9]+)*)__[^$]+\\.(?:sql|class)");

  private static SortedSet<String> available;

  private StoreSchema() {}

  /** Whether every migration on the class path, and no other, is applied to the store. */
  static boolean current(Connection c) {
    SortedSet<String> have = available();
    if (have.isEmpty()) {
      return false; // cannot tell: let Flyway decide
    }
    SortedSet<String> applied = new TreeSet<>();
    try (Statement s = c.createStatement();
        ResultSet r = s.executeQuery("SELECT version, type, success FROM flyway_schema_history")) {
      while (r.next()) {
        String version = r.getString(1);
        String type = r.getString(2);
        boolean success = r.getBoolean(3);
        if (!success) {
          return false;
        }
        if (version != null && ("SQL".equals(type) || "JDBC".equals(type))) {
          applied.add(version);
        }
      }
    } catch (SQLException e) {
      return false; // no history table: a new store
    }
    return applied.equals(have);
  }

  /** The versions of the migrations on the class path, as Flyway records them ({@code 1.1}). */
  static synchronized SortedSet<String> available() {
    if (available == null) {
      SortedSet<String> out = new TreeSet<>();
      for (String name : migrations()) {
        Matcher m = VERSIONED.matcher(name);
        if (m.matches()) {
          out.add(m.group(1).replace('_', '.'));
        }
      }
      available = Collections.unmodifiableSortedSet(out);
    }
    return available;
  }

  /** The file names in the migrations folder(s) of the class path; empty when unknown. */
  private static SortedSet<String> migrations() {
    SortedSet<String> out = new TreeSet<>();
    try {
      Enumeration<URL> roots = StoreSchema.class.getClassLoader().getResources(LOCATION);
      for (URL root : Collections.list(roots)) {
        out.addAll(names(root));
      }
    } catch (IOException | URISyntaxException | RuntimeException e) {
      out.clear(); // unknown: Flyway decides
    }
    return out;
  }

  /**
   * Creates the SQLite store {@code file}, which does not exist, as a copy of the template (made
   * first by {@code migrate} when missing); false when it could not, and Flyway must make it. Two
   * Assays creating one store at once: the first copy is linked in place, the other is dropped.
   */
  static boolean createFromTemplate(Path file, Migration migrate) {
    try {
      Path template = template(migrate);
      if (template == null) {
        return false;
      }
      Path dir = file.toAbsolutePath().getParent();
      Files.createDirectories(dir);
      Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
      try {
        Files.copy(template, tmp, StandardCopyOption.REPLACE_EXISTING);
        Files.createLink(file, tmp); // never replaces a store made meanwhile
      } catch (FileAlreadyExistsException e) {
        // made by another Assay meanwhile: that one is used
      } finally {
        Files.deleteIfExists(tmp);
      }
      return true;
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return false;
    }
  }

  /** Applies the migrations to a new SQLite file (Flyway). */
  @FunctionalInterface
  interface Migration {
    void apply(String url) throws IOException;
  }

  /** The template for the migrations on the class path, made when missing; null if none can be. */
  private static synchronized Path template(Migration migrate) throws IOException {
    SortedSet<String> names = migrations();
    if (available().isEmpty()) {
      return null;
    }
    java.security.MessageDigest sha = CacheFiles.digest();
    for (String name : names) {
      sha.update(name.getBytes(StandardCharsets.UTF_8));
      try (InputStream in =
          StoreSchema.class.getClassLoader().getResourceAsStream(LOCATION + "/" + name)) {
        if (in == null) {
          return null;
        }
        sha.update(in.readAllBytes());
      }
    }
    String key = HexFormat.of().formatHex(sha.digest()).substring(0, 16);
    Path root = BundledReleases.cacheRoot().resolve("store-template");
    Path template = root.resolve(key + ".db");
    if (Files.isRegularFile(template)) {
      return template;
    }
    Files.createDirectories(root);
    Path tmp = root.resolve(key + "." + ProcessHandle.current().pid() + ".tmp.db");
    try {
      Files.deleteIfExists(tmp);
      migrate.apply("jdbc:sqlite:" + tmp.toAbsolutePath());
      CacheFiles.moveInPlace(tmp, template);
    } finally {
      Files.deleteIfExists(tmp);
    }
    return template;
  }

  /** The file names directly in a class-path folder, in a jar or on disk. */
  private static SortedSet<String> names(URL root) throws IOException, URISyntaxException {
    SortedSet<String> out = new TreeSet<>();
    if (root.getProtocol().equals("jar")) {
      JarURLConnection c = (JarURLConnection) root.openConnection();
      String prefix = c.getEntryName() + "/";
      JarFile jar = c.getJarFile(); // shared with the URL cache: not closed here
      for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
        String n = e.nextElement().getName();
        if (n.startsWith(prefix) && n.indexOf('/', prefix.length()) < 0) {
          out.add(n.substring(prefix.length()));
        }
      }
    } else if (root.getProtocol().equals("file")) {
      try (Stream<Path> files = Files.list(Path.of(root.toURI()))) {
        files.forEach(p -> out.add(p.getFileName().toString()));
      }
    } else {
      throw new IOException("cannot list " + root);
    }
    return out;
  }
}
