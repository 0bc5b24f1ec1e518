package dev.assay.triggers;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Builds preprocessed problems from SMT-LIB text (inputs whose quantifiers all have patterns). */
final class Problems {
  private Problems() {}

  static final Path TEST_SET = Path.of("src/test/resources/triggers");

  static Problem of(String text) {
    try {
      return new Preprocessor(null).run("<test>", text.getBytes(StandardCharsets.UTF_8), 1000);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  static Problem file(String name) {
    return of(text(name));
  }

  /** The text of a file of the test set. */
  static String text(String name) {
    try {
      return Files.readString(TEST_SET.resolve(name));
    } catch (java.io.IOException e) {
      throw new IllegalStateException(e);
    }
  }

  static Conjunct conjunct(Problem p, int id) {
    return p.conjuncts().get(id);
  }
}
