/**
 * @module hearthstone/snapshot/load
 * Loading a snapshot: resolve every card, create the entities (ids by creation order, 1.1), apply the
 * contract's defaults (default heroes and hero powers, order of play by listing, board minions ready
 * to attack), attach enchantments and auras, then derive base stats from the stats the player sees.
 */
import { EngineError, invalidRequest, type Issue } from "../../errors.js";
import type { CompiledCard } from "../cards/compile.js";
import { closeMatches } from "../cards/facts.js";
import type { CardRegistry } from "../cards/registry.js";
import type { Ctx } from "../context.js";
import { attachEnchantment, playerOf } from "../game.js";
import { maxDurabilityOf, maxHealthOf, rawCharacterAttack, rawCostOf } from "../stats.js";
import { PLAYSTATE, type Entity, type Game, type Player, type PlayerId, type Zone } from "../types.js";
import type { EntityInput, GameStateInput, PlayerInput } from "../schema.js";
import { auraUpdate } from "../rules/auras.js";
import { BASIC_HERO_POWER, DEFAULT_HERO, DEFAULT_MANA, KEYWORDS, STAT_TAGS, tagDefault } from "./defaults.js";

type Slot = "hero" | "heroPower" | "weapon" | "board" | "hand" | "deck" | "secrets" | "graveyard" | "setAside";

const SLOT_ZONE: Record<Slot, Zone> = {
  hero: "PLAY", heroPower: "PLAY", weapon: "PLAY", board: "PLAY", hand: "HAND", deck: "DECK", secrets: "SECRET", graveyard: "GRAVEYARD", setAside: "SETASIDE",
};

const SLOT_TYPES: Partial<Record<Slot, string[]>> = {
  hero: ["HERO"], heroPower: ["HERO_POWER"], weapon: ["WEAPON"], board: ["MINION"], secrets: ["SPELL"],
  hand: ["MINION", "SPELL", "WEAPON", "HERO", "LOCATION"], deck: ["MINION", "SPELL", "WEAPON", "HERO", "LOCATION"],
};

/** One entity of the snapshot, in listing order, before it is created. */
interface Item {
  input: EntityInput;
  player: PlayerId;
  slot: Slot;
  path: string;
  card: CompiledCard;
  listing: number;
  entity?: Entity;
}

/** Resolve card references, collecting every unknown (404) and unimplemented (422) card. */
class CardCheck {
  unknown: Issue[] = [];
  matches: Record<string, { id: string; name: string }[]> = {};
  unimplemented: Issue[] = [];
  ids = new Set<string>();
  constructor(private readonly cards: CardRegistry) {}

  resolve(ref: string | number, path: string): CompiledCard | undefined {
    const c = this.cards.resolve(ref);
    if (!c) {
      this.unknown.push({ path, message: `unknown card "${ref}"` });
      this.matches[path] = closeMatches(ref).map((f) => ({ id: f.id, name: f.name.enUS || f.name.zhCN }));
      return undefined;
    }
    if (!c.implemented && !this.ids.has(c.id)) {
      this.ids.add(c.id);
      this.unimplemented.push({ path, message: `${c.name.enUS} (${c.id}) has rules text the engine does not implement` });
    }
    return c;
  }

  throwIfAny(): void {
    if (this.unknown.length) {
      const first = this.unknown[0]!;
      throw new EngineError("unknown_card", `${first.path}: ${first.message}` + (this.unknown.length > 1 ? ` (and ${this.unknown.length - 1} more)` : ""), this.unknown, { closeMatches: this.matches });
    }
    if (this.unimplemented.length) {
      throw new EngineError("unimplemented_card", `not implemented: ${[...this.ids].join(", ")}`, this.unimplemented, { cards: [...this.ids] });
    }
  }
}

function listingItems(state: GameStateInput, check: CardCheck, issues: Issue[]): Item[] {
  const items: Item[] = [];
  const add = (input: EntityInput, player: PlayerId, slot: Slot, path: string) => {
    const card = check.resolve(input.card, `${path}.card`);
    if (!card) return;
    const allowed = SLOT_TYPES[slot];
    if (allowed && !allowed.includes(card.type)) issues.push({ path: `${path}.card`, message: `${card.name.enUS} is a ${card.type}, not allowed in ${slot}` });
    if (slot === "secrets" && !card.secret) issues.push({ path: `${path}.card`, message: `${card.name.enUS} is not a secret` });
    items.push({ input, player, slot, path, card, listing: items.length + 1 });
  };
  const ps = state.players;
  const heroOf = (i: 0 | 1): EntityInput => ps[i].hero ?? { card: DEFAULT_HERO[(i + 1) as PlayerId] };
  add(heroOf(0), 1, "hero", "state.players[0].hero");
  add(heroOf(1), 2, "hero", "state.players[1].hero");
  const inPlay = (i: 0 | 1) => {
    const p = ps[i];
    const base = `state.players[${i}]`;
    const heroCard = items.find((it) => it.slot === "hero" && it.player === i + 1)?.card;
    const power = p.heroPower ?? (heroCard ? { card: BASIC_HERO_POWER[heroCard.facts.cardClass] ?? "CS2_034" } : undefined);
    if (power) add(power, (i + 1) as PlayerId, "heroPower", `${base}.heroPower`);
    if (p.weapon) add(p.weapon, (i + 1) as PlayerId, "weapon", `${base}.weapon`);
    (p.board ?? []).forEach((e, k) => add(e, (i + 1) as PlayerId, "board", `${base}.board[${k}]`));
    (p.secrets ?? []).forEach((e, k) => add(e, (i + 1) as PlayerId, "secrets", `${base}.secrets[${k}]`));
  };
  inPlay(0);
  inPlay(1);
  for (const slot of ["hand", "deck", "graveyard", "setAside"] as const) {
    for (const i of [0, 1] as const) {
      (ps[i][slot] ?? []).forEach((e, k) => add(e, (i + 1) as PlayerId, slot, `state.players[${i}].${slot}[${k}]`));
    }
  }
  return items;
}

function emptyPlayer(id: PlayerId, input: PlayerInput, hero: Entity): Player {
  return {
    id, entityId: id + 1, hero, heroPower: null, weapon: null, board: [], hand: [], deck: [], secrets: [], graveyard: [], setAside: [],
    mana: { ...DEFAULT_MANA, ...input.mana }, tags: { ...input.tags },
  };
}

export interface Loaded {
  game: Game;
  over: { winner: PlayerId | null; draw: boolean } | null;
}

/** Build the game from a snapshot and make it `ctx.game`. */
export function loadState(ctx: Ctx, state: GameStateInput): Loaded {
  const check = new CardCheck(ctx.cards);
  const issues: Issue[] = [];
  const items = listingItems(state, check, issues);
  const enchantmentCards = new Map<string, CompiledCard>();
  items.forEach((it) => it.input.enchantments?.forEach((en, k) => {
    if (en.card === undefined) return;
    const c = check.resolve(en.card, `${it.path}.enchantments[${k}].card`);
    if (c && c.type !== "ENCHANTMENT") issues.push({ path: `${it.path}.enchantments[${k}].card`, message: `${c.name.enUS} is not an enchantment` });
    if (c) enchantmentCards.set(`${it.path}.${k}`, c);
  }));
  (state.deaths ?? []).forEach((d, k) => check.resolve(d.card, `state.deaths[${k}].card`));
  check.throwIfAny();

  // Refs are unique; given ids are unique.
  const refs = new Map<string, string>();
  const ids = new Set<number>();
  for (const it of items) {
    const all = [{ ref: it.input.ref, path: it.path }, ...(it.input.enchantments ?? []).map((en, k) => ({ ref: en.ref, path: `${it.path}.enchantments[${k}]` }))];
    for (const r of all) {
      if (r.ref === undefined) continue;
      if (refs.has(r.ref)) issues.push({ path: `${r.path}.ref`, message: `ref "${r.ref}" is also used at ${refs.get(r.ref)}` });
      else refs.set(r.ref, r.path);
    }
    const given = [{ id: it.input.id, path: it.path }, ...(it.input.enchantments ?? []).map((en, k) => ({ id: en.id, path: `${it.path}.enchantments[${k}]` }))];
    for (const g of given) {
      if (g.id === undefined) continue;
      if (ids.has(g.id)) issues.push({ path: `${g.path}.id`, message: `id ${g.id} is used twice` });
      ids.add(g.id);
    }
  }
  if (issues.length) throw invalidRequest(`${issues[0]!.path}: ${issues[0]!.message}`, issues);

  // Entity ids by creation order: game 1, players 2-3, heroes and hero powers, then everything else by listing.
  let next = 4;
  const nextId = () => { while (ids.has(next)) next++; ids.add(next); return next; };
  const creation = [
    ...items.filter((it) => it.slot === "hero" && it.player === 1), ...items.filter((it) => it.slot === "heroPower" && it.player === 1),
    ...items.filter((it) => it.slot === "hero" && it.player === 2), ...items.filter((it) => it.slot === "heroPower" && it.player === 2),
    ...items.filter((it) => it.slot !== "hero" && it.slot !== "heroPower"),
  ];

  const game: Game = {
    turn: state.turn ?? 1, currentPlayer: state.activePlayer ?? 1, players: undefined as unknown as [Player, Player],
    entities: new Map(), nextId: 4, nextOrder: 1, tags: { ...state.tags }, deaths: [], ruleAuras: [], holders: [],
  };
  const entityIds = new Map<Item, number>();
  for (const it of creation) entityIds.set(it, it.input.id ?? nextId());

  // Order of play: listing position unless given; enchantments just after their host unless given.
  type Key = { k: [number, number, number]; set: (o: number) => void };
  const keys: Key[] = [];
  for (const it of items) {
    const e = createEntity(game, it, entityIds.get(it)!);
    it.entity = e;
    const hostKey: [number, number, number] = [it.input.order ?? it.listing, it.listing, 0];
    keys.push({ k: hostKey, set: (o) => (e.order = o) });
    it.input.enchantments?.forEach((en, k) => {
      const card = enchantmentCards.get(`${it.path}.${k}`) ?? null;
      const b = card?.def?.buff;
      const given = en.attack !== undefined || en.health !== undefined || en.cost !== undefined;
      const ench = attachEnchantment(game, e, {
        id: en.id ?? nextId(), card: card?.id ?? null, def: card, controller: en.controller ?? it.player, order: 0,
        atk: given ? en.attack ?? 0 : b?.attack ?? 0, hp: given ? en.health ?? 0 : b?.health ?? 0, cost: given ? en.cost ?? 0 : b?.cost ?? 0,
        ...(!given && b?.setAttack !== undefined ? { setAtk: b.setAttack } : {}),
        ...(!given && b?.setHealth !== undefined ? { setHp: b.setHealth } : {}),
        ...((en.grants ?? b?.grants)?.length ? { grants: [...(en.grants ?? b!.grants!)] } : {}),
        ...((en.oneTurn ?? b?.oneTurn) ? { oneTurn: true } : {}),
        ...(en.ref !== undefined ? { ref: en.ref } : {}),
      });
      keys.push({ k: en.order !== undefined ? [en.order, it.listing, k + 1] : [hostKey[0], hostKey[1], k + 1], set: (o) => (ench.order = o) });
    });
  }
  keys.sort((a, b) => a.k[0] - b.k[0] || a.k[1] - b.k[1] || a.k[2] - b.k[2]);
  keys.forEach((key, i) => key.set(i + 1));
  game.nextOrder = keys.length + 1;
  game.nextId = Math.max(next, ...ids) + 1;

  // Players and zones.
  const heroes = [1, 2].map((pid) => items.find((it) => it.slot === "hero" && it.player === pid)!.entity!);
  game.players = [emptyPlayer(1, state.players[0], heroes[0]!), emptyPlayer(2, state.players[1], heroes[1]!)];
  for (const it of items) {
    const p = playerOf(game, it.player);
    const e = it.entity!;
    if (it.slot === "heroPower") p.heroPower = e;
    else if (it.slot === "weapon") p.weapon = e;
    else if (it.slot !== "hero") p[it.slot].push(e);
  }
  game.deaths = (state.deaths ?? []).map((d) => ({ card: ctx.cards.resolve(d.card)!.id, controller: d.controller, turn: d.turn }));

  // Auras apply before seen stats are read, so a snapshot means the same with or without the aura's source.
  ctx.game = game;
  auraUpdate(ctx, true);
  for (const it of items) applySeenStats(game, it, issues);
  if (issues.length) throw invalidRequest(`${issues[0]!.path}: ${issues[0]!.message}`, issues);

  const ended = game.players.map((p) => p.tags.PLAYSTATE ?? 0);
  const done = ended.some((s) => s === PLAYSTATE.WON || s === PLAYSTATE.LOST || s === PLAYSTATE.TIED);
  const over = done
    ? { winner: ended[0] === PLAYSTATE.WON ? 1 as const : ended[1] === PLAYSTATE.WON ? 2 as const : null, draw: ended[0] === PLAYSTATE.TIED }
    : null;
  return { game, over };
}

function createEntity(game: Game, it: Item, id: number): Entity {
  const zone = SLOT_ZONE[it.slot];
  const e: Entity = {
    kind: "entity", id, card: it.card.id, def: it.card, type: it.card.type, controller: it.player, zone, order: 0,
    tags: { ...it.card.tags }, enchantments: [],
  };
  if (it.input.ref !== undefined) e.ref = it.input.ref;
  const given = it.input.tags ?? {};
  if (given.SILENCED) for (const k of KEYWORDS) if (e.tags[k]) e.tags[k] = 0;
  for (const t of ["EXHAUSTED", "JUST_PLAYED", "NUM_TURNS_IN_PLAY"]) {
    const d = tagDefault(e, zone, t);
    if (d) e.tags[t] = d;
  }
  for (const [k, v] of Object.entries(given)) e.tags[k] = v;
  game.entities.set(id, e);
  if (it.card.hasTriggers) game.holders.push(e);
  return e;
}

/**
 * Derive base stats from the seen ones: the base takes whatever the enchantments and auras do not explain.
 * Attack and cost show negative values as 0 (4.1), so a seen 0 agrees with any value at or below 0.
 */
function applySeenStats(game: Game, it: Item, issues: Issue[]): void {
  const e = it.entity!;
  const i = it.input;
  if (i.attack !== undefined && (e.type === "MINION" || e.type === "HERO" || e.type === "WEAPON")) {
    const raw = rawCharacterAttack(game, e);
    if (i.attack !== Math.max(0, raw)) e.tags.ATK = (e.tags.ATK ?? 0) + i.attack - raw;
  }
  if (e.type === "MINION" || e.type === "HERO") {
    if (i.health !== undefined || i.maxHealth !== undefined) {
      const current = maxHealthOf(e);
      const max = i.maxHealth ?? Math.max(current, i.health ?? current);
      if (i.health !== undefined && i.health > max) issues.push({ path: `${it.path}.health`, message: `health ${i.health} is above maxHealth ${max}` });
      e.tags.HEALTH = (e.tags.HEALTH ?? 0) + max - current;
      e.tags.DAMAGE = max - (i.health ?? max);
    }
  }
  if (e.type === "WEAPON" && i.durability !== undefined) {
    const max = maxDurabilityOf(e);
    if (i.durability > max) e.tags.DURABILITY = (e.tags.DURABILITY ?? 0) + i.durability - max;
    e.tags.DAMAGE = Math.max(0, max - i.durability);
  }
  if (i.armor !== undefined) e.tags.ARMOR = i.armor;
  if (i.cost !== undefined) {
    const raw = rawCostOf(e);
    if (i.cost !== Math.max(0, raw)) e.tags.COST = (e.tags.COST ?? 0) + i.cost - raw;
  }
  for (const t of STAT_TAGS) if (e.tags[t] === 0 && !(t in e.def.tags)) delete e.tags[t];
}
