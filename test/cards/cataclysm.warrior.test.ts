/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Warrior cards (test/support/cards.ts).
 */
import { cardCase } from "../support/cards.js";
import { expect } from "vitest";
import { events } from "../support/engine.js";

// Searing Fissure: "Deal $1 damage to all minions. Give your hero +3 Attack this turn."
cardCase("CATA_582", {
  does: "1 damage to every minion; the hero attacks for 3 this turn",
  p1: { hand: [{ card: "CATA_582", ref: "S" }], board: [{ card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "F.health": 2, "E.health": 2, "p2.hero.health": 27 },
});
cardCase("CATA_582", {
  does: "the Attack is gone next turn",
  p1: { hand: [{ card: "CATA_582", ref: "S" }], deck: [{ card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hero.attack": 0 },
});

// Decimation: "Deal $1 damage to all minions. (Improved for each minion on the battlefield.)"
cardCase("CATA_581", {
  does: "with 3 minions in play: 4 damage to every minion",
  p1: { hand: [{ card: "CATA_581", ref: "D" }], board: [{ card: "CS2_186", ref: "G" }] },
  p2: { board: [{ card: "NEW1_030", ref: "W" }, { card: "CS2_186", ref: "G2" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "G.health": 3, "G2.health": 3, "W.health": 8, "p2.hero.health": 30 },
});

// Destructive Blaze: "After this survives damage, summon a Destructive Blaze. Deathrattle: Deal 2 damage to a random enemy."
cardCase("CATA_586", {
  does: "it survives 1 damage: another Destructive Blaze right of it",
  p1: { board: [{ card: "CATA_586", ref: "B" }] },
  p2: { hand: [{ card: "CS2_025", ref: "X" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "X" }],
  expect: { "p1.board": ["CATA_586", "CATA_586"], "B.health": 2 },
});
cardCase("CATA_586", {
  does: "killed: no new Blaze; its Deathrattle deals 2 to the only enemy (the hero)",
  p1: { board: [{ card: "CATA_586", ref: "B" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "F", target: "B" }],
  expect: { "p1.board": [], "p2.hero.health": 28, "p1.hero.health": 30 },
});

// Erupting Volcano (Location): "Deal 3 damage randomly split among enemies. If you've played a Fire spell this turn, deal 3 more."
cardCase("CATA_584", {
  does: "3 damage split among enemies (only the hero here); no Fire spell: no more",
  p1: { board: [{ card: "CATA_584", ref: "V" }, { card: "CS2_120", ref: "F" }] },
  actions: [{ type: "useLocation", card: "V" }],
  expect: { "p2.hero.health": 27, "F.health": 3, "p1.hero.health": 30 },
});
cardCase("CATA_584", {
  does: "after a Fire spell this turn: 3 more",
  p1: { board: [{ card: "CATA_584", ref: "V" }], hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "useLocation", card: "V" }],
  expect: { "p2.hero.health": 18 },
});
cardCase("CATA_584", {
  does: "a spell of another school does not count",
  p1: { board: [{ card: "CATA_584", ref: "V" }], hand: [{ card: "CS2_025", ref: "A" }] },
  actions: [{ type: "play", card: "A" }, { type: "useLocation", card: "V" }],
  expect: { "p2.hero.health": 27 },
});

// Lo'Gosh's Last Stand: "Give a minion "Deathrattle: Summon a random minion from your hand.""
cardCase("CATA_610", {
  does: "the friendly minion dies: a minion of its player's hand is summoned (the spell stays in hand)",
  p1: { hand: [{ card: "CATA_610", ref: "L" }, { card: "CS2_186", ref: "G" }, { card: "CS2_029", ref: "F" }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "L", target: "W" }, { type: "destroy", target: "W" }],
  expect: { "p1.board": ["CS2_186"], "p1.hand": ["CS2_029"], "G.zone": "board" },
});
cardCase("CATA_610", {
  does: "on an enemy minion, the Deathrattle is its controller's: a minion of the enemy's hand comes out",
  p1: { hand: [{ card: "CATA_610", ref: "L" }, { card: "CS2_186", ref: "G" }] },
  p2: { hand: [{ card: "CS2_120", ref: "R" }], board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "L", target: "E" }, { type: "destroy", target: "E" }],
  expect: { "p2.board": ["CS2_120"], "p1.board": [], "G.zone": "hand" },
});

// Commander Geddon: "Battlecry: Instead of drawing each turn, Discover a card from your deck. It costs (3) less. Destroy
// the others."
const GEDDON_DECK = [{ card: "CS2_186", ref: "D1" }, { card: "CS2_200", ref: "D2" }, { card: "CS2_162", ref: "D3" }, { card: "CS2_201", ref: "D4" }];
for (const seed of [1, 2, 3]) {
  cardCase("CATA_591", {
    does: `at its player's next turn: no draw, one of three cards Discovered from the deck costs 3 less, the two others are destroyed (seed ${seed})`,
    seed,
    p1: { hand: [{ card: "CATA_591", ref: "G" }], deck: GEDDON_DECK },
    p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "endTurn" }],
    check: (r) => {
      const p1 = r.state.players[0]!;
      expect(p1.hand.length).toBe(1);
      const taken = p1.hand[0]!;
      const printed: Record<string, number> = { CS2_186: 7, CS2_200: 6, CS2_162: 6, CS2_201: 7 };
      expect(taken.cost).toBe(printed[taken.card]! - 3);
      expect(p1.deck.length).toBe(1);
      expect(p1.graveyard.filter((e) => e.card !== "CATA_591").length).toBe(2);
      // The opponent's own turn draw is untouched.
      expect(r.state.players[1]!.hand.length).toBe(1);
      expect(r.state.players[1]!.deck.length).toBe(1);
    },
  });
}
cardCase("CATA_591", {
  does: "the answer picks which option is taken; the opponent keeps drawing",
  seed: 5,
  choices: [2],
  p1: { hand: [{ card: "CATA_591", ref: "G" }], deck: [{ card: "CS2_186", ref: "D1" }, { card: "CS2_200", ref: "D2" }, { card: "CS2_162", ref: "D3" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "endTurn" }],
  check: (r) => {
    const d = events(r, "discover")[0] as unknown as { options: { card: string }[] };
    const offered = d.options.map((o) => o.card);
    const p1 = r.state.players[0]!;
    expect(offered).toHaveLength(3);
    expect(p1.hand.map((c) => c.card)).toEqual([offered[2]]);
    expect(p1.deck.length).toBe(0);
    expect(p1.graveyard.map((c) => c.card).sort()).toEqual([offered[0], offered[1]].sort());
    expect(r.state.players[1]!.hand.length).toBe(1);
  },
});
cardCase("CATA_591", {
  does: "an empty deck: nothing Discovered and no Fatigue (there is no draw)",
  p1: { hand: [{ card: "CATA_591", ref: "G" }], deck: [] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hero.health": 30, "p1.hand": [], "p2.hand": ["CS2_231"] },
});
cardCase("CATA_591", {
  does: "it lasts: two turns later the turn draw is replaced again",
  seed: 3,
  p1: { hand: [{ card: "CATA_591", ref: "G" }], deck: [{ card: "CS2_186" }, { card: "CS2_200" }, { card: "CS2_162" }, { card: "CS2_201" }, { card: "CS2_231" }, { card: "CS2_120" }, { card: "CS2_119" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hand.length": 2, "p1.deck.length": 1, "p1.graveyard.length": 4 },
});

// Torch: "Deal $8 damage to a damaged minion. Return this to hand with any excess damage."
cardCase("CATA_585", {
  does: "8 damage to a damaged minion; the 5 beyond its 3 Health left: Torch comes back to hand carrying 5",
  p1: { hand: [{ card: "CATA_585", ref: "T" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y", health: 3 }] },
  actions: [{ type: "play", card: "T", target: "Y" }],
  expect: { "Y.zone": "graveyard", "T.zone": "hand", "T.tags.TAG_SCRIPT_DATA_NUM_1": 5, "p1.mana.used": 1 },
});
cardCase("CATA_585", {
  does: "played again, the returned Torch deals its carried number (5), and with no excess stays in the graveyard",
  p1: { hand: [{ card: "CATA_585", ref: "T", tags: { TAG_SCRIPT_DATA_NUM_1: 5 } }] },
  p2: { board: [{ card: "CS2_200", ref: "O", health: 5 }] },
  actions: [{ type: "play", card: "T", target: "O" }],
  expect: { "O.zone": "graveyard", "T.zone": "graveyard", "p1.hand.length": 0 },
});
cardCase("CATA_585", {
  does: "not lethal (8 to a damaged 12/12 with 10 Health left): no excess, it does not return",
  p1: { hand: [{ card: "CATA_585", ref: "T" }] },
  p2: { board: [{ card: "NEW1_030", ref: "Y", health: 10 }] },
  actions: [{ type: "play", card: "T", target: "Y" }],
  expect: { "Y.health": 2, "T.zone": "graveyard" },
});
cardCase("CATA_585", {
  does: "exactly lethal (8 to a minion with 8 Health left): no damage beyond its Health, it does not return",
  p1: { hand: [{ card: "CATA_585", ref: "T" }] },
  p2: { board: [{ card: "NEW1_030", ref: "Y", health: 8 }] },
  actions: [{ type: "play", card: "T", target: "Y" }],
  expect: { "Y.zone": "graveyard", "T.zone": "graveyard" },
});
cardCase("CATA_585", {
  does: "an undamaged minion is no valid target",
  p1: { hand: [{ card: "CATA_585", ref: "T" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "T", target: "Y" }],
  error: "illegal_action",
});
cardCase("CATA_585", {
  does: "Spell Damage does not add to it (ImmuneToSpellpower): 8 to a 1-Health minion returns with 7",
  p1: { hand: [{ card: "CATA_585", ref: "T" }], board: [{ card: "CS2_142" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y", health: 1 }] },
  actions: [{ type: "play", card: "T", target: "Y" }],
  expect: { "T.zone": "hand", "T.tags.TAG_SCRIPT_DATA_NUM_1": 7 },
});
cardCase("CATA_585", {
  does: "a Divine Shield takes the hit: nothing dealt, no excess, it does not return",
  p1: { hand: [{ card: "CATA_585", ref: "T" }] },
  p2: { board: [{ card: "CS2_182", ref: "S", health: 2, tags: { DIVINE_SHIELD: 1 } }] },
  actions: [{ type: "play", card: "T", target: "S" }],
  expect: { "S.zone": "board", "T.zone": "graveyard" },
});
cardCase("CATA_585", {
  does: "with 9 other cards in hand it still comes back (played, it left room), making 10",
  p1: { hand: [{ card: "CATA_585", ref: "T" }, ...Array.from({ length: 9 }, () => ({ card: "CS2_231" }))] },
  p2: { board: [{ card: "CS2_182", ref: "Y", health: 3 }] },
  actions: [{ type: "play", card: "T", target: "Y" }],
  expect: { "Y.zone": "graveyard", "T.zone": "hand", "p1.hand.length": 10 },
});
cardCase("CATA_585", {
  does: "a client's spell with its own number (documented example): 3 damage, back with 2, then 2 damage, back with 1",
  cards: [{ id: "MY_BOOMERANG", type: "SPELL", cost: 1, tags: { TAG_SCRIPT_DATA_NUM_1: 3 }, target: { type: "character" },
    spell: [{ type: "damage", amount: { stat: "number", of: "self" }, to: "target" },
      { type: "if", if: { value: { stat: "number", of: "self" }, atLeast: 2 }, then: [{ type: "returnToHand", to: "self", number: { stat: "number", of: "self", add: -1 } }] }] }],
  p1: { hand: [{ card: "MY_BOOMERANG", ref: "B" }] },
  actions: [{ type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }],
  expect: { "p2.hero.health": 25, "B.zone": "hand", "B.tags.TAG_SCRIPT_DATA_NUM_1": 1 },
});
cardCase("CATA_585", {
  does: "returnToHand's number on a minion sent back (a client's card): the card in hand carries it",
  cards: [{ id: "MY_RECALL", type: "SPELL", cost: 1, target: { type: "minion" }, spell: [{ type: "returnToHand", to: "target", number: { stat: "attack", of: "target" } }] }],
  p1: { hand: [{ card: "MY_RECALL", ref: "R" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "R", target: "Y" }],
  expect: { "Y.zone": "hand", "Y.tags.TAG_SCRIPT_DATA_NUM_1": 4 },
});
