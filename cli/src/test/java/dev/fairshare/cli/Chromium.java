package dev.fairshare.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real headless Chromium (Debian's {@code chromium}) driven through the DevTools protocol over a
 * WebSocket, with the JDK's own HTTP client: no driver, no library. Started with a fresh profile, no
 * background networking, and a page whose network is switched off before it loads anything.
 */
final class Chromium implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Duration TIMEOUT = Duration.ofSeconds(60);

  private final Process process;
  private final Path profile;
  private final WebSocket socket;
  private final AtomicInteger ids = new AtomicInteger();
  private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
  private final List<JsonNode> events = Collections.synchronizedList(new ArrayList<>());

  private Chromium(Process process, Path profile, WebSocket socket) {
    this.process = process;
    this.profile = profile;
    this.socket = socket;
  }

  /** The browser's executable: {@code FAIRSHARE_CHROMIUM}, else the first of the usual names found. */
  static Path executable() {
    String given = System.getenv("FAIRSHARE_CHROMIUM");
    if (given != null && Files.isExecutable(Path.of(given))) {
      return Path.of(given);
    }
    for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
      for (String name : new String[] {"chromium", "chromium-browser", "google-chrome"}) {
        Path p = Path.of(dir, name);
        if (Files.isExecutable(p)) {
          return p;
        }
      }
    }
    return null;
  }

  /** Starts the browser on a blank page and connects to that page. */
  static Chromium start(Path executable, int width, int height) throws Exception {
    Path profile = Files.createTempDirectory("fairshare-chromium-");
    Process process = new ProcessBuilder(executable.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--disable-extensions", "--mute-audio", "--hide-scrollbars",
        "--user-data-dir=" + profile, "--remote-debugging-port=0", "--window-size=" + width + "," + height,
        "about:blank").redirectErrorStream(true).redirectOutput(profile.resolve("chromium.log").toFile()).start();
    Path portFile = profile.resolve("DevToolsActivePort");
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (!Files.exists(portFile) || Files.readAllLines(portFile).isEmpty()) {
      if (!process.isAlive() || System.nanoTime() > deadline) {
        process.destroyForcibly();
        throw new IOException("chromium did not start: " + Files.readString(profile.resolve("chromium.log")));
      }
      Thread.sleep(50);
    }
    int port = Integer.parseInt(Files.readAllLines(portFile).get(0).strip());
    HttpClient http = HttpClient.newHttpClient();
    String list = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list"))
        .timeout(TIMEOUT).build(), HttpResponse.BodyHandlers.ofString()).body();
    String pageSocket = null;
    for (JsonNode target : JSON.readTree(list)) {
      if (target.get("type").asText().equals("page")) {
        pageSocket = target.get("webSocketDebuggerUrl").asText();
      }
    }
    Chromium[] self = new Chromium[1];
    WebSocket socket = http.newWebSocketBuilder().buildAsync(URI.create(pageSocket), new WebSocket.Listener() {
      private final StringBuilder text = new StringBuilder();

      @Override
      public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
        text.append(data);
        if (last) {
          String message = text.toString();
          text.setLength(0);
          self[0].received(message);
        }
        ws.request(1);
        return null;
      }
    }).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    self[0] = new Chromium(process, profile, socket);
    return self[0];
  }

  private void received(String message) {
    try {
      JsonNode m = JSON.readTree(message);
      if (m.has("id")) {
        CompletableFuture<JsonNode> f = pending.remove(m.get("id").asInt());
        if (f != null) {
          f.complete(m);
        }
      } else {
        events.add(m);
      }
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Sends a command and waits for its result; a protocol error fails. */
  JsonNode send(String method, ObjectNode params) throws Exception {
    int id = ids.incrementAndGet();
    CompletableFuture<JsonNode> answer = new CompletableFuture<>();
    pending.put(id, answer);
    ObjectNode m = JSON.createObjectNode().put("id", id).put("method", method);
    m.set("params", params == null ? JSON.createObjectNode() : params);
    socket.sendText(JSON.writeValueAsString(m), true).get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    JsonNode reply = answer.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    if (reply.has("error")) {
      throw new IllegalStateException(method + ": " + reply.get("error"));
    }
    return reply.get("result");
  }

  static ObjectNode params() {
    return JSON.createObjectNode();
  }

  /** Switches the page's network off, then loads the URL and waits until the page says it is ready. */
  void openOffline(String url) throws Exception {
    send("Network.enable", null);
    send("Network.emulateNetworkConditions", params().put("offline", true).put("latency", 0)
        .put("downloadThroughput", 0).put("uploadThroughput", 0));
    send("Page.enable", null);
    events.clear();
    send("Page.navigate", params().put("url", url));
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (!"true".equals(evaluate("document.body && document.body.getAttribute('data-ready')").asText())) {
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("the page never became ready: " + evaluate("document.title"));
      }
      Thread.sleep(50);
    }
  }

  /** The value of a JavaScript expression (JSON-serializable), or a thrown exception as a failure. */
  JsonNode evaluate(String expression) throws Exception {
    JsonNode r = send("Runtime.evaluate", params().put("expression", expression).put("returnByValue", true));
    if (r.has("exceptionDetails")) {
      throw new IllegalStateException(expression + ": " + r.get("exceptionDetails"));
    }
    JsonNode value = r.get("result").get("value");
    return value == null ? JSON.nullNode() : value;
  }

  /** A real mouse click (move, press, release) at the centre of the first element a selector finds. */
  void click(String selector) throws Exception {
    JsonNode box = evaluate("(function(){var e=document.querySelector(" + JSON.writeValueAsString(selector)
        + "); if(!e) return null; e.scrollIntoView({block:'center'}); var r=e.getBoundingClientRect();"
        + " return [r.left + r.width / 2, r.top + r.height / 2];})()");
    if (box.isNull()) {
      throw new IllegalStateException("nothing to click at " + selector);
    }
    double x = box.get(0).asDouble();
    double y = box.get(1).asDouble();
    send("Input.dispatchMouseEvent", params().put("type", "mouseMoved").put("x", x).put("y", y));
    for (String type : new String[] {"mousePressed", "mouseReleased"}) {
      send("Input.dispatchMouseEvent", params().put("type", type).put("x", x).put("y", y)
          .put("button", "left").put("clickCount", 1));
    }
  }

  /** Types text into the focused element as a user would. */
  void type(String selector, String text) throws Exception {
    evaluate("document.querySelector(" + JSON.writeValueAsString(selector) + ").focus()");
    send("Input.insertText", params().put("text", text));
  }

  /** A PNG of the page as it is shown. */
  byte[] screenshot() throws Exception {
    String data = send("Page.captureScreenshot", params().put("format", "png")).get("data").asText();
    return java.util.Base64.getDecoder().decode(data);
  }

  /** The URLs of every request the page made since it was opened. */
  List<String> requests() {
    List<String> urls = new ArrayList<>();
    synchronized (events) {
      for (JsonNode e : events) {
        if (e.get("method").asText().equals("Network.requestWillBeSent")) {
          urls.add(e.get("params").get("request").get("url").asText());
        }
      }
    }
    return urls;
  }

  @Override
  public void close() throws IOException {
    socket.abort();
    process.destroy();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    try (var walk = Files.walk(profile)) {
      walk.sorted((a, b) -> b.getNameCount() - a.getNameCount()).forEach(p -> p.toFile().delete());
    }
  }
}
