/**
 * `joust`: "Reveal a minion in each deck. If yours costs more, …" (The Grand Tournament's Joust; not a keyword of the
 * game's, the wiki's "Joust"). A random minion card of the text's controller's deck and one of the opponent's deck are
 * revealed (recorded random picks); the controller wins when theirs has the higher Cost in the card data — the base
 * Cost, every cost change left out — or when the opponent's deck has no minion. A tie is lost. With no minion in the
 * controller's deck the joust is lost and nothing is revealed. Then each revealed card is shuffled back into its
 * deck: it goes to a random place of that deck (recorded), keeping its states. `cardType` reveals spells or any card
 * instead of minions (Raven Familiar; Conqueror's Banner). `then` resolves on a win, else `else`;
 * `{ all: "group" }` names the revealed cards (yours first). Rules-notes 555.
 */
import type { Effect } from "../cards/format/index.js";
import { pickRandom, pickRandomId, refOf, type Ctx } from "../context.js";
import { moveTo, opponentOf, playerOf } from "../game.js";
import type { Entity } from "../types.js";
import type { Env } from "../rules/selectors.js";
import { runEffects } from "./index.js";

/** Its Cost in the card data: every cost change left out. */
function baseCost(e: Entity): number {
  return e.def.tags.COST ?? e.tags.COST ?? 0;
}

export function joustEffect(ctx: Ctx, e: Extract<Effect, { type: "joust" }>, env: Env): void {
  const me = playerOf(ctx.game, env.controller);
  const them = playerOf(ctx.game, opponentOf(env.controller));
  // Raven Familiar reveals spells (`cardType: spell`), Conqueror's Banner any card (`card`); the TGT Jousts minions.
  const kind = e.cardType === "spell" ? "SPELL" : e.cardType === "card" ? "" : "MINION";
  const minions = (deck: Entity[]) => (kind ? deck.filter((c) => c.type === kind) : deck.slice());
  const mine = minions(me.deck);
  if (mine.length === 0) {
    ctx.trace.add({ kind: "step", name: "joust", won: false, reason: `no ${e.cardType ?? "minion"} in your deck: nothing revealed`, children: [] });
    runEffects(ctx, e.else ?? [], env);
    return;
  }
  const yours = pickRandom(ctx, mine, 1, "card revealed", env.holder)[0];
  const theirsList = minions(them.deck);
  const theirs = (theirsList.length ? pickRandom(ctx, theirsList, 1, "card revealed", env.holder) : [])[0];
  const won = !theirs || baseCost(yours!) > baseCost(theirs);
  const revealed = theirs ? [yours!, theirs] : [yours!];
  ctx.trace.add({
    kind: "step", name: "joust", yours: refOf(yours!), yourCost: baseCost(yours!),
    ...(theirs ? { theirs: refOf(theirs), theirCost: baseCost(theirs) } : {}), won, children: [],
  });
  // Shuffled back: each to a random place of its own deck (the other cards keep their order).
  for (let i = 0; i < revealed.length; i++) {
    const c = revealed[i]!;
    const deck = playerOf(ctx.game, c.controller).deck;
    const places = Array.from({ length: deck.length }, (_, k) => String(k));
    moveTo(ctx.game, c, "DECK", Number(pickRandomId(ctx, places, "place in the deck (0 = top)", env.holder)));
  }
  runEffects(ctx, won ? e.then : e.else ?? [], { ...env, group: revealed });
}
