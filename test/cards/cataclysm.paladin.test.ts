/**
 * Behaviour tests of the Cataclysm (CATACLYSM) Paladin cards (test/support/cards.ts).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { nodes } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";

const decks = { p1: [{ card: "CS2_231" }, { card: "CS2_231" }], p2: [{ card: "CS2_231" }, { card: "CS2_231" }] };
const endTurn = { type: "endTurn" };

// Scalebreaker Bulwark: "At the end of your turn, deal 2 damage to all enemies."
cardCase("CATA_475", {
  does: "2 damage to every enemy at the end of its controller's turn only; friendly side untouched",
  p1: { board: [{ card: "CATA_475", ref: "B" }, { card: "CS2_120", ref: "F" }], deck: decks.p1 },
  p2: { board: [{ card: "CS2_120", ref: "E" }], deck: decks.p2 },
  actions: [endTurn, endTurn],
  expect: { "p2.hero.health": 28, "E.health": 1, "F.health": 3, "p1.hero.health": 30 },
});

// Nozdormu, Bronze Aspect: "At the end of your turn, give your minions Divine Shield. Any that already had one gain +3/+3 instead."
cardCase("CATA_473", {
  does: "minions without Divine Shield get one; one with it gets +3/+3 instead; enemy minions nothing",
  p1: { board: [{ card: "CATA_473", ref: "N" }, { card: "CS2_120", ref: "F" }, { card: "EX1_008", ref: "S" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [endTurn],
  expect: { "F.seen.DIVINE_SHIELD": 1, "F.attack": 2, "N.seen.DIVINE_SHIELD": 1, "S.attack": 4, "S.health": 4, "S.seen.DIVINE_SHIELD": 1, "E.seen.DIVINE_SHIELD": undefined },
});

// Bronze Redeemer: "At the end of your turn, summon a Dragon with stats equal to this minion's."
cardCase("CATA_478", {
  does: "a Dragon with the Redeemer's current Attack and Health (damaged 3/1 here), right of it",
  p1: { board: [{ card: "CATA_478", ref: "R", health: 1 }] },
  actions: [endTurn],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b.map((m) => m.card)).toEqual(["CATA_478", "CATA_478t"]);
    expect(b[1]).toMatchObject({ attack: 3, health: 1 });
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});

// Spearheart Sentry: "At the end of your turn, get a random Holy Spell. Reduce its Cost by (3)."
cardCase("CATA_474", {
  does: "a Holy spell for its controller at the end of their turn, costing 3 less",
  p1: { board: [{ card: "CATA_474", ref: "S" }] },
  actions: [endTurn],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    const f = findCard(hand[0]!.card)!;
    expect(f).toMatchObject({ type: "SPELL", spellSchool: "HOLY" });
    expect(hand[0]!.cost).toBe(Math.max(0, f.cost - 3));
    expect(r.state.players[1]!.hand).toHaveLength(0);
  },
});

// Sandfury Aura: "Your minions' end of turn effects trigger twice. Lasts 3 turns."
cardCase("CATA_480", {
  does: "a friendly minion's end-of-turn effect resolves twice (Scalebreaker Bulwark: 4 to the enemy hero)",
  p1: { hand: [{ card: "CATA_480", ref: "S" }], board: [{ card: "CATA_475", ref: "B" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }, endTurn],
  expect: { "p2.hero.health": 26, "p1.secrets": ["CATA_480"] },
});
cardCase("CATA_480", {
  does: "it lasts 3 of its player's turns, then goes",
  p1: { hand: [{ card: "CATA_480", ref: "S" }], board: [{ card: "CATA_475", ref: "B" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }, endTurn, endTurn, endTurn, endTurn, endTurn, endTurn, endTurn],
  // 4 + 4 + 4 with the Aura, then 2 on the fourth turn (it went at the end of the third).
  expect: { "p2.hero.health": 16, "p1.secrets": [] },
});

// Chamber of Aspects (Location): "Choose a minion in your hand. Give it +2/+2."
cardCase("CATA_477", {
  does: "the chosen minion in hand gets +2/+2; played, it keeps it",
  p1: { board: [{ card: "CATA_477", ref: "C" }], hand: [{ card: "CS2_120", ref: "R" }] },
  actions: [{ type: "useLocation", card: "C", target: "R" }, { type: "play", card: "R" }],
  expect: { "R.attack": 4, "R.health": 5 },
});
cardCase("CATA_477", {
  does: "a spell in hand is no valid target",
  p1: { board: [{ card: "CATA_477", ref: "C" }], hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "useLocation", card: "C", target: "F" }],
  error: "illegal_action",
});

// Gelbin's Triumph: "Get a random Paladin Aura. It lasts an additional turn."
cardCase("CATA_621", {
  does: "adds a random Paladin lasting spell (an Aura) to its player's hand, with one more turn than printed",
  p1: { hand: [{ card: "CATA_621", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  check: (r) => {
    const [card] = r.state.players[0]!.hand;
    const def = builtInCard(card!.card as string)!;
    expect(def.type).toBe("SPELL");
    expect(def.facts.cardClass).toBe("PALADIN");
    expect(def.def?.lasts).toBeDefined();
    expect(card!.tags?.TURNS_LEFT).toBe(def.def!.lasts!.turns + 1);
    expect(r.state.players[1]!.hand).toHaveLength(0);
    const pick = r.random.find((d) => d.purpose === "random card")!;
    expect(pick.candidates.length).toBeGreaterThanOrEqual(4);
  },
});
cardCase("CATA_621", {
  does: "the Aura added, played, stays one turn longer: Crusader Aura (3 turns) is still there after its third turn ends",
  p1: { hand: [{ card: "TTN_908", ref: "A", tags: { TURNS_LEFT: 4 } }], deck: Array.from({ length: 6 }, () => ({ card: "CS2_231" })) },
  p2: { deck: Array.from({ length: 6 }, () => ({ card: "CS2_231" })) },
  actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "A.zone": "secrets", "A.tags.TURNS_LEFT": 1 },
});
cardCase("CATA_621", {
  does: "the Aura added, played at once, goes to the secret zone with its extra turn",
  p1: { hand: [{ card: "CATA_621", ref: "G" }] },
  actions: [{ type: "play", card: "G" }, { type: "play", card: "p1.hand.0" }],
  check: (r) => {
    const [aura] = r.state.players[0]!.secrets;
    expect(aura!.tags?.TURNS_LEFT).toBe(builtInCard(aura!.card as string)!.def!.lasts!.turns + 1);
  },
});
cardCase("CATA_621", {
  does: "a client's \"Your lasting spells last an additional turn\" (the documented extendLasting) adds to one already counting",
  cards: [{ id: "MY_KEEPER", type: "SPELL", cost: 1, spell: [{ type: "extendLasting", to: { all: "secrets", side: "friendly" } }] }],
  p1: { hand: [{ card: "MY_KEEPER", ref: "K" }], secrets: [{ card: "TTN_908", ref: "A", tags: { TURNS_LEFT: 2 } }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "A.tags.TURNS_LEFT": 3, "events.countdown": 1 },
});

// Inspiring Maul: "Deathrattle: Trigger a random friendly minion's end of turn effect." (rules-notes 385)
const maulPicks = (r: Parameters<NonNullable<Parameters<typeof cardCase>[1]["check"]>>[0]) =>
  nodes(r, "random").map((n) => (n.candidates as { card: string }[]).map((c) => c.card));
cardCase("CATA_472", {
  does: "the weapon breaks: a friendly minion's end-of-turn effect (Scalebreaker Bulwark's 2 to all enemies) resolves at once; only minions with one are candidates",
  p1: { weapon: { card: "CATA_472", ref: "M", durability: 1 }, board: [{ card: "CS2_120", ref: "F" }, { card: "CATA_475", ref: "B" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26, "E.health": 1, "F.health": 3, "p1.hero.health": 30, "p1.weapon": null },
  check: (r) => expect(maulPicks(r)).toEqual([["CATA_475"]]),
});
cardCase("CATA_472", {
  does: "destroyed on the opponent's turn: an \"at the end of your turn\" effect still resolves (the whose-turn condition is not read), for the Maul's side",
  state: { activePlayer: 2 },
  p1: { weapon: { card: "CATA_472", ref: "M" }, board: [{ card: "CATA_475", ref: "B" }] },
  p2: { hand: [{ card: "EX1_066", ref: "O" }] },
  actions: [{ type: "play", card: "O" }],
  expect: { "p1.weapon": null, "p2.hero.health": 28, "O.zone": "graveyard", "p1.hero.health": 30 },
});
cardCase("CATA_472", {
  does: "an \"at the end of each turn\" effect counts too (Gruul gains +1/+1 now)",
  p1: { weapon: { card: "CATA_472", ref: "M", durability: 1 }, board: [{ card: "NEW1_038", ref: "G" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "G.attack": 8, "G.health": 8, "p2.hero.health": 28 },
});
cardCase("CATA_472", {
  does: "the effect's own condition is still read: a damaged Incensed Matriarch (\"if this is at full Health\") gains nothing, an undamaged one +3 Health",
  p1: { weapon: { card: "CATA_472", ref: "M", durability: 1 }, board: [{ card: "CATA_305", ref: "I", health: 2 }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "I.health": 2, "p2.hero.health": 28 },
  check: (r) => expect(maulPicks(r)).toEqual([["CATA_305"]]),
});
cardCase("CATA_472", {
  does: "an undamaged Incensed Matriarch gains +3 Health",
  p1: { weapon: { card: "CATA_472", ref: "M", durability: 1 }, board: [{ card: "CATA_305", ref: "I" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "I.health": 6 },
});
cardCase("CATA_472", {
  does: "no friendly minion with an end-of-turn effect (a silenced Bulwark; an enemy Bulwark): nothing happens",
  p1: { weapon: { card: "CATA_472", ref: "M", durability: 1 }, board: [{ card: "CATA_475", ref: "B", tags: { SILENCED: 1 } }] },
  p2: { board: [{ card: "CATA_475", ref: "X" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 28, "p1.hero.health": 30, "X.health": 6, "p1.weapon": null },
  check: (r) => expect(maulPicks(r)).toEqual([]),
});
cardCase("CATA_472", {
  does: "a borrowed minion's \"until end of turn\" (Shadow Madness: an enchantment whose only trigger expires it) is not an end-of-turn effect",
  p1: { weapon: { card: "CATA_472", ref: "M", durability: 1 }, hand: [{ card: "EX1_334", ref: "S" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "E.player": 1, "p2.hero.health": 28 },
  check: (r) => expect(maulPicks(r)).toEqual([]),
});
cardCase("CATA_472", {
  does: "Drakkari Enchanter's \"Your end of turn effects trigger twice\": the Bulwark's effect resolves twice (4 to the enemy hero)",
  p1: { weapon: { card: "CATA_472", ref: "M", durability: 1 }, board: [{ card: "CATA_475", ref: "B" }, { card: "ICC_901", ref: "D" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 24 },
  check: (r) => expect(maulPicks(r)).toEqual([["CATA_475"]]),
});
cardCase("CATA_472", {
  does: "an end-of-turn effect an enchantment gives counts (Power Overwhelming's \"At the end of the turn, destroy it\": the minion is destroyed now)",
  p1: { weapon: { card: "CATA_472", ref: "M", durability: 1 }, hand: [{ card: "EX1_316", ref: "P" }], board: [{ card: "CS2_120", ref: "F" }] },
  actions: [{ type: "play", card: "P", target: "F" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "F.zone": "graveyard", "p2.hero.health": 28 },
  check: (r) => expect(maulPicks(r)).toEqual([["CS2_120"]]),
});
cardCase("CATA_472", {
  does: "Sandfury Aura (\"Your minions' end of turn effects trigger twice\") doubles it too: the Bulwark deals 2 twice",
  p1: { weapon: { card: "CATA_472", ref: "M", durability: 1 }, hand: [{ card: "CATA_480", ref: "S" }], board: [{ card: "CATA_475", ref: "B" }] },
  actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 24, "p1.weapon": null },
});
