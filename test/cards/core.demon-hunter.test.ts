/**
 * Behaviour tests of the CORE Demon Hunter cards (test/support/cards.ts): each case fails if the card does anything other
 * than its text — the number, the side, the kind of target, the moment, what happens with no valid target.
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
const facts = (id: string) => factsById(id)!;

const WISP = "CS2_231";
const YETI = "CS2_182";
const AXE = "CS2_106"; // Fiery War Axe, 3/2
const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: WISP, ref: `${p}${i}` }));

// Battlefiend: "After your hero attacks, gain +1 Attack."
cardCase("CORE_BT_351", {
  does: "after your hero attacks, +1 Attack (twice for two attacks); your minion's attack does not count",
  p1: { board: [{ card: "CORE_BT_351", ref: "B" }, { card: YETI, ref: "Y" }], weapon: { card: AXE } },
  actions: [
    { type: "attack", attacker: "p1.hero", defender: "p2.hero" },
    { type: "attack", attacker: "Y", defender: "p2.hero" },
  ],
  expect: { "B.attack": 2, "B.health": 2, "Y.attack": 4, "p2.hero.health": 23 },
});
cardCase("CORE_BT_351", {
  does: "the enemy hero's attack does not count",
  p1: { board: [{ card: "CORE_BT_351", ref: "B" }] },
  p2: { weapon: { card: AXE } },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "p2.hero", defender: "p1.hero" }],
  expect: { "B.attack": 1, "p1.hero.health": 27 },
});

// Crimson Sigil Runner: "Outcast: Draw a card."
cardCase("CORE_BT_480", {
  does: "played from the left end: you draw one card (the opponent none)",
  p1: { hand: [{ card: "CORE_BT_480", ref: "R" }, { card: YETI }, { card: YETI }], deck: wisps(3) },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.hand.length": 3, "p1.deck.length": 2, "p2.hand.length": 0, "events.draw": 1, "R.zone": "board" },
});
cardCase("CORE_BT_480", {
  does: "played from the middle of the hand: no draw",
  p1: { hand: [{ card: YETI }, { card: "CORE_BT_480", ref: "R" }, { card: YETI }], deck: wisps(3) },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.hand.length": 2, "events.draw": 0, "R.zone": "board" },
});

// Felrattler: "Rush Deathrattle: Deal 1 damage to all enemy minions."
cardCase("CORE_WC_701", {
  does: "Deathrattle: 1 damage to each enemy minion, not to your minions nor the heroes",
  p1: { board: [{ card: "CORE_WC_701", ref: "F" }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: YETI, ref: "E" }, { card: WISP, ref: "EW" }] },
  actions: [{ type: "destroy", target: "F" }],
  expect: { "E.health": 4, "EW.zone": "graveyard", "Y.health": 5, "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 2 },
});
cardCase("CORE_WC_701", {
  does: "Rush: it attacks an enemy minion the turn it is played, not the hero",
  p1: { hand: [{ card: "CORE_WC_701", ref: "F" }] },
  p2: { board: [{ card: WISP, ref: "EW" }] },
  actions: [{ type: "play", card: "F" }, { type: "attack", attacker: "F", defender: "EW" }],
  expect: { "EW.zone": "graveyard", "F.health": 1 },
});

// Gan'arg Glaivesmith: "Outcast: Give your hero +3 Attack this turn."
cardCase("CS3_017", {
  does: "played from the right end: your hero has +3 Attack and hits for 3; the enemy hero gets none",
  p1: { hand: [{ card: YETI }, { card: "CS3_017", ref: "G" }] },
  actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 27, "p1.hero.attack": 3, "p2.hero.attack": 0, "G.zone": "board" },
});
cardCase("CS3_017", {
  does: "this turn only: the Attack is gone when the turn ends",
  p1: { hand: [{ card: "CS3_017", ref: "G" }] },
  p2: { deck: wisps(1, "e") },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
  expect: { "p1.hero.attack": 0 },
});
cardCase("CS3_017", {
  does: "played from the middle of the hand: no Attack",
  p1: { hand: [{ card: YETI }, { card: "CS3_017", ref: "G" }, { card: YETI }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.hero.attack": 0, "G.zone": "board" },
});

// Illidari Inquisitor: "Rush. After your hero attacks an enemy, this attacks it too."
cardCase("CS3_020", {
  does: "after your hero attacks an enemy minion, the Inquisitor attacks that minion too",
  p1: { board: [{ card: "CS3_020", ref: "I" }], weapon: { card: AXE } },
  p2: { board: [{ card: "EX1_032", ref: "E" }, { card: YETI, ref: "E2" }] }, // Sunwalker 4/5 Taunt, Divine Shield
  actions: [{ type: "attack", attacker: "p1.hero", defender: "E" }],
  expect: { "E.zone": "graveyard", "E2.health": 5, "I.health": 4, "p1.hero.health": 26, "p2.hero.health": 30 },
});
cardCase("CS3_020", {
  does: "after your hero attacks the enemy hero, the Inquisitor hits it too; it uses none of its own attacks",
  p1: { board: [{ card: "CS3_020", ref: "I" }], weapon: { card: AXE } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "I", defender: "p2.hero" }],
  expect: { "p2.hero.health": 30 - 3 - 8 - 8 },
});
cardCase("CS3_020", {
  does: "a Frozen Inquisitor still attacks with the hero (2.6 强制战斗)",
  p1: { board: [{ card: "CS3_020", ref: "I", tags: { FROZEN: 1 } }], weapon: { card: AXE } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 19 },
});
cardCase("CS3_020", {
  does: "the defender your hero killed is not attacked again (2.6 d: the attack is cancelled)",
  p1: { board: [{ card: "CS3_020", ref: "I" }], weapon: { card: AXE } },
  p2: { board: [{ card: WISP, ref: "EW" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "EW" }],
  expect: { "EW.zone": "graveyard", "I.health": 8, "events.damage": 2 },
});
cardCase("CS3_020", {
  does: "a friendly minion's attack does not make it attack",
  p1: { board: [{ card: "CS3_020", ref: "I" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26 },
});
cardCase("CS3_020", {
  does: "the enemy hero's attack on you does not make it attack",
  p1: { board: [{ card: "CS3_020", ref: "I" }] },
  p2: { weapon: { card: AXE } },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "p2.hero", defender: "p1.hero" }],
  expect: { "p1.hero.health": 27, "p2.hero.health": 30 },
});

// Immolation Aura: "Deal $1 damage to all minions twice."
cardCase("CORE_BT_514", {
  does: "1 damage to every minion of both sides, twice; the heroes untouched",
  p1: { hand: [{ card: "CORE_BT_514", ref: "IA" }], board: [{ card: YETI, ref: "Y" }] },
  p2: { board: [{ card: YETI, ref: "E" }, { card: "EX1_032", ref: "S" }, { card: WISP, ref: "EW" }] },
  actions: [{ type: "play", card: "IA" }],
  expect: { "Y.health": 3, "E.health": 3, "S.health": 4, "EW.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30 },
});
cardCase("CORE_BT_514", {
  does: "Spell Damage +1: 2 damage, twice",
  p1: { hand: [{ card: "CORE_BT_514", ref: "IA" }], board: [{ card: "CS2_142", ref: "K" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "IA" }],
  expect: { "E.health": 1, "K.zone": "graveyard" },
});

// Priestess of Fury: "At the end of your turn, deal 6 damage randomly split among all enemies."
for (const seed of [1, 2, 3, 4]) {
  cardCase("CORE_BT_493", {
    does: `at the end of your turn, six hits of 1 on enemies only (seed ${seed})`,
    seed,
    p1: { board: [{ card: "CORE_BT_493", ref: "P" }, { card: YETI, ref: "Y" }] },
    p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "E2" }], deck: wisps(2, "e") },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const hits = events(r, "damage").filter((e) => e.source?.ref === "P");
      expect(hits).toHaveLength(6);
      for (const h of hits) expect(h.amount).toBe(1);
      const p2 = r.state.players[1];
      const lost = 30 - (p2.hero.health ?? 30) + p2.board.reduce((s, m) => s + (5 - (m.health ?? 5)), 0);
      expect(lost).toBe(6);
      expect(r.state.players[0].hero.health).toBe(30);
      expect(r.state.players[0].board.find((m) => m.ref === "Y")!.health).toBe(5);
    },
  });
}
cardCase("CORE_BT_493", {
  does: "not at the end of the opponent's turn",
  p1: { board: [{ card: "CORE_BT_493", ref: "P" }], deck: wisps(2) },
  state: { activePlayer: 2 },
  actions: [{ type: "endTurn" }],
  expect: { "p2.hero.health": 30, "events.damage": 0 },
});
for (const seed of [1, 2, 3]) {
  cardCase("CORE_BT_493", {
    does: `a hit never goes to a minion already dead: each Wisp takes one hit at most, the hero the rest (seed ${seed})`,
    seed,
    p1: { board: [{ card: "CORE_BT_493", ref: "P" }] },
    p2: { board: wisps(2, "e"), deck: wisps(2, "d") },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const hits = events(r, "damage").filter((e) => e.source?.ref === "P");
      expect(hits).toHaveLength(6);
      const onWisps = hits.filter((h) => h.target?.ref === "e0" || h.target?.ref === "e1");
      expect(hits.filter((h) => h.target?.ref === "e0").length).toBeLessThanOrEqual(1);
      expect(hits.filter((h) => h.target?.ref === "e1").length).toBeLessThanOrEqual(1);
      expect(r.state.players[1].hero.health).toBe(30 - (6 - onWisps.length));
    },
  });
}

// Raging Felscreamer: "Battlecry: The next Demon you play costs (2) less."
cardCase("CORE_BT_416", {
  does: "your Demons in hand cost (2) less, not other minions nor the opponent's Demons",
  p1: { hand: [{ card: "CORE_BT_416", ref: "F" }, { card: "AT_020", ref: "D" }, { card: "CS2_065", ref: "V" }, { card: YETI, ref: "Y" }] },
  p2: { hand: [{ card: "AT_020", ref: "ED" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "D.cost": 5, "V.cost": 0, "Y.cost": 4, "ED.cost": 7 },
});
cardCase("CORE_BT_416", {
  does: "used up by the next Demon you play: the other Demon costs full price again",
  p1: { hand: [{ card: "CORE_BT_416", ref: "F" }, { card: "AT_020", ref: "D" }, { card: "AT_020", ref: "D2" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "F" }, { type: "play", card: "W" }, { type: "play", card: "D" }],
  expect: { "D2.cost": 7, "p1.mana.used": 4 + 0 + 5, "p1.hero.enchantments": undefined },
});
cardCase("CORE_BT_416", {
  does: "not only this turn: the next Demon a turn later still costs (2) less",
  p1: { hand: [{ card: "CORE_BT_416", ref: "F" }, { card: "AT_020", ref: "D" }], deck: wisps(2) },
  p2: { deck: wisps(2, "e") },
  actions: [{ type: "play", card: "F" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "D.cost": 5 },
});

// Spectral Sight: "Draw a card. Outcast: Draw another."
cardCase("CORE_BT_491", {
  does: "from the middle of the hand: one card drawn",
  p1: { hand: [{ card: YETI }, { card: "CORE_BT_491", ref: "S" }, { card: YETI }], deck: wisps(4) },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand.length": 3, "p1.deck.length": 3, "events.draw": 1, "p2.hand.length": 0 },
});
cardCase("CORE_BT_491", {
  does: "from the left end: two cards drawn",
  p1: { hand: [{ card: "CORE_BT_491", ref: "S" }, { card: YETI }, { card: YETI }], deck: wisps(4) },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand.length": 4, "p1.deck.length": 2, "events.draw": 2 },
});

// Illidari Studies: "Discover an Outcast card. Your next one costs (1) less."
cardCase("CORE_YOP_001", {
  does: "Discover: three different cards with Outcast; the one taken costs (1) less, and so does your other Outcast card",
  choices: [1],
  p1: { hand: [{ card: "CORE_YOP_001", ref: "IS" }, { card: "CORE_BT_491", ref: "SS" }, { card: YETI, ref: "Y" }] },
  p2: { hand: [{ card: "CORE_BT_491", ref: "ES" }] },
  actions: [{ type: "play", card: "IS" }],
  check: (r) => {
    const options = events(r, "discover")[0]!.options as string[];
    expect(options).toHaveLength(3);
    expect(new Set(options).size).toBe(3);
    for (const id of options) expect(facts(id).mechanics).toContain("OUTCAST");
    const hand = r.state.players[0].hand;
    expect(hand.map((c) => c.card)).toEqual(["CORE_BT_491", YETI, options[1]]);
    expect(hand[0]!.cost).toBe(1);
    expect(hand[1]!.cost).toBe(4);
    expect(r.state.players[1].hand[0]!.cost).toBe(2);
  },
});
cardCase("CORE_YOP_001", {
  does: "used up by the next card with Outcast you play (even from the middle): the other costs full price again",
  choices: [0],
  p1: { hand: [{ card: "CORE_YOP_001", ref: "IS" }, { card: YETI }, { card: "CORE_BT_491", ref: "SS" }, { card: YETI }, { card: "CORE_BT_480", ref: "CR" }], deck: wisps(3) },
  actions: [{ type: "play", card: "IS" }, { type: "play", card: "SS" }],
  check: (r) => {
    expect(r.state.players[0].mana.used).toBe(1 + 1);
    const cr = r.state.players[0].hand.find((c) => c.ref === "CR")!;
    expect(cr.cost).toBe(1);
    expect(r.state.players[0].hero.enchantments).toBeUndefined();
  },
});

// Tuskpiercer: "Deathrattle: Draw a Deathrattle minion."
cardCase("CORE_BAR_330", {
  does: "when the weapon breaks, you draw the deck's minion with Deathrattle, not the others",
  p1: { weapon: { card: "CORE_BAR_330", durability: 1 }, deck: [{ card: WISP }, { card: "EX1_096", ref: "LH" }, { card: YETI }, { card: "CS2_029" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "LH.zone": "hand", "p1.hand.length": 1, "p1.deck.length": 3, "p1.weapon": null, "p2.hand.length": 0 },
});
cardCase("CORE_BAR_330", {
  does: "no minion with Deathrattle in the deck: nothing drawn, no fatigue",
  p1: { weapon: { card: "CORE_BAR_330", durability: 1 }, deck: [{ card: WISP }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.hand.length": 0, "p1.deck.length": 1, "p1.hero.health": 30, "events.draw": 0 },
});

// Eye Beam: "Lifesteal. Deal $3 damage to a minion. Outcast: This costs (1)."
cardCase("CORE_BT_801", {
  does: "at the right end of the hand it costs (1): 3 damage to the minion, your hero healed 3 (Lifesteal)",
  p1: { hero: { card: "HERO_10", health: 20 }, hand: [{ card: YETI, ref: "Y" }, { card: "CORE_BT_801", ref: "EB" }] },
  p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "E2" }] },
  actions: [{ type: "play", card: "EB", target: "E" }],
  expect: { "E.health": 2, "E2.health": 5, "p1.hero.health": 23, "p2.hero.health": 30, "p1.mana.used": 1 },
});
cardCase("CORE_BT_801", {
  does: "in the middle of the hand it costs (3); at either end (1)",
  p1: { hand: [{ card: "CORE_BT_801", ref: "L" }, { card: "CORE_BT_801", ref: "M" }, { card: WISP, ref: "W" }, { card: YETI }, { card: "CORE_BT_801", ref: "R" }] },
  p2: { hand: [{ card: YETI }, { card: "CORE_BT_801", ref: "EM" }, { card: YETI }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "L.cost": 1, "M.cost": 3, "R.cost": 1, "EM.cost": 3 },
});
cardCase("CORE_BT_801", {
  does: "played from the middle it costs (3)",
  p1: { hand: [{ card: YETI }, { card: "CORE_BT_801", ref: "EB" }, { card: YETI }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "EB", target: "E" }],
  expect: { "E.health": 2, "p1.mana.used": 3 },
});
cardCase("CORE_BT_801", {
  does: "the cost follows the hand: the card at the end played, Eye Beam is at the end and costs (1)",
  p1: { hand: [{ card: YETI }, { card: "CORE_BT_801", ref: "EB" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "EB.cost": 1 },
});
cardCase("CORE_BT_801", {
  does: "a minion only: the enemy hero is not a valid target",
  p1: { hand: [{ card: "CORE_BT_801", ref: "EB" }] },
  p2: { board: [{ card: YETI }] },
  actions: [{ type: "play", card: "EB", target: "p2.hero" }],
  error: "illegal_action",
});
cardCase("CORE_BT_801", {
  does: "its (1) applies after other cost changes (4.11, lowest priority): with a (1)-less discount, (1) at the end, (2) in the middle",
  choices: [0],
  p1: { hand: [{ card: "CORE_BT_801", ref: "EB" }, { card: "CORE_YOP_001", ref: "IS" }, { card: YETI }, { card: "CORE_BT_801", ref: "EB2" }, { card: YETI }] },
  actions: [{ type: "play", card: "IS" }],
  check: (r) => {
    const hand = r.state.players[0].hand;
    expect(hand[0]!.ref).toBe("EB");
    expect(hand[0]!.cost).toBe(1);
    expect(hand.find((c) => c.ref === "EB2")!.cost).toBe(2);
  },
});

// Wayward Sage: "Outcast: Reduce the Cost of the left and right-most cards in your hand by (1)."
cardCase("CORE_TSC_217", {
  does: "played from the left end: the cards now at both ends of your hand cost (1) less, not the middle one nor the opponent's",
  p1: { hand: [{ card: "CORE_TSC_217", ref: "S" }, { card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: "CS2_029", ref: "C" }] },
  p2: { hand: [{ card: YETI, ref: "EA" }, { card: YETI, ref: "EB" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "A.cost": 3, "B.cost": 4, "C.cost": 3, "EA.cost": 4, "EB.cost": 4, "S.zone": "board" },
});
cardCase("CORE_TSC_217", {
  does: "played from the middle: no cost changes",
  p1: { hand: [{ card: YETI, ref: "A" }, { card: "CORE_TSC_217", ref: "S" }, { card: YETI, ref: "B" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "A.cost": 4, "B.cost": 4 },
});
cardCase("CORE_TSC_217", {
  does: "one card left in hand: it is both ends and costs (1) less, once",
  p1: { hand: [{ card: YETI, ref: "A" }, { card: "CORE_TSC_217", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "A.cost": 3 },
});
cardCase("CORE_TSC_217", {
  does: "alone in hand: played with nothing to reduce",
  p1: { hand: [{ card: "CORE_TSC_217", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "S.zone": "board", "p1.hand.length": 0 },
});

// The filter `handPlace` in a client's card (docs/card-format.md, Filters): "Your left-most card costs (2) less."
const MY_LEFT = { id: "MY_LEFT", type: "MINION", cost: 3, attack: 2, health: 2,
  auras: [{ to: { all: "hand", side: "friendly", where: { handPlace: "leftmost" } }, buff: { cost: -2 } }] };
cardCase("CORE_BT_801", {
  does: "(client card) handPlace leftmost: only your leftmost card is reduced, and the reduction follows the hand",
  cards: [MY_LEFT],
  p1: { board: [{ card: "MY_LEFT" }], hand: [{ card: WISP, ref: "W" }, { card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
  p2: { hand: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "A.cost": 2, "B.cost": 4, "E.cost": 4 },
});

// Kayn Sunfury: "Charge All friendly attacks ignore Taunt."
const TAUNT = "CS2_179"; // Sen'jin Shieldmasta, 3/5 Taunt
cardCase("CORE_BT_187", {
  does: "played, it charges past an enemy Taunt to the hero; your other minion and your hero attack past Taunt too",
  p1: { hand: [{ card: "CORE_BT_187", ref: "K" }], board: [{ card: YETI, ref: "Y" }], weapon: { card: AXE } },
  p2: { board: [{ card: TAUNT, ref: "T" }, { card: WISP, ref: "EW" }] },
  actions: [
    { type: "play", card: "K" },
    { type: "attack", attacker: "K", defender: "p2.hero" },
    { type: "attack", attacker: "Y", defender: "EW" },
    { type: "attack", attacker: "p1.hero", defender: "p2.hero" },
  ],
  expect: { "p2.hero.health": 30 - 3 - 3, "EW.zone": "graveyard", "T.health": 5 },
});
cardCase("CORE_BT_187", {
  does: "the opponent's Kayn does not let your attacks pass their Taunt",
  p1: { board: [{ card: YETI, ref: "Y" }] },
  p2: { board: [{ card: "CORE_BT_187" }, { card: TAUNT }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("CORE_BT_187", {
  does: "once Kayn is gone, Taunt binds your attacks again",
  p1: { board: [{ card: "CORE_BT_187", ref: "K" }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: TAUNT }] },
  actions: [{ type: "destroy", target: "K" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("CORE_BT_187", {
  does: "ignoring Taunt is not ignoring Stealth: a Stealthed enemy still can't be attacked",
  p1: { board: [{ card: "CORE_BT_187" }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: "CS2_231", ref: "S", tags: { STEALTH: 1 } }] },
  actions: [{ type: "attack", attacker: "Y", defender: "S" }],
  error: "illegal_action",
});
cardCase("CORE_BT_187", {
  does: "(client card) a minion with the tag IGNORE_TAUNT attacks past Taunt; the one beside it does not",
  cards: [{ id: "MY_FLANKER", type: "MINION", cost: 2, attack: 2, health: 2, tags: { IGNORE_TAUNT: 1 } }],
  p1: { board: [{ card: "MY_FLANKER", ref: "F" }] },
  p2: { board: [{ card: TAUNT }] },
  actions: [{ type: "attack", attacker: "F", defender: "p2.hero" }],
  expect: { "p2.hero.health": 28 },
});
cardCase("CORE_BT_187", {
  does: "(client card) without the tag, Taunt binds",
  cards: [{ id: "MY_FLANKER", type: "MINION", cost: 2, attack: 2, health: 2, tags: { IGNORE_TAUNT: 1 } }],
  p1: { board: [{ card: "MY_FLANKER" }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: TAUNT }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
  error: "illegal_action",
});
