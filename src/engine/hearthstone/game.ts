/**
 * @module hearthstone/game
 * Entities and zones: creating entities (ids by creation order, 1.1), moving them between zones with
 * the rulebook's rules for what they keep (4.8 移动/复制状态规则), and the index of trigger holders.
 */
import type { CompiledCard } from "./cards/compile.js";
import type { Enchantment, Entity, Game, Player, PlayerId, Zone } from "./types.js";

export const playerOf = (game: Game, id: PlayerId): Player => (id === 1 ? game.players[0] : game.players[1]);
export const opponentOf = (id: PlayerId): PlayerId => (id === 1 ? 2 : 1);

/** Tags that describe an entity's state in a zone and are reset when it leaves play or dies. */
const PLAY_STATE_TAGS = [
  "DAMAGE", "EXHAUSTED", "JUST_PLAYED", "FROZEN", "NUM_ATTACKS_THIS_TURN", "NUM_TURNS_IN_PLAY", "TO_BE_DESTROYED",
  "SILENCED", "EXTRA_ATTACKS_THIS_TURN",
];

export function newEntity(game: Game, card: CompiledCard, controller: PlayerId, zone: Zone): Entity {
  // Every field named (the `satisfies`), in the same order as snapshot/load.ts createEntity's: one shape for every entity.
  const e: Entity = {
    kind: "entity" as const,
    id: game.nextId++,
    card: card.id,
    def: card,
    type: card.type,
    controller,
    zone,
    order: game.nextOrder++,
    ref: undefined,
    tags: { ...card.tags },
    enchantments: [],
    // Every slot an entity may get later, so every entity keeps one shape (lastPosition is set as it leaves play).
    lastPosition: undefined,
    refOut: undefined,
  } satisfies Record<keyof Entity, unknown>;
  game.entities.set(e.id, e);
  if (card.hasTriggers) game.holders.push(e);
  return e;
}

export function attachEnchantment(game: Game, host: Entity, en: Omit<Enchantment, "kind" | "id" | "order" | "host"> & { order?: number; id?: number }): Enchantment {
  // One literal with every field of `Enchantment` in one order (absent ones undefined, which every reader takes for
  // absent: they read by value, never by `in`), so every enchantment has one shape (statOf, costOf and the aura update
  // read them in loops). The `satisfies` makes tsc fail when a field is added to `Enchantment` and not named here.
  const full: Enchantment = {
    kind: "enchantment" as const, id: en.id ?? game.nextId++, card: en.card, def: en.def, controller: en.controller,
    order: en.order ?? game.nextOrder++, ref: en.ref, host, atk: en.atk, hp: en.hp, cost: en.cost,
    setAtk: en.setAtk, setHp: en.setHp, setCost: en.setCost, minCost: en.minCost, grants: en.grants, aura: en.aura,
    oneTurn: en.oneTurn, untilNextTurn: en.untilNextTurn, whileAttacking: en.whileAttacking, lowestPriority: en.lowestPriority,
    remembers: en.remembers, refOut: undefined, remembersOwner: en.remembersOwner, creator: en.creator, removed: en.removed,
    usesLeft: en.usesLeft,
  } satisfies Record<keyof Enchantment, unknown>;
  host.enchantments.push(full);
  if (full.def?.hasTriggers || full.untilNextTurn) game.holders.push(full);
  return full;
}

/** Detach an enchantment (it goes to REMOVEDFROMGAME, 1.4). */
export function detachEnchantment(host: Entity, en: Enchantment): void {
  const i = host.enchantments.indexOf(en);
  if (i >= 0) host.enchantments.splice(i, 1);
  en.removed = true;
}

/** Reset an entity to its card's defaults: what entering the graveyard or leaving play does (4.8). */
export function resetToCard(e: Entity): void {
  const keep = e.tags.DAMAGE, keepHealth = e.tags.HEALTH;
  // An armed trigger's mark (the `arm` effect) is not a state (4.8 resets states and data): it stays until the trigger
  // resolves, as the game's HEADCRACK_COMBO tag does on a Headcrack in the graveyard.
  let armed: [string, number][] | undefined;
  for (const k in e.tags) if (e.tags[k] && k.startsWith("TRIGGER_ARMED_")) (armed ??= []).push([k, e.tags[k]!]);
  // Nor is who created it (CREATOR, the game's "Created by"): a card made during the game never started in a deck.
  const creator = e.tags.CREATOR;
  e.tags = { ...e.def.tags };
  if (armed) for (let i = 0; i < armed.length; i++) e.tags[armed[i]![0]] = armed[i]![1];
  if (creator) e.tags.CREATOR = creator;
  for (let i = 0, enchantments = e.enchantments; i < enchantments.length; i++) { const en = enchantments[i]!; en.removed = true; }
  e.enchantments = [];
  // A dead hero keeps its damage and its maximum Health (a snapshot's 40-Health hero), so the final state shows how it died.
  if (e.type === "HERO" && keep) {
    e.tags.DAMAGE = keep;
    if (keepHealth !== undefined) e.tags.HEALTH = keepHealth;
  }
}

/** Cut every link `e`'s text made (an enchantment's `creator`, the `{ linked }` selector), wherever its carrier is. */
function unlinkFrom(game: Game, e: Entity): void {
  for (let i = 0, players = game.players; i < players.length; i++) {
    const p = players[i]!;
    for (let n = 0, lists = [p.board, p.hand, p.deck, p.secrets, p.graveyard, p.setAside]; n < lists.length; n++) {
      const list = lists[n]!;
      for (let j = 0; j < list.length; j++) { const x = list[j]!; for (let q = 0, enchantments = x.enchantments; q < enchantments.length; q++) { const en = enchantments[q]!; if (en.creator === e.id) en.creator = undefined; } }
    }
    for (let n = 0, listList = [p.hero, p.heroPower, p.weapon]; n < listList.length; n++) { const x = listList[n]!; if (x) for (let j = 0, enchantments = x.enchantments; j < enchantments.length; j++) { const en = enchantments[j]!; if (en.creator === e.id) en.creator = undefined; } }
    // The cards it kept set aside (`absorb`) stay there, kept by no one.
    for (let j = 0, setAside = p.setAside; j < setAside.length; j++) { const x = setAside[j]!; if (x.tags.KEPT_BY === e.id) { delete x.tags.KEPT_BY; delete x.tags.KEPT_ORDER; } }
  }
}

/** The list a zone keeps for this entity's controller, if the zone is ordered. */
export function zoneList(p: Player, e: Entity, zone: Zone): Entity[] | null {
  switch (zone) {
    case "PLAY": return e.type === "MINION" || e.type === "LOCATION" ? p.board : null;
    case "HAND": return p.hand;
    case "DECK": return p.deck;
    case "SECRET": return p.secrets;
    case "GRAVEYARD": return p.graveyard;
    case "SETASIDE": case "REMOVEDFROMGAME": return p.setAside;
  }
}

/** Take an entity out of whatever zone list holds it. Returns its former index in that list. */
export function removeFromZone(game: Game, e: Entity): number {
  const p = playerOf(game, e.controller);
  const list = zoneList(p, e, e.zone);
  let index = -1;
  if (list) {
    index = list.indexOf(e);
    // In place (splice would also make a list of the removed item).
    if (index >= 0) {
      for (let j = index + 1; j < list.length; j++) list[j - 1] = list[j]!;
      list.length--;
    }
  }
  if (e.zone === "PLAY") {
    if (e.type === "MINION" || e.type === "LOCATION") e.lastPosition = index;
    if (p.weapon === e) p.weapon = null;
    if (p.heroPower === e) p.heroPower = null;
  }
  return index;
}

/**
 * Move an entity to another zone of its controller. Entering play gives it a new order of play; entering
 * the graveyard, the deck or the hand from play clears its state and enchantments (4.8); moving from the
 * deck or hand into play keeps enchantments but drops cost changes.
 */
/**
 * 快枪 (Quickdraw): a card that entered a hand this turn (drawn, returned, created there) carries this tag until the turn
 * passes (actions/turn.ts MAIN_NEXT clears it in both hands); a snapshot gives it in the card's `tags`.
 */
export const ENTERED_HAND_THIS_TURN = "ENTERED_HAND_THIS_TURN";
/** "If drawn this turn" (Need for Greed): a card a draw put into its hand this turn (rules/draw.ts); cleared as ENTERED_HAND_THIS_TURN is, and when the card enters a hand again. */
export const DRAWN_THIS_TURN = "DRAWN_THIS_TURN";

export function moveTo(game: Game, e: Entity, zone: Zone, position?: number): void {
  const from = e.zone;
  removeFromZone(game, e);
  const p = playerOf(game, e.controller);
  const leavingPlay = from === "PLAY" || from === "SECRET";
  if (zone === "GRAVEYARD" || zone === "SETASIDE" || zone === "REMOVEDFROMGAME" || (leavingPlay && (zone === "HAND" || zone === "DECK"))) {
    resetToCard(e);
    // A minion returned to a hand or deck starts again (4.8): the links its text made are cut (rules-notes, links).
    if (leavingPlay && (zone === "HAND" || zone === "DECK")) unlinkFrom(game, e);
  } else if ((zone === "PLAY" || zone === "SECRET") && (from === "HAND" || from === "DECK")) {
    for (let i = 0, enchantments = e.enchantments; i < enchantments.length; i++) { const en = enchantments[i]!; if (en.cost !== 0 || en.setCost !== undefined || en.minCost !== undefined) en.removed = true; }
    e.enchantments = e.enchantments.filter((en) => !en.removed);
    // 4.8 注意 (version ≥ 18.0): damage a card took in hand (2.3) is not cleared when it enters play.
    for (let i = 0; i < PLAY_STATE_TAGS.length; i++) { const t = PLAY_STATE_TAGS[i]!; if (t !== "DAMAGE" && t in e.tags) delete e.tags[t]; }
  }
  // "While holding this" (rules/played.ts): a card taken into the hand is held from the next play on.
  if (zone === "HAND" && from !== "HAND") {
    // (Each `delete` only where the tag is: deleting an absent one still calls into the runtime.)
    if ("HELD_SINCE_PLAY" in e.tags) delete e.tags.HELD_SINCE_PLAY;
    if ("ADJACENT_PLAYED_TURN" in e.tags) delete e.tags.ADJACENT_PLAYED_TURN;
    if ("ADJACENT_PLAYED" in e.tags) delete e.tags.ADJACENT_PLAYED;
    e.tags[ENTERED_HAND_THIS_TURN] = 1;
    delete e.tags[DRAWN_THIS_TURN];
  }
  e.zone = zone;
  if ((zone === "PLAY" || zone === "SECRET") && !leavingPlay) e.order = game.nextOrder++;
  const list = zoneList(p, e, zone);
  if (list) {
    const at = position === undefined ? list.length : Math.max(0, Math.min(position, list.length));
    list.splice(at, 0, e);
  }
}

/** Every character (heroes and minions) in play, in order of play. */
export function charactersInPlay(game: Game): Entity[] {
  const out: Entity[] = [];
  for (let i = 0, players = game.players; i < players.length; i++) {
    const p = players[i]!;
    if (p.hero.zone === "PLAY") out.push(p.hero);
    for (let j = 0, board = p.board; j < board.length; j++) { const m = board[j]!; if (m.type === "MINION") out.push(m); }
  }
  return sortInPlace(out, byOrder);
}

/** Every Location (地标) in play, in order of play. */
export function locationsInPlay(game: Game): Entity[] {
  const out: Entity[] = [];
  for (let i = 0, players = game.players; i < players.length; i++) { const p = players[i]!; for (let j = 0, board = p.board; j < board.length; j++) { const m = board[j]!; if (m.type === "LOCATION") out.push(m); } }
  return sortInPlace(out, byOrder);
}

export const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/**
 * Sort a list in place, stably, as Array.prototype.sort does. The lists the rules sort (entities by order of play, a
 * trigger queue) are short and nearly in order: an insertion sort does that in about one pass and allocates nothing,
 * where the built-in sort copies the list into a work array each time. A long list goes to the built-in sort unless it
 * is in order already.
 */
export function sortInPlace<T>(list: T[], cmp: (a: T, b: T) => number): T[] {
  if (list.length > 16) {
    for (let i = 1; i < list.length; i++) if (cmp(list[i - 1]!, list[i]!) > 0) return list.sort(cmp);
    return list;
  }
  for (let i = 1; i < list.length; i++) {
    const x = list[i]!;
    let j = i - 1;
    for (; j >= 0 && cmp(list[j]!, x) > 0; j--) list[j + 1] = list[j]!;
    list[j + 1] = x;
  }
  return list;
}
