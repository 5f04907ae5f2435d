/**
 * Slurm's {@code sshare}: its output read as a usage source ({@code slurm.sshare}) and rendered byte for
 * byte from a computed result ({@link dev.fairshare.slurm.sshare.SshareRenderer}; docs/algorithms/slurm.md §8).
 */
package dev.fairshare.slurm.sshare;
