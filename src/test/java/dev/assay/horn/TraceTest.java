package dev.assay.horn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Traces from z3 4.8.12's real output (lines copied from a run on the CHC corpus). */
class TraceTest {
  static final String VERBOSE =
      "(transform N7datalog13mk_coi_filterE...no-op 0s)\n"
          + "(transform N7datalog25mk_interp_tail_simplifierE...45 rules 0s)\n"
          + "expand: query!0 (0, 0) FAR  w(0) 1. F 0.00\n"
          + "(spacer::context::check_reachability :time 0.00 :before-memory 21.62)\n"
          + "Entering level 1\n"
          + "\tcreate_child: h7 (0, 1) FAR 1022 U 0.00\n"
          + "Propagating: 0 (smt.stats :restarts     :decisions)\n";
  static final String TRACE_FILE =
      "** expand-pob: query!0 level: 0 depth: 0 exprID: 1 pobID: none\ntrue\n\n"
          + "** add-lemma: 0 exprID: 2 pobID: 1\nquery!0\nfalse\n\n* LEVEL 1\n\n"
          + "** add-lemma: oo exprID: 5 pobID: 3\nh7\n(<= x y)\nPropagating\n";
  static final String STATS =
      "sat\n(:SPACER-num-lemmas 14\n :SPACER-num-pobs 4\n :time 0.07\n :memory 74.63\n"
          + " :num-allocs 18416137\n :conflicts 0)\n";

  @Test
  void read_takesTheMainStepsInOrder_andBucketedCounters() {
    Trace t = Trace.read(VERBOSE, TRACE_FILE, STATS);
    assertThat(t.states())
        .containsExactly(
            "xform:mk_coi_filter:no-op",
            "xform:mk_interp_tail_simplifier:changed",
            "expand",
            "level",
            "create-child",
            "propagate",
            "expand-pob",
            "add-lemma",
            "trace-level",
            "add-lemma:inf",
            "trace-propagate");
    assertThat(t.counters())
        .containsExactly("SPACER-num-lemmas:4", "SPACER-num-pobs:3", "conflicts:0");
    assertThat(t.transitions())
        .first()
        .isEqualTo("xform:mk_coi_filter:no-op -> xform:mk_interp_tail_simplifier:changed");
  }

  @Test
  void timesAndMemoryNeverMakeATraceNew() {
    Trace a = Trace.read(VERBOSE, "", STATS);
    Trace b = Trace.read(VERBOSE, "", STATS.replace("0.07", "0.93").replace("74.63", "99.1"));
    assertThat(a.hash()).isEqualTo(b.hash());
    Trace c = Trace.read(VERBOSE, "", STATS.replace("lemmas 14", "lemmas 40"));
    assertThat(c.hash()).isNotEqualTo(a.hash());
    assertThat(Trace.EMPTY.transitions()).isEqualTo(List.of());
  }
}
