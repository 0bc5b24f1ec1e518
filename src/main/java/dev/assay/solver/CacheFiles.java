package dev.assay.solver;

import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Small helpers for what Assay keeps in the user's cache ({@link BundledReleases#cacheRoot()}) so
 * that it is not made again at every start: where a class-path resource's jar is, digests for cache
 * keys, and files that appear complete or not at all.
 */
public final class CacheFiles {
  private CacheFiles() {}

  /**
   * The jar a resource of Assay's class path is in ({@code org/sqlite/JDBC.class}), without loading
   * any class; null when it is in a folder or not there.
   */
  public static Path jarOf(String resource) {
    URL url = CacheFiles.class.getClassLoader().getResource(resource);
    if (url == null || !url.getProtocol().equals("jar")) {
      return null;
    }
    try {
      JarURLConnection c = (JarURLConnection) url.openConnection();
      return Path.of(c.getJarFileURL().toURI());
    } catch (IOException | URISyntaxException | RuntimeException e) {
      return null;
    }
  }

  /** The SHA-256 of the text's UTF-8 bytes, in hex. */
  public static String sha256(String text) {
    return HexFormat.of().formatHex(digest().digest(text.getBytes(StandardCharsets.UTF_8)));
  }

  /** A fresh SHA-256 digest. */
  public static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Renames {@code tmp} over {@code target}, atomically where the file system can, so that a reader
   * sees the old file or the new one, never half of one.
   */
  public static void moveInPlace(Path tmp, Path target) throws IOException {
    try {
      Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException e) {
      Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
