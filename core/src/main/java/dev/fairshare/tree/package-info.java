/**
 * The share tree: an immutable, rooted tree of groups and users with raw shares, in flat pre-order arrays,
 * and its builder with validation that reports every problem at once.
 */
package dev.fairshare.tree;
