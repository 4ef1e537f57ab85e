/** Why `dir`'s node_modules does not match its package-lock.json, or null when it does (scripts/setup.mjs). */
export function staleReason(dir?: string): string | null;
