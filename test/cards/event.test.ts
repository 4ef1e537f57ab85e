/**
 * Behaviour tests for the EVENT set's cards: one case per behaviour of the text.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { events, nodes, run } from "../support/engine.js";
import { expectTaken, giftDiscover } from "../support/dark-gift.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import type { ResolveResult } from "../../src/engine/index.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
/** The steps of this name in the trace (the Rewind choice: `rewind`). */
const nodesNamed = (r: ResolveResult, name: string) => nodes(r, "step").filter((s) => s.name === name);
/** The options of each Discover, in order. */
const discoverOptions = (r: ResolveResult) => events(r, "discover").map((e) => (e as unknown as { detail?: { options: string[] }; options?: string[] }).detail?.options ?? (e as unknown as { options: string[] }).options);

describe("Event cards", () => {
  // Staff of the Endbringer: "Deathrattle: Destroy all minions."
  cardCase("TLC_EVENT_402", {
    does: "Deathrattle: when its last Durability goes, every minion of both sides is destroyed",
    p1: { weapon: { card: "TLC_EVENT_402", ref: "S", durability: 1 }, board: [{ card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }, { card: "CS2_182", ref: "E2" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: {
      "S.zone": "graveyard", "p1.board": [], "p2.board": [], "F.zone": "graveyard", "E.zone": "graveyard", "E2.zone": "graveyard",
      "p2.hero.health": 29, "p1.hero.health": 30, "events.destroy": 3,
    },
  });
  cardCase("TLC_EVENT_402", {
    does: "nothing while it stays equipped (Durability left)",
    p1: { weapon: { card: "TLC_EVENT_402", ref: "S", durability: 2 }, board: [{ card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "S.zone": "weapon", "S.durability": 1, "p1.board": ["CS2_182"], "p2.board": ["CS2_231"], "events.destroy": 0 },
  });
  cardCase("TLC_EVENT_402", {
    does: "Deathrattle also when another weapon replaces it: the new one's hero keeps no minion either",
    p1: { weapon: { card: "TLC_EVENT_402", ref: "S" }, hand: [{ card: "CS2_106", ref: "AXE" }], board: [{ card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "play", card: "AXE" }],
    expect: { "S.zone": "graveyard", "AXE.zone": "weapon", "p1.board": [], "p2.board": [] },
  });

  // Dark Iron Harbinger: "Deathrattle: Summon a 0/7 Doomsayer that destroys ALL minions at the start of your turn."
  cardCase("TIME_EVENT_300", {
    does: "Deathrattle: a 0/7 Doomsayer for its controller, where it stood",
    p1: { board: [{ card: "CS2_231", ref: "L" }, { card: "TIME_EVENT_300", ref: "H" }, { card: "CS2_231", ref: "R" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "H" }],
    expect: {
      "H.zone": "graveyard", "p1.board": ["CS2_231", "NEW1_021", "CS2_231"], "p1.board.1.attack": 0, "p1.board.1.health": 7,
      "p2.board": ["CS2_182"], "events.summon": 1,
    },
  });
  cardCase("TIME_EVENT_300", {
    does: "an enemy Harbinger's Doomsayer is the enemy's",
    p2: { board: [{ card: "TIME_EVENT_300", ref: "H" }] },
    actions: [{ type: "destroy", target: "H" }],
    expect: { "p2.board": ["NEW1_021"], "p1.board": [] },
  });
  cardCase("TIME_EVENT_300", {
    does: "the Doomsayer destroys ALL minions at the start of its controller's turn, not the opponent's",
    p1: { board: [{ card: "TIME_EVENT_300", ref: "H" }, { card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "H" }, { type: "endTurn" }],
    expect: { "p1.board": ["NEW1_021", "CS2_182"], "p2.board": ["CS2_182"] },
  });
  cardCase("TIME_EVENT_300", {
    does: "… and at its controller's next turn start every minion, the Doomsayer too, is destroyed",
    p1: { board: [{ card: "TIME_EVENT_300", ref: "H" }, { card: "CS2_182", ref: "F" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "H" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.board": [], "p2.board": [], "F.zone": "graveyard", "E.zone": "graveyard" },
  });

  // Disciple of Demise: "Battlecry: Randomly destroy another minion. Repeat for each Dragon you're holding."
  describeCard("TIME_EVENT_301", () => {
    it("Battlecry: one other minion destroyed at random with no Dragon in hand, never the Disciple itself", () => {
      for (const seed of SEEDS) {
        runCase({
          does: "one", seed,
          p1: { hand: [{ card: "TIME_EVENT_301", ref: "D" }, { card: "CS2_182", ref: "NOTDRAGON" }], board: wisps(2, "f") },
          p2: { board: wisps(2, "e"), hand: [{ card: "EX1_284", ref: "THEIRDRAGON" }] },
          actions: [{ type: "play", card: "D" }],
          expect: { "D.zone": "board", "events.destroy": 1 },
          check: (r) => {
            const left = r.state.players[0]!.board.length - 1 + r.state.players[1]!.board.length;
            expect(left).toBe(3);
          },
        });
      }
    });
    it("Repeat for each Dragon you're holding: 2 Dragons in hand, 3 different minions destroyed", () => {
      for (const seed of SEEDS) {
        runCase({
          does: "three", seed,
          p1: { hand: [{ card: "TIME_EVENT_301", ref: "D" }, { card: "EX1_284" }, { card: "EX1_284" }], board: wisps(2, "f") },
          p2: { board: wisps(3, "e") },
          actions: [{ type: "play", card: "D" }],
          expect: { "D.zone": "board", "events.destroy": 3, "p1.hand.length": 2 },
          check: (r) => {
            const left = r.state.players[0]!.board.length - 1 + r.state.players[1]!.board.length;
            expect(left).toBe(2);
            // Each repeat picks anew among minions not already destroyed: three different minions.
            const hit = events(r, "destroy").map((e) => e.target!.id);
            expect(new Set(hit).size).toBe(3);
          },
        });
      }
    });
  });
  cardCase("TIME_EVENT_301", {
    does: "more repeats than minions: the rest do nothing (no error), the Disciple survives",
    p1: { hand: [{ card: "TIME_EVENT_301", ref: "D" }, { card: "EX1_284" }, { card: "EX1_284" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.zone": "board", "E.zone": "graveyard", "events.destroy": 1 },
  });
  cardCase("TIME_EVENT_301", {
    does: "alone on the board: nothing to destroy, still played",
    p1: { hand: [{ card: "TIME_EVENT_301", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.zone": "board", "events.destroy": 0, "p1.mana.used": 8 },
  });

  // Sharp-Eyed Lookout: "Battlecry: Draw a card. It costs (1) less this turn. (I know its name!)"
  cardCase("EDR_950", {
    does: "Battlecry: draws the top card, which costs (1) less",
    p1: { hand: [{ card: "EDR_950", ref: "L" }], deck: [{ card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "NEXT" }] },
    p2: { deck: [{ card: "CS2_029", ref: "THEIRS" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "F.zone": "hand", "F.cost": 3, "NEXT.zone": "deck", "NEXT.cost": 2, "THEIRS.zone": "deck", "p1.hand.length": 1 },
  });
  cardCase("EDR_950", {
    does: "… only this turn: the card costs its own again once the turn ends",
    p1: { hand: [{ card: "EDR_950", ref: "L" }], deck: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "L" }, { type: "endTurn" }],
    expect: { "F.zone": "hand", "F.cost": 4 },
  });
  cardCase("EDR_950", {
    does: "… and can be played for the reduced cost this turn",
    p1: { hand: [{ card: "EDR_950", ref: "L" }], deck: [{ card: "CS2_029", ref: "F" }], mana: { crystals: 6, used: 0 } },
    actions: [{ type: "play", card: "L" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "F.zone": "graveyard", "p2.hero.health": 24, "p1.mana.used": 6 },
  });
  cardCase("EDR_950", {
    does: "an empty deck: fatigue, nothing reduced",
    p1: { hand: [{ card: "EDR_950", ref: "L" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.hero.health": 29, "events.fatigue": 1, "p1.hand.length": 0 },
  });
});

// Sands of Time: "Rewind Discover a spell from ANY class. (Or just your class after you Rewind!)"
describe("Sands of Time (Rewind)", () => {
  const sands = { hand: [{ card: "TIME_EVENT_999", ref: "S" }], board: [{ card: "NEW1_012", ref: "WYRM" }] };
  cardCase("TIME_EVENT_999", {
    does: "Discover a spell; keeping the timeline, it is the one card added and the spell was cast once",
    p1: sands, choices: [0, 0],
    actions: [{ type: "play", card: "S" }],
    expect: { "S.zone": "graveyard", "p1.hand.length": 1, "p1.mana.used": 1, "WYRM.attack": 2, "events.discover": 1 },
    check: (r) => {
      const step = nodesNamed(r, "rewind");
      expect(step.map((s) => s.choice)).toEqual(["keep"]);
    },
  });
  describeCard("TIME_EVENT_999", () => {
    it("from ANY class: the options are spells, and classes other than yours and neutral come up", () => {
      const classes = new Set<string>();
      for (const seed of SEEDS) {
        runCase({
          does: "any class", seed, p1: sands, choices: [0, 0], actions: [{ type: "play", card: "S" }],
          check: (r) => {
            for (const id of discoverOptions(r)[0]!) {
              const f = findCard(id)!;
              expect(f.type).toBe("SPELL");
              classes.add(f.cardClass);
            }
          },
        });
      }
      expect([...classes].some((c) => c !== "MAGE" && c !== "NEUTRAL")).toBe(true);
    });
    it("Rewind: the game goes back to before it was played and it is played again, now from your class only (and neutral)", () => {
      for (const seed of SEEDS) {
        runCase({
          does: "rewind", seed, p1: sands, choices: [0, 1, 0], actions: [{ type: "play", card: "S" }],
          // One card in hand (the first timeline's was undone), mana paid once, Mana Wyrm's +1 once.
          expect: { "S.zone": "graveyard", "p1.hand.length": 1, "p1.mana.used": 1, "WYRM.attack": 2, "events.discover": 2 },
          check: (r) => {
            expect(nodesNamed(r, "rewind").map((s) => s.choice)).toEqual(["rewind"]);
            const [, second] = discoverOptions(r);
            for (const id of second!) expect(["MAGE", "NEUTRAL"]).toContain(findCard(id)!.cardClass);
            const hand = r.state.players[0]!.hand[0]!;
            expect(hand.card).toBe(second![0]);
            expect(r.log).toContain("Player 1 rewinds time: Sands of Time is played again.");
          },
        });
      }
    });
    it("a countered Sands of Time offers no Rewind", () => {
      runCase({
        does: "countered", p1: sands, p2: { secrets: [{ card: "EX1_287", ref: "CS" }] }, choices: [1, 1],
        actions: [{ type: "play", card: "S" }],
        expect: { "S.zone": "graveyard", "CS.zone": "graveyard", "p1.hand.length": 0, "events.discover": 0 },
        check: (r) => expect(nodesNamed(r, "rewind")).toEqual([]),
      });
    });
  });
});

// Welcome Home!: "Reopen a location. Give it "Deathrattle: Summon a random 3-Cost minion.""
describe("Welcome Home!", () => {
  const DEPTHS = "CORE_REV_990"; // Sanguine Depths: a Location, 3 Durability, "Deal 1 damage to a minion and give it +2 Attack."
  const cost3 = (id: string) => findCard(id)!.cost === 3 && findCard(id)!.type === "MINION";
  cardCase("TIME_EVENT_997", {
    does: "a Location used this turn can be used again at once; it gets the New Resident Deathrattle, and keeps its Durability",
    p1: { board: [{ card: DEPTHS, ref: "L", health: 2, tags: { LOCATION_ACTION_COOLDOWN: 1 } }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "TIME_EVENT_997", ref: "H" }] },
    actions: [{ type: "play", card: "H", target: "L" }, { type: "useLocation", card: "L", target: "Y" }],
    expect: {
      "L.health": 1, "L.tags.LOCATION_ACTION_COOLDOWN": 1, "L.enchantments.0.card": "TIME_EVENT_997e", "Y.attack": 6, "Y.health": 4,
      "p1.mana.used": 3, "events.refresh": 1, "H.zone": "graveyard",
    },
  });
  cardCase("TIME_EVENT_997", {
    does: "without it, the Location on cooldown can't be used this turn",
    p1: { board: [{ card: DEPTHS, ref: "L", health: 2, tags: { LOCATION_ACTION_COOLDOWN: 1 } }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "useLocation", card: "L", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("TIME_EVENT_997", {
    does: "Deathrattle: when its last Durability is spent the Location breaks and a random 3-Cost minion is summoned where it stood, for its controller",
    p1: { board: [{ card: "CS2_120", ref: "C" }, { card: DEPTHS, ref: "L", health: 1, tags: { LOCATION_ACTION_COOLDOWN: 1 } }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "TIME_EVENT_997", ref: "H" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "play", card: "H", target: "L" }, { type: "useLocation", card: "L", target: "Y" }],
    expect: { "L.zone": "graveyard", "p1.board.length": 3, "p1.board.0.card": "CS2_120", "p1.board.2.card": "CS2_182", "p2.board": ["CS2_231"] },
    check: (r) => {
      const summoned = r.state.players[0].board[1]!.card;
      expect(cost3(summoned), summoned).toBe(true);
      expect(r.random.some((d) => d.candidates.every((c) => typeof c === "string" && cost3(c)))).toBe(true);
    },
  });
  cardCase("TIME_EVENT_997", {
    does: "a Location not on cooldown gets the Deathrattle only; an enemy Location can be chosen, and its Deathrattle summons for its controller",
    p1: { hand: [{ card: "TIME_EVENT_997", ref: "H" }, { card: "CORE_REV_023", ref: "R" }] },
    p2: { board: [{ card: DEPTHS, ref: "L" }] },
    actions: [{ type: "play", card: "H", target: "L" }, { type: "play", card: "R", target: "L" }],
    expect: { "L.zone": "graveyard", "events.refresh": 0, "p1.board": ["CORE_REV_023"], "p2.board.length": 1 },
    check: (r) => expect(cost3(r.state.players[1].board[0]!.card)).toBe(true),
  });
  cardCase("TIME_EVENT_997", {
    does: "needs a Location: with none it can't be played, and a minion is no target",
    p1: { board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "TIME_EVENT_997", ref: "H" }] },
    actions: [{ type: "play", card: "H", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("TIME_EVENT_997", {
    does: "with no Location in play it can't be played",
    p1: { hand: [{ card: "TIME_EVENT_997", ref: "H" }] },
    actions: [{ type: "play", card: "H" }],
    error: "illegal_action",
  });
  cardCase("TIME_EVENT_997", {
    does: "a client card can reopen a Location (refreshLocation)",
    cards: [{ id: "MY_REOPEN", type: "SPELL", cost: 0, target: { type: "location", side: "friendly" }, spell: [{ type: "refreshLocation", to: "target" }] }],
    p1: { board: [{ card: DEPTHS, ref: "L", health: 3, tags: { LOCATION_ACTION_COOLDOWN: 1 } }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "MY_REOPEN", ref: "H" }] },
    actions: [{ type: "play", card: "H", target: "L" }, { type: "useLocation", card: "L", target: "Y" }],
    expect: { "L.health": 2, "Y.attack": 6, "L.enchantments": undefined },
  });
});

// Raptor Herald: "Rewind Battlecry: Discover a Beast with a Dark Gift. Kindred: It costs (1) less." (Dark Gift: rules-notes
// 480-482; Rewind and Kindred: docs/card-format.md)
describeCard("CORE_EDR_004", () => {
  const play = (playedLastTurn: string[], choices: number[], seed: number) => run({ seed, choices, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, hand: [{ card: "CORE_EDR_004", ref: "R" }], playedLastTurn }, { mana: { crystals: 10 } }] },
    actions: [{ type: "play", card: "R" }] });
  it("Battlecry: a Beast with a Dark Gift; Kindred (a Beast played last turn): it costs (1) less; the timeline kept", () => {
    for (const seed of [3, 8]) {
      const r = play(["CS2_120"], [0, 0], seed);
      const d = giftDiscover(r);
      for (const id of d.options) expect(findCard(id)!.races.some((x) => x === "BEAST" || x === "ALL")).toBe(true);
      const c = expectTaken(r, d.options[0]!, d.gifts[0]!);
      const shortClaws = d.gifts[0] === "EDR_100t2" ? 2 : 0;
      expect(c.cost).toBe(Math.max(0, findCard(d.options[0]!)!.cost - 1 - shortClaws));
      expect(nodesNamed(r, "rewind").map((s) => s.choice)).toEqual(["keep"]);
    }
  });
  it("no Kindred (a non-Beast played last turn): its printed cost (its gift's change aside)", () => {
    const r = play(["CS2_182"], [0, 0], 3);
    const d = giftDiscover(r);
    const c = expectTaken(r, d.options[0]!, d.gifts[0]!);
    const shortClaws = d.gifts[0] === "EDR_100t2" ? 2 : 0;
    expect(c.cost).toBe(Math.max(0, findCard(d.options[0]!)!.cost - shortClaws));
  });
});
