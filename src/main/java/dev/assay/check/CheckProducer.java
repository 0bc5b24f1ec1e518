package dev.assay.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.assay.core.InputError;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.ExpectedCoreComment;
import dev.assay.oracle.Producer;
import dev.assay.oracle.Provenance;
import dev.assay.oracle.RunResult;
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
 * gives, one item per file, judged by the oracle alone. Files that cannot be read or parsed are
 * reported (one line each) and skipped.
 */
public final class CheckProducer implements Producer {
  private final List<TestCase> cases;
  private final int skipped;

  private CheckProducer(List<TestCase> cases, int skipped) {
    this.cases = List.copyOf(cases);
    this.skipped = skipped;
  }

  /**
   * Reads the {@code .smt2} files under {@code inputs}; a file that cannot be read is reported on
   * {@code err} and skipped.
   *
   * @throws InputError when no file could be read
   */
  public static CheckProducer load(List<Path> inputs, boolean askForModels, PrintWriter err)
      throws IOException {
    List<TestCase> cases = new ArrayList<>();
    int skipped = 0;
    for (CaseFiles.CaseFile f : CaseFiles.collect(inputs)) {
      try {
        cases.add(load(f, askForModels, cases.size()));
      } catch (InputError e) {
        err.println("assay: skipping " + e.getMessage());
        skipped++;
      }
    }
    err.flush();
    if (cases.isEmpty()) {
      throw new InputError("none of the files could be read");
    }
    return new CheckProducer(cases, skipped);
  }

  private static TestCase load(CaseFiles.CaseFile f, boolean askForModels, long item)
      throws IOException {
    String text = SourceText.read(f.path());
    Script script = Parser.parseScript(text, f.path().toString());
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

  /** The number of files that could not be read. */
  public int skipped() {
    return skipped;
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
    TestCase c = cases.get((int) k);
    return new Item() {
      @Override
      public TestCase next(List<RunResult> previous) {
        return previous.isEmpty() ? c : null;
      }

      @Override
      public JsonNode statistics() {
        return null;
      }
    };
  }

  @Override
  public void count(long k, JsonNode statistics) {
    // The verdict table comes from the store's results; check keeps no statistics of its own.
  }
}
