package dev.fairshare.cli.faults;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.Collections;
import java.util.Locale;
import java.util.Properties;
import java.util.Set;
import java.util.logging.Logger;

/**
 * A JDBC driver with every statement that may write, and every commit, counted as a {@link Steps} step (SQLite
 * writes its files in native code, PostgreSQL through its server, both out of {@link StepFileSystemProvider}'s
 * sight): {@link #install} puts one in the place of each driver that {@code DriverManager} found.
 */
final class StepJdbc implements Driver {
  /**
   * The methods that run a statement; a query counts when its text writes (PostgreSQL's batch merge is an
   * {@code INSERT ... RETURNING} run with {@code executeQuery}), a {@code SELECT} or a reading pragma never.
   */
  private static final Set<String> EXECUTE = Set.of("execute", "executeQuery", "executeUpdate",
      "executeLargeUpdate", "executeBatch", "executeLargeBatch");

  private final Driver driver;
  private final Steps steps;

  private StepJdbc(Driver driver, Steps steps) {
    this.driver = driver;
    this.steps = steps;
  }

  /** Replaces every registered driver by one that counts its writes. */
  static void install(Steps steps) throws SQLException {
    for (Driver d : Collections.list(DriverManager.getDrivers())) {
      if (!(d instanceof StepJdbc)) {
        DriverManager.deregisterDriver(d);
        DriverManager.registerDriver(new StepJdbc(d, steps));
      }
    }
  }

  @Override
  public Connection connect(String url, Properties info) throws SQLException {
    Connection c = driver.connect(url, info);
    return c == null ? null : proxy(Connection.class, c, null);
  }

  private <T> T proxy(Class<T> type, T target, String sql) {
    InvocationHandler handler = (p, method, args) -> invoke(target, method, args, sql);
    return type.cast(Proxy.newProxyInstance(StepJdbc.class.getClassLoader(), new Class<?>[] {type}, handler));
  }

  private Object invoke(Object target, Method method, Object[] args, String sql) throws Throwable {
    String name = method.getName();
    if (name.equals("commit")) {
      steps.step("commit");
    } else if (EXECUTE.contains(name)) {
      String text = args != null && args.length > 0 && args[0] instanceof String s ? s : sql;
      if (text == null || writes(text)) {
        steps.step(name + " " + text);
      }
    }
    Object result;
    try {
      result = method.invoke(target, args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
    if (name.equals("createStatement")) {
      return proxy(Statement.class, (Statement) result, null);
    }
    if (name.equals("prepareStatement")) {
      return proxy(PreparedStatement.class, (PreparedStatement) result, (String) args[0]);
    }
    return result;
  }

  private static boolean writes(String sql) {
    String s = sql.strip().toUpperCase(Locale.ROOT);
    return !(s.startsWith("SELECT") || s.startsWith("PRAGMA") && !s.contains("="));
  }

  @Override
  public boolean acceptsURL(String url) throws SQLException {
    return driver.acceptsURL(url);
  }

  @Override
  public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) throws SQLException {
    return driver.getPropertyInfo(url, info);
  }

  @Override
  public int getMajorVersion() {
    return driver.getMajorVersion();
  }

  @Override
  public int getMinorVersion() {
    return driver.getMinorVersion();
  }

  @Override
  public boolean jdbcCompliant() {
    return driver.jdbcCompliant();
  }

  @Override
  public Logger getParentLogger() throws SQLFeatureNotSupportedException {
    return driver.getParentLogger();
  }
}
