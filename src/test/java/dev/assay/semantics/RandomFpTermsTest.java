package dev.assay.semantics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.Rng;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.Term;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.LongStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The random FloatingPoint terms are well-sorted and print canonically: reading the printed term
 * back gives the same term, of the sort the generator claims. So the cross-checks exercise the
 * front end (reader, sort checker, printer) on every operator too.
 */
class RandomFpTermsTest {
  static LongStream seeds() {
    return LongStream.range(0, 10);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void randomTerms_areWellSortedAndRoundTrip(long seed) {
    Set<String> operators = new TreeSet<>();
    for (RandomGroundTerms.Sorted st : new RandomFpTerms(new Rng(seed)).batch(100, 4)) {
      String printed = Printer.print(st.term());
      Term read = Parser.parseTerm(printed, new Signature());
      assertThat(read).as(printed).isEqualTo(st.term());
      assertThat(Printer.print(read)).isEqualTo(printed);
      assertThat(SortChecker.sortOf(read, new Signature())).as(printed).isEqualTo(st.sort());
      dev.assay.smtlib.Terms.forEach(
          read,
          t -> {
            if (t instanceof dev.assay.smtlib.Application a) {
              operators.add(a.name());
            }
          });
    }
    assertThat(operators).contains("fp.add", "to_fp", "fp.to_real");
  }

  /** Over a few seeds, every registered FloatingPoint operator is drawn. */
  @org.junit.jupiter.api.Test
  void everyFloatingPointOperator_isGenerated() {
    Set<String> seen = new TreeSet<>();
    RandomFpTerms gen = new RandomFpTerms(new Rng(7));
    for (RandomGroundTerms.Sorted st : gen.batch(2000, 4)) {
      dev.assay.smtlib.Terms.forEach(
          st.term(),
          t -> {
            if (t instanceof dev.assay.smtlib.Application a) {
              seen.add(a.name());
            } else if (t instanceof dev.assay.smtlib.QualIdentifier q) {
              seen.add(q.symbol());
            }
          });
    }
    for (Operator o : Operators.all()) {
      if (o.theory().equals("FloatingPoint")) {
        assertThat(seen).as("operator %s drawn", o.name()).contains(o.name());
      }
    }
  }
}
