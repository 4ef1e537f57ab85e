/**
 * Behaviour tests of the LEGACY Hunter cards (test/support/cards.ts): each case fails if the card does anything other
 * than its text — the number, the side, the kind of target, the moment, what happens with no valid target.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { at, cards, events, nodes, player, request, run } from "../support/engine.js";
import type { ResolveResult } from "../../src/engine/index.js";

/** Seven friendly Wisps (a full board). */
const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const discoverNode = (r: ResolveResult) => nodes(r, "event").find((e) => e.type === "discover")!;
/** A seed whose Animal Companion pick is Leokk (the test asserts the recorded decision). */
const LEOKK_SEED = 1;

// Animal Companion: "Summon a random Beast Companion."
describeCard("NEW1_031", () => {
  it("summons exactly one of Misha, Leokk or Huffer, for you, whatever the seed (a recorded pick among the three)", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = run(request([player({ hand: [{ card: "NEW1_031", ref: "AC" }] }), player({ board: [{ card: "CS2_231", ref: "E" }] })],
        [{ type: "play", card: "AC" }], { seed }));
      const mine = cards(r.state.players[0].board);
      expect(mine).toHaveLength(1);
      expect(["NEW1_032", "NEW1_033", "NEW1_034"]).toContain(mine[0]);
      expect(cards(r.state.players[1].board)).toEqual(["CS2_231"]);
      const pick = r.random.find((d) => d.purpose === "random minion to summon")!;
      expect(pick.candidates).toEqual(["NEW1_032", "NEW1_033", "NEW1_034"]);
      expect(pick.chosen).toBe(mine[0]);
      seen.add(mine[0]!);
    }
    expect(seen.size).toBe(3);
  });

  it("Leokk gives your other minions +1 Attack, not itself and not the enemy's (pinned seed: Leokk is picked)", () => {
    const body = request([player({ hand: [{ card: "NEW1_031", ref: "AC" }], board: [{ card: "CS2_182", ref: "Y" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })],
      [{ type: "play", card: "AC" }], { seed: LEOKK_SEED });
    const r = run(body);
    expect(r.random.find((d) => d.purpose === "random minion to summon")!.chosen).toBe("NEW1_033");
    expect(cards(r.state.players[0].board)).toEqual(["CS2_182", "NEW1_033"]);
    expect(at(r.state, "Y").attack).toBe(5);
    expect(r.state.players[0].board[1]!.attack).toBe(2);
    expect(at(r.state, "E").attack).toBe(4);
  });

  it("can't be played with a full board", () => {
    runCase({ does: "full board", p1: { hand: [{ card: "NEW1_031", ref: "AC" }], board: wisps(7) }, actions: [{ type: "play", card: "AC" }], error: "illegal_action" });
  });
});

// Arcane Shot: "Deal 2 damage."
cardCase("DS1_185", {
  does: "2 damage to the chosen enemy minion only",
  p1: { hand: [{ card: "DS1_185", ref: "AS" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
  actions: [{ type: "play", card: "AS", target: "Y" }],
  expect: { "Y.health": 3, "Y2.health": 5, "p2.hero.health": 30, "events.damage": 1 },
});
cardCase("DS1_185", {
  does: "any character: a hero too, +1 with Spell Damage +1",
  p1: { hand: [{ card: "DS1_185", ref: "AS" }], board: [{ card: "CS2_197" }] },
  actions: [{ type: "play", card: "AS", target: "p2.hero" }],
  expect: { "p2.hero.health": 27, "p1.hero.health": 30 },
});
cardCase("DS1_185", {
  does: "needs a target",
  p1: { hand: [{ card: "DS1_185", ref: "AS" }] },
  actions: [{ type: "play", card: "AS" }],
  error: "illegal_action",
});

// Hunter's Mark: "Change a minion's Health to 1."
cardCase("CS2_084", {
  does: "an enemy minion's Health becomes 1 (damage cleared), its neighbour untouched",
  p1: { hand: [{ card: "CS2_084", ref: "HM" }] },
  p2: { board: [{ card: "CS2_200", ref: "O", health: 5 }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "HM", target: "O" }],
  expect: { "O.health": 1, "O.maxHealth": 1, "O.attack": 6, "O.zone": "board", "Y.health": 5 },
});
cardCase("CS2_084", {
  does: "a friendly minion too",
  p1: { hand: [{ card: "CS2_084", ref: "HM" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "HM", target: "Y" }],
  expect: { "Y.health": 1, "Y.maxHealth": 1 },
});
cardCase("CS2_084", {
  does: "not a hero",
  p1: { hand: [{ card: "CS2_084", ref: "HM" }] },
  p2: { board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "HM", target: "p2.hero" }],
  error: "illegal_action",
});

describeCard("CS2_084", () => {
  it("Hunter's Mark sets Health to 1 (damage cleared); Humility sets Attack to 1", () => {
    const r = run(request([player({ hand: [{ card: "CS2_084", ref: "HM" }, { card: "EX1_360", ref: "HU" }] }), player({ board: [{ card: "CS2_200", ref: "O", health: 3 }] })],
      [{ type: "play", card: "HM", target: "O" }, { type: "play", card: "HU", target: "O" }]));
    expect(at(r.state, "O")).toMatchObject({ attack: 1, health: 1, maxHealth: 1 });
  });
});

// Kill Command: "Deal 3 damage. If you control a Beast, deal 5 damage instead."
cardCase("EX1_539", {
  does: "3 damage without a friendly Beast (an enemy Beast does not count)",
  p1: { hand: [{ card: "EX1_539", ref: "K" }], board: [{ card: "CS2_182" }] },
  p2: { board: [{ card: "CS2_172" }] },
  actions: [{ type: "play", card: "K", target: "p2.hero" }],
  expect: { "p2.hero.health": 27 },
});
cardCase("EX1_539", {
  does: "5 damage instead while you control a Beast, to a minion too",
  p1: { hand: [{ card: "EX1_539", ref: "K" }], board: [{ card: "CS2_172" }] },
  p2: { board: [{ card: "CS2_186", ref: "W" }] },
  actions: [{ type: "play", card: "K", target: "W" }],
  check: (r) => expect(events(r, "damage").map((e) => e.amount)).toEqual([5]),
});
cardCase("EX1_539", {
  does: "needs a target",
  p1: { hand: [{ card: "EX1_539", ref: "K" }] },
  actions: [{ type: "play", card: "K" }],
  error: "illegal_action",
});

describeCard("EX1_539", () => {
  it("Kill Command deals 5 with a friendly Beast, else 3; Spell Damage adds to either", () => {
    const beast = run(request([player({ board: [{ card: "CS2_172" }], hand: [{ card: "EX1_539", ref: "K" }] }), player()], [{ type: "play", card: "K", target: "p2.hero" }]));
    expect(beast.state.players[1].hero.health).toBe(25);
    const none = run(request([player({ board: [{ card: "CS2_142" }], hand: [{ card: "EX1_539", ref: "K" }] }), player()], [{ type: "play", card: "K", target: "p2.hero" }]));
    expect(none.state.players[1].hero.health).toBe(26);
  });
});

// Houndmaster: "Battlecry: Give a friendly Beast +2/+2 and Taunt."
cardCase("DS1_070", {
  does: "the chosen friendly Beast gets +2/+2 and Taunt",
  p1: { hand: [{ card: "DS1_070", ref: "HM" }], board: [{ card: "CS2_172", ref: "R" }, { card: "CS2_172", ref: "R2" }] },
  actions: [{ type: "play", card: "HM", target: "R" }],
  expect: { "R.attack": 5, "R.health": 4, "R.maxHealth": 4, "R2.attack": 3, "R2.health": 2, "HM.attack": 4 },
  check: (r) => expect(events(r, "buff").map((e) => [e.target!.ref, e.enchantment])).toEqual([["R", "DS1_070o"]]),
});
it("DS1_070 Houndmaster: its Taunt holds — an enemy can't attack past the buffed Beast", () => {
  const r = run(request([player({ hand: [{ card: "DS1_070", ref: "HM" }], board: [{ card: "CS2_172", ref: "R" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })],
    [{ type: "play", card: "HM", target: "R" }, { type: "endTurn" }]));
  expect(() => run({ seed: 7, state: r.state, actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }] })).toThrow(/Taunt/);
});
cardCase("DS1_070", {
  does: "not a friendly minion that is not a Beast",
  p1: { hand: [{ card: "DS1_070", ref: "HM" }], board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_172" }] },
  actions: [{ type: "play", card: "HM", target: "Y" }],
  error: "illegal_action",
});
cardCase("DS1_070", {
  does: "not an enemy Beast",
  p1: { hand: [{ card: "DS1_070", ref: "HM" }], board: [{ card: "CS2_172" }] },
  p2: { board: [{ card: "CS2_172", ref: "E" }] },
  actions: [{ type: "play", card: "HM", target: "E" }],
  error: "illegal_action",
});
cardCase("DS1_070", {
  does: "with no friendly Beast it is still played, and buffs nothing",
  p1: { hand: [{ card: "DS1_070", ref: "HM" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_172", ref: "E" }] },
  actions: [{ type: "play", card: "HM" }],
  expect: { "HM.zone": "board", "Y.attack": 4, "E.attack": 3, "events.buff": 0 },
});

// Starving Buzzard: "Whenever you summon a Beast, draw a card."
cardCase("CS2_237", {
  does: "you summon a Beast: draw one card; a non-Beast: nothing",
  p1: { board: [{ card: "CS2_237", ref: "SB" }], hand: [{ card: "CS2_172", ref: "R" }, { card: "CS2_182", ref: "Y" }], deck: wisps(3, "d") },
  actions: [{ type: "play", card: "R" }, { type: "play", card: "Y" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 2, "d0.zone": "hand", "events.draw": 1 },
});
cardCase("CS2_237", {
  does: "an enemy Beast summoned draws nothing; the Buzzard's own arrival neither",
  p1: { hand: [{ card: "CS2_237", ref: "SB" }], deck: wisps(3, "d") },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "play", card: "SB" }, { type: "summon", card: "CS2_172", player: 2 }],
  expect: { "p1.hand.length": 0, "p2.hand.length": 0, "events.draw": 0 },
});

describeCard("CS2_237", () => {
  it("Starving Buzzard draws when you summon a Beast; Gurubashi Berserker gains +3 Attack per hit", () => {
    const r = run(request([player({ board: [{ card: "CS2_237" }, { card: "EX1_399", ref: "GB" }], hand: [{ card: "CS2_196", ref: "RH" }, { card: "EX1_400", ref: "WW" }], deck: deck(2) }), player()],
      [{ type: "play", card: "RH" }, { type: "play", card: "WW" }]));
    expect(r.state.players[0].hand.map((c) => c.ref)).toEqual(["d0"]); // the Boar is a Beast; Razorfen Hunter is not
    expect(at(r.state, "GB")).toMatchObject({ attack: 5, health: 7 });
  });
});

// Timber Wolf: "Your other Beasts have +1 Attack."
cardCase("DS1_175", {
  does: "your other Beasts +1 Attack; not itself, not your non-Beasts, not enemy Beasts",
  p1: { hand: [{ card: "DS1_175", ref: "TW" }], board: [{ card: "CS2_172", ref: "R" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_172", ref: "E" }] },
  actions: [{ type: "play", card: "TW" }],
  expect: { "R.attack": 4, "R.health": 2, "Y.attack": 4, "E.attack": 3, "TW.attack": 1 },
});
cardCase("DS1_175", {
  does: "the bonus goes when the Wolf dies",
  p1: { board: [{ card: "DS1_175", ref: "TW" }, { card: "CS2_172", ref: "R" }] },
  actions: [{ type: "destroy", target: "TW" }],
  expect: { "R.attack": 3, "TW.zone": "graveyard" },
});

// Tracking: "Discover a card from your deck."
cardCase("DS1_184", {
  does: "three different cards of your deck offered; the chosen one is drawn, the others stay",
  p1: { hand: [{ card: "DS1_184", ref: "T" }], deck: [{ card: "CS2_231", ref: "A" }, { card: "CS2_182", ref: "B" }, { card: "CS2_172", ref: "C" }, { card: "CS2_231", ref: "D" }] },
  actions: [{ type: "play", card: "T" }],
  choices: [1],
  check: (r) => {
    const d = discoverNode(r);
    const options = (d as unknown as { options: { card: string }[] }).options;
    expect(new Set(options.map((o) => o.card)).size).toBe(3);
    const p = r.state.players[0];
    expect(p.hand.map((c) => c.card)).toEqual([options[1]!.card]);
    expect(p.deck).toHaveLength(3);
    expect(events(r, "draw")).toHaveLength(1);
  },
});
cardCase("DS1_184", {
  does: "an empty deck: nothing, no fatigue",
  p1: { hand: [{ card: "DS1_184", ref: "T" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.hand.length": 0, "p1.hero.health": 30, "events.discover": 0 },
});

// Multi-Shot: "Deal 3 damage to two random enemy minions."
describeCard("DS1_183", () => {
  it("3 damage to two different enemy minions, as one mass hit; never a friendly minion or a hero (every seed)", () => {
    let reordered = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const r = run(request([player({ hand: [{ card: "DS1_183", ref: "MS" }], board: [{ card: "CS2_182", ref: "F" }] }),
        player({ board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }, { card: "CS2_182", ref: "C" }] })],
      [{ type: "play", card: "MS" }], { seed }));
      const hits = events(r, "damage");
      expect(hits.map((e) => e.amount)).toEqual([3, 3]);
      const targets = hits.map((e) => e.target!.ref!);
      expect(new Set(targets).size).toBe(2);
      for (const t of targets) expect(["A", "B", "C"]).toContain(t);
      expect(at(r.state, "F").health).toBe(5);
      expect(r.state.players[1].hero.health).toBe(30);
      // Mass damage (1.5): both picked first, then the events resolve in order of play (A, B, C were listed in that
      // order), not in the order picked.
      const picked = r.random.filter((d) => d.purpose === "random target").map((d) => (d.chosen as { ref?: string }).ref!);
      expect([...picked].sort()).toEqual([...targets].sort());
      expect(targets).toEqual([...targets].sort());
      if (picked.join() !== targets.join()) reordered++;
    }
    expect(reordered).toBeGreaterThan(0);
  });
  it("with one enemy minion only that one is hit, once", () => {
    runCase({ does: "", p1: { hand: [{ card: "DS1_183", ref: "MS" }] }, p2: { board: [{ card: "CS2_200", ref: "O" }] },
      actions: [{ type: "play", card: "MS" }], expect: { "O.health": 4, "events.damage": 1, "p2.hero.health": 30 } });
  });
  it("a mortally wounded minion is not picked (3.5); with Spell Damage each hit is 4", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = run(request([player({ hand: [{ card: "DS1_183", ref: "MS" }], board: [{ card: "CS2_197" }] }),
        player({ board: [{ card: "CS2_200", ref: "A" }, { card: "CS2_200", ref: "B" }] })], [{ type: "play", card: "MS" }], { seed }));
      expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["A", 4], ["B", 4]]);
    }
  });
  it("can't be played without an enemy minion", () => {
    runCase({ does: "", p1: { hand: [{ card: "DS1_183", ref: "MS" }], board: [{ card: "CS2_182" }] }, actions: [{ type: "play", card: "MS" }], error: "illegal_action" });
  });
});

// Selective Breeder: "Battlecry: Discover a copy of a Beast in your deck."
cardCase("LEG_CS3_015", {
  does: "only Beasts of your deck offered; a copy of the chosen one reaches your hand, the deck keeps it",
  p1: {
    hand: [{ card: "LEG_CS3_015", ref: "SB" }],
    deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_172", ref: "R" }, { card: "CS2_120", ref: "C" }, { card: "DS1_175", ref: "TW" }, { card: "CS2_231", ref: "W" }, { card: "CS2_237", ref: "SZ" }],
  },
  p2: { deck: [{ card: "CS2_172" }] },
  actions: [{ type: "play", card: "SB" }],
  choices: [2],
  expect: { "p1.deck.length": 6, "p1.hand.length": 1, "p2.hand.length": 0, "events.draw": 0, "SB.zone": "board" },
  check: (r) => {
    const options = (discoverNode(r) as unknown as { options: { card: string }[] }).options.map((o) => o.card);
    expect(new Set(options).size).toBe(3);
    for (const c of options) expect(["CS2_172", "CS2_120", "DS1_175", "CS2_237"]).toContain(c);
    // A new card (no ref of the deck's), a copy of the third option; every card of the deck is still there.
    expect(r.state.players[0].hand[0]!.card).toBe(options[2]);
    expect(r.state.players[0].hand[0]!.ref).toBeUndefined();
    expect(r.state.players[0].deck.map((c) => c.ref)).toEqual(["Y", "R", "C", "TW", "W", "SZ"]);
  },
});
cardCase("LEG_CS3_015", {
  does: "no Beast in your deck: played, nothing added",
  p1: { hand: [{ card: "LEG_CS3_015", ref: "SB" }], deck: [{ card: "CS2_182" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_172" }] },
  actions: [{ type: "play", card: "SB" }],
  expect: { "SB.zone": "board", "p1.hand.length": 0, "p1.deck.length": 2, "events.discover": 0 },
});

// Tundra Rhino: "Your Beasts have Charge."
cardCase("DS1_178", {
  does: "a Beast of yours that just arrived can attack, and the Rhino itself (a Beast)",
  p1: { hand: [{ card: "DS1_178", ref: "RH" }], board: [{ card: "CS2_172", ref: "R", tags: { EXHAUSTED: 1 } }] },
  actions: [{ type: "play", card: "RH" }, { type: "attack", attacker: "R", defender: "p2.hero" }, { type: "attack", attacker: "RH", defender: "p2.hero" }],
  expect: { "p2.hero.health": 25 },
});
cardCase("DS1_178", {
  does: "not a minion of yours that is not a Beast",
  p1: { board: [{ card: "DS1_178", ref: "RH" }, { card: "CS2_182", ref: "Y", tags: { EXHAUSTED: 1 } }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
  error: "illegal_action",
});
it("DS1_178 Tundra Rhino: not the enemy's Beasts — an enemy Beast summoned on its turn can't attack", () => {
  const r = run(request([player({ board: [{ card: "DS1_178", ref: "RH" }] }), player({ hand: [{ card: "CS2_172", ref: "E" }] })],
    [{ type: "endTurn" }, { type: "play", card: "E" }]));
  expect(() => run({ seed: 7, state: r.state, actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }] })).toThrow(/exhausted/);
});
