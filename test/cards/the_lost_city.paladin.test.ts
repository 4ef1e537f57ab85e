/**
 * Behaviour tests of The Lost City of Un'Goro (THE_LOST_CITY) Paladin cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182";
const RAIDER = "CS2_168"; // a Murloc
const CROC = "CS2_120"; // a Beast

// Firegill: "Kindred: Give your other minions Rush." (an Elemental and a Murloc)
cardCase("DINO_404", {
  does: "Kindred (a Murloc last turn): the other friendly minions get Rush, not itself nor the enemy's",
  p1: { hand: [{ card: "DINO_404", ref: "G" }], board: [{ card: YETI, ref: "F" }], playedLastTurn: [RAIDER] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "F.seen.RUSH": 1, "G.seen.RUSH": undefined, "E.seen.RUSH": undefined },
});
cardCase("DINO_404", {
  does: "no Murloc nor Elemental last turn (a Beast): nothing",
  p1: { hand: [{ card: "DINO_404", ref: "G" }], board: [{ card: YETI, ref: "F" }], playedLastTurn: [CROC] },
  actions: [{ type: "play", card: "G" }],
  expect: { "F.seen.RUSH": undefined, "G.zone": "board" },
});

// Threshrider's Blessing: "Give a friendly minion +4/+4 and "Deathrattle: Summon a random 4-Cost minion.""
cardCase("TLC_477", {
  does: "+4/+4, and when it dies a random 4-Cost minion takes its place",
  p1: { hand: [{ card: "TLC_477", ref: "S" }], board: [{ card: YETI, ref: "F" }] },
  actions: [{ type: "play", card: "S", target: "F" }, { type: "destroy", target: "F" }],
  check: (r) => {
    const board = r.state.players[0].board;
    expect(board).toHaveLength(1);
    expect(findCard(board[0]!.card)!.cost).toBe(4);
    expect(r.state.players[1].board).toHaveLength(0);
  },
});
cardCase("TLC_477", {
  does: "the buff: a Yeti becomes 8/9",
  p1: { hand: [{ card: "TLC_477", ref: "S" }], board: [{ card: YETI, ref: "F" }] },
  actions: [{ type: "play", card: "S", target: "F" }],
  expect: { "F.attack": 8, "F.health": 9 },
});
cardCase("TLC_477", {
  does: "an enemy minion is not a valid target",
  p1: { hand: [{ card: "TLC_477", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  error: "illegal_action",
});

// Ready the Fleet: "Give +1/+2 to a friendly minion and your other minions that share a type with it."
cardCase("TLC_441", {
  does: "the target and the other friendly Beasts get +1/+2; the Murloc and the enemy Beast do not",
  p1: { hand: [{ card: "TLC_441", ref: "S" }], board: [{ card: CROC, ref: "T" }, { card: CROC, ref: "B" }, { card: RAIDER, ref: "M" }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: CROC, ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "T" }],
  expect: { "T.attack": 3, "T.health": 5, "B.attack": 3, "B.health": 5, "M.attack": 2, "M.health": 1, "Y.health": 5, "E.health": 3 },
});
cardCase("TLC_441", {
  does: "a target with no type: only itself",
  p1: { hand: [{ card: "TLC_441", ref: "S" }], board: [{ card: YETI, ref: "T" }, { card: YETI, ref: "Y" }, { card: CROC, ref: "B" }] },
  actions: [{ type: "play", card: "S", target: "T" }],
  expect: { "T.attack": 5, "T.health": 7, "Y.health": 5, "B.health": 3 },
});

// Submerged Map: "Discover a Murloc. If you play it this turn, also pick one of the others."
cardCase("TLC_442", {
  does: "three Murlocs offered; the one taken carries the two others as memories (TLC_442e, one-turn)",
  p1: { hand: [{ card: "TLC_442", ref: "M" }] },
  actions: [{ type: "play", card: "M" }],
  choices: [1],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect(findCard(id)!.races.some((x) => x === "MURLOC" || x === "ALL")).toBe(true);
    const hand = r.state.players[0].hand;
    expect(hand.map((c) => c.card)).toEqual([offered[1]]);
    expect(hand[0]!.enchantments!.filter((e) => e.card === "TLC_442e").map((e) => e.remembers)).toEqual([offered[0], offered[2]]);
  },
});
cardCase("TLC_442", {
  does: "playing the Murloc taken this turn: its player picks one of the two others (the second), once",
  p1: { hand: [{ card: "TLC_442", ref: "M" }] },
  p2: { board: [{ card: YETI }] },
  actions: [{ type: "play", card: "M" }, { type: "play", card: "p1.hand.0" }],
  choices: [0, 1],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(r.state.players[0].board.map((c) => c.card)).toContain(offered[0]);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([offered[2]]);
    expect(r.state.players[0].hand[0]!.enchantments ?? []).toEqual([]);
    expect(r.state.players[1].hand).toHaveLength(0);
  },
});
cardCase("TLC_442", {
  does: "played on a later turn: no pick (the memories went at the end of the turn)",
  p1: { hand: [{ card: "TLC_442", ref: "M" }], deck: [{ card: YETI }] },
  p2: { deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "M" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "p1.hand.0" }],
  choices: [0],
  check: (r) => {
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual([YETI]);
    expect(r.state.players[0].board).toHaveLength(1);
  },
});
cardCase("TLC_442", {
  does: "another card played this turn gives no pick",
  p1: { hand: [{ card: "TLC_442", ref: "M" }, { card: RAIDER, ref: "R" }] },
  actions: [{ type: "play", card: "M" }, { type: "play", card: "R" }],
  choices: [0],
  check: (r) => {
    expect(r.state.players[0].hand).toHaveLength(1);
    expect(r.state.players[0].hand[0]!.enchantments!.filter((e) => e.card === "TLC_442e")).toHaveLength(2);
  },
});

// Hero's Welcome: "Discover a Legendary minion to summon. Set its stats to 10/10."
cardCase("DINO_424", {
  does: "three Legendary minions offered; the one chosen is summoned for its player as a 10/10, not put in hand",
  p1: { hand: [{ card: "DINO_424", ref: "H" }] },
  p2: { board: [{ card: YETI }] },
  actions: [{ type: "play", card: "H" }],
  choices: [2],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect([findCard(id)!.type, findCard(id)!.rarity]).toEqual(["MINION", "LEGENDARY"]);
    const m = r.state.players[0].board.find((x) => x.card === offered[2]);
    expect(m && [m.attack, m.health]).toEqual([10, 10]);
    expect(r.state.players[0].hand).toHaveLength(0);
    expect(r.state.players[1].board.map((x) => x.card)).toContain(YETI);
  },
});

// Violet Treasuregill: "Battlecry: Cast a random spell from your deck that costs (2) or less (targets this if possible)."
const MIGHT = "CS2_087"; // Blessing of Might, 1: "Give a minion +3 Attack." (Holy)
const SMITE = "CS1_130"; // Holy Smite, 1: "Deal $3 damage to a minion." (Holy)
const KINGS = "CS2_092"; // Blessing of Kings, 4: "Give a minion +4/+4." (Holy)
cardCase("TLC_438", {
  does: "the only spell of Cost 2 or less in the deck (Blessing of Might) is cast from it at this minion: 4/2; the 4-Cost one stays",
  p1: { hand: [{ card: "TLC_438", ref: "V" }], board: [{ card: YETI, ref: "F" }], deck: [{ card: KINGS, ref: "K" }, { card: MIGHT, ref: "M" }, { card: YETI }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "V.attack": 4, "V.health": 2, "F.attack": 4, "M.zone": "graveyard", "K.zone": "deck", "p1.deck.length": 2, "p1.hand.length": 0 },
});
cardCase("TLC_438", {
  does: "\"if possible\": a damage spell targets this minion too (Holy Smite kills it)",
  p1: { hand: [{ card: "TLC_438", ref: "V" }], deck: [{ card: SMITE, ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "V.zone": "graveyard", "E.health": 5, "S.zone": "graveyard" },
});
cardCase("TLC_438", {
  does: "a spell without a target (Holy Light) resolves as it is: your hero healed",
  p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "TLC_438", ref: "V" }], deck: [{ card: "CS2_089", ref: "H" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "p1.hero.health": 28, "H.zone": "graveyard", "p1.deck.length": 0 },
});
cardCase("TLC_438", {
  does: "no spell of Cost 2 or less in the deck: nothing is cast, the deck is left as it is",
  p1: { hand: [{ card: "TLC_438", ref: "V" }], deck: [{ card: KINGS, ref: "K" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "K.zone": "deck", "Y.zone": "deck", "V.attack": 1, "p1.deck.length": 2 },
});
cardCase("TLC_438", {
  does: "a spell with no valid target (Sap: an enemy minion, none) is not cast and stays in the deck",
  p1: { hand: [{ card: "TLC_438", ref: "V" }], deck: [{ card: "EX1_581", ref: "Q" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "Q.zone": "deck", "V.zone": "board", "p1.graveyard.length": 0 },
});
cardCase("TLC_438", {
  does: "a spell that cannot take this minion (Sap: an enemy minion) goes to a random valid target: the enemy Yeti back to hand",
  p1: { hand: [{ card: "TLC_438", ref: "V" }], deck: [{ card: "EX1_581", ref: "Q" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "Q.zone": "graveyard", "E.zone": "hand" },
});

cardCase("TLC_438", {
  does: "a Secret of Cost 1 (Redemption) is cast from the deck into the secret zone",
  p1: { hand: [{ card: "TLC_438", ref: "V" }], deck: [{ card: "EX1_136", ref: "R" }, { card: YETI }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "R.zone": "secrets", "p1.deck.length": 1 },
});
cardCase("TLC_438", {
  does: "cast, not played: a Mana Wyrm (\"Whenever you cast a spell\", a played spell) does not grow",
  p1: { hand: [{ card: "TLC_438", ref: "V" }], board: [{ card: "NEW1_012", ref: "W" }], deck: [{ card: MIGHT }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "W.attack": 1, "V.attack": 4 },
});

// Creature of the Sacred Cave: "At the end of your turn, recast a random Holy spell you cast this turn (targets this if
// possible)."
cardCase("TLC_430", {
  does: "Blessing of Might played on another minion this turn: at the end of the turn a new copy is cast at this: 5/5",
  p1: { board: [{ card: "TLC_430", ref: "C" }, { card: YETI, ref: "F" }], hand: [{ card: MIGHT, ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "F" }, { type: "endTurn" }],
  expect: { "C.attack": 5, "C.health": 5, "F.attack": 7, "M.zone": "graveyard", "p1.graveyard.length": 2 },
});
cardCase("TLC_430", {
  does: "only Holy spells: a Frostbolt played this turn is not recast",
  p1: { board: [{ card: "TLC_430", ref: "C" }], hand: [{ card: "CS2_024", ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "B", target: "E" }, { type: "endTurn" }],
  expect: { "C.attack": 2, "E.health": 2, "p1.graveyard.length": 1 },
});
cardCase("TLC_430", {
  does: "only spells of this turn: a Holy spell played last turn is not recast; not at the end of the opponent's turn",
  p1: { board: [{ card: "TLC_430", ref: "C" }], playedLastTurn: [MIGHT] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "C.attack": 2 },
});
cardCase("TLC_430", {
  does: "a Holy spell that cannot target it (Holy Light: your hero) resolves as it is: 8 Health again",
  p1: { hero: { card: "HERO_04", health: 10 }, board: [{ card: "TLC_430", ref: "C" }], hand: [{ card: "CS2_089", ref: "H" }] },
  actions: [{ type: "play", card: "H" }, { type: "endTurn" }],
  expect: { "p1.hero.health": 26, "C.attack": 2 },
});
cardCase("TLC_430", {
  does: "one of the Holy spells of the turn, at random (recorded): two played, one recast",
  p1: { board: [{ card: "TLC_430", ref: "C" }, { card: YETI, ref: "F" }], hand: [{ card: MIGHT, ref: "M" }, { card: "EX1_371", ref: "P" }] },
  actions: [{ type: "play", card: "M", target: "F" }, { type: "play", card: "P", target: "F" }, { type: "endTurn" }],
  check: (r) => {
    const pick = r.random.find((d) => d.purpose === "spell played to cast again")!;
    expect(pick.candidates).toEqual([MIGHT, "EX1_371"]);
    const c = r.state.players[0].board.find((e) => e.ref === "C")!;
    if (pick.chosen === MIGHT) expect(c.attack).toBe(5);
    else expect(c.tags?.DIVINE_SHIELD).toBe(1);
  },
});

describe("a client card with castSpell `from: deck` and `preferSelf` (docs/card-format.md, castSpell)", () => {
  const mine = { id: "MY_ARCHIVIST", type: "MINION", cost: 4, attack: 3, health: 3,
    triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "castSpell", from: "deck", where: { maxCost: 3 }, preferSelf: true }] }] };
  it("at the end of its turn Blessing of Might leaves the deck and goes on it; the 4-Cost spell stays", () => {
    const r = run({ seed: 1, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { board: [{ card: "MY_ARCHIVIST", ref: "A" }, { card: YETI }], deck: [{ card: KINGS }, { card: MIGHT }] }, {}] },
      actions: [{ type: "endTurn" }] });
    const p = r.state.players[0]!;
    expect(p.board.find((m) => m.ref === "A")!.attack).toBe(6);
    expect(p.deck.map((c) => c.card)).toEqual([KINGS]);
    expect(p.graveyard.map((c) => c.card)).toEqual([MIGHT]);
  });
});

// Hatching Ceremony: "At the end of your next turn, give your minions +2/+2."
cardCase("DINO_405", {
  does: "nothing at the end of the turn it is cast, nor at the opponent's; its caster's minions +2/+2 as their next turn ends",
  p1: { hand: [{ card: "DINO_405", ref: "S" }], board: [{ card: YETI, ref: "F" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { board: [{ card: YETI, ref: "E" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "F.attack": 6, "F.health": 7, "E.attack": 4, "E.health": 5, "S.zone": "graveyard", "S.tags.TRIGGER_ARMED_0": undefined },
});
cardCase("DINO_405", {
  does: "waiting: after its own turn and the opponent's, no minion has been buffed and the spell is armed in the graveyard",
  p1: { hand: [{ card: "DINO_405", ref: "S" }], board: [{ card: YETI, ref: "F" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "F.attack": 4, "F.health": 5, "S.zone": "graveyard", "S.tags.TRIGGER_ARMED_0": 1, "S.tags.TRIGGER_ARMED_TURN_0": 5 },
});
cardCase("DINO_405", {
  does: "the minions on the board when it resolves: one played in the next turn gets +2/+2, one that died before does not matter",
  p1: { hand: [{ card: "DINO_405", ref: "S" }, { card: "CS2_231", ref: "W" }], board: [{ card: YETI, ref: "F" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }, { type: "destroy", target: "F" }, { type: "play", card: "W" }, { type: "endTurn" }],
  expect: { "W.attack": 3, "W.health": 3, "F.zone": "graveyard" },
});
cardCase("DINO_405", {
  does: "once: the turn after, no more +2/+2",
  p1: { hand: [{ card: "DINO_405", ref: "S" }], board: [{ card: YETI, ref: "F" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "F.attack": 6, "F.health": 7, "events.buff": 1 },
});
it("Hatching Ceremony: a snapshot taken while it waits keeps it waiting (the graveyard card's marks)", () => {
  const first = run({ seed: 7, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10, used: 0 }, hand: [{ card: "DINO_405", ref: "S" }], board: [{ card: YETI, ref: "F" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
    { mana: { crystals: 10, used: 0 }, deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }] });
  const second = run({ seed: 7, state: first.state, actions: [{ type: "endTurn" }] });
  const f = second.state.players[0].board.find((e) => e.ref === "F")!;
  expect([f.attack, f.health]).toEqual([4, 5]);
  const third = run({ seed: 7, state: second.state, actions: [{ type: "endTurn" }] });
  const g = third.state.players[0].board.find((e) => e.ref === "F")!;
  expect([g.attack, g.health]).toEqual([6, 7]);
});
cardCase("DINO_405", {
  does: "cast twice (Electra Stormsurge's state): two waits, +4/+4 as the caster's next turn ends",
  p1: { hand: [{ card: "BOT_411", ref: "EL" }, { card: "DINO_405", ref: "S" }], board: [{ card: YETI, ref: "F" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "EL" }, { type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "F.attack": 8, "F.health": 9, "EL.attack": 7 },
});

// Hot Spring Glider: "Battlecry: Your next Murloc costs (1) less. Kindred: And gains Divine Shield." (rules-notes 361)
const GLIDER_WISP = "CS2_231";
cardCase("TLC_428", {
  does: "no Kindred: the next Murloc costs (1) less (3 crystals pay for the Glider and a 1-Cost Murloc), gains no Divine Shield, and the state ends",
  p1: { hand: [{ card: "TLC_428", ref: "G" }, { card: RAIDER, ref: "M" }], mana: { crystals: 3 } },
  actions: [{ type: "play", card: "G" }, { type: "play", card: "M" }],
  expect: { "M.zone": "board", "M.seen.DIVINE_SHIELD": undefined, "G.seen.DIVINE_SHIELD": undefined },
  check: (r) => expect((r.state.players[0]!.hero!.enchantments ?? []).map((e) => e.card)).not.toContain("TLC_428e"),
});
cardCase("TLC_428", {
  does: "only the next Murloc: a second 1-Cost Murloc costs 1 again (3 crystals are not enough for the three)",
  p1: { hand: [{ card: "TLC_428", ref: "G" }, { card: RAIDER, ref: "M" }, { card: RAIDER, ref: "N" }], mana: { crystals: 3 } },
  actions: [{ type: "play", card: "G" }, { type: "play", card: "M" }, { type: "play", card: "N" }],
  error: "illegal_action",
});
cardCase("TLC_428", {
  does: "Kindred (a Murloc played last turn): the next Murloc costs (1) less and gains Divine Shield; the Glider itself does not",
  p1: { hand: [{ card: "TLC_428", ref: "G" }, { card: RAIDER, ref: "M" }], mana: { crystals: 3 }, playedLastTurn: [RAIDER] },
  actions: [{ type: "play", card: "G" }, { type: "play", card: "M" }],
  expect: { "M.seen.DIVINE_SHIELD": 1, "G.seen.DIVINE_SHIELD": undefined },
  check: (r) => expect((r.state.players[0]!.hero!.enchantments ?? []).map((e) => e.card)).not.toContain("TLC_428e"),
});
cardCase("TLC_428", {
  does: "a minion that is no Murloc does not use it: the Murloc after it still costs (1) less and, with Kindred, gains Divine Shield",
  p1: { hand: [{ card: "TLC_428", ref: "G" }, { card: GLIDER_WISP, ref: "W" }, { card: RAIDER, ref: "M" }], mana: { crystals: 3 }, playedLastTurn: [RAIDER] },
  actions: [{ type: "play", card: "G" }, { type: "play", card: "W" }, { type: "play", card: "M" }],
  expect: { "W.seen.DIVINE_SHIELD": undefined, "M.seen.DIVINE_SHIELD": 1 },
});
cardCase("TLC_428", {
  does: "no turn limit: two turns later the Murloc in hand still costs (1) less",
  p1: { hand: [{ card: "TLC_428", ref: "G" }, { card: RAIDER, ref: "M" }], deck: [{ card: GLIDER_WISP }], playedLastTurn: [RAIDER] },
  p2: { deck: [{ card: GLIDER_WISP }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "M.cost": 0, "M.zone": "hand" },
});
cardCase("TLC_428", {
  does: "played on a later turn, the Murloc still gains the Kindred Divine Shield",
  p1: { hand: [{ card: "TLC_428", ref: "G" }, { card: RAIDER, ref: "M" }], deck: [{ card: GLIDER_WISP }], playedLastTurn: [RAIDER] },
  p2: { deck: [{ card: GLIDER_WISP }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "M" }],
  expect: { "M.seen.DIVINE_SHIELD": 1 },
});
// The condition `remembers` as a client sends it: one enchantment attached with or without a memory.
cardCase("TLC_428", {
  does: "a client's state attached remembering its card (Combo): its after-play trigger draws a card under { remembers: true }",
  cards: [
    { id: "MY_SAVER", type: "SPELL", cost: 0, spell: [{ type: "buff", to: "friendly-hero", enchantment: "MY_SAVER_E" }],
      combo: [{ type: "buff", to: "friendly-hero", enchantment: "MY_SAVER_E", remember: "self" }] },
    { id: "MY_SAVER_E", type: "ENCHANTMENT", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } },
      do: [{ type: "if", if: { remembers: true }, then: [{ type: "draw", count: 1 }] }, { type: "expire" }] }] },
  ],
  p1: { hand: [{ card: GLIDER_WISP, ref: "W" }, { card: "MY_SAVER", ref: "S" }, { card: "CS2_029", ref: "F" }], deck: [{ card: GLIDER_WISP, ref: "d" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "S" }, { type: "play", card: "F", target: "p2.hero" }],
  expect: { "d.zone": "hand", "p2.hero.health": 24 },
});
cardCase("TLC_428", {
  does: "the same client state attached without a memory (no Combo): no draw",
  cards: [
    { id: "MY_SAVER", type: "SPELL", cost: 0, spell: [{ type: "buff", to: "friendly-hero", enchantment: "MY_SAVER_E" }],
      combo: [{ type: "buff", to: "friendly-hero", enchantment: "MY_SAVER_E", remember: "self" }] },
    { id: "MY_SAVER_E", type: "ENCHANTMENT", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } },
      do: [{ type: "if", if: { remembers: true }, then: [{ type: "draw", count: 1 }] }, { type: "expire" }] }] },
  ],
  p1: { hand: [{ card: "MY_SAVER", ref: "S" }, { card: "CS2_029", ref: "F" }], deck: [{ card: GLIDER_WISP, ref: "d" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "F", target: "p2.hero" }],
  expect: { "d.zone": "deck", "p2.hero.health": 24 },
});

/** The game's eight Bonus Effects a minion shows (rules-notes 527): Elusive as CANT_BE_TARGETED_BY_SPELLS. */
const BONUS_KEYS = ["DIVINE_SHIELD", "LIFESTEAL", "POISONOUS", "REBORN", "RUSH", "CANT_BE_TARGETED_BY_SPELLS", "TAUNT", "WINDFURY"];
const bonusOf = (m: { seen?: Record<string, number> }) => BONUS_KEYS.filter((k) => m.seen?.[k]);

// Story of Galvadon: "Give a minion three random Bonus Effects."
for (const seed of [1, 2, 3]) {
  cardCase("TLC_444", {
    does: `the minion chosen gets three different Bonus Effects of the eight; the other minion none (seed ${seed})`,
    seed,
    p1: { hand: [{ card: "TLC_444", ref: "S" }], board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Z" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    check: (r) => {
      const [y, z] = r.state.players[0]!.board;
      expect(bonusOf(y!)).toHaveLength(3);
      expect(bonusOf(z!)).toHaveLength(0);
    },
  });
}
cardCase("TLC_444", {
  does: "an enemy minion can be the one",
  p1: { hand: [{ card: "TLC_444", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  check: (r) => expect(bonusOf(r.state.players[1]!.board[0]!)).toHaveLength(3),
});
