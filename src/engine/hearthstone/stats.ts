/**
 * @module hearthstone/stats
 * Current values as the player sees them, from base tags plus enchantments (rulebook 1.3, 4.1):
 * enchantments apply in attach order, then aura-granted ones (low priority for attack and health);
 * negative attack and cost count as 0; health = maximum health − DAMAGE.
 */
import { playerOf } from "./game.js";
import type { Enchantment, Entity, Game } from "./types.js";

function statOf(e: Entity, tag: "ATK" | "HEALTH" | "DURABILITY", pick: "atk" | "hp", set: "setAtk" | "setHp"): number {
  let v = e.tags[tag] ?? 0;
  const list = e.enchantments;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < list.length; i++) {
      const en = list[i]!;
      if ((en.aura !== undefined) !== (pass === 1)) continue;
      const s = en[set];
      if (s !== undefined) v = s;
      v += en[pick];
    }
  }
  return v;
}

/** Lightspawn: in play its Attack is its Health, read now, after every enchantment and aura (until silenced). */
export const attackFollowsHealth = (e: Entity): boolean => e.zone === "PLAY" && !!e.def.def?.attackEqualsHealth && !e.tags.SILENCED;

/** Attack before the "negative counts as 0" rule (4.1): what loading a snapshot solves for. */
export function rawAttackOf(e: Entity): number {
  if (attackFollowsHealth(e)) return healthOf(e);
  return statOf(e, "ATK", "atk", "setAtk");
}

/** Attack of a minion, hero (without weapon) or weapon. */
export function attackOf(e: Entity): number {
  return Math.max(0, rawAttackOf(e));
}

/** The equipped weapon's attack that counts for a hero: on its controller's turn only. */
function weaponAttack(game: Game, e: Entity): number {
  if (e.type !== "HERO") return 0;
  const p = playerOf(game, e.controller);
  return p.hero === e && p.weapon && game.currentPlayer === e.controller ? attackOf(p.weapon) : 0;
}

/** A character's attack as the player sees it: a hero's own plus its weapon's on its controller's turn. */
export function characterAttack(game: Game, e: Entity): number {
  return attackOf(e) + weaponAttack(game, e);
}

export function maxHealthOf(e: Entity): number {
  return statOf(e, "HEALTH", "hp", "setHp");
}

export function healthOf(e: Entity): number {
  return maxHealthOf(e) - (e.tags.DAMAGE ?? 0);
}

/**
 * A weapon's maximum durability (DURABILITY plus health-type enchantments; a Health set — setHealth — sets it, later
 * changes on top, as a minion's Health: Swarthy Swordshiner's "Set the Attack and Durability of your weapon to 3").
 */
export function maxDurabilityOf(e: Entity): number {
  return statOf(e, "DURABILITY", "hp", "setHp");
}

export function durabilityOf(e: Entity): number {
  return maxDurabilityOf(e) - (e.tags.DAMAGE ?? 0);
}

/**
 * Cost before the "negative counts as 0" rule (4.11: only the final result is raised to 0). Cost changes
 * apply in order of entry (the enchantment's order), auras included: they have no special priority. A set
 * replaces the value so far; a `minCost` reduction stops at that value, and leaves a lower cost as it is.
 */
export function rawCostOf(e: Entity): number {
  let v = e.tags.COST ?? 0;
  const list = e.enchantments;
  let sorted = true;
  for (let i = 1; i < list.length; i++) if (list[i]!.order < list[i - 1]!.order) { sorted = false; break; }
  let last: Enchantment[] | undefined;
  for (let q = 0, listList = sorted ? list : list.slice().sort((a, b) => a.order - b.order); q < listList.length; q++) {
    const en = listList[q]!;
    // 4.11: a card's cost aura on itself (自减费光环, Molten Giant) has the lowest priority: after every other change.
    if (en.aura?.source === e.id || en.lowestPriority) { (last ??= []).push(en); continue; }
    v = applyCost(v, en);
  }
  if (last) for (let j = 0, lastList = last; j < lastList.length; j++) { const en = lastList[j]!; v = applyCost(v, en); }
  return v;
}

function applyCost(v: number, en: Enchantment): number {
  if (en.setCost !== undefined) v = en.setCost;
  const next = v + en.cost;
  return en.minCost !== undefined ? Math.max(next, Math.min(v, en.minCost)) : next;
}

/**
 * Cost: base plus cost changes in order of entry (4.11), at least 0; a card with Echo (回响, its own or granted) at least 1,
 * whatever else changes its cost.
 */
export function costOf(e: Entity): number {
  const c = Math.max(0, rawCostOf(e));
  const floor = c < 1 && has(e, "ECHO") ? 1 : c;
  return e.enchantments.length > 0 ? Math.max(floor, costAtLeast(e)) : floor;
}

/**
 * "Cards can't cost less than (N)" (Razorscale's "Costs at least (2)", rules-notes 1700): an enchantment whose card has the
 * engine's tag COST_AT_LEAST (N) raises the card's final cost to N, after every cost change; 0 when none.
 */
function costAtLeast(e: Entity): number {
  let n = 0;
  for (let i = 0, list = e.enchantments; i < list.length; i++) { const en = list[i]!; if (!en.removed) n = Math.max(n, en.def?.tags.COST_AT_LEAST ?? 0); }
  return n;
}

/** Whether a tag (keyword) is in effect: on the entity itself or granted by an attached enchantment. */
export function has(e: Entity, tag: string): boolean {
  if ((e.tags[tag] ?? 0) > 0) return true;
  for (let i = 0, enchantments = e.enchantments; i < enchantments.length; i++) { const en = enchantments[i]!; if (en.grants && en.grants.includes(tag)) return true; }
  return false;
}

export const isCharacter = (e: Entity) => e.type === "MINION" || e.type === "HERO";

/**
 * "Costs Health instead of Mana" (the game's tag CARD_COSTS_HEALTH, GameTag 481, its own or one an enchantment grants):
 * playing the card takes its cost from its player's hero's Health instead of their mana (rules/mana.ts, `payStep`).
 */
export const costsHealth = (card: Entity) => has(card, "CARD_COSTS_HEALTH");

/**
 * "Costs your OPPONENT'S Health instead of Mana (up to N)" (Agamaggan's state; the engine's tag CARD_COSTS_ENEMY_HEALTH,
 * whose value is the N): on the card, or on the card def of an enchantment it carries (one an aura attaches). The most
 * Health it may take, or null when the card has none (actions/common.ts `payStep`).
 */
export function enemyHealthCost(card: Entity): number | null {
  let cap = card.tags.CARD_COSTS_ENEMY_HEALTH ?? 0;
  for (let i = 0, enchantments = card.enchantments; i < enchantments.length; i++) { const en = enchantments[i]!; if (!en.removed) cap = Math.max(cap, en.def?.tags.CARD_COSTS_ENEMY_HEALTH ?? 0); }
  return cap > 0 ? cap : null;
}

/**
 * "Costs Corpses instead of Mana" (the engine's tag CARD_COSTS_CORPSES, its own or one an enchantment grants): playing the
 * card spends as many of its player's Corpses as its cost, instead of mana, and needs that many (actions/common.ts `payStep`).
 */
export const costsCorpses = (card: Entity) => has(card, "CARD_COSTS_CORPSES");


/**
 * 休眠 (4.6): a Dormant minion stays on the board (it takes a space) but is out of the game until it awakens: no
 * effect, target or attack reaches it, its text does not work, and its tags are kept as they are.
 */
export const isDormant = (e: Entity) => e.zone === "PLAY" && (e.tags.DORMANT ?? 0) > 0;

/**
 * 濒死 (1.10): an entity in play that is destroyed (TO_BE_DESTROYED) or whose health or durability is 0 or lower.
 */
export function isMortallyWounded(e: Entity): boolean {
  if (e.zone !== "PLAY") return false;
  if (e.tags.TO_BE_DESTROYED) return true;
  if (e.type === "WEAPON") return durabilityOf(e) <= 0;
  if (isCharacter(e) || e.type === "LOCATION") return healthOf(e) <= 0;
  return false;
}

export function isDamaged(e: Entity): boolean {
  return (e.tags.DAMAGE ?? 0) > 0;
}

/** Whether the entity's own card text (triggers, deathrattle, auras) is in effect: not silenced. */
export const textActive = (e: Entity) => !e.tags.SILENCED;
