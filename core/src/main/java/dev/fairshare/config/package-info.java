/**
 * Loading and validating the {@code fairshare} configuration against every module's {@code reference.conf}.
 */
package dev.fairshare.config;
