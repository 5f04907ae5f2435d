/**
 * Renderers of results as aligned tables, TSV and JSON.
 */
package dev.fairshare.cli.render;
