package dev.fairshare.flux.db;

import dev.fairshare.flux.weighted.WalkTree;

/**
 * The tree flux-accounting's {@code update-fshare} loads from a database: banks and active users in its
 * reader's order, node 0 the root, numbered in pre-order.
 *
 * @param walk the shape, user flags and unsigned shares
 * @param parent each node's parent (-1 for the root)
 * @param usage each user's usage ({@code sqlite3_column_double} of {@code job_usage}); 0 for banks
 * @param name each node's name: the bank's name, or the user's
 * @param association for each user, its row of {@code association_table}; {@code null} for banks
 */
public record FshareTree(WalkTree walk, int[] parent, double[] usage, String[] name,
    AssociationRow[] association) {}
