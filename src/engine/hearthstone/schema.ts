/**
 * @module hearthstone/schema
 * The request and snapshot schema of the public contract (../shared/spec/API.md), in zod. The API
 * validates bodies with it, the OpenAPI document is generated from it, and the CLI uses it too.
 * The snapshot and actions are in ./snapshot-schema.ts; this module adds the card format (client `cards`).
 */
import type { z } from "zod";
import { CardDefinition } from "./cards/format/index.js";
import { requestSchemas } from "./snapshot-schema.js";

export * from "./snapshot-schema.js";

const requests = requestSchemas(CardDefinition);

export const ResolveRequest = requests.ResolveRequest;
export type ResolveRequest = z.infer<typeof ResolveRequest>;

export const OptionsRequest = requests.OptionsRequest;
export type OptionsRequest = z.infer<typeof OptionsRequest>;

export const SimulateRequest = requests.SimulateRequest;
export type SimulateRequest = z.infer<typeof SimulateRequest>;
