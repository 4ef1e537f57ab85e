/**
 * Behaviour tests of the Legacy (LEGACY) Priest cards: one case per behaviour of each card's text.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, fails, player, request, run } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const lesserHeal = { card: "CS1h_001" };

describe("LEGACY Priest", () => {
  // Divine Spirit: "Double a minion's Health."
  cardCase("CS2_236", {
    does: "doubles the target's current Health: a 3/5 Yeti damaged to 3 becomes 6 of 8; others untouched",
    p1: { hand: [{ card: "CS2_236", ref: "D" }], board: [{ card: "CS2_182", ref: "F", health: 3 }] },
    p2: { board: [{ card: "CS2_182", ref: "Y", health: 3 }] },
    actions: [{ type: "play", card: "D", target: "Y" }],
    expect: { "Y.health": 6, "Y.maxHealth": 8, "F.health": 3, "F.maxHealth": 5 },
  });
  cardCase("CS2_236", {
    does: "cannot target a hero",
    p1: { hand: [{ card: "CS2_236", ref: "D" }] },
    actions: [{ type: "play", card: "D", target: "p1.hero" }],
    error: "illegal_action",
  });

  // Crimson Clergy: "Overheal: Draw a card."
  cardCase("CS3_014", {
    does: "healed at full Health (overhealed) draws one card; no heal event",
    p1: { heroPower: lesserHeal, board: [{ card: "CS3_014", ref: "C" }], deck: deck(3) },
    actions: [{ type: "heroPower", target: "C" }],
    expect: { "p1.hand.length": 1, "p1.deck.length": 2, "events.overheal": 1, "events.heal": 0, "C.health": 3 },
  });
  cardCase("CS3_014", {
    does: "healed from 2 of 3 by 2: healed and overhealed, draws one",
    p1: { heroPower: lesserHeal, board: [{ card: "CS3_014", ref: "C", health: 2 }], deck: deck(3) },
    actions: [{ type: "heroPower", target: "C" }],
    expect: { "p1.hand.length": 1, "events.overheal": 1, "events.heal": 1, "C.health": 3 },
  });
  cardCase("CS3_014", {
    does: "healed exactly to full (1 of 3 by 2) is not overhealed: no draw",
    p1: { heroPower: lesserHeal, board: [{ card: "CS3_014", ref: "C", health: 1 }], deck: deck(3) },
    actions: [{ type: "heroPower", target: "C" }],
    expect: { "p1.hand.length": 0, "events.overheal": 0, "C.health": 3 },
  });
  cardCase("CS3_014", {
    does: "another minion overhealed (even a friendly one) does not draw",
    p1: { heroPower: lesserHeal, board: [{ card: "CS3_014", ref: "C" }, { card: "CS2_231", ref: "W" }], deck: deck(3) },
    actions: [{ type: "heroPower", target: "W" }],
    expect: { "p1.hand.length": 0, "events.overheal": 1 },
  });
  cardCase("CS3_014", {
    does: "under Auchenai Soulpriest the healing is damage: no Overheal",
    p1: { heroPower: lesserHeal, board: [{ card: "CS3_014", ref: "C" }, { card: "EX1_591" }], deck: deck(3) },
    actions: [{ type: "heroPower", target: "C" }],
    expect: { "p1.hand.length": 0, "events.overheal": 0, "C.health": 1 },
  });
  cardCase("CS3_014", {
    does: "each Overheal draws: a mass heal overhealing two Clergies draws two, the enemy's Clergy draws for the enemy",
    p1: { hand: [{ card: "EX1_621", ref: "CH" }], board: [{ card: "CS3_014", ref: "C1" }, { card: "CS3_014", ref: "C2" }], deck: deck(3) },
    p2: { board: [{ card: "CS3_014", ref: "E" }], deck: deck(3, "e") },
    actions: [{ type: "play", card: "CH" }],
    expect: { "p1.hand.length": 2, "p2.hand.length": 1, "events.overheal": 3 },
  });

  // Focused Will: "Silence a minion, then give it +3 Health."
  cardCase("CS3_027", {
    does: "silences first (the +2 Health and Taunt go), then +3 Health stays",
    p1: { hand: [{ card: "CS3_027", ref: "F" }] },
    p2: { board: [{ card: "CS2_179", ref: "S", enchantments: [{ card: "CS2_004e" }] }] },
    actions: [{ type: "play", card: "F", target: "S" }],
    expect: { "S.health": 8, "S.maxHealth": 8, "S.tags.SILENCED": 1, "S.enchantments.length": 1, "S.enchantments.0.card": "CS3_027e" },
  });
  cardCase("CS3_027", {
    does: "needs a minion: not a hero",
    p1: { hand: [{ card: "CS3_027", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    error: "illegal_action",
  });

  // Holy Nova: "Deal $2 damage to all enemy minions. Restore #2 Health to all friendly characters."
  cardCase("CS1_112", {
    does: "2 damage to each enemy minion (not the enemy hero), then 2 Health to each friendly character",
    p1: { hand: [{ card: "CS1_112", ref: "N" }], hero: { card: "HERO_08", health: 25 }, board: [{ card: "CS2_182", ref: "F", health: 2 }] },
    p2: { hero: { card: "HERO_01", health: 25 }, board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "Y.health": 3, "W.zone": "graveyard", "p2.hero.health": 25, "p1.hero.health": 27, "F.health": 4, "events.damage": 2, "events.heal": 2 },
  });

  describeCard("CS1_112", () => {
    it("Holy Nova damages enemy minions, then heals your characters; Drain Life heals your hero", () => {
      const r = run(request([player({ hero: { card: "HERO_09", health: 20 }, board: [{ card: "CS2_182", ref: "M", health: 2 }], hand: [{ card: "CS1_112", ref: "HN" }, { card: "CS2_061", ref: "DL" }] }),
        player({ board: [{ card: "CS2_172", ref: "R" }] })], [{ type: "play", card: "HN" }, { type: "play", card: "DL", target: "p2.hero" }]));
      expect(at(r.state, "R").zone).toBe("graveyard");
      expect(at(r.state, "M").health).toBe(4);
      expect(r.state.players[0].hero.health).toBe(24);
      expect(r.state.players[1].hero.health).toBe(28);
    });
  });

  // Holy Smite: "Deal $3 damage to a minion."
  cardCase("CS1_130", {
    does: "3 damage to the minion",
    p1: { hand: [{ card: "CS1_130", ref: "H" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "H", target: "Y" }],
    expect: { "Y.health": 2, "p2.hero.health": 30 },
  });
  cardCase("CS1_130", {
    does: "cannot target a hero",
    p1: { hand: [{ card: "CS1_130", ref: "H" }] },
    actions: [{ type: "play", card: "H", target: "p2.hero" }],
    error: "illegal_action",
  });

  // Kul Tiran Chaplain: "Battlecry: Give a friendly minion +2 Health."
  cardCase("EX1_195", {
    does: "+2 Health to the friendly minion chosen",
    p1: { hand: [{ card: "EX1_195", ref: "K" }], board: [{ card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "play", card: "K", target: "W" }],
    expect: { "W.health": 3, "W.maxHealth": 3, "W.attack": 1, "E.health": 1, "K.health": 3 },
  });
  cardCase("EX1_195", {
    does: "cannot target an enemy minion",
    p1: { hand: [{ card: "EX1_195", ref: "K" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "play", card: "K", target: "E" }],
    error: "illegal_action",
  });
  cardCase("EX1_195", {
    does: "with no other friendly minion it is still played, buffing nothing",
    p1: { hand: [{ card: "EX1_195", ref: "K" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "K.zone": "board", "K.health": 3, "E.health": 1, "events.buff": 0 },
  });

  // Mind Blast: "Deal $5 damage to the enemy hero."
  cardCase("DS1_233", {
    does: "5 damage to the enemy hero only",
    p1: { hand: [{ card: "DS1_233", ref: "M" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p2.hero.health": 25, "p1.hero.health": 30, "Y.health": 5, "events.damage": 1 },
  });

  // Mind Control: "Take control of an enemy minion."
  cardCase("CS1_113", {
    does: "the enemy minion moves to your board",
    p1: { hand: [{ card: "CS1_113", ref: "M" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "M", target: "Y" }],
    expect: { "Y.player": 1, "p1.board": ["CS2_182"], "p2.board": ["CS2_231"] },
  });
  cardCase("CS1_113", {
    does: "cannot target a friendly minion",
    p1: { hand: [{ card: "CS1_113", ref: "M" }], board: [{ card: "CS2_182", ref: "F" }] },
    actions: [{ type: "play", card: "M", target: "F" }],
    error: "illegal_action",
  });

  // Mind Vision: "Put a copy of a random card in your opponent's hand into your hand."
  cardCase("CS2_003", {
    does: "a copy of the random card picked (its states too, 4.8) joins your hand; the opponent keeps theirs",
    seed: 3,
    p1: { hand: [{ card: "CS2_003", ref: "V" }] },
    p2: { hand: [{ card: "CS2_029", ref: "X", enchantments: [{ cost: -2 }] }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "p2.hand": ["CS2_029", "CS2_182"], "p1.hand.length": 1 },
    check: (r) => {
      const pick = r.random.find((d) => d.purpose === "random target")!;
      expect(pick.candidates.map((c) => (typeof c === "string" ? c : c.ref))).toEqual(["X", "Y"]);
      const chosen = pick.chosen as { card: string };
      const copy = r.state.players[0].hand[0]!;
      expect(copy.card).toBe(chosen.card);
      expect(copy.ref).toBeUndefined();
      if (copy.card === "CS2_029") expect(copy.cost).toBe(2);
    },
  });
  cardCase("CS2_003", {
    does: "a copy keeps the original's states (4.8: hand to hand): a Fireball at (2) copies as (2)",
    p1: { hand: [{ card: "CS2_003", ref: "V" }] },
    p2: { hand: [{ card: "CS2_029", ref: "X", enchantments: [{ cost: -2 }] }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "p1.hand": ["CS2_029"], "p1.hand.0.cost": 2, "X.zone": "hand", "X.player": 2 },
  });
  cardCase("CS2_003", {
    does: "with the opponent's hand empty nothing is added (your own hand is not copied)",
    p1: { hand: [{ card: "CS2_003", ref: "V" }, { card: "CS2_182", ref: "O" }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "p1.hand": ["CS2_182"], "p2.hand.length": 0 },
  });

  // Natalie Seline: "Battlecry: Destroy a minion and gain its Health."
  cardCase("EX1_198", {
    does: "destroys the enemy minion and gains its current Health (a Yeti at 3 gives +3)",
    p1: { hand: [{ card: "EX1_198", ref: "N" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y", health: 3 }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "N", target: "Y" }],
    expect: { "Y.zone": "graveyard", "W.zone": "board", "N.health": 4, "N.maxHealth": 4, "N.attack": 7 },
  });
  cardCase("EX1_198", {
    does: "may destroy a friendly minion too",
    p1: { hand: [{ card: "EX1_198", ref: "N" }], board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "N", target: "O" }],
    expect: { "O.zone": "graveyard", "N.health": 8 },
  });
  cardCase("EX1_198", {
    does: "with no other minion it is still played, a 7/1",
    p1: { hand: [{ card: "EX1_198", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "N.zone": "board", "N.health": 1, "events.destroy": 0 },
  });

  // Northshire Cleric: "Whenever a minion is healed, draw a card."
  cardCase("CS2_235", {
    does: "draws one card per minion healed, on either side; an undamaged minion or a hero healed draws nothing",
    p1: { hand: [{ card: "EX1_621", ref: "CH" }], hero: { card: "HERO_08", health: 20 }, board: [{ card: "CS2_235", ref: "N" }, { card: "CS2_182", ref: "F", health: 2 }], deck: deck(5) },
    p2: { board: [{ card: "CS2_182", ref: "Y", health: 1 }, { card: "CS2_231" }] },
    actions: [{ type: "play", card: "CH" }],
    expect: { "p1.hand.length": 2, "events.heal": 2, "F.health": 5, "Y.health": 5 },
  });
  cardCase("CS2_235", {
    does: "a healed hero is not a minion: no draw",
    p1: { heroPower: lesserHeal, hero: { card: "HERO_08", health: 20 }, board: [{ card: "CS2_235" }], deck: deck(5) },
    actions: [{ type: "heroPower", target: "p1.hero" }],
    expect: { "p1.hand.length": 0, "p1.hero.health": 22 },
  });

  describeCard("CS2_235", () => {
    it("Circle of Healing draws one card per minion whose health went up, none for undamaged minions", () => {
      const r = run(request([player({
        board: [{ card: "CS2_235", ref: "NC", health: 1 }, { card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2", health: 3 }],
        hand: [{ card: "EX1_621", ref: "CH" }], deck: [{ card: "CS2_231", ref: "D1" }, { card: "CS2_231", ref: "D2" }, { card: "CS2_231", ref: "D3" }],
      }), player()], [{ type: "play", card: "CH" }]));
      expect(events(r, "heal").map((e) => e.target!.ref)).toEqual(["NC", "Y2"]);
      expect(cards(r.state.players[0].hand)).toEqual(["CS2_231", "CS2_231"]);
      expect(at(r.state, "D3").zone).toBe("deck");
    });

    it("healing a hero is not a minion healed", () => {
      const r = run(request([player({
        hero: { card: "HERO_09", health: 20 }, board: [{ card: "CS2_235", ref: "NC" }], hand: [{ card: "CS2_089", ref: "HL" }], deck: [{ card: "CS2_231", ref: "D1" }],
      }), player()], [{ type: "play", card: "HL" }]));
      expect(r.state.players[0].hero.health).toBe(28);
      expect(at(r.state, "D1").zone).toBe("deck");
    });

    it("healing turned into damage (Auchenai) is no heal at all: no draw", () => {
      const r = run(request([player({
        hero: { card: "HERO_09" }, board: [{ card: "CS2_235", ref: "NC" }, { card: "EX1_591" }, { card: "CS2_182", ref: "Y", health: 2 }], deck: [{ card: "CS2_231", ref: "D1" }],
      }), player()], [{ type: "heroPower", target: "Y" }]));
      expect(at(r.state, "Y").zone).toBe("graveyard");
      expect(events(r, "heal")).toHaveLength(0);
      expect(at(r.state, "D1").zone).toBe("deck");
    });
  });

  // Power Infusion: "Give a minion +2/+6."
  cardCase("EX1_194", {
    does: "+2/+6 to the minion, enemy or friendly",
    p1: { hand: [{ card: "EX1_194", ref: "P" }], board: [{ card: "CS2_231", ref: "F" }] },
    p2: { board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "P", target: "W" }],
    expect: { "W.attack": 3, "W.health": 7, "W.maxHealth": 7, "F.attack": 1, "F.health": 1 },
  });
  cardCase("EX1_194", {
    does: "cannot target a hero",
    p1: { hand: [{ card: "EX1_194", ref: "P" }] },
    actions: [{ type: "play", card: "P", target: "p1.hero" }],
    error: "illegal_action",
  });

  // Power Word: Shield: "Give a minion +2 Health. Draw a card."
  cardCase("CS2_004", {
    does: "+2 Health to the minion and one card drawn",
    p1: { hand: [{ card: "CS2_004", ref: "P" }], deck: deck(2) },
    p2: { board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "P", target: "W" }],
    expect: { "W.health": 3, "W.maxHealth": 3, "W.attack": 1, "p1.hand": ["CS2_231"], "p1.deck.length": 1, "p2.hand.length": 0 },
  });
  cardCase("CS2_004", {
    does: "cannot target a hero",
    p1: { hand: [{ card: "CS2_004", ref: "P" }], deck: deck(2) },
    actions: [{ type: "play", card: "P", target: "p1.hero" }],
    error: "illegal_action",
  });

  // Psychic Conjurer: "Battlecry: Copy a card in your opponent's deck and add it to your hand."
  cardCase("EX1_193", {
    does: "a copy of a card of the opponent's deck joins your hand; their deck and your deck are unchanged",
    p1: { hand: [{ card: "EX1_193", ref: "P" }], deck: [{ card: "CS2_231", ref: "own" }] },
    p2: { deck: [{ card: "CS2_029", ref: "X" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.hand": ["CS2_029"], "p1.deck": ["CS2_231"], "p2.deck": ["CS2_029"], "p2.hand.length": 0, "X.zone": "deck" },
  });
  cardCase("EX1_193", {
    does: "a random card of the opponent's deck (the pick is recorded among all of it)",
    seed: 11,
    p1: { hand: [{ card: "EX1_193", ref: "P" }] },
    p2: { deck: [{ card: "CS2_029", ref: "X" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "Z" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.hand.length": 1, "p2.deck.length": 3 },
    check: (r) => {
      const pick = r.random.find((d) => d.purpose === "random target")!;
      expect(pick.candidates).toHaveLength(3);
      expect(r.state.players[0].hand[0]!.card).toBe((pick.chosen as { card: string }).card);
    },
  });
  cardCase("EX1_193", {
    does: "with the opponent's deck empty it adds nothing",
    p1: { hand: [{ card: "EX1_193", ref: "P" }], deck: deck(1) },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.hand.length": 0, "P.zone": "board" },
  });

  // Radiance: "Restore #5 Health to your hero."
  cardCase("EX1_192", {
    does: "5 Health to your hero, not the enemy's",
    p1: { hand: [{ card: "EX1_192", ref: "R" }], hero: { card: "HERO_08", health: 20 } },
    p2: { hero: { card: "HERO_01", health: 20 } },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hero.health": 25, "p2.hero.health": 20 },
  });

  // Scarlet Subjugator: "Battlecry: Give an enemy minion -2 Attack until your next turn."
  cardCase("EX1_196", {
    does: "-2 Attack on the enemy minion, kept through the opponent's turn",
    p1: { hand: [{ card: "EX1_196", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }, { type: "endTurn" }],
    expect: { "Y.attack": 2, "Y.health": 5 },
  });
  cardCase("EX1_196", {
    does: "gone when your next turn starts",
    p1: { hand: [{ card: "EX1_196", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "Y.attack": 4, "Y.enchantments": undefined },
  });
  cardCase("EX1_196", {
    does: "cannot target a friendly minion",
    p1: { hand: [{ card: "EX1_196", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }] },
    actions: [{ type: "play", card: "S", target: "F" }],
    error: "illegal_action",
  });

  // Shadow Word: Death: "Destroy a minion with 5 or more Attack."
  cardCase("EX1_622", {
    does: "destroys a minion with 5 or more Attack",
    p1: { hand: [{ card: "EX1_622", ref: "D" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "D", target: "O" }],
    expect: { "O.zone": "graveyard", "Y.zone": "board" },
  });
  cardCase("EX1_622", {
    does: "cannot target a minion with 4 Attack",
    p1: { hand: [{ card: "EX1_622", ref: "D" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "D", target: "Y" }],
    error: "illegal_action",
  });

  // Shadow Word: Pain: "Destroy a minion with 3 or less Attack."
  cardCase("CS2_234", {
    does: "destroys a minion with 3 or less Attack",
    p1: { hand: [{ card: "CS2_234", ref: "P" }] },
    p2: { board: [{ card: "CS2_172", ref: "R" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "P", target: "R" }],
    expect: { "R.zone": "graveyard", "W.zone": "board" },
  });
  cardCase("CS2_234", {
    does: "cannot target a minion with 4 Attack",
    p1: { hand: [{ card: "CS2_234", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    error: "illegal_action",
  });

  describeCard("CS2_234", () => {
    it("Shadow Word: Pain and Death check the Attack of their target when played", () => {
      const board = [{ card: "CS2_172", ref: "R" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_200", ref: "O" }];
      const r = run(request([player({ hand: [{ card: "CS2_234", ref: "P" }, { card: "EX1_622", ref: "D" }] }), player({ board })],
        [{ type: "play", card: "P", target: "R" }, { type: "play", card: "D", target: "O" }]));
      expect(r.state.players[1].board.map((m) => m.ref)).toEqual(["Y"]);
      fails(request([player({ hand: [{ card: "CS2_234", ref: "P" }] }), player({ board })], [{ type: "play", card: "P", target: "Y" }]), "illegal_action");
      fails(request([player({ hand: [{ card: "EX1_622", ref: "D" }] }), player({ board })], [{ type: "play", card: "D", target: "Y" }]), "illegal_action");
    });
  });

  // Shadow Word: Ruin: "Destroy all minions with 5 or more Attack."
  cardCase("EX1_197", {
    does: "destroys every minion with 5 or more Attack on both sides (buffs count), the others stay",
    p1: { hand: [{ card: "EX1_197", ref: "R" }], board: [{ card: "CS2_200", ref: "O1" }, { card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_200", ref: "O2" }, { card: "CS2_182", ref: "Y5", attack: 5 }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "O1.zone": "graveyard", "O2.zone": "graveyard", "Y5.zone": "graveyard", "F.zone": "board", "Y.zone": "board" },
  });
  cardCase("EX1_197", {
    does: "with no such minion it does nothing (it needs no target)",
    p1: { hand: [{ card: "EX1_197", ref: "R" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "Y.zone": "board", "R.zone": "graveyard", "events.death": 0 },
  });

  // Shadowed Spirit: "Deathrattle: Deal 3 damage to the enemy hero."
  cardCase("LEG_CS3_013", {
    does: "on death, 3 damage to the enemy hero, not its own",
    p1: { board: [{ card: "LEG_CS3_013", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "S.zone": "graveyard", "p2.hero.health": 27, "p1.hero.health": 30, "Y.health": 5 },
  });
  cardCase("LEG_CS3_013", {
    does: "the enemy of its controller: an enemy Shadowed Spirit hits your hero",
    p2: { board: [{ card: "LEG_CS3_013", ref: "S" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "p1.hero.health": 27, "p2.hero.health": 30 },
  });
});
