package dev.assay.semantics;

import dev.assay.core.InputError;
import dev.assay.smtlib.Command;
import dev.assay.smtlib.Parser;
import dev.assay.smtlib.Printer;
import dev.assay.smtlib.QualIdentifier;
import dev.assay.smtlib.SExpr;
import dev.assay.smtlib.Script;
import dev.assay.smtlib.Shadowing;
import dev.assay.smtlib.Sort;
import dev.assay.smtlib.Term;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@code (get-model)} and {@code (get-value ...)} answers as z3, cvc5 and CVC4 print them
 * into a {@link Model} and values.
 *
 * <p>Covers: z3's {@code (model ...)} wrapper, cvc5's plain list and the wrapper-less list the z3
 * Java API prints; define-fun with arguments (ite-shaped tables), define-fun-rec; values {@code (-
 * 5)}, {@code (/ 1 3)}, {@code (- (/ 1 3))}, string escapes (by the term reader); elements of
 * uninterpreted sorts ({@code T!val!0} with z3's universe declarations, cvc5's {@code (as @T_0 T)},
 * CVC4's {@code @uc_T_0}, the {@code ; rep:} comment lines that list a cvc5/CVC4 universe);
 * constant arrays with store chains; floating-point values ({@code (fp ...)} with binary or
 * hexadecimal fields, {@code (_ NaN eb sb)}, {@code (_ +zero eb sb)}, ...) and rounding modes in
 * short or long names, read as terms; z3's {@code (_ as-array f)} and {@code lambda} (lifted to
 * definitions by {@link LambdaLifter}); datatype declarations inside the model. Anything else (an
 * {@code (error ...)}, a command that has no place in a model) is an {@link InputError}.
 */
public final class ModelReader {
  private static final Set<String> BUILTIN_SORTS =
      Set.of(
          "Bool",
          "Int",
          "Real",
          "String",
          "RegLan",
          "Array",
          "BitVec",
          "RoundingMode",
          "FloatingPoint",
          "Float16",
          "Float32",
          "Float64",
          "Float128");
  private static final Pattern CARDINALITY =
      Pattern.compile("^\\s*;+\\s*cardinality of (\\S+) is \\d+\\s*$");
  private static final Pattern REP = Pattern.compile("^\\s*;+\\s*rep:\\s*(.+?)\\s*$");

  private ModelReader() {}

  /** One pair of a get-value answer: the term asked for and its value. */
  public record ValueAnswer(Term term, Value value) {}

  /** Reads a model answer. */
  public static Model read(String text, String source) {
    return read(text, source, null);
  }

  /**
   * Reads a model answer for {@code script}, whose datatype declarations give the constructors the
   * model uses (null for none).
   */
  public static Model read(String text, String source, Script script) {
    List<SExpr> top = Parser.parseSExprs(text, source);
    List<SExpr> items = items(top, source);
    List<Command> commands;
    // the model's (define-fun mod ...) is the script's own |mod| where it shadows the theory's
    Set<String> shadowed = script == null ? Set.of() : Shadowing.declaredIn(script);
    if (isAnswerList(top) && !LambdaLifter.containsLambda(items)) {
      commands = Parser.parseModel(text, source, shadowed); // positions in errors stay exact
    } else {
      commands = Parser.parseModel(liftedText(items), source, shadowed);
    }
    Model.Builder b = new Model.Builder();
    List<Command> datatypeDecls = new ArrayList<>();
    if (script != null) {
      datatypeDecls.addAll(script.commands());
    }
    Set<String> defined = new HashSet<>();
    for (Command c : commands) {
      // z3 prints its choice for a division by zero as mod0/div0//0, after a function of the
      // script that has the same name: which definition is whose cannot be told, so no value of
      // either is trusted.
      for (String name : definedNames(c)) {
        if (!defined.add(name)) {
          throw new InputError(source, 1, 1, "the model defines " + name + " twice");
        }
      }
      interpret(c, b, datatypeDecls, source);
    }
    readUniverseComments(text, b);
    b.datatypes(Datatypes.of(datatypeDecls));
    return b.build();
  }

  /**
   * Reads a get-value answer, evaluating each value term under {@code model} (which names the
   * uninterpreted elements and defines the functions the values use; {@link Model#EMPTY} if none).
   */
  public static List<ValueAnswer> readValues(String text, String source, Model model) {
    List<SExpr> top = Parser.parseSExprs(text, source);
    if (top.size() != 1 || !(top.get(0) instanceof SExpr.SList answer)) {
      throw new InputError(source, 1, 1, "a get-value answer must be one list of pairs");
    }
    String parsedText = text;
    Model.Builder extra = model.toBuilder();
    if (LambdaLifter.containsLambda(top)) {
      LambdaLifter lifter = new LambdaLifter();
      List<SExpr> pairs = new ArrayList<>();
      for (SExpr pair : answer.items()) {
        pairs.add(
            pair instanceof SExpr.SList p && p.items().size() == 2
                ? new SExpr.SList(
                    List.of(
                        p.items().get(0),
                        lifter.rewrite(p.items().get(1), sortOf(p.items().get(0), model, source))))
                : pair);
      }
      parsedText = new SExpr.SList(pairs).toString();
      for (SExpr def : lifter.lifted()) {
        for (Command c : Parser.parseScript(def.toString(), source).commands()) {
          extra.define(Model.Definition.of((Command.DefineFun) c));
        }
      }
    }
    Model m = extra.build();
    Evaluator ev = new Evaluator(m);
    List<ValueAnswer> out = new ArrayList<>();
    for (Term[] pair : Parser.parseValueAnswer(parsedText, source)) {
      Value v = ev.evaluate(pair[1]);
      if (v instanceof Unspecified u
          && u.cause() == Unspecified.Cause.MODEL
          && pair[1] instanceof QualIdentifier id
          && id.isPlainSymbol()) {
        UninterpretedValue inferred = inferElement(id.symbol());
        if (inferred != null) {
          v = inferred;
        }
      }
      out.add(new ValueAnswer(pair[0], v));
    }
    return out;
  }

  /** The sort of a constant the model defines, as an S-expression, else null. */
  private static SExpr sortOf(SExpr term, Model model, String source) {
    String name = term.symbolText();
    Model.Definition d = name == null ? null : model.definition(name);
    if (d == null || !d.params().isEmpty()) {
      return null;
    }
    return Parser.parseSExprs(Printer.print(d.resultSort()), source).get(0);
  }

  /** True for one list of commands, optionally headed by {@code model}. */
  private static boolean isAnswerList(List<SExpr> top) {
    if (top.size() != 1 || !(top.get(0) instanceof SExpr.SList l)) {
      return false;
    }
    return l.items().isEmpty()
        || !(l.items().get(0) instanceof SExpr.Atom a)
        || a.text().equals("model");
  }

  /** The commands of the answer, without z3's {@code model} head. */
  private static List<SExpr> items(List<SExpr> top, String source) {
    if (top.size() == 1 && top.get(0) instanceof SExpr.SList l) {
      List<SExpr> it = l.items();
      if (!it.isEmpty() && it.get(0) instanceof SExpr.Atom a) {
        if (a.text().equals("model")) {
          return it.subList(1, it.size());
        }
        if (a.text().equals("error")) {
          throw new InputError(source, 1, 1, "the solver answered with an error: " + l);
        }
        // A single command printed without the surrounding list (z3 Java API).
        return List.of(l);
      }
      return it;
    }
    for (SExpr e : top) {
      if (!(e instanceof SExpr.SList)) {
        throw new InputError(source, 1, 1, "not a model answer: unexpected " + e);
      }
    }
    return top;
  }

  private static String liftedText(List<SExpr> items) {
    LambdaLifter lifter = new LambdaLifter();
    List<SExpr> rewritten = new ArrayList<>();
    for (SExpr it : items) {
      rewritten.add(lifter.rewrite(it, null));
    }
    rewritten.addAll(lifter.lifted());
    StringBuilder sb = new StringBuilder("(");
    for (SExpr e : rewritten) {
      sb.append(e).append('\n');
    }
    return sb.append(')').toString();
  }

  private static List<String> definedNames(Command c) {
    return c instanceof Command.DefineFunsRec d
        ? d.signatures().stream().map(Command.FunctionDec::name).toList()
        : c instanceof Command.DefineFun d
            ? List.of(d.signature().name())
            : c instanceof Command.DefineFunRec d ? List.of(d.signature().name()) : List.of();
  }

  private static void interpret(
      Command c, Model.Builder b, List<Command> datatypeDecls, String source) {
    if (c instanceof Command.DefineFun d) {
      b.define(Model.Definition.of(d));
      if (d.signature().params().isEmpty()
          && isUninterpreted(d.signature().resultSort())
          && d.body() instanceof QualIdentifier id
          && Evaluator.isAbstractValue(id.symbol())) {
        b.element(id.symbol(), new UninterpretedValue(d.signature().resultSort(), id.symbol()));
      }
    } else if (c instanceof Command.DefineFunRec d) {
      b.define(
          new Model.Definition(
              d.signature().name(), d.signature().params(), d.signature().resultSort(), d.body()));
    } else if (c instanceof Command.DefineFunsRec d) {
      for (int i = 0; i < d.signatures().size(); i++) {
        Command.FunctionDec s = d.signatures().get(i);
        b.define(new Model.Definition(s.name(), s.params(), s.resultSort(), d.bodies().get(i)));
      }
    } else if (c instanceof Command.DeclareFun d) {
      // z3 declares the elements of each uninterpreted sort's universe this way.
      if (d.argSorts().isEmpty() && isUninterpreted(d.resultSort())) {
        b.universeElement(d.name(), new UninterpretedValue(d.resultSort(), d.name()));
      }
    } else if (c instanceof Command.DeclareConst d) {
      if (isUninterpreted(d.sort())) {
        b.universeElement(d.name(), new UninterpretedValue(d.sort(), d.name()));
      }
    } else if (c instanceof Command.DeclareDatatype || c instanceof Command.DeclareDatatypes) {
      datatypeDecls.add(c);
    } else if (c instanceof Command.DeclareSort || c instanceof Command.DefineSort) {
      // cvc5/CVC4 repeat the script's sort declarations; nothing to interpret.
    } else if (c instanceof Command.Unknown u
        && !u.raw().items().isEmpty()
        && "forall".equals(u.raw().items().get(0).symbolText())) {
      // z3's cardinality constraint; the universe declarations already say the same.
    } else {
      throw new InputError(source, 0, 0, "unexpected command in a model: " + describe(c));
    }
  }

  private static String describe(Command c) {
    String s = c instanceof Command.Unknown u ? u.raw().toString() : c.toString();
    return s.length() > 80 ? s.substring(0, 80) + "..." : s;
  }

  /**
   * cvc5 and CVC4 list each uninterpreted sort's universe in comments: {@code ; cardinality of T is
   * 2} followed by {@code ; rep: (as @T_0 T)} (cvc5) or {@code ; rep: @uc_T_0} (CVC4).
   */
  private static void readUniverseComments(String text, Model.Builder b) {
    Sort current = null;
    for (String line : text.split("\n")) {
      Matcher card = CARDINALITY.matcher(line);
      if (card.matches()) {
        current = Sort.simple(card.group(1).replace("|", ""));
        continue;
      }
      Matcher rep = REP.matcher(line);
      if (rep.matches()) {
        Term t = Parser.parseTerm(rep.group(1));
        if (t instanceof QualIdentifier id && !id.id().isIndexed()) {
          Sort s = id.asSort() != null ? id.asSort() : current;
          if (s != null) {
            b.universeElement(id.symbol(), new UninterpretedValue(s, id.symbol()));
          }
        }
      }
    }
  }

  private static boolean isUninterpreted(Sort s) {
    return s.args().isEmpty() && !s.id().isIndexed() && !BUILTIN_SORTS.contains(s.name());
  }

  /**
   * The sort a solver's element name encodes, when nothing declared it: z3's {@code T!val!0} and
   * CVC4's {@code @uc_T_0} name their sort T.
   */
  static UninterpretedValue inferElement(String name) {
    int z3 = name.indexOf("!val!");
    if (z3 > 0) {
      return new UninterpretedValue(Sort.simple(name.substring(0, z3)), name);
    }
    if (name.startsWith("@uc_") && name.lastIndexOf('_') > 4) {
      return new UninterpretedValue(Sort.simple(name.substring(4, name.lastIndexOf('_'))), name);
    }
    return null;
  }
}
