package dev.fairshare.conversion;

/**
 * Where a target keeps the usage a conversion carries.
 *
 * @param target the report's words for it, such as {@code the PBS usage file (sched_priv/usage)}
 * @param lossDetail when the target cannot load usage, the loss that says so; else {@code null}
 */
public record UsagePlacement(String target, String lossDetail) {}
