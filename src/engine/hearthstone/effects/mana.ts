/** `manaCrystals`, `tempMana`: gain, lose or borrow mana crystals (4.12). */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { MAXHANDSIZE } from "../types.js";
import { noteEvent, resolveEvent } from "../rules/events.js";
import { MAX_MANA_CAP, TEMP_MANA_NEXT_TURN, cantBeOverloaded, gainEmptyCrystal, gainFullCrystal, gainTempCrystal, loseCrystal, refreshCrystals } from "../rules/mana.js";
import { amountOf } from "../rules/amounts.js";
import type { Env } from "../rules/selectors.js";
import { sideOf } from "./helpers.js";

export function manaCrystalsEffect(ctx: Ctx, e: Extract<Effect, { type: "manaCrystals" }>, env: Env): void {
  const player = sideOf(env, e.player);
  const m = playerOf(ctx.game, player).mana;
  const amount = Math.max(-10, Math.min(10, amountOf(ctx, e.amount, env)));
  const step = amount < 0 ? loseCrystal : e.state === "empty" ? gainEmptyCrystal : gainFullCrystal;
  for (let i = 0; i < Math.abs(amount); i++) step(m);
  noteEvent(ctx, { type: "mana", player, amount, detail: { crystals: m.crystals, used: m.used, temp: m.temp } });
}

/** "Unlock your Overloaded Mana Crystals" (4.12): this turn's locked crystals are freed and next turn's Overload cleared. */
export function unlockOverloadEffect(ctx: Ctx, _e: Extract<Effect, { type: "unlockOverload" }>, env: Env): void {
  const m = playerOf(ctx.game, env.controller).mana;
  // "Draw that many cards" (Thorim): the Overloaded crystals freed, locked this turn and owed for the next (rules-notes 890).
  env.unlocked = m.overloadLocked + m.overloadOwed;
  m.used = Math.max(0, m.used - m.overloadLocked);
  m.overloadLocked = 0;
  m.overloadOwed = 0;
  noteEvent(ctx, { type: "mana", player: env.controller, detail: { crystals: m.crystals, used: m.used, temp: m.temp, unlocked: true } });
}

export function tempManaEffect(ctx: Ctx, e: Extract<Effect, { type: "tempMana" }>, env: Env): void {
  const p = playerOf(ctx.game, env.controller);
  if (e.nextTurn) {
    // "… next turn only": owed until the player's next turn's ready step (rules/mana.ts gainOwedTempMana).
    p.tags[TEMP_MANA_NEXT_TURN] = (p.tags[TEMP_MANA_NEXT_TURN] ?? 0) + e.amount;
    noteEvent(ctx, { type: "mana", player: env.controller, amount: 0, detail: { nextTurn: p.tags[TEMP_MANA_NEXT_TURN] } });
    return;
  }
  const m = p.mana;
  for (let i = 0; i < e.amount; i++) gainTempCrystal(m);
  noteEvent(ctx, { type: "mana", player: env.controller, amount: e.amount, detail: { crystals: m.crystals, used: m.used, temp: m.temp } });
}

/** `refreshMana`: refill spent, unlocked Mana Crystals (Horn of Winter's "Refresh 2 Mana Crystals"; rules/mana.ts). */
export function refreshManaEffect(ctx: Ctx, e: Extract<Effect, { type: "refreshMana" }>, env: Env): void {
  const m = playerOf(ctx.game, env.controller).mana;
  const k = refreshCrystals(m, Math.max(0, amountOf(ctx, e.amount, env)));
  noteEvent(ctx, { type: "mana", player: env.controller, amount: k, detail: { crystals: m.crystals, used: m.used, temp: m.temp, refreshed: k } });
}

/**
 * `maxMana`: the player's maximum Mana (the crystal cap, 4.12) rises — or with `set` becomes the amount (Audio Amplifier);
 * no crystal is gained, and crystals above a lower cap are lost (their spent ones first, as losing a crystal takes an empty
 * one first, 4.12; rules-notes 1681).
 */
export function maxManaEffect(ctx: Ctx, e: Extract<Effect, { type: "maxMana" }>, env: Env): void {
  const player = sideOf(env, e.player);
  const m = playerOf(ctx.game, player).mana;
  m.maxCrystals = Math.min(e.set ? e.amount : m.maxCrystals + e.amount, MAX_MANA_CAP);
  while (m.crystals > m.maxCrystals) loseCrystal(m);
  noteEvent(ctx, { type: "mana", player, amount: 0, detail: { maxCrystals: m.maxCrystals } });
}

/** `overload`: "Overload for (N)" as an effect (Winged Aberration's Combo): the player owes N more Overload (4.12). */
export function overloadEffect(ctx: Ctx, e: Extract<Effect, { type: "overload" }>, env: Env): void {
  if (cantBeOverloaded(ctx, env.controller, env.self)) return;
  playerOf(ctx.game, env.controller).mana.overloadOwed += e.amount;
  resolveEvent(ctx, { type: "overload", target: env.self, amount: e.amount, player: env.controller });
}

/** `maxHandSize`: the player's maximum hand size (4.3) becomes the amount (the player tag MAXHANDSIZE; rules-notes 1681). */
export function maxHandSizeEffect(ctx: Ctx, e: Extract<Effect, { type: "maxHandSize" }>, env: Env): void {
  const player = sideOf(env, e.player);
  playerOf(ctx.game, player).tags[MAXHANDSIZE] = e.amount;
  noteEvent(ctx, { type: "mana", player, amount: 0, detail: { maxHandSize: e.amount } });
}
