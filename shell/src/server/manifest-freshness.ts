/**
 * How long the render server's read of a remote's manifest stands before it is read again: a remote's
 * deploy shows in every render process's HTML within this (each process keeps its own read).
 */
export const MANIFEST_TTL_MS = 5000;
