/**
 * Behaviour tests: Classic (EXPERT1) Neutral cards, Faceless Manipulator .. Nat Pagle.
 * Cards used as scenery: Chillwind Yeti CS2_182 (4/5), River Crocolisk CS2_120 (2/3), Wisp CS2_231 (1/1),
 * Murloc Raider CS2_168 (2/1 Murloc), Fireball CS2_029 (6), Moonfire CS2_008 (1), Flamestrike CS2_032, Fiery War Axe CS2_106.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { events, walk } from "../support/engine.js";
import type { ResolveResult } from "../../src/engine/index.js";

/** The types of the trace's events, in order (optionally only these types). */
function eventOrder(r: ResolveResult, only?: string[]): string[] {
  const out: string[] = [];
  walk(r.trace, (n) => {
    if (n.kind === "event" && (!only || only.includes(n.type))) out.push(n.type);
  });
  return out;
}

const deck = (n: number, card = "CS2_231") => Array.from({ length: n }, () => ({ card }));

// ---------------------------------------------------------------------------------------------------------------
describeCard("EX1_564", () => {
  cardCase("EX1_564", {
    does: "becomes a copy of the chosen enemy minion, on its own side; the original stays",
    p1: { hand: [{ card: "EX1_564", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "F", target: "Y" }],
    expect: { "F.card": "CS2_182", "F.player": 1, "F.attack": 4, "F.health": 5, "Y.zone": "board", "Y.player": 2, "p1.board": ["CS2_182"] },
  });
  cardCase("EX1_564", {
    does: "copies the minion as it is: its damage and buffs too (4.8)",
    p1: { hand: [{ card: "EX1_564", ref: "F" }], board: [{ card: "CS2_182", ref: "Y", health: 2, enchantments: [{ attack: 3 }] }] },
    actions: [{ type: "play", card: "F", target: "Y" }],
    expect: { "F.card": "CS2_182", "F.attack": 7, "F.health": 2, "F.maxHealth": 5, "Y.attack": 7 },
  });
  cardCase("EX1_564", {
    does: "with no minion to copy it is played as a 3/3",
    p1: { hand: [{ card: "EX1_564", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "F.card": "EX1_564", "F.attack": 3, "F.health": 3, "F.zone": "board" },
  });
  cardCase("EX1_564", {
    does: "can't choose a hero",
    p1: { hand: [{ card: "EX1_564", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    error: "illegal_action",
  });
});

describeCard("NEW1_023", () => {
  cardCase("NEW1_023", {
    does: "Elusive: a spell can't target it",
    p1: { hand: [{ card: "CS2_029", ref: "FB" }] },
    p2: { board: [{ card: "NEW1_023", ref: "FD" }] },
    actions: [{ type: "play", card: "FB", target: "FD" }],
    error: "illegal_action",
  });
  cardCase("NEW1_023", {
    does: "Elusive: a Hero Power can't target it (not even its owner's)",
    p1: { board: [{ card: "NEW1_023", ref: "FD" }] },
    actions: [{ type: "heroPower", target: "FD" }],
    error: "illegal_action",
  });
  cardCase("NEW1_023", {
    does: "a Battlecry can target it, and untargeted spells still hit it",
    p1: { hand: [{ card: "CS2_189", ref: "EA" }, { card: "CS2_025", ref: "AE" }] },
    p2: { board: [{ card: "NEW1_023", ref: "FD", health: 3, maxHealth: 3 }] },
    actions: [{ type: "play", card: "EA", target: "FD" }, { type: "play", card: "AE" }],
    expect: { "FD.health": 1, "FD.zone": "board" },
  });
});

describeCard("tt_004", () => {
  cardCase("tt_004", {
    does: "+1 Attack for each minion that dies, friendly or enemy (not for a weapon)",
    p1: { board: [{ card: "tt_004", ref: "G" }, { card: "CS2_231", ref: "W1" }] },
    p2: { board: [{ card: "CS2_231", ref: "W2" }], weapon: { card: "CS2_106", ref: "AX" } },
    actions: [{ type: "destroy", target: "W1" }, { type: "destroy", target: "W2" }, { type: "destroy", target: "AX" }],
    expect: { "G.attack": 5, "G.health": 3, "W1.zone": "graveyard", "W2.zone": "graveyard", "AX.zone": "graveyard" },
  });
  cardCase("tt_004", {
    does: "minions dying together each count; a Ghoul that dies with them gains nothing",
    p1: { board: [{ card: "tt_004", ref: "G" }], hand: [{ card: "CS2_032", ref: "FS" }] },
    p2: { board: [{ card: "CS2_231", ref: "W1" }, { card: "CS2_231", ref: "W2" }, { card: "tt_004", ref: "G2" }] },
    actions: [{ type: "play", card: "FS" }],
    expect: { "G.attack": 6, "G2.zone": "graveyard", "G2.attack": 3 },
  });
});

describeCard("EX1_283", () => {
  cardCase("EX1_283", {
    does: "freezes the chosen minion only",
    p1: { hand: [{ card: "EX1_283", ref: "FE" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "C" }] },
    actions: [{ type: "play", card: "FE", target: "Y" }],
    check: (r) => {
      const [y, c] = r.state.players[1].board;
      expect(y!.tags?.FROZEN).toBe(1);
      expect(c!.tags?.FROZEN).toBeUndefined();
      expect(r.state.players[1].hero.tags?.FROZEN).toBeUndefined();
      expect(events(r, "freeze")).toHaveLength(1);
    },
  });
  cardCase("EX1_283", {
    does: "can freeze a hero",
    p1: { hand: [{ card: "EX1_283", ref: "FE" }] },
    actions: [{ type: "play", card: "FE", target: "p2.hero" }],
    check: (r) => expect(r.state.players[1].hero.tags?.FROZEN).toBe(1),
  });
});

describeCard("EX1_095", () => {
  cardCase("EX1_095", {
    does: "you cast a spell: draw a card, before the spell resolves (on-play, 2.3)",
    p1: { board: [{ card: "EX1_095", ref: "GA" }], hand: [{ card: "CS2_008", ref: "MF" }], deck: deck(3) },
    actions: [{ type: "play", card: "MF", target: "p2.hero" }],
    expect: { "p1.hand.length": 1, "p1.deck.length": 2, "p2.hero.health": 29, "p2.hand.length": 0 },
    check: (r) => expect(eventOrder(r, ["draw", "damage"])).toEqual(["draw", "damage"]),
  });
  cardCase("EX1_095", {
    does: "not for a minion you play, nor for the opponent's spell",
    p1: { board: [{ card: "EX1_095", ref: "GA" }], hand: [{ card: "CS2_231", ref: "W" }], deck: deck(3) },
    p2: { hand: [{ card: "CS2_008", ref: "MF" }], deck: deck(3) },
    actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "play", card: "MF", target: "p1.hero" }],
    expect: { "p1.hand.length": 0, "p1.deck.length": 3, "p2.hand.length": 1, "p2.deck.length": 2 },
  });
});

describeCard("NEW1_038", () => {
  cardCase("NEW1_038", {
    does: "+1/+1 at the end of each turn, yours and the opponent's",
    p1: { board: [{ card: "NEW1_038", ref: "G" }], deck: deck(2) },
    p2: { board: [{ card: "NEW1_038", ref: "EG" }], deck: deck(2) },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "G.attack": 9, "G.health": 9, "EG.attack": 9, "EG.health": 9 },
  });
  cardCase("NEW1_038", {
    does: "nothing before the turn ends",
    p1: { board: [{ card: "NEW1_038", ref: "G" }], hand: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "G.attack": 7, "G.health": 7 },
  });
});

describeCard("EX1_558", () => {
  cardCase("EX1_558", {
    does: "destroys the opponent's weapon and draws as many cards as its Durability (as damaged); your own weapon stays",
    p1: { hand: [{ card: "EX1_558", ref: "HJ" }], deck: deck(5), weapon: { card: "CS2_106", ref: "MY" } },
    p2: { weapon: { card: "CS2_097", ref: "TS", durability: 3, enchantments: [{ health: 2 }] }, deck: deck(5) },
    actions: [{ type: "play", card: "HJ" }],
    expect: { "TS.zone": "graveyard", "MY.zone": "weapon", "p1.hand.length": 3, "p1.deck.length": 2, "p2.hand.length": 0, "p2.weapon": null },
  });
  cardCase("EX1_558", {
    does: "a worn weapon: its Durability left, not its maximum",
    p1: { hand: [{ card: "EX1_558", ref: "HJ" }], deck: deck(5) },
    p2: { weapon: { card: "CS2_106", ref: "AX", durability: 1 } },
    actions: [{ type: "play", card: "HJ" }],
    expect: { "AX.zone": "graveyard", "p1.hand.length": 1 },
  });
  cardCase("EX1_558", {
    does: "no enemy weapon: nothing destroyed, nothing drawn",
    p1: { hand: [{ card: "EX1_558", ref: "HJ" }], deck: deck(5), weapon: { card: "CS2_106", ref: "MY" } },
    actions: [{ type: "play", card: "HJ" }],
    expect: { "HJ.zone": "board", "MY.zone": "weapon", "p1.hand.length": 0, "p1.deck.length": 5 },
  });
});

describeCard("NEW1_040", () => {
  cardCase("NEW1_040", {
    does: "at the end of your turn, a 2/2 Gnoll with Taunt right of Hogger; nothing at the end of the opponent's turn",
    p1: { board: [{ card: "NEW1_040", ref: "H" }, { card: "CS2_231", ref: "W" }], deck: deck(2) },
    p2: { board: [{ card: "NEW1_040", ref: "EH" }], deck: deck(2) },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board": ["NEW1_040", "NEW1_040t", "CS2_231"], "p1.board.1.attack": 2, "p1.board.1.health": 2, "p2.board": ["NEW1_040"] },
  });
  cardCase("NEW1_040", {
    does: "the Gnoll has Taunt: the opponent's minion can't attack past it",
    p1: { board: [{ card: "NEW1_040", ref: "H" }] },
    p2: { board: [{ card: "CS2_182", ref: "EY" }], deck: deck(2) },
    actions: [{ type: "endTurn" }, { type: "attack", attacker: "EY", defender: "p1.hero" }],
    error: "illegal_action",
  });
});

describeCard("NEW1_017", () => {
  cardCase("NEW1_017", {
    does: "destroys the chosen Murloc (an enemy one here) and gains +2/+2",
    p1: { hand: [{ card: "NEW1_017", ref: "HC" }] },
    p2: { board: [{ card: "CS2_168", ref: "M" }, { card: "CS2_168", ref: "M2" }] },
    actions: [{ type: "play", card: "HC", target: "M" }],
    expect: { "M.zone": "graveyard", "M2.zone": "board", "HC.attack": 3, "HC.health": 4 },
  });
  cardCase("NEW1_017", {
    does: "a friendly Murloc can be eaten too",
    p1: { hand: [{ card: "NEW1_017", ref: "HC" }], board: [{ card: "CS2_168", ref: "M" }] },
    actions: [{ type: "play", card: "HC", target: "M" }],
    expect: { "M.zone": "graveyard", "HC.attack": 3, "HC.health": 4 },
  });
  cardCase("NEW1_017", {
    does: "only a Murloc can be chosen",
    p1: { hand: [{ card: "NEW1_017", ref: "HC" }] },
    p2: { board: [{ card: "CS2_168", ref: "M" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "HC", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("NEW1_017", {
    does: "no Murloc in play: it is played as a 1/2 and gains nothing",
    p1: { hand: [{ card: "NEW1_017", ref: "HC" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "HC" }],
    expect: { "HC.zone": "board", "HC.attack": 1, "HC.health": 2, "Y.zone": "board" },
  });
});

describeCard("EX1_597", () => {
  cardCase("EX1_597", {
    does: "at the end of your turn: 1 damage to itself, then a 1/1 Imp right of it; nothing at the opponent's turn end",
    p1: { board: [{ card: "EX1_597", ref: "IM" }], deck: deck(2) },
    p2: { board: [{ card: "EX1_597", ref: "EIM" }], deck: deck(2) },
    actions: [{ type: "endTurn" }],
    expect: { "IM.health": 4, "p1.board": ["EX1_597", "EX1_598"], "EIM.health": 5, "p2.board": ["EX1_597"] },
    check: (r) => expect(eventOrder(r, ["damage", "summon"])).toEqual(["damage", "summon"]),
  });
  cardCase("EX1_597", {
    does: "at 1 Health it still summons its Imp, then dies",
    p1: { board: [{ card: "EX1_597", ref: "IM", health: 1 }] },
    p2: { deck: deck(1) },
    actions: [{ type: "endTurn" }],
    expect: { "IM.zone": "graveyard", "p1.board": ["EX1_598"] },
  });
});

describeCard("CS2_181", () => {
  cardCase("CS2_181", {
    does: "Battlecry: 4 damage to itself only (4/7 becomes 4/3)",
    p1: { hand: [{ card: "CS2_181", ref: "B" }], board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "EY" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "B.health": 3, "B.maxHealth": 7, "B.attack": 4, "Y.health": 5, "EY.health": 5, "p1.hero.health": 30, "p2.hero.health": 30 },
    check: (r) => expect(events(r, "damage")).toHaveLength(1),
  });
});

describeCard("CS2_203", () => {
  cardCase("CS2_203", {
    does: "silences the chosen minion: its buffs and Taunt are gone; others keep theirs",
    p1: { hand: [{ card: "CS2_203", ref: "O" }] },
    p2: { board: [{ card: "CS2_179", ref: "S", enchantments: [{ attack: 2, health: 2 }] }, { card: "CS2_179", ref: "S2" }] },
    actions: [{ type: "play", card: "O", target: "S" }],
    expect: { "S.attack": 3, "S.health": 5, "S.tags.SILENCED": 1, "S2.tags.SILENCED": undefined, "p2.board.1.attack": 3 },
  });
  cardCase("CS2_203", {
    does: "the silenced Taunt minion no longer protects its hero",
    p1: { hand: [{ card: "CS2_203", ref: "O" }], board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_179", ref: "S" }] },
    actions: [{ type: "play", card: "O", target: "S" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
    expect: { "p2.hero.health": 26, "S.health": 5 },
  });
  cardCase("CS2_203", {
    does: "can't choose a hero",
    p1: { hand: [{ card: "CS2_203", ref: "O" }] },
    p2: { board: [{ card: "CS2_179", ref: "S" }] },
    actions: [{ type: "play", card: "O", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("CS2_203", {
    does: "with no minion in play it is simply played",
    p1: { hand: [{ card: "CS2_203", ref: "O" }] },
    actions: [{ type: "play", card: "O" }],
    expect: { "O.zone": "board", "O.tags.SILENCED": undefined },
  });
});
