/**
 * The format contract kit: {@link dev.fairshare.testkit.format.FormatContract}, the base class a format's
 * test extends, with its valid samples ({@link dev.fairshare.testkit.format.FormatSample}) and bad inputs
 * ({@link dev.fairshare.testkit.format.BadInput}).
 */
package dev.fairshare.testkit.format;
