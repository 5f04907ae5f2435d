/**
 * {@code fairshare pbsfs} and {@code fairshare pbs-formula}: OpenPBS's commands on a sched_priv folder.
 */
package dev.fairshare.pbs.command;
