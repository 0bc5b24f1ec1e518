package dev.assay.smtlib;

import dev.assay.smtlib.Lexer.Kind;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads terms with an explicit stack of {@link TermFrame frames}, so nesting depth is limited only
 * by memory. With a {@link Signature} it also sort-checks each node as it is built, while its
 * position is still known, and keeps the scope of bound variables.
 */
final class TermReader {
  final Tokens tokens;
  final Lexer lx;

  /** Null when reading without sort checking. */
  final Signature sig;

  final SortReader sorts;

  /*
   * Shared payloads, never shared nodes: every node the reader returns is its own instance, so
   * identity-keyed side tables of the techniques (parity, sorts by node) stay right; what is
   * shared are the immutable values inside nodes (identifiers, small BigIntegers, decoded string
   * literals), which keeps big scripts small.
   */

  private static final BigInteger[] SMALL_INTEGERS = new BigInteger[1024];

  static {
    for (int i = 0; i < SMALL_INTEGERS.length; i++) {
      SMALL_INTEGERS[i] = BigInteger.valueOf(i);
    }
  }

  /**
   * The sort a variable is bound to when reading without sort checking: only whether a name is
   * bound matters then (a bound variable is never a shadowing user symbol).
   */
  static final Sort UNCHECKED = Sort.simple("<bound>");

  /**
   * The sort of the term the last {@link #term()} returned, or of the child being delivered to a
   * frame (null when not checking). A field rather than a (term, sort) pair object per node, which
   * a 20 MB file would allocate a million times.
   */
  Sort termSort;

  /**
   * Set by {@link #openFrame} when the parenthesis held a qualified identifier, not a frame (its
   * sort is then in {@link #termSort}).
   */
  private QualIdentifier pendingIdentifier;

  /**
   * The stack of open frames. {@link #term()} never runs inside another call of itself (frames read
   * only sorts, symbols and S-expressions), so one stack serves every call.
   */
  private final ArrayDeque<TermFrame> frames = new ArrayDeque<>();

  /** Finished application frames, reused: most nodes of a big file are applications. */
  private final ArrayDeque<ApplicationFrame> appFramePool = new ArrayDeque<>();

  /**
   * Cached constant sorts are valid while the epoch is unchanged. Declarations only add names, so
   * entries stay right until a pop or reset, which start a new epoch.
   */
  private int epoch = 1;

  /** Sorts of the other constant-like identifiers ({@code (as ...)}, {@code (_ ...)}). */
  private final Map<QualIdentifier, Sort> constants = new HashMap<>();

  TermReader(Tokens tokens, Signature sig, SortReader sorts) {
    this.tokens = tokens;
    this.lx = tokens.lx;
    this.sig = sig;
    this.sorts = sorts;
    tokens.shadows.onChange(this::forgetConstants);
  }

  /** Forgets cached constant sorts: a pop or reset removed declarations. */
  void forgetConstants() {
    epoch++;
    constants.clear();
  }

  // ---- terms ----------------------------------------------------------------------------------

  Term term() {
    ArrayDeque<TermFrame> stack = frames;
    stack.clear();
    Term result;
    while (true) {
      int at = lx.start;
      TermFrame frame = null;
      result = null;
      switch (lx.kind) {
        case NUMERAL -> {
          result = numeralConstant();
          termSort = Sort.INT;
          lx.next();
        }
        case DECIMAL -> {
          result = new DecimalConstant(new BigDecimal(lx.tokenText()));
          termSort = Sort.REAL;
          lx.next();
        }
        case HEX -> {
          HexConstant h = new HexConstant(lx.tokenText().substring(2));
          result = h;
          termSort = Sort.bitVec(h.width());
          lx.next();
        }
        case BINARY -> {
          BinaryConstant b = new BinaryConstant(lx.tokenText().substring(2));
          result = b;
          termSort = Sort.bitVec(b.width());
          lx.next();
        }
        case STRING -> {
          result = stringLiteral();
          termSort = Sort.STRING;
          lx.next();
        }
        case SYMBOL, QUOTED_SYMBOL -> {
          NameEntry n = tokens.name();
          if (lx.kind == Kind.SYMBOL && n.keyword != ReservedWord.NONE) {
            throw lx.errorHere("unexpected " + lx.describeToken() + " here");
          }
          lx.next();
          // a variable in scope is itself; else a declaration may shadow a theory symbol
          Identifier id = n.shadow != null && n.boundSort == null ? n.shadow : n.identifier;
          result = new QualIdentifier(id, null);
          termSort = sig == null ? null : nameSort(n, id, at);
        }
        case LPAREN -> {
          lx.next();
          frame = openFrame(at);
        }
        case RPAREN -> throw lx.errorHere("expected a term, found ')'");
        case EOF -> throw lx.errorHere("unexpected end of input, expected a term");
        default -> throw tokens.expected("a term");
      }
      if (frame != null) {
        stack.push(frame);
        continue;
      }
      if (result == null) {
        result = pendingIdentifier; // termSort was set with it
        pendingIdentifier = null;
      }
      // deliver the finished term to the frames waiting for it
      while (true) {
        TermFrame top = stack.peek();
        if (top == null) {
          return result;
        }
        if (top.receive(result)) {
          break;
        }
        stack.pop();
        result = top.finish();
      }
    }
  }

  /** After '(' of a term: starts the frame for it (or reads a qualified constant). */
  private TermFrame openFrame(int at) {
    QualIdentifier head;
    TheorySignatures.Rule rule = null;
    if (lx.kind == Kind.SYMBOL || lx.kind == Kind.QUOTED_SYMBOL) {
      NameEntry n = tokens.name();
      ReservedWord k = lx.kind == Kind.SYMBOL ? n.keyword : ReservedWord.NONE;
      switch (k) {
        case LET -> {
          lx.next();
          return new LetFrame(this, at);
        }
        case FORALL, EXISTS -> {
          Quantified.Quantifier q =
              k == ReservedWord.FORALL
                  ? Quantified.Quantifier.FORALL
                  : Quantified.Quantifier.EXISTS;
          lx.next();
          List<SortedVar> vs = sorts.sortedVars();
          if (vs.isEmpty()) {
            throw lx.error(at, q.keyword() + " needs at least one variable");
          }
          return new QuantifierFrame(this, at, q, vs);
        }
        case MATCH -> {
          lx.next();
          return new MatchFrame(this, at);
        }
        case BANG -> {
          lx.next();
          return new AnnotationFrame(this, at);
        }
        case AS, UNDERSCORE -> {
          pendingIdentifier = shadowed(sorts.parenthesisedIdentifier());
          termSort = identifierSort(pendingIdentifier, at);
          return null;
        }
        case PAR -> throw lx.errorHere("unexpected " + lx.describeToken() + " here");
        default -> { // NONE: an ordinary function symbol, or the user's that shadows one
          head = new QualIdentifier(n.shadow != null ? n.shadow : n.identifier, null);
          rule = n.shadow != null ? null : n.theoryRule;
          lx.next();
        }
      }
    } else if (lx.kind == Kind.LPAREN) {
      lx.next();
      head = shadowed(sorts.parenthesisedIdentifier());
    } else {
      throw tokens.expected("a function symbol");
    }
    if (lx.kind == Kind.RPAREN) {
      throw lx.error(at, "application of " + head + " has no arguments");
    }
    return applicationFrame(at, head, rule);
  }

  private ApplicationFrame applicationFrame(
      int at, QualIdentifier head, TheorySignatures.Rule rule) {
    ApplicationFrame f = appFramePool.poll();
    if (f == null) {
      f = new ApplicationFrame(this);
    }
    f.start(at, head, rule);
    return f;
  }

  /** Takes back a finished application frame for reuse. */
  void recycle(ApplicationFrame f) {
    appFramePool.push(f);
  }

  // ---- lists of terms -------------------------------------------------------------------------

  /** {@code (t ...)}, each term Bool if {@code requireBool}. */
  List<Term> termList(String what, boolean requireBool) {
    tokens.skip(Kind.LPAREN, "'(' starting the " + what);
    List<Term> r = new ArrayList<>();
    while (lx.kind != Kind.RPAREN) {
      int tat = lx.start;
      Term t = term();
      if (requireBool) {
        requireBool(tat, what);
      }
      r.add(t);
    }
    lx.next();
    return r;
  }

  /** Checks that the term just read ({@link #termSort}) is Bool. */
  void requireBool(int at, String where) {
    if (sig != null && !Sort.BOOL.equals(termSort)) {
      throw lx.error(at, where + " needs a Bool term, this one has sort " + termSort);
    }
  }

  // ---- constants and literals -----------------------------------------------------------------

  private StringConstant stringLiteral() {
    NameEntry n = tokens.name(); // keyed by the raw text: benchmarks repeat the same few literals
    if (n.literal == null) {
      n.literal = lx.stringValue();
    }
    return new StringConstant(n.literal);
  }

  private NumeralConstant numeralConstant() {
    int v = lx.smallNumeral();
    if (v >= 0 && v < SMALL_INTEGERS.length) {
      return new NumeralConstant(SMALL_INTEGERS[v]);
    }
    return new NumeralConstant(Tokens.bigInteger(lx.tokenText()));
  }

  /** The sort of a plain identifier {@code id}: a bound variable, else a constant (cached). */
  private Sort nameSort(NameEntry n, Identifier id, int at) {
    if (n.boundSort != null) {
      return n.boundSort;
    }
    if (n.constantEpoch != epoch) {
      n.constantSort = constantSort(new QualIdentifier(id, null), at);
      n.constantEpoch = epoch;
    }
    return n.constantSort;
  }

  /**
   * A parenthesised identifier as the declarations in force read it: {@code (as mod S)} and the
   * tester {@code (_ is mod)} name the user's symbol where one shadows the theory's; indexed
   * identifiers such as {@code (_ repeat 2)} are never a user's.
   */
  private QualIdentifier shadowed(QualIdentifier q) {
    Identifier id = q.id();
    if (!id.isIndexed()) {
      NameEntry n = tokens.nameOf(id.symbol());
      return n.shadow == null ? q : new QualIdentifier(n.shadow, q.asSort());
    }
    if (id.symbol().equals("is")
        && id.indices().size() == 1
        && id.indices().get(0) instanceof Index.Symbol c) {
      NameEntry n = tokens.nameOf(c.name());
      if (n.shadow != null) {
        return new QualIdentifier(
            new Identifier("is", List.of(new Index.Symbol(n.shadow.symbol()))), q.asSort());
      }
    }
    return q;
  }

  /** From here on, {@code symbol} means the user's symbol, if it is a theory symbol. */
  void beginShadowing(String symbol) {
    if (TheorySignatures.isTheorySymbol(symbol)) {
      tokens.shadows.begin(tokens.nameOf(symbol));
    }
  }

  /**
   * The symbol of a pattern or tester as the declarations in force read it: the user's symbol where
   * one shadows the theory's.
   */
  String shadowedName(String symbol) {
    if (!TheorySignatures.isTheorySymbol(symbol)) {
      return symbol;
    }
    NameEntry n = tokens.nameOf(symbol);
    return n.shadow == null ? symbol : n.shadow.symbol();
  }

  private Sort constantSort(QualIdentifier q, int at) {
    try {
      return sig.constantSort(q);
    } catch (SortError e) {
      throw lx.error(at, e.getMessage());
    }
  }

  /** The sort of a parenthesised constant such as {@code (as x S)} or {@code (_ bv5 8)}. */
  private Sort identifierSort(QualIdentifier q, int at) {
    if (sig == null) {
      return null;
    }
    Sort cached = constants.get(q);
    if (cached == null) {
      cached = constantSort(q, at);
      constants.put(q, cached);
    }
    return cached;
  }

  // ---- scope ----------------------------------------------------------------------------------

  /**
   * The parameters as they are bound: their sorts resolved (define-sort macros expanded) when
   * checking, as declared otherwise.
   */
  List<SortedVar> forBinding(List<SortedVar> params) {
    return sig == null ? params : resolved(params);
  }

  /** The parameters with their sorts resolved (define-sort macros expanded). */
  List<SortedVar> resolved(List<SortedVar> params) {
    List<SortedVar> r = new ArrayList<>(params.size());
    for (SortedVar v : params) {
      r.add(new SortedVar(v.name(), sig.resolve(v.sort())));
    }
    return r;
  }

  /** Binds variables; returns what is needed to undo it: (name, previous sort) pairs. */
  Object[] bind(List<SortedVar> vs) {
    Object[] saved = new Object[vs.size() * 2];
    for (int i = 0; i < vs.size(); i++) {
      bind(tokens.nameOf(vs.get(i).name()), vs.get(i).sort(), saved, i);
    }
    return saved;
  }

  /** Binds the {@code i}th variable, {@code n}, recording its previous sort in {@code saved}. */
  static void bind(NameEntry n, Sort sort, Object[] saved, int i) {
    saved[2 * i] = n;
    saved[2 * i + 1] = n.boundSort;
    n.boundSort = sort;
  }

  static void unbind(Object[] saved) {
    for (int i = saved.length / 2 - 1; i >= 0; i--) {
      ((NameEntry) saved[2 * i]).boundSort = (Sort) saved[2 * i + 1];
    }
  }
}
