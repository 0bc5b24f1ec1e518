package dev.assay.smtlib;

import static org.assertj.core.api.Assertions.assertThat;

import dev.assay.core.InputError;
import dev.assay.core.Rng;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input never escapes as anything but a one-line positioned {@link InputError}: random
 * mutations of corpus files, random bytes, truncations, huge symbols. Each seed is one case, so a
 * failure names its seed.
 */
class MalformedInputTest {
  private static List<String> corpus;

  @BeforeAll
  static void loadCorpus() throws IOException {
    try (Stream<Path> s = Files.walk(Path.of("../shared/corpus"))) {
      corpus =
          s.filter(p -> p.toString().endsWith(".smt2"))
              .sorted()
              .map(
                  p -> {
                    try {
                      return Files.readString(p, StandardCharsets.UTF_8);
                    } catch (IOException e) {
                      throw new java.io.UncheckedIOException(e);
                    }
                  })
              .toList();
    }
  }

  static IntStream seeds() {
    return IntStream.range(0, 3000);
  }

  private static final String NASTY = "()()\"\"||#x#b:;\\_!. 0123456789abcxyz-+\n\té\u0000\u00ff";

  static String mutate(String text, Rng rng) {
    StringBuilder sb = new StringBuilder(text);
    int edits = 1 + rng.nextInt(4);
    for (int k = 0; k < edits; k++) {
      int n = sb.length();
      if (n == 0) {
        sb.append(NASTY.charAt(rng.nextInt(NASTY.length())));
        continue;
      }
      int at = rng.nextInt(n);
      switch (rng.nextInt(6)) {
        case 0 -> sb.delete(at, Math.min(n, at + 1 + rng.nextInt(8)));
        case 1 -> sb.insert(at, NASTY.charAt(rng.nextInt(NASTY.length())));
        case 2 -> sb.setLength(at); // truncate
        case 3 -> {
          int len = Math.min(n - at, 1 + rng.nextInt(30));
          sb.insert(rng.nextInt(n), sb.substring(at, at + len));
        }
        case 4 -> sb.setCharAt(at, NASTY.charAt(rng.nextInt(NASTY.length())));
        default -> {
          // swap two ranges' first chars: moves parentheses and quotes around
          int other = rng.nextInt(n);
          char c = sb.charAt(at);
          sb.setCharAt(at, sb.charAt(other));
          sb.setCharAt(other, c);
        }
      }
    }
    return sb.toString();
  }

  private static void assertOnlyInputError(String text, String what) {
    try {
      Parser.readScript(text, "m.smt2");
    } catch (InputError e) {
      assertThat(e.getMessage()).as(what).doesNotContain("\n").startsWith("m.smt2:");
      assertThat(e.line()).as(what).isPositive();
    } catch (RuntimeException | StackOverflowError e) {
      throw new AssertionError(what + ": unexpected " + e, e);
    }
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void mutatedCorpusFile_givesPositionedErrorOrParses(int seed) {
    Rng rng = new Rng(seed);
    String original = corpus.get(rng.nextInt(corpus.size()));
    assertOnlyInputError(mutate(original, rng), "seed " + seed);
  }

  @ParameterizedTest(name = "seed {0}")
  @MethodSource("seeds")
  void randomBytes_givePositionedError(int seed) {
    Rng rng = new Rng(1_000_000L + seed);
    byte[] bytes = new byte[1 + rng.nextInt(200)];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) rng.nextInt(256);
    }
    try {
      String text = SourceText.decode(bytes, "m.smt2");
      assertOnlyInputError(text, "seed " + seed);
    } catch (InputError e) {
      assertThat(e.getMessage()).startsWith("m.smt2:").doesNotContain("\n");
    }
  }

  @Test
  void tenMegabyteSymbol_givesPositionedError() {
    String sym = "a".repeat(10_000_000);
    InputError e =
        org.junit.jupiter.api.Assertions.assertThrows(
            InputError.class, () -> Parser.readScript("(assert " + sym + ")", "big.smt2"));
    assertThat(e.getMessage()).startsWith("big.smt2:1:9:").hasSizeLessThan(400);
  }

  @Test
  void truncatedFiles_atEveryPrefix_giveErrorsOrParse() {
    String text = corpus.get(0);
    for (int i = 0; i < text.length(); i += 7) {
      assertOnlyInputError(text.substring(0, i), "prefix " + i);
    }
  }

  @Test
  void oddButWellFormedIndices_giveErrorsNotCrashes() {
    for (String t :
        List.of(
            "(declare-const b (_ BitVec 99999999999999))",
            "(declare-const b (_ BitVec 0))",
            "(declare-const b (_ BitVec x))",
            "(assert (= (_ bv1 99999999999) (_ bv1 8)))",
            "(assert (= (_ bv1 x) (_ bv1 8)))",
            "(declare-const s String)(assert (str.in_re s ((_ re.loop 99999999999 1) re.all)))",
            "(declare-const s String)(assert (str.in_re s ((_ re.loop x) re.all)))",
            "(declare-const s String)(assert (str.in_re s ((_ re.^ 1 2) re.all)))",
            "(push 99999999999999)",
            "(declare-sort U 99999999999)",
            "(define-sort S (X) (S X))(declare-const s (S Int))",
            "(declare-datatypes ((D 0)) (((c (s D)))))(assert ((_ is nope) 1))",
            "(assert (match 1 ((x true))))",
            "(assert ((as const Int) 1))",
            "(assert ((_ is c) 1))")) {
      assertOnlyInputError(t, t);
    }
  }
}
