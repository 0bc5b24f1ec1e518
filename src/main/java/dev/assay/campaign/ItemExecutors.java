package dev.assay.campaign;

import dev.assay.core.InputError;
import java.util.ServiceLoader;

/**
 * The executor an {@code --engine} value names: {@code local} (threads of this process) or a
 * cluster engine found on the class path ({@code spark:MASTER} when the {@code assay-spark} module
 * is there). The main jar holds no cluster engine, so it stays free of their dependencies.
 */
public final class ItemExecutors {
  private ItemExecutors() {}

  /** A cluster engine, registered as a {@link ServiceLoader} service. */
  public interface Provider {
    /** The scheme it serves: the part of {@code --engine} before the first colon. */
    String scheme();

    /**
     * The executor for {@code argument} (what follows the colon, or the empty string).
     *
     * @param workers the campaign's {@code -j} (the provider may take it or the cluster's cores)
     */
    ItemExecutor open(String argument, int workers);
  }

  /** The executor {@code engine} names, for a campaign of {@code workers} local workers. */
  public static ItemExecutor forEngine(String engine, int workers) {
    if (engine == null || engine.equals("local")) {
      return new LocalExecutor(workers);
    }
    int colon = engine.indexOf(':');
    String scheme = colon < 0 ? engine : engine.substring(0, colon);
    String argument = colon < 0 ? "" : engine.substring(colon + 1);
    for (Provider p : ServiceLoader.load(Provider.class)) {
      if (p.scheme().equals(scheme)) {
        return p.open(argument, workers);
      }
    }
    if (scheme.equals("spark")) {
      throw new InputError(
          "--engine "
              + engine
              + ": the Spark engine is not on the class path; ./assay adds it (it builds the"
              + " assay-spark module on first use), see docs/distributed.md");
    }
    throw new InputError("--engine " + engine + ": expected local or spark:MASTER");
  }
}
