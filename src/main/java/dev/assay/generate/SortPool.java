package dev.assay.generate;

import dev.assay.core.Rng;
import dev.assay.smtlib.Sort;
import java.util.ArrayList;
import java.util.List;

/**
 * The sorts one formula uses, drawn from the theories that are on: bit-vector widths, array sorts,
 * datatypes and uninterpreted sorts are chosen per formula, so that formulas differ in their
 * signatures and not only in their terms.
 */
final class SortPool {
  /** Bit-vector widths a formula may use: 1 (degenerate), odd, nibble, byte, word sizes. */
  private static final int[] WIDTHS = {1, 3, 4, 8, 8, 16, 32, 64};

  private final GenerateConfig config;
  private final List<Integer> widths = new ArrayList<>();
  private final List<Sort> arraySorts = new ArrayList<>();
  private final List<DatatypeDef> datatypes = new ArrayList<>();
  private final List<Sort> uninterpreted = new ArrayList<>();
  private final List<FunctionRank> functions = new ArrayList<>();
  private final List<Sort> floatSorts = new ArrayList<>();

  /**
   * Floating-point formats a formula may use, as (eb, sb): tiny ones where a handful of values
   * spans subnormals, normals and overflow (solvers' word-level encodings are least tested there),
   * then Float16 and Float32. (_ FloatingPoint 2 2) is left out: its only normal binade has no
   * fraction bit, and solvers reject it or stop on it.
   */
  private static final int[][] FORMATS = {
    {2, 3}, {3, 3}, {3, 4}, {3, 5}, {4, 3}, {4, 4}, {4, 6}, {5, 3}, {5, 11}, {8, 24}
  };

  /** The rank of an uninterpreted function. */
  record FunctionRank(String name, List<Sort> argSorts, Sort resultSort) {
    FunctionRank {
      argSorts = List.copyOf(argSorts);
    }
  }

  /** Sorts of declared constants and of function arguments/results, in drawing order. */
  private final List<Sort> valueSorts = new ArrayList<>();

  SortPool(GenerateConfig config, Rng rng) {
    this.config = config;
    valueSorts.add(Sort.BOOL);
    if (config.uses(Theory.INTS)) {
      valueSorts.add(Sort.INT);
    }
    if (config.uses(Theory.REALS)) {
      valueSorts.add(Sort.REAL);
    }
    if (config.uses(Theory.STRINGS)) {
      valueSorts.add(Sort.STRING);
    }
    if (config.uses(Theory.BITVECTORS)) {
      int n = rng.chance(0.3) ? 2 : 1;
      for (int i = 0; i < n; i++) {
        int w = WIDTHS[rng.nextInt(WIDTHS.length)];
        if (!widths.contains(w)) {
          widths.add(w);
          valueSorts.add(Sort.bitVec(w));
        }
      }
    }
    if (config.uses(Theory.UF)) {
      Sort u = Sort.simple("U0");
      uninterpreted.add(u);
      valueSorts.add(u);
    }
    List<Sort> scalars = List.copyOf(valueSorts);
    if (config.uses(Theory.DATATYPES)) {
      int n = rng.chance(0.4) ? 2 : 1;
      for (int i = 0; i < n; i++) {
        DatatypeDef d = datatype(i, scalars, rng);
        datatypes.add(d);
        valueSorts.add(d.sort());
      }
    }
    if (config.uses(Theory.ARRAYS)) {
      int n = rng.chance(0.3) ? 2 : 1;
      for (int i = 0; i < n; i++) {
        Sort a = Sort.array(indexSort(scalars, rng), elementSort(scalars, rng));
        if (!arraySorts.contains(a)) {
          arraySorts.add(a);
          valueSorts.add(a);
        }
      }
    }
    if (config.uses(Theory.UF)) {
      List<Sort> argOptions = new ArrayList<>();
      for (Sort s : valueSorts) {
        if (!s.isArray()) {
          argOptions.add(s);
        }
      }
      Sort u = uninterpreted.get(0);
      int n = rng.nextInt(1, 4);
      for (int f = 0; f < n; f++) {
        int arity = rng.chance(0.6) ? 1 : 2;
        List<Sort> args = new ArrayList<>();
        for (int a = 0; a < arity; a++) {
          args.add(rng.chance(0.5) ? u : rng.pick(argOptions));
        }
        Sort result = rng.chance(0.4) ? u : rng.pick(argOptions);
        functions.add(new FunctionRank("f" + f, args, result));
      }
    }
    // last, so that arrays, datatypes and functions stay over the other theories' sorts
    if (config.uses(Theory.FLOATING_POINT)) {
      int n = rng.chance(0.3) ? 2 : 1;
      for (int i = 0; i < n; i++) {
        int[] f = FORMATS[rng.nextInt(FORMATS.length)];
        Sort fp = Sort.floatingPoint(f[0], f[1]);
        if (!floatSorts.contains(fp)) {
          floatSorts.add(fp);
          valueSorts.add(fp);
        }
      }
    }
  }

  /** The floating-point sorts of this formula, in drawing order. */
  List<Sort> floatSorts() {
    return floatSorts;
  }

  /** The uninterpreted functions, in declaration order. */
  List<FunctionRank> functions() {
    return functions;
  }

  /** True if some function has result sort {@code s}. */
  boolean hasFunctionTo(Sort s) {
    return functions.stream().anyMatch(f -> f.resultSort().equals(s));
  }

  private static Sort indexSort(List<Sort> scalars, Rng rng) {
    List<Sort> options = new ArrayList<>();
    for (Sort s : scalars) {
      if (!s.equals(Sort.BOOL) && !s.equals(Sort.REAL)) {
        options.add(s);
      }
    }
    return options.isEmpty() ? Sort.BOOL : rng.pick(options);
  }

  private static Sort elementSort(List<Sort> scalars, Rng rng) {
    return rng.pick(scalars);
  }

  /** An enumeration, a list over a scalar sort, or a record with an empty alternative. */
  private static DatatypeDef datatype(int k, List<Sort> scalars, Rng rng) {
    String name = "D" + k;
    Sort self = Sort.simple(name);
    List<DatatypeDef.Constructor> cs = new ArrayList<>();
    switch (rng.nextInt(3)) {
      case 0:
        {
          int n = rng.nextInt(1, 4);
          for (int i = 0; i < n; i++) {
            cs.add(new DatatypeDef.Constructor("e" + k + "_" + i, List.of()));
          }
          break;
        }
      case 1:
        cs.add(new DatatypeDef.Constructor("nil" + k, List.of()));
        cs.add(
            new DatatypeDef.Constructor(
                "cons" + k,
                List.of(
                    new DatatypeDef.Field("head" + k, rng.pick(scalars)),
                    new DatatypeDef.Field("tail" + k, self))));
        break;
      default:
        cs.add(
            new DatatypeDef.Constructor(
                "mk" + k,
                List.of(
                    new DatatypeDef.Field("fst" + k, rng.pick(scalars)),
                    new DatatypeDef.Field("snd" + k, rng.pick(scalars)))));
        cs.add(new DatatypeDef.Constructor("none" + k, List.of()));
        break;
    }
    return new DatatypeDef(name, cs);
  }

  GenerateConfig config() {
    return config;
  }

  List<Integer> widths() {
    return widths;
  }

  List<Sort> arraySorts() {
    return arraySorts;
  }

  List<DatatypeDef> datatypes() {
    return datatypes;
  }

  List<Sort> uninterpreted() {
    return uninterpreted;
  }

  /** Every sort a declared constant may have, in drawing order. */
  List<Sort> valueSorts() {
    return valueSorts;
  }

  /** The datatype of sort {@code s}, or null. */
  DatatypeDef datatype(Sort s) {
    return datatypes.stream().filter(d -> d.sort().equals(s)).findFirst().orElse(null);
  }

  boolean isUninterpreted(Sort s) {
    return uninterpreted.contains(s);
  }

  /**
   * True if a term of sort {@code s} can be written without declared symbols: every sort but an
   * uninterpreted one, or an array or datatype that mentions one.
   */
  boolean groundable(Sort s) {
    if (isUninterpreted(s)) {
      return false;
    }
    if (s.isArray()) {
      return groundable(s.args().get(0)) && groundable(s.args().get(1));
    }
    DatatypeDef d = datatype(s);
    if (d != null) {
      for (DatatypeDef.Constructor c : d.baseConstructors()) {
        boolean ok = true;
        for (DatatypeDef.Field f : c.fields()) {
          ok &= groundable(f.sort());
        }
        if (ok) {
          return true;
        }
      }
      return false;
    }
    return true;
  }

  /** The theory a sort belongs to, for weighting; null for Bool. */
  Theory theoryOf(Sort s) {
    if (s.equals(Sort.INT)) {
      return config.uses(Theory.INTS) ? Theory.INTS : Theory.STRINGS;
    }
    if (s.equals(Sort.REAL)) {
      return Theory.REALS;
    }
    if (s.equals(Sort.STRING) || s.equals(Sort.REGLAN)) {
      return Theory.STRINGS;
    }
    if (s.isBitVec()) {
      return Theory.BITVECTORS;
    }
    if (s.isFloatingPoint() || s.equals(Sort.ROUNDING_MODE)) {
      return Theory.FLOATING_POINT;
    }
    if (s.isArray()) {
      return Theory.ARRAYS;
    }
    if (datatype(s) != null) {
      return Theory.DATATYPES;
    }
    if (isUninterpreted(s)) {
      return Theory.UF;
    }
    return null;
  }

  /**
   * A sort for an equality, a disequality or an {@code ite}, drawn by its theory's weight; only
   * sorts that can be written without declared symbols when {@code ground}.
   */
  Sort anySort(Rng rng, boolean ground) {
    int total = 0;
    int[] w = new int[valueSorts.size()];
    for (int i = 0; i < w.length; i++) {
      Sort s = valueSorts.get(i);
      if (ground && !groundable(s)) {
        continue;
      }
      Theory t = theoryOf(s);
      w[i] = t == null ? 1 : config.weight(t);
      total += w[i];
    }
    if (total == 0) {
      return Sort.BOOL;
    }
    int r = rng.nextInt(total);
    for (int i = 0; i < w.length; i++) {
      r -= w[i];
      if (r < 0) {
        return valueSorts.get(i);
      }
    }
    return Sort.BOOL;
  }
}
