package dev.assay.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Makes Batik's SVG trees fit for a page that holds several and must be the same on every run. Puts
 * the children of every {@code <defs>} of an SVG tree in the order of their ids. Batik collects
 * definitions (clip paths, ...) in hash sets keyed by object identity, so their order in the output
 * would change from run to run; sorted, the same chart gives the same text.
 */
final class DefsOrder {
  private DefsOrder() {}

  static void sort(Element root) {
    NodeList defs = root.getElementsByTagNameNS("*", "defs");
    List<Element> all = new ArrayList<>();
    for (int i = 0; i < defs.getLength(); i++) {
      all.add((Element) defs.item(i));
    }
    if (all.isEmpty()) {
      defs = root.getElementsByTagName("defs");
      for (int i = 0; i < defs.getLength(); i++) {
        all.add((Element) defs.item(i));
      }
    }
    for (Element d : all) {
      List<Node> children = new ArrayList<>();
      for (Node n = d.getFirstChild(); n != null; n = n.getNextSibling()) {
        children.add(n);
      }
      children.sort(Comparator.comparing(DefsOrder::key));
      for (Node n : children) {
        d.removeChild(n);
      }
      for (Node n : children) {
        d.appendChild(n);
      }
    }
  }

  /**
   * Gives every id that Batik set itself (the {@code genericDefs} of every chart) the chart's
   * prefix, so that no two charts of a page share an id; nothing refers to those ids.
   */
  static void prefixIds(Element root, String prefix) {
    NodeList all = root.getElementsByTagName("*");
    List<Element> elements = new ArrayList<>();
    elements.add(root);
    for (int i = 0; i < all.getLength(); i++) {
      elements.add((Element) all.item(i));
    }
    for (Element e : elements) {
      String id = e.getAttribute("id");
      if (!id.isEmpty() && !id.startsWith(prefix)) {
        e.setAttribute("id", prefix + id);
      }
    }
  }

  /** Ids end in a counter: sort by the text before it, then by its value. */
  private static String key(Node n) {
    if (!(n instanceof Element e)) {
      return "";
    }
    String id = e.getAttribute("id");
    int i = id.length();
    while (i > 0 && Character.isDigit(id.charAt(i - 1))) {
      i--;
    }
    String digits = id.substring(i);
    return id.substring(0, i) + "0".repeat(Math.max(0, 12 - digits.length())) + digits;
  }
}
