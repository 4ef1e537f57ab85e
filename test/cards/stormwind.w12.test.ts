/** United in Stormwind (STORMWIND): cards of session 12 (w12/storm; rules-notes 1300-1319). */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const SQUIRE = "EX1_008"; // Argent Squire 1/1, Divine Shield
const FIREBALL = "CS2_029";
const HELLFIRE = "CS2_062"; // 3 damage to ALL characters
const BLOOD_KNIGHT = "EX1_590"; // Battlecry: All minions lose Divine Shield

describeCard("SW_047", () => {
  cardCase("SW_047", {
    does: "a friendly minion's shield broken in combat: the minion in hand gets +5/+5, the spell not",
    p1: { board: [{ card: "SW_047", ref: "F" }, { card: SQUIRE, ref: "S" }], hand: [{ card: YETI, ref: "Y" }, { card: FIREBALL, ref: "B" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "S", defender: "W" }],
    expect: { "Y.attack": 9, "Y.health": 10, "S.zone": "board", "S.tags.DIVINE_SHIELD": 0, "W.zone": "graveyard", "events.divine-shield": 1 },
    check: (r) => expect(r.state.players[0].hand.find((e) => e.ref === "B")!.enchantments ?? []).toEqual([]),
  });
  cardCase("SW_047", {
    does: "an enemy minion losing Divine Shield does nothing",
    p1: { board: [{ card: "SW_047", ref: "F" }, { card: YETI, ref: "A" }], hand: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: SQUIRE, ref: "S" }] },
    actions: [{ type: "attack", attacker: "A", defender: "S" }],
    expect: { "Y.attack": 4, "Y.health": 5, "events.divine-shield": 1 },
  });
  cardCase("SW_047", {
    does: "Hellfire breaks its own shield and the Squire's: two +5/+5 on the one minion in hand",
    p1: { board: [{ card: "SW_047", ref: "F" }, { card: SQUIRE, ref: "S" }], hand: [{ card: HELLFIRE, ref: "H" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "Y.attack": 14, "Y.health": 15, "F.health": 5, "S.zone": "board", "events.divine-shield": 2 },
  });
  cardCase("SW_047", {
    does: "Blood Knight taking a friendly Divine Shield counts as lost",
    p1: { board: [{ card: "SW_047", ref: "F" }], hand: [{ card: BLOOD_KNIGHT, ref: "K" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "K" }],
    expect: { "Y.attack": 9, "Y.health": 10, "F.tags.DIVINE_SHIELD": 0, "K.attack": 6 },
  });
  cardCase("SW_047", {
    does: "no minion in hand: nothing",
    p1: { board: [{ card: "SW_047", ref: "F" }], hand: [{ card: FIREBALL, ref: "B" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "F", defender: "W" }],
    expect: { "F.tags.DIVINE_SHIELD": 0, "p1.hand": [FIREBALL] },
  });
});

describeCard("SW_048", () => {
  cardCase("SW_048", {
    does: "a friendly shield broken: every minion in hand +1/+1, the spell not; the Kit loses 1 Durability",
    p1: { weapon: { card: "SW_048", ref: "K" }, board: [{ card: SQUIRE, ref: "S" }],
      hand: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "X" }, { card: FIREBALL, ref: "B" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "S", defender: "W" }],
    expect: { "Y.attack": 5, "Y.health": 6, "X.attack": 2, "X.health": 2, "p1.weapon.durability": 2 },
    check: (r) => expect(r.state.players[0].hand.find((e) => e.ref === "B")!.enchantments ?? []).toEqual([]),
  });
  cardCase("SW_048", {
    does: "two shields lost to one Hellfire: twice (+2/+2), 2 Durability spent",
    p1: { weapon: { card: "SW_048", ref: "K" }, board: [{ card: SQUIRE, ref: "S1" }, { card: SQUIRE, ref: "S2" }],
      hand: [{ card: HELLFIRE, ref: "H" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "Y.attack": 6, "Y.health": 7, "p1.weapon.durability": 1 },
  });
  cardCase("SW_048", {
    does: "an enemy shield lost: nothing, the Kit keeps its Durability",
    p1: { weapon: { card: "SW_048", ref: "K" }, board: [{ card: YETI, ref: "A" }], hand: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: SQUIRE, ref: "S" }] },
    actions: [{ type: "attack", attacker: "A", defender: "S" }],
    expect: { "Y.attack": 4, "p1.weapon.durability": 3 },
  });
});
