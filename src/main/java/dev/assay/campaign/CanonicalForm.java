package dev.assay.campaign;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A script's canonical text for deduplication: printed by Assay's printer without {@code set-info}
 * (sources, licenses and statuses do not change a bug), with the symbols it declares renamed in the
 * order of their declaration ({@code c0}, {@code c1}, ...). Two reductions of one bug from
 * different seeds then print alike when they differ only in names.
 */
public final class CanonicalForm {
  private CanonicalForm() {}

  /** The canonical text. */
  public static String of(Script script) {
    List<Command> kept = new ArrayList<>();
    Map<String, String> names = new LinkedHashMap<>();
    for (Command c : script.commands()) {
      if (c instanceof Command.SetInfo) {
        continue;
      }
      kept.add(c);
      for (String declared : declaredNames(c)) {
        names.putIfAbsent(declared, "c" + names.size());
      }
    }
    return rename(Printer.print(new Script(kept)), names);
  }

  /** The first 16 hex digits of the SHA-256 of the canonical text. */
  public static String hash(Script script) {
    return sha256(of(script)).substring(0, 16);
  }

  /** The SHA-256 of a text, in hex. */
  public static String sha256(String text) {
    try {
      return HexFormat.of()
          .formatHex(
              MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }

  private static List<String> declaredNames(Command c) {
    if (c instanceof Command.DeclareConst d) {
      return List.of(d.name());
    }
    if (c instanceof Command.DeclareFun d) {
      return List.of(d.name());
    }
    if (c instanceof Command.DefineFun d) {
      return List.of(d.signature().name());
    }
    if (c instanceof Command.DeclareSort d) {
      return List.of(d.name());
    }
    return List.of();
  }

  /**
   * Replaces whole symbol tokens of printed SMT-LIB: string literals and keywords are left alone,
   * quoted symbols are compared as written.
   */
  static String rename(String printed, Map<String, String> names) {
    if (names.isEmpty()) {
      return printed;
    }
    StringBuilder out = new StringBuilder(printed.length());
    int i = 0;
    int n = printed.length();
    while (i < n) {
      char ch = printed.charAt(i);
      if (ch == '"') {
        int j = i + 1;
        while (j < n) {
          if (printed.charAt(j) == '"') {
            if (j + 1 < n && printed.charAt(j + 1) == '"') {
              j += 2;
              continue;
            }
            break;
          }
          j++;
        }
        j = Math.min(j + 1, n);
        out.append(printed, i, j);
        i = j;
      } else if (ch == '|') {
        int j = printed.indexOf('|', i + 1);
        j = j < 0 ? n : j + 1;
        String token = printed.substring(i, j);
        String bare = token.length() >= 2 ? token.substring(1, token.length() - 1) : token;
        String r = names.get(bare);
        out.append(r != null ? r : token);
        i = j;
      } else if (ch == '(' || ch == ')' || Character.isWhitespace(ch)) {
        out.append(ch);
        i++;
      } else {
        int j = i;
        while (j < n) {
          char c = printed.charAt(j);
          if (c == '(' || c == ')' || c == '"' || c == '|' || Character.isWhitespace(c)) {
            break;
          }
          j++;
        }
        String token = printed.substring(i, j);
        String r = token.startsWith(":") ? null : names.get(token);
        out.append(r != null ? r : token);
        i = j;
      }
    }
    return out.toString();
  }
}
