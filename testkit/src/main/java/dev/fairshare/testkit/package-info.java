/**
 * The test kit for integrators: seeded tree shapes, random trees for property tests, the algorithm
 * contract, golden files.
 */
package dev.fairshare.testkit;
