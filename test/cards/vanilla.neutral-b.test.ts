/**
 * Behaviour tests: Classic (VANILLA, the 2021 Classic format's original texts) Neutral cards, Faceless Manipulator ..
 * Nat Pagle, where the text differs from today's card. Reprints with the same text are tested with their canonical card.
 * Cards used as scenery: Chillwind Yeti CS2_182 (4/5), River Crocolisk CS2_120 (2/3), Wisp CS2_231 (1/1),
 * Murloc Raider CS2_168 (2/1 Murloc).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, player, request, run } from "../support/engine.js";

const deck = (n: number, card = "CS2_231") => Array.from({ length: n }, () => ({ card }));

describeCard("VAN_EX1_508", () => {
  cardCase("VAN_EX1_508", {
    does: "ALL other Murlocs have +1 Attack, enemy ones too; not itself, not other minions",
    p1: { board: [{ card: "VAN_EX1_508", ref: "O" }, { card: "CS2_168", ref: "M" }, { card: "CS2_120", ref: "C" }] },
    p2: { board: [{ card: "CS2_168", ref: "EM" }, { card: "CS2_120", ref: "EC" }] },
    actions: [{ type: "endTurn" }],
    expect: { "O.attack": 1, "M.attack": 3, "C.attack": 2, "EM.attack": 3, "EC.attack": 2 },
  });
});
