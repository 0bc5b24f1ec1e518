package dev.assay.triggers;

import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.Term;
import dev.assay.solver.Answer;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.Solvers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a file under E-matching only, alone or with terms, written here independently of {@link
 * Validator}: the tests' own ground truth for "unknown under E-matching" and "these terms make
 * E-matching refute it". A fresh solver state per run.
 */
final class EMatchingRuns implements AutoCloseable {
  private static final String OPTIONS =
      "(set-option :smt.auto_config false)\n(set-option :smt.mbqi false)\n"
          + "(set-option :sat.random_seed 488)\n(set-option :smt.random_seed 599)\n"
          + "(set-option :nlsat.seed 611)\n";

  private final Solver solver;

  EMatchingRuns(SolverSpec spec) {
    this.solver =
        Solvers.open(
            spec, Solvers.Mode.FRESH, RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(20)));
  }

  /** The answer to {@code file} (commands before its check-sat) plus the terms. */
  String answer(Path file, List<String> terms, List<String> decls) throws Exception {
    String text = Files.readString(file);
    CheckedScript cs = Parser.readScript(text, file.toString());
    StringBuilder q = new StringBuilder(OPTIONS).append("(set-option :timeout 10000)\n");
    for (Command c : cs.script().commands()) {
      if (c instanceof Command.CheckSat) {
        break;
      }
      q.append(Printer.print(c)).append('\n');
    }
    Map<String, Sort> fresh = new LinkedHashMap<>();
    for (String d : decls) {
      q.append(d).append('\n');
      Command c = Parser.parseScript(d, "<decl>").commands().get(0);
      if (c instanceof Command.DeclareConst dc) {
        fresh.put(dc.name(), dc.sort());
      } else if (c instanceof Command.DeclareFun df && df.argSorts().isEmpty()) {
        fresh.put(df.name(), df.resultSort());
      }
    }
    if (!terms.isEmpty()) {
      List<String> sorts = new ArrayList<>();
      for (String t : terms) {
        Term term = Parser.parseTerm(t);
        sorts.add(SortChecker.sortOf(term, cs.signature(), fresh).toString());
      }
      q.append("(declare-fun test_dummy (").append(String.join(" ", sorts)).append(") Bool)\n");
      q.append("(assert (test_dummy ").append(String.join(" ", terms)).append("))\n");
    }
    q.append("(check-sat)\n");
    Outcome o = solver.run(Query.of("check", q.toString()));
    if (o.answers().isEmpty()) {
      return o.kind();
    }
    Answer a = o.answers().get(0);
    return a.label();
  }

  /** The expected terms and declarations written in a test file's header comments. */
  static List<List<String>> expected(Path file) throws Exception {
    List<String> terms = new ArrayList<>();
    List<String> decls = new ArrayList<>();
    for (String line : Files.readAllLines(file)) {
      if (line.startsWith("; expected-trigger: ")) {
        terms.addAll(split(line.substring("; expected-trigger: ".length())));
      } else if (line.startsWith("; expected-decls: ")) {
        decls.addAll(split(line.substring("; expected-decls: ".length())));
      }
    }
    return List.of(terms, decls);
  }

  private static List<String> split(String s) {
    List<String> out = new ArrayList<>();
    int i = 0;
    while (true) {
      int a = dev.assay.solver.SExprScanner.skipBlank(s, i, true);
      if (a >= s.length()) {
        return out;
      }
      int b = dev.assay.solver.SExprScanner.itemEnd(s, a, true);
      out.add(s.substring(a, b));
      i = b;
    }
  }

  @Override
  public void close() {
    solver.close();
  }
}
