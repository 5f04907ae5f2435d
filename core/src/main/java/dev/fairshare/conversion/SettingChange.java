package dev.fairshare.conversion;

/**
 * One scheduler setting carried to the target: its source form, its target form, and how it was converted
 * (the rounding, the default assumed when the source did not say).
 *
 * @param setting what is carried ({@code decay}, {@code algorithm}, {@code usage})
 * @param from the source's setting as it reads there, such as {@code PriorityDecayHalfLife=7-0}
 * @param to the target's setting, such as {@code HIST_HOURS=558737}
 * @param note how the value was obtained, or {@code ""}
 */
public record SettingChange(String setting, String from, String to, String note) {}
