/*
 * Generates the glibc pow vectors of core/src/test/resources/math/ (docs/glibc-pow.md): pow(x, y) as the
 * C library Slurm and PBS link computes it, on the arguments their fair-share code passes and on random and
 * edge-case arguments.
 *
 * Build and run on x86-64 Linux with glibc, on a processor with FMA and AVX2 (glibc's loader then picks the
 * FMA variant of pow; the program refuses to run otherwise):
 *   gcc -O2 -fno-builtin -o /tmp/pow_vectors core/src/test/c/pow_vectors.c -lm
 *   /tmp/pow_vectors 1500 | gzip -9n > core/src/test/resources/math/glibc-pow-vectors.txt.gz   (the sample)
 *   /tmp/pow_vectors 1000000 > /tmp/glibc-pow-vectors-full.txt                                 (the full run)
 * The argument is the number of vectors of each random kind (default 1500); the edge cases are added once.
 *
 * Output: '#' comment lines (glibc version, processor), then one vector a line:
 *   KIND X Y R        the bits of x, y and pow(x, y), 16 hex digits each
 * Kinds:
 *   factor   x = 2, y = -(E/S)/d: Slurm's fair-share factor (priority_multifactor.c, _set_assoc_fs_factor),
 *            E and S normalized usage and shares, d the dampening factor (1 most of the time)
 *   ratio    x = 2, y = -(a/b) for integers a, b: raw usage over raw shares
 *   expo     x = 2, y of every magnitude from 2^-66 to 2^11, either sign, and y in [-1080, -1015] (subnormal)
 *   pbs      x = 2, y = -(float) (uf / tp) with uf, tp floats: OpenPBS's factor (job_info.cpp, fairshare.c)
 *   decay    x = 1 - 0.693/h, y = seconds: Slurm's decay (priority_multifactor.c, _apply_decay)
 *   dok      x = r_l of any magnitude, y = k = 1/(1 + (5 ln R_p)^2): depth-oblivious r_l^k
 *   dosq     x = 5 ln R_p (either sign), y = 2: depth-oblivious (5 ln R_p)^2
 *   any      x positive of any exponent (subnormals too), y of any sign and magnitude up to 2^70
 *   range    x in [2^-8, 2^8], y chosen so that x^y lands anywhere in [2^-1080, 2^1030]
 *   neg      x negative, y an integer (odd or even) or not
 *   edge     every pair of a list of special values (zeros, infinities, NaN, ±1, limits, tiny and huge y)
 */
#include <gnu/libc-version.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state = 0x2545f4914f6cdd1dULL;

static uint64_t next(void) {
	state ^= state << 13;
	state ^= state >> 7;
	state ^= state << 17;
	return state;
}

/* Uniform in [0, 1). */
static double unit(void) {
	return (double) (next() >> 11) * 0x1p-53;
}

/* A random integer in [lo, hi]. */
static long range(long lo, long hi) {
	return lo + (long) (next() % (uint64_t) (hi - lo + 1));
}

static uint64_t bits(double d) {
	uint64_t u;
	memcpy(&u, &d, sizeof u);
	return u;
}

static double from_bits(uint64_t u) {
	double d;
	memcpy(&d, &u, sizeof d);
	return d;
}

static void emit(const char *kind, double x, double y) {
	volatile double vx = x, vy = y;
	double r = pow(vx, vy);
	printf("%s %016llx %016llx %016llx\n", kind, (unsigned long long) bits(x), (unsigned long long) bits(y),
	       (unsigned long long) bits(r));
}

/* A positive double with a random mantissa and a binary exponent in [lo, hi]. */
static double magnitude(int lo, int hi) {
	return ldexp(1.0 + unit(), (int) range(lo, hi));
}

int main(int argc, char **argv) {
	long n = argc > 1 ? atol(argv[1]) : 1500;
	long i;
	size_t a, b;
	__builtin_cpu_init();
	if (!__builtin_cpu_supports("fma") || !__builtin_cpu_supports("avx2")) {
		fprintf(stderr, "pow_vectors: this processor lacks FMA or AVX2, so glibc would not use its FMA pow\n");
		return 2;
	}
	printf("# glibc %s pow (FMA variant: the processor has FMA and AVX2)\n", gnu_get_libc_version());
	printf("# %ld vectors of each random kind\n", n);

	for (i = 0; i < n; i++) {
		double e = unit() * ldexp(1.0, -(int) range(0, 40));
		double s = (unit() + 0x1p-30) * ldexp(1.0, -(int) range(0, 30));
		double d = i % 4 == 0 ? (double) range(2, 10) : 1.0;
		double ratio = e / s;
		emit("factor", 2.0, -(d == 1.0 ? ratio : ratio / d));
	}
	for (i = 0; i < n; i++) {
		double usage = (double) range(0, (long) 1 << range(1, 50));
		double shares = (double) range(1, (long) 1 << range(1, 30));
		emit("ratio", 2.0, -(usage / shares));
	}
	for (i = 0; i < n; i++) {
		double y = i % 3 == 0 ? -1080.0 + 65.0 * unit() : magnitude(-66, 10);
		emit("expo", 2.0, i % 3 == 1 ? y : -y);
	}
	for (i = 0; i < n; i++) {
		float uf = (float) (unit() * ldexp(1.0, -(int) range(0, 20)));
		float tp = (float) ((unit() + 0x1p-20) * ldexp(1.0, -(int) range(0, 20)));
		float q = uf / tp;
		emit("pbs", 2.0, -(double) q);
	}
	for (i = 0; i < n; i++) {
		double half_life = (double) range(1, (long) 1 << range(1, 31));
		double seconds = (double) range(0, (long) 1 << range(0, 31));
		emit("decay", 1 - 0.693 / half_life, seconds);
	}
	for (i = 0; i < n; i++) {
		double rp = magnitude(-60, 60);
		double f = 5.0 * log(rp);
		double k = 1 / (1 + pow(f, 2));
		emit("dok", magnitude(-80, 80), k);
		emit("dosq", f, 2.0);
	}
	for (i = 0; i < n; i++) {
		double x = from_bits(next() & 0x7fefffffffffffffULL);
		double y = magnitude(-70, 70);
		emit("any", x, i % 2 ? y : -y);
	}
	for (i = 0; i < n; i++) {
		double x = magnitude(-8, 7);
		double target = -1080.0 + 2110.0 * unit();
		double l2 = log2(x);
		if (l2 != 0)
			emit("range", x, target / l2);
	}
	for (i = 0; i < n; i++) {
		double x = -magnitude(-20, 20);
		double y = i % 3 == 2 ? magnitude(-4, 6) : (double) range(-200, 200);
		emit("neg", x, y);
	}

	double specials[] = {
		0.0, 1.0, 2.0, 0.5, 3.0, INFINITY, NAN, 0x1p-1074, 0x1.fffffffffffffp-1023, 0x1p-1022,
		0x1.fffffffffffffp+1023, 0x1.fffffffffffffp-1, 0x1.0000000000001p+0, 0x1p-65, 0x1p-66, 0x1.fp-66,
		0x1p63, 0x1p64, 0x1p53, 0x1.0000000000001p+53, 1024.0, 1075.0, 1076.0, 0x1p-54, 0x1p-53,
	};
	size_t count = sizeof specials / sizeof specials[0];
	for (a = 0; a < 2 * count; a++) {
		for (b = 0; b < 2 * count; b++) {
			double x = a < count ? specials[a] : -specials[a - count];
			double y = b < count ? specials[b] : -specials[b - count];
			emit("edge", x, y);
		}
	}
	return 0;
}
