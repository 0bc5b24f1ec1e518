import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortChecker;
import dev.assay.smtlib.Term;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The independent check of every term a triggers run reports as found, written apart from Assay's
 * validator: the input with every {@code set-option} dropped, E-matching only ({@code
 * smt.auto_config false}, {@code smt.mbqi false}), the solver's default seeds, the terms added as
 * arguments of a fresh predicate asserted true, must be {@code unsat}; the input without them must
 * not be. Each run is a new solver process.
 *
 * <p>Usage: {@code java -cp target/assay.jar bench/TriggersRecheck.java RESULTS.jsonl INPUTS-ROOT
 * SOLVER...}, SOLVER a z3 command ({@code z3}) or {@code bundled} (the bundled Z3 worker of the jar
 * on the class path, reading the file). Prints one line per found term and solver: {@code file,
 * config, solver, with-terms answer, without answer, holds}.
 */
public final class TriggersRecheck {
  private static final String OPTIONS =
      "(set-option :smt.auto_config false)\n(set-option :smt.mbqi false)\n";

  public static void main(String[] args) throws Exception {
    Path results = Path.of(args[0]);
    Path root = Path.of(args[1]);
    List<String> solvers = List.of(args).subList(2, args.length);
    ObjectMapper json = new ObjectMapper();
    Path tmp = Files.createTempDirectory("triggers-recheck");
    for (String line : Files.readAllLines(results)) {
      JsonNode r = json.readTree(line);
      if (!r.path("status").asText().equals("found")) {
        continue;
      }
      Path input = root.resolve(r.path("file").asText());
      List<String> terms = new ArrayList<>();
      r.path("terms").forEach(t -> terms.add(t.asText()));
      List<String> decls = new ArrayList<>();
      r.path("decls").forEach(t -> decls.add(t.asText()));
      Path with = tmp.resolve("with.smt2");
      Path without = tmp.resolve("without.smt2");
      Files.writeString(with, text(input, terms, decls), StandardCharsets.UTF_8);
      Files.writeString(without, text(input, List.of(), List.of()), StandardCharsets.UTF_8);
      for (String solver : solvers) {
        String a = answer(solver, with);
        String b = answer(solver, without);
        boolean holds = a.equals("unsat") && !b.equals("unsat");
        System.out.println(
            String.join(
                "\t",
                r.path("file").asText(),
                r.path("config").asText(),
                solver,
                a,
                b,
                holds ? "holds" : "fails"));
      }
    }
  }

  /** The input's commands before its first check-sat, set-options and queries dropped. */
  private static String text(Path file, List<String> terms, List<String> decls) throws IOException {
    CheckedScript cs = Parser.readScript(Files.readAllBytes(file), file.toString());
    StringBuilder q = new StringBuilder(OPTIONS);
    for (Command c : cs.script().commands()) {
      if (c instanceof Command.CheckSat) {
        break;
      }
      if (c instanceof Command.SetOption
          || c instanceof Command.Echo
          || c instanceof Command.Exit
          || c instanceof Command.GetModel
          || c instanceof Command.GetValue
          || c instanceof Command.GetInfo
          || c instanceof Command.GetUnsatCore) {
        continue;
      }
      q.append(Printer.print(c)).append('\n');
    }
    Map<String, Sort> fresh = new LinkedHashMap<>();
    for (String d : decls) {
      q.append(d).append('\n');
      Command c = Parser.parseScript(d, "<decl>").commands().get(0);
      if (c instanceof Command.DeclareConst dc) {
        fresh.put(dc.name(), dc.sort());
      } else if (c instanceof Command.DeclareFun df && df.argSorts().isEmpty()) {
        fresh.put(df.name(), df.resultSort());
      }
    }
    if (!terms.isEmpty()) {
      List<String> sorts = new ArrayList<>();
      for (String t : terms) {
        Term term = Parser.parseTerm(t);
        sorts.add(SortChecker.sortOf(term, cs.signature(), fresh).toString());
      }
      q.append("(declare-fun recheck_dummy (").append(String.join(" ", sorts)).append(") Bool)\n");
      q.append("(assert (recheck_dummy ").append(String.join(" ", terms)).append("))\n");
    }
    return q.append("(check-sat)\n").toString();
  }

  /** The first answer line of a run, or {@code timeout}/{@code error}. */
  private static String answer(String solver, Path file) throws Exception {
    List<String> cmd = new ArrayList<>();
    if (solver.equals("bundled")) {
      cmd.addAll(
          List.of(
              Path.of(System.getProperty("java.home"), "bin", "java").toString(),
              "-cp",
              System.getProperty("java.class.path"),
              "dev.assay.solver.z3.BundledZ3Worker"));
    } else {
      cmd.addAll(List.of(solver.split(" ")));
    }
    cmd.add(file.toString());
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return "timeout";
    }
    for (String l :
        new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
      String t = l.strip();
      if (t.equals("sat") || t.equals("unsat") || t.equals("unknown")) {
        return t;
      }
    }
    return "error";
  }
}
