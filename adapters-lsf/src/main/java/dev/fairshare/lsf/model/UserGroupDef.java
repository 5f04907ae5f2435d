package dev.fairshare.lsf.model;

import dev.fairshare.format.SourceLocation;
import java.util.List;

/**
 * One row of the {@code UserGroup} section of {@code lsb.users} (docs/algorithms/lsf.md §4.1).
 *
 * @param name GROUP_NAME
 * @param members GROUP_MEMBER names in order (user and group names; {@code all} for all users)
 * @param memberLocations where each member is written
 * @param shares the USER_SHARES pairs; empty for {@code ()} or a missing column (members compete FCFS)
 * @param external whether GROUP_MEMBER is {@code !} (membership from an egroup script)
 * @param location where the row starts
 * @param lastLine the row's last physical line (rows may continue with {@code \\})
 */
public record UserGroupDef(String name, List<String> members, List<SourceLocation> memberLocations,
    List<ShareAssignment> shares, boolean external, SourceLocation location, int lastLine) {

  public UserGroupDef {
    members = List.copyOf(members);
    memberLocations = memberLocations instanceof MemberLocations ? memberLocations
        : List.copyOf(memberLocations);
    shares = List.copyOf(shares);
  }

  /** Whether the group divides its shares among members (a level of the share tree). */
  public boolean hasShares() {
    return !shares.isEmpty();
  }
}
