/**
 * {@code resource_group}: PBS's parser with its messages, our positioned problems, the tree layout, the writer
 * (docs/algorithms/pbs.md §2).
 */
package dev.fairshare.pbs.resourcegroup;
