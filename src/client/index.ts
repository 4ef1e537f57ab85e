/**
 * @module client
 * A typed client of the API: openapi-fetch over the types openapi-typescript generates from openapi/openapi.json
 * (schema.gen.ts; `npm run openapi` rewrites both). Paths, bodies, parameters and answers are checked by the compiler:
 *
 *   const api = createApiClient("http://127.0.0.1:8787");
 *   const { data, error, response } = await api.POST("/v1/resolve", { body: { rules: "hearthstone", seed: 7, state, actions } });
 *
 * `data` is the 200 body; `error` the RFC 9457 problem of a 4xx (`error.error.code` …). `fetch` defaults to the global.
 */
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./schema.gen.js";

export type { components, paths };
export type ApiClient = Client<paths>;
export type Schemas = components["schemas"];

export function createApiClient(baseUrl: string, fetch?: (request: Request) => Promise<Response>): ApiClient {
  return createClient<paths>({ baseUrl, ...(fetch ? { fetch } : {}) });
}
