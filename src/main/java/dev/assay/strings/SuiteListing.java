package dev.assay.strings;

import dev.assay.core.ExpectedStatus;
import dev.assay.oracle.ExpectedCoreComment;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Symbols;
import dev.assay.smtlib.Term;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Writes a suite as standalone {@code .smt2} files, one folder per category and pattern flavour
 * ({@code --list}): each file is the query of {@link StringTest#query()} with a header saying what
 * the test is and, as comments at the end, its witness model or its expected unsat core, so other
 * tools ({@code assay check}, a solver's own test runner) can run the suite.
 */
public final class SuiteListing {
  private SuiteListing() {}

  /** The file of {@code test} under {@code root}. */
  public static Path fileOf(Path root, StringTest test) {
    return root.resolve(test.group()).resolve(test.name() + ".smt2");
  }

  /** Writes every test; returns the number of files written. */
  public static int write(Path root, List<StringTest> tests) throws IOException {
    for (StringTest t : tests) {
      Path f = fileOf(root, t);
      Files.createDirectories(f.getParent());
      Files.writeString(f, text(t), StandardCharsets.UTF_8);
    }
    return tests.size();
  }

  /** The standalone file text of one test. */
  public static String text(StringTest t) {
    StringBuilder sb = new StringBuilder();
    sb.append("; assay strings test ").append(t.id()).append('\n');
    sb.append("; category: ").append(t.category().label());
    if (t.patterns()) {
      sb.append(" [+p]");
    }
    sb.append(", ").append(t.expected().smtlib()).append(" by construction\n");
    sb.append("; made by: ").append(String.join(" / ", t.provenance())).append('\n');
    sb.append(Printer.print(t.query()));
    sb.append(trailer(t));
    return sb.toString();
  }

  /** The comment with the witness model or the expected core. */
  public static String trailer(StringTest t) {
    StringBuilder sb = new StringBuilder();
    if (t.expected() == ExpectedStatus.SAT) {
      sb.append("; witness model:\n");
      Map<String, Term> w = t.witness();
      for (SortedVar v : t.variables()) {
        sb.append(";   (define-fun ")
            .append(Symbols.print(v.name()))
            .append(" () ")
            .append(Printer.print(v.sort()))
            .append(' ')
            .append(Printer.print(w.get(v.name())))
            .append(")\n");
      }
    } else {
      sb.append(ExpectedCoreComment.format(t.expectedCore()));
    }
    return sb.toString();
  }
}
