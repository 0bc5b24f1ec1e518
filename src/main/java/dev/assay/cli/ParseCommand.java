package dev.assay.cli;

import dev.assay.core.InputError;
import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.SourceText;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code assay parse FILE...}: reads and sort-checks SMT-LIB files, one line per file. */
@Command(
    name = "parse",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Read and sort-check SMT-LIB 2.6 files.",
      "",
      "Prints one line per file: ok, or the first error as file:line:col: message.",
      "",
      "Exit 0 if all are ok; 2 otherwise."
    })
public final class ParseCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE")
  List<String> files;

  @Option(names = "--print")
  boolean print;

  @Override
  public Integer call() throws IOException {
    return parse(files, print, spec.commandLine().getOut(), spec.commandLine().getErr());
  }

  /** Reads and checks each file, reporting on {@code out} (errors on {@code err} with --print). */
  static int parse(List<String> files, boolean print, PrintWriter out, PrintWriter err)
      throws IOException {
    int failed = 0;
    for (String f : files) {
      try {
        // a file is read as bytes and lexed as such: no decoded copy of a big file
        CheckedScript s =
            f.equals("-")
                ? Parser.readScript(SourceText.decode(System.in.readAllBytes(), "<stdin>"), f)
                : Parser.readScript(SourceText.readBytes(Path.of(f)), f);
        if (print) {
          out.print(Printer.print(s.script()));
        } else {
          out.println(f + ": ok (" + Words.count(s.script().commands().size(), "command") + ")");
        }
      } catch (InputError e) {
        failed++;
        (print ? err : out).println(e.getMessage());
      }
    }
    out.flush();
    return failed == 0 ? ExitCodes.OK : ExitCodes.USAGE;
  }

  /**
   * The files of a plain {@code parse FILE...} call, or null for anything else. Arguments picocli
   * treats specially (options, {@code --}, {@code @argument-files}, empty strings) are left to it.
   */
  static List<String> plainFiles(String[] args) {
    if (args.length < 2 || !args[0].equals("parse")) {
      return null;
    }
    for (int i = 1; i < args.length; i++) {
      String a = args[i];
      if (a.isEmpty() || a.startsWith("@") || (a.startsWith("-") && !a.equals("-"))) {
        return null;
      }
    }
    return List.of(args).subList(1, args.length);
  }
}
