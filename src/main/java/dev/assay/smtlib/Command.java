package dev.assay.smtlib;

import java.math.BigInteger;
import java.util.List;

/**
 * An SMT-LIB 2.6 command (§3.9): one record per command, plus {@link Unknown} for solver-specific
 * commands so scripts round-trip.
 */
public sealed interface Command {

  /** {@code (set-logic L)}. */
  record SetLogic(String logic) implements Command {}

  /** {@code (set-option :kw value)}; the value may be null for a bare keyword. */
  record SetOption(String keyword, SExpr value) implements Command {}

  /** {@code (set-info :kw value)}; the value may be null. */
  record SetInfo(String keyword, SExpr value) implements Command {}

  /** {@code (declare-sort S n)}. */
  record DeclareSort(String name, int arity) implements Command {}

  /** {@code (define-sort S (params) sort)}. */
  record DefineSort(String name, List<String> params, Sort body) implements Command {
    public DefineSort {
      params = List.copyOf(params);
    }
  }

  /** {@code (declare-fun f (args) result)}. */
  record DeclareFun(String name, List<Sort> argSorts, Sort resultSort) implements Command {
    public DeclareFun {
      argSorts = List.copyOf(argSorts);
    }
  }

  /** {@code (declare-const c sort)}. */
  record DeclareConst(String name, Sort sort) implements Command {}

  /** A function's signature with parameter names, as in define-fun(s)-rec. */
  record FunctionDec(String name, List<SortedVar> params, Sort resultSort) {
    public FunctionDec {
      params = List.copyOf(params);
    }
  }

  /** {@code (define-fun f (params) result body)}. */
  record DefineFun(FunctionDec signature, Term body) implements Command {
    public String name() {
      return signature.name();
    }
  }

  /** {@code (define-fun-rec f (params) result body)}. */
  record DefineFunRec(FunctionDec signature, Term body) implements Command {}

  /** {@code (define-funs-rec (decs) (bodies))}. */
  record DefineFunsRec(List<FunctionDec> signatures, List<Term> bodies) implements Command {
    public DefineFunsRec {
      signatures = List.copyOf(signatures);
      bodies = List.copyOf(bodies);
      requireParallel(signatures, bodies, "define-funs-rec: declarations and bodies differ");
    }
  }

  /** A selector {@code (sel Sort)} of a constructor. */
  record SelectorDec(String name, Sort sort) {}

  /** A constructor {@code (cons sel*)}. */
  record ConstructorDec(String name, List<SelectorDec> selectors) {
    public ConstructorDec {
      selectors = List.copyOf(selectors);
    }
  }

  /** A datatype body: optional {@code par} parameters and its constructors. */
  record DatatypeDec(List<String> params, List<ConstructorDec> constructors) {
    public DatatypeDec {
      params = List.copyOf(params);
      constructors = List.copyOf(constructors);
    }
  }

  /** {@code (declare-datatype D dec)}. */
  record DeclareDatatype(String name, DatatypeDec datatype) implements Command {}

  /** A sort declared by declare-datatypes: name and arity. */
  record SortDec(String name, int arity) {}

  /** {@code (declare-datatypes ((D n)...) (dec...))}. */
  record DeclareDatatypes(List<SortDec> sorts, List<DatatypeDec> datatypes) implements Command {
    public DeclareDatatypes {
      sorts = List.copyOf(sorts);
      datatypes = List.copyOf(datatypes);
      requireParallel(sorts, datatypes, "declare-datatypes: sorts and declarations differ");
    }
  }

  /** {@code (assert t)}. */
  record Assert(Term term) implements Command {}

  /** {@code (check-sat)}. */
  record CheckSat() implements Command {}

  /** {@code (check-sat-assuming (lits))}. */
  record CheckSatAssuming(List<Term> assumptions) implements Command {
    public CheckSatAssuming {
      assumptions = List.copyOf(assumptions);
    }
  }

  /** {@code (get-model)}. */
  record GetModel() implements Command {}

  /** {@code (get-value (terms))}. */
  record GetValue(List<Term> terms) implements Command {
    public GetValue {
      terms = List.copyOf(terms);
      if (terms.isEmpty()) {
        throw new IllegalArgumentException("get-value needs at least one term");
      }
    }
  }

  /** {@code (get-unsat-core)}. */
  record GetUnsatCore() implements Command {}

  /** {@code (get-info :kw)}. */
  record GetInfo(String keyword) implements Command {}

  /** {@code (get-option :kw)}. */
  record GetOption(String keyword) implements Command {}

  /** {@code (get-assertions)}. */
  record GetAssertions() implements Command {}

  /** {@code (get-proof)}. */
  record GetProof() implements Command {}

  /** {@code (get-assignment)}. */
  record GetAssignment() implements Command {}

  /** {@code (get-unsat-assumptions)}. */
  record GetUnsatAssumptions() implements Command {}

  /** {@code (push n)}. */
  record Push(BigInteger levels) implements Command {}

  /** {@code (pop n)}. */
  record Pop(BigInteger levels) implements Command {}

  /** {@code (reset)}. */
  record Reset() implements Command {}

  /** {@code (reset-assertions)}. */
  record ResetAssertions() implements Command {}

  /** {@code (echo "text")}; the text is the decoded string. */
  record Echo(String text) implements Command {}

  /** {@code (exit)}. */
  record Exit() implements Command {}

  /**
   * Any command Assay does not model, kept as written (e.g. z3's {@code (check-sat-using ...)}).
   */
  record Unknown(SExpr.SList raw) implements Command {
    /** The command's name, e.g. {@code check-sat-using}. */
    public String name() {
      return raw.items().isEmpty() ? "" : String.valueOf(raw.items().get(0).symbolText());
    }
  }

  /**
   * Whether {@code c} asks for a satisfiability answer: {@code check-sat}, {@code
   * check-sat-assuming}, or z3's {@code check-sat-using} (a check-sat with a tactic).
   */
  static boolean asksForStatus(Command c) {
    return c instanceof CheckSat
        || c instanceof CheckSatAssuming
        || (c instanceof Unknown u && u.name().equals("check-sat-using"));
  }

  /**
   * Whether {@code c} only asks for output: a {@code get-*} command or {@code echo}, which change
   * neither the assertions nor the options.
   */
  static boolean asksForOutput(Command c) {
    return c instanceof GetModel
        || c instanceof GetValue
        || c instanceof GetUnsatCore
        || c instanceof GetProof
        || c instanceof GetAssignment
        || c instanceof GetInfo
        || c instanceof GetOption
        || c instanceof GetAssertions
        || c instanceof GetUnsatAssumptions
        || c instanceof Echo;
  }

  /** For commands with two parallel lists (one body per declaration): their lengths agree. */
  private static void requireParallel(List<?> a, List<?> b, String message) {
    if (a.size() != b.size()) {
      throw new IllegalArgumentException(message);
    }
  }
}
