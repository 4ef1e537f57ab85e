/** Behaviour tests of Scholomance Academy (SCHOLOMANCE) cards added by w9/late-a. */
import { describe, expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const FIREBALL = "CS2_029"; // (4)
const MOONFIRE = "CS2_008"; // (0)
const LOOT_HOARDER = "EX1_096"; // (2) Deathrattle
const AZURE_DRAKE = "EX1_284"; // (5) Dragon
const BROOMSTICK = "SCH_311"; // (1) Rush
const facts = (id: string) => factsById(id)!;

/** A Studies spell: Discover a card of the kind; it and other such cards in hand cost (1) less, others not; the next one played uses it up. */
function studies(id: string, kind: (card: string) => boolean, same: string, other: string, sameCost: number, otherCost: number, sameTarget?: string) {
  {
    cardCase(id, {
      does: "Discover one of the kind; it and the other such card in hand cost (1) less, a card of another kind not",
      choices: [0],
      p1: { hand: [{ card: id, ref: "S" }, { card: same, ref: "A" }, { card: other, ref: "B" }] },
      actions: [{ type: "play", card: "S" }],
      check: (r) => {
        const options = events(r, "discover")[0]!.options as string[];
        expect(options).toHaveLength(3);
        for (const o of options) expect(kind(o)).toBe(true);
        const hand = r.state.players[0].hand;
        expect(hand.map((c) => c.card)).toEqual([same, other, options[0]]);
        expect(hand[0]!.cost).toBe(sameCost - 1);
        expect(hand[1]!.cost).toBe(otherCost);
        expect(hand[2]!.cost).toBe(Math.max(0, facts(options[0]!).cost - 1));
      },
    });
    cardCase(id, {
      does: "the next one of the kind played uses it up: the discovered card costs its own cost again",
      choices: [0],
      p1: { hand: [{ card: id, ref: "S" }, { card: same, ref: "A" }], mana: { crystals: 10, used: 0 } },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S" }, sameTarget ? { type: "play", card: "A", target: sameTarget } : { type: "play", card: "A" }],
      check: (r) => {
        const hand = r.state.players[0].hand;
        expect(hand).toHaveLength(1);
        expect(r.state.players[0].mana.used).toBe(1 + sameCost - 1);
        expect(r.state.players[0].hero.enchantments ?? []).toHaveLength(0);
      },
    });
  }
}

describe("Scholomance Academy (late9)", () => {
  describeCard("SCH_333", () => studies("SCH_333", (c) => facts(c).type === "SPELL", FIREBALL, YETI, 4, 4, "E"));
  describeCard("SCH_300", () => studies("SCH_300", (c) => facts(c).type === "MINION" && facts(c).mechanics.includes("DEATHRATTLE"), LOOT_HOARDER, YETI, 2, 4));
  describeCard("SCH_233", () => studies("SCH_233", (c) => facts(c).type === "MINION" && facts(c).races.some((x) => x === "DRAGON" || x === "ALL"), AZURE_DRAKE, YETI, 5, 4));
  describeCard("SCH_270", () => studies("SCH_270", (c) => facts(c).type === "MINION" && facts(c).mechanics.includes("SPELLPOWER"), "CS2_142", YETI, 2, 4));
  describeCard("SCH_237", () => studies("SCH_237", (c) => facts(c).type === "MINION" && facts(c).mechanics.includes("RUSH"), BROOMSTICK, YETI, 1, 4));

  describeCard("SCH_133", () => {
    cardCase("SCH_133", {
      does: "Battlecry: summons one copy of itself on your side",
      p1: { hand: [{ card: "SCH_133", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "p1.board": ["SCH_133", "SCH_133"], "p2.board": [] },
    });
  });

  describeCard("SCH_710", () => {
    cardCase("SCH_710", {
      does: "your opponent casts a spell: a 2/2 Taunt Skeleton for you",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "SCH_710", ref: "O" }] },
      p2: { hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "O" }],
      check: (r) => {
        const board = r.state.players[0].board;
        expect(board.map((m) => m.card)).toEqual(["SCH_710", "SCH_710t"]);
        expect(board[1]).toMatchObject({ attack: 2, health: 2 });
        expect(r.state.players[1].board).toHaveLength(0);
      },
    });
    cardCase("SCH_710", {
      does: "your own spell: nothing",
      p1: { board: [{ card: "SCH_710", ref: "O" }], hand: [{ card: MOONFIRE, ref: "M" }] },
      actions: [{ type: "play", card: "M", target: "O" }],
      expect: { "p1.board": ["SCH_710"] },
    });
  });
  describeCard("SCH_307t", () => {
    cardCase("SCH_307t", {
      does: "Soul Fragment drawn: cast, restoring 2 Health to your hero (not the enemy's), and a card is drawn instead",
      p1: { hero: { card: "HERO_01", health: 20 }, hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: "SCH_307t" }, { card: YETI }, { card: YETI }] },
      p2: { hero: { card: "HERO_01", health: 20 } },
      actions: [{ type: "play", card: "AI" }],
      check: (r) => {
        expect(r.state.players[0].hero.health).toBe(22);
        expect(r.state.players[1].hero.health).toBe(20);
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([YETI, YETI]);
      },
    });
  });
  const shuffles2 = (id: string) => cardCase(id, {
    does: "Battlecry: shuffles 2 Soul Fragments into your deck, none into the enemy's",
    p1: { hand: [{ card: id, ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.deck": ["SCH_307t", "SCH_307t"], "p2.deck": [] },
  });
  describeCard("SCH_700", () => shuffles2("SCH_700"));
  describeCard("SCH_252", () => shuffles2("SCH_252"));
  describeCard("SCH_307", () => {
    cardCase("SCH_307", {
      does: "2 damage to every minion (both sides), heroes untouched; 2 Soul Fragments into your deck",
      p1: { hand: [{ card: "SCH_307", ref: "S" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S" }],
      expect: { "F.health": 3, "E.health": 3, "p1.hero.health": 30, "p2.hero.health": 30, "p1.deck": ["SCH_307t", "SCH_307t"], "p2.deck": [] },
    });
  });
  describeCard("SCH_701", () => {
    cardCase("SCH_701", {
      does: "3 damage to the target minion only; 2 Soul Fragments into your deck",
      p1: { hand: [{ card: "SCH_701", ref: "S" }], board: [{ card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S", target: "E" }],
      expect: { "E.health": 2, "F.health": 5, "p1.deck": ["SCH_307t", "SCH_307t"], "p2.deck": [] },
    });
  });
  describeCard("SCH_146", () => {
    cardCase("SCH_146", {
      does: "your minions (itself too) have Elusive: an enemy Moonfire can't target them; enemy minions are not Elusive",
      p1: { board: [{ card: "SCH_146", ref: "R" }, { card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "endTurn" }],
      expect: { "R.seen.CANT_BE_TARGETED_BY_SPELLS": 1, "F.seen.CANT_BE_TARGETED_BY_SPELLS": 1, "F.seen.CANT_BE_TARGETED_BY_HERO_POWERS": 1, "E.seen.CANT_BE_TARGETED_BY_SPELLS": undefined },
    });
    cardCase("SCH_146", {
      does: "a spell can't be played on your minion",
      p1: { hand: [{ card: MOONFIRE, ref: "M" }], board: [{ card: "SCH_146", ref: "R" }, { card: YETI, ref: "F" }] },
      actions: [{ type: "play", card: "M", target: "F" }],
      error: "illegal_action",
    });
  });
  describeCard("SCH_245", () => {
    cardCase("SCH_245", {
      does: "Battlecry: Discover a spell into your hand; it has Spell Damage +1 (Moonfire deals 2)",
      choices: [0],
      p1: { hand: [{ card: "SCH_245", ref: "S" }, { card: MOONFIRE, ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "S" }, { type: "play", card: "M", target: "E" }],
      check: (r) => {
        const options = events(r, "discover")[0]!.options as string[];
        expect(options).toHaveLength(3);
        for (const o of options) expect(facts(o).type).toBe("SPELL");
        expect(r.state.players[0].hand.map((c) => c.card)).toEqual([options[0]]);
        expect(r.state.players[1].board[0]!.health).toBe(3);
      },
    });
  });
  describeCard("SCH_276", () => {
    cardCase("SCH_276", {
      does: "attacking a minion Silences it first: an Argent Squire loses its Divine Shield and dies",
      p1: { board: [{ card: "SCH_276", ref: "M" }] },
      p2: { board: [{ card: "EX1_008", ref: "E" }] },
      actions: [{ type: "attack", attacker: "M", defender: "E" }],
      expect: { "E.zone": "graveyard", "M.health": 2 },
    });
    cardCase("SCH_276", {
      does: "attacking the hero: no Silence of anything",
      p1: { board: [{ card: "SCH_276", ref: "M" }] },
      p2: { board: [{ card: "EX1_008", ref: "E" }] },
      actions: [{ type: "attack", attacker: "M", defender: "p2.hero" }],
      expect: { "p2.hero.health": 28, "E.seen.DIVINE_SHIELD": 1 },
    });
  });
  describeCard("SCH_136", () => {
    cardCase("SCH_136", {
      does: "+2/+2 now; no healing yet",
      p1: { hand: [{ card: "SCH_136", ref: "P" }], board: [{ card: YETI, ref: "Y", health: 1 }] },
      actions: [{ type: "play", card: "P", target: "Y" }],
      expect: { "Y.attack": 6, "Y.health": 3 },
    });
    cardCase("SCH_136", {
      does: "at the end of this turn it is restored to full Health (7); the enchantment that heals is gone after",
      p1: { hand: [{ card: "SCH_136", ref: "P" }], board: [{ card: YETI, ref: "Y", health: 1 }] },
      p2: { board: [{ card: YETI, ref: "E", health: 1 }] },
      actions: [{ type: "play", card: "P", target: "Y" }, { type: "endTurn" }],
      check: (r) => {
        const y = r.state.players[0].board[0]!;
        expect(y).toMatchObject({ attack: 6, health: 7 });
        expect((y.enchantments ?? []).map((e) => e.card)).toEqual(["SCH_136e"]);
        expect(r.state.players[1].board[0]!.health).toBe(1);
      },
    });
  });
  describeCard("SCH_614", () => {
    cardCase("SCH_614", {
      does: "Spellburst: your spent Mana Crystals are refreshed",
      p1: { board: [{ card: "SCH_614", ref: "O" }], hand: [{ card: "GAME_005", ref: "C" }], mana: { crystals: 10, used: 9 } },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.mana.used": 0 },
    });
    cardCase("SCH_614", {
      does: "once only: after the refresh, spent Mana stays spent after a second spell",
      p1: { board: [{ card: "SCH_614", ref: "O" }, { card: YETI, ref: "Y" }], hand: [{ card: "GAME_005", ref: "C" }, { card: MOONFIRE, ref: "M" }, { card: "CS2_004", ref: "PWS" }], mana: { crystals: 10, used: 9 } },
      actions: [{ type: "play", card: "C" }, { type: "play", card: "PWS", target: "Y" }, { type: "play", card: "M", target: "Y" }],
      expect: { "p1.mana.used": 1 },
    });
  });
  describeCard("SCH_537", () => {
    cardCase("SCH_537", {
      does: "at the end of your turn a random spell of Cost (3) or less is cast (the pool: spells costing 3 or less)",
      p1: { board: [{ card: "SCH_537", ref: "T" }] },
      p2: { board: [{ card: YETI }], deck: [{ card: YETI }] },
      actions: [{ type: "endTurn" }],
      check: (r) => {
        const pick = r.random.find((d) => d.candidates.length > 20);
        expect(pick).toBeDefined();
        for (const c of pick!.candidates as string[]) {
          expect(facts(c).type).toBe("SPELL");
          expect(facts(c).cost).toBeLessThanOrEqual(3);
        }
      },
    });
    cardCase("SCH_537", {
      does: "not at the end of the opponent's turn",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "SCH_537", ref: "T" }], deck: [{ card: YETI }] },
      actions: [{ type: "endTurn" }],
      check: (r) => expect(r.random.some((d) => d.candidates.length > 20)).toBe(false),
    });
  });
  describeCard("SCH_605", () => {
    cardCase("SCH_605", {
      does: "attacking a minion also deals its 4 to the defender's neighbours, not to others or to your minions",
      p1: { board: [{ card: "SCH_605", ref: "L" }, { card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }, { card: YETI, ref: "D" }] },
      actions: [{ type: "attack", attacker: "L", defender: "B" }],
      expect: { "A.health": 1, "B.health": 1, "C.health": 1, "D.health": 5, "F.health": 5, "L.health": 2 },
    });
  });
  describeCard("SCH_538", () => {
    cardCase("SCH_538", {
      does: "your other minion attacking takes no damage (Immune while attacking); the defender takes its damage",
      p1: { board: [{ card: "SCH_538", ref: "K" }, { card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "F", defender: "E" }],
      expect: { "F.health": 5, "E.health": 1, "F.seen.IMMUNE": undefined },
    });
    cardCase("SCH_538", {
      does: "your hero attacking is Immune too",
      p1: { board: [{ card: "SCH_538", ref: "K" }], weapon: { card: "CS2_106" } },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "p1.hero", defender: "E" }],
      expect: { "p1.hero.health": 30, "E.health": 2 },
    });
    cardCase("SCH_538", {
      does: "not itself: Kreen attacking takes the damage",
      p1: { board: [{ card: "SCH_538", ref: "K" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "K", defender: "E" }],
      expect: { "K.zone": "graveyard", "E.health": 3 },
    });
    cardCase("SCH_538", {
      does: "not the defender: your minion attacked by an enemy takes the damage",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "SCH_538", ref: "K" }, { card: YETI, ref: "F" }] },
      p2: { board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "attack", attacker: "E", defender: "F" }],
      expect: { "F.health": 1, "E.health": 1 },
    });
  });
  describeCard("SCH_426", () => {
    cardCase("SCH_426", {
      does: "Deathrattle: a 4/2 Forsaken Lilian for you, which attacks a random enemy (here the enemy hero)",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "SCH_426", ref: "L", health: 1 }] },
      p2: { hand: [{ card: "CS2_025", ref: "M" }] },
      actions: [{ type: "play", card: "M" }],
      expect: { "p1.board": ["SCH_426t"], "p2.hero.health": 26, "p1.hero.health": 30 },
    });
    cardCase("SCH_426", {
      does: "with an enemy minion and hero: it attacks one of them (the random pick read from the response)",
      state: { activePlayer: 2 },
      p1: { board: [{ card: "SCH_426", ref: "L", health: 1 }] },
      p2: { hand: [{ card: "CS2_025", ref: "M" }], board: [{ card: YETI, ref: "E" }] },
      actions: [{ type: "play", card: "M" }],
      check: (r) => {
        const mine = r.state.players[0].board.map((m) => m.card);
        const yeti = r.state.players[1].board[0]!;
        const hero = r.state.players[1].hero.health;
        // the Yeti attacked: it has 1 left and Lilian (4/2) died of its 4; the hero attacked: 26, Lilian still there
        const hitYeti = yeti.health === 1 && hero === 30 && mine.length === 0;
        const hitHero = yeti.health === 5 && hero === 26 && mine.join() === "SCH_426t";
        expect(hitYeti || hitHero).toBe(true);
      },
    });
  });
  describeCard("SCH_533", () => {
    cardCase("SCH_533", {
      does: "the deck's minion is summoned with Taunt and Divine Shield; the spell in the deck stays",
      p1: { hand: [{ card: "SCH_533", ref: "C" }], deck: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "Y.zone": "board", "Y.seen.TAUNT": 1, "Y.seen.DIVINE_SHIELD": 1, "F.zone": "deck", "p2.board": [] },
    });
    cardCase("SCH_533", {
      does: "no minion in the deck: nothing summoned",
      p1: { hand: [{ card: "SCH_533", ref: "C" }], deck: [{ card: FIREBALL, ref: "F" }] },
      actions: [{ type: "play", card: "C" }],
      expect: { "p1.board": [], "F.zone": "deck" },
    });
  });
  describeCard("SCH_610", () => {
    cardCase("SCH_610", {
      does: "two Beasts costing 5 or less from the deck, each with Rush; a 9-Cost Beast (King Krush) and a non-Beast stay",
      p1: { hand: [{ card: "SCH_610", ref: "G" }], deck: [{ card: "CS2_120", ref: "B1" }, { card: "CS2_172", ref: "B2" }, { card: "EX1_543", ref: "K" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "B1.zone": "board", "B2.zone": "board", "B1.seen.RUSH": 1, "B2.seen.RUSH": 1, "K.zone": "deck", "Y.zone": "deck" },
    });
    cardCase("SCH_610", {
      does: "one such Beast only: one summoned",
      p1: { hand: [{ card: "SCH_610", ref: "G" }], deck: [{ card: "CS2_120", ref: "B1" }, { card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "G" }],
      expect: { "p1.board": ["CS2_120"], "B1.seen.RUSH": 1, "Y.zone": "deck" },
    });
  });
});
