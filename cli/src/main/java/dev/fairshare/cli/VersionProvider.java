package dev.fairshare.cli;

import picocli.CommandLine;

/** The version line of {@code fairshare --version}. */
final class VersionProvider implements CommandLine.IVersionProvider {
  @Override
  public String[] getVersion() {
    String version = FairshareCommand.class.getPackage().getImplementationVersion();
    return new String[] {"fairshare " + (version == null ? "development" : version)};
  }
}
