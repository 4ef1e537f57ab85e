/**
 * Behaviour tests of the LEGACY Warlock cards (test/support/cards.ts): each case fails if the card does anything other
 * than its text — the number, the side, the kind of target, the moment, what happens with no valid target.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, nodes, player, request, run } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const isDemon = (id: string) => factsById(id)!.races.some((r) => r === "DEMON" || r === "ALL");

// Call of the Void: "Add a random Demon to your hand."
describeCard("EX1_181", () => {
  it("adds exactly one random Demon card to your hand, none to the opponent's (every seed; a recorded pick)", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const r = run(request([player({ hand: [{ card: "EX1_181", ref: "C" }] }), player()], [{ type: "play", card: "C" }], { seed }));
      const hand = cards(r.state.players[0].hand);
      expect(hand).toHaveLength(1);
      expect(isDemon(hand[0]!), hand[0]).toBe(true);
      expect(factsById(hand[0]!)!.type).toBe("MINION");
      expect(r.state.players[1].hand).toEqual([]);
      expect(r.random.find((d) => d.purpose === "random card")!.chosen).toBe(hand[0]);
    }
  });
});

// Corruption: "Choose an enemy minion. At the start of your turn, destroy it."
cardCase("CS2_063", {
  does: "the enemy minion survives the opponent's turn and is destroyed at the start of yours",
  p1: { hand: [{ card: "CS2_063", ref: "C" }], deck: deck(3) },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }], deck: deck(3, "e") },
  actions: [{ type: "play", card: "C", target: "Y" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "Y.zone": "graveyard", "Y2.zone": "board", "events.death": 1 },
});
cardCase("CS2_063", {
  does: "not yet at the start of the opponent's turn",
  p1: { hand: [{ card: "CS2_063", ref: "C" }], deck: deck(3) },
  p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: deck(3, "e") },
  actions: [{ type: "play", card: "C", target: "Y" }, { type: "endTurn" }],
  expect: { "Y.zone": "board", "events.death": 0 },
});
cardCase("CS2_063", {
  does: "cannot target a friendly minion",
  p1: { hand: [{ card: "CS2_063", ref: "C" }], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [{ type: "play", card: "C", target: "F" }],
  error: "illegal_action",
});

describeCard("CS2_063", () => {
  it("Corruption destroys its minion at the start of the caster's next turn, not at the opponent's", () => {
    const body = (n: number) => request([player({ hand: [{ card: "CS2_063", ref: "CO" }], deck: wisps(2) }), player({ board: [{ card: "CS2_182", ref: "Y" }], deck: wisps(2, "e") })],
      [{ type: "play", card: "CO", target: "Y" }, ...Array.from({ length: n }, () => ({ type: "endTurn" }))]);
    expect(at(run(body(1)).state, "Y").zone).toBe("board");
    const r = run(body(2));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    const start = nodes(r, "sequence").filter((s) => JSON.stringify(s).includes('"destroy"'));
    expect(start).toHaveLength(1);
  });
});

// Drain Life: "Deal $2 damage. Restore #2 Health to your hero."
cardCase("CS2_061", {
  does: "2 damage to the chosen minion and 2 Health back to your hero, not the enemy's",
  p1: { hand: [{ card: "CS2_061", ref: "D" }], hero: { card: "HERO_07", health: 20 } },
  p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "D", target: "Y" }],
  expect: { "Y.health": 3, "p1.hero.health": 22, "p2.hero.health": 20 },
});
cardCase("CS2_061", {
  does: "any character: the enemy hero",
  p1: { hand: [{ card: "CS2_061", ref: "D" }], hero: { card: "HERO_07", health: 20 } },
  actions: [{ type: "play", card: "D", target: "p2.hero" }],
  expect: { "p2.hero.health": 28, "p1.hero.health": 22 },
});
cardCase("CS2_061", {
  does: "needs a target",
  p1: { hand: [{ card: "CS2_061", ref: "D" }] },
  actions: [{ type: "play", card: "D" }],
  error: "illegal_action",
});

// Dread Infernal: "Battlecry: Deal 1 damage to ALL other characters."
cardCase("CS2_064", {
  does: "1 damage to every other character, both heroes and your own minions, not itself",
  p1: { hand: [{ card: "CS2_064", ref: "D" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "D.health": 6, "F.health": 4, "E.health": 4, "W.zone": "graveyard", "p1.hero.health": 29, "p2.hero.health": 29, "events.damage": 5 },
});

// Felstalker: "Battlecry: Discard a random card."
cardCase("EX1_306", {
  does: "discards one of your other cards, not the opponent's",
  p1: { hand: [{ card: "EX1_306", ref: "F" }, { card: "CS2_182", ref: "h1" }, { card: "CS2_120", ref: "h2" }] },
  p2: { hand: [{ card: "CS2_231", ref: "o" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.hand.length": 1, "p1.graveyard.length": 1, "o.zone": "hand", "events.discard": 1, "F.attack": 4, "F.health": 3 },
});
cardCase("EX1_306", {
  does: "with an empty hand it is still played and discards nothing",
  p1: { hand: [{ card: "EX1_306", ref: "F" }] },
  p2: { hand: [{ card: "CS2_231", ref: "o" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "F.zone": "board", "o.zone": "hand", "events.discard": 0 },
});

// Hellfire: "Deal $3 damage to ALL characters."
cardCase("CS2_062", {
  does: "3 damage to every character, your own hero and minions included",
  p1: { hand: [{ card: "CS2_062", ref: "H" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_120", ref: "C" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "F.health": 2, "E.health": 2, "C.zone": "graveyard", "p1.hero.health": 27, "p2.hero.health": 27, "events.damage": 5 },
});
cardCase("CS2_062", {
  does: "Spell Damage +1 makes it 4",
  p1: { hand: [{ card: "CS2_062", ref: "H" }], board: [{ card: "CS2_197", ref: "K" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "O.health": 3, "p2.hero.health": 26, "p1.hero.health": 26 },
});

// Mortal Coil: "Deal $1 damage to a minion. If it dies, draw a card."
cardCase("EX1_302", {
  does: "kills a 1-Health minion and draws a card",
  p1: { hand: [{ card: "EX1_302", ref: "M" }], deck: deck(2) },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "M", target: "W" }],
  expect: { "W.zone": "graveyard", "p1.hand.length": 1, "events.draw": 1 },
});
cardCase("EX1_302", {
  does: "a minion that survives: 1 damage and no draw",
  p1: { hand: [{ card: "EX1_302", ref: "M" }], deck: deck(2) },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "M", target: "Y" }],
  expect: { "Y.health": 4, "p1.hand.length": 0, "events.draw": 0 },
});
cardCase("EX1_302", {
  does: "cannot target a hero",
  p1: { hand: [{ card: "EX1_302", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }],
  error: "illegal_action",
});

describeCard("EX1_302", () => {
  it("Mortal Coil draws only if the minion dies; Slam only if it survives", () => {
    const r = run(request([player({ hand: [{ card: "EX1_302", ref: "MC" }, { card: "EX1_391", ref: "SL" }, { card: "EX1_302", ref: "MC2" }], deck: deck(3) }),
      player({ board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }] })],
    [{ type: "play", card: "MC", target: "W" }, { type: "play", card: "SL", target: "Y" }, { type: "play", card: "MC2", target: "Y" }]));
    expect(r.state.players[0].hand.map((c) => c.ref)).toEqual(["d0", "d1"]);
    expect(at(r.state, "Y").health).toBe(2);
  });
});

// Ritual of Doom: "Destroy a friendly minion. If you had 5 or more, summon a 5/5 Demon."
cardCase("CS3_002", {
  does: "with 5 minions: destroys the chosen one and summons a 5/5 Demon",
  p1: { hand: [{ card: "CS3_002", ref: "R" }], board: wisps(5) },
  actions: [{ type: "play", card: "R", target: "w2" }],
  expect: { "w2.zone": "graveyard", "p1.board": ["CS2_231", "CS2_231", "CS2_231", "CS2_231", "CS3_002t"], "p1.board.4.attack": 5, "p1.board.4.health": 5, "p2.board": [] },
});
cardCase("CS3_002", {
  does: "with 4 minions: only destroys",
  p1: { hand: [{ card: "CS3_002", ref: "R" }], board: wisps(4) },
  p2: { board: wisps(3, "e") },
  actions: [{ type: "play", card: "R", target: "w0" }],
  expect: { "w0.zone": "graveyard", "p1.board.length": 3, "events.summon": 0 },
});
cardCase("CS3_002", {
  does: "with 7 minions the destroyed one still fills the board when the Demon comes (4.3): no Demon",
  p1: { hand: [{ card: "CS3_002", ref: "R" }], board: wisps(7) },
  actions: [{ type: "play", card: "R", target: "w0" }],
  expect: { "w0.zone": "graveyard", "p1.board.length": 6, "events.summon": 0 },
});
cardCase("CS3_002", {
  does: "cannot target an enemy minion",
  p1: { hand: [{ card: "CS3_002", ref: "R" }], board: wisps(5) },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "R", target: "E" }],
  error: "illegal_action",
});
describeCard("CS3_002", () => {
  it("the 5/5 is a Demon", () => {
    const r = run(request([player({ hand: [{ card: "CS3_002", ref: "R" }], board: [...wisps(5), { card: "EX1_185", ref: "S" }] }), player()],
      [{ type: "play", card: "R", target: "w0" }]));
    // Siegebreaker gives other Demons +1 Attack: the new 5/5 gets it.
    const demon = r.state.players[0].board.find((m) => m.card === "CS3_002t")!;
    expect(demon.attack).toBe(6);
    expect(at(r.state, "w1").attack).toBe(1);
  });
});

// Sacrificial Pact: "Destroy a friendly Demon. Restore #5 Health to your hero."
cardCase("NEW1_003", {
  does: "destroys the friendly Demon and restores 5 Health to your hero, not the enemy's",
  p1: { hand: [{ card: "NEW1_003", ref: "S" }], hero: { card: "HERO_07", health: 20 }, board: [{ card: "CS2_065", ref: "V" }, { card: "EX1_319", ref: "I" }] },
  p2: { hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "play", card: "S", target: "V" }],
  expect: { "V.zone": "graveyard", "I.zone": "board", "p1.hero.health": 25, "p2.hero.health": 20 },
});
cardCase("NEW1_003", {
  does: "cannot target an enemy Demon",
  p1: { hand: [{ card: "NEW1_003", ref: "S" }] },
  p2: { board: [{ card: "CS2_065", ref: "V" }] },
  actions: [{ type: "play", card: "S", target: "V" }],
  error: "illegal_action",
});
cardCase("NEW1_003", {
  does: "cannot target a friendly minion that is not a Demon",
  p1: { hand: [{ card: "NEW1_003", ref: "S" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  error: "illegal_action",
});
cardCase("NEW1_003", {
  does: "your hero is a friendly Demon when it is Lord Jaraxxus: destroying it loses the game",
  p1: { hand: [{ card: "NEW1_003", ref: "S" }], hero: { card: "EX1_323h" } },
  actions: [{ type: "play", card: "S", target: "p1.hero" }],
  expect: { "outcome.winner": 2 },
});

// Shadow Bolt: "Deal $4 damage to a minion."
cardCase("CS2_057", {
  does: "4 damage to the chosen minion only",
  p1: { hand: [{ card: "CS2_057", ref: "S" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "O" }],
  expect: { "O.health": 3, "Y.health": 5, "p2.hero.health": 30, "events.damage": 1 },
});
cardCase("CS2_057", {
  does: "cannot target a hero",
  p1: { hand: [{ card: "CS2_057", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  error: "illegal_action",
});

// Siegebreaker: "Taunt. Your other Demons have +1 Attack."
cardCase("EX1_185", {
  does: "your other Demons have +1 Attack; not itself, not your other minions, not the enemy's Demons",
  p1: { hand: [{ card: "EX1_185", ref: "S" }], board: [{ card: "CS2_065", ref: "V" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_065", ref: "EV" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "V.attack": 2, "Y.attack": 4, "EV.attack": 1, "S.attack": 5 },
});
cardCase("EX1_185", {
  does: "the bonus goes when it dies",
  p1: { board: [{ card: "EX1_185", ref: "S" }, { card: "CS2_065", ref: "V" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "S.zone": "graveyard", "V.attack": 1 },
});
cardCase("EX1_185", {
  does: "Taunt: the enemy must attack it first",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "EX1_185", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});

// Soulfire: "Deal $4 damage. Discard a random card."
cardCase("EX1_308", {
  does: "4 damage to the chosen character and one of your other cards discarded, not the opponent's",
  p1: { hand: [{ card: "EX1_308", ref: "S" }, { card: "CS2_182", ref: "h" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }], hand: [{ card: "CS2_231", ref: "o" }] },
  actions: [{ type: "play", card: "S", target: "O" }],
  expect: { "O.health": 3, "h.zone": "graveyard", "o.zone": "hand", "events.discard": 1 },
});
cardCase("EX1_308", {
  does: "any character: the enemy hero; an empty hand discards nothing",
  p1: { hand: [{ card: "EX1_308", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "p2.hero.health": 26, "events.discard": 0 },
});
describeCard("EX1_308", () => {
  it("discards exactly one of two cards (random, recorded)", () => {
    const r = run(request([player({ hand: [{ card: "EX1_308", ref: "S" }, { card: "CS2_182", ref: "a" }, { card: "CS2_120", ref: "b" }] }), player()],
      [{ type: "play", card: "S", target: "p2.hero" }]));
    expect(r.state.players[0].hand).toHaveLength(1);
    expect(r.state.players[0].graveyard.map((c) => c.ref).filter((x) => x === "a" || x === "b")).toHaveLength(1);
  });

  it("Soulfire deals 4 and discards a random card", () => {
    const r = run(request([player({ hand: [{ card: "EX1_308", ref: "SF" }, { card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }] }), player()],
      [{ type: "play", card: "SF", target: "p2.hero" }]));
    expect(r.state.players[1].hero.health).toBe(26);
    expect(r.state.players[0].hand).toHaveLength(1);
    expect(events(r, "discard")).toHaveLength(1);
    expect(r.random[0]!.purpose).toBe("random card to discard");
  });
});

// Enslaved Fel Lord: "Taunt. Also damages the minions next to whomever this attacks."
cardCase("CS3_021", {
  does: "attacking a minion, its 4 damage also hits the defender's two neighbours (not others); only the defender hits back",
  p1: { board: [{ card: "CS3_021", ref: "F" }, { card: "CS2_182", ref: "mine" }] },
  p2: { board: [{ card: "CS2_200", ref: "L" }, { card: "CS2_182", ref: "D" }, { card: "CS2_120", ref: "R" }, { card: "CS2_200", ref: "far" }] },
  actions: [{ type: "attack", attacker: "F", defender: "D" }],
  expect: { "D.health": 1, "L.health": 3, "R.zone": "graveyard", "far.health": 7, "mine.health": 5, "F.health": 6, "p2.hero.health": 30, "events.damage": 4 },
  // The combat (2.6 e: its hit on the defender, then the defender's on it), then in the after-attack step the neighbours as one
  // mass hit, events in order of play (rules-notes: `attackHitsAdjacent`).
  check: (r) => expect(events(r, "damage").map((e) => e.target!.ref)).toEqual(["D", "F", "L", "R"]),
});
cardCase("CS3_021", {
  does: "a defender at the end of the board: only its one neighbour",
  p1: { board: [{ card: "CS3_021", ref: "F" }] },
  p2: { board: [{ card: "CS2_200", ref: "L" }, { card: "CS2_182", ref: "D" }] },
  actions: [{ type: "attack", attacker: "F", defender: "D" }],
  expect: { "D.health": 1, "L.health": 3, "events.damage": 3 },
});
cardCase("CS3_021", {
  does: "attacking the hero damages no minion",
  p1: { board: [{ card: "CS3_021", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "F", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26, "Y.health": 5, "events.damage": 1 },
});
cardCase("CS3_021", {
  does: "silenced, it hits only the defender",
  p1: { board: [{ card: "CS3_021", ref: "F", tags: { SILENCED: 1 } }] },
  p2: { board: [{ card: "CS2_200", ref: "L" }, { card: "CS2_182", ref: "D" }] },
  actions: [{ type: "attack", attacker: "F", defender: "D" }],
  expect: { "D.health": 1, "L.health": 7 },
});
cardCase("CS3_021", {
  does: "when it is attacked, it does not damage the attacker's neighbours",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "CS3_021", ref: "F" }] },
  p2: { board: [{ card: "CS2_200", ref: "L" }, { card: "CS2_182", ref: "A" }] },
  actions: [{ type: "attack", attacker: "A", defender: "F" }],
  expect: { "A.health": 1, "L.health": 7, "F.health": 6 },
});
cardCase("CS3_021", {
  does: "Taunt: the enemy must attack it first",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "CS3_021", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});
describeCard("CS3_021", () => {
  const AXE = { id: "T_ADJ_AXE", type: "WEAPON", cost: 1, attack: 3, durability: 2, attackHitsAdjacent: true };
  const MARK = { id: "T_ADJ_MARK", type: "ENCHANTMENT", attackHitsAdjacent: true };
  const GIVE = { id: "T_GIVE_ADJ", type: "SPELL", cost: 0, target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "T_ADJ_MARK" }] };
  it("the same ability on a weapon works for its hero (\"whomever your hero attacks\")", () => {
    const r = run(request([player({ weapon: { card: "T_ADJ_AXE" } }), player({ board: [{ card: "CS2_200", ref: "L" }, { card: "CS2_182", ref: "D" }] })],
      [{ type: "attack", attacker: "p1.hero", defender: "D" }], { cards: [AXE] }));
    expect(at(r.state, "D").health).toBe(2);
    expect(at(r.state, "L").health).toBe(4);
    expect(r.state.players[0].hero.health).toBe(26);
  });
  it("and on an enchantment (Sweeping Strikes' kind)", () => {
    const r = run(request([player({ hand: [{ card: "T_GIVE_ADJ", ref: "G" }], board: [{ card: "CS2_182", ref: "Y" }] }), player({ board: [{ card: "CS2_200", ref: "L" }, { card: "CS2_182", ref: "D" }] })],
      [{ type: "play", card: "G", target: "Y" }, { type: "attack", attacker: "Y", defender: "D" }], { cards: [AXE, MARK, GIVE] }));
    expect(at(r.state, "D").health).toBe(1);
    expect(at(r.state, "L").health).toBe(3);
  });
});
