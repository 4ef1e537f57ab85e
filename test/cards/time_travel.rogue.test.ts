/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Rogue cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { events, nodes } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import type { ResolveResult } from "../../src/engine/index.js";
import { pastCard } from "../support/past.js";

const rewinds = (r: ResolveResult) => nodes(r, "step").filter((s) => s.name === "rewind").map((s) => s.choice);

// Chrono Daggers: "Rewind Throw 3 knives at random enemies that deal $2 damage each."
describeCard("TIME_001", () => {
  it("three hits of 2 on enemies only (6 in all), for every seed", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      runCase({
        does: "3 knives", seed, choices: [0],
        p1: { hand: [{ card: "TIME_001", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }] },
        p2: { board: [{ card: "CS2_186", ref: "E" }] },
        actions: [{ type: "play", card: "C" }],
        expect: { "F.health": 5, "p1.hero.health": 30, "events.damage": 3 },
        check: (r) => {
          const e = r.state.players[1]!;
          const taken = (30 - e.hero.health!) + (e.board.length ? 7 - e.board[0]!.health! : 0);
          expect(taken).toBe(6);
          expect(rewinds(r)).toEqual(["keep"]);
        },
      });
    }
  });
  cardCase("TIME_001", {
    does: "Spell Damage +1 makes each knife 3 (9 to a lone enemy hero)",
    choices: [0],
    p1: { hand: [{ card: "TIME_001", ref: "C" }], board: [{ card: "CS2_142" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p2.hero.health": 21, "events.damage": 3 },
  });
  it("Rewind: played again from before, still 6 damage in all", () => {
    runCase({
      does: "rewind", choices: [1], p1: { hand: [{ card: "TIME_001", ref: "C" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p2.hero.health": 24, "p1.mana.used": 3 },
      check: (r) => expect(rewinds(r)).toEqual(["rewind"]),
    });
  });
});

// Deja Vu: "Discover a copy of a card in your opponent's hand."
cardCase("TIME_039", {
  does: "a copy of a card of the opponent's hand is added; theirs stays",
  choices: [0],
  p1: { hand: [{ card: "TIME_039", ref: "D" }] },
  p2: { hand: [{ card: "CS2_182", ref: "E1" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand": ["CS2_182"], "p2.hand": ["CS2_182"], "E1.zone": "hand" },
});
cardCase("TIME_039", {
  does: "the options come from the opponent's hand, not its player's",
  choices: [0],
  p1: { hand: [{ card: "TIME_039", ref: "D" }, { card: "CS2_029" }] },
  p2: { hand: [{ card: "CS2_182" }, { card: "CS2_200" }] },
  actions: [{ type: "play", card: "D" }],
  check: (r) => {
    const got = r.state.players[0]!.hand.map((c) => c.card);
    expect(got).toHaveLength(2);
    expect(["CS2_182", "CS2_200"]).toContain(got[1]);
  },
});

// Dethrone: "Destroy a minion. Combo: Summon a random 8-Cost minion."
cardCase("TIME_712", {
  does: "destroys the target minion; without Combo nothing is summoned",
  p1: { hand: [{ card: "TIME_712", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "E2" }] },
  actions: [{ type: "play", card: "D", target: "E" }],
  expect: { "E.zone": "graveyard", "E2.zone": "board", "p1.board": [] },
});
cardCase("TIME_712", {
  does: "Combo: destroys, then summons a random 8-Cost minion for its player",
  p1: { hand: [{ card: "CS2_231", ref: "W" }, { card: "TIME_712", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "D", target: "E" }],
  expect: { "E.zone": "graveyard", "p2.board": [] },
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(2);
    expect(findCard(b[1]!.card)!.cost).toBe(8);
  },
});
cardCase("TIME_712", {
  does: "needs a minion target",
  p1: { hand: [{ card: "TIME_712", ref: "D" }] },
  actions: [{ type: "play", card: "D", target: "p2.hero" }],
  error: "illegal_action",
});

// Troubled Double: "Stealth Combo: Summon a copy of this."
cardCase("TIME_710", {
  does: "without Combo: one Troubled Double, with Stealth",
  p1: { hand: [{ card: "TIME_710", ref: "T" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.board": ["TIME_710"], "T.seen.STEALTH": 1 },
});
cardCase("TIME_710", {
  does: "Combo: a second Troubled Double beside it, on its player's side",
  p1: { hand: [{ card: "CS2_231", ref: "W" }, { card: "TIME_710", ref: "T" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "T" }],
  expect: { "p1.board": ["CS2_231", "TIME_710", "TIME_710"], "p2.board": [], "events.summon": 3 },
});
void events;

// Royal Informant: "Battlecry: Look at the right- most card in your opponent's hand. Either get a copy of it or increase its
// Cost by (2)."
cardCase("TIME_036", {
  does: "first choice: a copy of the opponent's right-most card (not the left one); theirs stays",
  choices: [0],
  p1: { hand: [{ card: "TIME_036", ref: "R" }] },
  p2: { hand: [{ card: "CS2_029", ref: "L" }, { card: "CS2_182", ref: "RM" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.hand": ["CS2_182"], "p2.hand": ["CS2_029", "CS2_182"], "RM.cost": 4 },
});
cardCase("TIME_036", {
  does: "second choice: the opponent's right-most card costs 2 more, the others unchanged; nothing added",
  choices: [1],
  p1: { hand: [{ card: "TIME_036", ref: "R" }] },
  p2: { hand: [{ card: "CS2_029", ref: "L" }, { card: "CS2_182", ref: "RM" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.hand": [], "RM.cost": 6, "L.cost": 4 },
});
cardCase("TIME_036", {
  does: "the opponent's hand empty: nothing happens",
  p1: { hand: [{ card: "TIME_036", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.hand": [], "R.zone": "board", "events.choose": 0 },
});

// Fast Forward: "Draw 2 cards. Pick one to have its Cost reduced by (2)."
cardCase("TIME_770", {
  does: "draws the top two; the second picked (choices [1]) costs 2 less, the first as printed",
  choices: [1],
  p1: { hand: [{ card: "TIME_770", ref: "F" }], deck: [{ card: "CS2_182", ref: "A" }, { card: "CS2_200", ref: "B" }, { card: "CS2_231", ref: "C" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "A.zone": "hand", "B.zone": "hand", "C.zone": "deck", "A.cost": 4, "B.cost": 4, "p2.hand.length": 0 },
});
cardCase("TIME_770", {
  does: "the first picked (choices [0]): it costs 2 less",
  choices: [0],
  p1: { hand: [{ card: "TIME_770", ref: "F" }], deck: [{ card: "CS2_182", ref: "A" }, { card: "CS2_200", ref: "B" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "A.cost": 2, "B.cost": 6 },
});
cardCase("TIME_770", {
  does: "one card left in the deck: it is drawn and reduced without a prompt; then Fatigue",
  p1: { hand: [{ card: "TIME_770", ref: "F" }], deck: [{ card: "CS2_200", ref: "B" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "B.zone": "hand", "B.cost": 4, "p1.hero.health": 29 },
});

// Shapeshifter: "Each turn this is in your hand, transform into a random minion in your opponent's hand."
cardCase("TIME_876", {
  does: "at the start of your turn it becomes a fresh card of the minion in your opponent's hand (not a copy: no cost change), and keeps shifting",
  state: { turn: 6, activePlayer: 2 },
  p1: { hand: [{ card: "TIME_876", ref: "S" }], deck: [{ card: "CS2_029" }, { card: "CS2_029" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y", cost: 1 }, { card: "CS2_029", ref: "F" }], deck: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "endTurn" }],
  expect: { "S.card": "CS2_182", "S.cost": 4, "S.zone": "hand", "S.player": 1, "Y.zone": "hand", "Y.player": 2, "S.enchantments.0.card": "TIME_876e" },
});
cardCase("TIME_876", {
  does: "shifted, it shifts again at the start of your next turn, into what the opponent then holds",
  state: { turn: 6, activePlayer: 2 },
  p1: { hand: [{ card: "TIME_876", ref: "S" }], deck: [{ card: "CS2_029" }, { card: "CS2_029" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "Y" }, { type: "endTurn" }],
  expect: { "S.card": "CS2_231", "S.zone": "hand", "W.zone": "hand", "Y.zone": "board" },
});
cardCase("TIME_876", {
  does: "no minion in your opponent's hand: it stays as it is; nor does it shift as their turn starts",
  p1: { hand: [{ card: "TIME_876", ref: "S" }], deck: [{ card: "CS2_029" }, { card: "CS2_029" }] },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "CS2_029" }] },
  state: { turn: 5, activePlayer: 1 },
  actions: [{ type: "endTurn" }],
  expect: { "S.card": "TIME_876", "S.enchantments": undefined },
});
cardCase("TIME_876", {
  does: "no minion in your opponent's hand as your turn starts: it stays a Shapeshifter",
  state: { turn: 6, activePlayer: 2 },
  p1: { hand: [{ card: "TIME_876", ref: "S" }], deck: [{ card: "CS2_029" }] },
  p2: { hand: [{ card: "CS2_029" }], deck: [{ card: "CS2_029" }] },
  actions: [{ type: "endTurn" }],
  expect: { "S.card": "TIME_876", "events.transform": 0 },
});
cardCase("TIME_876", {
  does: "a client's card: transform cardOf — a minion becomes a fresh card of a random minion in your hand",
  cards: [{ id: "MY_MIMIC", type: "SPELL", cost: 1, target: { type: "minion" },
    spell: [{ type: "transform", to: "target", cardOf: { random: { all: "hand", side: "friendly", where: { type: "minion" } } } }] }],
  p1: { hand: [{ card: "MY_MIMIC", ref: "M" }, { card: "CS2_182", ref: "H" }] },
  p2: { board: [{ card: "CS2_231", ref: "W", enchantments: [{ attack: 2 }] }] },
  actions: [{ type: "play", card: "M", target: "W" }],
  expect: { "W.card": "CS2_182", "W.attack": 4, "W.health": 5, "W.player": 2, "H.zone": "hand" },
});

// Flashback: "Summon two random 1-Cost minions from the past. Combo: With +1 Attack." (rules-notes 526)
for (const seed of [1, 2]) {
  cardCase("TIME_711", {
    does: `two 1-Cost minions from the past, at their printed Attack (seed ${seed})`,
    seed,
    p1: { hand: [{ card: "TIME_711", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.board.length": 2, "p2.board.length": 0 },
    check: (r) => {
      for (const m of r.state.players[0]!.board) {
        const f = pastCard(m.card);
        expect(f?.cost).toBe(1);
        expect(m.attack).toBe(f!.attack);
      }
    },
  });
  cardCase("TIME_711", {
    does: `Combo: the two come with +1 Attack; the card played before it does not (seed ${seed})`,
    seed,
    p1: { hand: [{ card: "CS2_231", ref: "W" }, { card: "TIME_711", ref: "F" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "F" }],
    expect: { "p1.board.length": 3, "W.attack": 1 },
    check: (r) => {
      for (const m of r.state.players[0]!.board.slice(1)) {
        const f = pastCard(m.card);
        expect(f?.cost).toBe(1);
        expect(m.attack).toBe(f!.attack + 1);
      }
    },
  });
}
