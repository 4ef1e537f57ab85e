/**
 * Behaviour tests of the BATTLE_OF_THE_BANDS cards added by w10/rlk (definitions in sets/battle-of-the-bands.ts). Random
 * picks are asserted by their properties (the pools grow as cards are added) or made to have one candidate.
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";

const deckOf = (card: string, n: number) => Array.from({ length: n }, () => ({ card }));
const YETI = "CS2_182";
const WISP = "CS2_231";
const FROSTBOLT = "CS2_024";
const RUSHER = "RLK_207"; // Fierce Outsider, a 2/1 Rush

describeCard("ETC_833", () => {
  cardCase("ETC_833", {
    does: "after you cast a spell: 1 damage to the lowest-Health enemy (the 1-Health Wisp, not the Yeti)",
    p1: { board: [{ card: "ETC_833" }], hand: [{ card: FROSTBOLT, ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.board": [YETI], "Y.health": 5, "p2.hero.health": 27 },
  });
});

describeCard("JAM_014", () => {
  cardCase("JAM_014", {
    does: "the friendly Yeti becomes a copy of it",
    p1: { hand: [{ card: "JAM_014", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "p1.board": ["JAM_014", "JAM_014"] },
  });
});

describeCard("ETC_072", () => {
  cardCase("ETC_072", {
    does: "Combo: 4 damage split among the enemies (the lone hero takes 4)",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "ETC_072", ref: "B" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "B" }],
    expect: { "p2.hero.health": 26 },
  });
  cardCase("ETC_072", {
    does: "no Combo: nothing",
    p1: { hand: [{ card: "ETC_072", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p2.hero.health": 30 },
  });
});

describeCard("ETC_417", () => {
  cardCase("ETC_417", {
    does: "the Yeti in the deck gains +4/+4 (its Cost); the spell is unchanged",
    p1: { hand: [{ card: "ETC_417", ref: "B" }], deck: [{ card: YETI, ref: "Y" }, { card: FROSTBOLT, ref: "F" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "Y.attack": 8, "Y.health": 9, "F.cost": 2 },
  });
});

describeCard("ETC_079", () => {
  cardCase("ETC_079", {
    does: "your minions go back to hand costing (1) this turn; their Cost is back next turn",
    p1: { hand: [{ card: "ETC_079", ref: "B" }], board: [{ card: YETI, ref: "Y" }], deck: deckOf(WISP, 3) },
    p2: { board: [{ card: YETI, ref: "E" }], deck: deckOf(WISP, 3) },
    actions: [{ type: "play", card: "B" }],
    expect: { "Y.zone": "hand", "Y.cost": 1, "E.zone": "board" },
  });
  cardCase("ETC_079", {
    does: "next turn the returned Yeti costs (4) again",
    p1: { hand: [{ card: "ETC_079", ref: "B" }], board: [{ card: YETI, ref: "Y" }], deck: deckOf(WISP, 3) },
    p2: { deck: deckOf(WISP, 3) },
    actions: [{ type: "play", card: "B" }, { type: "endTurn" }],
    expect: { "Y.cost": 4 },
  });
});

describeCard("ETC_101", () => {
  cardCase("ETC_101", {
    does: "no other minion: 2 damage",
    p1: { hand: [{ card: "ETC_101", ref: "C" }] },
    actions: [{ type: "play", card: "C", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("ETC_101", {
    does: "another minion: no target can be named",
    p1: { hand: [{ card: "ETC_101", ref: "C" }], board: [{ card: WISP }] },
    actions: [{ type: "play", card: "C", target: "p2.hero" }],
    error: "illegal_action",
  });
});

describeCard("ETC_536", () => {
  cardCase("ETC_536", {
    does: "dies: a copy of the highest-Cost spell in your hand",
    p1: { board: [{ card: "ETC_536", ref: "A" }], hand: [{ card: FROSTBOLT }, { card: "CS2_029" }, { card: YETI }] },
    actions: [{ type: "destroy", target: "A" }],
    expect: { "p1.hand": [FROSTBOLT, "CS2_029", YETI, "CS2_029"] },
  });
});

describeCard("ETC_077", () => {
  cardCase("ETC_077", {
    does: "Combo: a random Combo card",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "ETC_077", ref: "D" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "D" }],
    check: (r) => {
      const h = r.state.players[0]!.hand;
      expect(h).toHaveLength(1);
      expect(findCard(h[0]!.card)!.mechanics).toContain("COMBO");
    },
  });
});

describeCard("ETC_373", () => {
  cardCase("ETC_373", {
    does: "first option: five 2/2 Treants",
    p1: { hand: [{ card: "ETC_373", ref: "D" }] },
    actions: [{ type: "play", card: "D", choose: 1 }],
    expect: { "p1.board": ["ETC_373t", "ETC_373t", "ETC_373t", "ETC_373t", "ETC_373t"], "p1.board.0.attack": 2 },
  });
  cardCase("ETC_373", {
    does: "second option: your minions +2/+4 and Taunt",
    p1: { hand: [{ card: "ETC_373", ref: "D" }], board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "D", choose: 2 }],
    expect: { "W.attack": 3, "W.health": 5, "W.seen.TAUNT": 1 },
  });
});

describeCard("ETC_398", () => {
  cardCase("ETC_398", {
    does: "your hero attacking heals it by the damage dealt (Lifesteal)",
    p1: { hero: { card: "HERO_01", health: 20 }, board: [{ card: "ETC_398" }], weapon: { card: "CS2_106" } },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p1.hero.health": 23, "p2.hero.health": 27 },
  });
});

describeCard("ETC_106", () => {
  cardCase("ETC_106", {
    does: "the next Mech costs (1) less, the Yeti not; used up by the Mech played",
    p1: { hand: [{ card: "ETC_106", ref: "F" }, { card: "ETC_072", ref: "M" }, { card: "ETC_536", ref: "N" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F" }, { type: "play", card: "M" }],
    expect: { "N.cost": 2, "Y.cost": 4, "p1.mana.used": 3 },
  });
});

describeCard("ETC_337", () => {
  cardCase("ETC_337", {
    does: "your Divine Shield minions (itself too) have +2 Attack; the others not; lost Shield, lost bonus",
    p1: { board: [{ card: "ETC_337", ref: "F" }, { card: WISP, ref: "W", tags: { DIVINE_SHIELD: 1 } }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "damage", target: "W", amount: 1 }],
    expect: { "F.attack": 4, "W.attack": 1, "Y.attack": 4 },
  });
  cardCase("ETC_337", {
    does: "a Shielded Wisp is 3 Attack",
    p1: { board: [{ card: "ETC_337", ref: "F" }, { card: WISP, ref: "W", tags: { DIVINE_SHIELD: 1 } }] },
    actions: [{ type: "endTurn" }],
    expect: { "W.attack": 3 },
  });
});

describeCard("JAM_035", () => {
  cardCase("JAM_035", {
    does: "a weapon in hand is discarded: 3 cards drawn",
    p1: { hand: [{ card: "JAM_035", ref: "G" }, { card: "CS2_106" }], deck: deckOf(WISP, 4) },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.hand": [WISP, WISP, WISP], "p1.graveyard": ["CS2_106"] },
  });
  cardCase("JAM_035", {
    does: "no weapon: nothing is drawn",
    p1: { hand: [{ card: "JAM_035", ref: "G" }, { card: YETI }], deck: deckOf(WISP, 4) },
    actions: [{ type: "play", card: "G" }],
    expect: { "p1.hand": [YETI] },
  });
});

describeCard("ETC_399", () => {
  cardCase("ETC_399", {
    does: "after a friendly Rush minion attacks: your minions +1 Attack; a non-Rush attacker does nothing",
    p1: { board: [{ card: "ETC_399", ref: "H" }, { card: RUSHER, ref: "R" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "attack", attacker: "R", defender: "p2.hero" }],
    expect: { "H.attack": 5, "R.attack": 3, "Y.attack": 5 },
  });
});

describeCard("ETC_534", () => {
  cardCase("ETC_534", {
    does: "a minion taking exactly 1 damage is destroyed; 2 damage not",
    p1: { board: [{ card: "ETC_534" }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
    actions: [{ type: "damage", target: "A", amount: 1 }, { type: "damage", target: "B", amount: 2 }],
    expect: { "p2.board": [YETI], "B.health": 3 },
  });
});

describeCard("JAM_011", () => {
  cardCase("JAM_011", {
    does: "your hero attacks a Yeti: it becomes 3/3 before the hit, so the 3 damage kill it",
    p1: { weapon: { card: "JAM_011" } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
    expect: { "p2.board": [], "p1.hero.health": 27 },
  });
});

describeCard("ETC_312", () => {
  cardCase("ETC_312", {
    does: "the Hero Power costs (0) and using it costs 1 Durability",
    p1: { hero: { card: "HERO_09" }, heroPower: { card: "HERO_09bp" }, weapon: { card: "ETC_312", ref: "I" }, mana: { crystals: 1, used: 0 } },
    actions: [{ type: "heroPower", target: "p1.hero" }],
    expect: { "p1.mana.used": 0, "I.durability": 1 },
  });
});

describeCard("ETC_362", () => {
  cardCase("ETC_362", {
    does: "the minion becomes Ragnaros the Firelord",
    p1: { hand: [{ card: "ETC_362", ref: "J" }] },
    p2: { board: [{ card: YETI }] },
    actions: [{ type: "play", card: "J", target: "p2.board.0" }],
    expect: { "p2.board": ["EX1_298"] },
  });
});

describeCard("ETC_367", () => {
  cardCase("ETC_367", {
    does: "each minion played this turn: a random Shaman spell",
    p1: { hand: [{ card: "ETC_367", ref: "M" }, { card: WISP, ref: "A" }, { card: WISP, ref: "B" }] },
    actions: [{ type: "play", card: "M" }, { type: "play", card: "A" }, { type: "play", card: "B" }],
    check: (r) => {
      const h = r.state.players[0]!.hand;
      expect(h).toHaveLength(2);
      for (const e of h) expect([findCard(e.card)!.type, findCard(e.card)!.cardClass]).toEqual(["SPELL", "SHAMAN"]);
    },
  });
  cardCase("ETC_367", {
    does: "next turn: nothing",
    p1: { hand: [{ card: "ETC_367", ref: "M" }, { card: WISP, ref: "A" }], deck: deckOf(YETI, 3) },
    p2: { deck: deckOf(YETI, 3) },
    actions: [{ type: "play", card: "M" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "A" }],
    expect: { "p1.hand": [YETI] },
  });
});

describeCard("ETC_375", () => {
  cardCase("ETC_375", {
    does: "Draw a Beast: the Beast of the deck, not the Yeti",
    p1: { hand: [{ card: "ETC_375", ref: "P" }], deck: [{ card: YETI }, { card: "CS2_172" }, { card: YETI }] },
    actions: [{ type: "play", card: "P", choose: 1 }],
    expect: { "p1.hand": ["CS2_172"] },
  });
  cardCase("ETC_375", {
    does: "Discover one: a Beast in hand, the deck untouched",
    p1: { hand: [{ card: "ETC_375", ref: "P" }], deck: [{ card: YETI }] },
    actions: [{ type: "play", card: "P", choose: 2 }],
    check: (r) => {
      const p = r.state.players[0]!;
      expect(p.hand).toHaveLength(1);
      expect(findCard(p.hand[0]!.card)!.races).toContain("BEAST");
      expect(p.deck).toHaveLength(1);
    },
  });
});

describeCard("JAM_023", () => {
  cardCase("JAM_023", {
    does: "a copy of the top card of the opponent's deck",
    p1: { hand: [{ card: "JAM_023", ref: "P" }] },
    p2: { deck: [{ card: FROSTBOLT }, { card: YETI }] },
    actions: [{ type: "play", card: "P" }],
    check: (r) => {
      const top = r.state.players[1]!.deck[0]!.card;
      expect(r.state.players[0]!.hand.map((e) => e.card)).toEqual([top]);
      expect(r.state.players[1]!.deck).toHaveLength(2);
    },
  });
});

describeCard("JAM_026", () => {
  cardCase("JAM_026", {
    does: "Refresh: the used Hero Power can be used again",
    p1: { hero: { card: "HERO_01" }, heroPower: { card: "HERO_01bp" }, hand: [{ card: "JAM_026", ref: "P" }] },
    actions: [{ type: "heroPower" }, { type: "play", card: "P", choose: 1 }, { type: "heroPower" }],
    expect: { "p1.hero.armor": 4 },
  });
  cardCase("JAM_026", {
    does: "the next Hero Power costs (0), the one after (2)",
    p1: { hero: { card: "HERO_01" }, heroPower: { card: "HERO_01bp" }, hand: [{ card: "JAM_026", ref: "P" }], deck: deckOf(WISP, 3) },
    p2: { deck: deckOf(WISP, 3) },
    actions: [{ type: "play", card: "P", choose: 2 }, { type: "heroPower" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower" }],
    expect: { "p1.mana.used": 2, "p1.hero.armor": 4 },
  });
});

describeCard("ETC_540", () => {
  cardCase("ETC_540", {
    does: "after you cast a spell: a random Fire spell",
    p1: { board: [{ card: "ETC_540" }], hand: [{ card: FROSTBOLT, ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    check: (r) => {
      const h = r.state.players[0]!.hand;
      expect(h).toHaveLength(1);
      expect(findCard(h[0]!.card)!.spellSchool).toBe("FIRE");
    },
  });
});

describeCard("ETC_742", () => {
  cardCase("ETC_742", {
    does: "the last card played cost (1): +1/+1",
    p1: { hand: [{ card: "RLK_207", ref: "F" }, { card: "ETC_742", ref: "R" }] },
    actions: [{ type: "play", card: "F" }, { type: "play", card: "R" }],
    expect: { "R.attack": 3, "R.health": 3 },
  });
  cardCase("ETC_742", {
    does: "the last card played cost (0): nothing",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "ETC_742", ref: "R" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "R" }],
    expect: { "R.attack": 2, "R.health": 2 },
  });
});

describeCard("ETC_410", () => {
  cardCase("ETC_410", {
    does: "+1/+1 for each minion that died this turn, either side",
    p1: { hand: [{ card: "ETC_410", ref: "S" }], board: [{ card: WISP, ref: "A" }] },
    p2: { board: [{ card: WISP, ref: "B" }, { card: WISP, ref: "C" }] },
    actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "B" }, { type: "play", card: "S" }],
    expect: { "S.attack": 3, "S.health": 3 },
  });
});

describeCard("ETC_384", () => {
  cardCase("ETC_384", {
    does: "with a 3-Attack weapon it costs (1); draws 2",
    p1: { weapon: { card: "CS2_106" }, hand: [{ card: "ETC_384", ref: "S" }], deck: deckOf(WISP, 3), mana: { crystals: 1, used: 0 } },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hand.length": 2, "p1.mana.used": 1 },
  });
});

describeCard("JAM_002", () => {
  cardCase("JAM_002", {
    does: "one enemy minion: 5 then 4, 3, 2, 1 at it until it dies (a 6/7 takes 5 and 4)",
    p1: { hand: [{ card: "JAM_002", ref: "S" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.board": [], "p2.hero.health": 30 },
  });
  cardCase("JAM_002", {
    does: "two 0/20 walls: 15 damage in all among them, the hero untouched",
    cards: [{ id: "MY_WALL", type: "MINION", cost: 1, attack: 0, health: 20 }],
    p1: { hand: [{ card: "JAM_002", ref: "S" }] },
    p2: { board: [{ card: "MY_WALL" }, { card: "MY_WALL" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => {
      const p = r.state.players[1]!;
      const lost = p.board.reduce((n, e) => n + 20 - e.health!, 0);
      expect(lost).toBe(15);
      expect(p.hero.health).toBe(30);
    },
  });
});

describeCard("ETC_089", () => {
  cardCase("ETC_089", {
    does: "at the start of each turn (the opponent's here): loses 1 Attack or 1 Health",
    p1: { board: [{ card: "ETC_089", ref: "S" }], deck: deckOf(WISP, 2) },
    p2: { deck: deckOf(WISP, 2) },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const s = r.state.players[0]!.board[0]!;
      expect((5 - s.attack!) + (6 - s.health!)).toBe(1);
    },
  });
});

describeCard("ETC_349", () => {
  cardCase("ETC_349", {
    does: "dies: a random 5-Cost minion from the past",
    p1: { board: [{ card: "ETC_349", ref: "U" }] },
    actions: [{ type: "destroy", target: "U" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(1);
      const c = findCard(b[0]!.card)!;
      expect([c.type, c.cost]).toEqual(["MINION", 5]);
      const pick = r.random.find((d) => d.purpose?.includes("pool") || (d.candidates?.length ?? 0) > 1);
      expect(pick).toBeDefined();
    },
  });
});

describeCard("JAM_005", () => {
  cardCase("JAM_005", {
    does: "the friendly Infected Peasant's Deathrattle resolves twice: two 2/2 Peasants",
    p1: { hand: [{ card: "JAM_005", ref: "Y" }], board: [{ card: "RLK_070", ref: "P" }] },
    actions: [{ type: "play", card: "Y", target: "P" }],
    expect: { "p1.board.length": 4, "P.zone": "board" },
  });
});

describeCard("ETC_425", () => {
  cardCase("ETC_425", {
    does: "two 3/3 Bots to the opponent's hand; dying, two for yourself",
    p1: { hand: [{ card: "ETC_425", ref: "P" }] },
    actions: [{ type: "play", card: "P" }, { type: "destroy", target: "P" }],
    expect: { "p2.hand": ["ETC_425t", "ETC_425t"], "p1.board": ["ETC_425t", "ETC_425t"] },
  });
});

describeCard("JAM_006", () => {
  cardCase("JAM_006", {
    does: "enemy minions cost (5) more on the opponent's next turn, not now and not after it",
    p1: { hand: [{ card: "JAM_006", ref: "C" }], deck: deckOf(WISP, 3) },
    p2: { hand: [{ card: YETI, ref: "Y" }, { card: FROSTBOLT, ref: "F" }], deck: deckOf(WISP, 3) },
    actions: [{ type: "play", card: "C" }, { type: "endTurn" }],
    expect: { "Y.cost": 9, "F.cost": 2 },
  });
  cardCase("JAM_006", {
    does: "this turn: unchanged; after their turn: unchanged",
    p1: { hand: [{ card: "JAM_006", ref: "C" }], deck: deckOf(WISP, 3) },
    p2: { hand: [{ card: YETI, ref: "Y" }], deck: deckOf(WISP, 3) },
    actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "Y.cost": 4 },
  });
});

describeCard("JAM_034", () => {
  cardCase("JAM_034", {
    does: "enemy spells cost (2) more on the opponent's next turn; minions not",
    p1: { hand: [{ card: "JAM_034", ref: "S" }], deck: deckOf(WISP, 3) },
    p2: { hand: [{ card: YETI, ref: "Y" }, { card: FROSTBOLT, ref: "F" }], deck: deckOf(WISP, 3) },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
    expect: { "Y.cost": 4, "F.cost": 4 },
  });
});

describeCard("ETC_107", () => {
  cardCase("ETC_107", {
    does: "the chosen minion has +4 Attack while the Fan is alive",
    p1: { hand: [{ card: "ETC_107", ref: "R" }], board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "R", target: "W" }],
    expect: { "W.attack": 5 },
  });
  cardCase("ETC_107", {
    does: "the Fan dies: the +4 is gone",
    p1: { hand: [{ card: "ETC_107", ref: "R" }], board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "R", target: "W" }, { type: "destroy", target: "R" }],
    expect: { "W.attack": 1 },
  });
});

describeCard("ETC_840", () => {
  cardCase("ETC_840", {
    does: "attacking: draws the Beast of the deck and gains its 3/2",
    p1: { board: [{ card: "ETC_840", ref: "B" }], deck: [{ card: YETI }, { card: "CS2_172" }, { card: YETI }] },
    actions: [{ type: "attack", attacker: "B", defender: "p2.hero" }],
    expect: { "p1.hand": ["CS2_172"], "B.attack": 8, "B.health": 8, "p2.hero.health": 22 },
  });
});

describeCard("ETC_110", () => {
  cardCase("ETC_110", {
    does: "becomes a 3/3 Boulderfist Ogre",
    p1: { hand: [{ card: "ETC_110", ref: "C" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "C", target: "O" }],
    expect: { "p1.board": ["CS2_200"], "p1.board.0.attack": 3, "p1.board.0.health": 3, "O.attack": 6 },
  });
});

describeCard("ETC_104", () => {
  cardCase("ETC_104", {
    does: "dies: the one other minion (an enemy Yeti) gets +1/+1 and the Deathrattle, which passes on again when it dies",
    p1: { board: [{ card: "ETC_104", ref: "S" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "Y.attack": 5, "Y.health": 6 },
  });
  cardCase("ETC_104", {
    does: "the Yeti with it dies: the Wisp gets +1/+1",
    p1: { board: [{ card: "ETC_104", ref: "S" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "destroy", target: "S" }, { type: "destroy", target: "W" }],
    expect: { "p1.board": [], "p2.board": [] },
  });
});

describeCard("ETC_336", () => {
  cardCase("ETC_336", {
    does: "two other Freebirds played this game: +2/+2",
    p1: { hand: [{ card: "ETC_336", ref: "F" }], playedThisGame: [{ card: "ETC_336", cost: 4, turn: 1 }, { card: "ETC_336", cost: 4, turn: 3 }, { card: YETI, cost: 4, turn: 3 }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "F.attack": 4, "F.health": 4 },
  });
});

describeCard("JAM_003", () => {
  cardCase("JAM_003", {
    does: "the opponent ends their turn with no Mana: a random 3-Cost minion for you",
    p1: { secrets: [{ card: "JAM_003" }], deck: deckOf(WISP, 2) },
    p2: { mana: { crystals: 4, used: 4 }, deck: deckOf(WISP, 2) },
    state: { activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(1);
      expect(findCard(b[0]!.card)!.cost).toBe(3);
      expect(r.state.players[0]!.secrets).toHaveLength(0);
    },
  });
  cardCase("JAM_003", {
    does: "Mana left: nothing",
    p1: { secrets: [{ card: "JAM_003" }], deck: deckOf(WISP, 2) },
    p2: { mana: { crystals: 4, used: 3 }, deck: deckOf(WISP, 2) },
    state: { activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board": [], "p1.secrets": ["JAM_003"] },
  });
});

describeCard("JAM_004", () => {
  cardCase("JAM_004", {
    does: "attacking the middle Yeti also hits its neighbours",
    p1: { board: [{ card: "JAM_004", ref: "H" }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
    actions: [{ type: "attack", attacker: "H", defender: "B" }],
    expect: { "A.health": 2, "B.health": 2, "C.health": 2 },
  });
});

describeCard("ETC_371", () => {
  cardCase("ETC_371", {
    does: "Overload cards cost (1) less, for the rest of the game; others not",
    p1: { hand: [{ card: "ETC_371", ref: "I" }, { card: "EX1_251", ref: "F" }, { card: YETI, ref: "Y" }], deck: deckOf(WISP, 3) },
    p2: { deck: deckOf(WISP, 3) },
    actions: [{ type: "play", card: "I" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "F.cost": 0, "Y.cost": 4 },
  });
});

describeCard("ETC_533", () => {
  cardCase("ETC_533", {
    does: "3 Corpses: spent, the minion gets Reborn",
    p1: { board: [{ card: "ETC_533", ref: "M" }, { card: YETI, ref: "Y" }], corpses: 4 },
    actions: [{ type: "useLocation", card: "M", target: "Y" }],
    expect: { "Y.seen.REBORN": 1, "p1.corpses": 1 },
  });
  cardCase("ETC_533", {
    does: "2 Corpses: nothing",
    p1: { board: [{ card: "ETC_533", ref: "M" }, { card: YETI, ref: "Y" }], corpses: 2 },
    actions: [{ type: "useLocation", card: "M", target: "Y" }],
    expect: { "Y.seen.REBORN": undefined, "p1.corpses": 2 },
  });
});

describeCard("ETC_073", () => {
  cardCase("ETC_073", {
    does: "Combo with one other Combo card played this game: +1/+1",
    p1: { hand: [{ card: WISP, ref: "W" }, { card: "ETC_073", ref: "R" }], playedThisGame: [{ card: "ETC_072", cost: 3, turn: 3 }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "R" }],
    expect: { "R.attack": 2, "R.health": 4 },
  });
});

describeCard("JAM_019", () => {
  cardCase("JAM_019", {
    does: "after your hero attacks it returns to your hand costing (1)",
    p1: { weapon: { card: "CS2_106" }, board: [{ card: "JAM_019", ref: "R" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "R.zone": "hand", "R.cost": 1 },
  });
});

describeCard("ETC_522", () => {
  cardCase("ETC_522", {
    does: "your hero restored 3 Health: a 3/3 Soul",
    p1: { hero: { card: "HERO_01", health: 20 }, board: [{ card: "ETC_522" }], hand: [{ card: "CS1_112" }] },
    actions: [{ type: "heal", target: "p1.hero", amount: 3 }],
    expect: { "p1.board": ["ETC_522", "ETC_522t"], "p1.board.1.attack": 3, "p1.board.1.health": 3 },
  });
});

describeCard("JAM_028", () => {
  cardCase("JAM_028", {
    does: "costs 5 Health, no Mana",
    p1: { hand: [{ card: "JAM_028", ref: "T" }], mana: { crystals: 0, used: 0 } },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hero.health": 25, "p1.board": ["JAM_028"] },
  });
});

describeCard("ETC_328", () => {
  cardCase("ETC_328", {
    does: "dies as a 4/2: summons the deck's 3-Attack Raptor, never the 4-Attack Yeti",
    p1: { board: [{ card: "ETC_328", ref: "L" }], deck: [{ card: YETI }, { card: "CS2_172" }, { card: YETI }] },
    actions: [{ type: "destroy", target: "L" }],
    expect: { "p1.board": ["CS2_172"], "p1.deck": [YETI, YETI] },
  });
  cardCase("ETC_328", {
    does: "buffed to 5 Attack before dying (its Attack as it died): the Yeti may come",
    p1: { board: [{ card: "ETC_328", ref: "L", attack: 5 }], deck: [{ card: YETI }] },
    actions: [{ type: "destroy", target: "L" }],
    expect: { "p1.board": [YETI] },
  });
});

describeCard("ETC_356", () => {
  cardCase("ETC_356", {
    does: "Overloaded (crystals locked this turn): costs (2); 6 damage with Lifesteal",
    p1: { hero: { card: "HERO_02", health: 20 }, hand: [{ card: "ETC_356", ref: "A" }], mana: { crystals: 4, used: 0, overloadLocked: 2 } },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "A", target: "O" }],
    expect: { "O.health": 1, "p1.hero.health": 26, "p1.mana.used": 2 },
  });
  cardCase("ETC_356", {
    does: "Overload owed for next turn counts too",
    p1: { hand: [{ card: "ETC_356", ref: "A" }], mana: { crystals: 10, used: 0, overloadOwed: 1 } },
    actions: [{ type: "endTurn" }],
    check: (r) => expect(r.state.players[0]!.hand[0]!.cost).toBe(2),
  });
  cardCase("ETC_356", {
    does: "not Overloaded: (5)",
    p1: { hand: [{ card: "ETC_356", ref: "A" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "A.cost": 5 },
  });
});

describeCard("ETC_359", () => {
  cardCase("ETC_359", {
    does: "Overloaded: Discovers the spell of the deck (drawn), not the Yeti",
    p1: { hand: [{ card: "ETC_359", ref: "F" }], deck: [{ card: YETI }, { card: FROSTBOLT }], mana: { crystals: 5, used: 0, overloadLocked: 1 } },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.hand": [FROSTBOLT], "p1.deck": [YETI] },
  });
  cardCase("ETC_359", {
    does: "not Overloaded: nothing",
    p1: { hand: [{ card: "ETC_359", ref: "F" }], deck: [{ card: YETI }, { card: FROSTBOLT }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.hand": [], "p1.deck.length": 2 },
  });
});

describeCard("ETC_068", () => {
  cardCase("ETC_068", {
    does: "Fatigue 2 already taken: takes 3, gains +3/+3 (a 5/5)",
    p1: { hand: [{ card: "ETC_068", ref: "B" }], tags: { FATIGUE: 2 } },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hero.health": 27, "B.attack": 5, "B.health": 5, "p1.tags.FATIGUE": 3 },
  });
  cardCase("ETC_068", {
    does: "with cards in the deck it is still Fatigue (no draw): 1 damage, +1/+1",
    p1: { hand: [{ card: "ETC_068", ref: "B" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hero.health": 29, "B.attack": 3, "p1.deck": [WISP], "p1.hand": [] },
  });
});

describeCard("ETC_069", () => {
  cardCase("ETC_069", {
    does: "the fourth Fatigue: 4 to your hero, 4 to each enemy",
    p1: { hand: [{ card: "ETC_069", ref: "C" }], tags: { FATIGUE: 3 } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.hero.health": 26, "p2.hero.health": 26, "Y.health": 1 },
  });
});

describeCard("ETC_070", () => {
  cardCase("ETC_070", {
    does: "the second Fatigue: two 3/3 Imps",
    p1: { hand: [{ card: "ETC_070", ref: "C" }], tags: { FATIGUE: 1 } },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.hero.health": 28, "p1.board.length": 3 },
    check: (r) => expect(r.state.players[0]!.board.filter((e) => e.card === "ETC_070t")).toHaveLength(2),
  });
});
