/** The LSF formats under the testkit's format contract. */
package dev.fairshare.lsf.contract;
