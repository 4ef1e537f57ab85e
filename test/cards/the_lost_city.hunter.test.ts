/**
 * Behaviour tests of The Lost City of Un'Goro (THE_LOST_CITY) Hunter cards (test/support/cards.ts).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, player, request, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231";
const YETI = "CS2_182";
const CROC = "CS2_120"; // a Beast
const RAPTOR = "CS2_172"; // a 2-Cost Beast
const RAIDER = "CS2_168"; // a Murloc
const OGRE = "CS2_200";

// Devilsaur Mask: "Set a minion's stats to 8/8. Give it Charge."
cardCase("DINO_403", {
  does: "a friendly Wisp becomes an 8/8 with Charge and attacks at once",
  p1: { hand: [{ card: "DINO_403", ref: "S" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "S", target: "W" }, { type: "attack", attacker: "W", defender: "p2.hero" }],
  expect: { "W.attack": 8, "W.health": 8, "W.seen.CHARGE": 1, "p2.hero.health": 22 },
});
cardCase("DINO_403", {
  does: "an enemy minion is set to 8/8 too (the target only)",
  p1: { hand: [{ card: "DINO_403", ref: "S" }] },
  p2: { board: [{ card: OGRE, ref: "O" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "O" }],
  expect: { "O.attack": 8, "O.health": 8, "Y.attack": 4, "Y.health": 5 },
});

// Pterrorwing Ravager: "Rush Kindred: Costs (2) less."
cardCase("TLC_366", {
  does: "Kindred (a Beast played last turn): costs 4",
  p1: { hand: [{ card: "TLC_366", ref: "P" }], playedLastTurn: [CROC], mana: { crystals: 4, used: 0 } },
  actions: [{ type: "play", card: "P" }],
  expect: { "P.zone": "board", "p1.mana.used": 4, "P.seen.RUSH": 1 },
});
cardCase("TLC_366", {
  does: "no Beast last turn (a Murloc): costs 6, so 4 mana is not enough",
  p1: { hand: [{ card: "TLC_366", ref: "P" }], playedLastTurn: [RAIDER], mana: { crystals: 4, used: 0 } },
  actions: [{ type: "play", card: "P" }],
  error: "illegal_action",
});

// Ravasaur Matriarch: "Kindred: Deal damage to an enemy minion equal to this minion's Attack."
cardCase("TLC_825", {
  does: "Kindred: 5 damage (its Attack) to the chosen enemy minion",
  p1: { hand: [{ card: "TLC_825", ref: "R" }], playedLastTurn: [CROC] },
  p2: { board: [{ card: OGRE, ref: "O" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "R", target: "O" }],
  expect: { "O.health": 2, "Y.health": 5, "p2.hero.health": 30 },
});
cardCase("TLC_825", {
  does: "Kindred: a friendly minion is not a valid target",
  p1: { hand: [{ card: "TLC_825", ref: "R" }], board: [{ card: YETI, ref: "F" }], playedLastTurn: [CROC] },
  p2: { board: [{ card: OGRE, ref: "O" }] },
  actions: [{ type: "play", card: "R", target: "F" }],
  error: "illegal_action",
});
cardCase("TLC_825", {
  does: "without Kindred it takes no target and deals nothing",
  p1: { hand: [{ card: "TLC_825", ref: "R" }], playedLastTurn: [RAIDER] },
  p2: { board: [{ card: OGRE, ref: "O" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "O.health": 7, "R.zone": "board", "events.damage": 0 },
});

// Supreme Dinomancy: "Give +2/+2 to all Beasts in your hand, deck, and battlefield."
cardCase("TLC_828", {
  does: "friendly Beasts in hand, deck and play get +2/+2; others and enemy Beasts do not",
  p1: { hand: [{ card: "TLC_828", ref: "S" }, { card: CROC, ref: "H" }, { card: YETI, ref: "HY" }], deck: [{ card: RAPTOR, ref: "D" }], board: [{ card: CROC, ref: "B" }, { card: YETI, ref: "BY" }] },
  p2: { board: [{ card: CROC, ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    const p1 = r.state.players[0];
    expect(p1.hand.map((c) => [c.card, c.attack, c.health])).toEqual([[CROC, 4, 5], [YETI, 4, 5]]);
    expect(p1.deck.map((c) => [c.card, c.attack, c.health])).toEqual([[RAPTOR, 5, 4]]);
    expect(p1.board.map((c) => [c.card, c.attack, c.health])).toEqual([[CROC, 4, 5], [YETI, 4, 5]]);
    expect([r.state.players[1].board[0]!.attack, r.state.players[1].board[0]!.health]).toEqual([2, 3]);
  },
});

// Grazing Stegodon: "At the end of your turn, gain +1 Attack (even while in hand or deck)."
cardCase("TLC_827", {
  does: "at its owner's turn end: +1 Attack in play, in hand and in deck; not at the opponent's",
  p1: { board: [{ card: "TLC_827", ref: "B" }], hand: [{ card: "TLC_827", ref: "H" }], deck: [{ card: "TLC_827", ref: "D" }, { card: WISP }, { card: WISP }] },
  p2: { deck: [{ card: WISP }, { card: WISP }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "B.attack": 1, "H.attack": 1, "D.attack": 1 },
});

// Dinositter: "At the end of your turn, reduce the Cost of a random Beast in your hand by (1)."
cardCase("TLC_822", {
  does: "at its owner's turn end, the only Beast in hand costs (1) less; the other cards do not",
  p1: { board: [{ card: "TLC_822" }], hand: [{ card: CROC, ref: "C" }, { card: YETI, ref: "Y" }] },
  p2: { hand: [{ card: CROC, ref: "E" }], deck: [{ card: WISP }] },
  actions: [{ type: "endTurn" }],
  expect: { "C.cost": 1, "Y.cost": 4, "E.cost": 2 },
});
cardCase("TLC_822", {
  does: "two Beasts: exactly one of them is reduced",
  p1: { board: [{ card: "TLC_822" }], hand: [{ card: CROC, ref: "C" }, { card: RAPTOR, ref: "R" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "endTurn" }],
  check: (r) => {
    const costs = r.state.players[0].hand.map((c) => c.cost);
    expect(costs[0]! + costs[1]!).toBe(3);
  },
});

// Cower in Fear: "Deal $3 damage to a minion. The next Beast you play this turn costs (2) less."
cardCase("TLC_823", {
  does: "3 damage to the minion; the Beasts in hand cost (2) less until one is played",
  p1: { hand: [{ card: "TLC_823", ref: "S" }, { card: OGRE, ref: "O" }, { card: CROC, ref: "C" }, { card: "CS2_119", ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }, { type: "play", card: "C" }],
  expect: { "Y.health": 2, "O.cost": 6, "B.cost": 4, "p1.mana.used": 2 },
});
cardCase("TLC_823", {
  does: "before a Beast is played: the Beast costs (2) less, a non-Beast does not",
  p1: { hand: [{ card: "TLC_823", ref: "S" }, { card: OGRE, ref: "O" }, { card: "CS2_119", ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "O.cost": 6, "B.cost": 2 },
});
cardCase("TLC_823", {
  does: "only this turn: next turn the Beast costs its own again",
  p1: { hand: [{ card: "TLC_823", ref: "S" }, { card: "CS2_119", ref: "B" }], deck: [{ card: WISP }] },
  p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S", target: "Y" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "B.cost": 4 },
});

// Raptor-Nest Nurse: "Battlecry: Get a random 1-Cost minion. Deathrattle: Get a random 1-Cost spell."
cardCase("DINO_434", {
  does: "played: a 1-Cost minion to hand; dies: a 1-Cost spell",
  p1: { hand: [{ card: "DINO_434", ref: "N" }] },
  actions: [{ type: "play", card: "N" }, { type: "destroy", target: "N" }],
  check: (r) => {
    const hand = r.state.players[0].hand;
    expect(hand).toHaveLength(2);
    const [a, b] = hand.map((c) => findCard(c.card)!);
    expect([a!.type, a!.cost, b!.type, b!.cost]).toEqual(["MINION", 1, "SPELL", 1]);
    expect(r.state.players[1].hand).toHaveLength(0);
  },
});

// Odd Map: "Discover an odd-Attack Beast. If you play it this turn, also pick one of the others."
describeCard("TLC_824", () => {
  it("three Beasts with an odd printed Attack offered; playing the one taken this turn adds one of the two others (the first)", () => {
    // The first seed whose taken Beast (the third) can be played with the 9 Mana left (the Beast pool grows with the library).
    const body = (seed: number, actions: unknown[], choices: number[]) => ({ seed, choices,
      state: { turn: 5, activePlayer: 1, players: [player({ hand: [{ card: "TLC_824", ref: "M" }] }), player()] }, actions });
    const seed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((s) => {
      const first = run(body(s, [{ type: "play", card: "M" }], [2]) as never);
      return findCard((events(first, "discover")[0]!.options as string[])[2]!)!.cost <= 9;
    })!;
    const r = run(body(seed, [{ type: "play", card: "M" }, { type: "play", card: "p1.hand.0" }], [2, 0]) as never);
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    for (const id of offered) {
      const f = findCard(id)!;
      expect([f.type, f.races.some((x) => x === "BEAST" || x === "ALL"), f.attack % 2]).toEqual(["MINION", true, 1]);
    }
    expect(r.state.players[0].board.map((c) => c.card)).toContain(offered[2]);
    // The first of the two others is added (the Beast played may add cards of its own: only the offered ones are compared).
    const hand = r.state.players[0].hand.map((c) => c.card);
    expect(hand.filter((id) => offered.includes(id))).toEqual([offered[0]]);
  });
});

// Ankylodon: "Taunt. Deathrattle: Summon two random 3-Cost Beasts. They attack random enemies."
describeCard("DINO_422", () => {
  it("Deathrattle: two 3-Cost Beasts for its owner, each attacking the only enemy (the hero): its Attack in damage (every seed)", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [{ board: [{ card: "DINO_422", ref: "A" }] }, {}] },
        actions: [{ type: "destroy", target: "A" }] });
      const b = r.state.players[0].board;
      expect(b).toHaveLength(2);
      for (const m of b) expect([findCard(m.card)!.cost, findCard(m.card)!.races.some((x) => x === "BEAST" || x === "ALL")]).toEqual([3, true]);
      expect(events(r, "attack")).toHaveLength(2);
      // each Beast's combat damage to the hero is its Attack as it attacked (the first Beast's "Whenever you summon a Beast"
      // may have buffed the second: Spirit of the Lynx) — a Dormant one's attack is cancelled (Cyborg Patriarch), and a
      // 0-Attack one (Grazing Stegodon) deals no damage (4.9: no damage event for 0)
      const toHero = events(r, "damage").filter((e) => e.target?.id === r.state.players[1].hero.id);
      // (Mecha-Shark, TSC_054, a 3-Cost Beast and Mech, deals its own 1-damage hits when the other Beast is a Mech: not combat)
      for (const m of b.filter((x) => x.card !== "TSC_054")) {
        const combat = toHero.filter((e) => e.source?.id === m.id).map((e) => e.amount);
        expect(combat.slice(0, 1)).toEqual(m.tags?.DORMANT || m.attack === 0 ? [] : [m.attack]);
      }
      expect(r.state.players[1].hero.health).toBe(30 - toHero.reduce((n, e) => n + (e.amount as number), 0));
      expect(r.state.players[1].board).toHaveLength(0);
    }
  });
});
cardCase("DINO_422", {
  does: "Taunt: an enemy minion cannot attack past it",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "DINO_422", ref: "A" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
  error: "illegal_action",
});

// Niri of the Crater: "Whenever you play a 1-Cost minion, double its stats. Whenever you cast a 1-Cost spell, cast it twice."
cardCase("TLC_836", {
  does: "a 1-Cost minion its player plays is doubled (2/1 -> 4/2, TLC_836e); a 2-Cost one is not",
  p1: { mana: { crystals: 10 }, board: [{ card: "TLC_836", ref: "N" }], hand: [{ card: "CS2_168", ref: "R" }, { card: CROC, ref: "C" }] },
  actions: [{ type: "play", card: "R" }, { type: "play", card: "C" }],
  expect: { "R.attack": 4, "R.health": 2, "R.maxHealth": 2, "C.attack": 2, "C.health": 3, "N.attack": 2, "N.health": 5 },
});
cardCase("TLC_836", {
  does: "not a 1-Cost minion the opponent plays",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TLC_836", ref: "N" }] },
  p2: { hand: [{ card: "CS2_168", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "R.attack": 2, "R.health": 1 },
});
cardCase("TLC_836", {
  does: "a 1-Cost spell its player plays resolves twice (Arcane Shot: 2 + 2 to the enemy hero); a 2-Cost spell once",
  p1: { mana: { crystals: 10 }, board: [{ card: "TLC_836", ref: "N" }], hand: [{ card: "DS1_185", ref: "A" }, { card: "CS2_024", ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "F", target: "E" }],
  expect: { "p2.hero.health": 26, "E.health": 2, "events.damage": 3, "p1.hero.health": 30 },
});
cardCase("TLC_836", {
  does: "the Cost it is played for counts: Frostbolt at (1) under Sorcerer's Apprentice resolves twice (3 + 3)",
  p1: { mana: { crystals: 10 }, board: [{ card: "TLC_836", ref: "N" }, { card: "EX1_608" }], hand: [{ card: "CS2_024", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  expect: { "p2.hero.health": 24, "p1.mana.used": 1, "events.damage": 2 },
});
cardCase("TLC_836", {
  does: "not the opponent's 1-Cost spells",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "TLC_836", ref: "N" }] },
  p2: { hand: [{ card: "DS1_185", ref: "A" }] },
  actions: [{ type: "play", card: "A", target: "p1.hero" }],
  expect: { "p1.hero.health": 28, "events.damage": 1 },
});
describeCard("TLC_836", () => {
  it("a client's aura may make only some spells resolve twice (rule spells-twice with where)", () => {
    const mine = { id: "MY_ECHO", type: "MINION", cost: 3, attack: 1, health: 1, auras: [{ rule: "spells-twice", where: { spellSchool: "FIRE" } }] };
    const r = run({ seed: 1, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, board: [{ card: "MY_ECHO" }], hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "B" }] }, {}] },
      actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }] });
    expect(r.state.players[1]!.hero!.health).toBe(30 - 12 - 3);
    expect(events(r, "damage")).toHaveLength(3);
  });
});

// Story of Carnassa: "Shuffle ten 1-Cost 3/2 Raptors into your deck with "Battlecry: Draw a card."" (Carnassa's Brood)
cardCase("TLC_826", {
  does: "ten Carnassa's Brood (1-Cost 3/2 Beasts) go into your deck, none to the hand or the enemy's deck",
  p1: { hand: [{ card: "TLC_826", ref: "S" }], deck: [{ card: YETI }, { card: YETI }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    const [p1, p2] = r.state.players;
    expect(p1.deck).toHaveLength(12);
    const brood = p1.deck.filter((c) => c.card === "UNG_920t2");
    expect(brood).toHaveLength(10);
    expect(brood.every((c) => c.cost === 1 && c.attack === 3 && c.health === 2)).toBe(true);
    expect(p1.hand).toHaveLength(0);
    expect(p2.deck.map((c) => c.card)).toEqual([WISP]);
    expect(findCard("UNG_920t2")!.races).toContain("BEAST");
  },
});
cardCase("TLC_826", {
  does: "a Raptor drawn and played draws a card (its Battlecry)",
  p1: { hand: [{ card: "TLC_826", ref: "S" }], mana: { crystals: 10, used: 0 } },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "p1.hand.0" }],
  check: (r) => {
    const p1 = r.state.players[0];
    expect(p1.board.map((c) => c.card)).toEqual(["UNG_920t2"]);
    // ten in, one drawn at the turn's start, one more by its Battlecry
    expect(p1.deck).toHaveLength(8);
    expect(p1.hand.map((c) => c.card)).toEqual(["UNG_920t2"]);
  },
});

// The Food Chain: "Quest: Play a 1, 3, 5, and 7-Attack Beast. Reward: Shokk."
const PENGUIN = "ICC_023"; // a 0-Cost 1/1 Beast
const TALLSTRIDER = "GVG_071"; // a 4-Cost 5/4 Beast
const ULTRASAUR = "UNG_806"; // a 10-Cost 7/14 Beast
const chain = (progress = 0) => ({ card: "TLC_830", ref: "Q", ...(progress ? { tags: { QUEST_PROGRESS: progress } } : {}) });
describeCard("TLC_830", () => {
  cardCase("TLC_830", {
    does: "played, it goes to the secret zone; a 1-Attack Beast played counts once — a second one, a 2-Attack Beast, a 1-Attack non-Beast do not",
    p1: { hand: [{ card: "TLC_830", ref: "Q" }, { card: PENGUIN }, { card: PENGUIN }, { card: CROC }, { card: WISP }] },
    actions: [{ type: "play", card: "Q" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }],
    expect: { "Q.zone": "secrets", "Q.tags.QUEST_PROGRESS": 1 },
  });
  cardCase("TLC_830", {
    does: "1, 3 and 5 make 3 of 4; a summoned 7-Attack Beast does not count",
    p1: { secrets: [chain()], hand: [{ card: PENGUIN }, { card: RAPTOR }, { card: TALLSTRIDER }] },
    actions: [{ type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }, { type: "summon", card: ULTRASAUR, player: 1 }],
    expect: { "Q.zone": "secrets", "Q.tags.QUEST_PROGRESS": 3 },
  });
  cardCase("TLC_830", {
    does: "the Attack as played counts: a 1/1 Beast made 3/3 in hand counts as the 3-Attack one, not the 1",
    p1: { secrets: [chain()], hand: [{ card: "TLC_828", ref: "S" }, { card: PENGUIN, ref: "P" }, { card: PENGUIN, ref: "P2" }] },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "P" }, { type: "play", card: "P2" }],
    expect: { "P.attack": 3, "Q.tags.QUEST_PROGRESS": 1, "Q.tags.TRIGGER_USED_1": 1, "Q.tags.TRIGGER_USED_0": undefined },
  });
  cardCase("TLC_830", {
    does: "the opponent's Beasts do not count",
    state: { activePlayer: 2 },
    p1: { secrets: [chain()] },
    p2: { hand: [{ card: PENGUIN }] },
    actions: [{ type: "play", card: "p2.hand.0" }],
    expect: { "Q.tags.QUEST_PROGRESS": undefined },
  });
  cardCase("TLC_830", {
    does: "the fourth completes it: the quest leaves and Shokk is added to your hand",
    p1: { secrets: [chain(3)], hand: [{ card: ULTRASAUR }] },
    actions: [{ type: "play", card: "p1.hand.0" }],
    expect: { "Q.zone": "graveyard", "p1.hand": ["TLC_830t"], "p2.hand": [] },
  });
});
// Shokk: "Rush. Battlecry: Discover any 8, 6, and 4-Attack Beast. Set their Costs to (2)."
cardCase("TLC_830t", {
  does: "three Discovers — an 8-, a 6- and a 4-Attack Beast, in that order — each costing (2)",
  p1: { hand: [{ card: "TLC_830t", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [0, 1, 2],
  check: (r) => {
    const hand = r.state.players[0].hand;
    expect(hand.map((c) => findCard(c.card)!.attack)).toEqual([8, 6, 4]);
    expect(hand.every((c) => findCard(c.card)!.races?.some((x) => x === "BEAST" || x === "ALL"))).toBe(true);
    expect(hand.map((c) => c.cost)).toEqual([2, 2, 2]);
    expect(events(r, "discover")).toHaveLength(3);
    expect(r.state.players[0].board.map((c) => c.card)).toEqual(["TLC_830t"]);
  },
});
cardCase("TLC_830t", {
  does: "\"any\": a Mage's Shokk is offered 8-Attack Beasts only",
  p1: { hero: { card: "HERO_08" }, hand: [{ card: "TLC_830t", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  choices: [0, 0, 0],
  check: (r) => {
    const first = events(r, "discover")[0]! as unknown as { options: string[] };
    expect(first.options.every((id) => findCard(id)!.attack === 8)).toBe(true);
  },
});
describeCard("TLC_830t", () => {
  it("\"any\": over seeds, a Mage's Shokk is offered other classes' Beasts too (a Hunter's King Krush)", () => {
    let other = false;
    for (let seed = 1; seed <= 30 && !other; seed++) {
      const r = run(request([player({ hero: { card: "HERO_08" }, hand: [{ card: "TLC_830t", ref: "S" }] }), player()],
        [{ type: "play", card: "S" }], { seed, choices: [0, 0, 0] }));
      const first = events(r, "discover")[0]! as unknown as { options: string[] };
      other = first.options.some((id) => !["MAGE", "NEUTRAL"].includes(findCard(id)!.cardClass));
    }
    expect(other).toBe(true);
  });
});
