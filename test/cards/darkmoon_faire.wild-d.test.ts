/**
 * Behaviour tests of the DARKMOON_FAIRE cards written in session 9 (w9/wild-d): texts the card format already says.
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const yetis = (n: number, p = "Y") => Array.from({ length: n }, (_, i) => ({ card: YETI, ref: `${p}${i}` }));
const S0 = { id: "MY_S0", type: "SPELL", cost: 0, spell: [] };
const S3 = { id: "MY_S3", type: "SPELL", cost: 3, spell: [] };
const big = (cost: number) => ({ id: `MY_BIG_${cost}`, type: "SPELL", cost, spell: [] });
const WALL = { id: "MY_WALL", type: "MINION", cost: 1, attack: 0, health: 20 };
const DRAW = { id: "MY_DRAW", type: "SPELL", cost: 0, spell: [{ type: "draw" }] };
const RAGE = { id: "MY_RAGE", type: "SPELL", cost: 0, spell: [{ type: "buff", to: "friendly-hero", attack: 6, oneTurn: true }] };
const card = (r: { state: { players: { hand: { card: string }[]; board: { card: string }[] }[] } }, p: number, zone: "hand" | "board", i: number) =>
  findCard(r.state.players[p]!["hand" === zone ? "hand" : "board"][i]!.card)!;

/** A corruption case: the card in hand, a card of a higher Cost played, the card now its corrupted card. */
function corrupts(id: string, into: string, higher: number, more: Record<string, unknown> = {}) {
  cardCase(id, {
    does: `a ${higher}-Cost card played: it becomes ${into} in hand`,
    cards: [big(higher)],
    p1: { hand: [{ card: id, ref: "C" }, { card: `MY_BIG_${higher}`, ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "C.card": into, "C.zone": "hand", ...more },
  });
}

// Felscream Blast: "Lifesteal. Deal $1 damage to a minion and its neighbors."
cardCase("DMF_221", {
  does: "1 damage to the target and both its neighbours (not the minion two away), healing your hero 3",
  p1: { hand: [{ card: "DMF_221", ref: "F" }], hero: { card: "HERO_01", health: 20 } },
  p2: { board: yetis(4) },
  actions: [{ type: "play", card: "F", target: "Y1" }],
  expect: { "Y0.health": 4, "Y1.health": 4, "Y2.health": 4, "Y3.health": 5, "p1.hero.health": 23 },
});

// Relentless Pursuit: "Give your hero +4 Attack and Immune this turn."
cardCase("DMF_219", {
  does: "your hero attacks for 4 and takes no damage back (Immune)",
  p1: { hand: [{ card: "DMF_219", ref: "R" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "R" }, { type: "attack", attacker: "p1.hero", defender: "Y0" }],
  expect: { "Y0.health": 1, "p1.hero.health": 30 },
});
cardCase("DMF_219", {
  does: "this turn only: gone once the turn ends",
  p1: { hand: [{ card: "DMF_219", ref: "R" }] },
  actions: [{ type: "play", card: "R" }, { type: "endTurn" }],
  expect: { "p1.hero.attack": 0, "p1.hero.seen.IMMUNE": undefined },
});

// Renowned Performer: "Rush. Deathrattle: Summon two 1/1 Assistants with Taunt."
cardCase("DMF_223", {
  does: "dies: two 1/1 Taunt Assistants for its owner",
  p1: { board: [{ card: "DMF_223", ref: "R" }] },
  actions: [{ type: "destroy", target: "R" }],
  expect: { "p1.board": ["DMF_223t", "DMF_223t"], "p1.board.0.attack": 1, "p1.board.0.health": 1, "p1.board.0.seen.TAUNT": 1, "p2.board": [] },
});

// Dreadlord's Bite: "Outcast: Deal 1 damage to all enemies."
cardCase("DMF_227", {
  does: "played from the left end of the hand: 1 damage to every enemy, none to your side",
  p1: { hand: [{ card: "DMF_227", ref: "B" }, { card: WISP }, { card: WISP }], board: yetis(1, "F") },
  p2: { board: yetis(2) },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.weapon": "DMF_227", "Y0.health": 4, "Y1.health": 4, "p2.hero.health": 29, "F0.health": 5, "p1.hero.health": 30 },
});
cardCase("DMF_227", {
  does: "played from the middle of the hand: no damage",
  p1: { hand: [{ card: WISP }, { card: "DMF_227", ref: "B" }, { card: WISP }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.weapon": "DMF_227", "Y0.health": 5, "p2.hero.health": 30 },
});

// Line Hopper: "Your Outcast cards cost (1) less."
cardCase("DMF_217", {
  does: "an Outcast card in your hand costs 1 less; a card without Outcast and the opponent's Outcast card do not",
  p1: { board: [{ card: "DMF_217" }], hand: [{ card: "DMF_227", ref: "B" }, { card: YETI, ref: "Y" }] },
  p2: { hand: [{ card: "DMF_227", ref: "E" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "B.cost": 2, "Y.cost": 4, "E.cost": 3 },
});

// Redeemed Pariah: "After you play an Outcast card, gain +1/+1."
cardCase("DMF_222", {
  does: "an Outcast card played (from anywhere in hand): +1/+1; another card: nothing",
  cards: [S0],
  p1: { board: [{ card: "DMF_222", ref: "P" }], hand: [{ card: WISP }, { card: "DMF_227", ref: "B" }, { card: "MY_S0", ref: "S" }, { card: WISP }] },
  actions: [{ type: "play", card: "B" }, { type: "play", card: "S" }],
  expect: { "P.attack": 3, "P.health": 4 },
});

// Throw Glaive: "Deal $2 damage to a minion. If it dies, add a Temporary copy of this to your hand."
cardCase("DMF_225", {
  does: "kills a 1/1: a Temporary Throw Glaive comes to your hand, discarded at the end of your turn",
  p1: { hand: [{ card: "DMF_225", ref: "G" }] },
  p2: { board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "G", target: "W" }],
  expect: { "W.zone": "graveyard", "p1.hand": ["DMF_225"] },
  check: (r) => expect(r.state.players[0].hand[0]!.enchantments?.map((e) => e.card)).toContain("GBL_999e"),
});
cardCase("DMF_225", {
  does: "the target survives: no copy",
  p1: { hand: [{ card: "DMF_225", ref: "G" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "G", target: "Y0" }],
  expect: { "Y0.health": 3, "p1.hand": [] },
});

// Bladed Lady: "Rush. Costs (1) if your hero has 6 or more Attack."
cardCase("DMF_226", {
  does: "costs 1 while your hero has 6 Attack, 6 otherwise",
  cards: [RAGE],
  p1: { hand: [{ card: "DMF_226", ref: "L" }, { card: "DMF_226", ref: "M" }, { card: "MY_RAGE", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "L.cost": 1, "M.cost": 1 },
});
cardCase("DMF_226", {
  does: "no Attack: it costs 6",
  p1: { hand: [{ card: "DMF_226", ref: "L" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "L.cost": 6 },
});

// Felsaber: "Can only attack if your hero attacked this turn."
cardCase("YOP_002", {
  does: "your hero has not attacked: it can't attack",
  p1: { board: [{ card: "YOP_002", ref: "F" }] },
  actions: [{ type: "attack", attacker: "F", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("YOP_002", {
  does: "after your hero attacks, it can",
  p1: { board: [{ card: "YOP_002", ref: "F" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "F", defender: "p2.hero" }],
  expect: { "p2.hero.health": 22 },
});

// Felsteel Executioner: "Corrupt: Become a weapon."
corrupts("DMF_248", "DMF_248t", 4);
cardCase("DMF_248", {
  does: "uncorrupted, played: a 4/3 minion, no weapon",
  p1: { hand: [{ card: "DMF_248", ref: "F" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "F.zone": "board", "F.attack": 4, "F.health": 3, "p1.weapon": null },
});
cardCase("DMF_248t", {
  does: "corrupted: played, it is a 4/3 weapon equipped",
  p1: { hand: [{ card: "DMF_248t", ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "p1.weapon": "DMF_248t", "p1.weapon.attack": 4, "p1.weapon.durability": 3, "p1.board": [] },
});

// Cenarion Ward: "Gain 8 Armor. Summon a random 8-Cost minion."
cardCase("DMF_732", {
  does: "8 Armor and one random 8-Cost minion on your side",
  p1: { hand: [{ card: "DMF_732", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.hero.armor": 8, "p1.board.length": 1, "p2.board": [] },
  check: (r) => expect(card(r, 0, "board", 0).cost).toBe(8),
});

// Lunar Eclipse: "Deal $3 damage to a minion. Your next spell this turn costs (2) less."
cardCase("DMF_057", {
  does: "3 damage to the minion; your next spell costs 2 less, a minion does not",
  cards: [S3],
  p1: { hand: [{ card: "DMF_057", ref: "L" }, { card: "MY_S3", ref: "S" }, { card: YETI, ref: "M" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "L", target: "Y0" }],
  expect: { "Y0.health": 2, "S.cost": 1, "M.cost": 4 },
});
cardCase("DMF_057", {
  does: "used by the next spell: the one after costs its full Cost",
  cards: [S3],
  p1: { hand: [{ card: "DMF_057", ref: "L" }, { card: "MY_S3", ref: "S" }, { card: "MY_S3", ref: "T" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "L", target: "Y0" }, { type: "play", card: "S" }],
  expect: { "T.cost": 3, "p1.mana.used": 3 },
});
cardCase("DMF_057", {
  does: "this turn only",
  cards: [S3],
  p1: { hand: [{ card: "DMF_057", ref: "L" }, { card: "MY_S3", ref: "S" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "L", target: "Y0" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "S.cost": 3 },
});

// Umbral Owl: "Rush. Costs (1) less for each spell you've cast this game."
cardCase("DMF_060", {
  does: "two spells cast: it costs 5; a minion played does not count",
  cards: [S0],
  p1: { hand: [{ card: "DMF_060", ref: "O" }, { card: "MY_S0", ref: "A" }, { card: "MY_S0", ref: "B" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }, { type: "play", card: "W" }],
  expect: { "O.cost": 5 },
});

// Bola Shot: "Deal $1 damage to a minion and $2 damage to its neighbors."
cardCase("YOP_027", {
  does: "1 to the target, 2 to each neighbour, none further",
  p1: { hand: [{ card: "YOP_027", ref: "B" }] },
  p2: { board: yetis(4) },
  actions: [{ type: "play", card: "B", target: "Y1" }],
  expect: { "Y0.health": 3, "Y1.health": 4, "Y2.health": 3, "Y3.health": 5, "p2.hero.health": 30 },
});

// Darkmoon Tonk: "Deathrattle: Fire four missiles at random enemies that deal 2 damage each."
cardCase("DMF_085", {
  does: "dies with no enemy minion: the four 2-damage missiles all hit the enemy hero",
  p1: { board: [{ card: "DMF_085", ref: "T" }, { card: YETI, ref: "F" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "p2.hero.health": 22, "p1.hero.health": 30, "F.health": 5 },
});
cardCase("DMF_085", {
  does: "with enemy minions: 8 damage in all among the enemies, in 2s",
  cards: [WALL],
  p1: { board: [{ card: "DMF_085", ref: "T" }] },
  p2: { board: [{ card: "MY_WALL", ref: "G" }] },
  actions: [{ type: "destroy", target: "T" }],
  check: (r) => {
    const g = r.state.players[1].board[0]!;
    const hero = r.state.players[1].hero.health ?? 0;
    expect((30 - hero) + (20 - (g.health ?? 0))).toBe(8);
    expect((30 - hero) % 2).toBe(0);
  },
});

// Petting Zoo: "Summon a 3/3 Strider. Repeat for each Secret you control."
cardCase("DMF_086", {
  does: "two Secrets: three 3/3 Striders",
  p1: { hand: [{ card: "DMF_086", ref: "Z" }], secrets: [{ card: "EX1_610" }, { card: "EX1_554" }] },
  actions: [{ type: "play", card: "Z" }],
  expect: { "p1.board": ["DMF_086e", "DMF_086e", "DMF_086e"], "p1.board.0.attack": 3 },
});
cardCase("DMF_086", {
  does: "no Secret: one Strider; the opponent's Secrets don't count",
  p1: { hand: [{ card: "DMF_086", ref: "Z" }] },
  p2: { secrets: [{ card: "EX1_610" }] },
  actions: [{ type: "play", card: "Z" }],
  expect: { "p1.board": ["DMF_086e"] },
});

// Confection Cyclone: "Battlecry: Add two 1/2 Sugar Elementals to your hand."
cardCase("DMF_100", {
  does: "two 1/2 Sugar Elementals to your hand, none to the opponent's",
  p1: { hand: [{ card: "DMF_100", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.hand": ["DMF_100t", "DMF_100t"], "p1.hand.0.attack": 1, "p1.hand.0.health": 2, "p2.hand": [] },
});

// Mask of C'Thun: "Deal $10 damage randomly split among all enemies."
cardCase("DMF_103", {
  does: "no enemy minion: all 10 to the enemy hero, none to you; Spell Damage adds nothing",
  p1: { hand: [{ card: "DMF_103", ref: "M" }], board: [{ card: "CS2_197" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p2.hero.health": 20, "p1.hero.health": 30 },
});
cardCase("DMF_103", {
  does: "with an enemy 0/20: 10 damage in all among the enemies",
  cards: [WALL],
  p1: { hand: [{ card: "DMF_103", ref: "M" }] },
  p2: { board: [{ card: "MY_WALL", ref: "G" }] },
  actions: [{ type: "play", card: "M" }],
  check: (r) => {
    const p2 = r.state.players[1];
    const g = p2.board[0]!.health ?? 0;
    expect((30 - (p2.hero.health ?? 0)) + (20 - g)).toBe(10);
  },
});

// Occult Conjurer: "Battlecry: If you control a Secret, summon a copy of this."
cardCase("DMF_106", {
  does: "with a Secret: a second 4/4 Occult Conjurer",
  p1: { hand: [{ card: "DMF_106", ref: "C" }], secrets: [{ card: "EX1_610" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board": ["DMF_106", "DMF_106"] },
});
cardCase("DMF_106", {
  does: "no Secret of yours (only the opponent's): no copy",
  p1: { hand: [{ card: "DMF_106", ref: "C" }] },
  p2: { secrets: [{ card: "EX1_610" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board": ["DMF_106"] },
});

// Armor Vendor: "Battlecry: Give 4 Armor to each hero."
cardCase("YOP_032", {
  does: "4 Armor to both heroes",
  p1: { hand: [{ card: "YOP_032", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hero.armor": 4, "p2.hero.armor": 4 },
});

// Banana Vendor: "Battlecry: Add 2 Bananas to each player's hand."
cardCase("DMF_065", {
  does: "two Bananas to each hand",
  p1: { hand: [{ card: "DMF_065", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.hand": ["DMF_065t", "DMF_065t"], "p2.hand": ["DMF_065t", "DMF_065t"] },
});
cardCase("DMF_065t", {
  does: "Bananas: +1/+1 to a minion",
  p1: { hand: [{ card: "DMF_065t", ref: "B" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "B", target: "Y0" }],
  expect: { "Y0.attack": 5, "Y0.health": 6 },
});

// Barricade: "Summon a 2/4 Guard with Taunt. If it's your only minion, summon another."
cardCase("YOP_005", {
  does: "an empty board: two 2/4 Taunt Guards",
  p1: { hand: [{ card: "YOP_005", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.board": ["YOP_005t", "YOP_005t"], "p1.board.0.seen.TAUNT": 1, "p1.board.0.health": 4 },
});
cardCase("YOP_005", {
  does: "another minion of yours: one Guard only (enemy minions don't matter)",
  p1: { hand: [{ card: "YOP_005", ref: "B" }], board: [{ card: WISP }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.board": [WISP, "YOP_005t"] },
});

// Circus Amalgam: "Taunt. This has all minion types."
cardCase("DMF_532", {
  does: "a Beast for Don't Feed the Animals (+1/+1 in hand), and Taunt",
  p1: { hand: [{ card: "DMF_090", ref: "D" }, { card: "DMF_532", ref: "A" }] },
  actions: [{ type: "play", card: "D" }, { type: "play", card: "A" }],
  expect: { "A.attack": 5, "A.health": 6, "A.seen.TAUNT": 1 },
});

// Claw Machine: "Rush. Deathrattle: Draw a minion and give it +3/+3."
cardCase("DMF_069", {
  does: "dies: the deck's minion drawn (not the spell) with +3/+3",
  cards: [S0],
  p1: { board: [{ card: "DMF_069", ref: "C" }], deck: [{ card: "MY_S0", ref: "S" }, { card: YETI, ref: "D" }] },
  actions: [{ type: "destroy", target: "C" }],
  expect: { "D.zone": "hand", "D.attack": 7, "D.health": 8, "S.zone": "deck" },
});

// Costumed Entertainer: "Battlecry: Give a random minion in your hand +2/+2."
cardCase("DMF_189", {
  does: "the one minion in hand +2/+2 (not the spell, not the opponent's)",
  cards: [S0],
  p1: { hand: [{ card: "DMF_189", ref: "E" }, { card: YETI, ref: "Y" }, { card: "MY_S0", ref: "S" }] },
  p2: { hand: [{ card: YETI, ref: "O" }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "Y.attack": 6, "Y.health": 7, "O.attack": 4 },
});

// Darkmoon Rabbit: "Rush, Poisonous. Also damages the minions next to whomever this attacks."
cardCase("DMF_070", {
  does: "attacks the middle War Golem: it and both neighbours destroyed (Poisonous), the fourth untouched",
  p1: { board: [{ card: "DMF_070", ref: "R" }] },
  p2: { board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_186", ref: "B" }, { card: "CS2_186", ref: "C" }, { card: "CS2_186", ref: "D" }] },
  actions: [{ type: "attack", attacker: "R", defender: "B" }],
  expect: { "A.zone": "graveyard", "B.zone": "graveyard", "C.zone": "graveyard", "D.health": 7 },
});

// Gyreworm: "Battlecry: If you played an Elemental last turn, deal 3 damage."
cardCase("DMF_062", {
  does: "an Elemental played last turn: 3 damage to the target",
  p1: { hand: [{ card: "DMF_062", ref: "G" }], playedLastTurn: ["UNG_809"] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "G", target: "Y0" }],
  expect: { "Y0.health": 2 },
});
cardCase("DMF_062", {
  does: "no Elemental last turn: no target, nothing",
  p1: { hand: [{ card: "DMF_062", ref: "G" }], playedLastTurn: [WISP] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "G" }],
  expect: { "Y0.health": 5, "p2.hero.health": 30 },
});

// Imprisoned Phoenix: "Dormant for 2 turns. Spell Damage +2"
cardCase("YOP_021", {
  does: "played: Dormant for 2 turns",
  p1: { hand: [{ card: "YOP_021", ref: "P" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "P.tags.DORMANT": 1, "P.tags.DORMANT_TURNS": 2 },
});
cardCase("YOP_021", {
  does: "awake: Spell Damage +2 (a Moonfire deals 3)",
  p1: { board: [{ card: "YOP_021" }], hand: [{ card: "CS2_008", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }],
  expect: { "p2.hero.health": 27 },
});

// K'thir Ritualist: "Taunt. Battlecry: Add a random 4-Cost minion to your opponent's hand."
cardCase("DMF_081", {
  does: "the opponent gets one 4-Cost minion; you get nothing",
  p1: { hand: [{ card: "DMF_081", ref: "K" }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "p2.hand.length": 1, "p1.hand.length": 0 },
  check: (r) => { const f = card(r, 1, "hand", 0); expect(f.cost).toBe(4); expect(f.type).toBe("MINION"); },
});

// Knife Vendor: "Battlecry: Deal 4 damage to each hero."
cardCase("DMF_066", {
  does: "4 damage to both heroes, none to minions",
  p1: { hand: [{ card: "DMF_066", ref: "K" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "K" }],
  expect: { "p1.hero.health": 26, "p2.hero.health": 26, "Y0.health": 5 },
});

// Showstopper: "Deathrattle: Silence all minions."
cardCase("DMF_191", {
  does: "dies: every minion on both sides silenced",
  p1: { board: [{ card: "DMF_191", ref: "S" }, { card: "CS2_179", ref: "F" }] },
  p2: { board: [{ card: "CS2_179", ref: "E" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "F.seen.TAUNT": undefined, "E.seen.TAUNT": undefined, "events.silence": 2 },
});

// Wriggling Horror: "Battlecry: Give adjacent minions +1/+1."
cardCase("DMF_091", {
  does: "played between two Wisps: both 2/2; a minion further away not",
  p1: { hand: [{ card: "DMF_091", ref: "H" }], board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }, { card: WISP, ref: "C" }] },
  actions: [{ type: "play", card: "H", position: 1 }],
  expect: { "A.attack": 2, "A.health": 2, "B.attack": 2, "C.attack": 1, "H.attack": 2 },
});

// Hammer of the Naaru: "Battlecry: Summon a 6/6 Holy Elemental with Taunt."
cardCase("DMF_238", {
  does: "equipped, and a 6/6 Taunt Holy Elemental summoned",
  p1: { hand: [{ card: "DMF_238", ref: "H" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "p1.weapon": "DMF_238", "p1.board": ["DMF_238t"], "p1.board.0.attack": 6, "p1.board.0.seen.TAUNT": 1 },
});

// High Exarch Yrel: "Battlecry: If your deck has no Neutral cards, gain Rush, Lifesteal, Taunt, and Divine Shield."
cardCase("DMF_241", {
  does: "a deck of Paladin cards only: Rush, Lifesteal, Taunt and Divine Shield",
  p1: { hand: [{ card: "DMF_241", ref: "Y" }], deck: [{ card: "CS2_087" }, { card: "CS2_092" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.seen.RUSH": 1, "Y.seen.LIFESTEAL": 1, "Y.seen.TAUNT": 1, "Y.seen.DIVINE_SHIELD": 1 },
});
cardCase("DMF_241", {
  does: "a Neutral card in the deck: nothing",
  p1: { hand: [{ card: "DMF_241", ref: "Y" }], deck: [{ card: "CS2_087" }, { card: YETI }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.seen.RUSH": undefined, "Y.seen.TAUNT": undefined, "Y.seen.DIVINE_SHIELD": undefined },
});

// Imprisoned Celestial: "Dormant for 2 turns. Spellburst: Give your minions Divine Shield."
cardCase("YOP_010", {
  does: "played: Dormant for 2 turns",
  p1: { hand: [{ card: "YOP_010", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "C.tags.DORMANT": 1, "C.tags.DORMANT_TURNS": 2 },
});
cardCase("YOP_010", {
  does: "awake: your next spell gives your minions Divine Shield, once (the enemy's not)",
  cards: [S0],
  p1: { board: [{ card: "YOP_010", ref: "C" }, { card: WISP, ref: "W" }], hand: [{ card: "MY_S0", ref: "S" }, { card: WISP, ref: "X" }, { card: "MY_S0", ref: "T" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "X" }, { type: "play", card: "T" }],
  expect: { "W.seen.DIVINE_SHIELD": 1, "C.seen.DIVINE_SHIELD": 1, "X.seen.DIVINE_SHIELD": undefined, "Y0.seen.DIVINE_SHIELD": undefined },
});

// Lothraxion the Redeemed: "Battlecry: For the rest of the game, after you summon a Silver Hand Recruit, give it Divine Shield."
cardCase("DMF_240", {
  does: "later Recruits you summon get Divine Shield, on a later turn too; another minion does not",
  p1: { hand: [{ card: "DMF_240", ref: "L" }, { card: "DMF_244", ref: "D" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "L" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "D" }, { type: "play", card: "W" }],
  expect: { "p1.board.1.card": "CS2_101t", "p1.board.1.seen.DIVINE_SHIELD": 1, "p1.board.3.seen.DIVINE_SHIELD": 1, "W.seen.DIVINE_SHIELD": undefined },
});

// Balloon Merchant: "Battlecry: Give your Silver Hand Recruits +1 Attack and Divine Shield."
cardCase("DMF_235", {
  does: "your Recruits 2/1 with Divine Shield; a Wisp and the enemy's Recruit not",
  p1: { hand: [{ card: "DMF_235", ref: "B" }], board: [{ card: "CS2_101t", ref: "R" }, { card: WISP, ref: "W" }] },
  p2: { board: [{ card: "CS2_101t", ref: "E" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "R.attack": 2, "R.seen.DIVINE_SHIELD": 1, "W.attack": 1, "W.seen.DIVINE_SHIELD": undefined, "E.attack": 1 },
});

// Fortune Teller: "Taunt. Battlecry: Gain +1/+1 for each spell in your hand."
cardCase("DMF_121", {
  does: "two spells and a minion in hand: a 5/5",
  cards: [S0],
  p1: { hand: [{ card: "DMF_121", ref: "F" }, { card: "MY_S0" }, { card: "MY_S0" }, { card: WISP }] },
  p2: { hand: [{ card: "MY_S0" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "F.attack": 5, "F.health": 5 },
});

// Nazmani Bloodweaver: "After you cast a spell, reduce the Cost of a random card in your hand by (1)."
cardCase("DMF_120", {
  does: "a spell cast: the one card left in hand costs 1 less; a minion played: nothing",
  cards: [S0],
  p1: { board: [{ card: "DMF_120" }], hand: [{ card: "MY_S0", ref: "S" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "S" }],
  expect: { "Y.cost": 3 },
});

// Palm Reading: "Discover a spell. Reduce the Cost of spells in your hand by (1)."
cardCase("DMF_187", {
  does: "a spell discovered, then every spell in hand (that one too) 1 less; a minion not",
  cards: [S3],
  p1: { hand: [{ card: "DMF_187", ref: "P" }, { card: "MY_S3", ref: "S" }, { card: YETI, ref: "Y" }], hero: { card: "HERO_09" } },
  actions: [{ type: "play", card: "P" }],
  choices: [0],
  expect: { "S.cost": 2, "Y.cost": 4, "p1.hand.length": 3 },
  check: (r) => {
    const got = r.state.players[0].hand[2]!;
    expect(findCard(got.card)!.type).toBe("SPELL");
    expect(got.enchantments?.map((e) => e.card)).toContain("DMF_187e");
  },
});

// Cloak of Shadows: "Give your hero Stealth until your next turn."
cardCase("DMF_512", {
  does: "your hero has Stealth through the opponent's turn",
  p1: { hand: [{ card: "DMF_512", ref: "C" }] },
  actions: [{ type: "play", card: "C" }, { type: "endTurn" }],
  expect: { "p1.hero.seen.STEALTH": 1 },
});
cardCase("DMF_512", {
  does: "gone when your next turn starts",
  p1: { hand: [{ card: "DMF_512", ref: "C" }] },
  actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hero.seen.STEALTH": undefined },
});

// Malevolent Strike: "Destroy a minion. Costs (1) less for each card in your deck that didn't start there."
cardCase("DMF_518", {
  does: "two cards shuffled in: costs 3; it destroys the minion",
  cards: [{ id: "MY_SHUF", type: "SPELL", cost: 0, spell: [{ type: "shuffleIntoDeck", card: WISP, count: 2 }] }],
  p1: { hand: [{ card: "DMF_518", ref: "M" }, { card: "MY_SHUF", ref: "S" }], deck: [{ card: YETI }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "M", target: "Y0" }],
  expect: { "Y0.zone": "graveyard", "p1.mana.used": 3 },
});

// Prize Plunderer: "Combo: Deal 1 damage to a minion for each other card you've played this turn."
cardCase("DMF_519", {
  does: "two cards played before it: two 1-damage hits (a Divine Shield takes the first)",
  cards: [S0],
  p1: { hand: [{ card: "MY_S0", ref: "A" }, { card: "MY_S0", ref: "B" }, { card: "DMF_519", ref: "P" }] },
  p2: { board: [{ card: "EX1_008", ref: "S" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }, { type: "play", card: "P", target: "S" }],
  expect: { "S.zone": "graveyard", "events.divine-shield": 1 },
});
cardCase("DMF_519", {
  does: "three before it: 3 damage to a Yeti",
  cards: [S0],
  p1: { hand: [{ card: "MY_S0" }, { card: "MY_S0" }, { card: "MY_S0" }, { card: "DMF_519", ref: "P" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "P", target: "Y0" }],
  expect: { "Y0.health": 2 },
});
cardCase("DMF_519", {
  does: "no Combo: nothing",
  p1: { hand: [{ card: "DMF_519", ref: "P" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "P" }],
  expect: { "Y0.health": 5 },
});

// Swindle: "Draw a spell. Combo: And a minion."
cardCase("DMF_515", {
  does: "no Combo: the spell only",
  cards: [S3],
  p1: { hand: [{ card: "DMF_515", ref: "W" }], deck: [{ card: YETI, ref: "Y" }, { card: "MY_S3", ref: "S" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "S.zone": "hand", "Y.zone": "deck" },
});
cardCase("DMF_515", {
  does: "Combo: the spell and a minion",
  cards: [S3, S0],
  p1: { hand: [{ card: "MY_S0", ref: "Z" }, { card: "DMF_515", ref: "W" }], deck: [{ card: YETI, ref: "Y" }, { card: "MY_S3", ref: "S" }, { card: WISP, ref: "X" }] },
  actions: [{ type: "play", card: "Z" }, { type: "play", card: "W" }],
  expect: { "S.zone": "hand", "p1.hand.length": 2 },
  check: (r) => expect(r.state.players[0].hand.filter((e) => e.card === YETI || e.card === WISP)).toHaveLength(1),
});

// Tenwu of the Red Smoke: "Battlecry: Return a friendly minion to your hand. It costs (1) this turn."
cardCase("DMF_071", {
  does: "the Yeti back to hand costing 1",
  p1: { hand: [{ card: "DMF_071", ref: "T" }], board: yetis(1) },
  actions: [{ type: "play", card: "T", target: "Y0" }],
  expect: { "Y0.zone": "hand", "Y0.cost": 1 },
});
cardCase("DMF_071", {
  does: "this turn only: next turn it costs 4",
  p1: { hand: [{ card: "DMF_071", ref: "T" }], board: yetis(1) },
  actions: [{ type: "play", card: "T", target: "Y0" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "Y0.zone": "hand", "Y0.cost": 4 },
});

// Ticket Master: "Deathrattle: Shuffle 3 Tickets into your deck. When drawn, summon a 3/3 Plush Bear."
cardCase("DMF_514", {
  does: "dies: three Tickets in its owner's deck",
  p1: { board: [{ card: "DMF_514", ref: "T" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "p1.deck": ["DMF_514t", "DMF_514t", "DMF_514t"], "p2.deck": [] },
});
cardCase("DMF_514t", {
  does: "a Ticket drawn: cast at once, a 3/3 Plush Bear summoned",
  cards: [DRAW],
  p1: { hand: [{ card: "MY_DRAW", ref: "D" }], deck: [{ card: "DMF_514t" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.board": ["DMF_514t2"], "p1.board.0.attack": 3, "p1.hand": [] },
});

// Cagematch Custodian: "Battlecry: Draw a weapon."
cardCase("DMF_704", {
  does: "the deck's weapon drawn, not its minion",
  p1: { hand: [{ card: "DMF_704", ref: "C" }], deck: [{ card: "CS2_106", ref: "W" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "W.zone": "hand", "Y.zone": "deck" },
});

// Deathmatch Pavilion: "Summon a 3/2 Duelist. If your hero attacked this turn, summon another."
cardCase("DMF_706", {
  does: "your hero has not attacked: one Duelist",
  p1: { hand: [{ card: "DMF_706", ref: "D" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.board": ["DMF_706t"] },
});
cardCase("DMF_706", {
  does: "after your hero attacked: two",
  p1: { hand: [{ card: "DMF_706", ref: "D" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "play", card: "D" }],
  expect: { "p1.board": ["DMF_706t", "DMF_706t"], "p1.board.0.attack": 3 },
});

// Grand Totem Eys'or: "At the end of your turn, give +1/+1 to all other Totems in your hand, deck and battlefield."
cardCase("DMF_709", {
  does: "your turn ends: Totems on your board, in your hand and deck +1/+1; itself, non-Totems and the enemy's not",
  p1: { board: [{ card: "DMF_709", ref: "E" }, { card: "CS2_050", ref: "B" }, { card: WISP, ref: "W" }],
    hand: [{ card: "CS2_050", ref: "H" }], deck: [{ card: "CS2_050", ref: "D" }, { card: YETI }] },
  p2: { board: [{ card: "CS2_050", ref: "O" }] },
  actions: [{ type: "endTurn" }],
  expect: { "B.attack": 2, "H.attack": 2, "D.attack": 2, "E.attack": 0, "W.attack": 1, "O.attack": 1 },
});

// Inara Stormcrash: "On your turn, your hero has +2 Attack and Windfury."
cardCase("DMF_708", {
  does: "your turn: your hero attacks twice for 2",
  p1: { board: [{ card: "DMF_708" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26 },
});
cardCase("DMF_708", {
  does: "the opponent's turn: no Attack",
  p1: { board: [{ card: "DMF_708" }] },
  actions: [{ type: "endTurn" }],
  expect: { "p1.hero.attack": 0, "p1.hero.seen.WINDFURY": undefined },
});

// Magicfin: "After a friendly Murloc dies, add a random Legendary minion to your hand."
cardCase("DMF_707", {
  does: "a friendly Murloc dies: one Legendary minion to your hand; a Yeti dying gives none",
  p1: { board: [{ card: "DMF_707" }, { card: "CS2_168", ref: "M" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "destroy", target: "M" }, { type: "destroy", target: "Y" }],
  expect: { "p1.hand.length": 1 },
  check: (r) => { const f = card(r, 0, "hand", 0); expect(f.rarity).toBe("LEGENDARY"); expect(f.type).toBe("MINION"); },
});
cardCase("DMF_707", {
  does: "an enemy Murloc dies: nothing",
  p1: { board: [{ card: "DMF_707" }] },
  p2: { board: [{ card: "CS2_168", ref: "M" }] },
  actions: [{ type: "destroy", target: "M" }],
  expect: { "p1.hand.length": 0 },
});

// Mistrunner: "Battlecry: Give a friendly minion +3/+3. Overload: (1)"
cardCase("YOP_022", {
  does: "+3/+3 to the friendly minion; 1 Overload",
  p1: { hand: [{ card: "YOP_022", ref: "M" }], board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "M", target: "W" }],
  expect: { "W.attack": 4, "W.health": 4, "p1.mana.overloadOwed": 1 },
});

// Stormstrike: "Deal $3 damage to a minion. Give your hero +3 Attack this turn."
cardCase("DMF_702", {
  does: "3 damage to the minion; your hero 3 Attack this turn, 0 after",
  p1: { hand: [{ card: "DMF_702", ref: "S" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "S", target: "Y0" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "Y0.health": 2, "p2.hero.health": 27 },
});

// Whack-A-Gnoll Hammer: "After your hero attacks, give a random friendly minion +1/+1."
cardCase("DMF_705", {
  does: "your hero attacks: your one minion +1/+1, the enemy's not",
  p1: { weapon: { card: "DMF_705" }, board: [{ card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "W.attack": 2, "W.health": 2, "E.attack": 1, "p2.hero.health": 27 },
});

// Backfire: "Draw 3 cards. Deal $3 damage to your hero."
cardCase("YOP_033", {
  does: "three cards drawn, 3 damage to your own hero",
  p1: { hand: [{ card: "YOP_033", ref: "B" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.hand.length": 3, "p1.deck.length": 1, "p1.hero.health": 27, "p2.hero.health": 30 },
});

// Fire Breather: "Battlecry: Deal 2 damage to all minions except Demons."
cardCase("DMF_110", {
  does: "2 damage to every non-Demon minion on both sides; Demons (itself too) spared",
  p1: { hand: [{ card: "DMF_110", ref: "F" }], board: yetis(1, "M") },
  p2: { board: [{ card: YETI, ref: "E" }, { card: "EX1_319", ref: "D" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "M0.health": 3, "E.health": 3, "D.health": 2, "F.health": 3 },
});

// Free Admission: "Draw 2 minions. If they're both Demons, reduce their Costs by (2)."
cardCase("DMF_113", {
  does: "two Demons drawn: each costs 2 less",
  p1: { hand: [{ card: "DMF_113", ref: "F" }], deck: [{ card: "EX1_301", ref: "A" }, { card: "EX1_310", ref: "B" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "A.zone": "hand", "B.zone": "hand", "A.cost": 1, "B.cost": 3 },
});
cardCase("DMF_113", {
  does: "a Demon and a Yeti: no reduction",
  p1: { hand: [{ card: "DMF_113", ref: "F" }], deck: [{ card: "EX1_301", ref: "A" }, { card: YETI, ref: "B" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "A.zone": "hand", "B.zone": "hand", "A.cost": 3, "B.cost": 4 },
});

// Man'ari Mosher: "Battlecry: Give a friendly Demon +3 Attack and Lifesteal this turn."
cardCase("DMF_111", {
  does: "the Flame Imp attacks with 6 and Lifesteal this turn",
  p1: { hand: [{ card: "DMF_111", ref: "M" }], board: [{ card: "EX1_319", ref: "D" }], hero: { card: "HERO_07", health: 20 } },
  actions: [{ type: "play", card: "M", target: "D" }, { type: "attack", attacker: "D", defender: "p2.hero" }],
  expect: { "p2.hero.health": 24, "p1.hero.health": 26 },
});
cardCase("DMF_111", {
  does: "a non-Demon can't be chosen",
  p1: { hand: [{ card: "DMF_111", ref: "M" }], board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "M", target: "W" }],
  error: "illegal_action",
});
cardCase("DMF_111", {
  does: "gone at the end of the turn",
  p1: { hand: [{ card: "DMF_111", ref: "M" }], board: [{ card: "EX1_319", ref: "D" }] },
  actions: [{ type: "play", card: "M", target: "D" }, { type: "endTurn" }],
  expect: { "D.attack": 3, "D.seen.LIFESTEAL": undefined },
});

// Ring Matron: "Taunt. Deathrattle: Summon two 3/2 Imps."
cardCase("DMF_533", {
  does: "dies: two 3/2 Imps",
  p1: { board: [{ card: "DMF_533", ref: "R" }] },
  actions: [{ type: "destroy", target: "R" }],
  expect: { "p1.board": ["DMF_533t", "DMF_533t"], "p1.board.0.attack": 3, "p1.board.0.health": 2 },
});

// Wicked Whispers: "Discard your lowest Cost card. Give your minions +1/+1."
cardCase("DMF_119", {
  does: "the Wisp (lowest Cost) discarded, the Yeti kept; your minions +1/+1, the enemy's not",
  p1: { hand: [{ card: "DMF_119", ref: "W" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "X" }], board: [{ card: WISP, ref: "B" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "X.zone": "graveyard", "Y.zone": "hand", "B.attack": 2, "B.health": 2, "E.attack": 1 },
});

// Bumper Car: "Rush. Deathrattle: Add two 1/1 Riders with Rush to your hand."
cardCase("DMF_523", {
  does: "dies: two 1/1 Rush Riders to its owner's hand",
  p1: { board: [{ card: "DMF_523", ref: "B" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.hand": ["DMF_523t", "DMF_523t"], "p2.hand": [] },
});

// Ironclad: "Battlecry: If your hero has Armor, gain +2/+2."
cardCase("YOP_014", {
  does: "with Armor: a 4/6",
  p1: { hand: [{ card: "YOP_014", ref: "I" }], hero: { card: "HERO_01", armor: 1 } },
  actions: [{ type: "play", card: "I" }],
  expect: { "I.attack": 4, "I.health": 6 },
});
cardCase("YOP_014", {
  does: "no Armor (the enemy's doesn't count): a 2/4",
  p1: { hand: [{ card: "YOP_014", ref: "I" }] },
  p2: { hero: { card: "HERO_01", armor: 5 } },
  actions: [{ type: "play", card: "I" }],
  expect: { "I.attack": 2, "I.health": 4 },
});

// Minefield: "Deal $5 damage randomly split among all minions."
cardCase("DMF_522", {
  does: "5 damage in all among the minions of both sides, none to heroes; Spell Damage adds nothing",
  p1: { hand: [{ card: "DMF_522", ref: "M" }], board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_197", ref: "K" }] },
  p2: { board: [{ card: "CS2_186", ref: "B" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.hero.health": 30, "p2.hero.health": 30 },
  check: (r) => {
    const lost = r.state.players.flatMap((p) => p.board).reduce((n, e) => n + ((e.maxHealth ?? 0) - (e.health ?? 0)), 0);
    expect(lost).toBe(5);
  },
});

// Ringmaster Whatley: "Battlecry: Draw a Mech, Dragon, and Pirate."
cardCase("DMF_525", {
  does: "the Mech, Dragon and Pirate drawn; the Yeti stays",
  p1: { hand: [{ card: "DMF_525", ref: "W" }], deck: [{ card: YETI, ref: "Y" }, { card: "GVG_006", ref: "M" }, { card: "CS2_146", ref: "P" }, { card: "BRM_004", ref: "D" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "M.zone": "hand", "P.zone": "hand", "D.zone": "hand", "Y.zone": "deck" },
});

// Ringmaster's Baton: "After your hero attacks, give a Mech, Dragon, and Pirate in your hand +1/+1."
cardCase("DMF_524", {
  does: "your hero attacks: the Mech, the Dragon and the Pirate in hand +1/+1, the Yeti not",
  p1: { weapon: { card: "DMF_524" }, hand: [{ card: YETI, ref: "Y" }, { card: "GVG_006", ref: "M" }, { card: "CS2_146", ref: "P" }, { card: "BRM_004", ref: "D" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "M.attack": 5, "P.attack": 3, "D.health": 2, "Y.attack": 4, "p2.hero.health": 29 },
});

// Spiked Wheel: "Has +3 Attack while your hero has Armor."
cardCase("YOP_013", {
  does: "with Armor: 3 Attack",
  p1: { weapon: { card: "YOP_013" }, hero: { card: "HERO_01", armor: 2 } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 27 },
});
cardCase("YOP_013", {
  does: "no Armor: 0 Attack",
  p1: { weapon: { card: "YOP_013", ref: "W" } },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "W.attack": 0 },
});

// Stage Hand: "Battlecry: Give a random minion in your hand +1/+1."
cardCase("DMF_531", {
  does: "the one minion in hand +1/+1",
  cards: [S0],
  p1: { hand: [{ card: "DMF_531", ref: "S" }, { card: "MY_S0" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "Y.attack": 5, "Y.health": 6 },
});

// Sword Eater: "Taunt. Battlecry: Equip a 3/2 Sword."
cardCase("DMF_521", {
  does: "a 3/2 Sword equipped",
  p1: { hand: [{ card: "DMF_521", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.weapon": "DMF_521t", "p1.weapon.attack": 3, "p1.weapon.durability": 2, "S.seen.TAUNT": 1 },
});

// Carnival Clown: "Taunt. Battlecry: Summon 2 copies of this. Corrupt: Fill your board with copies."
corrupts("DMF_163", "DMF_163t", 10);
cardCase("DMF_163", {
  does: "three Clowns in all",
  p1: { hand: [{ card: "DMF_163", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board": ["DMF_163", "DMF_163", "DMF_163"], "p1.board.1.seen.TAUNT": 1 },
});
cardCase("DMF_163t", {
  does: "corrupted, beside a Wisp: copies fill the board (7 minions)",
  p1: { hand: [{ card: "DMF_163t", ref: "C" }], board: [{ card: WISP }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board.length": 7 },
});

// Sweet Tooth: "Corrupt: Gain +2 Attack and Stealth."
corrupts("DMF_517", "DMF_517a", 3, { "C.attack": 5 });
cardCase("DMF_517", {
  does: "uncorrupted, played: a 3/2 without Stealth",
  p1: { hand: [{ card: "DMF_517", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "C.attack": 3, "C.seen.STEALTH": undefined },
});
cardCase("DMF_517a", {
  does: "corrupted, played: a 5/2 with Stealth",
  p1: { hand: [{ card: "DMF_517a", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "C.attack": 5, "C.seen.STEALTH": 1 },
});

// Auspicious Spirits: "Summon a random 4-Cost minion. Corrupt: Summon a 7-Cost minion instead."
corrupts("DMF_186", "DMF_186a", 5);
cardCase("DMF_186", {
  does: "a random 4-Cost minion",
  p1: { hand: [{ card: "DMF_186", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.board.length": 1 },
  check: (r) => expect(card(r, 0, "board", 0).cost).toBe(4),
});
cardCase("DMF_186a", {
  does: "corrupted: a random 7-Cost minion",
  p1: { hand: [{ card: "DMF_186a", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.board.length": 1 },
  check: (r) => expect(card(r, 0, "board", 0).cost).toBe(7),
});

// Stage Dive: "Draw a Rush minion. Corrupt: Give it +2/+1."
corrupts("DMF_526", "DMF_526a", 2);
cardCase("DMF_526", {
  does: "the Rush minion drawn, the other not",
  p1: { hand: [{ card: "DMF_526", ref: "S" }], deck: [{ card: "DMF_523", ref: "R" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "R.zone": "hand", "Y.zone": "deck", "R.attack": 1 },
});
cardCase("DMF_526a", {
  does: "corrupted: the Rush minion drawn with +2/+1",
  p1: { hand: [{ card: "DMF_526a", ref: "S" }], deck: [{ card: "DMF_523", ref: "R" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "R.zone": "hand", "Y.zone": "deck", "R.attack": 3, "R.health": 4 },
});

// Mystery Winner: "Battlecry: Discover a Secret."
cardCase("DMF_122", {
  does: "a Secret discovered to hand",
  p1: { hand: [{ card: "DMF_122", ref: "M" }], hero: { card: "HERO_05" } },
  actions: [{ type: "play", card: "M" }],
  choices: [0],
  expect: { "p1.hand.length": 1 },
  check: (r) => expect(card(r, 0, "hand", 0).mechanics).toContain("SECRET"),
});

// Resizing Pouch: "Discover a card with Cost equal to your remaining Mana Crystals."
cardCase("YOP_029", {
  does: "with 5 Mana left after it: a 5-Cost card",
  p1: { hand: [{ card: "YOP_029", ref: "R" }], mana: { crystals: 10, used: 4 } },
  actions: [{ type: "play", card: "R" }],
  choices: [0],
  expect: { "p1.hand.length": 1 },
  check: (r) => expect(card(r, 0, "hand", 0).cost).toBe(5),
});

// Conjure Mana Biscuit: "Add a Biscuit to your hand that refreshes 2 Mana Crystals."
cardCase("YOP_019", {
  does: "a Biscuit to hand; played, it refreshes 2 Mana Crystals",
  p1: { hand: [{ card: "YOP_019", ref: "C" }], mana: { crystals: 10, used: 5 } },
  actions: [{ type: "play", card: "C" }, { type: "play", card: "p1.hand.0" }],
  expect: { "p1.mana.used": 5, "p1.hand": [] },
});

// Felfire Deadeye: "Your Hero Power costs (1) less."
cardCase("YOP_030", {
  does: "your Hero Power costs 1, the enemy's 2",
  p1: { board: [{ card: "YOP_030" }], hero: { card: "HERO_05" }, heroPower: { card: "HERO_05bp" } },
  p2: { hero: { card: "HERO_05" }, heroPower: { card: "HERO_05bp" } },
  actions: [{ type: "heroPower" }],
  expect: { "p1.mana.used": 1, "p2.hero.health": 28 },
});

// G'huun the Blood God: "Battlecry: Draw 2 cards. They cost Health instead of Mana."
cardCase("DMF_056", {
  does: "two cards drawn, paid for with Health",
  p1: { hand: [{ card: "DMF_056", ref: "G" }], deck: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }], mana: { crystals: 10, used: 0 } },
  actions: [{ type: "play", card: "G" }, { type: "play", card: "A" }],
  expect: { "A.zone": "board", "p1.hero.health": 26, "p1.mana.used": 8, "C.zone": "deck" },
});

// Rally!: "Resurrect a friendly 1-Cost, 2-Cost, and 3-Cost minion."
cardCase("YOP_009", {
  does: "one dead minion of each of Costs 1, 2, 3; the 4-Cost one not",
  p1: { hand: [{ card: "YOP_009", ref: "R" }] },
  state: { deaths: [{ card: "CS2_168", controller: 1, turn: 2 }, { card: "EX1_096", controller: 1, turn: 2 }, { card: "EX1_019", controller: 1, turn: 3 },
    { card: YETI, controller: 1, turn: 3 }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.board": ["CS2_168", "EX1_096", "EX1_019"] },
});
cardCase("YOP_009", {
  does: "only a 2-Cost minion died: that one",
  p1: { hand: [{ card: "YOP_009", ref: "R" }] },
  state: { deaths: [{ card: "EX1_096", controller: 1, turn: 2 }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.board": ["EX1_096"] },
});

// Maxima Blastenheimer: "Battlecry: Summon a minion from your deck. It attacks the enemy hero, then dies."
cardCase("DMF_089", {
  does: "the deck's Yeti comes out, hits the enemy hero for 4, and dies",
  p1: { hand: [{ card: "DMF_089", ref: "M" }], deck: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p2.hero.health": 26, "Y.zone": "graveyard", "p1.board": ["DMF_089"] },
});

// Safety Inspector: "Battlecry: Shuffle the lowest-Cost card from your hand into your deck. Draw a card."
cardCase("DMF_125", {
  does: "the Wisp (lowest) shuffled into the empty deck, then drawn again: the Yeti stays where it was",
  p1: { hand: [{ card: "DMF_125", ref: "I" }, { card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "p1.hand": [YETI, WISP], "p1.deck": [] },
});

// Inconspicuous Rider: "Battlecry: Cast a Secret from your deck."
cardCase("DMF_079", {
  does: "the deck's Secret cast: it is in your secret zone; the minion stays in the deck",
  p1: { hand: [{ card: "DMF_079", ref: "R" }], deck: [{ card: "EX1_610", ref: "S" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "S.zone": "secrets", "Y.zone": "deck" },
});

// Optimistic Ogre: "50% chance to attack the correct enemy."
cardCase("DMF_068", {
  does: "attacking with two enemy characters: either the chosen one or the other (recorded roll); the attack lands on one",
  p1: { board: [{ card: "DMF_068", ref: "O" }] },
  p2: { board: [{ card: "CS2_186", ref: "G" }] },
  actions: [{ type: "attack", attacker: "O", defender: "p2.hero" }],
  check: (r) => {
    const hero = 30 - (r.state.players[1].hero.health ?? 0);
    const golem = 7 - (r.state.players[1].board[0]!.health ?? 0);
    expect([hero, golem].sort()).toEqual([0, 6]);
    expect(r.random.some((d) => String(d.purpose).includes("chance") || String(d.purpose).includes("trigger"))).toBe(true);
  },
});
cardCase("DMF_068", {
  does: "the enemy hero alone: it attacks the hero",
  p1: { board: [{ card: "DMF_068", ref: "O" }] },
  actions: [{ type: "attack", attacker: "O", defender: "p2.hero" }],
  expect: { "p2.hero.health": 24 },
});

// Revenant Rascal: "Battlecry: Destroy a Mana Crystal for each player."
cardCase("DMF_115", {
  does: "each player loses a Mana Crystal",
  p1: { hand: [{ card: "DMF_115", ref: "R" }], mana: { crystals: 8, used: 0 } },
  p2: { mana: { crystals: 6, used: 0 } },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.mana.crystals": 7, "p2.mana.crystals": 5 },
});

// Parade Leader: "After you summon a Rush minion, give it +2 Attack."
cardCase("DMF_520", {
  does: "a Rush minion you play gets +2 Attack; a minion without Rush does not",
  p1: { board: [{ card: "DMF_520" }], hand: [{ card: "DMF_523", ref: "R" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "R" }, { type: "play", card: "W" }],
  expect: { "R.attack": 3, "W.attack": 1 },
});
cardCase("DMF_520", {
  does: "the opponent's Rush minion: nothing",
  p1: { board: [{ card: "DMF_520" }] },
  p2: { hand: [{ card: "DMF_523", ref: "R" }] },
  actions: [{ type: "endTurn" }, { type: "play", card: "R" }],
  expect: { "R.attack": 1 },
});

// E.T.C., God of Metal: "After a friendly Rush minion attacks, deal 2 damage to the enemy hero."
cardCase("DMF_529", {
  does: "your Rush minion attacks a minion: 2 damage to the enemy hero; a minion without Rush attacking: nothing",
  p1: { board: [{ card: "DMF_529" }, { card: "DMF_523", ref: "R" }, { card: WISP, ref: "W" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "attack", attacker: "R", defender: "Y0" }, { type: "attack", attacker: "W", defender: "Y0" }],
  expect: { "p2.hero.health": 28 },
});

// Feat of Strength: "Give a random Taunt minion in your hand +5/+5."
cardCase("DMF_530", {
  does: "the Taunt minion in hand +5/+5, the other minion not",
  p1: { hand: [{ card: "DMF_530", ref: "F" }, { card: "CS2_179", ref: "T" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "T.attack": 8, "T.health": 10, "Y.attack": 4 },
});

// Glacier Racer: "Spellburst: Deal 3 damage to all Frozen enemies."
cardCase("YOP_020", {
  does: "your spell: 3 damage to each Frozen enemy, not the unfrozen one; once only",
  cards: [S0, { id: "MY_FREEZE", type: "SPELL", cost: 0, spell: [{ type: "freeze", to: "enemy-characters" }] }],
  p1: { board: [{ card: "YOP_020" }], hand: [{ card: "MY_FREEZE", ref: "F" }] },
  p2: { board: yetis(2) },
  actions: [{ type: "play", card: "F" }],
  expect: { "Y0.health": 2, "Y1.health": 2, "p2.hero.health": 27 },
});
cardCase("YOP_020", {
  does: "no Frozen enemy: nothing, and the Spellburst is spent",
  cards: [S0],
  p1: { board: [{ card: "YOP_020", ref: "G" }], hand: [{ card: "MY_S0", ref: "S" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "S" }],
  expect: { "Y0.health": 5, "p2.hero.health": 30 },
});

// Saddlemaster: "After you play a Beast, add a random Beast to your hand."
cardCase("YOP_028", {
  does: "a Beast played: a Beast to hand; a non-Beast: nothing",
  p1: { board: [{ card: "YOP_028" }], hand: [{ card: "CS2_120", ref: "B" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "B" }, { type: "play", card: "W" }],
  expect: { "p1.hand.length": 1 },
  check: (r) => expect(card(r, 0, "hand", 0).races).toEqual(expect.arrayContaining([expect.stringMatching(/BEAST|ALL/)])),
});

// Game Master: "The first Secret you play each turn costs (1)."
cardCase("DMF_102", {
  does: "your Secrets in hand cost 1; after one is played, the next costs its own",
  p1: { board: [{ card: "DMF_102" }], hand: [{ card: "EX1_610", ref: "A" }, { card: "EX1_554", ref: "B" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.mana.used": 1, "B.cost": 2, "Y.cost": 4 },
});
cardCase("DMF_102", {
  does: "before any Secret this turn: 1",
  p1: { board: [{ card: "DMF_102" }], hand: [{ card: "EX1_554", ref: "B" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "B.cost": 1 },
});

// Rigged Faire Game: "Secret: If you didn't take any damage during your opponent's turn, draw 3 cards."
cardCase("DMF_107", {
  does: "no damage on the opponent's turn: 3 cards drawn as it ends (then your turn's draw)",
  p1: { secrets: [{ card: "DMF_107", ref: "S" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hand.length": 4, "S.zone": "graveyard" },
});
cardCase("DMF_107", {
  does: "your hero hit on the opponent's turn: nothing, the Secret stays",
  p1: { secrets: [{ card: "DMF_107", ref: "S" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }, { type: "endTurn" }],
  expect: { "p1.hand.length": 1, "S.zone": "secrets" },
});

// Idol of Y'Shaarj: "Summon a 10/10 copy of a minion in your deck."
cardCase("DMF_055", {
  does: "a 10/10 Wisp; the Wisp stays in the deck",
  cards: [S3],
  p1: { hand: [{ card: "DMF_055", ref: "I" }], deck: [{ card: WISP, ref: "W" }, { card: "MY_S3" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "p1.board": [WISP], "p1.board.0.attack": 10, "p1.board.0.health": 10, "W.zone": "deck" },
});

// Blood of G'huun: "Taunt. At the end of your turn, summon a 5/5 copy of a minion in your deck."
cardCase("DMF_053", {
  does: "your turn ends: a 5/5 copy of the deck's Yeti beside it; not on the opponent's turn",
  p1: { board: [{ card: "DMF_053" }], deck: [{ card: YETI, ref: "D" }] },
  actions: [{ type: "endTurn" }],
  expect: { "p1.board": ["DMF_053", YETI], "p1.board.1.attack": 5, "p1.board.1.health": 5, "D.zone": "deck" },
});

// Stiltstepper: "Battlecry: Draw a card. If you play it this turn, give your hero +4 Attack this turn."
cardCase("DMF_229", {
  does: "the drawn card played this turn: your hero +4 Attack",
  p1: { hand: [{ card: "DMF_229", ref: "S" }], deck: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "W" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26 },
});
cardCase("DMF_229", {
  does: "the drawn card (a spell) played: +4 Attack too",
  cards: [S0],
  p1: { hand: [{ card: "DMF_229", ref: "S" }], deck: [{ card: "MY_S0", ref: "W" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "W" }],
  expect: { "p1.hero.attack": 4 },
});
cardCase("DMF_229", {
  does: "not played this turn: played next turn, nothing",
  p1: { hand: [{ card: "DMF_229", ref: "S" }], deck: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "W" }],
  expect: { "p1.hero.attack": 0 },
});

// Revolve: "Transform all minions into random ones with the same Cost."
cardCase("DMF_700", {
  does: "every minion of both sides becomes another of its Cost (a 4 stays a 4, a 0 a 0)",
  p1: { hand: [{ card: "DMF_700", ref: "R" }], board: [{ card: YETI }] },
  p2: { board: [{ card: WISP }, { card: "CS2_186" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.board.length": 1, "p2.board.length": 2, "events.transform": 3 },
  check: (r) => {
    expect(card(r, 0, "board", 0).cost).toBe(4);
    expect(card(r, 1, "board", 0).cost).toBe(0);
    expect(card(r, 1, "board", 1).cost).toBe(7);
  },
});
