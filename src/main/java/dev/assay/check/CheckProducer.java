package dev.assay.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.assay.core.InputError;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.ExpectedCoreComment;
import dev.assay.oracle.InputIssue;
import dev.assay.oracle.Producer;
import dev.assay.oracle.Provenance;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.oracle.WitnessComment;
import dev.assay.semantics.Model;
import dev.assay.smtlib.CaseFiles;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.SourceText;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The cases of {@code assay check}: SMT-LIB files whose status their {@code (set-info :status ...)}
 * gives, one item per file, judged by the oracle alone. Every file is read by Assay's reader (with
 * its sorts checked, as {@code assay parse} reads it) before any solver sees it: a file the reader
 * refuses is {@code unparsable} (with the reader's {@code file:line:col}), one without a check-sat
 * has nothing to check; neither is run, both are named in the summary and the results.
 */
public final class CheckProducer implements Producer {
  private final List<TestCase> cases;
  private final List<InputIssue> issues;

  private CheckProducer(List<TestCase> cases, List<InputIssue> issues) {
    this.cases = List.copyOf(cases);
    this.issues = List.copyOf(issues);
  }

  /**
   * Reads the {@code .smt2} files under {@code inputs}; a file that cannot be used is reported on
   * {@code err} and kept as an input issue.
   *
   * @throws InputError when no file could be read at all
   */
  public static CheckProducer load(List<Path> inputs, boolean askForModels, PrintWriter err)
      throws IOException {
    List<TestCase> cases = new ArrayList<>();
    List<InputIssue> issues = new ArrayList<>();
    for (CaseFiles.CaseFile f : CaseFiles.collect(inputs)) {
      try {
        TestCase c = load(f, askForModels, cases.size());
        if (c.expectation().statuses().isEmpty()) {
          issues.add(
              new InputIssue(
                  f.name(),
                  InputIssue.Status.NOTHING_TO_CHECK,
                  f.name() + ": no check-sat, nothing to check"));
          err.println("assay: not checked: " + f.name() + ": no check-sat, nothing to check");
        } else {
          cases.add(c);
        }
      } catch (InputError e) {
        issues.add(new InputIssue(f.name(), InputIssue.Status.UNPARSABLE, e.getMessage()));
        err.println("assay: not checked (unparsable): " + e.getMessage());
      }
    }
    err.flush();
    if (cases.isEmpty()) {
      throw new InputError(
          issues.isEmpty()
              ? "no .smt2 file under " + CaseFiles.named(inputs)
              : "none of the files can be checked (" + issues.get(0).message() + ")");
    }
    return new CheckProducer(cases, issues);
  }

  private static TestCase load(CaseFiles.CaseFile f, boolean askForModels, long item)
      throws IOException {
    String text = SourceText.read(f.path());
    Script script = Parser.readScript(text, f.path().toString()).script();
    Expectation expected = Expectation.fromScript(script);
    if (expected.statuses().size() == 1) {
      // A generated test's unique minimal core: every member is in every unsat core.
      expected = expected.withNecessaryCore(ExpectedCoreComment.read(text));
    }
    // A witness written by assay generate or assay strings confirms a sat expectation
    Model witness = WitnessComment.read(text, script, f.path().toString());
    if (witness != null) {
      expected = expected.withWitness(witness);
    }
    return new TestCase(
        f.name(),
        script,
        SolverInput.prepare(text, askForModels),
        text,
        expected,
        "the file's (set-info :status ...)",
        Provenance.ofFile("check", f.name(), item));
  }

  @Override
  public List<InputIssue> inputIssues() {
    return issues;
  }

  /** The number of cases. */
  public int size() {
    return cases.size();
  }

  @Override
  public String technique() {
    return "check";
  }

  @Override
  public Inputs inputs() {
    return new Inputs(
        cases.stream().map(TestCase::id).toList(), cases.stream().map(TestCase::original).toList());
  }

  @Override
  public long items() {
    return cases.size();
  }

  @Override
  public Item item(long k) {
    return Item.of(cases.get((int) k));
  }

  @Override
  public void count(long k, JsonNode statistics) {
    // The verdict table comes from the store's results; check keeps no statistics of its own.
  }
}
