/** TITANS (w10/titans): the set's own texts whose steps the format has. */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const OGRE = "CS2_200"; // 6/7
const RAPTOR = "CS2_172"; // 3/2 Bloodfen Raptor
const FIRE_ELEMENTAL = "CS2_042"; // 6/5 Elemental, Battlecry: 3 damage
const HARVEST_GOLEM = "EX1_556"; // 2/3 Mech
const OPPONENTS_TURN = { activePlayer: 2 };
const card = (id: string) => findCard(id)!;

describeCard("TTN_080", () => {
  cardCase("TTN_080", {
    does: "with a 4-Attack minion: +2/+2",
    p1: { hand: [{ card: "TTN_080", ref: "F" }], board: [{ card: YETI }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "F.attack": 5, "F.health": 5, "F.seen.RUSH": 1 },
  });
  cardCase("TTN_080", {
    does: "with only a 3-Attack minion: nothing",
    p1: { hand: [{ card: "TTN_080", ref: "F" }], board: [{ card: RAPTOR }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "F.attack": 3, "F.health": 3 },
  });
});

describeCard("TTN_081", () => {
  cardCase("TTN_081", {
    does: "three 1-Cost 4/1 Worms",
    p1: { hand: [{ card: "TTN_081", ref: "A" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.hand": ["TTN_081t", "TTN_081t", "TTN_081t"], "p1.hand.0.cost": 1, "p1.hand.0.attack": 4 },
  });
});

describeCard("TTN_456", () => {
  cardCase("TTN_456", {
    does: "Battlecry: 2 damage to the enemy minion, not the hero",
    p1: { hand: [{ card: "TTN_456", ref: "T" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "E.health": 3, "p2.hero.health": 30, "T.seen.LIFESTEAL": 1 },
  });
});

describeCard("TTN_466", () => {
  cardCase("TTN_466", {
    does: "gains Armor equal to the damage it deals",
    p1: { board: [{ card: "TTN_466", ref: "M" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "attack", attacker: "M", defender: "O" }],
    expect: { "p1.hero.armor": 5, "O.health": 2 },
  });
});

describeCard("TTN_467", () => {
  cardCase("TTN_467", {
    does: "whenever your hero attacks: 4 Armor",
    p1: { weapon: { card: "TTN_467" } },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p1.hero.armor": 4, "p2.hero.health": 27 },
  });
});

describeCard("TTN_470", () => {
  cardCase("TTN_470", {
    does: "five 1/1 Rush Val'kyr; when one dies the others get +1/+1",
    p1: { hand: [{ card: "TTN_470", ref: "T" }] },
    p2: { board: [{ card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "T" }, { type: "attack", attacker: "p1.board.0", defender: "R" }],
    expect: { "p1.board": ["TTN_470t", "TTN_470t", "TTN_470t", "TTN_470t"], "p1.board.0.attack": 2, "p1.board.3.health": 2, "p1.board.0.seen.RUSH": 1 },
  });
});

describeCard("TTN_479", () => {
  cardCase("TTN_479", {
    does: "an Elemental you summon gets +1/+1; another minion does not",
    p1: { board: [{ card: "TTN_479" }], hand: [{ card: FIRE_ELEMENTAL, ref: "F" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "Y" }],
    expect: { "F.attack": 7, "F.health": 6, "Y.attack": 4 },
  });
});

describeCard("TTN_483", () => {
  cardCase("TTN_483", {
    does: "enemy minions -2 Attack; those left at 0 Attack are destroyed",
    p1: { hand: [{ card: "TTN_483", ref: "S" }], board: [{ card: RAPTOR, ref: "MINE" }] },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: "EX1_556", ref: "H" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.attack": 2, "H.zone": "graveyard", "MINE.attack": 3 },
  });
});

describeCard("TTN_486", () => {
  cardCase("TTN_486", {
    does: "+3/+3 until your next turn",
    p1: { hand: [{ card: "TTN_486", ref: "S" }], board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.attack": 7, "Y.health": 8 },
  });
  cardCase("TTN_486", {
    does: "gone when your next turn starts",
    p1: { hand: [{ card: "TTN_486", ref: "S" }], board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S", target: "Y" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "Y.attack": 4, "Y.health": 5 },
  });
});

describeCard("TTN_504", () => {
  cardCase("TTN_504", {
    does: "Secret: the attacked friendly minion gets +3/+3 before the damage",
    p1: { secrets: [{ card: "TTN_504" }], board: [{ card: RAPTOR, ref: "R" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    state: OPPONENTS_TURN,
    actions: [{ type: "attack", attacker: "Y", defender: "R" }],
    expect: { "R.zone": "board", "R.health": 1, "R.attack": 6, "Y.zone": "graveyard" },
  });
});

describeCard("TTN_700", () => {
  cardCase("TTN_700", {
    does: "Deathrattle: a random 8-Cost minion",
    p1: { board: [{ card: "TTN_700", ref: "C" }] },
    actions: [{ type: "destroy", target: "C" }],
    check: (r) => { const b = r.state.players[0].board; expect(b).toHaveLength(1); expect(card(b[0]!.card).cost).toBe(8); },
  });
  cardCase("TTN_700", {
    does: "Magnetic: the Mech gets its stats and Deathrattle",
    p1: { hand: [{ card: "TTN_700", ref: "C" }], board: [{ card: HARVEST_GOLEM, ref: "H" }] },
    actions: [{ type: "play", card: "C", position: 0 }, { type: "destroy", target: "H" }],
    check: (r) => { const b = r.state.players[0].board; expect(b).toHaveLength(2); expect(b.filter((m) => card(m.card).cost === 8)).toHaveLength(1); expect(b.some((m) => m.card === "skele21")).toBe(true); },
  });
});

describeCard("TTN_711", () => {
  cardCase("TTN_711", {
    does: "whenever it is attacked, its owner draws",
    p1: { board: [{ card: "TTN_711", ref: "T" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: RAPTOR, ref: "R" }] },
    state: OPPONENTS_TURN,
    actions: [{ type: "attack", attacker: "R", defender: "T" }],
    expect: { "p1.hand": [WISP], "T.health": 2 },
  });
});

describeCard("TTN_713", () => {
  cardCase("TTN_713", {
    does: "6 Attack on your turn, 2 on the opponent's",
    p1: { board: [{ card: "TTN_713", ref: "H" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "attack", attacker: "H", defender: "p2.hero" }, { type: "endTurn" }],
    expect: { "p2.hero.health": 24, "H.attack": 2 },
  });
});

describeCard("TTN_714", () => {
  cardCase("TTN_714", {
    does: "Discover a weapon",
    p1: { hand: [{ card: "TTN_714", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    choices: [0],
    check: (r) => expect(card(r.state.players[0].hand[0]!.card).type).toBe("WEAPON"),
  });
});

describeCard("TTN_715", () => {
  cardCase("TTN_715", {
    does: "drawn: a random Dragon too",
    p1: { deck: [{ card: "TTN_715" }] },
    p2: { deck: [{ card: WISP }] },
    state: OPPONENTS_TURN,
    actions: [{ type: "endTurn" }],
    check: (r) => { const h = r.state.players[0].hand; expect(h[0]!.card).toBe("TTN_715"); expect(card(h[1]!.card).races).toContain("DRAGON"); },
  });
});

describeCard("TTN_725", () => {
  cardCase("TTN_725", {
    does: "after your hero attacks: 3 damage to the lowest Health enemy",
    p1: { weapon: { card: "TTN_725" } },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
    expect: { "R.zone": "graveyard", "Y.health": 4 },
  });
});

describeCard("TTN_733", () => {
  cardCase("TTN_733", {
    does: "after it kills a minion it is restored to full",
    p1: { board: [{ card: "TTN_733", ref: "W" }] },
    p2: { board: [{ card: RAPTOR, ref: "R" }] },
    actions: [{ type: "attack", attacker: "W", defender: "R" }],
    expect: { "W.health": 4, "R.zone": "graveyard" },
  });
  cardCase("TTN_733", {
    does: "no kill: stays damaged",
    p1: { board: [{ card: "TTN_733", ref: "W" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "W", defender: "Y" }],
    expect: { "W.zone": "graveyard" },
  });
});

describeCard("TTN_832", () => {
  cardCase("TTN_832", {
    does: "Battlecry: 4 damage to your own hero",
    p1: { hand: [{ card: "TTN_832", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hero.health": 26, "p2.hero.health": 30, "T.seen.RUSH": 1 },
  });
});

describeCard("TTN_853", () => {
  cardCase("TTN_853", {
    does: "the enemy minion set to 1 Health, then 1 damage to all enemies kills it",
    p1: { hand: [{ card: "TTN_853", ref: "J" }] },
    p2: { board: [{ card: OGRE, ref: "O" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "J", target: "O" }],
    expect: { "O.zone": "graveyard", "Y.health": 4, "p2.hero.health": 29 },
  });
});

describeCard("TTN_866", () => {
  cardCase("TTN_866", {
    does: "at the end of your turn every enemy minion attacks it",
    p1: { board: [{ card: "TTN_866", ref: "T" }], hero: { card: "HERO_07", health: 20 } },
    p2: { board: [{ card: RAPTOR, ref: "R" }, { card: WISP, ref: "W" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "T.health": 6, "R.zone": "graveyard", "W.zone": "graveyard", "p1.hero.health": 28 },
  });
});

describeCard("TTN_907", () => {
  cardCase("TTN_907", {
    does: "end of turn without attacking: draw 2",
    p1: { board: [{ card: "TTN_907" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hand.length": 2 },
  });
  cardCase("TTN_907", {
    does: "after it attacked: nothing",
    p1: { board: [{ card: "TTN_907", ref: "S" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "attack", attacker: "S", defender: "p2.hero" }, { type: "endTurn" }],
    expect: { "p1.hand.length": 0 },
  });
});

describeCard("TTN_931", () => {
  cardCase("TTN_931", {
    does: "Taunt; can't attack",
    p1: { board: [{ card: "TTN_931", ref: "A" }] },
    actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }],
    error: "illegal_action",
  });
});

describeCard("YOG_508", () => {
  cardCase("YOG_508", {
    does: "a friendly character: 6 healing",
    p1: { hand: [{ card: "YOG_508", ref: "T" }], hero: { card: "HERO_09", health: 20 } },
    actions: [{ type: "play", card: "T", target: "p1.hero" }],
    expect: { "p1.hero.health": 26 },
  });
  cardCase("YOG_508", {
    does: "an enemy: 3 damage",
    p1: { hand: [{ card: "YOG_508", ref: "T" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T", target: "Y" }],
    expect: { "Y.health": 2 },
  });
});

describeCard("YOG_524", () => {
  cardCase("YOG_524", {
    does: "a random Overload card",
    p1: { hand: [{ card: "YOG_524", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => expect(card(r.state.players[0].hand[0]!.card).mechanics).toContain("OVERLOAD"),
  });
});

describeCard("YOG_505", () => {
  cardCase("YOG_505", {
    does: "+1 Attack to your minions in hand, deck and play, not the opponent's",
    p1: { hand: [{ card: "YOG_505", ref: "S" }, { card: YETI, ref: "H" }], deck: [{ card: YETI, ref: "D" }], board: [{ card: WISP, ref: "B" }] },
    p2: { board: [{ card: WISP, ref: "E" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "H.attack": 5, "D.attack": 5, "B.attack": 2, "E.attack": 1 },
  });
});

describeCard("TTN_925", () => {
  cardCase("TTN_925", {
    does: "Discover a spell of another class costing 3 or less",
    p1: { hand: [{ card: "TTN_925", ref: "K" }], hero: { card: "HERO_03" } },
    actions: [{ type: "play", card: "K" }],
    choices: [0],
    check: (r) => { const c = card(r.state.players[0].hand[0]!.card); expect(c.type).toBe("SPELL"); expect(c.cost).toBeLessThanOrEqual(3); expect(["ROGUE", "NEUTRAL"]).not.toContain(c.cardClass); },
  });
});

describeCard("YOG_410", () => {
  cardCase("YOG_410", {
    does: "Discover a Mech of another class",
    p1: { hand: [{ card: "YOG_410", ref: "A" }], hero: { card: "HERO_03" } },
    actions: [{ type: "play", card: "A" }],
    choices: [1],
    check: (r) => { const c = card(r.state.players[0].hand[0]!.card); expect(c.races).toContain("MECHANICAL"); expect(["ROGUE", "NEUTRAL"]).not.toContain(c.cardClass); },
  });
});

describeCard("TTN_484", () => {
  cardCase("TTN_484", {
    does: "Discover a Legendary Priest minion",
    p1: { hand: [{ card: "TTN_484", ref: "F" }], hero: { card: "HERO_09" } },
    actions: [{ type: "play", card: "F" }],
    choices: [0],
    check: (r) => { const c = card(r.state.players[0].hand[0]!.card); expect(c.rarity).toBe("LEGENDARY"); expect(c.cardClass).toBe("PRIEST"); expect(c.type).toBe("MINION"); },
  });
});

describeCard("TTN_078", () => {
  cardCase("TTN_078", {
    does: "a summoned minion with more Attack: all friendly minions +1 Attack",
    p1: { board: [{ card: "TTN_078", ref: "O" }], hand: [{ card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "O.attack": 2, "R.attack": 4 },
  });
  cardCase("TTN_078", {
    does: "one with no more Attack: nothing",
    p1: { board: [{ card: "TTN_078", ref: "O" }], hand: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "O.attack": 1, "W.attack": 1 },
  });
});

describeCard("YOG_512", () => {
  cardCase("YOG_512", {
    does: "an Undead you summon gets Poisonous",
    p1: { board: [{ card: "YOG_512" }], hand: [{ card: "TTN_470", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.board.1.seen.POISONOUS": 1, "p1.board.0.seen.POISONOUS": undefined },
  });
});

describeCard("YOG_513", () => {
  cardCase("YOG_513", {
    does: "+2/+2 to the Undead; with 5 Corpses a copy too",
    p1: { hand: [{ card: "YOG_513", ref: "S" }], board: [{ card: "TTN_470t", ref: "V" }], corpses: 5 },
    actions: [{ type: "play", card: "S", target: "V" }],
    expect: { "V.attack": 3, "p1.board.length": 2, "p1.board.1.attack": 3, "p1.corpses": 0 },
  });
  cardCase("YOG_513", {
    does: "without 5 Corpses: no copy",
    p1: { hand: [{ card: "YOG_513", ref: "S" }], board: [{ card: "TTN_470t", ref: "V" }], corpses: 4 },
    actions: [{ type: "play", card: "S", target: "V" }],
    expect: { "V.attack": 3, "p1.board.length": 1, "p1.corpses": 4 },
  });
});

describeCard("YOG_500", () => {
  cardCase("YOG_500", {
    does: "Battlecry 4 Armor; dying, it spends 4 Armor to come back",
    p1: { hand: [{ card: "YOG_500", ref: "V" }] },
    actions: [{ type: "play", card: "V" }, { type: "destroy", target: "V" }],
    expect: { "p1.hero.armor": 0, "p1.board": ["YOG_500"] },
  });
  cardCase("YOG_500", {
    does: "with under 4 Armor it stays dead",
    p1: { board: [{ card: "YOG_500", ref: "V" }], hero: { card: "HERO_01", armor: 3 } },
    actions: [{ type: "destroy", target: "V" }],
    expect: { "p1.hero.armor": 3, "p1.board": [] },
  });
});

describeCard("TTN_095", () => {
  cardCase("TTN_095", {
    does: "the next Elemental costs 2 less, only the next",
    p1: { hand: [{ card: "TTN_095", ref: "A" }, { card: FIRE_ELEMENTAL, ref: "F" }, { card: FIRE_ELEMENTAL, ref: "G" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.mana.used": 6, "G.cost": 6 },
  });
});

describeCard("TTN_723", () => {
  cardCase("TTN_723", {
    does: "draws a Mech; the next Mech costs 2 less",
    p1: { hand: [{ card: "TTN_723", ref: "T" }], deck: [{ card: HARVEST_GOLEM, ref: "H" }, { card: WISP }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "H.zone": "hand", "H.cost": 1 },
  });
});

describeCard("TTN_716", () => {
  cardCase("TTN_716", {
    does: "two random Magnetic Mechs costing 2 less",
    p1: { hand: [{ card: "TTN_716", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    check: (r) => {
      const h = r.state.players[0].hand;
      expect(h).toHaveLength(2);
      for (const c of h) { const f = card(c.card); expect(f.mechanics).toContain("MAGNETIC"); expect(c.cost).toBe(Math.max(0, f.cost! - 2)); }
    },
  });
});

describeCard("TTN_712", () => {
  cardCase("TTN_712", {
    does: "draws the card that didn't start in the deck",
    p1: { hand: [{ card: "TTN_712", ref: "S" }], deck: [{ card: WISP }, { card: YETI, ref: "Y", tags: { CREATOR: 99 } }, { card: WISP }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.zone": "hand", "p1.hand.length": 1 },
  });
  cardCase("TTN_712", {
    does: "none such: no draw",
    p1: { hand: [{ card: "TTN_712", ref: "S" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hand.length": 0 },
  });
});

describeCard("TTN_812", () => {
  cardCase("TTN_812", {
    does: "after it attacks: a 1-Cost 2/3 Val'kyr",
    p1: { board: [{ card: "TTN_812", ref: "V" }] },
    actions: [{ type: "attack", attacker: "V", defender: "p2.hero" }],
    expect: { "p1.hand": ["TTN_812t"], "p1.hand.0.cost": 1, "p2.hero.health": 29 },
  });
});

describeCard("TTN_843", () => {
  cardCase("TTN_843", {
    does: "each card you draw: a 1/1 Rush Demon",
    p1: { board: [{ card: "TTN_843" }], hand: [{ card: "TTN_865", ref: "W" }], deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.board": ["TTN_843", "TTN_843t1", "TTN_843t1"] },
  });
});

describeCard("TTN_077", () => {
  cardCase("TTN_077", {
    does: "the character it damages is Frozen",
    p1: { board: [{ card: "TTN_077", ref: "C" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "C", defender: "Y" }],
    expect: { "Y.seen.FROZEN": 1, "Y.health": 3 },
  });
  cardCase("TTN_077", {
    does: "Magnetic: the Mech freezes what it damages",
    p1: { hand: [{ card: "TTN_077", ref: "C" }], board: [{ card: HARVEST_GOLEM, ref: "H" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C", position: 0 }, { type: "attack", attacker: "H", defender: "Y" }],
    expect: { "Y.seen.FROZEN": 1, "Y.health": 1 },
  });
});

describeCard("TTN_471", () => {
  cardCase("TTN_471", {
    does: "its attack also hits the defender's neighbours",
    p1: { board: [{ card: "TTN_471", ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
    actions: [{ type: "attack", attacker: "F", defender: "B" }],
    expect: { "A.health": 4, "B.health": 4, "C.health": 4 },
  });
});

describeCard("TTN_852", () => {
  cardCase("TTN_852", {
    does: "after it attacks: a minion in hand +1/+1",
    p1: { board: [{ card: "TTN_852", ref: "N" }], hand: [{ card: YETI, ref: "Y" }, { card: "CS2_029" }] },
    actions: [{ type: "attack", attacker: "N", defender: "p2.hero" }],
    expect: { "Y.attack": 5, "Y.health": 6 },
  });
});

describeCard("TTN_921", () => {
  cardCase("TTN_921", {
    does: "whenever it attacks: a Coin",
    p1: { board: [{ card: "TTN_921", ref: "S" }] },
    actions: [{ type: "attack", attacker: "S", defender: "p2.hero" }],
    expect: { "p1.hand": ["GAME_005"], "p2.hero.health": 26 },
  });
});

describeCard("TTN_955", () => {
  cardCase("TTN_955", {
    does: "option 1: two random Nature spells",
    p1: { hand: [{ card: "TTN_955", ref: "L" }] },
    actions: [{ type: "play", card: "L", choose: 1 }],
    check: (r) => { const h = r.state.players[0].hand; expect(h).toHaveLength(2); for (const c of h) expect(card(c.card).spellSchool).toBe("NATURE"); },
  });
  cardCase("TTN_955", {
    does: "option 2: spells in hand cost 1 less, minions not",
    p1: { hand: [{ card: "TTN_955", ref: "L" }, { card: "CS2_029", ref: "F" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "L", choose: 2 }],
    expect: { "F.cost": 3, "Y.cost": 4 },
  });
});

describeCard("TTN_854", () => {
  cardCase("TTN_854", {
    does: "your Mechs cost 1 less, other minions not",
    p1: { hand: [{ card: "TTN_854", ref: "A" }, { card: HARVEST_GOLEM, ref: "H" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "H.cost": 2, "Y.cost": 4, "A.zone": "secrets" },
  });
});

describeCard("TTN_803", () => {
  cardCase("TTN_803", {
    does: "+3/+3 to the minion in hand; with 3 Armor, lose it and again",
    p1: { hand: [{ card: "TTN_803", ref: "S" }, { card: YETI, ref: "Y" }], hero: { card: "HERO_01", armor: 5 } },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.attack": 10, "Y.health": 11, "p1.hero.armor": 2 },
  });
  cardCase("TTN_803", {
    does: "with 2 Armor: once, no Armor lost",
    p1: { hand: [{ card: "TTN_803", ref: "S" }, { card: YETI, ref: "Y" }], hero: { card: "HERO_01", armor: 2 } },
    actions: [{ type: "play", card: "S" }],
    expect: { "Y.attack": 7, "p1.hero.armor": 2 },
  });
});

describeCard("TTN_742", () => {
  cardCase("TTN_742", {
    does: "a Temporary copy of the friendly minion, discarded at the end of the turn",
    p1: { hand: [{ card: "TTN_742", ref: "C" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    expect: { "p1.hand": [YETI] },
  });
  cardCase("TTN_742", {
    does: "gone after the turn ends",
    p1: { hand: [{ card: "TTN_742", ref: "C" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "C", target: "Y" }, { type: "endTurn" }],
    expect: { "p1.hand": [] },
  });
});

describeCard("TTN_859", () => {
  cardCase("TTN_859", {
    does: "Deathrattle: a copy of the last card the opponent played",
    p1: { board: [{ card: "TTN_859", ref: "F" }] },
    p2: { hand: [{ card: "CS2_029", ref: "B" }] },
    state: OPPONENTS_TURN,
    actions: [{ type: "play", card: "B", target: "F" }],
    expect: { "p1.hand": ["CS2_029"] },
  });
});

describeCard("YOG_082", () => {
  cardCase("YOG_082", {
    does: "3 damage; the next spell has Spell Damage +2",
    p1: { hand: [{ card: "YOG_082", ref: "C" }, { card: "CS2_029", ref: "F" }, { card: "CS2_029", ref: "G" }] },
    actions: [{ type: "play", card: "C", target: "p2.hero" }, { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p2.hero.health": 19 },
  });
  cardCase("YOG_082", {
    does: "only the next spell",
    p1: { hand: [{ card: "YOG_082", ref: "C" }, { card: "CS2_008", ref: "F" }, { card: "CS2_008", ref: "G" }] },
    actions: [{ type: "play", card: "C", target: "p2.hero" }, { type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "G", target: "p2.hero" }],
    expect: { "p2.hero.health": 23 },
  });
});

describeCard("TTN_083", () => {
  cardCase("TTN_083", {
    does: "four Frost Tyrants shuffled; one drawn is summoned",
    p1: { hand: [{ card: "TTN_083", ref: "S" }] },
    actions: [{ type: "play", card: "S" }, { type: "draw" }],
    // each Tyrant summoned draws the next card: all four come out
    expect: { "p1.deck.length": 0, "p1.board": ["TTN_083", "TTN_083t", "TTN_083t", "TTN_083t", "TTN_083t"], "p1.hand.length": 0 },
  });
});

describeCard("TTN_441", () => {
  cardCase("TTN_441", {
    does: "becomes an 8/8 copy of the minion in hand",
    p1: { hand: [{ card: "TTN_441", ref: "S" }, { card: WISP, ref: "W" }, { card: "CS2_029" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.card": WISP, "S.attack": 8, "S.health": 8, "W.zone": "hand" },
  });
  cardCase("TTN_441", {
    does: "no minion in hand: stays itself",
    p1: { hand: [{ card: "TTN_441", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.card": "TTN_441" },
  });
});

describeCard("TTN_468", () => {
  cardCase("TTN_468", {
    does: "draws a spell; a Fire spell in hand costs 1 less",
    p1: { hand: [{ card: "TTN_468", ref: "S" }, { card: "CS2_029", ref: "F" }], deck: [{ card: WISP }, { card: "CS2_024", ref: "B" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "B.zone": "hand", "F.cost": 3, "B.cost": 2 },
  });
});

describeCard("TTN_752", () => {
  cardCase("TTN_752", {
    does: "the next three minions played are 8/8; the fourth is not",
    p1: { hand: [{ card: "TTN_752", ref: "H" }, { card: WISP, ref: "A" }, { card: WISP, ref: "B" }, { card: "GAME_005" }, { card: WISP, ref: "C" }, { card: WISP, ref: "D" }], mana: { crystals: 10, used: 0 } },
    actions: [{ type: "play", card: "H" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "A" }, { type: "play", card: "B" }, { type: "play", card: "C" }, { type: "play", card: "D" }],
    p2: { deck: [{ card: WISP }] },
    expect: { "A.attack": 8, "B.health": 8, "C.attack": 8, "D.attack": 1 },
  });
});

describeCard("TTN_833", () => {
  cardCase("TTN_833", {
    does: "end of your turn: an Overload card in hand costs 1 less",
    p1: { board: [{ card: "TTN_833" }], hand: [{ card: "EX1_248", ref: "O" }, { card: YETI, ref: "Y" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "O.cost": 2, "Y.cost": 4 },
  });
});

describeCard("YOG_510", () => {
  cardCase("YOG_510", {
    does: "Deathrattle: draws a minion and makes it a 5/5 costing 5",
    p1: { board: [{ card: "YOG_510", ref: "A" }], deck: [{ card: "CS2_029" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "destroy", target: "A" }],
    expect: { "W.zone": "hand", "W.attack": 5, "W.health": 5, "W.cost": 5 },
  });
});

describeCard("TTN_728", () => {
  cardCase("TTN_728", {
    does: "a Mech from the deck, +2/+1",
    p1: { hand: [{ card: "TTN_728", ref: "P" }], deck: [{ card: WISP }, { card: HARVEST_GOLEM, ref: "H" }] },
    actions: [{ type: "play", card: "P" }],
    choices: [0],
    expect: { "H.zone": "hand", "H.attack": 4, "H.health": 4, "p1.deck.length": 1 },
  });
});

describeCard("TTN_831", () => {
  cardCase("TTN_831", {
    does: "3 to all enemies; 1 less per Nature spell cast this turn",
    p1: { hand: [{ card: "TTN_831", ref: "C" }, { card: "EX1_169", ref: "I" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "C.cost": 4 },
  });
  cardCase("TTN_831", {
    does: "3 damage to all enemies",
    p1: { hand: [{ card: "TTN_831", ref: "C" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "Y.health": 2, "p2.hero.health": 27, "p1.hero.health": 30 },
  });
});

describeCard("YOG_300", () => {
  cardCase("YOG_300", {
    does: "the next heal deals damage instead",
    p1: { hand: [{ card: "YOG_300", ref: "K" }, { card: "CS2_007", ref: "H" }] },
    actions: [{ type: "play", card: "K" }, { type: "play", card: "H", target: "p2.hero" }],
    expect: { "p2.hero.health": 22 },
  });
});
