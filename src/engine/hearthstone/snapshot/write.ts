/**
 * @module hearthstone/snapshot/write
 * Writing the game back in the snapshot schema, re-submittable as is: every entity with its id, ref,
 * canonical card id, order of play and the stats the player sees; tags only where they differ from
 * what loading would assume; aura enchantments left out (loading re-derives them from the board).
 */
import { characterAttack, costOf, durabilityOf, has, healthOf, maxHealthOf } from "../stats.js";
import { SILENCED_TAGS } from "../rules/silence.js";
import type { Enchantment, Entity, Game, Player, PlayerId } from "../types.js";
import { STAT_TAGS, tagDefault } from "./defaults.js";

export interface EnchantmentOut {
  id: number;
  card?: string;
  ref?: string;
  order: number;
  controller?: 1 | 2;
  attack?: number;
  health?: number;
  cost?: number;
  setAttack?: number;
  setHealth?: number;
  setCost?: number;
  minCost?: number;
  aura?: { source: number; index: number };
  grants?: string[];
  oneTurn?: boolean;
  untilNextTurn?: boolean;
  remembers?: string;
  remembersOwner?: PlayerId;
  usesLeft?: number;
  creator?: number;
}

export interface EntityOut {
  id: number;
  ref?: string;
  card: string;
  order: number;
  attack?: number;
  health?: number;
  maxHealth?: number;
  cost?: number;
  durability?: number;
  armor?: number;
  enchantments?: EnchantmentOut[];
  tags?: Record<string, number>;
  /** What the player sees (in play and in hand): the keywords in effect and the Spell Damage, wherever they come from. */
  seen?: Record<string, number>;
}

export interface PlayerOut {
  hero: EntityOut;
  heroPower?: EntityOut;
  weapon?: EntityOut;
  mana: Player["mana"];
  board: EntityOut[];
  hand: EntityOut[];
  deck: EntityOut[];
  secrets: EntityOut[];
  graveyard: EntityOut[];
  setAside: EntityOut[];
  tags: Record<string, number>;
  /** The card this player played last (any turn); only when there is one. */
  lastPlayed?: string;
  /** The cards played from hand this turn and on the player's previous turn, in order; only when there are some. */
  playedThisTurn?: string[];
  playedLastTurn?: string[];
  /** The cards played from hand this game, oldest first, with what was paid and the turn (rules/played.ts); only when there are some. */
  playedThisGame?: { card: string; cost: number; turn: number; id?: number; created?: boolean; paid?: "health" | "corpses" | "armor"; target?: "friendly-minion" | "friendly-hero" | "enemy-minion" | "enemy-hero" }[];
  /** Corpses (残骸) the player has now: the game's Player tags CORPSES − CORPSES_SPENT_THIS_GAME. */
  corpses: number;
  /** Corpses spent this game (CORPSES_SPENT_THIS_GAME). */
  corpsesSpent: number;
}

export interface GameStateOut {
  turn: number;
  activePlayer: 1 | 2;
  players: [PlayerOut, PlayerOut];
  deaths: { card: string; controller: 1 | 2; turn: number }[];
  /** The minions summoned this game (played ones too); only when there are any. */
  summons?: { card: string; controller: 1 | 2; turn: number; id?: number }[];
  tags: Record<string, number>;
  /** Pending extra turns (4.13), the next first; only when there are any. */
  extraTurns?: (1 | 2)[];
}

/**
 * Stats, grants and expiry are written when they differ from what loading would take from the
 * enchantment card alone (its `buff`); an anonymous enchantment always has them written.
 */
function enchantmentOut(en: Enchantment, host: Entity): EnchantmentOut {
  // With its card in the literal when it has one (most do): one growth of the property store fewer.
  const o: EnchantmentOut = en.card ? { id: en.id, order: en.order, card: en.card } : { id: en.id, order: en.order };
  if (en.ref !== undefined) o.ref = en.ref;
  if (en.controller !== host.controller) o.controller = en.controller;
  const b = en.def?.def?.buff;
  const sameStats = !!b && en.atk === (b.attack ?? 0) && en.hp === (b.health ?? 0) && en.cost === (b.cost ?? 0)
    && en.setAtk === b.setAttack && en.setHp === b.setHealth && en.setCost === b.setCost && en.minCost === b.minCost;
  if (!sameStats) {
    o.attack = en.atk;
    o.health = en.hp;
    o.cost = en.cost;
    if (en.setAtk !== undefined) o.setAttack = en.setAtk;
    if (en.setHp !== undefined) o.setHealth = en.setHp;
    if (en.setCost !== undefined) o.setCost = en.setCost;
    if (en.minCost !== undefined) o.minCost = en.minCost;
  }
  if (en.aura) o.aura = { source: en.aura.source, index: Number(en.aura.key.split(":")[1]) };
  const grants = en.grants ?? [];
  if (grants.join() !== (b?.grants ?? []).join()) o.grants = [...grants];
  if (!!en.oneTurn !== !!b?.oneTurn) o.oneTurn = !!en.oneTurn;
  if (en.untilNextTurn) o.untilNextTurn = true;
  if (en.remembers !== undefined) o.remembers = en.remembers;
  if (en.remembersOwner !== undefined) o.remembersOwner = en.remembersOwner;
  if (en.usesLeft !== undefined) o.usesLeft = en.usesLeft;
  if (en.creator !== undefined) o.creator = en.creator;
  return o;
}

/**
 * Aura enchantments are re-derived at load, except a cost aura's on a card out of play whose source is an
 * entity: its order of entry (when the card reached the hand, 4.11) cannot be re-derived, so it is written.
 * (One from an aura an enchantment carries takes that enchantment's order, which loading re-derives.)
 */
function keepAura(game: Game, host: Entity, en: Enchantment): boolean {
  return host.zone !== "PLAY" && game.entities.has(en.aura!.source);
}

export function entityOut(game: Game, e: Entity): EntityOut {
  // Made whole, one literal per kind of entity and whether it has a ref, with the keys in the order the output lists
  // them: fields added one by one past a literal's own grow the object's property store each time (up to three
  // times for a minion). Only enchantments, tags and seen are added after (one growth at most).
  const id = e.id, card = e.card, order = e.order, ref = e.ref, t = e.type;
  let o: EntityOut;
  if (t === "MINION") {
    const attack = characterAttack(game, e), health = healthOf(e), maxHealth = maxHealthOf(e), cost = costOf(e);
    o = ref === undefined ? { id, card, order, attack, health, maxHealth, cost } : { id, card, order, ref, attack, health, maxHealth, cost };
  } else if (t === "HERO") {
    const attack = characterAttack(game, e), health = healthOf(e), maxHealth = maxHealthOf(e), armor = e.tags.ARMOR ?? 0, cost = costOf(e);
    o = ref === undefined ? { id, card, order, attack, health, maxHealth, armor, cost } : { id, card, order, ref, attack, health, maxHealth, armor, cost };
  } else if (t === "LOCATION") {
    // 地标: the Durability it has left, as the game keeps it (HEALTH less DAMAGE).
    const health = healthOf(e), maxHealth = maxHealthOf(e), cost = costOf(e);
    o = ref === undefined ? { id, card, order, health, maxHealth, cost } : { id, card, order, ref, health, maxHealth, cost };
  } else if (t === "WEAPON") {
    const attack = characterAttack(game, e), durability = durabilityOf(e), cost = costOf(e);
    o = ref === undefined ? { id, card, order, attack, durability, cost } : { id, card, order, ref, attack, durability, cost };
  } else {
    const cost = costOf(e);
    o = ref === undefined ? { id, card, order, cost } : { id, card, order, ref, cost };
  }
  let ens: EnchantmentOut[] | undefined;
  for (let i = 0, enchantments = e.enchantments; i < enchantments.length; i++) { const en = enchantments[i]!; if (!en.aura || keepAura(game, e, en)) (ens ??= []).push(enchantmentOut(en, e)); }
  if (ens) o.enchantments = ens;
  const tags = tagsOut(e);
  if (tags) o.tags = tags;
  if (e.zone === "PLAY" || e.zone === "HAND") {
    const seen = seenOut(e);
    if (seen) o.seen = seen;
  }
  return o;
}

/** The keyword tags `seen` reports: those Silence turns off, and "can't be reduced below 1 Health" (4.9 step 7). */
export const SEEN_TAGS: readonly string[] = [...SILENCED_TAGS, "HEALTH_MINIMUM"];

/**
 * The keywords in effect on an entity as the player sees them: its own tags (from its card or set since) and those its
 * enchantments and auras grant (Defender of Argus's Taunt, Ice Block's Immune), and its Spell Damage: its own plus what
 * its enchantments carry (an aura's Spell Damage). Derived, never read back: loading ignores it.
 */
function seenOut(e: Entity): Record<string, number> | undefined {
  if (!mayHaveSeen(e)) return undefined;
  let out: Record<string, number> | undefined;
  for (let i = 0; i < SEEN_TAGS.length; i++) {
    const t = SEEN_TAGS[i]!;
    if (t === "SPELLPOWER") {
      let n = e.tags.SPELLPOWER ?? 0;
      for (let j = 0, enchantments = e.enchantments; j < enchantments.length; j++) { const en = enchantments[j]!; if (!en.removed) n += en.def?.tags.SPELLPOWER ?? 0; }
      if (n > 0) (out ??= {}).SPELLPOWER = n;
    } else if (has(e, t)) (out ??= {})[t] = Math.max(1, e.tags[t] ?? 0);
  }
  return out;
}

const SEEN_SET = new Set(SEEN_TAGS);

/** Whether any seen keyword could be in effect: an own one set, or an enchantment that grants or carries one (most entities: none). */
function mayHaveSeen(e: Entity): boolean {
  for (const k in e.tags) if (e.tags[k]! > 0 && SEEN_SET.has(k)) return true;
  for (let i = 0, enchantments = e.enchantments; i < enchantments.length; i++) { const en = enchantments[i]!; if ((en.grants && en.grants.length > 0) || en.def?.tags.SPELLPOWER) return true; }
  return false;
}

/** Tags that differ from what loading would assume for this entity; a default tag the entity lost is written as 0. */
function tagsOut(e: Entity): Record<string, number> | undefined {
  let out: Record<string, number> | undefined;
  const own = e.tags;
  for (const k in own) {
    const v = own[k]!;
    if (!STAT_TAGS.has(k) && v !== tagDefault(e, e.zone, k)) (out ??= {})[k] = v;
  }
  const card = e.def.tags;
  for (const k in card) {
    if (k in own || STAT_TAGS.has(k) || tagDefault(e, e.zone, k) === 0) continue;
    (out ??= {})[k] = 0;
  }
  if (e.zone === "PLAY" && e.type === "MINION" && !("NUM_TURNS_IN_PLAY" in own)) (out ??= {}).NUM_TURNS_IN_PLAY = 0;
  return out;
}

/** `list.map(entityOutIn, game)`: each entity written, without a closure per list (the game is `this`). */
function entityOutIn(this: Game, e: Entity): EntityOut {
  return entityOut(this, e);
}

/** A dead hero stays the player's `hero` (with its damage); it is not listed again in the graveyard. */
function playerOut(game: Game, p: Player): PlayerOut {
  // The graveyard without the player's hero (a hero that died ending the game is listed as the hero): filtered only then.
  const graveyard = p.graveyard.includes(p.hero) ? p.graveyard.filter((e) => e !== p.hero) : p.graveyard;
  // Each list written with `map` and a function made once (a list of its own length, no closure per list).
  const hero = entityOut(game, p.hero), mana = { ...p.mana };
  const board = p.board.map(entityOutIn, game), hand = p.hand.map(entityOutIn, game), deck = p.deck.map(entityOutIn, game);
  const secrets = p.secrets.map(entityOutIn, game), dead = graveyard.map(entityOutIn, game), setAside = p.setAside.map(entityOutIn, game);
  const tags = nonZero(p.tags), corpses = p.corpses, corpsesSpent = p.corpsesSpent;
  // Made whole with the Hero Power and weapon when there are (one literal each way, keys in output order): added one by
  // one past the literal's own they would grow the object's property store.
  const power = p.heroPower ? entityOut(game, p.heroPower) : undefined, weapon = p.weapon ? entityOut(game, p.weapon) : undefined;
  const o: PlayerOut = power
    ? weapon
      ? { hero, mana, board, hand, deck, secrets, graveyard: dead, setAside, tags, corpses, corpsesSpent, heroPower: power, weapon }
      : { hero, mana, board, hand, deck, secrets, graveyard: dead, setAside, tags, corpses, corpsesSpent, heroPower: power }
    : weapon
      ? { hero, mana, board, hand, deck, secrets, graveyard: dead, setAside, tags, corpses, corpsesSpent, weapon }
      : { hero, mana, board, hand, deck, secrets, graveyard: dead, setAside, tags, corpses, corpsesSpent };
  if (p.lastPlayed) o.lastPlayed = p.lastPlayed;
  if (p.playedThisTurn?.length) o.playedThisTurn = [...p.playedThisTurn];
  if (p.playedLastTurn?.length) o.playedLastTurn = [...p.playedLastTurn];
  if (p.playedThisGame?.length) o.playedThisGame = p.playedThisGame.map((r) => ({ ...r }));
  return o;
}

function nonZero(tags: Record<string, number>): Record<string, number> {
  const o: Record<string, number> = {};
  for (const k in tags) if (tags[k]) o[k] = tags[k]!;
  return o;
}

const copyDeath = (d: Game["deaths"][number]) => ({ ...d });

export function writeState(game: Game): GameStateOut {
  const o: GameStateOut = {
    turn: game.turn,
    activePlayer: game.currentPlayer,
    players: [playerOut(game, game.players[0]), playerOut(game, game.players[1])],
    deaths: game.deaths.map(copyDeath),
    tags: nonZero(game.tags),
  };
  if (game.extraTurns.length > 0) o.extraTurns = [...game.extraTurns];
  if (game.summons.length > 0) o.summons = game.summons.map((r) => ({ ...r }));
  return o;
}

/**
 * What a simulation reads of a sample's final state, without writing it: each hero's health and, for each entity with a
 * ref, where it is — in the order writeState lists them (zones, then the hero, Hero Power and weapon; a dead hero is the
 * player's `hero`, not listed in the graveyard).
 */
export function sampleSummary(game: Game): { heroHealth: number[]; refs: [string, string][] } {
  const refs: [string, string][] = [];
  for (let i = 0, players = game.players; i < players.length; i++) {
    const p = players[i]!;
    for (let j = 0, zones = ["board", "hand", "deck", "secrets", "graveyard", "setAside"] as const; j < zones.length; j++) {
      const zone = zones[j]!;
      for (let q = 0, list = p[zone]; q < list.length; q++) { const e = list[q]!; if (e.ref !== undefined && !(zone === "graveyard" && e === p.hero)) refs.push([e.ref, zone]); }
    }
    for (let j = 0, slots = ["hero", "heroPower", "weapon"] as const; j < slots.length; j++) {
      const slot = slots[j]!;
      const e = p[slot];
      if (e?.ref !== undefined) refs.push([e.ref, slot]);
    }
  }
  return { heroHealth: game.players.map((p) => healthOf(p.hero)), refs };
}
