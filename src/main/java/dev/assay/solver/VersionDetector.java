package dev.assay.solver;

import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds a solver's version: first from its version flag ({@code z3 --version} prints {@code Z3
 * version 4.8.12 - 64 bit}), then from SMT-LIB's {@code (get-info :version)} on stdin.
 *
 * <p>Without starting anything where that can be avoided: the bundled Z3's release is fixed when
 * Assay is built (a resource the build writes), and what other solvers said is kept in the {@link
 * VersionCache}, keyed by the path, size and modification time of the files their command names.
 * Asking cost a process per solver before every campaign (for the bundled Z3 a worker JVM, about
 * 0.4 s of CPU).
 */
public final class VersionDetector {
  private static final Pattern VERSION = Pattern.compile("(\\d+\\.\\d+(?:\\.\\d+)*)");
  private static final RunLimits LIMITS = RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(30));

  /** The resource the build writes with the bundled Z3's release. */
  static final String BUNDLED_RESOURCE = "/dev/assay/solver/bundled-z3.properties";

  private VersionDetector() {}

  /** The version, or empty when the solver cannot be started or prints none. */
  public static Optional<String> detect(SolverSpec spec) throws InterruptedException {
    return detect(spec, VersionCache.user());
  }

  static Optional<String> detect(SolverSpec spec, VersionCache cache) throws InterruptedException {
    Optional<String> built = builtIn(spec);
    if (built.isPresent()) {
      return built;
    }
    Optional<String> key = VersionCache.key(spec.versionArgv());
    if (key.isPresent()) {
      Optional<String> known = cache.get(key.get());
      if (known.isPresent()) {
        return known;
      }
    }
    Optional<String> asked = ask(spec);
    if (asked.isPresent() && key.isPresent()) {
      cache.put(key.get(), asked.get());
    }
    return asked;
  }

  /** The spec with its detected version filled in ({@code unknown} if none was found). */
  public static SolverSpec withDetectedVersion(SolverSpec spec) throws InterruptedException {
    return spec.withVersion(detect(spec).orElse(SolverSpec.UNKNOWN_VERSION));
  }

  /** Asks the solver itself: its version flag, then {@code (get-info :version)}. */
  static Optional<String> ask(SolverSpec spec) throws InterruptedException {
    Outcome o = OneShotRun.run(spec.versionArgv(), null, ResponsePlan.of(""), LIMITS);
    if (o instanceof Outcome.FailedToStart) {
      return Optional.empty();
    }
    Optional<String> v = firstVersion(o.execution().stdout() + "\n" + o.execution().stderr());
    if (v.isPresent() || !spec.supportsSession()) {
      return v;
    }
    String ask = "(get-info :version)\n(exit)\n";
    Outcome info = OneShotRun.run(spec.sessionArgv(), ask, ResponsePlan.of(ask), LIMITS);
    return info.execution() == null ? Optional.empty() : firstVersion(info.execution().stdout());
  }

  /**
   * The release the build recorded, for the bundled Z3 on Assay's own class path (not another
   * release, not a worker with another class path); empty for any other solver, or when the
   * resource is missing (classes not built by Maven).
   */
  static Optional<String> builtIn(SolverSpec spec) {
    if (!spec.bundled() || !spec.program().equals(SolverSpecs.bundledZ3().program())) {
      return Optional.empty();
    }
    return BuiltIn.VERSION;
  }

  /** Read once per JVM. */
  private static final class BuiltIn {
    static final Optional<String> VERSION = read();

    private static Optional<String> read() {
      try (InputStream in = VersionDetector.class.getResourceAsStream(BUNDLED_RESOURCE)) {
        if (in == null) {
          return Optional.empty();
        }
        Properties p = new Properties();
        p.load(in);
        String v = p.getProperty("version", "").strip();
        // an unfiltered copy (${...}) is no version
        return firstVersion(v).filter(x -> x.equals(v));
      } catch (IOException e) {
        return Optional.empty();
      }
    }
  }

  static Optional<String> firstVersion(String text) {
    Matcher m = VERSION.matcher(text);
    return m.find() ? Optional.of(m.group(1)) : Optional.empty();
  }
}
