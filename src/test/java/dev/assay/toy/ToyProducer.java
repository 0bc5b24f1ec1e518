package dev.assay.toy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.assay.core.ExpectedStatus;
import dev.assay.oracle.Expectation;
import dev.assay.oracle.Producer;
import dev.assay.oracle.Provenance;
import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import dev.assay.solver.Answer;
import java.util.List;

/**
 * A technique of one idea, the way a new one starts: item k is the formula {@code x > k and x < k +
 * 2}, which is sat (x = k + 1), with that witness. Its statistics count the sat answers.
 */
public final class ToyProducer implements Producer {
  private final int count;
  private long satAnswers;

  public ToyProducer(int count) {
    this.count = count;
  }

  /** Sat answers over the campaign, earlier sessions included. */
  public synchronized long satAnswers() {
    return satAnswers;
  }

  @Override
  public String technique() {
    return "toy";
  }

  @Override
  public Inputs inputs() {
    return new Inputs(List.of("toy"), List.of("count " + count));
  }

  @Override
  public long items() {
    return count;
  }

  @Override
  public Item item(long k) {
    return new Item() {
      private boolean given;
      private long sat;

      @Override
      public TestCase next(List<RunResult> previous) {
        if (given) {
          for (RunResult r : previous) {
            boolean isSat =
                !r.outcome().answers().isEmpty()
                    && r.outcome().answers().get(0) instanceof Answer.Sat;
            sat += isSat ? 1 : 0;
          }
          return null;
        }
        given = true;
        String text =
            "(set-logic QF_LIA)\n(set-info :status sat)\n(declare-const x Int)\n(assert (and (> x "
                + k
                + ") (< x "
                + (k + 2)
                + ")))\n(check-sat)\n";
        Script s = Parser.parseScript(text, "toy-" + k);
        return new TestCase(
            "toy-" + k,
            s,
            SolverInput.prepare(text, true),
            text,
            Expectation.of(ExpectedStatus.SAT),
            "sat: x = " + (k + 1),
            new Provenance("toy", "linear", 0, k, List.of()));
      }

      @Override
      public JsonNode statistics() {
        return JsonNodeFactory.instance.objectNode().put("sat", sat);
      }
    };
  }

  @Override
  public synchronized void count(long k, JsonNode statistics) {
    satAnswers += statistics == null ? 0 : statistics.path("sat").asLong();
  }
}
