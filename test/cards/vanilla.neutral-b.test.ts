/**
 * Behaviour tests: Classic (VANILLA, the 2021 Classic format's original texts) Neutral cards, Faceless Manipulator ..
 * Nat Pagle, where the text differs from today's card. Reprints with the same text are tested with their canonical card.
 * Cards used as scenery: Chillwind Yeti CS2_182 (4/5), River Crocolisk CS2_120 (2/3), Wisp CS2_231 (1/1),
 * Murloc Raider CS2_168 (2/1 Murloc).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { player, request, run, walk } from "../support/engine.js";
import type { ResolveResult } from "../../src/engine/index.js";

const deck = (n: number, card = "CS2_231") => Array.from({ length: n }, () => ({ card }));

/** The types of the trace's events, in order (only these types). */
function eventOrder(r: ResolveResult, only: string[]): string[] {
  const out: string[] = [];
  walk(r.trace, (n) => {
    if (n.kind === "event" && only.includes(n.type)) out.push(n.type);
  });
  return out;
}

describeCard("VAN_EX1_508", () => {
  cardCase("VAN_EX1_508", {
    does: "ALL other Murlocs have +1 Attack, enemy ones too; not itself, not other minions",
    p1: { board: [{ card: "VAN_EX1_508", ref: "O" }, { card: "CS2_168", ref: "M" }, { card: "CS2_120", ref: "C" }] },
    p2: { board: [{ card: "CS2_168", ref: "EM" }, { card: "CS2_120", ref: "EC" }] },
    actions: [{ type: "endTurn" }],
    expect: { "O.attack": 1, "M.attack": 3, "C.attack": 2, "EM.attack": 3, "EC.attack": 2 },
  });
});

describeCard("VAN_EX1_614", () => {
  cardCase("VAN_EX1_614", {
    does: "each card you play (minion or spell) summons a 2/1 Flame of Azzinoth right of Illidan, before the card resolves",
    p1: { board: [{ card: "VAN_EX1_614", ref: "I" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_008", ref: "MF" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "MF", target: "p2.hero" }],
    expect: { "p1.board": ["VAN_EX1_614", "VAN_TU4e_002t", "VAN_TU4e_002t", "CS2_231"], "p1.board.1.attack": 2, "p1.board.1.health": 1, "p2.hero.health": 29 },
    // On-play (2.2 e, 2.3 f): a Flame, the Wisp's own summon event, then the second Flame before Moonfire's damage.
    check: (r) => expect(eventOrder(r, ["summon", "damage"])).toEqual(["summon", "summon", "summon", "damage"]),
  });
  cardCase("VAN_EX1_614", {
    does: "not for the opponent's cards, nor for its own play",
    p1: { hand: [{ card: "VAN_EX1_614", ref: "I" }] },
    p2: { board: [{ card: "VAN_EX1_614", ref: "EI" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "p1.board": ["VAN_EX1_614"], "p2.board": ["VAN_EX1_614"] },
  });
  it("its Flame's English name is given (the card data has only the Chinese one)", () => {
    const r = run(request([player({ board: [{ card: "VAN_EX1_614" }], hand: [{ card: "CS2_231", ref: "W" }] }), player()], [{ type: "play", card: "W" }]));
    expect(r.log.some((l) => l.includes("Flame of Azzinoth"))).toBe(true);
  });
});

describeCard("VAN_EX1_085", () => {
  cardCase("VAN_EX1_085", {
    does: "the opponent has 4 minions: one at random becomes yours",
    p1: { hand: [{ card: "VAN_EX1_085", ref: "MCT" }] },
    p2: { board: [{ card: "CS2_231" }, { card: "CS2_120" }, { card: "CS2_182" }, { card: "CS2_172" }] },
    actions: [{ type: "play", card: "MCT" }],
    expect: { "p1.board.length": 2, "p2.board.length": 3 },
    check: (r) => expect(r.random[0]!.candidates).toHaveLength(4),
  });
  cardCase("VAN_EX1_085", {
    does: "3 enemy minions: nothing",
    p1: { hand: [{ card: "VAN_EX1_085", ref: "MCT" }], board: [{ card: "CS2_231" }] },
    p2: { board: [{ card: "CS2_231" }, { card: "CS2_120" }, { card: "CS2_182" }] },
    actions: [{ type: "play", card: "MCT" }],
    expect: { "p1.board.length": 2, "p2.board.length": 3 },
  });
});

describeCard("VAN_EX1_620", () => {
  cardCase("VAN_EX1_620", {
    does: "costs (1) less for each damage your hero has taken (the damage it has now; the opponent's hero doesn't count)",
    p1: { hand: [{ card: "VAN_EX1_620", ref: "MG" }], hero: { card: "HERO_08", health: 18 } },
    p2: { hero: { card: "HERO_01", health: 10 } },
    actions: [{ type: "heal", target: "p1.hero", amount: 2 }],
    expect: { "MG.cost": 10 },
  });
});

describeCard("VAN_EX1_509", () => {
  cardCase("VAN_EX1_509", {
    does: "+1 Attack for each Murloc summoned, yours or the opponent's; not for other minions",
    p1: { board: [{ card: "VAN_EX1_509", ref: "T" }], hand: [{ card: "CS2_168", ref: "M" }, { card: "CS2_231", ref: "W" }] },
    p2: { hand: [{ card: "CS2_168", ref: "EM" }], deck: deck(1) },
    actions: [{ type: "play", card: "M" }, { type: "play", card: "W" }, { type: "endTurn" }, { type: "play", card: "EM" }],
    expect: { "T.attack": 3, "T.health": 2 },
  });
});

describeCard("VAN_EX1_507", () => {
  cardCase("VAN_EX1_507", {
    does: "ALL other Murlocs have +2/+1, the opponent's too; not itself, not other minions",
    p1: { board: [{ card: "VAN_EX1_507", ref: "WL" }, { card: "CS2_168", ref: "M" }, { card: "CS2_120", ref: "C" }] },
    p2: { board: [{ card: "CS2_168", ref: "EM" }] },
    actions: [{ type: "endTurn" }],
    expect: { "WL.attack": 3, "WL.health": 3, "M.attack": 4, "M.health": 2, "EM.attack": 4, "EM.health": 2, "C.attack": 2, "C.health": 3 },
  });
});
