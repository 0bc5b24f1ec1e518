package dev.assay.oracle;

import dev.assay.semantics.BoolValue;
import dev.assay.semantics.Datatypes;
import dev.assay.semantics.Evaluator;
import dev.assay.semantics.Model;
import dev.assay.semantics.ModelReader;
import dev.assay.semantics.Value;
import dev.assay.smtlib.ChcClause;
import dev.assay.smtlib.ChcSystem;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.Quantified;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.SortedVar;
import dev.assay.smtlib.Term;
import dev.assay.smtlib.Terms;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a model of a script with quantified assertions, CHC systems above all: every assertion
 * (every Horn clause) is checked under the model's interpretation. Shared by {@code assay check}
 * and the HornFuzz technique.
 *
 * <ul>
 *   <li>A predicate of a CHC system that the model does not interpret is an invalid model: a CHC
 *       model must give every predicate an interpretation, it is not a free choice.
 *   <li>Each clause is first evaluated by Assay's own evaluator, which decides it when it is ground
 *       or quantifies over finite sorts only (Booleans, enumerations) and is small enough to
 *       enumerate.
 *   <li>Otherwise the residue goes to a {@link ResidueSolver}, which must be independent of the
 *       solver under test: for a Horn clause {@code ∀V. body → head} it is asked whether {@code
 *       body ∧ ¬head} is satisfiable with V read as constants and the predicates defined as the
 *       model says (unsat: the clause holds; sat: it is violated); for any other assertion {@code
 *       a}, whether {@code ¬a} is.
 *   <li>An undecided residue (unknown, timeout, unreadable model) makes the whole check
 *       undetermined, never valid.
 * </ul>
 *
 * <p>Scripts without quantifiers and outside logic HORN go to the plain evaluator check ({@link
 * EvaluatorModelCheck}), which this class wraps.
 */
public final class QuantifiedModelCheck implements ModelCheck {
  /** Largest number of assignments the evaluator enumerates for one clause's variables. */
  static final long ENUMERATION_LIMIT = 1 << 12;

  private final ResidueSolver residue;
  private final ModelCheck plain;

  /** A checker whose residues go to {@code residue} (independent of the solver under test). */
  public QuantifiedModelCheck(ResidueSolver residue) {
    this(residue, new EvaluatorModelCheck());
  }

  QuantifiedModelCheck(ResidueSolver residue, ModelCheck plain) {
    this.residue = residue;
    this.plain = plain;
  }

  /** Whether this checker treats {@code script} itself rather than handing it to the plain one. */
  public static boolean applies(Script script) {
    if (ChcSystem.isHorn(script)) {
      return true;
    }
    for (Term a : script.assertions()) {
      boolean[] q = {false};
      Terms.forEach(a, t -> q[0] |= t instanceof Quantified);
      if (q[0]) {
        return true;
      }
    }
    return false;
  }

  @Override
  public Result check(Script script, int checkSatIndex, Model model) {
    if (!applies(script)) {
      return plain.check(script, checkSatIndex, model);
    }
    try {
      return checkQuantified(script, checkSatIndex, model).result();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Result.Undetermined("interrupted");
    } catch (IOException e) {
      return new Result.Undetermined("residue solver failed: " + e.getMessage());
    }
  }

  /** The verdict on one assertion (clause). */
  public enum ClauseStatus {
    VALID,
    VIOLATED,
    UNDECIDED
  }

  /** The verdict on each assertion in force, and how it was reached. */
  public record Report(List<ClauseStatus> clauses, List<String> notes, String missingPredicate) {
    public Report {
      clauses = List.copyOf(clauses);
      notes = List.copyOf(notes);
    }

    /** The first violated assertion's index, or -1. */
    public int firstViolated() {
      return clauses.indexOf(ClauseStatus.VIOLATED);
    }

    /** The overall result: invalid over undetermined over valid. */
    public Result result() {
      if (missingPredicate != null) {
        return new Result.Invalid("the model does not interpret predicate " + missingPredicate);
      }
      int bad = firstViolated();
      if (bad >= 0) {
        return new Result.Invalid("assertion " + (bad + 1) + " violated: " + notes.get(bad));
      }
      int open = clauses.indexOf(ClauseStatus.UNDECIDED);
      if (open >= 0) {
        return new Result.Undetermined("assertion " + (open + 1) + ": " + notes.get(open));
      }
      return new Result.Valid();
    }
  }

  /** Checks every assertion in force at check-sat {@code checkSatIndex} and reports on each. */
  public Report checkQuantified(Script script, int checkSatIndex, Model model)
      throws IOException, InterruptedException {
    boolean horn = ChcSystem.isHorn(script);
    ChcSystem system = horn ? ChcSystem.of(script) : null;
    // A fixedpoint-format script is checked as the Horn script it translates to.
    Script base = horn ? system.script() : script;
    List<Scopes.AtCheckSat> scopes = Scopes.of(base);
    List<Term> inForce =
        scopes.isEmpty()
            ? base.assertions()
            : scopes.get(Math.min(checkSatIndex, scopes.size() - 1)).formulas();
    Set<Term> inForceSet = Collections.newSetFromMap(new IdentityHashMap<>());
    inForceSet.addAll(inForce);
    Map<Term, ChcClause> clauseOf = new IdentityHashMap<>();
    if (horn) {
      for (ChcClause c : system.clauses()) {
        clauseOf.put(c.assertion(), c);
      }
      for (ChcClause c : system.clauses()) {
        if (!inForceSet.contains(c.assertion())) {
          continue;
        }
        for (String p : predicatesOf(c)) {
          if (model.definition(p) == null && model.constant(p) == null) {
            return new Report(List.of(), List.of(), p);
          }
        }
      }
    }
    Model full = model.withScript(scriptDefinitions(base), Datatypes.of(base.commands()));
    Evaluator ev = new Evaluator(full);
    List<ClauseStatus> status = new ArrayList<>(Collections.nCopies(inForce.size(), null));
    List<String> notes = new ArrayList<>(Collections.nCopies(inForce.size(), ""));
    List<Integer> toSolve = new ArrayList<>();
    for (int i = 0; i < inForce.size(); i++) {
      Term a = inForce.get(i);
      if (enumerable(a)) {
        Value v = ev.evaluate(a);
        if (v instanceof BoolValue b) {
          status.set(i, b.value() ? ClauseStatus.VALID : ClauseStatus.VIOLATED);
          notes.set(i, b.value() ? "evaluated true" : shorten(Printer.print(a)));
          continue;
        }
      }
      toSolve.add(i);
    }
    if (!toSolve.isEmpty()) {
      Residues residues = new Residues(base, model, ev, horn, clauseOf);
      List<String> queries = new ArrayList<>();
      for (int i : toSolve) {
        queries.add(residues.query(inForce.get(i)));
      }
      List<ResidueSolver.Decision> answers = decideAll(residues, queries);
      // A sat residue that depends on values the model leaves open is asked once more: can the
      // assertion hold at all? unsat: false for every choice, so violated.
      List<Integer> again = new ArrayList<>();
      List<String> holdQueries = new ArrayList<>();
      for (int k = 0; k < toSolve.size(); k++) {
        Term a = inForce.get(toSolve.get(k));
        if (answers.get(k).kind() == ResidueSolver.Kind.SAT
            && !residues.decisive(a)
            && !residues.other(a)) {
          again.add(k);
          holdQueries.add(residues.holds(a));
        }
      }
      List<ResidueSolver.Decision> holdAnswers = decideAll(residues, holdQueries);
      for (int k = 0; k < toSolve.size(); k++) {
        ResidueSolver.Decision d = answers.get(k);
        int i = toSolve.get(k);
        Term a = inForce.get(i);
        int j = again.indexOf(k);
        if (d.kind() == ResidueSolver.Kind.UNSAT) {
          status.set(i, ClauseStatus.VALID);
          notes.set(i, "residue unsat (" + residue.describe() + ")");
        } else if (d.kind() == ResidueSolver.Kind.SAT && residues.decisive(a)) {
          status.set(i, ClauseStatus.VIOLATED);
          notes.set(i, shorten(Printer.print(a)));
        } else if (j >= 0 && holdAnswers.get(j).kind() == ResidueSolver.Kind.UNSAT) {
          status.set(i, ClauseStatus.VIOLATED);
          notes.set(i, "false for every value the model leaves open: " + shorten(Printer.print(a)));
        } else {
          status.set(i, ClauseStatus.UNDECIDED);
          notes.set(
              i,
              d.kind() == ResidueSolver.Kind.SAT
                  ? "violated only for some value the model leaves open (a symbol it does not"
                      + " interpret, or an unspecified value such as a division by zero)"
                  : d.why());
        }
      }
    }
    return new Report(status, notes, null);
  }

  /** The answers to {@code queries}, in order; an unanswered one is undecided. */
  private List<ResidueSolver.Decision> decideAll(Residues residues, List<String> queries)
      throws IOException, InterruptedException {
    List<ResidueSolver.Decision> answers = new ArrayList<>();
    // A push, or a second check-sat, puts z3 in incremental mode, where it gives up the
    // quantifier-elimination tactics its default mode picks for a quantified sentence (a
    // ten-alternation LRA sentence: unsat in 0.1 s alone, no answer in 20 s inside push/pop):
    // quantified residues go one per run.
    boolean onePerRun = residues.anyQuantified(queries);
    while (answers.size() < queries.size()) {
      // A run that ends early (a timeout, a crash) leaves the rest unanswered: the residue it
      // stopped at stays undecided, and the rest are asked again in a new run.
      int end = onePerRun ? answers.size() + 1 : queries.size();
      List<ResidueSolver.Decision> got =
          residue.decide(residues.batch(queries.subList(answers.size(), end)));
      for (ResidueSolver.Decision d : got.subList(0, Math.min(got.size(), end - answers.size()))) {
        answers.add(
            d != null ? d : new ResidueSolver.Decision(ResidueSolver.Kind.UNDECIDED, "no answer"));
      }
      if (answers.size() < end) {
        answers.add(
            new ResidueSolver.Decision(
                ResidueSolver.Kind.UNDECIDED, residue.describe() + " gave no answer"));
      }
    }
    return answers;
  }

  /** {@link #checkQuantified} on a model given as text, for tests. */
  Report checkQuantifiedUnchecked(Script script, String modelText) {
    try {
      return checkQuantified(script, 0, ModelReader.read(modelText, "model", script));
    } catch (IOException | InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  private static Set<String> predicatesOf(ChcClause c) {
    Set<String> r = new LinkedHashSet<>(c.bodyPredicateNames());
    if (c.headPredicate() != null) {
      Term h = c.headPredicate();
      r.add(h instanceof QualIdentifier q ? q.symbol() : ((dev.assay.smtlib.Application) h).name());
    }
    return r;
  }

  /**
   * Whether the evaluator can decide {@code a} by itself: every quantifier ranges over Booleans
   * only, with at most {@link #ENUMERATION_LIMIT} assignments per quantifier.
   */
  static boolean enumerable(Term a) {
    boolean[] ok = {true};
    Terms.forEach(
        a,
        t -> {
          if (t instanceof Quantified q) {
            long n = 1;
            for (SortedVar v : q.vars()) {
              if (!v.sort().equals(Sort.BOOL)) {
                ok[0] = false;
                return;
              }
              n *= 2;
              if (n > ENUMERATION_LIMIT) {
                ok[0] = false;
                return;
              }
            }
          }
        });
    return ok[0];
  }

  private static List<Model.Definition> scriptDefinitions(Script s) {
    List<Model.Definition> defs = new ArrayList<>();
    for (Command c : s.commands()) {
      if (c instanceof Command.DefineFun d) {
        defs.add(Model.Definition.of(d));
      }
    }
    return defs;
  }

  private static String shorten(String s) {
    String t = s.replaceAll("\\s+", " ").strip();
    return t.length() > 300 ? t.substring(0, 300) + "..." : t;
  }

  /** Builds the residue queries: the script's declarations with the model's definitions. */
  private static final class Residues {
    private final String prelude;
    private final boolean horn;
    private final Map<Term, ChcClause> clauseOf;
    private final Set<String> taken = new HashSet<>();
    private final UnspecifiedValues unspecified;

    /** The fresh functions of {@link UnspecifiedValues} the model fixes, with their definitions. */
    private final Map<UnspecifiedValues.Division, String> fixedByModel = new LinkedHashMap<>();

    /**
     * Symbols whose value the model leaves open: declared symbols it does not interpret, the
     * unspecified values it does not fix, and the script's functions defined through them. A sat
     * residue over them proves nothing.
     */
    private final Set<String> open = new HashSet<>();

    /** The script's functions whose definitions apply another unspecified operator. */
    private final Set<String> otherUnspecified = new HashSet<>();

    Residues(
        Script script, Model model, Evaluator ev, boolean horn, Map<Term, ChcClause> clauseOf) {
      this.horn = horn;
      this.clauseOf = clauseOf;
      Set<String> declared = new LinkedHashSet<>();
      for (Command c : script.commands()) {
        if (c instanceof Command.DeclareFun d) {
          declared.add(d.name());
        } else if (c instanceof Command.DeclareConst d) {
          declared.add(d.name());
        } else if (c instanceof Command.DefineFun d) {
          declared.add(d.signature().name());
        }
      }
      taken.addAll(declared);
      taken.addAll(model.definitions().keySet());
      taken.addAll(model.constants().keySet());
      this.unspecified = new UnspecifiedValues(script, ev, taken);
      for (UnspecifiedValues.Division d : UnspecifiedValues.DIVISIONS) {
        taken.add(unspecified.freshName(d));
        String fixed = declared.contains(d.modelName()) ? null : modelChoice(model, d);
        if (fixed != null) {
          fixedByModel.put(d, fixed);
        } else {
          open.add(unspecified.freshName(d));
        }
      }
      StringBuilder sb = new StringBuilder();
      for (Command c : script.commands()) {
        if (c instanceof Command.DeclareSort
            || c instanceof Command.DefineSort
            || c instanceof Command.DeclareDatatype
            || c instanceof Command.DeclareDatatypes) {
          Printer.appendCommand(sb, c);
          sb.append('\n');
        } else if (c instanceof Command.DefineFun d) {
          Printer.appendCommand(
              sb, new Command.DefineFun(d.signature(), explicit(d.signature(), d.body())));
          sb.append('\n');
          classify(List.of(d.signature().name()), List.of(d.body()), List.of(d.signature()));
        } else if (c instanceof Command.DefineFunRec d) {
          Printer.appendCommand(
              sb, new Command.DefineFunRec(d.signature(), explicit(d.signature(), d.body())));
          sb.append('\n');
          classify(List.of(d.signature().name()), List.of(d.body()), List.of(d.signature()));
        } else if (c instanceof Command.DefineFunsRec d) {
          List<Term> bodies = new ArrayList<>();
          for (int i = 0; i < d.bodies().size(); i++) {
            bodies.add(explicit(d.signatures().get(i), d.bodies().get(i)));
          }
          Printer.appendCommand(sb, new Command.DefineFunsRec(d.signatures(), bodies));
          sb.append('\n');
          classify(
              d.signatures().stream().map(Command.FunctionDec::name).toList(),
              d.bodies(),
              d.signatures());
        } else if (c instanceof Command.DeclareFun d) {
          if (model.definition(d.name()) == null && model.constant(d.name()) == null) {
            open.add(d.name());
            Printer.appendCommand(sb, c);
            sb.append('\n');
          }
        } else if (c instanceof Command.DeclareConst d) {
          if (model.definition(d.name()) == null && model.constant(d.name()) == null) {
            open.add(d.name());
            Printer.appendCommand(sb, c);
            sb.append('\n');
          }
        }
      }
      for (Model.Definition d : ordered(model)) {
        sb.append("(define-fun ").append(dev.assay.smtlib.Symbols.print(d.name())).append(" (");
        for (int i = 0; i < d.params().size(); i++) {
          SortedVar p = d.params().get(i);
          sb.append(i == 0 ? "" : " ")
              .append('(')
              .append(dev.assay.smtlib.Symbols.print(p.name()))
              .append(' ')
              .append(Printer.print(p.sort()))
              .append(')');
        }
        sb.append(") ").append(Printer.print(d.resultSort())).append(' ');
        // A model may itself answer with an unspecified value: cvc5 prints x = (mod 531 0).
        Set<String> params = new HashSet<>();
        d.params().forEach(p -> params.add(p.name()));
        Term body = unspecified.explicit(d.body(), params);
        Printer.appendTerm(sb, body);
        sb.append(")\n");
        if (!Collections.disjoint(Terms.freeSymbols(body), open)) {
          open.add(d.name());
        }
      }
      for (Map.Entry<String, Value> e : model.constants().entrySet()) {
        String sort = sortOfConstant(script, e.getKey());
        if (sort != null) {
          sb.append("(define-fun ")
              .append(dev.assay.smtlib.Symbols.print(e.getKey()))
              .append(" () ")
              .append(sort)
              .append(' ');
          Printer.appendTerm(sb, e.getValue().toTerm());
          sb.append(")\n");
        }
      }
      this.prelude = sb.toString();
    }

    /** A definition's body with its unspecified divisions explicit (its parameters are bound). */
    private Term explicit(Command.FunctionDec f, Term body) {
      Set<String> params = new HashSet<>();
      f.params().forEach(p -> params.add(p.name()));
      return unspecified.explicit(body, params);
    }

    /** Records the script functions defined through open symbols or other unspecified values. */
    private void classify(List<String> names, List<Term> bodies, List<Command.FunctionDec> sigs) {
      boolean opens = false;
      boolean other = false;
      for (int i = 0; i < bodies.size(); i++) {
        Term body = explicit(sigs.get(i), bodies.get(i));
        opens |= !Collections.disjoint(Terms.freeSymbols(body), open);
        other |=
            unspecified.hasOther(body)
                || !Collections.disjoint(Terms.freeSymbols(body), otherUnspecified);
      }
      if (opens) {
        open.addAll(names);
      }
      if (other) {
        otherUnspecified.addAll(names);
      }
    }

    /**
     * The model's own choice for a division by zero as the body of the fresh function of the
     * dividend {@code x}, or null: z3 prints it as {@code div0}, {@code mod0} or {@code /0} of
     * (dividend, divisor).
     */
    private static String modelChoice(Model model, UnspecifiedValues.Division d) {
      Model.Definition def = model.definition(d.modelName());
      if (def == null || def.params().size() != 2) {
        return null;
      }
      Map<String, Term> args = new LinkedHashMap<>();
      args.put(def.params().get(0).name(), QualIdentifier.of("x"));
      args.put(def.params().get(1).name(), UnspecifiedValues.constant(d.zero()));
      Term body;
      try {
        body = Terms.substitute(def.body(), args);
      } catch (IllegalArgumentException captured) {
        return null;
      }
      // Only a self-contained choice: the fresh functions are declared before the model's own.
      if (!Terms.freeSymbols(body).isEmpty()) {
        return null;
      }
      return "((x " + d.sort() + ")) " + d.sort() + " " + Printer.print(body);
    }

    private static String sortOfConstant(Script script, String name) {
      for (Command c : script.commands()) {
        if (c instanceof Command.DeclareConst d && d.name().equals(name)) {
          return Printer.print(d.sort());
        }
        if (c instanceof Command.DeclareFun d && d.name().equals(name) && d.argSorts().isEmpty()) {
          return Printer.print(d.resultSort());
        }
      }
      return null;
    }

    /**
     * Whether a sat residue of {@code a} shows it false: it mentions no symbol and no unspecified
     * value the model leaves open.
     */
    boolean decisive(Term a) {
      return Collections.disjoint(Terms.freeSymbols(explicit(a)), open) && !other(a);
    }

    /**
     * Whether {@code a} depends on an unspecified value that the residue leaves to the residue
     * solver's own choice (a selector on another constructor, fp.min of zeros, ...): then neither a
     * sat residue nor an unsat {@link #holds} query decides it.
     */
    boolean other(Term a) {
      return unspecified.hasOther(a)
          || !Collections.disjoint(Terms.freeSymbols(a), otherUnspecified);
    }

    private Term explicit(Term a) {
      ChcClause c = horn ? clauseOf.get(a) : null;
      Set<String> bound = new HashSet<>();
      if (c != null) {
        c.vars().forEach(v -> bound.add(v.name()));
      }
      return unspecified.explicit(a, bound);
    }

    /**
     * The query whether {@code a} can hold at all, the open symbols and unspecified values free:
     * unsat shows {@code a} false for every choice the model leaves open, hence violated.
     */
    String holds(Term a) {
      StringBuilder sb = new StringBuilder("(assert ");
      Printer.appendTerm(sb, explicit(a));
      return sb.append(")\n").toString();
    }

    /** The commands of one residue (without the prelude), to run inside push/pop. */
    String query(Term a) {
      StringBuilder sb = new StringBuilder();
      ChcClause c = horn ? clauseOf.get(a) : null;
      if (c != null) {
        Map<String, Term> renaming = new LinkedHashMap<>();
        for (SortedVar v : c.vars()) {
          String name = fresh(v.name());
          if (!name.equals(v.name())) {
            renaming.put(v.name(), QualIdentifier.of(name));
          }
          sb.append("(declare-const ")
              .append(dev.assay.smtlib.Symbols.print(name))
              .append(' ')
              .append(Printer.print(v.sort()))
              .append(")\n");
        }
        Set<String> bound = new HashSet<>();
        c.vars().forEach(v -> bound.add(v.name()));
        sb.append("(assert ");
        Printer.appendTerm(
            sb, Terms.substitute(unspecified.explicit(c.violation(), bound), renaming));
        sb.append(")\n");
      } else {
        sb.append("(assert (not ");
        Printer.appendTerm(sb, explicit(a));
        sb.append("))\n");
      }
      return sb.toString();
    }

    private String fresh(String name) {
      if (!taken.contains(name)) {
        return name;
      }
      int k = 0;
      while (taken.contains(name + "!c" + k)) {
        k++;
      }
      return name + "!c" + k;
    }

    /** One script asking each residue in its own push/pop frame. */
    /** Whether a residue itself holds a quantifier (then each runs alone, see the caller). */
    boolean anyQuantified(List<String> queries) {
      for (String q : queries) {
        if (q.contains("(forall ") || q.contains("(exists ")) {
          return true;
        }
      }
      // Quantifiers only in the model's definitions (Spacer's interpretations) batch well.
      return false;
    }

    /** The residues in one script: alone without push/pop, several each in its own frame. */
    String batch(List<String> queries) {
      if (queries.size() == 1) {
        return prelude() + queries.get(0) + "(check-sat)\n";
      }
      StringBuilder sb = new StringBuilder(prelude());
      for (String q : queries) {
        sb.append("(push 1)\n").append(q).append("(check-sat)\n(pop 1)\n");
      }
      return sb.toString();
    }

    /** The fresh functions the queries built so far use, then the script's and model's part. */
    private String prelude() {
      StringBuilder sb = new StringBuilder();
      for (UnspecifiedValues.Division d : unspecified.used()) {
        String name = dev.assay.smtlib.Symbols.print(unspecified.freshName(d));
        String fixed = fixedByModel.get(d);
        if (fixed == null) {
          sb.append("(declare-fun ").append(name).append(" (").append(d.sort()).append(") ");
          sb.append(d.sort()).append(")\n");
        } else {
          sb.append("(define-fun ").append(name).append(' ').append(fixed).append(")\n");
        }
      }
      return sb.append(prelude).toString();
    }

    /** The model's definitions, each after the definitions its body uses. */
    private static List<Model.Definition> ordered(Model model) {
      Map<String, Model.Definition> defs = model.definitions();
      List<Model.Definition> out = new ArrayList<>();
      Set<String> done = new HashSet<>();
      for (String root : defs.keySet()) {
        Deque<Object[]> stack = new ArrayDeque<>();
        stack.push(new Object[] {root, Boolean.FALSE});
        while (!stack.isEmpty()) {
          Object[] e = stack.pop();
          String n = (String) e[0];
          if (done.contains(n) || !defs.containsKey(n)) {
            continue;
          }
          if ((Boolean) e[1]) {
            done.add(n);
            out.add(defs.get(n));
            continue;
          }
          stack.push(new Object[] {n, Boolean.TRUE});
          Model.Definition d = defs.get(n);
          Set<String> params = new HashSet<>();
          d.params().forEach(p -> params.add(p.name()));
          for (String used : Terms.freeSymbols(d.body())) {
            if (!params.contains(used) && !used.equals(n) && !done.contains(used)) {
              stack.push(new Object[] {used, Boolean.FALSE});
            }
          }
        }
      }
      return out;
    }
  }
}
