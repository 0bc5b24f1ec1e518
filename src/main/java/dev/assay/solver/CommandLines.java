package dev.assay.solver;

import dev.assay.core.InputError;
import java.util.ArrayList;
import java.util.List;

/**
 * Argument lists to and from one line of text: quoting for display and reproduction, and splitting
 * a user's {@code cmd:...} spec. Never hands anything to a shell.
 */
public final class CommandLines {
  private CommandLines() {}

  /** The arguments joined by spaces, each single-quoted for a POSIX shell when needed. */
  public static String format(List<String> argv) {
    StringBuilder sb = new StringBuilder();
    for (String a : argv) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(quote(a));
    }
    return sb.toString();
  }

  /** One argument, single-quoted unless it is made only of safe characters. */
  public static String quote(String arg) {
    if (!arg.isEmpty() && arg.matches("[A-Za-z0-9_@%+=:,./-]+")) {
      return arg;
    }
    return "'" + arg.replace("'", "'\"'\"'") + "'";
  }

  /**
   * Splits a command line into arguments at white space; single and double quotes group, a
   * backslash escapes the next character outside single quotes. No expansion of any kind.
   *
   * @throws InputError on an unterminated quote or an empty command
   */
  public static List<String> split(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean inArg = false;
    char quote = 0;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quote == '\'') {
        if (c == '\'') {
          quote = 0;
        } else {
          cur.append(c);
        }
      } else if (c == '\\' && i + 1 < line.length()) {
        cur.append(line.charAt(++i));
        inArg = true;
      } else if (quote == '"') {
        if (c == '"') {
          quote = 0;
        } else {
          cur.append(c);
        }
      } else if (c == '\'' || c == '"') {
        quote = c;
        inArg = true;
      } else if (Character.isWhitespace(c)) {
        if (inArg) {
          out.add(cur.toString());
          cur.setLength(0);
          inArg = false;
        }
      } else {
        cur.append(c);
        inArg = true;
      }
    }
    if (quote != 0) {
      throw new InputError("unterminated " + quote + " quote in command: " + line);
    }
    if (inArg) {
      out.add(cur.toString());
    }
    if (out.isEmpty()) {
      throw new InputError("empty solver command");
    }
    return out;
  }
}
