package dev.fairshare.flux.db;

import dev.fairshare.format.Problem;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.NodeAttributes;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads a flux-accounting database into the neutral model: the tree flux's fair share walks
 * ({@link FshareTreeReader}), each user's job usage, the settings of {@code config_table} (a
 * {@link FluxSettings}), and a warning for
 * every row the walk does not load. Node attributes keep the columns the neutral model has no place for.
 */
public final class FluxDbReader {
  private FluxDbReader() {}

  /** Reads the database. */
  public static TreeDocument read(FluxDatabase db) throws SQLException {
    String source = db.path().toString();
    List<BankRow> banks = db.banks();
    List<AssociationRow> associations = db.associations();
    FshareTree walk = FshareTreeReader.read(source, banks, associations);
    ShareTreeBuilder b = new ShareTreeBuilder(walk.name()[0]);
    int n = walk.walk().size();
    int[] id = new int[n];
    id[0] = ShareTreeBuilder.ROOT;
    java.util.Map<String, BankRow> bankRows = new java.util.HashMap<>();
    for (BankRow r : banks) {
      bankRows.putIfAbsent(r.bank(), r);
    }
    b.rootAttributes(bankAttributes(bankRows.get(walk.name()[0])));
    Set<Long> loaded = new HashSet<>();
    Set<String> loadedBanks = new HashSet<>();
    loadedBanks.add(walk.name()[0]);
    for (int i = 1; i < n; i++) {
      double shares = dev.fairshare.flux.weighted.CxxArithmetic.unsignedToDouble(walk.walk().shares()[i]);
      AssociationRow a = walk.association()[i];
      if (a == null) {
        BankRow row = bankRows.get(walk.name()[i]);
        loadedBanks.add(row.bank());
        id[i] = b.add(id[walk.parent()[i]], walk.name()[i], NodeKind.GROUP, shares, false, bankAttributes(row),
            SourceLocation.of(source + "#bank_table", FshareTreeReader.line(row.rowid())));
      } else {
        loaded.add(a.rowid());
        id[i] = b.add(id[walk.parent()[i]], walk.name()[i], NodeKind.USER, shares, false, userAttributes(a),
            SourceLocation.of(source + "#association_table", FshareTreeReader.line(a.rowid())));
      }
    }
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    for (int i = 1; i < n; i++) {
      if (walk.association()[i] != null) {
        own[b.treeIndex(id[i])] = walk.usage()[i];
      }
    }
    List<Problem> warnings = new ArrayList<>();
    for (BankRow r : banks) {
      if (!loadedBanks.contains(r.bank())) {
        warnings.add(Problem.warning(SourceLocation.of(source + "#bank_table", FshareTreeReader.line(r.rowid())),
            "flux.db.not-loaded", "bank '" + r.bank() + "' is not in flux's fair-share tree"
                + (r.activeC() == 0 ? " (inactive)" : " (under an inactive bank, or not under the root)"),
            "flux's update-fshare ignores it; it is not carried"));
      }
    }
    for (AssociationRow a : associations) {
      if (!loaded.contains(a.rowid())) {
        warnings.add(Problem.warning(
            SourceLocation.of(source + "#association_table", FshareTreeReader.line(a.rowid())),
            "flux.db.not-loaded", "association " + a.username() + "@" + a.bank()
                + " is not in flux's fair-share tree" + (a.activeC() == 0 ? " (inactive)"
                    : " (its bank has sub-banks, or is not loaded)"),
            "flux's update-fshare ignores it; it is not carried"));
      }
    }
    Settings settings = Settings.of(FluxSettings.read(db.connection(), source),
        new NotLoadedRows(warnings));
    return new TreeDocument(tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH), settings, warnings);
  }

  private static NodeAttributes bankAttributes(BankRow row) {
    return NodeAttributes.of("flux.priority", row.priority().pythonStr(), "flux.ignore_older_than",
        row.ignoreOlderThan().pythonStr());
  }

  private static NodeAttributes userAttributes(AssociationRow a) {
    List<String> kv = new ArrayList<>();
    for (Map.Entry<String, SqlValue> e : a.other().entrySet()) {
      if (FluxDbWriter.USER_COLUMNS.contains(e.getKey())) {
        kv.add("flux." + e.getKey());
        kv.add(e.getValue().pythonStr());
      }
    }
    return NodeAttributes.of(kv.toArray(String[]::new));
  }
}
