package dev.assay.generate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes generated scripts as standalone {@code .smt2} files ({@link GeneratedFormula#text()}): the
 * status of each check-sat as {@code set-info}, the witness model as a comment, the command that
 * regenerates the file; {@code assay check DIR} judges solvers on them.
 */
public final class FormulaFiles {
  private FormulaFiles() {}

  /** The file of {@code f} under {@code dir}. */
  public static Path fileOf(Path dir, GeneratedFormula f) {
    return dir.resolve(f.name() + ".smt2");
  }

  /** Writes {@code f} under {@code dir} (created if missing); returns the file. */
  public static Path write(Path dir, GeneratedFormula f) throws IOException {
    Files.createDirectories(dir);
    Path p = fileOf(dir, f);
    Files.writeString(p, f.text(), StandardCharsets.UTF_8);
    return p;
  }
}
