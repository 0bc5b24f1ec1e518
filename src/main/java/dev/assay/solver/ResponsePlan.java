package dev.assay.solver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a script makes a solver print, command by command: which commands answer a check-sat, which
 * print a model, a core, an info value or an echo, and which print nothing unless they fail. The
 * answer reader walks a solver's output along this plan, so that an {@code (error ...)} is charged
 * to the command that caused it and never hides an answer printed before it.
 *
 * <p>Built from the query text with a lexical split into commands, so that a query the front end
 * would reject still runs and is judged like {@code solver file.smt2} would run it.
 */
public record ResponsePlan(List<Step> steps, boolean complete) {

  /** What one command prints on success. */
  public enum Kind {
    /** Nothing (declarations, assertions, options, push, pop, ...). */
    NOTHING,
    /** {@code sat}, {@code unsat} or {@code unknown}: check-sat and its variants. */
    STATUS("check-sat", "check-sat-assuming", "check-sat-using"),
    /** A model: get-model. */
    MODEL("get-model"),
    /** Values: get-value. */
    VALUES("get-value"),
    /** An unsat core: get-unsat-core. */
    CORE("get-unsat-core"),
    /** An info response: get-info (the keyword is in the step's detail). */
    INFO("get-info"),
    /** Any other single response (get-option, get-assertions, get-proof, z3's eval, ...). */
    OTHER(
        "get-option",
        "get-assertions",
        "get-assignment",
        "get-proof",
        "get-unsat-assumptions",
        "get-interpolant",
        "get-objectives",
        "eval",
        "simplify"),
    /** The echoed string (the decoded text is in the step's detail). */
    ECHO("echo"),
    /** exit: the solver stops here. */
    EXIT("exit");

    /** The commands of this kind; a command listed under no kind prints nothing. */
    private final List<String> commands;

    Kind(String... commands) {
      this.commands = List.of(commands);
    }
  }

  /** Each command's kind, from the kinds' lists of commands. */
  private static final Map<String, Kind> KIND_OF = new HashMap<>();

  static {
    for (Kind k : Kind.values()) {
      k.commands.forEach(c -> KIND_OF.put(c, k));
    }
  }

  /**
   * One command's expected response: its kind, the command's name ({@code assert}) and, for
   * get-info and echo, the keyword or the echoed text.
   */
  public record Step(Kind kind, String command, String detail) {
    public Step {
      detail = detail == null ? "" : detail;
    }

    boolean printsSomething() {
      return kind != Kind.NOTHING && kind != Kind.EXIT;
    }
  }

  public ResponsePlan {
    steps = List.copyOf(steps);
  }

  /**
   * The plan of an SMT-LIB script's text. Never fails: unreadable parts print nothing, and a text
   * that ends inside a list, string or quoted symbol, or has a stray {@code )}, gives an incomplete
   * plan (such a query cannot share a process with others).
   */
  public static ResponsePlan of(String scriptText) {
    List<String> items = new ArrayList<>();
    boolean finished =
        SExprScanner.forEachItem(
            scriptText, (start, end) -> items.add(scriptText.substring(start, end)));
    List<Step> steps = items.stream().map(ResponsePlan::stepOf).toList();
    return new ResponsePlan(steps, finished && !items.contains(")"));
  }

  /** Whether a solver needs its incremental mode: several check-sats, or push/pop. */
  public boolean needsIncremental() {
    return checkSatCount() > 1
        || steps.stream().anyMatch(s -> s.command().equals("push") || s.command().equals("pop"));
  }

  /** The number of check-sat style commands, i.e. of answers a complete run prints. */
  public int checkSatCount() {
    return (int) steps.stream().filter(s -> s.kind() == Kind.STATUS).count();
  }

  /** Whether the script asks for at least one model. */
  public boolean asksForModel() {
    return steps.stream().anyMatch(s -> s.kind() == Kind.MODEL);
  }

  private static Step stepOf(String item) {
    String head = SExprScanner.head(item);
    return new Step(kindOf(head), head, detailOf(head, item));
  }

  private static String detailOf(String head, String item) {
    if (head.equals("get-info")) {
      return keywordOf(item);
    }
    if (head.equals("echo")) {
      String text = SExprScanner.firstString(item);
      return text == null ? "" : text;
    }
    return null;
  }

  private static Kind kindOf(String head) {
    return KIND_OF.getOrDefault(head, Kind.NOTHING);
  }

  private static String keywordOf(String item) {
    int afterHead = item.indexOf("get-info") + "get-info".length();
    int start = SExprScanner.skipBlank(item, afterHead, true);
    if (start >= item.length()) {
      return "";
    }
    int end = SExprScanner.itemEnd(item, start, true);
    return end < 0 ? "" : item.substring(start, end);
  }
}
