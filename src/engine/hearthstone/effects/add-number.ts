/**
 * `addNumber`: a card's own counter — the game's TAG_SCRIPT_DATA_NUM_1, which the amount stat `number` reads — goes up
 * (or down) by an amount: the "After three friendly Beasts die, …" / "After you draw 4 cards, …" texts that count their
 * events and act at every Nth (the amount's `mod`), as the game shows "(2/3)" on the card (rules-notes 1531). The counter
 * is the card's tag: it stays with the card while it is in play, and a snapshot carries it. With `counter`, the number is
 * the controller's own named counter for the game instead (player tag COUNTER_<name>: Bolide Behemoth, rules-notes 1624).
 */
import type { Effect } from "../cards/format/index.js";
import { refOf, type Ctx } from "../context.js";
import { playerOf } from "../game.js";
import { amountOf, CARD_NUMBER, playerCounterTag } from "../rules/amounts.js";
import { select, type Env } from "../rules/selectors.js";

export function addNumberEffect(ctx: Ctx, e: Extract<Effect, { type: "addNumber" }>, env: Env): void {
  const by = e.amount === undefined ? 1 : amountOf(ctx, e.amount, env);
  if (e.counter !== undefined) {
    // A player's named counter for the game: the controller's player tag (rules-notes 1624).
    const tags = playerOf(ctx.game, env.controller).tags;
    const tag = playerCounterTag(e.counter);
    tags[tag] = (tags[tag] ?? 0) + by;
    ctx.trace.add({ kind: "step", name: "add-number", counter: e.counter, player: env.controller, number: tags[tag], children: [] });
    return;
  }
  for (let i = 0, list = select(ctx, e.to ?? "self", env, "beneficial"); i < list.length; i++) {
    const t = list[i]!;
    t.tags[CARD_NUMBER] = (t.tags[CARD_NUMBER] ?? 0) + by;
    ctx.trace.add({ kind: "step", name: "add-number", card: refOf(t), number: t.tags[CARD_NUMBER], children: [] });
  }
}
