package dev.fairshare.conversion;

import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the conversion rules share: the source and target family names, what the target can express, the
 * source's typed settings, the losses found so far, and the target settings that rules decide (PBS
 * {@code unknown_shares}, the source's partitions...).
 */
public final class RuleContext {
  private final String source;
  private final String target;
  private final TargetTraits traits;
  private final Settings sourceSettings;
  private final String inputName;
  private final LossLog losses;
  private final Map<String, String> targetSettings = new LinkedHashMap<>();

  /**
   * A context for one conversion.
   *
   * @param source the source family's name ({@code fairshare} for the neutral format)
   * @param target the target family's name
   * @param traits what the target can express
   * @param sourceSettings the settings of every input
   * @param inputName the input a loss without a location is reported against
   */
  public RuleContext(String source, String target, TargetTraits traits, Settings sourceSettings,
      String inputName) {
    this(source, target, traits, sourceSettings, inputName, java.util.List.of(inputName));
  }

  /**
   * A context for one conversion whose losses are listed by input in {@code inputOrder} (the names their
   * locations carry, in the order the inputs were given), then by line.
   */
  public RuleContext(String source, String target, TargetTraits traits, Settings sourceSettings,
      String inputName, java.util.List<String> inputOrder) {
    this.source = source;
    this.target = target;
    this.traits = traits;
    this.sourceSettings = sourceSettings;
    this.inputName = inputName;
    this.losses = new LossLog(inputOrder);
  }

  /** The source family's name. */
  public String source() {
    return source;
  }

  /** The target family's name. */
  public String target() {
    return target;
  }

  /** What the target can express. */
  public TargetTraits traits() {
    return traits;
  }

  /** The source's typed settings (every input's). */
  public Settings sourceSettings() {
    return sourceSettings;
  }

  /** Records a loss at a node (its origin, else the input's name). */
  public void loss(String construct, LossAction action, WorkNode at, String detail) {
    loss(construct, action, at == null ? null : at.origin(), detail);
  }

  /** Records a loss at a location (the input's name when {@code null}). */
  public void loss(String construct, LossAction action, SourceLocation at, String detail) {
    losses.add(new Loss(construct, action, at == null ? SourceLocation.of(inputName) : at, detail));
  }

  /** Records losses found before the rules ran (while the inputs were put together). */
  public void addAll(List<Loss> found) {
    losses.addAll(found);
  }

  /**
   * The losses so far by file and line (immutable): by input, in the order given to the constructor, then by line,
   * and in the order found within a line ({@link LossLog#byLocation()}).
   */
  public List<Loss> losses() {
    return losses.byLocation();
  }

  /** A target setting decided by a rule (such as {@code unknown_shares}). */
  public void targetSetting(String key, String value) {
    targetSettings.put(key, value);
  }

  /** The target settings decided by rules. */
  public Map<String, String> targetSettings() {
    return Map.copyOf(targetSettings);
  }
}
