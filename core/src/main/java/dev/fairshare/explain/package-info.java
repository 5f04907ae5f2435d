/**
 * Explanations of factors: the path from the root to a user with the values an algorithm used at each
 * level, the formula of the factor with its numbers, and the user's standing ({@code fairshare explain},
 * the view's explain panel); and the one-user factor query that shares the explainers' path walk.
 */
package dev.fairshare.explain;
