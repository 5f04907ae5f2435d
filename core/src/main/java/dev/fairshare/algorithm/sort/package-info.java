/**
 * Sorts of node indexes and packed keys without boxing, shared by the algorithms of every family (a
 * scheduler family's module needs core alone): {@link dev.fairshare.algorithm.sort.IntMergeSort}, a stable
 * sort by a primitive comparator, and {@link dev.fairshare.algorithm.sort.TenLongSort}, a branch-free
 * network for ten keys.
 */
package dev.fairshare.algorithm.sort;
