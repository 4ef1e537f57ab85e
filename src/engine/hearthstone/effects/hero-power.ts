/**
 * `replaceHeroPower`: your Hero Power becomes another (Shadowform). Rulebook 2.7: replacing the Hero Power clears
 * "Hero Power uses this turn", even when the new one is the same card, so the new one can be used this turn.
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { moveTo, newEntity, playerOf } from "../game.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";
import { cardOf } from "./helpers.js";
import { enchant } from "../rules/enchant.js";
import type { Entity } from "../types.js";

export function replaceHeroPowerEffect(ctx: Ctx, e: Extract<Effect, { type: "replaceHeroPower" }>, env: Env): void {
  // `copyOf` (Sideshow Spelleater): the card of the Hero Power it names, read as the effect resolves.
  const id = e.heroPower ?? copiedPower(ctx, e, env);
  if (id === undefined) {
    ctx.trace.add({ kind: "skip", reason: "no Hero Power to copy: nothing happens", children: [] });
    return;
  }
  const old = playerOf(ctx.game, env.controller).heroPower;
  // "Swap back" (Story of Sulfuras): the Hero Power to come back to — the one replaced, or the one it already remembers.
  const back = e.remember && old ? rememberedPower(old) ?? old.card : undefined;
  const hp = replaceHeroPower(ctx, env, id);
  if (back) enchant(ctx, hp, env.controller, undefined, {}).remembers = back;
}

function copiedPower(ctx: Ctx, e: Extract<Effect, { type: "replaceHeroPower" }>, env: Env): string | undefined {
  if (e.copyOf === undefined) return undefined;
  const list = select(ctx, e.copyOf, env, "beneficial");
  for (let i = 0; i < list.length; i++) if (list[i]!.type === "HERO_POWER") return list[i]!.card;
  return undefined;
}

/** The Hero Power card a Hero Power remembers (`replaceHeroPower` with `remember`), if any. */
function rememberedPower(hp: Entity): string | undefined {
  return hp.enchantments.find((x) => x.card === null && x.remembers !== undefined && !x.removed)?.remembers;
}

/** `restoreHeroPower`: "swap back" to the Hero Power the current one remembers; none remembered: nothing. */
export function restoreHeroPowerEffect(ctx: Ctx, _e: Extract<Effect, { type: "restoreHeroPower" }>, env: Env): void {
  const current = playerOf(ctx.game, env.controller).heroPower;
  const back = current ? rememberedPower(current) : undefined;
  if (!back) {
    ctx.trace.add({ kind: "skip", reason: "the Hero Power remembers none to swap back to: nothing happens", children: [] });
    return;
  }
  replaceHeroPower(ctx, env, back);
}

function replaceHeroPower(ctx: Ctx, env: Env, id: string): Entity {
  const p = playerOf(ctx.game, env.controller);
  const card = cardOf(ctx, id);
  const old = p.heroPower;
  if (old) {
    moveTo(ctx.game, old, "SETASIDE");
    noteEvent(ctx, { type: "zone-change", target: old, detail: { to: "SETASIDE" } });
  }
  const hp = newEntity(ctx.game, card, env.controller, "PLAY");
  p.heroPower = hp;
  p.tags.HEROPOWER_ACTIVATIONS_THIS_TURN = 0;
  noteEvent(ctx, { type: "zone-change", source: env.self, target: hp, detail: { to: "PLAY" } });
  return hp;
}
