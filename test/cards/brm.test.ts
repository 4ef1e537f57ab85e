/**
 * Behaviour tests of the Blackrock Mountain (BRM) cards: one case per behaviour of each card's text.
 */
import { describe, expect, it } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run, triggerOrder } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

describe("BRM", () => {
  // Emperor Thaurissan: "At the end of your turn, reduce the Cost of cards in your hand by (1)."
  cardCase("BRM_028", {
    does: "at the end of your turn every card in your hand costs 1 less; the opponent's hand does not",
    p1: { board: [{ card: "BRM_028" }], hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }, { card: "CS2_231", ref: "W" }] },
    p2: { hand: [{ card: "CS2_182", ref: "E" }], deck: wisps(1, "d") },
    actions: [{ type: "endTurn" }],
    expect: { "Y.cost": 3, "F.cost": 3, "W.cost": 0, "E.cost": 4 },
    check: (r) => expect(events(r, "buff").map((e) => e.enchantment)).toEqual(["BRM_028e", "BRM_028e", "BRM_028e"]),
  });
  cardCase("BRM_028", {
    does: "not at the end of the opponent's turn",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "BRM_028" }], hand: [{ card: "CS2_182", ref: "Y" }], deck: wisps(1, "d") },
    actions: [{ type: "endTurn" }],
    expect: { "Y.cost": 4, "events.buff": 0 },
  });
  cardCase("BRM_028", {
    does: "the reduction stays on the cards after Thaurissan dies; a card drawn later is full price",
    p1: { board: [{ card: "BRM_028", ref: "T" }], hand: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "CS2_029", ref: "F" }] },
    p2: { hand: [{ card: "CS2_029", ref: "EF" }], deck: wisps(1, "d") },
    actions: [{ type: "endTurn" }, { type: "destroy", target: "T" }, { type: "endTurn" }],
    expect: { "T.zone": "graveyard", "Y.cost": 3, "F.zone": "hand", "F.cost": 4 },
  });

  // Dragon Egg: "Whenever this minion takes damage, summon a 2/1 Whelp."
  cardCase("BRM_022", {
    does: "each time it takes damage a 2/1 Black Whelp is summoned beside it, for its owner",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "BRM_022", ref: "E", health: 5, maxHealth: 5 }] },
    actions: [{ type: "damage", target: "E", amount: 1 }, { type: "damage", target: "E", amount: 1 }],
    expect: { "p1.board": ["BRM_022", "BRM_022t", "BRM_022t"], "p1.board.1.attack": 2, "p1.board.1.health": 1, "p2.board": [], "E.health": 3 },
  });
  cardCase("BRM_022", {
    does: "damage that kills it still hatches a Whelp",
    p1: { board: [{ card: "BRM_022", ref: "E" }] },
    actions: [{ type: "damage", target: "E", amount: 5 }],
    expect: { "E.zone": "graveyard", "p1.board": ["BRM_022t"] },
  });
  cardCase("BRM_022", {
    does: "not when another minion is damaged, nor when it is healed",
    p1: { board: [{ card: "BRM_022", ref: "E", health: 1 }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "damage", target: "Y", amount: 1 }, { type: "heal", target: "E", amount: 1 }],
    expect: { "p1.board": ["BRM_022", "CS2_182"], "E.health": 2 },
  });

  // Grim Patron: "After this minion survives damage, summon another Grim Patron."
  cardCase("BRM_019", {
    does: "surviving damage summons a fresh 3/3 Grim Patron beside it",
    p1: { board: [{ card: "BRM_019", ref: "G" }] },
    actions: [{ type: "damage", target: "G", amount: 1 }],
    expect: { "p1.board": ["BRM_019", "BRM_019"], "G.health": 2, "p1.board.1.attack": 3, "p1.board.1.health": 3, "p2.board": [] },
  });
  cardCase("BRM_019", {
    does: "damage that kills it summons none",
    p1: { board: [{ card: "BRM_019", ref: "G" }] },
    actions: [{ type: "damage", target: "G", amount: 3 }],
    expect: { "G.zone": "graveyard", "p1.board": [], "events.summon": 0 },
  });
  cardCase("BRM_019", {
    does: "not when another minion is damaged",
    p1: { board: [{ card: "BRM_019", ref: "G" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "damage", target: "Y", amount: 1 }],
    expect: { "p1.board": ["BRM_019", "CS2_182"] },
  });
  cardCase("BRM_019", {
    does: "Whirlwind on two Patrons: each survivor summons one (the new ones are not hit)",
    p1: { board: [{ card: "BRM_019" }, { card: "BRM_019" }], hand: [{ card: "EX1_400", ref: "WW" }] },
    actions: [{ type: "play", card: "WW" }],
    expect: { "p1.board.length": 4, "events.damage": 2 },
    check: (r) => expect(r.state.players[0].board.map((m) => m.health).sort()).toEqual([2, 2, 3, 3]),
  });
  describeCard("BRM_019", () => {
    it("2.6 example: Grim Patron attacks Imp Gang Boss; the Boss's event first — its Imp makes Knife Juggler hit the Patron, whose own event then finds it mortally wounded", () => {
      const r = run(request([
        player({ board: [{ card: "BRM_019", ref: "GP" }] }),
        player({ board: [{ card: "NEW1_019", ref: "KJ" }, { card: "BRM_006", ref: "IG" }] }),
      ], [{ type: "attack", attacker: "GP", defender: "IG" }], { seed: 2 }));
      expect(triggerOrder(r, ["IG", "KJ", "GP"])).toEqual(["IG", "KJ"]);
      expect(at(r.state, "GP").zone).toBe("graveyard");
      expect(r.state.players[0].board).toHaveLength(0);
      expect(cards(r.state.players[1].board)).toEqual(["NEW1_019", "BRM_006", "BRM_006t"]);
    });
  });

  // Imp Gang Boss: "Whenever this minion takes damage, summon a 1/1 Imp."
  cardCase("BRM_006", {
    does: "each time it takes damage a 1/1 Imp is summoned beside it, for its owner",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "BRM_006", ref: "B" }] },
    actions: [{ type: "damage", target: "B", amount: 1 }, { type: "damage", target: "B", amount: 1 }],
    expect: { "p1.board": ["BRM_006", "BRM_006t", "BRM_006t"], "p1.board.1.attack": 1, "p1.board.1.health": 1, "p2.board": [], "B.health": 2 },
  });
  cardCase("BRM_006", {
    does: "damage that kills it still summons an Imp",
    p1: { board: [{ card: "BRM_006", ref: "B" }] },
    actions: [{ type: "damage", target: "B", amount: 4 }],
    expect: { "B.zone": "graveyard", "p1.board": ["BRM_006t"] },
  });
  cardCase("BRM_006", {
    does: "not when another character is damaged",
    p1: { board: [{ card: "BRM_006", ref: "B" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "damage", target: "Y", amount: 1 }, { type: "damage", target: "p1.hero", amount: 1 }],
    expect: { "p1.board": ["BRM_006", "CS2_182"] },
  });

  // Axe Flinger: "Whenever this minion takes damage, deal 2 damage to the enemy hero."
  cardCase("BRM_016", {
    does: "damaged on its own side's turn, 2 damage to the enemy hero, none to its own",
    p1: { board: [{ card: "BRM_016", ref: "AF" }] },
    actions: [{ type: "damage", target: "AF", amount: 1 }],
    expect: { "p2.hero.health": 28, "p1.hero.health": 30, "AF.health": 5 },
  });
  cardCase("BRM_016", {
    does: "not when another minion or its own hero is damaged",
    p1: { board: [{ card: "BRM_016", ref: "AF" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "damage", target: "Y", amount: 1 }, { type: "damage", target: "p1.hero", amount: 1 }],
    expect: { "p2.hero.health": 30, "events.damage": 2 },
  });
  describeCard("BRM_016", () => {
    it("2.6 example: at 2 Health you attack the enemy Axe Flinger with a later Armorsmith — Axe Flinger triggers first and you die", () => {
      const r = run(request([
        player({ hero: { card: "HERO_01", health: 2 }, board: [{ card: "EX1_402", ref: "AS", order: 60 }] }),
        player({ board: [{ card: "BRM_016", ref: "AF", order: 50 }] }),
      ], [{ type: "attack", attacker: "AS", defender: "AF" }]));
      expect(triggerOrder(r, ["AF", "AS"])).toEqual(["AF", "AS"]);
      expect(events(r, "armor").map((e) => e.amount)).toEqual([1]); // too late: the hero is already at 0
      expect(r.state.players[0].hero.health).toBe(0);
      expect(r.outcome).toMatchObject({ over: true, winner: 2 });
    });

    it("Axe Flinger: each time it takes damage, 2 damage to the enemy hero (Whirlwind then Arcane Explosion)", () => {
      const r = run(request([player({ hand: [{ card: "EX1_400", ref: "WW" }, { card: "CS2_025", ref: "AE" }] }), player({ board: [{ card: "BRM_016", ref: "AF" }] })],
        [{ type: "play", card: "WW" }, { type: "play", card: "AE" }]));
      expect(at(r.state, "AF").health).toBe(4);
      expect(r.state.players[0].hero.health).toBe(26);
    });
  });

  // Resurrect: "Summon a random friendly minion that died this game."
  describeCard("BRM_017", () => {
    it("Resurrect summons a fresh friendly minion from the death record; the record keeps it, so it can come again", () => {
      const r = run(request([player({ hand: [{ card: "BRM_017", ref: "R1" }, { card: "BRM_017", ref: "R2" }] }), player()],
        [{ type: "play", card: "R1" }, { type: "play", card: "R2" }],
        { state: { deaths: [{ card: "CS2_182", controller: 1, turn: 3 }, { card: "EX1_383", controller: 2, turn: 4 }] } }));
      expect(cards(r.state.players[0].board)).toEqual(["CS2_182", "CS2_182"]);
      expect(r.state.deaths).toHaveLength(2);
    });

    it("Resurrect with no friendly death does nothing; a discarded minion is not in the record", () => {
      const r = run(request([player({ hand: [{ card: "BRM_017", ref: "R" }, { card: "CS2_182" }] }), player()],
        [{ type: "play", card: "R" }], { state: { deaths: [{ card: "CS2_182", controller: 2, turn: 3 }] } }));
      expect(r.state.players[0].board).toEqual([]);
    });
  });
  cardCase("BRM_017", {
    does: "the pick is random among your own dead minions only (recorded), and the minion comes back fresh",
    p1: { hand: [{ card: "BRM_017", ref: "R" }] },
    state: { deaths: [{ card: "CS2_182", controller: 1, turn: 2 }, { card: "CS2_120", controller: 1, turn: 3 }, { card: "EX1_383", controller: 2, turn: 4 }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.board.length": 1, "p2.board": [] },
    check: (r) => {
      const pick = r.random.find((d) => d.by?.ref === "R")!;
      expect(pick.candidates.map((c) => (typeof c === "string" ? c : c.card)).sort()).toEqual(["CS2_120", "CS2_182"]);
      const m = r.state.players[0].board[0]!;
      expect([m.card, m.health]).toEqual(m.card === "CS2_182" ? ["CS2_182", 5] : ["CS2_120", 3]);
    },
  });

  // Chromaggus: "Whenever you draw a card, put another copy into your hand."
  describeCard("BRM_031", () => {
    it("each card you draw comes with a copy; the opponent's draws do not", () => {
      const r = run(request([
        player({ board: [{ card: "BRM_031" }], hand: [{ card: "EX1_050", ref: "CO" }], deck: [{ card: "CS2_182" }, { card: "CS2_120" }] }),
        player({ deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
      ], [{ type: "play", card: "CO" }]));
      expect(cards(r.state.players[0].hand).sort()).toEqual(["CS2_120", "CS2_120", "CS2_182", "CS2_182"]);
      expect(r.state.players[1].hand).toHaveLength(2);
    });
  });
  cardCase("BRM_031", {
    does: "the copy keeps the drawn card's states (a copy of a card in hand, 4.8)",
    p1: { board: [{ card: "BRM_031" }], deck: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "CS2_092e" }] }] },
    actions: [{ type: "draw", player: 1 }],
    expect: { "p1.hand": ["CS2_182", "CS2_182"], "p1.hand.1.attack": 8, "p1.hand.1.health": 9 },
  });
  cardCase("BRM_031", {
    does: "a card burned from a full hand is not drawn: no copy",
    p1: { board: [{ card: "BRM_031" }], hand: wisps(10), deck: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "draw", player: 1 }],
    expect: { "Y.zone": "graveyard", "p1.hand.length": 10, "p1.graveyard": ["CS2_182"] },
  });

  // Quick Shot: "Deal $3 damage. If your hand is empty, draw a card."
  cardCase("BRM_013", {
    does: "3 damage to the target; with your hand then empty, you draw a card",
    p1: { hand: [{ card: "BRM_013", ref: "Q" }], deck: [{ card: "CS2_231", ref: "D" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "Q", target: "Y" }],
    expect: { "Y.health": 2, "D.zone": "hand", "events.draw": 1, "p2.hero.health": 30, "p2.hand.length": 0 },
  });
  cardCase("BRM_013", {
    does: "with another card in hand, no draw; a hero can be the target",
    p1: { hand: [{ card: "BRM_013", ref: "Q" }, { card: "CS2_231", ref: "W" }], deck: [{ card: "CS2_231", ref: "D" }] },
    actions: [{ type: "play", card: "Q", target: "p2.hero" }],
    expect: { "p2.hero.health": 27, "D.zone": "deck", "events.draw": 0 },
  });
  cardCase("BRM_013", {
    does: "Spell Damage adds to the damage",
    p1: { board: [{ card: "CS2_142" }], hand: [{ card: "BRM_013", ref: "Q" }, { card: "CS2_231" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "Q", target: "Y" }],
    expect: { "Y.health": 1 },
  });
  cardCase("BRM_013", {
    does: "it needs a target",
    p1: { hand: [{ card: "BRM_013", ref: "Q" }] },
    actions: [{ type: "play", card: "Q" }],
    error: "illegal_action",
  });

  // Druid of the Flame: "Choose One - Transform into a 5/2 minion; or a 2/5 minion."
  cardCase("BRM_010", {
    does: "option 1: it becomes the 5/2",
    p1: { hand: [{ card: "BRM_010", ref: "D" }] },
    actions: [{ type: "play", card: "D", choose: 1 }],
    expect: { "D.card": "BRM_010t", "D.attack": 5, "D.health": 2 },
  });
  cardCase("BRM_010", {
    does: "option 2: it becomes the 2/5",
    p1: { hand: [{ card: "BRM_010", ref: "D" }] },
    actions: [{ type: "play", card: "D", choose: 2 }],
    expect: { "D.card": "BRM_010t2", "D.attack": 2, "D.health": 5 },
  });
  cardCase("BRM_010", {
    does: "both options (a choose-both rule, as Fandral Staghelm's): the combined 5/5 form",
    cards: [{ id: "MY_FANDRAL", type: "MINION", cost: 4, attack: 3, health: 5, auras: [{ rule: "choose-both" }] }],
    p1: { board: [{ card: "MY_FANDRAL" }], hand: [{ card: "BRM_010", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.card": "OG_044b", "D.attack": 5, "D.health": 5 },
  });

  // Volcanic Lumberer: "Taunt. Costs (1) less for each minion that died this turn."
  cardCase("BRM_009", {
    does: "costs 1 less for each minion of either side that died this turn",
    p1: { board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "BRM_009", ref: "VL" }] },
    p2: { board: [{ card: "CS2_231", ref: "E1" }, { card: "CS2_231", ref: "E2" }] },
    actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "E1" }, { type: "destroy", target: "E2" }],
    expect: { "VL.cost": 6 },
  });
  cardCase("BRM_009", {
    does: "deaths of an earlier turn do not count",
    p1: { hand: [{ card: "BRM_009", ref: "VL" }], deck: wisps(2, "d") },
    p2: { board: [{ card: "CS2_231", ref: "E1" }], deck: wisps(2, "e") },
    actions: [{ type: "destroy", target: "E1" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "VL.cost": 9 },
  });

  // Core Rager: "Battlecry: If your hand is empty, gain +3/+3."
  cardCase("BRM_014", {
    does: "played as the last card of the hand: 7/7",
    p1: { hand: [{ card: "BRM_014", ref: "CR" }] },
    actions: [{ type: "play", card: "CR" }],
    expect: { "CR.attack": 7, "CR.health": 7 },
  });
  cardCase("BRM_014", {
    does: "with another card in hand: 4/4",
    p1: { hand: [{ card: "BRM_014", ref: "CR" }, { card: "CS2_231" }] },
    actions: [{ type: "play", card: "CR" }],
    expect: { "CR.attack": 4, "CR.health": 4 },
  });

  // Dragon's Breath: "Deal $4 damage. Costs (1) less for each minion that died this turn."
  cardCase("BRM_003", {
    does: "4 damage to the target; after two deaths this turn it costs 3",
    p1: { board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "BRM_003", ref: "DB" }] },
    p2: { board: [{ card: "CS2_231", ref: "E1" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "E1" }, { type: "play", card: "DB", target: "Y" }],
    expect: { "Y.health": 1, "p1.mana.used": 3 },
  });

  // Flamewaker: "After you cast a spell, deal 2 damage randomly split among all enemies."
  cardCase("BRM_002", {
    does: "after your spell, two 1-damage hits on enemies (only the enemy hero there: 2 on it); your side untouched",
    p1: { board: [{ card: "BRM_002", ref: "FW" }], hand: [{ card: "CS2_008", ref: "MO" }] },
    actions: [{ type: "play", card: "MO", target: "p2.hero" }],
    expect: { "p2.hero.health": 27, "p1.hero.health": 30, "FW.health": 4 },
  });
  cardCase("BRM_002", {
    does: "the hits come after the spell: a minion the spell killed is not hit",
    p1: { board: [{ card: "BRM_002" }], hand: [{ card: "CS2_008", ref: "MO" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "play", card: "MO", target: "E" }],
    expect: { "E.zone": "graveyard", "p2.hero.health": 28 },
  });
  cardCase("BRM_002", {
    does: "not after the opponent's spells",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "BRM_002" }] },
    p2: { hand: [{ card: "CS2_008", ref: "MO" }] },
    actions: [{ type: "play", card: "MO", target: "p1.hero" }],
    expect: { "p2.hero.health": 30, "p1.hero.health": 29 },
  });

  // Blackwing Corruptor: "Battlecry: If you're holding a Dragon, deal 5 damage."
  cardCase("BRM_034", {
    does: "holding a Dragon: 5 damage to the chosen target",
    p1: { hand: [{ card: "BRM_034", ref: "BC" }, { card: "EX1_284" }] },
    actions: [{ type: "play", card: "BC", target: "p2.hero" }],
    expect: { "p2.hero.health": 25 },
  });
  cardCase("BRM_034", {
    does: "without a Dragon it takes no target",
    p1: { hand: [{ card: "BRM_034", ref: "BC" }] },
    actions: [{ type: "play", card: "BC", target: "p2.hero" }],
    error: "illegal_action",
  });

  // Blackwing Technician: "Battlecry: If you're holding a Dragon, gain +1/+1."
  cardCase("BRM_033", {
    does: "holding a Dragon: 3/5",
    p1: { hand: [{ card: "BRM_033", ref: "BT" }, { card: "EX1_284" }] },
    actions: [{ type: "play", card: "BT" }],
    expect: { "BT.attack": 3, "BT.health": 5 },
  });
  cardCase("BRM_033", {
    does: "without one (the opponent's Dragon does not count): 2/4",
    p1: { hand: [{ card: "BRM_033", ref: "BT" }, { card: "CS2_182" }] },
    p2: { hand: [{ card: "EX1_284" }] },
    actions: [{ type: "play", card: "BT" }],
    expect: { "BT.attack": 2, "BT.health": 4 },
  });

  // Drakonid Crusher: "Battlecry: If your opponent has 15 or less Health, gain +3/+3."
  cardCase("BRM_024", {
    does: "the opponent at 15 Health: 9/9",
    p1: { hand: [{ card: "BRM_024", ref: "DC" }] },
    p2: { hero: { card: "HERO_01", health: 15 } },
    actions: [{ type: "play", card: "DC" }],
    expect: { "DC.attack": 9, "DC.health": 9 },
  });
  cardCase("BRM_024", {
    does: "the opponent at 16, and your own hero at 10, do not: 6/6",
    p1: { hero: { card: "HERO_08", health: 10 }, hand: [{ card: "BRM_024", ref: "DC" }] },
    p2: { hero: { card: "HERO_01", health: 16 } },
    actions: [{ type: "play", card: "DC" }],
    expect: { "DC.attack": 6, "DC.health": 6 },
  });

  // Hungry Dragon: "Battlecry: Summon a random 1-Cost minion for your opponent."
  cardCase("BRM_026", {
    does: "one random 1-Cost minion on the opponent's board, none on yours",
    p1: { hand: [{ card: "BRM_026", ref: "HD" }] },
    actions: [{ type: "play", card: "HD" }],
    check: (r) => {
      expect(r.state.players[0]!.board.map((e) => e.card)).toEqual(["BRM_026"]);
      const b = r.state.players[1]!.board;
      expect(b).toHaveLength(1);
      expect(findCard(b[0]!.card)!.cost).toBe(1);
    },
  });

  // Majordomo Executus: "Deathrattle: Replace your hero with Ragnaros the Firelord."
  cardCase("BRM_027", {
    does: "when it dies, its owner's hero becomes the 8-Health Ragnaros (damage and Armor gone) with DIE, INSECT!",
    p1: { hero: { card: "HERO_08", health: 20, armor: 4 }, board: [{ card: "BRM_027", ref: "MD" }] },
    actions: [{ type: "destroy", target: "MD" }],
    expect: { "p1.hero.card": "BRM_027h", "p1.hero.health": 8, "p1.hero.armor": 0, "p1.heroPower": "BRM_027p", "p2.hero.card": "HERO_01" },
  });
  cardCase("BRM_027", {
    does: "DIE, INSECT! deals 8 damage to a random enemy (only the enemy hero there)",
    p1: { board: [{ card: "BRM_027", ref: "MD" }] },
    actions: [{ type: "destroy", target: "MD" }, { type: "heroPower" }],
    expect: { "p2.hero.health": 22, "p1.mana.used": 2 },
  });

  // Rend Blackhand: "Battlecry: If you're holding a Dragon, destroy a Legendary minion."
  cardCase("BRM_029", {
    does: "holding a Dragon: the chosen Legendary minion is destroyed",
    p1: { hand: [{ card: "BRM_029", ref: "RB" }, { card: "EX1_284" }] },
    p2: { board: [{ card: "EX1_116", ref: "L" }] },
    actions: [{ type: "play", card: "RB", target: "L" }],
    expect: { "L.zone": "graveyard" },
  });
  cardCase("BRM_029", {
    does: "a non-Legendary minion can't be chosen",
    p1: { hand: [{ card: "BRM_029", ref: "RB" }, { card: "EX1_284" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "RB", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("BRM_029", {
    does: "without a Dragon it takes no target",
    p1: { hand: [{ card: "BRM_029", ref: "RB" }] },
    p2: { board: [{ card: "EX1_116", ref: "L" }] },
    actions: [{ type: "play", card: "RB", target: "L" }],
    error: "illegal_action",
  });

  // Volcanic Drake: "Costs (1) less for each minion that died this turn."
  cardCase("BRM_025", {
    does: "two deaths this turn: costs 4",
    p1: { board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "BRM_025", ref: "VD" }] },
    p2: { board: [{ card: "CS2_231", ref: "E1" }] },
    actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "E1" }],
    expect: { "VD.cost": 4 },
  });

  // Dragon Consort: "Battlecry: The next Dragon you play costs (2) less."
  cardCase("BRM_018", {
    does: "your Dragons in hand cost 2 less until one is played; other minions do not",
    p1: { hand: [{ card: "BRM_018", ref: "DC" }, { card: "EX1_284", ref: "AD" }, { card: "EX1_284", ref: "AD2" }, { card: "CS2_182", ref: "Y" }], mana: { crystals: 10 } },
    actions: [{ type: "play", card: "DC" }],
    expect: { "AD.cost": 3, "AD2.cost": 3, "Y.cost": 4 },
  });
  cardCase("BRM_018", {
    does: "used up by the next Dragon played: the other costs 5 again",
    p1: { hand: [{ card: "BRM_018", ref: "DC" }, { card: "EX1_284", ref: "AD" }, { card: "EX1_284", ref: "AD2" }], mana: { crystals: 10 } },
    actions: [{ type: "play", card: "DC" }, { type: "play", card: "AD" }],
    expect: { "AD2.cost": 5, "p1.mana.used": 8 },
  });

  // Solemn Vigil: "Draw 2 cards. Costs (1) less for each minion that died this turn."
  cardCase("BRM_001", {
    does: "draws 2; after a death this turn it costs 4",
    p1: { board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "BRM_001", ref: "SV" }], deck: wisps(3, "d") },
    actions: [{ type: "destroy", target: "W" }, { type: "play", card: "SV" }],
    expect: { "p1.hand.length": 2, "p1.deck.length": 1, "p1.mana.used": 4 },
  });

  // Twilight Whelp: "Battlecry: If you're holding a Dragon, gain +2 Health."
  cardCase("BRM_004", {
    does: "holding a Dragon: 2/3",
    p1: { hand: [{ card: "BRM_004", ref: "TW" }, { card: "EX1_284" }] },
    actions: [{ type: "play", card: "TW" }],
    expect: { "TW.attack": 2, "TW.health": 3 },
  });
  cardCase("BRM_004", {
    does: "without one: 2/1",
    p1: { hand: [{ card: "BRM_004", ref: "TW" }] },
    actions: [{ type: "play", card: "TW" }],
    expect: { "TW.attack": 2, "TW.health": 1 },
  });

  // Dark Iron Skulker: "Battlecry: Deal 2 damage to all undamaged enemy minions."
  cardCase("BRM_008", {
    does: "2 damage to each undamaged enemy minion; damaged enemies and your minions are untouched",
    p1: { board: [{ card: "CS2_182", ref: "MY" }], hand: [{ card: "BRM_008", ref: "DI" }] },
    p2: { board: [{ card: "CS2_182", ref: "U" }, { card: "CS2_182", ref: "D", health: 3 }] },
    actions: [{ type: "play", card: "DI" }],
    expect: { "U.health": 3, "D.health": 3, "MY.health": 5, "p2.hero.health": 30 },
  });

  // Lava Shock: "Deal $2 damage. Unlock your Overloaded Mana Crystals."
  cardCase("BRM_011", {
    does: "2 damage, and the crystals locked this turn are unlocked and the Overload owed cleared",
    p1: { mana: { crystals: 8, overloadLocked: 2, overloadOwed: 3, used: 0 }, hand: [{ card: "BRM_011", ref: "LS" }] },
    actions: [{ type: "play", card: "LS", target: "p2.hero" }],
    check: (r) => {
      expect(r.state.players[1]!.hero.health).toBe(28);
      const m = r.state.players[0]!.mana as { overloadLocked?: number; overloadOwed?: number };
      expect(m.overloadLocked ?? 0).toBe(0);
      expect(m.overloadOwed ?? 0).toBe(0);
    },
  });

  // Demonwrath: "Deal $2 damage to all minions except Demons."
  cardCase("BRM_005", {
    does: "2 damage to every non-Demon minion of both sides; Demons and heroes untouched",
    p1: { board: [{ card: "CS2_065", ref: "V" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "BRM_005", ref: "DW" }] },
    p2: { board: [{ card: "CS2_065", ref: "EV" }, { card: "CS2_182", ref: "EY" }] },
    actions: [{ type: "play", card: "DW" }],
    expect: { "V.health": 3, "EV.health": 3, "Y.health": 3, "EY.health": 3, "p2.hero.health": 30 },
  });

  // Revenge: "Deal $1 damage to all minions. If you have 12 or less Health, deal $3 damage instead."
  cardCase("BRM_015", {
    does: "at 13 Health: 1 damage to every minion",
    p1: { hero: { card: "HERO_01", health: 13 }, board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "BRM_015", ref: "R" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "Y.health": 4, "E.health": 4, "p2.hero.health": 30 },
  });
  cardCase("BRM_015", {
    does: "at 12 Health: 3 damage instead",
    p1: { hero: { card: "HERO_01", health: 12 }, board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "BRM_015", ref: "R" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "Y.health": 2, "E.health": 2 },
  });

  // Nefarian: "Battlecry: Add 2 random spells to your hand (from your opponent's class)."
  cardCase("BRM_030", {
    does: "against a Mage: two random Mage spells (no neutral card, none of your own class)",
    p1: { hero: { card: "HERO_01" }, hand: [{ card: "BRM_030", ref: "N" }] },
    p2: { hero: { card: "HERO_08" } },
    actions: [{ type: "play", card: "N" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(2);
      for (const c of hand) expect(findCard(c.card)).toMatchObject({ type: "SPELL", cardClass: "MAGE" });
    },
  });
  cardCase("BRM_030", {
    does: "against a classless hero (Ragnaros after Majordomo): two Tail Swipes",
    p1: { hand: [{ card: "BRM_030", ref: "N" }] },
    p2: { hero: { card: "BRM_027h" } },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.hand": ["BRM_030t", "BRM_030t"] },
  });
  cardCase("BRM_030t", {
    does: "Tail Swipe deals 4 damage",
    p1: { hand: [{ card: "BRM_030t", ref: "TS" }] },
    actions: [{ type: "play", card: "TS", target: "p2.hero" }],
    expect: { "p2.hero.health": 26 },
  });
});
