/**
 * Behaviour tests of the EXPERT1 Shaman cards (test/support/cards.ts): each case fails if the card does anything other
 * than its text — the number, the side, the kind of target, the moment, what happens with no valid target.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
/** A client minion (0/10) that restores 2 Health to every minion whenever it takes damage: it shows whether a later hit of
 *  an area effect came before its trigger (one by one) or after (mass damage, 1.5). */
const MENDER = { id: "T_MENDER", type: "MINION", cost: 1, attack: 0, health: 10,
  triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "heal", amount: 2, to: "all-minions" }] }] };

// Ancestral Spirit: "Give a minion 'Deathrattle: Resummon this minion.'"
cardCase("CS2_038", {
  does: "when it dies, a fresh copy (full Health, no enchantments) is summoned where it stood",
  p1: { hand: [{ card: "CS2_038", ref: "AS" }, { card: "CS2_029", ref: "FB" }], board: [{ card: "CS2_231", ref: "L" }, { card: "CS2_182", ref: "Y", health: 3 }, { card: "CS2_231", ref: "R" }] },
  actions: [{ type: "play", card: "AS", target: "Y" }, { type: "play", card: "FB", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.board": ["CS2_231", "CS2_182", "CS2_231"], "p1.board.1.health": 5, "p1.board.1.enchantments": undefined, "events.summon": 1 },
});
cardCase("CS2_038", {
  does: "on an enemy minion: it comes back on the enemy's side",
  p1: { hand: [{ card: "CS2_038", ref: "AS" }, { card: "CS2_029", ref: "FB" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "AS", target: "E" }, { type: "play", card: "FB", target: "E" }],
  expect: { "E.zone": "graveyard", "p2.board": ["CS2_182"], "p1.board": [] },
});
cardCase("CS2_038", {
  does: "once: the copy has no Deathrattle of its own",
  p1: { hand: [{ card: "CS2_038", ref: "AS" }, { card: "EX1_400", ref: "WW" }, { card: "EX1_400", ref: "WW2" }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "AS", target: "W" }, { type: "play", card: "WW" }, { type: "play", card: "WW2" }],
  expect: { "W.zone": "graveyard", "p1.board": [], "events.summon": 1 },
});
cardCase("CS2_038", {
  does: "silenced before it dies: nothing comes back",
  p1: { hand: [{ card: "CS2_038", ref: "AS" }, { card: "EX1_332", ref: "SI" }, { card: "CS2_029", ref: "FB" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "AS", target: "Y" }, { type: "play", card: "SI", target: "Y" }, { type: "play", card: "FB", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.board": [], "events.summon": 0 },
});
cardCase("CS2_038", {
  does: "a Deathrattle: Baron Rivendare makes it resummon twice",
  p1: { hand: [{ card: "CS2_038", ref: "AS" }, { card: "CS2_029", ref: "FB" }], board: [{ card: "FP1_031", ref: "BR" }, { card: "CS2_182", ref: "Y", health: 3 }] },
  actions: [{ type: "play", card: "AS", target: "Y" }, { type: "play", card: "FB", target: "Y" }],
  expect: { "p1.board": ["FP1_031", "CS2_182", "CS2_182"], "events.summon": 2 },
});
cardCase("CS2_038", {
  does: "not a hero",
  p1: { hand: [{ card: "CS2_038", ref: "AS" }], board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "AS", target: "p1.hero" }],
  error: "illegal_action",
});

describeCard("CS2_038", () => {
  it("Ancestral Spirit resummons a fresh copy where the minion stood", () => {
    const r = run(request([player({ board: [{ card: "CS2_231" }, { card: "CS2_182", ref: "Y", health: 2, enchantments: [{ attack: 3 }] }, { card: "CS2_231" }], hand: [{ card: "CS2_038", ref: "AS" }] }), player()],
      [{ type: "play", card: "AS", target: "Y" }, { type: "destroy", target: "Y" }]));
    expect(cards(r.state.players[0].board)).toEqual(["CS2_231", "CS2_182", "CS2_231"]);
    expect(r.state.players[0].board[1]).toMatchObject({ attack: 4, health: 5 });
    expect(r.state.players[0].board[1]!.enchantments ?? []).toEqual([]);
  });
});

// Earth Shock: "Silence a minion, then deal 1 damage to it."
cardCase("EX1_245", {
  does: "Silence first, then 1 damage: a Divine Shield is gone before the hit, so the 1/1 dies",
  p1: { hand: [{ card: "EX1_245", ref: "ES" }] },
  p2: { board: [{ card: "EX1_008", ref: "S" }, { card: "EX1_008", ref: "S2" }] },
  actions: [{ type: "play", card: "ES", target: "S" }],
  expect: { "S.zone": "graveyard", "S2.zone": "board", "S2.tags": undefined, "p2.hero.health": 30 },
});
cardCase("EX1_245", {
  does: "its buffs are gone before the hit (a +2 Health minion at 2 dies), +1 with Spell Damage +1",
  p1: { hand: [{ card: "EX1_245", ref: "ES" }], board: [{ card: "CS2_142" }, { card: "CS2_182", ref: "Y", health: 2, maxHealth: 7 }] },
  actions: [{ type: "play", card: "ES", target: "Y" }],
  expect: { "Y.zone": "graveyard" },
  check: (r) => expect(events(r, "damage").map((e) => e.amount)).toEqual([2]),
});
cardCase("EX1_245", {
  does: "not a hero",
  p1: { hand: [{ card: "EX1_245", ref: "ES" }] },
  p2: { board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "ES", target: "p2.hero" }],
  error: "illegal_action",
});

// Far Sight: "Draw a card. That card costs (3) less."
cardCase("CS2_053", {
  does: "draws the top card only, which costs 3 less and can be played for that",
  p1: { hand: [{ card: "CS2_053", ref: "FS" }], deck: [{ card: "CS2_182", ref: "D" }, { card: "CS2_182", ref: "D2" }], mana: { crystals: 4, used: 0 } },
  actions: [{ type: "play", card: "FS" }, { type: "play", card: "D" }],
  expect: { "D.zone": "board", "D2.zone": "deck", "D2.cost": 4, "p1.mana.used": 4, "events.draw": 1 },
});
cardCase("CS2_053", {
  does: "the card drawn shows its reduced cost in hand (not below 0); the rest of the hand keeps its cost",
  p1: { hand: [{ card: "CS2_053", ref: "FS" }, { card: "CS2_182", ref: "H" }], deck: [{ card: "CS2_189", ref: "D" }] },
  actions: [{ type: "play", card: "FS" }],
  expect: { "D.zone": "hand", "D.cost": 0, "D.enchantments.0.card": "CS2_053e", "H.cost": 4, "H.enchantments": undefined },
});
cardCase("CS2_053", {
  does: "a full hand: the card is burned, no reduction on anything",
  p1: { hand: [{ card: "CS2_053", ref: "FS" }, ...Array.from({ length: 10 }, (_, i) => ({ card: "CS2_182", ref: `h${i}` }))], deck: [{ card: "CS2_182", ref: "D" }] },
  actions: [{ type: "play", card: "FS" }],
  expect: { "D.zone": "graveyard", "D.enchantments": undefined, "h0.cost": 4, "h9.cost": 4, "events.burn": 1, "events.draw": 0 },
});
cardCase("CS2_053", {
  does: "an empty deck: fatigue, nothing else",
  p1: { hand: [{ card: "CS2_053", ref: "FS" }] },
  actions: [{ type: "play", card: "FS" }],
  expect: { "p1.hero.health": 29, "p1.hand.length": 0, "events.fatigue": 1 },
});

// Feral Spirit: "Summon two 2/3 Spirit Wolves with Taunt. Overload: (1)"
cardCase("EX1_248", {
  does: "two 2/3 Spirit Wolves for you, Overload 1",
  p1: { hand: [{ card: "EX1_248", ref: "FS" }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "FS" }],
  expect: { "p1.board": ["CS2_231", "EX1_tk11", "EX1_tk11"], "p1.board.1.attack": 2, "p1.board.1.health": 3, "p2.board": [], "p1.mana.overloadOwed": 1, "p1.mana.overloadLocked": 0 },
});
cardCase("EX1_248", {
  does: "the Wolves have Taunt: the enemy can't attack past them",
  p1: { hand: [{ card: "EX1_248", ref: "FS" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: wisps(1, "d") },
  actions: [{ type: "play", card: "FS" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});
cardCase("EX1_248", {
  does: "one free space: one Wolf",
  p1: { hand: [{ card: "EX1_248", ref: "FS" }], board: wisps(6) },
  actions: [{ type: "play", card: "FS" }],
  expect: { "p1.board.length": 7, "p1.board.6.card": "EX1_tk11", "events.summon": 1 },
});
cardCase("EX1_248", {
  does: "a full board: it can't be played",
  p1: { hand: [{ card: "EX1_248", ref: "FS" }], board: wisps(7) },
  actions: [{ type: "play", card: "FS" }],
  error: "illegal_action",
});
cardCase("EX1_248", {
  does: "the Overload locks a crystal next turn",
  p1: { hand: [{ card: "EX1_248", ref: "FS" }], deck: wisps(2, "d") },
  p2: { deck: wisps(2, "e") },
  actions: [{ type: "play", card: "FS" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.mana.overloadLocked": 1, "p1.mana.overloadOwed": 0 },
});

// Forked Lightning: "Deal 2 damage to 2 random enemy minions. Overload: (2)"
describeCard("EX1_251", () => {
  it("for every seed: exactly two different enemy minions take 2; the third, your minion and the heroes none; Overload 2", () => {
    const hit = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const r = run(request([
        player({ hand: [{ card: "EX1_251", ref: "FL" }], board: [{ card: "CS2_182", ref: "F" }] }),
        player({ board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }, { card: "CS2_182", ref: "C" }] }),
      ], [{ type: "play", card: "FL" }], { seed }));
      const dmg = events(r, "damage");
      expect(dmg.map((e) => e.amount)).toEqual([2, 2]);
      const refs = dmg.map((e) => e.target!.ref!);
      expect(new Set(refs).size).toBe(2);
      for (const ref of refs) expect(["A", "B", "C"]).toContain(ref);
      for (const ref of refs) hit.add(ref);
      expect(r.state.players[1].board.map((m) => m.health).sort()).toEqual([3, 3, 5]);
      expect(r.state.players[0].board[0]!.health).toBe(5);
      expect(r.state.players[0].mana.overloadOwed).toBe(2);
    }
    expect(hit.size).toBe(3);
  });
});
cardCase("EX1_251", {
  does: "one enemy minion: only it is hit, once; +1 with Spell Damage +1",
  p1: { hand: [{ card: "EX1_251", ref: "FL" }], board: [{ card: "CS2_142", ref: "K" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "FL" }],
  expect: { "E.health": 2, "K.health": 2, "p2.hero.health": 30, "events.damage": 1 },
});
cardCase("EX1_251", {
  does: "mass damage: both minions are hit before either damage event resolves",
  cards: [MENDER],
  p1: { hand: [{ card: "EX1_251", ref: "FL" }] },
  p2: { board: [{ card: "T_MENDER", ref: "M" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "FL" }],
  expect: { "M.health": 10, "Y.health": 5 },
});
cardCase("EX1_251", {
  does: "no enemy minion: it can't be played",
  p1: { hand: [{ card: "EX1_251", ref: "FL" }], board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "FL" }],
  error: "illegal_action",
});

// Lava Burst: "Deal 5 damage. Overload: (2)"
cardCase("EX1_241", {
  does: "5 damage to the chosen minion only, Overload 2",
  p1: { hand: [{ card: "EX1_241", ref: "LB" }] },
  p2: { board: [{ card: "CS2_186", ref: "G" }, { card: "CS2_186", ref: "G2" }] },
  actions: [{ type: "play", card: "LB", target: "G" }],
  expect: { "G.health": 2, "G2.health": 7, "p2.hero.health": 30, "p1.mana.overloadOwed": 2 },
});
cardCase("EX1_241", {
  does: "a hero too, +1 with Spell Damage +1",
  p1: { hand: [{ card: "EX1_241", ref: "LB" }], board: [{ card: "CS2_142" }] },
  actions: [{ type: "play", card: "LB", target: "p2.hero" }],
  expect: { "p2.hero.health": 24 },
});
cardCase("EX1_241", {
  does: "needs a target",
  p1: { hand: [{ card: "EX1_241", ref: "LB" }] },
  actions: [{ type: "play", card: "LB" }],
  error: "illegal_action",
});

// Lightning Bolt: "Deal 3 damage. Overload: (1)"
cardCase("EX1_238", {
  does: "3 damage to the chosen minion only, Overload 1",
  p1: { hand: [{ card: "EX1_238", ref: "LB" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
  actions: [{ type: "play", card: "LB", target: "Y" }],
  expect: { "Y.health": 2, "Y2.health": 5, "p2.hero.health": 30, "p1.mana.overloadOwed": 1 },
});
cardCase("EX1_238", {
  does: "your own hero too, +1 with Spell Damage +1",
  p1: { hand: [{ card: "EX1_238", ref: "LB" }], board: [{ card: "CS2_142" }] },
  actions: [{ type: "play", card: "LB", target: "p1.hero" }],
  expect: { "p1.hero.health": 26, "p2.hero.health": 30 },
});
cardCase("EX1_238", {
  does: "the Overload adds to Overload already owed",
  p1: { hand: [{ card: "EX1_238", ref: "LB" }, { card: "EX1_238", ref: "LB2" }] },
  actions: [{ type: "play", card: "LB", target: "p2.hero" }, { type: "play", card: "LB2", target: "p2.hero" }],
  expect: { "p2.hero.health": 24, "p1.mana.overloadOwed": 2 },
});

// Lightning Storm: "Deal 3 damage to all enemy minions. Overload: (1)"
cardCase("EX1_259", {
  does: "3 damage to each enemy minion; not the enemy hero nor your minions; Overload 1",
  p1: { hand: [{ card: "EX1_259", ref: "LS" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_231", ref: "B" }] },
  actions: [{ type: "play", card: "LS" }],
  expect: { "A.health": 2, "B.zone": "graveyard", "F.health": 5, "p2.hero.health": 30, "p1.mana.overloadOwed": 1, "events.damage": 2 },
});
cardCase("EX1_259", {
  does: "not mass damage (1.5 例外): each hit's event resolves before the next minion is hit",
  cards: [MENDER],
  p1: { hand: [{ card: "EX1_259", ref: "LS" }] },
  p2: { board: [{ card: "T_MENDER", ref: "M" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "LS" }],
  expect: { "M.health": 9, "Y.health": 2 },
});
cardCase("EX1_259", {
  does: "+1 with Spell Damage +1; no enemy minion: it can still be played",
  p1: { hand: [{ card: "EX1_259", ref: "LS" }, { card: "EX1_259", ref: "LS2" }], board: [{ card: "CS2_142" }] },
  p2: { board: [{ card: "CS2_182", ref: "A" }] },
  actions: [{ type: "play", card: "LS" }, { type: "play", card: "LS2" }],
  expect: { "A.zone": "graveyard", "LS2.zone": "graveyard", "p1.mana.overloadOwed": 2, "events.damage": 2 },
});

// Mana Tide Totem: "At the end of your turn, draw a card."
cardCase("EX1_575", {
  does: "at the end of your turn you draw one card; the opponent draws nothing from it",
  p1: { board: [{ card: "EX1_575" }], deck: wisps(3, "d") },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "endTurn" }],
  expect: { "p1.hand.length": 1, "p2.hand.length": 1, "p1.deck.length": 2, "p2.deck.length": 2 },
});
cardCase("EX1_575", {
  does: "not at the end of the opponent's turn",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "EX1_575" }], deck: wisps(3, "d") },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "endTurn" }],
  expect: { "p1.hand.length": 1, "p2.hand.length": 0 },
});

// Unbound Elemental: "After you play a card with Overload, gain +1/+1."
cardCase("EX1_258", {
  does: "+1/+1 for each card with Overload you play; not for a card without",
  p1: { hand: [{ card: "EX1_238", ref: "LB" }, { card: "EX1_248", ref: "FS" }, { card: "CS2_029", ref: "FB" }], board: [{ card: "EX1_258", ref: "U" }] },
  actions: [{ type: "play", card: "LB", target: "p2.hero" }, { type: "play", card: "FS" }, { type: "play", card: "FB", target: "p2.hero" }],
  expect: { "U.attack": 5, "U.health": 6, "U.maxHealth": 6 },
});
cardCase("EX1_258", {
  does: "on play (2.2 e, 2.3 f): the +1/+1 comes before the spell resolves (a damaged Elemental survives its own Lightning Bolt)",
  p1: { hand: [{ card: "EX1_238", ref: "LB" }], board: [{ card: "EX1_258", ref: "U", health: 3 }] },
  actions: [{ type: "play", card: "LB", target: "U" }],
  expect: { "U.zone": "board", "U.health": 1, "U.attack": 4 },
});
cardCase("EX1_258", {
  does: "not for a card with Overload the opponent plays",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "EX1_258", ref: "U" }] },
  p2: { hand: [{ card: "EX1_238", ref: "LB" }] },
  actions: [{ type: "play", card: "LB", target: "p1.hero" }],
  expect: { "U.attack": 3, "U.health": 4 },
});

describeCard("EX1_258", () => {
  it("Unbound Elemental: +1/+1 for a card with Overload (even a countered one? no: the counter stops its sequence's triggers)", () => {
    const r = run(request([player({ board: [{ card: "EX1_258", ref: "UE" }], hand: [{ card: "EX1_238", ref: "LB" }, { card: "CS2_231", ref: "W" }] }), player()],
      [{ type: "play", card: "LB", target: "p2.hero" }, { type: "play", card: "W" }]));
    expect(at(r.state, "UE")).toMatchObject({ attack: 4, health: 5 });
    const countered = run(request([player({ board: [{ card: "EX1_258", ref: "UE" }], hand: [{ card: "EX1_238", ref: "LB" }] }), player({ secrets: [{ card: "EX1_287" }] })],
      [{ type: "play", card: "LB", target: "p2.hero" }]));
    expect(at(countered.state, "UE")).toMatchObject({ attack: 3, health: 4 });
    expect(countered.state.players[0].mana.overloadOwed).toBe(0); // a countered card gives no Overload either
  });
});

// Thrall's Gift: "Discover a Temporary Lightning Storm, Hex, or Bloodlust."
const GIFT_OPTIONS = ["CS2_046", "EX1_246", "EX1_259"];
cardCase("GIFT_06", {
  does: "offers exactly Lightning Storm, Hex and Bloodlust; the one picked joins your hand as Temporary",
  p1: { hand: [{ card: "GIFT_06", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  choices: [1],
  expect: { "p1.hand.length": 1, "events.discover": 1, "p1.hand.0.enchantments.0.card": "GBL_999e" },
  check: (r) => {
    const [d] = events(r, "discover");
    const options = d!.options as string[];
    expect([...options].sort()).toEqual(GIFT_OPTIONS);
    expect(r.state.players[0].hand[0]!.card).toBe(options[1]);
  },
});
cardCase("GIFT_06", {
  does: "the Temporary card still in hand is discarded at the end of your turn; your other card stays",
  p1: { hand: [{ card: "GIFT_06", ref: "G" }, { card: "CS2_182", ref: "keep" }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
  choices: [0],
  expect: { "p1.hand": ["CS2_182"], "events.discard": 1 },
  check: (r) => expect(GIFT_OPTIONS).toContain(events(r, "discard")[0]!.target!.card),
});
cardCase("GIFT_06", {
  does: "the card taken can be played this turn (a Temporary Hex transforms)",
  p1: { hand: [{ card: "EX1_246", ref: "H", enchantments: [{ card: "GBL_999e" }] }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "H", target: "Y" }, { type: "endTurn" }],
  expect: { "Y.card": "hexfrog", "H.zone": "graveyard", "events.discard": 0 },
});
describeCard("GIFT_06", () => {
  it("whatever the seed, the pick is one of the three and nothing else is added", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = run(request([player({ hand: [{ card: "GIFT_06", ref: "G" }] }), player()], [{ type: "play", card: "G" }], { seed }));
      expect(cards(r.state.players[0].hand)).toHaveLength(1);
      expect(GIFT_OPTIONS).toContain(r.state.players[0].hand[0]!.card);
    }
  });
});
