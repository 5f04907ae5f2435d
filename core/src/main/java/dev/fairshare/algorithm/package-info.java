/**
 * The algorithm SPI: {@link dev.fairshare.algorithm.FairshareAlgorithm}, its result, the metrics it fills,
 * the demand some algorithms need, and the registry by name.
 */
package dev.fairshare.algorithm;
