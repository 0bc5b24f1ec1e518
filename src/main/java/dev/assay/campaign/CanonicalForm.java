package dev.assay.campaign;

import dev.assay.reduce.UnusedDeclarations;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Script;
import dev.assay.solver.SExprScanner;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A script's canonical text for deduplication: what two inputs of one bug share once what does not
 * change the bug is taken out. Left out: {@code set-logic} and {@code set-info} (sources, licenses,
 * statuses), options that only shape the output ({@link #OUTPUT_OPTIONS}), requests for output
 * ({@code get-model}, {@code get-value}, {@code get-unsat-core}, {@code get-info}, ...; {@code
 * echo}, {@code exit}), and declarations nothing uses. Assertions are put in a canonical order
 * within each block (between two commands that are not assertions, so push, pop and check-sat keep
 * their meaning), by their text with every declared symbol blanked; declared symbols are then
 * renamed in the order they first occur ({@code c0}, {@code c1}, ...). Two reductions of one bug
 * from different seeds then print alike when they differ only in names, order, logic and output.
 *
 * <p>Rule {@value #RULE}: stores made under an earlier rule are re-signed by migration V3.
 */
public final class CanonicalForm {
  private CanonicalForm() {}

  /** The version of the canonical form, recorded with the signatures made under it. */
  public static final int RULE = 2;

  /** Options that change what a solver prints, not what it answers. */
  static final java.util.Set<String> OUTPUT_OPTIONS =
      java.util.Set.of(
          ":produce-models",
          ":produce-unsat-cores",
          ":produce-unsat-assumptions",
          ":produce-assignments",
          ":produce-proofs",
          ":produce-assertions",
          ":print-success",
          ":regular-output-channel",
          ":diagnostic-output-channel",
          ":verbosity",
          ":global-declarations");

  /** The canonical text. */
  public static String of(Script script) {
    Script essential = UnusedDeclarations.remove(withoutNoise(script));
    List<Command> ordered = ordered(essential.commands());
    Map<String, String> names = new LinkedHashMap<>();
    List<Command> declarations = new ArrayList<>();
    List<Command> rest = new ArrayList<>();
    for (Command c : ordered) {
      (UnusedDeclarations.declaredNames(c).isEmpty() ? rest : declarations).add(c);
    }
    // names in the order the assertions and other commands first use them, then the rest
    Set<String> declared = new java.util.HashSet<>();
    for (Command c : declarations) {
      declared.addAll(UnusedDeclarations.declaredNames(c));
    }
    for (Command c : rest) {
      for (String token : symbols(Printer.print(new Script(List.of(c))))) {
        if (declared.contains(token)) {
          names.putIfAbsent(token, "c" + names.size());
        }
      }
    }
    for (Command c : declarations) {
      for (String d : UnusedDeclarations.declaredNames(c)) {
        names.putIfAbsent(d, "c" + names.size());
      }
    }
    List<String> declarationTexts = new ArrayList<>();
    for (Command c : declarations) {
      declarationTexts.add(rename(Printer.print(new Script(List.of(c))), names));
    }
    declarationTexts.sort(null);
    StringBuilder out = new StringBuilder();
    declarationTexts.forEach(out::append);
    out.append(rename(Printer.print(new Script(rest)), names));
    return out.toString();
  }

  /** {@code script} without logic, infos, output options and requests for output. */
  static Script withoutNoise(Script script) {
    List<Command> kept = new ArrayList<>();
    for (Command c : script.commands()) {
      boolean noise =
          c instanceof Command.SetLogic
              || c instanceof Command.SetInfo
              || c instanceof Command.SetOption o && OUTPUT_OPTIONS.contains(o.keyword())
              || c instanceof Command.GetModel
              || c instanceof Command.GetValue
              || c instanceof Command.GetUnsatCore
              || c instanceof Command.GetUnsatAssumptions
              || c instanceof Command.GetInfo
              || c instanceof Command.GetOption
              || c instanceof Command.GetProof
              || c instanceof Command.GetAssignment
              || c instanceof Command.Echo
              || c instanceof Command.Exit;
      if (!noise) {
        kept.add(c);
      }
    }
    return new Script(kept);
  }

  /** Each block of consecutive assertions sorted by its shape (declared symbols blanked). */
  private static List<Command> ordered(List<Command> commands) {
    Set<String> declared = new java.util.HashSet<>();
    for (Command c : commands) {
      declared.addAll(UnusedDeclarations.declaredNames(c));
    }
    Map<String, String> blank = new LinkedHashMap<>();
    declared.forEach(d -> blank.put(d, "_"));
    List<Command> out = new ArrayList<>();
    List<Command> block = new ArrayList<>();
    for (Command c : commands) {
      if (c instanceof Command.Assert) {
        block.add(c);
        continue;
      }
      flush(block, blank, out);
      out.add(c);
    }
    flush(block, blank, out);
    return out;
  }

  private static void flush(List<Command> block, Map<String, String> blank, List<Command> out) {
    List<String[]> keyed = new ArrayList<>();
    Map<String, Command> byText = new LinkedHashMap<>();
    for (Command c : block) {
      String text = Printer.print(new Script(List.of(c)));
      keyed.add(new String[] {rename(text, blank), text});
      byText.put(text, c);
    }
    keyed.sort(
        java.util.Comparator.<String[], String>comparing(k -> k[0]).thenComparing(k -> k[1]));
    for (String[] k : keyed) {
      out.add(byText.get(k[1]));
    }
    block.clear();
  }

  /** The symbol tokens of printed SMT-LIB, quoted ones without their bars, in order. */
  private static List<String> symbols(String printed) {
    List<String> out = new ArrayList<>();
    rename(
        printed,
        token -> {
          out.add(token);
          return null;
        });
    return out;
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

  /**
   * Replaces whole symbol tokens of printed SMT-LIB: string literals and keywords are left alone,
   * quoted symbols are compared as written.
   */
  static String rename(String printed, Map<String, String> names) {
    return rename(printed, names::get);
  }

  /**
   * Replaces the symbol tokens of printed SMT-LIB for which {@code names} gives a name (null: kept
   * as written); string literals and keywords are left alone, quoted symbols are looked up without
   * their bars.
   */
  static String rename(String printed, java.util.function.Function<String, String> names) {
    StringBuilder out = new StringBuilder(printed.length());
    int i = 0;
    int n = printed.length();
    while (i < n) {
      char ch = printed.charAt(i);
      if (ch == '"') {
        // a string literal, with its "" escapes, to its closing quote or the end of the text
        int end = SExprScanner.itemEnd(printed, i, true);
        int j = end == SExprScanner.INCOMPLETE ? n : end;
        out.append(printed, i, j);
        i = j;
      } else if (ch == '|') {
        int j = printed.indexOf('|', i + 1);
        j = j < 0 ? n : j + 1;
        String token = printed.substring(i, j);
        String bare = token.length() >= 2 ? token.substring(1, token.length() - 1) : token;
        String r = names.apply(bare);
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
        String r = token.startsWith(":") ? null : names.apply(token);
        out.append(r != null ? r : token);
        i = j;
      }
    }
    return out.toString();
  }
}
