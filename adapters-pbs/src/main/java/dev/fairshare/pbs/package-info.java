/**
 * The PBS adapters (OpenPBS / PBS Professional fair share; docs/algorithms/pbs.md): the Guice module and shared names.
 */
package dev.fairshare.pbs;
