package dev.assay.mutate;

import dev.assay.core.ExpectedStatus;
import dev.assay.core.InputError;
import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Signature;

/**
 * A seed formula: a sort-checked script with exactly one {@code check-sat} and a known status (sat
 * or unsat). {@code name} is how findings and statistics refer to it (its path relative to the
 * folder it was found in).
 */
public record Seed(String name, Script script, Signature signature, ExpectedStatus status) {

  /**
   * Reads a seed from SMT-LIB text. The status is the script's {@code (set-info :status ...)}, else
   * {@code fallbackStatus} (from a status table); a script Algorithm 1 cannot mutate (no assertion,
   * several queries, push/pop, unknown status) is an {@link InputError}.
   */
  public static Seed parse(String text, String name, ExpectedStatus fallbackStatus) {
    CheckedScript checked = Parser.readScript(text, name);
    // Output requests are dropped: Assay asks for what it needs when it runs a mutant.
    Script s = checked.script().without(Command::asksForOutput);
    ExpectedStatus status = ExpectedStatus.parse(s.status());
    if (status == null) {
      status = fallbackStatus;
    }
    if (status == null) {
      throw new InputError(name, 0, 0, "no known status (need (set-info :status sat|unsat))");
    }
    long checks = s.count(c -> c instanceof Command.CheckSat);
    if (checks != 1) {
      throw new InputError(name, 0, 0, "needs exactly one (check-sat), has " + checks);
    }
    if (s.count(
            c ->
                c instanceof Command.Push
                    || c instanceof Command.Pop
                    || c instanceof Command.CheckSatAssuming
                    || c instanceof Command.Reset
                    || c instanceof Command.ResetAssertions)
        > 0) {
      throw new InputError(name, 0, 0, "incremental scripts (push/pop/reset) are not supported");
    }
    if (s.assertions().isEmpty()) {
      throw new InputError(name, 0, 0, "has no assertion to mutate");
    }
    return new Seed(name, s, checked.signature(), status);
  }
}
