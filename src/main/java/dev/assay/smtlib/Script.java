package dev.assay.smtlib;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** A sequence of commands: a benchmark file or a query. */
public record Script(List<Command> commands) {
  public Script {
    commands = List.copyOf(commands);
  }

  public static Script of(Command... commands) {
    return new Script(List.of(commands));
  }

  /** The asserted terms, in order. */
  public List<Term> assertions() {
    List<Term> r = new ArrayList<>();
    for (Command c : commands) {
      if (c instanceof Command.Assert a) {
        r.add(a.term());
      }
    }
    return r;
  }

  /** The value of {@code (set-info :status ...)}: "sat", "unsat", "unknown", or null. */
  public String status() {
    for (Command c : commands) {
      if (c instanceof Command.SetInfo si && si.keyword().equals(":status") && si.value() != null) {
        return si.value().symbolText();
      }
    }
    return null;
  }

  /** The value of {@code (set-logic ...)}, or null. */
  public String logic() {
    for (Command c : commands) {
      if (c instanceof Command.SetLogic sl) {
        return sl.logic();
      }
    }
    return null;
  }

  public long count(Predicate<Command> p) {
    return commands.stream().filter(p).count();
  }

  /** This script without the commands matching {@code p}. */
  public Script without(Predicate<Command> p) {
    return new Script(commands.stream().filter(p.negate()).toList());
  }

  /** This script with {@code c} appended. */
  public Script with(Command c) {
    List<Command> r = new ArrayList<>(commands);
    r.add(c);
    return new Script(r);
  }
}
