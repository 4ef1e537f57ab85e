/**
 * @module hearthstone/rules/lasting
 * Lasting spells ("Lasts N turns", 光环: Crusader Aura, Resistance Aura; the card field `lasts`). Newer than the 2022
 * rulebook: played, such a spell goes to the secret zone (2.3 b, as a quest does) and its triggers and auras work from
 * there. At the end of each turn that counts — its controller's turns, the turn it was played in included, or with
 * `side: enemy` the opponent's — its remaining turns (tag TURNS_LEFT, all N until the first count) go down by one, queued
 * with that turn's end-of-turn triggers after the others of the field (low priority, 3.2: its own "at the end of your
 * turn" text resolves first on its last turn); at 0 it goes to the graveyard, an aura update following. Not a Secret:
 * nothing reveals it, and "destroy a Secret" does not reach it. docs/rules-notes.md.
 */
import type { Ctx } from "../context.js";
import { moveTo } from "../game.js";
import type { PlayerId } from "../types.js";
import { auraUpdate } from "./auras.js";
import { noteEvent, type QueueItem } from "./events.js";

/** The countdowns of the lasting spells whose counted turn is ending (`player`'s turn). */
export function lastingCountdowns(ctx: Ctx, player: PlayerId): QueueItem[] {
  const out: QueueItem[] = [];
  for (let i = 0, players = ctx.game.players; i < players.length; i++) {
    const p = players[i]!;
    for (let j = 0, secrets = p.secrets; j < secrets.length; j++) {
      const c = secrets[j]!;
      const lasts = c.def.def?.lasts;
      if (!lasts) continue;
      const counted = lasts.side === "enemy" ? c.controller !== player : c.controller === player;
      if (!counted) continue;
      out.push({
        holder: c, self: c, controller: c.controller, card: c.card, on: "turn-end", zone: "play", priority: "low", order: c.order,
        keyword: "lasts",
        valid: () => c.zone === "SECRET",
        run: (cx) => {
          const left = (c.tags.TURNS_LEFT ?? lasts.turns) - 1;
          if (left > 0) {
            c.tags.TURNS_LEFT = left;
            noteEvent(cx, { type: "countdown", target: c, amount: left });
            return;
          }
          c.tags.TURNS_LEFT = 0;
          moveTo(cx.game, c, "GRAVEYARD");
          noteEvent(cx, { type: "zone-change", target: c, detail: { to: "GRAVEYARD", reason: "its turns are over" } });
          auraUpdate(cx);
        },
      });
    }
  }
  return out;
}
