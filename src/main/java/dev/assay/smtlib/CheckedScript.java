package dev.assay.smtlib;

/**
 * A script that parsed and sort-checked, with the signature in force after its last command
 * (declarations popped by {@code pop} are gone).
 */
public record CheckedScript(Script script, Signature signature) {}
