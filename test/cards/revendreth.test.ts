/**
 * Behaviour tests of the REVENDRETH cards the library has: the Infuse cards (注能, rules-notes 408) — each infused in hand
 * by the death of friendly minions (a card one death short, INFUSE_PROGRESS N-1, and a friendly Wisp destroyed), and each
 * text, Infused or not, played.
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

/** An infusion case: one friendly death short, a friendly Wisp destroyed; then the card is its Infused card in hand. */
function infuses(id: string, into: string, count: number, more: Record<string, unknown> = {}) {
  cardCase(id, {
    does: `the ${count}th friendly minion to die while it is in hand makes it ${into}`,
    p1: { hand: [{ card: id, ref: "C", tags: { INFUSE_PROGRESS: count - 1 } }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "destroy", target: "W" }],
    expect: { "C.card": into, "C.zone": "hand", ...more },
  });
}

// Buffet Biggun: "Battlecry: Summon two Silver Hand Recruits. Infuse (3): Give them +2 Attack and Divine Shield."
infuses("REV_958", "REV_958t", 3);
cardCase("REV_958", {
  does: "two 1/1 Recruits beside it; Infused, two 3/1 Recruits with Divine Shield",
  p1: { hand: [{ card: "REV_958", ref: "B" }, { card: "REV_958t", ref: "T" }] },
  actions: [{ type: "play", card: "B" }, { type: "play", card: "T" }],
  check: (r) => {
    const recruits = r.state.players[0].board.filter((m) => m.card === "CS2_101t");
    expect(recruits.map((m) => [m.attack, m.health, !!m.seen?.DIVINE_SHIELD]).sort()).toEqual([[1, 1, false], [1, 1, false], [3, 1, true], [3, 1, true]]);
  },
});

// Clean the Scene: "Destroy all minions with 3 or less Attack. Infuse (3): 6 or less."
infuses("REV_252", "REV_252t", 3);
cardCase("REV_252", {
  does: "every minion with 3 or less Attack, both sides; a 4-Attack Yeti survives",
  p1: { hand: [{ card: "REV_252", ref: "S" }], board: [{ card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "F.zone": "graveyard", "W.zone": "graveyard", "Y.zone": "board" },
});
cardCase("REV_252t", {
  does: "Infused: 6 or less — the Yeti too; a 7-Attack minion survives",
  p1: { hand: [{ card: "REV_252t", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "Y.zone": "graveyard", "G.zone": "board" },
});

// Famished Fool: "Battlecry: Draw a card. Infuse (4): Draw 3 instead."
infuses("REV_019", "REV_019t", 4);
cardCase("REV_019", {
  does: "draws one; Infused, three",
  p1: { hand: [{ card: "REV_019", ref: "F" }, { card: "REV_019t", ref: "T" }], deck: wisps(6) },
  actions: [{ type: "play", card: "F" }, { type: "play", card: "T" }],
  expect: { "p1.hand.length": 4, "p1.deck.length": 2 },
});

// Frenzied Fangs: "Summon two 2/1 Bats. Infuse (3): Give them +1/+2."
infuses("REV_350", "REV_350t2", 3);
cardCase("REV_350", {
  does: "two 2/1 Bats; Infused, two 3/3 Bats",
  p1: { hand: [{ card: "REV_350", ref: "F" }, { card: "REV_350t2", ref: "T" }] },
  actions: [{ type: "play", card: "F" }, { type: "play", card: "T" }],
  expect: { "p1.board": ["REV_350t", "REV_350t", "REV_350t", "REV_350t"], "p1.board.0.attack": 2, "p1.board.0.health": 1, "p1.board.2.attack": 3, "p1.board.3.health": 3 },
});

// Frozen Touch: "Deal $3 damage. Infuse (3): Add a Frozen Touch to your hand."
infuses("REV_601", "REV_601t", 3);
cardCase("REV_601", {
  does: "3 damage; Infused, 3 damage and a (new, uninfused) Frozen Touch in hand",
  p1: { hand: [{ card: "REV_601", ref: "F" }, { card: "REV_601t", ref: "T" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "T", target: "p2.hero" }],
  expect: { "p2.hero.health": 24, "p1.hand": ["REV_601"] },
});

// Murlocula: "Lifesteal. Infuse (4): This costs (0)."
infuses("REV_957", "REV_957t", 4, { "C.cost": 0, "C.seen.LIFESTEAL": 1 });
cardCase("REV_957", {
  does: "uninfused it costs 4; three deaths are not enough",
  p1: { hand: [{ card: "REV_957", ref: "C", tags: { INFUSE_PROGRESS: 2 } }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "destroy", target: "W" }],
  expect: { "C.card": "REV_957", "C.cost": 4, "C.tags.INFUSE_PROGRESS": 3 },
});

// Plot of Sin: "Summon two 2/2 Treants. Infuse (5): Two 5/5 Ancients instead."
infuses("REV_336", "REV_336t4", 5);
cardCase("REV_336", {
  does: "two 2/2 Treants; Infused, two 5/5 Ancients",
  p1: { hand: [{ card: "REV_336", ref: "P" }, { card: "REV_336t4", ref: "T" }] },
  actions: [{ type: "play", card: "P" }, { type: "play", card: "T" }],
  expect: { "p1.board": ["REV_336t2", "REV_336t2", "REV_336t3", "REV_336t3"], "p1.board.0.attack": 2, "p1.board.3.health": 5 },
});

// Priest of the Deceased: "Taunt. Infuse (3): Gain +2/+2."
infuses("REV_956", "REV_956t", 3, { "C.attack": 4, "C.health": 5, "C.seen.TAUNT": 1 });
cardCase("REV_956", {
  does: "an enemy minion's death does not count",
  p1: { hand: [{ card: "REV_956", ref: "C", tags: { INFUSE_PROGRESS: 2 } }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "destroy", target: "E" }],
  expect: { "C.card": "REV_956", "C.tags.INFUSE_PROGRESS": 2 },
});

// Stoneborn Accuser: "Infuse (5): Gain \"Battlecry: Deal 5 damage.\""
infuses("REV_013", "REV_013t", 5);
cardCase("REV_013", {
  does: "uninfused: no Battlecry, no target; Infused: 5 damage to the target",
  p1: { hand: [{ card: "REV_013", ref: "S" }, { card: "REV_013t", ref: "T" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "T", target: "p2.hero" }],
  expect: { "p2.hero.health": 25 },
  check: (r) => expect(events(r, "damage")).toHaveLength(1),
});

// Convincing Disguise: "Transform a friendly minion into one that costs (2) more. Infuse (4): Transform all friendly minions instead."
infuses("REV_920", "REV_920t", 4);
cardCase("REV_920", {
  does: "the friendly 2-Cost minion becomes a 4-Cost minion; the other stays",
  p1: { hand: [{ card: "REV_920", ref: "D" }], board: [{ card: "CS2_120", ref: "A" }, { card: "CS2_120", ref: "B" }] },
  actions: [{ type: "play", card: "D", target: "A" }],
  expect: { "A.cost": 4, "B.card": "CS2_120" },
});
cardCase("REV_920t", {
  does: "Infused: every friendly minion becomes one of its Cost + 2; the enemy's stay",
  p1: { hand: [{ card: "REV_920t", ref: "D" }], board: [{ card: "CS2_120", ref: "A" }, { card: "CS2_182", ref: "B" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "A.cost": 4, "B.cost": 6, "E.card": "CS2_120" },
});

// Door of Shadows: "Draw a spell. Infuse (2): Add a Temporary copy of it to your hand."
infuses("REV_938", "REV_938t", 2);
cardCase("REV_938", {
  does: "draws the spell past a minion on top; no copy",
  p1: { hand: [{ card: "REV_938", ref: "D" }], deck: [{ card: "CS2_182" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand": ["CS2_029"] },
});
cardCase("REV_938t", {
  does: "Infused: the spell and a Temporary copy, which is discarded at the end of your turn",
  p1: { hand: [{ card: "REV_938t", ref: "D" }], deck: [{ card: "CS2_182" }, { card: "CS2_029" }] },
  p2: { deck: wisps(2) },
  actions: [{ type: "play", card: "D" }, { type: "endTurn" }],
  expect: { "p1.hand": ["CS2_029"] },
  check: (r) => expect(r.state.players[0].graveyard.filter((e) => e.card === "CS2_029")).toHaveLength(1),
});

// Imbued Axe: "After your hero attacks, give your damaged minions +1/+2. Infuse (2): +2/+2 instead."
infuses("REV_933", "REV_933t", 2);
cardCase("REV_933", {
  does: "after its hero attacks: damaged friendly minions +1/+2, undamaged and enemy ones not",
  p1: { weapon: { card: "REV_933" }, board: [{ card: "CS2_182", ref: "D", health: 2 }, { card: "CS2_182", ref: "U" }] },
  p2: { board: [{ card: "CS2_182", ref: "E", health: 2 }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "D.attack": 5, "D.health": 4, "U.attack": 4, "E.attack": 4, "p2.hero.health": 28 },
});
cardCase("REV_933t", {
  does: "Infused: +2/+2",
  p1: { weapon: { card: "REV_933t" }, board: [{ card: "CS2_182", ref: "D", health: 2 }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "D.attack": 6, "D.health": 4 },
});

// Party Favor Totem: "At the end of your turn, summon a random basic Totem. Infuse (2): Summon two instead."
infuses("REV_935", "REV_935t", 2);
cardCase("REV_935", {
  does: "at the end of your turn one basic Totem beside it",
  p1: { board: [{ card: "REV_935", ref: "P" }] },
  p2: { deck: wisps(2) },
  actions: [{ type: "endTurn" }],
  check: (r) => {
    const b = r.state.players[0].board.map((m) => m.card);
    expect(b).toHaveLength(2);
    expect(["NEW1_009", "CS2_050", "CS2_051", "CS2_052"]).toContain(b.find((c) => c !== "REV_935"));
  },
});
cardCase("REV_935t", {
  does: "Infused: two basic Totems; not at the end of the opponent's turn",
  p1: { board: [{ card: "REV_935t", ref: "P" }], deck: wisps(2) },
  p2: { deck: wisps(2) },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  check: (r) => {
    const b = r.state.players[0].board.map((m) => m.card).filter((c) => c !== "REV_935t");
    expect(b).toHaveLength(2);
    for (const c of b) expect(["NEW1_009", "CS2_050", "CS2_051", "CS2_052"]).toContain(c);
  },
});

// Stonebound Gargon: "Rush. Infuse (3): Also damages the minions next to whomever this attacks."
infuses("REV_352", "REV_352t", 3);
cardCase("REV_352", {
  does: "uninfused: only the defender is hit; Infused: its neighbours too",
  p1: { board: [{ card: "REV_352", ref: "G" }, { card: "REV_352t", ref: "T" }] },
  p2: { board: [{ card: "CS2_182", ref: "L" }, { card: "CS2_182", ref: "M" }, { card: "CS2_182", ref: "R" }] },
  actions: [{ type: "attack", attacker: "G", defender: "M" }, { type: "attack", attacker: "T", defender: "M" }],
  expect: { "M.zone": "graveyard", "L.health": 2, "R.health": 2 },
});

// Sylvanas, the Accused: "Battlecry: Destroy an enemy minion. Infuse (7): Take control of it instead."
infuses("MAW_033", "MAW_033t", 7);
cardCase("MAW_033", {
  does: "destroys the enemy minion",
  p1: { hand: [{ card: "MAW_033", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "A" }] },
  actions: [{ type: "play", card: "S", target: "A" }],
  expect: { "A.zone": "graveyard" },
});
cardCase("MAW_033t", {
  does: "Infused: takes control of it instead",
  p1: { hand: [{ card: "MAW_033t", ref: "T" }] },
  p2: { board: [{ card: "CS2_120", ref: "B" }] },
  actions: [{ type: "play", card: "T", target: "B" }],
  expect: { "B.player": 1, "B.zone": "board", "p2.board": [] },
});
