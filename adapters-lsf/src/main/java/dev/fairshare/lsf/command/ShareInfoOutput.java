package dev.fairshare.lsf.command;

import dev.fairshare.io.OutputLimit;
import dev.fairshare.lsf.view.ShareInfoColumns;
import dev.fairshare.lsf.view.ShareInfoRenderer;
import dev.fairshare.tree.ShareTree;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The output of {@code fairshare bqueues} and {@code bhpart}: each scope's text block or JSON entry, gathered
 * as the scope is computed and written only after every scope is, so that a failure in any scope, or an
 * output over {@code fairshare.limits.output-bytes} (docs/scale.md), writes nothing.
 */
final class ShareInfoOutput {
  /** One scope's text block; {@code first} says whether it is the first block written. */
  interface Block {
    void write(PrintWriter out, boolean first);
  }

  private final boolean json;
  private final boolean recursive;
  private final ShareInfoRenderer renderer;
  private final OutputLimit limit;
  private final ShareInfoJson entries = new ShareInfoJson();
  private final List<Block> blocks = new ArrayList<>();
  private long bytes;

  ShareInfoOutput(boolean json, ShareInfoColumns columns, boolean recursive, OutputLimit limit) {
    this.json = json;
    this.recursive = recursive;
    this.renderer = new ShareInfoRenderer(columns);
    this.limit = limit;
  }

  /** Adds one computed scope: its JSON entry, or its text block (whose size counts against the limit). */
  void add(String name, List<String> queues, ShareTree tree, LsfInputs.ScopeFactors factors, Block block) {
    if (json) {
      limit.check(ShareInfoJson.bytes(tree), "each account holds its whole path");
      entries.add(name, queues, tree, factors.result(), factors.snapshot());
      return;
    }
    bytes += renderer.bytes(tree, recursive);
    blocks.add(block);
  }

  /** Writes every scope added, in the order added, once the text's size is checked against the limit. */
  void write(PrintWriter out) {
    if (json) {
      out.print(entries.render());
    } else {
      limit.check(bytes, "each block repeats its account's whole path");
      for (int i = 0; i < blocks.size(); i++) {
        blocks.get(i).write(out, i == 0);
      }
    }
    out.flush();
  }
}
