/** Core (CORE) Priest cards: one case per behaviour of each card's text. */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const KOBOLD = "CS2_142"; // Spell Damage +1
const AUCHENAI = "EX1_591"; // healing deals damage instead
const HOLY = ["CS1_130", "CS2_004"]; // Holy Smite, Power Word: Shield
const SHADOW = ["CS2_234", "DS1_233"]; // Shadow Word: Pain, Mind Blast

// Flash Heal: "Restore #5 Health."
cardCase("CORE_AT_055", {
  does: "restores 5 Health to the chosen character only",
  p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "CORE_AT_055", ref: "F" }] },
  p2: { hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "play", card: "F", target: "p1.hero" }],
  expect: { "p1.hero.health": 25, "p2.hero.health": 20, "p1.mana.used": 1 },
});
cardCase("CORE_AT_055", {
  does: "heals a minion up to its maximum, an enemy one too",
  p1: { hand: [{ card: "CORE_AT_055", ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "Y", health: 1 }, { card: YETI, ref: "Z", health: 4 }] },
  actions: [{ type: "play", card: "F", target: "Z" }],
  expect: { "Z.health": 5, "Y.health": 1 },
});
cardCase("CORE_AT_055", {
  does: "needs a target",
  p1: { hand: [{ card: "CORE_AT_055", ref: "F" }] },
  actions: [{ type: "play", card: "F" }],
  error: "illegal_action",
});
cardCase("CORE_AT_055", {
  does: "under Auchenai Soulpriest it deals 5 damage instead",
  p1: { board: [{ card: AUCHENAI, ref: "A" }], hand: [{ card: "CORE_AT_055", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  expect: { "p2.hero.health": 25 },
});

// Greater Healing Potion: "Restore #12 Health to a friendly character. Draw a card."
cardCase("CORE_CFM_604", {
  does: "restores 12 Health to your hero and draws a card",
  p1: { hero: { card: "HERO_09", health: 10 }, hand: [{ card: "CORE_CFM_604", ref: "G" }], deck: deck(2) },
  actions: [{ type: "play", card: "G", target: "p1.hero" }],
  expect: { "p1.hero.health": 22, "p1.hand.length": 1, "p1.deck.length": 1, "p2.hand.length": 0 },
});
cardCase("CORE_CFM_604", {
  does: "a friendly minion may be healed (and a card drawn)",
  p1: { board: [{ card: YETI, ref: "Y", health: 1 }], hand: [{ card: "CORE_CFM_604", ref: "G" }], deck: deck(1) },
  actions: [{ type: "play", card: "G", target: "Y" }],
  expect: { "Y.health": 5, "p1.hand.length": 1 },
});
cardCase("CORE_CFM_604", {
  does: "not an enemy character",
  p1: { hand: [{ card: "CORE_CFM_604", ref: "G" }] },
  p2: { hero: { card: "HERO_01", health: 10 } },
  actions: [{ type: "play", card: "G", target: "p2.hero" }],
  error: "illegal_action",
});

// Lightshower Elemental: "Taunt. Deathrattle: Restore #8 Health to all friendly characters."
cardCase("CORE_BAR_310", {
  does: "Deathrattle: 8 Health to your hero and each of your minions, not the enemy's",
  p1: { hero: { card: "HERO_09", health: 10 }, board: [{ card: "CORE_BAR_310", ref: "L" }, { card: "CS2_200", ref: "O", health: 1 }] },
  p2: { hero: { card: "HERO_01", health: 10 }, board: [{ card: YETI, ref: "E", health: 1 }] },
  actions: [{ type: "destroy", target: "L" }],
  expect: { "p1.hero.health": 18, "O.health": 7, "E.health": 1, "p2.hero.health": 10, "L.zone": "graveyard" },
});
cardCase("CORE_BAR_310", {
  does: "Taunt: the enemy must attack it first",
  p1: { board: [{ card: "CORE_BAR_310", ref: "L" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});

// Madame Lazul: "Battlecry: Discover a copy of a card in your opponent's hand."
cardCase("CORE_DAL_729", {
  does: "offers three different cards of the opponent's hand; a copy of the chosen one comes to your hand, the original stays",
  p1: { hand: [{ card: "CORE_DAL_729", ref: "L" }] },
  p2: { hand: [{ card: "CS2_029", ref: "A" }, { card: "CS2_029", ref: "A2" }, { card: YETI, ref: "B" }, { card: WISP, ref: "C" }] },
  actions: [{ type: "play", card: "L" }],
  choices: [2],
  expect: { "p1.hand.length": 1, "p2.hand.length": 4, "A.zone": "hand", "events.discover": 1 },
  check: (r) => {
    const options = (events(r, "discover")[0]!.options as { card: string }[]).map((o) => o.card);
    expect(options.slice().sort()).toEqual(["CS2_029", YETI, WISP].sort());
    expect(r.state.players[0].hand[0]!.card).toBe(options[2]);
  },
});
cardCase("CORE_DAL_729", {
  does: "the copy keeps the card's states in hand (4.8): a cost-reduced card stays reduced",
  p1: { hand: [{ card: "CORE_DAL_729", ref: "L" }] },
  p2: { hand: [{ card: "CS2_029", ref: "A", enchantments: [{ cost: -2 }] }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "p1.hand.length": 1, "p1.hand.0.card": "CS2_029", "p1.hand.0.cost": 2, "p2.hand.length": 1 },
});
cardCase("CORE_DAL_729", {
  does: "an empty enemy hand: nothing; your own hand is not offered",
  p1: { hand: [{ card: "CORE_DAL_729", ref: "L" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "p1.hand.length": 1, "events.discover": 0, "L.zone": "board" },
});

// Obsidian Statue: "Taunt, Lifesteal. Deathrattle: Destroy a random enemy minion."
cardCase("CORE_ICC_214", {
  does: "Deathrattle: destroys the one enemy minion, not yours",
  p1: { board: [{ card: "CORE_ICC_214", ref: "S" }, { card: WISP, ref: "W" }] },
  p2: { board: [{ card: "CS2_200", ref: "E" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "E.zone": "graveyard", "W.zone": "board" },
});
cardCase("CORE_ICC_214", {
  does: "Deathrattle: exactly one of two enemy minions is destroyed",
  p1: { board: [{ card: "CORE_ICC_214", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p2.board.length": 1 },
});
cardCase("CORE_ICC_214", {
  does: "Lifesteal: the damage it deals heals your hero; Taunt",
  p1: { hero: { card: "HERO_09", health: 20 }, board: [{ card: "CORE_ICC_214", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "S", defender: "Y" }],
  expect: { "p1.hero.health": 24, "Y.health": 1, "S.health": 4, "p1.board.0.seen.TAUNT": 1 },
});

// Shadow Ascendant: "At the end of your turn, give another random friendly minion +1/+1."
cardCase("CORE_ICC_210", {
  does: "at the end of your turn your other minion gets +1/+1 (not itself, not the enemy's)",
  p1: { board: [{ card: "CORE_ICC_210", ref: "S" }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: WISP, ref: "E" }], deck: deck(1, "e") },
  actions: [{ type: "endTurn" }],
  expect: { "Y.attack": 5, "Y.health": 6, "S.attack": 2, "S.health": 3, "E.attack": 1 },
});
cardCase("CORE_ICC_210", {
  does: "exactly one of two other minions gets it, and not at the end of the opponent's turn",
  p1: { board: [{ card: "CORE_ICC_210", ref: "S" }, { card: YETI, ref: "Y" }, { card: YETI, ref: "Z" }], deck: deck(1) },
  p2: { deck: deck(1, "e") },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  check: (r) => {
    const [, y, z] = r.state.players[0].board;
    expect((y?.attack ?? 0) + (z?.attack ?? 0)).toBe(9);
  },
});
cardCase("CORE_ICC_210", {
  does: "alone on the board it gives nothing",
  p1: { board: [{ card: "CORE_ICC_210", ref: "S" }] },
  p2: { board: [{ card: WISP, ref: "E" }], deck: deck(1, "e") },
  actions: [{ type: "endTurn" }],
  expect: { "S.attack": 2, "E.attack": 1, "E.health": 1 },
});

// Ship's Chirurgeon: "After you summon a minion, give it +1 Health."
cardCase("CORE_WON_065", {
  does: "a minion you play gets +1 Health",
  p1: { board: [{ card: "CORE_WON_065", ref: "C" }], hand: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.attack": 4, "Y.health": 6, "C.health": 2 },
  check: (r) => expect(r.state.players[0].board[1]!.enchantments?.map((e) => e.card)).toEqual(["WON_065e"]),
});
cardCase("CORE_WON_065", {
  does: "minions a spell summons get it each; the opponent's summons do not",
  p1: { board: [{ card: "CORE_WON_065", ref: "C" }], hand: [{ card: "CORE_AT_062", ref: "B" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "B" }],
  check: (r) => {
    expect(r.state.players[0].board.slice(1).map((m) => m.health)).toEqual([2, 2, 2]);
    expect(r.state.players[1].board[0]!.health).toBe(1);
  },
});
cardCase("CORE_WON_065", {
  does: "the enemy playing a minion: no Health for it",
  p1: { board: [{ card: "CORE_WON_065", ref: "C" }] },
  p2: { hand: [{ card: YETI, ref: "Y" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.health": 5 },
});

// Spirit Guide: "Taunt. Deathrattle: Draw a Holy spell and a Shadow spell."
cardCase("CORE_AV_328", {
  does: "Deathrattle: draws one Holy and one Shadow spell, not the Fire spell or a minion",
  p1: { board: [{ card: "CORE_AV_328", ref: "S" }], deck: [{ card: "CS2_029", ref: "F" }, { card: HOLY[0], ref: "H" }, { card: YETI, ref: "Y" }, { card: SHADOW[0], ref: "D" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "H.zone": "hand", "D.zone": "hand", "F.zone": "deck", "Y.zone": "deck", "p2.hand.length": 0 },
});
cardCase("CORE_AV_328", {
  does: "with no Shadow spell only the Holy one, and no fatigue",
  p1: { board: [{ card: "CORE_AV_328", ref: "S" }], deck: [{ card: HOLY[1], ref: "H" }, { card: HOLY[0], ref: "H2" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 1, "events.fatigue": 0, "p1.hero.health": 30 },
});

// Thrive in the Shadows: "Discover a spell from your deck."
cardCase("CS3_028", {
  does: "discovers one of the deck's spells (never a minion): the chosen one is drawn, the others stay",
  p1: { hand: [{ card: "CS3_028", ref: "T" }], deck: [{ card: YETI, ref: "Y" }, { card: HOLY[0], ref: "A" }, { card: SHADOW[0], ref: "B" }, { card: "CS2_029", ref: "C" }] },
  actions: [{ type: "play", card: "T" }],
  choices: [0],
  expect: { "p1.hand.length": 1, "p1.deck.length": 3, "Y.zone": "deck", "events.draw": 1 },
  check: (r) => {
    const options = (events(r, "discover")[0]!.options as { card: string }[]).map((o) => o.card);
    expect(options.slice().sort()).toEqual([HOLY[0], SHADOW[0], "CS2_029"].sort());
    expect(r.state.players[0].hand[0]!.card).toBe(options[0]);
  },
});
cardCase("CS3_028", {
  does: "no spell in the deck: nothing",
  p1: { hand: [{ card: "CS3_028", ref: "T" }], deck: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.hand.length": 0, "Y.zone": "deck" },
});

// Void Shard: "Lifesteal. Deal $4 damage."
cardCase("CORE_SW_442", {
  does: "4 damage to the target, and your hero is healed by 4 (Lifesteal)",
  p1: { hero: { card: "HERO_09", health: 20 }, hand: [{ card: "CORE_SW_442", ref: "V" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "V", target: "Y" }],
  expect: { "Y.health": 1, "p1.hero.health": 24, "p2.hero.health": 30 },
});
cardCase("CORE_SW_442", {
  does: "Spell Damage +1: 5 damage, and 5 Health back",
  p1: { hero: { card: "HERO_09", health: 20 }, board: [{ card: KOBOLD, ref: "K" }], hand: [{ card: "CORE_SW_442", ref: "V" }] },
  actions: [{ type: "play", card: "V", target: "p2.hero" }],
  expect: { "p2.hero.health": 25, "p1.hero.health": 25 },
});

// The mechanisms as a client sends them in `cards`.
cardCase("CORE_DAL_729", {
  does: "a client's discover `from: hand` of your own hand with a `where` (a copy of one of your spells)",
  cards: [{ id: "MY_MIRROR", type: "SPELL", cost: 1, spell: [{ type: "discover", from: "hand", where: { type: "spell" } }] }],
  p1: { hand: [{ card: "MY_MIRROR", ref: "M" }, { card: YETI, ref: "Y" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.hand": [YETI, "CS2_029", "CS2_029"], "F.zone": "hand" },
});
cardCase("CORE_AV_328", {
  does: "a client's draw with the `spellSchool` filter",
  cards: [{ id: "MY_FROST_SEEKER", type: "SPELL", cost: 1, spell: [{ type: "draw", where: { spellSchool: "FROST" } }] }],
  p1: { hand: [{ card: "MY_FROST_SEEKER", ref: "M" }], deck: [{ card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "B" }, { card: "CS2_029", ref: "G" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "B.zone": "hand", "F.zone": "deck", "G.zone": "deck" },
});
