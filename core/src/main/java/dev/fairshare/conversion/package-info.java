/**
 * The conversion model that scheduler families contribute to {@code fairshare convert}: the mutable
 * {@link dev.fairshare.conversion.WorkTree} the rules reshape, {@link dev.fairshare.conversion.Loss losses},
 * the {@link dev.fairshare.conversion.FamilyConversion} SPI (rules, decay and algorithm mapping, target
 * traits, the target writer) and the helpers of writers. The conversion itself runs in the {@code convert}
 * module.
 */
package dev.fairshare.conversion;
