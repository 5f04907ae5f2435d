/**
 * The syntax shared by LSF's configuration files: Begin/End sections, continued lines, comments,
 * key/value and column sections, with positions for every character.
 */
package dev.fairshare.lsf.syntax;
