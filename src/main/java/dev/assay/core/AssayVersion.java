package dev.assay.core;

/** Assay's own version, from the jar's manifest ({@code dev} when run from classes). */
public final class AssayVersion {
  private AssayVersion() {}

  public static String get() {
    String v = AssayVersion.class.getPackage().getImplementationVersion();
    return v == null ? "dev" : v;
  }
}
