package dev.fairshare.explain;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.format.Settings;
import dev.fairshare.tree.ShareTree;

/**
 * One explanation as an {@link ExplainExtension} sees it.
 *
 * @param algorithm the algorithm's registered name
 * @param explanation the explanation of the user
 * @param tree the tree
 * @param settings the settings of every input
 * @param result the algorithm's result
 * @param demand the demand the result was computed for
 * @param node the explained user's node
 */
public record ExplainContext(String algorithm, Explanation explanation, ShareTree tree, Settings settings,
    FairshareResult result, Demand demand, int node) {}
