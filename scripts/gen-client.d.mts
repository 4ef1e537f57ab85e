/** Types for scripts/gen-client.mjs (imported by the test that checks src/client/schema.gen.ts is not stale). */
export const OPENAPI_JSON: string;
export const CLIENT_TYPES: string;
export function generateClientTypes(doc: unknown): Promise<string>;
