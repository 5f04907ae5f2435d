/**
 * The Guice base module and the map bindings that algorithms and formats are contributed to.
 */
package dev.fairshare.inject;
