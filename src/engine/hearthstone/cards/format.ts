/**
 * @module hearthstone/cards/format
 * The card-definition format: declarative, JSON-serialisable, shared by the built-in library and by
 * cards a client sends in a request. A card says what it reacts to and what it does; the engine knows
 * the rules (queueing, order of play, pre-checks, mortally-wounded checks, self-trigger protection).
 *
 * @example Knife Juggler
 * { "id": "NEW1_019", "triggers": [{ "on": "after-summon", "if": { "target": "other-friendly-minion" },
 *   "do": [{ "type": "damage", "amount": 1, "to": { "random": "enemy-characters" } }] }] }
 */
import { z } from "zod";

/** Words that name an entity relative to the effect (see selectors.ts). */
export const IDENTITIES = ["self", "target", "event-target", "event-source", "friendly-hero", "enemy-hero", "friendly-weapon", "summoned"] as const;
export const Identity = z.enum(IDENTITIES);

/**
 * Which entities match. A string is a shorthand joined by "-": `self`, `other` (not self), `friendly`/`enemy`,
 * and `minion`/`hero`/`character`/`weapon`, e.g. "other-friendly-minion", "enemy-character".
 */
export const EntityFilter = z.union([
  z.string().regex(/^(self|(other-)?(friendly-|enemy-)?(minion|hero|character|weapon)|other|friendly|enemy)$/, "an entity filter shorthand such as 'friendly-minion' or 'other-enemy-character'"),
  z.object({
    is: z.union([Identity, z.array(Identity)]).optional().describe("the entity is one of these"),
    not: z.union([Identity, z.array(Identity)]).optional().describe("the entity is none of these"),
    side: z.enum(["friendly", "enemy"]).optional(),
    type: z.enum(["minion", "hero", "character", "weapon", "spell", "card"]).optional(),
    race: z.string().optional().describe("a race such as MECHANICAL or BEAST"),
    notRace: z.string().optional().describe("not of this race"),
    alive: z.boolean().optional().describe("in play and not mortally wounded"),
    damaged: z.boolean().optional(),
    tag: z.string().optional().describe("has this tag (keyword) in effect, e.g. TAUNT"),
    notTag: z.string().optional().describe("does not have this tag"),
    minAttack: z.number().int().min(0).optional().describe("its Attack is at least this (Shadow Word: Death: 5)"),
    maxAttack: z.number().int().optional().describe("its Attack is at most this (Shadow Madness: 3 or less)"),
    secret: z.boolean().optional().describe("is (or is not) a Secret card"),
  }).strict(),
]);
export type EntityFilter = z.infer<typeof EntityFilter>;

export const SELECTOR_ALIASES = [
  "all-characters", "all-minions", "all-heroes", "enemy-characters", "enemy-minions", "friendly-characters",
  "friendly-minions", "other-friendly-minions", "all-other-characters", "all-other-minions", "other-characters",
  "group",
] as const;

export type Selector =
  | (typeof IDENTITIES)[number]
  | (typeof SELECTOR_ALIASES)[number]
  | { all: "characters" | "minions" | "heroes" | "hand"; side?: "friendly" | "enemy"; where?: EntityFilter }
  | { random: Selector; count?: number }
  | { adjacent: Selector; self?: "first" | "last" }
  | { from: Selector; except: Selector };

/** Which entities an effect applies to. `random` picks among the candidates as the rulebook's 3.5 says for that effect. */
export const Selector: z.ZodType<Selector> = z.lazy(() =>
  z.union([
    Identity,
    z.enum(SELECTOR_ALIASES),
    z.object({
      all: z.enum(["characters", "minions", "heroes", "hand"]).describe("hand: the cards in hand (cost auras, Emperor Thaurissan)"),
      side: z.enum(["friendly", "enemy"]).optional(), where: EntityFilter.optional(),
    }).strict(),
    z.object({ random: Selector, count: z.number().int().min(1).max(30).optional() }).strict(),
    z.object({
      adjacent: Selector,
      self: z.enum(["first", "last"]).optional().describe("include the minion itself: first (middle, left, right) or last (left, right, middle); default: neighbours only"),
    }).strict().describe("the neighbours of the minion(s) `adjacent` names"),
    z.object({ from: Selector, except: Selector }).strict().describe("the entities of `from` that `except` does not name (`except` is picked first, e.g. Brawl's survivor)"),
  ]),
);

export type Condition =
  | { target: EntityFilter }
  | { source: EntityFilter }
  | { turn: "own" | "opponent" }
  | { player: "friendly" | "enemy" }
  | { space: "friendly-board" | "enemy-board" | "friendly-hand" }
  | { exists: Selector }
  | { count: Selector; atLeast: number }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

/** A condition on the event being answered (its target and source), the turn, or the board. */
export const Condition: z.ZodType<Condition> = z.lazy(() =>
  z.union([
    z.object({ target: EntityFilter }).strict(),
    z.object({ source: EntityFilter }).strict(),
    z.object({ turn: z.enum(["own", "opponent"]) }).strict(),
    z.object({ player: z.enum(["friendly", "enemy"]) }).strict(),
    z.object({ space: z.enum(["friendly-board", "enemy-board", "friendly-hand"]) }).strict(),
    z.object({ exists: Selector }).strict(),
    z.object({ count: Selector, atLeast: z.number().int().min(0).max(100) }).strict().describe("the selector names at least this many entities (Mind Control Tech: 4 enemy minions)"),
    z.object({ all: z.array(Condition) }).strict(),
    z.object({ any: z.array(Condition) }).strict(),
    z.object({ not: Condition }).strict(),
  ]),
);

const cardId = z.string().min(1).max(64);
const amount = z.number().int().min(0).max(1000);

export type Effect =
  | { type: "damage"; amount: number; to: Selector; spellDamage?: boolean | "hits"; upTo?: number; oneByOne?: boolean; equalTo?: "attack" }
  | { type: "heal"; amount: number; to: Selector }
  | { type: "draw"; count?: number; player?: "friendly" | "enemy" }
  | { type: "summon"; card: string; count?: number; countOf?: Selector; side?: "friendly" | "enemy" }
  | { type: "summonRandom"; pool: string[]; unique?: boolean }
  | { type: "summonCopy"; of: Selector; health?: number }
  | { type: "returnCopyToHand"; of: Selector; cost?: number; setCost?: number; enchantment?: string }
  | { type: "returnToHand"; to: Selector; cost?: number; enchantment?: string }
  | { type: "buff"; to: Selector; attack?: number; health?: number; grants?: string[]; enchantment?: string; oneTurn?: boolean }
  | { type: "swapAttackHealth"; to: Selector; enchantment?: string }
  | { type: "expire" }
  | { type: "destroy"; to: Selector }
  | { type: "discard"; count?: number | "all"; player?: "friendly" | "enemy" }
  | { type: "transform"; to: Selector; card?: string; copyOf?: Selector }
  | { type: "loseDurability"; amount: number; to: Selector }
  | { type: "silence"; to: Selector }
  | { type: "freeze"; to: Selector }
  | { type: "armor"; amount: number; to?: Selector }
  | { type: "manaCrystals"; amount: number; state?: "full" | "empty" }
  | { type: "tempMana"; amount: number }
  | { type: "addCard"; card?: string; pool?: string[]; copyOf?: Selector; count?: number; player?: "friendly" | "enemy" }
  | { type: "putIntoPlay"; from: "deck" | "hand"; where?: EntityFilter }
  | { type: "group"; of: Selector; do: Effect[] }
  | { type: "equipWeapon"; card: string }
  | { type: "takeControl"; to: Selector; side?: "friendly" | "enemy"; sickness?: boolean; enchantment?: string }
  | { type: "redirectAttack"; to: Selector }
  | { type: "counter"; to: Selector }
  | { type: "forceAttack"; attacker: Selector; defender: Selector; counts?: boolean }
  | { type: "if"; if: Condition; then: Effect[]; else?: Effect[] };

/** One thing a card does. Each `type` is implemented once, in effects/<type>.ts. */
export const Effect: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.object({
      type: z.literal("damage"), amount, to: Selector,
      spellDamage: z.union([z.boolean(), z.literal("hits")]).optional().describe("default: true for spells (unless the card is ImmuneToSpellpower); \"hits\": Spell Damage adds random hits instead (missiles, rulebook 5.1)"),
      upTo: z.number().int().min(1).max(1000).optional().describe("a random amount from `amount` to `upTo` (Boom Bot: 1-4), picked once per hit"),
      equalTo: z.literal("attack").optional().describe("add each target's own Attack to `amount`, read when that target is hit; the targets are hit one by one (1.5: AoE of varying amounts is not mass damage)"),
      oneByOne: z.boolean().optional().describe("hit the targets one at a time in the selector's order, each hit's event resolved before the next (3.1 AoE 的结算顺序: Cone of Cold), instead of mass damage"),
    }).strict(),
    z.object({ type: z.literal("heal"), amount, to: Selector }).strict(),
    z.object({ type: z.literal("draw"), count: z.number().int().min(1).max(30).optional(), player: z.enum(["friendly", "enemy"]).optional() }).strict(),
    z.object({
      type: z.literal("summon"), card: cardId, count: z.number().int().min(1).max(7).optional(),
      countOf: Selector.optional().describe("summon one for each entity the selector names when the effect starts (Unleash the Hounds)"),
      side: z.enum(["friendly", "enemy"]).optional(),
    }).strict(),
    z.object({ type: z.literal("summonRandom"), pool: z.array(cardId).min(1), unique: z.boolean().optional().describe("skip cards already on your board") }).strict(),
    z.object({ type: z.literal("summonCopy"), of: Selector, health: z.number().int().min(1).optional().describe("set the copy's current health") }).strict(),
    z.object({
      type: z.literal("returnCopyToHand"), of: Selector, cost: z.number().int().min(-50).max(50).optional(),
      setCost: z.number().int().min(0).max(50).optional().describe("the copy costs this much (Mana Bind: 0)"), enchantment: cardId.optional(),
    }).strict(),
    z.object({ type: z.literal("returnToHand"), to: Selector, cost: z.number().int().min(-50).max(50).optional(), enchantment: cardId.optional() }).strict(),
    z.object({
      type: z.literal("buff"), to: Selector, attack: z.number().int().min(-1000).max(1000).optional(), health: z.number().int().min(-1000).max(1000).optional(),
      grants: z.array(z.string()).optional(), enchantment: cardId.optional(), oneTurn: z.boolean().optional(),
    }).strict(),
    z.object({ type: z.literal("swapAttackHealth"), to: Selector, enchantment: cardId.optional() }).strict()
      .describe("set Attack and Health to each other's current values (4.1: a swap sets both; damage is cleared)"),
    z.object({ type: z.literal("expire") }).strict()
      .describe("detach the enchantment whose trigger this is (e.g. \"until your next turn\": on turn-start, own turn)"),
    z.object({ type: z.literal("destroy"), to: Selector }).strict(),
    z.object({ type: z.literal("discard"), count: z.union([z.number().int().min(1).max(10), z.literal("all")]).optional().describe("random cards (default 1), or the whole hand"), player: z.enum(["friendly", "enemy"]).optional() }).strict()
      .describe("4.3: the cards go to the graveyard together, then each discard event resolves"),
    z.object({ type: z.literal("transform"), to: Selector, card: cardId.optional(), copyOf: Selector.optional().describe("become a copy of this entity (4.8) instead of a fresh `card`") }).strict()
      .describe("4.5: same entity, new card; not a death or a summon"),
    z.object({ type: z.literal("loseDurability"), amount, to: Selector }).strict(),
    z.object({ type: z.literal("silence"), to: Selector }).strict(),
    z.object({ type: z.literal("freeze"), to: Selector }).strict(),
    z.object({ type: z.literal("armor"), amount, to: Selector.optional() }).strict(),
    z.object({ type: z.literal("manaCrystals"), amount: z.number().int().min(-10).max(10), state: z.enum(["full", "empty"]).optional() }).strict(),
    z.object({ type: z.literal("tempMana"), amount: z.number().int().min(1).max(10) }).strict(),
    z.object({
      type: z.literal("addCard"), card: cardId.optional(), pool: z.array(cardId).min(1).optional(),
      copyOf: Selector.optional().describe("a new copy of each selected entity's card (Duplicate: the dead minion)"),
      count: z.number().int().min(1).max(10).optional(), player: z.enum(["friendly", "enemy"]).optional(),
    }).strict(),
    z.object({
      type: z.literal("putIntoPlay"), from: z.enum(["deck", "hand"]),
      where: EntityFilter.optional().describe("which of your cards there qualify; one is picked at random"),
    }).strict().describe("put a random card of yours from the deck or hand into the battlefield: a minion is summoned (a real zone move), a Secret goes to the secret zone (Mad Scientist, Voidcaller)"),
    z.object({ type: z.literal("group"), of: Selector, do: z.array(Effect) }).strict()
      .describe("select once, then run `do` with the selector \"group\" naming those same entities (Cone of Cold damages, then freezes the same minions)"),
    z.object({ type: z.literal("equipWeapon"), card: cardId }).strict(),
    z.object({
      type: z.literal("takeControl"), to: Selector,
      side: z.enum(["friendly", "enemy"]).optional().describe("who gains control; default friendly (you)"),
      sickness: z.boolean().optional().describe("whether the minion gets summoning sickness (default true; Shadow Madness: false)"),
      enchantment: cardId.optional().describe("an enchantment attached to the minion, e.g. one that gives it back at end of turn"),
    }).strict().describe("4.7: move a minion in play to the other side's board (rightmost); a full board destroys it instead; no aura update"),
    z.object({ type: z.literal("redirectAttack"), to: Selector }).strict(),
    z.object({ type: z.literal("counter"), to: Selector.describe("the card being played (event-target in a counter trigger)") }).strict(),
    z.object({
      type: z.literal("forceAttack"), attacker: Selector, defender: Selector,
      counts: z.boolean().optional().describe("whether it uses up one of the attacker's attacks this turn (default true)"),
    }).strict(),
    z.object({ type: z.literal("if"), if: Condition, then: z.array(Effect), else: z.array(Effect).optional() }).strict(),
  ]),
);

export const EVENT_TYPES = [
  "counter", "play", "after-play", "summon", "after-summon", "damage", "heal", "death", "draw", "pre-attack", "attack", "after-attack",
  "turn-start", "turn-end", "inspire", "armor", "cast", "discard",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const Trigger = z.object({
  on: z.enum(EVENT_TYPES).describe("the event this trigger answers (扳机所响应的事件)"),
  if: z.union([Condition, z.array(Condition)]).optional().describe("checked when the trigger is queued and again when it resolves"),
  zone: z.enum(["play", "hand", "deck", "secret"]).optional().describe("where the card must be for the trigger to work; default play (secrets: the secret zone, on the opponent's turn); secret: the secret zone on either player's turn (Competitive Spirit)"),
  priority: z.enum(["first", "normal", "low", "last"]).optional().describe("rulebook 3.2 special priority; default normal"),
  compensate: z.boolean().optional().describe("rulebook 5.4: resolve again afterwards for each time self-trigger protection skipped it; default true"),
  do: z.array(Effect),
}).strict();
export type Trigger = z.infer<typeof Trigger>;

export const TargetSpec = z.object({
  type: z.enum(["character", "minion", "hero"]),
  side: z.enum(["any", "friendly", "enemy"]).optional(),
  required: z.boolean().optional().describe("default true for spells and hero powers, false ('if available') for battlecries"),
  where: EntityFilter.optional(),
}).strict();
export type TargetSpec = z.infer<typeof TargetSpec>;

export const Aura = z.union([
  z.object({
    to: Selector.describe("who the aura affects (evaluated at each aura update)"),
    buff: z.object({
      attack: z.number().int().optional(), health: z.number().int().optional(), grants: z.array(z.string()).optional(),
      cost: z.number().int().optional().describe("changes the cost of the cards it affects (cards in hand: `to: { all: \"hand\" }`)"),
      setCost: z.number().int().min(0).optional().describe("sets the cost (Naga Sea Witch: 5)"),
      minCost: z.number().int().min(0).optional().describe("a reduction cannot take the cost below this (Summoning Portal: 1); a lower cost stays as it is"),
    }).strict(),
    enchantment: cardId.optional().describe("the enchantment card the aura attaches, e.g. CS2_222o"),
    if: z.union([Condition, z.array(Condition)]).optional().describe("the aura is in effect only while this holds (checked at each aura update), e.g. { turn: \"opponent\" }"),
  }).strict(),
  z.object({ rule: z.enum(["battlecries-twice", "deathrattles-twice", "healing-deals-damage"]) }).strict(),
]);
export type Aura = z.infer<typeof Aura>;

const statValue = z.number().int().min(0).max(1_000_000);

export const CardDefinition = z.object({
  id: cardId.describe("card id; an id not in the card data defines a new card and then needs `type`"),
  name: z.union([z.string(), z.object({ enUS: z.string(), zhCN: z.string() })]).optional(),
  type: z.enum(["MINION", "SPELL", "WEAPON", "HERO", "HERO_POWER", "ENCHANTMENT"]).optional(),
  cardClass: z.string().optional(),
  cost: statValue.optional(),
  attack: statValue.optional(),
  health: statValue.optional(),
  durability: statValue.optional(),
  armor: statValue.optional(),
  races: z.array(z.string()).optional(),
  tags: z.record(z.string().regex(/^[A-Z_0-9]+$/), z.number().int()).optional().describe("extra or overriding tags, e.g. { TAUNT: 1 }"),
  overload: z.number().int().min(0).max(10).optional(),
  spellDamage: z.number().int().min(0).max(10).optional(),
  secret: z.boolean().optional().describe("a spell that goes to the secret zone (default from the SECRET mechanic)"),
  target: TargetSpec.optional().describe("target of the spell, hero power or battlecry"),
  requires: Condition.optional().describe("结算条件 (3.3): the card can be played only while this holds, and its text does nothing if it no longer holds when it resolves (Brawl)"),
  battlecry: z.array(Effect).optional(),
  combo: z.array(Effect).optional().describe("replaces the battlecry (or spell text) when another card was played this turn"),
  spell: z.array(Effect).optional().describe("a spell's text"),
  power: z.array(Effect).optional().describe("a hero power's effect"),
  chooseOne: z.array(z.object({ card: cardId.optional(), target: TargetSpec.optional(), effects: z.array(Effect) }).strict()).length(2).optional(),
  deathrattle: z.array(Effect).optional(),
  triggers: z.array(Trigger).optional(),
  auras: z.array(Aura).optional(),
  buff: z.object({
    attack: z.number().int().optional(), health: z.number().int().optional(), cost: z.number().int().optional(),
    setAttack: z.number().int().min(0).optional(), setHealth: z.number().int().min(1).optional(),
    setCost: z.number().int().min(0).optional().describe("sets the cost (applied before this enchantment's own cost change)"),
    minCost: z.number().int().min(0).optional().describe("this enchantment's reduction cannot take the cost below this value (4.11)"),
    grants: z.array(z.string()).optional(), oneTurn: z.boolean().optional(),
  }).strict().optional().describe("for enchantments: what the enchantment changes on its host"),
  heroPower: cardId.optional().describe("for hero cards: the hero power it brings"),
}).strict();
export type CardDefinition = z.infer<typeof CardDefinition>;
