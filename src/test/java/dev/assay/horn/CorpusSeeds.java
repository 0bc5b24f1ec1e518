package dev.assay.horn;

import dev.assay.smtlib.ChcClause;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The CHC corpus for tests: seeds, their status, and Xor/validity queries over clauses. */
final class CorpusSeeds {
  static final Path ROOT = Path.of("../shared/corpus/chc");

  private CorpusSeeds() {}

  /**
   * Seeds z3 4.8.12 solved within {@code maxSeconds}, every {@code stride}-th, as (file, status).
   */
  static List<String[]> fast(double maxSeconds, int stride) {
    try {
      List<String[]> r = new ArrayList<>();
      int k = 0;
      for (String line : Files.readAllLines(ROOT.resolve("status.tsv"))) {
        String[] f = line.split("\t");
        if (f[0].equals("file") || Double.parseDouble(f[3]) > maxSeconds) {
          continue;
        }
        if (k++ % stride == 0) {
          r.add(new String[] {f[0], f[2]});
        }
      }
      return r;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static HornSeed load(String file) {
    try {
      return HornSeed.of(
          file, Parser.readScript(Files.readAllBytes(ROOT.resolve(file)), file).script());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Declarations of {@code s} as text (no assertions, no check-sat). */
  static String declarations(Script s) {
    StringBuilder sb = new StringBuilder();
    for (var c : s.commands()) {
      if (c instanceof dev.assay.smtlib.Command.DeclareFun
          || c instanceof dev.assay.smtlib.Command.DeclareConst
          || c instanceof dev.assay.smtlib.Command.DeclareSort
          || c instanceof dev.assay.smtlib.Command.DefineFun) {
        sb.append(Printer.print(c)).append('\n');
      }
    }
    return sb.toString();
  }

  /**
   * A query that is unsat iff two clauses are equivalent: their violations ({@code body ∧ ¬head})
   * under xor with the union of their variables as constants (the mutations keep variable names).
   */
  static String xor(Script s, ChcClause a, ChcClause b) {
    if (!a.vars().equals(b.vars())
        && !new java.util.HashSet<>(a.vars()).equals(new java.util.HashSet<>(b.vars()))) {
      // the simplifier may eliminate variables: compare the closed clauses
      return declarations(s)
          + "(assert (xor "
          + Printer.print(a.assertion())
          + " "
          + Printer.print(b.assertion())
          + "))\n";
    }
    Set<String> decls = new LinkedHashSet<>();
    for (SortedVar v : a.vars()) {
      decls.add(
          "(declare-const " + dev.assay.smtlib.Symbols.print(v.name()) + " " + v.sort() + ")");
    }
    for (SortedVar v : b.vars()) {
      decls.add(
          "(declare-const " + dev.assay.smtlib.Symbols.print(v.name()) + " " + v.sort() + ")");
    }
    return declarations(s)
        + String.join("\n", decls)
        + "\n(assert (xor "
        + Printer.print(a.violation())
        + " "
        + Printer.print(b.violation())
        + "))\n";
  }

  /** A query that is unsat iff the clause holds in every interpretation. */
  static String violation(Script s, ChcClause c) {
    Term t = c.violation();
    return withVariables(s, c).append("(assert ").append(Printer.print(t)).append(")\n").toString();
  }

  /**
   * A query that is unsat iff every violation of clause {@code a} (values of its variables, read as
   * constants, under any interpretation of the predicates) also violates {@code b}, which then
   * implies {@code a}. The clauses share their variables.
   */
  static String implication(Script s, ChcClause a, ChcClause b) {
    return withVariables(s, a)
        .append("(assert (and ")
        .append(Printer.print(a.violation()))
        .append(" (not ")
        .append(Printer.print(b.violation()))
        .append(")))\n")
        .toString();
  }

  /** The declarations of {@code s}, then the clause's variables as constants. */
  private static StringBuilder withVariables(Script s, ChcClause c) {
    StringBuilder sb = new StringBuilder(declarations(s));
    for (SortedVar v : c.vars()) {
      sb.append("(declare-const ")
          .append(dev.assay.smtlib.Symbols.print(v.name()))
          .append(' ')
          .append(v.sort())
          .append(")\n");
    }
    return sb;
  }
}
