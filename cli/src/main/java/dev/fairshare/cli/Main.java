package dev.fairshare.cli;

/** The entry point of the {@code fairshare} command. */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    System.exit(FairshareCommand.run(args));
  }
}
