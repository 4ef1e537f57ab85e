/** Behaviour tests of The Witchwood cards the lead implemented in session 13. */
import { describe, expect, it } from "vitest";
import { EngineError, options } from "../../src/engine/index.js";
import { OptionsRequest } from "../../src/engine/hearthstone/schema.js";
import { cardCase, describeCard } from "../support/cards.js";
import { player, request, run } from "../support/engine.js";

const MAGE = { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } }; // Fireblast: 1 damage
const PRIEST = { hero: { card: "HERO_09", health: 20 }, heroPower: { card: "HERO_09bp" } }; // Lesser Heal: restore 2

describe("The Witchwood (lead, session 13)", () => {
  describeCard("GIL_646", () => {
    cardCase("GIL_646", {
      does: "Fireblast deals 2",
      p1: { ...MAGE, board: [{ card: "GIL_646" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 28 },
    });
    cardCase("GIL_646", {
      does: "Lesser Heal restores 4",
      p1: { ...PRIEST, board: [{ card: "GIL_646" }] },
      actions: [{ type: "heroPower", target: "p1.hero" }],
      expect: { "p1.hero.health": 24 },
    });
    cardCase("GIL_646", {
      does: "two Automatons: four times",
      p1: { ...MAGE, board: [{ card: "GIL_646" }, { card: "GIL_646" }] },
      actions: [{ type: "heroPower", target: "p2.hero" }],
      expect: { "p2.hero.health": 26 },
    });
    cardCase("GIL_646", {
      does: "spells are not doubled",
      p1: { board: [{ card: "GIL_646" }], hand: [{ card: "CS2_008", ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "p2.hero.health": 29 },
    });
    cardCase("GIL_646", {
      does: "the opponent's Hero Power is not doubled",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "GIL_646" }] },
      p2: MAGE,
      actions: [{ type: "heroPower", target: "p1.hero" }],
      expect: { "p1.hero.health": 29 },
    });
  });
});

describe("The Witchwood (lead, session 13): Hagatha the Witch", () => {
  const YETI = "CS2_182";
  const WISP = "CS2_231";
  describeCard("GIL_504", () => {
    cardCase("GIL_504", {
      does: "played: 3 damage to all minions, 5 Armor, Bewitch as the Hero Power",
      p1: { board: [{ card: YETI, ref: "A" }], hand: [{ card: "GIL_504", ref: "H" }] },
      p2: { board: [{ card: WISP }, { card: YETI, ref: "B" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.hero.card": "GIL_504", "p1.hero.armor": 5, "p1.heroPower.card": "GIL_504h", "A.health": 2, "B.health": 2, "p2.board": [YETI] },
    });
    cardCase("GIL_504", {
      does: "Bewitch: after you play a minion, a random Shaman spell in your hand",
      p1: { hero: { card: "GIL_504" }, heroPower: { card: "GIL_504h" }, hand: [{ card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.hand.length": 1 },
      check: (r) => {
        const card = r.random.find((d) => typeof d.chosen === "string")?.chosen;
        expect(r.state.players[0]!.hand[0]!.card).toBe(card);
      },
    });
    cardCase("GIL_504", {
      does: "Bewitch: a spell played gives nothing; the opponent's minion neither",
      p1: { hero: { card: "GIL_504" }, heroPower: { card: "GIL_504h" }, hand: [{ card: "CS2_008", ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      expect: { "p1.hand": [] },
    });
    it("Bewitch can't be used (the reason given), and /v1/options offers no Hero Power", () => {
      let err: EngineError | undefined;
      try { run(request([player({ hero: { card: "GIL_504" }, heroPower: { card: "GIL_504h" } }), player()], [{ type: "heroPower" }])); } catch (e) { err = e as EngineError; }
      expect(err?.code).toBe("illegal_action");
      expect(err?.message).toMatch(/Passive Hero Power/);
      const o = options(OptionsRequest.parse({ state: { players: [player({ hero: { card: "GIL_504" }, heroPower: { card: "GIL_504h" } }), player()] } }));
      expect(o.actions.filter((a) => a.type === "heroPower")).toEqual([]);
      const mage = options(OptionsRequest.parse({ state: { players: [player({ hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } }), player()] } }));
      expect(mage.actions.filter((a) => a.type === "heroPower").length).toBeGreaterThan(0);
    });
  });
});
