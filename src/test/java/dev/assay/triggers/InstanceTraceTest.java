package dev.assay.triggers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Z3's trace log read as MBQI instances (the log's format as z3 4.8.12 and 4.14.1 write it). */
class InstanceTraceTest {
  private static final String LOG =
      String.join(
          "\n",
          "[tool-version] Z3 4.8.12",
          "[mk-app] #1 true",
          "[mk-var] #10 0",
          "[mk-var] #11 1",
          "[mk-app] #12 f #10 #11",
          "[mk-app] #13 pattern #12",
          "[mk-app] #14 = #12 #10",
          "[mk-quant] #15 q1 2 #13 #14",
          "[attach-var-names] #15 (|y| ; |Int|) (|x| ; |U|)",
          "[assign] #14 justification -1:",
          "[mk-app] #20 a",
          "[mk-app] #21 Int",
          "[attach-meaning] #21 arith (- 3)",
          "[new-match] 0x9 #15 #12 #21 #20 ; #22",
          "[inst-discovered] MBQI 0x1 #15 #21 #20 ; #30",
          "[pop] 1 2",
          "[mk-app] #20 g #21",
          "[inst-discovered] MBQI 0x2 #15 #21 #20 ;",
          "[inst-discovered] theory-solving 0x3 basic# ; #1",
          "[inst-discovered] MBQI 0x4 #99 #21 ;",
          "[inst-discovered] MBQI 0x5 #15 #21 ;");

  @Test
  void readsEachMbqiInstanceWithItsBindingsInThePatterns() throws Exception {
    List<InstanceTrace.Instance> in = InstanceTrace.read(new StringReader(LOG));
    assertThat(in).hasSize(2); // E-matching's match, theory instances, unknown and short ones left
    InstanceTrace.Instance first = in.get(0);
    assertThat(first.quantifier()).isEqualTo("q1");
    assertThat(texts(first.bindings())).containsExactly("(- 3)", "a");
    assertThat(first.sorts()).containsExactly(Sort.of("Int"), Sort.of("U"));
    assertThat(texts(first.patterns())).containsExactly("(f (- 3) a)");
    // #20 defined again after the pop: the second instance reads the new definition
    assertThat(texts(in.get(1).patterns())).containsExactly("(f (- 3) (g (- 3)))");
  }

  @Test
  void aBindingTheLogNeverDefined_dropsTheInstance() throws Exception {
    String log =
        String.join(
            "\n",
            "[mk-var] #10 0",
            "[mk-app] #12 f #10",
            "[mk-app] #13 pattern #12",
            "[mk-quant] #15 q1 1 #13 #12",
            "[inst-discovered] MBQI 0x1 #15 #77 ;");
    assertThat(InstanceTrace.read(new StringReader(log))).isEmpty();
  }

  private static List<String> texts(List<Term> terms) {
    return terms.stream().map(Printer::print).toList();
  }
}
