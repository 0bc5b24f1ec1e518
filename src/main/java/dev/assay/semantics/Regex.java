package dev.assay.semantics;

import dev.assay.smtlib.SmtString;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;

/**
 * A regular expression over code points, the value of an SMT-LIB {@code RegLan} term.
 *
 * <p>Built only through the smart constructors, which keep a normal form: unions and intersections
 * are flattened, sorted and free of duplicates (so derivatives stay finitely many, as Brzozowski's
 * similarity argument needs), character classes are merged, and neutral or absorbing elements are
 * removed. Hash and nullability are computed once at construction from the children, and equality
 * and ordering use explicit stacks, so expressions of any depth are safe.
 */
public final class Regex {
  /** Node kinds. {@code ALL} is represented as the star of the full character class. */
  public enum Kind {
    NONE,
    EPSILON,
    CHARS,
    CONCAT,
    UNION,
    INTER,
    STAR,
    COMP,
    LOOP
  }

  private static final Regex[] LEAF = {};

  public static final Regex NONE = new Regex(Kind.NONE, LEAF, null, 0, 0);
  public static final Regex EPSILON = new Regex(Kind.EPSILON, LEAF, null, 0, 0);
  public static final Regex ALLCHAR = new Regex(Kind.CHARS, LEAF, CharSet.ALL, 0, 0);
  public static final Regex ALL = new Regex(Kind.STAR, new Regex[] {ALLCHAR}, null, 0, 0);

  /** Orders by hash first (cheap), then structurally; consistent with {@link #equals}. */
  public static final Comparator<Regex> ORDER = Regex::compare;

  private final Kind kind;
  private final Regex[] children;
  private final CharSet chars;
  private final int low;
  private final int high;
  private final int hash;
  private final boolean nullable;

  private Regex(Kind kind, Regex[] children, CharSet chars, int low, int high) {
    this.kind = kind;
    this.children = children;
    this.chars = chars;
    this.low = low;
    this.high = high;
    int h = kind.ordinal() * 0x9E3779B1;
    if (chars != null) {
      h = h * 31 + chars.hashCode();
    }
    h = h * 31 + low;
    h = h * 31 + high;
    for (Regex c : children) {
      h = h * 31 + c.hash;
    }
    this.hash = h;
    this.nullable = computeNullable();
  }

  private boolean computeNullable() {
    switch (kind) {
      case EPSILON:
      case STAR:
        return true;
      case NONE:
      case CHARS:
        return false;
      case CONCAT:
      case INTER:
        for (Regex c : children) {
          if (!c.nullable) {
            return false;
          }
        }
        return true;
      case UNION:
        for (Regex c : children) {
          if (c.nullable) {
            return true;
          }
        }
        return false;
      case COMP:
        return !children[0].nullable;
      case LOOP:
        return low == 0 || children[0].nullable;
      default:
        throw new AssertionError(kind);
    }
  }

  // ---------------------------------------------------------------- accessors

  public Kind kind() {
    return kind;
  }

  /** The children (a copy). */
  public List<Regex> children() {
    return List.of(children);
  }

  int childCount() {
    return children.length;
  }

  Regex child(int i) {
    return children[i];
  }

  /** The character class of a {@link Kind#CHARS} node, else null. */
  public CharSet chars() {
    return chars;
  }

  /** Lower repetition bound of a {@link Kind#LOOP}. */
  public int low() {
    return low;
  }

  /** Upper repetition bound of a {@link Kind#LOOP}. */
  public int high() {
    return high;
  }

  /** True if the language contains the empty string. */
  public boolean nullable() {
    return nullable;
  }

  public boolean isAll() {
    return this == ALL
        || (kind == Kind.STAR && children[0].kind == Kind.CHARS && children[0].chars.isAll());
  }

  // ---------------------------------------------------------------- smart constructors

  /** The single-character strings whose character lies in {@code set}. */
  public static Regex chars(CharSet set) {
    if (set.isEmpty()) {
      return NONE;
    }
    if (set.isAll()) {
      return ALLCHAR;
    }
    return new Regex(Kind.CHARS, LEAF, set, 0, 0);
  }

  /** {@code str.to_re}: exactly the string {@code s}. */
  public static Regex ofString(SmtString s) {
    List<Regex> parts = new ArrayList<>(s.length());
    for (int i = 0; i < s.length(); i++) {
      parts.add(chars(CharSet.of(s.charAt(i))));
    }
    return concat(parts);
  }

  public static Regex concat(Regex... parts) {
    return concat(Arrays.asList(parts));
  }

  /** {@code re.++}: flattened, with ε removed and ∅ absorbing. */
  public static Regex concat(List<Regex> parts) {
    List<Regex> flat = new ArrayList<>(parts.size());
    for (Regex p : parts) {
      if (p.kind == Kind.NONE) {
        return NONE;
      }
      if (p.kind == Kind.EPSILON) {
        continue;
      }
      if (p.kind == Kind.CONCAT) {
        flat.addAll(Arrays.asList(p.children));
      } else {
        flat.add(p);
      }
    }
    if (flat.isEmpty()) {
      return EPSILON;
    }
    if (flat.size() == 1) {
      return flat.get(0);
    }
    return new Regex(Kind.CONCAT, flat.toArray(new Regex[0]), null, 0, 0);
  }

  public static Regex union(Regex... parts) {
    return union(Arrays.asList(parts));
  }

  /** {@code re.union}: flattened, sorted, duplicates and ∅ removed, classes merged. */
  public static Regex union(List<Regex> parts) {
    List<Regex> flat = new ArrayList<>(parts.size());
    CharSet merged = CharSet.EMPTY;
    boolean hasEpsilon = false;
    boolean hasNullable = false;
    for (Regex p : flattened(parts, Kind.UNION)) {
      if (p.isAll()) {
        return ALL;
      }
      switch (p.kind) {
        case NONE:
          break;
        case CHARS:
          merged = merged.union(p.chars);
          break;
        case EPSILON:
          hasEpsilon = true;
          break;
        default:
          hasNullable |= p.nullable;
          flat.add(p);
      }
    }
    if (!merged.isEmpty()) {
      flat.add(chars(merged));
    }
    if (hasEpsilon && !hasNullable) {
      flat.add(EPSILON);
    }
    return sortedNode(Kind.UNION, flat, NONE);
  }

  public static Regex inter(Regex... parts) {
    return inter(Arrays.asList(parts));
  }

  /** {@code re.inter}: flattened, sorted, duplicates and Σ* removed, ∅ absorbing. */
  public static Regex inter(List<Regex> parts) {
    List<Regex> flat = new ArrayList<>(parts.size());
    CharSet merged = null;
    boolean hasEpsilon = false;
    for (Regex p : flattened(parts, Kind.INTER)) {
      if (p.isAll()) {
        continue;
      }
      switch (p.kind) {
        case NONE:
          return NONE;
        case CHARS:
          merged = merged == null ? p.chars : merged.intersect(p.chars);
          break;
        case EPSILON:
          hasEpsilon = true;
          break;
        default:
          flat.add(p);
      }
    }
    if (hasEpsilon) {
      // ε ∩ L is {ε} if L is nullable, else ∅; a character class never contains ε.
      if (merged != null) {
        return NONE;
      }
      for (Regex r : flat) {
        if (!r.nullable) {
          return NONE;
        }
      }
      return EPSILON;
    }
    if (merged != null) {
      if (merged.isEmpty()) {
        return NONE;
      }
      flat.add(chars(merged));
    }
    return sortedNode(Kind.INTER, flat, ALL);
  }

  /**
   * The parts with every nested {@code kind} node (at any depth) replaced by its children, left to
   * right: the operands of an associative {@code re.union} or {@code re.inter}.
   */
  private static List<Regex> flattened(List<Regex> parts, Kind kind) {
    List<Regex> out = new ArrayList<>(parts.size());
    Deque<Regex> work = new ArrayDeque<>(parts);
    while (!work.isEmpty()) {
      Regex p = work.pollFirst();
      if (p.kind != kind) {
        out.add(p);
        continue;
      }
      for (int i = p.children.length - 1; i >= 0; i--) {
        work.addFirst(p.children[i]);
      }
    }
    return out;
  }

  private static Regex sortedNode(Kind kind, List<Regex> items, Regex ifEmpty) {
    items.sort(ORDER);
    List<Regex> distinct = new ArrayList<>(items.size());
    for (Regex r : items) {
      if (distinct.isEmpty() || !distinct.get(distinct.size() - 1).equals(r)) {
        distinct.add(r);
      }
    }
    if (distinct.isEmpty()) {
      return ifEmpty;
    }
    if (distinct.size() == 1) {
      return distinct.get(0);
    }
    return new Regex(kind, distinct.toArray(new Regex[0]), null, 0, 0);
  }

  /** {@code re.*}. */
  public static Regex star(Regex r) {
    if (r.kind == Kind.NONE || r.kind == Kind.EPSILON) {
      return EPSILON;
    }
    if (r.kind == Kind.STAR) {
      return r;
    }
    if (r.kind == Kind.CHARS && r.chars.isAll()) {
      return ALL;
    }
    return new Regex(Kind.STAR, new Regex[] {r}, null, 0, 0);
  }

  /** {@code re.+}: {@code r r*}. */
  public static Regex plus(Regex r) {
    return concat(r, star(r));
  }

  /** {@code re.opt}: {@code r ∪ ε}. */
  public static Regex opt(Regex r) {
    return union(r, EPSILON);
  }

  /** {@code re.comp}: complement with respect to all strings. */
  public static Regex comp(Regex r) {
    if (r.kind == Kind.COMP) {
      return r.children[0];
    }
    if (r.kind == Kind.NONE) {
      return ALL;
    }
    if (r.isAll()) {
      return NONE;
    }
    return new Regex(Kind.COMP, new Regex[] {r}, null, 0, 0);
  }

  /** {@code re.diff}: {@code a ∩ comp(b)}. */
  public static Regex diff(Regex a, Regex b) {
    return inter(a, comp(b));
  }

  /**
   * {@code (_ re.loop lo hi)}: the union of {@code r^k} for {@code lo ≤ k ≤ hi}; ∅ if {@code lo >
   * hi} (SMT-LIB 2.6 Unicode Strings).
   */
  public static Regex loop(Regex r, int lo, int hi) {
    if (lo < 0 || hi < 0) {
      throw new IllegalArgumentException("negative loop bound");
    }
    if (lo > hi) {
      return NONE;
    }
    if (hi == 0 || r.kind == Kind.EPSILON) {
      return EPSILON;
    }
    if (r.kind == Kind.NONE) {
      return lo == 0 ? EPSILON : NONE;
    }
    if (lo == 1 && hi == 1) {
      return r;
    }
    return new Regex(Kind.LOOP, new Regex[] {r}, null, lo, hi);
  }

  /** {@code (_ re.^ n)}: {@code r^n}. */
  public static Regex power(Regex r, int n) {
    return loop(r, n, n);
  }

  // ---------------------------------------------------------------- equality and order

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Regex r && compare(this, r) == 0;
  }

  /** Total order: hash, then a pre-order walk of both trees (explicit stack). */
  private static int compare(Regex a, Regex b) {
    if (a == b) {
      return 0;
    }
    if (a.hash != b.hash) {
      return Integer.compare(a.hash, b.hash);
    }
    Deque<Regex[]> stack = new ArrayDeque<>();
    stack.push(new Regex[] {a, b});
    while (!stack.isEmpty()) {
      Regex[] p = stack.pop();
      Regex x = p[0];
      Regex y = p[1];
      if (x == y) {
        continue;
      }
      int c = Integer.compare(x.kind.ordinal(), y.kind.ordinal());
      if (c == 0 && x.chars != null) {
        c = x.chars.compareTo(y.chars);
      }
      if (c == 0) {
        c = Integer.compare(x.low, y.low);
      }
      if (c == 0) {
        c = Integer.compare(x.high, y.high);
      }
      if (c == 0) {
        c = Integer.compare(x.children.length, y.children.length);
      }
      if (c != 0) {
        return c;
      }
      for (int i = x.children.length - 1; i >= 0; i--) {
        stack.push(new Regex[] {x.children[i], y.children[i]});
      }
    }
    return 0;
  }

  /** Nodes in the tree (shared subtrees counted once per occurrence), capped at {@code cap}. */
  public long size(long cap) {
    long n = 0;
    Deque<Regex> stack = new ArrayDeque<>();
    stack.push(this);
    while (!stack.isEmpty() && n < cap) {
      Regex r = stack.pop();
      n++;
      for (Regex c : r.children) {
        stack.push(c);
      }
    }
    return n;
  }

  @Override
  public String toString() {
    return dev.assay.smtlib.Printer.print(RegexTerms.toTerm(this));
  }
}
