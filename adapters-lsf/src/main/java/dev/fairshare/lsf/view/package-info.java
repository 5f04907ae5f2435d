/**
 * Renderers of LSF's command output ({@code bqueues -r}, {@code bhpart -r}) from a computed result.
 */
package dev.fairshare.lsf.view;
