/**
 * The LSF formats: {@code lsb.users}, {@code lsb.queues}, {@code lsb.params}, {@code lsb.hosts} (read and
 * write) and {@code bqueues -r} output (read); see the module README.
 */
package dev.fairshare.lsf;
