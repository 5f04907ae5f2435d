package dev.fairshare.convert.rule;

import dev.fairshare.convert.Loss;
import dev.fairshare.convert.LossAction;
import dev.fairshare.convert.Scheduler;
import dev.fairshare.convert.WorkNode;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the conversion rules share: the source and target families, the source's settings, the losses found
 * so far, and the target settings that rules decide (PBS {@code unknown_shares}, ...).
 */
public final class RuleContext {
  private final Scheduler source;
  private final Scheduler target;
  private final Map<String, Object> sourceSettings;
  private final String inputName;
  private final List<Loss> losses = new ArrayList<>();
  private final Map<String, String> targetSettings = new LinkedHashMap<>();

  public RuleContext(Scheduler source, Scheduler target, Map<String, Object> sourceSettings, String inputName) {
    this.source = source;
    this.target = target;
    this.sourceSettings = sourceSettings;
    this.inputName = inputName;
  }

  /** The source family. */
  public Scheduler source() {
    return source;
  }

  /** The target family. */
  public Scheduler target() {
    return target;
  }

  /** The source's settings (config paths to values). */
  public Map<String, Object> sourceSettings() {
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

  /** The losses so far, in the order found. */
  public List<Loss> losses() {
    return List.copyOf(losses);
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
