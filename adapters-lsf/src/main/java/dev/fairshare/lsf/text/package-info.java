/**
 * Line-based edits that let the LSF writers change only what changed.
 */
package dev.fairshare.lsf.text;
