package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code assay check examples} with the bundled cvc5 and with Z3's WebAssembly build on a fresh
 * cache: the first use fetches the release (Maven, npm) into the cache, the second uses it as it
 * is, and every example is judged ok with its model checked. Tagged external: it fetches.
 */
@Tag("external")
class NewReleasesCheckTest {
  @TempDir Path dir;

  private void checkTwiceOnAFreshCache(String solver, String folder) throws Exception {
    Path cache = dir.resolve("cache");
    String before = System.getProperty("assay.cache");
    System.setProperty("assay.cache", cache.toString());
    try {
      ParseCommandTest.Result first = check(solver, dir.resolve("first"));
      Path release = cache.resolve(folder);
      assertThat(release.resolve("complete")).exists();
      Object key = Files.readAttributes(release, BasicFileAttributes.class).fileKey();

      ParseCommandTest.Result second = check(solver, dir.resolve("second"));
      assertThat(Files.readAttributes(release, BasicFileAttributes.class).fileKey())
          .as("the second use fetches nothing")
          .isEqualTo(key);
      try (var s = Files.list(release.getParent())) {
        assertThat(s.filter(p -> p.getFileName().toString().startsWith("."))).isEmpty();
      }
      for (ParseCommandTest.Result r : new ParseCommandTest.Result[] {first, second}) {
        assertThat(r.code()).as(r.out() + r.err()).isEqualTo(ExitCodes.OK);
        // every example ok: total = ok, nothing else
        assertThat(r.out())
            .containsPattern(
                "(?m)^" + java.util.regex.Pattern.quote(solver) + "\\s+(\\d+)\\s+\\1(\\s+0)+\\s*$");
      }
    } finally {
      if (before == null) {
        System.clearProperty("assay.cache");
      } else {
        System.setProperty("assay.cache", before);
      }
    }
  }

  private static ParseCommandTest.Result check(String solver, Path out) {
    return ParseCommandTest.run(
        "check", "examples", "--solver", solver, "--out", out.toString(), "--no-report");
  }

  @Test
  void bundledCvc5_onAFreshCache() throws Exception {
    checkTwiceOnAFreshCache("bundled-cvc5", "cvc5/1.3.2-1");
  }

  @Test
  void z3Wasm_onAFreshCache() throws Exception {
    checkTwiceOnAFreshCache("z3-wasm@5.2.0", "z3-wasm/5.2.0");
  }
}
