package dev.assay.semantics;

import dev.assay.smtlib.Command;
import dev.assay.smtlib.Sort;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Constructors, selectors and testers of the algebraic datatypes a script (or a model) declares, so
 * the evaluator can build and take apart {@link DatatypeValue}s.
 */
public final class Datatypes {
  /** A constructor: its datatype's name, its own name and its selectors in order. */
  public record Constructor(String datatype, String name, List<String> selectors) {
    public Constructor {
      selectors = List.copyOf(selectors);
    }
  }

  /** A selector: the constructor it belongs to and its argument position. */
  public record Selector(Constructor constructor, int position) {}

  public static final Datatypes EMPTY =
      new Datatypes(new LinkedHashMap<>(), new LinkedHashMap<>(), new LinkedHashMap<>());

  private final Map<String, Constructor> constructors;
  private final Map<String, Selector> selectors;
  private final Map<String, List<Constructor>> byDatatype;

  private Datatypes(
      Map<String, Constructor> constructors,
      Map<String, Selector> selectors,
      Map<String, List<Constructor>> byDatatype) {
    this.constructors = Collections.unmodifiableMap(constructors);
    this.selectors = Collections.unmodifiableMap(selectors);
    this.byDatatype = Collections.unmodifiableMap(byDatatype);
  }

  /** The datatypes declared by these commands (declare-datatype and declare-datatypes). */
  public static Datatypes of(List<Command> commands) {
    Map<String, Constructor> cs = new LinkedHashMap<>();
    Map<String, Selector> ss = new LinkedHashMap<>();
    Map<String, List<Constructor>> bd = new LinkedHashMap<>();
    for (Command c : commands) {
      if (c instanceof Command.DeclareDatatype d) {
        add(d.name(), d.datatype(), cs, ss, bd);
      } else if (c instanceof Command.DeclareDatatypes d) {
        for (int i = 0; i < d.sorts().size(); i++) {
          add(d.sorts().get(i).name(), d.datatypes().get(i), cs, ss, bd);
        }
      }
    }
    return new Datatypes(cs, ss, bd);
  }

  private static void add(
      String datatype,
      Command.DatatypeDec dec,
      Map<String, Constructor> cs,
      Map<String, Selector> ss,
      Map<String, List<Constructor>> bd) {
    List<Constructor> list = new ArrayList<>();
    for (Command.ConstructorDec cd : dec.constructors()) {
      List<String> sels = new ArrayList<>();
      for (Command.SelectorDec sd : cd.selectors()) {
        sels.add(sd.name());
      }
      Constructor con = new Constructor(datatype, cd.name(), sels);
      cs.put(con.name(), con);
      for (int k = 0; k < sels.size(); k++) {
        ss.put(sels.get(k), new Selector(con, k));
      }
      list.add(con);
    }
    bd.put(datatype, List.copyOf(list));
  }

  /** These datatypes plus {@code other}'s (other wins on a name clash). */
  public Datatypes merge(Datatypes other) {
    Map<String, Constructor> cs = new LinkedHashMap<>(constructors);
    cs.putAll(other.constructors);
    Map<String, Selector> ss = new LinkedHashMap<>(selectors);
    ss.putAll(other.selectors);
    Map<String, List<Constructor>> bd = new LinkedHashMap<>(byDatatype);
    bd.putAll(other.byDatatype);
    return new Datatypes(cs, ss, bd);
  }

  public Constructor constructor(String name) {
    return constructors.get(name);
  }

  public Selector selector(String name) {
    return selectors.get(name);
  }

  /** Every value of a datatype whose constructors all take no arguments, else null. */
  public List<Value> enumeration(Sort sort) {
    List<Constructor> cs = sort.args().isEmpty() ? byDatatype.get(sort.name()) : null;
    if (cs == null) {
      return null;
    }
    List<Value> vs = new ArrayList<>();
    for (Constructor c : cs) {
      if (!c.selectors().isEmpty()) {
        return null;
      }
      vs.add(new DatatypeValue(c.name(), List.of()));
    }
    return vs;
  }
}
