/**
 * Behaviour tests of Mean Streets of Gadgetzan (GANGS) cards. Secrets are owned by player 1 and tested on player 2's turn,
 * with a case showing what does not set them off. Mayor Noggenfogger's random picks are asserted for every seed: the
 * pick is among the right candidates and the effect lands on it (the rulebook's worked examples are in
 * test/rules/rulebook-examples-more.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run, triggerOrder } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const DECKHAND = "CS2_146"; // Southsea Deckhand, a 2/1 Pirate
const OPPONENTS_TURN = { activePlayer: 2 };
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

type Pick = ResolveResult["random"][number];
const picks = (r: ResolveResult, purpose: string) => r.random.filter((d) => d.purpose === purpose);
const idOf = (x: unknown) => (x as { id: number }).id;
const cardOf = (x: unknown) => (x as { card: string }).card;
/** The damage events' targets, by entity id. */
const hitIds = (r: ResolveResult) => events(r, "damage").map((e) => (e.target as { id: number }).id);
const only = (list: Pick[]) => {
  expect(list).toHaveLength(1);
  return list[0]!;
};

describe("Mean Streets of Gadgetzan", () => {
  describeCard("CFM_756", () => {
    it("Alley Armorsmith gains as much Armor as it deals; a Divine Shield gives none", () => {
      const r = run(request([
        player({ board: [{ card: "CFM_756", ref: "AA" }] }),
        player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "EX1_008", ref: "SQ" }] }),
      ], [{ type: "attack", attacker: "AA", defender: "Y" }]));
      expect(r.state.players[0].hero.armor).toBe(3);
      const shield = run(request([
        player({ board: [{ card: "CFM_756", ref: "AA" }] }),
        player({ board: [{ card: "EX1_008", ref: "SQ" }] }),
      ], [{ type: "attack", attacker: "AA", defender: "SQ" }]));
      // Its hit on the Squire became 0 at the Divine Shield: no damage dealt, no Armor (taking damage gives none either).
      expect(shield.state.players[0].hero.armor).toBe(0);
    });
    cardCase("CFM_756", {
      does: "attacked on the opponent's turn, the damage it deals back gives its controller the Armor, not the attacker's",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "CFM_756", ref: "AA" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "AA" }],
      expect: { "p1.hero.armor": 3, "p2.hero.armor": 0, "AA.health": 3, "Y.health": 2 },
    });
    cardCase("CFM_756", {
      does: "that much: with 5 Attack it deals 5 and gains 5",
      p1: { board: [{ card: "CFM_756", ref: "AA", attack: 5 }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "AA", defender: "Y" }],
      expect: { "p1.hero.armor": 5, "Y.zone": "graveyard" },
    });
    cardCase("CFM_756", {
      does: "another friendly minion's damage gives none; its own attack on the hero gives 3",
      p1: { board: [{ card: "CFM_756", ref: "AA" }, { card: YETI, ref: "F" }] },
      actions: [{ type: "attack", attacker: "F", defender: "p2.hero" }, { type: "attack", attacker: "AA", defender: "p2.hero" }],
      expect: { "p1.hero.armor": 3, "p2.hero.health": 23 },
    });
  });

  describeCard("CFM_851", () => {
    it("Daring Reporter grows when the opponent draws", () => {
      const r = run(request([
        player({ board: [{ card: "CFM_851", ref: "DR" }, { card: "GVG_086", ref: "SE" }], hand: [{ card: "EX1_050", ref: "CO" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
        player({ deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
      ], [{ type: "play", card: "CO" }]));
      expect(at(r.state, "DR")).toMatchObject({ attack: 5, health: 5 });
    });
    cardCase("CFM_851", {
      does: "your own draws do not make it grow",
      p1: { board: [{ card: "CFM_851", ref: "DR" }], hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "AI" }],
      expect: { "DR.attack": 3, "DR.health": 3, "p1.hand.length": 2 },
    });
    cardCase("CFM_851", {
      does: "+1/+1 per card the opponent draws, one at a time (three draws: 6/6)",
      p1: { board: [{ card: "CFM_851", ref: "DR" }] },
      p2: { deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "draw", player: 2, count: 3 }],
      expect: { "DR.attack": 6, "DR.health": 6, "DR.maxHealth": 6 },
    });
    cardCase("CFM_851", {
      does: "3.4 例如: at 1 Health, the opponent's Mortal Coil kills it and draws; the mortally wounded Reporter does not grow",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "CFM_851", ref: "DR", health: 1 }] },
      p2: { hand: [{ card: "EX1_302", ref: "MC" }], deck: [{ card: WISP, ref: "D" }] },
      actions: [{ type: "play", card: "MC", target: "DR" }],
      expect: { "DR.zone": "graveyard", "D.zone": "hand" },
      check: (r) => expect(triggerOrder(r, ["DR"])).toEqual([]),
    });
  });

  describeCard("CFM_670", () => {
    cardCase("CFM_670", {
      does: "your spell's target is chosen again at random among all its valid targets, and the spell hits that one (any seed)",
      p1: { board: [{ card: "CFM_670", ref: "M" }], hand: [{ card: "CS2_029", ref: "FB" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "FB", target: "Y" }],
      seed: 11,
      check: (r) => {
        const d = only(picks(r, "new target"));
        expect(d.candidates.map(cardOf).sort()).toEqual(["CFM_670", YETI, "HERO_01", "HERO_08"].sort());
        expect(hitIds(r)).toEqual([idOf(d.chosen)]);
      },
    });
    cardCase("CFM_670", {
      does: "the opponent's spells too (it works for both players)",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "CFM_670", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "CS2_029", ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "p1.hero" }],
      check: (r) => {
        const d = only(picks(r, "new target"));
        expect(d.candidates).toHaveLength(4);
        expect(hitIds(r)).toEqual([idOf(d.chosen)]);
      },
    });
    cardCase("CFM_670", {
      does: "an attack's defender is chosen again among the attacker's enemy characters (Taunt ignored), and the attack lands there",
      p1: { board: [{ card: YETI, ref: "A" }] },
      p2: { board: [{ card: "CFM_670", ref: "M" }, { card: WISP, ref: "W" }, { card: "CS2_179", ref: "T" }] },
      actions: [{ type: "attack", attacker: "A", defender: "T" }],
      seed: 3,
      check: (r) => {
        const d = only(picks(r, "new defender"));
        expect(d.candidates.map(cardOf).sort()).toEqual(["CFM_670", WISP, "CS2_179", "HERO_01"].sort());
        const fromA = events(r, "damage").filter((e) => (e.source as { ref?: string } | undefined)?.ref === "A");
        expect(fromA.map((e) => (e.target as { id: number }).id)).toEqual([idOf(d.chosen)]);
      },
    });
    cardCase("CFM_670", {
      does: "with only the enemy hero to attack (one enemy character) nothing is chosen again",
      p1: { board: [{ card: "CFM_670", ref: "M" }, { card: YETI, ref: "A" }] },
      actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }],
      expect: { "p2.hero.health": 26 },
      check: (r) => expect(r.random).toEqual([]),
    });
    cardCase("CFM_670", {
      does: "a target with no other valid choice is kept (Shattered Sun Cleric with the Mayor as its only friendly minion)",
      p1: { board: [{ card: "CFM_670", ref: "M" }], hand: [{ card: "EX1_019", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "M" }],
      expect: { "M.attack": 6, "M.health": 5, "Y.attack": 4 },
      check: (r) => expect(r.random).toEqual([]),
    });
    cardCase("CFM_670", {
      does: "in hand it changes nothing",
      p1: { hand: [{ card: "CFM_670", ref: "M" }, { card: "CS2_029", ref: "FB" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "FB", target: "Y" }],
      expect: { "Y.zone": "graveyard", "p2.hero.health": 30 },
      check: (r) => expect(r.random).toEqual([]),
    });
  });

  describeCard("CFM_637", () => {
    it("Patches the Pirate comes from the deck after you play a Pirate", () => {
      const r = run(request([player({ hand: [{ card: "CS2_146", ref: "D" }], deck: [{ card: "CFM_637", ref: "P" }] }), player()], [{ type: "play", card: "D" }]));
      expect(at(r.state, "P").zone).toBe("board");
      expect(cards(r.state.players[0].board)).toEqual(["CS2_146", "CFM_637"]);
    });
    it("2.2 例如: a Faceless Manipulator copying a Pirate does not bring Patches", () => {
      const r = run(request([player({ board: [{ card: "CS2_146", ref: "D" }], hand: [{ card: "EX1_564", ref: "F" }], deck: [{ card: "CFM_637", ref: "P" }] }), player()],
        [{ type: "play", card: "F", target: "D" }]));
      expect(at(r.state, "F").card).toBe("CS2_146");
      expect(at(r.state, "P").zone).toBe("deck");
    });
    it("2.2 例如: a Southsea Deckhand turned into a Sheep by the enemy Potion does not bring Patches", () => {
      const r = run(request([player({ hand: [{ card: "CS2_146", ref: "D" }], deck: [{ card: "CFM_637", ref: "P" }] }), player({ secrets: [{ card: "CFM_620" }] })],
        [{ type: "play", card: "D" }]));
      expect(at(r.state, "D").card).toBe("CS2_tk1");
      expect(at(r.state, "P").zone).toBe("deck");
    });
    cardCase("CFM_637", {
      does: "a minion that is no Pirate, and a Pirate summoned rather than played, leave it in the deck",
      p1: { hand: [{ card: YETI, ref: "Y" }], deck: [{ card: "CFM_637", ref: "P" }] },
      actions: [{ type: "play", card: "Y" }, { type: "summon", card: DECKHAND, player: 1 }],
      expect: { "P.zone": "deck", "p1.board": [YETI, DECKHAND] },
    });
    cardCase("CFM_637", {
      does: "the opponent's Pirate does not bring your Patches; theirs comes for them",
      state: OPPONENTS_TURN,
      p1: { deck: [{ card: "CFM_637", ref: "P1" }] },
      p2: { hand: [{ card: DECKHAND, ref: "D" }], deck: [{ card: "CFM_637", ref: "P2" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "P1.zone": "deck", "P2.zone": "board", "p2.board": [DECKHAND, "CFM_637"], "p1.board": [] },
    });
    cardCase("CFM_637", {
      does: "in hand it does nothing; with a full board it stays in the deck",
      p1: { board: wisps(6), hand: [{ card: DECKHAND, ref: "D" }, { card: "CFM_637", ref: "PH" }], deck: [{ card: "CFM_637", ref: "P" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "P.zone": "deck", "PH.zone": "hand", "p1.board.length": 7 },
    });
  });

  describeCard("CFM_620", () => {
    it("2.2 例如: you play a Bloodfen Raptor; the enemy Potion of Polymorph then Mirror Entity trigger: the opponent gets a Sheep", () => {
      const r = run(request([
        player({ hand: [{ card: "CS2_172", ref: "R" }] }),
        player({ secrets: [{ card: "CFM_620", ref: "POT", order: 10 }, { card: "EX1_294", ref: "ME", order: 11 }] }),
      ], [{ type: "play", card: "R" }]));
      expect(at(r.state, "R").card).toBe("CS2_tk1");
      expect(cards(r.state.players[1].board)).toEqual(["CS2_tk1"]);
      expect(triggerOrder(r, ["POT", "ME"])).toEqual(["POT", "ME"]);
    });
    cardCase("CFM_620", {
      does: "the opponent's minion becomes a 1/1 Sheep on their side, in the after-play step (its battlecry already resolved)",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "CFM_620", ref: "POT" }] },
      p2: { hand: [{ card: "EX1_015", ref: "N" }], deck: [{ card: WISP, ref: "D" }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "POT.zone": "graveyard", "N.card": "CS2_tk1", "N.attack": 1, "N.health": 1, "p2.board": ["CS2_tk1"], "p1.board": [], "D.zone": "hand" },
    });
    cardCase("CFM_620", {
      does: "a spell, or a minion summoned rather than played, does not set it off",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "CFM_620", ref: "POT" }] },
      p2: { hand: [{ card: "CS2_027", ref: "MI" }] },
      actions: [{ type: "play", card: "MI" }],
      expect: { "POT.zone": "secrets", "p2.board": ["CS2_mirror", "CS2_mirror"] },
    });
    cardCase("CFM_620", {
      does: "your own minion on your turn does not set it off",
      p1: { secrets: [{ card: "CFM_620", ref: "POT" }], hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "POT.zone": "secrets", "Y.card": YETI },
    });
  });
});
