/*
 * Stub of Slurm's src/plugins/priority/multifactor/priority_multifactor.h
 * (and what it pulls in from assoc_mgr.h, slurmctld/locks.h,
 * slurmctld/slurmctld.h, read_config.h): only the declarations fair_tree.c
 * uses, with Slurm's types. The slurmctld and assoc_mgr locks and the job
 * hooks are used only by fair_tree_decay(), outside the timed pass.
 */
#ifndef CMODEL_PRIORITY_MULTIFACTOR_H
#define CMODEL_PRIORITY_MULTIFACTOR_H
#include <stdbool.h>
#include <time.h>
#include "slurm/slurm.h"
#include "slurm/slurmdb.h"
#include "slurm/slurm_errno.h"
#include "src/common/list.h"
#include "src/common/log.h"
#include "src/common/xmalloc.h"
#include "src/common/xassert.h"

/* src/slurmctld/locks.h */
typedef enum { NO_LOCK, READ_LOCK, WRITE_LOCK } lock_level_t;
typedef struct {
	lock_level_t conf, job, node, part, fed, select_node;
} slurmctld_lock_t;
extern void lock_slurmctld(slurmctld_lock_t lock_levels);
extern void unlock_slurmctld(slurmctld_lock_t lock_levels);

/* src/common/assoc_mgr.h */
typedef struct {
	lock_level_t assoc, file, qos, res, tres, user, wckey;
} assoc_mgr_lock_t;
extern void assoc_mgr_lock(assoc_mgr_lock_t *locks);
extern void assoc_mgr_unlock(assoc_mgr_lock_t *locks);
extern slurmdb_assoc_rec_t *assoc_mgr_root_assoc;
extern uint32_t g_user_assoc_count;

/* src/slurmctld/slurmctld.h */
typedef struct job_record job_record_t;

/* priority_multifactor.h */
extern bool decay_apply_new_usage(job_record_t *job_ptr,
				  time_t *start_time_ptr);
extern int decay_apply_weighted_factors(job_record_t *job_ptr,
					time_t *start_time_ptr);
extern void set_assoc_usage_norm(slurmdb_assoc_rec_t *assoc);
#endif
