package dev.fairshare.command;

import dev.fairshare.family.CommandServices;
import picocli.CommandLine;

/**
 * The root command of a command line ({@code fairshare}), which gives every command under it, a family's
 * included, the services of the parsed command line: its configuration ({@code --config}, {@code -D}) and
 * the registries over it. A mixin such as {@link LedgerOptions} finds them through it.
 */
public interface CommandRoot {

  /** The services of this command line (made once, after it is parsed). */
  CommandServices services();

  /** The services of the command line a command belongs to; its root must be a {@code CommandRoot}. */
  static CommandServices of(CommandLine.Model.CommandSpec spec) {
    Object root = spec.root().userObject();
    if (root instanceof CommandRoot r) {
      return r.services();
    }
    throw new IllegalStateException("the command '" + spec.qualifiedName() + "' does not run under a CommandRoot");
  }
}
