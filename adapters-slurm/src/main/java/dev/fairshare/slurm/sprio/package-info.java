/** The text of Slurm's {@code sprio}: a job's weighted priority factors as {@code sprio -l} prints them. */
package dev.fairshare.slurm.sprio;
