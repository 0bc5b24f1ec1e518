package dev.assay.cli;

import dev.assay.report.CampaignReport;
import dev.assay.sections.Sections;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code assay report (RUNDIR | --store URL [--campaign ID]) [--out FILE]}: the HTML report. */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Write a campaign's report as one self-contained HTML file.",
      "",
      "The page shows what was run, the findings (each with its input, command and issue text),"
          + " and the technique's tables and charts. It is read from a run folder (its"
          + " campaign), or from a store (--store URL, or the ASSAY_STORE environment variable)"
          + " with --campaign ID."
    })
public final class ReportCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin FindingsCommand.CampaignOrStore where = new FindingsCommand.CampaignOrStore();

  @Option(names = "--out", paramLabel = "FILE")
  Path out;

  @Override
  public Integer call() throws IOException {
    FindingsCommand.Where.Target t = where.resolve();
    Path runDir = where.runDir;
    Path file =
        out != null
            ? out
            : runDir != null ? runDir.resolve(CampaignReport.DEFAULT_FILE) : Path.of("report.html");
    CampaignReport.write(t.url(), t.campaignId(), Sections.all(), file);
    PrintWriter o = spec.commandLine().getOut();
    o.println("report: " + file);
    o.flush();
    return ExitCodes.OK;
  }
}
