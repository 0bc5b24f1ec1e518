package dev.assay.solver;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parameters a Z3 release knows in the modules {@code fp} (fixedpoint engines, Spacer) and
 * {@code rewriter} (the simplifier), with their types and defaults. Releases differ: a parameter
 * only newer releases know makes an older z3 abort the run, and defaults change between releases,
 * so a "toggled" parameter must be toggled relative to the release at hand.
 *
 * <p>Tables for the releases on this machine are data files ({@code z3-parameters-VERSION.tsv},
 * written from the solver's own {@code -pm:fp} and {@code -pm:rewriter} output); any other release
 * is asked the same way at run time ({@link #probe}). The bundled worker answers {@code -pm:MODULE}
 * like the z3 binary.
 */
public final class Z3Parameters {
  /**
   * One parameter: its module, name, type as z3 prints it ({@code bool}, {@code unsigned int}, ...)
   * and default.
   */
  public record Parameter(String module, String name, String type, String defaultValue) {
    /** The name as a command-line or {@code set-option} parameter: {@code fp.xform.slice}. */
    public String qualifiedName() {
      return module.equals("rewriter") ? "rewriter." + name : module + "." + name;
    }

    public boolean isBool() {
      return type.equals("bool");
    }
  }

  /** The releases with a table in the resources. */
  public static final List<String> KNOWN_VERSIONS = List.of("4.8.12", "4.14.1");

  private static final Pattern LINE =
      Pattern.compile("^ +([A-Za-z0-9_.]+) \\(([^)]*)\\) .*\\(default: (.*)\\) *$");
  private static final RunLimits PROBE_LIMITS =
      RunLimits.DEFAULT.withTimeout(Duration.ofSeconds(60));

  private final String version;
  private final Map<String, Parameter> byKey;

  private Z3Parameters(String version, List<Parameter> params) {
    this.version = version;
    Map<String, Parameter> m = new LinkedHashMap<>();
    for (Parameter p : params) {
      m.putIfAbsent(p.module() + "\t" + p.name(), p);
    }
    this.byKey = Collections.unmodifiableMap(m);
  }

  public String version() {
    return version;
  }

  /** Every parameter, fp first, in the order the solver listed them. */
  public List<Parameter> all() {
    return List.copyOf(byKey.values());
  }

  /** The parameter {@code name} of {@code module}, if this release knows it. */
  public Optional<Parameter> get(String module, String name) {
    return Optional.ofNullable(byKey.get(module + "\t" + name));
  }

  /** Whether this release knows {@code fp.NAME} (name without the {@code fp.} prefix). */
  public boolean knowsFp(String name) {
    return byKey.containsKey("fp\t" + name);
  }

  /** The default of a Boolean parameter, if this release knows it as Boolean. */
  public Optional<Boolean> boolDefault(String module, String name) {
    return get(module, name).filter(Parameter::isBool).map(p -> p.defaultValue().equals("true"));
  }

  /** The rewriter parameters that are on by default, in listed order. */
  public List<String> rewriterDefaultsOn() {
    List<String> r = new ArrayList<>();
    for (Parameter p : byKey.values()) {
      if (p.module().equals("rewriter") && p.isBool() && p.defaultValue().equals("true")) {
        r.add(p.name());
      }
    }
    return r;
  }

  /** The table shipped for {@code version}, if there is one. */
  public static Optional<Z3Parameters> forVersion(String version) {
    if (!KNOWN_VERSIONS.contains(version)) {
      return Optional.empty();
    }
    String resource = "z3-parameters-" + version + ".tsv";
    try (InputStream in = Z3Parameters.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + resource);
      }
      return Optional.of(readTable(version, new String(in.readAllBytes(), StandardCharsets.UTF_8)));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The parameters of the release {@code spec} runs: the shipped table for a known version, else
   * what the solver itself lists ({@link #probe}).
   */
  public static Z3Parameters of(SolverSpec spec) throws InterruptedException {
    Optional<Z3Parameters> known = forVersion(spec.version());
    return known.isPresent() ? known.get() : probe(spec);
  }

  /**
   * Asks the solver: runs its program with {@code -pm:fp} and {@code -pm:rewriter} (z3's flags,
   * which the bundled worker answers too) and reads the listings. An empty table when the solver
   * lists nothing (not a z3).
   */
  public static Z3Parameters probe(SolverSpec spec) throws InterruptedException {
    StringBuilder text = new StringBuilder();
    for (String module : List.of("fp", "rewriter")) {
      List<String> argv = new ArrayList<>(spec.program());
      argv.add("-pm:" + module);
      Outcome o = OneShotRun.run(argv, null, ResponsePlan.of(""), PROBE_LIMITS);
      if (o.execution() != null) {
        text.append("[module] ").append(module).append('\n');
        for (String line : o.execution().stdout().split("\n")) {
          if (!line.startsWith("[module]")) {
            text.append(line).append('\n');
          }
        }
      }
    }
    return readListing(spec.version(), text.toString());
  }

  /** Reads z3's {@code -pm:MODULE} listings, each after a {@code [module] NAME} line. */
  static Z3Parameters readListing(String version, String text) {
    List<Parameter> ps = new ArrayList<>();
    String module = null;
    for (String line : text.split("\n")) {
      if (line.startsWith("[module]")) {
        module = line.substring(8).strip().split("[ ,]")[0];
        continue;
      }
      Matcher m = LINE.matcher(line);
      if (module != null && m.matches()) {
        ps.add(new Parameter(module, m.group(1), m.group(2), m.group(3)));
      }
    }
    return new Z3Parameters(version, ps);
  }

  /** Reads a shipped table: {@code module TAB name TAB type TAB default}; {@code #} comments. */
  static Z3Parameters readTable(String version, String text) {
    List<Parameter> ps = new ArrayList<>();
    for (String line : text.split("\n")) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t", -1);
      if (f.length != 4) {
        throw new IllegalStateException("bad parameter table line: " + line);
      }
      ps.add(new Parameter(f[0], f[1], f[2], f[3]));
    }
    return new Z3Parameters(version, ps);
  }

  /** The table in the shipped format, for comparing a probe with a table. */
  public String toTable() {
    StringBuilder sb = new StringBuilder();
    for (Parameter p : byKey.values()) {
      sb.append(p.module())
          .append('\t')
          .append(p.name())
          .append('\t')
          .append(p.type())
          .append('\t')
          .append(p.defaultValue())
          .append('\n');
    }
    return sb.toString();
  }
}
