/**
 * Behaviour tests of the BATTLE_OF_THE_BANDS cards added by w11/bands (definitions in sets/battle-of-the-bands.ts): a
 * minion's Finale written without "Battlecry:" (the card field `whenPlayed`, rules-notes 1080), and "Resurrect all".
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
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

describeCard("ETC_413", () => {
  cardCase("ETC_413", {
    does: "the hero (+2 Attack, Immune) attacks each enemy minion: both die, the hero takes no damage",
    p1: { hand: [{ card: "ETC_413", ref: "G" }] },
    p2: { board: [{ card: WISP, ref: "W" }, { card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "W.zone": "graveyard", "R.zone": "graveyard", "p1.hero.health": 30, "p1.hero.attack": 2, "events.attack": 2 },
  });
});

describeCard("ETC_419", () => {
  cardCase("ETC_419", {
    does: "after it attacks it gains +1 Attack and attacks a random enemy minion, again and again until none is left",
    p1: { board: [{ card: "ETC_419", ref: "M" }] },
    p2: { board: [{ card: WISP, ref: "W" }, { card: WISP, ref: "X" }] },
    actions: [{ type: "attack", attacker: "M", defender: "p2.hero" }],
    expect: { "p2.hero.health": 27, "W.zone": "graveyard", "X.zone": "graveyard", "M.attack": 6, "M.health": 8 },
  });
});

describeCard("ETC_330", () => {
  cardCase("ETC_330", {
    does: "the hero gets Divine Shield (the Yeti's attack breaks it, no damage); a Holy spell played (Holy Nova) gives it again",
    p1: { hand: [{ card: "ETC_330", ref: "S" }, { card: "CS1_112", ref: "H" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }, { type: "endTurn" },
      { type: "play", card: "H" }],
    expect: { "p1.hero.health": 30, "p1.hero.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("ETC_330", {
    does: "a Fire spell does not give the Divine Shield back",
    p1: { hand: [{ card: "ETC_330", ref: "S" }, { card: "CS2_029", ref: "F" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }, { type: "endTurn" },
      { type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.hero.health": 30, "p1.hero.seen.DIVINE_SHIELD": undefined },
  });
});

describeCard("JAM_020", () => {
  cardCase("JAM_020", {
    does: "Outcast (played from the hand's left end): the enemy Yeti goes back to its owner's hand",
    p1: { hand: [{ card: "JAM_020", ref: "T" }, { card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T", target: "Y" }],
    expect: { "Y.zone": "hand", "p2.hand": [YETI] },
  });
  cardCase("JAM_020", {
    does: "not Outcast (the middle of the hand): it takes no target",
    p1: { hand: [{ card: WISP }, { card: "JAM_020", ref: "T" }, { card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T", target: "Y" }],
    error: "illegal_action",
  });
});

describeCard("ETC_071", () => {
  cardCase("ETC_071", {
    does: "Deathrattle: both players draw 2 (3 cards in hand each), discard 2 (1 left each), and lose the top 2 of their decks",
    p1: { board: [{ card: "ETC_071", ref: "R" }], hand: [{ card: WISP }], deck: [{ card: YETI }, { card: YETI }, { card: RAPTOR }, { card: RAPTOR }, { card: WISP }, { card: WISP }] },
    p2: { hand: [{ card: WISP }], deck: [{ card: YETI }, { card: YETI }, { card: RAPTOR }, { card: RAPTOR }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "destroy", target: "R" }],
    expect: { "p1.hand.length": 1, "p2.hand.length": 1, "p1.deck.length": 2, "p2.deck.length": 2, "events.discard": 4, "events.burn": 4 },
  });
});

describeCard("ETC_838", () => {
  cardCase("ETC_838", {
    does: "the highest Cost Beast of the hand (a 5-Cost Highmane, not the 2-Cost Raptor nor the 4-Cost Yeti) is summoned, Dormant for 2 turns",
    p1: { hand: [{ card: "ETC_838", ref: "B" }, { card: RAPTOR, ref: "R" }, { card: "EX1_534", ref: "H" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "H.zone": "board", "R.zone": "hand", "Y.zone": "hand", "H.tags.DORMANT": 1, "H.tags.DORMANT_TURNS": 2 },
  });
  cardCase("ETC_838", {
    does: "no Beast in hand: nothing",
    p1: { hand: [{ card: "ETC_838", ref: "B" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.board": [], "Y.zone": "hand" },
  });
});

describeCard("ETC_332", () => {
  cardCase("ETC_332", {
    does: "two undamaged minions and one missing 3 Health: two are Overhealed, it gains +2/+2",
    p1: { hand: [{ card: "ETC_332", ref: "D" }], board: [{ card: WISP }, { card: YETI, ref: "Y", health: 2 }, { card: RAPTOR }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.attack": 3, "D.health": 4, "Y.health": 5 },
  });
  cardCase("ETC_332", {
    does: "no other minion: a 1/2",
    p1: { hand: [{ card: "ETC_332", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.attack": 1, "D.health": 2 },
  });
});

describeCard("JAM_025", () => {
  cardCase("JAM_025", {
    does: "the Yeti (missing 4) and its two undamaged neighbours are healed: two Overhealed, two Mana Crystals refreshed",
    p1: { hand: [{ card: "JAM_025", ref: "F" }], board: [{ card: WISP }, { card: YETI, ref: "Y", health: 1 }, { card: RAPTOR }, { card: YETI, ref: "Z", health: 1 }], mana: { crystals: 5, used: 3 } },
    actions: [{ type: "play", card: "F", target: "Y" }],
    expect: { "Y.health": 4, "Z.health": 1, "p1.mana.used": 5, "p1.mana.temp": 2 }, // refreshed as temporary crystals below 10 (refreshMana)
  });
});

describeCard("ETC_028", () => {
  cardCase("ETC_028", {
    does: "alone: a Secret is Discovered and cast (into the secret zone, not the hand)",
    p1: { hero: { card: "HERO_05" }, hand: [{ card: "ETC_028", ref: "H" }] },
    actions: [{ type: "play", card: "H" }], choices: [0],
    expect: { "p1.secrets.length": 1, "p1.hand.length": 0, "events.discover": 1 },
  });
  cardCase("ETC_028", {
    does: "another minion of yours: nothing",
    p1: { hero: { card: "HERO_05" }, hand: [{ card: "ETC_028", ref: "H" }], board: [{ card: WISP }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "p1.secrets.length": 0, "events.discover": 0 },
  });
});

describeCard("ETC_111", () => {
  cardCase("ETC_111", {
    does: "at the end of your turn a random spell goes on top of the opponent's deck (their next draw)",
    p1: { board: [{ card: "ETC_111" }] },
    p2: { deck: [{ card: YETI }] },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const hand = r.state.players[1]!.hand;
      expect(hand).toHaveLength(1);
      expect(findCard(hand[0]!.card)?.type).toBe("SPELL");
      expect(r.state.players[1]!.deck.map((c) => c.card)).toEqual([YETI]);
    },
  });
});

describeCard("JAM_030", () => {
  cardCase("JAM_030", {
    does: "in hand it costs the number of cards in your deck (3)",
    p1: { hand: [{ card: "JAM_030", ref: "F" }, { card: WISP, ref: "W" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "F.cost": 3 },
  });
  cardCase("JAM_030", {
    does: "an empty deck: it costs (0) and can be played with no Mana",
    p1: { hand: [{ card: "JAM_030", ref: "F" }], mana: { crystals: 0, used: 0 } },
    actions: [{ type: "play", card: "F" }],
    expect: { "F.zone": "board" },
  });
});

describeCard("ETC_320", () => {
  cardCase("ETC_320", {
    does: "the friendly minion's Divine Shield becomes a 5/5 Elemental",
    p1: { hand: [{ card: "ETC_320", ref: "S" }], board: [{ card: WISP, ref: "W", tags: { DIVINE_SHIELD: 1 } }] },
    actions: [{ type: "play", card: "S", target: "W" }],
    expect: { "W.seen.DIVINE_SHIELD": undefined, "p1.board": [WISP, "ETC_320t"], "p1.board.1.attack": 5 },
  });
  cardCase("ETC_320", {
    does: "a minion without Divine Shield can't be chosen",
    p1: { hand: [{ card: "ETC_320", ref: "S" }], board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "S", target: "W" }],
    error: "illegal_action",
  });
});

describeCard("ETC_109", () => {
  cardCase("ETC_109", {
    does: "the chosen enemy Yeti can't attack while the Fan lives (its attack is illegal)",
    p1: { hand: [{ card: "ETC_109", ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F", target: "Y" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }],
    error: "illegal_action",
  });
  cardCase("ETC_109", {
    does: "once the Fan is gone (a Fireball), the Yeti attacks again",
    p1: { hand: [{ card: "ETC_109", ref: "F" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "CS2_029", ref: "B" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "F", target: "Y" }, { type: "endTurn" }, { type: "play", card: "B", target: "F" },
      { type: "attack", attacker: "Y", defender: "p1.hero" }],
    expect: { "F.zone": "graveyard", "p1.hero.health": 26 },
  });
});

describeCard("ETC_099", () => {
  cardCase("ETC_099", {
    does: "Finale (its 8 Mana were the last): the chosen enemy Yeti is destroyed",
    p1: { hand: [{ card: "ETC_099", ref: "D" }], mana: mana(8) },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "D", target: "Y" }],
    expect: { "Y.zone": "graveyard", "D.zone": "board" },
  });
  cardCase("ETC_099", {
    does: "Mana left over: it takes no target (naming one is illegal)",
    p1: { hand: [{ card: "ETC_099", ref: "D" }], mana: mana(9) },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "D", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("ETC_099", {
    does: "Mana left over, played without a target: an 8/8, nothing destroyed",
    p1: { hand: [{ card: "ETC_099", ref: "D" }], mana: mana(9) },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "Y.zone": "board", "D.zone": "board" },
  });
});

describeCard("ETC_209", () => {
  cardCase("ETC_209", {
    does: "Mana left over: 2 damage to the chosen minion",
    p1: { hand: [{ card: "ETC_209", ref: "C" }], mana: mana(5) },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    expect: { "Y.health": 3, "R.health": 2, "p2.hero.health": 30 },
  });
  cardCase("ETC_209", {
    does: "Finale: 2 damage to every enemy, no target taken",
    p1: { hand: [{ card: "ETC_209", ref: "C" }], mana: mana(3) },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "Y.health": 3, "R.zone": "graveyard", "p2.hero.health": 28 },
  });
  cardCase("ETC_209", {
    does: "Finale: naming a target is illegal",
    p1: { hand: [{ card: "ETC_209", ref: "C" }], mana: mana(3) },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C", target: "Y" }],
    error: "illegal_action",
  });
});

describeCard("ETC_201", () => {
  cardCase("ETC_201", {
    does: "+1/+1 to the Yeti, and the next Bunch (2 left) comes to hand; that one gives the last; the last gives none",
    p1: { hand: [{ card: "ETC_201", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "Y" }, { type: "play", card: "p1.hand.0", target: "Y" }, { type: "play", card: "p1.hand.0", target: "Y" }],
    expect: { "Y.attack": 7, "Y.health": 8, "p1.hand": [] },
  });
  cardCase("ETC_201", {
    does: "cast once: the Yeti +1/+1, ETC_201t in hand",
    p1: { hand: [{ card: "ETC_201", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "Y.attack": 5, "p1.hand": ["ETC_201t"] },
  });
});
