/**
 * `pickRemembered`: "If you play it this turn, also pick one of the others" (the Lost City's Maps). The card the Map
 * Discovered carries one memory (the Map's one-turn enchantment, `discover.others`) for each option not taken; that
 * enchantment's trigger, as the card is played, lets the player pick one of the remembered cards (the request's next
 * `choices` answer, else a seeded pick; one alone without a prompt). The card picked is created in their hand (4.4: a
 * full hand burns it) — or, `from: deck` (the options were cards of the deck, which stayed there), a card of that id is
 * drawn from the deck if one is still there (the first from the top). All the memories are used up at once, so the
 * trigger of each resolves once between them.
 */
import type { Effect } from "../cards/format/index.js";
import { choose, type Ctx } from "../context.js";
import { detachEnchantment, playerOf } from "../game.js";
import { drawCard } from "../rules/draw.js";
import { noteEvent } from "../rules/events.js";
import type { Env } from "../rules/selectors.js";
import { createInHand } from "./zones.js";

export function pickRememberedEffect(ctx: Ctx, e: Extract<Effect, { type: "pickRemembered" }>, env: Env): void {
  const host = env.self;
  const memories = host.enchantments.filter((x) => x.card === e.enchantment && x.remembers !== undefined && !x.removed);
  if (memories.length === 0) {
    ctx.trace.add({ kind: "skip", reason: "no card is remembered (already picked): nothing happens", children: [] });
    return;
  }
  const ids = memories.map((m) => m.remembers!);
  for (let j = 0; j < memories.length; j++) { const m = memories[j]!; detachEnchantment(host, m); }
  const i = ids.length > 1 ? choose(ctx, ids.length, "discover", env.self) : 0;
  const id = ids[i]!;
  const player = env.controller;
  noteEvent(ctx, { type: "choose", source: env.self, player, detail: { options: ids, chosen: id, reason: "also pick one of the others" } });
  if (e.from === "deck") {
    const card = playerOf(ctx.game, player).deck.find((c) => c.card === id);
    if (!card) {
      ctx.trace.add({ kind: "skip", reason: "the card picked is no longer in the deck: nothing is drawn", children: [] });
      return;
    }
    drawCard(ctx, player, card);
    return;
  }
  createInHand(ctx, id, player, env.self);
}
