/**
 * The format SPI and the shared machinery of readers: numbered line sources, positioned problems and
 * the exception that carries all of them, and the registry that resolves {@code format:path} inputs.
 */
package dev.fairshare.format;
