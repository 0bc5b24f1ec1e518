package dev.assay.mutate;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.core.Verdict;
import dev.assay.weakening.RuleCatalogue;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

class FuzzStatisticsTest {
  @Test
  void statistics_jsonHasSection62Fields() throws IOException {
    FuzzStatistics s = new FuzzStatistics(RuleCatalogue.standard(), 3);
    s.solverNames(List.of("z3"));
    s.solverCall("z3", Verdict.Kind.TIMEOUT);
    s.solverCall("z3", Verdict.Kind.UNKNOWN);
    s.solverCall("z3", Verdict.Kind.OK);
    s.finish(false);
    JsonNode j = new ObjectMapper().readTree(s.toJson());
    assertThat(j.path("solver_calls").path("total").asInt()).isEqualTo(3);
    assertThat(j.path("solver_calls").path("timeouts").asInt()).isEqualTo(1);
    assertThat(j.path("solver_calls").path("unknowns").asInt()).isEqualTo(1);
    assertThat(j.path("rule_applications")).hasSize(RuleCatalogue.standard().size());
    assertThat(j.has("applicable_rules")).isTrue();
    assertThat(j.path("mutants").has("unique")).isTrue();
  }
}
