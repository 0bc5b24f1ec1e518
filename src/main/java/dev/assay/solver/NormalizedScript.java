package dev.assay.solver;

import dev.assay.core.InputError;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A script as every solver mode receives it: the {@code set-info} attributes that do not affect
 * solving ({@link #DROPPED}) taken out, the rest printed by Assay's {@link Printer}.
 *
 * <p>Why: solvers read a pipe with other code than a file. cvc5 1.0.3 reading stdin fails on the
 * multi-line quoted symbol most SMT-LIB benchmarks start with ({@code (set-info :source |⏎...|)}:
 * "Parse Error: &lt;stdin&gt;:3.1: basic_string::_M_create", or garbage from its heap), while the
 * same file given as a path reads fine. Normalising in every mode keeps what a solver receives, and
 * so a finding's {@code input.smt2}, the same whatever the mode; the file as given stays the case's
 * original. A script Assay's reader rejects keeps its text, with the dropped commands cut out of it
 * byte for byte. Comments go, but for those before the first command (what the script is).
 *
 * @param text what the solver receives
 * @param dropped the dropped attributes' keywords, in script order, one per command
 */
public record NormalizedScript(String text, List<String> dropped) {
  /** Attributes that name, classify or label a benchmark and never change a solver's answer. */
  public static final Set<String> DROPPED =
      Set.of(":source", ":license", ":category", ":smt-lib-version", ":status");

  public NormalizedScript {
    dropped = List.copyOf(dropped);
  }

  /**
   * {@code script} normalised; {@code keepStatus} keeps {@code :status} (for callers that take it
   * out themselves and say what it was).
   */
  public static NormalizedScript of(String script, boolean keepStatus) {
    Script parsed;
    try {
      parsed = Parser.parseScript(script, "script");
    } catch (InputError | IllegalArgumentException e) {
      return textually(script, keepStatus);
    }
    List<Command> kept = new ArrayList<>(parsed.commands().size());
    List<String> dropped = new ArrayList<>();
    for (Command c : parsed.commands()) {
      if (c instanceof Command.SetInfo si && drops(si.keyword(), keepStatus)) {
        dropped.add(si.keyword());
      } else {
        kept.add(c);
      }
    }
    // The comment lines before the first command say what the script is (a mutant's seed and
    // rule chain): they stay, so that input.smt2 still says it.
    int first = SExprScanner.skipBlank(script, 0, true);
    String leading = script.substring(0, Math.max(0, first)).strip();
    String printed = Printer.print(new Script(kept));
    return new NormalizedScript(leading.isEmpty() ? printed : leading + "\n" + printed, dropped);
  }

  private static boolean drops(String keyword, boolean keepStatus) {
    return DROPPED.contains(keyword) && !(keepStatus && keyword.equals(":status"));
  }

  /** The text with the dropped commands cut out and everything else as it was. */
  private static NormalizedScript textually(String script, boolean keepStatus) {
    StringBuilder out = new StringBuilder(script.length());
    List<String> dropped = new ArrayList<>();
    int[] copied = {0};
    SExprScanner.forEachItem(
        script,
        (start, end) -> {
          CharSequence item = script.subSequence(start, end);
          if (SExprScanner.head(item).equals("set-info")) {
            String keyword = SExprScanner.keyword(item);
            if (drops(keyword, keepStatus)) {
              dropped.add(keyword);
              out.append(script, copied[0], start);
              copied[0] = end;
            }
          }
        });
    out.append(script, copied[0], script.length());
    return new NormalizedScript(out.toString(), dropped);
  }

  /**
   * A comment line that says what was dropped (for the top of the sent text), or the empty string
   * when nothing was.
   */
  public String note() {
    if (dropped.isEmpty()) {
      return "";
    }
    return "; not sent (no effect on solving): set-info " + String.join(" ", dropped);
  }
}
