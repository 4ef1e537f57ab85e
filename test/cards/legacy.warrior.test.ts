/**
 * Behaviour tests of the LEGACY Warrior cards (test/support/cards.ts): each case fails if the card does anything other than
 * its text — the number, the side, the kind of target, the moment, what happens with no valid target. Reprints with the
 * same text (VANILLA) play as these cards and are covered here.
 */
import { expect, it } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, fails, player, request, run } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

// Execute: "Destroy a damaged enemy minion."
cardCase("CS2_108", {
  does: "destroys a damaged enemy minion, whatever its Health",
  p1: { hand: [{ card: "CS2_108", ref: "X" }] },
  p2: { board: [{ card: "CS2_186", ref: "G", health: 6 }, { card: "CS2_186", ref: "G2", health: 6 }] },
  actions: [{ type: "play", card: "X", target: "G" }],
  expect: { "G.zone": "graveyard", "G2.zone": "board", "events.damage": 0 },
});
cardCase("CS2_108", {
  does: "not an undamaged enemy minion",
  p1: { hand: [{ card: "CS2_108", ref: "X" }] },
  p2: { board: [{ card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "X", target: "G" }],
  error: "illegal_action",
});
cardCase("CS2_108", {
  does: "not a damaged friendly minion",
  p1: { hand: [{ card: "CS2_108", ref: "X" }], board: [{ card: "CS2_186", ref: "F", health: 2 }] },
  p2: { board: [{ card: "CS2_186", health: 2 }] },
  actions: [{ type: "play", card: "X", target: "F" }],
  error: "illegal_action",
});
cardCase("CS2_108", {
  does: "not a damaged enemy hero",
  p1: { hand: [{ card: "CS2_108", ref: "X" }] },
  p2: { hero: { card: "HERO_08", health: 10 }, board: [{ card: "CS2_186", health: 2 }] },
  actions: [{ type: "play", card: "X", target: "p2.hero" }],
  error: "illegal_action",
});

describeCard("CS2_108", () => {
  it("Execute needs a damaged enemy minion; Backstab an undamaged minion", () => {
    const r = run(request([player({ hand: [{ card: "CS2_108", ref: "E" }, { card: "CS2_072", ref: "B" }] }), player({ board: [{ card: "CS2_182", ref: "Y", health: 4 }, { card: "CS2_172", ref: "R" }] })],
      [{ type: "play", card: "E", target: "Y" }, { type: "play", card: "B", target: "R" }]));
    expect(r.state.players[1].board).toHaveLength(0);
    fails(request([player({ hand: [{ card: "CS2_108", ref: "E" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })], [{ type: "play", card: "E", target: "Y" }]), "illegal_action");
    fails(request([player({ hand: [{ card: "CS2_072", ref: "B" }] }), player({ board: [{ card: "CS2_182", ref: "Y", health: 4 }] })], [{ type: "play", card: "B", target: "Y" }]), "illegal_action");
  });
});

// Heroic Strike: "Give your hero +4 Attack this turn."
cardCase("CS2_105", {
  does: "your hero hits for 4 this turn (with a 3-Attack weapon: 7)",
  p1: { hand: [{ card: "CS2_105", ref: "HS" }, { card: "CS2_105", ref: "HS2" }], weapon: { card: "CS2_106" } },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "HS" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 23, "p1.hero.attack": 7, "p2.hero.attack": 0, "E.attack": 4 },
});
cardCase("CS2_105", {
  does: "this turn only: gone when the turn ends",
  p1: { hand: [{ card: "CS2_105", ref: "HS" }] },
  p2: { deck: wisps(1) },
  actions: [{ type: "play", card: "HS" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "endTurn" }],
  expect: { "p2.hero.health": 26, "p1.hero.attack": 0 },
});

// Shield Block: "Gain 5 Armor. Draw a card."
cardCase("EX1_606", {
  does: "5 Armor for your hero and one card drawn; the opponent gets neither",
  p1: { hero: { card: "HERO_01", armor: 2 }, hand: [{ card: "EX1_606", ref: "SB" }], deck: wisps(3) },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "play", card: "SB" }],
  expect: { "p1.hero.armor": 7, "p1.hand.length": 1, "p1.deck.length": 2, "p2.hero.armor": 0, "p2.hand.length": 0, "events.draw": 1 },
});

// Whirlwind: "Deal $1 damage to ALL minions."
cardCase("EX1_400", {
  does: "1 damage to every minion of both sides, not to the heroes",
  p1: { hand: [{ card: "EX1_400", ref: "WW" }], board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_231", ref: "EW" }] },
  actions: [{ type: "play", card: "WW" }],
  expect: { "Y.health": 4, "W.zone": "graveyard", "E.health": 4, "EW.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 4 },
});
cardCase("EX1_400", {
  does: "Spell Damage +1: 2 to each",
  p1: { hand: [{ card: "EX1_400", ref: "WW" }], board: [{ card: "CS2_197", ref: "OM" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "WW" }],
  expect: { "OM.health": 2, "E.health": 3 },
});

// Bloodsail Deckhand: "Battlecry: The next weapon you play costs (1) less."
cardCase("CS3_008", {
  does: "your weapons in hand cost (1) less, not other cards nor the opponent's weapons",
  p1: { hand: [{ card: "CS3_008", ref: "BD" }, { card: "CS2_106", ref: "W1" }, { card: "CS2_112", ref: "W2" }, { card: "CS2_182", ref: "Y" }, { card: "EX1_400", ref: "S" }] },
  p2: { hand: [{ card: "CS2_106", ref: "EW" }] },
  actions: [{ type: "play", card: "BD" }],
  expect: { "W1.cost": 1, "W2.cost": 4, "Y.cost": 4, "S.cost": 1, "EW.cost": 2 },
});
cardCase("CS3_008", {
  does: "used up by the next weapon you play: it costs 1 less, the one after full price",
  p1: { hand: [{ card: "CS3_008", ref: "BD" }, { card: "CS2_106", ref: "W1" }, { card: "CS2_112", ref: "W2" }, { card: "CS2_182", ref: "Y" }], mana: { crystals: 10, used: 0 } },
  actions: [{ type: "play", card: "BD" }, { type: "play", card: "Y" }, { type: "play", card: "W1" }],
  expect: { "W2.cost": 5, "p1.mana.used": 6, "p1.weapon": "CS2_106" },
});
cardCase("CS3_008", {
  does: "not only this turn: the next weapon a turn later still costs (1) less",
  p1: { hand: [{ card: "CS3_008", ref: "BD" }, { card: "CS2_106", ref: "W1" }], deck: wisps(2) },
  p2: { deck: wisps(2, "e") },
  actions: [{ type: "play", card: "BD" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "W1.cost": 1 },
});
cardCase("CS3_008", {
  does: "two Deckhands: the next weapon costs (2) less",
  p1: { hand: [{ card: "CS3_008", ref: "BD" }, { card: "CS3_008", ref: "BD2" }, { card: "CS2_112", ref: "W2" }] },
  actions: [{ type: "play", card: "BD" }, { type: "play", card: "BD2" }],
  expect: { "W2.cost": 3 },
});

// Charge: "Give a friendly minion +2 Attack and Charge."
cardCase("CS2_103", {
  does: "a minion played this turn gets +2 Attack and attacks at once",
  p1: { hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_103", ref: "C" }] },
  actions: [{ type: "play", card: "Y" }, { type: "play", card: "C", target: "Y" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
  expect: { "Y.attack": 6, "Y.health": 5, "p2.hero.health": 24 },
});
cardCase("CS2_103", {
  does: "lasts: still 6 Attack after the turn",
  p1: { hand: [{ card: "CS2_103", ref: "C" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { deck: wisps(1) },
  actions: [{ type: "play", card: "C", target: "Y" }, { type: "endTurn" }],
  expect: { "Y.attack": 6 },
});
cardCase("CS2_103", {
  does: "not an enemy minion",
  p1: { hand: [{ card: "CS2_103", ref: "C" }], board: [{ card: "CS2_182" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "C", target: "E" }],
  error: "illegal_action",
});
cardCase("CS2_103", {
  does: "not your hero",
  p1: { hand: [{ card: "CS2_103", ref: "C" }], board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "C", target: "p1.hero" }],
  error: "illegal_action",
});

// Cleave: "Deal $2 damage to two random enemy minions."
describeCard("CS2_114", () => {
  it("2 damage to exactly two different enemy minions, at once; your minions and the heroes untouched (every seed)", () => {
    const hitSets = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = run(request([player({ hand: [{ card: "CS2_114", ref: "CL" }], board: [{ card: "CS2_182", ref: "F" }] }),
        player({ board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }, { card: "CS2_182", ref: "C" }] })], [{ type: "play", card: "CL" }], { seed }));
      const hits = events(r, "damage");
      expect(hits.map((e) => e.amount)).toEqual([2, 2]);
      const refs = hits.map((e) => e.target!.ref!).sort();
      expect(new Set(refs).size).toBe(2);
      for (const x of ["A", "B", "C"]) expect(at(r.state, x).health).toBe(refs.includes(x) ? 3 : 5);
      expect(at(r.state, "F").health).toBe(5);
      expect(r.state.players[1].hero.health).toBe(30);
      hitSets.add(refs.join());
    }
    expect(hitSets.size).toBeGreaterThan(1);
  });
});
cardCase("CS2_114", {
  does: "one enemy minion: only that one is hit, once",
  p1: { hand: [{ card: "CS2_114", ref: "CL" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "CL" }],
  expect: { "E.health": 3, "F.health": 5, "events.damage": 1 },
});
cardCase("CS2_114", {
  does: "Spell Damage +1: 3 to each",
  p1: { hand: [{ card: "CS2_114", ref: "CL" }], board: [{ card: "CS2_197" }] },
  p2: { board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }] },
  actions: [{ type: "play", card: "CL" }],
  expect: { "A.health": 2, "B.health": 2 },
});
cardCase("CS2_114", {
  does: "can't be played with no enemy minion (friendly ones do not count)",
  p1: { hand: [{ card: "CS2_114", ref: "CL" }], board: [{ card: "CS2_182" }, { card: "CS2_182" }] },
  actions: [{ type: "play", card: "CL" }],
  error: "illegal_action",
});

// War Cache: "Add a random Warrior minion, spell, and weapon to your hand."
describeCard("CS3_009", () => {
  it("adds three Warrior cards to your hand: a minion, a spell, a weapon, in that order (every seed)", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const r = run(request([player({ hand: [{ card: "CS3_009", ref: "WC" }] }), player()], [{ type: "play", card: "WC" }], { seed }));
      const hand = r.state.players[0].hand.map((c) => findCard(c.card)!);
      expect(hand.map((f) => f.type)).toEqual(["MINION", "SPELL", "WEAPON"]);
      for (const f of hand) {
        expect(f.cardClass).toBe("WARRIOR");
        expect(f.collectible).toBe(true);
      }
      expect(r.state.players[1].hand).toHaveLength(0);
      expect(r.random).toHaveLength(3);
    }
  });
});

// Warsong Commander: "Whenever you summon a minion with 3 or less Attack, give it Charge."
cardCase("EX1_084", {
  does: "a minion of yours with 3 Attack, summoned: Charge (it attacks at once); the Charge stays",
  p1: { board: [{ card: "EX1_084", ref: "WC" }], hand: [{ card: "CS2_172", ref: "R" }] },
  actions: [{ type: "play", card: "R" }, { type: "attack", attacker: "R", defender: "p2.hero" }],
  expect: { "p2.hero.health": 27, "R.enchantments.0.card": "EX1_084e", "events.buff": 1 },
});
cardCase("EX1_084", {
  does: "a minion with 4 Attack gets no Charge",
  p1: { board: [{ card: "EX1_084", ref: "WC" }], hand: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("EX1_084", {
  does: "summoned by an effect too (not only played); the opponent's summons get nothing",
  p1: { board: [{ card: "EX1_084", ref: "WC" }] },
  actions: [{ type: "summon", card: "CS2_120", ref: "C" }, { type: "summon", card: "CS2_120", player: 2, ref: "EC" }, { type: "attack", attacker: "C", defender: "p2.hero" }],
  expect: { "p2.hero.health": 28, "events.buff": 1, "EC.enchantments": undefined },
});
cardCase("EX1_084", {
  does: "the Charge stays when the Commander dies and the minion's Attack grows (not an aura)",
  p1: { board: [{ card: "EX1_084", ref: "WC" }], hand: [{ card: "CS2_172", ref: "R" }, { card: "EX1_607", ref: "IR" }] },
  actions: [{ type: "play", card: "R" }, { type: "destroy", target: "WC" }, { type: "play", card: "IR", target: "R" }, { type: "attack", attacker: "R", defender: "p2.hero" }],
  expect: { "WC.zone": "graveyard", "R.attack": 5, "p2.hero.health": 25 },
});
cardCase("EX1_084", {
  does: "not itself when it is played",
  p1: { hand: [{ card: "EX1_084", ref: "WC" }] },
  actions: [{ type: "play", card: "WC" }, { type: "attack", attacker: "WC", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("EX1_084", {
  does: "the Attack is read as the player sees it when summoned (rules-notes 120): beside Stormwind Champion a 3-Attack minion has 4, no Charge",
  p1: { board: [{ card: "EX1_084", ref: "WC" }, { card: "CS2_222", ref: "SC" }], hand: [{ card: "CS2_172", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "R.attack": 4, "events.buff": 0 },
});
