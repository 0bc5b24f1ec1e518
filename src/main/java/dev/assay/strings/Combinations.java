package dev.assay.strings;

import java.util.ArrayList;
import java.util.List;

/** The cartesian product of lists, first list varying slowest, as a list of tuples. */
final class Combinations {
  private Combinations() {}

  static <T> List<List<T>> of(List<List<T>> choices) {
    List<List<T>> r = new ArrayList<>();
    for (List<T> c : choices) {
      if (c.isEmpty()) {
        return r;
      }
    }
    int[] idx = new int[choices.size()];
    while (true) {
      List<T> tuple = new ArrayList<>(choices.size());
      for (int i = 0; i < idx.length; i++) {
        tuple.add(choices.get(i).get(idx[i]));
      }
      r.add(tuple);
      int k = idx.length - 1;
      while (k >= 0 && ++idx[k] == choices.get(k).size()) {
        idx[k] = 0;
        k--;
      }
      if (k < 0) {
        return r;
      }
    }
  }
}
