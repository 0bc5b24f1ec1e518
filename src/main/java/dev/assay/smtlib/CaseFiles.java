package dev.assay.smtlib;

import dev.assay.core.InputError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The {@code .smt2} files under the paths a user gives, each with a stable case name: a directory's
 * files are named by the directory's name and their path inside it, a file by its own name. Sorted,
 * so every run sees the same cases in the same order.
 */
public final class CaseFiles {
  /** One input file and its case name. */
  public record CaseFile(Path path, String name) {}

  private CaseFiles() {}

  /**
   * Files given one by one are named by their file name; when two share it (the {@code
   * original.smt2} of several reproduction folders), each is named by its path as given instead.
   */
  private static List<CaseFile> distinctNames(List<CaseFile> files) {
    java.util.Map<String, Integer> seen = new java.util.HashMap<>();
    for (CaseFile f : files) {
      seen.merge(f.name(), 1, Integer::sum);
    }
    List<CaseFile> out = new ArrayList<>();
    for (CaseFile f : files) {
      if (seen.get(f.name()) > 1 && !f.name().contains("/")) {
        String path = f.path().normalize().toString().replace('\\', '/');
        while (path.startsWith("/") || path.startsWith("./")) {
          path = path.substring(path.startsWith("/") ? 1 : 2);
        }
        out.add(new CaseFile(f.path(), path));
      } else {
        out.add(f);
      }
    }
    return out;
  }

  /**
   * @throws InputError when a path does not exist or no .smt2 file is found
   */
  public static List<CaseFile> collect(List<Path> paths) throws IOException {
    List<CaseFile> out = new ArrayList<>();
    for (Path p : paths) {
      if (Files.isDirectory(p)) {
        Path root = p.toAbsolutePath().normalize();
        String prefix = root.getFileName() == null ? "" : root.getFileName() + "/";
        List<Path> files;
        try (Stream<Path> s = Files.walk(root)) {
          files =
              s.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(".smt2"))
                  .sorted()
                  .toList();
        }
        for (Path f : files) {
          out.add(new CaseFile(f, prefix + root.relativize(f).toString().replace('\\', '/')));
        }
      } else if (Files.isRegularFile(p)) {
        out.add(new CaseFile(p, p.getFileName().toString()));
      } else {
        throw new InputError(p + ": no such file or directory");
      }
    }
    out = distinctNames(out);
    if (out.isEmpty()) {
      throw new InputError("no .smt2 files under " + named(paths));
    }
    return out;
  }

  /** The paths as a user wrote them, separated by commas: for messages. */
  public static String named(List<Path> paths) {
    List<String> names = new ArrayList<>();
    for (Path p : paths) {
      names.add(p.toString());
    }
    return String.join(", ", names);
  }
}
