/**
 * {@code fairshare.tsv}, the project's neutral tree format.
 */
package dev.fairshare.format.tsv;
