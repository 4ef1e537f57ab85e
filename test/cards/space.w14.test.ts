/** The Great Dark Beyond and Heroes of StarCraft (SPACE): cards of session 14 (w14/space, rules-notes 1620-1639). */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInFaction } from "../../src/engine/hearthstone/cards/factions.js";
import type { ResolveResult } from "../../src/engine/index.js";
import { run } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 0-Cost 1/1
const ZERGLING = "SC_010"; // 1/1 Zerg
const MOONFIRE = "CS2_008"; // 0-Cost, 1 damage
const BLESSING_OF_MIGHT = "CS2_087"; // +3 Attack
const ARCANE_INTELLECT = "CS2_023"; // draw 2
const KOBOLD = "CS2_142"; // Spell Damage +1
const OPPONENTS_TURN = { activePlayer: 2 };

type Entity = { card: string; enchantments?: { card: string }[] };
const p1 = (r: ResolveResult) => r.state.players[0] as unknown as { hand: Entity[]; deck: Entity[]; board: Entity[] };
/** A random Zerg minion card: a minion whose faction is Zerg. */
const isZergMinion = (id: string) => findCard(id)?.type === "MINION" && builtInFaction(id) === "ZERG";

describe("The Great Dark Beyond (w14)", () => {
  describeCard("GDB_331", () => {
    cardCase("GDB_331", {
      does: "Deathrattle: two 4/4 Splitting Boulders where it stood",
      p1: { board: [{ card: WISP }, { card: "GDB_331", ref: "S" }, { card: YETI }] },
      actions: [{ type: "destroy", target: "S" }],
      expect: { "p1.board": [WISP, "GDB_331t1", "GDB_331t1", YETI], "p1.board.1.attack": 4, "p1.board.1.health": 4,
        "p1.board.2.attack": 4, "p1.board.2.health": 4 },
    });
    cardCase("GDB_331", {
      does: "a Splitting Boulder splits into two 2/2 Splitting Stones, each Stone into two 1/1 Pebbles",
      p1: { board: [{ card: "GDB_331t1", ref: "B" }, { card: "GDB_331t2", ref: "T" }] },
      actions: [{ type: "destroy", target: "B" }, { type: "destroy", target: "T" }],
      expect: { "p1.board": ["GDB_331t2", "GDB_331t2", "GDB_331t3", "GDB_331t3"], "p1.board.0.attack": 2, "p1.board.0.health": 2,
        "p1.board.3.attack": 1, "p1.board.3.health": 1 },
    });
    cardCase("GDB_331", {
      does: "a Pebble dies leaving nothing",
      p1: { board: [{ card: "GDB_331t3", ref: "P" }] },
      actions: [{ type: "destroy", target: "P" }],
      expect: { "p1.board": [] },
    });
  });

  describeCard("SC_001", () => {
    cardCase("SC_001", {
      does: "gets one Baneling without a Zerg minion",
      p1: { board: [{ card: YETI }], hand: [{ card: "SC_001", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.hand": ["SC_019t"], "p1.mana.used": 1 },
    });
    cardCase("SC_001", {
      does: "gets two Banelings while it controls a Zerg minion",
      p1: { board: [{ card: ZERGLING }], hand: [{ card: "SC_001", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "p1.hand": ["SC_019t", "SC_019t"] },
    });
    cardCase("SC_001", {
      does: "the Baneling is a 1-Cost 1/1 Zerg minion: a second Baneling Barrage gets two",
      p1: { hand: [{ card: "SC_019t", ref: "B" }, { card: "SC_001", ref: "H" }] },
      actions: [{ type: "play", card: "B" }, { type: "play", card: "H" }],
      expect: { "B.attack": 1, "B.health": 1, "p1.mana.used": 2, "p1.hand": ["SC_019t", "SC_019t"] },
    });
    cardCase("SC_001", {
      does: "the Baneling's Deathrattle deals its Attack as it died to every enemy minion, not to heroes or friends",
      p1: { board: [{ card: "SC_019t", ref: "B" }, { card: YETI, ref: "F" }], hand: [{ card: BLESSING_OF_MIGHT, ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y1" }, { card: YETI, ref: "Y2" }] },
      actions: [{ type: "play", card: "M", target: "B" }, { type: "destroy", target: "B" }],
      expect: { "Y1.health": 1, "Y2.health": 1, "F.health": 5, "p2.hero.health": 30, "B.zone": "graveyard" },
    });
    cardCase("SC_001", {
      does: "a 1/1 Baneling killed by damage explodes for 1",
      p1: { board: [{ card: "SC_019t", ref: "B" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      p2: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M", target: "B" }],
      expect: { "W.zone": "graveyard", "Y.health": 4 },
    });
  });

  describeCard("GDB_435", () => {
    cardCase("GDB_435", {
      does: "Battlecry: shuffles 3 Asteroids into the deck",
      p1: { hand: [{ card: "GDB_435", ref: "M" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        const deck = p1(r).deck.map((e) => e.card);
        expect(deck.filter((c) => c === "GDB_430")).toHaveLength(3);
        expect(deck).toHaveLength(4);
      },
    });
    cardCase("GDB_435", {
      does: "an Asteroid drawn casts itself: 2 damage to the only enemy, then another card is drawn",
      p1: { deck: [{ card: "GDB_430" }, { card: YETI }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "endTurn" }],
      expect: { "p2.hero.health": 28, "p1.hand": [YETI], "p1.deck": [] },
    });
    cardCase("GDB_435", {
      does: "an Asteroid's damage is Spell Damage's too; a random enemy can be a minion",
      p1: { hand: [{ card: ARCANE_INTELLECT, ref: "A" }], board: [{ card: KOBOLD }], deck: [{ card: "GDB_430" }, { card: WISP }, { card: WISP }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "A" }],
      check: (r) => {
        const y = r.state.players[1]!.board[0];
        const lost = 30 - (r.state.players[1]!.hero.health ?? 0) + (y ? 5 - (y.health ?? 0) : 0);
        expect(lost).toBe(3);
        expect(p1(r).hand.map((e) => e.card)).toEqual([WISP, WISP]);
      },
    });
  });

  describeCard("GDB_445", () => {
    cardCase("GDB_445", {
      does: "5 damage to every minion, then 5 Asteroids shuffled in",
      p1: { hand: [{ card: "GDB_445", ref: "S" }], board: [{ card: YETI, ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "B" }, { card: "EX1_620", ref: "G" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        expect(r.state.players[0].board).toHaveLength(0);
        expect(r.state.players[1].board.map((e) => [e.card, e.health])).toEqual([["EX1_620", 3]]);
        expect(p1(r).deck.map((e) => e.card)).toEqual(Array(5).fill("GDB_430"));
      },
    });
  });

  describeCard("GDB_901", () => {
    cardCase("GDB_901", {
      does: "Battlecry: 3 damage to an enemy minion, then 3 Asteroids shuffled in",
      p1: { hand: [{ card: "GDB_901", ref: "U" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "U", target: "Y" }],
      check: (r) => {
        expect(r.state.players[1].board[0]?.health).toBe(2);
        expect(p1(r).deck.map((e) => e.card)).toEqual(Array(3).fill("GDB_430"));
      },
    });
    cardCase("GDB_901", {
      does: "a friendly minion is no target",
      p1: { hand: [{ card: "GDB_901", ref: "U" }], board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "U", target: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("SC_003", () => {
    cardCase("SC_003", {
      does: "at the end of its controller's turn: a 1/1 Larva in hand",
      p1: { board: [{ card: "SC_003" }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.hand": ["SC_003t"] },
    });
    cardCase("SC_003", {
      does: "not at the end of the opponent's turn",
      p1: { board: [{ card: "SC_003" }], deck: [{ card: WISP }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "endTurn" }],
      expect: { "p1.hand": [WISP] },
    });
    cardCase("SC_003", {
      does: "the Larva in hand becomes a random Zerg minion as its owner's turn starts, and goes on shifting",
      p1: { hand: [{ card: "SC_003t", ref: "L" }], deck: [{ card: WISP }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "endTurn" }],
      check: (r) => {
        const h = p1(r).hand;
        expect(h).toHaveLength(2);
        expect(isZergMinion(h[0]!.card)).toBe(true);
        expect(h[0]!.enchantments?.map((e) => e.card)).toContain("SC_003te");
        expect(h[1]!.card).toBe(WISP);
      },
    });
    cardCase("SC_003", {
      does: "a shifting Larva shifts again on its owner's next turn; not on the opponent's",
      p1: { hand: [{ card: ZERGLING, ref: "Z", enchantments: [{ card: "SC_003te" }] }], deck: [{ card: WISP }] },
      actions: [{ type: "endTurn" }],
      expect: { "p1.hand": [ZERGLING] },
    });
    cardCase("SC_003", {
      does: "the shifting card becomes another Zerg minion at its owner's turn start",
      p1: { hand: [{ card: WISP, ref: "Z", enchantments: [{ card: "SC_003te" }] }], deck: [{ card: WISP }] },
      state: OPPONENTS_TURN,
      actions: [{ type: "endTurn" }],
      check: (r) => {
        const h = p1(r).hand;
        expect(isZergMinion(h[0]!.card)).toBe(true);
        expect(h[0]!.enchantments?.map((e) => e.card)).toContain("SC_003te");
      },
    });
  });

  describeCard("GDB_434", () => {
    cardCase("GDB_434", {
      does: "Battlecry: its owner's Asteroids deal 1 more damage this game (a later one drawn deals 3)",
      p1: { hand: [{ card: "GDB_434", ref: "B" }, { card: ARCANE_INTELLECT, ref: "A" }], deck: [{ card: "GDB_430" }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "B" }, { type: "play", card: "A" }],
      expect: { "p2.hero.health": 27, "p1.hand": [WISP, WISP] },
    });
    cardCase("GDB_434", {
      does: "the bonus is its owner's only: the opponent's Asteroid deals 2; two Battlecries add 2",
      p1: { hand: [{ card: "GDB_434", ref: "B" }, { card: "GDB_434", ref: "C" }], deck: [{ card: "GDB_430" }, { card: WISP }] },
      p2: { deck: [{ card: "GDB_430" }, { card: WISP }] },
      actions: [{ type: "play", card: "B" }, { type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }],
      check: (r) => {
        const me = r.state.players[0]!;
        const lost = 30 - (me.hero.health ?? 0) + me.board.reduce((n, e) => n + 6 - (e.health ?? 0), 0);
        expect(lost).toBe(2);
        expect(r.state.players[1]!.hero.health).toBe(26);
      },
    });
    cardCase("GDB_434", {
      does: "Spellburst: 3 Asteroids shuffled into the deck, once",
      p1: { board: [{ card: "GDB_434" }], hand: [{ card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
      actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }],
      check: (r) => { expect(p1(r).deck.map((e) => e.card)).toEqual(Array(3).fill("GDB_430")); },
    });
  });

  describeCard("GDB_234", () => {
    const cost = (id: string) => findCard(id)?.cost;
    /** The minions the Spores picked at random, in order (read from the random record: pools grow as cards are added). */
    const picks = (r: ResolveResult) => r.random.filter((d) => d.purpose === "random minion to summon").map((d) => String(d.chosen));
    /** The board without what a pick brought with it (a Colossal's appendages): only the picked cards. */
    const picked = (r: ResolveResult) => { const p = new Set(picks(r)); return p1(r).board.map((e) => e.card).filter((c) => p.has(c)); };
    cardCase("GDB_234", {
      does: "a Replicating Spore summons a random 5-Cost minion",
      p1: { hand: [{ card: "GDB_234t", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const p = picks(r);
        expect(p).toHaveLength(1);
        expect(cost(p[0]!)).toBe(5);
        expect(findCard(p[0]!)?.type).toBe("MINION");
        expect(picked(r)).toEqual(p);
        expect(p1(r).board[0]!.card).toBe(p[0]);
      },
    });
    cardCase("GDB_234", {
      does: "a later Spore summons its own random minion, then the one the earlier Spore summoned, and remembers its own",
      p1: { hand: [{ card: "GDB_234t", ref: "S1" }, { card: "GDB_234t", ref: "S2" }, { card: "GDB_234t", ref: "S3" }], mana: { crystals: 10 } },
      actions: [{ type: "play", card: "S1" }, { type: "play", card: "S2" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "S3" }],
      p2: { deck: [{ card: WISP }] },
      check: (r) => {
        const p = picks(r);
        expect(p).toHaveLength(3);
        for (const c of p) expect(cost(c)).toBe(5);
        // S1: A; S2: B, then A; S3: C, then A and B in the order remembered
        expect(picked(r)).toEqual([p[0], p[1], p[0], p[2], p[0], p[1]]);
      },
    });
    it("Start of Game: 7 Replicating Spores shuffled into its player's deck", () => {
      const r = run({ seed: 3, state: { turn: 1, activePlayer: 1, players: [
        { mana: { crystals: 0 }, deck: [{ card: WISP }, { card: WISP }, { card: "GDB_234" }] }, { mana: { crystals: 0 }, deck: [{ card: WISP }, { card: WISP }] }] },
        actions: [{ type: "startGame" }] });
      const all = [...r.state.players[0]!.deck, ...r.state.players[0]!.hand].map((e) => e.card);
      expect(all.filter((c) => c === "GDB_234t")).toHaveLength(7);
      expect(all.filter((c) => c === "GDB_234")).toHaveLength(1);
      expect(r.state.players[1]!.deck.map((e) => e.card)).not.toContain("GDB_234t");
    });
    cardCase("GDB_234", {
      does: "Battlecry: casts a Replicating Spore out of its player's deck",
      p1: { hand: [{ card: "GDB_234", ref: "M" }], deck: [{ card: WISP }, { card: "GDB_234t" }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        const p = picks(r);
        expect(p).toHaveLength(1);
        expect(cost(p[0]!)).toBe(5);
        expect(p1(r).board[0]!.card).toBe("GDB_234");
        expect(picked(r)).toEqual(p);
        expect(p1(r).deck.map((e) => e.card)).toEqual([WISP]);
      },
    });
    cardCase("GDB_234", {
      does: "Battlecry with no Spore in the deck: nothing",
      p1: { hand: [{ card: "GDB_234", ref: "M" }], deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board": ["GDB_234"], "p1.deck": [WISP] },
    });
  });

  describeCard("SC_004", () => {
    cardCase("SC_004", {
      does: "Battlecry: two 2/5 Hive Queens, then 3 damage to every enemy; 5 Armor and Ravage",
      p1: { hand: [{ card: "SC_004", ref: "K" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.board": ["SC_003", "SC_003"], "p1.board.0.attack": 2, "p1.board.0.health": 5, "Y.health": 2, "p2.hero.health": 27,
        "p1.hero.armor": 5, "p1.heroPower.card": "SC_004hp", "p1.mana.used": 7 },
    });
    cardCase("SC_004", {
      does: "Ravage (2): 3 damage split among enemies, one hit at a time",
      p1: { heroPower: { card: "SC_004hp" } },
      actions: [{ type: "heroPower" }],
      expect: { "p2.hero.health": 27, "p1.mana.used": 2 },
    });
    cardCase("SC_004", {
      does: "Ravage is improved by each Zerg minion its player controls (not the opponent's, not other minions)",
      p1: { heroPower: { card: "SC_004hp" }, board: [{ card: ZERGLING }, { card: ZERGLING }, { card: YETI }] },
      p2: { board: [] },
      actions: [{ type: "heroPower" }],
      expect: { "p2.hero.health": 25 },
    });
    cardCase("SC_004", {
      does: "Ravage's hits land on random enemy characters, minions too",
      p1: { heroPower: { card: "SC_004hp" } },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "heroPower" }],
      check: (r) => {
        const y = r.state.players[1]!.board[0]!;
        expect(30 - (r.state.players[1]!.hero.health ?? 0) + 5 - (y.health ?? 0)).toBe(3);
        expect(r.random.filter((d) => d.purpose === "random target")).toHaveLength(3);
      },
    });
  });
});
