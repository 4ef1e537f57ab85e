/**
 * Behaviour tests of the LEGACY Demon Hunter cards (test/support/cards.ts): each case fails if the card does anything other
 * than its text — the number, the side, the kind of target, the moment, what happens with no valid target. Reprints with
 * the same text (CORE_…) play as these cards and are covered here.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, nodes, player, request, run } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
/** A client card with Outcast (流放, 5.1): "Outcast: Draw a card." with no other text. */
const OUTCAST_CARD = { id: "MY_OUTCAST", type: "SPELL", cost: 0, spell: [], outcast: [{ type: "draw", count: 1 }] };

// Chaos Nova: "Deal $4 damage to all minions."
cardCase("BT_235", {
  does: "4 damage to every minion of both sides, at once; the heroes untouched",
  p1: { hand: [{ card: "BT_235", ref: "N" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "N" }],
  expect: { "F.health": 1, "E.health": 1, "W.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 3 },
  check: (r) => expect(events(r, "damage").map((e) => e.amount)).toEqual([4, 4, 4]),
});
cardCase("BT_235", {
  does: "Spell Damage +1: 5 to each minion",
  p1: { hand: [{ card: "BT_235", ref: "N" }], board: [{ card: "CS2_142", ref: "K" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "N" }],
  expect: { "E.zone": "graveyard", "K.zone": "graveyard", "p2.hero.health": 30 },
});

// Chaos Strike: "Give your hero +2 Attack this turn. Draw a card."
cardCase("BT_035", {
  does: "your hero has +2 Attack and hits for 2; you draw one card; the opponent gets neither",
  p1: { hand: [{ card: "BT_035", ref: "CS" }], deck: wisps(3) },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "play", card: "CS" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 28, "p1.hero.attack": 2, "p2.hero.attack": 0, "p1.hand.length": 1, "p1.deck.length": 2, "p2.hand.length": 0, "events.draw": 1 },
});
cardCase("BT_035", {
  does: "this turn only: the Attack is gone when the turn ends",
  p1: { hand: [{ card: "BT_035", ref: "CS" }], deck: wisps(2) },
  p2: { deck: wisps(2, "e") },
  actions: [{ type: "play", card: "CS" }, { type: "endTurn" }],
  expect: { "p1.hero.attack": 0, "p1.hand.length": 1 },
});

// Coordinated Strike: "Summon three 1/1 Illidari with Rush."
cardCase("BT_036", {
  does: "three 1/1 Illidari with Rush on your side, none on the opponent's",
  p1: { hand: [{ card: "BT_036", ref: "C" }], board: [{ card: "CS2_182" }] },
  p2: { board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "C" }],
  expect: {
    "p1.board": ["CS2_182", "BT_036t", "BT_036t", "BT_036t"], "p2.board": ["CS2_182"],
    "p1.board.1.attack": 1, "p1.board.1.health": 1, "p1.board.3.seen.RUSH": 1, "events.summon": 3,
  },
});
cardCase("BT_036", {
  does: "Rush: an Illidari attacks an enemy minion the turn it comes",
  p1: { hand: [{ card: "BT_036", ref: "C" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "p1.board.0", defender: "W" }],
  expect: { "W.zone": "graveyard", "p1.board.length": 2 },
});
cardCase("BT_036", {
  does: "Rush, not Charge: an Illidari cannot attack the hero the turn it comes",
  p1: { hand: [{ card: "BT_036", ref: "C" }] },
  actions: [{ type: "play", card: "C" }, { type: "attack", attacker: "p1.board.0", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("BT_036", {
  does: "into a board with room for two: two Illidari",
  p1: { hand: [{ card: "BT_036", ref: "C" }], board: wisps(5) },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board.length": 7, "events.summon": 2 },
});

// Glaivebound Adept: "Battlecry: If your hero attacked this turn, deal 4 damage."
cardCase("BT_495", {
  does: "your hero attacked this turn: 4 damage to the character chosen (an enemy minion)",
  p1: { hand: [{ card: "BT_495", ref: "G" }], weapon: { card: "CS2_106" } },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "E2" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "play", card: "G", target: "E" }],
  expect: { "E.health": 1, "E2.health": 5, "p2.hero.health": 27, "G.zone": "board" },
});
cardCase("BT_495", {
  does: "your hero attacked this turn: it can hit the enemy hero too (any character)",
  p1: { hand: [{ card: "BT_495", ref: "G" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "play", card: "G", target: "p2.hero" }],
  expect: { "p2.hero.health": 23 },
});
cardCase("BT_495", {
  does: "your hero attacked this turn: it needs a target",
  p1: { hand: [{ card: "BT_495", ref: "G" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "play", card: "G" }],
  error: "illegal_action",
});
cardCase("BT_495", {
  does: "your hero has not attacked: played without a target, it deals no damage",
  p1: { hand: [{ card: "BT_495", ref: "G" }], weapon: { card: "CS2_106" } },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "G.zone": "board", "E.health": 5, "p2.hero.health": 30, "events.damage": 0 },
});
cardCase("BT_495", {
  does: "your hero has not attacked: it takes no target",
  p1: { hand: [{ card: "BT_495", ref: "G" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "G", target: "E" }],
  error: "illegal_action",
});
cardCase("BT_495", {
  does: "a minion of yours attacking does not count: only your hero's attack",
  p1: { hand: [{ card: "BT_495", ref: "G" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "play", card: "G", target: "E" }],
  error: "illegal_action",
});

// Inner Demon: "Give your hero +8 Attack this turn."
cardCase("BT_512", {
  does: "your hero hits for 8 (with a 3-Attack weapon: 11); the opponent's hero gets nothing",
  p1: { hand: [{ card: "BT_512", ref: "ID" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "play", card: "ID" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 19, "p1.hero.attack": 11, "p2.hero.attack": 0 },
});
cardCase("BT_512", {
  does: "this turn only: gone at the end of the turn",
  p1: { hand: [{ card: "BT_512", ref: "ID" }] },
  p2: { deck: wisps(1, "e") },
  actions: [{ type: "play", card: "ID" }, { type: "endTurn" }],
  expect: { "p1.hero.attack": 0, "p1.hero.enchantments": undefined },
});

// Kor'vas Bloodthorn: "Charge, Lifesteal. After you play a card with Outcast, return this to your hand."
cardCase("CS3_019", {
  does: "after you play a card with Outcast (from the middle of the hand: the keyword counts, not its activation), it returns to your hand",
  cards: [OUTCAST_CARD],
  p1: { board: [{ card: "CS3_019", ref: "K" }], hand: [{ card: "CS2_231" }, { card: "MY_OUTCAST", ref: "O" }, { card: "CS2_231" }], deck: wisps(2) },
  actions: [{ type: "play", card: "O" }],
  expect: { "K.zone": "hand", "p1.board": [], "p1.hand.length": 3, "events.draw": 0 },
});
cardCase("CS3_019", {
  does: "after the Outcast card's own text resolved (played from the end: its Outcast draws first)",
  cards: [OUTCAST_CARD],
  p1: { board: [{ card: "CS3_019", ref: "K" }], hand: [{ card: "CS2_231" }, { card: "MY_OUTCAST", ref: "O" }], deck: wisps(2) },
  actions: [{ type: "play", card: "O" }],
  expect: { "K.zone": "hand", "p1.hand.length": 3, "events.draw": 1 },
});
cardCase("CS3_019", {
  does: "not after a card without Outcast",
  p1: { board: [{ card: "CS3_019", ref: "K" }], hand: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "K.zone": "board", "p1.board": ["CS3_019", "CS2_231"] },
});
cardCase("CS3_019", {
  does: "not after the opponent plays a card with Outcast",
  cards: [OUTCAST_CARD],
  state: { activePlayer: 2 },
  p1: { board: [{ card: "CS3_019", ref: "K" }] },
  p2: { hand: [{ card: "MY_OUTCAST", ref: "O" }], deck: wisps(1, "e"), board: [{ card: "CS3_019", ref: "K2" }] },
  actions: [{ type: "play", card: "O" }],
  expect: { "K.zone": "board", "K2.zone": "hand" },
});
cardCase("CS3_019", {
  does: "Charge and Lifesteal: it attacks the turn it is played and heals your hero as much as it deals",
  p1: { hero: { card: "HERO_10", health: 20 }, hand: [{ card: "CS3_019", ref: "K" }] },
  actions: [{ type: "play", card: "K" }, { type: "attack", attacker: "K", defender: "p2.hero" }],
  expect: { "p2.hero.health": 28, "p1.hero.health": 22 },
});

// Satyr Overseer: "After your hero attacks, summon a 2/2 Satyr."
cardCase("BT_352", {
  does: "after your hero attacks: a 2/2 Satyr beside it, on your side",
  p1: { board: [{ card: "BT_352", ref: "S" }], weapon: { card: "CS2_106" } },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "E" }],
  expect: { "p1.board": ["BT_352", "BT_352t"], "p2.board": ["CS2_182"], "p1.board.1.attack": 2, "p1.board.1.health": 2, "E.health": 2 },
});
cardCase("BT_352", {
  does: "one Satyr per attack: two hero attacks (Windfury weapon), two Satyrs",
  p1: { board: [{ card: "BT_352", ref: "S" }], weapon: { card: "EX1_567" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.board": ["BT_352", "BT_352t", "BT_352t"], "p2.hero.health": 26 },
});
cardCase("BT_352", {
  does: "not after a minion of yours attacks",
  p1: { board: [{ card: "BT_352", ref: "S" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "attack", attacker: "S", defender: "p2.hero" }],
  expect: { "p1.board": ["BT_352", "CS2_182"], "p2.hero.health": 22 },
});
cardCase("BT_352", {
  does: "not after the enemy hero attacks",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "BT_352", ref: "S" }] },
  p2: { weapon: { card: "CS2_106" } },
  actions: [{ type: "attack", attacker: "p2.hero", defender: "p1.hero" }],
  expect: { "p1.board": ["BT_352"], "p2.board": [], "p1.hero.health": 27 },
});

// Shadowhoof Slayer: "Battlecry: Give your hero +1 Attack this turn."
cardCase("BT_142", {
  does: "your hero hits for 1 this turn; the enemy hero gets nothing",
  p1: { hand: [{ card: "BT_142", ref: "S" }] },
  actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 29, "p1.hero.attack": 1, "p2.hero.attack": 0, "S.zone": "board" },
});
cardCase("BT_142", {
  does: "this turn only",
  p1: { hand: [{ card: "BT_142", ref: "S" }] },
  p2: { deck: wisps(1, "e") },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
  expect: { "p1.hero.attack": 0 },
});

// Sightless Watcher: "Battlecry: Look at 3 cards in your deck. Choose one to put on top."
describeCard("BT_323", () => {
  const deck = [
    { card: "CS2_182", ref: "d0" }, { card: "CS2_120", ref: "d1" }, { card: "CS2_172", ref: "d2" },
    { card: "CS2_186", ref: "d3" }, { card: "CS2_200", ref: "d4" }, { card: "CS2_201", ref: "d5" },
  ];
  it("looks at 3 different cards of your deck and puts the one chosen on top; nothing drawn (every seed)", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const r = run(request([player({ hand: [{ card: "BT_323", ref: "SW" }], deck }), player({ deck: wisps(3, "e") })],
        [{ type: "play", card: "SW" }], { seed, choices: [1] }));
      const [move] = events(r, "zone-change").filter((e) => (e as { top?: boolean }).top === true);
      const options = ((move as unknown as { options: { ref: string }[] }).options).map((o) => o.ref);
      expect(options).toHaveLength(3);
      expect(new Set(options).size).toBe(3);
      for (const o of options) expect(o).toMatch(/^d\d$/);
      const deckOut = r.state.players[0].deck;
      expect(deckOut[0]!.ref).toBe(options[1]);
      expect(move!.target!.ref).toBe(options[1]);
      expect(deckOut).toHaveLength(6);
      expect(r.state.players[0].hand).toHaveLength(0);
      expect(r.state.players[1].deck.map((c) => c.ref)).toEqual(["e0", "e1", "e2"]);
      expect(events(r, "draw")).toHaveLength(0);
      seen.add(options.join());
    }
    expect(seen.size).toBeGreaterThan(1);
  });
  it("cards, not card ids: two copies of one card can both be looked at (3 Wisps: all three)", () => {
    const r = run(request([player({ hand: [{ card: "BT_323", ref: "SW" }], deck: wisps(3) }), player()], [{ type: "play", card: "SW" }], { choices: [2] }));
    const [move] = events(r, "zone-change").filter((e) => (e as { top?: boolean }).top === true);
    const options = ((move as unknown as { options: { ref: string }[] }).options).map((o) => o.ref);
    expect([...options].sort()).toEqual(["w0", "w1", "w2"]);
    expect(r.state.players[0].deck[0]!.ref).toBe(options[2]);
  });
  it("the card put on top is the next one drawn (Chaos Strike draws it)", () => {
    const r = run(request([player({ hand: [{ card: "BT_323", ref: "SW" }, { card: "BT_035", ref: "CS" }], deck }), player()],
      [{ type: "play", card: "SW" }, { type: "play", card: "CS" }], { choices: [2] }));
    const [move] = events(r, "zone-change").filter((e) => (e as { top?: boolean }).top === true);
    const options = ((move as unknown as { options: { ref: string }[] }).options).map((o) => o.ref);
    expect(events(r, "draw").map((e) => e.target!.ref)).toEqual([options[2]]);
  });
  it("one card in the deck: it stays on top, no choice asked; an empty deck: nothing (no fatigue)", () => {
    const one = run(request([player({ hand: [{ card: "BT_323", ref: "SW" }], deck: wisps(1) }), player()], [{ type: "play", card: "SW" }], { choices: [2] }));
    expect(one.state.players[0].deck.map((c) => c.ref)).toEqual(["w0"]);
    expect(nodes(one, "random").filter((n) => n.purpose.startsWith("put on top"))).toHaveLength(0);
    const none = run(request([player({ hand: [{ card: "BT_323", ref: "SW" }] }), player()], [{ type: "play", card: "SW" }]));
    expect(at(none.state, "SW").zone).toBe("board");
    expect(events(none, "fatigue")).toHaveLength(0);
    expect(none.state.players[0].hero.health).toBe(30);
  });
});

// Soul Cleave: "Lifesteal. Deal $2 damage to two random enemy minions."
describeCard("BT_740", () => {
  it("2 damage to exactly two different enemy minions at once, and your hero heals 4 (every seed)", () => {
    const hitSets = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = run(request([player({ hero: { card: "HERO_10", health: 20 }, hand: [{ card: "BT_740", ref: "SC" }], board: [{ card: "CS2_182", ref: "F" }] }),
        player({ board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }, { card: "CS2_182", ref: "C" }] })], [{ type: "play", card: "SC" }], { seed }));
      const hits = events(r, "damage");
      expect(hits.map((e) => e.amount)).toEqual([2, 2]);
      const refs = hits.map((e) => e.target!.ref!).sort();
      expect(new Set(refs).size).toBe(2);
      for (const x of ["A", "B", "C"]) expect(at(r.state, x).health).toBe(refs.includes(x) ? 3 : 5);
      expect(at(r.state, "F").health).toBe(5);
      expect(r.state.players[0].hero.health).toBe(24);
      expect(r.state.players[1].hero.health).toBe(30);
      hitSets.add(refs.join());
    }
    expect(hitSets.size).toBeGreaterThan(1);
  });
});
cardCase("BT_740", {
  does: "one enemy minion: only it is hit, once; Lifesteal heals 2",
  p1: { hero: { card: "HERO_10", health: 20 }, hand: [{ card: "BT_740", ref: "SC" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "SC" }],
  expect: { "E.health": 3, "F.health": 5, "events.damage": 1, "p1.hero.health": 22 },
});
cardCase("BT_740", {
  does: "Spell Damage +1: 3 to each, and 6 healed",
  p1: { hero: { card: "HERO_10", health: 20 }, hand: [{ card: "BT_740", ref: "SC" }], board: [{ card: "CS2_142" }] },
  p2: { board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }] },
  actions: [{ type: "play", card: "SC" }],
  expect: { "A.health": 2, "B.health": 2, "p1.hero.health": 26 },
});
cardCase("BT_740", {
  does: "can't be played with no enemy minion (friendly ones do not count)",
  p1: { hand: [{ card: "BT_740", ref: "SC" }], board: [{ card: "CS2_182" }, { card: "CS2_182" }] },
  actions: [{ type: "play", card: "SC" }],
  error: "illegal_action",
});
cardCase("BT_512", {
  does: "BT_512e3 (an enchantment in Inner Demon's family) loads from a state: its host takes 1 damage at each turn's end",
  p1: { board: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "BT_512e3" }] }, { card: "CS2_182", ref: "Z" }] },
  p2: { deck: wisps(2, "e") },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "Y.health": 3, "Z.health": 5 },
});
