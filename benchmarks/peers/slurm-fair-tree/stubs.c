/*
 * Stubs for what the taken Slurm files reference outside the timed pass:
 * logging (off), the slurmctld and assoc_mgr locks and fair_tree_decay()'s
 * job hooks (never called: the program calls _apply_priority_fs() alone),
 * and the globals of read_config.c and assoc_mgr.c the pass reads.
 */
#include <stdio.h>
#include <stdlib.h>
#include "priority_multifactor.h"

slurm_conf_t slurm_conf;                     /* debug_flags 0: no DebugFlags=Priority */
slurmdb_assoc_rec_t *assoc_mgr_root_assoc = NULL;
uint32_t g_user_assoc_count = 0;

int error(const char *fmt, ...) { (void) fmt; return 0; }

void fatal_abort(const char *fmt, ...)
{
	fprintf(stderr, "fatal_abort: %s\n", fmt);
	abort();
}

void fatal(const char *fmt, ...)
{
	fprintf(stderr, "fatal: %s\n", fmt);
	exit(1);
}

void log_oom(const char *file, int line, const char *func)
{
	fprintf(stderr, "out of memory at %s:%d %s\n", file, line, func);
	abort();
}

void lock_slurmctld(slurmctld_lock_t l) { (void) l; }
void unlock_slurmctld(slurmctld_lock_t l) { (void) l; }
void assoc_mgr_lock(assoc_mgr_lock_t *l) { (void) l; }
void assoc_mgr_unlock(assoc_mgr_lock_t *l) { (void) l; }

bool decay_apply_new_usage(job_record_t *j, time_t *t)
{
	(void) j; (void) t;
	abort(); /* not part of the pass */
}

int decay_apply_weighted_factors(job_record_t *j, time_t *t)
{
	(void) j; (void) t;
	abort(); /* not part of the pass */
}
