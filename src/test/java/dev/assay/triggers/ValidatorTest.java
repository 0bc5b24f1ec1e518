package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.solver.Execution;
import dev.assay.solver.Outcome;
import dev.assay.solver.Responses;
import java.time.Duration;
import java.util.List;
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
}
