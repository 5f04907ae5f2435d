package dev.fairshare.cli;

/** The output forms of the computing commands. */
public enum OutputFormat {
  table,
  tsv,
  json
}
