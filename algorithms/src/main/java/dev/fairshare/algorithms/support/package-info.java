/**
 * Helpers shared by the algorithm families (rankings).
 */
package dev.fairshare.algorithms.support;
