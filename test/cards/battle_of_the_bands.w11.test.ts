/**
 * Behaviour tests of the BATTLE_OF_THE_BANDS cards added by w11/bands (definitions in sets/battle-of-the-bands.ts): a
 * minion's Finale written without "Battlecry:" (the card field `whenPlayed`, rules-notes 1080), and "Resurrect all".
 */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const WISP = "CS2_231"; // 1/1 (0)
const YETI = "CS2_182"; // 4/5 (4)
const RAPTOR = "CS2_172"; // 3/2 (2), a Beast
const BRANN = "LOE_077";
const mana = (crystals: number, used = 0) => ({ crystals, used });

describeCard("ETC_325", () => {
  cardCase("ETC_325", {
    does: "Finale (its 2 Mana were the last): it gains Lifesteal",
    p1: { hand: [{ card: "ETC_325", ref: "A" }], mana: mana(4, 2) },
    actions: [{ type: "play", card: "A" }],
    expect: { "A.seen.LIFESTEAL": 1, "A.seen.RUSH": 1 },
  });
  cardCase("ETC_325", {
    does: "Mana left over: no Lifesteal",
    p1: { hand: [{ card: "ETC_325", ref: "A" }], mana: mana(4) },
    actions: [{ type: "play", card: "A" }],
    expect: { "A.seen.LIFESTEAL": undefined },
  });
});

describeCard("ETC_543", () => {
  cardCase("ETC_543", {
    does: "Finale: the minions either side of it get Divine Shield, the one further away does not",
    p1: { hand: [{ card: "ETC_543", ref: "C" }], board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }, { card: YETI, ref: "Y" }], mana: mana(4) },
    actions: [{ type: "play", card: "C", position: 1 }],
    expect: { "A.seen.DIVINE_SHIELD": 1, "B.seen.DIVINE_SHIELD": 1, "Y.seen.DIVINE_SHIELD": undefined, "C.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("ETC_543", {
    does: "Mana left over: nothing for its neighbours",
    p1: { hand: [{ card: "ETC_543", ref: "C" }], board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }], mana: mana(5) },
    actions: [{ type: "play", card: "C", position: 1 }],
    expect: { "A.seen.DIVINE_SHIELD": undefined, "B.seen.DIVINE_SHIELD": undefined },
  });
});

describeCard("ETC_831", () => {
  cardCase("ETC_831", {
    does: "Finale: your hero gets the state 'the next Beast you summon gets +1/+1'; Mana left over: none",
    p1: { hand: [{ card: "ETC_831", ref: "T" }], mana: mana(1) },
    actions: [{ type: "play", card: "T" }],
    check: (r) => expect((r.state.players[0]!.hero.enchantments ?? []).map((e) => e.card)).toEqual(["ETC_831e"]),
  });
  cardCase("ETC_831", {
    does: "the state: a Wisp (no Beast) gets nothing; the next Beast (a Raptor) gets +1/+1 and uses it up; the Beast after that gets nothing",
    p1: { hero: { card: "HERO_05", enchantments: [{ card: "ETC_831e" }] }, hand: [{ card: WISP, ref: "W" }, { card: RAPTOR, ref: "R" }, { card: RAPTOR, ref: "S" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "R" }, { type: "play", card: "S" }],
    expect: { "W.attack": 1, "R.attack": 4, "R.health": 3, "S.attack": 3, "p1.hero.enchantments": undefined },
  });
  cardCase("ETC_831", {
    does: "Mana left over: no state",
    p1: { hand: [{ card: "ETC_831", ref: "T" }], mana: mana(2) },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hero.enchantments": undefined },
  });
});

describeCard("JAM_024", () => {
  cardCase("JAM_024", {
    does: "Finale: another friendly minion (the only one, the Yeti) gets +2/+2",
    p1: { hand: [{ card: "JAM_024", ref: "L" }], board: [{ card: YETI, ref: "Y" }], mana: mana(4) },
    actions: [{ type: "play", card: "L" }],
    expect: { "Y.attack": 6, "Y.health": 7, "L.attack": 3 },
  });
  cardCase("JAM_024", {
    does: "Mana left over: nothing",
    p1: { hand: [{ card: "JAM_024", ref: "L" }], board: [{ card: YETI, ref: "Y" }], mana: mana(5) },
    actions: [{ type: "play", card: "L" }],
    expect: { "Y.attack": 4 },
  });
  cardCase("JAM_024", {
    does: "Overheal: healed beyond its full Health (a damaged 3/4 at 3, Flash Heal restores 5), the Yeti gets +2/+2",
    p1: { board: [{ card: "JAM_024", ref: "L", health: 3 }, { card: YETI, ref: "Y" }], hand: [{ card: "AT_055", ref: "H" }] },
    actions: [{ type: "play", card: "H", target: "L" }],
    expect: { "Y.attack": 6, "L.health": 4 },
  });
});

describeCard("ETC_542", () => {
  cardCase("ETC_542", {
    does: "Finale: each enemy minion attacks it (a Raptor, then a Wisp: 3 + 1 damage taken, the Raptor dies to its 2 Attack)",
    p1: { hand: [{ card: "ETC_542", ref: "F" }], mana: mana(3) },
    p2: { board: [{ card: RAPTOR, ref: "R" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "F.health": 1, "R.zone": "graveyard", "W.zone": "graveyard", "events.attack": 2 },
  });
  cardCase("ETC_542", {
    does: "Mana left over: no attack",
    p1: { hand: [{ card: "ETC_542", ref: "F" }], mana: mana(4) },
    p2: { board: [{ card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "F.health": 5, "events.attack": 0 },
  });
  cardCase("ETC_542", {
    does: "not a Battlecry: with Brann Bronzebeard each enemy attacks once",
    p1: { hand: [{ card: "ETC_542", ref: "F" }], board: [{ card: BRANN }], mana: mana(3) },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "F.health": 1, "events.attack": 1 },
  });
});

describeCard("ETC_208", () => {
  cardCase("ETC_208", {
    does: "every friendly Beast of Cost 5 or more that died comes back (two Savannah Highmanes); the Raptor (2), the Yeti and the enemy's do not",
    p1: { hand: [{ card: "ETC_208", ref: "S" }] },
    state: { deaths: [{ card: "EX1_534", controller: 1, turn: 1 }, { card: RAPTOR, controller: 1, turn: 2 }, { card: YETI, controller: 1, turn: 2 }, { card: "EX1_534", controller: 1, turn: 3 }, { card: "EX1_534", controller: 2, turn: 3 }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.board": ["EX1_534", "EX1_534"], "p2.board": [] },
  });
});
