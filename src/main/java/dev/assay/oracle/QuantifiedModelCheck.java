package dev.assay.oracle;

import dev.assay.core.InputError;
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
  public Result check(Script script, int checkSatIndex, String modelText) {
    if (!applies(script)) {
      return plain.check(script, checkSatIndex, modelText);
    }
    Model model;
    try {
      model = ModelReader.read(modelText, "model", script);
    } catch (InputError e) {
      return new Result.Undetermined("unreadable model: " + e.detail());
    }
    return check(script, checkSatIndex, model);
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
      Residues residues = new Residues(base, model, horn, clauseOf);
      List<String> queries = new ArrayList<>();
      for (int i : toSolve) {
        queries.add(residues.query(inForce.get(i)));
      }
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
        answers.addAll(got.subList(0, Math.min(got.size(), end - answers.size())));
        if (answers.size() < end) {
          answers.add(
              new ResidueSolver.Decision(
                  ResidueSolver.Kind.UNDECIDED, residue.describe() + " gave no answer"));
        }
      }
      for (int k = 0; k < toSolve.size(); k++) {
        ResidueSolver.Decision d = answers.get(k);
        int i = toSolve.get(k);
        Term a = inForce.get(i);
        if (d != null && d.kind() == ResidueSolver.Kind.UNSAT) {
          status.set(i, ClauseStatus.VALID);
          notes.set(i, "residue unsat (" + residue.describe() + ")");
        } else if (d != null && d.kind() == ResidueSolver.Kind.SAT && residues.decisive(a)) {
          status.set(i, ClauseStatus.VIOLATED);
          notes.set(i, shorten(Printer.print(a)));
        } else {
          status.set(i, ClauseStatus.UNDECIDED);
          notes.set(
              i,
              d == null
                  ? residue.describe() + " gave no answer"
                  : d.kind() == ResidueSolver.Kind.SAT
                      ? "violated only for some value of a symbol the model leaves open"
                      : d.why());
        }
      }
    }
    return new Report(status, notes, null);
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

    /** Declared symbols the model leaves open: a sat residue over them proves nothing. */
    private final Set<String> open = new HashSet<>();

    Residues(Script script, Model model, boolean horn, Map<Term, ChcClause> clauseOf) {
      this.horn = horn;
      this.clauseOf = clauseOf;
      StringBuilder sb = new StringBuilder();
      Set<String> declared = new LinkedHashSet<>();
      for (Command c : script.commands()) {
        if (c instanceof Command.DeclareSort
            || c instanceof Command.DefineSort
            || c instanceof Command.DeclareDatatype
            || c instanceof Command.DeclareDatatypes
            || c instanceof Command.DefineFun
            || c instanceof Command.DefineFunRec
            || c instanceof Command.DefineFunsRec) {
          Printer.appendCommand(sb, c);
          sb.append('\n');
        } else if (c instanceof Command.DeclareFun d) {
          declared.add(d.name());
          if (model.definition(d.name()) == null && model.constant(d.name()) == null) {
            open.add(d.name());
            Printer.appendCommand(sb, c);
            sb.append('\n');
          }
        } else if (c instanceof Command.DeclareConst d) {
          declared.add(d.name());
          if (model.definition(d.name()) == null && model.constant(d.name()) == null) {
            open.add(d.name());
            Printer.appendCommand(sb, c);
            sb.append('\n');
          }
        }
      }
      taken.addAll(declared);
      taken.addAll(model.definitions().keySet());
      taken.addAll(model.constants().keySet());
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
        Printer.appendTerm(sb, d.body());
        sb.append(")\n");
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

    /** Whether a sat residue of {@code a} shows it false: it mentions no symbol left open. */
    boolean decisive(Term a) {
      for (String s : Terms.freeSymbols(a)) {
        if (open.contains(s)) {
          return false;
        }
      }
      return true;
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
        sb.append("(assert ");
        Printer.appendTerm(sb, Terms.substitute(c.violation(), renaming));
        sb.append(")\n");
      } else {
        sb.append("(assert (not ");
        Printer.appendTerm(sb, a);
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
        return prelude + queries.get(0) + "(check-sat)\n";
      }
      StringBuilder sb = new StringBuilder(prelude);
      for (String q : queries) {
        sb.append("(push 1)\n").append(q).append("(check-sat)\n(pop 1)\n");
      }
      return sb.toString();
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
