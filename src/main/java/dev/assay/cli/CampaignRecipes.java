package dev.assay.cli;

import dev.assay.campaign.Engine;
import dev.assay.core.InputError;
import dev.assay.oracle.Producer;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * A campaign made again from its command and recorded arguments (as {@code run.json} and the store
 * keep them), without running it: how a cluster's executors get the very producer and solvers the
 * campaign's driver has, item for item. The command comes from the registry ({@link Campaigns});
 * its arguments are parsed, and its plan made, as the command would make it.
 */
public final class CampaignRecipes {
  private CampaignRecipes() {}

  /** A campaign's configuration and producer. */
  public record Campaign(Engine.Config config, Producer producer) {}

  /**
   * The campaign {@code assay COMMAND ARGUMENTS} would run.
   *
   * @param scratch a folder the command may write into (generated seeds, say)
   * @throws InputError with the command's own message when it refuses the arguments
   */
  public static Campaign make(String command, List<String> arguments, Path scratch) {
    CampaignCommand c = Campaigns.standard().command(command);
    StringWriter errors = new StringWriter();
    PrintWriter sink = new PrintWriter(errors, true);
    CommandLine cl = new CommandLine(c);
    cl.setOut(sink);
    cl.setErr(sink);
    List<String> args = new ArrayList<>(List.of("--out", scratch.toString(), "--no-progress"));
    args.add("--no-report");
    args.addAll(arguments);
    try {
      cl.parseArgs(args.toArray(String[]::new));
      CampaignCommand.Plan p = c.planOnly();
      return new Campaign(p.config(), p.producer());
    } catch (CommandLine.ParameterException e) {
      throw new InputError(
          "assay " + command + " refuses its recorded arguments: " + e.getMessage());
    } catch (IOException e) {
      throw new InputError("assay " + command + " could not make its campaign: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InputError("assay " + command + ": interrupted while making its campaign");
    }
  }
}
