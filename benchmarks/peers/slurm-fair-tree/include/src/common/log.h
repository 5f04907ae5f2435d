/*
 * Stub of Slurm's src/common/log.h: logging off, as in slurmctld without
 * DebugFlags=Priority. log_flag() keeps Slurm's run-time test of
 * slurm_conf.debug_flags (0 here); the messages themselves are dropped.
 */
#ifndef CMODEL_LOG_H
#define CMODEL_LOG_H
#include <stdio.h>
#include "slurm/slurm.h"
#include "src/common/macros.h"

extern slurm_conf_t slurm_conf; /* src/common/read_config.h */

/* The levels' type, which slurm_protocol_defs.h names in a declaration; no level is used here. */
typedef enum { LOG_LEVEL_QUIET = 0 } log_level_t;

int error(const char *, ...) __attribute__((format(printf, 1, 2)));
extern void fatal_abort(const char *, ...)
	__attribute__((format(printf, 1, 2))) __attribute__((noreturn));
extern void fatal(const char *, ...)
	__attribute__((format(printf, 1, 2))) __attribute__((noreturn));
extern void log_oom(const char *file, int line, const char *func);

#define format_print(l, fmt, ...) do { } while (0)
#define info(fmt, ...)   do { } while (0)
#define verbose(fmt, ...) do { } while (0)
#define debug(fmt, ...)  do { } while (0)
#define debug2(fmt, ...) do { } while (0)
#define debug3(fmt, ...) do { } while (0)
#define debug4(fmt, ...) do { } while (0)
#define debug5(fmt, ...) do { } while (0)
#define log_flag(flag, fmt, ...)					\
	do {								\
		if (slurm_conf.debug_flags & DEBUG_FLAG_##flag)		\
			format_print(LOG_LEVEL_VERBOSE, #flag ": " fmt,	\
				     ##__VA_ARGS__);			\
	} while (0)
#endif
