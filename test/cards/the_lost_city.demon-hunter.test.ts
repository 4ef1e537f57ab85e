/**
 * Behaviour tests of The Lost City of Un'Goro (THE_LOST_CITY) Demon Hunter cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182";
const CROC = "CS2_120"; // a Beast
const RAIDER = "CS2_168"; // a Murloc
const DH = { card: "HERO_10" };

// Gorishi Tunneler: "Stealth After this attacks, deal 2 damage to the enemy hero."
cardCase("TLC_840", {
  does: "after it attacks a minion, 2 damage to the enemy hero; Stealth from the data",
  p1: { board: [{ card: "TLC_840", ref: "T" }] },
  p2: { board: [{ card: "CS2_231", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "T", defender: "Y" }],
  expect: { "Y.zone": "graveyard", "T.health": 3, "p2.hero.health": 28, "p1.hero.health": 30 },
});
cardCase("TLC_840", {
  does: "another friendly minion's attack does nothing",
  p1: { board: [{ card: "TLC_840", ref: "T" }, { card: YETI, ref: "F" }] },
  actions: [{ type: "attack", attacker: "F", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26 },
});

// Silithid Queen: "Rush Kindred: Give your hero +5 Attack this turn."
cardCase("TLC_903", {
  does: "Kindred (a Beast last turn): the hero has +5 Attack this turn only",
  p1: { hero: DH, hand: [{ card: "TLC_903", ref: "Q" }], playedLastTurn: [CROC] },
  p2: { deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "Q" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "endTurn" }],
  expect: { "p2.hero.health": 25, "p1.hero.attack": 0, "Q.seen.RUSH": 1 },
});
cardCase("TLC_903", {
  does: "no Beast last turn (a Murloc): the hero gains nothing",
  p1: { hero: DH, hand: [{ card: "TLC_903", ref: "Q" }], playedLastTurn: [RAIDER] },
  actions: [{ type: "play", card: "Q" }],
  expect: { "p1.hero.attack": 0, "p2.hero.attack": 0 },
});

// Insect Claw: "After your hero attacks, summon a 2/1 Grub with Rush."
cardCase("TLC_833", {
  does: "after the hero attacks, a 2/1 Rush Grub",
  p1: { hero: DH, weapon: { card: "TLC_833", ref: "W" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 28, "p1.board": ["TLC_903t"], "p1.board.0.attack": 2, "p1.board.0.health": 1, "p1.board.0.seen.RUSH": 1, "p2.board": [] },
});

// Gorishi Wasp: "Rush. Whenever this takes damage, get a 1-Cost Gorishi Stinger."
cardCase("TLC_630", {
  does: "each time it is damaged, a Stinger to its owner's hand",
  p1: { board: [{ card: "TLC_630", ref: "W" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "W", defender: "Y" }],
  expect: { "W.health": 3, "p1.hand": ["TLC_630t"], "p2.hand.length": 0 },
});
cardCase("TLC_630", {
  does: "another minion taking damage gives nothing",
  p1: { board: [{ card: "TLC_630", ref: "W" }, { card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "F", defender: "Y" }],
  expect: { "p1.hand.length": 0 },
});
// Gorishi Stinger: "Deal $2 damage. Summon a 2/1 Grub with Rush."
cardCase("TLC_630t", {
  does: "2 damage to the target and a Grub for its caster",
  p1: { hand: [{ card: "TLC_630t", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "Y.health": 3, "p1.board": ["TLC_903t"], "p2.board": [YETI], "p1.mana.used": 1 },
});

// Infestation: "Get two 1-Cost Gorishi Stingers. …"
cardCase("TLC_902", {
  does: "two Stingers to your hand",
  p1: { hand: [{ card: "TLC_902", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand": ["TLC_630t", "TLC_630t"], "p2.hand.length": 0 },
});

// Bugsquasher: "Battlecry: Deal 6 damage to an enemy minion with a minion type."
cardCase("TLC_633", {
  does: "6 damage to the enemy Beast chosen",
  p1: { hand: [{ card: "TLC_633", ref: "B" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }, { card: "CS2_119", ref: "S" }] },
  actions: [{ type: "play", card: "B", target: "S" }],
  expect: { "S.health": 1, "O.health": 7 },
});
cardCase("TLC_633", {
  does: "an enemy minion with no type is not a valid target",
  p1: { hand: [{ card: "TLC_633", ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "Y" }, { card: CROC, ref: "C" }] },
  actions: [{ type: "play", card: "B", target: "Y" }],
  error: "illegal_action",
});
cardCase("TLC_633", {
  does: "a friendly typed minion is not a valid target",
  p1: { hand: [{ card: "TLC_633", ref: "B" }], board: [{ card: CROC, ref: "F" }] },
  p2: { board: [{ card: CROC, ref: "C" }] },
  actions: [{ type: "play", card: "B", target: "F" }],
  error: "illegal_action",
});

// Diabolus Rex: "Kindred: Deal 6 damage to your opponent's left and right-most minions."
cardCase("DINO_138", {
  does: "Kindred (a Demon or Beast last turn): 6 to the enemy's two end minions, not the middle one nor friendly ones",
  p1: { hand: [{ card: "DINO_138", ref: "D" }], board: [{ card: "CS2_200", ref: "F" }], playedLastTurn: [CROC] },
  p2: { board: [{ card: "CS2_200", ref: "L" }, { card: "CS2_200", ref: "M" }, { card: "CS2_200", ref: "R" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "L.health": 1, "M.health": 7, "R.health": 1, "F.health": 7, "events.damage": 2 },
});
cardCase("DINO_138", {
  does: "a lone enemy minion is hit once",
  p1: { hand: [{ card: "DINO_138", ref: "D" }], playedLastTurn: [CROC] },
  p2: { board: [{ card: "CS2_200", ref: "L" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "L.health": 1, "events.damage": 1 },
});
cardCase("DINO_138", {
  does: "no Kindred (a Murloc last turn): nothing",
  p1: { hand: [{ card: "DINO_138", ref: "D" }], playedLastTurn: [RAIDER] },
  p2: { board: [{ card: "CS2_200", ref: "L" }, { card: "CS2_200", ref: "R" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "L.health": 7, "R.health": 7, "events.damage": 0 },
});

// Unleash the Colossus: "Quest: Deal exactly 2 damage to an enemy on your turn, 12 times. Reward: Gorishi Colossus."
const stingers = (n: number) => Array.from({ length: n }, (_, i) => ({ card: "TLC_630t", ref: `S${i}` }));
cardCase("TLC_631", {
  does: "each 2 damage to an enemy on your turn is progress; 1 or 4 damage, or to a friendly character, is not",
  p1: { hand: [{ card: "TLC_631", ref: "Q" }, ...stingers(2), { card: "CS2_029", ref: "F" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }] },
  actions: [{ type: "play", card: "Q" }, { type: "play", card: "S0", target: "O" }, { type: "play", card: "S1", target: "p1.hero" },
    { type: "play", card: "F", target: "p2.hero" }],
  expect: { "Q.zone": "secrets", "Q.tags.QUEST_PROGRESS": 1 },
});
cardCase("TLC_631", {
  does: "at 12 the reward, Gorishi Colossus, is added to the hand and the quest leaves",
  p1: { secrets: [{ card: "TLC_631", ref: "Q", tags: { QUEST_PROGRESS: 11 } }], hand: stingers(1) },
  actions: [{ type: "play", card: "S0", target: "p2.hero" }],
  expect: { "p1.hand": ["TLC_631t"], "Q.zone": "graveyard", "p2.hero.health": 28 },
});
// Gorishi Colossus: "Battlecry: For the rest of the game, whenever you deal exactly 2 damage to an enemy, deal 2 more."
cardCase("TLC_631t", {
  does: "after it is played, 2 damage to an enemy becomes 4 (next turn too); other amounts and friendly targets stay",
  p1: { hand: [{ card: "TLC_631t", ref: "C" }, ...stingers(3), { card: "CS2_029", ref: "F" }], deck: [{ card: YETI }] },
  p2: { deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "C" }, { type: "play", card: "S0", target: "p2.hero" }, { type: "play", card: "S1", target: "p1.hero" },
    { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "S2", target: "p2.hero" }],
  expect: { "p2.hero.health": 22, "p1.hero.health": 28 },
});
cardCase("TLC_631t", {
  does: "the enemy's 2 damage to you is not changed",
  p1: { hand: [{ card: "TLC_631t", ref: "C" }], deck: [{ card: YETI }] },
  p2: { hand: [{ card: "TLC_630t", ref: "E" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "play", card: "E", target: "p1.hero" }],
  expect: { "p1.hero.health": 28 },
});

// Fumigate: "Deal $3 damage to a minion and all others of the same minion type."
cardCase("TLC_901", {
  does: "3 damage to the Beast chosen and every other Beast, both sides; others untouched",
  p1: { hand: [{ card: "TLC_901", ref: "S" }], board: [{ card: "CS2_119", ref: "F" }, { card: RAIDER, ref: "M" }] },
  p2: { board: [{ card: "CS2_119", ref: "T" }, { card: "CS2_119", ref: "U" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "T" }],
  expect: { "T.health": 4, "U.health": 4, "F.health": 4, "M.zone": "board", "Y.health": 5, "events.damage": 3 },
});
cardCase("TLC_901", {
  does: "a minion with no type is hit alone",
  p1: { hand: [{ card: "TLC_901", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "T" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "T" }],
  expect: { "T.health": 2, "Y.health": 5, "events.damage": 1 },
});

// Hive Map: "Discover a Fel spell. If you play it this turn, also pick one of the others."
cardCase("TLC_900", {
  does: "three Fel spells offered; the one taken remembers the two others (TLC_900e), gone at the end of the turn",
  p1: { hero: DH, hand: [{ card: "TLC_900", ref: "M" }] },
  actions: [{ type: "play", card: "M" }],
  choices: [0],
  check: (r) => {
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) expect([findCard(id)!.type, findCard(id)!.spellSchool]).toEqual(["SPELL", "FEL"]);
    const c = r.state.players[0].hand[0]!;
    expect(c.card).toBe(offered[0]);
    expect(c.enchantments!.filter((e) => e.card === "TLC_900e").map((e) => e.remembers)).toEqual([offered[1], offered[2]]);
  },
});
cardCase("TLC_900", {
  does: "the memories are one-turn: none left after the turn ends",
  p1: { hero: DH, hand: [{ card: "TLC_900", ref: "M" }], deck: [{ card: YETI }] },
  p2: { deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "M" }, { type: "endTurn" }],
  choices: [0],
  check: (r) => expect(r.state.players[0].hand[0]!.enchantments ?? []).toEqual([]),
});

// Horn of Feasting: "Summon three 2/1 Raptors with Rush. Outcast: Give them Immune while attacking this turn."
cardCase("DINO_136", {
  does: "Outcast (its only card): three Raptors; one attacks a Yeti at once (Rush) and takes no damage",
  p1: { hero: DH, hand: [{ card: "DINO_136", ref: "H" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "p1.board.0", defender: "Y" }],
  expect: { "p1.board": ["DINO_136t", "DINO_136t", "DINO_136t"], "p1.board.0.health": 1, "Y.health": 3, "p1.board.0.seen.IMMUNE": undefined },
});
cardCase("DINO_136", {
  does: "not Outcast (in the middle of the hand): a Raptor attacking a Yeti dies",
  p1: { hero: DH, hand: [{ card: YETI }, { card: "DINO_136", ref: "H" }, { card: YETI }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "p1.board.0", defender: "Y" }],
  expect: { "p1.board": ["DINO_136t", "DINO_136t"], "Y.health": 3 },
});
cardCase("DINO_136", {
  does: "Outcast: not Immune when attacked on the opponent's turn",
  p1: { hero: DH, hand: [{ card: "DINO_136", ref: "H" }], deck: [{ card: YETI }] },
  p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "H" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.board.0" }],
  expect: { "p1.board": ["DINO_136t", "DINO_136t"], "Y.health": 3 },
});

// Skittish Saucier: "Battlecry: Reduce the Cost of adjacent cards in your hand by (1)."
cardCase("DINO_137", {
  does: "the two cards next to it in hand as it was played cost (1) less; the others and the opponent's hand are unchanged",
  p1: { mana: { crystals: 10 }, hand: [{ card: "CS2_029", ref: "far" }, { card: "CS2_182", ref: "L" }, { card: "DINO_137", ref: "S" }, { card: "CS2_120", ref: "R" }, { card: "CS2_029", ref: "far2" }] },
  p2: { hand: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "L.cost": 3, "R.cost": 1, "far.cost": 4, "far2.cost": 4, "E.cost": 4, "S.zone": "board" },
});
cardCase("DINO_137", {
  does: "played from the left end: only the card on its right",
  p1: { mana: { crystals: 10 }, hand: [{ card: "DINO_137", ref: "S" }, { card: "CS2_120", ref: "R" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "R.cost": 1, "Y.cost": 4 },
});
cardCase("DINO_137", {
  does: "alone in hand: it is played, nothing else changes",
  p1: { mana: { crystals: 10 }, hand: [{ card: "DINO_137", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "S.zone": "board", "p1.hand.length": 0 },
});
describeCard("DINO_137", () => {
  it("a client's card may reach the cards next to it in hand (filter handNeighbourOf)", () => {
    const mine = { id: "MY_SERVER", type: "MINION", cost: 1, attack: 1, health: 1,
      battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { handNeighbourOf: "self" } }, attack: 1, health: 1 }] };
    const r = run({ seed: 1, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "CS2_182", ref: "a" }, { card: "MY_SERVER", ref: "S" }, { card: "CS2_120", ref: "b" }, { card: "CS2_182", ref: "c" }] }, {}] },
      actions: [{ type: "play", card: "S" }] } as never);
    expect(r.state.players[0]!.hand.map((c) => [c.ref, c.attack])).toEqual([["a", 5], ["b", 3], ["c", 4]]);
  });
});
