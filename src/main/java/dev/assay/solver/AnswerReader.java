package dev.assay.solver;

import dev.assay.solver.ResponsePlan.Kind;
import dev.assay.solver.ResponsePlan.Step;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a solver's standard output along a {@link ResponsePlan}.
 *
 * <p>Each command prints at most one response, and an {@code (error ...)} takes the place of the
 * response of the command that failed (z3, cvc4 and cvc5 all behave so). Commands that print
 * nothing on success take an error only while the output still holds more items than the remaining
 * commands can account for; this charges an error to the command that caused it, so a {@code
 * (get-model)} refused after {@code unsat} never hides the {@code unsat}.
 *
 * <p>{@code success} (from {@code :print-success}) and z3's {@code unsupported} are not responses
 * and are skipped; comments are skipped by the scanner.
 */
public final class AnswerReader {
  private AnswerReader() {}

  private record Item(String text, int start, int end) {
    boolean isError() {
      return SExprScanner.head(text).equals("error");
    }

    boolean isList() {
      return text.startsWith("(");
    }
  }

  /** The answers and rejected commands in {@code stdout} for a script with this plan. */
  public static Responses read(ResponsePlan plan, String stdout) {
    List<Item> items = items(stdout);
    List<Step> steps = plan.steps();
    int[] outputsFrom = new int[steps.size() + 1];
    for (int j = steps.size() - 1; j >= 0; j--) {
      outputsFrom[j] = outputsFrom[j + 1] + (steps.get(j).printsSomething() ? 1 : 0);
    }
    List<Answer> answers = new ArrayList<>();
    List<Responses.RejectedCommand> rejected = new ArrayList<>();
    List<Integer> modelsAsked = new ArrayList<>();
    int p = 0;
    for (int j = 0; j < steps.size(); j++) {
      Step step = steps.get(j);
      if (step.kind() == Kind.EXIT) {
        break;
      }
      if (step.kind() == Kind.NOTHING) {
        if (p < items.size() && items.get(p).isError() && items.size() - p > outputsFrom[j + 1]) {
          rejected.add(
              new Responses.RejectedCommand(
                  step.command(), answers.size(), errorMessage(items.get(p))));
          p++;
        }
        continue;
      }
      if (step.kind() == Kind.MODEL && !answers.isEmpty()) {
        modelsAsked.add(answers.size() - 1);
      }
      if (p >= items.size()) {
        if (step.kind() == Kind.STATUS) {
          break; // the run ended before this answer; later answers cannot exist either
        }
        continue;
      }
      if (step.kind() == Kind.ECHO) {
        p = skipEcho(stdout, items, p, step.detail());
        continue;
      }
      Item item = items.get(p++);
      if (step.kind() == Kind.STATUS) {
        answers.add(statusAnswer(item));
      } else if (item.isError() && !answers.isEmpty()) {
        // An error in place of a model, values, core or info: kept, so that a model the solver
        // refused or found invalid itself is judged, not silently missing.
        rejected.add(
            new Responses.RejectedCommand(step.command(), answers.size(), errorMessage(item)));
      } else if (item.isList() && !answers.isEmpty()) {
        int last = answers.size() - 1;
        answers.set(last, attach(answers.get(last), step, item.text()));
      }
    }
    return new Responses(answers, rejected, modelsAsked);
  }

  private static Answer statusAnswer(Item item) {
    switch (item.text()) {
      case "sat":
        return new Answer.Sat(null, null);
      case "unsat":
        return new Answer.Unsat(null);
      case "unknown":
        return new Answer.Unknown(null);
      default:
        return item.isError()
            ? new Answer.Error(errorMessage(item))
            : new Answer.Unparsable(item.text());
    }
  }

  /** The answer with a later response (model, values, core, reason) attached where it belongs. */
  private static Answer attach(Answer answer, Step step, String text) {
    if (answer instanceof Answer.Sat sat && step.kind() == Kind.MODEL && sat.model() == null) {
      return new Answer.Sat(text, sat.values());
    }
    if (answer instanceof Answer.Sat sat && step.kind() == Kind.VALUES && sat.values() == null) {
      return new Answer.Sat(sat.model(), text);
    }
    if (answer instanceof Answer.Unsat unsat && step.kind() == Kind.CORE && unsat.core() == null) {
      return new Answer.Unsat(text);
    }
    if (answer instanceof Answer.Unknown u
        && step.kind() == Kind.INFO
        && step.detail().equals(":reason-unknown")
        && u.reason() == null) {
      return new Answer.Unknown(reasonOf(text));
    }
    return answer;
  }

  /**
   * {@code (:reason-unknown "incomplete")} or {@code (:reason-unknown incomplete)} → incomplete.
   */
  private static String reasonOf(String text) {
    String s = SExprScanner.firstString(text);
    if (s != null) {
      return s;
    }
    String inner = text.replaceAll("^\\(\\s*:reason-unknown\\s*", "").replaceAll("\\)\\s*$", "");
    return inner.strip();
  }

  private static String errorMessage(Item item) {
    String s = SExprScanner.firstString(item.text());
    return s != null ? s : item.text();
  }

  /**
   * Skips the echoed text, which z3 prints bare and cvc5 prints as a string literal, so that its
   * words are not taken for answers.
   */
  private static int skipEcho(String stdout, List<Item> items, int p, String text) {
    Item item = items.get(p);
    String quoted = "\"" + text.replace("\"", "\"\"") + "\"";
    int len;
    if (stdout.startsWith(quoted, item.start())) {
      len = quoted.length();
    } else if (!text.isEmpty() && stdout.startsWith(text, item.start())) {
      len = text.length();
    } else {
      return item.isError() ? p + 1 : p;
    }
    int end = item.start() + len;
    while (p < items.size() && items.get(p).start() < end) {
      p++;
    }
    return p;
  }

  private static List<Item> items(String out) {
    List<Item> items = new ArrayList<>();
    int rest =
        SExprScanner.readItems(
            out,
            true,
            (start, end) -> {
              String text = out.substring(start, end);
              if (!text.equals("success") && !text.equals("unsupported")) {
                items.add(new Item(text, start, end));
              }
              return true;
            });
    if (rest < out.length()) {
      // An unfinished list or string (output cut off): keep it as one garbage item.
      items.add(new Item(out.substring(rest), rest, out.length()));
    }
    return items;
  }
}
