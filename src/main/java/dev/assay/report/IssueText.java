package dev.assay.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.assay.campaign.Store;
import dev.assay.core.Verdict;
import dev.assay.solver.CommandLines;
import java.util.List;

/**
 * A finding as the text of an issue for the solver's tracker (GitHub markdown): a title that says
 * what is wrong, the solver and version, the smallest input that shows it with the exact command,
 * what was expected and why that is known, what came back, and how often Assay saw it.
 */
public final class IssueText {
  private static final ObjectMapper JSON = new ObjectMapper();

  private IssueText() {}

  /** The issue text of {@code f}, seen {@code hits} times. */
  public static String of(Store.Finding f, List<Store.Hit> hits) {
    return of(f, hits, null, false);
  }

  /**
   * The issue text of {@code f} with whether it is live in the newest release of its solver Assay
   * can run ({@code null}: not checked yet, said so).
   */
  public static String of(Store.Finding f, List<Store.Hit> hits, Store.Liveness live) {
    return of(f, hits, live, true);
  }

  private static String of(
      Store.Finding f, List<Store.Hit> hits, Store.Liveness live, boolean sayLive) {
    Verdict.Kind kind = Verdict.Kind.ofLabel(f.kind());
    String input = f.reduced() != null ? f.reduced() : f.input();
    String file = f.reduced() != null ? "reduced.smt2" : "input.smt2";
    List<String> command = list(f.command());
    if (!command.isEmpty() && f.reduced() != null) {
      command.set(command.size() - 1, file);
    }
    StringBuilder sb = new StringBuilder();
    sb.append("## ").append(title(f, kind)).append("\n\n");
    sb.append("**Solver:** ").append(f.solver()).append(' ').append(f.version()).append("  \n");
    if (sayLive) {
      sb.append("**Live in the newest release:** ")
          .append(
              live == null
                  ? "unknown (not checked: `assay findings check-live " + f.id() + "`)"
                  : live.live().word()
                      + " — "
                      + live.release()
                      + " (version "
                      + live.version()
                      + "): "
                      + live.verdict()
                      + ", checked "
                      + live.at().substring(0, Math.min(10, live.at().length())))
          .append("  \n");
    }
    List<String> options = list(f.options());
    sb.append("**Options needed:** ")
        .append(options.isEmpty() ? "none" : "`" + String.join(" ", options) + "`")
        .append("  \n");
    sb.append("**Command:** `").append(CommandLines.format(command)).append("`\n\n");
    sb.append("```smt2\n").append(input.strip()).append("\n```\n\n");
    sb.append("**Expected:** ").append(f.expected());
    if (!f.basis().isEmpty()) {
      sb.append(" — ").append(f.basis());
    }
    sb.append("  \n");
    sb.append("**Actual:** ").append(f.got()).append("  \n");
    sb.append("**Verdict:** ").append(f.kind()).append(": ").append(f.detail()).append("\n\n");
    if (f.reduced() != null) {
      sb.append("The input was reduced automatically (")
          .append(f.reduction())
          .append(") from a ")
          .append(f.input().length())
          .append("-character input.\n");
    }
    sb.append("Found by Assay ")
        .append(hits.size() == 1 ? "once" : hits.size() + " times")
        .append(", first on ")
        .append(f.firstSeen(), 0, Math.min(10, f.firstSeen().length()))
        .append(" (finding ")
        .append(f.id())
        .append(").\n");
    return sb.toString();
  }

  private static String title(Store.Finding f, Verdict.Kind kind) {
    String what =
        kind == null
            ? f.kind()
            : switch (kind) {
              case WRONG_STATUS -> "wrong answer: " + f.got() + ", expected " + f.expected();
              case INVALID_MODEL -> "invalid model: " + f.detail();
              case SOLVER_INVALID_MODEL -> "model fails its own validation";
              case INCORRECT_CORE -> "incorrect unsat core: " + f.detail();
              case CRASH -> "crash: " + f.detail();
              case INCOMPLETENESS -> "unexpected unknown: " + f.detail();
              case SESSION_ONLY -> "wrong answer in incremental mode only: " + f.detail();
              default -> f.kind() + ": " + f.detail();
            };
    String t = f.solver() + " " + f.version() + ": " + what;
    return t.length() > 150 ? t.substring(0, 150) + "…" : t;
  }

  private static List<String> list(String json) {
    try {
      return new java.util.ArrayList<>(JSON.readValue(json, new TypeReference<List<String>>() {}));
    } catch (JsonProcessingException e) {
      return new java.util.ArrayList<>();
    }
  }
}
