package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every .smt2 file of the shared corpus parses, sort-checks and round-trips through the printer.
 */
class CorpusRoundTripTest {
  static final Path CORPUS = Path.of("../shared/corpus");

  static Stream<Path> corpusFiles() throws IOException {
    try (Stream<Path> s = Files.walk(CORPUS)) {
      List<Path> files = s.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
      assertThat(files).hasSizeGreaterThan(300);
      return files.stream();
    }
  }

  @ParameterizedTest
  @MethodSource("corpusFiles")
  void corpusFile_parsesChecksAndRoundTrips(Path file) throws IOException {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    CheckedScript checked = Parser.readScript(text, file.toString());
    String printed = Printer.print(checked.script());
    CheckedScript again = Parser.readScript(printed, "printed " + file);
    assertThat(again.script()).isEqualTo(checked.script());
    assertThat(Printer.print(again.script())).isEqualTo(printed);
    // the in-memory checker accepts what the reader accepted
    SortChecker.check(checked.script());
  }

  /**
   * The 57 SMT-COMP inputs of the triggers paper (Spec#, VCC/Havoc, Simplify, BWI) all read: two of
   * them declare functions named like theory symbols ({@code repeat}, {@code fp}), as z3 accepts.
   */
  @org.junit.jupiter.api.Test
  void triggersCorpus_everyFileReads() throws IOException {
    try (Stream<Path> s = Files.list(CORPUS.resolve("triggers/smt-comp"))) {
      List<Path> files = s.filter(p -> p.toString().endsWith(".smt2")).sorted().toList();
      assertThat(files).hasSize(57);
      int shadowing = 0;
      for (Path f : files) {
        CheckedScript c = Parser.readScript(Files.readAllBytes(f), f.toString());
        shadowing += Shadowing.declaredIn(c.script()).isEmpty() ? 0 : 1;
      }
      assertThat(shadowing).isEqualTo(2);
    }
  }

  @org.junit.jupiter.api.Test
  void inMemoryChecker_rejectsWhatTheReaderRejects() {
    for (String bad :
        List.of(
            "(declare-const x Int)(assert (str.len x))",
            "(declare-const x Int)(assert (+ x 1))",
            "(assert (forall ((x Int)) x))",
            "(declare-fun f (Int) Int)(assert (= (f 1 2) 0))",
            "(define-fun g ((x Int)) String x)",
            "(assert (let ((y 1)) (= y \"a\")))")) {
      Script s = Parser.parseScript(bad, "bad");
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> Parser.readScript(bad, "bad"))
          .isInstanceOf(dev.assay.core.InputError.class);
      org.assertj.core.api.Assertions.assertThatThrownBy(() -> SortChecker.check(s))
          .as(bad)
          .isInstanceOf(SortError.class);
    }
  }
}
