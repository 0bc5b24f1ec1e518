package dev.assay.triggers;

import java.util.List;

/**
 * One pair (C, R) of Alg. 2: the formulas similar to the conjunct under consideration, and the
 * rewritings chosen for them.
 *
 * @param members the cluster's formulas (the conjunct under consideration is not among them)
 * @param chosen the alternatives whose rewritings make up R
 * @param rewritings R
 */
record Cluster(List<Conjunct> members, List<Alternative> chosen, RewritingSet rewritings) {
  Cluster {
    members = List.copyOf(members);
    chosen = List.copyOf(chosen);
  }

  static Cluster empty() {
    return new Cluster(List.of(), List.of(), RewritingSet.EMPTY);
  }

  String describe() {
    StringBuilder sb = new StringBuilder("{");
    for (int i = 0; i < members.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append(members.get(i).tag());
    }
    sb.append("}, R = {");
    List<Rewriting> rs = rewritings.rewritings();
    for (int i = 0; i < rs.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append(rs.get(i).describe());
    }
    return sb.append('}').toString();
  }
}
