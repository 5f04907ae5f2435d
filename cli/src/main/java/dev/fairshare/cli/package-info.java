/**
 * The {@code fairshare} command.
 */
package dev.fairshare.cli;
