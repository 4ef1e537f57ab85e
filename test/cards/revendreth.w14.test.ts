/** Murder at Castle Nathria (REVENDRETH): cards of session 14 (w14/nathria; rules-notes 1660-1679). */
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182";

describeCard("REV_307", () => {
  // Natural Causes: "Deal $2 damage. Summon a 2/2 Treant."
  cardCase("REV_307", {
    does: "2 damage to the enemy Yeti, and a 2/2 Treant for you",
    p1: { hand: [{ card: "REV_307", ref: "N" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "N", target: "Y" }],
    expect: { "Y.health": 3, "p1.board": ["REV_336t2"], "p1.board.0.attack": 2, "p1.board.0.health": 2 },
  });
  cardCase("REV_307", {
    does: "Spell Damage +1 (Kobold Geomancer): 3 damage to the enemy hero",
    p1: { hand: [{ card: "REV_307", ref: "N" }], board: [{ card: "CS2_142" }] },
    actions: [{ type: "play", card: "N", target: "p2.hero" }],
    expect: { "p2.hero.health": 27, "p1.board": ["CS2_142", "REV_336t2"] },
  });
});

const WISP = "CS2_231";
const OGRE = "CS2_200";
const MIND_VISION = "CS2_003"; // "Put a copy of a random card in your opponent's hand into your hand."

describeCard("REV_246", () => {
  // Mysterious Visitor: "Battlecry: Reduce the Cost of cards copied from your opponent by (3)."
  cardCase("REV_246", {
    does: "the Yeti copied by Mind Vision costs (1); your own Ogre keeps (6)",
    p1: { hand: [{ card: MIND_VISION, ref: "M" }, { card: "REV_246", ref: "V" }, { card: OGRE, ref: "O" }] },
    p2: { hand: [{ card: YETI }] },
    actions: [{ type: "play", card: "M" }, { type: "play", card: "V" }],
    expect: { "p1.hand": [OGRE, YETI], "p1.hand.0.cost": 6, "p1.hand.1.cost": 1 },
  });
  cardCase("REV_246", {
    does: "a copy of your own card is not copied from the opponent",
    p1: { hand: [{ card: "REV_246", ref: "V" }], deck: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "Y.cost": 4 },
  });
});

describeCard("MAW_023", () => {
  // Theft Accusation: "Choose a minion. Destroy it after you play a card copied from the opponent."
  cardCase("MAW_023", {
    does: "the accused Yeti lives through your own Wisp, and dies after you play the Wisp Mind Vision copied",
    p1: { hand: [{ card: "MAW_023", ref: "T" }, { card: WISP, ref: "W" }, { card: MIND_VISION, ref: "M" }], mana: { crystals: 10 } },
    p2: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: WISP }] },
    actions: [{ type: "play", card: "T", target: "Y" }, { type: "play", card: "W" }, { type: "play", card: "M" }, { type: "play", card: "p1.hand.0" }],
    expect: { "Y.zone": "graveyard", "p1.board": [WISP, WISP] },
  });
  cardCase("MAW_023", {
    does: "only your plays: the opponent playing a card they copied from you does not",
    p1: { hand: [{ card: "MAW_023", ref: "T" }, { card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: MIND_VISION, ref: "M" }], deck: [{ card: OGRE }] },
    actions: [{ type: "play", card: "T", target: "Y" }, { type: "endTurn" }, { type: "play", card: "M" }, { type: "play", card: "p2.hand.1" }],
    expect: { "Y.zone": "board", "p2.board": [YETI, WISP] },
  });
});

describeCard("MAW_004", () => {
  // Soul Seeker: "Battlecry: Swap this with a random minion from your opponent's deck."
  cardCase("MAW_004", {
    does: "the Ogre of their deck is summoned for you where Soul Seeker stood; Soul Seeker is in their deck at the Ogre's place, theirs",
    p1: { board: [{ card: WISP, ref: "A" }], hand: [{ card: "MAW_004", ref: "S" }] },
    p2: { deck: [{ card: "CS2_029", ref: "F" }, { card: OGRE, ref: "O" }, { card: "CS2_029" }] },
    actions: [{ type: "play", card: "S", position: 0 }],
    expect: { "p1.board": [OGRE, WISP], "O.zone": "board", "S.zone": "deck", "p2.deck": ["CS2_029", "MAW_004", "CS2_029"] },
  });
  cardCase("MAW_004", {
    does: "no minion in their deck: it stays",
    p1: { hand: [{ card: "MAW_004", ref: "S" }] },
    p2: { deck: [{ card: "CS2_029" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["MAW_004"], "p2.deck": ["CS2_029"] },
  });
});
