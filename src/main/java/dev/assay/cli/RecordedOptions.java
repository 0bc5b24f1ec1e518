package dev.assay.cli;

import dev.assay.campaign.RunManifest;
import dev.assay.core.InputError;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * The options of a run as its {@code run.json} records them, and a command made again from them for
 * {@code --resume}: the options that decide what runs are kept as the user gave them, so a resumed
 * run parses exactly what the first one parsed.
 */
final class RecordedOptions {
  private RecordedOptions() {}

  /**
   * The options of every campaign command that do not change what it runs (where it goes, how many
   * workers, what it shows), with the command's own {@code more}: what {@code run.json} leaves out.
   */
  static Set<String> notRecorded(String... more) {
    Set<String> out =
        new LinkedHashSet<>(
            List.of(
                "--out",
                "--jobs",
                "--resume",
                "--store",
                "--engine",
                "--items",
                "--campaign",
                "--no-progress",
                "--no-report",
                "--help",
                "--version"));
    out.addAll(List.of(more));
    return Set.copyOf(out);
  }

  /**
   * The options matched on {@code spec}'s command line, less {@code notRecorded}, followed by each
   * option of {@code always} that was not given, with its value in force (a default that changes
   * between versions must not change a resumed run).
   */
  static List<String> of(CommandSpec spec, Set<String> notRecorded, Map<String, String> always) {
    List<String> args = new ArrayList<>();
    Set<String> given = new LinkedHashSet<>();
    for (OptionSpec o : new LinkedHashSet<>(spec.commandLine().getParseResult().matchedOptions())) {
      String name = o.longestName();
      if (notRecorded.contains(name)) {
        continue;
      }
      given.add(name);
      if (o.arity().max == 0) {
        args.add(name);
        continue;
      }
      for (String v : o.originalStringValues()) {
        args.add(name);
        args.add(v);
      }
    }
    always.forEach(
        (name, value) -> {
          if (!given.contains(name)) {
            args.add(name);
            args.add(value);
          }
        });
    return args;
  }

  /**
   * {@link #of} followed by {@code inputs} as absolute paths after {@code --}, so that a run can be
   * resumed from another working directory.
   */
  static List<String> withInputs(
      CommandSpec spec, Set<String> notRecorded, Map<String, String> always, List<Path> inputs) {
    List<String> args = new ArrayList<>(of(spec, notRecorded, always));
    args.add("--");
    for (Path p : inputs) {
      args.add(p.toAbsolutePath().normalize().toString());
    }
    return args;
  }

  /**
   * Checks that only the {@code allowed} options came with {@code --resume DIR}, reads {@code
   * DIR/run.json}, and parses its arguments into {@code fresh} (a new command object), which writes
   * to the same streams as {@code spec}'s command.
   */
  static <T> T reparse(CommandSpec spec, Path dir, String command, List<String> allowed, T fresh) {
    for (OptionSpec o : spec.commandLine().getParseResult().matchedOptions()) {
      if (!o.longestName().equals("--resume")
          && !o.longestName().equals("--engine")
          && !allowed.contains(o.longestName())) {
        throw new InputError(
            "--resume takes the run's options from "
                + dir.resolve(RunManifest.FILE)
                + "; only "
                + Words.list(allowed)
                + " can be given with it, not "
                + o.longestName());
      }
    }
    if (!spec.commandLine().getParseResult().matchedPositionals().isEmpty()) {
      throw new InputError(
          "--resume takes the run's inputs from " + dir.resolve(RunManifest.FILE) + " too");
    }
    RunManifest m = RunManifest.read(dir);
    if (!m.command().equals(command)) {
      throw new InputError(
          dir + " holds an `assay " + m.command() + "` run, not an `assay " + command + "` run");
    }
    CommandLine cl = new CommandLine(fresh);
    cl.setOut(spec.commandLine().getOut());
    cl.setErr(spec.commandLine().getErr());
    try {
      cl.parseArgs(m.arguments().toArray(String[]::new));
    } catch (ParameterException e) {
      throw new InputError(
          dir.resolve(RunManifest.FILE) + ": recorded options not accepted: " + e.getMessage());
    }
    return fresh;
  }
}
