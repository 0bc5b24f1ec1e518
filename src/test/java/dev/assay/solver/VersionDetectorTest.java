package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bundled Z3's version comes from the build, other solvers' versions from a cache keyed by
 * their files: what each would have printed, without a process per campaign.
 */
class VersionDetectorTest {
  @TempDir Path dir;

  @Test
  void bundledVersion_writtenByTheBuild_isWhatTheWorkerPrints() throws Exception {
    SolverSpec bundled = SolverSpecs.bundledZ3();

    assertThat(VersionDetector.builtIn(bundled)).isPresent();
    assertThat(VersionDetector.ask(bundled)).isEqualTo(VersionDetector.builtIn(bundled));
  }

  @Test
  void bundledVersion_isNotClaimedForAnotherClassPath() {
    SolverSpec other = SolverSpecs.bundledZ3();
    other = other.withProgram(other.program().subList(0, other.program().size() - 1));

    assertThat(VersionDetector.builtIn(other)).isEmpty();
    assertThat(VersionDetector.builtIn(SolverSpecs.parse("z3"))).isEmpty();
  }

  @Test
  void detect_secondTime_comesFromTheCacheWithoutStartingTheSolver() throws Exception {
    Path calls = dir.resolve("calls");
    Path solver = script("1.2.3", calls);
    VersionCache cache = new VersionCache(dir.resolve("cache/versions.tsv"));
    SolverSpec spec = SolverSpecs.parse("cmd:" + solver);

    assertThat(VersionDetector.detect(spec, cache)).contains("1.2.3");
    assertThat(VersionDetector.detect(spec, cache)).contains("1.2.3");

    assertThat(Files.readAllLines(calls)).hasSize(1);
  }

  @Test
  void detect_solverReplacedInPlace_isAskedAgain() throws Exception {
    Path calls = dir.resolve("calls");
    Path solver = script("1.2.3", calls);
    VersionCache cache = new VersionCache(dir.resolve("cache/versions.tsv"));
    SolverSpec spec = SolverSpecs.parse("cmd:" + solver);
    assertThat(VersionDetector.detect(spec, cache)).contains("1.2.3");

    script("1.2.40", calls); // another size
    assertThat(VersionDetector.detect(spec, cache)).contains("1.2.40");
    script("1.2.41", calls); // the same size: the modification time tells
    Files.setLastModifiedTime(solver, FileTime.from(Instant.now().plusSeconds(60)));
    assertThat(VersionDetector.detect(spec, cache)).contains("1.2.41");

    assertThat(Files.readAllLines(calls)).hasSize(3);
  }

  @Test
  void detect_noVersionPrinted_isNotCachedAndAskedAgain() throws Exception {
    Path calls = dir.resolve("calls");
    Path solver = script("none", calls);
    VersionCache cache = new VersionCache(dir.resolve("cache/versions.tsv"));
    SolverSpec spec = SolverSpecs.parse("cmd:" + solver);

    assertThat(VersionDetector.detect(spec, cache)).isEmpty();
    assertThat(VersionDetector.detect(spec, cache)).isEmpty();

    // each detection tried the version flag and then (get-info :version)
    assertThat(Files.readAllLines(calls)).hasSize(4);
  }

  @Test
  void cache_unreadableLines_areSkippedAndTheFileRepaired() throws Exception {
    Path file = dir.resolve("versions.tsv");
    Files.writeString(file, "garbage\n" + "a".repeat(64) + "\t9.9\n\tno key\n");
    VersionCache cache = new VersionCache(file);

    assertThat(cache.get("a".repeat(64))).contains("9.9");
    cache.put("b".repeat(64), "1.0");

    assertThat(Files.readAllLines(file))
        .containsExactly("a".repeat(64) + "\t9.9", "b".repeat(64) + "\t1.0");
  }

  @Test
  void key_missingProgram_isNone() {
    assertThat(VersionCache.key(java.util.List.of(dir.resolve("nope").toString(), "--version")))
        .isEmpty();
  }

  /** A solver that prints {@code version} for --version and counts its calls. */
  private Path script(String version, Path calls) throws Exception {
    Path s = dir.resolve("solver.sh");
    String banner = version.equals("none") ? "no banner here" : "Solver version " + version;
    Files.writeString(s, "#!/bin/sh\necho call >> '" + calls + "'\necho '" + banner + "'\n");
    assertThat(s.toFile().setExecutable(true)).isTrue();
    return s;
  }
}
