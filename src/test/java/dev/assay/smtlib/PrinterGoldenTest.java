package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Golden files: {@code x.smt2} prints as {@code x.expected}, and printing is idempotent. */
class PrinterGoldenTest {
  static final Path DIR = Path.of("src/test/resources/golden");

  static Stream<Path> inputs() throws IOException {
    try (Stream<Path> s = Files.list(DIR)) {
      return s.filter(p -> p.toString().endsWith(".smt2")).sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("inputs")
  void golden_printsExpectedAndIsIdempotent(Path input) throws IOException {
    String text = Files.readString(input, StandardCharsets.UTF_8);
    String expected =
        Files.readString(
            Path.of(input.toString().replace(".smt2", ".expected")), StandardCharsets.UTF_8);
    String printed = Printer.print(Parser.readScript(text, input.toString()).script());
    assertThat(printed).isEqualTo(expected);
    assertThat(Printer.print(Parser.readScript(printed, "again").script())).isEqualTo(printed);
  }
}
