import dev.assay.core.Rng;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the three examples the paper times (FM 2021) at the size of the files they came from:
 *
 * <ul>
 *   <li>{@code fstar-div.smt2}: the inconsistent {@code _div} axiom of Fig. 9 among 2,495 axioms of
 *       an F*-style prelude (boxing and projections, typing, fuel-indexed definitions, arithmetic
 *       operators);
 *   <li>{@code gobra-option.smt2}: the option-type axioms of Fig. 11 among 64 conjuncts of a
 *       Gobra-style encoding over one uninterpreted sort (tuples, slices, pointers);
 *   <li>{@code vcc-both-ptr.smt2}: the formula of Fig. 15 among 160 formulas of a VCC/Havoc-style
 *       memory model (pointer arithmetic, typed reads, validity).
 * </ul>
 *
 * The surrounding axioms are consistent and have patterns; each file is unsat, E-matching alone
 * answers unknown on it, and the paper's term refutes it. The example's axioms sit in the middle of
 * the file. Deterministic for a seed.
 *
 * <p>Usage: {@code java -cp target/assay.jar bench/TriggersBenchFiles.java OUTDIR [SEED]}
 */
public final class TriggersBenchFiles {
  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args[0]);
    long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
    Files.createDirectories(dir);
    Files.writeString(dir.resolve("fstar-div.smt2"), fstar(new Rng(seed)), StandardCharsets.UTF_8);
    Files.writeString(
        dir.resolve("gobra-option.smt2"), gobra(new Rng(seed + 1)), StandardCharsets.UTF_8);
    Files.writeString(
        dir.resolve("vcc-both-ptr.smt2"), vcc(new Rng(seed + 2)), StandardCharsets.UTF_8);
  }

  /** Fig. 9 among 2,495 F*-style axioms (2,494 of the prelude and the _div axiom). */
  static String fstar(Rng rng) {
    StringBuilder decls = new StringBuilder();
    decls.append("; Fig. 9 (F*): the _div axiom among 2,495 prelude axioms; paper: ~60 s\n");
    decls.append("(declare-sort Term 0)\n(declare-sort Fuel 0)\n");
    decls.append("(declare-fun HasType (Term Term) Bool)\n(declare-fun SFuel (Fuel) Fuel)\n");
    decls.append("(declare-const ZFuel Fuel)\n(declare-fun BoxInt (Int) Term)\n");
    decls.append("(declare-fun BoxInt_proj_0 (Term) Int)\n(declare-fun BoxBool (Bool) Term)\n");
    decls.append("(declare-fun BoxBool_proj_0 (Term) Bool)\n");
    decls.append("(declare-fun _div (Int Int) Int)\n");
    int types = 60;
    for (int t = 0; t < types; t++) {
      decls.append("(declare-const Tm_type_").append(t).append(" Term)\n");
    }
    List<String> axioms = new ArrayList<>();
    axioms.add(
        "(assert (forall ((x Int)) (! (= (BoxInt_proj_0 (BoxInt x)) x) :pattern ((BoxInt x)))))");
    axioms.add(
        "(assert (forall ((x Bool)) (! (= (BoxBool_proj_0 (BoxBool x)) x) :pattern ((BoxBool x)))))");
    axioms.add(
        "(assert (forall ((x Term)) (! (=> (HasType x Tm_type_0) (= (BoxInt (BoxInt_proj_0 x)) x))"
            + " :pattern ((HasType x Tm_type_0)))))");
    int f = 0;
    while (axioms.size() < 2494) {
      int kind = rng.nextInt(5);
      String name = "Prims_f" + f++;
      int t1 = rng.nextInt(types);
      int t2 = rng.nextInt(types);
      int t3 = rng.nextInt(types);
      switch (kind) {
        case 0: // typing of a binary constructor
          decls.append("(declare-fun ").append(name).append(" (Term Term) Term)\n");
          axioms.add(
              String.format(
                  "(assert (forall ((a Term) (b Term)) (! (=> (and (HasType a Tm_type_%d)"
                      + " (HasType b Tm_type_%d)) (HasType (%s a b) Tm_type_%d)) :pattern ((%s a"
                      + " b)))))",
                  t1, t2, name, t3, name));
          break;
        case 1: // projector of a constructor
          decls.append("(declare-fun ").append(name).append(" (Term) Term)\n");
          decls.append("(declare-fun ").append(name).append("_proj_0 (Term) Term)\n");
          axioms.add(
              String.format(
                  "(assert (forall ((a Term)) (! (= (%s_proj_0 (%s a)) a) :pattern ((%s a)))))",
                  name, name, name));
          break;
        case 2: // fuel-indexed definition
          decls.append("(declare-fun ").append(name).append(" (Fuel Term) Term)\n");
          axioms.add(
              String.format(
                  "(assert (forall ((fuel Fuel) (a Term)) (! (= (%s (SFuel fuel) a) (%s fuel a))"
                      + " :pattern ((%s (SFuel fuel) a)))))",
                  name, name, name));
          break;
        case 3: // arithmetic operator
          decls.append("(declare-fun ").append(name).append(" (Int Int) Int)\n");
          String op = rng.pick(List.of("+", "-", "*"));
          axioms.add(
              String.format(
                  "(assert (forall ((x Int) (y Int)) (! (= (%s x y) (%s x y)) :pattern ((%s x"
                      + " y)))))",
                  name, op, name));
          break;
        default: // refinement typing of boxed integers
          decls.append("(declare-fun ").append(name).append(" (Term) Bool)\n");
          axioms.add(
              String.format(
                  "(assert (forall ((x Term)) (! (=> (and (HasType x Tm_type_%d) (%s x)) (<="
                      + " 0 (BoxInt_proj_0 x))) :pattern ((HasType x Tm_type_%d) (%s x)))))",
                  t1, name, t1, name));
          break;
      }
    }
    axioms.add(
        axioms.size() / 2,
        "(assert (forall ((x Int) (y Int)) (! (= (to_real (_div x y)) (/ (to_real x) (to_real"
            + " y))) :pattern ((_div x y)))))");
    return decls + String.join("\n", axioms) + "\n(check-sat)\n";
  }

  /** Fig. 11 among 64 Gobra-style conjuncts over one uninterpreted sort. */
  static String gobra(Rng rng) {
    StringBuilder sb = new StringBuilder();
    sb.append("; Fig. 11 (Gobra): option-type axioms among 64 conjuncts; paper: ~13 s\n");
    sb.append("(set-logic UFLIA)\n(declare-sort U 0)\n");
    sb.append("(declare-fun some (U) U)\n(declare-fun get (U) U)\n(declare-const none U)\n");
    List<String> axioms = new ArrayList<>();
    int k = 0;
    while (axioms.size() < 61) {
      int kind = rng.nextInt(4);
      String n = "g" + k++;
      switch (kind) {
        case 0: // tuples
          sb.append("(declare-fun tuple2_").append(n).append(" (U U) U)\n");
          sb.append("(declare-fun get0_").append(n).append(" (U) U)\n");
          sb.append("(declare-fun get1_").append(n).append(" (U) U)\n");
          axioms.add(
              String.format(
                  "(assert (forall ((a U) (b U)) (! (and (= (get0_%s (tuple2_%s a b)) a) (="
                      + " (get1_%s (tuple2_%s a b)) b)) :pattern ((tuple2_%s a b)))))",
                  n, n, n, n, n));
          break;
        case 1: // slices
          sb.append("(declare-fun slen_").append(n).append(" (U) Int)\n");
          sb.append("(declare-fun scap_").append(n).append(" (U) Int)\n");
          axioms.add(
              String.format(
                  "(assert (forall ((s U)) (! (and (<= 0 (slen_%s s)) (<= (slen_%s s) (scap_%s"
                      + " s))) :pattern ((slen_%s s)))))",
                  n, n, n, n));
          break;
        case 2: // pointers: address injective
          sb.append("(declare-fun addr_").append(n).append(" (U) Int)\n");
          sb.append("(declare-fun ptr_").append(n).append(" (Int) U)\n");
          axioms.add(
              String.format(
                  "(assert (forall ((p U)) (! (= (ptr_%s (addr_%s p)) p) :pattern ((addr_%s"
                      + " p)))))",
                  n, n, n));
          break;
        default: // type tags
          sb.append("(declare-fun tag_").append(n).append(" (U) Int)\n");
          sb.append("(declare-fun box_").append(n).append(" (Int) U)\n");
          axioms.add(
              String.format(
                  "(assert (forall ((i Int)) (! (= (tag_%s (box_%s i)) %d) :pattern ((box_%s"
                      + " i)))))",
                  n, n, rng.nextInt(20), n));
          break;
      }
    }
    int mid = axioms.size() / 2;
    axioms.add(mid, "(assert (forall ((e0 U)) (! (not (= (some e0) none)) :pattern ((some e0)))))");
    axioms.add(
        mid + 1,
        "(assert (forall ((op1 U) (e1 U)) (! (or (not (= (get op1) e1)) (= op1 (some e1)))"
            + " :pattern ((some e1) (get op1)))))");
    axioms.add(
        mid + 2,
        "(assert (forall ((op2 U) (e2 U)) (! (or (not (= op2 (some e2))) (= (get op2) e2))"
            + " :pattern ((some e2) (get op2)))))");
    return sb + String.join("\n", axioms) + "\n(check-sat)\n";
  }

  /** Fig. 15 among 160 VCC/Havoc-style formulas. */
  static String vcc(Rng rng) {
    StringBuilder sb = new StringBuilder();
    sb.append("; Fig. 15 (VCC/Havoc, SMT-COMP): both_ptr among 160 formulas; paper: ~7 s\n");
    sb.append("(set-logic UFNIA)\n(declare-fun both_ptr (Int Int Int) Int)\n");
    sb.append("(declare-fun is_valid (Int) Bool)\n");
    List<String> axioms = new ArrayList<>();
    int k = 0;
    while (axioms.size() < 159) {
      int kind = rng.nextInt(4);
      String n = "v" + k++;
      switch (kind) {
        case 0: // pointer arithmetic
          sb.append("(declare-fun ptr_add_").append(n).append(" (Int Int) Int)\n");
          axioms.add(
              String.format(
                  "(assert (forall ((p Int) (i Int)) (! (= (ptr_add_%s p i) (+ p (* %d i)))"
                      + " :pattern ((ptr_add_%s p i)))))",
                  n, 1 + rng.nextInt(8), n));
          break;
        case 1: // typed reads
          sb.append("(declare-fun read_u8_").append(n).append(" (Int) Int)\n");
          axioms.add(
              String.format(
                  "(assert (forall ((p Int)) (! (and (<= 0 (read_u8_%s p)) (< (read_u8_%s p)"
                      + " 256)) :pattern ((read_u8_%s p)))))",
                  n, n, n));
          break;
        case 2: // validity of derived pointers
          sb.append("(declare-fun field_").append(n).append(" (Int) Int)\n");
          axioms.add(
              String.format(
                  "(assert (forall ((p Int)) (! (=> (is_valid p) (and (is_valid (field_%s p)) (="
                      + " (field_%s p) (+ p %d)))) :pattern ((field_%s p)))))",
                  n, n, 1 + rng.nextInt(64), n));
          break;
        default: // ranges
          sb.append("(declare-fun in_range_").append(n).append(" (Int Int Int) Bool)\n");
          axioms.add(
              String.format(
                  "(assert (forall ((lo Int) (hi Int) (x Int)) (! (= (in_range_%s lo hi x) (and"
                      + " (<= lo x) (<= x hi))) :pattern ((in_range_%s lo hi x)))))",
                  n, n));
          break;
      }
    }
    axioms.add(
        axioms.size() / 2,
        "(assert (forall ((a Int) (b Int) (size Int)) (! (<= (* (both_ptr a b size) size) (- a"
            + " b)) :pattern ((both_ptr a b size)))))");
    axioms.add("(assert (forall ((p Int)) (! (=> (is_valid p) (> p 0)) :pattern ((is_valid p)))))");
    return sb + String.join("\n", axioms) + "\n(check-sat)\n";
  }
}
