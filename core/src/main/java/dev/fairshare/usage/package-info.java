/**
 * Usage: decayed per-node snapshots, the usage store SPI and its in-memory implementation, each
 * scheduler's decay function, and Slurm's reset schedule.
 */
package dev.fairshare.usage;
