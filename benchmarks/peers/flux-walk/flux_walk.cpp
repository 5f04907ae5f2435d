// flux_walk: times flux-accounting's weighted_walk_t::run() (src/fairness/weighted_tree, unchanged)
// on a tree read from a dump file.
//
// Usage: flux_walk TREEFILE RUNS [--dump-fairshare OUT]
//
// TREEFILE: first line the node count N, then one line per node "index parent kind shares usage",
// kind R (root), G (group = bank) or U (user), index order = pre-order (a parent's index is below its
// children's). Only the users' usage is read; a bank's usage is formed as flux-accounting's database
// reader does it (data_reader_db_t::get_sub_banks): every bank starts at 0, a bank without sub-banks sums
// its users' usage in child order (bank_usg += usage) and aggregate_job_usage() adds that sum to the bank
// and every ancestor up to the root, the banks without sub-banks taken in pre-order (the reader's
// depth-first order).
//
// For each of RUNS runs a fresh tree is built (weighted_tree_node_t objects linked with add_child, as the
// reader does), then weighted_walk_t::run() alone is timed with CLOCK_THREAD_CPUTIME_ID (run() sorts the
// children in place, so a tree is never walked twice). Output, one line per run and a last summary line:
//   run=1 ms=283.100
//   median_ms=283.1 ns_per_node=254.8 runs=3 nodes=1111111 users=1000000
// The median of an even count is the mean of the middle two. ns_per_node = median_ms * 1e6 / nodes.
//
// --dump-fairshare OUT writes, after the last run, one line per user "index fshare" (fshare with %.17g,
// which reads back to the same double), in index order.

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "src/fairness/weighted_tree/weighted_tree.hpp"
#include "src/fairness/weighted_tree/weighted_walk.hpp"

using Flux::accounting::weighted_tree_node_t;
using Flux::accounting::weighted_walk_t;

namespace {

struct node_row {
    long parent;
    char kind;
    uint64_t shares;
    double usage;
};

[[noreturn]] void die (const char *what)
{
    std::fprintf (stderr, "flux_walk: %s\n", what);
    std::exit (2);
}

std::vector<node_row> read_tree (const char *path)
{
    FILE *f = std::fopen (path, "r");
    if (!f)
        die ("cannot open the tree file");
    long n = 0;
    if (std::fscanf (f, "%ld", &n) != 1 || n <= 0)
        die ("bad node count");
    std::vector<node_row> rows (static_cast<size_t> (n));
    for (long i = 0; i < n; i++) {
        long index = 0, parent = 0;
        char kind[8];
        double shares = 0, usage = 0;
        if (std::fscanf (f, "%ld %ld %7s %lf %lf", &index, &parent, kind, &shares, &usage) != 5)
            die ("bad node line");
        if (index != i)
            die ("indices must be 0..N-1 in order");
        if (i == 0 ? parent != -1 : (parent < 0 || parent >= i))
            die ("a parent must come before its children (pre-order)");
        if (kind[1] != '\0' || std::strchr ("RGU", kind[0]) == nullptr)
            die ("kind must be R, G or U");
        if ((i == 0) != (kind[0] == 'R'))
            die ("only node 0 is the root");
        if (shares < 0 || shares != static_cast<double> (static_cast<uint64_t> (shares)))
            die ("shares must be a whole number >= 0");
        rows[i] = node_row{parent, kind[0], static_cast<uint64_t> (shares), usage};
    }
    std::fclose (f);
    for (long i = 1; i < n; i++)
        if (rows[rows[i].parent].kind == 'U')
            die ("a user cannot have children");
    return rows;
}

// Builds flux's tree as data_reader_db_t::get_sub_banks does: banks with usage 0, users with their
// usage, add_child with the metadata update, then the banks' usage aggregated from their users.
std::vector<std::shared_ptr<weighted_tree_node_t>> build_tree (const std::vector<node_row> &rows)
{
    const size_t n = rows.size ();
    std::vector<std::shared_ptr<weighted_tree_node_t>> nodes (n);
    std::vector<char> has_sub_bank (n, 0);
    for (size_t i = 0; i < n; i++) {
        const node_row &r = rows[i];
        bool is_user = r.kind == 'U';
        std::shared_ptr<weighted_tree_node_t> parent =
            i == 0 ? nullptr : nodes[static_cast<size_t> (r.parent)];
        nodes[i] = std::make_shared<weighted_tree_node_t> (parent, std::to_string (i), is_user,
                                                           r.shares, is_user ? r.usage : 0.0);
        if (parent) {
            if (parent->add_child (nodes[i]) < 0)
                die ("add_child failed");
            if (!is_user)
                has_sub_bank[static_cast<size_t> (r.parent)] = 1;
        }
    }
    // Banks without sub-banks, in pre-order: sum the users' usage in child order, then add the sum to
    // the bank and each ancestor (aggregate_job_usage).
    for (size_t i = 0; i < n; i++) {
        if (rows[i].kind == 'U' || has_sub_bank[i])
            continue;
        double bank_usg = 0.0;
        const std::shared_ptr<weighted_tree_node_t> &bank = nodes[i];
        for (int c = 0; c < bank->get_num_children (); c++)
            bank_usg += bank->get_child (static_cast<size_t> (c))->get_usage ();
        for (std::shared_ptr<weighted_tree_node_t> a = bank; a != nullptr; a = a->get_parent ())
            a->set_usage (a->get_usage () + bank_usg);
    }
    return nodes;
}

double thread_ms ()
{
    struct timespec ts;
    clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

} // namespace

int main (int argc, char **argv)
{
    if (argc != 3 && !(argc == 5 && std::strcmp (argv[3], "--dump-fairshare") == 0)) {
        std::fprintf (stderr, "usage: flux_walk TREEFILE RUNS [--dump-fairshare OUT]\n");
        return 2;
    }
    int runs = std::atoi (argv[2]);
    if (runs < 1)
        die ("RUNS must be at least 1");
    const char *dump = argc == 5 ? argv[4] : nullptr;

    std::vector<node_row> rows = read_tree (argv[1]);
    size_t users = 0;
    for (const node_row &r : rows)
        users += r.kind == 'U';

    std::vector<double> ms;
    for (int k = 1; k <= runs; k++) {
        std::vector<std::shared_ptr<weighted_tree_node_t>> nodes = build_tree (rows);
        if (nodes[0]->get_subtree_leaf_size () != users || nodes[0]->get_subtree_size () != rows.size ())
            die ("tree sizes do not match the file");
        double t;
        {
            weighted_walk_t walk (nodes[0]);
            double t0 = thread_ms ();
            int rc = walk.run ();
            t = thread_ms () - t0;
            if (rc < 0)
                die ("run() failed");
            if (walk.get_users ().size () != users)
                die ("run() did not reach every user");
        }
        ms.push_back (t);
        std::printf ("run=%d ms=%.3f\n", k, t);
        std::fflush (stdout);
        if (k == runs && dump) {
            FILE *out = std::fopen (dump, "w");
            if (!out)
                die ("cannot open the dump file");
            for (size_t i = 0; i < nodes.size (); i++)
                if (rows[i].kind == 'U')
                    std::fprintf (out, "%zu %.17g\n", i, nodes[i]->get_fshare ());
            if (std::fclose (out) != 0)
                die ("cannot write the dump file");
        }
    }
    std::vector<double> sorted = ms;
    std::sort (sorted.begin (), sorted.end ());
    size_t m = sorted.size ();
    double median = m % 2 ? sorted[m / 2] : (sorted[m / 2 - 1] + sorted[m / 2]) / 2;
    std::printf ("median_ms=%.1f ns_per_node=%.1f runs=%d nodes=%zu users=%zu\n", median,
                 median * 1e6 / static_cast<double> (rows.size ()), runs, rows.size (), users);
    return 0;
}
