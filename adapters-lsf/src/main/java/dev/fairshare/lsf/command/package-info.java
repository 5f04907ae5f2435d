/**
 * The LSF viewers of the command: {@code fairshare bqueues} and {@code fairshare bhpart}.
 */
package dev.fairshare.lsf.command;
