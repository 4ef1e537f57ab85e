/**
 * Behaviour tests of the Blackrock Mountain (BRM) cards: one case per behaviour of each card's text.
 */
import { describe, expect, it } from "vitest";
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
});
