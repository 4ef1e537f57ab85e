/**
 * Behaviour tests of the Classic (EXPERT1) Warlock cards (test/support/cards.ts): each case fails if the card does anything
 * other than its text — the number, the side, the kind of target, the moment, what happens with no valid target.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const isDemon = (id: string) => factsById(id)!.races.some((r) => r === "DEMON" || r === "ALL");
const GIFT_OPTIONS = ["EX1_302", "EX1_309", "EX1_312"];

// Bane of Doom: "Deal $3 damage to a character. If it dies, summon a random Demon."
cardCase("EX1_320", {
  does: "3 damage to the chosen minion; it survives, so no Demon",
  p1: { hand: [{ card: "EX1_320", ref: "B" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
  actions: [{ type: "play", card: "B", target: "Y" }],
  expect: { "Y.health": 2, "Y2.health": 5, "p1.board": [], "events.damage": 1, "events.summon": 0 },
});
cardCase("EX1_320", {
  does: "any character: 3 damage to the enemy hero (who survives: no Demon)",
  p1: { hand: [{ card: "EX1_320", ref: "B" }] },
  actions: [{ type: "play", card: "B", target: "p2.hero" }],
  check: (r) => {
    expect(r.state.players[1].hero.health).toBe(27);
    expect(r.state.players[0].board).toEqual([]);
  },
});
cardCase("EX1_320", {
  does: "needs a target",
  p1: { hand: [{ card: "EX1_320", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  error: "illegal_action",
});
describeCard("EX1_320", () => {
  it("kills the minion: one random Demon is summoned for you, never for the opponent (every seed)", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const r = run(request([player({ hand: [{ card: "EX1_320", ref: "B" }] }), player({ board: [{ card: "CS2_120", ref: "C" }] })],
        [{ type: "play", card: "B", target: "C" }], { seed }));
      expect(at(r.state, "C").zone).toBe("graveyard");
      // A Colossal Demon (Xhilag) brings its appendages, which are not collectible: the Demon summoned is the one collectible.
      const mine = cards(r.state.players[0].board).filter((c) => factsById(c)?.collectible);
      expect(mine).toHaveLength(1);
      expect(isDemon(mine[0]!), mine[0]).toBe(true);
      expect(r.state.players[1].board).toEqual([]);
      const pick = r.random.find((d) => d.purpose === "random minion to summon")!;
      expect(pick.chosen).toBe(mine[0]);
      expect((pick.candidates as string[]).every(isDemon)).toBe(true);
    }
  });
  it("a friendly minion killed gives a Demon too (any character)", () => {
    const r = run(request([player({ hand: [{ card: "EX1_320", ref: "B" }], board: [{ card: "CS2_172", ref: "R" }] }), player()],
      [{ type: "play", card: "B", target: "R" }]));
    expect(at(r.state, "R").zone).toBe("graveyard");
    expect(r.state.players[0].board).toHaveLength(1);
    expect(isDemon(r.state.players[0].board[0]!.card)).toBe(true);
  });
});

// Blood Imp: "Stealth. At the end of your turn, give another random friendly minion +1 Health."
cardCase("CS2_059", {
  does: "at the end of your turn: +1 Health to your other minion, not to itself nor to the enemy's",
  p1: { board: [{ card: "CS2_059", ref: "B" }, { card: "CS2_182", ref: "Y" }], deck: deck(2) },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: deck(2, "e") },
  actions: [{ type: "endTurn" }],
  expect: { "Y.maxHealth": 6, "Y.health": 6, "Y.attack": 4, "B.maxHealth": 1, "E.maxHealth": 5, "events.buff": 1 },
});
cardCase("CS2_059", {
  does: "not at the end of the opponent's turn",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "CS2_059", ref: "B" }, { card: "CS2_182", ref: "Y" }], deck: deck(2) },
  p2: { deck: deck(2, "e") },
  actions: [{ type: "endTurn" }],
  expect: { "Y.maxHealth": 5, "events.buff": 0 },
});
cardCase("CS2_059", {
  does: "alone on the board it gives nothing (not itself)",
  p1: { board: [{ card: "CS2_059", ref: "B" }], deck: deck(2) },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: deck(2, "e") },
  actions: [{ type: "endTurn" }],
  expect: { "B.maxHealth": 1, "E.maxHealth": 5, "events.buff": 0 },
});
cardCase("CS2_059", {
  does: "Stealth: an enemy minion cannot attack it",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "CS2_059", ref: "B" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "E", defender: "B" }],
  error: "illegal_action",
});
describeCard("CS2_059", () => {
  it("one random other friendly minion, exactly one, each end of turn (every seed)", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = run(request([player({ board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_059", ref: "B" }, { card: "CS2_182", ref: "Y" }], deck: deck(2) }), player({ deck: deck(2, "e") })],
        [{ type: "endTurn" }], { seed }));
      const gained = [at(r.state, "W").maxHealth! - 1, at(r.state, "Y").maxHealth! - 5];
      expect(gained.sort()).toEqual([0, 1]);
      expect(at(r.state, "B").maxHealth).toBe(1);
    }
  });
});

// Demonfire: "Deal $2 damage to a minion. If it's a friendly Demon, give it +2/+2 instead."
cardCase("EX1_596", {
  does: "2 damage to an enemy minion",
  p1: { hand: [{ card: "EX1_596", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "D", target: "Y" }],
  expect: { "Y.health": 3, "Y.attack": 4, "events.buff": 0 },
});
cardCase("EX1_596", {
  does: "a friendly Demon gets +2/+2 instead of damage",
  p1: { hand: [{ card: "EX1_596", ref: "D" }], board: [{ card: "CS2_065", ref: "V" }] },
  actions: [{ type: "play", card: "D", target: "V" }],
  expect: { "V.attack": 3, "V.health": 5, "V.maxHealth": 5, "events.damage": 0 },
});
cardCase("EX1_596", {
  does: "a friendly minion that is not a Demon takes 2 damage",
  p1: { hand: [{ card: "EX1_596", ref: "D" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "D", target: "Y" }],
  expect: { "Y.health": 3, "Y.attack": 4, "events.buff": 0 },
});
cardCase("EX1_596", {
  does: "an enemy Demon takes 2 damage (only a friendly one is buffed)",
  p1: { hand: [{ card: "EX1_596", ref: "D" }] },
  p2: { board: [{ card: "CS2_065", ref: "V" }] },
  actions: [{ type: "play", card: "D", target: "V" }],
  expect: { "V.health": 1, "V.attack": 1, "events.buff": 0 },
});
cardCase("EX1_596", {
  does: "cannot target a hero",
  p1: { hand: [{ card: "EX1_596", ref: "D" }] },
  actions: [{ type: "play", card: "D", target: "p2.hero" }],
  error: "illegal_action",
});

// Doomguard: "Charge. Battlecry: Discard two random cards."
cardCase("EX1_310", {
  does: "discards exactly two of your other cards, not the opponent's",
  p1: { hand: [{ card: "EX1_310", ref: "D" }, { card: "CS2_231", ref: "h1" }, { card: "CS2_182", ref: "h2" }, { card: "CS2_120", ref: "h3" }] },
  p2: { hand: [{ card: "CS2_231", ref: "o1" }, { card: "CS2_231", ref: "o2" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand.length": 1, "p1.graveyard.length": 2, "p2.hand.length": 2, "events.discard": 2, "D.zone": "board" },
});
cardCase("EX1_310", {
  does: "Charge: attacks the turn it is played",
  p1: { hand: [{ card: "EX1_310", ref: "D" }] },
  actions: [{ type: "play", card: "D" }, { type: "attack", attacker: "D", defender: "p2.hero" }],
  expect: { "p2.hero.health": 25, "events.discard": 0 },
});
cardCase("EX1_310", {
  does: "with one other card in hand, that one is discarded",
  p1: { hand: [{ card: "EX1_310", ref: "D" }, { card: "CS2_182", ref: "h" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "h.zone": "graveyard", "p1.hand.length": 0, "events.discard": 1 },
});

// Felguard: "Taunt Battlecry: Destroy one of your Mana Crystals."
cardCase("EX1_301", {
  does: "destroys one of your Mana Crystals, not the opponent's",
  p1: { hand: [{ card: "EX1_301", ref: "F" }], mana: { crystals: 7, used: 0 } },
  p2: { mana: { crystals: 7, used: 0 } },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.mana.crystals": 6, "p2.mana.crystals": 7 },
});
cardCase("EX1_301", {
  does: "Taunt: the enemy must attack it first",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "EX1_301", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});

// Flame Imp: "Battlecry: Deal 3 damage to your hero."
cardCase("EX1_319", {
  does: "3 damage to your own hero, not the enemy's",
  p1: { hand: [{ card: "EX1_319", ref: "I" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "p1.hero.health": 27, "p2.hero.health": 30, "E.health": 5, "I.attack": 3, "I.health": 2 },
});

// Pit Lord: "Battlecry: Deal 5 damage to your hero."
cardCase("EX1_313", {
  does: "5 damage to your own hero, not the enemy's",
  p1: { hand: [{ card: "EX1_313", ref: "P" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.hero.health": 25, "p2.hero.health": 30, "E.health": 5, "P.health": 6 },
});

// Lord Jaraxxus (hero card): "Battlecry: Equip a 3/8 Blood Fury." Brings INFERNO! ("Summon a 6/6 Infernal.")
cardCase("EX1_323", {
  does: "becomes your hero (your health kept, +5 Armor) and equips a 3/8 Blood Fury",
  p1: { hero: { card: "HERO_07", health: 24 }, hand: [{ card: "EX1_323", ref: "J" }] },
  actions: [{ type: "play", card: "J" }],
  expect: { "p1.hero.card": "EX1_323", "p1.hero.health": 24, "p1.hero.armor": 5, "p1.weapon": "EX1_323w", "p1.weapon.attack": 3, "p1.weapon.durability": 8, "p2.weapon": null },
});
cardCase("EX1_323", {
  does: "its Hero Power INFERNO! summons a 6/6 Infernal for you",
  p1: { hand: [{ card: "EX1_323", ref: "J" }] },
  actions: [{ type: "play", card: "J" }, { type: "heroPower" }],
  expect: { "p1.heroPower": "EX1_tk33", "p1.board": ["EX1_tk34"], "p1.board.0.attack": 6, "p1.board.0.health": 6, "p2.board": [] },
});

// Power Overwhelming: "Give a friendly minion +4/+4 until end of turn. Then, it dies. Horribly."
cardCase("EX1_316", {
  does: "+4/+4 to the friendly minion, which is still alive during the turn",
  p1: { hand: [{ card: "EX1_316", ref: "P" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "P", target: "Y" }],
  expect: { "Y.attack": 8, "Y.health": 9, "Y.zone": "board" },
});
cardCase("EX1_316", {
  does: "at the end of the turn it dies",
  p1: { hand: [{ card: "EX1_316", ref: "P" }], board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }], deck: deck(2) },
  p2: { deck: deck(2, "e") },
  actions: [{ type: "play", card: "P", target: "Y" }, { type: "endTurn" }],
  expect: { "Y.zone": "graveyard", "W.zone": "board", "events.death": 1 },
});
cardCase("EX1_316", {
  does: "cannot target an enemy minion",
  p1: { hand: [{ card: "EX1_316", ref: "P" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "E" }],
  error: "illegal_action",
});

// Sense Demons: "Draw 2 Demons from your deck." (a Worthless Imp for each Demon it cannot draw)
cardCase("EX1_317", {
  does: "draws the two Demons of the deck and leaves the other cards",
  p1: { hand: [{ card: "EX1_317", ref: "S" }], deck: [{ card: "CS2_231", ref: "w1" }, { card: "CS2_065", ref: "v" }, { card: "CS2_182", ref: "y" }, { card: "EX1_319", ref: "i" }] },
  p2: { deck: [{ card: "CS2_065", ref: "ev" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "v.zone": "hand", "i.zone": "hand", "w1.zone": "deck", "y.zone": "deck", "ev.zone": "deck", "p1.hand.length": 2, "events.draw": 2 },
});
cardCase("EX1_317", {
  does: "one Demon in the deck: draws it and adds one Worthless Imp",
  p1: { hand: [{ card: "EX1_317", ref: "S" }], deck: [{ card: "CS2_231", ref: "w1" }, { card: "CS2_065", ref: "v" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "v.zone": "hand", "w1.zone": "deck", "p1.hand.length": 2, "p1.hand.1.card": "EX1_317t", "events.draw": 1 },
});
cardCase("EX1_317", {
  does: "no Demon: two Worthless Imps (1/1), no draw, no fatigue",
  p1: { hand: [{ card: "EX1_317", ref: "S" }], deck: [{ card: "CS2_231", ref: "w1" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand": ["EX1_317t", "EX1_317t"], "w1.zone": "deck", "p1.hero.health": 30, "events.draw": 0, "events.fatigue": 0 },
});
describeCard("EX1_317", () => {
  it("with three Demons in the deck, two of them (random, recorded), never a non-Demon", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = run(request([player({ hand: [{ card: "EX1_317", ref: "S" }], deck: [{ card: "CS2_065", ref: "a" }, { card: "CS2_182" }, { card: "EX1_319", ref: "b" }, { card: "CS2_059", ref: "c" }] }), player()],
        [{ type: "play", card: "S" }], { seed }));
      const hand = cards(r.state.players[0].hand);
      expect(hand).toHaveLength(2);
      expect(hand.every(isDemon)).toBe(true);
      expect(cards(r.state.players[0].deck)).toContain("CS2_182");
      expect(r.random.filter((d) => d.purpose === "card to draw")).toHaveLength(2);
    }
  });
  it("the Worthless Imp is a 1/1 Demon", () => {
    const r = run(request([player({ hand: [{ card: "EX1_317t", ref: "I" }] }), player()], [{ type: "play", card: "I" }]));
    expect(at(r.state, "I")).toMatchObject({ attack: 1, health: 1, zone: "board" });
    expect(isDemon("EX1_317t")).toBe(true);
  });
});

// Shadowflame: "Destroy a friendly minion and deal its Attack damage to all enemy minions."
cardCase("EX1_303", {
  does: "destroys the friendly minion and deals its Attack (4) to every enemy minion, not to heroes nor your other minions",
  p1: { hand: [{ card: "EX1_303", ref: "S" }], board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_200", ref: "O" }] },
  p2: { board: [{ card: "CS2_200", ref: "E1" }, { card: "CS2_120", ref: "E2" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "Y.zone": "graveyard", "O.health": 7, "E1.health": 3, "E2.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30 },
});
cardCase("EX1_303", {
  does: "cannot target an enemy minion",
  p1: { hand: [{ card: "EX1_303", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  error: "illegal_action",
});

describeCard("EX1_303", () => {
  it("Shadowflame deals the friendly minion's Attack (plus Spell Damage) to all enemy minions, then destroys it", () => {
    const r = run(request([
      player({ board: [{ card: "CS2_142" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "EX1_303", ref: "SF" }] }),
      player({ board: [{ card: "CS2_200", ref: "O" }, { card: "CS2_182", ref: "EY" }] }),
    ], [{ type: "play", card: "SF", target: "Y" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(at(r.state, "O").health).toBe(2);
    expect(at(r.state, "EY").zone).toBe("graveyard");
  });

  it("3.1 反常的结算顺序: Shadowflame damages before it destroys, so a damage trigger can still pick the friendly minion", () => {
    // An enemy minion that, when damaged, hits a random enemy (for its controller) minion for 1.
    const striker = { id: "T_STRIKER", type: "MINION", cost: 3, attack: 1, health: 5, triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-minions" } }] }] };
    const r = run(request([
      player({ board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "EX1_303", ref: "SF" }] }),
      player({ board: [{ card: "T_STRIKER", ref: "S" }] }),
    ], [{ type: "play", card: "SF", target: "W" }], { cards: [striker] }));
    expect(r.random).toHaveLength(1);
    expect(r.random[0]!.candidates).toEqual([expect.objectContaining({ ref: "W" })]);
    expect(at(r.state, "S").health).toBe(4);
    expect(at(r.state, "W").zone).toBe("graveyard");
  });
});

// Siphon Soul: "Destroy a minion. Restore #3 Health to your hero."
cardCase("EX1_309", {
  does: "destroys the chosen minion and restores 3 Health to your hero only",
  p1: { hand: [{ card: "EX1_309", ref: "S" }], hero: { card: "HERO_07", health: 20 } },
  p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: "CS2_200", ref: "O" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "O" }],
  expect: { "O.zone": "graveyard", "Y.zone": "board", "p1.hero.health": 23, "p2.hero.health": 20 },
});
cardCase("EX1_309", {
  does: "cannot target a hero",
  p1: { hand: [{ card: "EX1_309", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  error: "illegal_action",
});

// Summoning Portal: "Your minions cost (2) less, but not less than (1)."
cardCase("EX1_315", {
  does: "your minions in hand cost 2 less, never below 1; spells and the opponent's cards are unchanged",
  p1: { board: [{ card: "EX1_315" }], hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "C" }, { card: "CS2_231", ref: "W" }, { card: "CS2_057", ref: "SB" }] },
  p2: { hand: [{ card: "CS2_182", ref: "EY" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "Y.cost": 2, "C.cost": 1, "W.cost": 0, "SB.cost": 3, "EY.cost": 4 },
});
cardCase("EX1_315", {
  does: "played, it makes a 2-Cost minion cost 1",
  p1: { hand: [{ card: "EX1_315", ref: "P" }, { card: "CS2_120", ref: "C" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "C.cost": 1 },
});

// Twisting Nether: "Destroy all minions and locations." (no locations in the engine)
cardCase("EX1_312", {
  does: "destroys every minion on both sides; heroes and weapons stay",
  p1: { hand: [{ card: "EX1_312", ref: "T" }], board: [{ card: "CS2_182", ref: "Y" }], weapon: { card: "CS2_106", ref: "A" } },
  p2: { board: [{ card: "CS2_200", ref: "O" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "Y.zone": "graveyard", "O.zone": "graveyard", "W.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30, "A.zone": "weapon", "events.death": 3 },
});

// Void Terror: "Battlecry: Destroy both adjacent minions and gain their Attack and Health."
cardCase("EX1_304", {
  does: "destroys both neighbours and gains their Attack and current Health; other minions untouched",
  p1: { hand: [{ card: "EX1_304", ref: "V" }], board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_120", ref: "C", health: 2 }, { card: "CS2_172", ref: "R" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "V", position: 2 }],
  expect: { "C.zone": "graveyard", "R.zone": "graveyard", "W.zone": "board", "E.zone": "board", "V.attack": 8, "V.health": 8, "V.maxHealth": 8, "p1.board": ["CS2_231", "EX1_304"] },
});
cardCase("EX1_304", {
  does: "at the end of the board, only the one neighbour",
  p1: { hand: [{ card: "EX1_304", ref: "V" }], board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "Y.zone": "graveyard", "W.zone": "board", "V.attack": 7, "V.health": 9 },
});
cardCase("EX1_304", {
  does: "with no neighbours it stays a 3/4",
  p1: { hand: [{ card: "EX1_304", ref: "V" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "V.attack": 3, "V.health": 4, "E.zone": "board", "events.destroy": 0 },
});

// Gul'dan's Gift: "Discover a Temporary Mortal Coil, Siphon Soul, or Twisting Nether."
cardCase("GIFT_11", {
  does: "offers exactly Mortal Coil, Siphon Soul and Twisting Nether; the one picked joins your hand as Temporary",
  p1: { hand: [{ card: "GIFT_11", ref: "G" }] },
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
cardCase("GIFT_11", {
  does: "the Temporary card still in hand is discarded at the end of your turn",
  p1: { hand: [{ card: "GIFT_11", ref: "G" }, { card: "CS2_182", ref: "keep" }], deck: deck(2) },
  p2: { deck: deck(2, "e") },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
  choices: [0],
  expect: { "p1.hand": ["CS2_182"], "events.discard": 1 },
  check: (r) => {
    const [d] = events(r, "discard");
    expect(GIFT_OPTIONS).toContain(d!.target!.card);
  },
});
