import com.microsoft.z3.Context;
import com.microsoft.z3.Native;
import com.microsoft.z3.Version;

/**
 * Prints the parameter descriptions of the Z3 library on the class path (the bundled
 * tools.aqua:z3-turnkey release) in the shape of {@code z3 -pd}: "[module] NAME" headers and one
 * line per parameter, "name (kind) documentation". Z3's API gives names, kinds and documentation
 * but no defaults. Modules: the global parameters, and those of the smt, sat and nlsat tactics and
 * of the rewriter (the simplifier), which are set as smt.NAME, sat.NAME, nlsat.NAME, rewriter.NAME.
 *
 * <p>Usage: {@code java -cp CLASSPATH tools/option-catalogs/DumpZ3Params.java}
 */
public final class DumpZ3Params {
  private static final String[] KINDS = {
    "unsigned int", "bool", "double", "symbol", "string", "other", "invalid"
  };

  public static void main(String[] args) throws Exception {
    try (Context ctx = new Context()) {
      long c = ctx.nCtx();
      System.out.println("# Z3 version " + Version.getMajor() + "." + Version.getMinor() + "."
          + Version.getBuild());
      print(c, "global", Native.getGlobalParamDescrs(c));
      for (String tactic : new String[] {"smt", "sat", "nlsat"}) {
        long t = Native.mkTactic(c, tactic);
        Native.tacticIncRef(c, t);
        print(c, tactic, Native.tacticGetParamDescrs(c, t));
      }
      print(c, "rewriter", Native.simplifyGetParamDescrs(c));
    }
  }

  private static void print(long c, String module, long pd) {
    Native.paramDescrsIncRef(c, pd);
    System.out.println("[module] " + module);
    int n = Native.paramDescrsSize(c, pd);
    for (int i = 0; i < n; i++) {
      long sym = Native.paramDescrsGetName(c, pd, i);
      String name = Native.getSymbolString(c, sym);
      int kind = Native.paramDescrsGetKind(c, pd, sym);
      String doc = Native.paramDescrsGetDocumentation(c, pd, sym).replace('\n', ' ');
      System.out.println("    " + name + " (" + KINDS[Math.min(kind, KINDS.length - 1)] + ") " + doc);
    }
  }
}
