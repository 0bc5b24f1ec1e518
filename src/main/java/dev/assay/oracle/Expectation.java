package dev.assay.oracle;

import dev.assay.core.ExpectedStatus;
import dev.assay.semantics.Model;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Script;
import java.util.ArrayList;
import java.util.List;

/**
 * What is known about a test case before any solver runs: the expected status of each check-sat, a
 * witness model when the case is satisfiable by construction, and the assertion names known to
 * belong to every unsat core.
 *
 * @param statuses one per check-sat, in order
 * @param witness a model known to satisfy the script (at its check-sats expected sat), or null
 * @param necessaryCore names of {@code :named} assertions without any one of which the script is
 *     satisfiable, so every unsat core must contain them all (empty when unknown)
 */
public record Expectation(
    List<ExpectedStatus> statuses, Model witness, List<String> necessaryCore) {

  public Expectation {
    statuses = List.copyOf(statuses);
    necessaryCore = List.copyOf(necessaryCore);
  }

  /**
   * The expectation a benchmark file states: for each check-sat, the most recent {@code (set-info
   * :status ...)} before it (SMT-LIB §4.1.8; incremental benchmarks restate it before each
   * check-sat).
   */
  public static Expectation fromScript(Script script) {
    List<ExpectedStatus> statuses = new ArrayList<>();
    ExpectedStatus current = ExpectedStatus.UNKNOWN;
    for (Command c : script.commands()) {
      if (c instanceof Command.SetInfo si && si.keyword().equals(":status") && si.value() != null) {
        current = ExpectedStatus.orUnknown(si.value().symbolText());
      } else if (Command.asksForStatus(c)) {
        statuses.add(current);
      }
    }
    return new Expectation(statuses, null, List.of());
  }

  /** Expected statuses only. */
  public static Expectation of(ExpectedStatus... statuses) {
    return new Expectation(List.of(statuses), null, List.of());
  }

  /** The expected status of check-sat {@code index}, UNKNOWN beyond the list. */
  public ExpectedStatus status(int index) {
    return index < statuses.size() ? statuses.get(index) : ExpectedStatus.UNKNOWN;
  }

  /** The same expectation with a known set of necessary core members. */
  public Expectation withNecessaryCore(List<String> names) {
    return new Expectation(statuses, witness, names);
  }

  /** The same expectation with check-sat {@code index} expected {@code status}. */
  public Expectation withStatus(int index, ExpectedStatus status) {
    List<ExpectedStatus> s = new ArrayList<>(statuses);
    while (s.size() <= index) {
      s.add(ExpectedStatus.UNKNOWN);
    }
    s.set(index, status);
    return new Expectation(s, witness, necessaryCore);
  }

  /** The same expectation with a witness model. */
  public Expectation withWitness(Model model) {
    return new Expectation(statuses, model, necessaryCore);
  }
}
