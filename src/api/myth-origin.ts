/**
 * @module api/myth-origin
 * Myth Origin (`rules: "myth-origin"`) as the API runs it: its request schemas and its engine. The API loads this
 * module with `import()` on the first Myth Origin body (api/lazy.ts), so a Worker that only ever sees Hearthstone
 * bodies never evaluates it (cold start, issue 13): esbuild keeps a module reached only through `import()` unevaluated
 * until then.
 */
import { MythOptionsRequest, MythResolveRequest, MythSimulateRequest } from "../engine/myth-origin/schema.js";
import { optionsMythOrigin, resolveMythOrigin, simulateMythOrigin } from "../engine/myth-origin/index.js";

export const schemas = { resolve: MythResolveRequest, simulate: MythSimulateRequest, options: MythOptionsRequest } as const;
export const engine = { resolve: resolveMythOrigin, simulate: simulateMythOrigin, options: optionsMythOrigin } as const;
