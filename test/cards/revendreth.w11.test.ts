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
