package dev.assay.campaign;

import java.util.List;

/** Folder names made from solver names and case ids: no separators, no dot-dot, no escaping. */
final class FolderNames {
  private FolderNames() {}

  /** A path element without separators or dot-dot, so names cannot escape the run folder. */
  static String safe(String s) {
    String t = s.replaceAll("[^A-Za-z0-9._+=-]", "_");
    return t.isEmpty() || t.equals(".") || t.equals("..") ? "_" + t : t;
  }

  /** A case id's path elements, without the {@code .smt2} extension. */
  static List<String> caseParts(String caseId) {
    String folder = caseId.endsWith(".smt2") ? caseId.substring(0, caseId.length() - 5) : caseId;
    return List.of(folder.split("/"));
  }
}
