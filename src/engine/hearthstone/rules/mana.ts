/**
 * @module hearthstone/rules/mana
 * Mana crystals (rulebook 4.12): available = crystals + temporary − used; paying spends temporary mana first.
 */
import { refOf, type Ctx, type Precheck } from "../context.js";
import { hasRule } from "./auras.js";
import { playerOf } from "../game.js";
import type { Entity, Mana, Player, PlayerId } from "../types.js";
import { resolveEvent } from "./events.js";

export const available = (m: Mana) => m.crystals + m.temp - m.used;

/** The highest maximum Mana a snapshot can carry (mana.maxCrystals): raising the cap (maxMana) stops here. */
export const MAX_MANA_CAP = 50;

/** The tag counting the Mana spent while a card with `countsManaSpent` is held ("If you spent N Mana while holding this"). */
export const MANA_SPENT_WHILE_HELD = "MANA_SPENT_WHILE_HELD";

/**
 * "If you spent N Mana while holding this" (Cataclysm; newer than the 2022 rulebook, docs/rules-notes.md): the Mana a
 * player pays in a pay step (2.2-2.7 使用阶段 a) is counted on every card of theirs with `countsManaSpent` then in their hand,
 * except the card being paid for (it is being played, no longer held). Health paid instead of Mana is not Mana spent.
 */
export function countManaSpent(ctx: Ctx, player: PlayerId, spent: number, paidFor?: Entity): void {
  if (spent <= 0) return;
  for (let i = 0, list = playerOf(ctx.game, player).hand; i < list.length; i++) {
    const c = list[i]!;
    if (c === paidFor || !c.def.def?.countsManaSpent) continue;
    c.tags[MANA_SPENT_WHILE_HELD] = (c.tags[MANA_SPENT_WHILE_HELD] ?? 0) + spent;
  }
}

export function pay(m: Mana, cost: number): void {
  const fromTemp = Math.min(m.temp, cost);
  m.temp -= fromTemp;
  m.used += cost - fromTemp;
}

/** Start of your turn: one more crystal (up to the cap), then overload owed becomes this turn's overload. */
export function refreshForTurn(m: Mana): void {
  m.crystals = Math.min(m.crystals + 1, m.maxCrystals);
  m.used = m.overloadOwed;
  m.overloadLocked = m.overloadOwed;
  m.overloadOwed = 0;
}

/** Gain a full crystal (4.12). At the cap it refreshes one instead; temporary mana over the cap fills an empty slot. */
export function gainFullCrystal(m: Mana): void {
  if (m.crystals < m.maxCrystals) m.crystals++;
  else m.used = Math.max(0, m.used - 1);
  if (m.crystals + m.temp > m.maxCrystals) {
    m.temp--;
    if (m.used !== 0) m.used--;
  }
}

/** Gain an empty crystal: the maximum and used mana both rise; nothing happens once crystals and temporary mana reach the cap. */
export function gainEmptyCrystal(m: Mana): void {
  if (m.crystals + m.temp >= m.maxCrystals) return;
  m.crystals++;
  m.used++;
}

/**
 * "Gain N Mana Crystals next turn only" (Emberscarred Whelp; `tempMana` with `nextTurn`): the player tag counting the
 * temporary crystals owed for the player's next turn. They are gained as that turn's ready step ends, after the turn's
 * crystal and Overload (4.12), as temporary crystals (cleared at that turn's end, 4.12); rules-notes 321.
 */
export const TEMP_MANA_NEXT_TURN = "TEMP_MANA_NEXT_TURN";

/** The ready step of a player's turn: the temporary crystals owed for this turn (TEMP_MANA_NEXT_TURN) are gained. */
export function gainOwedTempMana(p: Player): number {
  const owed = p.tags[TEMP_MANA_NEXT_TURN] ?? 0;
  if (owed <= 0) return 0;
  for (let i = 0; i < owed; i++) gainTempCrystal(p.mana);
  p.tags[TEMP_MANA_NEXT_TURN] = 0;
  return owed;
}

/** Gain a temporary crystal; at the cap it refreshes one instead. */
export function gainTempCrystal(m: Mana): void {
  if (m.crystals + m.temp < m.maxCrystals) m.temp++;
  else m.used = Math.max(0, m.used - 1);
}

/**
 * Refresh up to `n` Mana Crystals (刷新): only spent crystals that are not Overloaded (locked) can be refilled — with
 * temporary mana in hand, the empty slots are the crystals less what is available — and since patch 18.2 each refilled one
 * is a temporary crystal (at the cap, a spent crystal refilled). Returns how many were refreshed.
 */
export function refreshCrystals(m: Mana, n: number): number {
  const k = Math.max(0, Math.min(n, m.crystals - available(m) - m.overloadLocked));
  for (let i = 0; i < k; i++) gainTempCrystal(m);
  return k;
}

/** Lose (destroy) a crystal: maximum and used mana both fall, neither below 0. */
export function loseCrystal(m: Mana): void {
  m.crystals = Math.max(0, m.crystals - 1);
  m.used = Math.max(0, m.used - 1);
}

/** The player tag that counts the Mana Crystals a player has Overloaded this game (rules-notes: counted as the Overload is gained). */
export const OVERLOADED_THIS_GAME = "OVERLOAD_THIS_GAME";

/** The player gains `n` Overload: owed now, locked next turn (4.12), and counted for "each Mana Crystal you've Overloaded this game". */
export function gainOverload(p: Player, n: number): void {
  p.mana.overloadOwed += n;
  p.tags[OVERLOADED_THIS_GAME] = (p.tags[OVERLOADED_THIS_GAME] ?? 0) + n;
}

/**
 * You gain the card's overload (locked next turn, 4.12), then the overload event resolves ("Whenever you Overload": Tunnel
 * Trogg; rules-notes 1404) — for a played card with the sequence's pre-check (3.4). With a Twinspell's copy: effects/zones.ts
 * overloadTwinspellStep.
 */
export function overloadStep(ctx: Ctx, card: Entity, player: PlayerId, precheck: Precheck | null = null): void {
  const n = card.def.overload;
  if (!n) return;
  if (cantBeOverloaded(ctx, player, card)) return;
  gainOverload(playerOf(ctx.game, player), n);
  resolveEvent(ctx, { type: "overload", target: card, amount: n, player }, precheck);
}

/**
 * "You can't be Overloaded this turn" (Pebbly Page's one-turn state, the rule aura `no-overload`; rules-notes 1701): while it
 * holds, the player gains no Overload — a card's, a cast's or an effect's — and so no overload event ("Whenever you
 * Overload") resolves; a trace `skip` says so.
 */
export function cantBeOverloaded(ctx: Ctx, player: PlayerId, card: Entity): boolean {
  if (ctx.game.ruleAuras.length === 0 || !hasRule(ctx.game, "no-overload", player)) return false;
  ctx.trace.add({ kind: "skip", source: refOf(card), reason: "its player can't be Overloaded this turn: no Overload gained", children: [] });
  return true;
}
