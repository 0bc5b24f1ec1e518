package dev.assay.smtlib;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Writes canonical SMT-LIB 2.6 that solvers accept: one command per line, single spaces, symbols
 * quoted only when needed, strings with 2.6 escapes. Terms are printed with an explicit stack so
 * any depth prints. For every script {@code x}, {@code parse(print(parse(x)))} equals {@code
 * parse(x)}.
 */
public final class Printer {
  private Printer() {}

  public static String print(Script script) {
    StringBuilder sb = new StringBuilder();
    for (Command c : script.commands()) {
      appendCommand(sb, c);
      sb.append('\n');
    }
    return sb.toString();
  }

  public static String print(Command command) {
    StringBuilder sb = new StringBuilder();
    appendCommand(sb, command);
    return sb.toString();
  }

  public static String print(Term term) {
    StringBuilder sb = new StringBuilder();
    appendTerm(sb, term);
    return sb.toString();
  }

  public static String print(Sort sort) {
    return sort.toString();
  }

  // ---- commands -------------------------------------------------------------------------------

  /** Appends one command. */
  public static void appendCommand(StringBuilder sb, Command c) {
    if (c instanceof Command.SetLogic x) {
      sb.append("(set-logic ").append(Symbols.print(x.logic())).append(')');
    } else if (c instanceof Command.SetOption x) {
      appendKeywordValue(sb, "(set-option ", x.keyword(), x.value());
    } else if (c instanceof Command.SetInfo x) {
      appendKeywordValue(sb, "(set-info ", x.keyword(), x.value());
    } else if (c instanceof Command.DeclareSort x) {
      appendNameAnd(sb, "(declare-sort ", x.name(), x.arity());
    } else if (c instanceof Command.DefineSort x) {
      sb.append("(define-sort ").append(Symbols.print(x.name())).append(" (");
      joinSymbols(sb, x.params());
      sb.append(") ").append(x.body()).append(')');
    } else if (c instanceof Command.DeclareFun x) {
      sb.append("(declare-fun ").append(Symbols.print(x.name())).append(" (");
      join(sb, x.argSorts(), StringBuilder::append);
      sb.append(") ").append(x.resultSort()).append(')');
    } else if (c instanceof Command.DeclareConst x) {
      appendNameAnd(sb, "(declare-const ", x.name(), x.sort());
    } else if (c instanceof Command.DefineFun x) {
      appendDefinition(sb, "(define-fun ", x.signature(), x.body());
    } else if (c instanceof Command.DefineFunRec x) {
      appendDefinition(sb, "(define-fun-rec ", x.signature(), x.body());
    } else if (c instanceof Command.DefineFunsRec x) {
      sb.append("(define-funs-rec (");
      join(sb, x.signatures(), (b, d) -> appendFunctionDec(b.append('('), d).append(')'));
      appendLastTermList(sb, ") (", x.bodies());
    } else if (c instanceof Command.DeclareDatatype x) {
      sb.append("(declare-datatype ").append(Symbols.print(x.name())).append(' ');
      appendDatatype(sb, x.datatype());
      sb.append(')');
    } else if (c instanceof Command.DeclareDatatypes x) {
      sb.append("(declare-datatypes (");
      join(
          sb,
          x.sorts(),
          (b, d) ->
              b.append('(')
                  .append(Symbols.print(d.name()))
                  .append(' ')
                  .append(d.arity())
                  .append(')'));
      sb.append(") (");
      join(sb, x.datatypes(), Printer::appendDatatype);
      sb.append("))");
    } else if (c instanceof Command.Assert x) {
      sb.append("(assert ");
      appendTerm(sb, x.term());
      sb.append(')');
    } else if (c instanceof Command.CheckSat) {
      sb.append("(check-sat)");
    } else if (c instanceof Command.CheckSatAssuming x) {
      appendLastTermList(sb, "(check-sat-assuming (", x.assumptions());
    } else if (c instanceof Command.GetModel) {
      sb.append("(get-model)");
    } else if (c instanceof Command.GetValue x) {
      appendLastTermList(sb, "(get-value (", x.terms());
    } else if (c instanceof Command.GetUnsatCore) {
      sb.append("(get-unsat-core)");
    } else if (c instanceof Command.GetUnsatAssumptions) {
      sb.append("(get-unsat-assumptions)");
    } else if (c instanceof Command.GetAssignment) {
      sb.append("(get-assignment)");
    } else if (c instanceof Command.GetAssertions) {
      sb.append("(get-assertions)");
    } else if (c instanceof Command.GetProof) {
      sb.append("(get-proof)");
    } else if (c instanceof Command.GetInfo x) {
      sb.append("(get-info ").append(x.keyword()).append(')');
    } else if (c instanceof Command.GetOption x) {
      sb.append("(get-option ").append(x.keyword()).append(')');
    } else if (c instanceof Command.Push x) {
      sb.append("(push ").append(x.levels()).append(')');
    } else if (c instanceof Command.Pop x) {
      sb.append("(pop ").append(x.levels()).append(')');
    } else if (c instanceof Command.Reset) {
      sb.append("(reset)");
    } else if (c instanceof Command.ResetAssertions) {
      sb.append("(reset-assertions)");
    } else if (c instanceof Command.Echo x) {
      sb.append("(echo ").append(SmtString.fromJava(x.text()).toLiteral()).append(')');
    } else if (c instanceof Command.Exit) {
      sb.append("(exit)");
    } else if (c instanceof Command.Unknown x) {
      sb.append(x.raw());
    } else {
      throw new IllegalStateException("unprintable command " + c);
    }
  }

  /** {@code open name rest)}: a command that names one symbol, then one thing about it. */
  private static void appendNameAnd(StringBuilder sb, String open, String name, Object rest) {
    sb.append(open).append(Symbols.print(name)).append(' ').append(rest).append(')');
  }

  /** {@code open keyword value)}, the value left out where there is none. */
  private static void appendKeywordValue(
      StringBuilder sb, String open, String keyword, SExpr value) {
    sb.append(open).append(keyword);
    if (value != null) {
      sb.append(' ').append(value);
    }
    sb.append(')');
  }

  /** {@code open f (params) result body)}, as define-fun and define-fun-rec write it. */
  private static void appendDefinition(
      StringBuilder sb, String open, Command.FunctionDec signature, Term body) {
    appendFunctionDec(sb.append(open), signature).append(' ');
    appendTerm(sb, body);
    sb.append(')');
  }

  private static StringBuilder appendFunctionDec(StringBuilder sb, Command.FunctionDec d) {
    sb.append(Symbols.print(d.name())).append(" (");
    appendSortedVars(sb, d.params());
    return sb.append(") ").append(d.resultSort());
  }

  private static void appendSortedVars(StringBuilder sb, List<SortedVar> vs) {
    join(
        sb,
        vs,
        (b, v) ->
            b.append('(').append(Symbols.print(v.name())).append(' ').append(v.sort()).append(')'));
  }

  private static void appendDatatype(StringBuilder sb, Command.DatatypeDec d) {
    if (!d.params().isEmpty()) {
      sb.append("(par (");
      joinSymbols(sb, d.params());
      sb.append(") ");
    }
    sb.append('(');
    join(sb, d.constructors(), Printer::appendConstructor);
    sb.append(')');
    if (!d.params().isEmpty()) {
      sb.append(')');
    }
  }

  private static void appendConstructor(StringBuilder sb, Command.ConstructorDec c) {
    sb.append('(').append(Symbols.print(c.name()));
    for (Command.SelectorDec s : c.selectors()) {
      sb.append(" (").append(Symbols.print(s.name())).append(' ').append(s.sort()).append(')');
    }
    sb.append(')');
  }

  private static void joinSymbols(StringBuilder sb, List<String> names) {
    join(sb, names, (b, name) -> b.append(Symbols.print(name)));
  }

  /** {@code before}, then a command's last argument, a list of terms, closing list and command. */
  private static void appendLastTermList(StringBuilder sb, String before, List<Term> terms) {
    sb.append(before);
    join(sb, terms, Printer::appendTerm);
    sb.append("))");
  }

  /** Appends each item by {@code append}, single spaces between them. */
  private static <T> void join(
      StringBuilder sb, List<T> items, BiConsumer<StringBuilder, ? super T> append) {
    for (int i = 0; i < items.size(); i++) {
      if (i > 0) {
        sb.append(' ');
      }
      append.accept(sb, items.get(i));
    }
  }

  // ---- terms ----------------------------------------------------------------------------------

  /**
   * Appends a term. The work stack holds terms still to print and literal text (as {@link String})
   * to emit between them, pushed in reverse order.
   */
  public static void appendTerm(StringBuilder sb, Term root) {
    Deque<Object> work = new ArrayDeque<>();
    work.push(root);
    while (!work.isEmpty()) {
      Object item = work.pop();
      if (item instanceof String s) {
        sb.append(s);
        continue;
      }
      Term t = (Term) item;
      if (t instanceof NumeralConstant n) {
        sb.append(n.value());
      } else if (t instanceof DecimalConstant d) {
        sb.append(d.text());
      } else if (t instanceof HexConstant h) {
        sb.append("#x").append(h.digits());
      } else if (t instanceof BinaryConstant b) {
        sb.append("#b").append(b.digits());
      } else if (t instanceof StringConstant s) {
        sb.append(s.value().toLiteral());
      } else if (t instanceof QualIdentifier q) {
        sb.append(q);
      } else if (t instanceof Application a) {
        sb.append('(').append(a.function());
        work.push(")");
        pushSeparated(work, a.args());
        work.push(" ");
      } else if (t instanceof Let l) {
        sb.append("(let (");
        work.push(")");
        work.push(l.body());
        work.push(") ");
        List<VarBinding> bs = l.bindings();
        for (int i = bs.size() - 1; i >= 0; i--) {
          work.push(")");
          work.push(bs.get(i).term());
          work.push((i > 0 ? " (" : "(") + Symbols.print(bs.get(i).name()) + " ");
        }
      } else if (t instanceof Quantified q) {
        sb.append('(').append(q.quantifier().keyword()).append(" (");
        appendSortedVars(sb, q.vars());
        sb.append(") ");
        work.push(")");
        work.push(q.body());
      } else if (t instanceof Match m) {
        sb.append("(match ");
        work.push("))");
        List<MatchCase> cs = m.cases();
        for (int i = cs.size() - 1; i >= 0; i--) {
          MatchCase mc = cs.get(i);
          work.push(")");
          work.push(mc.body());
          StringBuilder pat = new StringBuilder(i > 0 ? " (" : "(");
          if (mc.vars().isEmpty()) {
            pat.append(Symbols.print(mc.constructor()));
          } else {
            pat.append('(').append(Symbols.print(mc.constructor()));
            for (String v : mc.vars()) {
              pat.append(' ').append(Symbols.print(v));
            }
            pat.append(')');
          }
          work.push(pat.append(' ').toString());
        }
        work.push(" (");
        work.push(m.scrutinee());
      } else if (t instanceof Annotated an) {
        sb.append("(! ");
        work.push(")");
        List<Attribute> attrs = an.attributes();
        for (int i = attrs.size() - 1; i >= 0; i--) {
          pushAttribute(work, attrs.get(i));
        }
        work.push(an.term());
      } else {
        throw new IllegalStateException("unprintable term " + t);
      }
    }
  }

  private static void pushSeparated(Deque<Object> work, List<Term> terms) {
    for (int i = terms.size() - 1; i >= 0; i--) {
      work.push(terms.get(i));
      if (i > 0) {
        work.push(" ");
      }
    }
  }

  private static void pushAttribute(Deque<Object> work, Attribute a) {
    if (a instanceof Attribute.Named n) {
      work.push(" :named " + Symbols.print(n.name()));
    } else if (a instanceof Attribute.Qid q) {
      work.push(" :qid " + Symbols.print(q.name()));
    } else if (a instanceof Attribute.Weight w) {
      work.push(" :weight " + w.value());
    } else if (a instanceof Attribute.Pattern p) {
      work.push(")");
      pushSeparated(work, p.patterns());
      work.push(" :pattern (");
    } else if (a instanceof Attribute.NoPattern np) {
      work.push(np.term());
      work.push(" :no-pattern ");
    } else if (a instanceof Attribute.Other o) {
      work.push(" " + o.keyword() + (o.value() == null ? "" : " " + o.value()));
    }
  }
}
