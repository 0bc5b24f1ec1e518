package dev.assay.mutate;

import dev.assay.smtlib.SourceText;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The shared seed corpus, for tests. */
final class CorpusSeeds {
  static final Path ROOT = Path.of("../shared/corpus/smt");

  private CorpusSeeds() {}

  static boolean available() {
    return Files.isDirectory(ROOT);
  }

  static List<Path> files() {
    try (Stream<Path> s = Files.walk(ROOT)) {
      return s.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Seed load(Path p) {
    try {
      return Seed.parse(SourceText.read(p), ROOT.relativize(p).toString(), null);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static List<Seed> all() {
    return files().stream().map(CorpusSeeds::load).toList();
  }
}
