/** Behaviour tests of Rise of Shadows (DALARAN) cards. */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run } from "../support/engine.js";
import { allFacts } from "../../src/engine/hearthstone/cards/facts.js";

const classOf = (id: string) => allFacts().find((f) => f.id === id)!.cardClass;
const typeOf = (id: string) => allFacts().find((f) => f.id === id)!.type;

const YETI = "CS2_182";

describe("Rise of Shadows", () => {
  describeCard("DAL_575", () => {
    it("Dr. Boom's two Boom Bots become four, each copy right of its original", () => {
      const r = run(request([player({ board: [{ card: "DAL_575" }], hand: [{ card: "GVG_110", ref: "B" }] }), player()], [{ type: "play", card: "B" }]));
      // The Bots go right of Dr. Boom, then left (rules-notes 101); each copy right of its original.
      expect(cards(r.state.players[0].board)).toEqual(["DAL_575", "GVG_110t", "GVG_110t", "GVG_110", "GVG_110t", "GVG_110t"]);
    });
    it("the enemy's summons are not doubled", () => {
      const r = run(request([
        player({ board: [{ card: "DAL_575" }] }),
        player({ hand: [{ card: "GVG_110", ref: "B" }] }),
      ], [{ type: "play", card: "B" }], { state: { activePlayer: 2 } }));
      expect(cards(r.state.players[1].board)).toEqual(["GVG_110t", "GVG_110", "GVG_110t"]);
    });
    cardCase("DAL_575", {
      does: "a minion played is not summoned twice",
      p1: { board: [{ card: "DAL_575", ref: "KH" }], hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "p1.board": ["DAL_575", YETI] },
    });
    cardCase("DAL_575", {
      does: "a spell's summons are doubled: Mirror Image makes four 0/2s",
      p1: { board: [{ card: "DAL_575", ref: "KH" }], hand: [{ card: "CS2_027", ref: "MI" }] },
      actions: [{ type: "play", card: "MI" }],
      expect: { "p1.board": ["DAL_575", "CS2_mirror", "CS2_mirror", "CS2_mirror", "CS2_mirror"], "p2.board": [] },
    });
    cardCase("DAL_575", {
      does: "a Deathrattle's summon is doubled: Harvest Golem leaves two Damaged Golems",
      p1: { board: [{ card: "DAL_575", ref: "KH" }, { card: "EX1_556", ref: "HG" }] },
      actions: [{ type: "destroy", target: "HG" }],
      expect: { "p1.board": ["DAL_575", "skele21", "skele21"] },
    });
    cardCase("DAL_575", {
      does: "a Hero Power's summon is doubled (Reinforce: two Silver Hand Recruits)",
      p1: { hero: { card: "HERO_04" }, board: [{ card: "DAL_575", ref: "KH" }] },
      actions: [{ type: "heroPower" }],
      expect: { "p1.board": ["DAL_575", "CS2_101t", "CS2_101t"] },
    });
    cardCase("DAL_575", {
      does: "in hand it doubles nothing",
      p1: { hand: [{ card: "DAL_575", ref: "KH" }, { card: "CS2_027", ref: "MI" }] },
      actions: [{ type: "play", card: "MI" }],
      expect: { "p1.board": ["CS2_mirror", "CS2_mirror"] },
    });
  });

  describeCard("DAL_609", () => {
    it("your first spell each turn costs (0); the next one costs its usual", () => {
      const r = run(request([
        player({ board: [{ card: "DAL_609", ref: "K" }], hand: [{ card: "CS2_029", ref: "FB" }, { card: "CS2_024", ref: "FR" }] }),
        player(),
      ], [{ type: "play", card: "FB", target: "p2.hero" }]));
      expect(r.state.players[0].mana.used).toBe(0);
      expect(r.state.players[1].hero.health).toBe(24);
      expect(at(r.state, "FR").cost).toBe(2);
      expect(r.state.players[0].tags.NUM_SPELLS_PLAYED_THIS_TURN).toBe(1);
    });
    it("a minion played first does not use it up", () => {
      const r = run(request([
        player({ board: [{ card: "DAL_609", ref: "K" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_029", ref: "FB" }] }),
        player(),
      ], [{ type: "play", card: "W" }]));
      expect(at(r.state, "FB").cost).toBe(0);
    });
    it("5.1: its Discover offers spells of your hero's class or neutral ones (a Priest hero: no Mage spells)", () => {
      const r = run(request([
        player({ hero: { card: "HERO_09" }, hand: [{ card: "DAL_609", ref: "K" }] }),
        player(),
      ], [{ type: "play", card: "K" }], { choices: [0] }));
      const ev = events(r, "discover")[0]!;
      const options = ev.options as string[];
      expect(options).toHaveLength(3);
      for (const id of options) expect(["PRIEST", "NEUTRAL"]).toContain(classOf(id));
      expect(r.state.players[0].hand.map((c) => c.card)).toEqual([options[0]]);
      // Kalecgos's aura makes the discovered spell cost (0) in hand.
      expect(r.state.players[0].hand[0]!.cost).toBe(0);
    });
    it("4.11 (1767): with no spell played it neither lapses nor refreshes; after a spell it refreshes at your next turn start, after Naga Sea Witch", () => {
      const lurker = { card: "KAR_041", ref: "ML", enchantments: [{ card: "KAR_041e", remembers: "LOE_038", remembersOwner: 1 }] };
      const r = run(request([
        player({ board: [{ card: "DAL_609", ref: "K" }, lurker], hand: [{ card: "CS2_029", ref: "FB" }, { card: "CS2_024", ref: "FR" }] }),
        player(),
      ], [{ type: "destroy", target: "ML" }, { type: "endTurn" }, { type: "endTurn" }]));
      // Naga entered after Kalecgos's state: (5); the next turn start does not refresh it (no spell was played).
      expect(at(r.state, "FB").cost).toBe(5);
      const later = run(request([
        player({ board: [{ card: "DAL_609", ref: "K" }, lurker], hand: [{ card: "CS2_029", ref: "FB" }, { card: "CS2_024", ref: "FR" }] }),
        player(),
      ], [{ type: "destroy", target: "ML" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "FR", target: "p2.hero" },
        { type: "endTurn" }, { type: "endTurn" }]));
      expect(at(later.state, "FB").cost).toBe(0);
    });
    cardCase("DAL_609", {
      does: "the Discover offers three different spells and puts the one picked in your hand (a Mage hero: Mage or neutral spells)",
      p1: { hand: [{ card: "DAL_609", ref: "K" }] },
      actions: [{ type: "play", card: "K" }],
      choices: [2],
      check: (r) => {
        const options = events(r, "discover")[0]!.options as string[];
        expect(new Set(options).size).toBe(3);
        for (const id of options) {
          expect(typeOf(id)).toBe("SPELL");
          expect(["MAGE", "NEUTRAL"]).toContain(classOf(id));
        }
        expect(cards(r.state.players[0].hand)).toEqual([options[2]]);
        expect(r.state.players[1].hand).toHaveLength(0);
      },
    });
    cardCase("DAL_609", {
      does: "only your spells: the opponent's spells and your minions keep their cost",
      p1: { board: [{ card: "DAL_609", ref: "K" }], hand: [{ card: YETI, ref: "Y" }, { card: "CS2_029", ref: "FB" }] },
      p2: { hand: [{ card: "CS2_029", ref: "EFB" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "p1.mana.used": 4, "FB.cost": 0, "EFB.cost": 4 },
    });
    cardCase("DAL_609", {
      does: "in hand it discounts nothing",
      p1: { hand: [{ card: "DAL_609", ref: "K" }, { card: "CS2_029", ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "p2.hero" }],
      expect: { "p1.mana.used": 4, "K.cost": 8 },
    });
  });
});
