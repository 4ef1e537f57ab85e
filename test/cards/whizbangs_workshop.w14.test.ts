/** Whizbang's Workshop (WHIZBANGS_WORKSHOP): the cards w14/bands added (sets/whizbang.ts; rules-notes 1680-1699). */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1 (0)
const YETI = "CS2_182"; // 4/5 (4)
const GEOMANCER = "CS2_142"; // Kobold Geomancer, Spell Damage +1

describeCard("TOY_800", () => {
  cardCase("TOY_800", {
    does: "2 damage; the next card this turn costs (2) less, and only that one",
    p1: { hand: [{ card: "TOY_800", ref: "P" }, { card: YETI, ref: "Y1" }, { card: YETI, ref: "Y2" }] },
    actions: [{ type: "play", card: "P", target: "p2.hero" }, { type: "play", card: "Y1" }],
    expect: { "p2.hero.health": 28, "p1.mana.used": 6, "Y2.cost": 4 },
    check: (r) => {
      expect((r.state.players[0]!.hero.enchantments ?? []).map((e) => e.card)).not.toContain("TOY_800e1");
    },
  });
  cardCase("TOY_800", {
    does: "with Spell Damage +1 it deals 3, so the next card costs (3) less",
    p1: { hand: [{ card: "TOY_800", ref: "P" }, { card: YETI, ref: "Y" }], board: [{ card: GEOMANCER }] },
    actions: [{ type: "play", card: "P", target: "p2.hero" }],
    expect: { "p2.hero.health": 27, "Y.cost": 1 },
  });
  cardCase("TOY_800", {
    does: "a Divine Shield takes the hit: no damage dealt, no discount",
    p1: { hand: [{ card: "TOY_800", ref: "P" }, { card: YETI, ref: "Y" }] },
    p2: { board: [{ card: "EX1_008", ref: "A" }] },
    actions: [{ type: "play", card: "P", target: "A" }],
    expect: { "A.zone": "board", "Y.cost": 4 },
  });
  cardCase("TOY_800", {
    does: "the discount ends with the turn",
    p1: { hand: [{ card: "TOY_800", ref: "P" }, { card: YETI, ref: "Y" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "P", target: "p2.hero" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "Y.cost": 4 },
  });
});

describeCard("TOY_807", () => {
  const FIREBALL = "CS2_029"; // 6 damage
  const MISSILES = "EX1_277"; // Arcane Missiles: 3 random 1-damage hits
  cardCase("TOY_807", {
    does: "its own Spell Damage +1 counts twice: Fireball deals 8",
    p1: { hand: [{ card: FIREBALL, ref: "F" }], board: [{ card: "TOY_807" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 22 },
  });
  cardCase("TOY_807", {
    does: "with a Kobold Geomancer the bonus is 2, doubled to 4: Fireball deals 10",
    p1: { hand: [{ card: FIREBALL, ref: "F" }], board: [{ card: "TOY_807" }, { card: GEOMANCER }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 20 },
  });
  cardCase("TOY_807", {
    does: "missiles: two extra hits instead of one (5 in all, the enemy hero the only target)",
    p1: { hand: [{ card: MISSILES, ref: "M" }], board: [{ card: "TOY_807" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p2.hero.health": 25 },
  });
  cardCase("TOY_807", {
    does: "the opponent's Owlonius does not double your Spell Damage",
    p1: { hand: [{ card: FIREBALL, ref: "F" }], board: [{ card: GEOMANCER }] },
    p2: { board: [{ card: "TOY_807" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 23 },
  });
});

describeCard("TOY_341", () => {
  const OGRE = "CS2_200"; // Boulderfist Ogre (6)
  const RAPTOR = "CS2_172"; // (2)
  const MURLOC = "CS2_168"; // (1)
  cardCase("TOY_341", {
    does: "held at (3), a 4-Cost card played: 4 damage to a character; the Mini comes to hand",
    p1: { hand: [{ card: "TOY_341", ref: "C", cost: 3 }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }, { type: "play", card: "C", target: "p2.hero" }],
    expect: { "p2.hero.health": 26, "p1.hand": ["TOY_341t"], "p1.mana.used": 7, "p1.hand.0.tags.TAG_SCRIPT_DATA_NUM_1": undefined },
  });
  cardCase("TOY_341", {
    does: "only a lower Cost card played while holding it: no target, no damage",
    p1: { hand: [{ card: "TOY_341", ref: "C" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }, { type: "play", card: "C", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("TOY_341", {
    does: "a higher Cost card played before it was held does not count",
    p1: { hand: [{ card: "TOY_341", ref: "C" }], playedThisGame: [{ card: OGRE, cost: 6, turn: 3 }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p2.hero.health": 30, "C.zone": "board" },
  });
  cardCase("TOY_341t", {
    does: "the Mini (1): a 2-Cost card played while holding it counts, a 1-Cost one does not",
    p1: { hand: [{ card: "TOY_341t", ref: "M" }, { card: MURLOC, ref: "L" }, { card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "L" }, { type: "play", card: "R" }, { type: "play", card: "M", target: "p2.hero" }],
    expect: { "p2.hero.health": 26 },
  });
});

describeCard("TOY_604", () => {
  const GOBLIN_BOMB = "BOT_031"; // Mech, "Deathrattle: Deal 2 damage to the enemy hero."
  const MECHWARPER = "GVG_006"; // Mech, no Deathrattle
  const LOOT_HOARDER = "EX1_096"; // not a Mech, "Deathrattle: Draw a card."
  cardCase("TOY_604", {
    does: "broken, it triggers the Deathrattle of your Mech that has one (the bomb stays); a non-Mech's is not triggered",
    p1: {
      weapon: { card: "TOY_604", ref: "W", durability: 1 },
      board: [{ card: MECHWARPER }, { card: GOBLIN_BOMB, ref: "B" }, { card: LOOT_HOARDER }],
      deck: [{ card: WISP }],
    },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p2.hero.health": 25, "B.zone": "board", "W.zone": "graveyard", "p1.hand": [] },
  });
  cardCase("TOY_604", {
    does: "no friendly Mech with a Deathrattle: nothing",
    p1: { weapon: { card: "TOY_604", ref: "W", durability: 1 }, board: [{ card: MECHWARPER }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p2.hero.health": 27, "W.zone": "graveyard" },
  });
  cardCase("TOY_604", {
    does: "played from hand it gives its Mini",
    p1: { hand: [{ card: "TOY_604", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.hand": ["TOY_604t"], "p1.weapon.card": "TOY_604" },
  });
});

describeCard("TOY_604t", () => {
  cardCase("TOY_604t", {
    does: "the Mini's Deathrattle triggers your Mech's too",
    p1: { weapon: { card: "TOY_604t", durability: 1 }, board: [{ card: "BOT_031", ref: "B" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p2.hero.health": 27, "B.zone": "board" },
  });
});

describeCard("TOY_823", () => {
  cardCase("TOY_823", {
    does: "the deck started with Blood and Unholy cards (the tags startGame records): Lifesteal and Rush, no Reborn",
    p1: { hand: [{ card: "TOY_823", ref: "R" }], tags: { DECK_STARTED_WITH_BLOOD: 1, DECK_STARTED_WITH_FROST: 0, DECK_STARTED_WITH_UNHOLY: 1 } },
    actions: [{ type: "play", card: "R" }],
    check: (r) => {
      const seen = r.state.players[0]!.board[0]!.seen ?? {};
      expect(seen.LIFESTEAL).toBe(1);
      expect(seen.RUSH).toBe(1);
      expect(seen.REBORN).toBeUndefined();
    },
  });
  cardCase("TOY_823", {
    does: "nothing recorded (no rune card at the start): a plain 3/3",
    p1: { hand: [{ card: "TOY_823", ref: "R" }], deck: [{ card: "RLK_025" }] },
    actions: [{ type: "play", card: "R" }],
    check: (r) => {
      const seen = r.state.players[0]!.board[0]!.seen ?? {};
      expect(seen.LIFESTEAL ?? seen.REBORN ?? seen.RUSH).toBeUndefined();
    },
  });
});

describeCard("TOY_388", () => {
  cardCase("TOY_388", {
    does: "draws the minion (not the spell) and turns it into a random Legendary minion with the Yeti's 4/5 and Cost (4)",
    p1: { hand: [{ card: "TOY_388", ref: "A" }], deck: [{ card: "CS2_029" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "A" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      const c = hand[0]!;
      expect(c.ref).toBe("Y");
      const f = findCard(c.card)!;
      expect(f.rarity).toBe("LEGENDARY");
      expect(f.type).toBe("MINION");
      const pick = r.random.find((d) => d.purpose === "random card to transform into");
      expect(pick?.chosen).toBe(c.card);
      expect([c.attack, c.health, c.cost]).toEqual([4, 5, 4]);
      expect((c.enchantments ?? []).map((e) => e.card)).toEqual(expect.arrayContaining(["TOY_388e2", "TOY_388e3"]));
      expect(r.state.players[0]!.deck.map((d) => d.card)).toEqual(["CS2_029"]);
    },
  });
  cardCase("TOY_388", {
    does: "no minion in the deck: nothing drawn, nothing transformed",
    p1: { hand: [{ card: "TOY_388", ref: "A" }], deck: [{ card: "CS2_029" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.hand": [], "p1.deck": ["CS2_029"] },
  });
});

describeCard("TOY_822", () => {
  cardCase("TOY_822", {
    does: "Discovers a spell of Cost (4) or less (yours or neutral) that the minion remembers; it is not in your hand",
    p1: { hero: { card: "HERO_11" }, hand: [{ card: "TOY_822", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    choices: [1],
    check: (r) => {
      const offers = r.random.filter((d) => d.purpose === "discover option");
      expect(offers.length).toBe(3);
      for (const d of offers) {
        const f = findCard(d.chosen as string)!;
        expect(f.type).toBe("SPELL");
        expect(f.cost).toBeLessThanOrEqual(4);
        expect(["DEATHKNIGHT", "NEUTRAL"]).toContain(f.cardClass);
      }
      const en = (r.state.players[0]!.board[0]!.enchantments ?? []).find((e) => e.card === "TOY_822e");
      expect(en?.remembers).toBe(offers[1]!.chosen);
      expect(r.state.players[0]!.hand).toEqual([]);
    },
  });
  cardCase("TOY_822", {
    does: "when the minion dies, the remembered spell is cast",
    p1: { hero: { card: "HERO_11" }, hand: [{ card: "TOY_822", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "S", target: "Y" }, { type: "damage", target: "Y", amount: 5 }],
    choices: [0],
    check: (r) => {
      const chosen = r.random.filter((d) => d.purpose === "discover option")[0]!.chosen as string;
      const p = r.state.players[0]!;
      expect(p.board).toEqual([]);
      // Cast: the spell ends in the graveyard (or the secret zone). The pool grows as cards are added; a spell with no valid
      // target then is not cast, and the trace names it.
      const cast = p.graveyard.some((c) => c.card === chosen) || (p.secrets ?? []).some((c) => c.card === chosen);
      if (!cast) expect(JSON.stringify(r.trace)).toContain(chosen);
      expect(p.hand.map((c) => c.card)).not.toContain(chosen);
    },
  });
});

describeCard("TOY_383", () => {
  const DEAD = ["CS2_182", "CS2_172", "CS2_120", "CS2_231", "CS2_168", "EX1_096"];
  cardCase("TOY_383", {
    does: "five different cards of your dead minions (not the enemy's) shuffled into your deck, each costing (0)",
    p1: { hand: [{ card: "TOY_383", ref: "R" }], deck: [{ card: "CS2_029" }] },
    state: { deaths: [...DEAD.map((card) => ({ card, controller: 1, turn: 2 })), { card: "CS2_182", controller: 1, turn: 3 }, { card: "EX1_556", controller: 2, turn: 3 }] },
    actions: [{ type: "play", card: "R" }],
    check: (r) => {
      const deck = r.state.players[0]!.deck;
      expect(deck).toHaveLength(6);
      const added = deck.filter((c) => c.card !== "CS2_029");
      expect(added).toHaveLength(5);
      expect(new Set(added.map((c) => c.card)).size).toBe(5);
      for (const c of added) {
        expect(DEAD).toContain(c.card);
        expect(c.cost).toBe(0);
      }
    },
  });
  cardCase("TOY_383", {
    does: "two dead minions: two copies",
    p1: { hand: [{ card: "TOY_383", ref: "R" }] },
    state: { deaths: [{ card: "CS2_182", controller: 1, turn: 2 }, { card: "CS2_172", controller: 1, turn: 2 }] },
    actions: [{ type: "play", card: "R" }],
    check: (r) => {
      const deck = r.state.players[0]!.deck;
      expect(deck.map((c) => c.card).sort()).toEqual(["CS2_172", "CS2_182"]);
      expect(deck.map((c) => c.cost)).toEqual([0, 0]);
    },
  });
});

describeCard("TOY_527", () => {
  cardCase("TOY_527", {
    does: "the buffed minion dies: two plain copies in its place, Dormant for 2 turns, without the Deathrattle",
    p1: { hand: [{ card: "TOY_527", ref: "C" }], board: [{ card: WISP }, { card: YETI, ref: "Y", enchantments: [{ card: "TOY_388e2" }] }, { card: WISP }] },
    actions: [{ type: "play", card: "C", target: "Y" }, { type: "damage", target: "Y", amount: 5 }],
    check: (r) => {
      const board = r.state.players[0]!.board;
      expect(board.map((m) => m.card)).toEqual([WISP, YETI, YETI, WISP]);
      for (const m of [board[1]!, board[2]!]) {
        expect(m.tags?.DORMANT).toBe(1);
        expect(m.tags?.DORMANT_TURNS).toBe(2);
        expect((m.enchantments ?? []).map((e) => e.card)).not.toContain("TOY_527e");
        expect([m.attack, m.health]).toEqual([4, 5]);
      }
    },
  });
  cardCase("TOY_527", {
    does: "the copies awaken after two of your turn starts",
    p1: { hand: [{ card: "TOY_527", ref: "C" }], board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "C", target: "Y" }, { type: "damage", target: "Y", amount: 5 },
      { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    check: (r) => {
      const board = r.state.players[0]!.board;
      expect(board).toHaveLength(2);
      for (const m of board) expect(m.tags?.DORMANT ?? 0).toBe(0);
    },
  });
});
