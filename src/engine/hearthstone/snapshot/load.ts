/**
 * @module hearthstone/snapshot/load
 * Loading a snapshot: resolve every card, create the entities (ids by creation order, 1.1), apply the
 * contract's defaults (default heroes and hero powers, order of play by listing, board minions ready
 * to attack), attach enchantments and auras, then derive base stats from the stats the player sees.
 * This runs on every request: paths for error messages are only built when there is an error.
 */
import { EngineError, invalidRequest, type Issue } from "../../errors.js";
import type { CompiledCard } from "../cards/compile.js";
import type { Wanted } from "../cards/facts.js";
import { unknownCardError } from "../cards/unknown.js";
import type { Ctx } from "../context.js";
import { attachEnchantment, playerOf, sortInPlace } from "../game.js";
import { attackFollowsHealth, attackOf, characterAttack, isCharacter, maxDurabilityOf, maxHealthOf, rawAttackOf, rawCostOf } from "../stats.js";
import { CARD_IN_HAND_TYPES, PLAYSTATE, type Enchantment, type Entity, type Game, type Player, type PlayerId, type Tags, type Zone } from "../types.js";
import type { EntityInput, GameStateInput, PlayerInput } from "../schema.js";
import { auraUpdate } from "../rules/auras.js";
import { rankUpgrades } from "../rules/rank.js";
import { LAST_TURN } from "../rules/sequence.js";
import { BASIC_HERO_POWER, DEFAULT_HERO, DEFAULT_MANA, tagDefault } from "./defaults.js";
import { SILENCED_TAGS } from "../rules/silence.js";
import { expandDeckCodes, type LoadableState } from "../decks.js";
import { UNKNOWN_CARD, UNKNOWN_CARD_ID } from "../cards/unknown-card.js";
import { keepShape } from "../../shapes.js";

type Slot = "hero" | "heroPower" | "weapon" | "board" | "hand" | "deck" | "secrets" | "graveyard" | "setAside";

const SLOT_ZONE: Record<Slot, Zone> = {
  hero: "PLAY", heroPower: "PLAY", weapon: "PLAY", board: "PLAY", hand: "HAND", deck: "DECK", secrets: "SECRET", graveyard: "GRAVEYARD", setAside: "SETASIDE",
};

const SLOT_TYPES: Partial<Record<Slot, readonly string[]>> = {
  hero: ["HERO"], heroPower: ["HERO_POWER"], weapon: ["WEAPON"], board: ["MINION", "LOCATION"], secrets: ["SPELL"], hand: CARD_IN_HAND_TYPES, deck: CARD_IN_HAND_TYPES,
};
/** What a name in each slot asks for: the slot's types; a hero skin only where a hero is asked for. */
const SLOT_WANT: Record<Slot, Wanted> = {
  hero: { types: SLOT_TYPES.hero, hero: true }, heroPower: { types: SLOT_TYPES.heroPower, hero: false }, weapon: { types: SLOT_TYPES.weapon, hero: false },
  board: { types: SLOT_TYPES.board, hero: false }, secrets: { types: SLOT_TYPES.secrets, hero: false }, hand: { types: SLOT_TYPES.hand, hero: false },
  deck: { types: SLOT_TYPES.deck, hero: false }, graveyard: { types: SLOT_TYPES.graveyard, hero: false }, setAside: { types: SLOT_TYPES.setAside, hero: false },
};
const ENCHANTMENT: Wanted = { types: ["ENCHANTMENT"] };
const MINION: Wanted = { types: ["MINION"] };
const PLAYED: Wanted = { types: CARD_IN_HAND_TYPES };

/** One entity of the snapshot, in listing order. `index` is its position in a list slot, or -1. */
interface Item {
  input: EntityInput;
  player: PlayerId;
  slot: Slot;
  index: number;
  card: CompiledCard;
  enchantmentCards: (CompiledCard | null)[] | null;
  /** The card each enchantment remembers (`remembers`), resolved to a card id. */
  remembered?: (string | undefined)[];
  listing: number;
  /** Its entity id (given, or the next free one). */
  id: number;
  entity: Entity | null;
}

/** Where a card reference is in the request: a path, or (for an entity's own card) the entity's place. */
type PathAt = (() => string) | Pick<Item, "player" | "slot" | "index">;

const pathOf = (it: Pick<Item, "player" | "slot" | "index">) =>
  `state.players[${it.player - 1}].${it.slot}${it.index >= 0 ? `[${it.index}]` : ""}`;

export interface Loaded {
  game: Game;
  over: { winner: PlayerId | null; draw: boolean } | null;
}

const pathAt = (at: PathAt): string => (typeof at === "function" ? at() : `${pathOf(at)}.card`);

/** Resolves card references, collecting every unknown (404) and unimplemented (422) card and misplaced card (400). */
class Cards {
  unknown: { ref: string | number; path: string }[] = [];
  unimplemented: Issue[] = [];
  unimplementedIds: string[] = [];
  misplaced: Issue[] = [];
  constructor(private readonly ctx: Ctx) {}

  resolve(ref: string | number, at: PathAt, want?: Wanted): CompiledCard | undefined {
    const c = this.ctx.cards.resolve(ref, want);
    if (!c) {
      this.unknown.push({ ref, path: pathAt(at) });
      return undefined;
    }
    if (!c.implemented && !this.unimplementedIds.includes(c.id)) {
      this.unimplementedIds.push(c.id);
      this.unimplemented.push({ path: pathAt(at), message: `${c.name.enUS} (${c.id}) has rules text the engine does not implement` });
    }
    return c;
  }

  throwIfAny(): void {
    if (this.unknown.length) throw unknownCardError(this.unknown);
    if (this.unimplemented.length) throw new EngineError("unimplemented_card", `not implemented: ${this.unimplementedIds.join(", ")}`, this.unimplemented, { cards: this.unimplementedIds });
    if (this.misplaced.length) throw invalidRequest(`${this.misplaced[0]!.path}: ${this.misplaced[0]!.message}`, this.misplaced);
  }
}
// Its shape kept across full collections (engine/shapes.ts): every load makes one.
keepShape(new Cards(null as unknown as Ctx));

const PLAYER_IDS = [1, 2] as const;
const LIST_SLOTS = ["hand", "deck", "graveyard", "setAside"] as const;
const PLAYED_LISTS = ["playedThisTurn", "playedLastTurn"] as const;

/** The item of a player's hero (the first item of slot "hero" for that player), found without a closure. */
function heroItem(items: readonly Item[], pid: PlayerId): Item | undefined {
  for (let i = 0; i < items.length; i++) { const it = items[i]!; if (it.slot === "hero" && it.player === pid) return it; }
  return undefined;
}

function collectItems(state: LoadableState, cards: Cards): Item[] {
  const items: Item[] = [];
  const add = (input: EntityInput, player: PlayerId, slot: Slot, index: number) => {
    const where: Item = { input, player, slot, index, card: UNKNOWN_CARD, enchantmentCards: null, listing: 0, id: 0, entity: null };
    // A name picks the card that fits the slot; a hero skin only where a hero is asked for.
    // `card: null` (or "UNKNOWN"), the unknown card (a hidden card), has a place only in a hand or deck.
    const card = input.card === null || input.card === UNKNOWN_CARD_ID
      ? slot === "hand" || slot === "deck" ? UNKNOWN_CARD : void cards.misplaced.push({ path: `${pathOf(where)}.card`, message: `an unknown card (null) can only be in a hand or deck, not in ${slot}` })
      : cards.resolve(input.card, where, SLOT_WANT[slot]);
    let enchantmentCards: (CompiledCard | null)[] | null = null;
    let remembered: (string | undefined)[] | undefined;
    if (input.enchantments) {
      enchantmentCards = [];
      for (let k = 0; k < input.enchantments.length; k++) {
        const ref = input.enchantments[k]!.card;
        const c = ref === undefined ? null : cards.resolve(ref, () => `${pathOf(where)}.enchantments[${k}].card`, ENCHANTMENT) ?? null;
        if (c && c.type !== "ENCHANTMENT") cards.misplaced.push({ path: `${pathOf(where)}.enchantments[${k}].card`, message: `${c.name.enUS} is not an enchantment` });
        enchantmentCards.push(c);
        const rem = input.enchantments[k]!.remembers;
        if (rem !== undefined) {
          // Any card: a minion (Carnivorous Cube), a discarded card (Gemstone Hoarder), a Discover's other options.
          const rc = cards.resolve(rem, () => `${pathOf(where)}.enchantments[${k}].remembers`, MINION);
          (remembered ??= [])[k] = rc?.id;
        }
      }
    }
    if (!card) return;
    const allowed = SLOT_TYPES[slot];
    if (allowed && !allowed.includes(card.type)) cards.misplaced.push({ path: `${pathOf(where)}.card`, message: `${card.name.enUS} is a ${card.type}, not allowed in ${slot}` });
    if (slot === "secrets" && !card.secret && !card.def?.quest && !card.def?.lasts) cards.misplaced.push({ path: `${pathOf(where)}.card`, message: `${card.name.enUS} is not a secret, quest or lasting spell` });
    where.card = card;
    where.enchantmentCards = enchantmentCards;
    if (remembered) where.remembered = remembered;
    where.listing = items.length + 1;
    items.push(where);
  };
  const ps = state.players;
  // Listing order (the contract's default order of play): heroes, then each player's hero power, weapon, board, secrets.
  add(ps[0].hero ?? { card: DEFAULT_HERO[1] }, 1, "hero", -1);
  add(ps[1].hero ?? { card: DEFAULT_HERO[2] }, 2, "hero", -1);
  for (let j = 0; j < PLAYER_IDS.length; j++) {
    const pid = PLAYER_IDS[j]!;
    const p = ps[pid - 1]!;
    const hero = heroItem(items, pid)?.card;
    const power = p.heroPower ?? (hero ? { card: BASIC_HERO_POWER[hero.facts.cardClass] ?? BASIC_HERO_POWER.MAGE! } : undefined);
    if (power) add(power, pid, "heroPower", -1);
    if (p.weapon) add(p.weapon, pid, "weapon", -1);
    if (p.board) for (let i = 0; i < p.board.length; i++) add(p.board[i]!, pid, "board", i);
    if (p.secrets) for (let i = 0; i < p.secrets.length; i++) add(p.secrets[i]!, pid, "secrets", i);
  }
  for (let j = 0; j < LIST_SLOTS.length; j++) {
    const slot = LIST_SLOTS[j]!;
    for (let q = 0; q < PLAYER_IDS.length; q++) {
      const pid = PLAYER_IDS[q]!;
      const list = ps[pid - 1]![slot];
      if (list) for (let i = 0; i < list.length; i++) add(list[i]!, pid, slot, i);
    }
  }
  return items;
}

/** Refs are unique in the request; given ids are unique. Returns the ids given, or undefined when none is. */
function checkLabels(items: Item[], issues: Issue[]): Set<number> | undefined {
  // The map of refs made with the first ref, the set of ids with the first id (most snapshots written by hand give none).
  let refs: Map<string, Item> | undefined;
  let ids: Set<number> | undefined;
  const label = (ref: string | undefined, id: number | undefined, it: Item, sub: string) => {
    if (ref !== undefined) {
      const other = (refs ??= new Map()).get(ref);
      if (other) issues.push({ path: `${pathOf(it)}${sub}.ref`, message: `ref "${ref}" is also used at ${pathOf(other)}` });
      else refs.set(ref, it);
    }
    if (id !== undefined) {
      if ((ids ??= new Set()).has(id)) issues.push({ path: `${pathOf(it)}${sub}.id`, message: `id ${id} is used twice` });
      ids.add(id);
    }
  };
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    label(it.input.ref, it.input.id, it, "");
    const ens = it.input.enchantments;
    if (ens) for (let k = 0; k < ens.length; k++) label(ens[k]!.ref, ens[k]!.id, it, `.enchantments[${k}]`);
  }
  return ids;
}

function emptyPlayer(id: PlayerId, input: PlayerInput, hero: Entity): Player {
  return {
    id, entityId: id + 1, hero, heroPower: null, weapon: null, board: [], hand: [], deck: [], secrets: [], graveyard: [], setAside: [],
    mana: { ...DEFAULT_MANA, ...input.mana }, tags: { ...input.tags }, corpses: input.corpses ?? 0, corpsesSpent: input.corpsesSpent ?? 0,
  };
}

/** An entity or enchantment with its sort key for the order of play: (value, listing position, attach index). */
interface OrderKey {
  value: number;
  listing: number;
  sub: number;
  /** The order the snapshot gave, if any. */
  given?: number;
  target: Entity | Enchantment;
}

/** Build the game from a snapshot and make it `ctx.game`. */
export function loadState(ctx: Ctx, input: GameStateInput): Loaded {
  // A deck given as a deck code: its cards, shuffled from the seed (the first random decision of the request).
  const state = expandDeckCodes(ctx, input);
  const cards = new Cards(ctx);
  const items = collectItems(state, cards);
  if (state.deaths) state.deaths.forEach((d, k) => cards.resolve(d.card, () => `state.deaths[${k}].card`, MINION));
  if (state.summons) state.summons.forEach((d, k) => cards.resolve(d.card, () => `state.summons[${k}].card`, MINION));
  // The players' card lists by loops (no closure per player; a path's closure only for a reference that is there).
  for (let k = 0; k < state.players.length; k++) {
    const p = state.players[k]!;
    if (p.lastPlayed !== undefined) cards.resolve(p.lastPlayed, () => `state.players[${k}].lastPlayed`, PLAYED);
  }
  for (let k = 0; k < state.players.length; k++) {
    const p = state.players[k]!;
    for (let j = 0; j < PLAYED_LISTS.length; j++) { const f = PLAYED_LISTS[j]!; p[f]?.forEach((c, i) => cards.resolve(c, () => `state.players[${k}].${f}[${i}]`, PLAYED)); }
    p.playedThisGame?.forEach((r, i) => cards.resolve(r.card, () => `state.players[${k}].playedThisGame[${i}].card`, PLAYED));
  }
  cards.throwIfAny();
  const issues: Issue[] = [];
  const ids = checkLabels(items, issues);
  if (issues.length) throw invalidRequest(`${issues[0]!.path}: ${issues[0]!.message}`, issues);

  const game: Game = {
    turn: state.turn ?? 1, currentPlayer: state.activePlayer ?? 1, players: null as unknown as [Player, Player],
    entities: new Map(), nextId: 4, nextOrder: 1, tags: { ...state.tags }, deaths: [], summons: [], ruleAuras: [], holders: [], extraTurns: [...(state.extraTurns ?? [])],
  };

  // Entity ids by creation order: game 1, players 2-3, each hero with its hero power, then everything else by listing.
  let next = 4;
  // With no id given, the ids are 4, 5, 6 … in turn, without a set of the ids in use (it grows with every entity).
  let handed = false;
  const nextId = ids === undefined
    ? () => (handed ? ++next : ((handed = true), next))
    : () => {
      while (ids.has(next)) next++;
      ids.add(next);
      return next;
    };
  for (let j = 0; j < PLAYER_IDS.length; j++) {
    const pid = PLAYER_IDS[j]!;
    for (let q = 0; q < items.length; q++) { const it = items[q]!; if (it.player === pid && (it.slot === "hero" || it.slot === "heroPower")) it.id = it.input.id ?? nextId(); }
  }
  for (let j = 0; j < items.length; j++) { const it = items[j]!; if (it.slot !== "hero" && it.slot !== "heroPower") it.id = it.input.id ?? nextId(); }

  let anyOrder = false;
  for (let j = 0; j < items.length; j++) {
    const it = items[j]!;
    const e = createEntity(game, it, it.id);
    it.entity = e;
    if (it.input.order !== undefined) anyOrder = true;
    const ens = it.input.enchantments;
    if (ens) for (let k = 0; k < ens.length; k++) {
      attach(game, e, it, k, nextId);
      if (ens[k]!.order !== undefined) anyOrder = true;
    }
  }
  // Order of play: listing position unless given; enchantments just after their host unless given. With no order given
  // (a snapshot written by hand), that is the listing itself: entities and their enchantments numbered in turn.
  let last = 0;
  if (!anyOrder) {
    for (let j = 0; j < items.length; j++) {
      const it = items[j]!;
      const e = it.entity!;
      e.order = ++last;
      for (let q = 0, enchantmentsList = e.enchantments; q < enchantmentsList.length; q++) { const en = enchantmentsList[q]!; en.order = ++last; }
    }
  } else {
    const keys: OrderKey[] = [];
    for (let j = 0; j < items.length; j++) {
      const it = items[j]!;
      const e = it.entity!;
      const value = it.input.order ?? it.listing;
      keys.push({ value, listing: it.listing, sub: 0, given: it.input.order, target: e });
      // The item's enchantments, attached above in the snapshot's order (nothing else attaches to it while loading).
      const ens = it.input.enchantments;
      if (ens) for (let k = 0; k < ens.length; k++) {
        const given = ens[k]!.order;
        keys.push({ value: given ?? value, listing: it.listing, sub: k + 1, given, target: e.enchantments[k]! });
      }
    }
    sortInPlace(keys, (a, b) => a.value - b.value || a.listing - b.listing || a.sub - b.sub);
    // A given order is kept when it is above the one before, so a state the engine wrote loads back unchanged.
    for (let j = 0; j < keys.length; j++) { const k = keys[j]!; last = k.target.order = k.given !== undefined && k.given > last ? k.given : last + 1; }
  }
  game.nextOrder = last + 1;
  let maxId = next;
  // By forEach, not for-of: code not yet optimized makes a result object per element of a for-of over a Set.
  ids?.forEach((id) => { if (id > maxId) maxId = id; });
  game.nextId = maxId + 1;

  game.players = [emptyPlayer(1, state.players[0], heroItem(items, 1)!.entity!), emptyPlayer(2, state.players[1], heroItem(items, 2)!.entity!)];
  for (let j = 0; j < items.length; j++) {
    const it = items[j]!;
    const p = playerOf(game, it.player);
    const e = it.entity!;
    if (it.slot === "heroPower") p.heroPower = e;
    else if (it.slot === "weapon") p.weapon = e;
    else if (it.slot !== "hero") p[it.slot].push(e);
  }
  for (let k = 0; k < state.players.length; k++) {
    const p = state.players[k]!;
    if (p.lastPlayed !== undefined) game.players[k]!.lastPlayed = ctx.cards.resolve(p.lastPlayed, PLAYED)!.id;
  }
  for (let k = 0; k < state.players.length; k++) {
    const p = state.players[k]!;
    for (let j = 0; j < PLAYED_LISTS.length; j++) { const f = PLAYED_LISTS[j]!; if (p[f]?.length) game.players[k]![f] = p[f]!.map((c) => ctx.cards.resolve(c, PLAYED)!.id); }
    if (p.playedThisGame?.length) game.players[k]!.playedThisGame = p.playedThisGame.map((r) => ({ ...r, card: ctx.cards.resolve(r.card, PLAYED)!.id }));
  }
  if (state.deaths) game.deaths = state.deaths.map((d) => ({ card: ctx.cards.resolve(d.card, MINION)!.id, controller: d.controller, turn: d.turn }));
  if (state.summons) game.summons = state.summons.map((d) => ({ card: ctx.cards.resolve(d.card, MINION)!.id, controller: d.controller, turn: d.turn, ...(d.id !== undefined ? { id: d.id } : {}) }));

  // Auras apply before seen stats are read, so a snapshot means the same with or without the aura's source.
  ctx.game = game;
  // Damage first, from the seen health, so auras that depend on it ("while damaged") are in place when the
  // seen stats are solved for; applySeenStats sets it again exactly once auras are known.
  for (let j = 0; j < items.length; j++) {
    const it = items[j]!;
    const e = it.entity!, i = it.input;
    if (hasHealth(e) && i.health !== undefined) {
      const d = (i.maxHealth ?? maxHealthOf(e)) - i.health;
      if (d > 0) e.tags.DAMAGE = d;
    }
    // Armor too (no aura changes it): an aura amount may read it.
    if (i.armor !== undefined) e.tags.ARMOR = i.armor;
  }
  // A hero that died ending the game (1.11: moved to the graveyard, still the player's hero) is not in play,
  // so no aura reaches it: as the engine left it.
  for (let j = 0; j < items.length; j++) {
    const it = items[j]!;
    const e = it.entity!, p = playerOf(game, it.player), st = p.tags.PLAYSTATE;
    if (it.slot === "hero" && (st === PLAYSTATE.LOST || st === PLAYSTATE.TIED) && ((it.input.health ?? 1) <= 0 || e.tags.TO_BE_DESTROYED)) {
      e.zone = "GRAVEYARD";
      p.graveyard.push(e);
    }
  }
  auraUpdate(ctx, true);
  // Seen stats are solved in dependency order: an entity after every entity its seen stats read. A hero's seen Attack
  // counts its weapon's, so weapons come first. Auras read other entities' stats too (an amount such as "your weapon's
  // Attack", an `if`): once every seen stat is in place the auras are worked out again from them, and the entities they
  // reach are solved again, until nothing changes (each round reads the seen stats, which are fixed, so this settles
  // unless two auras feed each other, rules-notes 75; then the last round stands).
  const order: Item[] = [];
  for (let j = 0; j < items.length; j++) { const it = items[j]!; if (it.slot === "weapon") order.push(it); }
  for (let j = 0; j < items.length; j++) { const it = items[j]!; if (it.slot !== "weapon") order.push(it); }
  for (let j = 0; j < order.length; j++) { const it = order[j]!; applySeenStats(game, it, issues); }
  if (issues.length) throw invalidRequest(`${issues[0]!.path}: ${issues[0]!.message}`, issues);
  for (let round = 0; round < MAX_SOLVE_ROUNDS && auraUpdate(ctx, true); round++) for (let j = 0; j < order.length; j++) { const it = order[j]!; applySeenStats(game, it, issues); }
  // 等级 (Rank): a Rank card in a hand whose owner already has its Mana Crystals is brought up to its rank before anything
  // happens (as at any aura update; rules/rank.ts, rules-notes 1100).
  rankUpgrades(ctx);

  const s1 = game.players[0].tags.PLAYSTATE ?? 0, s2 = game.players[1].tags.PLAYSTATE ?? 0;
  const over = ended(s1) || ended(s2)
    ? { winner: s1 === PLAYSTATE.WON ? (1 as const) : s2 === PLAYSTATE.WON ? (2 as const) : null, draw: s1 === PLAYSTATE.TIED }
    : game.turn > LAST_TURN ? { winner: null, draw: true } : null;
  return { game, over };
}

const ended = (s: number) => s === PLAYSTATE.WON || s === PLAYSTATE.LOST || s === PLAYSTATE.TIED;

/** Characters and Locations (地标: its Durability is its HEALTH less DAMAGE, given as `health`). */
const hasHealth = (e: Entity) => isCharacter(e) || e.type === "LOCATION";

const BOARD_DEFAULT_TAGS = ["EXHAUSTED", "JUST_PLAYED", "NUM_TURNS_IN_PLAY"] as const;

/**
 * A card's tags with the board defaults set over them, as createEntity sets them on a board minion (the same keys in the
 * same order), made once per card: adding the three keys to each new tags object was most of the entity's making.
 */
const boardTags = new WeakMap<CompiledCard, Tags>();
function boardMinionTags(card: CompiledCard): Tags {
  let t = boardTags.get(card);
  if (t === undefined) {
    t = { ...card.tags };
    const probe = { type: "MINION", def: card, tags: t } as Entity;
    for (let i = 0; i < BOARD_DEFAULT_TAGS.length; i++) { const k = BOARD_DEFAULT_TAGS[i]!; t[k] = tagDefault(probe, "PLAY", k); }
    boardTags.set(card, t);
  }
  return t;
}

/** Rounds of "auras again, then seen stats again" after the first solve (see loadState). */
const MAX_SOLVE_ROUNDS = 8;


function createEntity(game: Game, it: Item, id: number): Entity {
  const zone = SLOT_ZONE[it.slot];
  const given = it.input.tags;
  const silenced = given?.SILENCED ?? it.card.tags.SILENCED;
  const boardMinion = it.card.type === "MINION" && zone === "PLAY";
  // Every field named, in newEntity's order (game.ts): one shape for every entity.
  const e: Entity = {
    kind: "entity" as const, id, card: it.card.id, def: it.card, type: it.card.type, controller: it.player, zone, order: 0,
    ref: it.input.ref,
    tags: boardMinion && !silenced ? { ...boardMinionTags(it.card) } : { ...it.card.tags }, enchantments: [], lastPosition: undefined, refOut: undefined,
  } satisfies Record<keyof Entity, unknown>;
  // Silenced by the snapshot's tags or by the card's own (a client card may list SILENCED): keywords off, as tagDefault assumes.
  if (silenced) for (let i = 0; i < SILENCED_TAGS.length; i++) { const k = SILENCED_TAGS[i]!; if (e.tags[k]) e.tags[k] = 0; }
  // The contract's defaults for a board minion, over any the card lists (a client card may give EXHAUSTED); when not
  // silenced, already in the card's board tags.
  if (boardMinion && silenced) for (let i = 0; i < BOARD_DEFAULT_TAGS.length; i++) { const k = BOARD_DEFAULT_TAGS[i]!; e.tags[k] = tagDefault(e, zone, k); }
  if (given) for (const k in given) e.tags[k] = given[k]!;
  game.entities.set(id, e);
  if (it.card.hasTriggers) game.holders.push(e);
  return e;
}

/** Attach the k-th enchantment of the item: stats as given, else the enchantment card's (its order is set by loadState). */
function attach(game: Game, host: Entity, it: Item, k: number, nextId: () => number): void {
  const en = it.input.enchantments![k]!;
  const card = it.enchantmentCards![k] ?? null;
  const b = card?.def?.buff;
  const given = en.attack !== undefined || en.health !== undefined || en.cost !== undefined || en.setAttack !== undefined || en.setHealth !== undefined
    || en.setCost !== undefined || en.minCost !== undefined;
  // Stats as given, else the card's: the snapshot and the card's `buff` use the same field names.
  const s = given ? en : b;
  const grants = en.grants ?? b?.grants;
  // Every field by name (absent ones undefined): attachEnchantment makes the record in one shape.
  attachEnchantment(game, host, {
    id: en.id ?? nextId(), card: card?.id ?? null, def: card, controller: en.controller ?? it.player, order: 0,
    atk: s?.attack ?? 0, hp: s?.health ?? 0, cost: s?.cost ?? 0,
    setAtk: s?.setAttack, setHp: s?.setHealth, setCost: s?.setCost, minCost: s?.minCost,
    // An aura's enchantment kept in the snapshot (4.11): the aura update after loading keeps it if the aura still applies.
    aura: en.aura ? { source: en.aura.source, key: `${en.aura.source}:${en.aura.index}:${host.id}` } : undefined,
    grants: grants?.length ? [...grants] : undefined,
    oneTurn: (en.oneTurn ?? b?.oneTurn) ? true : undefined,
    untilNextTurn: en.untilNextTurn ? true : undefined,
    ref: en.ref,
    remembers: it.remembered?.[k],
    remembersOwner: en.remembersOwner,
    usesLeft: en.usesLeft !== undefined && card?.def?.uses !== undefined ? Math.min(en.usesLeft, card.def.uses) : undefined,
    creator: en.creator,
  });
}

/**
 * Add `diff` to an attack or health the enchantments do not explain: to the base tag, or, when an enchantment
 * sets the stat (which hides the base), to the last such enchantment's own change.
 */
function absorb(e: Entity, stat: "ATK" | "HEALTH", diff: number): void {
  const set = stat === "ATK" ? "setAtk" : "setHp";
  for (let k = e.enchantments.length - 1; k >= 0; k--) {
    const en = e.enchantments[k]!;
    if (!en.aura && en[set] !== undefined) {
      if (stat === "ATK") en.atk += diff;
      else en.hp += diff;
      return;
    }
  }
  e.tags[stat] = (e.tags[stat] ?? 0) + diff;
}

/**
 * Derive base stats from the seen ones: the base takes whatever the enchantments and auras do not explain.
 * Attack and cost show negative values as 0 (4.1), so a seen 0 agrees with any value at or below 0.
 */
function applySeenStats(game: Game, it: Item, issues: Issue[]): void {
  const e = it.entity!;
  const i = it.input;
  // An Attack that is always the Health (Lightspawn, in play and not silenced) is not solved for: it follows the health.
  const followsHealth = attackFollowsHealth(e);
  if (i.attack !== undefined && !followsHealth && (e.type === "MINION" || e.type === "HERO" || e.type === "WEAPON")) {
    // The seen attack is the entity's own (a negative one shown as 0) plus, for a hero on its turn, its weapon's.
    const own = i.attack - (characterAttack(game, e) - attackOf(e));
    const raw = rawAttackOf(e);
    if (own !== Math.max(0, raw)) absorb(e, "ATK", own - raw);
  }
  if (hasHealth(e) && (i.health !== undefined || i.maxHealth !== undefined)) {
    const current = maxHealthOf(e);
    const max = i.maxHealth ?? Math.max(current, i.health ?? current);
    if (i.health !== undefined && i.health > max) issues.push({ path: `${pathOf(it)}.health`, message: `health ${i.health} is above maxHealth ${max}` });
    if (max !== current) absorb(e, "HEALTH", max - current);
    if (i.health !== undefined && i.health !== max) e.tags.DAMAGE = max - i.health;
    else if (i.health !== undefined) delete e.tags.DAMAGE;
  }
  if (e.type === "WEAPON" && i.durability !== undefined) {
    const max = maxDurabilityOf(e);
    if (i.durability > max) e.tags.DURABILITY = (e.tags.DURABILITY ?? 0) + i.durability - max;
    else if (i.durability < max) e.tags.DAMAGE = max - i.durability;
  }
  if (i.cost !== undefined) absorbCost(e, i.cost);
}

/**
 * Make the cost the seen one: the base (or, when an enchantment sets the cost, the last such one's own change)
 * takes the difference. A seen cost the enchantments cannot give (a later set or "not below" wins) is left alone.
 */
function absorbCost(e: Entity, seen: number): void {
  const raw = rawCostOf(e);
  if (seen === Math.max(0, raw)) return;
  let setter: Enchantment | undefined;
  for (let i = 0, enchantments = e.enchantments; i < enchantments.length; i++) { const en = enchantments[i]!; if (!en.aura && en.setCost !== undefined && (!setter || en.order > setter.order)) setter = en; }
  const apply = (d: number) => {
    if (setter) setter.cost += d;
    else e.tags.COST = (e.tags.COST ?? 0) + d;
  };
  apply(seen - raw);
  if (Math.max(0, rawCostOf(e)) === seen) return;
  apply(raw - seen);
  // A "not below" (minCost) reduction can swallow part of the difference (a base 0 under "-1, not below 0" shows 0, a
  // base 2 shows 1): the cost only grows with the base, so look for the nearest base that shows the seen cost.
  for (let d = 1; d <= 100; d++) {
    for (let j = 0, steps = seen > raw ? [d, -d] : [-d, d]; j < steps.length; j++) {
      const step = steps[j]!;
      apply(step);
      if (Math.max(0, rawCostOf(e)) === seen) return;
      apply(-step);
    }
  }
}
