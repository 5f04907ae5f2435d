package dev.fairshare.pbs.resourcegroup;

import dev.fairshare.format.SourceLocation;

/**
 * One line of {@code resource_group} that PBS keeps: {@code name id parent shares} (docs/algorithms/pbs.md §2).
 *
 * @param name the entity or group name (case-sensitive)
 * @param id the 2nd column, PBS's {@code cresgroup}; only displayed, never checked for uniqueness
 * @param parentToken the parent exactly as written ({@code root}, {@code TREEROOT}, or a name)
 * @param parent the parent's PBS name: {@code TREEROOT} for {@code root}, else the token
 * @param shares the shares among siblings, as {@code strtol} read them (negative values included)
 * @param origin where the line is
 */
public record ResourceGroupEntry(String name, int id, String parentToken, String parent, int shares,
    SourceLocation origin) {}
