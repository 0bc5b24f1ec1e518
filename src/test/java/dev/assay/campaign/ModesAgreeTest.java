package dev.assay.campaign;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.assay.core.Verdict;
import dev.assay.oracle.EvaluatorModelCheck;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Oracle;
import dev.assay.oracle.SolverInput;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import dev.assay.solver.Executables;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.RunLimits;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.Solvers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A sample of the string seeds of ../shared/corpus/smt (they start with a multi-line {@code
 * (set-info :source |...|)}, which cvc5 1.0.3 cannot read from a pipe as given) judged in fresh,
 * session and push-pop mode: the oracle's verdicts agree per file, before any fresh re-run, except
 * where one mode ran out of time (near the limit); no mode gives an error.
 */
@Tag("external")
class ModesAgreeTest {
  private static final Path CORPUS = Path.of("../shared/corpus/smt");

  private static List<Path> sample() throws Exception {
    List<Path> out = new ArrayList<>();
    for (String logic : List.of("QF_S", "QF_SLIA")) {
      try (Stream<Path> s = Files.list(CORPUS.resolve(logic))) {
        s.filter(p -> p.toString().endsWith(".smt2")).sorted().limit(3).forEach(out::add);
      }
    }
    return out;
  }

  private static List<String> verdicts(SolverSpec spec, Solvers.Mode mode, List<Path> files)
      throws Exception {
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(5));
    Oracle oracle = new Oracle(new EvaluatorModelCheck());
    List<String> out = new ArrayList<>();
    try (Solver s = Solvers.open(spec, mode, limits)) {
      for (Path f : files) {
        String text = Files.readString(f);
        Script script = Parser.parseScript(text, f.toString());
        Outcome o = s.run(Query.of(f.toString(), SolverInput.prepare(text, true)));
        Verdict v = oracle.judge(script, Expectation.fromScript(script), o).overall();
        boolean undecided = v.is(Verdict.Kind.TIMEOUT) || v.is(Verdict.Kind.UNKNOWN);
        out.add(f.getFileName() + ": " + (undecided ? "undecided" : v.label()));
      }
    }
    return out;
  }

  @ParameterizedTest
  @ValueSource(strings = {"z3", "cvc5 --strings-exp", "cvc4 --strings-exp"})
  void sessionAndPushPop_giveFreshModesVerdicts(String solver) throws Exception {
    SolverSpec spec = SolverSpecs.parse(solver);
    assumeTrue(Executables.problem(spec) == null, solver + " cannot run");
    assumeTrue(Files.isDirectory(CORPUS), "no corpus");
    List<Path> files = sample();

    List<String> fresh = verdicts(spec, Solvers.Mode.FRESH, files);

    assertThat(fresh).noneMatch(v -> v.endsWith("error"));
    agree(fresh, verdicts(spec, Solvers.Mode.SESSION_RESET, files));
    agree(fresh, verdicts(spec, Solvers.Mode.SESSION_PUSH_POP, files));
  }

  /** Equal per file, except where one side ran out of time (near the limit, on a busy machine). */
  private static void agree(List<String> fresh, List<String> other) {
    assertThat(other).hasSameSizeAs(fresh);
    for (int i = 0; i < fresh.size(); i++) {
      if (!fresh.get(i).endsWith("undecided") && !other.get(i).endsWith("undecided")) {
        assertThat(other.get(i)).isEqualTo(fresh.get(i));
      }
    }
    assertThat(other).noneMatch(v -> v.endsWith("error"));
  }
}
