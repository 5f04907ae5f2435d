package dev.fairshare.benchmarks;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Map;

/**
 * One build's side of {@link GateDuel}: a benchmarks jar (or classes folder) in a class loader of its own,
 * the benchmark state made there through that build's own class (such as {@code Recompute}), and the
 * operation to call on it (such as {@code fast}).
 *
 * <p>The loader's parent is the platform loader, so every class of the benchmarks, the algorithms and
 * their libraries comes from the side's jar: two sides are two builds in one JVM, each with its own copies
 * of the classes, statics and compiled code. The state is made the way JMH makes it: a new instance, its
 * public parameter fields set, its {@code setUp()} called; while that runs, and during every operation, the
 * thread's context class loader is the side's (the registries find their providers with
 * {@link java.util.ServiceLoader}). Only public members that every build since the side-by-side gate has
 * are used, so a base jar from an older commit works; where the duel needs a state class that older builds
 * lack, it brings its own ({@link #openHarness}).
 */
final class DuelSide implements AutoCloseable {
  private final URLClassLoader loader;
  private final Object state;
  private final MethodHandle op;

  private DuelSide(URLClassLoader loader, Object state, MethodHandle op) {
    this.loader = loader;
    this.state = state;
    this.op = op;
  }

  /**
   * Loads {@code jar}, makes an instance of {@code className} there, sets its public fields from
   * {@code fields} (a field the class lacks is an error; an {@code int} field is parsed), and calls its
   * {@code setUp()} with the system property {@value Slowdown#PROPERTY} cleared (and restored afterwards),
   * so that neither side slows itself: the duel slows the candidate by its own means ({@link GateDuel}).
   *
   * @param name the side's name ({@code base}, {@code candidate}), for the loader and the messages
   * @throws IllegalStateException when the class, a field, {@code setUp()} or the operation is missing, or
   *     when {@code setUp()} throws (the message says which side)
   */
  static DuelSide open(String name, Path jar, String className, Map<String, String> fields, String operation) {
    return open(name, jar, className, null, fields, operation);
  }

  /**
   * As {@link #open(String, Path, String, Map, String)}, with {@code harness}, a class of this JVM's own
   * build, as the state's class: its bytes are defined again in a loader of the side's own (a child of the
   * jar's loader, named {@code duel-NAME-harness}), so that it links to the side's classes. It stands
   * between the duel and a benchmark whose operation is too short to time alone ({@link DuelCharges}): both
   * sides then run the same harness code on their own build's classes, and the base may be a build that
   * lacks the harness. It may use only public members of the side's classes (it is in a package of its
   * own loader) and must have no nested classes.
   */
  static DuelSide openHarness(String name, Path jar, Class<?> harness, Map<String, String> fields,
      String operation) {
    return open(name, jar, harness.getName(), harness, fields, operation);
  }

  private static DuelSide open(String name, Path jar, String className, Class<?> harness,
      Map<String, String> fields, String operation) {
    URLClassLoader loader;
    try {
      loader = new URLClassLoader("duel-" + name, new URL[] {jar.toUri().toURL()},
          ClassLoader.getPlatformClassLoader());
    } catch (IOException e) {
      throw new IllegalStateException(name + ": cannot load " + jar + ": " + e.getMessage(), e);
    }
    Thread thread = Thread.currentThread();
    ClassLoader context = thread.getContextClassLoader();
    String previous = System.getProperty(Slowdown.PROPERTY);
    try {
      thread.setContextClassLoader(loader);
      ClassLoader from = harness == null ? loader : new HarnessLoader("duel-" + name + "-harness", loader, harness);
      Class<?> type = Class.forName(className, true, from);
      Object state = type.getConstructor().newInstance();
      for (Map.Entry<String, String> f : fields.entrySet()) {
        Field field = type.getField(f.getKey());
        field.set(state, field.getType() == int.class ? Integer.valueOf(f.getValue()) : f.getValue());
      }
      MethodHandle op = MethodHandles.publicLookup().findVirtual(type, operation, MethodType.methodType(
          type.getMethod(operation).getReturnType())).asType(MethodType.methodType(Object.class, Object.class));
      setProperty("");
      type.getMethod("setUp").invoke(state);
      return new DuelSide(loader, state, op);
    } catch (InvocationTargetException e) {
      close(loader);
      throw new IllegalStateException(name + " (" + jar + "): " + className + ".setUp failed: " + e.getCause(),
          e.getCause());
    } catch (ReflectiveOperationException | IllegalArgumentException | LinkageError e) {
      close(loader);
      throw new IllegalStateException(name + " (" + jar + "): " + className + " has no usable "
          + e.getMessage(), e);
    } finally {
      setProperty(previous == null ? "" : previous);
      thread.setContextClassLoader(context);
    }
  }

  private static void setProperty(String value) {
    if (value.isEmpty()) {
      System.clearProperty(Slowdown.PROPERTY);
    } else {
      System.setProperty(Slowdown.PROPERTY, value);
    }
  }

  /** One operation on this side's state (with the side's context class loader); its result. */
  Object call() throws Throwable {
    Thread thread = Thread.currentThread();
    ClassLoader context = thread.getContextClassLoader();
    thread.setContextClassLoader(loader);
    try {
      return op.invokeExact(state);
    } finally {
      thread.setContextClassLoader(context);
    }
  }

  /** The state this side made (an instance of the side's own class). */
  Object state() {
    return state;
  }

  @Override
  public void close() {
    close(loader);
  }

  private static void close(URLClassLoader loader) {
    try {
      loader.close();
    } catch (IOException e) {
      // nothing to do: the loader only held open jar files
    }
  }

  /**
   * A loader that defines one class, a harness of this JVM's build, from that build's bytes, and asks its
   * parent (a side's jar) for every other class.
   */
  private static final class HarnessLoader extends ClassLoader {
    private final String className;
    private final byte[] bytes;

    HarnessLoader(String name, ClassLoader parent, Class<?> harness) {
      super(name, parent);
      this.className = harness.getName();
      String resource = harness.getSimpleName() + ".class";
      try (InputStream in = harness.getResourceAsStream(resource)) {
        if (in == null) {
          throw new IllegalStateException("no " + resource + " beside " + harness.getName());
        }
        this.bytes = in.readAllBytes();
      } catch (IOException e) {
        throw new IllegalStateException("cannot read " + resource + ": " + e.getMessage(), e);
      }
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.equals(className)) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> type = findLoadedClass(name);
        if (type == null) {
          type = defineClass(name, bytes, 0, bytes.length);
        }
        if (resolve) {
          resolveClass(type);
        }
        return type;
      }
    }
  }
}
