/**
 * `castWhenDrawn`: 抽到时施放 (Casts When Drawn, rulebook 4.4 and the keyword list). It is a draw trigger — a card's own
 * draw trigger, before every other draw trigger — not a cast of the spell and not a play: the card leaves the hand, its
 * `spell` text resolves as its owner's, and then its owner draws a card, unless a hero is then mortally wounded or has left
 * play ("如果在一张具有抽到时施放的牌本身效果结算完毕之后，有一方英雄处于濒死状态或已离场，则不会再抽一张牌").
 * A card's `castsWhenDrawn: true` gives it this trigger (cards/compile.ts).
 */
import type { Effect } from "../cards/format/index.js";
import type { Ctx } from "../context.js";
import { moveTo } from "../game.js";
import { drawCards } from "../rules/draw.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";
import type { PlayerId } from "../types.js";
import { isMortallyWounded } from "../stats.js";
import { runEffects } from "./index.js";
import { spellText } from "../cards/spell-text.js";

export function castWhenDrawnEffect(ctx: Ctx, _e: Extract<Effect, { type: "castWhenDrawn" }>, env: Env): void {
  const card = env.self;
  if (card.zone !== "HAND" || card.type !== "SPELL") {
    ctx.trace.add({ kind: "skip", reason: card.type !== "SPELL" ? "only a spell casts when drawn" : "the card is no longer in hand: nothing is cast", children: [] });
    return;
  }
  const player = card.controller;
  // Like a spell cast (not played): in play while its text resolves, then to the graveyard; no play, no cast event.
  moveTo(ctx.game, card, "PLAY");
  noteEvent(ctx, { type: "zone-change", target: card, detail: { to: "PLAY", reason: "casts when drawn" } });
  runEffects(ctx, spellText(card.def.def) ?? [], { self: card, holder: card, controller: player });
  if ((card.zone as string) === "PLAY") moveTo(ctx.game, card, "GRAVEYARD");
  drawAnother(ctx, player);
}

/** "…, then draw another card" of a card's own draw trigger (Casts / Summoned When Drawn): none once a hero is mortally wounded or gone. */
export function drawAnother(ctx: Ctx, player: PlayerId): void {
  if (ctx.game.players.some((p) => p.hero.zone !== "PLAY" || isMortallyWounded(p.hero))) {
    ctx.trace.add({ kind: "skip", reason: "a hero is mortally wounded or gone: no card is drawn", children: [] });
    return;
  }
  drawCards(ctx, player, 1);
}
