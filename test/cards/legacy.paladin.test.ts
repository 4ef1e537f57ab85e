/**
 * Legacy (LEGACY) Paladin cards: one case per behaviour of each card's text. Secrets are tested on their owner's
 * opponent's turn (the snapshot's `activePlayer: 2` with the secret on player 1), on their owner's own turn (they do not
 * trigger) and with no valid subject (they stay in the secret zone).
 */
import { expect } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const YETI = "CS2_182"; // 4/5
const OGRE = "CS2_200"; // 6/7
const WISP = "CS2_231"; // 1/1
const RAPTOR = "CS2_172"; // 3/2
const CROC = "CS2_120"; // River Crocolisk 2/3
const KOBOLD = "CS2_142"; // 2/2, Spell Damage +1
const SQUIRE = "EX1_008"; // Argent Squire 1/1, Divine Shield
const REAPER = "CS2_112"; // Arcanite Reaper 5/2
const RECRUIT = "CS2_101t"; // Silver Hand Recruit 1/1
const OPPONENTS_TURN = { activePlayer: 2 };

// Blessing of Kings: "Give a minion +4/+4."
cardCase("CS2_092", {
  does: "the chosen minion gets +4/+4 (an enchantment); another minion is untouched",
  p1: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }], hand: [{ card: "CS2_092", ref: "K" }] },
  actions: [{ type: "play", card: "K", target: "Y" }],
  expect: { "Y.attack": 8, "Y.health": 9, "Y.maxHealth": 9, "W.attack": 1, "W.health": 1 },
  check: (r) => expect(r.state.players[0]!.board[0]!.enchantments?.map((e) => e.card)).toEqual(["CS2_092e"]),
});
cardCase("CS2_092", {
  does: "it may target an enemy minion",
  p1: { hand: [{ card: "CS2_092", ref: "K" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "K", target: "E" }],
  expect: { "E.attack": 5, "E.health": 5 },
});
cardCase("CS2_092", {
  does: "a hero is not a valid target",
  p1: { board: [{ card: YETI }], hand: [{ card: "CS2_092", ref: "K" }] },
  actions: [{ type: "play", card: "K", target: "p1.hero" }],
  error: "illegal_action",
});
cardCase("CS2_092", {
  does: "with no minion in play it cannot be played",
  p1: { hand: [{ card: "CS2_092", ref: "K" }] },
  actions: [{ type: "play", card: "K" }],
  error: "illegal_action",
});

// Blessing of Might: "Give a minion +3 Attack."
cardCase("CS2_087", {
  does: "the chosen minion gets +3 Attack, Health unchanged, and keeps it after the turn; another is untouched",
  p1: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }], hand: [{ card: "CS2_087", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "Y" }, { type: "endTurn" }],
  expect: { "Y.attack": 7, "Y.health": 5, "W.attack": 1 },
});
cardCase("CS2_087", {
  does: "it may target an enemy minion; a hero is not a valid target",
  p1: { hand: [{ card: "CS2_087", ref: "M" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }],
  error: "illegal_action",
});
cardCase("CS2_087", {
  does: "an enemy minion gets +3 Attack",
  p1: { hand: [{ card: "CS2_087", ref: "M" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "E" }],
  expect: { "E.attack": 4, "E.health": 1 },
});

// Consecration: "Deal $2 damage to all enemies."
cardCase("CS2_093", {
  does: "2 damage to the enemy hero and every enemy minion; your side untouched",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "CS2_093", ref: "C" }] },
  p2: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p2.hero.health": 28, "Y.health": 3, "E.zone": "graveyard", "p1.hero.health": 30, "F.health": 5, "events.damage": 3 },
});
cardCase("CS2_093", {
  does: "Spell Damage +1 makes it 3 to each",
  p1: { board: [{ card: KOBOLD }], hand: [{ card: "CS2_093", ref: "C" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p2.hero.health": 27, "Y.health": 2 },
});

// Guardian of Kings: "Taunt. Battlecry: Restore #6 Health to your hero."
cardCase("CS2_088", {
  does: "restores 6 Health to your hero, not the enemy's",
  p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "CS2_088", ref: "G" }] },
  p2: { hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.hero.health": 26, "p2.hero.health": 20, "G.attack": 5, "G.health": 7 },
});
cardCase("CS2_088", {
  does: "the heal stops at your hero's maximum (27 → 30: 3 restored)",
  p1: { hero: { card: "HERO_04", health: 27 }, hand: [{ card: "CS2_088", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.hero.health": 30 },
  check: (r) => expect(events(r, "heal").map((e) => e.amount)).toEqual([3]),
});
cardCase("CS2_088", {
  does: "Taunt: the enemy cannot attack your hero past it",
  p1: { hand: [{ card: "CS2_088", ref: "G" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});

// Hammer of Wrath: "Deal $3 damage. Draw a card."
cardCase("CS2_094", {
  does: "3 damage to the chosen minion (not its neighbour), then you draw a card",
  p1: { hand: [{ card: "CS2_094", ref: "H" }], deck: deck(2) },
  p2: { board: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Y2" }] },
  actions: [{ type: "play", card: "H", target: "Y" }],
  expect: { "Y.health": 2, "Y2.health": 5, "p1.hand.length": 1, "p1.deck.length": 1, "p2.hand.length": 0 },
});
cardCase("CS2_094", {
  does: "it may target a hero; Spell Damage +1 makes it 4",
  p1: { board: [{ card: KOBOLD }], hand: [{ card: "CS2_094", ref: "H" }], deck: deck(1) },
  actions: [{ type: "play", card: "H", target: "p2.hero" }],
  expect: { "p2.hero.health": 26, "p1.hand.length": 1 },
});
cardCase("CS2_094", {
  does: "it needs a target",
  p1: { hand: [{ card: "CS2_094", ref: "H" }], deck: deck(1) },
  actions: [{ type: "play", card: "H" }],
  error: "illegal_action",
});

// Hand of Protection: "Give a minion Divine Shield."
cardCase("EX1_371", {
  does: "the chosen minion gets Divine Shield: the next damage is absorbed, the one after is not; another minion gets none",
  p1: { board: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Y2" }], hand: [{ card: "EX1_371", ref: "P" }] },
  actions: [{ type: "play", card: "P", target: "Y" }, { type: "damage", target: "Y", amount: 3 }, { type: "damage", target: "Y", amount: 3 },
    { type: "damage", target: "Y2", amount: 3 }],
  expect: { "Y.health": 2, "Y2.health": 2, "events.divine-shield": 1 },
});
cardCase("EX1_371", {
  does: "it may target an enemy minion",
  p1: { hand: [{ card: "EX1_371", ref: "P" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "E" }, { type: "damage", target: "E", amount: 1 }],
  expect: { "E.zone": "board", "E.health": 1, "events.divine-shield": 1 },
});
cardCase("EX1_371", {
  does: "a hero is not a valid target",
  p1: { board: [{ card: YETI }], hand: [{ card: "EX1_371", ref: "P" }] },
  actions: [{ type: "play", card: "P", target: "p1.hero" }],
  error: "illegal_action",
});

// Holy Light: "Restore #8 Health to your hero."
cardCase("CS2_089", {
  does: "restores 8 Health to your hero only (no target)",
  p1: { hero: { card: "HERO_04", health: 15 }, board: [{ card: YETI, ref: "F", health: 1 }], hand: [{ card: "CS2_089", ref: "L" }] },
  p2: { hero: { card: "HERO_01", health: 15 } },
  actions: [{ type: "play", card: "L" }],
  expect: { "p1.hero.health": 23, "p2.hero.health": 15, "F.health": 1 },
});
cardCase("CS2_089", {
  does: "the heal stops at 30",
  p1: { hero: { card: "HERO_04", health: 26 }, hand: [{ card: "CS2_089", ref: "L" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "p1.hero.health": 30 },
  check: (r) => expect(events(r, "heal").map((e) => e.amount)).toEqual([4]),
});

// Humility: "Change a minion's Attack to 1."
cardCase("EX1_360", {
  does: "the chosen minion's Attack becomes 1, Health kept; another minion untouched",
  p1: { hand: [{ card: "EX1_360", ref: "H" }] },
  p2: { board: [{ card: OGRE, ref: "O" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "H", target: "O" }],
  expect: { "O.attack": 1, "O.health": 7, "Y.attack": 4 },
});
cardCase("EX1_360", {
  does: "a set, not a reduction: a later +3 Attack makes it 4; a friendly minion may be chosen",
  p1: { board: [{ card: OGRE, ref: "O" }], hand: [{ card: "EX1_360", ref: "H" }, { card: "CS2_087", ref: "M" }] },
  actions: [{ type: "play", card: "H", target: "O" }, { type: "play", card: "M", target: "O" }],
  expect: { "O.attack": 4 },
});
cardCase("EX1_360", {
  does: "a hero is not a valid target",
  p1: { hand: [{ card: "EX1_360", ref: "H" }] },
  p2: { board: [{ card: OGRE }] },
  actions: [{ type: "play", card: "H", target: "p2.hero" }],
  error: "illegal_action",
});

// Pursuit of Justice: "Give +1 Attack to Silver Hand Recruits you summon this game."
cardCase("CS3_029", {
  does: "a Silver Hand Recruit you summon afterwards is 2/1; the recruit already in play stays 1/1",
  p1: { hero: { card: "HERO_04" }, board: [{ card: RECRUIT, ref: "R0" }], hand: [{ card: "CS3_029", ref: "J" }] },
  actions: [{ type: "play", card: "J" }, { type: "heroPower" }],
  expect: { "R0.attack": 1, "p1.board": [RECRUIT, RECRUIT], "p1.board.1.attack": 2, "p1.board.1.health": 1 },
});
cardCase("CS3_029", {
  does: "other minions you summon and the opponent's recruits are unchanged",
  p1: { hand: [{ card: "CS3_029", ref: "J" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "J" }, { type: "play", card: "W" }, { type: "summon", card: RECRUIT, player: 2, ref: "E" }],
  expect: { "W.attack": 1, "E.attack": 1 },
});
cardCase("CS3_029", {
  does: "it lasts the whole game (turns later) and each copy adds +1 (two: 3/1)",
  p1: { hero: { card: "HERO_04" }, hand: [{ card: "CS3_029", ref: "J" }, { card: "CS3_029", ref: "J2" }], deck: deck(3) },
  p2: { deck: deck(3, "e") },
  actions: [{ type: "play", card: "J" }, { type: "play", card: "J2" }, { type: "endTurn" }, { type: "endTurn" }, { type: "heroPower" }],
  expect: { "p1.board": [RECRUIT], "p1.board.0.attack": 3, "p1.board.0.health": 1 },
});
cardCase("CS3_029", {
  does: "a Classic-format recruit counts too (the card's name, whatever the printing)",
  p1: { hand: [{ card: "CS3_029", ref: "J" }] },
  actions: [{ type: "play", card: "J" }, { type: "summon", card: "VAN_CS2_101t", player: 1, ref: "V" }],
  expect: { "V.attack": 2 },
});

// Reckoning: "Secret: After an enemy minion deals 3 or more damage, destroy it."
cardCase("CS3_016", {
  does: "on the opponent's turn, an enemy minion deals 4 to your hero: after the damage, it is destroyed",
  p1: { secrets: [{ card: "CS3_016", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
  expect: { "p1.hero.health": 26, "Y.zone": "graveyard", "S.zone": "graveyard" },
});
cardCase("CS3_016", {
  does: "exactly 3 is enough; damage to a friendly minion counts too; your minion that deals 3 back is not destroyed",
  p1: { board: [{ card: RAPTOR, ref: "F" }], secrets: [{ card: "CS3_016", ref: "S" }] },
  p2: { board: [{ card: RAPTOR, ref: "E", health: 5 }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "E", defender: "F" }],
  expect: { "F.zone": "graveyard", "E.zone": "graveyard", "S.zone": "graveyard", "events.destroy": 1 },
});
cardCase("CS3_016", {
  does: "2 damage is not enough: it stays hidden",
  p1: { secrets: [{ card: "CS3_016", ref: "S" }] },
  p2: { board: [{ card: CROC, ref: "C" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "C", defender: "p1.hero" }],
  expect: { "p1.hero.health": 28, "C.zone": "board", "S.zone": "secrets" },
});
cardCase("CS3_016", {
  does: "an enemy hero dealing 5 with a weapon is not a minion: it stays hidden",
  p1: { secrets: [{ card: "CS3_016", ref: "S" }] },
  p2: { weapon: { card: REAPER } },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "p2.hero", defender: "p1.hero" }],
  expect: { "p1.hero.health": 25, "S.zone": "secrets" },
});
cardCase("CS3_016", {
  does: "Divine Shield absorbs the hit: no damage dealt, it stays hidden",
  p1: { board: [{ card: SQUIRE, ref: "Q" }], secrets: [{ card: "CS3_016", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "Y", defender: "Q" }],
  expect: { "Y.zone": "board", "Y.health": 4, "Q.zone": "board", "S.zone": "secrets" },
});
cardCase("CS3_016", {
  does: "an attacker already mortally wounded by the counter-hit is no subject: it stays hidden",
  p1: { board: [{ card: OGRE, ref: "O" }], secrets: [{ card: "CS3_016", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "Y", defender: "O" }],
  expect: { "Y.zone": "graveyard", "O.health": 3, "S.zone": "secrets", "events.destroy": 0 },
});
cardCase("CS3_016", {
  does: "it does not trigger on its owner's turn: the enemy Yeti's 4 counter-damage leaves it in play",
  p1: { board: [{ card: WISP, ref: "W" }], secrets: [{ card: "CS3_016", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "W", defender: "Y" }],
  expect: { "W.zone": "graveyard", "Y.zone": "board", "Y.health": 4, "S.zone": "secrets" },
});

// Righteousness: "Give your minions Divine Shield."
cardCase("EX1_184", {
  does: "every friendly minion gets Divine Shield; enemy minions do not",
  p1: { board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }], hand: [{ card: "EX1_184", ref: "R" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "R" }, { type: "damage", target: "A", amount: 2 }, { type: "damage", target: "B", amount: 2 },
    { type: "damage", target: "E", amount: 2 }],
  expect: { "A.health": 5, "B.zone": "board", "B.health": 1, "E.health": 3, "events.divine-shield": 2 },
});
cardCase("EX1_184", {
  does: "with no friendly minion it is still cast, doing nothing",
  p1: { hand: [{ card: "EX1_184", ref: "R" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "R" }, { type: "damage", target: "E", amount: 2 }],
  expect: { "R.zone": "graveyard", "E.health": 3, "events.buff": 0 },
});

// Truesilver Champion: "Whenever your hero attacks, restore #3 Health to it."
cardCase("CS2_097", {
  does: "when your hero attacks, it is healed by 3 before the combat damage (20 → 23 → 19 against a Yeti); the enemy hero is not healed",
  p1: { hero: { card: "HERO_04", health: 20 }, weapon: { card: "CS2_097", ref: "T" } },
  p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
  expect: { "p1.hero.health": 19, "Y.health": 1, "T.durability": 1, "p2.hero.health": 20 },
  check: (r) => expect(events(r, "heal").map((e) => e.amount)).toEqual([3]),
});
cardCase("CS2_097", {
  does: "a minion attacking and the enemy hero being healed are not it: no heal when your minion attacks",
  p1: { hero: { card: "HERO_04", health: 20 }, weapon: { card: "CS2_097", ref: "T" }, board: [{ card: WISP, ref: "W" }] },
  p2: { hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "attack", attacker: "W", defender: "p2.hero" }],
  expect: { "p1.hero.health": 20, "p2.hero.health": 19, "events.heal": 0, "T.durability": 2 },
});
cardCase("CS2_097", {
  does: "at full Health the trigger heals nothing",
  p1: { weapon: { card: "CS2_097", ref: "T" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.hero.health": 30, "p2.hero.health": 26, "events.heal": 0 },
});
