package dev.fairshare.convert;

import java.util.Locale;

/**
 * The scheduler family a format or an algorithm belongs to, from the first part of its registered name
 * ({@code slurm.sacctmgr-dump} is Slurm, {@code fairshare.tsv} is the neutral format).
 */
public enum Scheduler {
  SLURM("slurm"),
  PBS("pbs"),
  LSF("lsf"),
  NEUTRAL("fairshare");

  private final String prefix;

  Scheduler(String prefix) {
    this.prefix = prefix;
  }

  /** The name prefix ({@code slurm}, {@code pbs}, {@code lsf}, {@code fairshare}). */
  public String prefix() {
    return prefix;
  }

  /** The family of a registered format or algorithm name; an unknown prefix is the neutral family. */
  public static Scheduler ofName(String registeredName) {
    int dot = registeredName.indexOf('.');
    String head = (dot < 0 ? registeredName : registeredName.substring(0, dot)).toLowerCase(Locale.ROOT);
    for (Scheduler s : values()) {
      if (s.prefix.equals(head)) {
        return s;
      }
    }
    return NEUTRAL;
  }

  /** The family named by a {@code --to} word: {@code slurm}, {@code pbs} or {@code lsf}; else {@code null}. */
  public static Scheduler target(String word) {
    String w = word.toLowerCase(Locale.ROOT);
    for (Scheduler s : values()) {
      if (s != NEUTRAL && s.prefix.equals(w)) {
        return s;
      }
    }
    return null;
  }
}
