/*
 * Generates algorithms/src/test/resources/slurm/levelfs-x87-vectors.txt: Fair Tree's LevelFS computed the
 * way Slurm's fair_tree.c computes it (docs/algorithms/slurm.md §6.1), on real x87 hardware:
 *
 *   long double U = usage_raw / parent_usage_raw;      (both long double)
 *   double      S = (double) shares / (double) level;   (shares_norm is a double)
 *   long double LF = S / U;
 *
 * Build and run on x86-64 Linux (long double = 80-bit x87):
 *   gcc -O0 -o /tmp/levelfs_vectors levelfs_vectors.c && /tmp/levelfs_vectors > levelfs-x87-vectors.txt
 *
 * Output lines:
 *   lf USAGE PARENT SHARES LEVEL MANT EXP        LF = MANT (64-bit hex) * 2^EXP
 *   tie SH1 U1 SH2 U2 LEVEL PARENT X87CMP DBLCMP two siblings whose LevelFS are mathematically equal:
 *                                                 the sign of LF1 - LF2 in x87 and in double arithmetic
 *   mul A B MANT EXP                             (long double) A * (long double) B, A and B doubles in %a
 * Inputs are integers, as Slurm's shares are and sshare's RawUsage prints.
 */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint64_t state = 0x9e3779b97f4a7c15ULL;

static uint64_t next(void) {
	state ^= state << 13;
	state ^= state >> 7;
	state ^= state << 17;
	return state;
}

static long double level_fs(double usage, double parent, double shares, double level) {
	volatile long double u = (long double) usage / (long double) parent;
	volatile double s = shares / level;
	volatile long double lf = s / u;
	return lf;
}

static void print_ld(long double v) {
	unsigned char bytes[16];
	uint64_t mant;
	uint16_t se;
	memset(bytes, 0, sizeof(bytes));
	memcpy(bytes, &v, 10);
	memcpy(&mant, bytes, 8);
	memcpy(&se, bytes + 8, 2);
	/* value = mant * 2^(biased - 16383 - 63) */
	printf(" %016llx %d", (unsigned long long) mant, (int) (se & 0x7fff) - 16383 - 63);
}

static int sign(long double d) {
	return d < 0 ? -1 : d > 0 ? 1 : 0;
}

int main(void) {
	int i;
	for (i = 0; i < 400; i++) {
		double parent = (double) (1 + next() % 100000000ULL);
		double usage = (double) (1 + next() % (uint64_t) parent);
		double level = (double) (1 + next() % 1000);
		double shares = (double) (1 + next() % (uint64_t) level);
		printf("lf %.0f %.0f %.0f %.0f", usage, parent, shares, level);
		print_ld(level_fs(usage, parent, shares, level));
		printf("\n");
	}
	for (i = 0; i < 600; i++) {
		double a = (double) (1 + next() % 100), b = (double) (1 + next() % 1000);
		double p = (double) (1 + next() % 20), q = (double) (1 + next() % 20);
		double level = (double) (a * (p + q) + next() % 500);
		double parent = (double) (b * (p + q) + next() % 100000);
		double s1 = a * q, u1 = b * q, s2 = a * p, u2 = b * p;
		long double x = level_fs(u1, parent, s1, level) - level_fs(u2, parent, s2, level);
		volatile double d1 = (s1 / level) / (u1 / parent);
		volatile double d2 = (s2 / level) / (u2 / parent);
		if (p == q)
			continue;
		printf("tie %.0f %.0f %.0f %.0f %.0f %.0f %d %d\n", s1, u1, s2, u2, level, parent, sign(x),
		       d1 < d2 ? -1 : d1 > d2 ? 1 : 0);
	}
	for (i = 0; i < 300; i++) {
		volatile double x = (double) (next() >> 11) / (double) (1 + next() % 1000000);
		volatile double y = i % 2 ? 0.01 : (double) (next() >> 11) / (double) (1 + next() % 1000);
		volatile long double p = (long double) x * (long double) y;
		printf("mul %a %a", x, y);
		print_ld(p);
		printf("\n");
	}
	return 0;
}
