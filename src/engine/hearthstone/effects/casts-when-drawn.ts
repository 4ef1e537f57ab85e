/**
 * `castWhenDrawn` (抽到时施放, the rulebook's keyword section): the draw trigger of a `castsWhenDrawn` card. It is a draw
 * trigger, not a cast nor a play (2.3 例外): nothing that answers playing or casting a spell answers it. The card leaves
 * the hand for the graveyard, its spell text resolves, then its controller draws a card — unless, once the text has
 * resolved, a hero is mortally wounded or has left play (the rulebook's Bomb and Bloodbloom examples).
 */
import type { Effect } from "../cards/format/index.js";
import { refOf, type Ctx } from "../context.js";
import { moveTo } from "../game.js";
import { drawCards } from "../rules/draw.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";
import { isMortallyWounded } from "../stats.js";
import { runEffects } from "./index.js";

export function castWhenDrawnEffect(ctx: Ctx, _e: Extract<Effect, { type: "castWhenDrawn" }>, env: Env): void {
  const card = env.self;
  if (card.zone !== "HAND") {
    ctx.trace.add({ kind: "skip", source: refOf(card), reason: `${card.def.name.enUS} is no longer in hand: it is not cast`, children: [] });
    return;
  }
  const player = card.controller;
  moveTo(ctx.game, card, "GRAVEYARD");
  noteEvent(ctx, { type: "zone-change", target: card, detail: { to: "GRAVEYARD", reason: "casts when drawn" } });
  runEffects(ctx, card.def.def?.spell ?? [], { self: card, holder: card, controller: player });
  if (ctx.game.players.some((p) => p.hero.zone !== "PLAY" || isMortallyWounded(p.hero))) {
    ctx.trace.add({ kind: "skip", source: refOf(card), reason: "a hero is mortally wounded or has left play: no card is drawn", children: [] });
    return;
  }
  drawCards(ctx, player, 1);
}
