/*
 * Slurm's fair_tree.c, compiled as it is (included unchanged), with one
 * entry point added so the timing program can call its static pass.
 */
#include "src/plugins/priority/multifactor/fair_tree.c"

void cmodel_apply_priority_fs(void)
{
	_apply_priority_fs();
}
