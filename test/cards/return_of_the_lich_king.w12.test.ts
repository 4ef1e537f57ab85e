/** March of the Lich King (RETURN_OF_THE_LICH_KING): the cards w12/toys added (sets/lich-king.ts). */
import { describe, expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1
const YETI = "CS2_182"; // 4/5
const GHOUL = "RLK_008t"; // not used as a card here
void GHOUL;

describe("March of the Lich King (w12/toys)", () => {
  describeCard("NX2_018", () => {
    cardCase("NX2_018", {
      does: "Dredge an Undead (Necrotic Geist): 5 damage to the enemy hero",
      choices: [1],
      p1: { hand: [{ card: "NX2_018", ref: "N" }], deck: [{ card: WISP }, { card: YETI }, { card: "ICC_900" }, { card: YETI }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "p2.hero.health": 25, "p1.deck.0.card": "ICC_900" },
    });
    cardCase("NX2_018", {
      does: "Dredge a non-Undead: no damage",
      choices: [0],
      p1: { hand: [{ card: "NX2_018", ref: "N" }], deck: [{ card: WISP }, { card: YETI }, { card: "ICC_900" }, { card: YETI }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "p2.hero.health": 30, "p1.deck.0.card": YETI },
    });
  });
  describeCard("RLK_911", () => {
    cardCase("RLK_911", {
      does: "copies of the hand's minions (not its spell) attack the enemy minion, then die; the hand keeps its cards",
      p1: { hand: [{ card: "RLK_911", ref: "S" }, { card: YETI }, { card: "CS2_024" }, { card: WISP }] },
      p2: { board: [{ card: "CS2_200", ref: "O" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": [], "p1.hand": [YETI, "CS2_024", WISP], "O.health": 2, "events.attack": 2 },
    });
    cardCase("RLK_911", {
      does: "no enemy minion: the copies do not attack the hero, and still die",
      p1: { hand: [{ card: "RLK_911", ref: "S" }, { card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.board": [], "p2.hero.health": 30, "events.summon": 1 },
    });
  });
  describeCard("RLK_803", () => {
    cardCase("RLK_803", {
      does: "recasts the created spells played (Flamestrike, 5 to the Ogre), not one that started in the deck (Arcane Intellect) nor a created minion",
      p1: {
        hand: [{ card: "RLK_803", ref: "R" }],
        playedThisGame: [{ card: "CS2_032", cost: 7, turn: 1, created: true }, { card: "CS2_023", cost: 3, turn: 3 }, { card: WISP, cost: 0, turn: 3, created: true }],
        deck: [{ card: WISP }, { card: WISP }],
      },
      p2: { board: [{ card: "CS2_200", ref: "O" }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "O.health": 2, "p1.hand": [], "p1.board": ["RLK_803"] },
    });
  });
  describeCard("RLK_546", () => {
    cardCase("RLK_546", {
      does: "two Discovered spells of Cost 3 or less; each costs what the other did",
      choices: [0, 0],
      p1: { hand: [{ card: "RLK_546", ref: "V" }] },
      actions: [{ type: "play", card: "V" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand).toHaveLength(2);
        const printed = hand.map((c) => findCard(c.card)!.cost);
        for (const p of printed) expect(p).toBeLessThanOrEqual(3);
        expect(hand.map((c) => c.cost)).toEqual([printed[1], printed[0]]);
        for (const c of hand) expect(findCard(c.card)!.type).toBe("SPELL");
      },
    });
  });
  describeCard("RLK_677", () => {
    cardCase("RLK_677", {
      does: "the opponent's Frostbolt at a friendly Yeti hits the Spellbender instead",
      p1: { board: [{ card: "RLK_677", ref: "S" }, { card: YETI, ref: "Y" }] },
      p2: { hand: [{ card: "CS2_024", ref: "B" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "B", target: "Y" }],
      expect: { "S.health": 3, "Y.health": 5, "S.seen.FROZEN": 1 },
    });
    cardCase("RLK_677", {
      does: "one of their own minions too",
      p1: { board: [{ card: "RLK_677", ref: "S" }] },
      p2: { hand: [{ card: "CS2_024", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "B", target: "Y" }],
      expect: { "S.health": 3, "Y.health": 5 },
    });
    cardCase("RLK_677", {
      does: "your own spell is not redirected",
      p1: { board: [{ card: "RLK_677", ref: "S" }, { card: YETI, ref: "Y" }], hand: [{ card: "CS2_024", ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "Y" }],
      expect: { "S.health": 6, "Y.health": 2 },
    });
    cardCase("RLK_677", {
      does: "at a hero: the hero takes it",
      p1: { board: [{ card: "RLK_677", ref: "S" }], hero: { card: "HERO_01", ref: "H" } },
      p2: { hand: [{ card: "CS2_024", ref: "B" }] },
      state: { activePlayer: 2 },
      actions: [{ type: "play", card: "B", target: "H" }],
      expect: { "S.health": 6, "p1.hero.health": 27 },
    });
  });
  describeCard("RLK_540", () => {
    cardCase("RLK_540", {
      does: "discards the Undead in hand (not the Yeti); its Deathrattle summons a copy of it",
      p1: { hand: [{ card: "RLK_540", ref: "S" }, { card: YETI }, { card: "ICC_900", ref: "G" }] },
      actions: [{ type: "play", card: "S" }, { type: "destroy", target: "S" }],
      expect: { "p1.hand": [YETI], "G.zone": "graveyard", "p1.board": ["ICC_900"] },
    });
    cardCase("RLK_540", {
      does: "no Undead in hand: nothing discarded, nothing summoned",
      p1: { hand: [{ card: "RLK_540", ref: "S" }, { card: YETI }] },
      actions: [{ type: "play", card: "S" }, { type: "destroy", target: "S" }],
      expect: { "p1.hand": [YETI], "p1.board": [] },
    });
  });
  describeCard("NX2_029", () => {
    cardCase("NX2_029", {
      does: "a Taunt minion Discovered carries NX2_029e; played this turn, another Taunt minion is Discovered (carrying it too)",
      choices: [0, 0],
      p1: { hand: [{ card: "NX2_029", ref: "T" }], mana: { crystals: 10, used: 0 } },
      actions: [{ type: "play", card: "T" }],
      check: (r) => {
        const first = r.state.players[0]!.hand[0]!;
        expect(findCard(first.card)!.mechanics).toContain("TAUNT");
        expect(first.enchantments?.map((e) => e.card)).toContain("NX2_029e");
      },
    });
    cardCase("NX2_029", {
      does: "a card carrying NX2_029e played this turn Discovers another Taunt minion, which carries it too",
      choices: [0],
      p1: { hand: [{ card: "CS2_179", ref: "S", enchantments: [{ card: "NX2_029e" }] }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const p = r.state.players[0]!;
        expect(p.board.map((m) => m.card)).toEqual(["CS2_179"]);
        expect(p.hand).toHaveLength(1);
        expect(findCard(p.hand[0]!.card)!.mechanics).toContain("TAUNT");
        expect(p.hand[0]!.enchantments?.map((e) => e.card)).toContain("NX2_029e");
      },
    });
    cardCase("NX2_029", {
      does: "this turn only: after the turn ends the card no longer carries it",
      choices: [0],
      p1: { hand: [{ card: "NX2_029", ref: "T" }] },
      p2: { deck: [{ card: WISP }] },
      actions: [{ type: "play", card: "T" }, { type: "endTurn" }],
      check: (r) => expect((r.state.players[0]!.hand[0]!.enchantments ?? []).map((e) => e.card)).not.toContain("NX2_029e"),
    });
  });
  describeCard("RLK_825", () => {
    cardCase("RLK_825", {
      does: "1 damage, and 1 more for each of your hero's attacks this game (2 before: 3); a minion's attacks do not count",
      p1: { hand: [{ card: "RLK_825", ref: "S" }], tags: { NUM_HERO_ATTACKS_THIS_GAME: 2, NUM_ATTACKS_THIS_GAME: 5 } },
      p2: { board: [{ card: "CS2_200", ref: "O" }] },
      actions: [{ type: "play", card: "S", target: "O" }],
      expect: { "O.health": 4 },
    });
    cardCase("RLK_825", {
      does: "your hero attacks (with a weapon) this turn: counted",
      p1: { hand: [{ card: "RLK_825", ref: "S" }], weapon: { card: "CS2_106" }, board: [{ card: WISP, ref: "W" }] },
      p2: { board: [{ card: "CS2_200", ref: "O" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "W", defender: "p2.hero" }, { type: "play", card: "S", target: "O" }],
      expect: { "O.health": 5, "p2.hero.health": 26 },
    });
  });
  describeCard("RLK_215", () => {
    cardCase("RLK_215", {
      does: "an Outcast card at each end of the hand, each costing (2) less",
      p1: { hand: [{ card: "RLK_215", ref: "F" }, { card: WISP }, { card: YETI }] },
      actions: [{ type: "play", card: "F" }],
      check: (r) => {
        const hand = r.state.players[0]!.hand;
        expect(hand).toHaveLength(4);
        expect(hand.slice(1, 3).map((c) => c.card)).toEqual([WISP, YETI]);
        for (const c of [hand[0]!, hand[3]!]) {
          const f = findCard(c.card)!;
          expect(f.mechanics).toContain("OUTCAST");
          expect(c.cost).toBe(Math.max(0, f.cost - 2));
        }
      },
    });
  });
});
