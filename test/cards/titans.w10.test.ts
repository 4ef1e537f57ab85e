/** TITANS (w10/titans): Forge cards (the `forge` action), Titans (the `titan` action) and the set's own texts. */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const OGRE = "CS2_200"; // 6/7 Boulderfist Ogre
const AXE = "CS2_106"; // Fiery War Axe
const INNERVATE = "EX1_169"; // Nature spell, 0
const FIREBALL = "CS2_029";

describeCard("TTN_039", () => {
  cardCase("TTN_039", {
    does: "Battlecry: a random Holy spell; no healing unforged",
    p1: { hand: [{ card: "TTN_039", ref: "W" }], hero: { card: "HERO_04", health: 20 } },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.hero.health": 20, "p1.hand.length": 1 },
    check: (r) => expect(findCard(r.state.players[0].hand[0]!.card)!.spellSchool).toBe("HOLY"),
  });
  cardCase("TTN_039", {
    does: "Forged (2 Mana): the Battlecry also restores 6 Health to your hero",
    p1: { hand: [{ card: "TTN_039", ref: "W" }], hero: { card: "HERO_04", health: 20 } },
    actions: [{ type: "forge", card: "W" }, { type: "play", card: "W" }],
    expect: { "p1.hero.health": 26, "p1.mana.used": 4, "W.card": "TTN_039t" },
    check: (r) => expect(findCard(r.state.players[0].hand[0]!.card)!.spellSchool).toBe("HOLY"),
  });
});

describeCard("TTN_042", () => {
  cardCase("TTN_042", {
    does: "Forge turns the 3/3 Rush into the 6/5 Rush in hand, for 2 Mana",
    p1: { hand: [{ card: "TTN_042", ref: "C" }] },
    actions: [{ type: "forge", card: "C" }],
    expect: { "C.card": "TTN_042t", "C.attack": 6, "C.health": 5, "C.zone": "hand", "p1.mana.used": 2 },
  });
  cardCase("TTN_042", {
    does: "Forge needs 2 Mana",
    p1: { hand: [{ card: "TTN_042", ref: "C" }], mana: { crystals: 10, used: 9 } },
    actions: [{ type: "forge", card: "C" }],
    error: "illegal_action",
  });
  cardCase("TTN_042", {
    does: "a Forged card can't be Forged again",
    p1: { hand: [{ card: "TTN_042", ref: "C" }] },
    actions: [{ type: "forge", card: "C" }, { type: "forge", card: "C" }],
    error: "illegal_action",
  });
});

describeCard("TTN_458", () => {
  cardCase("TTN_458", {
    does: "Battlecry: 5 damage split among enemy minions (a lone Ogre takes all 5)",
    p1: { hand: [{ card: "TTN_458", ref: "X" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "X" }],
    expect: { "O.health": 2, "X.seen.LIFESTEAL": undefined },
  });
  cardCase("TTN_458", {
    does: "Forged: Lifesteal, so the split damage heals your hero",
    p1: { hand: [{ card: "TTN_458", ref: "X" }], hero: { card: "HERO_04", health: 20 } },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "forge", card: "X" }, { type: "play", card: "X" }],
    expect: { "O.health": 2, "p1.hero.health": 25 },
  });
});

describeCard("TTN_724", () => {
  cardCase("TTN_724", {
    does: "Forge: costs 6; Forged again it costs 2 less each time (4, then 2)",
    p1: { hand: [{ card: "TTN_724", ref: "G" }] },
    actions: [{ type: "forge", card: "G" }, { type: "forge", card: "G" }, { type: "forge", card: "G" }],
    expect: { "G.card": "TTN_724t", "G.cost": 2, "p1.mana.used": 6, "G.attack": 8 },
  });
});

describeCard("YOG_525", () => {
  cardCase("YOG_525", {
    does: "Battlecry: minions in your hand +1/+1 (not spells)",
    p1: { hand: [{ card: "YOG_525", ref: "M" }, { card: YETI, ref: "Y" }, { card: FIREBALL }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "Y.attack": 5, "Y.health": 6 },
  });
  cardCase("YOG_525", {
    does: "Forged: +2/+2 instead",
    p1: { hand: [{ card: "YOG_525", ref: "M" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "forge", card: "M" }, { type: "play", card: "M" }],
    expect: { "Y.attack": 6, "Y.health": 7 },
  });
});

describeCard("YOG_502", () => {
  cardCase("YOG_502", {
    does: "damage equal to your Armor to all minions",
    p1: { hand: [{ card: "YOG_502", ref: "S" }], hero: { card: "HERO_01", armor: 4 }, board: [{ card: YETI, ref: "A" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "A.health": 1, "O.health": 3 },
  });
  cardCase("YOG_502", {
    does: "Forged: 3 Armor first, then the damage (7)",
    p1: { hand: [{ card: "YOG_502", ref: "S" }], hero: { card: "HERO_01", armor: 4 } },
    p2: { board: [{ card: OGRE, ref: "O" }, { card: YETI, ref: "E" }] },
    actions: [{ type: "forge", card: "S" }, { type: "play", card: "S" }],
    expect: { "O.zone": "graveyard", "E.zone": "graveyard", "p1.hero.armor": 7 },
  });
});

describeCard("TTN_865", () => {
  cardCase("TTN_865", {
    does: "draws 2",
    p1: { hand: [{ card: "TTN_865", ref: "W" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.hand.length": 2 },
  });
  cardCase("TTN_865", {
    does: "Forged: draws up to the opponent's hand size (4), then 2 more",
    p1: { hand: [{ card: "TTN_865", ref: "W" }, { card: YETI }], deck: Array.from({ length: 8 }, () => ({ card: WISP })) },
    p2: { hand: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
    actions: [{ type: "forge", card: "W" }, { type: "play", card: "W" }],
    expect: { "p1.hand.length": 6, "p1.deck.length": 3 },
  });
});

describeCard("TTN_801", () => {
  cardCase("TTN_801", {
    does: "after you cast a Nature spell: a 4/2 Elemental without Rush",
    p1: { board: [{ card: "TTN_801" }], hand: [{ card: INNERVATE, ref: "M" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.board": ["TTN_801", "TTN_801t1"], "p1.board.1.attack": 4 },
  });
  cardCase("TTN_801", {
    does: "Forged: the Elemental has Rush; a Fire spell summons none",
    p1: { hand: [{ card: "TTN_801", ref: "C" }, { card: INNERVATE, ref: "M" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "forge", card: "C" }, { type: "play", card: "C" }, { type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "M" }],
    expect: { "p1.board": ["TTN_801t", "TTN_801t2"], "p1.board.1.seen.RUSH": 1 },
  });
});

describeCard("TTN_729", () => {
  cardCase("TTN_729", {
    does: "after you Forge a card, a copy of the Forged card",
    p1: { board: [{ card: "TTN_729" }], hand: [{ card: "TTN_042", ref: "C" }] },
    actions: [{ type: "forge", card: "C" }],
    expect: { "p1.hand": ["TTN_042t", "TTN_042t"] },
  });
});

describeCard("TTN_903", () => {
  cardCase("TTN_903", {
    does: "played this turn, it uses an ability at once (draw until full), then a 5/5 Taunt Ancient",
    p1: { hand: [{ card: "TTN_903", ref: "E" }], deck: Array.from({ length: 12 }, () => ({ card: WISP })) },
    actions: [{ type: "play", card: "E" }, { type: "titan", minion: "E", ability: 1 }],
    expect: { "p1.hand.length": 10, "p1.board": ["TTN_903", "TTN_903t4"], "p1.board.1.seen.TAUNT": 1, "E.tags.TITAN_ABILITY_USED_1": 1 },
  });
  cardCase("TTN_903", {
    does: "one ability a turn: a second one the same turn is refused",
    p1: { board: [{ card: "TTN_903", ref: "E" }], hero: { card: "HERO_06", health: 10 } },
    actions: [{ type: "titan", minion: "E", ability: 2 }, { type: "titan", minion: "E", ability: 3 }],
    error: "illegal_action",
  });
  cardCase("TTN_903", {
    does: "it can't attack while an ability is left",
    p1: { board: [{ card: "TTN_903", ref: "E" }], hero: { card: "HERO_06", health: 10 } },
    actions: [{ type: "titan", minion: "E", ability: 2 }, { type: "attack", attacker: "E", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("TTN_903", {
    does: "Bountiful Harvest restores the hero to full; Flourish refreshes the Mana Crystals",
    p1: { board: [{ card: "TTN_903", ref: "E", tags: { TITAN_ABILITY_USED_1: 1 } }], hero: { card: "HERO_06", health: 10 }, mana: { crystals: 8, used: 8 },
      deck: [{ card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "titan", minion: "E", ability: 2 }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "p1.hand.0" }, { type: "titan", minion: "E", ability: 3 }],
    expect: { "p1.hero.health": 30, "p1.mana.used": 0, "p1.board": ["TTN_903", "TTN_903t4", "TTN_903t4", WISP] },
  });
  cardCase("TTN_903", {
    does: "with all three used it attacks like any minion",
    p1: { board: [{ card: "TTN_903", ref: "E", tags: { TITAN_ABILITY_USED_1: 1, TITAN_ABILITY_USED_2: 1, TITAN_ABILITY_USED_3: 1 } }] },
    actions: [{ type: "attack", attacker: "E", defender: "p2.hero" }],
    expect: { "p2.hero.health": 25 },
  });
  cardCase("TTN_903", {
    does: "Silenced: no abilities, it attacks at once",
    p1: { board: [{ card: "TTN_903", ref: "E", tags: { SILENCED: 1 } }] },
    actions: [{ type: "attack", attacker: "E", defender: "p2.hero" }],
    expect: { "p2.hero.health": 25 },
  });
  cardCase("TTN_903", {
    does: "Frozen: no ability",
    p1: { board: [{ card: "TTN_903", ref: "E", tags: { FROZEN: 1 } }] },
    actions: [{ type: "titan", minion: "E", ability: 2 }],
    error: "illegal_action",
  });
  cardCase("TTN_903", {
    does: "Windfury: two abilities in one turn (two Ancients)",
    p1: { board: [{ card: "TTN_903", ref: "E", tags: { WINDFURY: 1 } }], hero: { card: "HERO_06", health: 10 } },
    actions: [{ type: "titan", minion: "E", ability: 2 }, { type: "titan", minion: "E", ability: 3 }],
    expect: { "p1.hero.health": 30, "p1.board": ["TTN_903", "TTN_903t4", "TTN_903t4"] },
  });
});

describeCard("TTN_415", () => {
  cardCase("TTN_415", {
    does: "Titanforge: +2/+2 and a weapon drawn; then Immune this turn and attacks a random enemy minion",
    p1: { board: [{ card: "TTN_415", ref: "K" }], deck: [{ card: WISP }, { card: AXE }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "titan", minion: "K", ability: 1 }],
    expect: { "K.attack": 6, "K.health": 7, "p1.hand": [AXE], "E.zone": "graveyard", "K.seen.IMMUNE": 1 },
  });
  cardCase("TTN_415", {
    does: "Tempering: +5 Attack and the hero +5 Attack this turn",
    p1: { board: [{ card: "TTN_415", ref: "K" }] },
    actions: [{ type: "titan", minion: "K", ability: 2 }],
    expect: { "K.attack": 9, "p1.hero.attack": 5 },
  });
  cardCase("TTN_415", {
    does: "Heart of Flame: +5 Health and 5 Armor; the Immune wears off at the end of the turn",
    p1: { board: [{ card: "TTN_415", ref: "K" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "titan", minion: "K", ability: 3 }, { type: "endTurn" }],
    expect: { "K.health": 10, "p1.hero.armor": 5, "K.seen.IMMUNE": undefined },
  });
});
