/** TITANS (w14/titans): a cost floor, a Choose One with both effects from a Forge, and other leftovers. */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { nodes } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1, costs 0
const COIN = "GAME_005"; // The Coin, costs 0

describeCard("TTN_924", () => {
  cardCase("TTN_924", {
    does: "cards in both hands that cost less than 2 cost 2; dearer ones unchanged",
    p1: { board: [{ card: "TTN_924" }], hand: [{ card: WISP, ref: "W" }, { card: "CS2_023", ref: "A" }, { card: YETI, ref: "Y" }] },
    p2: { hand: [{ card: COIN, ref: "C" }] },
    actions: [{ type: "endTurn" }],
    expect: { "W.cost": 2, "A.cost": 3, "Y.cost": 4, "C.cost": 2 },
  });
  cardCase("TTN_924", {
    does: "a reduction stops at 2 (a 3-cost card reduced by 2)",
    p1: { board: [{ card: "TTN_924" }], hand: [{ card: "CS2_023", ref: "A", cost: 1 }] },
    actions: [{ type: "endTurn" }],
    expect: { "A.cost": 2 },
  });
  cardCase("TTN_924", {
    does: "a 0-cost card must be paid 2",
    p1: { board: [{ card: "TTN_924" }], hand: [{ card: WISP, ref: "W" }], mana: { crystals: 1, used: 0 } },
    actions: [{ type: "play", card: "W" }],
    error: "illegal_action",
  });
  cardCase("TTN_924", {
    does: "gone, the floor goes with it",
    p1: { board: [{ card: "TTN_924", ref: "R" }], hand: [{ card: WISP, ref: "W" }, { card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "R" }],
    expect: { "W.cost": 0 },
  });
});

const WILD = "EX1_160"; // Power of the Wild: Choose One - Give your minions +1/+1; or Summon a 3/2 Panther

describeCard("TTN_951", () => {
  cardCase("TTN_951", {
    does: "draws the Choose One card of the deck, which still asks for a choice",
    p1: { hand: [{ card: "TTN_951", ref: "E" }], board: [{ card: WISP, ref: "W" }], deck: [{ card: WILD }, { card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "E" }, { type: "play", card: "p1.hand.0", choose: 1 }],
    expect: { "p1.hand": [], "W.attack": 2, "p1.board": [WISP] },
  });
  cardCase("TTN_951", {
    does: "Forged: the card drawn has both effects combined (+1/+1, then the Panther)",
    p1: { hand: [{ card: "TTN_951", ref: "E" }], board: [{ card: WISP, ref: "W" }], deck: [{ card: WILD }, { card: YETI }, { card: YETI }] },
    actions: [{ type: "forge", card: "E" }, { type: "play", card: "E" }, { type: "play", card: "p1.hand.0" }],
    expect: { "E.card": "TTN_951t", "W.attack": 2, "p1.board": [WISP, "EX1_160t"], "p1.board.1.attack": 3 },
  });
});

/** The Discovered card of Void Scripture, its Cost in hand, and the spells cast by effects (trace `cast` steps). */
function scripture(r: import("../../src/engine/index.js").ResolveResult): { card: string; cost: number; casts: string[] } {
  const hand = r.state.players[0].hand;
  expect(hand).toHaveLength(1);
  const casts = nodes(r, "step").filter((s) => s.name === "cast").map((s) => (s as unknown as { card: { card: string } }).card.card);
  return { card: hand[0]!.card, cost: hand[0]!.cost ?? 0, casts };
}

describeCard("YOG_507", () => {
  cardCase("YOG_507", {
    does: "a Mage spell Discovered; a copy cast when the Mana left covers its Cost (8 left)",
    p1: { hero: { card: "HERO_08" }, hand: [{ card: "YOG_507", ref: "V" }] },
    actions: [{ type: "play", card: "V" }],
    check: (r) => {
      const s = scripture(r);
      expect(findCard(s.card)?.cardClass).toBe("MAGE");
      expect(findCard(s.card)?.type).toBe("SPELL");
      expect(s.casts).toEqual(s.cost <= 8 ? [s.card] : []);
    },
  });
  cardCase("YOG_507", {
    does: "no Mana left: only a (0)-Cost spell is cast",
    p1: { hero: { card: "HERO_08" }, hand: [{ card: "YOG_507", ref: "V" }], mana: { crystals: 2, used: 0 } },
    actions: [{ type: "play", card: "V" }],
    check: (r) => {
      const s = scripture(r);
      expect(s.casts).toEqual(s.cost === 0 ? [s.card] : []);
    },
  });
});

describeCard("TTN_463", () => {
  cardCase("TTN_463", {
    does: "discards the highest Cost card and deals its Cost to all minions",
    p1: { hand: [{ card: "TTN_463", ref: "G" }, { card: WISP, ref: "W" }, { card: "CS2_023", ref: "A" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: "CS2_186", ref: "B" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "A.zone": "graveyard", "W.zone": "hand", "Y.health": 2, "B.health": 4, "p2.hero.health": 30 },
  });
  cardCase("TTN_463", {
    does: "its Cost as it was in hand (a Yeti costing 1 deals 1); Spell Damage adds",
    p1: { hand: [{ card: "TTN_463", ref: "G" }, { card: YETI, ref: "X", cost: 1 }], board: [{ card: "CS2_197", ref: "O" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "X.zone": "graveyard", "Y.health": 3 },
  });
  cardCase("TTN_463", {
    does: "an empty hand: nothing discarded, no damage",
    p1: { hand: [{ card: "TTN_463", ref: "G" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "Y.health": 5 },
  });
});

describeCard("TTN_457", () => {
  cardCase("TTN_457", {
    does: "spends 3 Corpses to deal 3 damage to the enemy chosen",
    p1: { hero: { card: "HERO_11" }, corpses: 4, hand: [{ card: "TTN_457", ref: "E" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "E", target: "Y" }],
    expect: { "Y.health": 2, "p1.corpses": 1 },
  });
  cardCase("TTN_457", {
    does: "fewer than 3 Corpses: none spent, no damage",
    p1: { hero: { card: "HERO_11" }, corpses: 2, hand: [{ card: "TTN_457", ref: "E" }] },
    actions: [{ type: "play", card: "E", target: "p2.hero" }],
    expect: { "p2.hero.health": 30, "p1.corpses": 2 },
  });
  cardCase("TTN_457", {
    does: "a friendly character is no valid target",
    p1: { hero: { card: "HERO_11" }, corpses: 4, hand: [{ card: "TTN_457", ref: "E" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "E", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("TTN_457", {
    does: "Forged: gains 3 Corpses, then deals 3 damage",
    p1: { hero: { card: "HERO_11" }, corpses: 0, hand: [{ card: "TTN_457", ref: "E" }] },
    actions: [{ type: "forge", card: "E" }, { type: "play", card: "E", target: "p2.hero" }],
    expect: { "E.card": "TTN_457t", "p2.hero.health": 27, "p1.corpses": 3 },
  });
});

describeCard("TTN_842", () => {
  cardCase("TTN_842", {
    does: "the first spell drawn this turn is copied and cast at an enemy; the second is not; the drawn card stays",
    p1: { hand: [{ card: "TTN_842", ref: "J" }, { card: "CS2_023", ref: "A" }], deck: [{ card: "CS2_029" }, { card: "CS2_029" }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "J" }, { type: "play", card: "A" }],
    expect: { "p2.hero.health": 24, "p1.hand": ["CS2_029", "CS2_029"] },
  });
  cardCase("TTN_842", {
    does: "a minion drawn first does not use it up: the spell drawn after it is cast",
    p1: { hand: [{ card: "TTN_842", ref: "J" }, { card: "CS2_023", ref: "A" }], deck: [{ card: WISP }, { card: "CS2_029" }] },
    actions: [{ type: "play", card: "J" }, { type: "play", card: "A" }],
    expect: { "p2.hero.health": 24, "p1.hand": [WISP, "CS2_029"] },
  });
  cardCase("TTN_842", {
    does: "each turn again, for the rest of the game (the turn's draw too)",
    p1: { hand: [{ card: "TTN_842", ref: "J" }], deck: [{ card: "CS2_029" }, { card: YETI }, { card: YETI }] },
    p2: { deck: [{ card: YETI }, { card: YETI }] },
    actions: [{ type: "play", card: "J" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p2.hero.health": 24 },
  });
  cardCase("TTN_842", {
    does: "the opponent's draws do not count",
    p1: { hand: [{ card: "TTN_842", ref: "J" }] },
    p2: { deck: [{ card: "CS2_029" }, { card: YETI }] },
    actions: [{ type: "play", card: "J" }, { type: "endTurn" }],
    expect: { "p1.hero.health": 30, "p2.hero.health": 30 },
  });
});

describeCard("TTN_090", () => {
  cardCase("TTN_090", {
    does: "four random spells of any class are cast (the aim at the character chosen: see the client cards' `prefer`)",
    p1: { board: [{ card: "TTN_090", ref: "P" }] },
    p2: { board: [{ card: "CS2_186", ref: "G", health: 30 }, { card: YETI }, { card: YETI }] },
    actions: [{ type: "useLocation", card: "P", target: "G" }],
    check: (r) => {
      const picks = r.random.filter((d) => d.purpose === "random card" && (d.by as { card?: string } | undefined)?.card === "TTN_090");
      expect(picks).toHaveLength(4);
      for (const d of picks) expect(findCard(d.chosen as unknown as string)?.type).toBe("SPELL");
      expect(r.state.players[0].board[0]!.health).toBe(2);
    },
  });
  cardCase("TTN_090", {
    does: "needs a target",
    p1: { board: [{ card: "TTN_090", ref: "P" }] },
    actions: [{ type: "useLocation", card: "P" }],
    error: "illegal_action",
  });
});

describeCard("TTN_071", () => {
  cardCase("TTN_071", {
    does: "Spell Damage 1 plus one per school played this game (Frost and Fire: +3; Frostbolt adds no new school)",
    p1: { board: [{ card: "TTN_071" }], hand: [{ card: "CS2_024", ref: "F" }],
      playedThisGame: [{ card: "CS2_024", cost: 2, turn: 3 }, { card: "CS2_029", cost: 4, turn: 3 }, { card: "CS2_029", cost: 4, turn: 3 }] },
    p2: { board: [{ card: "CS2_186", ref: "G" }] },
    actions: [{ type: "play", card: "F", target: "G" }],
    expect: { "G.health": 1 },
  });
  cardCase("TTN_071", {
    does: "no spell played before: the spell being cast counts its own school (+2)",
    p1: { board: [{ card: "TTN_071" }], hand: [{ card: "CS2_024", ref: "F" }] },
    p2: { board: [{ card: "CS2_186", ref: "G" }] },
    actions: [{ type: "play", card: "F", target: "G" }],
    expect: { "G.health": 2 },
  });
  cardCase("TTN_071", {
    does: "silenced: no Spell Damage",
    p1: { board: [{ card: "TTN_071", ref: "S" }], hand: [{ card: "CS2_024", ref: "F" }, { card: "EX1_332", ref: "Q" }] },
    p2: { board: [{ card: "CS2_186", ref: "G" }] },
    actions: [{ type: "play", card: "Q", target: "S" }, { type: "play", card: "F", target: "G" }],
    expect: { "G.health": 4 },
  });
});

describeCard("TTN_087", () => {
  cardCase("TTN_087", {
    does: "played left of a Beast: Magnetizes to it (+3/+1 and Rush)",
    p1: { board: [{ card: "CS2_120", ref: "C" }], hand: [{ card: "TTN_087", ref: "P" }] },
    actions: [{ type: "play", card: "P", position: 0 }],
    expect: { "p1.board": ["CS2_120"], "C.attack": 5, "C.health": 4, "C.seen.RUSH": 1, "P.zone": "setAside" },
  });
  cardCase("TTN_087", {
    does: "played left of a Mech: Magnetizes to it",
    p1: { board: [{ card: "TTN_860", ref: "M" }], hand: [{ card: "TTN_087", ref: "P" }] },
    actions: [{ type: "play", card: "P", position: 0 }],
    expect: { "p1.board": ["TTN_860"], "M.attack": 4, "M.health": 3 },
  });
  cardCase("TTN_087", {
    does: "left of another minion: stays a 3/1 with Rush",
    p1: { board: [{ card: YETI }], hand: [{ card: "TTN_087", ref: "P" }] },
    actions: [{ type: "play", card: "P", position: 0 }],
    expect: { "p1.board": ["TTN_087", YETI], "P.attack": 3 },
  });
});

describeCard("TTN_490", () => {
  cardCase("TTN_490", {
    does: "discards a spell (not the minion) and summons two 3/2 Imps",
    p1: { hand: [{ card: "TTN_490", ref: "D" }, { card: YETI, ref: "Y" }, { card: "CS2_023", ref: "A" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "A.zone": "graveyard", "Y.zone": "hand" },
    check: (r) => {
      const imps = r.state.players[0].board.filter((m) => m.card === "TTN_960t6").map((m) => [m.attack, m.health]);
      expect(imps).toEqual([[3, 2], [3, 2]]);
      expect(r.state.players[0].board).toHaveLength(3);
    },
  });
  cardCase("TTN_490", {
    does: "no spell in hand: no Imps",
    p1: { hand: [{ card: "TTN_490", ref: "D" }, { card: YETI }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.board": ["TTN_490"], "p1.hand": [YETI] },
  });
  cardCase("TTN_490", {
    does: "Forged: the Imps get +2 Health and Taunt",
    p1: { hand: [{ card: "TTN_490", ref: "D" }, { card: "CS2_023" }] },
    actions: [{ type: "forge", card: "D" }, { type: "play", card: "D" }],
    expect: { "D.card": "TTN_490t" },
    check: (r) => {
      const imps = r.state.players[0].board.filter((m) => m.card === "TTN_960t6");
      expect(imps.map((m) => [m.attack, m.health, m.seen?.TAUNT])).toEqual([[3, 4, 1], [3, 4, 1]]);
    },
  });
});

describeCard("TTN_753", () => {
  cardCase("TTN_753", {
    does: "5 damage to the minion chosen (a friendly one too); Spell Damage adds",
    p1: { hand: [{ card: "TTN_753", ref: "B" }], board: [{ card: "CS2_197" }, { card: "CS2_186", ref: "G" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "G" }],
    expect: { "G.health": 1, "Y.health": 5 },
  });
  cardCase("TTN_753", {
    does: "Forged: then 5 more split among the enemy minions, one at a time (none to the hero)",
    p1: { hand: [{ card: "TTN_753", ref: "B" }] },
    p2: { board: [{ card: "CS2_186", ref: "G", health: 30 }, { card: "CS2_186", ref: "H", health: 30 }] },
    actions: [{ type: "forge", card: "B" }, { type: "play", card: "B", target: "G" }],
    check: (r) => {
      const [g, h] = r.state.players[1].board;
      expect(30 - g!.health! + (30 - h!.health!)).toBe(10);
      expect(g!.health).toBeLessThanOrEqual(25);
      expect(r.state.players[1].hero.health).toBe(30);
    },
  });
  cardCase("TTN_753", {
    does: "Forged with Spell Damage +1: 6 to the minion chosen, then 6 hits of 1",
    p1: { hand: [{ card: "TTN_753", ref: "B" }], board: [{ card: "CS2_197" }] },
    p2: { board: [{ card: "CS2_186", ref: "G", health: 30 }] },
    actions: [{ type: "forge", card: "B" }, { type: "play", card: "B", target: "G" }],
    expect: { "G.health": 18 },
  });
});
