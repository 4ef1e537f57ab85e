/**
 * Behaviour tests of the BATTLE_OF_THE_BANDS cards added by w13/bands (definitions in sets/battle-of-the-bands.ts;
 * rules-notes 1480-1499).
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1 (0)
const YETI = "CS2_182"; // 4/5 (4)
const FIREBALL = "CS2_029"; // 4 damage (4)

describeCard("ETC_098", () => {
  cardCase("ETC_098", {
    does: "Battlecry: a 0/3 Instrument Case on your opponent's board, none on yours",
    p1: { hand: [{ card: "ETC_098", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.board": ["ETC_098"], "p2.board": ["ETC_098t"], "p2.board.0.attack": 0, "p2.board.0.health": 3 },
  });
  cardCase("ETC_098", {
    does: "the Case broken: a random weapon goes to the Roadie's player's hand, not the Case's owner's",
    p1: { hand: [{ card: FIREBALL, ref: "F" }] },
    p2: { board: [{ card: "ETC_098t", ref: "C", health: 3 }] },
    actions: [{ type: "play", card: "F", target: "C" }],
    check: (r) => {
      expect(r.state.players[1]!.hand).toEqual([]);
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      expect(findCard(hand[0]!.card)!.type).toBe("WEAPON");
    },
  });
});

describeCard("ETC_206", () => {
  cardCase("ETC_206", {
    does: "Discover a spell costing (1) less; with Mana left no Finale: nothing comes back at the end of the turn",
    p1: { hand: [{ card: "ETC_206", ref: "I" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "I" }, { type: "endTurn" }],
    choices: [0],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      const f = findCard(hand[0]!.card)!;
      expect(f.type).toBe("SPELL");
      expect(hand[0]!.cost).toBe(Math.max(0, (f.cost ?? 0) - 1));
      expect((hand[0]!.enchantments ?? []).map((e) => e.card)).toContain("ETC_206e2");
    },
  });
  cardCase("ETC_206", {
    does: "Finale (its 2 Mana the last): at the end of your turn a new Infinitize the Maxitude comes to your hand, once",
    p1: { hand: [{ card: "ETC_206", ref: "I" }], mana: { crystals: 2, used: 0 }, deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "I" }, { type: "endTurn" }, { type: "endTurn" }],
    choices: [0],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand.filter((c) => c === "ETC_206")).toHaveLength(1);
      expect(hand).toHaveLength(3); // the spell taken, the Maxitude, the turn's draw
      expect((r.state.players[0]!.hero.enchantments ?? []).map((e) => e.card)).not.toContain("ETC_206e");
    },
  });
});

describeCard("ETC_103", () => {
  const HOLY_LIGHT = "CS2_089"; // Paladin spell
  const KINGS = "CS2_092"; // Blessing of Kings, Paladin spell
  cardCase("ETC_103", {
    does: "Discover a Paladin spell (the opponent is a Paladin) that is not in their deck: Holy Light and Blessing of Kings are never offered",
    p1: { hand: [{ card: "ETC_103", ref: "H" }] },
    p2: { hero: { card: "HERO_04" }, deck: [{ card: HOLY_LIGHT }, { card: KINGS }, { card: YETI }] },
    actions: [{ type: "play", card: "H" }],
    choices: [0],
    check: (r) => {
      const picks = r.random.filter((d) => d.purpose === "discover option");
      expect(picks.length).toBe(3);
      for (const d of picks) {
        const cands = (d.candidates ?? []) as string[];
        expect(cands).not.toContain(HOLY_LIGHT);
        expect(cands).not.toContain(KINGS);
        for (const c of cands) expect([findCard(c)!.type, findCard(c)!.cardClass]).toEqual(["SPELL", "PALADIN"]);
      }
      expect(r.state.players[0]!.hand.map((e) => e.card)).toEqual([picks[0]!.chosen]);
    },
  });
  cardCase("ETC_103", {
    does: "with neither in their deck, Holy Light is among the candidates",
    p1: { hand: [{ card: "ETC_103", ref: "H" }] },
    p2: { hero: { card: "HERO_04" }, deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "H" }],
    choices: [0],
    check: (r) => {
      const picks = r.random.filter((d) => d.purpose === "discover option");
      expect(picks[0]!.candidates).toContain(HOLY_LIGHT);
    },
  });
});

describeCard("ETC_372", () => {
  const CROC = "CS2_120"; // Beast
  const RAPTOR = "CS2_172"; // Beast
  const MURLOC = "CS2_168"; // Murloc
  const CORE_HOUND = "CS2_201"; // Elemental and Beast
  const deck = [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }];
  cardCase("ETC_372", {
    does: "two Beasts, a Murloc and a typeless Yeti: 1 + 2 draws (one Beast, the Murloc)",
    p1: { hand: [{ card: "ETC_372", ref: "R" }], board: [{ card: CROC }, { card: RAPTOR }, { card: MURLOC }, { card: YETI }], deck },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hand.length": 3 },
  });
  cardCase("ETC_372", {
    does: "a Beast and the Elemental-and-Beast Core Hound are of different types (the Hound an Elemental): 1 + 2 draws",
    p1: { hand: [{ card: "ETC_372", ref: "R" }], board: [{ card: CROC }, { card: CORE_HOUND }], deck },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hand.length": 3 },
  });
  cardCase("ETC_372", {
    does: "no minion (or only enemy ones): one draw",
    p1: { hand: [{ card: "ETC_372", ref: "R" }], deck },
    p2: { board: [{ card: CROC }, { card: MURLOC }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hand.length": 1 },
  });
});

describeCard("ETC_205", () => {
  const ARCANE = "CS2_025"; // Arcane Explosion
  const FROSTBOLT = "CS2_024";
  cardCase("ETC_205", {
    does: "Finale (its 4 Mana the last): 3 spells drawn (the Yeti skipped), then a copy of one of them — never of the Fireball held before",
    p1: { hand: [{ card: "ETC_205", ref: "V" }, { card: FIREBALL }], mana: { crystals: 4, used: 0 },
      deck: [{ card: YETI }, { card: ARCANE }, { card: FROSTBOLT }, { card: FIREBALL }, { card: YETI }] },
    actions: [{ type: "play", card: "V" }],
    choices: [1],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand).toHaveLength(5);
      const picks = r.random.filter((d) => d.purpose === "discover option");
      expect(picks).toHaveLength(3);
      const chosen = picks.map((d) => d.chosen as unknown as { id: number; card: string });
      expect(new Set(chosen.map((c) => c.card))).toEqual(new Set([FIREBALL, FROSTBOLT, ARCANE]));
      // the options are the drawn cards: the Fireball held before is never one (the drawn Fireball is)
      const held = r.state.players[0]!.hand[0]!;
      expect(held.card).toBe(FIREBALL);
      expect(typeof held.id).toBe("number");
      expect(chosen.map((c) => c.id)).not.toContain(held.id);
      expect(hand[4]).toBe(chosen[1]!.card);
      expect(r.state.players[0]!.deck.map((c) => c.card)).toEqual([YETI, YETI]);
    },
  });
  cardCase("ETC_205", {
    does: "Mana left: the 3 spells drawn, no Discover",
    p1: { hand: [{ card: "ETC_205", ref: "V" }], deck: [{ card: ARCANE }, { card: FROSTBOLT }, { card: FIREBALL }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "p1.hand.length": 3, "events.discover": 0 },
  });
});

describeCard("ETC_076", () => {
  const BUFF33 = "GIL_828e"; // +3/+3
  cardCase("ETC_076", {
    does: "a damaged, buffed Yeti (7/5 of 8) goes back to hand as a plain 4/5; a 7/5 Dancer with Rush takes the board",
    p1: { hand: [{ card: "ETC_076", ref: "B" }], board: [{ card: YETI, ref: "Y", enchantments: [{ card: BUFF33 }], health: 5 }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "Y.zone": "hand", "Y.attack": 4, "Y.health": 5, "p1.board": ["ETC_076t"], "p1.board.0.attack": 7, "p1.board.0.health": 5, "p1.board.0.seen.RUSH": 1 },
  });
  cardCase("ETC_076", {
    does: "a full board: the Yeti leaves, so the Dancer has a place",
    p1: { hand: [{ card: "ETC_076", ref: "B" }], board: [{ card: YETI, ref: "Y" }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "Y.zone": "hand", "p1.board.length": 7, "p1.board.6.attack": 4, "p1.board.6.health": 5 },
  });
  cardCase("ETC_076", {
    does: "an enemy minion is no target",
    p1: { hand: [{ card: "ETC_076", ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    error: "illegal_action",
  });
});

describeCard("ETC_329", () => {
  cardCase("ETC_329", {
    does: "destroyed between two Wisps: the Yeti of the hand takes its place with Lifesteal; Kangor comes back to the hand where the Yeti was, a plain 3/3",
    p1: { board: [{ card: WISP }, { card: "ETC_329", ref: "K" }, { card: WISP }], hand: [{ card: FIREBALL }, { card: YETI, ref: "Y" }, { card: FIREBALL }] },
    actions: [{ type: "destroy", target: "K" }],
    expect: { "p1.board": [WISP, YETI, WISP], "Y.zone": "board", "Y.seen.LIFESTEAL": 1, "p1.hand": [FIREBALL, "ETC_329", FIREBALL], "K.zone": "hand" },
  });
  cardCase("ETC_329", {
    does: "no minion in hand: Kangor stays dead",
    p1: { board: [{ card: "ETC_329", ref: "K" }], hand: [{ card: FIREBALL }] },
    actions: [{ type: "destroy", target: "K" }],
    expect: { "p1.board": [], "K.zone": "graveyard", "p1.hand": [FIREBALL] },
  });
});

describeCard("ETC_424", () => {
  const LEPER = "EX1_029"; // Leper Gnome: Deathrattle: Deal 2 damage to the enemy hero.
  cardCase("ETC_424", {
    does: "the Leper Gnome's Deathrattle spreads to both neighbours: each, dying, deals 2 to the enemy hero",
    p1: { hand: [{ card: "ETC_424", ref: "G" }], board: [{ card: WISP, ref: "A" }, { card: LEPER, ref: "L" }, { card: WISP, ref: "B" }, { card: WISP, ref: "C" }] },
    actions: [{ type: "play", card: "G", target: "L" }, { type: "destroy", target: "A" }, { type: "destroy", target: "B" }, { type: "destroy", target: "C" }],
    check: (r) => {
      expect(r.state.players[1]!.hero.health).toBe(26);
    },
  });
  cardCase("ETC_424", {
    does: "a silenced Leper Gnome has no Deathrattle to spread",
    p1: { hand: [{ card: "ETC_424", ref: "G" }], board: [{ card: WISP, ref: "A" }, { card: LEPER, ref: "L", tags: { SILENCED: 1 } }] },
    actions: [{ type: "play", card: "G", target: "L" }],
    check: (r) => {
      const a = r.state.players[0]!.board.find((e) => e.ref === "A")!;
      expect(a.enchantments ?? []).toEqual([]);
    },
  });
});

describeCard("ETC_355", () => {
  const SHIELD_BLOCK = "EX1_606"; // Gain 5 Armor. Draw a card.
  cardCase("ETC_355", {
    does: "Shield Block's 5 Armor: 2 more, once (its own gain does not set it off again)",
    p1: { board: [{ card: "ETC_355" }], hand: [{ card: SHIELD_BLOCK, ref: "S" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hero.armor": 7 },
  });
  cardCase("ETC_355", {
    does: "two Rockstars: each answers the 5 and the other's 2 (5 + 2 + 2 + 2 + 2)",
    p1: { board: [{ card: "ETC_355" }, { card: "ETC_355" }], hand: [{ card: SHIELD_BLOCK, ref: "S" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hero.armor": 13 },
  });
  cardCase("ETC_355", {
    does: "the enemy hero's Armor does not count",
    p1: { board: [{ card: "ETC_355" }] },
    p2: { hand: [{ card: SHIELD_BLOCK, ref: "S" }], deck: [{ card: WISP }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hero.armor": 0, "p2.hero.armor": 5 },
  });
});
