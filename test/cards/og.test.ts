/**
 * Behaviour tests of the Whispers of the Old Gods (OG) cards: one case per behaviour of each card's text.
 */
import { describe, expect, it } from "vitest";
import { allFacts } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, player, request, run } from "../support/engine.js";

type Body = Record<string, unknown>;
const next = (state: unknown, actions: Body[]) => run({ seed: 7, state, actions });
const facts = (id: string) => allFacts().find((f) => f.id === id)!;
const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

const YETI = "CS2_182";
const WISP = "CS2_231";
const OPPONENTS_TURN = { activePlayer: 2 };

describe("Whispers of the Old Gods", () => {
  // Feral Rage: "Choose One - Give your hero +4 Attack this turn; or Gain 8 Armor."
  describeCard("OG_047", () => {
    cardCase("OG_047", {
      does: "first option: your hero has +4 Attack and can attack with it; no Armor",
      p1: { hand: [{ card: "OG_047", ref: "F" }] },
      p2: { board: [{ card: "CS2_182", ref: "E" }] },
      actions: [{ type: "play", card: "F", choose: 1 }, { type: "attack", attacker: "p1.hero", defender: "E" }],
      expect: { "E.health": 1, "p1.hero.health": 26, "p1.hero.armor": 0, "p2.hero.attack": 0, "p1.mana.used": 3 },
    });
    cardCase("OG_047", {
      does: "the +4 Attack lasts this turn only",
      p1: { hand: [{ card: "OG_047", ref: "F" }], deck: wisps(1, "d") },
      p2: { deck: wisps(1, "e") },
      actions: [{ type: "play", card: "F", choose: 1 }, { type: "endTurn" }],
      expect: { "p1.hero.attack": 0, "p1.hero.enchantments": undefined },
    });
    cardCase("OG_047", {
      does: "second option: your hero gains 8 Armor, no Attack; the enemy hero gains none",
      p1: { hand: [{ card: "OG_047", ref: "F" }] },
      actions: [{ type: "play", card: "F", choose: 2 }],
      expect: { "p1.hero.armor": 8, "p1.hero.attack": 0, "p2.hero.armor": 0 },
    });
    cardCase("OG_047", {
      does: "without `choose`, a scripted choice picks (1 = the second option)",
      p1: { hand: [{ card: "OG_047", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      choices: [1],
      expect: { "p1.hero.armor": 8, "p1.hero.attack": 0 },
    });
    cardCase("OG_047", {
      does: "with no choice given, one option is picked from the seed and recorded",
      p1: { hand: [{ card: "OG_047", ref: "F" }] },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const d = r.random.find((x) => x.purpose === "Choose One")!;
        expect(d.candidates).toEqual(["0", "1"]);
        const hero = r.state.players[0].hero;
        expect([hero.attack, hero.armor]).toEqual(d.chosen === 0 ? [4, 0] : [0, 8]);
      },
    });
  });

  // Shifter Zerus: "Each turn this is in your hand, transform it into a random minion."
  describeCard("OG_123", () => {
    cardCase("OG_123", {
      does: "at the start of your turn it becomes a random minion (a recorded pick among minions only), and keeps shifting",
      state: OPPONENTS_TURN,
      p1: { hand: [{ card: "OG_123", ref: "Z" }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        const pick = r.random.find((d) => d.purpose === "random card to transform into")!;
        for (const id of pick.candidates as string[]) expect(facts(id).type).toBe("MINION");
        expect(pick.candidates).toContain(YETI);
        expect(at(r.state, "Z").card).toBe(pick.chosen);
        expect(at(r.state, "Z").enchantments?.map((e) => e.card).filter((c) => c !== undefined)).toEqual(["OG_123e"]); // the card it became may carry an anonymous hand aura of its own (the pool grows)
        expect(events(r, "transform")).toHaveLength(1);
      },
    });
    it("not at the start of the opponent's turn; again at your next one; the opponent's Zerus is not yours", () => {
      const r = run(request([
        player({ hand: [{ card: "OG_123", ref: "Z" }], deck: [{ card: WISP }] }),
        player({ hand: [{ card: "OG_123", ref: "EZ" }], deck: [{ card: WISP }] }),
      ], [{ type: "endTurn" }]));
      expect(at(r.state, "Z").card).toBe("OG_123");
      expect(at(r.state, "EZ").card).not.toBe("OG_123");
      const mine = next(r.state, [{ type: "endTurn" }]);
      expect(at(mine.state, "Z").card).not.toBe("OG_123");
      expect(events(mine, "transform").map((e) => e.target!.ref)).toEqual(["Z"]);
    });
    cardCase("OG_123", {
      does: "played before it shifts it is a plain 1/1; in play it does not shift",
      p1: { hand: [{ card: "OG_123", ref: "Z" }], deck: [{ card: WISP }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "Z" }, { type: "endTurn" }, { type: "endTurn" }],
      expect: { "Z.card": "OG_123", "Z.attack": 1, "Z.health": 1, "events.transform": 0 },
    });
  });

  // Y'Shaarj, Rage Unbound: "At the end of your turn, put a minion from your deck into the battlefield."
  describeCard("OG_042", () => {
    cardCase("OG_042", {
      does: "at the end of your turn a minion from your deck is put into play (a summon); spells stay in the deck",
      p1: { board: [{ card: "OG_042", ref: "Y" }], deck: [{ card: "CS2_029", ref: "FB" }, { card: YETI, ref: "M" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "M.zone": "board", "FB.zone": "deck", "p1.board": ["OG_042", YETI], "p2.board": [], "events.summon": 1 },
    });
    cardCase("OG_042", {
      does: "one minion per turn end, not two",
      p1: { board: [{ card: "OG_042", ref: "Y" }], deck: [{ card: YETI, ref: "M1" }, { card: YETI, ref: "M2" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.board": ["OG_042", YETI], "p1.deck.length": 1 },
    });
    cardCase("OG_042", {
      does: "not at the end of the opponent's turn; not from the opponent's deck",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "OG_042", ref: "Y" }], deck: [{ card: YETI, ref: "M" }] },
      p2: { deck: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "endTurn" }],
      expect: { "M.zone": "hand", "E.zone": "deck", "p1.board": ["OG_042"], "p2.board": [] },
    });
    cardCase("OG_042", {
      does: "with no minion in the deck nothing happens (no fatigue)",
      p1: { board: [{ card: "OG_042", ref: "Y" }], deck: [{ card: "CS2_029", ref: "FB" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "FB.zone": "deck", "p1.board": ["OG_042"], "p1.hero.health": 30 },
    });
  });
});
