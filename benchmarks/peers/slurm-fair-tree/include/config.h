/* Stub of the config.h that Slurm's configure writes: only what the taken files test. */
#ifndef CMODEL_CONFIG_H
#define CMODEL_CONFIG_H
#define NDEBUG 1          /* xassert() off, as in a production build */
#define USE_ALIAS 1       /* strong_alias() through __attribute__((alias)) */
#define HAVE_STRLCPY 1
#endif
