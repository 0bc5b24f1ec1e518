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

/** Every .smt2 file of the shared corpus parses, sort-checks and round-trips through the printer. */
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
  }
}
