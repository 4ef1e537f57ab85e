/**
 * Behaviour tests of the Across the Timeways (TIME_TRAVEL) Druid cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, caseRequest, describeCard, runCase } from "../support/cards.js";
import { at, events, nodes, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const FIREBALL = "CS2_029"; // 4
const OGRE = "CS2_200"; // 6

// Contingency: "Draw the bottom two cards from your deck."
cardCase("TIME_023", {
  does: "the two bottom cards come to hand; the top one stays",
  p1: { hand: [{ card: "TIME_023", ref: "S" }], deck: [{ card: WISP, ref: "T" }, { card: YETI, ref: "M" }, { card: OGRE, ref: "B" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand": [OGRE, YETI], "p1.deck": [WISP], "events.draw": 2 },
});
cardCase("TIME_023", {
  does: "one card in the deck: it is drawn, then fatigue",
  p1: { hand: [{ card: "TIME_023", ref: "S" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand": [WISP], "p1.hero.health": 29 },
});

// Krona, Keeper of Eons: "Taunt. Battlecry: Set the Costs of the bottom 5 cards of your deck to (1)."
cardCase("TIME_705", {
  does: "the bottom 5 cards cost 1 (a 0-Cost Wisp too); the top one keeps its cost; the opponent's deck untouched",
  p1: { hand: [{ card: "TIME_705", ref: "K" }], deck: [{ card: OGRE, ref: "top" }, { card: YETI, ref: "a" }, { card: FIREBALL, ref: "b" }, { card: WISP, ref: "c" },
    { card: OGRE, ref: "d" }, { card: YETI, ref: "e" }] },
  p2: { deck: [{ card: OGRE, ref: "x" }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "top.cost": 6, "a.cost": 1, "b.cost": 1, "c.cost": 1, "d.cost": 1, "e.cost": 1, "x.cost": 6, "K.seen.TAUNT": 1 },
});

// Endangered Dodo: "Taunt. Battlecry: If you have 10 or less Health, gain +5/+5 and summon a copy of this."
cardCase("TIME_703", {
  does: "at 10 Health: a 10/10 and a 10/10 copy beside it",
  p1: { hero: { card: "HERO_06", health: 10 }, hand: [{ card: "TIME_703", ref: "D" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.board": ["TIME_703", "TIME_703"], "p1.board.0.attack": 10, "p1.board.1.health": 10, "p1.board.1.seen.TAUNT": 1 },
});
cardCase("TIME_703", {
  does: "at 11 Health: a plain 5/5 alone",
  p1: { hero: { card: "HERO_06", health: 11 }, hand: [{ card: "TIME_703", ref: "D" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.board": ["TIME_703"], "D.attack": 5, "D.health": 5 },
});
cardCase("TIME_703", {
  does: "the enemy hero's Health does not count",
  p1: { hand: [{ card: "TIME_703", ref: "D" }] },
  p2: { hero: { card: "HERO_01", health: 5 } },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.board": ["TIME_703"], "D.attack": 5 },
});

// Waveshaping: "Discover a card from your deck. The others get put on the bottom."
cardCase("TIME_701", {
  does: "three cards offered, one drawn; the two others end at the bottom, under the cards not offered",
  p1: { hand: [{ card: "TIME_701", ref: "S" }], deck: [{ card: WISP }, { card: YETI }, { card: FIREBALL }, { card: OGRE }] },
  actions: [{ type: "play", card: "S" }],
  choices: [0],
  check: (r) => {
    const ev = events(r, "discover")[0] as unknown as { options: { card: string }[] };
    const offered = ev.options.map((o) => o.card);
    expect(offered).toHaveLength(3);
    const deck = r.state.players[0]!.deck.map((c) => c.card);
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[0]]);
    expect(deck).toHaveLength(3);
    expect(deck.slice(1)).toEqual(offered.slice(1));
  },
});

// Splintered Reality: "Summon two 2/2 Treants. They gain +1/+1 for each friendly Treant that died this game."
cardCase("END_009", {
  does: "two friendly Treants died (different cards, both named Treant), an enemy one and a Wisp too: two 4/4 Treants",
  p1: { hand: [{ card: "END_009", ref: "S" }] },
  state: { deaths: [{ card: "EX1_tk9", controller: 1, turn: 3 }, { card: "END_009t", controller: 1, turn: 4 }, { card: "EX1_tk9", controller: 2, turn: 4 },
    { card: WISP, controller: 1, turn: 4 }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["END_009t", "END_009t"], "p1.board.0.attack": 4, "p1.board.0.health": 4, "p1.board.1.attack": 4, "p1.board.1.health": 4 },
});
cardCase("END_009", {
  does: "no friendly Treant died: two plain 2/2s",
  p1: { hand: [{ card: "END_009", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["END_009t", "END_009t"], "p1.board.0.attack": 2, "p1.board.1.health": 2 },
});

// Ebb and Flow: "Deal $3 damage. If you played a minion while holding this, gain 5 Armor."
cardCase("TIME_702", {
  does: "a minion played while it was held: 3 damage to the target and 5 Armor",
  p1: { hand: [{ card: WISP, ref: "W" }, { card: "TIME_702", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "S", target: "Y" }],
  expect: { "Y.health": 2, "p1.hero.armor": 5, "p2.hero.armor": 0 },
});
cardCase("TIME_702", {
  does: "only a spell played while held, and a minion played before it came to hand (snapshot record): no Armor",
  p1: { hand: [{ card: "CS2_029", ref: "F" }, { card: "TIME_702", ref: "S" }], playedThisGame: [{ card: WISP, cost: 0, turn: 5 }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "S", target: "p2.hero" }],
  expect: { "p2.hero.health": 30 - 6 - 3, "p1.hero.armor": 0 },
});
cardCase("TIME_702", {
  does: "drawn after the minion was played: not held then, no Armor",
  p1: { hand: [{ card: WISP, ref: "W" }], deck: [{ card: "TIME_702", ref: "S" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "S", target: "p2.hero" }],
  expect: { "p2.hero.health": 27, "p1.hero.armor": 0 },
});

// Kaldorei Cultivator: "Battlecry: Discover 2 Beasts. Put them on the bottom of your deck with +5/+5."
cardCase("TIME_730", {
  does: "two Discovers: the Beasts taken go to the bottom of its player's deck, in order, each +5/+5; the hand and the deck's top unchanged",
  choices: [1, 2],
  p1: { hand: [{ card: "TIME_730", ref: "K" }, { card: WISP, ref: "H" }], deck: [{ card: YETI, ref: "T" }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 3, "p1.deck.0.ref": "T", "p2.deck.length": 0, "events.discover": 2 },
  check: (r) => {
    const deck = r.state.players[0]!.deck;
    const picks = events(r, "discover").map((d) => (d as unknown as { chosen: string; options: string[] }));
    expect(picks[0]!.chosen).toBe(picks[0]!.options[1]);
    expect(picks[1]!.chosen).toBe(picks[1]!.options[2]);
    for (const [i, c] of deck.slice(1).entries()) {
      const f = findCard(c.card)!;
      expect(c.card).toBe(picks[i]!.chosen);
      expect(f.type).toBe("MINION");
      expect(f.races.includes("BEAST") || f.races.includes("ALL")).toBe(true);
      expect([c.attack, c.health]).toEqual([f.attack + 5, f.health + 5]);
    }
  },
});

// Druid of Regrowth: "Rewind Battlecry: Cast 2 random Nature spells."
describeCard("TIME_033", () => {
  const casts = (r: Parameters<NonNullable<Parameters<typeof runCase>[0]["check"]>>[0]) => nodes(r, "step").filter((s) => s.name === "cast");
  it("kept: two random Nature spells are cast, none played, for every seed", () => {
    // (seed 5 picks Planted Evidence, whose Discover takes the `choices` answer meant for the Rewind choice: left out)
    for (const seed of [1, 2, 3, 4, 6]) {
      runCase({
        does: "two Nature spells cast", seed, choices: [0],
        p1: { hand: [{ card: "TIME_033", ref: "D" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
        p2: { board: [{ card: OGRE }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
        actions: [{ type: "play", card: "D" }],
        check: (r) => {
          // The spells cast are the cast steps' cards (a cast spell's own random picks may come between the two picks).
          const cast = casts(r).map((s) => findCard((s.card as { card: string }).card));
          expect(cast, `seed ${seed}`).toHaveLength(2);
          for (const f of cast) {
            expect(f?.type).toBe("SPELL");
            expect(f?.spellSchool).toBe("NATURE");
          }
          // Each is a recorded random pick.
          const picked = r.random.filter((d) => d.purpose === "random card").map((d) => String(d.chosen));
          for (const f of cast) expect(picked).toContain(f!.id);
          // Only the Druid was played.
          expect(nodes(r, "sequence").filter((s) => (s.action as { type?: string } | undefined)?.type === "play")).toHaveLength(1);
        },
      });
    }
  });
  it("Rewind: the replay casts two spells again (four casts in the trace, the first timeline undone)", () => {
    // The first seed whose random spells leave the Druid alive and take no choice of their own (a fixed seed broke each
    // time the Nature spell pool grew: seed 2, then seed 3, picked one that killed it; a Discover among them, Crystalsong
    // Portal, takes the request's choice meant for the Rewind).
    const rewind = (seed: number) => ({
      does: "rewind", seed, choices: [1],
      p1: { hand: [{ card: "TIME_033", ref: "D" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      p2: { deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "D" }],
    });
    const seed = Array.from({ length: 40 }, (_, i) => i + 1).find((s) => { const r = run(caseRequest(rewind(s))); return at(r.state, "D").zone === "board" && casts(r).length === 4; });
    expect(seed).toBeDefined();
    runCase({ ...rewind(seed!), expect: { "D.zone": "board", "p1.mana.used": 6 }, check: (r) => expect(casts(r)).toHaveLength(4) });
  });
});
