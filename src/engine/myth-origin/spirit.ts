/**
 * @module myth-origin/spirit
 * 支付代价 (12): 灵力 is paid by tapping untapped spirit cards (one each); a card used from the spirit zone may pay for
 * itself (27). The cost of a card is its printed 灵力值 less reductions, never below 0 (26). Paying opens no timing.
 */
import { illegal } from "../errors.js";
import { staticsOf } from "./cards.js";
import { entityRef, need } from "./refs.js";
import { say } from "./log.js";
import type { Card, Ctx, PlayerId } from "./types.js";

export function costOf(ctx: Ctx, c: Card, player: PlayerId): number {
  let cost = c.def.cost ?? 0;
  for (const { card, s } of staticsOf(ctx.game, "costReduction")) {
    if (s.type === "costReduction" && card.controller === player && (!s.cardType || s.cardType === c.def.type)) cost -= s.amount;
  }
  return Math.max(0, cost);
}

export function paySpirit(ctx: Ctx, player: PlayerId, amount: number, names: string[] | undefined, path: string): void {
  if (amount === 0) {
    if (names?.length) throw illegal(`${path}.pay`, "nothing to pay: the cost is 0 (26)");
    return;
  }
  const zone = ctx.game.players[player - 1]!.zones.spirit;
  const untapped = zone.filter((c) => !c.tapped);
  let chosen: Card[];
  if (names) {
    chosen = names.map((n, i) => {
      const c = need(ctx, n, `${path}.pay[${i}]`);
      if (!zone.includes(c)) throw illegal(`${path}.pay[${i}]`, "not a card of your spirit zone");
      if (c.tapped) throw illegal(`${path}.pay[${i}]`, "this spirit card is already tapped");
      return c;
    });
    if (new Set(chosen).size !== chosen.length) throw illegal(`${path}.pay`, "a spirit card is named twice");
    if (chosen.length !== amount) throw illegal(`${path}.pay`, `the cost is ${amount} 灵力: name ${amount} spirit card${amount > 1 ? "s" : ""}`);
  } else {
    if (untapped.length < amount) throw illegal(path, `not enough 灵力: it costs ${amount}, you have ${untapped.length} untapped spirit card${untapped.length === 1 ? "" : "s"}`);
    chosen = untapped.slice(0, amount);
  }
  for (const c of chosen) c.tapped = true;
  ctx.trace.add({ kind: "event", type: "pay", player, amount, cards: chosen.map(entityRef), children: [] });
  say(ctx, `玩家${player}横置${amount}张灵力牌,支付${amount}点灵力。`, `Player ${player} taps ${amount} spirit card${amount > 1 ? "s" : ""} to pay ${amount} spirit.`);
}

/** Can the player pay `amount` now? */
export const canPay = (ctx: Ctx, player: PlayerId, amount: number) => ctx.game.players[player - 1]!.zones.spirit.filter((c) => !c.tapped).length >= amount;
