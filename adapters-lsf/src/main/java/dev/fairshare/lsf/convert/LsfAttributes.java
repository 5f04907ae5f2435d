package dev.fairshare.lsf.convert;

import dev.fairshare.lsf.model.LsfShareTreeBuilder;

/** The node and root attributes of the LSF readers that the conversion reads, and the one it adds. */
final class LsfAttributes {
  /** How an account was made: user, group, member ({@code group@}), default, others, all. */
  static final String ACCOUNT = LsfShareTreeBuilder.ACCOUNT;
  /** The members of a collective account, space-separated. */
  static final String MEMBERS = LsfShareTreeBuilder.MEMBERS;
  /** The group a {@code group@} member account was made from. */
  static final String VIA = LsfShareTreeBuilder.VIA;
  /** A queue group or a scope's root: the queues of the scope, space-separated, the policy queue first. */
  static final String QUEUES = "lsf.queues";
  /** Root: the kind of scope, {@code queue} or {@code host-partition}. */
  static final String SCOPE = "lsf.scope";
  /** Root: where the converted scope was defined, {@code file:line}. */
  static final String ORIGIN = "convert.origin";
  /** Root: the shares of the scope's own {@code [default, n]} pair, when it has one. */
  static final String DEFAULT_SHARES = "lsf.default-shares";
  /** Root: where that pair is written, {@code file:line:column}. */
  static final String DEFAULT_ORIGIN = "lsf.default-origin";

  private LsfAttributes() {}
}
