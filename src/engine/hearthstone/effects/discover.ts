/**
 * `discover` (发现, rulebook 5.1): up to three different cards are offered — random picks, each recorded — and the
 * player picks one: the next answer of the request's `choices` (an index 0-2 into the options, in the order they were
 * offered), else a seeded random pick (recorded, as for Choose One). A single option is taken without a prompt.
 * The options are never the same card twice, and a pool never offers the discovering card itself (5.1).
 * `from: "deck"`: the options are cards of your deck and taking one is a draw (4.4, 5.1: draw triggers fire; a full
 * hand burns it); the others stay in the deck. A pool (card ids or a description, rules/pools.ts): the chosen card is
 * created in your hand. `enchantment` is attached to the card taken (a Temporary card's).
 */
import type { Effect } from "../cards/format/index.js";
import { choose, pickRandom, pickRandomId, refOf, type Ctx } from "../context.js";
import { playerOf } from "../game.js";
import type { Entity } from "../types.js";
import { poolOf } from "../rules/pools.js";
import { drawCard } from "../rules/draw.js";
import { noteEvent } from "../rules/events.js";
import { matchesFilter, type Env } from "../rules/selectors.js";
import { createInHand, markAdded } from "./zones.js";

const OPTIONS = 3;

export function discoverEffect(ctx: Ctx, e: Extract<Effect, { type: "discover" }>, env: Env): void {
  const player = env.controller;
  if (e.from === "deck") {
    let pool = playerOf(ctx.game, player).deck.filter((c) => !e.where || matchesFilter(ctx, c, e.where, env));
    const options: Entity[] = [];
    while (options.length < OPTIONS && pool.length > 0) {
      const [pick] = pickRandom(ctx, pool, 1, "discover option", env.holder);
      options.push(pick!);
      pool = pool.filter((c) => c.card !== pick!.card);
    }
    if (options.length === 0) return;
    const i = options.length > 1 ? choose(ctx, options.length, "discover", env.self) : 0;
    noteEvent(ctx, { type: "discover", source: env.self, target: options[i], player, detail: { options: options.map(refOf), from: "deck" } });
    const taken = options[i]!;
    drawCard(ctx, player, taken);
    markAdded(ctx, taken, e.enchantment);
    return;
  }
  const pool = poolOf(ctx, e.from, env);
  let ids = pool.ids.filter((id) => id !== env.self.card);
  const leftOut = Array.isArray(e.from) ? undefined : pool.leftOut;
  const options: string[] = [];
  while (options.length < OPTIONS && ids.length > 0) {
    const pick = pickRandomId(ctx, ids, "discover option", env.holder, leftOut);
    options.push(pick);
    ids = ids.filter((id) => id !== pick);
  }
  if (options.length === 0) return;
  const i = options.length > 1 ? choose(ctx, options.length, "discover", env.self) : 0;
  const card = createInHand(ctx, options[i]!, player);
  markAdded(ctx, card, e.enchantment);
  noteEvent(ctx, { type: "discover", source: env.self, ...(card ? { target: card } : {}), player, detail: { options, chosen: options[i] } });
}
