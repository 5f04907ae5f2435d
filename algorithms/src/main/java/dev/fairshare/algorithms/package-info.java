/**
 * The factor algorithms, one package per scheduler family, and the module that registers them.
 */
package dev.fairshare.algorithms;
