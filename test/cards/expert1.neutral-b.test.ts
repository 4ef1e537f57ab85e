/**
 * Behaviour tests: Classic (EXPERT1) Neutral cards, Faceless Manipulator .. Nat Pagle.
 * Cards used as scenery: Chillwind Yeti CS2_182 (4/5), River Crocolisk CS2_120 (2/3), Wisp CS2_231 (1/1),
 * Murloc Raider CS2_168 (2/1 Murloc), Fireball CS2_029 (6), Moonfire CS2_008 (1), Flamestrike CS2_032, Fiery War Axe CS2_106.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, player, request, run, walk } from "../support/engine.js";
import type { ResolveResult } from "../../src/engine/index.js";
import type { TraceNode } from "../../src/engine/trace.js";

/** The types of the trace's events, in order (optionally only these types). */
function eventOrder(r: ResolveResult, only?: string[]): string[] {
  const out: string[] = [];
  walk(r.trace, (n) => {
    if (n.kind === "event" && (!only || only.includes(n.type))) out.push(n.type);
  });
  return out;
}

/** The names of the steps in which the triggers of the entity with this ref resolved, in order. */
function triggerSteps(r: ResolveResult, ref: string): string[] {
  const out: string[] = [];
  const visit = (nodes: readonly TraceNode[], step: string) => {
    for (const n of nodes) {
      if (n.kind === "trigger" && n.source.ref === ref) out.push(step);
      visit(n.children, n.kind === "step" ? n.name : step);
    }
  };
  visit(r.trace, "");
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

describeCard("EX1_014", () => {
  cardCase("EX1_014", {
    does: "Battlecry: the opponent gets two Bananas; you get none",
    p1: { hand: [{ card: "EX1_014", ref: "KM" }] },
    p2: { hand: [{ card: "CS2_231" }] },
    actions: [{ type: "play", card: "KM" }],
    expect: { "p2.hand": ["CS2_231", "EX1_014t", "EX1_014t"], "p1.hand": [] },
  });
  cardCase("EX1_014", {
    does: "a Banana gives a minion +1/+1 (either side's)",
    p1: { hand: [{ card: "EX1_014t", ref: "B" }, { card: "EX1_014t", ref: "B2" }], board: [{ card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "CS2_120", ref: "C" }] },
    actions: [{ type: "play", card: "B", target: "W" }, { type: "play", card: "B2", target: "C" }],
    expect: { "W.attack": 2, "W.health": 2, "C.attack": 3, "C.health": 4 },
  });
  cardCase("EX1_014", {
    does: "a Banana can't target a hero",
    p1: { hand: [{ card: "EX1_014t", ref: "B" }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "B", target: "p1.hero" }],
    error: "illegal_action",
  });
});

describeCard("NEW1_019", () => {
  cardCase("NEW1_019", {
    does: "after you summon a minion (played or by an effect), 1 damage to a random enemy; the only enemy here is the hero",
    p1: { board: [{ card: "NEW1_019", ref: "J" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "EX1_506", ref: "TH" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "TH" }],
    // Wisp: 1; Murloc Tidehunter and its Murloc Scout: 2 more.
    expect: { "p2.hero.health": 27, "p1.hero.health": 30 },
    check: (r) => expect(events(r, "damage").map((d) => d.amount)).toEqual([1, 1, 1]),
  });
  cardCase("NEW1_019", {
    does: "never its own summon, nor the opponent's; never a friendly character",
    p1: { hand: [{ card: "NEW1_019", ref: "J" }], board: [{ card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "NEW1_019", ref: "EJ" }], hand: [{ card: "CS2_231", ref: "EW" }], deck: deck(1) },
    actions: [{ type: "play", card: "J" }, { type: "endTurn" }, { type: "play", card: "EW" }],
    // The enemy Juggler throws once at player 1's side (hero, Wisp or Juggler): one damage in all.
    check: (r) => {
      const dmg = events(r, "damage");
      expect(dmg).toHaveLength(1);
      expect(r.state.players[1].hero.health).toBe(30);
    },
  });
  cardCase("NEW1_019", {
    does: "the knife comes after the summoned minion's Battlecry (after-summon, in the finish phase)",
    p1: { board: [{ card: "NEW1_019", ref: "J" }], hand: [{ card: "CS2_189", ref: "EA" }] },
    actions: [{ type: "play", card: "EA", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
    check: (r) => expect(events(r, "damage").map((d) => (d.source as { ref?: string }).ref)).toEqual(["EA", "J"]),
  });
  it("the knife's target is a random enemy character, recorded; candidates skip friendly ones", () => {
    const r = run(request([player({ board: [{ card: "NEW1_019", ref: "J" }, { card: "CS2_182" }], hand: [{ card: "CS2_231", ref: "W" }] }),
      player({ board: [{ card: "CS2_182", ref: "EY" }] })], [{ type: "play", card: "W" }]));
    const pick = r.random.find((d) => d.purpose === "random target")!;
    expect(pick.candidates.map((c) => (typeof c === "string" ? c : c.card)).sort()).toEqual(["CS2_182", "HERO_01"]);
    expect(pick.candidates.every((c) => typeof c !== "string" && c.controller === 2)).toBe(true);
  });
});

describeCard("EX1_116", () => {
  cardCase("EX1_116", {
    does: "Charge: attacks the turn it is played; Battlecry: two 1/1 Whelps for the opponent",
    p1: { hand: [{ card: "EX1_116", ref: "L" }] },
    p2: { board: [{ card: "CS2_231" }] },
    actions: [{ type: "play", card: "L" }, { type: "attack", attacker: "L", defender: "p2.hero" }],
    expect: { "p2.board": ["CS2_231", "EX1_116t", "EX1_116t"], "p2.board.1.attack": 1, "p2.board.1.health": 1, "p1.board": ["EX1_116"], "p2.hero.health": 24 },
  });
});

describeCard("EX1_029", () => {
  cardCase("EX1_029", {
    does: "Deathrattle: 2 damage to the enemy hero, not its own",
    p1: { board: [{ card: "EX1_029", ref: "L" }] },
    actions: [{ type: "destroy", target: "L" }],
    expect: { "p2.hero.health": 28, "p1.hero.health": 30, "L.zone": "graveyard" },
  });
  cardCase("EX1_029", {
    does: "for the player who controlled it when it died (an enemy's Leper Gnome hits you)",
    p2: { board: [{ card: "EX1_029", ref: "L" }] },
    actions: [{ type: "destroy", target: "L" }],
    expect: { "p1.hero.health": 28, "p2.hero.health": 30 },
  });
});

describeCard("EX1_001", () => {
  cardCase("EX1_001", {
    does: "+2 Attack each time a character is healed, friendly or enemy, hero or minion",
    p1: { board: [{ card: "EX1_001", ref: "LW" }, { card: "CS2_182", ref: "Y", health: 2 }], hero: { card: "HERO_08", health: 20 } },
    p2: { board: [{ card: "CS2_182", ref: "EY", health: 2 }] },
    actions: [{ type: "heal", target: "Y", amount: 1 }, { type: "heal", target: "EY", amount: 1 }, { type: "heal", target: "p1.hero", amount: 1 }],
    expect: { "LW.attack": 7, "LW.health": 2 },
  });
  cardCase("EX1_001", {
    does: "healing an undamaged character is no heal: nothing gained",
    p1: { board: [{ card: "EX1_001", ref: "LW" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "heal", target: "Y", amount: 3 }, { type: "heal", target: "p1.hero", amount: 3 }],
    expect: { "LW.attack": 1 },
  });
  cardCase("EX1_001", {
    does: "a mass heal counts each character healed",
    p1: { board: [{ card: "EX1_001", ref: "LW" }, { card: "CS2_182", ref: "Y", health: 2 }], hand: [{ card: "EX1_621", ref: "CH" }] },
    p2: { board: [{ card: "CS2_182", ref: "EY", health: 2 }, { card: "CS2_182", ref: "EY2" }] },
    actions: [{ type: "play", card: "CH" }],
    expect: { "LW.attack": 5, "Y.health": 5, "EY.health": 5 },
  });
});

describeCard("EX1_096", () => {
  cardCase("EX1_096", {
    does: "Deathrattle: its controller draws a card; the opponent doesn't",
    p1: { board: [{ card: "EX1_096", ref: "LH" }], deck: deck(2) },
    p2: { deck: deck(2) },
    actions: [{ type: "destroy", target: "LH" }],
    expect: { "p1.hand.length": 1, "p1.deck.length": 1, "p2.hand.length": 0, "p2.deck.length": 2 },
  });
});

describeCard("EX1_100", () => {
  cardCase("EX1_100", {
    does: "you cast a spell: a copy goes to the opponent's hand, before the spell resolves",
    p1: { board: [{ card: "EX1_100", ref: "C" }], hand: [{ card: "CS2_008", ref: "MF" }] },
    actions: [{ type: "play", card: "MF", target: "p2.hero" }],
    expect: { "p2.hand": ["CS2_008"], "p1.hand": [], "p2.hero.health": 29 },
    check: (r) => expect(eventOrder(r, ["zone-change", "damage"]).slice(-2)).toEqual(["zone-change", "damage"]),
  });
  cardCase("EX1_100", {
    does: "the opponent casts a spell: the copy comes to Cho's controller",
    p1: { board: [{ card: "EX1_100", ref: "C" }] },
    p2: { hand: [{ card: "CS2_008", ref: "MF" }], deck: deck(1) },
    actions: [{ type: "endTurn" }, { type: "play", card: "MF", target: "p1.hero" }],
    expect: { "p1.hand": ["CS2_008"], "p2.hand": ["CS2_231"], "p1.hero.health": 29 },
  });
  cardCase("EX1_100", {
    does: "a fresh copy (its cost, not the reduced price paid); not for a minion",
    p1: { board: [{ card: "EX1_100", ref: "C" }], hand: [{ card: "CS2_029", ref: "FB", cost: 1 }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "FB", target: "p2.hero" }, { type: "play", card: "W" }],
    expect: { "p2.hand": ["CS2_029"], "p2.hand.0.cost": 4, "p2.hero.health": 24 },
  });
});

describeCard("EX1_082", () => {
  it("3 damage, one at a time, among all other characters, never itself, whatever the seed", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const r = run(request([player({ hand: [{ card: "EX1_082", ref: "MB" }], board: [{ card: "CS2_182", ref: "Y" }] }),
        player({ board: [{ card: "CS2_182", ref: "EY" }] })], [{ type: "play", card: "MB" }], { seed }));
      const dmg = events(r, "damage");
      expect(dmg.map((d) => d.amount)).toEqual([1, 1, 1]);
      const lost = 30 - (r.state.players[0].hero.health ?? 0) + 30 - (r.state.players[1].hero.health ?? 0)
        + 5 - (r.state.players[0].board.find((m) => m.ref === "Y")!.health ?? 0) + 5 - (r.state.players[1].board[0]!.health ?? 0);
      expect(lost).toBe(3);
      expect(r.state.players[0].board.find((m) => m.ref === "MB")!.health).toBe(2);
      const picks = r.random.filter((d) => d.purpose === "random target");
      expect(picks).toHaveLength(3);
      for (const p of picks) expect(p.candidates).toHaveLength(4);
    }
  });
  cardCase("EX1_082", {
    does: "a character killed by an earlier bomb is not picked again (3.5: mortally wounded skipped)",
    seed: 5,
    p1: { hand: [{ card: "EX1_082", ref: "MB" }] },
    p2: { board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "MB" }],
    check: (r) => {
      const dmg = events(r, "damage");
      expect(dmg).toHaveLength(3);
      expect(dmg.filter((d) => JSON.stringify(d.target).includes("CS2_231")).length).toBeLessThanOrEqual(1);
    },
  });

  it("Mad Bomber's three hits skip characters already mortally wounded (3.5)", () => {
    const r = run(request([player({ hand: [{ card: "EX1_082", ref: "MB" }] }), player({ board: [{ card: "CS2_231", ref: "W" }] })], [{ type: "play", card: "MB" }], { seed: 3 }));
    const hits = events(r, "damage");
    expect(hits).toHaveLength(3);
    expect(hits.filter((h) => h.target!.ref === "W").length).toBeLessThanOrEqual(1);
  });
});

describeCard("EX1_055", () => {
  cardCase("EX1_055", {
    does: "+2 Attack for each spell you cast this turn, gone when the turn ends",
    p1: { board: [{ card: "EX1_055", ref: "MA" }], hand: [{ card: "CS2_008", ref: "M1" }, { card: "CS2_008", ref: "M2" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }, { type: "play", card: "W" }],
    expect: { "MA.attack": 5, "MA.health": 3 },
  });
  cardCase("EX1_055", {
    does: "the bonus lasts only this turn",
    p1: { board: [{ card: "EX1_055", ref: "MA" }], hand: [{ card: "CS2_008", ref: "M1" }] },
    p2: { deck: deck(1) },
    actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "endTurn" }],
    expect: { "MA.attack": 1 },
  });
  cardCase("EX1_055", {
    does: "not for the opponent's spells",
    p1: { board: [{ card: "EX1_055", ref: "MA" }] },
    p2: { hand: [{ card: "CS2_008", ref: "M1" }], deck: deck(1) },
    actions: [{ type: "endTurn" }, { type: "play", card: "M1", target: "p1.hero" }],
    expect: { "MA.attack": 1, "p1.hero.health": 29 },
  });
});

describeCard("EX1_616", () => {
  cardCase("EX1_616", {
    does: "minion cards in both hands cost (1) more; spells don't",
    p1: { board: [{ card: "EX1_616", ref: "MW" }], hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "FB" }] },
    p2: { hand: [{ card: "CS2_120", ref: "C" }, { card: "CS2_008", ref: "MF" }] },
    actions: [{ type: "endTurn" }],
    expect: { "Y.cost": 5, "FB.cost": 4, "C.cost": 3, "MF.cost": 0 },
  });
  cardCase("EX1_616", {
    does: "a Wisp costs (1): with 0 mana it can't be played",
    p1: { board: [{ card: "EX1_616", ref: "MW" }], hand: [{ card: "CS2_231", ref: "W" }], mana: { crystals: 0 } },
    actions: [{ type: "play", card: "W" }],
    error: "illegal_action",
  });
  cardCase("EX1_616", {
    does: "the extra cost goes when Mana Wraith leaves play",
    p1: { board: [{ card: "EX1_616", ref: "MW" }], hand: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "destroy", target: "MW" }],
    expect: { "Y.cost": 4 },
  });
});

describeCard("NEW1_037", () => {
  cardCase("NEW1_037", {
    does: "at the end of your turn, another friendly minion (the only one here) gets +1 Attack; never itself or an enemy",
    p1: { board: [{ card: "NEW1_037", ref: "MS" }, { card: "CS2_120", ref: "C" }] },
    p2: { board: [{ card: "CS2_120", ref: "EC" }], deck: deck(1) },
    actions: [{ type: "endTurn" }],
    expect: { "C.attack": 3, "C.health": 3, "MS.attack": 1, "EC.attack": 2 },
  });
  it("one random other friendly minion, recorded; the candidates are the other friendly minions", () => {
    const r = run(request([player({ board: [{ card: "NEW1_037", ref: "MS" }, { card: "CS2_120", ref: "A" }, { card: "CS2_182", ref: "B" }] }),
      player({ board: [{ card: "CS2_120" }], deck: deck(1) })], [{ type: "endTurn" }]));
    const [ms, a, b] = r.state.players[0].board;
    expect([ms!.attack, (a!.attack ?? 0) - 2 + (b!.attack ?? 0) - 4]).toEqual([1, 1]);
    const pick = r.random.find((d) => d.purpose === "random target")!;
    expect(pick.candidates.map((c) => (typeof c === "string" ? c : c.ref)).sort()).toEqual(["A", "B"]);
  });
  cardCase("NEW1_037", {
    does: "alone, nothing; nothing at the end of the opponent's turn",
    p1: { board: [{ card: "NEW1_037", ref: "MS" }, { card: "CS2_120", ref: "C" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    expect: { "C.attack": 2, "MS.attack": 1 },
  });
});

describeCard("NEW1_029", () => {
  cardCase("NEW1_029", {
    does: "the opponent's spells cost (0) on their next turn; yours don't",
    p1: { hand: [{ card: "NEW1_029", ref: "MM" }, { card: "CS2_029", ref: "FB" }] },
    p2: { hand: [{ card: "EX1_279", ref: "PY" }, { card: "CS2_120", ref: "C" }], mana: { crystals: 2 }, deck: deck(1) },
    actions: [{ type: "play", card: "MM" }, { type: "endTurn" }, { type: "play", card: "PY", target: "p1.hero" }],
    expect: { "p1.hero.health": 20, "FB.cost": 4, "C.cost": 2, "p2.mana.used": 0 },
  });
  cardCase("NEW1_029", {
    does: "it ends when Millhouse's controller's next turn starts",
    p1: { hand: [{ card: "NEW1_029", ref: "MM" }], deck: deck(1) },
    p2: { hand: [{ card: "EX1_279", ref: "PY" }, { card: "EX1_279", ref: "PY2" }], deck: deck(1) },
    actions: [{ type: "play", card: "MM" }, { type: "endTurn" }, { type: "play", card: "PY", target: "p1.hero" }, { type: "endTurn" }],
    expect: { "PY2.cost": 10, "p1.hero.health": 20 },
  });
});

describeCard("EX1_085", () => {
  cardCase("EX1_085", {
    does: "the opponent has 4 minions: one of them, at random, becomes yours (the opponent keeps 3)",
    p1: { hand: [{ card: "EX1_085", ref: "MCT" }] },
    p2: { board: [{ card: "CS2_231" }, { card: "CS2_120" }, { card: "CS2_182" }, { card: "CS2_172" }] },
    actions: [{ type: "play", card: "MCT" }],
    check: (r) => {
      expect(r.state.players[0].board).toHaveLength(2);
      expect(r.state.players[0].board[0]!.card).toBe("EX1_085");
      expect(r.state.players[1].board).toHaveLength(3);
      expect(r.random).toHaveLength(1);
      const pick = r.random[0]!;
      expect(pick.candidates).toHaveLength(4);
      expect(r.state.players[0].board[1]!.card).toBe((pick.chosen as { card: string }).card);
    },
  });
  cardCase("EX1_085", {
    does: "3 enemy minions are not enough; your own minions don't count",
    p1: { hand: [{ card: "EX1_085", ref: "MCT" }], board: [{ card: "CS2_231" }, { card: "CS2_231" }] },
    p2: { board: [{ card: "CS2_231" }, { card: "CS2_120" }, { card: "CS2_182" }] },
    actions: [{ type: "play", card: "MCT" }],
    expect: { "p1.board.length": 3, "p2.board.length": 3 },
  });
});

describeCard("EX1_620", () => {
  cardCase("EX1_620", {
    does: "costs (1) less for each Health your hero is missing (not the opponent's)",
    p1: { hand: [{ card: "EX1_620", ref: "MG" }], hero: { card: "HERO_08", health: 18 } },
    p2: { hero: { card: "HERO_01", health: 10 } },
    actions: [{ type: "endTurn" }],
    expect: { "MG.cost": 8 },
  });
  cardCase("EX1_620", {
    does: "healing your hero raises the cost again",
    p1: { hand: [{ card: "EX1_620", ref: "MG" }], hero: { card: "HERO_08", health: 18 } },
    actions: [{ type: "heal", target: "p1.hero", amount: 5 }],
    expect: { "MG.cost": 13 },
  });
  cardCase("EX1_620", {
    does: "played for the reduced cost",
    p1: { hand: [{ card: "EX1_620", ref: "MG" }], hero: { card: "HERO_08", health: 12 }, mana: { crystals: 2 } },
    actions: [{ type: "play", card: "MG" }],
    expect: { "MG.zone": "board", "p1.mana.used": 2 },
  });

  it("Molten Giant costs (1) less per Health your hero is missing; Mountain Giant per other card in hand; Sea Giant per other minion", () => {
    const r = run(request([
      player({ hero: { card: "HERO_01", health: 22 }, board: [{ card: "CS2_231" }], hand: [{ card: "EX1_620", ref: "MG" }, { card: "EX1_105", ref: "MO" }, { card: "EX1_586", ref: "SG" }, { card: "CS2_231", ref: "W" }] }),
      player({ board: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
    ], [{ type: "endTurn" }]));
    expect([at(r.state, "MG").cost, at(r.state, "MO").cost, at(r.state, "SG").cost]).toEqual([12, 9, 7]);
  });
});

describeCard("EX1_105", () => {
  cardCase("EX1_105", {
    does: "costs (1) less for each other card in your hand (the opponent's hand doesn't count)",
    p1: { hand: [{ card: "EX1_105", ref: "MG" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_008" }] },
    p2: { hand: [{ card: "CS2_231" }, { card: "CS2_231" }] },
    actions: [{ type: "endTurn" }],
    expect: { "MG.cost": 9 },
  });
  cardCase("EX1_105", {
    does: "alone in hand it costs (12); playing a card raises the cost",
    p1: { hand: [{ card: "EX1_105", ref: "MG" }, { card: "CS2_231", ref: "W" }, { card: "CS2_231" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "MG.cost": 11 },
  });
});

describeCard("EX1_509", () => {
  cardCase("EX1_509", {
    does: "+1 Attack for each Murloc you summon, played or by an effect (Murloc Tidehunter and its Scout: +2)",
    p1: { board: [{ card: "EX1_509", ref: "T" }], hand: [{ card: "EX1_506", ref: "TH" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "TH" }, { type: "play", card: "W" }],
    expect: { "T.attack": 3, "T.health": 2 },
    // "Whenever": the on-summon step (2.2 f names Murloc Tidecaller there), not after-summon.
    check: (r) => expect(triggerSteps(r, "T")).toEqual(["on-summon", "on-summon"]),
  });
  cardCase("EX1_509", {
    does: "not for the opponent's Murlocs",
    p1: { board: [{ card: "EX1_509", ref: "T" }] },
    p2: { hand: [{ card: "CS2_168", ref: "M" }], deck: deck(1) },
    actions: [{ type: "endTurn" }, { type: "play", card: "M" }],
    expect: { "T.attack": 1 },
  });
  cardCase("EX1_509", {
    does: "the Murloc counts even when Snipe kills it as it is played",
    p1: { board: [{ card: "EX1_509", ref: "T" }], hand: [{ card: "CS2_168", ref: "M" }] },
    p2: { secrets: [{ card: "EX1_609", ref: "SN" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "T.attack": 2, "M.zone": "graveyard" },
  });
});

describeCard("EX1_507", () => {
  cardCase("EX1_507", {
    does: "your other Murlocs have +2 Attack; not itself, not enemy Murlocs, not your other minions",
    p1: { board: [{ card: "EX1_507", ref: "WL" }, { card: "CS2_168", ref: "M" }, { card: "CS2_120", ref: "C" }] },
    p2: { board: [{ card: "CS2_168", ref: "EM" }] },
    actions: [{ type: "endTurn" }],
    expect: { "WL.attack": 3, "M.attack": 4, "M.health": 1, "C.attack": 2, "EM.attack": 2 },
  });
  cardCase("EX1_507", {
    does: "a Murloc summoned later gets it; the bonus goes when the Warleader dies",
    p1: { board: [{ card: "EX1_507", ref: "WL" }], hand: [{ card: "CS2_168", ref: "M" }] },
    actions: [{ type: "play", card: "M" }, { type: "destroy", target: "WL" }],
    expect: { "M.attack": 2 },
  });
});

describeCard("EX1_557", () => {
  it("at the start of your turn, a recorded 50% roll: a hit draws one extra card before the turn's draw, a miss nothing", () => {
    const outcomes = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const r = run(request([player({ deck: deck(3) }), player({ board: [{ card: "EX1_557", ref: "NP" }], deck: deck(5) })], [{ type: "endTurn" }], { seed }));
      const rolls = r.random.filter((d) => (d.by as { ref?: string } | undefined)?.ref === "NP");
      expect(rolls).toHaveLength(1);
      const hit = rolls[0]!.chosen === "hit";
      expect(r.state.players[1].hand).toHaveLength(hit ? 2 : 1);
      expect(r.state.players[0].hand).toHaveLength(0);
      outcomes.add(hit ? "hit" : "miss");
    }
    expect([...outcomes].sort()).toEqual(["hit", "miss"]);
  });
  cardCase("EX1_557", {
    does: "nothing at the start of the opponent's turn",
    p1: { board: [{ card: "EX1_557", ref: "NP" }], deck: deck(3) },
    p2: { deck: deck(3) },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hand.length": 0, "p1.deck.length": 3 },
    check: (r) => expect(r.random).toHaveLength(0),
  });
});

describeCard("EX1_556", () => {
  cardCase("EX1_556", {
    does: "Deathrattle: a 2/1 Damaged Golem where it stood, on its side",
    p1: { board: [{ card: "CS2_231", ref: "W" }, { card: "EX1_556", ref: "HG" }, { card: "CS2_120", ref: "C" }] },
    actions: [{ type: "destroy", target: "HG" }],
    expect: { "p1.board": ["CS2_231", "skele21", "CS2_120"], "p1.board.1.attack": 2, "p1.board.1.health": 1, "p2.board": [], "HG.zone": "graveyard" },
  });
  cardCase("EX1_556", {
    does: "an enemy's Harvest Golem leaves its Golem on the enemy side",
    p2: { board: [{ card: "EX1_556", ref: "HG" }] },
    actions: [{ type: "destroy", target: "HG" }],
    expect: { "p2.board": ["skele21"], "p1.board": [] },
  });
});
