/**
 * @module hearthstone/snapshot-schema
 * The snapshot and action schema of the public contract (../shared/spec/API.md), in zod, and the requests built
 * around a schema of client cards (`requestSchemas`). It does not import the card format: the API builds the format's
 * schemas (about half of the request schema's set-up) only for a body that has `cards` (cold start, issue 13).
 * `./schema.ts` is the whole request schema, with the card format.
 *
 * `./request-check.ts` checks the common body (no client cards) without zod and must answer exactly as these schemas
 * do: a change here (a field, a limit, a pattern) goes there too. Its test, test/engine/hearthstone/request-check.test.ts,
 * compares the two over mutated bodies; a field the check does not know makes it "not sure", never wrong, but a limit
 * tightened here and not there would let it accept what zod refuses.
 */
import { z } from "zod";

const tagName = z.string().regex(/^[A-Z][A-Z0-9_]*$/, "a GameTag name in UPPER_SNAKE case");
export const Tags = z.record(tagName, z.number().int().min(-1_000_000_000).max(1_000_000_000));
export const CardRef = z.union([z.string().min(1).max(100), z.number().int().min(1)]).describe("card id, dbfId, or exact English / Chinese name; a name shared by several cards picks one that fits where it is named (a minion on the board, a hero as `hero`), not a hero skin except as `hero`, collectible, the original printing (not a reprint or skin), then the lowest dbfId");
const ref = z.string().min(1).max(64).regex(/^[^.\s]+$/, "a label without dots or spaces");
/** Wide enough for anything a resolution can write back (100 actions of up to 1,000,000 damage each). */
const stat = z.number().int().min(-1_000_000_000).max(1_000_000_000);

export const EnchantmentInput = z.object({
  card: CardRef.optional().describe("an enchantment card; omit for an anonymous stat change"),
  ref: ref.optional(),
  id: z.number().int().min(4).max(1_000_000).optional(),
  order: z.number().int().min(0).optional(),
  controller: z.union([z.literal(1), z.literal(2)]).optional().describe("default: the host's controller"),
  attack: stat.optional(),
  health: stat.optional(),
  cost: stat.optional(),
  setAttack: stat.optional().describe("sets the host's attack (applied before this enchantment's own attack change)"),
  setHealth: stat.optional().describe("sets the host's maximum health (applied before this enchantment's own health change)"),
  setCost: z.number().int().min(0).max(1_000_000).optional().describe("sets the host's cost (applied before this enchantment's own cost change)"),
  minCost: z.number().int().min(0).max(1_000_000).optional().describe("this enchantment's cost reduction stops at this value (Summoning Portal: 1)"),
  aura: z.object({ source: z.number().int().min(1), index: z.number().int().min(0).max(50) }).strict().optional()
    .describe("attached by aura `index` of entity `source` (a cost aura on a card in hand: kept so its order of entry survives, 4.11); dropped at load if that aura no longer applies"),
  grants: z.array(tagName).optional().describe("keyword tags the enchantment grants"),
  oneTurn: z.boolean().optional().describe("expires at the end of the turn"),
  untilNextTurn: z.boolean().optional().describe("expires as its controller's next turn starts (a `buff` with `untilNextTurn`: \"until your next turn\")"),
  remembers: CardRef.optional().describe("a card the enchantment remembers (Carnivorous Cube's enchantment: the minion it destroyed; Gemstone Hoarder's: the card it discarded, any type)"),
  remembersOwner: z.union([z.literal(1), z.literal(2)]).optional().describe("the player who controlled the remembered minion when it was remembered (Moat Lurker resummons it for them)"),
  usesLeft: z.number().int().min(1).max(100).optional().describe("for an enchantment card with `uses` (\"the next N …\"): how many uses it has left (default: all; Tyrande's EDR_464e2)"),
  creator: z.number().int().min(1).optional().describe("a link: the id of the entity whose text attached this enchantment (a `buff` with `link: true`); that entity's selector `{ linked: <this enchantment card> }` finds the host (Platysaur's TLC_603e2 on the card it drew: its Deathrattle discards it). Give the linking entity that `id`"),
}).strict();

export const EntityInput = z.object({
  card: CardRef.nullable().describe("card id, dbfId, or exact English / Chinese name; `null` in a hand or deck: an unknown card (a hidden card, as a game log shows the opponent's hand and both decks): it counts for hand and deck size, can be drawn, discarded, stolen and picked at random, has no type, cost or text, and can't be played (409); the output writes it as `UNKNOWN`, which is read the same way"),
  ref: ref.optional().describe("a label, unique in the request, echoed in the output and the trace"),
  id: z.number().int().min(4).max(1_000_000).optional().describe("entity id (outputs carry it; inputs may keep it)"),
  order: z.number().int().min(0).optional().describe("order of play; lower = earlier"),
  attack: stat.optional(),
  health: stat.optional(),
  maxHealth: stat.optional(),
  cost: stat.optional(),
  durability: stat.optional(),
  armor: z.number().int().min(0).max(1_000_000).optional(),
  enchantments: z.array(EnchantmentInput).max(50).optional(),
  tags: Tags.optional(),
  seen: Tags.optional().describe("output only, ignored on input: the keywords in effect as the player sees them (its own, and those enchantments and auras grant: Defender of Argus's Taunt, Ice Block's Immune) and its Spell Damage (SPELLPOWER: its own plus what its enchantments carry, an aura's included); written for entities in play and in hand, left out when empty"),
}).strict();
export type EntityInput = z.infer<typeof EntityInput>;

export const ManaInput = z.object({
  crystals: z.number().int().min(0).max(50).optional(),
  used: z.number().int().min(0).max(100).optional(),
  temp: z.number().int().min(0).max(20).optional(),
  overloadOwed: z.number().int().min(0).max(100).optional(),
  overloadLocked: z.number().int().min(0).max(100).optional(),
  maxCrystals: z.number().int().min(0).max(50).optional().describe("maximum Mana, the cap on crystals (4.12): 10 unless a card raised it (Ysera, Emerald Aspect)"),
}).strict();

export const PlayerInput = z.object({
  hero: EntityInput.optional(),
  heroPower: EntityInput.optional(),
  weapon: EntityInput.optional(),
  mana: ManaInput.optional(),
  board: z.array(EntityInput).max(7).optional().describe("minions and Locations, left to right; a Location's `health` is the Durability it has left (1 lost per use; the game keeps it as HEALTH and DAMAGE), its cooldown the tag LOCATION_ACTION_COOLDOWN"),
  hand: z.array(EntityInput).max(12).optional(),
  deck: z.union([
    z.array(EntityInput).max(120).describe("top first"),
    z.string().min(1).max(1000).describe("a deck code (the game's deckstring, or a deck exported from the game with its `#` lines): its cards shuffled from the request's seed (seed 0 in /v1/options, which takes none; recorded in `random` as `shuffle deck`); a player with no `hero` gets the code's hero. GET /v1/decks/{code} shows what a code holds"),
  ], { error: "expected a list of cards (top first) or a deck code (a string)" }).optional().describe("the deck, top first, or a deck code"),
  secrets: z.array(EntityInput).max(5).optional(),
  graveyard: z.array(EntityInput).max(200).optional(),
  setAside: z.array(EntityInput).max(200).optional(),
  tags: Tags.optional(),
  lastPlayed: CardRef.optional().describe("the card this player played last, this turn or earlier: what \"the last card your opponent played\" copies (Vanessa VanCleef); none yet when omitted"),
  playedThisTurn: z.array(CardRef).max(200).optional().describe("the cards this player has played from hand this turn, in order (countered ones left out); default none"),
  playedLastTurn: z.array(CardRef).max(200).optional().describe("the cards this player played from hand on their previous turn, in order (countered ones left out): what Krag'wa's \"spells you played last turn\" reads; default none"),
  playedThisGame: z.array(z.object({
    card: CardRef,
    cost: z.number().int().min(0).max(1000).describe("what was paid for it (Mana, or Health for a card that costs Health)"),
    turn: z.number().int().min(0).max(90).describe("the game's turn it was played in"),
    id: z.number().int().min(4).max(1_000_000).optional().describe("the entity played, when known"),
    created: z.boolean().optional().describe("the card was made during the game (it had a CREATOR): it did not start in a deck"),
    paid: z.enum(["health", "corpses", "armor"]).optional().describe("its cost was paid with Health, Corpses or Armor, not Mana (default: Mana)"),
    target: z.enum(["friendly-minion", "friendly-hero", "enemy-minion", "enemy-hero"]).optional().describe("the character it was played at (its target chosen as it was played), from its player's side: \"spells you've cast on characters\""),
  }).strict()).max(200).optional().describe("the cards this player played from hand this game, oldest first (countered ones left out; the last 200 kept, the player tag NUM_CARDS_PLAYED_THIS_GAME counting all): what \"each Fel spell you've cast this game\" and \"if you played a minion while holding this\" read (a card's tag HELD_SINCE_PLAY: the number of the first play made while it was held); default none"),
  corpses: z.number().int().min(0).max(1_000_000).optional()
    .describe("Corpses (残骸) the player has now, the counter under the Death Knight's mana: the game's Player tags CORPSES − CORPSES_SPENT_THIS_GAME. One is gained for each friendly minion that dies; default 0"),
  corpsesSpent: z.number().int().min(0).max(1_000_000).optional()
    .describe("Corpses the player has spent this game (Player.CORPSES_SPENT_THIS_GAME); default 0"),
}).strict();
export type PlayerInput = z.infer<typeof PlayerInput>;

export const GameStateInput = z.object({
  turn: z.number().int().min(1).max(90).optional().describe("at 90 the game is over, a draw (2.1 MAIN_NEXT)"),
  activePlayer: z.union([z.literal(1), z.literal(2)]).optional(),
  players: z.tuple([PlayerInput, PlayerInput]),
  deaths: z.array(z.object({ card: CardRef, controller: z.union([z.literal(1), z.literal(2)]), turn: z.number().int().min(0) }).strict()).max(500).optional(),
  summons: z.array(z.object({
    card: CardRef, controller: z.union([z.literal(1), z.literal(2)]), turn: z.number().int().min(0),
    id: z.number().int().min(4).max(1_000_000).optional().describe("the entity summoned, when known"),
  }).strict()).max(500).optional()
    .describe("the minions summoned this game (played ones too), oldest first, the last 500: \"each Treant you've summoned this game\" (the amount `summoned`)"),
  tags: Tags.optional().describe("game-level tags such as NUM_MINIONS_KILLED_THIS_TURN"),
  extraTurns: z.array(z.union([z.literal(1), z.literal(2)])).max(100).optional()
    .describe("pending extra turns (4.13: Time Warp, Temporus), the next first: the player who takes each; at the end of a turn the first is taken instead of switching players"),
}).strict();
export type GameStateInput = z.infer<typeof GameStateInput>;

const locator = z.string().min(1).max(64).describe("a ref, or a locator such as p1.hero, p2.board.1, p1.hand.0");
const playerId = z.union([z.literal(1), z.literal(2)]);

export const Action = z.discriminatedUnion("type", [
  z.object({ type: z.literal("play"), card: locator, target: locator.optional(), position: z.number().int().min(0).max(7).optional(), choose: z.union([z.literal(1), z.literal(2)]).optional(), player: playerId.optional() }).strict(),
  z.object({ type: z.literal("attack"), attacker: locator, defender: locator, player: playerId.optional() }).strict(),
  z.object({ type: z.literal("heroPower"), target: locator.optional(), player: playerId.optional() }).strict(),
  z.object({ type: z.literal("trade"), card: locator, player: playerId.optional() }).strict()
    .describe("可交易 (Tradeable): pay 1 mana, put the card from your hand into your deck at a random place other than the top, then draw a card"),
  z.object({ type: z.literal("useLocation"), card: locator, target: locator.optional(), player: playerId.optional() }).strict()
    .describe("地标 (Location): use a Location on your board, for no mana: its text resolves (against `target` if it needs one), it loses 1 Durability and can be used again on your next turn; at 0 Durability it is destroyed"),
  z.object({ type: z.literal("forge"), card: locator, player: playerId.optional() }).strict()
    .describe("锻造 (Forge): pay 2 mana to turn a card in your hand that has Forge into its Forged version (the card's `forge`), keeping its states; not playing a card"),
  z.object({ type: z.literal("titan"), minion: locator, ability: z.union([z.literal(1), z.literal(2), z.literal(3)]), target: locator.optional(), player: playerId.optional() }).strict()
    .describe("泰坦 (Titan): a Titan minion of yours uses one of its three abilities (1-3, in the order of the card's `titan`) instead of attacking: each once, on your turn, even the turn it arrives; it counts as one of its attacks this turn (Windfury allows two; Frozen, none); `target` when the ability needs one"),
  z.object({ type: z.literal("endTurn"), player: playerId.optional() }).strict(),
  z.object({ type: z.literal("startGame") }).strict()
    .describe("the game starts here (only as the first action, on turn 1): the snapshot is the game after the mulligan, before the first turn; the Start of Game texts of both players' hands and decks resolve (5.5: the first player's, then the second's; hand before deck; deck by cost, ties at random), then the first player's turn begins (ready step: a mana crystal; start-of-turn triggers; the draw)"),
  z.object({ type: z.literal("concede"), player: playerId.optional() }).strict(),
  z.object({ type: z.literal("destroy"), target: locator }).strict(),
  z.object({ type: z.literal("damage"), target: locator, amount: z.number().int().min(0).max(1_000_000), source: locator.optional() }).strict(),
  z.object({ type: z.literal("heal"), target: locator, amount: z.number().int().min(0).max(1_000_000), source: locator.optional() }).strict(),
  z.object({ type: z.literal("summon"), card: CardRef, player: playerId.optional(), position: z.number().int().min(0).max(7).optional(), ref: ref.optional() }).strict(),
  z.object({ type: z.literal("cast"), card: CardRef, player: playerId.optional(), target: locator.optional() }).strict(),
  z.object({ type: z.literal("draw"), player: playerId.optional(), count: z.number().int().min(1).max(60).optional() }).strict(),
]);
export type Action = z.infer<typeof Action>;

export const MAX_SAMPLES = 10_000;

/** The three request schemas, with `card` as the schema of each of `cards` (the card format's CardDefinition). */
export function requestSchemas<C extends z.ZodType>(card: C) {
  const ResolveRequest = z.object({
    rules: z.literal("hearthstone").optional(),
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    locale: z.enum(["enUS", "zhCN"]).optional(),
    state: GameStateInput,
    actions: z.array(Action).min(1).max(100),
    cards: z.array(card).max(100).optional(),
    choices: z.array(z.number().int().min(0).max(100)).max(200).optional(),
  }).strict();
  const OptionsRequest = z.object({
    rules: z.literal("hearthstone").optional(),
    state: GameStateInput,
    cards: z.array(card).max(100).optional(),
  }).strict();
  const SimulateRequest = ResolveRequest.extend({
    samples: z.number().int().min(1).max(MAX_SAMPLES).describe("how many seeds to run, starting at `seed` (at most 10,000; past the simulation's step budget the request is a 422 `step_budget_exceeded` naming how many samples ran)"),
  }).strict();
  return { ResolveRequest, OptionsRequest, SimulateRequest };
}

/**
 * The requests for a body without client cards (`cards` absent or empty): they validate such a body exactly as the
 * whole schema does, and refuse any card.
 */
export const RequestsWithoutCards = requestSchemas(z.never());
