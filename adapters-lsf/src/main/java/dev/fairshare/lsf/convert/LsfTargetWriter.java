package dev.fairshare.lsf.convert;

import dev.fairshare.conversion.ConvertedTree;
import dev.fairshare.conversion.OutputFile;
import dev.fairshare.conversion.TargetAttributes;
import dev.fairshare.conversion.TargetFiles;
import dev.fairshare.conversion.TargetFormat;
import dev.fairshare.conversion.TargetOptions;
import dev.fairshare.conversion.TargetTree;
import dev.fairshare.conversion.TargetWriter;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.NumberText;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The LSF files of a conversion: {@code lsb.users}, the UserGroup section (written by the
 * {@code lsf.lsb-users} format: one row per group, its children as members and share pairs, a collective
 * group's members with {@code ()}), {@code lsb.queues.fairshare}, the queue lines
 * ({@code FAIRSHARE = USER_SHARES[...]} with the top level, and {@code FAIRSHARE_QUEUES} when several
 * queues share the tree; docs/algorithms/lsf.md §3.1, §6.2), {@code lsb.params.fairshare} ({@code HIST_HOURS}), and,
 * when the source had usage, {@code usage.tsv}.
 */
final class LsfTargetWriter implements TargetWriter {
  private static final TargetFormat USERS = new TargetFormat("lsf.lsb-users", "lsb.users");
  private static final TargetFormat USAGE = new TargetFormat("fairshare.tsv", "the usage");

  @Override
  public List<TargetFormat> formats() {
    return List.of(USERS, USAGE);
  }

  /** The {@code queues} of the options (the command's {@code --queues}). */
  @Override
  public Set<String> reads() {
    return Set.of(TargetOptions.QUEUES);
  }

  @Override
  public List<OutputFile> write(ConvertedTree result, FormatRegistry formats, TargetOptions options) {
    WorkTree.Frozen tree = TargetTree.relabel(result.tree(), null, (converted, i) -> {
      Map<String, String> a = converted.attributes(i);
      String members = a.get(TargetAttributes.MEMBERS);
      String principal = a.get(TargetAttributes.PRINCIPAL);
      if (principal == null && members == null) {
        return a;
      }
      Map<String, String> out = new LinkedHashMap<>(a);
      if (principal != null) {
        out.put(LsfAttributes.ACCOUNT, principal);
      } else {
        out.put(LsfAttributes.MEMBERS, members);
      }
      return out;
    });
    List<String> queues = new ArrayList<>(options.queues());
    if (queues.isEmpty()) {
      queues.add("normal");
      String partitions = result.targetSettings().get(TargetAttributes.PARTITIONS);
      if (partitions != null) {
        for (String p : partitions.split(" ")) {
          if (!queues.contains(p)) {
            queues.add(p);
          }
        }
      }
    }
    List<OutputFile> files = new ArrayList<>();
    if (hasGroups(tree.tree())) {
      files.add(TargetFiles.write(formats, USERS, "lsb.users", TreeDocument.of(tree.tree(), null)));
    }
    files.add(OutputFile.text("lsb.queues.fairshare", queueLines(tree.tree(), queues), "lsf.lsb-queues"));
    files.add(OutputFile.text("lsb.params.fairshare", "# fair-share lines for lsb.params, from fairshare convert\n"
        + "Begin Parameters\n" + result.decay().text() + "\nEnd Parameters\n", "lsf.lsb-params"));
    if (result.hasUsage()) {
      files.add(TargetFiles.usage(formats, USAGE, "usage.tsv", TreeDocument.of(tree.tree(), tree.usage())));
    }
    return files;
  }

  private static boolean hasGroups(ShareTree tree) {
    for (int i = 1; i < tree.size(); i++) {
      if (!tree.isUser(i) && tree.attribute(i, LsfAttributes.ACCOUNT) == null) {
        return true;
      }
    }
    return false;
  }

  private static String queueLines(ShareTree tree, List<String> queues) {
    StringBuilder pairs = new StringBuilder();
    for (int c = tree.firstChild(0); c >= 0; c = tree.nextSibling(c)) {
      pairs.append(pairs.length() == 0 ? "" : " ").append('[').append(tree.name(c)).append(", ")
          .append(NumberText.plain(tree.shares(c))).append(']');
    }
    StringBuilder out = new StringBuilder("# fair-share lines for the queue in lsb.queues, from fairshare convert\n");
    out.append("Begin Queue\n");
    out.append("QUEUE_NAME = ").append(queues.get(0)).append('\n');
    out.append("FAIRSHARE = USER_SHARES[").append(pairs).append("]\n");
    if (queues.size() > 1) {
      out.append("FAIRSHARE_QUEUES = ").append(String.join(" ", queues.subList(1, queues.size()))).append('\n');
    }
    out.append("End Queue\n");
    return out.toString();
  }
}
