package dev.fairshare.convert;

/**
 * The node and root attributes by which the scheduler adapters keep what the neutral model has no field for,
 * and by which the conversion finds the constructs a target cannot express. The adapters own these names
 * (each adapter's README); they are repeated here because this module depends on none of them.
 */
public final class SourceAttributes {
  /** Slurm dump: the user of a per-partition association (the leaf is named {@code user@partition}). */
  public static final String SLURM_USER = "slurm.user";
  /** Slurm dump: the association's partition. */
  public static final String SLURM_PARTITION = "slurm.partition";
  /** Slurm dump, root: the {@code QOS -} lines. */
  public static final String SLURM_QOS_LINES = "slurm.dump.qos";
  /** Slurm dump, root: the cluster's name. */
  public static final String SLURM_CLUSTER = "slurm.cluster";
  /** PBS: the node's id ({@code resource_group}'s 2nd column). */
  public static final String PBS_ID = "pbs.cresgroup";
  /** PBS: set on the nodes PBS makes itself; {@code unknown} on the unknown group. */
  public static final String PBS_BUILTIN = "pbs.builtin";
  /** PBS: set on entities PBS created under {@code unknown}. */
  public static final String PBS_AUTO = "pbs.auto";
  /** LSF: how an account was made: user, group, member (group@), default, others, all. */
  public static final String LSF_ACCOUNT = "lsf.account";
  /** LSF: the members of a collective account, space-separated. */
  public static final String LSF_MEMBERS = "lsf.members";
  /** LSF: the group a {@code group@} member account was made from. */
  public static final String LSF_VIA = "lsf.via";
  /** LSF, root: the queues of the scope, space-separated, the policy queue first. */
  public static final String LSF_QUEUES = "lsf.queues";
  /** LSF, root: the kind of scope, {@code queue} or {@code host-partition}. */
  public static final String LSF_SCOPE = "lsf.scope";

  /** Conversion: the members of a collective account on the target (LSF), space-separated. */
  public static final String TARGET_MEMBERS = "convert.members";
  /** Conversion: the LSF principal a node stands for on the target ({@code others}). */
  public static final String TARGET_PRINCIPAL = "convert.principal";

  private SourceAttributes() {}
}
