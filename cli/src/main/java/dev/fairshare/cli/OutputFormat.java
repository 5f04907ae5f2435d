package dev.fairshare.cli;

/** The output forms of the computing commands. */
enum OutputFormat {
  table,
  tsv,
  json
}
