/**
 * Behaviour tests of The Grand Tournament (TGT) cards: one case per behaviour of each card's text.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, player, request, run } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

describe("TGT", () => {
  // Aviana: "Your minions cost (1)."
  cardCase("AT_045", {
    does: "every minion in your hand costs 1, cheap ones too; your spells and the opponent's minions do not change",
    p1: { board: [{ card: "AT_045" }], hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }, { card: "CS2_029", ref: "F" }] },
    p2: { hand: [{ card: "CS2_182", ref: "E" }], board: [{ card: "CS2_231", ref: "EW" }] },
    actions: [{ type: "destroy", target: "EW" }],
    expect: { "Y.cost": 1, "W.cost": 1, "F.cost": 4, "E.cost": 4 },
  });
  cardCase("AT_045", {
    does: "a minion played under Aviana costs 1 mana",
    p1: { board: [{ card: "AT_045" }], hand: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "p1.mana.used": 1, "Y.zone": "board" },
  });
  cardCase("AT_045", {
    does: "only in play: from the hand it does nothing, and its death ends it",
    p1: { board: [{ card: "AT_045", ref: "A" }], hand: [{ card: "AT_045", ref: "A2" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "destroy", target: "A" }],
    expect: { "Y.cost": 4, "A2.cost": 9 },
  });

  // Lowly Squire: "Inspire: Gain +1 Attack."
  cardCase("AT_082", {
    does: "Inspire: +1 Attack when you use your Hero Power",
    p1: { board: [{ card: "AT_082", ref: "S" }] },
    actions: [{ type: "heroPower", target: "p2.hero" }],
    expect: { "S.attack": 2, "S.health": 2, "S.enchantments.0.card": "AT_082e" },
  });
  cardCase("AT_082", {
    does: "not when the opponent uses theirs",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "AT_082", ref: "S" }] },
    actions: [{ type: "heroPower" }],
    expect: { "S.attack": 1, "p2.hero.armor": 2 },
  });
  cardCase("AT_082", {
    does: "each use counts: two turns, +2",
    p1: { board: [{ card: "AT_082", ref: "S" }], deck: wisps(2, "d") },
    p2: { deck: wisps(2, "e") },
    actions: [{ type: "heroPower", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower", target: "p2.hero" }],
    expect: { "S.attack": 3 },
  });

  // Competitive Spirit: "Secret: When your turn starts, give your minions +1/+1."
  describeCard("AT_073", () => {
    it("Competitive Spirit triggers at the start of its owner's turn, not the opponent's (2.1 MAIN_START_TRIGGERS)", () => {
      const r = run(request([player({ board: [{ card: "CS2_231", ref: "W" }], secrets: [{ card: "AT_073", ref: "CS" }], deck: wisps(2, "d") }), player({ deck: wisps(2, "e") })],
        [{ type: "endTurn" }]));
      expect(at(r.state, "CS").zone).toBe("secrets");
      expect(at(r.state, "W")).toMatchObject({ attack: 1, health: 1 });
      const r2 = run(request([player({ board: [{ card: "CS2_231", ref: "W" }], secrets: [{ card: "AT_073", ref: "CS" }], deck: wisps(2, "d") }), player({ deck: wisps(2, "e") })],
        [{ type: "endTurn" }, { type: "endTurn" }]));
      expect(at(r2.state, "CS").zone).toBe("graveyard");
      expect(at(r2.state, "W")).toMatchObject({ attack: 2, health: 2 });
    });
  });
  cardCase("AT_073", {
    does: "every minion of yours gets +1/+1, none of the opponent's",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_182", ref: "B" }], secrets: [{ card: "AT_073", ref: "CS" }], deck: wisps(1, "d") },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "endTurn" }],
    expect: { "A.attack": 2, "A.health": 2, "B.attack": 5, "B.health": 6, "E.attack": 4, "E.health": 5, "CS.zone": "graveyard" },
  });
  cardCase("AT_073", {
    does: "with no minion of yours it stays hidden",
    state: { activePlayer: 2 },
    p1: { secrets: [{ card: "AT_073", ref: "CS" }], deck: wisps(1, "d") },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "endTurn" }],
    expect: { "CS.zone": "secrets", "E.attack": 4 },
  });

  // Crowd Favorite: "Whenever you play a card with Battlecry, gain +1/+1."
  describeCard("AT_121", () => {
    it("Crowd Favorite: +1/+1 for a card with Battlecry only", () => {
      const r = run(request([player({ board: [{ card: "AT_121", ref: "CF" }], hand: [{ card: "EX1_015", ref: "NE" }, { card: "CS2_231", ref: "W" }, { card: "CS2_029", ref: "F" }] }), player()],
        [{ type: "play", card: "NE" }, { type: "play", card: "W" }, { type: "play", card: "F", target: "p2.hero" }]));
      expect(at(r.state, "CF")).toMatchObject({ attack: 5, health: 5 });
    });
  });
  cardCase("AT_121", {
    does: "not for the opponent's Battlecry cards, nor for a Battlecry minion summoned without being played",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "AT_121", ref: "CF" }] },
    p2: { hand: [{ card: "EX1_015", ref: "NE" }] },
    actions: [{ type: "play", card: "NE" }, { type: "summon", card: "EX1_015", player: 1 }],
    expect: { "CF.attack": 4, "CF.health": 4 },
  });
  cardCase("AT_121", {
    does: "each Battlecry card played counts",
    p1: { board: [{ card: "AT_121", ref: "CF" }], hand: [{ card: "EX1_015", ref: "A" }, { card: "EX1_015", ref: "B" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }],
    expect: { "CF.attack": 6, "CF.health": 6 },
  });

  // Sea Reaver: "When you draw this, deal 1 damage to your minions."
  describeCard("AT_130", () => {
    it("Sea Reaver: drawing it deals 1 damage to your minions, before the other draw triggers", () => {
      const watcher = { id: "T_DRAW_SEEN", type: "MINION", cost: 1, attack: 0, health: 3, triggers: [{ on: "draw", do: [{ type: "buff", to: "self", attack: 1 }] }] };
      const r = run(request([player({ board: [{ card: "T_DRAW_SEEN", ref: "T" }, { card: "CS2_231", ref: "W" }], deck: [{ card: "AT_130", ref: "SR" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })],
        [{ type: "draw", player: 1 }], { cards: [watcher] }));
      expect(at(r.state, "SR").zone).toBe("hand");
      expect(at(r.state, "W").zone).toBe("graveyard");
      expect(at(r.state, "T")).toMatchObject({ health: 2, attack: 1 });
      expect(at(r.state, "E").health).toBe(5);
      const order = r.trace.flatMap(function flat(n): string[] { return [...(n.kind === "trigger" ? [n.card] : []), ...n.children.flatMap(flat)]; });
      expect(order).toEqual(["AT_130", "T_DRAW_SEEN"]);
    });
  });
  cardCase("AT_130", {
    does: "no damage to the heroes; played, it deals none",
    p1: { board: [{ card: "CS2_182", ref: "Y" }], deck: [{ card: "AT_130", ref: "SR" }] },
    actions: [{ type: "draw", player: 1 }, { type: "play", card: "SR" }],
    expect: { "Y.health": 4, "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 1, "SR.zone": "board" },
  });
  cardCase("AT_130", {
    does: "drawn by the opponent, it damages the opponent's minions",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }], deck: [{ card: "AT_130", ref: "SR" }] },
    actions: [{ type: "draw", player: 2 }],
    expect: { "Y.health": 5, "E.health": 4 },
  });

  // Anub'arak: "Deathrattle: Summon a 4/4 Nerubian with 'Deathrattle: Summon Anub'arak.'"
  describeCard("AT_036", () => {
    it("Anub'arak leaves a Nerubian, whose deathrattle brings Anub'arak back", () => {
      const r = run(request([player({ board: [{ card: "AT_036", ref: "AN" }] }), player()], [{ type: "destroy", target: "AN" }, { type: "destroy", target: "p1.board.0" }]));
      expect(cards(r.state.players[0].board)).toEqual(["AT_036"]);
      expect(r.state.deaths.map((d) => d.card)).toEqual(["AT_036", "AT_036t"]);
    });
  });
  cardCase("AT_036", {
    does: "the Nerubian is a 4/4 where Anub'arak stood, for its owner",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "CS2_231" }, { card: "AT_036", ref: "AN" }, { card: "CS2_182" }] },
    actions: [{ type: "destroy", target: "AN" }],
    expect: { "p1.board": ["CS2_231", "AT_036t", "CS2_182"], "p1.board.1.attack": 4, "p1.board.1.health": 4, "p2.board": [] },
  });
  cardCase("AT_036", {
    does: "Anub'arak comes back as a fresh 8/4",
    p1: { board: [{ card: "AT_036t", ref: "N" }] },
    actions: [{ type: "destroy", target: "N" }],
    expect: { "p1.board": ["AT_036"], "p1.board.0.attack": 8, "p1.board.0.health": 4 },
  });
});
