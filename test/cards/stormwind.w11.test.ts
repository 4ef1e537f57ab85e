/** United in Stormwind (STORMWIND): cards whose steps the format has (w11/storm; rules-notes 1101). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // Bloodfen Raptor 3/2, a Beast
const FIREBALL = "CS2_029";
const HOARDER = "EX1_096"; // Loot Hoarder 2/1, Deathrattle: draw
const GOLEM = "EX1_556"; // Harvest Golem 2/3, Deathrattle: a 2/1

describeCard("SW_023", () => {
  cardCase("SW_023", {
    does: "each enemy minion attacks the chosen friendly minion",
    p1: { hand: [{ card: "SW_023", ref: "S" }], board: [{ card: YETI, ref: "A" }] },
    p2: { board: [{ card: WISP, ref: "W1" }, { card: WISP, ref: "W2" }] },
    actions: [{ type: "play", card: "S", target: "A" }],
    expect: { "A.health": 3, "W1.zone": "graveyard", "W2.zone": "graveyard", "p1.hero.health": 30 },
  });
  cardCase("SW_023", {
    does: "once the minion is dead the rest do not attack",
    p1: { hand: [{ card: "SW_023", ref: "S" }], board: [{ card: WISP, ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "Y1" }, { card: YETI, ref: "Y2" }] },
    actions: [{ type: "play", card: "S", target: "A" }],
    check: (r) => expect(r.state.players[1].board.map((e) => e.health).sort()).toEqual([4, 5]),
  });
  cardCase("SW_023", {
    does: "Tradeable: traded for 1 Mana, a card drawn",
    p1: { hand: [{ card: "SW_023", ref: "S" }], deck: [{ card: WISP, ref: "D" }] },
    actions: [{ type: "trade", card: "S" }],
    expect: { "p1.mana.used": 1, "p1.hand.length": 1 },
  });
});

describeCard("DED_512", () => {
  cardCase("DED_512", {
    does: "resurrects one friendly Deathrattle minion that died (not the minion without a Deathrattle)",
    p1: { hand: [{ card: "DED_512", ref: "S" }], board: [{ card: HOARDER, ref: "H" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "destroy", target: "H" }, { type: "destroy", target: "Y" }, { type: "play", card: "S" }],
    expect: { "p1.board": [HOARDER] },
  });
  cardCase("DED_512", {
    does: "traded once (drawn back with Arcane Intellect), it resurrects two different ones",
    p1: { hand: [{ card: "DED_512", ref: "S" }, { card: "CS2_023", ref: "I" }], board: [{ card: "EX1_029", ref: "H" }, { card: GOLEM, ref: "G" }], deck: [{ card: WISP }] },
    actions: [{ type: "destroy", target: "H" }, { type: "destroy", target: "G" }, { type: "trade", card: "S" }, { type: "play", card: "I" }, { type: "play", card: "S" }],
    check: (r) => {
      const cards = r.state.players[0].board.map((e) => e.card);
      expect(cards).toContain("EX1_029");
      expect(cards).toContain(GOLEM);
    },
  });
});

describeCard("DED_527", () => {
  cardCase("DED_527", {
    does: "traded, it gains +2 Durability (drawn back with Arcane Intellect) and equips as a 5/3",
    p1: { hand: [{ card: "DED_527", ref: "H" }, { card: "CS2_023", ref: "I" }], deck: [{ card: WISP }] },
    actions: [{ type: "trade", card: "H" }, { type: "play", card: "I" }, { type: "play", card: "H" }],
    expect: { "p1.weapon.durability": 3, "p1.weapon.attack": 5 },
  });
  cardCase("DED_527", {
    does: "played untraded: a 5/1",
    p1: { hand: [{ card: "DED_527", ref: "H" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "p1.weapon.durability": 1 },
  });
});

describeCard("DED_004", () => {
  cardCase("DED_004", {
    does: "traded: a spell in your hand costs (1) less; a minion does not",
    p1: { hand: [{ card: "DED_004", ref: "C" }, { card: FIREBALL, ref: "F" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "trade", card: "C" }],
    expect: { "F.cost": 3, "Y.cost": 4 },
  });
  cardCase("DED_004", {
    does: "played: a 2/2 weapon, no Cost change",
    p1: { hand: [{ card: "DED_004", ref: "C" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "F.cost": 4, "p1.weapon.attack": 2, "p1.weapon.durability": 2 },
  });
});

describeCard("DED_009", () => {
  cardCase("DED_009", {
    does: "played: a minion gets +2/+3",
    p1: { hand: [{ card: "DED_009", ref: "S" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "S", target: "W" }],
    expect: { "W.attack": 3, "W.health": 4 },
  });
  cardCase("DED_009", {
    does: "traded: a friendly minion gets Rush (a just-summoned minion can then attack a minion)",
    p1: { hand: [{ card: "DED_009", ref: "S" }, { card: RAPTOR, ref: "R" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "R" }, { type: "trade", card: "S" }, { type: "attack", attacker: "R", defender: "W" }],
    expect: { "W.zone": "graveyard", "R.health": 1 },
  });
});

describeCard("DED_503", () => {
  cardCase("DED_503", {
    does: "your hero took 1 damage this turn: 1 damage to the chosen enemy minion",
    p1: { hand: [{ card: "CS2_008", ref: "M" }, { card: "DED_503", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "M", target: "p1.hero" }, { type: "play", card: "S", target: "Y" }],
    expect: { "Y.health": 4, "p1.hero.health": 29 },
  });
  cardCase("DED_503", {
    does: "no damage taken: no target, nothing",
    p1: { hand: [{ card: "DED_503", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.health": 5, "S.zone": "board" },
  });
});

describeCard("SW_064", () => {
  cardCase("SW_064", {
    does: "three 3/3 copies of the chosen Beast go into the deck",
    p1: { hand: [{ card: "SW_064", ref: "S" }], board: [{ card: "CS2_125", ref: "B" }] },
    actions: [{ type: "play", card: "S", target: "B" }],
    check: (r) => {
      const deck = r.state.players[0].deck;
      expect(deck.map((e) => e.card)).toEqual(["CS2_125", "CS2_125", "CS2_125"]);
      for (const c of deck) expect([c.attack, c.health]).toEqual([3, 3]);
    },
  });
  cardCase("SW_064", {
    does: "not a non-Beast",
    p1: { hand: [{ card: "SW_064", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    error: "illegal_action",
  });
});

describeCard("SW_110", () => {
  cardCase("SW_110", {
    does: "2 damage, then an Ignite in the deck that deals 3; that one's Ignite deals 4",
    p1: { hand: [{ card: "SW_110", ref: "S" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" },
      { type: "play", card: "p1.hand.0", target: "p2.hero" }],
    check: (r) => {
      expect(r.state.players[1].hero.health).toBe(25);
      const deck = r.state.players[0].deck;
      expect(deck.map((e) => e.card)).toEqual(["SW_110"]);
      expect(deck[0]!.tags?.IMPROVEMENTS).toBe(2);
    },
  });
});

describeCard("SW_070", () => {
  cardCase("SW_070", {
    does: "Battlecry: a Coin for you; Deathrattle: one for your opponent",
    p1: { hand: [{ card: "SW_070", ref: "M" }] },
    actions: [{ type: "play", card: "M" }, { type: "destroy", target: "M" }],
    expect: { "p1.hand": ["GAME_005"], "p2.hand": ["GAME_005"] },
  });
});

describeCard("SW_434", () => {
  cardCase("SW_434", {
    does: "Battlecry: your opponent gets a Coin; Deathrattle: you get two",
    p1: { hand: [{ card: "SW_434", ref: "M" }] },
    actions: [{ type: "play", card: "M" }, { type: "destroy", target: "M" }],
    expect: { "p1.hand": ["GAME_005", "GAME_005"], "p2.hand": ["GAME_005"] },
  });
});

describeCard("SW_109", () => {
  cardCase("SW_109", {
    does: "casts the highest Cost spell from hand at a random target, for free (Fireball, 4, not Moonfire)",
    p1: { hand: [{ card: "SW_109", ref: "C" }, { card: "CS2_008", ref: "M" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      const p1 = r.state.players[0];
      expect(p1.hand.map((e) => e.card)).toEqual(["CS2_008"]);
      expect(p1.graveyard.map((e) => e.card)).toEqual([FIREBALL]);
      expect(p1.mana.used).toBe(7);
      // 6 damage to one random character: a hero (30 → 24) or the Courier (dead)
      const hit = [p1.hero.health === 24, r.state.players[1].hero.health === 24, p1.board.length === 0];
      expect(hit.filter(Boolean).length).toBe(1);
    },
  });
  cardCase("SW_109", {
    does: "a targeted spell takes a random valid target: Backstab's only undamaged minion is the Courier itself",
    p1: { hand: [{ card: "SW_109", ref: "C" }, { card: "CS2_072", ref: "B" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "B.zone": "graveyard", "C.health": 3 },
  });
  cardCase("SW_109", {
    does: "a spell with no valid target is not cast and stays in hand; the next one is not cast instead (Assassinate, no enemy minion)",
    p1: { hand: [{ card: "SW_109", ref: "C" }, { card: "CS2_076", ref: "A" }, { card: "CS2_008", ref: "M" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "A.zone": "hand", "M.zone": "hand", "p2.hero.health": 30 },
  });
});
