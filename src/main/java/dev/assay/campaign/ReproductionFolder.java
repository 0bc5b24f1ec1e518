package dev.assay.campaign;

import dev.assay.oracle.RunResult;
import dev.assay.oracle.SolverInput;
import dev.assay.oracle.TestCase;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.solver.CommandLines;
import dev.assay.solver.SolverSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes a failing run as a standalone folder: {@code input.smt2} (exactly what the solver
 * received), {@code original.smt2} (the case as given, when Assay changed it), {@code run.sh} with
 * the exact command line, {@code README.txt} with solver, version, options, what was expected and
 * why, and what came back, the captured {@code stdout.txt}/{@code stderr.txt}, the technique's own
 * files, and for a reduced finding {@code reduced.smt2} with {@code run-reduced.sh}. Nothing in it
 * refers back to Assay's run.
 */
public final class ReproductionFolder {
  public static final String INPUT = RunResult.INPUT_FILE;

  /** The reduced formula an incompleteness finding's solver (or an older one) decides. */
  public static final String DECIDED = "reduced-decided.smt2";

  private ReproductionFolder() {}

  /**
   * What the store knows of a finding when its folder is written.
   *
   * @param id the finding's id
   * @param signature its signature
   * @param reduced the reduced script, or null
   * @param reducedSpec the solver with the options the reduced failure needs, or null
   * @param reduction how it was reduced, in words
   * @param decided for an incompleteness finding, the reduced formula {@code decider} decides (the
   *     pair's other half), or null
   * @param decider the solver that decides it, or null
   */
  public record FindingFacts(
      String id,
      String signature,
      Script reduced,
      SolverSpec reducedSpec,
      String reduction,
      Script decided,
      SolverSpec decider) {
    public FindingFacts(
        String id, String signature, Script reduced, SolverSpec reducedSpec, String reduction) {
      this(id, signature, reduced, reducedSpec, reduction, null, null);
    }
  }

  /**
   * Writes the folder {@code dir} (created; an existing one is overwritten file by file).
   *
   * @param finding the finding's facts, or null for a failure that is no finding
   * @return {@code dir}
   */
  public static Path write(Path dir, RunResult r, FindingFacts finding) throws IOException {
    return write(dir, files(r, finding));
  }

  /**
   * Writes {@code files} (name to text, as {@link #files} makes them) into {@code dir}, created; an
   * existing folder is overwritten file by file. Scripts ({@code .sh}) are made executable.
   */
  public static Path write(Path dir, Map<String, String> files) throws IOException {
    Files.createDirectories(dir);
    for (Map.Entry<String, String> e : files.entrySet()) {
      Path p = dir.resolve(e.getKey());
      write(p, e.getValue());
      if (e.getKey().endsWith(".sh")) {
        makeExecutable(p);
      }
    }
    return dir;
  }

  /**
   * The folder's files by name, in the order they are written: what the folder of {@code r} holds,
   * made where the run was made and written wherever the campaign's writer is.
   *
   * @param finding the finding's facts, or null for a failure that is no finding
   */
  public static Map<String, String> files(RunResult r, FindingFacts finding) {
    Map<String, String> files = new LinkedHashMap<>();
    TestCase c = r.testCase();
    files.put(INPUT, c.sent());
    if (c.original() != null && !c.original().equals(c.sent())) {
      files.put("original.smt2", c.original());
    }
    List<String> argv = command(r.solver(), incremental(r));
    files.put("run.sh", script(r.testCase().id(), INPUT, r.solver(), argv));
    files.put("README.txt", readme(r, argv, finding));
    if (r.outcome().execution() != null) {
      files.put("stdout.txt", r.outcome().execution().stdout());
      files.put("stderr.txt", r.outcome().execution().stderr());
    }
    files.putAll(r.extraFiles());
    if (finding != null && finding.reduced() != null) {
      // What the reducer's tests sent: the status a comment (a solver that checks :status would
      // abort instead of answering), model requests as in input.smt2.
      boolean models = asksForModels(c);
      files.put("reduced.smt2", SolverInput.prepare(Printer.print(finding.reduced()), models));
      files.put(
          "run-reduced.sh",
          script(
              r.testCase().id(),
              "reduced.smt2",
              r.solver(),
              finding.reducedSpec().fileArgv(Path.of("reduced.smt2"), incremental(r))));
      if (finding.decided() != null) {
        files.put(DECIDED, SolverInput.prepare(Printer.print(finding.decided()), models));
        files.put(
            "run-reduced-decided.sh",
            script(
                r.testCase().id(),
                DECIDED,
                finding.decider(),
                finding.decider().fileArgv(Path.of(DECIDED), incremental(r))));
      }
    }
    return files;
  }

  /**
   * The command that reproduces the run from inside the folder: the solver on {@value #INPUT} in
   * fresh state, whatever mode the run used.
   */
  public static List<String> command(SolverSpec spec, boolean incremental) {
    return spec.fileArgv(Path.of(INPUT), incremental);
  }

  /** Whether the case was sent with model requests (so are its reduced files). */
  static boolean asksForModels(TestCase c) {
    return c.sent().contains("(get-model)") || c.sent().contains("(get-value");
  }

  static boolean incremental(RunResult r) {
    return dev.assay.solver.ResponsePlan.of(r.testCase().sent()).needsIncremental();
  }

  private static String script(String caseId, String input, SolverSpec solver, List<String> argv) {
    return "#!/bin/sh\n# Reproduces: "
        + caseId
        + " ("
        + input
        + ") on "
        + solver.name()
        + " "
        + solver.version()
        + "\ncd \"$(dirname \"$0\")\" || exit 2\nexec "
        + CommandLines.format(argv)
        + "\n";
  }

  private static String readme(RunResult r, List<String> argv, FindingFacts finding) {
    StringBuilder sb = new StringBuilder();
    TestCase c = r.testCase();
    sb.append("case:       ").append(c.id()).append('\n');
    sb.append("solver:     ").append(r.solver().name()).append('\n');
    sb.append("version:    ").append(r.solver().version()).append('\n');
    sb.append("options:    ")
        .append(
            r.solver().options().isEmpty() ? "(none)" : CommandLines.format(r.solver().options()))
        .append('\n');
    sb.append("command:    ").append(CommandLines.format(argv)).append('\n');
    if (r.outcome().execution() != null) {
      sb.append("ran as:     ").append(r.outcome().execution().commandLine());
      sb.append("  (mode ").append(r.mode()).append(")\n");
    }
    sb.append("verdict:    ").append(r.verdict().label()).append(": ");
    sb.append(r.verdict().detail()).append('\n');
    sb.append("expected:   ")
        .append(Summaries.expectedOf(r.verdict().kind(), c.expectation()))
        .append('\n');
    String basis = Summaries.basisOf(r.verdict().kind(), c.basis());
    if (!basis.isEmpty()) {
      sb.append("because:    ").append(basis).append('\n');
    }
    sb.append("got:        ").append(Summaries.got(r.outcome())).append('\n');
    sb.append("outcome:    ").append(Summaries.outcomeLine(r.outcome())).append('\n');
    for (Map.Entry<String, String> f : r.fields().entrySet()) {
      String key = f.getKey().replace('_', ' ') + ":";
      sb.append(key).append(" ".repeat(Math.max(1, 12 - key.length()))).append(f.getValue());
      sb.append('\n');
    }
    sb.append("made by:    ").append(c.provenance().technique());
    sb.append(" from ").append(c.provenance().origin());
    if (!c.provenance().steps().isEmpty()) {
      sb.append(" via ").append(String.join(" / ", c.provenance().steps()));
    }
    sb.append('\n');
    if (finding != null) {
      sb.append("finding:    ").append(finding.id()).append('\n');
      sb.append("signature:  ").append(finding.signature()).append('\n');
      sb.append("reduction:  ").append(finding.reduction()).append('\n');
    }
    sb.append('\n');
    sb.append("Run ./run.sh in this folder to reproduce (input.smt2 is exactly what the solver\n");
    sb.append("received; original.smt2, when present, is the case before Assay asked for models\n");
    sb.append("and took out its status line).");
    if (finding != null && finding.reduced() != null) {
      sb.append(" ./run-reduced.sh runs the reduced input.");
    }
    sb.append('\n');
    return sb.toString();
  }

  private static void write(Path p, String text) throws IOException {
    Files.writeString(p, text, StandardCharsets.UTF_8);
  }

  private static void makeExecutable(Path p) throws IOException {
    try {
      Set<PosixFilePermission> perms = EnumSet.copyOf(Files.getPosixFilePermissions(p));
      perms.add(PosixFilePermission.OWNER_EXECUTE);
      perms.add(PosixFilePermission.GROUP_EXECUTE);
      perms.add(PosixFilePermission.OTHERS_EXECUTE);
      Files.setPosixFilePermissions(p, perms);
    } catch (UnsupportedOperationException e) {
      // Not a POSIX file system: run it with sh run.sh.
    }
  }
}
