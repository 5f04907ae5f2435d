/*
 * slurm_fairtree_pass TREEFILE RUNS [--dump-factors OUT]
 *
 * Builds the associations as Slurm's assoc_mgr holds them from a tree dump
 * ("index parent kind shares usage" per node, pre-order, usage aggregated
 * over the subtree) and times Slurm's Fair Tree pass, _apply_priority_fs(),
 * with CLOCK_THREAD_CPUTIME_ID, RUNS times on the same associations.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "priority_multifactor.h"

extern void cmodel_apply_priority_fs(void);

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *) a, y = *(const double *) b;
	return (x > y) - (x < y);
}

static double thread_cpu_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

int main(int argc, char **argv)
{
	const char *dump = NULL;
	if (argc != 3 && !(argc == 5 && !strcmp(argv[3], "--dump-factors"))) {
		fprintf(stderr, "usage: %s TREEFILE RUNS [--dump-factors OUT]\n", argv[0]);
		return 2;
	}
	if (argc == 5)
		dump = argv[4];
	int runs = atoi(argv[2]);
	if (runs < 1) {
		fprintf(stderr, "RUNS must be at least 1\n");
		return 2;
	}
	FILE *in = fopen(argv[1], "r");
	if (!in) {
		perror(argv[1]);
		return 1;
	}
	long n;
	if (fscanf(in, "%ld", &n) != 1 || n < 1) {
		fprintf(stderr, "bad node count\n");
		return 1;
	}
	slurmdb_assoc_rec_t **rec = calloc(n, sizeof(*rec));
	long *parent = calloc(n, sizeof(long));
	char *kind = calloc(n, 1);
	double *shares = calloc(n, sizeof(double));
	uint32_t users = 0;
	for (long i = 0; i < n; i++) {
		long idx, par;
		char k;
		double s, u;
		if (fscanf(in, "%ld %ld %c %lf %lf", &idx, &par, &k, &s, &u) != 5 || idx != i
		    || (i == 0) != (par < 0) || (i > 0 && (par >= i))) {
			fprintf(stderr, "bad line for node %ld\n", i);
			return 1;
		}
		parent[i] = par;
		kind[i] = k;
		shares[i] = s;
		/* one record and one usage per association, as assoc_mgr allocates them */
		slurmdb_assoc_rec_t *a = xmalloc(sizeof(*a));
		a->usage = xmalloc(sizeof(*a->usage));
		char name[32];
		snprintf(name, sizeof(name), "%c%ld", k == 'U' ? 'u' : 'a', i);
		if (k == 'U') {
			a->user = strdup(name);
			snprintf(name, sizeof(name), "a%ld", par);
			a->acct = strdup(name);
			users++;
		} else {
			a->acct = strdup(k == 'R' ? "root" : name);
		}
		a->id = (uint32_t) i + 1;
		a->shares_raw = (uint32_t) s;
		a->usage->usage_raw = (long double) u;
		a->usage->level_fs = 0;
		if (par >= 0) {
			slurmdb_assoc_rec_t *p = rec[par];
			a->parent_id = p->id;
			a->usage->parent_assoc_ptr = p;
			a->usage->fs_assoc_ptr = p;
			if (!p->usage->children_list)
				p->usage->children_list = list_create(NULL);
			list_append(p->usage->children_list, a);
		}
		rec[i] = a;
	}
	fclose(in);

	/* level_shares: the sum of the siblings' shares; shares_norm as
	 * assoc_mgr's _normalize_assoc_shares_fair_tree() sets it */
	double *sum = calloc(n, sizeof(double));
	for (long i = 1; i < n; i++)
		sum[parent[i]] += shares[i];
	rec[0]->usage->level_shares = (uint32_t) shares[0];
	rec[0]->usage->shares_norm = 1.0;
	for (long i = 1; i < n; i++) {
		slurmdb_assoc_rec_t *a = rec[i];
		a->usage->level_shares = (uint32_t) sum[parent[i]];
		a->usage->shares_norm = a->usage->level_shares ?
			(double) a->shares_raw / (double) a->usage->level_shares : 0.0;
	}
	free(sum);

	assoc_mgr_root_assoc = rec[0];
	g_user_assoc_count = users;

	double *ms = calloc(runs, sizeof(double));
	printf("nodes=%ld users=%u\n", n, users);
	for (int r = 0; r < runs; r++) {
		double t0 = thread_cpu_ms();
		cmodel_apply_priority_fs();
		double t1 = thread_cpu_ms();
		ms[r] = t1 - t0;
		printf("run=%d ms=%.3f\n", r + 1, ms[r]);
		fflush(stdout);
	}
	qsort(ms, runs, sizeof(double), cmp_double);
	double median = runs % 2 ? ms[runs / 2] : (ms[runs / 2 - 1] + ms[runs / 2]) / 2;

	if (dump) {
		FILE *out = fopen(dump, "w");
		if (!out) {
			perror(dump);
			return 1;
		}
		for (long i = 0; i < n; i++)
			if (kind[i] == 'U')
				fprintf(out, "%ld %a\n", i, rec[i]->usage->fs_factor);
		if (fclose(out)) {
			perror(dump);
			return 1;
		}
	}
	printf("median_ms=%.3f ns_per_node=%.2f runs=%d\n", median, median * 1e6 / n, runs);
	return 0;
}
