package dev.assay.mutate;

import dev.assay.core.ExpectedStatus;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.SExpr;
import dev.assay.smtlib.Script;
import java.util.ArrayList;
import java.util.List;

/**
 * A mutant as the standalone {@code .smt2} text Assay writes and sends: a comment header with its
 * seed and rule chain, then the script with {@code (set-info :status ...)} stating the status it
 * keeps by construction. Deterministic: the same mutant gives the same bytes.
 */
public final class MutantText {
  private MutantText() {}

  public static String render(Mutant m) {
    StringBuilder sb = new StringBuilder(1024);
    sb.append("; mutant of ")
        .append(m.seedName())
        .append(" by assay fuzz (weakening/strengthening)\n");
    sb.append(
        "; iteration %s, step %s of its walk; expected status %s\n"
            .formatted(m.iteration(), m.step(), m.expected().smtlib()));
    if (!m.preprocessing().isEmpty()) {
      sb.append("; preprocessing: ").append(String.join(" ", m.preprocessing())).append('\n');
    }
    sb.append("; rule chain: ").append(m.chainText()).append('\n');
    sb.append(Printer.print(withStatus(m.script(), m.expected())));
    return sb.toString();
  }

  /**
   * The script with exactly one {@code (set-info :status ...)}, stating {@code status}, where the
   * first one was (or before the first assertion-level command).
   */
  public static Script withStatus(Script script, ExpectedStatus status) {
    Command info = new Command.SetInfo(":status", new SExpr.Atom(status.smtlib()));
    List<Command> out = new ArrayList<>(script.commands().size() + 1);
    boolean placed = false;
    for (Command c : script.commands()) {
      if (c instanceof Command.SetInfo si && si.keyword().equals(":status")) {
        if (!placed) {
          out.add(info);
          placed = true;
        }
        continue;
      }
      if (!placed
          && !(c instanceof Command.SetLogic)
          && !(c instanceof Command.SetInfo)
          && !(c instanceof Command.SetOption)) {
        out.add(info);
        placed = true;
      }
      out.add(c);
    }
    if (!placed) {
      out.add(info);
    }
    return new Script(out);
  }
}
