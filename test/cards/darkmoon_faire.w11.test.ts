/** Behaviour tests of Madness at the Darkmoon Faire (DARKMOON_FAIRE) cards added by w11/scholo. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5 (4)
const WISP = "CS2_231"; // 1/1 (0)
const RAPTOR = "CS2_172"; // 3/2 (2)
const MOONFIRE = "CS2_008"; // (0) 1 damage
const FRAG = "SCH_307t";
const big = (cost: number) => ({ id: `MY_BIG_${cost}`, type: "SPELL", cost, spell: [] });
const facts = (id: string) => factsById(id)!;

describe("Madness at the Darkmoon Faire (w11)", () => {
  describeCard("YOP_003", () => {
    cardCase("YOP_003", {
      does: "Battlecry: two Soul Fragments shuffled into your deck",
      p1: { hand: [{ card: "YOP_003", ref: "L" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "L" }],
      check: (r) => {
        expect(r.state.players[0].deck.map((c) => c.card).sort()).toEqual([YETI, FRAG, FRAG].sort());
        expect(r.state.players[0].hand).toHaveLength(0);
      },
    });
    cardCase("YOP_003", {
      does: "Corrupt: becomes YOP_003t, which also draws a card",
      cards: [big(4)],
      p1: { hand: [{ card: "YOP_003", ref: "L" }, { card: "MY_BIG_4", ref: "B" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "B" }, { type: "play", card: "L" }],
      check: (r) => {
        const p = r.state.players[0];
        expect(p.board.map((m) => m.card)).toEqual(["YOP_003t"]);
        const all = [...p.deck, ...p.hand, ...p.graveyard].map((c) => c.card);
        expect(all.filter((c) => c === FRAG)).toHaveLength(2);
        expect(all.filter((c) => c === YETI)).toHaveLength(1);
        // a card was drawn: the deck lost at least one of its three cards
        expect(p.deck.length).toBeLessThanOrEqual(2);
        expect(events(r, "draw").length).toBeGreaterThanOrEqual(1);
      },
    });
  });

  describeCard("YOP_003t", () => {
    cardCase("YOP_003t", {
      does: "shuffles two Soul Fragments, then draws (a drawn Fragment casts itself)",
      p1: { hand: [{ card: "YOP_003t", ref: "L" }], deck: [] },
      actions: [{ type: "play", card: "L" }],
      check: (r) => {
        const p = r.state.players[0];
        // one Fragment drawn (cast when drawn: 2 Health, then a draw of the other one, cast too, then fatigue)
        expect(events(r, "draw").length).toBeGreaterThanOrEqual(1);
        expect(p.deck).toHaveLength(0);
      },
    });
  });

  describeCard("YOP_023", () => {
    cardCase("YOP_023", {
      does: "not Overloaded: 1 damage to each enemy minion",
      p1: { hand: [{ card: "YOP_023", ref: "L" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: RAPTOR, ref: "B" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "A.health": 4, "B.health": 1 },
    });
    cardCase("YOP_023", {
      does: "Overloaded: 1 damage twice",
      p1: { hand: [{ card: "YOP_023", ref: "L" }], mana: { crystals: 10, used: 0, overloadLocked: 1 } },
      p2: { board: [{ card: YETI, ref: "A" }, { card: RAPTOR, ref: "B" }] },
      actions: [{ type: "play", card: "L" }],
      expect: { "A.health": 3, "p2.board": [YETI] },
    });
  });

  describeCard("DMF_237", () => {
    cardCase("DMF_237", {
      does: "a 1-Health minion you summon gets +1/+2; a 2-Health one and an enemy's do not",
      p1: { board: [{ card: "DMF_237" }], hand: [{ card: WISP, ref: "W" }, { card: RAPTOR, ref: "R" }] },
      actions: [{ type: "play", card: "W" }, { type: "play", card: "R" }],
      expect: { "W.attack": 2, "W.health": 3, "R.attack": 3, "R.health": 2 },
    });
  });

  describeCard("DMF_513", () => {
    cardCase("DMF_513", {
      does: "after an enemy minion attacks your hero: a copy of it with Stealth for you",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "DMF_513" }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }] },
      actions: [{ type: "attack", attacker: "R", defender: "p1.hero" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((m) => m.card)).toEqual([RAPTOR]);
        expect(board[0]!.seen?.STEALTH ?? board[0]!.tags?.STEALTH).toBe(1);
        expect(r.state.players[0].secrets).toHaveLength(0);
        expect(r.state.players[0].hero.health).toBe(27);
      },
    });
    cardCase("DMF_513", {
      does: "an attack on a friendly minion: nothing",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "DMF_513" }], board: [{ card: YETI, ref: "Y" }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }] },
      actions: [{ type: "attack", attacker: "R", defender: "Y" }],
      expect: { "p1.board": [YETI], "p1.secrets": ["DMF_513"] },
    });
  });

  describeCard("DMF_195", () => {
    cardCase("DMF_195", {
      does: "Discover a spell; your hero is healed by its Cost",
      choices: [0],
      p1: { hero: { card: "HERO_04", health: 10 }, hand: [{ card: "DMF_195", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(facts(hand[0]!.card).type).toBe("SPELL");
        expect(r.state.players[0].hero.health).toBe(10 + hand[0]!.cost!);
      },
    });
  });

  describeCard("DMF_105", () => {
    cardCase("DMF_105", {
      does: "Discover a Secret: it is cast into your secret zone, not put in hand",
      choices: [0],
      p1: { hero: { card: "HERO_08" }, hand: [{ card: "DMF_105", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const p = r.state.players[0];
        expect(p.hand).toHaveLength(0);
        expect(p.secrets).toHaveLength(1);
        expect(facts(p.secrets[0]!.card).mechanics).toContain("SECRET");
        expect(facts(p.secrets[0]!.card).cardClass).toBe("MAGE");
      },
    });
    cardCase("DMF_105", {
      does: "Corrupt: becomes DMF_105t",
      cards: [big(5)],
      p1: { hand: [{ card: "DMF_105", ref: "S" }, { card: "MY_BIG_5", ref: "B" }] },
      actions: [{ type: "play", card: "B" }],
      expect: { "S.card": "DMF_105t" },
    });
  });

  describeCard("DMF_105t", () => {
    cardCase("DMF_105t", {
      does: "Discover and cast two Secrets",
      choices: [0, 0],
      p1: { hero: { card: "HERO_08" }, hand: [{ card: "DMF_105t", ref: "S" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const p = r.state.players[0];
        expect(p.hand).toHaveLength(0);
        expect(events(r, "discover")).toHaveLength(2);
        expect(p.secrets.length + p.graveyard.filter((c) => facts(c.card).mechanics.includes("SECRET")).length).toBe(2);
      },
    });
  });

  describeCard("DMF_088", () => {
    cardCase("DMF_088", {
      does: "after your hero attacks: Discover a Secret and cast it",
      choices: [0],
      p1: { hero: { card: "HERO_05" }, weapon: { card: "DMF_088" } },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
      check: (r) => {
        const p = r.state.players[0];
        expect(p.secrets).toHaveLength(1);
        expect(facts(p.secrets[0]!.card).cardClass).toBe("HUNTER");
        expect(r.state.players[1].hero.health).toBe(28);
      },
    });
  });
  describeCard("YOP_035", () => {
    cardCase("YOP_035", {
      does: "Hellfire's 3 damage deals it only 1",
      p1: { board: [{ card: "YOP_035", ref: "M" }], hand: [{ card: "CS2_062", ref: "H" }] },
      actions: [{ type: "play", card: "H" }],
      expect: { "M.health": 2 },
    });
  });

  describeCard("DMF_058", () => {
    cardCase("DMF_058", {
      does: "the next spell you cast this turn resolves twice; the one after, once",
      p1: { hand: [{ card: "DMF_058", ref: "S" }, { card: MOONFIRE, ref: "M" }, { card: MOONFIRE, ref: "N" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "N", target: "p2.hero" }],
      expect: { "p2.hero.health": 27 },
    });
    cardCase("DMF_058", {
      does: "the state ends with the turn",
      p1: { hand: [{ card: "DMF_058", ref: "S" }], deck: [{ card: YETI }] },
      p2: { hand: [{ card: MOONFIRE, ref: "M" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "play", card: "M", target: "p1.hero" }],
      expect: { "p1.hero.health": 29 },
    });
  });

  describeCard("DMF_733", () => {
    cardCase("DMF_733", {
      does: "adds a Solar Eclipse and a Lunar Eclipse to your hand",
      p1: { hand: [{ card: "DMF_733", ref: "K" }] },
      actions: [{ type: "play", card: "K" }],
      expect: { "p1.hand": ["DMF_058", "DMF_057"] },
    });
  });
  describeCard("DMF_104", () => {
    cardCase("DMF_104", {
      does: "an 8/8 Elemental, and one more for each Elemental you played last turn",
      p1: { hand: [{ card: "DMF_104", ref: "G" }], playedLastTurn: ["CS2_042", "CS2_182", "CS2_042"], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 3, NUM_CARDS_PLAYED_LAST_TURN: 3 } },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["DMF_104t", "DMF_104t", "DMF_104t"] },
    });
    cardCase("DMF_104", {
      does: "no Elemental last turn: one",
      p1: { hand: [{ card: "DMF_104", ref: "G" }], playedLastTurn: ["CS2_182"], tags: { NUM_MINIONS_PLAYED_LAST_TURN: 1, NUM_CARDS_PLAYED_LAST_TURN: 1 } },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["DMF_104t"] },
    });
  });
  describeCard("DMF_109", () => {
    cardCase("DMF_109", {
      does: "no Secret triggered this game: draws 1",
      p1: { hand: [{ card: "DMF_109", ref: "S" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.hand.length": 1 },
    });
    cardCase("DMF_109", {
      does: "a Secret of yours triggered on the opponent's turn: draws 2 on your next turn",
      state: { activePlayer: 2 },
      p1: { secrets: [{ card: "EX1_289" }], hand: [{ card: "DMF_109", ref: "S" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
      p2: { board: [{ card: RAPTOR, ref: "R" }], deck: [{ card: YETI }] },
      actions: [{ type: "attack", attacker: "R", defender: "p1.hero" }, { type: "endTurn" }, { type: "play", card: "S" }],
      check: (r) => {
        expect(r.state.players[0].secrets).toHaveLength(0);
        // the turn's draw, then Sayge's two
        expect(r.state.players[0].hand).toHaveLength(3);
        expect(r.state.players[0].tags?.NUM_SECRETS_TRIGGERED_THIS_GAME).toBe(1);
      },
    });
  });
  describeCard("DMF_087", () => {
    cardCase("DMF_087", {
      does: "kills a 3/2 Raptor with 5 Attack: 3 excess damage to the enemy hero",
      p1: { board: [{ card: "DMF_087", ref: "R" }] },
      p2: { board: [{ card: RAPTOR, ref: "E" }] },
      actions: [{ type: "attack", attacker: "R", defender: "E" }],
      expect: { "p2.hero.health": 27, "p2.board": [], "R.health": 2 },
    });
    cardCase("DMF_087", {
      does: "the defender survives: no damage to the hero",
      p1: { board: [{ card: "DMF_087", ref: "R" }] },
      p2: { board: [{ card: "CS2_186", ref: "E" }] },
      actions: [{ type: "attack", attacker: "R", defender: "E" }],
      expect: { "p2.hero.health": 30, "E.health": 2 },
    });
    cardCase("DMF_087", {
      does: "exactly lethal: no excess",
      p1: { board: [{ card: "DMF_087", ref: "R" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "R", defender: "E" }],
      expect: { "p2.hero.health": 30, "p2.board": [] },
    });
  });
  describeCard("YOP_016", () => {
    cardCase("YOP_016", {
      does: "holding a Secret: it is cast out of your hand into the secret zone, then you draw",
      p1: { hero: { card: "HERO_08" }, hand: [{ card: "YOP_016", ref: "S" }, { card: "EX1_287", ref: "C" }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.secrets": ["EX1_287"], "p1.hand": [YETI], "p1.mana.used": 3 },
    });
    cardCase("YOP_016", {
      does: "no Secret in hand: nothing, no draw",
      p1: { hand: [{ card: "YOP_016", ref: "S" }, { card: MOONFIRE }], deck: [{ card: YETI }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "p1.secrets": [], "p1.hand": [MOONFIRE] },
    });
  });
});
