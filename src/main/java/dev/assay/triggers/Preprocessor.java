package dev.assay.triggers;

import dev.assay.core.InputError;
import dev.assay.smtlib.Annotated;
import dev.assay.smtlib.Attribute;
import dev.assay.smtlib.CheckedScript;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Signature;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import dev.assay.solver.Solver;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Turns an input file into a {@link Problem} (§3.1 and App. E of the paper): reads it, infers
 * patterns where the input gives none, expands {@code let}s and macros, takes each assertion to
 * negation normal form with Skolem functions, splits conjunctions and distributes top-level
 * disjunctions, names bound variables apart, and removes duplicate conjuncts. {@code :named}
 * assertions keep their name as the conjunct's label.
 */
public final class Preprocessor {
  /** Inputs of this size or more are refused: the search reads them many times. */
  public static final long MAX_BYTES = 20L << 20;

  private final Solver inference;
  private final SearchProfile profile;
  private final Deadline bound;

  /**
   * @param inference runs the pattern-inference query (a fresh E-matching run)
   */
  public Preprocessor(Solver inference) {
    this(inference, new SearchProfile(), null);
  }

  /**
   * @param inference runs the pattern-inference query (a fresh E-matching run)
   * @param profile where the inference run's time is counted ({@link
   *     SearchProfile.Phase#PATTERN_INFERENCE})
   * @param bound the budget the inference run's hard limit stays within, or null
   */
  Preprocessor(Solver inference, SearchProfile profile, Deadline bound) {
    this.inference = inference;
    this.profile = profile;
    this.bound = bound;
  }

  /**
   * Reads and preprocesses one input.
   *
   * @throws InputError for a malformed file (with its position), a file without quantifiers, or a
   *     let expansion that is too large
   */
  public Problem run(String source, byte[] bytes, long inferenceMillis)
      throws IOException, InterruptedException {
    if (bytes.length >= MAX_BYTES) {
      throw tooLarge(source, bytes.length);
    }
    CheckedScript checked = Parser.readScript(bytes, source);
    Signature signature = checked.signature();
    ActiveCommands active = ActiveCommands.of(checked.script());
    int[] lines = CommandStarts.lines(bytes);
    List<Term> assertions = new ArrayList<>();
    List<Integer> assertionLines = new ArrayList<>();
    for (int idx : active.assertionIndices()) {
      assertions.add(((Command.Assert) checked.script().commands().get(idx)).term());
      assertionLines.add(idx < lines.length ? lines[idx] : 0);
    }
    Set<String> recursive = new TreeSet<>();
    List<Command> declarations = new ArrayList<>();
    for (Command c : active.commands()) {
      if (ActiveCommands.isDeclaration(c)) {
        declarations.add(c);
      }
      if (c instanceof Command.DefineFunRec r) {
        recursive.add(r.signature().name());
      } else if (c instanceof Command.DefineFunsRec r) {
        r.signatures().forEach(s -> recursive.add(s.name()));
      }
    }
    Signature analysis = signature.copy();
    BoundRenamer first = new BoundRenamer(n -> analysis.function(n) != null);
    Expansion expansion = new Expansion(signature, first, recursive);
    List<Term> expanded = new ArrayList<>(assertions.size());
    try {
      for (Term a : assertions) {
        expanded.add(expansion.expand(first.rename(a)));
      }
    } catch (Expansion.TooLarge e) {
      throw new InputError(source, 0, 0, e.getMessage());
    }
    if (expanded.stream().noneMatch(Preprocessor::hasQuantifier)) {
      throw new InputError(
          source,
          0,
          0,
          "no quantifier in the assertions: E-matching has nothing to instantiate, so no"
              + " triggering term can help");
    }
    PatternInference.Result inferred;
    try (SearchProfile.Section s = profile.time(SearchProfile.Phase.PATTERN_INFERENCE)) {
      inferred =
          new PatternInference(inference)
              .infer(
                  declarations,
                  expanded,
                  signature,
                  inferenceMillis,
                  bound == null
                      ? Deadline.hard(inferenceMillis)
                      : bound.hardWithin(inferenceMillis));
    }
    Map<String, List<Sort>> skolems = new LinkedHashMap<>();
    Set<String> taken = new HashSet<>();
    NegationNormalForm.SkolemFactory factory =
        (var, argSorts, result) -> {
          String base = var.contains("@") ? var.substring(0, var.indexOf('@')) : var;
          String name = base + "!sk";
          for (int k = 0; analysis.function(name) != null || !taken.add(name); k++) {
            name = base + "!sk" + k;
          }
          List<Sort> sig = new ArrayList<>(argSorts);
          sig.add(result);
          skolems.put(name, sig);
          analysis.declareFunction(name, argSorts, result);
          return name;
        };
    List<String> dropped = new ArrayList<>();
    List<Term> parts = new ArrayList<>();
    List<Origin> origins = new ArrayList<>();
    for (int i = 0; i < expanded.size(); i++) {
      Origin origin = new Origin(i, assertionLines.get(i), label(assertions.get(i)));
      NegationNormalForm nnf =
          new NegationNormalForm(
              factory,
              q ->
                  dropped.add(
                      origin.describe()
                          + ": no pattern (none given, none inferred), never instantiated: "
                          + shorten(Printer.print(q))));
      for (Term part : Splitter.split(nnf.apply(inferred.assertions().get(i)))) {
        parts.add(part);
        origins.add(origin);
      }
    }
    BoundRenamer last = new BoundRenamer(n -> analysis.function(n) != null || taken.contains(n));
    ConjunctBuilder builder =
        new ConjunctBuilder(
            n ->
                skolems.containsKey(n)
                    || (signature.function(n) != null
                        && (!signature.function(n).isDefined() || recursive.contains(n))));
    Set<String> seen = new HashSet<>();
    List<Conjunct> conjuncts = new ArrayList<>();
    for (int i = 0; i < parts.size(); i++) {
      if (!seen.add(BoundRenamer.canonicalKey(parts.get(i)))) {
        continue; // a duplicate of an earlier conjunct
      }
      conjuncts.add(builder.build(conjuncts.size(), origins.get(i), last.rename(parts.get(i))));
    }
    return new Problem(
        source,
        checked.script(),
        active,
        analysis,
        skolems,
        recursive,
        conjuncts,
        dropped,
        assertionLines,
        inferred.withPatterns());
  }

  /** The error for an input of {@code bytes} bytes at or above {@link #MAX_BYTES}. */
  public static InputError tooLarge(String source, long bytes) {
    return new InputError(
        source,
        0,
        0,
        String.format(
            java.util.Locale.ROOT,
            "%.1f MB is too large for triggering-term synthesis (the limit is %d MB)",
            bytes / 1048576.0,
            MAX_BYTES >> 20));
  }

  private static boolean hasQuantifier(Term t) {
    boolean[] found = {false};
    Terms.forEach(
        t,
        n -> {
          if (n instanceof Quantified) {
            found[0] = true;
          }
        });
    return found[0];
  }

  /** The assertion's {@code :named} name, else its top-level quantifier's {@code :qid}, or null. */
  private static String label(Term t) {
    Term x = t;
    while (x instanceof Annotated a) {
      if (a.name() != null) {
        return a.name();
      }
      x = a.term();
    }
    if (x instanceof Quantified q && q.body() instanceof Annotated a) {
      for (Attribute at : a.attributes()) {
        if (at instanceof Attribute.Qid qid) {
          return qid.name();
        }
      }
    }
    return null;
  }

  static String shorten(String s) {
    return s.length() <= 160 ? s : s.substring(0, 157) + "...";
  }
}
