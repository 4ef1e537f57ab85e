/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Warrior cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };

// Unleash the Crocolisks: "Gain 10 Armor. Summon two 2/3 Beasts for your opponent."
cardCase("TIME_873", {
  does: "10 Armor for its player; two 2/3 Beasts on the opponent's side, none on its own",
  p1: { hand: [{ card: "TIME_873", ref: "U" }] },
  actions: [{ type: "play", card: "U" }],
  expect: { "p1.hero.armor": 10, "p2.hero.armor": 0, "p2.board": ["TIME_873t", "TIME_873t"], "p1.board": [], "p2.board.0.attack": 2, "p2.board.0.health": 3 },
  check: (r) => expect(builtInCard("TIME_873t")!.facts.races).toContain("BEAST"),
});

// Gladiatorial Combat: "Summon a random minion from your deck. Summon a 5/5 Tiger with Stealth for your opponent."
cardCase("TIME_870", {
  does: "the deck's minion (not the spell) comes into play for its player; a 5/5 Stealth Tiger for the opponent",
  p1: { hand: [{ card: "TIME_870", ref: "G" }], deck: [{ card: "CS2_029", ref: "S" }, { card: "CS2_182", ref: "M" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "M.zone": "board", "S.zone": "deck", "p1.board": ["CS2_182"], "p2.board": ["TIME_870t"], "p2.board.0.attack": 5, "p2.board.0.health": 5, "p2.board.0.seen.STEALTH": 1 },
});
cardCase("TIME_870", {
  does: "no minion in the deck: only the Tiger",
  p1: { hand: [{ card: "TIME_870", ref: "G" }], deck: [{ card: "CS2_029", ref: "S" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "S.zone": "deck", "p1.board": [], "p2.board": ["TIME_870t"] },
});

// Dimensional Weaponsmith: "Battlecry: Give all minions and weapons in your hand +2 Attack."
cardCase("END_021", {
  does: "+2 Attack to the minions and weapons in its player's hand; spells and the enemy hand unchanged",
  p1: { hand: [{ card: "END_021", ref: "D" }, { card: "CS2_182", ref: "M" }, { card: "CS2_106", ref: "W" }, { card: "CS2_029", ref: "S" }] },
  p2: { hand: [{ card: "CS2_182", ref: "EM" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "M.attack": 6, "W.attack": 5, "EM.attack": 4, "D.attack": 2, "M.health": 5 },
});
cardCase("END_021", {
  does: "the weapon keeps its +2 Attack when equipped",
  p1: { hand: [{ card: "END_021", ref: "D" }, { card: "CS2_106", ref: "W" }] },
  actions: [{ type: "play", card: "D" }, { type: "play", card: "W" }],
  expect: { "p1.hero.attack": 5 },
});

// Heir of Hereafter: "Taunt Battlecry: Gain +2/+2 for each damaged minion."
cardCase("TIME_871", {
  does: "two damaged minions (one each side): +4/+4; undamaged ones do not count",
  p1: { hand: [{ card: "TIME_871", ref: "H" }], board: [{ card: "CS2_182", ref: "F", health: 2 }, { card: "CS2_182" }] },
  p2: { board: [{ card: "CS2_182", health: 1 }, { card: "CS2_182" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "H.attack": 6, "H.health": 10, "H.seen.TAUNT": 1 },
});
cardCase("TIME_871", {
  does: "no damaged minion: its own 2/6",
  p1: { hand: [{ card: "TIME_871", ref: "H" }], board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "H.attack": 2, "H.health": 6 },
});

// Precursory Strike: "Deal $3 damage. If you're holding a minion that costs (5) or more, draw a minion."
cardCase("TIME_750", {
  does: "3 damage; holding a 5-cost minion: a minion is drawn, not the spell",
  p1: { hand: [{ card: "TIME_750", ref: "P" }, { card: "CS2_187" }], deck: [{ card: "CS2_029", ref: "S" }, { card: "CS2_231", ref: "M" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "E" }],
  expect: { "E.health": 2, "M.zone": "hand", "S.zone": "deck" },
});
cardCase("TIME_750", {
  does: "holding only cheaper minions: damage, no draw",
  p1: { hand: [{ card: "TIME_750", ref: "P" }, { card: "CS2_182" }], deck: [{ card: "CS2_231", ref: "M" }] },
  actions: [{ type: "play", card: "P", target: "p2.hero" }],
  expect: { "p2.hero.health": 27, "M.zone": "deck" },
});

// For Glory!: "Draw 2 cards. Costs (1) less for each minion your opponent controls."
cardCase("TIME_715", {
  does: "draws 2; with 3 enemy minions (and friendly ones not counting) it costs 2",
  p1: { hand: [{ card: "TIME_715", ref: "F" }], deck: wisps(3), board: wisps(2, "f") },
  p2: { board: wisps(3, "e") },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.hand.length": 2, "p1.deck.length": 1, "p1.mana.used": 2 },
});

// Slow Motion: "Your opponent's cards cost (1) more next turn."
describeCard("TIME_716", () => {
  const base = {
    p1: { hand: [{ card: "TIME_716", ref: "S" }, { card: "CS2_182", ref: "OWN" }], deck: wisps(2) },
    p2: { hand: [{ card: "CS2_182", ref: "EM" }, { card: "CS2_029", ref: "ES" }], deck: wisps(2, "e") },
  };
  it("the opponent's cards cost 1 more on their next turn (minions and spells); its player's cards do not", () => {
    runCase({ does: "next turn", ...base, actions: [{ type: "play", card: "S" }, endTurn],
      expect: { "EM.cost": 5, "ES.cost": 5, "OWN.cost": 4 } });
  });
  it("not yet on the turn it is cast", () => {
    runCase({ does: "this turn", ...base, actions: [{ type: "play", card: "S" }], expect: { "EM.cost": 4, "ES.cost": 4 } });
  });
  it("gone after that turn", () => {
    runCase({ does: "after", ...base, actions: [{ type: "play", card: "S" }, endTurn, endTurn, endTurn], expect: { "EM.cost": 4 } });
  });
});

// Undefeated Champion: "Rush. Battlecry: Fill your opponent's board with random 1-Cost minions."
cardCase("TIME_872", {
  does: "the opponent's 2 minions are joined by 5 random 1-Cost minions; its own side gets none",
  p1: { hand: [{ card: "TIME_872", ref: "U" }] },
  p2: { board: [{ card: "CS2_182" }, { card: "CS2_182" }] },
  actions: [{ type: "play", card: "U" }],
  expect: { "p1.board": ["TIME_872"], "U.seen.RUSH": 1 },
  check: (r) => {
    const b = r.state.players[1]!.board;
    expect(b).toHaveLength(7);
    for (const m of b.slice(2)) expect(findCard(m.card)!.cost).toBe(1);
  },
});

// Stadium Announcer: "Rewind Battlecry: Both players equip a random weapon. Give yours +1/+1."
describeCard("TIME_034", () => {
  it("both heroes get a random weapon; only its player's has +1/+1 (every seed)", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      runCase({
        does: "both equip", seed, choices: [0],
        p1: { hand: [{ card: "TIME_034", ref: "S" }] },
        actions: [{ type: "play", card: "S" }],
        check: (r) => {
          const [a, b] = r.state.players;
          const mine = a!.weapon!, theirs = b!.weapon!;
          expect(findCard(mine.card)!.type).toBe("WEAPON");
          expect(findCard(theirs.card)!.type).toBe("WEAPON");
          expect(mine.attack).toBe(findCard(mine.card)!.attack! + 1);
          expect(mine.durability).toBe(findCard(mine.card)!.durability! + 1);
          expect(theirs.attack).toBe(findCard(theirs.card)!.attack);
        },
      });
    }
  });
  it("replaces a weapon the opponent had", () => {
    runCase({
      does: "replace", choices: [0],
      p1: { hand: [{ card: "TIME_034", ref: "S" }] },
      p2: { weapon: { card: "CS2_106", ref: "OLD" } },
      actions: [{ type: "play", card: "S" }],
      expect: { "OLD.zone": "graveyard" },
    });
  });
  it("a client's card: equipWeapon with a pool and player enemy", () => {
    runCase({
      does: "client", choices: [0],
      cards: [{ id: "MY_GIFT", type: "SPELL", cost: 1, spell: [{ type: "equipWeapon", pool: ["CS2_106"], player: "enemy" }] }],
      p1: { hand: [{ card: "MY_GIFT", ref: "G" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p2.weapon": "CS2_106", "p1.weapon": null },
    });
  });
});

// Chrono-Lord Epoch: "Battlecry: Destroy all minions that your opponent played last turn."
cardCase("TIME_714", {
  does: "the two minions the opponent played last turn die; their minion already in play, and mine, stay",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "CS2_182", ref: "M" }], hand: [{ card: "TIME_714", ref: "E" }], deck: wisps(2) },
  p2: { board: [{ card: "CS2_182", ref: "R" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_120", ref: "C" }], deck: wisps(2, "e") },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "C" }, endTurn, { type: "play", card: "E" }],
  expect: { "W.zone": "graveyard", "C.zone": "graveyard", "R.zone": "board", "M.zone": "board", "E.zone": "board" },
});
cardCase("TIME_714", {
  does: "a minion the opponent played the turn before their last one stays; one they played on their last turn dies",
  state: { activePlayer: 2 },
  p1: { hand: [{ card: "TIME_714", ref: "E" }], deck: wisps(3) },
  p2: { hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "C" }], deck: wisps(3, "e") },
  actions: [{ type: "play", card: "Y" }, endTurn, endTurn, { type: "play", card: "C" }, endTurn, { type: "play", card: "E" }],
  expect: { "Y.zone": "board", "C.zone": "graveyard" },
});
cardCase("TIME_714", {
  does: "the opponent played no minion last turn: nothing dies (my minions played this turn neither)",
  p1: { hand: [{ card: "CS2_231", ref: "W" }, { card: "TIME_714", ref: "E" }] },
  p2: { board: [{ card: "CS2_182", ref: "R" }], playedThisTurn: ["CS2_029"], playedThisGame: [{ card: "CS2_029", cost: 4, turn: 4 }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "E" }],
  expect: { "R.zone": "board", "W.zone": "board", "events.destroy": 0 },
});
