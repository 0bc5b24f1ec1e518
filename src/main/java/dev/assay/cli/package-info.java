/**
 * The {@code assay} command and its subcommands (picocli). Holds no logic of its own: each
 * subcommand parses options, calls the layers below and prints. Only {@link dev.assay.cli.Main}
 * calls {@code System.exit}. The descriptions of options and parameters are the resource bundle
 * {@code OptionHelp.properties} that {@code Main} names for every command, so a declaration is its
 * names, label and type.
 */
package dev.assay.cli;
