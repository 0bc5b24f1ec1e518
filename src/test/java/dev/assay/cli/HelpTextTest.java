package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * The help of every command, {@code assay} itself, every subcommand (those of {@code findings} too)
 * and {@code help}, rendered at several widths: picocli wraps whole paragraphs once, so no line
 * breaks before the next word would have run out of room; every description is whole sentences;
 * every option with a value when not given says what it is, and says it once.
 */
class HelpTextTest {
  private static final int[] WIDTHS = {55, 80, 100, 140};

  /** A sentence's end: a full stop, colon, question or exclamation mark, maybe in parentheses. */
  private static final Pattern SENTENCE_END = Pattern.compile(".*[.:!?][)\"']*$");

  /** What a description states as a default: {@code default: X} up to a comma, ; or ). */
  private static final Pattern DEFAULT = Pattern.compile("default(?: here)?: ([^,;)]+)");

  /** An option named in a description's text. */
  private static final Pattern OPTION = Pattern.compile("(?<![\\w-])(--?[a-zA-Z][\\w-]*)");

  private static CommandLine root() {
    return Main.commandLine(
        new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true));
  }

  /** {@code cl} and every command below it, parents first. */
  private static List<CommandLine> all(CommandLine cl) {
    List<CommandLine> out = new ArrayList<>();
    List<CommandLine> todo = new ArrayList<>(List.of(cl));
    while (!todo.isEmpty()) {
      CommandLine c = todo.remove(0);
      out.add(c);
      todo.addAll(c.getSubcommands().values());
    }
    return out;
  }

  private static List<CommandLine> everyCommand() {
    List<CommandLine> out = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (CommandLine c : all(root())) {
      if (seen.add(c.getCommandSpec().qualifiedName())) {
        out.add(c);
      }
    }
    return out;
  }

  private static String name(CommandLine c) {
    return c.getCommandSpec().qualifiedName();
  }

  @Test
  void everyCommandIsCovered() {
    List<String> names = new ArrayList<>();
    for (CommandLine c : everyCommand()) {
      names.add(name(c));
    }
    assertThat(names)
        .contains(
            "assay",
            "assay check",
            "assay strings",
            "assay fuzz",
            "assay horn",
            "assay generate",
            "assay triggers",
            "assay reduce",
            "assay bisect",
            "assay report",
            "assay solvers",
            "assay parse",
            "assay help",
            "assay findings",
            "assay findings list",
            "assay findings show",
            "assay findings report",
            "assay findings check-live");
  }

  /**
   * Rendered at each width, a line that could have held the next word of its paragraph ends with
   * the end of a sentence: anything else is a line break written into the description, which breaks
   * the sentence a second time at any width but the one it was written for.
   */
  @Test
  void everyHelp_breaksLinesOnlyWhereTheWidthEnds() {
    List<String> broken = new ArrayList<>();
    for (int width : WIDTHS) {
      for (CommandLine c : everyCommand()) {
        c.setUsageHelpAutoWidth(false);
        c.setUsageHelpWidth(width);
        List<String> lines = c.getUsageMessage(CommandLine.Help.Ansi.OFF).lines().toList();
        for (String l : lines) {
          if (l.length() > width) {
            broken.add(name(c) + " at " + width + ": longer than the width: " + l);
          }
        }
        broken.addAll(earlyBreaks(name(c), width, withoutSynopsis(lines)));
      }
    }
    assertThat(broken).isEmpty();
  }

  /** The usage's lines without the synopsis (its own layout: one option per unit). */
  private static List<String> withoutSynopsis(List<String> lines) {
    List<String> out = new ArrayList<>();
    boolean synopsis = false;
    for (String l : lines) {
      if (l.startsWith("Usage:")) {
        synopsis = true;
        continue;
      }
      if (synopsis && l.startsWith(" ")) {
        continue;
      }
      synopsis = false;
      out.add(l);
    }
    return out;
  }

  private static List<String> earlyBreaks(String command, int width, List<String> lines) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i + 1 < lines.size(); i++) {
      String line = lines.get(i).stripTrailing();
      String next = lines.get(i + 1);
      if (line.isBlank() || next.isBlank() || namesOnly(line) || !continues(line, next)) {
        continue;
      }
      String word = firstUnit(next.strip());
      if (!SENTENCE_END.matcher(line).matches() && line.length() + 1 + word.length() < width) {
        out.add(command + " at " + width + ": '" + line + "' / '" + next.strip() + "'");
      }
    }
    return out;
  }

  /** An option's names alone on their line, too long to share it with the description. */
  private static boolean namesOnly(String line) {
    return indent(line) < 8 && !line.strip().contains("  ");
  }

  /**
   * Whether {@code next} goes on with the text of {@code line}: a paragraph of the description
   * (both at the margin), or the description of an option or command (indented past the names).
   */
  private static boolean continues(String line, String next) {
    int indent = indent(next);
    if (indent == 0) {
      return indent(line) == 0 && !next.endsWith(":") && !line.endsWith(":");
    }
    return indent >= 8;
  }

  private static int indent(String s) {
    int i = 0;
    while (i < s.length() && s.charAt(i) == ' ') {
      i++;
    }
    return i;
  }

  /**
   * The text up to the first place a line may break in it, as picocli sees it: a line breaker's
   * places, except after a hyphen.
   */
  private static String firstUnit(String text) {
    BreakIterator b = BreakIterator.getLineInstance(Locale.ROOT);
    b.setText(text.replace('-', '\u00ff'));
    int end = b.next();
    return text.substring(0, end == BreakIterator.DONE ? text.length() : end).strip();
  }

  /**
   * Each paragraph of every description, and of every option's and parameter's, is whole sentences:
   * picocli wraps a paragraph once, so a sentence cut into two paragraphs reads as two broken ones.
   */
  @Test
  void everyDescription_isWholeSentences() {
    List<String> broken = new ArrayList<>();
    for (CommandLine c : everyCommand()) {
      CommandSpec spec = c.getCommandSpec();
      paragraphs(name(c), List.of(spec.usageMessage().description()), broken);
      for (ArgSpec a : args(spec)) {
        paragraphs(name(c) + " " + label(a), List.of(a.description()), broken);
      }
    }
    assertThat(broken).isEmpty();
  }

  /**
   * Every option and parameter has a description: they live in OptionHelp.properties, and a key
   * that names no option there (a renamed option, a parameter moved to another index) leaves its
   * help empty without any error.
   */
  @Test
  void everyOptionAndParameter_hasADescription() {
    List<String> bare = new ArrayList<>();
    for (CommandLine c : everyCommand()) {
      for (ArgSpec a : args(c.getCommandSpec())) {
        if (String.join("", a.description()).isBlank()) {
          bare.add(name(c) + " " + label(a));
        }
      }
    }
    assertThat(bare).isEmpty();
  }

  /** Every key of OptionHelp.properties describes an option or parameter of some command. */
  @Test
  void everyOptionHelpKey_describesAnOption() {
    ResourceBundle bundle = ResourceBundle.getBundle("dev.assay.cli.OptionHelp");
    Set<String> looked = new LinkedHashSet<>();
    for (CommandLine c : everyCommand()) {
      String command = c.getCommandSpec().qualifiedName(".");
      for (ArgSpec a : args(c.getCommandSpec())) {
        String key = descriptionKey(a);
        looked.add(bundle.containsKey(command + "." + key) ? command + "." + key : key);
      }
    }
    assertThat(looked).containsAll(bundle.keySet());
  }

  /** The key picocli looks an argument's description up by, without the command's name. */
  private static String descriptionKey(ArgSpec a) {
    if (!a.descriptionKey().isEmpty()) {
      return a.descriptionKey();
    }
    if (a instanceof OptionSpec o) {
      return o.longestName().replaceFirst("^-+", "");
    }
    PositionalParamSpec p = (PositionalParamSpec) a;
    return p.paramLabel() + "[" + p.index() + "]";
  }

  private static void paragraphs(String where, List<String> elements, List<String> broken) {
    List<String> paragraphs = new ArrayList<>();
    for (String e : elements) {
      paragraphs.addAll(List.of(e.split("%n", -1))); // picocli's own line break, as in help's text
    }
    for (String p : paragraphs) {
      if (!p.isEmpty() && !SENTENCE_END.matcher(p.strip()).matches()) {
        broken.add(where + ": '" + p + "'");
      }
      if (p.contains("${")) {
        broken.add(where + ": a variable left as it is: '" + p + "'");
      }
    }
  }

  /** The summary the command list shows is one whole sentence that fits one line at 100. */
  @Test
  void everyCommandListEntry_isOneWholeSentence() {
    List<String> broken = new ArrayList<>();
    for (CommandLine c : everyCommand()) {
      if (c.getParent() == null) {
        continue;
      }
      // the list shows the header when there is one (picocli's help has one), else the description
      String[] header = c.getCommandSpec().usageMessage().header();
      String[] d = header.length > 0 ? header : c.getCommandSpec().usageMessage().description();
      String summary = d.length == 0 ? "" : d[0];
      if (!summary.matches("[A-Z].*\\.") || summary.contains(". ")) {
        broken.add(name(c) + ": '" + summary + "'");
      }
      if (summary.length() > Main.HELP_WIDTH - 16) {
        broken.add(name(c) + ": longer than the command list's column: '" + summary + "'");
      }
      if (d.length > 1 && !d[1].isEmpty() && !d[1].startsWith("%n")) {
        broken.add(name(c) + ": no blank line after the summary");
      }
    }
    assertThat(broken).isEmpty();
  }

  /**
   * Every option that has a value when not given says what it is ({@code ${DEFAULT-VALUE}} or in
   * words), and what it says is that value.
   */
  @Test
  void everyOptionWithADefault_saysWhatItIs() {
    List<String> missing = new ArrayList<>();
    for (CommandLine c : everyCommand()) {
      for (OptionSpec o : c.getCommandSpec().options()) {
        if (o.usageHelp() || o.versionHelp()) {
          continue;
        }
        String value = o.defaultValueString();
        if (value == null || value.equals("false") || value.equals("[]") || value.equals("null")) {
          continue;
        }
        String text = String.join(" ", o.description());
        String where = name(c) + " " + o.longestName() + " (default " + value + "): " + text;
        if (!text.toLowerCase(Locale.ROOT).contains("default")) {
          missing.add("no default stated: " + where);
          continue;
        }
        List<String> stated = stated(text);
        if (!stated.isEmpty() && !sameValue(value, stated.get(0), text)) {
          missing.add("states another default: " + where);
        }
      }
    }
    assertThat(missing).isEmpty();
  }

  /** The defaults {@code text} states, in order. */
  private static List<String> stated(String text) {
    List<String> out = new ArrayList<>();
    Matcher m = DEFAULT.matcher(text);
    while (m.find()) {
      out.add(m.group(1).strip());
    }
    return out;
  }

  /** Whether a stated default is the option's value {@code value}. */
  private static boolean sameValue(String value, String stated, String text) {
    if (value.startsWith("[") && value.endsWith("]")) {
      String after = text.substring(text.toLowerCase(Locale.ROOT).indexOf("default"));
      for (String element : value.substring(1, value.length() - 1).split(", ")) {
        if (!after.contains(element)) {
          return false;
        }
      }
      return true;
    }
    Double number = number(value);
    Double said = number(stated.split(" ")[0]);
    if (number != null && said != null) {
      return number.equals(said);
    }
    if (number != null) {
      return true; // said in words ("none" for 0)
    }
    return stated.startsWith(value);
  }

  private static Double number(String s) {
    try {
      return Double.valueOf(s);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  /**
   * No option is given two defaults: its own description states one at most, and a command's
   * description that names the option with a default states the same.
   */
  @Test
  void noHelp_statesTwoDefaultsForOneOption() {
    List<String> contradictions = new ArrayList<>();
    for (CommandLine c : everyCommand()) {
      CommandSpec spec = c.getCommandSpec();
      Map<String, String> own = new LinkedHashMap<>();
      for (OptionSpec o : spec.options()) {
        Set<String> distinct = new LinkedHashSet<>(stated(String.join(" ", o.description())));
        if (distinct.size() > 1) {
          contradictions.add(name(c) + " " + o.longestName() + ": " + distinct);
        }
        if (!distinct.isEmpty()) {
          for (String n : o.names()) {
            own.put(n, distinct.iterator().next());
          }
        }
      }
      for (String sentence : String.join(" ", spec.usageMessage().description()).split("\\. ")) {
        List<String> said = stated(sentence);
        if (said.isEmpty()) {
          continue;
        }
        Matcher m = OPTION.matcher(sentence);
        while (m.find()) {
          String theirs = own.get(m.group(1));
          if (theirs != null && !theirs.equals(said.get(0))) {
            contradictions.add(
                name(c) + ": '" + sentence + "' against " + m.group(1) + " (default: " + theirs);
          }
        }
      }
    }
    assertThat(contradictions).isEmpty();
  }

  /** A command's description and an option's shown default agree in the rendered help too. */
  @Test
  void triggersHelp_givesOneDefaultForJobs() {
    String help = usage("triggers");
    assertThat(help).contains("(default here: 1)").doesNotContain("number of processors");
    assertThat(usage("check")).contains("(default: 10)");
    assertThat(usage("strings")).contains("(default: 15)");
    assertThat(help).contains("(default: 60)");
  }

  private static String usage(String command) {
    CommandLine c = root().getSubcommands().get(command);
    c.setUsageHelpAutoWidth(false);
    c.setUsageHelpWidth(100);
    return c.getUsageMessage(CommandLine.Help.Ansi.OFF);
  }

  @Test
  void noArguments_printsTheCommandsAndExitsWithUsage() {
    ParseCommandTest.Result r = ParseCommandTest.run();
    assertThat(r.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(r.err()).contains("Commands:").contains("check").contains("findings");
    ParseCommandTest.Result findings = ParseCommandTest.run("findings");
    assertThat(findings.code()).isEqualTo(ExitCodes.USAGE);
    assertThat(findings.err()).contains("check-live");
    assertThat(ParseCommandTest.run("--help").code()).isEqualTo(ExitCodes.OK);
    assertThat(ParseCommandTest.run("help", "check").code()).isEqualTo(ExitCodes.OK);
  }

  @Test
  void columns_setsTheWidthAndAnythingElseLeavesItToTheTerminal() {
    CommandLine cl = root();
    Main.helpWidth(cl, "72");
    assertThat(cl.getUsageHelpWidth()).isEqualTo(72);
    Main.helpWidth(cl, "20");
    assertThat(cl.getUsageHelpWidth()).isEqualTo(Main.MIN_HELP_WIDTH);
    Main.helpWidth(cl, "wide");
    assertThat(cl.isUsageHelpAutoWidth()).isTrue();
    assertThat(cl.getCommandSpec().usageMessage().width()).isGreaterThanOrEqualTo(55);
  }

  /** The options and parameters of a command. */
  private static List<ArgSpec> args(CommandSpec spec) {
    List<ArgSpec> out = new ArrayList<>(spec.options());
    out.addAll(spec.positionalParameters());
    return out;
  }

  private static String label(ArgSpec a) {
    return a instanceof OptionSpec o ? o.longestName() : a.paramLabel();
  }
}
