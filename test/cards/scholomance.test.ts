/** Behaviour tests of Scholomance Academy (SCHOLOMANCE) cards. */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, player, request, run, triggerOrder } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const FIREBALL = "CS2_029"; // (4)
const MOONFIRE = "CS2_008";

describe("Scholomance Academy", () => {
  describeCard("SCH_248", () => {
    it("5.1 例: with Wild Pyromancer (entered first), The Coin: the Pyromancer mortally wounds the Flinger, which still returns to hand", () => {
      const r = run(request([
        player({ board: [{ card: "NEW1_020", ref: "WP" }, { card: "SCH_248", ref: "PF" }], hand: [{ card: "GAME_005", ref: "C" }] }),
        player(),
      ], [{ type: "play", card: "C" }]));
      expect(triggerOrder(r, ["WP", "PF"])).toEqual(["WP", "PF"]);
      expect(at(r.state, "PF")).toMatchObject({ zone: "hand", health: 1 });
      expect(events(r, "death")).toHaveLength(0);
      expect(at(r.state, "WP")).toMatchObject({ zone: "board", health: 1 });
    });

    it("5.1 例: Pressure Plate entered before the Flinger destroys it, and Spellburst still returns it to hand", () => {
      const r = run(request([
        player({ board: [{ card: "SCH_248", ref: "PF", order: 20 }], hand: [{ card: "GAME_005", ref: "C" }] }),
        player({ secrets: [{ card: "ULD_152", ref: "PP", order: 10 }] }),
      ], [{ type: "play", card: "C" }]));
      expect(triggerOrder(r, ["PP", "PF"])).toEqual(["PP", "PF"]);
      expect(at(r.state, "PP").zone).toBe("graveyard");
      expect(events(r, "destroy").map((e) => e.target!.ref)).toEqual(["PF"]);
      expect(at(r.state, "PF").zone).toBe("hand");
      expect(events(r, "death")).toHaveLength(0);
    });

    it("5.1 例: the Flinger entered first returns to hand; Pressure Plate then has no minion and does not trigger", () => {
      const r = run(request([
        player({ board: [{ card: "SCH_248", ref: "PF", order: 10 }], hand: [{ card: "GAME_005", ref: "C" }] }),
        player({ secrets: [{ card: "ULD_152", ref: "PP", order: 20 }] }),
      ], [{ type: "play", card: "C" }]));
      expect(at(r.state, "PF").zone).toBe("hand");
      expect(at(r.state, "PP").zone).toBe("secrets");
      expect(events(r, "reveal")).toHaveLength(0);
    });

    it("Spellburst works once: a second spell does nothing more; the card played again has it again", () => {
      // The Flinger returns on the first Coin, is played again (its battlecry hits the Yeti) as a new minion, and returns again.
      const r = run(request([
        player({ board: [{ card: "SCH_248", ref: "PF" }], hand: [{ card: "GAME_005", ref: "C1" }, { card: "GAME_005", ref: "C2" }] }),
        player({ board: [{ card: "CS2_182", ref: "Y" }] }),
      ], [{ type: "play", card: "C1" }, { type: "play", card: "PF", target: "Y" }, { type: "play", card: "C2" }]));
      expect(at(r.state, "PF").zone).toBe("hand");
      expect(at(r.state, "Y").health).toBe(4);
      expect(triggerOrder(r, ["PF"])).toEqual(["PF", "PF"]);
    });

    it("a `once` trigger is used up when it resolves: two spells, one buff (test-only Spellburst minion)", () => {
      const burst = { id: "T_BURST_BUFF", type: "MINION", cost: 1, attack: 1, health: 1,
        triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", attack: 1 }] }] };
      const r = run(request([
        player({ board: [{ card: "T_BURST_BUFF", ref: "B" }], hand: [{ card: "GAME_005", ref: "C1" }, { card: "GAME_005", ref: "C2" }] }),
        player(),
      ], [{ type: "play", card: "C1" }, { type: "play", card: "C2" }], { cards: [burst] }));
      expect(at(r.state, "B").attack).toBe(2);
      expect(triggerOrder(r, ["B"])).toEqual(["B"]);
      expect(at(r.state, "B").tags?.TRIGGER_USED_0).toBe(1);
    });
    cardCase("SCH_248", {
      does: "Battlecry: 1 damage to the minion chosen, enemy or friendly; nothing else is hit",
      p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "SCH_248", ref: "PF" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "PF", target: "F" }],
      expect: { "F.health": 4, "E.health": 5, "p2.hero.health": 30, "events.damage": 1, "PF.zone": "board" },
    });
    cardCase("SCH_248", {
      does: "it cannot target a hero",
      p1: { hand: [{ card: "SCH_248", ref: "PF" }] },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "PF", target: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("SCH_248", {
      does: "with no minion to target it is still played, and deals nothing",
      p1: { hand: [{ card: "SCH_248", ref: "PF" }] },
      actions: [{ type: "play", card: "PF" }],
      expect: { "PF.zone": "board", "events.damage": 0 },
    });
    cardCase("SCH_248", {
      does: "Spellburst is your spell only: a minion you play, or the opponent's spell, leaves it in play",
      p1: { board: [{ card: "SCH_248", ref: "PF" }], hand: [{ card: WISP, ref: "W" }] },
      p2: { hand: [{ card: MOONFIRE, ref: "M" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "play", card: "M", target: "p1.hero" }],
      expect: { "PF.zone": "board", "p1.hero.health": 29 },
    });
  });

  describeCard("SCH_621", () => {
    it("5.4: each Rattlegore comes back 1/1 smaller than it died — 9/9, then 8/8, then 7/7", () => {
      const r = run(request([player({ board: [{ card: "SCH_621", ref: "R" }] }), player()], [{ type: "destroy", target: "R" }]));
      expect(r.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual([["SCH_621", 8, 8]]);
      // The summon comes first (as a 9/9), then the -1/-1.
      expect(events(r, "summon")).toHaveLength(1);
      const again = run({ seed: 7, state: r.state, actions: [{ type: "destroy", target: "p1.board.0" }] });
      expect(again.state.players[0].board.map((m) => [m.attack, m.health, m.maxHealth])).toEqual([[7, 7, 7]]);
    });

    it("4.8: it reads the stats the Rattlegore had when it left play, buffs and damage aside (the graveyard resets it)", () => {
      const r = run(request([player({ board: [{ card: "SCH_621", ref: "R", attack: 12, health: 3, maxHealth: 11 }] }), player()], [{ type: "destroy", target: "R" }]));
      expect(r.state.players[0].board.map((m) => [m.attack, m.health, m.maxHealth])).toEqual([[11, 10, 10]]);
      expect(at(r.state, "R")).toMatchObject({ zone: "graveyard", attack: 9, health: 9 });
    });

    it("a 1/1 Rattlegore brings none back", () => {
      const r = run(request([player({ board: [{ card: "SCH_621", ref: "R", attack: 1, health: 1, maxHealth: 1 }] }), player()], [{ type: "destroy", target: "R" }]));
      expect(r.state.players[0].board).toHaveLength(0);
    });
    cardCase("SCH_621", {
      does: "the Rattlegore brought back is on its owner's side, where the dead one stood, and is a Rattlegore with the Deathrattle",
      p2: { board: [{ card: WISP }, { card: "SCH_621", ref: "R" }, { card: WISP }] },
      actions: [{ type: "destroy", target: "R" }],
      expect: { "p2.board": [WISP, "SCH_621", WISP], "p1.board": [], "p2.board.1.attack": 8, "p2.board.1.health": 8 },
    });
    cardCase("SCH_621", {
      does: "silenced, it brings none back",
      p1: { board: [{ card: "SCH_621", ref: "R" }], hand: [{ card: "EX1_332", ref: "SIL" }] },
      actions: [{ type: "play", card: "SIL", target: "R" }, { type: "destroy", target: "R" }],
      expect: { "p1.board": [], "R.zone": "graveyard" },
    });
  });

  describeCard("SCH_713", () => {
    cardCase("SCH_713", {
      does: "on the opponent's next turn their spells cost (1) more; their minions and your spells do not",
      p1: { hand: [{ card: "SCH_713", ref: "N" }, { card: FIREBALL, ref: "MYFB" }], deck: [{ card: WISP }] },
      p2: { hand: [{ card: FIREBALL, ref: "FB" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "N" }, { type: "endTurn" }],
      expect: { "FB.cost": 5, "Y.cost": 4, "MYFB.cost": 4 },
    });
    cardCase("SCH_713", {
      does: "not yet on your own turn (\"next turn\"): the opponent's spells still cost their usual",
      p1: { hand: [{ card: "SCH_713", ref: "N" }] },
      p2: { hand: [{ card: FIREBALL, ref: "FB" }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "FB.cost": 4, "p2.hero.enchantments.0.card": "SCH_713e" },
    });
    cardCase("SCH_713", {
      does: "the opponent pays the (1) more; it lasts their one turn only",
      p1: { hand: [{ card: "SCH_713", ref: "N" }], deck: [{ card: WISP }, { card: WISP }] },
      p2: { hand: [{ card: FIREBALL, ref: "FB" }, { card: FIREBALL, ref: "FB2" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "N" }, { type: "endTurn" }, { type: "play", card: "FB", target: "p1.hero" }, { type: "endTurn" }],
      expect: { "p2.mana.used": 5, "p1.hero.health": 24, "FB2.cost": 4, "p2.hero.enchantments": undefined },
    });
  });
});
