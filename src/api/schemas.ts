/**
 * @module api/schemas
 * zod schemas of what the API returns (the request schemas live with the engine), registered with ids
 * so the OpenAPI document names them as components.
 */
import { z } from "zod";
import { CardLookupRequest } from "./query-schemas.js";
import { MYTH_COMPONENTS } from "./myth-origin-schemas.js";
import { ERROR_CODES } from "./errors.js";
import { AmountExpr, Aura, CardDefinition, Condition, Effect, EntityFilter, Selector, TargetSpec, Trigger } from "../engine/hearthstone/cards/format/index.js";
import {
  Action, EnchantmentInput, EntityInput, GameStateInput, ManaInput, OptionsRequest, PlayerInput, ResolveRequest, SimulateRequest,
} from "../engine/hearthstone/schema.js";

/** POST /v1/import's answer (documented only: the route writes it itself). Here, not in routes/import.ts, so the
 * snapshot schema is not built at start-up (cold start, issue 13). */
export const ImportResponse = z.object({
  format: z.enum(["power.log", "hsreplay"]),
  state: GameStateInput.describe("the game at the end of the log, ready to post to /v1/resolve as `state`: each entity has `id` (its game entity id) and `ref` `e<id>`; hidden cards in a hand or deck are unknown cards (`card: null`)"),
  players: z.object({ 1: z.string().optional(), 2: z.string().optional() }).describe("the players' names as the log gives them (player 1 is PlayerID 1)"),
  skipped: z.array(z.object({ id: z.number().int(), card: z.string().nullable(), reason: z.string() }))
    .describe("entities left out of the snapshot (cosmetic entities, hidden secrets, cards the card data does not know, enchantments the engine does not implement) or imported as unknown cards, with why"),
  cosmetics: z.array(z.object({ id: z.number().int(), from: z.string(), to: z.string() }))
    .describe("skins resolved to the card they play as: a coin skin to The Coin, a hero skin to its class's hero, a hero-power skin to its hero power"),
  actions: z.array(z.object({
    turn: z.number().int(), player: z.union([z.literal(1), z.literal(2)]),
    action: Action.describe("the action in /v1/resolve's format (entities by ref)"),
    state: GameStateInput.describe("the game just before the action"),
    hiddenSecrets: z.tuple([z.number().int(), z.number().int()]).optional().describe("secrets in play the log hides, per player (the snapshot cannot hold them)"),
  })).optional().describe("with ?at=actions: every player action in the log (play, attack, hero power, end of turn), in order"),
});


export const EntityRef = z.object({
  id: z.number().int(), card: z.string(), ref: z.string().optional(), controller: z.number().int(),
}).describe("An entity as trace nodes name it");

const TRACE_KINDS = ["sequence", "turn", "phase", "step", "event", "queue", "trigger", "skip", "random", "aura", "gameOver"] as const;

export type TraceNodeShape = { kind: (typeof TRACE_KINDS)[number]; children: TraceNodeShape[]; [k: string]: unknown };

export const TraceNode: z.ZodType<TraceNodeShape> = z.lazy(() =>
  z.looseObject({
    kind: z.enum(TRACE_KINDS).describe(
      "sequence (序列: `action` or `name`), turn (an endTurn action: its sequences and steps), phase (阶段: `name`), step (`name`), " +
      "event (`type`, `source`, `target`, `amount`), queue (`entries` in resolution order, each with zone, priority and order of play; `orderedBy`), " +
      "trigger (扳机: `source`, `card`, `on`, `host` for enchantments, `keyword` for engine triggers, `times`), skip (`reason`), " +
      "random (`purpose`, `candidates`, `chosen`, `leftOut` for pools over the card data), aura (`added`, `removed`), gameOver (`winner`, `draw`)",
    ),
    children: z.array(TraceNode),
  }),
);

export const Outcome = z.object({
  over: z.boolean(), winner: z.union([z.literal(1), z.literal(2), z.null()]), draw: z.boolean(),
});

export const RandomDecision = z.object({
  purpose: z.string(), by: EntityRef.optional(), candidates: z.array(z.union([EntityRef, z.string()])),
  chosen: z.union([EntityRef, z.string(), z.number(), z.array(z.string())])
    .describe("what was picked; for `shuffle deck` (a deck given as a deck code) the deck's cards top first, the candidates being the code's cards in its order"),
  player: z.union([z.literal(1), z.literal(2)]).optional().describe("for `shuffle deck`: whose deck"),
  leftOut: z.number().int().optional().describe("for a pick from a pool described over the card data (\"a random 3-Cost minion\", Discover): how many cards of the game's pool were left out because the engine does not implement them yet (they are never offered or played as vanilla)"),
});

export const ResolveResponse = z.object({
  state: GameStateInput.describe("the final state, in the request's schema (re-submittable as is)"),
  outcome: Outcome,
  trace: z.array(TraceNode),
  log: z.array(z.string()),
  random: z.array(RandomDecision).describe("every random decision, in order"),
});

export const OptionsResponse = z.object({
  player: z.union([z.literal(1), z.literal(2)]),
  over: z.boolean(),
  actions: z.array(Action).describe("every legal action, ready to post to /v1/resolve (minions go rightmost unless you add `position`)"),
});

export const SimulateResponse = z.object({
  samples: z.number().int(),
  seeds: z.object({ from: z.number().int(), to: z.number().int() }),
  outcomes: z.object({ player1Wins: z.number().int(), player2Wins: z.number().int(), draws: z.number().int(), notOver: z.number().int() }),
  percentages: z.object({ player1Wins: z.number(), player2Wins: z.number(), draws: z.number(), notOver: z.number() }).describe("each outcome's share of the samples, in percent (two decimals)"),
  examples: z.object(Object.fromEntries(["player1Wins", "player2Wins", "draws", "notOver"].map((k) => [k, z.object({
    seed: z.number().int(), actionsRun: z.number().int().optional().describe("present when the game ended before the last action: how many ran"),
  }).optional()]))).describe("for each outcome that happened, its first sample: the same body with that `seed` (and, if `actionsRun` is given, only that many actions) posted to /v1/resolve replays it"),
  endedEarly: z.number().int().describe("samples whose game ended before all their actions ran: the remaining actions were not run, and the sample counts with its outcome (not an error)"),
  refs: z.record(z.string(), z.record(z.string(), z.number().int())).describe("for each ref of the request, how often it ended in each zone"),
  heroes: z.array(z.object({ player: z.union([z.literal(1), z.literal(2)]), health: z.object({ min: z.number(), max: z.number(), mean: z.number() }) })),
});

export const Card = z.object({
  id: z.string(), dbfId: z.number().int().min(1).optional().describe("absent when the card data has none"), name: z.object({ enUS: z.string(), zhCN: z.string() }), type: z.string(), cardClass: z.string(),
  cost: z.number().int(), attack: z.number().int().optional(), health: z.number().int().optional(), durability: z.number().int().optional(),
  rarity: z.string().optional().describe("FREE, COMMON, RARE, EPIC or LEGENDARY; absent when the card data has none"),
  races: z.array(z.string()), mechanics: z.array(z.string()), set: z.string(), collectible: z.boolean(),
  implemented: z.boolean().describe("whether the engine knows everything the card does"),
  playsAs: z.string().optional().describe("the card this one plays as: a reprint (CORE_, VAN_ …) its canonical printing, a skin its basic card (a hero-power skin its Basic hero power, a hero skin its class's basic hero); it has that card's definition, with its own stats"),
  inferred: z.literal(true).optional().describe("a card the card data lacks (a token or enchantment of a recent set), defined under the game's own id: its name and stats are inferred from the text of the card that makes it"),
});

export const CardList = z.object({
  total: z.number().int().describe("how many cards match"), offset: z.number().int(), limit: z.number().int(),
  next: z.number().int().nullable().describe("the offset of the next page, or null on the last page"), cards: z.array(Card),
});

export const CardLookupResponse = z.object({
  found: z.number().int(), notFound: z.number().int(),
  results: z.array(z.object({
    in: z.enum(["ids", "dbfIds", "names"]).describe("the list of the request the query came from"),
    query: z.union([z.string(), z.number().int()]),
    found: z.boolean(),
    card: Card.optional().describe("when found"),
    closeMatches: z.array(z.object({ id: z.string(), name: z.string() })).optional()
      .describe("when not found: cards whose id or name is close, as the 404 of GET /v1/cards/{idOrName} gives them (the first 10 misses only)"),
  })).describe("one per query, in the request's order: ids, then dbfIds, then names"),
});

const NamedCard = z.object({ id: z.string(), dbfId: z.number().int(), name: z.object({ enUS: z.string(), zhCN: z.string() }) });
const DeckCard = NamedCard.extend({
  cost: z.number().int(), count: z.number().int(), type: z.string(), cardClass: z.string(), rarity: z.string(), set: z.string(),
  collectible: z.boolean(), implemented: z.boolean(),
  bundledWith: z.string().optional().describe("Fabled (奇闻): the card of the deck this one is bundled with; it counts toward the deck's size and is no `collectible` problem"),
  added: z.number().int().optional().describe("Fabled: how many of `count` the code lacked and the engine added with the card they are bundled with"),
});

export const DeckProblem = z.object({
  rule: z.enum(["deck-size", "copies", "legendary", "class", "collectible", "hero"]).describe(
    "deck-size: not 30 cards (or a card's own size: Prince Renathal's 40); copies: more than 2 of a card (a reprint counts with its original); " +
    "legendary: more than 1 of a Legendary; class: a card neither of the hero's class nor neutral (a Tourist of the hero's class brings its own class; " +
    "a Gadgetzan crime family's card goes in its three classes only); collectible: a printing that is not collectible (a Fabled card's bundled cards excepted); hero: not one hero, or not a hero card",
  ),
  message: z.string(),
  cards: z.array(z.string()).optional().describe("the card ids concerned"),
});

export const DeckReport = z.object({
  code: z.string().describe("the code as read (the deckstring line of a pasted export, standard base64 with padding)"),
  format: z.enum(["FT_WILD", "FT_STANDARD", "FT_CLASSIC", "FT_TWIST"]),
  hero: NamedCard.extend({ cardClass: z.string() }),
  cards: z.array(DeckCard).describe("by cost, then English name"),
  sideboards: z.array(z.object({ owner: NamedCard, cards: z.array(DeckCard) })).describe("cards chosen for a card with a sideboard (E.T.C., Band Manager; Zilliax Deluxe 3000), outside the deck's count"),
  size: z.object({ cards: z.number().int(), required: z.number().int().describe("30, or the size a card of the deck sets (40 with Prince Renathal)") }),
  curve: z.record(z.string(), z.number().int()).describe("cards by cost: \"0\" … \"6\", then \"7+\""),
  implemented: z.object({
    cards: z.number().int().describe("how many of the deck's cards (copies counted) the engine implements"), of: z.number().int(),
    missing: z.array(z.string()).describe("the ids of those it does not: a request with this deck gets 422 unimplemented_card until they are"),
  }),
  legal: z.boolean().describe("no deck-building rule broken"),
  problems: z.array(DeckProblem),
});

export const SetCoverage = z.object({
  set: z.string().describe("the set code of the card data, e.g. EXPERT1"),
  name: z.object({ enUS: z.string(), zhCN: z.string() }),
  collectible: z.number().int().describe("collectible cards of the set"),
  implemented: z.number().int().describe("of those, how many the engine implements"),
  counted: z.boolean().describe("false for sets with no playable card of their own (hero skins, the placeholder reprint set): left out of `total`"),
});

export const SetList = z.object({
  total: z.object({ collectible: z.number().int(), implemented: z.number().int() }).describe("over the counted sets"),
  sets: z.array(SetCoverage).describe("every set with collectible cards, in release order"),
});

export const ErrorResponse = z.object({
  type: z.string().describe("RFC 9457: a link to the code's explanation, /docs/errors#<code> (relative to the API's origin)"),
  title: z.string().describe("RFC 9457: a short summary of the code"),
  status: z.number().int().describe("RFC 9457: the HTTP status"),
  detail: z.string().describe("RFC 9457: this occurrence, the same text as error.message"),
  error: z.looseObject({
    code: z.enum(Object.keys(ERROR_CODES) as [string, ...string[]]).describe("invalid_json, invalid_request (a bad deck code: with `reason`), invalid_log (POST /v1/import: where the log is not a game log or is cut short), unknown_card, not_found, method_not_allowed, illegal_action, body_too_large, unimplemented_card, step_budget_exceeded, internal_error; each explained at /docs/errors#<code>; each response of an operation lists the codes it may carry"),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })),
    reason: z.enum(["empty", "too_long", "not_base64", "not_deckstring", "unsupported_version", "unsupported_format", "truncated", "no_hero", "unknown_dbfid", "too_many_cards"]).optional()
      .describe("a bad deck code (400 invalid_request): what is wrong with it"),
    dbfIds: z.array(z.number().int()).optional().describe("reason unknown_dbfid: the dbfIds no card has"),
    closeMatches: z.union([
      z.record(z.string(), z.array(z.object({ id: z.string(), name: z.string() }))),
      z.array(z.string()),
    ]).optional().describe("unknown_card: per path of an unknown card (the first few), the cards whose names are closest; for a Myth Origin body, the request's card name closest to the unknown one, if any"),
    cards: z.array(z.string()).optional().describe("unimplemented_card: the ids of the cards the engine does not implement"),
  }),
  trace: z.array(TraceNode).optional().describe("the partial trace, when the step budget ran out"),
});

export const Health = z.object({ ok: z.literal(true), name: z.string(), version: z.string() });

/** The named components of the OpenAPI document. */
export const components = z.registry<{ id: string }>();
for (const [id, s] of Object.entries({
  ResolveRequest, SimulateRequest, OptionsRequest, GameState: GameStateInput, Player: PlayerInput, Entity: EntityInput, Enchantment: EnchantmentInput,
  Mana: ManaInput, Action, CardDefinition, Effect, Selector, Condition, EntityFilter, Trigger, TargetSpec, Aura, Amount: AmountExpr,
  ResolveResponse, OptionsResponse, SimulateResponse, TraceNode, EntityRef, Outcome, RandomDecision, Card, CardList, SetCoverage, SetList, ErrorResponse, Health,
  CardLookupRequest, CardLookupResponse, DeckReport, DeckProblem,
  ImportResponse,
})) components.add(s as z.ZodType, { id });
for (const [id, s] of Object.entries(MYTH_COMPONENTS)) components.add(s, { id });
