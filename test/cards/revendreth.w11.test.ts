/**
 * Behaviour tests of the REVENDRETH (Murder at Castle Nathria) cards w11/nathria added (sets/nathria.ts): Infuse counting
 * some minions only (`infuse.where`), the Jailer, and the player states of Forensic Duster and Dew Process.
 */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231";
const CROC = "CS2_120"; // River Crocolisk, a 2/3 Beast
const IMP = "EX1_319"; // Flame Imp, a 3/2 Demon
const YETI = "CS2_182";
const TOTEM = "CS2_050"; // Searing Totem
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));
const board = (r: { state: { players: { board: { card: string }[] }[] } }, i: number) => r.state.players[i]!.board.map((m) => m.card);

describeCard("MAW_009", () => {
  // Shadehound: "Whenever this attacks, give your other Beasts +2/+2. Infuse (3 Beasts): Gain Rush."
  cardCase("MAW_009", {
    does: "Infuse (3 Beasts): a friendly Beast's death brings it to 3 and it becomes the Infused Rush Shadehound",
    p1: { hand: [{ card: "MAW_009", ref: "H", tags: { INFUSE_PROGRESS: 2 } }], board: [{ card: CROC, ref: "B" }] },
    actions: [{ type: "destroy", target: "B" }],
    expect: { "H.card": "MAW_009t", "H.zone": "hand" },
  });
  cardCase("MAW_009", {
    does: "a friendly minion that is no Beast does not count, nor an enemy Beast",
    p1: { hand: [{ card: "MAW_009", ref: "H", tags: { INFUSE_PROGRESS: 2 } }], board: [{ card: WISP, ref: "W" }] },
    p2: { board: [{ card: CROC, ref: "E" }] },
    actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "E" }],
    expect: { "H.card": "MAW_009", "H.tags.INFUSE_PROGRESS": 2 },
  });
  cardCase("MAW_009", {
    does: "when it attacks, your other Beasts get +2/+2; your other minions and its own stats do not",
    p1: { board: [{ card: "MAW_009", ref: "S" }, { card: CROC, ref: "B" }, { card: WISP, ref: "W" }] },
    p2: { board: [{ card: CROC, ref: "E" }] },
    actions: [{ type: "attack", attacker: "S", defender: "p2.hero" }],
    expect: { "B.attack": 4, "B.health": 5, "W.attack": 1, "S.attack": 6, "E.attack": 2, "p2.hero.health": 24 },
  });
  cardCase("MAW_009t", {
    does: "the Infused Shadehound has Rush and the same attack trigger",
    p1: { hand: [{ card: "MAW_009t", ref: "S" }], board: [{ card: CROC, ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "S", defender: "E" }],
    expect: { "B.attack": 4, "B.health": 5, "E.zone": "graveyard" },
  });
});

describeCard("MAW_012", () => {
  // All Fel Breaks Loose: "Summon a friendly Demon that died this game. Infuse (3 Demons): Summon three instead."
  cardCase("MAW_012", {
    does: "summons one friendly Demon of the death record, never a non-Demon or an enemy Demon",
    p1: { hand: [{ card: "MAW_012", ref: "A" }] },
    state: { deaths: [{ card: IMP, controller: 1, turn: 2 }, { card: YETI, controller: 1, turn: 2 }, { card: "CS2_065", controller: 2, turn: 3 }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.board": [IMP], "p2.board": [] },
  });
  cardCase("MAW_012", {
    does: "Infuse (3 Demons): only friendly Demons' deaths count (a Wisp's does not)",
    p1: { hand: [{ card: "MAW_012", ref: "A", tags: { INFUSE_PROGRESS: 2 } }], board: [{ card: WISP, ref: "W" }, { card: IMP, ref: "I" }] },
    actions: [{ type: "destroy", target: "W" }],
    expect: { "A.card": "MAW_012", "A.tags.INFUSE_PROGRESS": 2 },
  });
  cardCase("MAW_012", {
    does: "Infuse (3 Demons): the third friendly Demon's death makes it the Infused card",
    p1: { hand: [{ card: "MAW_012", ref: "A", tags: { INFUSE_PROGRESS: 2 } }], board: [{ card: IMP, ref: "I" }] },
    actions: [{ type: "destroy", target: "I" }],
    expect: { "A.card": "MAW_012t" },
  });
  cardCase("MAW_012t", {
    does: "the Infused card summons three friendly Demons that died",
    p1: { hand: [{ card: "MAW_012t", ref: "A" }] },
    state: { deaths: [{ card: IMP, controller: 1, turn: 2 }, { card: "CS2_065", controller: 1, turn: 2 }, { card: "EX1_306", controller: 1, turn: 3 }, { card: YETI, controller: 1, turn: 3 }] },
    actions: [{ type: "play", card: "A" }],
    check: (r) => expect(board(r, 0).sort()).toEqual([IMP, "CS2_065", "EX1_306"].sort()),
  });
});

describeCard("MAW_003", () => {
  // Totemic Evidence: "Choose a basic Totem and summon it. Infuse (3 Totems): Summon all 4 instead."
  cardCase("MAW_003", {
    does: "the player's choice among the four basic Totems is summoned (choice 2: Stoneclaw Totem)",
    p1: { hand: [{ card: "MAW_003", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    choices: [2],
    expect: { "p1.board": ["CS2_051"] },
  });
  cardCase("MAW_003", {
    does: "choice 0 is Healing Totem",
    p1: { hand: [{ card: "MAW_003", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    choices: [0],
    expect: { "p1.board": ["NEW1_009"] },
  });
  cardCase("MAW_003", {
    does: "Infuse (3 Totems): a friendly Totem's death counts, a Wisp's does not",
    p1: { hand: [{ card: "MAW_003", ref: "T", tags: { INFUSE_PROGRESS: 1 } }], board: [{ card: TOTEM, ref: "S" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "destroy", target: "S" }, { type: "destroy", target: "W" }],
    expect: { "T.card": "MAW_003", "T.tags.INFUSE_PROGRESS": 2 },
  });
  cardCase("MAW_003t", {
    does: "the Infused card summons all four basic Totems",
    p1: { hand: [{ card: "MAW_003t", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.board": ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"] },
  });
});

// The Jailer: "Battlecry: Destroy your deck. This minion gains Immune."
cardCase("MAW_034", {
  does: "its controller's deck is destroyed (the opponent's kept) and it is Immune",
  p1: { hand: [{ card: "MAW_034", ref: "J" }], deck: wisps(3) },
  p2: { deck: wisps(2) },
  actions: [{ type: "play", card: "J" }],
  expect: { "p1.deck.length": 0, "p2.deck.length": 2, "J.seen.IMMUNE": 1, "p1.hand.length": 0 },
});

// Forensic Duster: "Battlecry: Your opponent's minions cost (1) more next turn."
cardCase("REV_378", {
  does: "on the opponent's next turn their minion cards cost 1 more (their spells not), and not after that turn",
  p1: { hand: [{ card: "REV_378", ref: "D" }], deck: wisps(2) },
  p2: { hand: [{ card: YETI, ref: "Y" }, { card: "CS2_029", ref: "F" }], deck: wisps(2) },
  actions: [{ type: "play", card: "D" }],
  expect: { "Y.cost": 4, "F.cost": 4 },
});
cardCase("REV_378", {
  does: "their minions cost 1 more during their turn",
  p1: { hand: [{ card: "REV_378", ref: "D" }], deck: wisps(2) },
  p2: { hand: [{ card: YETI, ref: "Y" }, { card: "CS2_029", ref: "F" }], deck: wisps(2) },
  actions: [{ type: "play", card: "D" }, { type: "endTurn" }],
  expect: { "Y.cost": 5, "F.cost": 4 },
});
cardCase("REV_378", {
  does: "the state ends with the opponent's turn",
  p1: { hand: [{ card: "REV_378", ref: "D" }], deck: wisps(2) },
  p2: { hand: [{ card: YETI, ref: "Y" }], deck: wisps(2) },
  actions: [{ type: "play", card: "D" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "Y.cost": 4 },
});

// Dew Process: "For the rest of the game, players draw an extra card at the start of their turn."
cardCase("MAW_024", {
  does: "both players draw two cards at the start of each of their turns from then on",
  p1: { hand: [{ card: "MAW_024", ref: "D" }], deck: wisps(6) },
  p2: { deck: wisps(6) },
  actions: [{ type: "play", card: "D" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hand.length": 2, "p2.hand.length": 4, "p1.deck.length": 4, "p2.deck.length": 2 },
});

// Dinner Performer: "Battlecry: Summon a random minion from your deck that you can afford to play."
cardCase("REV_020", {
  does: "with 4 Mana left after it, the Yeti (4) comes from the deck; the Boulderfist Ogre (6) and the spell stay",
  p1: { hand: [{ card: "REV_020", ref: "D" }], deck: [{ card: "CS2_200", ref: "O" }, { card: YETI, ref: "Y" }, { card: "CS2_029", ref: "F" }], mana: { crystals: 7, used: 0 } },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.board": ["REV_020", YETI], "O.zone": "deck", "F.zone": "deck" },
});
cardCase("REV_020", {
  does: "a minion it cannot afford (6 Mana, 3 left) stays in the deck: nothing is summoned",
  p1: { hand: [{ card: "REV_020", ref: "D" }], deck: [{ card: "CS2_200", ref: "O" }, { card: YETI, ref: "Y" }], mana: { crystals: 6, used: 0 } },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.board": ["REV_020"], "O.zone": "deck", "Y.zone": "deck" },
});

// Primordial Wave: "Transform enemy minions into ones that cost (1) less and friendly minions into ones that cost (1) more."
cardCase("REV_924", {
  does: "the enemy Yeti (4) becomes a random 3-Cost minion, the friendly Yeti a random 5-Cost one",
  p1: { hand: [{ card: "REV_924", ref: "P" }], board: [{ card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "P" }],
  check: (r) => {
    const [mine, theirs] = [r.state.players[0]!.board, r.state.players[1]!.board];
    expect(mine).toHaveLength(1);
    expect(theirs).toHaveLength(1);
    expect(findCard(mine[0]!.card)?.cost).toBe(5);
    expect(findCard(theirs[0]!.card)?.cost).toBe(3);
    expect(findCard(mine[0]!.card)?.type).toBe("MINION");
  },
});

// Divine Toll: "Shoot 5 rays at random minions. They give friendly minions +2/+2, and deal $2 damage to enemy minions."
cardCase("REV_950", {
  does: "five rays: each one +2/+2 on the friendly Yeti or 2 damage to the enemy Yeti (none at it once it is mortally wounded)",
  p1: { hand: [{ card: "REV_950", ref: "T" }], board: [{ card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "T" }],
  check: (r) => {
    const f = r.state.players[0]!.board[0]!;
    const e = r.state.players[1]!.board[0];
    const buffs = (f.attack! - 4) / 2;
    expect(f.health! - 5).toBe(buffs * 2);
    const hits = e ? (5 - e.health!) / 2 : 3;
    expect(buffs + hits).toBe(5);
    expect(r.state.players[1]!.hero.health).toBe(30);
  },
});
cardCase("REV_950", {
  does: "with only friendly minions, all five rays buff them (+10/+10 in all)",
  p1: { hand: [{ card: "REV_950", ref: "T" }], board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }] },
  actions: [{ type: "play", card: "T" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b[0]!.attack! + b[1]!.attack!).toBe(4 + 1 + 10);
    expect(b[0]!.health! + b[1]!.health!).toBe(5 + 1 + 10);
  },
});

// Collateral Damage: "Deal $6 damage to three random enemy minions. Excess damage hits the enemy hero."
cardCase("REV_369", {
  does: "6 to each enemy minion (Spell Damage does not raise it); the excess (5 + 1) hits the enemy hero",
  p1: { hand: [{ card: "REV_369", ref: "C" }], board: [{ card: "CS2_142" }] },
  p2: { board: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "W.zone": "graveyard", "Y.zone": "graveyard", "p2.hero.health": 24, "p1.hero.health": 30 },
});
cardCase("REV_369", {
  does: "no excess on a minion with more Health than 6: the enemy hero is untouched",
  p1: { hand: [{ card: "REV_369", ref: "C" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "O.health": 1, "p2.hero.health": 30 },
});

// Habeas Corpses: "Discover a friendly minion to resurrect and give it Rush. It dies at the end of turn."
cardCase("MAW_002", {
  does: "the friendly Yeti that died comes back with Rush (it attacks a minion at once) and dies at the end of the turn",
  p1: { hand: [{ card: "MAW_002", ref: "H" }], deck: wisps(2) },
  p2: { board: [{ card: WISP, ref: "E" }], deck: wisps(2) },
  state: { deaths: [{ card: YETI, controller: 1, turn: 2 }, { card: "CS2_200", controller: 2, turn: 3 }] },
  choices: [0],
  actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "p1.board.0", defender: "E" }, { type: "endTurn" }],
  expect: { "E.zone": "graveyard", "p1.board": [], "p2.board": [] },
});
cardCase("MAW_002", {
  does: "the resurrected minion has Rush and is on the board until the turn ends",
  p1: { hand: [{ card: "MAW_002", ref: "H" }] },
  state: { deaths: [{ card: YETI, controller: 1, turn: 2 }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "p1.board": [YETI], "p1.board.0.seen.RUSH": 1 },
});

// Stewart the Steward: "Deathrattle: Give the next Silver Hand Recruit you summon +3/+3 and this Deathrattle."
cardCase("REV_955", {
  does: "after it dies the next Recruit you summon is 4/4, the one after it 1/1; the 4/4's death passes it on to a third",
  p1: { board: [{ card: "REV_955", ref: "S" }], hand: [{ card: "CS2_101t", ref: "R1" }, { card: "CS2_101t", ref: "R2" }, { card: "CS2_101t", ref: "R3" }] },
  actions: [{ type: "destroy", target: "S" }, { type: "play", card: "R1" }, { type: "play", card: "R2" }, { type: "destroy", target: "R1" },
    { type: "play", card: "R3" }],
  expect: { "R2.attack": 1, "R2.health": 1, "R3.attack": 4, "R3.health": 4, "R1.zone": "graveyard" },
});
cardCase("REV_955", {
  does: "an enemy's Recruit does not use it up",
  p1: { board: [{ card: "REV_955", ref: "S" }], hand: [{ card: "CS2_101t", ref: "R1" }] },
  p2: { hand: [{ card: "CS2_101t", ref: "E1" }] },
  actions: [{ type: "destroy", target: "S" }, { type: "endTurn" }, { type: "play", card: "E1" }, { type: "endTurn" }, { type: "play", card: "R1" }],
  expect: { "E1.attack": 1, "R1.attack": 4, "R1.health": 4 },
});
cardCase("REV_369", {
  does: "three different minions of four, each hit once for 6",
  p1: { hand: [{ card: "REV_369", ref: "C" }] },
  p2: { board: [{ card: "CS2_200" }, { card: "CS2_200" }, { card: "CS2_200" }, { card: "CS2_200" }] },
  actions: [{ type: "play", card: "C" }],
  check: (r) => {
    expect(r.state.players[1]!.board.map((m) => m.health).sort()).toEqual([1, 1, 1, 7]);
    expect(r.state.players[1]!.hero.health).toBe(30);
  },
});

// The Dormant Wildseeds, and the cards that summon them.
const SEEDS = ["REV_360t", "REV_360t1", "REV_360t2"];
describeCard("REV_363", () => {
  // Ara'lon: "Battlecry: Summon one of each Dormant Wildseed."
  cardCase("REV_363", {
    does: "the Fox, Bear and Stag Wildseeds (summoned in that order, each just right of it), each Dormant for its own number of turns",
    p1: { hand: [{ card: "REV_363", ref: "A" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.board": ["REV_363", "REV_360t2", "REV_360t1", "REV_360t"], "p1.board.3.tags.DORMANT_TURNS": 1, "p1.board.2.tags.DORMANT_TURNS": 2, "p1.board.1.tags.DORMANT_TURNS": 3 },
  });
  cardCase("REV_363", {
    does: "after three of its controller's turn starts the Stag awakens and equips a 4/2 Greatbow; the Fox has Rush, the Bear Taunt",
    p1: { hand: [{ card: "REV_363", ref: "A" }], deck: wisps(4) },
    p2: { deck: wisps(4) },
    actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.weapon.card": "REV_360t4", "p1.weapon.attack": 4, "p1.weapon.durability": 2, "p1.board.3.seen.RUSH": 1, "p1.board.2.seen.TAUNT": 1 },
  });
  cardCase("REV_363", {
    does: "after two turn starts the Stag is still Dormant: no weapon",
    p1: { hand: [{ card: "REV_363", ref: "A" }], deck: wisps(4) },
    p2: { deck: wisps(4) },
    actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.weapon": null, "p1.board.1.tags.DORMANT_TURNS": 1 },
  });
});

// Spirit Poacher: "Battlecry: Summon a random Dormant Wildseed."
cardCase("REV_360", {
  does: "one of the three Wildseeds, Dormant",
  p1: { hand: [{ card: "REV_360", ref: "P" }] },
  actions: [{ type: "play", card: "P" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(2);
    expect(SEEDS).toContain(b[1]!.card);
    expect(b[1]!.tags?.DORMANT_TURNS).toBe(SEEDS.indexOf(b[1]!.card) + 1);
  },
});

// Stag Charge: "Deal $3 damage. Summon a random Dormant Wildseed."
cardCase("REV_364", {
  does: "3 damage to the target and one Wildseed",
  p1: { hand: [{ card: "REV_364", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  check: (r) => {
    expect(r.state.players[1]!.board[0]!.health).toBe(2);
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(1);
    expect(SEEDS).toContain(b[0]!.card);
  },
});

// Kel'Thuzad, the Inevitable: "Battlecry: Resurrect your Volatile Skeletons. Any that can't fit on the battlefield instantly explode!"
const SKEL = "REV_845";
const skelDeaths = (n: number, controller = 1) => Array.from({ length: n }, () => ({ card: SKEL, controller, turn: 2 }));
cardCase("REV_514", {
  does: "each friendly Volatile Skeleton that died comes back (an enemy one and other minions do not)",
  p1: { hand: [{ card: "REV_514", ref: "K" }] },
  state: { deaths: [...skelDeaths(2), { card: YETI, controller: 1, turn: 2 }, ...skelDeaths(1, 2)] },
  actions: [{ type: "play", card: "K" }],
  expect: { "p1.board.length": 3, "p2.hero.health": 30, "p2.board": [] },
  check: (r) => expect(r.state.players[0]!.board.filter((m) => m.card === SKEL)).toHaveLength(2),
});
cardCase("REV_514", {
  does: "with room for 2 of 5, the other 3 explode: 2 damage each to a random enemy (here only the enemy hero)",
  p1: { hand: [{ card: "REV_514", ref: "K" }], board: wisps(4) },
  state: { deaths: skelDeaths(5) },
  actions: [{ type: "play", card: "K" }],
  expect: { "p1.board.length": 7, "p2.hero.health": 24, "p1.hero.health": 30 },
});
