/**
 * Scheduler families as plugins: the {@link dev.fairshare.family.SchedulerFamily} SPI through which one
 * scheduler contributes its formats, algorithms, decay models, conversion, native commands and usage
 * ingesters, the {@link dev.fairshare.family.FamilyModule} that registers one, and how the command finds them
 * (docs/integrators.md).
 */
package dev.fairshare.family;
