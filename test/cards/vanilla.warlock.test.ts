/**
 * Behaviour tests of the Classic-format (VANILLA) Warlock cards whose 2014 text differs from today's
 * (test/support/cards.ts). Reprints with today's text play as the current card and are tested with it.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { player, request, run } from "../support/engine.js";

// Sacrificial Pact (2014): "Destroy a Demon. Restore #5 Health to your hero."
cardCase("VAN_NEW1_003", {
  does: "destroys a friendly Demon and restores 5 Health to your hero",
  p1: { hand: [{ card: "VAN_NEW1_003", ref: "S" }], hero: { card: "HERO_07", health: 20 }, board: [{ card: "CS2_065", ref: "V" }] },
  p2: { hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "play", card: "S", target: "V" }],
  expect: { "V.zone": "graveyard", "p1.hero.health": 25, "p2.hero.health": 20 },
});
cardCase("VAN_NEW1_003", {
  does: "any Demon: an enemy one too (the heal is still yours)",
  p1: { hand: [{ card: "VAN_NEW1_003", ref: "S" }], hero: { card: "HERO_07", health: 20 } },
  p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: "CS2_065", ref: "V" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "V" }],
  expect: { "V.zone": "graveyard", "Y.zone": "board", "p1.hero.health": 25, "p2.hero.health": 20 },
});
cardCase("VAN_NEW1_003", {
  does: "the enemy hero when it is Lord Jaraxxus: the opponent loses",
  p1: { hand: [{ card: "VAN_NEW1_003", ref: "S" }] },
  p2: { hero: { card: "EX1_323h" } },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "outcome.winner": 1 },
});
cardCase("VAN_NEW1_003", {
  does: "cannot target a minion that is not a Demon",
  p1: { hand: [{ card: "VAN_NEW1_003", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  error: "illegal_action",
});
cardCase("VAN_NEW1_003", {
  does: "a hero that is not a Demon is not a valid target",
  p1: { hand: [{ card: "VAN_NEW1_003", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  error: "illegal_action",
});

// Twisting Nether (2014): "Destroy all minions."
cardCase("VAN_EX1_312", {
  does: "destroys every minion on both sides; heroes stay",
  p1: { hand: [{ card: "VAN_EX1_312", ref: "T" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "Y.zone": "graveyard", "O.zone": "graveyard", "W.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30, "events.death": 3 },
});

// Lord Jaraxxus (2014, a minion): "Battlecry: Destroy your hero and replace it with Lord Jaraxxus."
cardCase("VAN_EX1_323", {
  does: "your hero becomes a fresh 15-Health Lord Jaraxxus (damage and Armor gone), with a 3/8 Blood Fury and INFERNO!; the minion is set aside, not killed",
  p1: { hero: { card: "HERO_07", health: 24, armor: 4 }, hand: [{ card: "VAN_EX1_323", ref: "J" }] },
  p2: { hero: { card: "HERO_01", health: 22 } },
  actions: [{ type: "play", card: "J" }],
  expect: {
    "p1.hero.card": "EX1_323h", "p1.hero.health": 15, "p1.hero.maxHealth": 15, "p1.hero.armor": 0,
    "p1.weapon": "EX1_323w", "p1.weapon.attack": 3, "p1.weapon.durability": 8, "p1.heroPower": "VAN_EX1_tk33",
    "p1.board": [], "J.zone": "setAside", "events.death": 0, "p2.hero.card": "HERO_01", "p2.hero.health": 22, "p2.weapon": null, "outcome.over": false,
  },
});
cardCase("VAN_EX1_323", {
  does: "INFERNO! summons a 6/6 Infernal for you",
  p1: { hand: [{ card: "VAN_EX1_323", ref: "J" }], deck: [{ card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "J" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower" }],
  expect: { "p1.board": ["VAN_EX1_tk34"], "p1.board.0.attack": 6, "p1.board.0.health": 6, "p2.board": [], "p1.mana.used": 2 },
});
cardCase("VAN_EX1_323", {
  does: "the old hero's states go (no longer Frozen)",
  p1: { hero: { card: "HERO_07", tags: { FROZEN: 1 } }, hand: [{ card: "VAN_EX1_323", ref: "J" }] },
  actions: [{ type: "play", card: "J" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 27 },
});
cardCase("VAN_EX1_323", {
  does: "the attacks made this turn count for the new hero",
  p1: { weapon: { card: "CS2_106" }, hand: [{ card: "VAN_EX1_323", ref: "J" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "play", card: "J" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("VAN_EX1_323", {
  does: "the new hero is a Demon: the Classic Sacrificial Pact can destroy it",
  p1: { hand: [{ card: "VAN_EX1_323", ref: "J" }] },
  p2: { hand: [{ card: "VAN_NEW1_003", ref: "S" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "J" }, { type: "endTurn" }, { type: "play", card: "S", target: "p1.hero" }],
  expect: { "outcome.winner": 2 },
});
describeCard("VAN_EX1_323", () => {
  it("the output state loads again: Lord Jaraxxus stays your hero, damaged as he was", () => {
    const first = run(request([player({ hand: [{ card: "VAN_EX1_323", ref: "J" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "J" }, { type: "attack", attacker: "p1.hero", defender: "Y" }]));
    expect(first.state.players[0].hero).toMatchObject({ card: "EX1_323h", health: 11, maxHealth: 15 });
    const again = run({ seed: 1, state: first.state, actions: [{ type: "damage", target: "p2.hero", amount: 1 }] });
    expect(again.state.players[0].hero).toMatchObject({ card: "EX1_323h", health: 11, maxHealth: 15 });
    expect(again.state.players[0].heroPower!.card).toBe("VAN_EX1_tk33");
    expect(again.state.players[0].weapon).toMatchObject({ card: "EX1_323w", durability: 7 });
  });
});
