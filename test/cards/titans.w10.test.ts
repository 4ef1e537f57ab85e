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

describeCard("TTN_092", () => {
  cardCase("TTN_092", {
    does: "Battlecry: equip the 3/3 Taeshalach; Maintain Order: the weapon draws after the hero attacks",
    p1: { hand: [{ card: "TTN_092", ref: "A" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "A" }, { type: "titan", minion: "A", ability: 1 }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p1.weapon": "TTN_092t", "p1.hand": [WISP], "p2.hero.health": 27 },
  });
  cardCase("TTN_092", {
    does: "Commanding Presence: a 3/3 Taunt Enforcer after the hero attacks",
    p1: { board: [{ card: "TTN_092", ref: "A" }], weapon: { card: "TTN_092t" } },
    actions: [{ type: "titan", minion: "A", ability: 2 }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p1.board": ["TTN_092", "TTN_092e2t"], "p1.board.1.seen.TAUNT": 1 },
  });
  cardCase("TTN_092", {
    does: "Swift Slash: +2 Attack and the hero Immune while attacking",
    p1: { board: [{ card: "TTN_092", ref: "A" }], weapon: { card: "TTN_092t" } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "titan", minion: "A", ability: 3 }, { type: "attack", attacker: "p1.hero", defender: "Y" }],
    expect: { "Y.zone": "graveyard", "p1.hero.health": 30 },
  });
});

describeCard("TTN_800", () => {
  cardCase("TTN_800", {
    does: "the first spell each turn costs 3 less, the second full price",
    p1: { board: [{ card: "TTN_800" }], hand: [{ card: FIREBALL, ref: "F" }, { card: FIREBALL, ref: "G" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.mana.used": 1, "G.cost": 4 },
  });
  cardCase("TTN_800", {
    does: "Roaring Oceans: 3 to all enemies, 6 healing to all friendly characters",
    p1: { board: [{ card: "TTN_800", ref: "G" }, { card: YETI, ref: "Y", health: 1 }], hero: { card: "HERO_07", health: 20 } },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "titan", minion: "G", ability: 1 }],
    expect: { "E.health": 2, "p2.hero.health": 27, "Y.health": 5, "p1.hero.health": 26 },
  });
  cardCase("TTN_800", {
    does: "Lord of Skies: 20 damage to a minion, Spell Damage not added",
    p1: { board: [{ card: "TTN_800", ref: "G" }, { card: "CS2_197" }] },
    p2: { board: [{ card: "EX1_620", ref: "M" }] },
    actions: [{ type: "titan", minion: "G", ability: 2, target: "M" }],
    expect: { "M.zone": "graveyard" },
  });
  cardCase("TTN_800", {
    does: "Shargahn's Wrath: draws 3 Overload cards, passing others",
    p1: { board: [{ card: "TTN_800", ref: "G" }], deck: [{ card: WISP }, { card: "EX1_248" }, { card: "EX1_238" }, { card: "EX1_246" }, { card: "EX1_259" }] },
    actions: [{ type: "titan", minion: "G", ability: 3 }],
    check: (r) => { const h = r.state.players[0].hand.map((c) => c.card).sort(); expect(h).toEqual(["EX1_238", "EX1_248", "EX1_259"]); },
  });
});

describeCard("TTN_858", () => {
  cardCase("TTN_858", {
    does: "your minions take at most 2 damage at a time",
    p1: { board: [{ card: "TTN_858", ref: "A" }, { card: YETI, ref: "Y" }] },
    p2: { hand: [{ card: FIREBALL, ref: "F" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "F", target: "Y" }],
    expect: { "Y.health": 3 },
  });
  cardCase("TTN_858", {
    does: "Reinforced: 2 minions drawn, each a 2/2 costing 2",
    p1: { board: [{ card: "TTN_858", ref: "A" }], deck: [{ card: OGRE, ref: "O" }, { card: FIREBALL }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "titan", minion: "A", ability: 1 }],
    expect: { "O.zone": "hand", "Y.zone": "hand", "O.attack": 2, "O.health": 2, "O.cost": 2, "Y.cost": 2 },
  });
  cardCase("TTN_858", {
    does: "Empowered: other friendly minions +2/+2",
    p1: { board: [{ card: "TTN_858", ref: "A" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "titan", minion: "A", ability: 2 }],
    expect: { "W.attack": 3, "W.health": 3, "A.attack": 1 },
  });
  cardCase("TTN_858", {
    does: "Pacified: enemy minions become 2/2",
    p1: { board: [{ card: "TTN_858", ref: "A" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "titan", minion: "A", ability: 3 }],
    expect: { "O.attack": 2, "O.health": 2 },
  });
});

describeCard("TTN_076", () => {
  cardCase("TTN_076", {
    does: "Battlecry: Discover a spell at its cost",
    p1: { hand: [{ card: "TTN_076", ref: "M" }], hero: { card: "HERO_08" } },
    actions: [{ type: "play", card: "M" }],
    choices: [0],
    check: (r) => { const c = r.state.players[0].hand[0]!; expect(findCard(c.card)!.type).toBe("SPELL"); expect(c.cost).toBe(findCard(c.card)!.cost); },
  });
  cardCase("TTN_076", {
    does: "Forged: the spell costs 3 less",
    p1: { hand: [{ card: "TTN_076", ref: "M" }], hero: { card: "HERO_08" } },
    actions: [{ type: "forge", card: "M" }, { type: "play", card: "M" }],
    choices: [0],
    check: (r) => { const c = r.state.players[0].hand[0]!; expect(c.cost).toBe(Math.max(0, findCard(c.card)!.cost! - 3)); },
  });
});

describeCard("TTN_477", () => {
  cardCase("TTN_477", {
    does: "3 damage and a random spell",
    p1: { hand: [{ card: "TTN_477", ref: "R" }] },
    actions: [{ type: "play", card: "R", target: "p2.hero" }],
    expect: { "p2.hero.health": 27, "p1.hand.length": 1 },
    check: (r) => expect(findCard(r.state.players[0].hand[0]!.card)!.type).toBe("SPELL"),
  });
  cardCase("TTN_477", {
    does: "Forged: twice — 6 damage and two spells",
    p1: { hand: [{ card: "TTN_477", ref: "R" }] },
    actions: [{ type: "forge", card: "R" }, { type: "play", card: "R", target: "p2.hero" }],
    expect: { "p2.hero.health": 24, "p1.hand.length": 2 },
  });
});

describeCard("TTN_730", () => {
  cardCase("TTN_730", {
    does: "at the end of your turn: a copy of itself",
    p1: { board: [{ card: "TTN_730" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board": ["TTN_730", "TTN_730"] },
  });
  cardCase("TTN_730", {
    does: "Forged: Magnetic — on a Mech the Mech copies itself each end of turn",
    p1: { hand: [{ card: "TTN_730", ref: "L" }], board: [{ card: "EX1_556", ref: "H" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "forge", card: "L" }, { type: "play", card: "L", position: 0 }, { type: "endTurn" }],
    expect: { "p1.board": ["EX1_556", "EX1_556"], "H.attack": 5, "p1.board.1.attack": 5 },
  });
});

describeCard("YOG_411", () => {
  cardCase("YOG_411", {
    does: "with 5 spells played this game: 2 damage to all enemies",
    p1: { hand: [{ card: "YOG_411", ref: "P" }], playedThisGame: Array.from({ length: 5 }, () => ({ card: FIREBALL, cost: 4, turn: 3 })) },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "E.health": 3, "p2.hero.health": 28 },
  });
  cardCase("YOG_411", {
    does: "with 4: nothing",
    p1: { hand: [{ card: "YOG_411", ref: "P" }], playedThisGame: Array.from({ length: 4 }, () => ({ card: FIREBALL, cost: 4, turn: 3 })) },
    actions: [{ type: "play", card: "P" }],
    expect: { "p2.hero.health": 30 },
  });
});

describeCard("YOG_518", () => {
  cardCase("YOG_518", {
    does: "with 5 spells played this game: draw 2",
    p1: { hand: [{ card: "YOG_518", ref: "P" }], deck: [{ card: WISP }, { card: WISP }], playedThisGame: Array.from({ length: 5 }, () => ({ card: FIREBALL, cost: 4, turn: 3 })) },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.hand.length": 2 },
  });
});

describeCard("YOG_521", () => {
  cardCase("YOG_521", {
    does: "with 5 spells played this game: the hero +4 Attack this turn",
    p1: { hand: [{ card: "YOG_521", ref: "P" }], playedThisGame: Array.from({ length: 5 }, () => ({ card: FIREBALL, cost: 4, turn: 3 })) },
    actions: [{ type: "play", card: "P" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p2.hero.health": 26 },
  });
});

describeCard("YOG_528", () => {
  cardCase("YOG_528", {
    does: "with 5 spells played this game: 4 Mana refreshed",
    p1: { hand: [{ card: "YOG_528", ref: "P" }], mana: { crystals: 10, used: 5 }, playedThisGame: Array.from({ length: 5 }, () => ({ card: FIREBALL, cost: 4, turn: 3 })) },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.mana.used": 4 },
  });
});

describeCard("YOG_519", () => {
  cardCase("YOG_519", {
    does: "after an Elemental last turn: 7 damage split among enemies (the hero alone takes 7)",
    p1: { hand: [{ card: "YOG_519", ref: "T" }], playedLastTurn: ["CS2_042"] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p2.hero.health": 23 },
  });
  cardCase("YOG_519", {
    does: "otherwise nothing",
    p1: { hand: [{ card: "YOG_519", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p2.hero.health": 30 },
  });
});

describeCard("YOG_520", () => {
  cardCase("YOG_520", {
    does: "a friendly Undead dies: 2 to the enemy hero and a Shadow Priest spell",
    p1: { board: [{ card: "YOG_520" }, { card: "TTN_470t", ref: "V" }] },
    actions: [{ type: "destroy", target: "V" }],
    expect: { "p2.hero.health": 28 },
    check: (r) => { const c = findCard(r.state.players[0].hand[0]!.card)!; expect(c.cardClass).toBe("PRIEST"); expect(c.spellSchool).toBe("SHADOW"); },
  });
});

describeCard("YOG_506", () => {
  cardCase("YOG_506", {
    does: "Deathrattle: a Chimaera with stats equal to its Attack",
    p1: { board: [{ card: "YOG_506", ref: "T", attack: 5 }] },
    actions: [{ type: "destroy", target: "T" }],
    expect: { "p1.board": ["YOG_506t"], "p1.board.0.attack": 5, "p1.board.0.health": 5 },
  });
});

describeCard("TTN_721", () => {
  cardCase("TTN_721", {
    does: "Attach the Cannons!: +2/+1 and 4 damage to a random enemy, then the same for another friendly minion",
    p1: { board: [{ card: "TTN_721", ref: "V" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "titan", minion: "V", ability: 1 }],
    expect: { "V.attack": 5, "V.health": 6, "W.attack": 3, "W.health": 2, "p2.hero.health": 22 },
  });
  cardCase("TTN_721", {
    does: "Full Power!: +1/+2 and a card for each; alone, only once",
    p1: { board: [{ card: "TTN_721", ref: "V" }], deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "titan", minion: "V", ability: 2 }],
    expect: { "V.attack": 4, "V.health": 7, "p1.hand.length": 1 },
  });
  cardCase("TTN_721", {
    does: "Maximize Defenses!: +3 Health and Elusive, the other minion too",
    p1: { board: [{ card: "TTN_721", ref: "V" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "titan", minion: "V", ability: 3 }],
    expect: { "V.health": 8, "Y.health": 8, "Y.seen.CANT_BE_TARGETED_BY_SPELLS": 1 },
  });
});

describeCard("TTN_430", () => {
  cardCase("TTN_430", {
    does: "a copy of a minion in the deck; the deck keeps it",
    p1: { hand: [{ card: "TTN_430", ref: "C" }], deck: [{ card: YETI }, { card: FIREBALL }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.hand": [YETI], "p1.deck.length": 2 },
  });
  cardCase("TTN_430", {
    does: "Forged: another copy of it",
    p1: { hand: [{ card: "TTN_430", ref: "C" }], deck: [{ card: YETI }, { card: FIREBALL }] },
    actions: [{ type: "forge", card: "C" }, { type: "play", card: "C" }],
    expect: { "p1.hand": [YETI, YETI], "p1.deck.length": 2 },
  });
});

describeCard("TTN_302", () => {
  cardCase("TTN_302", {
    does: "Discover a Hunter Secret and cast it (into the secret zone, not the hand)",
    p1: { hand: [{ card: "TTN_302", ref: "T" }], hero: { card: "HERO_05" } },
    actions: [{ type: "play", card: "T" }],
    choices: [0],
    check: (r) => { const p = r.state.players[0]; expect(p.hand).toHaveLength(0); expect(p.secrets).toHaveLength(1); expect(findCard(p.secrets[0]!.card)!.mechanics).toContain("SECRET"); },
  });
  cardCase("TTN_302", {
    does: "Forged: two Secrets",
    p1: { hand: [{ card: "TTN_302", ref: "T" }], hero: { card: "HERO_05" } },
    actions: [{ type: "forge", card: "T" }, { type: "play", card: "T" }],
    choices: [0, 0],
    check: (r) => { const p = r.state.players[0]; expect(p.hand).toHaveLength(0); expect(p.secrets.length + p.graveyard.filter((g) => findCard(g.card)!.mechanics?.includes("SECRET")).length).toBe(2); },
  });
});

describeCard("TTN_862", () => {
  cardCase("TTN_862", {
    does: "minions left of it have Rush, right of it Lifesteal",
    p1: { board: [{ card: WISP, ref: "L" }, { card: "TTN_862", ref: "A" }, { card: YETI, ref: "R" }] },
    actions: [{ type: "endTurn" }],
    p2: { deck: [{ card: WISP }] },
    expect: { "L.seen.RUSH": 1, "L.seen.LIFESTEAL": undefined, "R.seen.LIFESTEAL": 1, "R.seen.RUSH": undefined },
  });
  cardCase("TTN_862", {
    does: "a minion played to its left can attack minions at once (Rush)",
    p1: { board: [{ card: "TTN_862", ref: "A" }], hand: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "Y", position: 0 }, { type: "attack", attacker: "Y", defender: "W" }],
    expect: { "W.zone": "graveyard" },
  });
  cardCase("TTN_862", {
    does: "Show of Force: minions in hand cost 2 less",
    p1: { board: [{ card: "TTN_862", ref: "A" }], hand: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "titan", minion: "A", ability: 2 }],
    expect: { "Y.cost": 2, "F.cost": 4 },
  });
  cardCase("TTN_862", {
    does: "Argunite Army: four 2/2 Taunt Elementals; Crystal Carving: a Deathrattle minion costing 3 less",
    p1: { board: [{ card: "TTN_862", ref: "A", tags: { WINDFURY: 1 } }], hero: { card: "HERO_07" } },
    actions: [{ type: "titan", minion: "A", ability: 3 }, { type: "titan", minion: "A", ability: 1 }],
    choices: [0],
    check: (r) => {
      const p = r.state.players[0];
      expect(p.board.map((m) => m.card).filter((c) => c === "TTN_862t4")).toHaveLength(4);
      const c = p.hand[0]!; const f = findCard(c.card)!;
      expect(f.mechanics).toContain("DEATHRATTLE"); expect(c.cost).toBe(Math.max(0, f.cost! - 3));
    },
  });
});
