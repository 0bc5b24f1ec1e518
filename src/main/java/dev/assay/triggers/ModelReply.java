package dev.assay.triggers;

import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Term;
import dev.assay.solver.SExprItems;
import dev.assay.solver.SExprScanner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a model query answered: the status of its {@code check-sat}, the values of the asked terms
 * (also after {@code unknown}: partial models are still used, §3.3), and the unsat core's names.
 * Read from the raw output, where a refused {@code get-value} or {@code get-unsat-core} is just an
 * {@code (error ...)} to skip.
 *
 * @param status {@code sat}, {@code unsat}, {@code unknown}, {@code timeout} or {@code error}
 * @param values value per asked term, keyed by the term's printed form
 * @param core the names in the unsat core (empty if none was given)
 */
record ModelReply(String status, Map<String, Term> values, List<String> core) {

  static ModelReply failed(String status) {
    return new ModelReply(status, Map.of(), List.of());
  }

  static ModelReply read(String stdout) {
    return read(stdout, java.util.Set.of());
  }

  /** The same, for a problem whose declarations shadow the theory symbols {@code shadowed}. */
  static ModelReply read(String stdout, java.util.Set<String> shadowed) {
    String status = null;
    Map<String, Term> values = new LinkedHashMap<>();
    List<String> core = new ArrayList<>();
    SExprItems items = SExprItems.of(stdout);
    while (items.next()) {
      String item = items.item();
      if (status == null) {
        if (item.equals("sat") || item.equals("unsat") || item.equals("unknown")) {
          status = item;
        }
        continue;
      }
      if (!item.startsWith("(") || SExprScanner.head(item).equals("error")) {
        continue;
      }
      String inner = item.substring(1).stripLeading();
      if (inner.startsWith("(")) {
        try {
          for (Term[] pair : Parser.parseValueAnswer(item, "<model>", shadowed)) {
            values.put(Printer.print(pair[0]), pair[1]);
          }
        } catch (RuntimeException ex) {
          // a value Assay cannot read (e.g. a lambda): the terms stay without values
        }
      } else {
        // the members up to the list's closing parenthesis
        SExprItems members = SExprItems.from(item, 1);
        while (members.next() && members.start() < item.length() - 1) {
          core.add(members.item());
        }
      }
    }
    return new ModelReply(status == null ? "error" : status, values, core);
  }
}
