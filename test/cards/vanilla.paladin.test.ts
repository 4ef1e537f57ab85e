/**
 * Classic-format (VANILLA) Paladin cards whose original text differs from today's: one case per behaviour. The VAN
 * printings whose text is today's (Argent Protector, Divine Favor, Equality, Hand of Protection, Repentance) play as the
 * current card and are tested in expert1/legacy.paladin.test.ts.
 */
import { expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const YETI = "CS2_182"; // 4/5
const OGRE = "CS2_200"; // 6/7
const WISP = "CS2_231"; // 1/1
const KOBOLD = "CS2_142"; // 2/2, Spell Damage +1

// Avenging Wrath (Classic): "Deal $8 damage randomly split among all enemy characters."
describeCard("VAN_EX1_384", () => {
  it("eight hits of 1 on enemy characters only, for every seed; a mortally wounded Wisp is not hit again", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const r = runCase({
        does: "", seed,
        p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "VAN_EX1_384", ref: "W" }] },
        p2: { board: [{ card: WISP, ref: "E" }] },
        actions: [{ type: "play", card: "W" }],
        expect: { "p1.hero.health": 30, "F.health": 5, "events.damage": 8 },
      }) as ResolveResult;
      const targets = events(r, "damage").map((e) => e.target!.ref ?? e.target!.card);
      expect(targets.every((t) => t === "E" || t === "HERO_01")).toBe(true);
      const onWisp = targets.filter((t) => t === "E").length;
      expect(onWisp).toBeLessThanOrEqual(1);
      expect(r.state.players[1]!.hero.health).toBe(30 - (8 - onWisp));
    }
  });
});
cardCase("VAN_EX1_384", {
  does: "Spell Damage +1 adds a ninth hit",
  p1: { board: [{ card: KOBOLD }], hand: [{ card: "VAN_EX1_384", ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "p2.hero.health": 21, "events.damage": 9 },
});

// Guardian of Kings (Classic): "Battlecry: Restore #6 Health to your hero." (5/6, no Taunt)
cardCase("VAN_CS2_088", {
  does: "restores 6 Health to your hero, not the enemy's; a 5/6",
  p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "VAN_CS2_088", ref: "G" }] },
  p2: { hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.hero.health": 26, "p2.hero.health": 20, "G.attack": 5, "G.health": 6 },
});
cardCase("VAN_CS2_088", {
  does: "no Taunt: the enemy attacks your hero past it",
  p1: { hand: [{ card: "VAN_CS2_088", ref: "G" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  expect: { "p1.hero.health": 29, "G.health": 6 },
});

// Holy Light (Classic): "Restore #6 Health." (a chosen character)
cardCase("VAN_CS2_089", {
  does: "restores 6 Health to the chosen character: your hero",
  p1: { hero: { card: "HERO_04", health: 15 }, hand: [{ card: "VAN_CS2_089", ref: "L" }] },
  p2: { hero: { card: "HERO_01", health: 15 } },
  actions: [{ type: "play", card: "L", target: "p1.hero" }],
  expect: { "p1.hero.health": 21, "p2.hero.health": 15 },
});
cardCase("VAN_CS2_089", {
  does: "it may heal an enemy minion, up to its maximum; its neighbour is untouched",
  p1: { hand: [{ card: "VAN_CS2_089", ref: "L" }] },
  p2: { board: [{ card: OGRE, ref: "O", health: 3 }, { card: OGRE, ref: "O2", health: 3 }] },
  actions: [{ type: "play", card: "L", target: "O" }],
  expect: { "O.health": 7, "O2.health": 3 },
  check: (r) => expect(events(r, "heal").map((e) => e.amount)).toEqual([4]),
});
cardCase("VAN_CS2_089", {
  does: "it needs a target",
  p1: { hand: [{ card: "VAN_CS2_089", ref: "L" }] },
  actions: [{ type: "play", card: "L" }],
  error: "illegal_action",
});

// Holy Wrath (Classic): "Draw a card and deal damage equal to its Cost." (a chosen character)
cardCase("VAN_EX1_365", {
  does: "draws the top card and deals its Cost (6) to the chosen character, which may be the enemy hero",
  p1: { hand: [{ card: "VAN_EX1_365", ref: "H" }], deck: [{ card: OGRE, ref: "T" }, { card: WISP }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "H", target: "p2.hero" }],
  expect: { "p2.hero.health": 24, "Y.health": 5, "T.zone": "hand", "p1.deck.length": 1 },
});
cardCase("VAN_EX1_365", {
  does: "on a minion, with Spell Damage +1: Cost 4 + 1",
  p1: { board: [{ card: KOBOLD }], hand: [{ card: "VAN_EX1_365", ref: "H" }], deck: [{ card: YETI, ref: "T" }] },
  p2: { board: [{ card: OGRE, ref: "O" }] },
  actions: [{ type: "play", card: "H", target: "O" }],
  expect: { "O.health": 2, "p2.hero.health": 30 },
});
cardCase("VAN_EX1_365", {
  does: "with an empty deck: 0 damage and a fatigue hit",
  p1: { hand: [{ card: "VAN_EX1_365", ref: "H" }] },
  actions: [{ type: "play", card: "H", target: "p2.hero" }],
  expect: { "p2.hero.health": 30, "p1.hero.health": 29 },
});

// Truesilver Champion (Classic): "Whenever your hero attacks, restore #2 Health to it."
cardCase("VAN_CS2_097", {
  does: "when your hero attacks, it is healed by 2 before the combat damage (20 → 22 → 18 against a Yeti); the enemy hero is not healed",
  p1: { hero: { card: "HERO_04", health: 20 }, weapon: { card: "VAN_CS2_097", ref: "T" } },
  p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
  expect: { "p1.hero.health": 18, "Y.health": 1, "p2.hero.health": 20 },
  check: (r) => expect(events(r, "heal").map((e) => e.amount)).toEqual([2]),
});
cardCase("VAN_CS2_097", {
  does: "your minion attacking does not heal your hero",
  p1: { hero: { card: "HERO_04", health: 20 }, weapon: { card: "VAN_CS2_097", ref: "T" }, board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "attack", attacker: "W", defender: "p2.hero" }],
  expect: { "p1.hero.health": 20, "events.heal": 0 },
});
