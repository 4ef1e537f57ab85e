/**
 * `summonWhenDrawn`: Summoned When Drawn (抽到时召唤), a minion card's own draw trigger, read as the rulebook reads Casts When
 * Drawn (抽到时施放, 4.4: a draw trigger of the card, before every other draw trigger) and as a game log shows it (rules-notes
 * 357): the card drawn leaves the hand (set aside), a copy of it (4.8: its states kept) is summoned for its owner at the
 * right end of their board — a full board: none, the card is gone all the same —, then its owner draws a card, unless a hero
 * is then mortally wounded or has left play (as for Casts When Drawn). A card's `summonedWhenDrawn: true` gives it this
 * trigger (cards/compile.ts).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { moveTo } from "../game.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";
import { summonMinion } from "../rules/summon.js";
import { copyAttributes } from "./transform.js";
import { drawAnother } from "./cast-when-drawn.js";

export function summonWhenDrawnEffect(ctx: Ctx, _e: Extract<Effect, { type: "summonWhenDrawn" }>, env: Env): void {
  const card = env.self;
  if (card.zone !== "HAND" || card.type !== "MINION") {
    ctx.trace.add({ kind: "skip", reason: card.type !== "MINION" ? "only a minion is summoned when drawn" : "the card is no longer in hand: nothing is summoned", children: [] });
    return;
  }
  const player = card.controller;
  moveTo(ctx.game, card, "SETASIDE");
  noteEvent(ctx, { type: "zone-change", target: card, detail: { to: "SETASIDE", reason: "summoned when drawn" } });
  const m = summonMinion(ctx, card.def, player, undefined, card, (copy) => copyAttributes(ctx, copy, card));
  env.summonedAll = m ? [m] : [];
  if (m) env.summoned = m;
  drawAnother(ctx, player);
}
