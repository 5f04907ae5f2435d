/**
 * The one way files are written: {@link dev.fairshare.io.FileTransaction} stages every file of a change
 * next to its place and publishes them all or none, so that a failure or a kill at any moment leaves the
 * previous state byte for byte (docs/design.md, "Writing files"); {@link dev.fairshare.io.FileAccessException}
 * is the I/O failure a user can fix (exit 3), with the path and the reason.
 */
package dev.fairshare.io;
