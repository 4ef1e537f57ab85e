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
export const IDENTITIES = ["self", "target", "event-target", "event-source", "friendly-hero", "enemy-hero", "friendly-weapon", "summoned", "defender", "played-target"] as const;
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
    mortallyWounded: z.boolean().optional().describe("濒死 wherever it is: destroyed, or its health (a weapon's durability) is 0 or less — a minion damaged in hand can be (2.3: Mortal Coil's \"if it dies\"); it does not die there, death creation looks only at play"),
    damaged: z.boolean().optional(),
    tag: z.string().optional().describe("has this tag (keyword) in effect, e.g. TAUNT"),
    notTag: z.string().optional().describe("does not have this tag"),
    minAttack: z.number().int().min(0).optional().describe("its Attack is at least this (Shadow Word: Death: 5)"),
    maxAttack: z.number().int().optional().describe("its Attack is at most this (Shadow Madness: 3 or less)"),
    secret: z.boolean().optional().describe("is (or is not) a Secret card"),
    has: z.enum(["battlecry", "deathrattle", "overload"]).optional().describe("the card has this ability: a Battlecry, a Deathrattle (its own unless silenced, or one an enchantment gave it), Overload"),
    attacking: z.boolean().optional().describe("is (or is not) the attacker of the attack in progress (2.6: Gladiator's Longbow, \"while attacking\")"),
    name: z.string().min(1).max(100).optional().describe("its card's English name is this, whatever the printing (Ysera Awakens spares every \"Ysera\")"),
    maxCost: z.number().int().min(0).optional().describe("its cost is at most this (Grizzled Guardian's recruit: 4)"),
    playedCost: z.number().int().min(0).optional().describe("it was played (in this resolution) costing exactly this (2.2: The Marsh Queen's 1-Cost minions)"),
    playedRace: z.string().optional().describe("it was played (in this resolution) as a card of this race (2.2: Patches the Pirate)"),
    playedHas: z.enum(["battlecry", "deathrattle", "overload"]).optional().describe("it was played (in this resolution) as a card with this ability, whatever it became since (2.2: Rumbling Elemental is decided by the minion before a transform)"),
    transformed: z.boolean().optional().describe("it was (or was not) transformed since it was played (2.2: The Marsh Queen); false for a card not played"),
    adjacentTo: Identity.optional().describe("is a minion next to this one on its board (Snapjaw Shellfighter: `self`)"),
    enemyOf: Identity.optional().describe("its controller is the opponent of that entity's controller (Mayor Noggenfogger, Ogre Brute: the attacker's enemies, `event-source`)"),
  }).strict(),
]);
export type EntityFilter = z.infer<typeof EntityFilter>;

export const SELECTOR_ALIASES = [
  "all-characters", "all-minions", "all-heroes", "enemy-characters", "enemy-minions", "friendly-characters",
  "friendly-minions", "other-friendly-minions", "all-other-characters", "all-other-minions", "other-characters",
  "group", "valid-targets",
] as const;

export type Selector =
  | (typeof IDENTITIES)[number]
  | (typeof SELECTOR_ALIASES)[number]
  | { all: "characters" | "minions" | "heroes" | "hand" | "deck" | "group"; side?: "friendly" | "enemy"; where?: EntityFilter }
  | { random: Selector; count?: number }
  | { adjacent: Selector; self?: "first" | "last" }
  | { from: Selector; except: Selector }
  | { top: "deck"; side?: "friendly" | "enemy"; count?: number };

/** Which entities an effect applies to. `random` picks among the candidates as the rulebook's 3.5 says for that effect. */
export const Selector: z.ZodType<Selector> = z.lazy(() =>
  z.union([
    Identity,
    z.enum(SELECTOR_ALIASES),
    z.object({
      all: z.enum(["characters", "minions", "heroes", "hand", "deck", "group"]).describe("hand: the cards in hand (cost auras, Emperor Thaurissan); deck: the cards in the deck, top first (Barnes: a random minion there); group: every entity a `group` effect selected, wherever it is now (Poison Seeds counts the destroyed minions of each side)"),
      side: z.enum(["friendly", "enemy"]).optional(), where: EntityFilter.optional(),
    }).strict(),
    z.object({ random: Selector, count: z.number().int().min(1).max(30).optional() }).strict(),
    z.object({
      adjacent: Selector,
      self: z.enum(["first", "last"]).optional().describe("include the minion itself: first (middle, left, right) or last (left, right, middle); default: neighbours only"),
    }).strict().describe("the neighbours of the minion(s) `adjacent` names"),
    z.object({ from: Selector, except: Selector }).strict().describe("the entities of `from` that `except` does not name (`except` is picked first, e.g. Brawl's survivor)"),
    z.object({ top: z.literal("deck"), side: z.enum(["friendly", "enemy"]).optional(), count: z.number().int().min(1).max(60).optional() }).strict()
      .describe("the card(s) on top of the deck: the next to be drawn (Holy Wrath reads its cost before drawing it)"),
  ]),
);

/** What an amount can read from an entity (summed when the selector names several). */
export const AMOUNT_STATS = ["attack", "health", "maxHealth", "missingHealth", "cost", "armor", "durability"] as const;

interface AmountMods { multiply?: number; add?: number; min?: number; max?: number }
/**
 * An amount that is not a constant: evaluated when the effect resolves, from the state then (3.x: no memory
 * of earlier states). `count`: how many entities a selector names; `stat` … `of`: a stat of an entity (`of:
 * "each"`: of each entity the effect applies to, read as it reaches that one); `event`: the amount of the
 * event being answered. Then `multiply`, `add`, and `min`/`max` bounds, in that order.
 */
export type AmountExpr =
  | ({ count: Selector } & AmountMods)
  | ({ stat: (typeof AMOUNT_STATS)[number]; of: Selector | "each"; lastKnown?: boolean } & AmountMods)
  | ({ event: "amount" } & AmountMods)
  | ({ dealt: "damage" } & AmountMods);
/** A number, or an amount expression. */
export type Amount = number | AmountExpr;

const amountMods = {
  multiply: z.number().int().min(-100).max(100).optional().describe("multiply the value (−1: a reduction, Molten Giant's cost)"),
  add: z.number().int().min(-1000).max(1000).optional().describe("then add this"),
  min: z.number().int().min(-1000).max(1000).optional().describe("then raise to at least this"),
  max: z.number().int().min(-1000).max(1000).optional().describe("then lower to at most this"),
};
export const AmountExpr: z.ZodType<AmountExpr> = z.lazy(() =>
  z.union([
    z.object({ count: Selector, ...amountMods }).strict().describe("how many entities the selector names now (Frostwolf Warlord: other friendly minions)"),
    z.object({
      stat: z.enum(AMOUNT_STATS), of: z.union([z.literal("each"), Selector]), ...amountMods,
      lastKnown: z.boolean().optional().describe("in a deathrattle, read the dead minion (`self`) as it was when it left play, not as the graveyard reset it (4.8): Rattlegore's stats"),
    }).strict().describe("a stat of the entities named (summed), as it is now (Divine Spirit: the target's health); `each`: of each entity the effect reaches, in turn"),
    z.object({ event: z.literal("amount"), ...amountMods }).strict().describe("the amount of the event being answered (damage, healing, armor)"),
    z.object({ dealt: z.literal("damage"), ...amountMods }).strict()
      .describe("the damage this text's previous damage effect dealt, as 4.9 counts it before step 7 (0 when Immune or Divine Shield prevented it): Imp-losion"),
  ]),
);
/** A constant (with the given bounds) or an amount expression, evaluated when the effect resolves. */
const amountOr = (n: z.ZodNumber) => z.union([n, AmountExpr]);

export type Condition =
  | { target: EntityFilter }
  | { source: EntityFilter }
  | { turn: "own" | "opponent" }
  | { player: "friendly" | "enemy" }
  | { space: "friendly-board" | "enemy-board" | "friendly-hand" }
  | { exists: Selector }
  | { count: Selector; atLeast: number }
  | { value: Amount; atLeast?: number; atMost?: number }
  | { mana: "full" }
  | { playedThisTurn: "card" | "minion" | "spell"; atMost?: number; atLeast?: number; side?: "friendly" | "enemy" }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition }
  | { fatal: boolean }
  | { entity: (typeof IDENTITIES)[number]; matches: EntityFilter };

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
    z.object({
      value: z.union([z.number().int(), AmountExpr]), atLeast: z.number().int().optional(), atMost: z.number().int().optional(),
    }).strict().describe("an amount is within these bounds now (Mortal Strike: your hero's health at most 12)"),
    z.object({ mana: z.literal("full") }).strict()
      .describe("your mana crystals plus temporary mana are at the cap (4.12: Wild Growth gives Excess Mana instead)"),
    z.object({
      playedThisTurn: z.enum(["card", "minion", "spell"]), atMost: z.number().int().min(0).max(100).optional(), atLeast: z.number().int().min(0).max(100).optional(),
      side: z.enum(["friendly", "enemy"]).optional().describe("whose plays: yours (default) or your opponent's (Rat Trap)"),
    }).strict().describe("how many cards (or minion cards) you played this turn (Pint-Sized Summoner's aura: none yet, atMost 0)"),
    z.object({ all: z.array(Condition) }).strict(),
    z.object({ any: z.array(Condition) }).strict(),
    z.object({ not: Condition }).strict(),
    z.object({ fatal: z.boolean() }).strict()
      .describe("in a pre-damage trigger: the damage about to be dealt is (or is not) at least the target's health plus armor (Ice Block, 4.9 step 4)"),
    z.object({ entity: Identity, matches: EntityFilter }).strict()
      .describe("the named entity, wherever it is now, matches the filter; false when there is none (2.3: the chosen target in hand — Mortal Coil: { entity: target, matches: { mortallyWounded: true } })"),
  ]),
);

const cardId = z.string().min(1).max(64);
const amount = z.number().int().min(0).max(1000);

/**
 * A random pool described by card facts (cards/pools.ts): the implemented cards of the card data that match, one
 * printing each. `cost` is exact (an amount: Big Bad Voodoo's "costs (1) more"); `costDown`: when no card has
 * exactly `cost`, the highest cost below it down to this one (5.2 异变, version ≥ 16.0).
 */
export interface PoolSpec {
  type?: "MINION" | "SPELL" | "WEAPON";
  cost?: Amount;
  costDown?: Amount;
  costAtMost?: number;
  costAtLeast?: number;
  race?: string;
  cardClass?: string;
  yourClass?: boolean;
  rarity?: string;
  collectible?: boolean;
}
export const PoolSpec: z.ZodType<PoolSpec> = z.lazy(() => z.object({
  type: z.enum(["MINION", "SPELL", "WEAPON"]).optional().describe("default MINION"),
  cost: amountOr(z.number().int().min(0).max(100)).optional().describe("exactly this cost (an amount: { stat: \"cost\", of: \"self\", add: 1 })"),
  costDown: amountOr(z.number().int().min(0).max(100)).optional()
    .describe("when no card has exactly `cost`: the highest cost below it, down to this, that has cards (5.2 异变)"),
  costAtMost: z.number().int().min(0).max(100).optional(),
  costAtLeast: z.number().int().min(0).max(100).optional(),
  race: z.string().optional().describe("e.g. BEAST (an ALL-race card matches every race)"),
  cardClass: z.string().optional().describe("e.g. NEUTRAL, MAGE"),
  yourClass: z.boolean().optional().describe("5.1 发现 (an unrestricted Discover): cards of your hero's class and neutral ones; a classless hero uses the card's own class, and a neutral card then a random class (recorded)"),
  rarity: z.string().optional().describe("e.g. LEGENDARY"),
  collectible: z.boolean().optional().describe("default true"),
}).strict().describe("a random pool from the card data: only cards the engine implements, one printing each"));
/** A pool: card ids, or a description of cards from the card data. */
const Pool = z.union([z.array(cardId).min(1), PoolSpec]);

export type Effect =
  | { type: "damage"; amount: Amount; to: Selector; spellDamage?: boolean | "hits"; upTo?: number; oneByOne?: boolean; equalTo?: "attack" }
  | { type: "heal"; amount: Amount; to: Selector }
  | { type: "draw"; count?: Amount; player?: "friendly" | "enemy" }
  | { type: "summon"; card: string; count?: Amount; countOf?: Selector; side?: "friendly" | "enemy" }
  | { type: "summonRandom"; pool: string[] | PoolSpec; unique?: boolean; side?: "friendly" | "enemy" }
  | { type: "summonCopy"; of: Selector; health?: number; copyState?: boolean; beside?: boolean; enchantment?: string }
  | { type: "resurrect"; count?: number }
  | { type: "burn"; count: number; player?: "friendly" | "enemy" }
  | { type: "forcedDeath" }
  | { type: "retarget"; to: Selector }
  | { type: "returnCopyToHand"; of: Selector; cost?: number; setCost?: number; enchantment?: string }
  | { type: "returnToHand"; to: Selector; cost?: number; enchantment?: string }
  | { type: "buff"; to: Selector; attack?: Amount; health?: Amount; setAttack?: Amount; setHealth?: Amount; grants?: string[]; enchantment?: string; oneTurn?: boolean; remember?: Selector }
  | { type: "swapAttackHealth"; to: Selector; enchantment?: string }
  | { type: "expire" }
  | { type: "destroy"; to: Selector }
  | { type: "discard"; count?: number | "all"; player?: "friendly" | "enemy" }
  | { type: "transform"; to: Selector; card?: string; copyOf?: Selector; pool?: string[] | PoolSpec }
  | { type: "loseDurability"; amount: number; to: Selector }
  | { type: "silence"; to: Selector }
  | { type: "loseKeyword"; to: Selector; keyword: string }
  | { type: "freeze"; to: Selector }
  | { type: "armor"; amount: Amount; to?: Selector }
  | { type: "manaCrystals"; amount: number; state?: "full" | "empty" }
  | { type: "tempMana"; amount: number }
  | { type: "addCard"; card?: string; pool?: string[] | PoolSpec; copyOf?: Selector; count?: number; player?: "friendly" | "enemy" }
  | { type: "putIntoPlay"; from: "deck" | "hand"; where?: EntityFilter }
  | { type: "group"; of: Selector; do: Effect[] }
  | { type: "equipWeapon"; card: string }
  | { type: "takeControl"; to: Selector; side?: "friendly" | "enemy"; sickness?: boolean; enchantment?: string }
  | { type: "redirectAttack"; to: Selector }
  | { type: "counter"; to: Selector }
  | { type: "forceAttack"; attacker: Selector; defender: Selector; counts?: boolean }
  | { type: "if"; if: Condition; then: Effect[]; else?: Effect[] }
  | { type: "changeDamage"; set?: number; multiply?: number }
  | { type: "questProgress"; amount?: number }
  | { type: "shuffleIntoDeck"; card: string; count?: number; player?: "friendly" | "enemy" }
  | { type: "redirectDamage"; to: Selector }
  | { type: "extraTurns"; turns: ("own" | "opponent")[] }
  | { type: "dormant"; to: Selector; turns: number }
  | { type: "swapWithHand"; where?: EntityFilter }
  | { type: "discover"; from: "deck" | string[] | PoolSpec; where?: EntityFilter }
  | { type: "spellCopy"; of: Selector; to: Selector }
  | { type: "summonRemembered"; enchantment: string; count?: number; for?: "friendly" | "owner" };

/** One thing a card does. Each `type` is implemented once, in effects/<type>.ts. */
export const Effect: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.object({
      type: z.literal("damage"), amount: amountOr(amount), to: Selector,
      spellDamage: z.union([z.boolean(), z.literal("hits")]).optional().describe("default: true for spells (unless the card is ImmuneToSpellpower); \"hits\": Spell Damage adds random hits instead (missiles, rulebook 5.1)"),
      upTo: z.number().int().min(1).max(1000).optional().describe("a random amount from `amount` to `upTo` (Boom Bot: 1-4), picked once per hit"),
      equalTo: z.literal("attack").optional().describe("add each target's own Attack to `amount`, read when that target is hit; the targets are hit one by one (1.5: AoE of varying amounts is not mass damage)"),
      oneByOne: z.boolean().optional().describe("hit the targets one at a time in the selector's order, each hit's event resolved before the next (3.1 AoE 的结算顺序: Cone of Cold), instead of mass damage"),
    }).strict(),
    z.object({ type: z.literal("heal"), amount: amountOr(amount), to: Selector }).strict(),
    z.object({ type: z.literal("draw"), count: amountOr(z.number().int().min(1).max(30)).optional().describe("default 1; an amount such as { count: … } (Battle Rage)"), player: z.enum(["friendly", "enemy"]).optional() }).strict(),
    z.object({
      type: z.literal("summon"), card: cardId, count: amountOr(z.number().int().min(1).max(7)).optional().describe("default 1; an amount such as { dealt: \"damage\" } (Imp-losion)"),
      countOf: Selector.optional().describe("summon one for each entity the selector names when the effect starts (Unleash the Hounds)"),
      side: z.enum(["friendly", "enemy"]).optional(),
    }).strict(),
    z.object({
      type: z.literal("summonRandom"), pool: Pool, unique: z.boolean().optional().describe("skip cards already on your board"),
      side: z.enum(["friendly", "enemy"]).optional(),
    }).strict().describe("summon a random minion of the pool (each pick a recorded random decision, 3.5); nothing when the pool is empty"),
    z.object({
      type: z.literal("summonCopy"), of: Selector, health: z.number().int().min(1).optional().describe("set the copy's current health"),
      copyState: z.boolean().optional().describe("a copy per 4.8: the source's tags (damage too) and non-aura enchantments, not a fresh card (Mirror Entity)"),
      beside: z.boolean().optional().describe("the copy is summoned for the original's controller, right of the original (Khadgar)"),
      enchantment: cardId.optional().describe("an enchantment attached to the copy before its summon event (Dollmaster Dorian's 1/1)"),
    }).strict(),
    z.object({ type: z.literal("resurrect"), count: z.number().int().min(1).max(7).optional() }).strict()
      .describe("summon fresh copies of random different friendly minions from the death record (4.10: Resurrect)"),
    z.object({ type: z.literal("burn"), count: z.number().int().min(1).max(60), player: z.enum(["friendly", "enemy"]).optional() }).strict()
      .describe("the top cards of the deck go to the graveyard (烧毁, 4.3; Fel Reaver); not a draw"),
    z.object({ type: z.literal("forcedDeath") }).strict()
      .describe("强制死亡 (5.7): run the inter-phase steps and death phases now, until nothing more dies (Poison Seeds, before it summons)"),
    z.object({ type: z.literal("retarget"), to: Selector }).strict()
      .describe("指向扳机 (2.2/2.3 结算阶段 b): the card being played now resolves against this target (Spellbender: `summoned`)"),
    z.object({
      type: z.literal("returnCopyToHand"), of: Selector, cost: z.number().int().min(-50).max(50).optional(),
      setCost: z.number().int().min(0).max(50).optional().describe("the copy costs this much (Mana Bind: 0)"), enchantment: cardId.optional(),
    }).strict(),
    z.object({ type: z.literal("returnToHand"), to: Selector, cost: z.number().int().min(-50).max(50).optional(), enchantment: cardId.optional() }).strict(),
    z.object({
      type: z.literal("buff"), to: Selector, attack: amountOr(z.number().int().min(-1000).max(1000)).optional(), health: amountOr(z.number().int().min(-1000).max(1000)).optional(),
      setAttack: amountOr(z.number().int().min(0).max(1000)).optional().describe("set Attack to this (4.1: a set, later changes apply on top; Inner Fire: the target's health)"),
      setHealth: amountOr(z.number().int().min(1).max(1000)).optional().describe("set Health (maximum health) to this; damage is cleared (4.1)"),
      remember: Selector.optional().describe("the enchantment remembers the card of the first minion this names (Carnivorous Cube: `target`, before destroying it); `summonRemembered` summons it"),
      grants: z.array(z.string()).optional(), enchantment: cardId.optional(), oneTurn: z.boolean().optional(),
    }).strict(),
    z.object({ type: z.literal("swapAttackHealth"), to: Selector, enchantment: cardId.optional() }).strict()
      .describe("set Attack and Health to each other's current values (4.1: a swap sets both; damage is cleared)"),
    z.object({ type: z.literal("expire") }).strict()
      .describe("detach the enchantment whose trigger this is (e.g. \"until your next turn\": on turn-start, own turn)"),
    z.object({ type: z.literal("destroy"), to: Selector }).strict(),
    z.object({ type: z.literal("discard"), count: z.union([z.number().int().min(1).max(10), z.literal("all")]).optional().describe("random cards (default 1), or the whole hand"), player: z.enum(["friendly", "enemy"]).optional() }).strict()
      .describe("4.3: the cards go to the graveyard together, then each discard event resolves"),
    z.object({
      type: z.literal("transform"), to: Selector, card: cardId.optional(), copyOf: Selector.optional().describe("become a copy of this entity (4.8) instead of a fresh `card`"),
      pool: Pool.optional().describe("a random card of this pool, picked for each entity transformed (amounts read with `of: \"each\"` as that entity); an empty pool leaves it as it is"),
    }).strict()
      .describe("4.5: same entity, new card; not a death or a summon"),
    z.object({ type: z.literal("loseDurability"), amount, to: Selector }).strict(),
    z.object({ type: z.literal("silence"), to: Selector }).strict(),
    z.object({ type: z.literal("loseKeyword"), to: Selector, keyword: z.string().regex(/^[A-Z][A-Z0-9_]*$/) }).strict()
      .describe("the entities lose this keyword tag of their own (not one an enchantment grants): \"Stealth for 1 turn\" (Spirit of the Dragonhawk)"),
    z.object({ type: z.literal("freeze"), to: Selector }).strict(),
    z.object({ type: z.literal("armor"), amount: amountOr(amount), to: Selector.optional() }).strict(),
    z.object({ type: z.literal("manaCrystals"), amount: z.number().int().min(-10).max(10), state: z.enum(["full", "empty"]).optional() }).strict(),
    z.object({ type: z.literal("tempMana"), amount: z.number().int().min(1).max(10) }).strict(),
    z.object({
      type: z.literal("addCard"), card: cardId.optional(), pool: Pool.optional(),
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
    z.object({
      type: z.literal("changeDamage"),
      multiply: z.number().int().min(0).max(100).optional().describe("multiply the damage (Cursed Blade: 2)"),
      set: z.number().int().min(0).max(1000).optional().describe("then set it (0 prevents it: Ice Block)"),
    }).strict().describe("in a pre-damage trigger (预伤害扳机, 4.9 step 4): change the damage about to be dealt to the event's target"),
    z.object({ type: z.literal("questProgress"), amount: z.number().int().min(1).max(100).optional() }).strict()
      .describe("add progress (default 1) to the quest whose trigger this is; at its total the reward comes in the next quest-reward step (1.9)"),
    z.object({
      type: z.literal("shuffleIntoDeck"), card: cardId, count: z.number().int().min(1).max(60).optional(), player: z.enum(["friendly", "enemy"]).optional(),
    }).strict().describe("new cards go into the deck, each at a random place (a recorded random decision): Queen Carnassa's Raptors"),
    z.object({ type: z.literal("redirectDamage"), to: Selector }).strict()
      .describe("in a pre-damage trigger (4.9 预伤害扳机 1): the damage about to be dealt goes to this character instead (Snapjaw Shellfighter: `self`)"),
    z.object({
      type: z.literal("extraTurns"),
      turns: z.array(z.enum(["own", "opponent"])).min(1).max(10).describe("in the order they are taken (Temporus: opponent, opponent, own, own)"),
    }).strict().describe("4.13: insert these extra turns before the next turn, ahead of any already pending (Time Warp: [own])"),
    z.object({
      type: z.literal("dormant"), to: Selector, turns: z.number().int().min(1).max(10).describe("how many of the minion's controller's turn starts until it awakens"),
    }).strict().describe("休眠 (4.6): the minions go Dormant, keeping every tag and enchantment; not a death. They awaken at the start of their controller's turn (not a summon), with summoning sickness (Maiev Shadowsong: 2)"),
    z.object({ type: z.literal("swapWithHand"), where: EntityFilter.optional().describe("which cards of your hand qualify (default: minions)") }).strict()
      .describe("this minion goes to your hand and a random qualifying card of your hand takes its place in play, summoned (Alarm-o-Bot)"),
    z.object({
      type: z.literal("discover"), from: z.union([z.literal("deck"), Pool]).describe("\"deck\": cards of your deck (taking one is a draw); or a pool"),
      where: EntityFilter.optional().describe("with `from: deck`: which cards of the deck qualify"),
    }).strict().describe("发现 (5.1): three different random options; the player picks one with the request's `choices` (index 0-2), else at random from the seed"),
    z.object({ type: z.literal("spellCopy"), of: Selector.describe("the spell played in this resolution (event-target in an after-play trigger)"), to: Selector.describe("the new target") }).strict()
      .describe("2.3 西风灯神: the played spell's text, as played (its Choose One option or Combo), resolves again against `to` — not a cast: you gain its Overload, then the text resolves, with Spell Damage (Djinni of Zephyrs)"),
    z.object({
      type: z.literal("summonRemembered"), enchantment: cardId.describe("the enchantment (on this minion) that remembers the card"),
      for: z.enum(["friendly", "owner"]).optional().describe("whose board: yours (default), or the player who controlled the remembered minion when it was remembered (Moat Lurker: owner)"),
      count: z.number().int().min(1).max(7).optional(),
    }).strict().describe("summon fresh copies of the card this minion's enchantment remembers; in a deathrattle, the enchantments it had when it left play (Carnivorous Cube: 2)"),
  ]),
);

export const EVENT_TYPES = [
  "counter", "play", "after-play", "summon", "after-summon", "damage", "heal", "death", "draw", "pre-attack", "attack", "after-attack",
  "turn-start", "turn-end", "inspire", "armor", "cast", "discard", "target", "pre-damage",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const Trigger = z.object({
  on: z.enum(EVENT_TYPES).describe("the event this trigger answers (扳机所响应的事件)"),
  if: z.union([Condition, z.array(Condition)]).optional().describe("checked when the trigger is queued and again when it resolves"),
  zone: z.enum(["play", "hand", "deck", "secret"]).optional().describe("where the card must be for the trigger to work; default play (secrets: the secret zone, on the opponent's turn); secret: the secret zone on either player's turn (Competitive Spirit)"),
  priority: z.enum(["first", "normal", "low", "last"]).optional().describe("rulebook 3.2 special priority; default normal"),
  compensate: z.boolean().optional().describe("rulebook 5.4: resolve again afterwards for each time self-trigger protection skipped it; default true"),
  ifMinionGone: z.enum(["left-play", "any"]).optional()
    .describe("after-play triggers about the card played, not the minion (2.2 例外): they fire even when the played minion left play (left-play: Frozen Clone, quests) or is in play under the other player's control (any: Rat Trap)"),
  chance: z.number().int().min(1).max(99).optional()
    .describe("健忘 (5.2): the trigger resolves only with this chance (percent), rolled (and recorded) when its turn to resolve comes; a miss is as if it had not triggered, and it does not queue again in a later pre-attack step of the same attack (Ogre Brute: 50)"),
  once: z.boolean().optional()
    .describe("法术迸发 (5.1): the trigger works only once — used up when it starts to resolve (the card's tag TRIGGER_USED_<index>), until the card leaves play and comes back as a new one; no 5.4 make-up"),
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

/** The rule-changing auras the engine knows (Brann, Rivendare, Auchenai, Velen, Drakkari, Electra, Zentimo, Dragonhawk). */
export const RULE_AURAS = ["battlecries-twice", "deathrattles-twice", "healing-deals-damage", "spells-and-powers-double", "end-of-turn-twice", "spells-twice", "spells-also-adjacent", "hero-power-also-adjacent"] as const;
export type RuleAuraName = (typeof RULE_AURAS)[number];

export const Aura = z.union([
  z.object({
    to: Selector.describe("who the aura affects (evaluated at each aura update)"),
    buff: z.object({
      attack: amountOr(z.number().int()).optional(), health: amountOr(z.number().int()).optional(), grants: z.array(z.string()).optional(),
      cost: amountOr(z.number().int()).optional().describe("changes the cost of the cards it affects (cards in hand: `to: { all: \"hand\" }`); an amount is worked out again at each aura update (Molten Giant)"),
      setCost: z.number().int().min(0).optional().describe("sets the cost (Naga Sea Witch: 5)"),
      minCost: z.number().int().min(0).optional().describe("a reduction cannot take the cost below this (Summoning Portal: 1); a lower cost stays as it is"),
    }).strict(),
    enchantment: cardId.optional().describe("the enchantment card the aura attaches, e.g. CS2_222o"),
    if: z.union([Condition, z.array(Condition)]).optional().describe("the aura is in effect only while this holds (checked at each aura update), e.g. { turn: \"opponent\" }"),
    lowestPriority: z.boolean().optional().describe("最低优先级 (4.11): its cost change applies after every other cost change, whatever the order of entry, like a card's aura on itself (Cult Neophyte)"),
    zone: z.enum(["play", "hand"]).optional().describe("where its card must be for the aura to work (default play); hand: a card's aura on itself in hand (自减费光环, 4.11: Molten Giant), applied after every other cost change"),
  }).strict(),
  z.object({ rule: z.enum(RULE_AURAS) }).strict()
    .describe("spells-and-powers-double: the damage and healing of your spells and Hero Power are doubled, after Spell Damage (Prophet Velen, 4.9 step 1b); end-of-turn-twice: your end-of-turn triggers resolve twice, the number fixed as each starts (Drakkari Enchanter, 1.3); spells-twice: the text of the spells you play resolves twice, overload gained again before the second (Electra Stormsurge's state, 2.3 结算阶段 a); spells-also-adjacent: a spell you play with a minion target resolves again on its neighbours, left then right (Zentimo, 2.3)"),
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
  overkill: z.array(Effect).optional().describe("超杀 (5.1): resolved once, after every other trigger of the damage, when on its controller's turn it deals damage that leaves a character below 0 Health"),
  triggers: z.array(Trigger).optional(),
  auras: z.array(Aura).optional(),
  buff: z.object({
    attack: z.number().int().optional(), health: z.number().int().optional(), cost: z.number().int().optional(),
    setAttack: z.number().int().min(0).optional(), setHealth: z.number().int().min(1).optional(),
    setCost: z.number().int().min(0).optional().describe("sets the cost (applied before this enchantment's own cost change)"),
    minCost: z.number().int().min(0).optional().describe("this enchantment's reduction cannot take the cost below this value (4.11)"),
    grants: z.array(z.string()).optional(), oneTurn: z.boolean().optional(),
    whileAttacking: z.boolean().optional().describe("lasts for the attack in progress: removed from the attacker at the end of combat, even a cancelled one (2.6 h: Gladiator's Longbow's Immune)"),
  }).strict().optional().describe("for enchantments: what the enchantment changes on its host"),
  heroPower: cardId.optional().describe("for hero cards: the hero power it brings"),
  quest: z.object({
    total: z.number().int().min(1).max(100).describe("progress needed (QUEST_PROGRESS_TOTAL)"),
    reward: z.array(Effect).describe("resolved in the quest-reward step of the inter-phase steps after the phase it was completed in (1.9)"),
  }).strict().optional().describe("a quest: played into the secret zone (2.3 b); its triggers (zone: secret) add progress with `questProgress`"),
  magnetic: cardId.optional().describe("磁力 (5.1): played left of a friendly Mech, it marks that Mech (on-play, first); in the resolve phase, if the Mech is still in play under the same controller and neither was transformed, this minion removes itself and the Mech gets this enchantment with its current Attack, Health and keywords"),
  attackEqualsHealth: z.boolean().optional().describe("its Attack is always its current Health, whatever else changes its Attack, auras included, until silenced (Lightspawn)"),
  consumedBy: EntityFilter.optional().describe("for enchantments (a cost state, 费用状态): detached in the cost-state removal step (2.2 d, 2.3 e) when its controller plays a card matching this filter, even a countered one (Preparation: a spell)"),
}).strict();
export type CardDefinition = z.infer<typeof CardDefinition>;
