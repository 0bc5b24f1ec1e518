package dev.assay.bisect;

import dev.assay.campaign.Store;
import dev.assay.core.InputError;
import dev.assay.solver.BundledReleases;
import dev.assay.solver.Cvc5Releases;
import dev.assay.solver.Executables;
import dev.assay.solver.SolverSpec;
import dev.assay.solver.SolverSpecs;
import dev.assay.solver.VersionDetector;
import dev.assay.solver.Z3WasmReleases;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The releases of a solver that Assay can run, oldest first: what {@code assay bisect} runs a
 * finding on, and whose last release decides whether a finding is live. Z3: z3 on PATH (Debian's
 * 4.8.12), the z3-turnkey releases (4.8.17, 4.12.2, 4.13.0 by default, fetched with Maven), the
 * bundled 4.14.1 and Z3's WebAssembly build (z3-wasm@5.2.0, Z3 5.1.0, installed with npm). cvc5:
 * cvc5 on PATH (1.0.3) and the bundled cvc5 (1.3.2). CVC4 is no longer developed; its successor is
 * cvc5, so a CVC4 finding's line runs on from cvc4 to the cvc5 releases.
 *
 * @param z3Turnkey the z3-turnkey releases ({@code bundled@VERSION})
 * @param z3Wasm the z3-solver package versions ({@code z3-wasm@VERSION})
 * @param cvc5 the io.github.cvc5 versions ({@code bundled-cvc5@VERSION})
 */
public record ReleaseLines(List<String> z3Turnkey, List<String> z3Wasm, List<String> cvc5) {
  public static final List<String> Z3_TURNKEY = List.of("4.8.17", "4.12.2", "4.13.0");

  public static final ReleaseLines DEFAULT =
      new ReleaseLines(Z3_TURNKEY, List.of(Z3WasmReleases.DEFAULT), List.of(Cvc5Releases.DEFAULT));

  public ReleaseLines {
    z3Turnkey = List.copyOf(z3Turnkey);
    z3Wasm = List.copyOf(z3Wasm);
    cvc5 = List.copyOf(cvc5);
  }

  /**
   * The solver family of a finding: {@code z3}, {@code cvc5} or {@code cvc4} from the
   * configuration's name or its command, or null when it is none of them.
   */
  public static String family(String solverName, String command) {
    String name = solverName.toLowerCase(Locale.ROOT);
    String cmd = command == null ? "" : command;
    if (name.startsWith(SolverSpecs.CVC5_NAME)
        || name.startsWith("cvc5")
        || cmd.contains("BundledCvc5Worker")) {
      return "cvc5";
    }
    if (name.startsWith("cvc4")) {
      return "cvc4";
    }
    if (name.startsWith("z3")
        || name.startsWith("bundled")
        || cmd.contains("BundledZ3Worker")
        || cmd.contains("z3-wasm")) {
      return "z3";
    }
    return null;
  }

  /** The family of a stored finding ({@link #family(String, String)}). */
  public static String family(Store.Finding f) {
    return family(f.solver(), f.command());
  }

  /**
   * The releases of {@code family}, oldest first, each with its detected version; releases that
   * cannot be had here (no z3 on PATH, no node) are left out with a note on {@code notes}.
   *
   * @throws InputError for a family without a release line
   */
  public List<SolverSpec> line(String family, List<String> notes) throws InterruptedException {
    List<SolverSpec> out = new ArrayList<>();
    if ("z3".equals(family)) {
      onPath("z3", out, notes);
      for (String v : z3Turnkey) {
        add(() -> SolverSpecs.bundledZ3(v), out, notes);
      }
      add(SolverSpecs::bundledZ3, out, notes);
      for (String v : z3Wasm) {
        add(() -> SolverSpecs.z3Wasm(v), out, notes);
      }
      out.sort(Comparator.comparing(SolverSpec::version, BundledReleases::compareVersions));
      return out;
    }
    if ("cvc5".equals(family) || "cvc4".equals(family)) {
      if (family.equals("cvc4")) {
        onPath("cvc4", out, notes);
      }
      List<SolverSpec> cvc5s = new ArrayList<>();
      onPath("cvc5", cvc5s, notes);
      for (String v : cvc5) {
        add(
            () ->
                v.equals(Cvc5Releases.DEFAULT)
                    ? SolverSpecs.parse(SolverSpecs.CVC5_NAME)
                    : SolverSpecs.bundledCvc5(v),
            cvc5s,
            notes);
      }
      cvc5s.sort(Comparator.comparing(SolverSpec::version, BundledReleases::compareVersions));
      out.addAll(cvc5s);
      return out;
    }
    throw new InputError(
        "no release line for "
            + (family == null ? "this solver" : family)
            + ": say which releases to run with --release SPEC (oldest first)");
  }

  /** The newest release of {@code family} Assay can run here. */
  public SolverSpec newest(String family) throws InterruptedException {
    List<String> notes = new ArrayList<>();
    List<SolverSpec> line = line(family, notes);
    if (line.isEmpty()) {
      throw new InputError(
          "no release of " + family + " can run here: " + String.join("; ", notes));
    }
    return line.get(line.size() - 1);
  }

  /** Makes a spec that may fail (a fetch, a missing program). */
  @FunctionalInterface
  private interface Maker {
    SolverSpec make();
  }

  private static void add(Maker maker, List<SolverSpec> out, List<String> notes)
      throws InterruptedException {
    try {
      out.add(VersionDetector.withDetectedVersion(maker.make()));
    } catch (InputError e) {
      notes.add(e.getMessage());
    }
  }

  private static void onPath(String preset, List<SolverSpec> out, List<String> notes)
      throws InterruptedException {
    if (Executables.onPath(preset) == null) {
      notes.add(preset + ": not on PATH");
      return;
    }
    out.add(VersionDetector.withDetectedVersion(SolverSpecs.parse(preset)));
  }
}
