package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The line after a campaign that says how to give it more time, from its time budget. */
class ContinueHintTest {
  private static String hint(String command) {
    CommandLine root =
        Main.commandLine(
            new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true));
    CampaignCommand c = root.getSubcommands().get(command).getCommand();
    return c.continueHint(Path.of("run"));
  }

  @Test
  void timedCommands_nameWhatMoreTimeBuys() {
    assertThat(hint("fuzz"))
        .isEqualTo("to continue: assay fuzz --resume run (with --time D for more walks)");
    assertThat(hint("horn"))
        .isEqualTo("to continue: assay horn --resume run (with --time D for more visits)");
  }

  @Test
  void commandsWithoutAnAmountOfTimeToBuy_giveNoHint() {
    assertThat(hint("generate")).isNull();
    assertThat(hint("check")).isNull();
    assertThat(hint("triggers")).isNull();
  }
}
