package dev.fairshare.command;

import com.typesafe.config.Config;
import dev.fairshare.family.CommandServices;
import picocli.CommandLine;

/**
 * The root command of a command line ({@code fairshare}), which gives every command under it, a family's
 * included, what the parsed command line set up: its configuration ({@code --config}, {@code -D}) and the
 * registries over it. A mixin such as {@link LedgerOptions} finds them through it.
 */
public interface CommandRoot {

  /** The validated configuration of this command line (read once). */
  Config config();

  /** The services of this command line: the configuration and the registries (made once, on first use). */
  CommandServices services();

  /** The root of the command line a command belongs to; it must be a {@code CommandRoot}. */
  static CommandRoot of(CommandLine.Model.CommandSpec spec) {
    Object root = spec.root().userObject();
    if (root instanceof CommandRoot r) {
      return r;
    }
    throw new IllegalStateException("the command '" + spec.qualifiedName() + "' does not run under a CommandRoot");
  }
}
