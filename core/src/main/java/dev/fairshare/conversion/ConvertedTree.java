package dev.fairshare.conversion;

import dev.fairshare.usage.DecaySetting;
import java.util.Map;

/**
 * What a conversion hands to the target's writer.
 *
 * @param tree the target's tree and usage
 * @param decay the target's decay setting
 * @param targetSettings settings that rules decided (such as {@code unknown_shares}; {@link TargetAttributes})
 * @param hasUsage whether the source carried usage
 */
public record ConvertedTree(WorkTree.Frozen tree, DecaySetting decay, Map<String, String> targetSettings,
    boolean hasUsage) {

  public ConvertedTree {
    targetSettings = Map.copyOf(targetSettings);
  }
}
