/**
 * `absorb`: "absorb", "devour" a card in hand (Cataclysm's Iso'rath and Crackling Cloudstrider; newer than the rulebook,
 * rules-notes). The card leaves its hand for its owner's set-aside zone and is kept there by the entity whose text this
 * is — the tag KEPT_BY (our name) holds that entity's id, KEPT_ORDER the order taken — until that entity's text gives it
 * back (`returnToHand` `from: "kept"`) or casts it (`castSpell` `of`). 4.8 lists no rule for hand → set aside: the card is
 * taken whole, as a hand-to-hand move keeps it (its states stay: a cost change, a Spell Damage given to it), and it is no
 * longer in any hand (hand size, "while holding this" and hand triggers no longer see it). The keeper returned to a hand
 * or deck is reset (4.8): the link is cut, as every link its text made (rules-notes, links), and the card stays aside.
 */
import type { Effect } from "../cards/format/index.js";
import { refOf, type Ctx } from "../context.js";
import { playerOf, removeFromZone } from "../game.js";
import type { Entity } from "../types.js";
import { auraUpdate } from "../rules/auras.js";
import { noteEvent } from "../rules/events.js";
import { select, type Env } from "../rules/selectors.js";

export function absorbEffect(ctx: Ctx, e: Extract<Effect, { type: "absorb" }>, env: Env): void {
  // A card in a hand, or in a deck ("eat a minion in your deck": Hungering Ancient; deck → set aside keeps its states as a
  // draw does, 4.8).
  // An equipped weapon too ("Take your weapon": Shadestone Skulker): it leaves play unequipped — not destroyed, no
  // Deathrattle — keeping its states, as a card taken from a hand keeps them (rules-notes 1647).
  const taken = select(ctx, e.to, env, "harmful").filter((c) => c.zone === "HAND" || c.zone === "DECK" || (c.zone === "PLAY" && c.type === "WEAPON" && playerOf(ctx.game, c.controller).weapon === c));
  if (taken.length === 0) {
    ctx.trace.add({ kind: "skip", source: refOf(env.self), reason: "no card in a hand or deck to take", children: [] });
    return;
  }
  let order = 0;
  for (let i = 0, players = ctx.game.players; i < players.length; i++) { const p = players[i]!; for (let j = 0, setAside = p.setAside; j < setAside.length; j++) { const c = setAside[j]!; if (c.tags.KEPT_BY === env.self.id) order = Math.max(order, c.tags.KEPT_ORDER ?? 0); } }
  for (let i = 0; i < taken.length; i++) { const c = taken[i]!; keep(ctx, c, env.self, ++order); }
  auraUpdate(ctx);
}

function keep(ctx: Ctx, c: Entity, by: Entity, order: number): void {
  const from = c.zone;
  const owner = playerOf(ctx.game, c.controller);
  if (owner.weapon === c) owner.weapon = null;
  removeFromZone(ctx.game, c);
  delete c.tags.HELD_SINCE_PLAY;
  c.zone = "SETASIDE";
  playerOf(ctx.game, c.controller).setAside.push(c);
  c.tags.KEPT_BY = by.id;
  c.tags.KEPT_ORDER = order;
  noteEvent(ctx, { type: "zone-change", source: by, target: c, detail: { ...(from === "HAND" ? {} : { from }), to: "SETASIDE", reason: "absorbed" } });
}

/** The card is no longer kept (given back, cast): its link tags go. */
export function release(c: Entity): void {
  delete c.tags.KEPT_BY;
  delete c.tags.KEPT_ORDER;
}
