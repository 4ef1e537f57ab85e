/** TITANS (w13/titans): aimed Battlecries, excess damage of attacks, the amount Overhealed. */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { runeCount, type Rune } from "../../src/engine/hearthstone/cards/rune-costs.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const MECH = "TTN_860"; // Drone Deconstructor, a 1/2 Mech

describeCard("YOG_527", () => {
  cardCase("YOG_527", {
    does: "with another Mech: 4 damage to the character chosen",
    p1: { hand: [{ card: "YOG_527", ref: "T" }], board: [{ card: MECH }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T", target: "Y" }],
    expect: { "Y.health": 1, "p2.hero.health": 30 },
  });
  cardCase("YOG_527", {
    does: "without another Mech it takes no target",
    p1: { hand: [{ card: "YOG_527", ref: "T" }], board: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("YOG_527", {
    does: "without another Mech: played with no damage",
    p1: { hand: [{ card: "YOG_527", ref: "T" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "Y.health": 5, "T.zone": "board" },
  });
});

describeCard("YOG_402", () => {
  cardCase("YOG_402", {
    does: "1 damage for each card drawn this turn, to the character chosen",
    p1: { hand: [{ card: "YOG_402", ref: "M" }], tags: { NUM_CARDS_DRAWN_THIS_TURN: 3 } },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "M", target: "Y" }],
    expect: { "Y.health": 2 },
  });
  cardCase("YOG_402", {
    does: "a draw this turn counts",
    p1: { hand: [{ card: "YOG_402", ref: "M" }, { card: "CS2_023", ref: "A" }], deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "M", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
});

describeCard("YOG_501", () => {
  cardCase("YOG_501", {
    does: "becomes a copy of the damaged minion chosen",
    p1: { hand: [{ card: "YOG_501", ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "Y", health: 2 }] },
    actions: [{ type: "play", card: "F", target: "Y" }],
    expect: { "p1.board": [YETI], "p1.board.0.health": 2, "p2.board": [YETI] },
  });
  cardCase("YOG_501", {
    does: "an undamaged minion is no valid target",
    p1: { hand: [{ card: "YOG_501", ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F", target: "Y" }],
    error: "illegal_action",
  });
});

describeCard("TTN_079", () => {
  cardCase("TTN_079", {
    does: "+2 Attack; its attack's excess over a minion's Health hits the enemy hero",
    p1: { hand: [{ card: "TTN_079", ref: "J" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "J", target: "Y" }, { type: "attack", attacker: "Y", defender: "W" }],
    expect: { "Y.attack": 6, "W.zone": "graveyard", "p2.hero.health": 25, "p1.hero.health": 30 },
  });
  cardCase("TTN_079", {
    does: "no excess when the defender survives",
    p1: { hand: [{ card: "TTN_079", ref: "J" }], board: [{ card: WISP, ref: "W" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "J", target: "W" }, { type: "attack", attacker: "W", defender: "Y" }],
    expect: { "Y.health": 2, "p2.hero.health": 30 },
  });
  cardCase("TTN_079", {
    does: "on an enemy minion: its excess hits its opponent's hero (you)",
    p1: { hand: [{ card: "TTN_079", ref: "J" }], board: [{ card: WISP, ref: "W" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "J", target: "Y" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "W" }],
    expect: { "W.zone": "graveyard", "p1.hero.health": 25, "p2.hero.health": 30 },
  });
});

describeCard("TTN_745", () => {
  cardCase("TTN_745", {
    does: "restores 8 to the character chosen; Discovers a card costing the 3 Overhealed",
    p1: { hand: [{ card: "TTN_745", ref: "G" }], hero: { card: "HERO_09", health: 25 } },
    actions: [{ type: "play", card: "G", target: "p1.hero" }],
    choices: [0],
    expect: { "p1.hero.health": 30, "p1.hand.length": 1 },
    check: (r) => {
      const options = r.random.filter((d) => d.purpose === "discover option");
      expect(options.length).toBeGreaterThan(0);
      expect(findCard(r.state.players[0]!.hand[0]!.card)!.cost).toBe(3);
    },
  });
  cardCase("TTN_745", {
    does: "an undamaged minion: all 8 Overhealed, an 8-Cost card",
    p1: { hand: [{ card: "TTN_745", ref: "G" }], board: [{ card: YETI, ref: "Y" }], hero: { card: "HERO_09" } },
    actions: [{ type: "play", card: "G", target: "Y" }],
    choices: [0],
    expect: { "p1.hand.length": 1 },
    check: (r) => expect(findCard(r.state.players[0]!.hand[0]!.card)!.cost).toBe(8),
  });
});

describeCard("TTN_732", () => {
  cardCase("TTN_732", {
    does: "your Magnetic minion Magnetized: the Mech gets +1/+1 more",
    p1: { board: [{ card: "TTN_732" }, { card: MECH, ref: "M" }], hand: [{ card: "TTN_734", ref: "L" }] },
    actions: [{ type: "play", card: "L", position: 1 }],
    expect: { "M.attack": 4, "M.health": 5, "L.zone": "setAside" },
  });
  cardCase("TTN_732", {
    does: "a Magnetic minion played with no Mech to its right: nothing",
    p1: { board: [{ card: "TTN_732" }, { card: MECH, ref: "M" }], hand: [{ card: "TTN_734", ref: "L" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "M.attack": 1, "L.attack": 2, "L.zone": "board" },
  });
  cardCase("TTN_732", {
    does: "the opponent's Magnetize does not count",
    p1: { board: [{ card: "TTN_732" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: MECH, ref: "M" }], hand: [{ card: "TTN_734", ref: "L" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "play", card: "L", position: 0 }],
    expect: { "M.attack": 3, "M.health": 4 },
  });
});

describeCard("TTN_923", () => {
  cardCase("TTN_923", {
    does: "Stealth until your next turn starts",
    p1: { hand: [{ card: "TTN_923", ref: "S" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "S.seen.STEALTH": undefined },
  });
  cardCase("TTN_923", {
    does: "Stealthed through the opponent's turn",
    p1: { hand: [{ card: "TTN_923", ref: "S" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
    expect: { "S.seen.STEALTH": 1 },
  });
  cardCase("TTN_923", {
    does: "Magnetized: the Mech gets +3/+4 and Stealth for 1 turn",
    p1: { hand: [{ card: "TTN_923", ref: "S" }], board: [{ card: MECH, ref: "M" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S", position: 0 }, { type: "endTurn" }],
    expect: { "M.attack": 4, "M.health": 6, "M.seen.STEALTH": 1 },
  });
  cardCase("TTN_923", {
    does: "Magnetized: the Mech's Stealth ends as your next turn starts, its stats stay",
    p1: { hand: [{ card: "TTN_923", ref: "S" }], board: [{ card: MECH, ref: "M" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S", position: 0 }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "M.attack": 4, "M.health": 6, "M.seen.STEALTH": undefined },
  });
});

describeCard("TTN_734", () => {
  cardCase("TTN_734", {
    does: "Deathrattle: a friendly Mech gets +2/+2 and the Deathrattle, which passes on again",
    p1: { board: [{ card: "TTN_734", ref: "L" }, { card: MECH, ref: "M" }, { card: YETI }] },
    actions: [{ type: "destroy", target: "L" }],
    expect: { "M.attack": 3, "M.health": 4, "M.enchantments.0.card": "TTN_734e2" },
  });
  cardCase("TTN_734", {
    does: "the Mech's Deathrattle gives the next Mech +2/+2",
    p1: { board: [{ card: "TTN_734", ref: "L" }, { card: MECH, ref: "M" }], hand: [{ card: MECH, ref: "N" }] },
    actions: [{ type: "destroy", target: "L" }, { type: "play", card: "N" }, { type: "destroy", target: "M" }],
    expect: { "N.attack": 3, "N.health": 4 },
  });
  cardCase("TTN_734", {
    does: "Magnetized: the Mech's death passes +2/+2 on",
    p1: { hand: [{ card: "TTN_734", ref: "L" }], board: [{ card: MECH, ref: "M" }, { card: MECH, ref: "N" }] },
    actions: [{ type: "play", card: "L", position: 0 }, { type: "destroy", target: "M" }],
    expect: { "N.attack": 3, "N.health": 4 },
  });
});

describeCard("TTN_737", () => {
  const DK = { card: "HERO_11" };
  const tookRune = (rune: Rune) => (r: Parameters<NonNullable<Parameters<typeof cardCase>[1]["check"]>>[0]) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    expect(runeCount(hand[0]!.card, rune)).toBeGreaterThan(0);
    for (const d of r.random.filter((x) => x.purpose === "discover option")) for (const c of (d.candidates ?? []) as string[]) expect(runeCount(c, rune)).toBeGreaterThan(0);
  };
  cardCase("TTN_737", {
    does: "Runes of Blood: destroys an enemy minion; the Titan and your hero gain its Health; a Blood Rune card Discovered",
    p1: { hero: DK, board: [{ card: "TTN_737", ref: "P" }] },
    p2: { board: [{ card: YETI, ref: "Y", health: 3 }] },
    actions: [{ type: "titan", minion: "P", ability: 1, target: "Y" }],
    choices: [0],
    expect: { "Y.zone": "graveyard", "P.health": 12, "p1.hero.health": 33 },
    check: tookRune("blood"),
  });
  cardCase("TTN_737", {
    does: "Runes of the Unholy: two 3/3 Taunt Reborn Undead; an Unholy Rune card Discovered",
    p1: { hero: DK, board: [{ card: "TTN_737", ref: "P" }] },
    actions: [{ type: "titan", minion: "P", ability: 2 }],
    choices: [0],
    expect: { "p1.board": ["TTN_737t2", "TTN_737", "TTN_737t2"], "p1.board.0.seen.TAUNT": 1, "p1.board.0.seen.REBORN": 1 },
    check: tookRune("unholy"),
  });
  cardCase("TTN_737", {
    does: "Runes of Frost: a Frost Rune card Discovered; the next spell costs (3) less with Spell Damage +3",
    p1: { hero: DK, board: [{ card: "TTN_737", ref: "P" }], hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "titan", minion: "P", ability: 3 }, { type: "play", card: "F", target: "p2.hero" }],
    choices: [0],
    expect: { "p1.mana.used": 1, "p2.hero.health": 21, "F.zone": "graveyard" },
  });
  cardCase("TTN_737", {
    does: "Runes of Frost lasts for one spell only",
    p1: { hero: DK, board: [{ card: "TTN_737", ref: "P" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_029", ref: "G" }] },
    actions: [{ type: "titan", minion: "P", ability: 3 }, { type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "G", target: "p2.hero" }],
    choices: [0],
    expect: { "p1.mana.used": 5, "p2.hero.health": 15 },
  });
});

describeCard("TTN_503", () => {
  cardCase("TTN_503", {
    does: "the next Choose One card has both effects",
    p1: { hand: [{ card: "TTN_503", ref: "D" }, { card: "EX1_160", ref: "P" }] },
    actions: [{ type: "play", card: "D" }, { type: "play", card: "P" }],
    expect: { "D.attack": 5, "D.health": 5, "p1.board": ["TTN_503", "EX1_160t"], "p1.board.1.attack": 3 },
  });
  cardCase("TTN_503", {
    does: "only the next one: the second is chosen as usual",
    p1: { hand: [{ card: "TTN_503", ref: "D" }, { card: "EX1_160", ref: "P" }, { card: "EX1_160", ref: "Q" }] },
    actions: [{ type: "play", card: "D" }, { type: "play", card: "P" }, { type: "play", card: "Q", choose: 2 }],
    expect: { "D.attack": 5, "p1.board": ["TTN_503", "EX1_160t", "EX1_160t"] },
  });
  cardCase("TTN_503", {
    does: "another card played between does not use it up",
    p1: { hand: [{ card: "TTN_503", ref: "D" }, { card: WISP, ref: "W" }, { card: "EX1_160", ref: "P" }] },
    actions: [{ type: "play", card: "D" }, { type: "play", card: "W" }, { type: "play", card: "P" }],
    expect: { "D.attack": 5, "W.attack": 2, "p1.board": ["TTN_503", WISP, "EX1_160t"] },
  });
  cardCase("TTN_503", {
    does: "a Choose One Hero Power used next has both effects, and uses it up",
    cards: [{ id: "C_TWOFOLD", type: "HERO_POWER", cost: 0, chooseOne: [{ effects: [{ type: "armor", amount: 1 }] }, { effects: [{ type: "armor", amount: 2 }] }] }],
    p1: { heroPower: { card: "C_TWOFOLD" }, hand: [{ card: "TTN_503", ref: "D" }, { card: "EX1_160", ref: "P" }] },
    actions: [{ type: "play", card: "D" }, { type: "heroPower" }, { type: "play", card: "P", choose: 2 }],
    expect: { "p1.hero.armor": 3, "D.attack": 4, "p1.board": ["TTN_503", "EX1_160t"] },
  });
});

describeCard("TTN_927", () => {
  cardCase("TTN_927", {
    does: "transforms the friendly Treant chosen into a 5/5 Taunt Ancient",
    p1: { hand: [{ card: "TTN_927", ref: "N" }], board: [{ card: "TTN_950t2", ref: "T" }, { card: "TTN_950t2" }] },
    actions: [{ type: "play", card: "N", target: "T" }],
    expect: { "p1.board": ["TTN_903t4", "TTN_950t2", "TTN_927"], "p1.board.0.attack": 5, "p1.board.0.seen.TAUNT": 1 },
  });
  cardCase("TTN_927", {
    does: "a minion that is not a Treant is no valid target",
    p1: { hand: [{ card: "TTN_927", ref: "N" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "N", target: "Y" }],
    error: "illegal_action",
  });
});

describeCard("TTN_926", () => {
  cardCase("TTN_926", {
    does: "Choose One: three 2/2 Treants",
    p1: { hand: [{ card: "TTN_926", ref: "A" }] },
    actions: [{ type: "play", card: "A", choose: 1 }],
    expect: { "p1.board.length": 4 },
    check: (r) => expect(r.state.players[0]!.board.filter((m) => m.card === "TTN_950t2")).toHaveLength(3),
  });
  cardCase("TTN_926", {
    does: "Choose One: every friendly Treant becomes a 5/5 Taunt Ancient, other minions not",
    p1: { hand: [{ card: "TTN_926", ref: "A" }], board: [{ card: "TTN_950t2" }, { card: "EX1_158t" }, { card: YETI }] },
    p2: { board: [{ card: "TTN_950t2", ref: "E" }] },
    actions: [{ type: "play", card: "A", choose: 2 }],
    expect: { "p1.board": ["TTN_903t4", "TTN_903t4", YETI, "TTN_926"], "E.card": "TTN_950t2" },
  });
});

describeCard("TTN_861", () => {
  cardCase("TTN_861", {
    does: "Deathrattle: two 2/2 Taunt Elementals",
    p1: { board: [{ card: "TTN_861", ref: "D" }] },
    actions: [{ type: "destroy", target: "D" }],
    expect: { "p1.board": ["TTN_862t4", "TTN_862t4"], "p1.board.0.attack": 2, "p1.board.0.health": 2, "p1.board.0.seen.TAUNT": 1 },
  });
});

describeCard("TTN_722", () => {
  cardCase("TTN_722", {
    does: "+3 hero Attack this turn; the 3/3 Rush Elemental attacks at once (and trades with the Yeti); Overload (1)",
    p1: { hand: [{ card: "TTN_722", ref: "T" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T" }, { type: "attack", attacker: "p1.hero", defender: "Y" }, { type: "attack", attacker: "p1.board.0", defender: "Y" }],
    expect: { "Y.zone": "graveyard", "p1.board": [], "p1.mana.overloadOwed": 1, "p1.hero.health": 26 },
  });
  cardCase("TTN_722", {
    does: "the hero's Attack lasts this turn only",
    p1: { hand: [{ card: "TTN_722", ref: "T" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "T" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.hero.attack": 0 },
  });
});

describeCard("TTN_075", () => {
  cardCase("TTN_075", {
    does: "Progenitor's Power first: 5 damage",
    p1: { board: [{ card: "TTN_075", ref: "N" }] },
    actions: [{ type: "titan", minion: "N", ability: 1, target: "p2.hero" }],
    expect: { "p2.hero.health": 25, "N.tags.IMPROVEMENTS": 1 },
  });
  cardCase("TTN_075", {
    does: "after one other ability it is doubled: 10",
    p1: { board: [{ card: "TTN_075", ref: "N" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "titan", minion: "N", ability: 3 }, { type: "endTurn" }, { type: "endTurn" }, { type: "titan", minion: "N", ability: 1, target: "p2.hero" }],
    expect: { "p2.hero.health": 20, "p1.secrets.length": 1 },
  });
  cardCase("TTN_075", {
    does: "after two: doubled twice, 20",
    p1: { board: [{ card: "TTN_075", ref: "N", tags: { IMPROVEMENTS: 2, TITAN_ABILITY_USED_2: 1, TITAN_ABILITY_USED_3: 1 } }] },
    actions: [{ type: "titan", minion: "N", ability: 1, target: "p2.hero" }],
    expect: { "p2.hero.health": 10 },
  });
  cardCase("TTN_075", {
    does: "Unlimited Potential after one other: two random Mage Secrets cast",
    p1: { board: [{ card: "TTN_075", ref: "N", tags: { IMPROVEMENTS: 1, TITAN_ABILITY_USED_1: 1 } }], hero: { card: "HERO_08" } },
    actions: [{ type: "titan", minion: "N", ability: 3 }],
    check: (r) => {
      const picks = r.random.filter((d) => d.purpose !== undefined && (d.candidates?.length ?? 0) > 1);
      expect(picks.length).toBeGreaterThanOrEqual(2);
      for (const s of r.state.players[0]!.secrets) { const f = findCard(s.card)!; expect(f.cardClass).toBe("MAGE"); expect(f.mechanics ?? []).toContain("SECRET"); }
      expect(r.state.players[0]!.secrets.length).toBeGreaterThanOrEqual(1);
    },
  });
  cardCase("TTN_075", {
    does: "Ancient Knowledge: the enemy's cards cost (1) more on their next turn only",
    p1: { board: [{ card: "TTN_075", ref: "N" }], deck: [{ card: WISP }] },
    p2: { hand: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "titan", minion: "N", ability: 2 }, { type: "endTurn" }, { type: "play", card: "Y" }],
    expect: { "p2.mana.used": 5 },
  });
  cardCase("TTN_075", {
    does: "Ancient Knowledge: not on your own turn, and over after theirs",
    p1: { board: [{ card: "TTN_075", ref: "N" }], hand: [{ card: YETI, ref: "X" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { hand: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "titan", minion: "N", ability: 2 }, { type: "play", card: "X" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "Y" }],
    expect: { "X.zone": "board", "p2.mana.used": 4 },
  });
  cardCase("TTN_075", {
    does: "Ancient Knowledge: your own cards this turn cost as before",
    p1: { board: [{ card: "TTN_075", ref: "N" }], hand: [{ card: YETI, ref: "X" }] },
    actions: [{ type: "titan", minion: "N", ability: 2 }, { type: "play", card: "X" }],
    expect: { "p1.mana.used": 4 },
  });
  cardCase("TTN_075", {
    does: "Ancient Knowledge after two others: (4) more",
    p1: { board: [{ card: "TTN_075", ref: "N", tags: { IMPROVEMENTS: 2, TITAN_ABILITY_USED_1: 1, TITAN_ABILITY_USED_3: 1 } }], deck: [{ card: WISP }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }], deck: [{ card: WISP }] },
    actions: [{ type: "titan", minion: "N", ability: 2 }, { type: "endTurn" }, { type: "play", card: "F", target: "p1.hero" }],
    expect: { "p2.mana.used": 8 },
  });
});
