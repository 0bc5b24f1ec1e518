import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the solvers' own option lists (raw/, written by dump-raw.sh) into Assay's option catalogs,
 * src/main/resources/dev/assay/solver/options/SOLVER-VERSION.tsv: one row per option with its kind,
 * the values fuzzing draws from, its default, its module, whether it is fuzzed and why not.
 *
 * <p>Which options are fuzzed follows the rules below (CVC_MODULES, Z3_MODULES, EXCLUDED_WORDS,
 * DENIED, VALUES); the probe (ProbeOptions.java) then removes what a solver rejects on its own.
 *
 * <p>Usage: {@code java tools/option-catalogs/ExtractOptionCatalogs.java}
 */
public final class ExtractOptionCatalogs {
  private static final Path HERE = Path.of("tools/option-catalogs");
  private static final Path OUT = Path.of("src/main/resources/dev/assay/solver/options");

  /** cvc5/CVC4 modules whose options change how the theories this project generates are solved. */
  private static final Set<String> CVC_MODULES =
      Set.of(
          "arithmetic", "arrays", "bitvector", "datatypes", "decision", "sat", "smt", "strings",
          "theory", "uninterpreted");

  /** z3 modules fuzzed: the SMT core, the SAT core, the rewriter, the non-linear solver. */
  private static final Set<String> Z3_MODULES = Set.of("smt", "sat", "rewriter", "nlsat", "global");

  /** Words in a description that rule an option out of fuzzing. */
  private static final List<String> EXCLUDED_WORDS =
      List.of(
          "not smt lib compliant", "unsound", "debug", "dump", "print", "output", "trace",
          "verbos", "statistic", "timeout", "time limit", "resource", "memory", "file",
          "interactive", "sygus", "proof", "quantifier", "instantiat", "mbqi", "e-matching",
          "pattern", "parallel", "thread", "produce assertions", "unsat core", "abduct",
          "interpol", "learned literals", "sets ", "separation", "finite field", "synth");

  /**
   * Options (or option=value) that change the meaning of a formula or turn a theory solver off, so a
   * different answer would not be a bug; and options that make a solver give no answer at all.
   */
  private static final Map<String, String> DENIED = new LinkedHashMap<>();

  /** Values fuzzing may use where the description lists more (the others change semantics). */
  private static final Map<String, String> VALUES = new LinkedHashMap<>();

  static {
    DENIED.put("--strings-alpha-card", "changes the alphabet");
    DENIED.put("--solve-int-as-bv", "reads Ints as bounded bit-vectors");
    DENIED.put("--arith-no-partial-fun", "not SMT-LIB compliant");
    DENIED.put("--strict-parsing", "rejects the lenient input solvers accept");
    DENIED.put("--parse-only", "gives no answer");
    DENIED.put("--preprocess-only", "gives no answer");
    DENIED.put("--force-logic", "overrides the script's logic");
    DENIED.put("--lang", "input language");
    DENIED.put("--output-lang", "output language");
    DENIED.put("--seed", "set by the seed option of the preset");
    DENIED.put("--random-seed", "set by the seed option of the preset");
    DENIED.put("--incremental", "added by the solver layer for incremental scripts");
    DENIED.put("--produce-models", "added by the solver layer when models are asked for");
    DENIED.put("--dag-thresh", "printing");
    DENIED.put("--stats", "statistics");
    DENIED.put("--uf-ho", "higher-order logic");
    DENIED.put("--strings-fmf", "cvc5 1.0.3 does not support it with --incremental");
    DENIED.put("rewriter.hi_div0", "false makes bit-vector division by zero unspecified");
    DENIED.put("rewriter.hi_fp_unspecified", "changes floating-point semantics");
    DENIED.put("smt.arith.ignore_int", "treats integers as reals (unsound)");
    DENIED.put("encoding", "changes the string alphabet");
    DENIED.put("unicode", "changes the string alphabet");
    DENIED.put("smt.seq.max_unfolding", "bounds the search (unknown)");
    DENIED.put("smt.max_conflicts", "bounds the search (unknown)");
    DENIED.put("sat.max_conflicts", "bounds the search (unknown)");
    DENIED.put("smt.random_seed", "set by the seed option of the preset");
    DENIED.put("sat.random_seed", "set by the seed option of the preset");
    DENIED.put("auto_config", "set per run by the solver layer");
    DENIED.put("model", "needed for models");
    DENIED.put("smtlib2_compliant", "changes how answers are printed");
    DENIED.put("sat.smt", "experimental SMT core of z3 4.8.12 that rejects most theories");
    DENIED.put("smt.bv.solver", "experimental in z3 4.8.12");
    VALUES.put("smt.arith.solver", "2,6");
    VALUES.put("smt.string_solver", "seq,z3str3");
    VALUES.put("smt.phase_selection", "0,1,2,3,4,5,6");
    VALUES.put("smt.case_split", "0,1,2,3,4,5,6");
    VALUES.put("smt.restart_strategy", "0,1,2,3,4");
    // larger values are no strategy: z3 4.8.12 dies of a segmentation fault on 100
    VALUES.put("smt.arith.simplex_strategy", "0,1,2");
    // CVC4 1.8 refuses all outside bit-vector logics
    VALUES.put("--bool-to-bv", "off,ite");
    DENIED.put("--bitblast", "eager is refused outside QF_BV (no theory combination)");
  }

  /** One catalog row. */
  record Row(
      String name,
      String kind,
      String values,
      String defaultValue,
      String module,
      String fuzz,
      String note) {
    String tsv() {
      return String.join("\t", name, kind, values, defaultValue, module, fuzz, note);
    }
  }

  public static void main(String[] args) throws IOException {
    Files.createDirectories(OUT);
    extractCvc("cvc5", "1.0.3");
    extractCvc("cvc4", "1.8");
    extractZ3("4.8.12", HERE.resolve("raw/z3-4.8.12-pd.txt"), "z3 -pd");
    extractZ3("4.14.1", HERE.resolve("raw/z3-4.14.1-api-pd.txt"), "the Z3 API (DumpZ3Params.java)");
  }

  // ------------------------------------------------------------------ cvc5 and CVC4

  private static final Pattern CVC_OPTION =
      Pattern.compile("^  (--[a-z0-9-]+)(=([A-Z]+))?((?: \\| [^ ]+)*)(\\s+(.*))?$");

  private static void extractCvc(String solver, String version) throws IOException {
    List<String> help = read("raw/" + solver + "-" + version + "-help.txt");
    Map<String, List<String[]>> modes = modes(read("raw/" + solver + "-" + version + "-modes.txt"));
    List<Row> rows = new ArrayList<>();
    String module = "common";
    String name = null;
    String arg = null;
    StringBuilder desc = new StringBuilder();
    String curModule = module;
    for (String line : help) {
      Matcher m = Pattern.compile("^From the (.*) module:$").matcher(line);
      if (m.matches()) {
        if (name != null) {
          rows.add(cvcRow(name, arg, desc.toString(), curModule, modes));
          name = null;
        }
        module = m.group(1).toLowerCase(Locale.ROOT).split(" ")[0];
        if (module.equals("sat") || module.equals("smt") || module.equals("theory")) {
          module = m.group(1).toLowerCase(Locale.ROOT).split(" ")[0];
        }
        continue;
      }
      Matcher o = CVC_OPTION.matcher(line);
      if (o.matches()) {
        if (name != null) {
          rows.add(cvcRow(name, arg, desc.toString(), curModule, modes));
        }
        name = o.group(1);
        arg = o.group(3);
        desc.setLength(0);
        desc.append(o.group(6) == null ? "" : o.group(6).trim());
        curModule = module;
      } else if (name != null && line.startsWith("    ")) {
        desc.append(' ').append(line.trim());
      } else if (name != null) {
        rows.add(cvcRow(name, arg, desc.toString(), curModule, modes));
        name = null;
      }
    }
    if (name != null) {
      rows.add(cvcRow(name, arg, desc.toString(), curModule, modes));
    }
    write(solver, version, rows, solver + " --help and --OPTION=help");
    writeConstraints(solver, version, List.of());
  }

  private static Row cvcRow(
      String name, String arg, String desc, String module, Map<String, List<String[]>> modes) {
    String d = desc.replaceAll("\\s+", " ").trim();
    boolean bool = d.endsWith("[*]");
    boolean expert = d.contains("(EXPERTS only)");
    String kind;
    String values;
    String def = "";
    if (bool) {
      kind = "bool";
      values = "true,false";
    } else if ("MODE".equals(arg)) {
      kind = "mode";
      List<String[]> vs = modes.getOrDefault(name, List.of());
      List<String> names = new ArrayList<>();
      for (String[] v : vs) {
        names.add(v[0]);
        if (v[1] != null) {
          def = v[0];
        }
      }
      values = String.join(",", names);
    } else if ("N".equals(arg)) {
      kind = "int";
      values = "0,1,2,3,5,10,100";
    } else if (arg == null) {
      kind = "action";
      values = "";
    } else {
      kind = "string";
      values = "";
    }
    if (VALUES.containsKey(name)) {
      values = VALUES.get(name);
    }
    String clean = d.replace("[*]", "").replace("(EXPERTS only)", "").trim();
    String why = excluded(name, clean, module, CVC_MODULES);
    if (why == null && (kind.equals("action") || kind.equals("string"))) {
      why = "takes no value Assay can draw (" + (arg == null ? "an action" : arg) + ")";
    }
    if (why == null && kind.equals("mode") && values.isEmpty()) {
      why = "no modes listed";
    }
    String fuzz = why != null ? "no" : expert ? "expert" : "yes";
    return new Row(name, kind, values, def, module, fuzz, why != null ? why : clean);
  }

  /** Mode lists: {@code === --opt} headers, then {@code + value} lines, "(default)" marked. */
  private static Map<String, List<String[]>> modes(List<String> lines) {
    Map<String, List<String[]>> r = new TreeMap<>();
    String cur = null;
    for (String l : lines) {
      if (l.startsWith("=== ")) {
        cur = l.substring(4).trim();
        r.put(cur, new ArrayList<>());
      } else if (cur != null && l.startsWith("+ ")) {
        String v = l.substring(2).trim();
        boolean def = v.endsWith("(default)");
        v = v.replace("(default)", "").trim();
        r.get(cur).add(new String[] {v, def ? "default" : null});
      }
    }
    return r;
  }

  // ------------------------------------------------------------------ z3

  private static final Pattern Z3_PARAM =
      Pattern.compile("^    ([a-z0-9_.]+) \\(([a-z ]+)\\) ?(.*?)(?: \\(default: (.*)\\))?$");

  /** "relevant only if smt.arith.solver=2", "only relevant when dioph_eq is true", ... */
  private static final List<Pattern> Z3_REQUIRES =
      List.of(
          Pattern.compile("relevant only if ([a-z_.]+)=([a-z0-9_]+)"),
          Pattern.compile("only relevant when ([a-z_.]+) is (true|false)"),
          Pattern.compile("ignored when ([a-z_.]+)=(true|false)"));

  private static void extractZ3(String version, Path raw, String source) throws IOException {
    List<Row> rows = new ArrayList<>();
    List<String> requires = new ArrayList<>();
    String module = "global";
    for (String line : Files.readAllLines(raw, StandardCharsets.UTF_8)) {
      if (line.startsWith("[module] ")) {
        module = line.substring(9).split(",")[0].trim();
        continue;
      }
      Matcher m = Z3_PARAM.matcher(line);
      if (!m.matches()) {
        continue;
      }
      String param = m.group(1);
      String name = module.equals("global") ? param : module + "." + param;
      String kind = m.group(2).trim();
      String doc = m.group(3).trim();
      String def = m.group(4) == null ? "" : m.group(4).trim();
      String k;
      String values;
      switch (kind) {
        case "bool":
          k = "bool";
          values = "true,false";
          break;
        case "unsigned int":
          k = "int";
          values = z3Ints(doc, def);
          break;
        case "double":
          k = "double";
          values = "0.0,0.5,1.0,2.0";
          break;
        case "symbol":
          k = "symbol";
          values = z3Symbols(doc);
          break;
        default:
          k = kind.replace(' ', '_');
          values = "";
      }
      if (VALUES.containsKey(name)) {
        values = VALUES.get(name);
      }
      String why = excluded(name, doc, module, Z3_MODULES);
      if (why == null && values.isEmpty()) {
        why = "no values Assay can draw (" + kind + ")";
      }
      for (int i = 0; i < Z3_REQUIRES.size(); i++) {
        Matcher r = Z3_REQUIRES.get(i).matcher(doc);
        while (r.find()) {
          String other = r.group(1).contains(".") && r.group(1).startsWith(module + ".")
              ? r.group(1)
              : r.group(1).startsWith("smt.") || module.equals("global")
                  ? r.group(1)
                  : module + "." + r.group(1);
          String v = r.group(2);
          if (i == 2) {
            v = v.equals("true") ? "false" : "true"; // ignored when X=false: needs X=true
          }
          requires.add(
              String.join("\t", "requires", name, "*", other, v, "description: " + r.group()));
        }
      }
      rows.add(new Row(name, k, values, def, module, why != null ? "no" : "yes", why != null ? why : doc));
    }
    write("z3", version, rows, source);
    writeConstraints("z3", version, requires);
  }

  /**
   * Writes the description's rules to SOLVER-VERSION-constraints.tsv, keeping the rows the probe
   * added (source "probe: ...").
   */
  static void writeConstraints(String solver, String version, List<String> rows)
      throws IOException {
    Path out = OUT.resolve(solver + "-" + version + "-constraints.tsv");
    StringBuilder sb = new StringBuilder();
    sb.append("# option rules of ").append(solver).append(' ').append(version).append('\n');
    sb.append("# description rows: ExtractOptionCatalogs.java; probe rows: ProbeOptions.java\n");
    sb.append("# kind\toption\tvalue\tother\tother_value\tsource\n");
    for (String r : rows) {
      sb.append(r).append('\n');
    }
    if (Files.exists(out)) {
      for (String l : Files.readAllLines(out, StandardCharsets.UTF_8)) {
        if (!l.startsWith("#") && l.contains("\tprobe: ")) {
          sb.append(l).append('\n');
        }
      }
    }
    Files.writeString(out, sb.toString(), StandardCharsets.UTF_8);
  }

  /** Small values, the numbered choices the description lists ("0 - ..."), and the default. */
  private static String z3Ints(String doc, String def) {
    Set<String> vs = new LinkedHashSet<>(List.of("0", "1", "2", "3", "5", "10", "100"));
    Matcher m = Pattern.compile("(?:^|[ ,:(])(\\d+) ?- ").matcher(doc);
    while (m.find()) {
      vs.add(m.group(1));
    }
    if (!def.isEmpty() && def.matches("\\d{1,9}")) {
      vs.add(def);
    }
    return String.join(",", vs);
  }

  /** The quoted choices a symbol parameter's description lists, if any. */
  private static String z3Symbols(String doc) {
    Set<String> vs = new LinkedHashSet<>();
    Matcher m = Pattern.compile("'([a-z0-9_]+)'").matcher(doc);
    while (m.find()) {
      vs.add(m.group(1));
    }
    return String.join(",", vs);
  }

  // ------------------------------------------------------------------ shared

  /** Options fuzzed although their module is not: a solver checking its own answers. */
  private static final Set<String> ALLOWED = Set.of("--check-models", "model_validate");

  /** Why an option is not fuzzed, or null. */
  private static String excluded(String name, String doc, String module, Set<String> modules) {
    if (DENIED.containsKey(name)) {
      return DENIED.get(name);
    }
    if (ALLOWED.contains(name)) {
      return null;
    }
    if (!modules.contains(module)) {
      return "module " + module + " is not fuzzed";
    }
    String lower = (name + " " + doc).toLowerCase(Locale.ROOT);
    for (String w : EXCLUDED_WORDS) {
      if (lower.contains(w)) {
        return "mentions '" + w.trim() + "'";
      }
    }
    return null;
  }

  private static List<String> read(String rel) throws IOException {
    return Files.readAllLines(HERE.resolve(rel), StandardCharsets.UTF_8);
  }

  private static void write(String solver, String version, List<Row> rows, String source)
      throws IOException {
    StringBuilder sb = new StringBuilder();
    sb.append("# option catalog of ")
        .append(solver)
        .append(' ')
        .append(version)
        .append(", from ")
        .append(source)
        .append("\n# made by tools/option-catalogs/ExtractOptionCatalogs.java; edit the rules there,")
        .append(" not this file\n");
    sb.append("# name\tkind\tvalues\tdefault\tmodule\tfuzz\tnote\n");
    Set<String> seen = new LinkedHashSet<>();
    for (Row r : rows) {
      if (seen.add(r.name())) {
        sb.append(r.tsv().replace('\n', ' ')).append('\n');
      }
    }
    Path out = OUT.resolve(solver + "-" + version + ".tsv");
    Files.writeString(out, sb.toString(), StandardCharsets.UTF_8);
    long fuzzed = rows.stream().filter(r -> !r.fuzz().equals("no")).count();
    System.out.println(out + ": " + seen.size() + " options, " + fuzzed + " fuzzed");
  }
}
