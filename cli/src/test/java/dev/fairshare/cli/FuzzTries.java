package dev.fairshare.cli;

import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * Sets a fuzzing property's number of tries from the system property {@code fairshare.fuzz.tries} when it
 * is given ({@code mvn -pl cli test -Dtest=CommandLineFuzzTest -Dfairshare.fuzz.tries=20000}: the longer run
 * of docs/reliability.md); without it the property keeps the tries its annotation names (the run in
 * {@code mvn verify}).
 */
public final class FuzzTries implements AroundPropertyHook {
  /** The system property that raises the tries. */
  public static final String PROPERTY = "fairshare.fuzz.tries";

  @Override
  public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context, PropertyExecutor property) {
    Integer tries = Integer.getInteger(PROPERTY);
    if (tries != null) {
      context.attributes().setTries(tries);
    }
    return property.execute();
  }
}
