package dev.fairshare.ledger;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.usage.ResetSchedule;

/**
 * When a source's scheduler zeroes and charges usage, as its settings say (Slurm's
 * {@code PriorityUsageResetPeriod} and {@code PriorityCalcPeriod}): how a ledger is read for that source besides
 * its decay.
 *
 * @param reset the reset schedule
 * @param cycleSeconds the charging cycle in seconds, >= 1
 * @param resetAt where the reset schedule is set (its line, or the file that leaves the default)
 */
public record LedgerSchedule(ResetSchedule reset, long cycleSeconds, SourceLocation resetAt) {}
