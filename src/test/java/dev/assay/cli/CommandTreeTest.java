package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@link Main#run} builds only the command its arguments name; whatever that command prints and
 * exits with must be what the whole command tree gives for the same arguments.
 */
class CommandTreeTest {
  private record Ran(int exit, String out, String err) {}

  private static Ran run(String[] args, boolean wholeTree) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    PrintWriter o = new PrintWriter(out, true);
    PrintWriter e = new PrintWriter(err, true);
    int exit = wholeTree ? Main.commandLine(o, e).execute(args) : Main.run(args, o, e);
    return new Ran(exit, out.toString(), err.toString());
  }

  private static List<String[]> argumentLists() {
    CommandLine whole =
        Main.commandLine(new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
    List<String[]> out = new ArrayList<>();
    for (var e : whole.getSubcommands().entrySet()) {
      String name = e.getKey();
      out.add(new String[] {name, "--help"});
      out.add(new String[] {name, "--no-such-option"});
      out.add(new String[] {"help", name});
      for (String sub : e.getValue().getSubcommands().keySet()) {
        out.add(new String[] {name, sub, "--help"});
        out.add(new String[] {name, sub, "--no-such-option"});
      }
    }
    out.add(new String[] {"--help"});
    out.add(new String[] {"--version"});
    out.add(new String[] {"no-such-command"});
    out.add(new String[] {"chek", "x.smt2"});
    return out;
  }

  @Test
  void oneCommandsTree_printsAndExitsAsTheWholeTree() {
    List<String[]> lists = argumentLists();
    assertThat(lists).hasSizeGreaterThan(30);
    for (String[] args : lists) {
      Ran whole = run(args, true);
      Ran one = run(args, false);
      assertThat(one).as(String.join(" ", args)).isEqualTo(whole);
    }
  }

  @Test
  void aCommandsHelp_isItsOwnNotTheList() {
    Ran r = run(new String[] {"check", "--help"}, false);
    assertThat(r.exit()).isZero();
    assertThat(r.out()).startsWith("Usage: assay check");
  }
}
