/**
 * @module api/myth-origin-schemas
 * The OpenAPI components of Myth Origin (`rules: "myth-origin"`): its requests (from the engine) and responses, and
 * an example request. The paths take either game's body, a union told apart by `rules` (api/contract.ts).
 */
import { z } from "zod";
import {
  MythAction, MythCardDefinition, MythEffect, MythEntityInput, MythGameState, MythOptionsRequest, MythPlayerInput, MythResolveRequest,
  MythSimulateRequest, MythStackItemInput, MythTimingInput,
} from "../engine/myth-origin/schema.js";

/** The README's quickstart: 跳跳兔 is used; the opponent answers with 五雷诀 (瞬发) as item ②; both pass; ② then ① resolve. */
export const MYTH_EXAMPLE_REQUEST = {
  rules: "myth-origin",
  locale: "zhCN",
  cards: [
    { id: "跳跳兔", name: { zhCN: "跳跳兔", enUS: "Hopping Rabbit" }, type: "creature", cost: 1, attack: 2, health: 1 },
    { id: "五雷诀", name: { zhCN: "五雷诀", enUS: "Five Thunders Art" }, type: "spell", cost: 2, keywords: ["瞬发"], target: { kind: "creature" }, effects: [{ type: "destroy", to: "target" }] },
  ],
  state: {
    turn: 3, activePlayer: 1,
    players: [
      { hand: [{ card: "跳跳兔", ref: "R" }], spirit: [{ card: "跳跳兔" }] },
      { hand: [{ card: "五雷诀", ref: "W" }], spirit: [{ card: "跳跳兔" }, { card: "跳跳兔" }], field: [{ card: "跳跳兔", ref: "T" }] },
    ],
  },
  actions: [{ type: "play", card: "R" }, { type: "play", card: "W", targets: ["T"] }, { type: "pass" }, { type: "pass" }],
} as const;

const Outcome = z.object({
  over: z.boolean(), winner: z.union([z.literal(1), z.literal(2), z.null()]),
  losers: z.array(z.union([z.literal(1), z.literal(2)])).describe("1.2: no draws; both players may lose together (winner null)"),
});

export const MythOriginResolveResponse = z.object({
  state: MythGameState.describe("the final state, in the request's schema (re-submittable as is), with `timing` when one is still open"),
  outcome: Outcome,
  trace: z.array(z.looseObject({ kind: z.string(), children: z.array(z.unknown()) })).describe(
    "sequence (one action) → step `timing` (时机: `timing` number, `cause`) / `declare-combat`, `execute-combat`, `combat-damage`, `combat-failed` / `resolve` (one stack item: `item`, `source`) → " +
    "events: `stack` (an item added: `item` ①②③, `inserted`), `pass`, `timing-skipped`, `timing-end`, `pay`, `tap`, `flip`, `enter`, `equip`, `draw`, `damage`, `destroy`, `banish`, `reset` …; trigger; skip (`reason`); gameOver (`losers`)",
  ),
  log: z.array(z.string()),
  random: z.array(z.record(z.string(), z.unknown())),
});

export const MythOriginOptionsResponse = z.object({
  player: z.union([z.literal(1), z.literal(2)]).describe("who may act: the player with priority, else the active player"),
  over: z.boolean(),
  timing: z.object({ cause: z.string(), stack: z.number().int() }).nullable(),
  actions: z.array(MythAction),
});

const counts = z.object({ player1Wins: z.number(), player2Wins: z.number(), bothLose: z.number(), notOver: z.number() });
export const MythOriginSimulateResponse = z.object({
  samples: z.number().int(), seeds: z.object({ from: z.number().int(), to: z.number().int() }), outcomes: counts, percentages: counts,
  examples: z.record(z.string(), z.object({ seed: z.number().int(), actionsRun: z.number().int().optional() })), endedEarly: z.number().int(),
});

export const MYTH_COMPONENTS: Record<string, z.ZodType> = {
  MythOriginResolveRequest: MythResolveRequest.meta({ examples: [MYTH_EXAMPLE_REQUEST] }),
  MythOriginSimulateRequest: MythSimulateRequest, MythOriginOptionsRequest: MythOptionsRequest,
  MythOriginGameState: MythGameState, MythOriginPlayer: MythPlayerInput, MythOriginEntity: MythEntityInput, MythOriginTiming: MythTimingInput,
  MythOriginStackItem: MythStackItemInput, MythOriginAction: MythAction, MythOriginCardDefinition: MythCardDefinition, MythOriginEffect: MythEffect,
  MythOriginResolveResponse, MythOriginOptionsResponse, MythOriginSimulateResponse,
};
