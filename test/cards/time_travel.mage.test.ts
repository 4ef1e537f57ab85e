/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Mage cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { caseRequest, cardCase } from "../support/cards.js";
import { run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { pastCard } from "../support/past.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

// Arcane Barrage: "Deal $3 damage to an enemy and $2 damage to two other random ones."
cardCase("TIME_855", {
  does: "3 to the target, 2 to each of the two other enemies; friends untouched",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "TIME_855", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
  actions: [{ type: "play", card: "S", target: "A" }],
  expect: { "A.health": 2, "B.health": 3, "p2.hero.health": 28, "F.health": 5, "p1.hero.health": 30 },
});
cardCase("TIME_855", {
  does: "the target is never hit twice: alone with the hero, 3 to the minion, 2 to the hero",
  p1: { hand: [{ card: "TIME_855", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "A" }] },
  actions: [{ type: "play", card: "S", target: "A" }],
  expect: { "A.health": 2, "p2.hero.health": 28, "events.damage": 2 },
});
cardCase("TIME_855", {
  does: "a friendly target is illegal",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "TIME_855", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "F" }],
  error: "illegal_action",
});

// Mirror Dimension: "Summon a 0/4 minion with Taunt. If you are holding a Dragon, summon another."
cardCase("TIME_006", {
  does: "no Dragon in hand: one 0/4 Taunt",
  p1: { hand: [{ card: "TIME_006", ref: "S" }, { card: YETI }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["TIME_006t1"], "p1.board.0.attack": 0, "p1.board.0.health": 4, "p1.board.0.seen.TAUNT": 1 },
});
cardCase("TIME_006", {
  does: "a Dragon in hand: two of them",
  p1: { hand: [{ card: "TIME_006", ref: "S" }, { card: "END_022" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["TIME_006t1", "TIME_006t1"], "p2.board": [] },
});

// Semi-Stable Portal: "Rewind. Add a random minion to your hand. It costs (3) less."
cardCase("TIME_000", {
  does: "kept: one minion in hand costing 3 less than printed",
  p1: { hand: [{ card: "TIME_000", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [0],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    const f = findCard(hand[0]!.card)!;
    expect(f.type).toBe("MINION");
    expect(hand[0]!.cost).toBe(Math.max(0, f.cost - 3));
  },
});
cardCase("TIME_000", {
  does: "rewound: still exactly one minion in hand after the replay, 2 mana spent once",
  p1: { hand: [{ card: "TIME_000", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [1],
  expect: { "p1.hand.length": 1, "p1.mana.used": 2 },
});

// Temporal Construct: "Battlecry: Deal 5 damage to an enemy minion. Draw cards equal to the excess damage."
cardCase("TIME_858", {
  does: "5 damage to a 1/1: 4 excess, four cards drawn",
  p1: { hand: [{ card: "TIME_858", ref: "C" }], deck: wisps(6) },
  p2: { board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "C", target: "W" }],
  expect: { "W.zone": "graveyard", "p1.hand.length": 4, "p1.deck.length": 2 },
});
cardCase("TIME_858", {
  does: "5 damage to a 4/5: no excess, no draw",
  p1: { hand: [{ card: "TIME_858", ref: "C" }], deck: wisps(6) },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "C", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.hand.length": 0 },
});
cardCase("TIME_858", {
  does: "no enemy minion: played without a target, nothing drawn",
  p1: { hand: [{ card: "TIME_858", ref: "C" }], deck: wisps(6) },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board": ["TIME_858"], "p1.hand.length": 0, "p2.hero.health": 30 },
});

// Faceless Enigma: "Battlecry: Look at 2 random Secrets. Pick one to cast for yourself. The other casts for your
// opponent."
const secretOf = (r: { state: { players: { secrets: { card: string }[] }[] } }, p: 0 | 1) => r.state.players[p]!.secrets.map((s) => s.card);
cardCase("TIME_860", {
  does: "two different Secrets: the one picked goes to your secret zone, the other to your opponent's",
  p1: { hand: [{ card: "TIME_860", ref: "E" }] },
  actions: [{ type: "play", card: "E" }],
  choices: [0],
  check: (r) => {
    const mine = secretOf(r, 0);
    const theirs = secretOf(r, 1);
    expect(mine).toHaveLength(1);
    expect(theirs).toHaveLength(1);
    expect(mine[0]).not.toBe(theirs[0]);
    for (const id of [...mine, ...theirs]) expect(findCard(id)!.mechanics).toContain("SECRET");
    expect(r.state.players[0]!.hand).toHaveLength(0);
    expect(r.state.players[1]!.hand).toHaveLength(0);
  },
});
cardCase("TIME_860", {
  does: "the other pick swaps them: the same two Secrets, each on the other side",
  p1: { hand: [{ card: "TIME_860", ref: "E" }] },
  actions: [{ type: "play", card: "E" }],
  choices: [1],
  check: (r) => {
    const again = run(caseRequest({ does: "", p1: { hand: [{ card: "TIME_860", ref: "E" }] }, actions: [{ type: "play", card: "E" }], choices: [0] }));
    expect(secretOf(r, 0)).toEqual(secretOf(again, 1));
    expect(secretOf(r, 1)).toEqual(secretOf(again, 0));
  },
});
// The mechanism with a fixed pair (a client card): Noble Sacrifice picked, Counterspell cast for the opponent.
const MY_ENIGMA = { id: "MY_ENIGMA", type: "MINION", cost: 2, attack: 2, health: 2, battlecry: [
  { type: "addCard", pool: ["EX1_130", "EX1_287"], count: 2, different: true, into: "aside" },
  { type: "pick", from: { all: "added" }, do: [{ type: "castSpell", of: { all: "group" } }] },
  { type: "castSpell", of: { all: "added" }, player: "enemy" }] };
cardCase("TIME_860", {
  does: "(its shape, fixed pair) the opponent's Secret is theirs: their after-cast trigger answers it, yours does not",
  cards: [MY_ENIGMA],
  p1: { hand: [{ card: "MY_ENIGMA", ref: "E" }], board: [{ card: YETI, ref: "Y" }] },
  p2: { board: [{ card: "NEW1_020", ref: "P" }] },
  actions: [{ type: "play", card: "E" }],
  choices: [0],
  expect: { "p1.secrets": ["EX1_130"], "p2.secrets": ["EX1_287"], "Y.health": 4, "P.health": 1, "E.health": 1, "p1.hand.length": 0 },
});
cardCase("TIME_860", {
  does: "(its shape) a Secret its player already has is revealed and goes to the graveyard; the other is still cast",
  cards: [MY_ENIGMA],
  p1: { hand: [{ card: "MY_ENIGMA", ref: "E" }] },
  p2: { secrets: [{ card: "EX1_287" }] },
  actions: [{ type: "play", card: "E" }],
  choices: [0],
  expect: { "p1.secrets": ["EX1_130"], "p2.secrets": ["EX1_287"], "p2.graveyard": ["EX1_287"] },
});
cardCase("TIME_860", {
  does: "(its shape) the second pick: Counterspell yours, Noble Sacrifice theirs",
  cards: [MY_ENIGMA],
  p1: { hand: [{ card: "MY_ENIGMA", ref: "E" }] },
  actions: [{ type: "play", card: "E" }],
  choices: [1],
  expect: { "p1.secrets": ["EX1_287"], "p2.secrets": ["EX1_130"] },
});

// Alter Time: "Discover two Arcane spells from the past. They cost (2) less." (rules-notes 526)
for (const seed of [1, 2]) {
  cardCase("TIME_857", {
    does: `two Discovers of Mage or neutral Arcane spells from the past, each card taken costing (2) less (seed ${seed})`,
    seed,
    choices: [0, 1],
    p1: { hand: [{ card: "TIME_857", ref: "A" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.hand.length": 2, "events.discover": 2 },
    check: (r) => {
      for (const c of r.state.players[0]!.hand) {
        const f = pastCard(c.card);
        expect(f?.type).toBe("SPELL");
        expect(f!.spellSchool).toBe("ARCANE");
        expect(["MAGE", "NEUTRAL"]).toContain(f!.cardClass);
        expect(c.cost).toBe(Math.max(0, f!.cost - 2));
      }
    },
  });
}
