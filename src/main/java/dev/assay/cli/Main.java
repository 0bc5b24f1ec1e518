package dev.assay.cli;

import dev.assay.core.InputError;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of the {@code assay} command. */
@Command(
    name = "assay",
    resourceBundle = "dev.assay.cli.OptionHelp",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = {
      "Finds bugs in SMT solvers, CHC solvers and the quantifier triggers of program verifiers.",
      "Run 'assay help COMMAND' (or 'assay COMMAND --help') for what a command does and its"
          + " options. Exit codes of every command: 0 nothing to report; 1 a finding, or a"
          + " disagreement nothing could confirm yet; 2 bad usage, or no input could be read;"
          + " 3 Assay itself failed."
    },
    subcommands = {ParseCommand.class})
public final class Main implements Callable<Integer> {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** {@code assay} without a command: the list of commands, on stderr, as a usage error. */
  @Override
  public Integer call() {
    return usageError(spec);
  }

  /**
   * Prints the usage of a command that needs a subcommand and got none, on stderr; the usage exit
   * code.
   */
  static int usageError(CommandLine.Model.CommandSpec spec) {
    spec.commandLine().usage(spec.commandLine().getErr());
    return ExitCodes.USAGE;
  }

  public static void main(String[] args) {
    System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
  }

  /** Runs the command line with the given writers and returns the exit code (for tests). */
  public static int run(String[] args, PrintWriter out, PrintWriter err) {
    List<String> files = ParseCommand.plainFiles(args);
    if (files != null) {
      // `assay parse FILE...` is the one-shot call made most, on files up to tens of MB; it skips
      // picocli's reflective set-up, which costs about 0.15 s of CPU, a quarter of reading 20 MB.
      // Same output and exit codes (ParseFastPathTest compares both paths).
      try {
        return ParseCommand.parse(files, false, out, err);
      } catch (Exception e) {
        return executionFailed(e, err);
      }
    }
    CommandLine cl = commandLine(out, err, Campaigns.standard(), args.length > 0 ? args[0] : null);
    return cl.execute(args);
  }

  /** The configured command line: exit codes and error handling as the README documents. */
  public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
    return commandLine(out, err, Campaigns.standard());
  }

  /** The command line with the campaign commands of {@code campaigns}. */
  static CommandLine commandLine(PrintWriter out, PrintWriter err, Campaigns campaigns) {
    return commandLine(out, err, campaigns, null);
  }

  /**
   * The command line for arguments that start with {@code first}. When {@code first} names a
   * command (other than {@code help}, which describes the others), only that command is built:
   * picocli reads every command's annotations when it is added, about 0.2 s for the whole tree, and
   * a command never looks at its siblings, so its parsing, errors and help are the same
   * (CommandTreeTest compares them).
   */
  static CommandLine commandLine(
      PrintWriter out, PrintWriter err, Campaigns campaigns, String first) {
    CommandLine cl = new CommandLine(new Main());
    List<CampaignCommand> campaignCommands = campaigns.commands();
    boolean one =
        !"help".equals(first)
            && (campaignCommands.stream().anyMatch(c -> Campaigns.nameOf(c).equals(first))
                || OTHER_COMMANDS.stream().anyMatch(c -> nameOf(c).equals(first)));
    for (CampaignCommand c : campaignCommands) {
      if (!one || Campaigns.nameOf(c).equals(first)) {
        cl.addSubcommand(Campaigns.nameOf(c), c);
      }
    }
    for (Class<?> c : OTHER_COMMANDS) {
      if (!one || nameOf(c).equals(first)) {
        cl.addSubcommand(nameOf(c), newCommand(c));
      }
    }
    cl.setOut(out);
    cl.setErr(err);
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    helpWidth(cl, System.getenv("COLUMNS"));
    cl.setExitCodeExceptionMapper(
        e -> e instanceof InputError ? ExitCodes.USAGE : ExitCodes.INTERNAL);
    cl.setParameterExceptionHandler(
        (ex, a) -> {
          ex.getCommandLine().getErr().println("assay: " + ex.getMessage());
          ex.getCommandLine()
              .getErr()
              .println("Try 'assay " + commandPath(ex.getCommandLine()) + "--help'.");
          return ExitCodes.USAGE;
        });
    cl.setExecutionExceptionHandler((ex, c, parseResult) -> executionFailed(ex, c.getErr()));
    return cl;
  }

  /**
   * The commands besides the campaigns, in the order {@code assay --help} lists them: as classes,
   * so that a command not invoked is not even initialised (some hold a JSON mapper, 40 ms to make).
   */
  private static final List<Class<?>> OTHER_COMMANDS =
      List.of(
          ReduceCommand.class,
          BisectCommand.class,
          FindingsCommand.class,
          ReportCommand.class,
          SolversCommand.class,
          CommandLine.HelpCommand.class);

  private static String nameOf(Class<?> command) {
    return command.getAnnotation(Command.class).name();
  }

  private static Object newCommand(Class<?> command) {
    try {
      return command.getDeclaredConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot make the command " + command.getName(), e);
    }
  }

  /** Help is this wide when neither COLUMNS nor the terminal says how wide to be. */
  static final int HELP_WIDTH = 100;

  /**
   * Sets how wide help is: COLUMNS when it holds a width, as ls and git read it; else the
   * terminal's width, which picocli asks the terminal for; else {@link #HELP_WIDTH}. Descriptions
   * are whole paragraphs that picocli wraps once, at that width.
   */
  static void helpWidth(CommandLine cl, String columns) {
    Integer given = null;
    if (columns != null && columns.strip().matches("\\d{1,4}")) {
      given = Integer.parseInt(columns.strip());
    }
    if (given != null && given > 0) {
      cl.setUsageHelpAutoWidth(false);
      cl.setUsageHelpWidth(Math.max(MIN_HELP_WIDTH, given));
    } else {
      cl.setUsageHelpWidth(HELP_WIDTH);
      cl.setUsageHelpAutoWidth(true);
    }
  }

  /** The narrowest help picocli lays out. */
  static final int MIN_HELP_WIDTH = 55;

  /** Reports an exception thrown by a command; the exit code. */
  private static int executionFailed(Exception ex, PrintWriter err) {
    if (ex instanceof InputError) {
      err.println("assay: " + ex.getMessage());
      return ExitCodes.USAGE;
    }
    err.println("assay: internal error: " + ex);
    ex.printStackTrace(err);
    return ExitCodes.INTERNAL;
  }

  private static String commandPath(CommandLine cl) {
    String name = cl.getCommandSpec().qualifiedName();
    String sub = name.startsWith("assay") ? name.substring(5).trim() : name;
    return sub.isEmpty() ? "" : sub + " ";
  }

  /** Reports the version from the jar manifest, or "dev" when run from classes. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Main.class.getPackage().getImplementationVersion();
      return new String[] {"assay " + (v == null ? "dev" : v)};
    }
  }
}
