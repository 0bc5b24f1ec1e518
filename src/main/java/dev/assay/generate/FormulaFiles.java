package dev.assay.generate;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.LongFunction;

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

  /**
   * What {@link #writeRange} wrote.
   *
   * @param statuses files per expected status ({@code sat}, {@code unsat}, {@code sat,unsat}, ...)
   * @param logics files per logic
   */
  public record Written(Map<String, Integer> statuses, Map<String, Integer> logics) {}

  /**
   * Writes formulas {@code first} to {@code first + n - 1} of {@code formula} under {@code dir}.
   */
  public static Written writeRange(
      Path dir, LongFunction<GeneratedFormula> formula, long first, long n) throws IOException {
    Map<String, Integer> statuses = new TreeMap<>();
    Map<String, Integer> logics = new TreeMap<>();
    for (long i = first; i < first + n; i++) {
      GeneratedFormula f = formula.apply(i);
      write(dir, f);
      statuses.merge(f.summary(), 1, Integer::sum);
      logics.merge(f.logic(), 1, Integer::sum);
    }
    return new Written(statuses, logics);
  }
}
