/**
 * The {@code assay} command and its subcommands (picocli). Holds no logic of its own: each
 * subcommand parses options, calls the layers below and prints. Only {@link dev.assay.cli.Main}
 * calls {@code System.exit}.
 */
package dev.assay.cli;
