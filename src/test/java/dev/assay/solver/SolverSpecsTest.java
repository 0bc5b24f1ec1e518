package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.assay.core.InputError;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class SolverSpecsTest {
  @Test
  void parse_presetName_usesPresetFlags() {
    SolverSpec z3 = SolverSpecs.parse("z3");

    assertThat(z3.name()).isEqualTo("z3");
    assertThat(z3.fileArgv(Path.of("q.smt2"), false)).containsExactly("z3", "-smt2", "q.smt2");
    assertThat(z3.sessionArgv()).containsExactly("z3", "-in", "-smt2");
  }

  @Test
  void parse_cvc5WithSeveralCheckSats_addsIncremental() {
    SolverSpec cvc5 = SolverSpecs.parse("cvc5");

    assertThat(cvc5.fileArgv(Path.of("q.smt2"), true))
        .containsExactly("cvc5", "--lang", "smt2", "--incremental", "q.smt2");
    assertThat(cvc5.fileArgv(Path.of("q.smt2"), false)).doesNotContain("--incremental");
  }

  @Test
  void fileArgv_underLimits_addsTheSolversOwnLimitAtTimeoutPlusGrace_beforeTheOptions() {
    RunLimits limits = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(10));
    Path q = Path.of("q.smt2");

    assertThat(SolverSpecs.parse("z3 -T:3").fileArgv(q, false, limits))
        .containsExactly("z3", "-smt2", "-T:11", "-T:3", "q.smt2");
    assertThat(SolverSpecs.parse("cvc5").fileArgv(q, true, limits))
        .containsExactly("cvc5", "--lang", "smt2", "--incremental", "--tlimit=10500", "q.smt2");
    assertThat(SolverSpecs.parse("cmd:/bin/s").fileArgv(q, false, limits))
        .containsExactly("/bin/s", "q.smt2");
    // What a reproduction writes: the solver's command alone.
    assertThat(SolverSpecs.parse("z3").fileArgv(q, false)).containsExactly("z3", "-smt2", "q.smt2");
  }

  @Test
  void parse_bundledReleaseThatIsNoVersion_isAnInputError() {
    assertThatThrownBy(() -> SolverSpecs.parse("bundled@../../etc"))
        .isInstanceOf(InputError.class)
        .hasMessageContaining("not a release version");
  }

  @Test
  void compareVersions_ordersByNumbers() {
    assertThat(BundledReleases.compareVersions("4.8.17", "4.12.2")).isNegative();
    assertThat(BundledReleases.compareVersions("4.13.0", "4.13")).isPositive();
    assertThat(BundledReleases.compareVersions("4.14.1", "4.14.1")).isZero();
  }

  @Test
  void parse_presetWithOptions_putsOptionsBeforeFile() {
    SolverSpec z3 = SolverSpecs.parse("z3 smt.arith.solver=2");

    assertThat(z3.fileArgv(Path.of("q.smt2"), false))
        .containsExactly("z3", "-smt2", "smt.arith.solver=2", "q.smt2");
  }

  @Test
  void parse_pathToPresetBinary_keepsPathAndPresetFlags() {
    SolverSpec z3 = SolverSpecs.parse("/opt/z3-4.13/bin/z3");

    assertThat(z3.name()).isEqualTo("z3");
    assertThat(z3.sessionArgv()).containsExactly("/opt/z3-4.13/bin/z3", "-in", "-smt2");
  }

  @Test
  void parse_cmd_splitsWithoutShellAndAppendsFile() {
    SolverSpec s = SolverSpecs.parse("cmd:/path/my solver --flag 'a b'");

    assertThat(s.name()).isEqualTo("my");
    assertThat(s.fileArgv(Path.of("q.smt2"), false))
        .containsExactly("/path/my", "solver", "--flag", "a b", "q.smt2");
  }

  @Test
  void parse_label_namesTheSpec() {
    SolverSpec s = SolverSpecs.parse("new=cmd:/tmp/z3 -smt2");

    assertThat(s.name()).isEqualTo("new");
    assertThat(s.program()).containsExactly("/tmp/z3", "-smt2");
  }

  @Test
  void parse_bundled_runsWorkerWithOwnJavaAndClassPath() {
    SolverSpec s = SolverSpecs.parse("bundled");

    assertThat(s.bundled()).isTrue();
    assertThat(s.name()).isEqualTo("bundled-z3");
    // the JVM's class path first, then where Assay itself was loaded from when that is elsewhere
    // (surefire's manifest-only jar here; a Spark job's own class loader on a cluster)
    String cp = s.program().get(s.program().indexOf("-cp") + 1);
    List<String> jvm =
        java.util.Arrays.stream(
                System.getProperty("java.class.path").split(java.io.File.pathSeparator))
            .filter(e -> !e.isEmpty())
            .distinct()
            .toList();
    List<String> entries = List.of(cp.split(java.io.File.pathSeparator));
    assertThat(entries.subList(0, jvm.size())).isEqualTo(jvm);
    assertThat(entries)
        .contains(
            Path.of(SolverSpecs.class.getProtectionDomain().getCodeSource().getLocation().getPath())
                .toString());
    assertThat(s.program().get(s.program().size() - 1)).isEqualTo(SolverSpecs.BUNDLED_WORKER);
  }

  @Test
  void parse_bundledWithWords_takesThemAsZ3Parameters() {
    SolverSpec s = SolverSpecs.parse("bundled smt.core.minimize=false  smt.arith.solver=2");

    assertThat(s.bundled()).isTrue();
    assertThat(s.options()).containsExactly("smt.core.minimize=false", "smt.arith.solver=2");
    assertThat(SolverSpecs.parse("old=bundled-z3 smt.arith.solver=2").name()).isEqualTo("old");
  }

  @Test
  void parse_unknownName_isInputError() {
    assertThatThrownBy(() -> SolverSpecs.parse("frobnicator"))
        .isInstanceOf(InputError.class)
        .hasMessageContaining("unknown solver 'frobnicator'")
        .hasMessageContaining("cmd:");
  }

  @Test
  void withSeed_z3AndCvc5_useTheirSeedOptions() {
    assertThat(SolverSpecs.parse("z3").withSeed(7).options())
        .containsExactly("smt.random_seed=7", "sat.random_seed=7");
    assertThat(SolverSpecs.parse("cvc5").withSeed(7).options()).containsExactly("--seed=7");
  }

  @Test
  void presets_coverTheListedSolvers() {
    assertThat(SolverPresets.names())
        .containsExactly(
            "z3",
            "cvc5",
            "cvc4",
            "yices-smt2",
            "bitwuzla",
            "boolector",
            "mathsat",
            "princess",
            "eldarica");
    assertThat(SolverPresets.byName("eld")).map(SolverPreset::name).contains("eldarica");
  }

  @Test
  void commandLines_formatThenSplit_roundTrips() {
    List<String> argv = List.of("/bin/solver", "a b", "it's", "--x=1");

    assertThat(CommandLines.split(CommandLines.format(argv))).isEqualTo(argv);
  }
}
