/**
 * The scheduler family contract kit: {@link dev.fairshare.testkit.family.SchedulerFamilyContract}, the base
 * class a family's test extends, and the conversions through real files it and the tests over every pair of
 * families use ({@link dev.fairshare.testkit.family.ConvertedFiles}, {@link dev.fairshare.testkit.family.SameShares}).
 */
package dev.fairshare.testkit.family;
