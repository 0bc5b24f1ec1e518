package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.Answer;
import dev.assay.solver.EMatching;
import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import dev.assay.solver.Query;
import dev.assay.solver.Responses;
import dev.assay.solver.Solver;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * A validation without an answer: a timeout once the time it had is spent (the solver could not
 * start or answer in time), an error before that and for a crash.
 */
class ValidatorTest {
  private static final long SECOND = 1_000_000_000L;

  @Test
  void noAnswer_afterTheLimit_isATimeout_beforeItOrByACrash_anError() {
    Outcome notStarted = new Outcome.FailedToStart(List.of("z3"), "no reply within 2 s");
    assertThat(Validator.noAnswer(notStarted, 2 * SECOND, 1000))
        .isEqualTo(Validator.Result.TIMEOUT);
    assertThat(Validator.noAnswer(notStarted, SECOND / 10, 1000)).isEqualTo(Validator.Result.ERROR);
    Execution exec =
        new Execution(List.of("z3"), null, 11, Duration.ofSeconds(2), null, "", "", 0, 0, 0);
    Outcome crashed = new Outcome.Crashed(exec, Responses.NONE, "signal 11");
    assertThat(Validator.noAnswer(crashed, 2 * SECOND, 1000)).isEqualTo(Validator.Result.ERROR);
    Outcome silent = new Outcome.Finished(exec, Responses.NONE);
    assertThat(Validator.noAnswer(silent, 2 * SECOND, 1000)).isEqualTo(Validator.Result.TIMEOUT);
  }

  /** A solver that answers {@code answer}, each run after {@code gate} opens. */
  private static final class Gated implements Solver {
    final CountDownLatch gate;
    final Answer answer;
    final AtomicInteger runs = new AtomicInteger();
    final CountDownLatch started = new CountDownLatch(1);

    Gated(CountDownLatch gate, Answer answer) {
      this.gate = gate;
      this.answer = answer;
    }

    @Override
    public SolverSpec spec() {
      return SolverSpecs.parse("z3");
    }

    @Override
    public Outcome run(Query query) throws InterruptedException {
      runs.incrementAndGet();
      started.countDown();
      gate.await();
      Execution x = new Execution(List.of("z3"), 0, null, Duration.ZERO, null, "", "", 0, 0, 0);
      return new Outcome.Finished(x, new Responses(List.of(answer), List.of()));
    }

    @Override
    public void close() {}
  }

  @Test
  void aRunThatFindsTheSolverBusy_takesTheSpare_whileTheFirstRunGoesOn() throws Exception {
    Problem p = Problems.file("fig05-contradictory-f.smt2");
    CountDownLatch held = new CountDownLatch(1);
    Gated first = new Gated(held, new Answer.Unknown("incomplete quantifiers"));
    Gated spare = new Gated(new CountDownLatch(0), new Answer.Unsat(null));
    AtomicInteger opened = new AtomicInteger();
    Validator v =
        new Validator(
            p,
            first,
            new ValidationSettings("gated", EMatching.Z3, false),
            null, // every run reaches a solver
            () -> {
              opened.incrementAndGet();
              return spare;
            });
    ExecutorService pool = Executors.newSingleThreadExecutor();
    try {
      Future<Validator.Result> long_ =
          pool.submit(() -> v.baseline(EMatching.Z3.seeds().get(1), 60_000));
      assertThat(first.started.await(30, TimeUnit.SECONDS)).isTrue();
      // the first solver is busy until the gate opens: this run goes to the spare
      assertThat(v.validate(List.of(), Map.of(), 1000)).isEqualTo(Validator.Result.UNSAT);
      assertThat(v.validate(List.of(), Map.of(), 2000)).isEqualTo(Validator.Result.UNSAT);
      assertThat(long_.isDone()).isFalse();
      held.countDown();
      assertThat(long_.get(30, TimeUnit.SECONDS)).isEqualTo(Validator.Result.UNKNOWN);
      assertThat(first.runs).hasValue(1);
      assertThat(spare.runs).hasValue(2);
      assertThat(opened).as("spare opened per run, handed out by the caller").hasValue(2);
      // the first solver free again: the next run is its
      assertThat(v.validate(List.of(), Map.of(), 3000)).isEqualTo(Validator.Result.UNKNOWN);
      assertThat(first.runs).hasValue(2);
    } finally {
      pool.shutdownNow();
    }
  }
}
