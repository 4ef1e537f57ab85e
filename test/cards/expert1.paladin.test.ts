/**
 * Classic (EXPERT1) Paladin cards: one case per behaviour of each card's text. Secrets are tested on their owner's
 * opponent's turn (the snapshot's `activePlayer: 2` with the secret on player 1), on their owner's own turn (they do not
 * trigger) and with no valid subject (they stay in the secret zone).
 */
import { expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { at, events, nodes, player, request, run } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const YETI = "CS2_182"; // 4/5
const OGRE = "CS2_200"; // 6/7
const WISP = "CS2_231"; // 1/1
const KOBOLD = "CS2_142"; // 2/2, Spell Damage +1
const AXE = "CS2_106"; // Fiery War Axe 3/2
const OPPONENTS_TURN = { activePlayer: 2 };
/** The request option for player 2 acting (player 1's Secrets are active). */
const p2Turn = { state: OPPONENTS_TURN };

/** Refs (or card ids) of the targets of the damage events, in order. */
const damaged = (r: ResolveResult) => events(r, "damage").map((e) => e.target!.ref ?? e.target!.card);

// Aldor Peacekeeper: "Battlecry: Change an enemy minion's Attack to 1."
cardCase("EX1_382", {
  does: "the chosen enemy minion's Attack becomes 1 (Health kept); another enemy and your minions are untouched",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "EX1_382", ref: "A" }] },
  p2: { board: [{ card: OGRE, ref: "O" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "A", target: "O" }],
  expect: { "O.attack": 1, "O.health": 7, "Y.attack": 4, "F.attack": 4, "A.zone": "board", "A.attack": 3, "A.health": 3 },
});
cardCase("EX1_382", {
  does: "it is a set, not a reduction: a later +3 Attack makes the minion 4",
  p1: { hand: [{ card: "EX1_382", ref: "A" }, { card: "CS2_087", ref: "M" }] },
  p2: { board: [{ card: OGRE, ref: "O" }] },
  actions: [{ type: "play", card: "A", target: "O" }, { type: "play", card: "M", target: "O" }],
  expect: { "O.attack": 4, "O.health": 7 },
});
cardCase("EX1_382", {
  does: "a friendly minion is not a valid target",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "EX1_382", ref: "A" }] },
  p2: { board: [{ card: OGRE, ref: "O" }] },
  actions: [{ type: "play", card: "A", target: "F" }],
  error: "illegal_action",
});
cardCase("EX1_382", {
  does: "with no enemy minion it is still played, changing nothing",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "EX1_382", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "A.zone": "board", "F.attack": 4, "events.buff": 0 },
});

// Argent Protector: "Battlecry: Give a friendly minion Divine Shield."
cardCase("EX1_362", {
  does: "the chosen friendly minion gets Divine Shield: the next damage is absorbed; the enemy minion gets none",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "EX1_362", ref: "A" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "A", target: "F" }, { type: "damage", target: "F", amount: 3 }, { type: "damage", target: "E", amount: 3 }],
  expect: { "F.health": 5, "E.health": 2, "events.divine-shield": 1, "A.zone": "board", "A.attack": 3, "A.health": 2 },
});
cardCase("EX1_362", {
  does: "the shield is used up by one hit: the second damage goes through",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "EX1_362", ref: "A" }] },
  actions: [{ type: "play", card: "A", target: "F" }, { type: "damage", target: "F", amount: 3 }, { type: "damage", target: "F", amount: 3 }],
  expect: { "F.health": 2, "events.divine-shield": 1 },
});
cardCase("EX1_362", {
  does: "an enemy minion is not a valid target",
  p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "EX1_362", ref: "A" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "A", target: "E" }],
  error: "illegal_action",
});
cardCase("EX1_362", {
  does: "it cannot give itself the shield (another friendly minion)",
  p1: { hand: [{ card: "EX1_362", ref: "A" }] },
  actions: [{ type: "play", card: "A", target: "A" }],
  error: "illegal_action",
});
cardCase("EX1_362", {
  does: "with no other friendly minion it is still played, with no shield anywhere",
  p1: { hand: [{ card: "EX1_362", ref: "A" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "A" }, { type: "damage", target: "A", amount: 1 }],
  expect: { "A.zone": "board", "A.health": 1, "events.buff": 0, "events.divine-shield": 0 },
});

// Avenging Wrath: "Deal $8 damage randomly split among all enemies."
describeCard("EX1_384", () => {
  it("eight hits of 1, each on an enemy character, for every seed: never your hero or minions", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const r = runCase({
        does: "", seed,
        p1: { board: [{ card: YETI, ref: "F" }], hand: [{ card: "EX1_384", ref: "W" }] },
        p2: { board: [{ card: OGRE, ref: "O" }, { card: YETI, ref: "Y" }] },
        actions: [{ type: "play", card: "W" }],
        expect: { "p1.hero.health": 30, "F.health": 5 },
      }) as ResolveResult;
      const hits = events(r, "damage");
      expect(hits).toHaveLength(8);
      expect(hits.every((e) => e.amount === 1)).toBe(true);
      expect(damaged(r).every((t) => t === "O" || t === "Y" || t === "HERO_01")).toBe(true);
      const p2 = r.state.players[1]!;
      const lost = (30 - p2.hero.health!) + p2.board.reduce((n, m) => n + (m.maxHealth! - m.health!), 0)
        + p2.graveyard.reduce((n, m) => n + (m.card === YETI ? 5 : m.card === OGRE ? 7 : 0), 0);
      expect(lost).toBe(8);
    }
  });
  it("a character already mortally wounded is not hit again (3.5): an enemy Wisp takes at most 1, for every seed", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const r = runCase({
        does: "", seed,
        p1: { hand: [{ card: "EX1_384", ref: "W" }] },
        p2: { board: [{ card: WISP, ref: "E" }] },
        actions: [{ type: "play", card: "W" }],
        expect: { "events.damage": 8 },
      }) as ResolveResult;
      const onWisp = damaged(r).filter((t) => t === "E").length;
      expect(onWisp).toBeLessThanOrEqual(1);
      expect(r.state.players[1]!.hero.health).toBe(30 - (8 - onWisp));
    }
  });
  it("Spell Damage adds hits, not damage per hit: +1 makes nine hits of 1", () => {
    const r = runCase({
      does: "",
      p1: { board: [{ card: KOBOLD }], hand: [{ card: "EX1_384", ref: "W" }] },
      actions: [{ type: "play", card: "W" }],
      expect: { "events.damage": 9, "p2.hero.health": 21 },
    }) as ResolveResult;
    expect(events(r, "damage").every((e) => e.amount === 1)).toBe(true);
  });
});
cardCase("EX1_384", {
  does: "with no enemy minion, all 8 go to the enemy hero",
  p1: { hand: [{ card: "EX1_384", ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "p2.hero.health": 22, "p1.hero.health": 30, "events.damage": 8 },
});

// Blessed Champion: "Double a minion's Attack."
cardCase("EX1_355", {
  does: "the target's Attack doubles (Health kept); another minion is untouched",
  p1: { board: [{ card: YETI, ref: "Y" }, { card: OGRE, ref: "O" }], hand: [{ card: "EX1_355", ref: "B" }] },
  actions: [{ type: "play", card: "B", target: "Y" }],
  expect: { "Y.attack": 8, "Y.health": 5, "O.attack": 6 },
});
cardCase("EX1_355", {
  does: "it doubles the current Attack, buffs included (4 + 3 → 14), and may target an enemy minion",
  p1: { hand: [{ card: "CS2_087", ref: "M" }, { card: "EX1_355", ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "M", target: "Y" }, { type: "play", card: "B", target: "Y" }],
  expect: { "Y.attack": 14, "Y.health": 5 },
});
cardCase("EX1_355", {
  does: "a hero is not a valid target",
  p1: { board: [{ card: YETI }], hand: [{ card: "EX1_355", ref: "B" }] },
  actions: [{ type: "play", card: "B", target: "p1.hero" }],
  error: "illegal_action",
});
cardCase("EX1_355", {
  does: "with no minion in play it cannot be played",
  p1: { hand: [{ card: "EX1_355", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  error: "illegal_action",
});

// Blessing of Wisdom: "Choose a minion. Whenever it attacks, draw a card."
cardCase("EX1_363", {
  does: "each time the blessed minion attacks, you draw a card; another minion's attack draws nothing",
  p1: { board: [{ card: YETI, ref: "Y" }, { card: OGRE, ref: "O" }], hand: [{ card: "EX1_363", ref: "B" }], deck: deck(3) },
  actions: [{ type: "play", card: "B", target: "Y" }, { type: "attack", attacker: "Y", defender: "p2.hero" },
    { type: "attack", attacker: "O", defender: "p2.hero" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 2, "p1.hand.0.ref": "d0", "p2.hero.health": 20 },
});
cardCase("EX1_363", {
  does: "being attacked is not attacking: no card",
  p1: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "EX1_363", ref: "B" }], deck: deck(3) },
  p2: { board: [{ card: WISP, ref: "E" }], deck: deck(3, "e") },
  actions: [{ type: "play", card: "B", target: "Y" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "Y" }],
  expect: { "p1.hand.length": 0, "p1.deck.length": 3, "p2.hand.length": 1 },
});
cardCase("EX1_363", {
  does: "on an enemy minion, the player who blessed it draws when it attacks (the enchantment's controller), not its owner",
  p1: { hand: [{ card: "EX1_363", ref: "B" }], deck: deck(3) },
  p2: { board: [{ card: YETI, ref: "E" }], deck: deck(3, "e") },
  actions: [{ type: "play", card: "B", target: "E" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 2, "p2.hand.length": 1, "p2.deck.length": 2, "p1.hero.health": 26 },
});
cardCase("EX1_363", {
  does: "a hero is not a valid target",
  p1: { board: [{ card: YETI }], hand: [{ card: "EX1_363", ref: "B" }] },
  actions: [{ type: "play", card: "B", target: "p1.hero" }],
  error: "illegal_action",
});

// Divine Favor: "Draw cards until you have as many in hand as your opponent."
cardCase("EX1_349", {
  does: "draws the difference, counted after Divine Favor left your hand (1 card vs 5: draws 4)",
  p1: { hand: [{ card: "EX1_349", ref: "D" }, { card: WISP }], deck: deck(6) },
  p2: { hand: Array.from({ length: 5 }, () => ({ card: WISP })), deck: deck(3, "e") },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand.length": 5, "p1.deck.length": 2, "p2.hand.length": 5, "p2.deck.length": 3, "events.draw": 4 },
});
cardCase("EX1_349", {
  does: "Divine Favor itself does not count: 1 card in hand vs 2 after it is played draws 1",
  p1: { hand: [{ card: "EX1_349", ref: "D" }, { card: WISP }], deck: deck(3) },
  p2: { hand: [{ card: WISP }, { card: WISP }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand.length": 2, "p1.deck.length": 2 },
});
cardCase("EX1_349", {
  does: "when the opponent has as many cards or fewer, it draws nothing (never a negative count)",
  p1: { hand: [{ card: "EX1_349", ref: "D" }, { card: WISP }, { card: WISP }, { card: WISP }], deck: deck(3) },
  p2: { hand: [{ card: WISP }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hand.length": 3, "p1.deck.length": 3, "events.draw": 0, "p1.hero.health": 30 },
});
cardCase("EX1_349", {
  does: "with an empty deck, each missing draw is a fatigue hit (3 draws: 1 + 2 + 3)",
  p1: { hand: [{ card: "EX1_349", ref: "D" }] },
  p2: { hand: [{ card: WISP }, { card: WISP }, { card: WISP }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hero.health": 24, "p1.hand.length": 0, "p2.hero.health": 30 },
});

// Equality: "Change the Health of ALL minions to 1."
cardCase("EX1_619", {
  does: "every minion on both sides becomes Health 1 (maximum 1, damage cleared), Attack kept; heroes untouched",
  p1: { hero: { card: "HERO_04", health: 20 }, board: [{ card: YETI, ref: "F", health: 2 }], hand: [{ card: "EX1_619", ref: "Q" }] },
  p2: { board: [{ card: OGRE, ref: "O" }, { card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "Q" }],
  expect: { "F.health": 1, "F.maxHealth": 1, "F.attack": 4, "O.health": 1, "O.maxHealth": 1, "O.attack": 6, "E.health": 1,
    "p1.hero.health": 20, "p2.hero.health": 30 },
});
cardCase("EX1_619", {
  does: "a later Health buff adds on top of the set Health (1 + 4)",
  p1: { hand: [{ card: "EX1_619", ref: "Q" }, { card: "CS2_092", ref: "K" }] },
  p2: { board: [{ card: OGRE, ref: "O" }] },
  actions: [{ type: "play", card: "Q" }, { type: "play", card: "K", target: "O" }],
  expect: { "O.health": 5, "O.attack": 10 },
});
cardCase("EX1_619", {
  does: "with no minion in play it is still cast, changing nothing",
  p1: { hand: [{ card: "EX1_619", ref: "Q" }] },
  actions: [{ type: "play", card: "Q" }],
  expect: { "Q.zone": "graveyard", "events.buff": 0, "p1.hero.health": 30 },
});

// Eye for an Eye: "Secret: When your hero takes damage, deal that much damage to the enemy hero."
cardCase("EX1_132", {
  does: "on the opponent's turn, your hero takes 4 from an attack: 4 to the enemy hero (not the attacker); the secret is used",
  p1: { secrets: [{ card: "EX1_132", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
  expect: { "p1.hero.health": 26, "p2.hero.health": 26, "Y.health": 5, "S.zone": "graveyard" },
});
cardCase("EX1_132", {
  does: "it is a spell: your Spell Damage adds to it (4 + 1; it is not in the rulebook's A.2 list)",
  p1: { board: [{ card: KOBOLD }], secrets: [{ card: "EX1_132", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
  expect: { "p1.hero.health": 26, "p2.hero.health": 25 },
});
cardCase("EX1_132", {
  does: "it does not trigger on its owner's turn",
  p1: { secrets: [{ card: "EX1_132", ref: "S" }] },
  actions: [{ type: "damage", target: "p1.hero", amount: 4 }],
  expect: { "p1.hero.health": 26, "p2.hero.health": 30, "S.zone": "secrets" },
});
cardCase("EX1_132", {
  does: "damage to a friendly minion is not damage to your hero: it stays hidden",
  p1: { board: [{ card: OGRE, ref: "O" }], secrets: [{ card: "EX1_132", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "Y", defender: "O" }],
  expect: { "O.health": 3, "p2.hero.health": 30, "S.zone": "secrets" },
});

describeCard("EX1_132", () => {
  it("deals the damage its hero took to the enemy hero (the damage event's amount, armor included)", () => {
    const r = run(request([
      player({ hero: { card: "HERO_04", armor: 4 }, secrets: [{ card: "EX1_132", ref: "EE" }] }),
      player({ hand: [{ card: "CS2_029", ref: "FB" }] }),
    ], [{ type: "play", card: "FB", target: "p1.hero" }], p2Turn));
    expect(r.state.players[0].hero).toMatchObject({ health: 28, armor: 0 });
    expect(events(r, "damage").map((e) => [e.target!.controller, e.amount])).toEqual([[1, 6], [2, 6]]);
    expect(r.state.players[1].hero.health).toBe(24);
    expect(at(r.state, "EE").zone).toBe("graveyard");
  });

  it("answers the damage as changed by pre-damage triggers: Cursed Blade doubles 6 to 12, Eye for an Eye returns 12", () => {
    const r = run(request([
      player({ weapon: { card: "LOE_118" }, secrets: [{ card: "EX1_132" }] }),
      player({ hand: [{ card: "CS2_029", ref: "FB" }] }),
    ], [{ type: "play", card: "FB", target: "p1.hero" }], p2Turn));
    expect(r.state.players[0].hero.health).toBe(18);
    expect(r.state.players[1].hero.health).toBe(18);
  });

  it("does not trigger when no damage is dealt (Ice Block prevented it; 4.9 step 8)", () => {
    const r = run(request([
      player({ hero: { card: "HERO_04", health: 3 }, secrets: [{ card: "EX1_295", ref: "IB" }, { card: "EX1_132", ref: "EE" }] }),
      player({ hand: [{ card: "CS2_029", ref: "FB" }] }),
    ], [{ type: "play", card: "FB", target: "p1.hero" }], p2Turn));
    expect(at(r.state, "IB").zone).toBe("graveyard");
    expect(at(r.state, "EE").zone).toBe("secrets");
    expect(r.state.players[1].hero.health).toBe(30);
  });
});

// Holy Wrath: "Draw a card and deal damage equal to its Cost to a minion."
cardCase("EX1_365", {
  does: "draws the top card and deals its Cost (4) to the chosen minion only",
  p1: { hand: [{ card: "EX1_365", ref: "H" }], deck: [{ card: YETI, ref: "T" }, { card: WISP }] },
  p2: { board: [{ card: OGRE, ref: "O" }, { card: OGRE, ref: "O2" }] },
  actions: [{ type: "play", card: "H", target: "O" }],
  expect: { "O.health": 3, "O2.health": 7, "T.zone": "hand", "p1.deck.length": 1, "p2.hero.health": 30 },
});
cardCase("EX1_365", {
  does: "Spell Damage adds to it (4 + 1)",
  p1: { board: [{ card: KOBOLD }], hand: [{ card: "EX1_365", ref: "H" }], deck: [{ card: YETI, ref: "T" }] },
  p2: { board: [{ card: OGRE, ref: "O" }] },
  actions: [{ type: "play", card: "H", target: "O" }],
  expect: { "O.health": 2 },
});
cardCase("EX1_365", {
  does: "a hero is not a valid target",
  p1: { hand: [{ card: "EX1_365", ref: "H" }], deck: [{ card: YETI }] },
  p2: { board: [{ card: OGRE }] },
  actions: [{ type: "play", card: "H", target: "p2.hero" }],
  error: "illegal_action",
});
cardCase("EX1_365", {
  does: "with an empty deck: no card, 0 damage, and a fatigue hit",
  p1: { hand: [{ card: "EX1_365", ref: "H" }] },
  p2: { board: [{ card: OGRE, ref: "O" }] },
  actions: [{ type: "play", card: "H", target: "O" }],
  expect: { "O.health": 7, "p1.hero.health": 29, "p1.hand.length": 0 },
});

describeCard("EX1_365", () => {
  it("Holy Wrath deals the cost of the card on top of the deck as it is in the deck, then draws it (Molten Giant: 20)", () => {
    const r = run(request([
      player({ hero: { card: "HERO_04", health: 10 }, hand: [{ card: "EX1_365", ref: "HW" }], deck: [{ card: "EX1_620", ref: "MG" }] }),
      player({ board: [{ card: "CS2_200", ref: "O", enchantments: [{ health: 20 }] }] }),
    ], [{ type: "play", card: "HW", target: "O" }]));
    expect(at(r.state, "O").health).toBe(7); // 27 − 20
    expect(at(r.state, "MG")).toMatchObject({ zone: "hand", cost: 0 }); // in hand its own reduction applies
    expect(events(r, "damage")[0]).toMatchObject({ amount: 20 });
  });
});

// Lay on Hands: "Restore #8 Health. Draw 3 cards."
cardCase("EX1_354", {
  does: "restores 8 Health to the chosen character and draws 3 cards",
  p1: { hero: { card: "HERO_04", health: 15 }, hand: [{ card: "EX1_354", ref: "L" }], deck: deck(5) },
  p2: { hero: { card: "HERO_01", health: 15 } },
  actions: [{ type: "play", card: "L", target: "p1.hero" }],
  expect: { "p1.hero.health": 23, "p2.hero.health": 15, "p1.hand.length": 3, "p1.deck.length": 2, "p2.hand.length": 0 },
});
cardCase("EX1_354", {
  does: "it may heal an enemy minion, up to its maximum, and still draws 3",
  p1: { hand: [{ card: "EX1_354", ref: "L" }], deck: deck(5) },
  p2: { board: [{ card: OGRE, ref: "O", health: 2 }, { card: OGRE, ref: "O2", health: 2 }] },
  actions: [{ type: "play", card: "L", target: "O" }],
  expect: { "O.health": 7, "O2.health": 2, "p1.hand.length": 3 },
});
cardCase("EX1_354", {
  does: "an undamaged target: no heal event, the draws still happen",
  p1: { hand: [{ card: "EX1_354", ref: "L" }], deck: deck(5) },
  actions: [{ type: "play", card: "L", target: "p1.hero" }],
  expect: { "p1.hero.health": 30, "events.heal": 0, "p1.hand.length": 3 },
});

// Noble Sacrifice: "Secret: When an enemy attacks, summon a 2/1 Defender as the new target."
cardCase("EX1_130", {
  does: "on the opponent's turn an enemy minion attacking your hero hits a new 2/1 Defender instead; the secret is used",
  p1: { secrets: [{ card: "EX1_130", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
  expect: { "p1.hero.health": 30, "Y.health": 3, "p1.board": [], "p1.graveyard": ["EX1_130", "EX1_130a"], "S.zone": "graveyard" },
});
cardCase("EX1_130", {
  does: "an attack on a friendly minion is redirected too; the Defender is summoned on your side",
  p1: { board: [{ card: OGRE, ref: "O" }], secrets: [{ card: "EX1_130", ref: "S" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "E", defender: "O" }],
  expect: { "O.health": 7, "p1.board": [OGRE], "p1.graveyard": ["EX1_130", "EX1_130a"], "E.zone": "graveyard", "p2.board": [] },
});
cardCase("EX1_130", {
  does: "an attacking enemy hero counts as an enemy: the Defender takes the hit and deals 2 back",
  p1: { secrets: [{ card: "EX1_130", ref: "S" }] },
  p2: { weapon: { card: AXE }, board: [] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "p2.hero", defender: "p1.hero" }],
  expect: { "p1.hero.health": 30, "p2.hero.health": 28, "S.zone": "graveyard" },
});
cardCase("EX1_130", {
  does: "with your board full there is no room for a Defender: it stays hidden and the attack goes on",
  p1: { board: Array.from({ length: 7 }, () => ({ card: WISP })), secrets: [{ card: "EX1_130", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
  expect: { "p1.hero.health": 26, "S.zone": "secrets", "p1.board.length": 7 },
});
cardCase("EX1_130", {
  does: "it does not trigger on its owner's turn (an enemy forced to attack your hero then)",
  cards: [{ id: "TEST_PROVOKE", type: "SPELL", cost: 0, spell: [{ type: "forceAttack", attacker: { random: "enemy-minions" }, defender: "friendly-hero" }] }],
  p1: { hand: [{ card: "TEST_PROVOKE", ref: "P" }], secrets: [{ card: "EX1_130", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.hero.health": 26, "S.zone": "secrets", "p1.board": [] },
});

describeCard("EX1_130", () => {
  it("Noble Sacrifice summons a 2/1 Defender that becomes the defender", () => {
    const r = run(request([player({ secrets: [{ card: "EX1_130", ref: "NS" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "attack", attacker: "Y", defender: "p1.hero" }], { state: { activePlayer: 2 } }));
    expect(r.state.players[0].hero.health).toBe(30);
    expect(at(r.state, "Y")).toMatchObject({ zone: "board", health: 3 });
    expect(r.state.players[0].graveyard.map((e) => e.card)).toContain("EX1_130a");
    expect(nodes(r, "step").filter((s) => s.name === "defender-change")).toHaveLength(1);
  });
});

// Redemption: "Secret: When a friendly minion dies, return it to life with 1 Health."
cardCase("EX1_136", {
  does: "on the opponent's turn a friendly minion that dies comes back as a fresh copy with 1 Health; the secret is used",
  p1: { board: [{ card: YETI, ref: "Y" }], secrets: [{ card: "EX1_136", ref: "S" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "destroy", target: "Y" }],
  expect: { "Y.zone": "graveyard", "p1.board": [YETI], "p1.board.0.health": 1, "p1.board.0.maxHealth": 5, "p1.board.0.attack": 4,
    "S.zone": "graveyard" },
});
cardCase("EX1_136", {
  does: "the copy is fresh: an enchantment the dead minion had is gone",
  p1: { hand: [{ card: "CS2_092", ref: "K" }], board: [{ card: YETI, ref: "Y" }], secrets: [{ card: "EX1_136", ref: "S" }] },
  p2: { board: [{ card: OGRE, ref: "O" }] },
  actions: [{ type: "play", card: "K", target: "Y" }, { type: "endTurn" }, { type: "attack", attacker: "O", defender: "Y" },
    { type: "destroy", target: "Y" }],
  expect: { "p1.board": [YETI], "p1.board.0.attack": 4, "p1.board.0.health": 1 },
});
cardCase("EX1_136", {
  does: "it does not trigger on its owner's turn",
  p1: { board: [{ card: YETI, ref: "Y" }], secrets: [{ card: "EX1_136", ref: "S" }] },
  actions: [{ type: "destroy", target: "Y" }],
  expect: { "p1.board": [], "S.zone": "secrets" },
});
cardCase("EX1_136", {
  does: "an enemy minion's death is not a friendly minion's: it stays hidden",
  p1: { secrets: [{ card: "EX1_136", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "destroy", target: "E" }],
  expect: { "p1.board": [], "p2.board": [], "S.zone": "secrets" },
});

// Repentance: "Secret: After your opponent plays a minion, reduce its Health to 1."
cardCase("EX1_379", {
  does: "after the opponent plays a minion, its Health (and maximum) becomes 1, Attack kept; the secret is used",
  p1: { secrets: [{ card: "EX1_379", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Old" }], hand: [{ card: OGRE, ref: "O" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "play", card: "O" }],
  expect: { "O.health": 1, "O.maxHealth": 1, "O.attack": 6, "Old.health": 5, "S.zone": "graveyard" },
});
cardCase("EX1_379", {
  does: "it does not trigger on its owner's turn",
  p1: { hand: [{ card: OGRE, ref: "O" }], secrets: [{ card: "EX1_379", ref: "S" }] },
  actions: [{ type: "play", card: "O" }],
  expect: { "O.health": 7, "S.zone": "secrets" },
});
cardCase("EX1_379", {
  does: "a minion summoned without being played (the opponent's Hero Power) does not trigger it",
  p1: { secrets: [{ card: "EX1_379", ref: "S" }] },
  p2: { hero: { card: "HERO_04" } },
  state: OPPONENTS_TURN,
  actions: [{ type: "heroPower" }],
  expect: { "p2.board": ["CS2_101t"], "p2.board.0.health": 1, "S.zone": "secrets", "events.buff": 0 },
});
cardCase("EX1_379", {
  does: "a minion already mortally wounded is no subject: after Snipe kills the Wisp, Repentance stays hidden (3.4)",
  p1: { secrets: [{ card: "EX1_609", ref: "Sn" }, { card: "EX1_379", ref: "S" }] },
  p2: { hand: [{ card: WISP, ref: "E" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "play", card: "E" }],
  expect: { "E.zone": "graveyard", "Sn.zone": "graveyard", "S.zone": "secrets", "events.buff": 0 },
});

// Sword of Justice: "After you summon a minion, give it +1/+1 and this loses 1 Durability."
cardCase("EX1_366", {
  does: "a minion you play gets +1/+1 and the weapon loses 1 Durability",
  p1: { weapon: { card: "EX1_366", ref: "S" }, hand: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "W.attack": 2, "W.health": 2, "S.durability": 4, "S.attack": 1 },
});
cardCase("EX1_366", {
  does: "a minion summoned without being played counts too (the Hero Power's Silver Hand Recruit)",
  p1: { hero: { card: "HERO_04" }, weapon: { card: "EX1_366", ref: "S" } },
  actions: [{ type: "heroPower" }],
  expect: { "p1.board": ["CS2_101t"], "p1.board.0.attack": 2, "p1.board.0.health": 2, "S.durability": 4 },
});
cardCase("EX1_366", {
  does: "the opponent's minions and your spells do nothing to it",
  p1: { weapon: { card: "EX1_366", ref: "S" }, hand: [{ card: "CS2_087", ref: "M" }], board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "summon", card: WISP, player: 2, ref: "E" }, { type: "play", card: "M", target: "Y" }],
  expect: { "E.attack": 1, "E.health": 1, "S.durability": 5, "Y.attack": 7, "Y.health": 5 },
});
cardCase("EX1_366", {
  does: "its last Durability: the minion still gets +1/+1 and the weapon is destroyed",
  p1: { weapon: { card: "EX1_366", ref: "S", durability: 1 }, hand: [{ card: WISP, ref: "W" }, { card: WISP, ref: "W2" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "W2" }],
  expect: { "W.attack": 2, "W.health": 2, "W2.attack": 1, "S.zone": "graveyard", "p1.weapon": null },
});

// Tirion Fordring: "Divine Shield, Taunt. Deathrattle: Equip a 5/3 Ashbringer."
cardCase("EX1_383", {
  does: "Divine Shield: the first damage is absorbed",
  p1: { board: [{ card: "EX1_383", ref: "T" }] },
  actions: [{ type: "damage", target: "T", amount: 5 }],
  expect: { "T.health": 8, "events.divine-shield": 1 },
});
cardCase("EX1_383", {
  does: "Taunt: the enemy cannot attack your hero past it",
  p1: { board: [{ card: "EX1_383", ref: "T" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  state: OPPONENTS_TURN,
  actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});
cardCase("EX1_383", {
  does: "Deathrattle: its controller equips a 5/3 Ashbringer, replacing the weapon they had; the enemy gets none",
  p1: { board: [{ card: "EX1_383", ref: "T" }], weapon: { card: AXE, ref: "X" } },
  p2: { weapon: { card: AXE, ref: "X2" } },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "p1.weapon": "EX1_383t", "p1.weapon.attack": 5, "p1.weapon.durability": 3, "X.zone": "graveyard", "p2.weapon": AXE, "X2.zone": "weapon" },
});
cardCase("EX1_383", {
  does: "the enemy's Tirion equips the enemy hero",
  p2: { board: [{ card: "EX1_383", ref: "T" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "p2.weapon": "EX1_383t", "p1.weapon": null },
});

describeCard("EX1_383", () => {
  it("Tirion Fordring equips a 5/3 Ashbringer when he dies", () => {
    const r = run(request([player({ board: [{ card: "EX1_383", ref: "T" }] }), player()], [{ type: "destroy", target: "T" }]));
    expect(r.state.players[0].weapon).toMatchObject({ card: "EX1_383t", attack: 5, durability: 3 });
  });
});

// Uther's Gift: "Discover a Temporary Equality, Consecration, or Blessing of Kings."
const UTHERS_GIFT_OPTIONS = ["CS2_092", "CS2_093", "EX1_619"].sort();
cardCase("GIFT_05", {
  does: "offers exactly Equality, Consecration and Blessing of Kings; the one picked joins your hand as Temporary",
  p1: { hand: [{ card: "GIFT_05", ref: "G" }], deck: deck(2) },
  actions: [{ type: "play", card: "G" }],
  choices: [1],
  expect: { "p1.hand.length": 1, "p1.deck.length": 2, "events.discover": 1, "p1.hand.0.enchantments.0.card": "GBL_999e", "p2.hand.length": 0 },
  check: (r) => {
    const [d] = events(r, "discover");
    const options = d!.options as string[];
    expect([...options].sort()).toEqual(UTHERS_GIFT_OPTIONS);
    expect(r.state.players[0].hand[0]!.card).toBe(options[1]);
  },
});
cardCase("GIFT_05", {
  does: "the Temporary card still in hand is discarded at the end of your turn; your other card stays",
  p1: { hand: [{ card: "GIFT_05", ref: "G" }, { card: YETI, ref: "keep" }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
  choices: [0],
  expect: { "p1.hand": [YETI], "events.discard": 1, "p1.graveyard.length": 2 },
  check: (r) => expect(UTHERS_GIFT_OPTIONS).toContain(events(r, "discard")[0]!.target!.card),
});
cardCase("GIFT_05", {
  does: "played the same turn, the discovered card works as usual (seed 7 offers Consecration second: it hits the enemies) and is not discarded",
  p1: { hand: [{ card: "GIFT_05", ref: "G" }] },
  p2: { board: [{ card: WISP, ref: "E" }], deck: deck(2, "e") },
  actions: [{ type: "play", card: "G" }, { type: "play", card: "p1.hand.0" }, { type: "endTurn" }],
  choices: [1],
  expect: { "E.zone": "graveyard", "p2.hero.health": 28, "p1.hand.length": 0, "events.discard": 0 },
  check: (r) => expect(events(r, "discover")[0]!.options).toEqual(["EX1_619", "CS2_093", "CS2_092"]),
});
