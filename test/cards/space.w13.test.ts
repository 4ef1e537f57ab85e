/** The Great Dark Beyond and Heroes of StarCraft (SPACE): cards of session 13 (w13/space, rules-notes 1420-1439). */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 0-Cost 1/1
const ZEALOT = "SC_751t"; // 3/4 Charge, Protoss
const MOONFIRE = "CS2_008"; // 0-Cost, 1 damage
const FIREBALL = "CS2_029"; // 4-Cost
const FROSTBOLT = "CS2_024"; // 2-Cost
const ARCANE_INTELLECT = "CS2_023"; // 3-Cost
const OGRE = "CS2_200"; // 6-Cost
const PYROBLAST = "EX1_279"; // 10-Cost
const DEATHWING = "NEW1_030"; // 10-Cost
const RINGLEADER = "EX1_131"; // Combo: summon a 2/1 Defias Bandit
const BANDIT = "EX1_131t";
const COLD_BLOOD = "CS2_073"; // Combo spell: +4 Attack
const ZERGLING = "SC_010"; // 1/1 Zerg
const ULTRALISK_CAVERN = "SC_019"; // Location; Deathrattle: summon an 8/8 Ultralisk

type Card = { card: string };
const ids = (list: Card[]) => list.map((c) => c.card);

describe("The Great Dark Beyond (w13)", () => {
  describeCard("SC_757", () => {
    cardCase("SC_757", {
      does: "summons a copy of a friendly Protoss minion; the copy takes double damage, the original not",
      p1: { board: [{ card: ZEALOT, ref: "Z", health: 4 }], hand: [{ card: "SC_757", ref: "H" }, { card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }] },
      actions: [{ type: "play", card: "H", target: "Z" }, { type: "play", card: "M1", target: "p1.board.1" }, { type: "play", card: "M2", target: "Z" }],
      expect: { "p1.board": [ZEALOT, ZEALOT], "p1.board.1.health": 2, "Z.health": 3 },
    });
    cardCase("SC_757", {
      does: "a minion of no Protoss faction is no target",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "SC_757", ref: "H" }] },
      actions: [{ type: "play", card: "H", target: "Y" }],
      error: "illegal_action",
    });
  });

  describeCard("GDB_235", () => {
    cardCase("GDB_235", {
      does: "after it attacks, another friendly minion that attacked this turn may attack once more",
      p1: { board: [{ card: "GDB_235", ref: "A" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "attack", attacker: "A", defender: "p2.hero" },
        { type: "attack", attacker: "Y", defender: "p2.hero" }],
      expect: { "p2.hero.health": 30 - 4 - 3 - 4 },
    });
    cardCase("GDB_235", {
      does: "a minion that had not attacked yet still attacks only once",
      p1: { board: [{ card: "GDB_235", ref: "A" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }, { type: "attack", attacker: "Y", defender: "p2.hero" },
        { type: "attack", attacker: "Y", defender: "p2.hero" }],
      error: "illegal_action",
    });
    cardCase("GDB_235", {
      does: "another Exarch Akama gets no attack again",
      p1: { board: [{ card: "GDB_235", ref: "A" }, { card: "GDB_235", ref: "B" }] },
      actions: [{ type: "attack", attacker: "B", defender: "p2.hero" }, { type: "attack", attacker: "A", defender: "p2.hero" },
        { type: "attack", attacker: "B", defender: "p2.hero" }],
      error: "illegal_action",
    });
  });

  describeCard("SC_020", () => {
    cardCase("SC_020", {
      does: "a friendly Location loses 1 Durability and your hero gets 8 Health",
      p1: { hero: { card: "HERO_01", health: 15 }, board: [{ card: ULTRALISK_CAVERN, ref: "L", health: 2 }], hand: [{ card: "SC_020", ref: "C" }] },
      actions: [{ type: "play", card: "C", target: "L" }],
      expect: { "L.health": 1, "L.zone": "board", "p1.hero.health": 23 },
    });
    cardCase("SC_020", {
      does: "its last Durability: the Location is destroyed (its Deathrattle resolves)",
      p1: { hero: { card: "HERO_01", health: 15 }, board: [{ card: ULTRALISK_CAVERN, ref: "L", health: 1 }], hand: [{ card: "SC_020", ref: "C" }] },
      actions: [{ type: "play", card: "C", target: "L" }],
      expect: { "L.zone": "graveyard", "p1.board": ["SC_006"], "p1.hero.health": 23 },
    });
    cardCase("SC_020", {
      does: "no friendly Location: it can't be cast",
      p1: { board: [{ card: YETI }], hand: [{ card: "SC_020", ref: "C" }] },
      p2: { board: [{ card: ULTRALISK_CAVERN, ref: "L", health: 2 }] },
      actions: [{ type: "play", card: "C", target: "L" }],
      error: "illegal_action",
    });
  });

  describeCard("GDB_477", () => {
    cardCase("GDB_477", {
      does: "each deck keeps only its 8 highest Cost cards (a tie at the eighth place: one of them at random)",
      p1: { hand: [{ card: "GDB_477", ref: "H" }], deck: [{ card: WISP }, { card: PYROBLAST }, { card: MOONFIRE }, { card: OGRE }, { card: YETI },
        { card: WISP }, { card: FIREBALL }, { card: DEATHWING }, { card: ARCANE_INTELLECT }, { card: FROSTBOLT }] },
      p2: { deck: [{ card: WISP }, { card: YETI }, { card: PYROBLAST }] },
      actions: [{ type: "play", card: "H" }],
      check: (r) => {
        const mine = ids(r.state.players[0]!.deck);
        expect(mine).toHaveLength(8);
        expect([...mine].sort()).toEqual(expect.arrayContaining([PYROBLAST, DEATHWING, OGRE, YETI, FIREBALL, ARCANE_INTELLECT, FROSTBOLT]));
        const zero = mine.filter((c) => c === WISP || c === MOONFIRE);
        expect(zero).toHaveLength(1);
        expect(r.state.players[0]!.graveyard.filter((c) => c.card === WISP || c.card === MOONFIRE)).toHaveLength(2);
        expect([...ids(r.state.players[1]!.deck)].sort()).toEqual([WISP, YETI, PYROBLAST].sort());
      },
    });
  });

  describeCard("GDB_143", () => {
    cardCase("GDB_143", {
      does: "Spellburst: a minion in your hand gets +3/+3 (and the Spellburst); used once",
      p1: { board: [{ card: "GDB_143", ref: "S" }], hand: [{ card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }],
      expect: { "Y.attack": 7, "Y.health": 8, "p2.hero.health": 28 },
      check: (r) => {
        const y = r.state.players[0]!.hand.find((c) => c.card === YETI) as unknown as { enchantments?: { card: string }[] };
        expect(y.enchantments?.map((e) => e.card)).toContain("GDB_143e");
      },
    });
    cardCase("GDB_143", {
      does: "a minion that has these effects already is passed over",
      p1: { board: [{ card: "GDB_143" }], hand: [{ card: MOONFIRE, ref: "M1" }, { card: YETI, ref: "Y", enchantments: [{ card: "GDB_143e" }] }, { card: WISP, ref: "W" }] },
      actions: [{ type: "play", card: "M1", target: "p2.hero" }],
      expect: { "Y.attack": 7, "W.attack": 4, "W.health": 4 },
    });
    cardCase("GDB_143", {
      does: "the minion given the Spellburst has it in play (not in hand)",
      p1: { board: [{ card: YETI, ref: "B", enchantments: [{ card: "GDB_143e" }] }],
        hand: [{ card: MOONFIRE, ref: "M1" }, { card: WISP, ref: "W" }, { card: YETI, ref: "Y", enchantments: [{ card: "GDB_143e" }] }] },
      actions: [{ type: "play", card: "M1", target: "p2.hero" }],
      expect: { "B.attack": 7, "W.attack": 4, "W.health": 4, "Y.attack": 7 },
    });
    cardCase("GDB_143", {
      does: "the Spellburst given works once too",
      p1: { board: [{ card: YETI, ref: "B", enchantments: [{ card: "GDB_143e" }] }],
        hand: [{ card: MOONFIRE, ref: "M1" }, { card: MOONFIRE, ref: "M2" }, { card: WISP, ref: "W1" }, { card: WISP, ref: "W2" }] },
      actions: [{ type: "play", card: "M1", target: "p2.hero" }, { type: "play", card: "M2", target: "p2.hero" }],
      check: (r) => {
        const attacks = r.state.players[0]!.hand.map((c) => (c as unknown as { attack: number }).attack).sort();
        expect(attacks).toEqual([1, 4]);
      },
    });
    cardCase("GDB_143", {
      does: "in hand the Spellburst does nothing",
      p1: { hand: [{ card: MOONFIRE, ref: "M1" }, { card: WISP, ref: "W" }, { card: YETI, ref: "Y", enchantments: [{ card: "GDB_143e" }] }] },
      actions: [{ type: "play", card: "M1", target: "p2.hero" }],
      expect: { "W.attack": 1, "Y.attack": 7 },
    });
  });
  describeCard("GDB_873", () => {
    cardCase("GDB_873", {
      does: "Discovers a Combo minion; the next Combo minion played resolves its Combo twice, the one after once",
      p1: { hand: [{ card: "GDB_873", ref: "C" }, { card: RINGLEADER, ref: "R1" }, { card: RINGLEADER, ref: "R2" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "R1" }, { type: "play", card: "R2" }],
      choices: [0],
      expect: { "p1.board": [RINGLEADER, BANDIT, BANDIT, RINGLEADER, BANDIT] },
      check: (r) => {
        const got = r.state.players[0]!.hand;
        expect(got).toHaveLength(1);
        const f = findCard(got[0]!.card)!;
        expect(f.type).toBe("MINION");
        expect(f.mechanics ?? []).toContain("COMBO");
      },
    });
    cardCase("GDB_873", {
      does: "a Combo spell is not doubled and leaves the state to the next Combo minion",
      p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "GDB_873", ref: "C" }, { card: COLD_BLOOD, ref: "B" }, { card: RINGLEADER, ref: "R1" }] },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "B", target: "Y" }, { type: "play", card: "R1" }],
      choices: [0],
      expect: { "Y.attack": 8, "p1.board": [YETI, RINGLEADER, BANDIT, BANDIT] },
    });
  });
  describeCard("GDB_451", () => {
    cardCase("GDB_451", {
      does: "draws a spell of your deck other than Triangulate and shuffles 3 copies of it into your deck",
      p1: { hand: [{ card: "GDB_451", ref: "T" }], deck: [{ card: "GDB_451" }, { card: FIREBALL, ref: "F" }, { card: YETI }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": [FIREBALL], "F.zone": "hand" },
      check: (r) => expect(ids(r.state.players[0]!.deck).sort()).toEqual(["GDB_451", YETI, FIREBALL, FIREBALL, FIREBALL].sort()),
    });
    cardCase("GDB_451", {
      does: "no other spell in the deck: nothing",
      p1: { hand: [{ card: "GDB_451", ref: "T" }], deck: [{ card: "GDB_451" }, { card: YETI }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p1.hand": [] },
      check: (r) => expect(ids(r.state.players[0]!.deck).sort()).toEqual(["GDB_451", YETI].sort()),
    });
  });

  describeCard("GDB_129", () => {
    cardCase("GDB_129", {
      does: "draws the card of the opponent's deck; not played this turn, it goes back into their deck (they draw it next)",
      p1: { hand: [{ card: "GDB_129", ref: "D" }] },
      p2: { deck: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "D" }, { type: "endTurn" }],
      expect: { "p1.hand": [], "p2.hand": [YETI], "Y.player": 2 },
      check: (r) => {
        const y = r.state.players[1]!.hand[0] as unknown as { enchantments?: { card: string }[] };
        expect((y.enchantments ?? []).map((e) => e.card)).not.toContain("GDB_129e");
      },
    });
    cardCase("GDB_129", {
      does: "played this turn, the card stays yours",
      p1: { hand: [{ card: "GDB_129", ref: "D" }] },
      p2: { deck: [{ card: YETI, ref: "Y" }, { card: WISP }] },
      actions: [{ type: "play", card: "D" }, { type: "play", card: "Y" }, { type: "endTurn" }],
      expect: { "p1.board": ["GDB_129", YETI], "Y.player": 1, "p2.deck.length": 0 },
    });
  });
  describeCard("SC_022", () => {
    cardCase("SC_022", {
      does: "a minion with a neighbour on each side: both neighbours hit, not the hero",
      p1: { board: [{ card: "SC_022", ref: "M" }] },
      p2: { board: [{ card: OGRE, ref: "A" }, { card: YETI, ref: "B" }, { card: OGRE, ref: "C" }] },
      actions: [{ type: "attack", attacker: "M", defender: "B" }],
      expect: { "A.health": 2, "C.health": 2, "B.zone": "graveyard", "p2.hero.health": 30 },
    });
    cardCase("SC_022", {
      does: "a minion at the end of the row: its neighbour and the enemy hero are hit",
      p1: { board: [{ card: "SC_022", ref: "M" }] },
      p2: { board: [{ card: OGRE, ref: "A" }, { card: OGRE, ref: "B" }] },
      actions: [{ type: "attack", attacker: "M", defender: "B" }],
      expect: { "A.health": 2, "B.health": 2, "p2.hero.health": 25 },
    });
    cardCase("SC_022", {
      does: "a minion alone: the enemy hero is hit once",
      p1: { board: [{ card: "SC_022", ref: "M" }] },
      p2: { board: [{ card: OGRE, ref: "B" }] },
      actions: [{ type: "attack", attacker: "M", defender: "B" }],
      expect: { "B.health": 2, "p2.hero.health": 25 },
    });
    cardCase("SC_022", {
      does: "attacking the hero: no more damage",
      p1: { board: [{ card: "SC_022", ref: "M" }] },
      p2: { board: [{ card: OGRE, ref: "B" }] },
      actions: [{ type: "attack", attacker: "M", defender: "p2.hero" }],
      expect: { "B.health": 7, "p2.hero.health": 25 },
    });
  });
  describeCard("SC_018", () => {
    cardCase("SC_018", {
      does: "summons a minion of the opponent's hand onto their side; your other Zerg gain Reborn and attack it",
      p1: { board: [{ card: ZERGLING, ref: "Z1" }, { card: YETI, ref: "Y" }, { card: ZERGLING, ref: "Z2" }], hand: [{ card: "SC_018", ref: "V" }] },
      p2: { hand: [{ card: OGRE, ref: "O" }] },
      actions: [{ type: "play", card: "V" }],
      // the two Zerglings hit the Ogre (6/7) and die; Reborn brings them back with 1 Health; the Yeti does not attack
      expect: { "O.zone": "board", "O.player": 2, "O.health": 5, "Y.health": 5, "p1.board": [ZERGLING, YETI, ZERGLING, "SC_018"], "p2.hand": [] },
      check: (r) => {
        // each came back by its Reborn: used up
        const zs = r.state.players[0]!.board.filter((m) => m.card === ZERGLING) as unknown as { health: number; seen?: Record<string, number> }[];
        expect(zs.map((z) => [z.health, z.seen?.REBORN])).toEqual([[1, undefined], [1, undefined]]);
      },
    });
    cardCase("SC_018", {
      does: "no minion in the opponent's hand: the Zerg still gain Reborn, and attack nothing",
      p1: { board: [{ card: ZERGLING, ref: "Z1" }], hand: [{ card: "SC_018", ref: "V" }] },
      p2: { hand: [{ card: MOONFIRE }] },
      actions: [{ type: "play", card: "V" }],
      expect: { "Z1.seen.REBORN": 1, "Z1.health": 1, "p2.board": [], "p2.hand": [MOONFIRE] },
    });
  });

  describeCard("GDB_136", () => {
    cardCase("GDB_136", {
      does: "Discovers a spell that costs (1) less and carries the repeat for this turn",
      p1: { hand: [{ card: "GDB_136", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      choices: [0],
      check: (r) => {
        const hand = r.state.players[0]!.hand as unknown as { card: string; cost: number; enchantments?: { card: string }[] }[];
        expect(hand).toHaveLength(1);
        const f = findCard(hand[0]!.card)!;
        expect(f.type).toBe("SPELL");
        expect(hand[0]!.cost).toBe(Math.max(0, (f.cost ?? 0) - 1));
        expect((hand[0]!.enchantments ?? []).map((e) => e.card)).toContain("GDB_136e");
      },
    });
    cardCase("GDB_136", {
      does: "the spell played this turn repeats the effect: another spell Discovered, (1) less, with the repeat",
      p1: { hand: [{ card: MOONFIRE, ref: "M", enchantments: [{ card: "GDB_136e" }] }] },
      actions: [{ type: "play", card: "M", target: "p2.hero" }],
      choices: [0],
      expect: { "p2.hero.health": 29 },
      check: (r) => {
        const hand = r.state.players[0]!.hand as unknown as { card: string; cost: number; enchantments?: { card: string }[] }[];
        expect(hand).toHaveLength(1);
        const f = findCard(hand[0]!.card)!;
        expect(f.type).toBe("SPELL");
        expect(hand[0]!.cost).toBe(Math.max(0, (f.cost ?? 0) - 1));
        expect((hand[0]!.enchantments ?? []).map((e) => e.card)).toContain("GDB_136e");
      },
    });
    cardCase("GDB_136", {
      does: "the repeat lasts this turn only (the Cost stays reduced)",
      p1: { hand: [{ card: "GDB_136", ref: "H" }] },
      actions: [{ type: "play", card: "H" }, { type: "endTurn" }],
      choices: [0],
      check: (r) => {
        const hand = r.state.players[0]!.hand as unknown as { card: string; cost: number; enchantments?: { card: string }[] }[];
        expect(hand).toHaveLength(1);
        const f = findCard(hand[0]!.card)!;
        expect(hand[0]!.cost).toBe(Math.max(0, (f.cost ?? 0) - 1));
        expect((hand[0]!.enchantments ?? []).map((e) => e.card)).not.toContain("GDB_136e");
      },
    });
  });
  describeCard("GDB_133", () => {
    cardCase("GDB_133", {
      does: "Discovers spells until a Discover offers a spell already offered (that one still taken)",
      p1: { hand: [{ card: "GDB_133", ref: "P" }] },
      actions: [{ type: "play", card: "P" }],
      check: (r) => {
        const opts = r.random.filter((d) => d.purpose === "discover option").map((d) => d.chosen as string);
        expect(opts.length % 3).toBe(0);
        const groups: string[][] = [];
        for (let i = 0; i < opts.length; i += 3) groups.push(opts.slice(i, i + 3));
        expect(groups.length).toBeGreaterThanOrEqual(2);
        const seen = new Set<string>();
        groups.forEach((g, k) => {
          const repeat = g.some((id) => seen.has(id));
          expect(repeat).toBe(k === groups.length - 1);
          g.forEach((id) => seen.add(id));
        });
        const hand = r.state.players[0]!.hand;
        expect(hand.length).toBe(Math.min(10, groups.length));
        hand.forEach((c, k) => { expect(groups[k]).toContain(c.card); expect(findCard(c.card)!.type).toBe("SPELL"); });
      },
    });
  });
});
