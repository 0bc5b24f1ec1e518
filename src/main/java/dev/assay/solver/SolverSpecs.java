package dev.assay.solver;

import dev.assay.core.InputError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the {@code --solver} syntax into {@link SolverSpec}s and builds the bundled Z3 spec.
 *
 * <ul>
 *   <li>{@code bundled} (also {@code bundled-z3}): Z3 from Assay's own dependencies, in a worker
 *       JVM; the default when no solver is given. Words after it are z3 parameters ({@code "bundled
 *       smt.core.minimize=false"}).
 *   <li>{@code bundled@4.12.2}: another release of the same Maven artifact ({@code
 *       tools.aqua:z3-turnkey}), fetched once into a local cache ({@link BundledReleases}) and run
 *       by the same worker in a JVM of its own.
 *   <li>{@code bundled-cvc5} (and {@code bundled-cvc5@1.3.2}): cvc5 through its Java API ({@code
 *       io.github.cvc5:cvc5}, fetched once into the cache, {@link Cvc5Releases}), run by its own
 *       worker JVM like the bundled Z3. Words after it are cvc5 flags ({@code "bundled-cvc5
 *       --fp-exp"}).
 *   <li>{@code z3-wasm@5.2.0}: Z3's WebAssembly build, the npm package {@code z3-solver} at that
 *       version, installed once into the cache and run with the system's {@code node} ({@link
 *       Z3WasmReleases}). Words after it are z3 parameters.
 *   <li>{@code z3}, {@code cvc5}, ...: the preset's binary on PATH; words after the name are extra
 *       options ({@code "z3 smt.arith.solver=2"}).
 *   <li>{@code /opt/z3-4.13/bin/z3 ...}: a preset's flags with another binary of that name.
 *   <li>{@code cmd:/path/solver --flag}: any command; the file name is appended in fresh-state
 *       mode, commands go to stdin in session mode.
 *   <li>{@code LABEL=SPEC} names any of these ({@code new=cmd:/tmp/z3 -smt2}).
 * </ul>
 */
public final class SolverSpecs {
  /** The bundled worker's main class, kept as a name so this layer never loads Z3. */
  public static final String BUNDLED_WORKER = "dev.assay.solver.z3.BundledZ3Worker";

  public static final String BUNDLED_NAME = "bundled-z3";

  /** The bundled cvc5 worker's main class, kept as a name so this layer never loads cvc5. */
  public static final String CVC5_WORKER = "dev.assay.solver.cvc5.BundledCvc5Worker";

  public static final String CVC5_NAME = "bundled-cvc5";

  public static final String WASM_NAME = "z3-wasm";

  private static final Pattern LABELLED = Pattern.compile("([A-Za-z][A-Za-z0-9_.-]*)=(\\S.*)");

  private SolverSpecs() {}

  /**
   * The spec for one {@code --solver} value.
   *
   * @throws InputError when the text names no preset and is not a {@code cmd:} spec
   */
  public static SolverSpec parse(String text) {
    String t = text.strip();
    Matcher m = LABELLED.matcher(t);
    if (m.matches() && !t.startsWith("cmd:")) {
      return parse(m.group(2)).withName(m.group(1));
    }
    if (t.startsWith("cmd:")) {
      List<String> argv = CommandLines.split(t.substring(4));
      String name = Path.of(argv.get(0)).getFileName().toString();
      return new SolverSpec(name, false, argv, SolverFlags.fileOnly(List.of()), List.of(), null);
    }
    List<String> words = CommandLines.split(t);
    String program = words.get(0);
    List<String> rest = words.subList(1, words.size());
    if (program.equals(CVC5_NAME)) {
      return bundledCvc5(Cvc5Releases.DEFAULT).withName(CVC5_NAME).withOptions(rest);
    }
    if (program.startsWith(CVC5_NAME + "@")) {
      String release = Cvc5Releases.mavenVersion(program.substring(CVC5_NAME.length() + 1));
      return bundledCvc5(release).withOptions(rest);
    }
    if (program.equals(WASM_NAME) || program.startsWith(WASM_NAME + "@")) {
      String release =
          program.equals(WASM_NAME)
              ? Z3WasmReleases.DEFAULT
              : program.substring(WASM_NAME.length() + 1);
      return z3Wasm(release).withOptions(rest);
    }
    for (String bundled : List.of("bundled", BUNDLED_NAME)) {
      if (program.equals(bundled)) {
        return bundledZ3().withOptions(words.subList(1, words.size()));
      }
      if (program.startsWith(bundled + "@")) {
        String release = program.substring(bundled.length() + 1);
        return bundledZ3(release).withOptions(words.subList(1, words.size()));
      }
    }
    String base = Path.of(program).getFileName().toString();
    Optional<SolverPreset> preset = SolverPresets.byName(program.contains("/") ? base : program);
    if (preset.isEmpty()) {
      throw new InputError(
          "unknown solver '"
              + program
              + "': use bundled, bundled-cvc5, z3-wasm@VERSION, one of "
              + String.join(", ", SolverPresets.names())
              + ", or cmd:/path/to/solver [flags]");
    }
    String exe = program.contains("/") ? program : preset.get().program();
    return SolverSpec.ofPreset(preset.get(), exe, words.subList(1, words.size()));
  }

  /**
   * Z3 from the z3-turnkey dependency, run by {@value #BUNDLED_WORKER} in a JVM started with
   * Assay's own java binary and class path, so a crash or hang of Z3 never takes Assay down.
   * Options are z3 parameters ({@code smt.random_seed=1}), as on z3's command line.
   */
  public static SolverSpec bundledZ3() {
    return bundledWorker(BUNDLED_NAME, ownClassPath());
  }

  /**
   * The class path that holds Assay and the bundled Z3: the JVM's, plus the jars Assay and Z3 were
   * loaded from when a container loaded them apart from it (a Spark executor loads the jars a job
   * ships in a class loader of its own).
   */
  static String ownClassPath() {
    java.util.LinkedHashSet<String> parts =
        new java.util.LinkedHashSet<>(
            List.of(System.getProperty("java.class.path").split(java.io.File.pathSeparator)));
    for (String cls : List.of("dev.assay.solver.SolverSpecs", "com.microsoft.z3.Native")) {
      try {
        java.security.CodeSource src =
            Class.forName(cls, false, SolverSpecs.class.getClassLoader())
                .getProtectionDomain()
                .getCodeSource();
        if (src != null && src.getLocation() != null) {
          parts.add(Path.of(src.getLocation().toURI()).toString());
        }
      } catch (ReflectiveOperationException | java.net.URISyntaxException | RuntimeException e) {
        // not loadable apart: the JVM's class path has it
      }
    }
    parts.remove("");
    return String.join(java.io.File.pathSeparator, parts);
  }

  /**
   * Z3 release {@code version} of the z3-turnkey artifact, fetched on first use ({@link
   * BundledReleases}), run by the same worker with that release's jars on its class path.
   *
   * @throws InputError when the release cannot be had
   */
  public static SolverSpec bundledZ3(String version) {
    return bundledWorker(BUNDLED_NAME + "@" + version, BundledReleases.classPath(version));
  }

  /**
   * cvc5 release {@code version} (a Maven version of {@code io.github.cvc5:cvc5}), fetched on first
   * use ({@link Cvc5Releases}), run by {@value #CVC5_WORKER} in a JVM like the bundled Z3's.
   * Options are cvc5's flags ({@code --fp-exp}, {@code --seed=3}).
   *
   * @throws InputError when the release cannot be had
   */
  public static SolverSpec bundledCvc5(String version) {
    Cvc5Releases.Release r = Cvc5Releases.release(version);
    return bundledWorker(
        CVC5_NAME + "@" + version,
        List.of("-Dcvc5.skipLibraryLoad=true", "-Dassay.cvc5.jni=" + r.jni()),
        r.classPath(),
        CVC5_WORKER,
        List.of("--seed={seed}"));
  }

  /**
   * Z3's WebAssembly build from the npm package {@code z3-solver} at {@code version}, installed on
   * first use ({@link Z3WasmReleases}), run by {@code node} with Assay's worker script. Options are
   * z3 parameters.
   *
   * @throws InputError when node is missing or the package cannot be had
   */
  public static SolverSpec z3Wasm(String version) {
    Z3WasmReleases.Release r = Z3WasmReleases.release(version);
    return new SolverSpec(
        WASM_NAME + "@" + version,
        true,
        List.of(r.node(), r.worker().toString(), r.packageDir().toString()),
        SolverFlags.fileOnly(List.of("smt.random_seed={seed}", "sat.random_seed={seed}")),
        List.of(),
        null);
  }

  /**
   * The solver family an Assay worker runs ({@link SolverSpec#bundled()}): {@code cvc5} for the
   * bundled cvc5, {@code z3} for the bundled Z3 and Z3's WebAssembly build.
   */
  public static String workerFamily(SolverSpec spec) {
    return spec.program().contains(CVC5_WORKER) ? "cvc5" : "z3";
  }

  /**
   * Whether the spec's worker ends a fresh-state query at the time limit its frame carries and
   * stays for the next ({@link WorkerProtocol}): the bundled Z3, of any release, which interrupts
   * Z3.
   */
  public static boolean endsQueriesAtLimit(SolverSpec spec) {
    return spec.bundled() && spec.program().contains(BUNDLED_WORKER);
  }

  private static SolverSpec bundledWorker(String name, String classPath) {
    return bundledWorker(
        name,
        List.of(),
        classPath,
        BUNDLED_WORKER,
        List.of("smt.random_seed={seed}", "sat.random_seed={seed}"));
  }

  private static SolverSpec bundledWorker(
      String name,
      List<String> properties,
      String classPath,
      String mainClass,
      List<String> seedArgs) {
    List<String> program = new ArrayList<>();
    program.add(javaBinary());
    // The worker does its work in native code: a small heap, the serial collector and the
    // client compiler start fastest and leave memory to Z3. The JVM's warnings go to stderr
    // (stdout carries answers). When Z3 crashes the JVM, its fatal-error log goes to the temp
    // directory, not the user's working directory, and no core file is written; the report's
    // header on stdout makes the crash a crash (CrashDetector's JVM_FATAL).
    program.addAll(
        List.of(
            "-Xmx256m",
            "-Xss64m",
            "-XX:+UseSerialGC",
            "-XX:TieredStopAtLevel=1",
            "-XX:-UsePerfData",
            "-XX:+DisplayVMOutputToStderr",
            "-XX:-CreateCoredumpOnCrash",
            // A crash inside a native solver can crash the JVM's own report of it (walking
            // frames of the 34 MB cvc5 library); the JVM then waits out ErrorLogTimeout before it
            // aborts, 120 s by default, which would turn a crash into a timeout.
            "-XX:ErrorLogTimeout=3",
            "-XX:ErrorFile="
                + Path.of(System.getProperty("java.io.tmpdir"), "assay-z3-worker-crash-%p.log")));
    program.addAll(properties);
    program.addAll(List.of("-cp", classPath, mainClass));
    return new SolverSpec(name, true, program, SolverFlags.fileOnly(seedArgs), List.of(), null);
  }

  private static String javaBinary() {
    return ProcessHandle.current()
        .info()
        .command()
        .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
  }
}
