/**
 * Behaviour tests of the STORMWIND cards the library has (Fel Barrage, which Illidan's Gift discovers).
 */
import { expect, it } from "vitest";
import { cardCase, describeCard, read } from "../support/cards.js";
import { events, nodes, player, request, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

// Fel Barrage: "Deal $2 damage to the lowest Health enemy, twice."
cardCase("SW_040", {
  does: "each hit picks the lowest Health enemy then: the Wisp dies to the first, the Yeti takes the second; your own minion is spared",
  p1: { hand: [{ card: "SW_040", ref: "FB" }], board: [{ card: "CS2_231", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "FB" }],
  expect: { "W.zone": "graveyard", "Y.health": 3, "F.zone": "board", "p2.hero.health": 30, "p1.hero.health": 30, "events.damage": 2 },
  check: (r) => expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["W", 2], ["Y", 2]]),
});
cardCase("SW_040", {
  does: "the same enemy twice while it stays the lowest",
  p1: { hand: [{ card: "SW_040", ref: "FB" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "FB" }],
  expect: { "Y.health": 1, "p2.hero.health": 30, "events.damage": 2 },
});
cardCase("SW_040", {
  does: "the enemy hero when it has the lowest Health (Armor does not count)",
  p1: { hand: [{ card: "SW_040", ref: "FB" }] },
  p2: { hero: { card: "HERO_08", health: 4, armor: 5 }, board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "FB" }],
  expect: { "Y.health": 5, "p2.hero.health": 4, "p2.hero.armor": 1 },
});
cardCase("SW_040", {
  does: "no enemy minion: both hits on the enemy hero",
  p1: { hand: [{ card: "SW_040", ref: "FB" }], board: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "FB" }],
  expect: { "p2.hero.health": 26, "p1.board.length": 1 },
});
cardCase("SW_040", {
  does: "Spell Damage +1: 3 per hit",
  p1: { hand: [{ card: "SW_040", ref: "FB" }], board: [{ card: "CS2_142" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "FB" }],
  expect: { "Y.zone": "graveyard", "p2.hero.health": 30 },
  check: (r) => expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["Y", 3], ["Y", 3]]),
});
describeCard("SW_040", () => {
  it("a tie for the lowest Health: a random one of the tied enemies, nobody else (every seed)", () => {
    const first = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const r = run(request([player({ hand: [{ card: "SW_040", ref: "FB" }] }),
        player({ board: [{ card: "CS2_182", ref: "A", health: 3 }, { card: "CS2_182", ref: "B", health: 3 }, { card: "CS2_182", ref: "C" }] })],
        [{ type: "play", card: "FB" }], { seed }));
      const hits = events(r, "damage").map((e) => e.target!.ref!);
      expect(hits).toHaveLength(2);
      expect(["A", "B"]).toContain(hits[0]);
      // The first one hit is at 1 now: the lowest, hit again.
      expect(hits[1]).toBe(hits[0]);
      const picks = nodes(r, "random");
      expect(picks[0]!.candidates.map((c) => (c as { ref: string }).ref).sort()).toEqual(["A", "B"]);
      first.add(hits[0]!);
    }
    expect(first.size).toBe(2);
  });
});

const WISP = "CS2_231";
const YETI = "CS2_182";
const GOLEM = "CS2_186";
const RAPTOR = "CS2_172";
const CROC = "CS2_120";

// Chaos Leech: "Lifesteal. Deal $3 damage to a minion. Outcast: Deal $5 instead."
cardCase("SW_452", {
  does: "from the middle of the hand: 3 damage to the minion, Lifesteal heals your hero 3",
  p1: { hero: { card: "HERO_10", health: 20 }, hand: [{ card: WISP }, { card: "SW_452", ref: "C" }, { card: WISP }] },
  p2: { board: [{ card: GOLEM, ref: "G" }] },
  actions: [{ type: "play", card: "C", target: "G" }],
  expect: { "G.health": 4, "p1.hero.health": 23 },
});
cardCase("SW_452", {
  does: "Outcast (left-most): 5 instead, heals 5",
  p1: { hero: { card: "HERO_10", health: 20 }, hand: [{ card: "SW_452", ref: "C" }, { card: WISP }] },
  p2: { board: [{ card: GOLEM, ref: "G" }] },
  actions: [{ type: "play", card: "C", target: "G" }],
  expect: { "G.health": 2, "p1.hero.health": 25 },
});
cardCase("SW_452", {
  does: "a minion only: a hero is no valid target",
  p1: { hand: [{ card: "SW_452", ref: "C" }] },
  actions: [{ type: "play", card: "C", target: "p2.hero" }],
  error: "illegal_action",
});

// Felgorger: "Battlecry: Draw a Fel spell. Reduce its Cost by (2)."
cardCase("SW_043", {
  does: "draws the Fel spell, not the other cards, and it costs 2 less",
  p1: { hand: [{ card: "SW_043", ref: "F" }], deck: [{ card: "CS2_029" }, { card: "BT_035", ref: "CS" }, { card: YETI }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "CS.zone": "hand", "CS.cost": 0, "p1.hand.length": 1, "p1.deck.length": 2 },
});
cardCase("SW_043", {
  does: "no Fel spell in the deck: nothing drawn, no Fatigue",
  p1: { hand: [{ card: "SW_043", ref: "F" }], deck: [{ card: "CS2_029" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "p1.hand.length": 0, "p1.deck.length": 1, "p1.hero.health": 30 },
});

// Metamorfin: "Taunt. Battlecry: If you've cast a Fel spell this turn, gain +2/+2."
cardCase("SW_451", {
  does: "after a Fel spell this turn: 3/4 with Taunt",
  p1: { hand: [{ card: "BT_035", ref: "CS" }, { card: "SW_451", ref: "M" }], deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "CS" }, { type: "play", card: "M" }],
  expect: { "M.attack": 3, "M.health": 4, "M.seen.TAUNT": 1 },
});
cardCase("SW_451", {
  does: "after a non-Fel spell only: stays 1/2",
  p1: { hand: [{ card: "CS2_005", ref: "CL" }, { card: "SW_451", ref: "M" }] },
  actions: [{ type: "play", card: "CL" }, { type: "play", card: "M" }],
  expect: { "M.attack": 1, "M.health": 2 },
});

// Persistent Peddler: "Tradeable. Deathrattle: Summon a Persistent Peddler from your deck."
cardCase("SW_042", {
  does: "dies: the Peddler in the deck comes into play, the other minion stays in the deck",
  p1: { board: [{ card: "SW_042", ref: "P" }], deck: [{ card: YETI, ref: "Y" }, { card: "SW_042", ref: "P2" }] },
  actions: [{ type: "destroy", target: "P" }],
  expect: { "P.zone": "graveyard", "P2.zone": "board", "Y.zone": "deck", "p1.board": ["SW_042"] },
});
cardCase("SW_042", {
  does: "no Peddler in the deck: nothing summoned",
  p1: { board: [{ card: "SW_042", ref: "P" }], deck: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "destroy", target: "P" }],
  expect: { "Y.zone": "deck", "p1.board": [] },
});

// Composting: "Give your minions 'Deathrattle: Draw a card.'"
cardCase("SW_437", {
  does: "your minions get the Deathrattle: one dies, you draw; the enemy's dies, no draw",
  p1: { hand: [{ card: "SW_437", ref: "C" }], board: [{ card: WISP, ref: "W" }], deck: [{ card: YETI }, { card: YETI }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "C" }, { type: "destroy", target: "E" }, { type: "destroy", target: "W" }],
  expect: { "p1.hand.length": 1, "p1.deck.length": 1, "p2.hand.length": 0 },
});

// Kodo Mount: "Give a minion +4/+2 and Rush. When it dies, summon a Kodo."
cardCase("SW_432", {
  does: "+4/+2 and Rush; when it dies its controller gets a 4/2 Rush Kodo",
  p1: { hand: [{ card: "SW_432", ref: "K" }] },
  p2: { board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "K", target: "W" }],
  expect: { "W.attack": 5, "W.health": 3, "W.seen.RUSH": 1 },
});
cardCase("SW_432", {
  does: "the mounted minion dies: a Kodo for its controller",
  p1: { hand: [{ card: "SW_432", ref: "K" }], board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "K", target: "W" }, { type: "destroy", target: "W" }],
  expect: { "p1.board": ["SW_432t"], "p1.board.0.attack": 4, "p1.board.0.health": 2, "p1.board.0.seen.RUSH": 1, "p2.board": [] },
});

// Sow the Soil: "Choose One - Give your minions +1 Attack; or Summon a 2/2 Treant."
cardCase("SW_422", {
  does: "first option: +1 Attack to your minions only",
  p1: { hand: [{ card: "SW_422", ref: "S" }], board: [{ card: WISP, ref: "W" }, { card: CROC, ref: "C" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "S", choose: 1 }],
  expect: { "W.attack": 2, "C.attack": 3, "C.health": 3, "E.attack": 1, "p1.board.length": 2 },
});
cardCase("SW_422", {
  does: "second option: a 2/2 Treant, no buff",
  p1: { hand: [{ card: "SW_422", ref: "S" }], board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "S", choose: 2 }],
  expect: { "p1.board": [WISP, "SW_422t"], "W.attack": 1, "p1.board.1.attack": 2, "p1.board.1.health": 2 },
});

// Defias Blastfisher: "Battlecry: Deal 2 damage to a random enemy. Repeat for each of your Beasts."
cardCase("DED_007", {
  does: "two friendly Beasts: three hits of 2 on enemies, none on your side",
  p1: { hand: [{ card: "DED_007", ref: "D" }], board: [{ card: RAPTOR, ref: "R1" }, { card: RAPTOR, ref: "R2" }] },
  p2: { board: [{ card: GOLEM, ref: "G" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "events.damage": 3, "R1.health": 2, "R2.health": 2, "p1.hero.health": 30 },
  check: (r) => {
    const hits = events(r, "damage");
    expect(hits.every((e) => e.amount === 2 && ["G", undefined].includes(e.target!.ref) )).toBe(true);
    expect(read(r, "G.health") as number + (read(r, "p2.hero.health") as number)).toBe(7 + 30 - 6);
  },
});
cardCase("DED_007", {
  does: "no Beast: one hit; a non-Beast friendly minion doesn't count",
  p1: { hand: [{ card: "DED_007", ref: "D" }], board: [{ card: YETI }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "events.damage": 1, "p2.hero.health": 28 },
});

// Imported Tarantula: "Tradeable. Deathrattle: Summon two 1/1 Spiders with Poisonous and Rush."
cardCase("SW_463", {
  does: "dies: two 1/1 Poisonous Rush Spiders for you",
  p1: { board: [{ card: "SW_463", ref: "T" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "p1.board": ["SW_463t", "SW_463t"], "p1.board.0.attack": 1, "p1.board.0.seen.POISONOUS": 1, "p1.board.1.seen.RUSH": 1, "p2.board": [] },
});
cardCase("SW_463", {
  does: "Tradeable: traded for 1 Mana, a card drawn, the Tarantula shuffled in",
  p1: { hand: [{ card: "SW_463", ref: "T" }], deck: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "trade", card: "T" }],
  expect: { "T.zone": "deck", "Y.zone": "hand" },
});

// Ramming Mount: "Give a minion +2/+2 and Immune while attacking. When it dies, summon a Ram."
cardCase("SW_458", {
  does: "+2/+2; it attacks a 7/7 and takes no damage",
  p1: { hand: [{ card: "SW_458", ref: "M" }], board: [{ card: CROC, ref: "C" }] },
  p2: { board: [{ card: GOLEM, ref: "G" }] },
  actions: [{ type: "play", card: "M", target: "C" }, { type: "attack", attacker: "C", defender: "G" }],
  expect: { "C.attack": 4, "C.health": 5, "G.health": 3, "events.damage": 1 },
});
cardCase("SW_458", {
  does: "not Immune when attacked: it takes the damage",
  p1: { hand: [{ card: "SW_458", ref: "M" }], board: [{ card: CROC, ref: "C" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "M", target: "C" }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "C" }],
  expect: { "C.health": 1, "Y.health": 1 },
});
cardCase("SW_458", {
  does: "it dies: a 2/2 Ram that is Immune while attacking",
  p1: { hand: [{ card: "SW_458", ref: "M" }], board: [{ card: WISP, ref: "W" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "M", target: "W" }, { type: "destroy", target: "W" }, { type: "endTurn" }, { type: "endTurn" },
    { type: "attack", attacker: "p1.board.0", defender: "Y" }],
  expect: { "p1.board": ["SW_458t"], "p1.board.0.health": 2, "Y.health": 3 },
});

// Rodent Nest: "Deathrattle: Summon five 1/1 Rats."
cardCase("SW_455", {
  does: "dies: five 1/1 Rats for you",
  p1: { board: [{ card: "SW_455", ref: "N" }] },
  actions: [{ type: "destroy", target: "N" }],
  expect: { "p1.board": ["SW_455t", "SW_455t", "SW_455t", "SW_455t", "SW_455t"], "p1.board.4.attack": 1, "p2.board": [] },
});

// Stormwind Piper: "After this minion attacks, give your Beasts +1/+1."
cardCase("SW_459", {
  does: "after it attacks: your Beasts +1/+1, not a non-Beast nor the enemy Beast",
  p1: { board: [{ card: "SW_459", ref: "P" }, { card: RAPTOR, ref: "R" }, { card: WISP, ref: "W" }] },
  p2: { board: [{ card: RAPTOR, ref: "E" }] },
  actions: [{ type: "attack", attacker: "P", defender: "p2.hero" }],
  expect: { "R.attack": 4, "R.health": 3, "W.attack": 1, "E.attack": 3, "P.attack": 1, "p2.hero.health": 29 },
});
cardCase("SW_459", {
  does: "another minion attacking: nothing",
  p1: { board: [{ card: "SW_459", ref: "P" }, { card: RAPTOR, ref: "R" }] },
  actions: [{ type: "attack", attacker: "R", defender: "p2.hero" }],
  expect: { "R.attack": 3 },
});

// Fire Sale: "Tradeable. Deal $3 damage to all minions."
cardCase("SW_107", {
  does: "3 damage to every minion, both sides; heroes spared",
  p1: { hand: [{ card: "SW_107", ref: "F" }], board: [{ card: YETI, ref: "A" }] },
  p2: { board: [{ card: GOLEM, ref: "B" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "A.health": 2, "B.health": 4, "W.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30 },
});

// First Flame: "Deal $2 damage to a minion. Add a Second Flame to your hand."
cardCase("SW_108", {
  does: "2 damage to the minion and a Second Flame in hand, which deals 2 to a minion",
  p1: { hand: [{ card: "SW_108", ref: "F" }] },
  p2: { board: [{ card: GOLEM, ref: "G" }] },
  actions: [{ type: "play", card: "F", target: "G" }, { type: "play", card: "p1.hand.0", target: "G" }],
  expect: { "G.health": 3, "p1.hand.length": 0 },
  check: (r) => expect(events(r, "damage").map((e) => e.amount)).toEqual([2, 2]),
});
cardCase("SW_108", {
  does: "a minion only",
  p1: { hand: [{ card: "SW_108", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  error: "illegal_action",
});

// Sanctum Chandler: "After you cast a Fire spell, draw a spell."
cardCase("SW_111", {
  does: "after your Fire spell: a spell drawn, not the minion",
  p1: { board: [{ card: "SW_111" }], hand: [{ card: "EX1_308", ref: "S" }], deck: [{ card: "CS2_024", ref: "FR" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "FR.zone": "hand", "Y.zone": "deck" },
});
cardCase("SW_111", {
  does: "a Frost spell: no draw",
  p1: { board: [{ card: "SW_111" }], hand: [{ card: "CS2_024", ref: "S" }], deck: [{ card: "CS2_029", ref: "FB" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  expect: { "FB.zone": "deck" },
});

// Battleground Battlemaster: "Adjacent minions have Windfury."
cardCase("SW_063", {
  does: "the neighbours have Windfury, not a minion two places away nor itself",
  p1: { board: [{ card: WISP, ref: "A" }, { card: "SW_063", ref: "B" }, { card: WISP, ref: "C" }, { card: WISP, ref: "D" }] },
  actions: [{ type: "endTurn" }],
  expect: { "A.seen.WINDFURY": 1, "C.seen.WINDFURY": 1, "D.seen.WINDFURY": undefined, "B.seen.WINDFURY": undefined },
});

// City Architect: "Battlecry: Summon two 0/5 Castle Walls with Taunt."
cardCase("SW_076", {
  does: "two 0/5 Taunt Walls, one each side of it",
  p1: { hand: [{ card: "SW_076", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.board": ["SW_076t", "SW_076", "SW_076t"], "p1.board.0.health": 5, "p1.board.0.attack": 0, "p1.board.2.seen.TAUNT": 1 },
});

// Deeprun Engineer: "Battlecry: Discover a Mech. It costs (1) less."
cardCase("SW_059", {
  does: "the card taken is a Mech costing 1 less than its card",
  p1: { hand: [{ card: "SW_059", ref: "D" }] },
  actions: [{ type: "play", card: "D" }],
  check: (r) => {
    const card = r.state.players[0]!.hand[0]!;
    expect(findCard(card.card)!.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(MECHANICAL|ALL)$/)]));
    expect(card.cost).toBe(Math.max(0, findCard(card.card)!.cost - 1));
  },
});

// Florist: "At the end of your turn, reduce the Cost of a Nature spell in your hand by (1)."
cardCase("SW_060", {
  does: "your turn's end: the Nature spell costs 1 less, the Fire spell not",
  p1: { board: [{ card: "SW_060" }], hand: [{ card: "CS2_009", ref: "N" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "endTurn" }],
  expect: { "N.cost": 1, "F.cost": 4 },
});
cardCase("SW_060", {
  does: "the opponent's turn end: nothing",
  p1: { board: [{ card: "SW_060" }], hand: [{ card: "CS2_009", ref: "N" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "endTurn" }],
  expect: { "N.cost": 2 },
});

// Golakka Glutton: "Battlecry: Destroy a Beast and gain +1/+1."
cardCase("DED_523", {
  does: "destroys the Beast, becomes 3/4",
  p1: { hand: [{ card: "DED_523", ref: "G" }] },
  p2: { board: [{ card: RAPTOR, ref: "R" }] },
  actions: [{ type: "play", card: "G", target: "R" }],
  expect: { "R.zone": "graveyard", "G.attack": 3, "G.health": 4 },
});
cardCase("DED_523", {
  does: "a non-Beast is no valid target",
  p1: { hand: [{ card: "DED_523", ref: "G" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "G", target: "Y" }],
  error: "illegal_action",
});
cardCase("DED_523", {
  does: "no Beast: played without a target, stays 2/3",
  p1: { hand: [{ card: "DED_523", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "G.attack": 2, "G.health": 3 },
});

// Goldshire Gnoll: "Rush. Costs (1) less for each other card in your hand."
cardCase("SW_062", {
  does: "with 4 other cards in hand it costs 6",
  p1: { hand: [{ card: "SW_062", ref: "G" }, { card: WISP }, { card: WISP }, { card: WISP }, { card: WISP }] },
  actions: [{ type: "endTurn" }],
  expect: { "G.cost": 6 },
});

// Guild Trader: "Tradeable. Spell Damage +2."
cardCase("SW_061", {
  does: "Spell Damage +2: Moonfire deals 3",
  p1: { board: [{ card: "SW_061" }], hand: [{ card: "CS2_008", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }],
  expect: { "p2.hero.health": 27 },
});
// Impatient Shopkeep: "Tradeable. Rush."
cardCase("SW_055", {
  does: "Rush: attacks a minion the turn it is played",
  p1: { hand: [{ card: "SW_055", ref: "S" }] },
  p2: { board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "S", defender: "W" }],
  expect: { "W.zone": "graveyard", "S.health": 2 },
});

// Lion's Guard: "Battlecry: If you have 15 or less Health, gain +2/+4 and Taunt."
cardCase("SW_071", {
  does: "at 15 Health: 6/10 with Taunt",
  p1: { hero: { card: "HERO_01", health: 15 }, hand: [{ card: "SW_071", ref: "L" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "L.attack": 6, "L.health": 10, "L.seen.TAUNT": 1 },
});
cardCase("SW_071", {
  does: "at 16 Health: stays 4/6 without Taunt",
  p1: { hero: { card: "HERO_01", health: 16 }, hand: [{ card: "SW_071", ref: "L" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "L.attack": 4, "L.health": 6, "L.seen.TAUNT": undefined },
});

// Maddest Bomber: "Battlecry: Deal 12 damage randomly split among all other characters."
cardCase("DED_521", {
  does: "twelve 1-damage hits among the other characters, never itself",
  p1: { hand: [{ card: "DED_521", ref: "M" }] },
  p2: { board: [{ card: GOLEM, ref: "G" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "M.health": 8, "events.damage": 12 },
  check: (r) => {
    expect(events(r, "damage").every((e) => e.amount === 1 && e.target!.ref !== "M")).toBe(true);
    expect(60 - (read(r, "p1.hero.health") as number) - (read(r, "p2.hero.health") as number) + 7 - (read(r, "G.health") as number)).toBe(12);
  },
});

// Mr. Smite: "Your Pirates have Charge."
cardCase("DED_006", {
  does: "your Pirate (and Mr. Smite) have Charge; a non-Pirate and the enemy's Pirate not",
  p1: { board: [{ card: "DED_006", ref: "S" }, { card: "NEW1_018", ref: "P" }, { card: WISP, ref: "W" }] },
  p2: { board: [{ card: "NEW1_018", ref: "E" }] },
  actions: [{ type: "endTurn" }],
  expect: { "S.seen.CHARGE": 1, "P.seen.CHARGE": 1, "W.seen.CHARGE": undefined, "E.seen.CHARGE": undefined },
});
cardCase("DED_006", {
  does: "a Pirate played next attacks the hero at once",
  p1: { board: [{ card: "DED_006" }], hand: [{ card: "NEW1_018", ref: "P" }] },
  actions: [{ type: "play", card: "P" }, { type: "attack", attacker: "P", defender: "p2.hero" }],
  expect: { "p2.hero.health": 28 },
});

// Peasant: "At the start of your turn, draw a card."
cardCase("SW_319", {
  does: "your turn start: two draws (the turn's and Peasant's); the opponent's turn start: none extra",
  p1: { board: [{ card: "SW_319" }], deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
  p2: { deck: [{ card: WISP }, { card: WISP }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hand.length": 2, "p2.hand.length": 1 },
});

// Spice Bread Baker: "Battlecry: Restore Health to your hero equal to your hand size."
cardCase("SW_056", {
  does: "three cards left in hand: your hero healed 3",
  p1: { hero: { card: "HERO_01", health: 20 }, hand: [{ card: "SW_056", ref: "B" }, { card: WISP }, { card: WISP }, { card: WISP }] },
  p2: { hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.hero.health": 23, "p2.hero.health": 20 },
});

// Stockades Guard: "Battlecry: Give a friendly minion Taunt."
cardCase("SW_067", {
  does: "the friendly minion gets Taunt",
  p1: { hand: [{ card: "SW_067", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "Y.seen.TAUNT": 1, "S.seen.TAUNT": undefined },
});
cardCase("SW_067", {
  does: "an enemy minion is no valid target",
  p1: { hand: [{ card: "SW_067", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  error: "illegal_action",
});

// Stormwind Guard: "Taunt. Battlecry: Give adjacent minions +1/+1."
cardCase("SW_054", {
  does: "both neighbours +1/+1, the far one not",
  p1: { hand: [{ card: "SW_054", ref: "G" }], board: [{ card: WISP, ref: "A" }, { card: WISP, ref: "B" }, { card: WISP, ref: "C" }] },
  actions: [{ type: "play", card: "G", position: 1 }],
  expect: { "A.attack": 2, "A.health": 2, "B.attack": 2, "C.attack": 1, "G.attack": 4 },
});

// Stubborn Suspect: "Deathrattle: Summon a random 3-Cost minion."
cardCase("SW_006", {
  does: "dies: a 3-Cost minion for you",
  p1: { board: [{ card: "SW_006", ref: "S" }] },
  actions: [{ type: "destroy", target: "S" }],
  check: (r) => {
    const board = r.state.players[0]!.board;
    expect(board).toHaveLength(1);
    expect(findCard(board[0]!.card)!.cost).toBe(3);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});

// Traveling Merchant: "Tradeable. Battlecry: Gain +1/+1 for each other friendly minion you control."
cardCase("SW_307", {
  does: "two other friendly minions: 4/5 (the enemy's don't count)",
  p1: { hand: [{ card: "SW_307", ref: "T" }], board: [{ card: WISP }, { card: WISP }] },
  p2: { board: [{ card: WISP }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "T.attack": 4, "T.health": 5 },
});
cardCase("SW_107", {
  does: "Tradeable: traded for 1 Mana, a card drawn",
  p1: { hand: [{ card: "SW_107", ref: "F" }], deck: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "trade", card: "F" }],
  expect: { "F.zone": "deck", "Y.zone": "hand", "p1.mana.used": 1 },
});
cardCase("SW_055", {
  does: "Tradeable: traded for 1 Mana, a card drawn",
  p1: { hand: [{ card: "SW_055", ref: "S" }], deck: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "trade", card: "S" }],
  expect: { "S.zone": "deck", "Y.zone": "hand" },
});

// Crow's Nest Lookout: "Battlecry: Deal 2 damage to the left and right-most enemy minions."
cardCase("DED_507", {
  does: "2 to the enemy's two end minions, not the middle one nor a friendly one",
  p1: { hand: [{ card: "DED_507", ref: "C" }], board: [{ card: YETI, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "L" }, { card: YETI, ref: "M" }, { card: YETI, ref: "R" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "L.health": 3, "M.health": 5, "R.health": 3, "O.health": 5, "p2.hero.health": 30, "events.damage": 2 },
});
cardCase("DED_507", {
  does: "a single enemy minion is both ends: hit once",
  p1: { hand: [{ card: "DED_507", ref: "C" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "E.health": 3, "events.damage": 1 },
});

// Two-Faced Investor: "At the end of your turn, reduce the Cost of a card in your hand by (1). (50% chance to increase.)"
describeCard("SW_036", () => {
  it("your turn's end: the one card in hand costs 1 less or 1 more, as the recorded roll says (every seed)", () => {
    const seen = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = run(request([player({ board: [{ card: "SW_036" }], hand: [{ card: "CS2_029", ref: "F" }] }), player({})],
        [{ type: "endTurn" }], { seed }));
      const cost = read(r, "F.cost") as number;
      expect([3, 5]).toContain(cost);
      const roll = nodes(r, "random").find((n) => String(n.purpose).includes("chance"))!;
      expect(roll).toBeDefined();
      seen.add(cost);
    }
    expect(seen.size).toBe(2);
  });
});
cardCase("SW_036", {
  does: "the opponent's turn end: nothing",
  p1: { board: [{ card: "SW_036" }], hand: [{ card: "CS2_029", ref: "F" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "endTurn" }],
  expect: { "F.cost": 4 },
});

// Alliance Bannerman: "Battlecry: Draw a minion. Give minions in your hand +1/+1."
cardCase("SW_315", {
  does: "draws the minion (not the spell); minions in hand, the drawn one too, +1/+1; the spell untouched",
  p1: { hand: [{ card: "SW_315", ref: "B" }, { card: WISP, ref: "W" }, { card: "CS2_029", ref: "F" }], deck: [{ card: "CS2_024", ref: "S" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "Y.zone": "hand", "S.zone": "deck", "Y.attack": 5, "Y.health": 6, "W.attack": 2, "W.health": 2, "B.attack": 2 },
});

// Catacomb Guard: "Lifesteal. Battlecry: Deal damage equal to this minion's Attack to an enemy minion."
cardCase("SW_317", {
  does: "1 damage (its Attack) to the enemy minion, Lifesteal heals your hero 1",
  p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "SW_317", ref: "C" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "C", target: "Y" }],
  expect: { "Y.health": 4, "p1.hero.health": 21 },
});
cardCase("SW_317", {
  does: "an enemy minion only: the enemy hero is no valid target",
  p1: { hand: [{ card: "SW_317", ref: "C" }] },
  p2: { board: [{ card: YETI }] },
  actions: [{ type: "play", card: "C", target: "p2.hero" }],
  error: "illegal_action",
});

// City Tax: "Tradeable. Lifesteal. Deal $1 damage to all enemy minions."
cardCase("SW_046", {
  does: "1 to each enemy minion (not yours), Lifesteal heals 2",
  p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "SW_046", ref: "T" }], board: [{ card: YETI, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "A.health": 4, "B.health": 4, "O.health": 5, "p1.hero.health": 22, "p2.hero.health": 30 },
});

// First Blade of Wrynn: "Divine Shield. Battlecry: Gain Rush if this has at least 4 Attack."
cardCase("SW_305", {
  does: "3 Attack: no Rush",
  p1: { hand: [{ card: "SW_305", ref: "F" }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "F.seen.RUSH": undefined, "F.seen.DIVINE_SHIELD": 1 },
});
cardCase("SW_305", {
  does: "4 Attack in hand (+1 Attack enchantment): Rush",
  p1: { hand: [{ card: "SW_305", ref: "F", attack: 4 }] },
  actions: [{ type: "play", card: "F" }],
  expect: { "F.seen.RUSH": 1 },
});

// Shard of the Naaru: "Tradeable. Silence all enemy minions."
cardCase("SW_441", {
  does: "enemy minions silenced, yours keep their text",
  p1: { hand: [{ card: "SW_441", ref: "S" }], board: [{ card: "CS2_142", ref: "K" }] },
  p2: { board: [{ card: "CS2_142", ref: "E" }, { card: "SW_067", ref: "T", tags: { TAUNT: 1 } }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "E.tags.SILENCED": 1, "T.tags.SILENCED": 1, "T.seen.TAUNT": undefined, "K.tags.SILENCED": undefined },
});

// Psyfiend: "After you cast a Shadow spell, deal 2 damage to each hero."
cardCase("SW_445", {
  does: "your Shadow spell: 2 to each hero",
  p1: { board: [{ card: "SW_445" }], hand: [{ card: "CS2_061", ref: "D" }] },
  actions: [{ type: "play", card: "D", target: "p2.hero" }],
  expect: { "p1.hero.health": 28, "p2.hero.health": 26 },
});
cardCase("SW_445", {
  does: "a non-Shadow spell: nothing",
  p1: { board: [{ card: "SW_445" }], hand: [{ card: "CS2_008", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }],
  expect: { "p1.hero.health": 30, "p2.hero.health": 29 },
});

// Shadowcloth Needle: "After you cast a Shadow spell, deal 1 damage to all enemies. Lose 1 Durability."
cardCase("SW_012", {
  does: "your Shadow spell: 1 to each enemy, none to yours; the Needle loses 1 Durability",
  p1: { weapon: { card: "SW_012", ref: "N" }, hand: [{ card: "CS2_061", ref: "D" }], board: [{ card: YETI, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "D", target: "O" }],
  expect: { "E.health": 4, "p2.hero.health": 29, "O.health": 3, "p1.weapon.durability": 2 },
});

// Defias Leper: "Battlecry: If you're holding a Shadow spell, deal 2 damage."
cardCase("DED_513", {
  does: "holding a Shadow spell: 2 damage to the target",
  p1: { hand: [{ card: "DED_513", ref: "L" }, { card: "CS2_234" }] },
  actions: [{ type: "play", card: "L", target: "p2.hero" }],
  expect: { "p2.hero.health": 28 },
});
cardCase("DED_513", {
  does: "no Shadow spell in hand: no target taken, no damage",
  p1: { hand: [{ card: "DED_513", ref: "L" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "L" }],
  expect: { "p2.hero.health": 30, "events.damage": 0 },
});

// Twilight Deceptor: "Battlecry: If any hero took damage this turn, draw a Shadow spell."
cardCase("SW_444", {
  does: "the enemy hero took damage: the Shadow spell drawn, not the other spell",
  p1: { hand: [{ card: "CS2_008", ref: "M" }, { card: "SW_444", ref: "T" }], deck: [{ card: "CS2_234", ref: "S" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "T" }],
  expect: { "S.zone": "hand", "F.zone": "deck" },
});
cardCase("SW_444", {
  does: "your own hero took damage: a draw too",
  p1: { hand: [{ card: "CS2_008", ref: "M" }, { card: "SW_444", ref: "T" }], deck: [{ card: "CS2_234", ref: "S" }] },
  actions: [{ type: "play", card: "M", target: "p1.hero" }, { type: "play", card: "T" }],
  expect: { "S.zone": "hand" },
});
cardCase("SW_444", {
  does: "no hero damaged this turn: nothing",
  p1: { hand: [{ card: "SW_444", ref: "T" }], deck: [{ card: "CS2_234", ref: "S" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "S.zone": "deck" },
});

// SI:7 Extortion: "Tradeable. Deal $3 damage to an undamaged character."
cardCase("SW_412", {
  does: "3 damage to an undamaged minion",
  p1: { hand: [{ card: "SW_412", ref: "X" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "X", target: "Y" }],
  expect: { "Y.health": 2 },
});
cardCase("SW_412", {
  does: "a damaged minion is no valid target",
  p1: { hand: [{ card: "SW_412", ref: "X" }] },
  p2: { board: [{ card: YETI, ref: "Y", health: 4 }] },
  actions: [{ type: "play", card: "X", target: "Y" }],
  error: "illegal_action",
});

// SI:7 Operative: "Rush. After this attacks a minion, gain Stealth."
cardCase("SW_413", {
  does: "attacks a minion: gains Stealth",
  p1: { hand: [{ card: "SW_413", ref: "O" }] },
  p2: { board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "O" }, { type: "attack", attacker: "O", defender: "W" }],
  expect: { "O.seen.STEALTH": 1, "W.zone": "graveyard" },
});
cardCase("SW_413", {
  does: "attacks the hero: no Stealth",
  p1: { board: [{ card: "SW_413", ref: "O" }] },
  actions: [{ type: "attack", attacker: "O", defender: "p2.hero" }],
  expect: { "O.seen.STEALTH": undefined, "p2.hero.health": 28 },
});

// Auctionhouse Gavel: "After your hero attacks, reduce the Cost of a Battlecry minion in your hand by (1)."
cardCase("SW_025", {
  does: "your hero attacks: the Battlecry minion costs 1 less, the plain minion not",
  p1: { weapon: { card: "SW_025" }, hand: [{ card: "SW_067", ref: "B" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "B.cost": 0, "Y.cost": 4, "p2.hero.health": 28 },
});

// Granite Forgeborn: "Battlecry: Reduce the Cost of Elementals in your hand and deck by (1)."
cardCase("SW_032", {
  does: "Elementals in hand and deck cost 1 less; a non-Elemental not",
  p1: { hand: [{ card: "SW_032", ref: "G" }, { card: "EX1_243", ref: "H" }, { card: YETI, ref: "Y" }], deck: [{ card: "SW_111", ref: "D" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "H.cost": 0, "D.cost": 4, "Y.cost": 4 },
});

// Investment Opportunity: "Draw an Overload card."
cardCase("SW_095", {
  does: "draws the Overload card, not the other",
  p1: { hand: [{ card: "SW_095", ref: "I" }], deck: [{ card: "EX1_243", ref: "O" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "O.zone": "hand", "Y.zone": "deck" },
});

// Spirit Alpha: "After you play a card with Overload, summon a 2/3 Spirit Wolf with Taunt."
cardCase("SW_026", {
  does: "you play an Overload card: a 2/3 Taunt Spirit Wolf",
  p1: { board: [{ card: "SW_026" }], hand: [{ card: "EX1_243", ref: "D" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.board": ["SW_026", "EX1_tk11", "EX1_243"], "p1.board.1.seen.TAUNT": 1, "p1.board.1.attack": 2, "p1.board.1.health": 3 },
});
cardCase("SW_026", {
  does: "a card without Overload: nothing",
  p1: { board: [{ card: "SW_026" }], hand: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "p1.board": ["SW_026", WISP] },
});

// Tiny Toys: "Summon four random 5-Cost minions. Make them 2/2."
cardCase("SW_034", {
  does: "four 5-Cost minions, each 2/2",
  p1: { hand: [{ card: "SW_034", ref: "T" }] },
  actions: [{ type: "play", card: "T" }],
  check: (r) => {
    const board = r.state.players[0]!.board;
    expect(board).toHaveLength(4);
    for (const m of board) {
      expect(findCard(m.card)!.cost).toBe(5);
      expect([m.attack, m.health]).toEqual([2, 2]);
    }
  },
});

// Anetheron: "Costs (1) if your hand is full."
cardCase("SW_092", {
  does: "a full hand (10 cards): costs 1",
  p1: { hand: [{ card: "SW_092", ref: "A" }, ...Array.from({ length: 9 }, () => ({ card: WISP }))] },
  actions: [{ type: "endTurn" }],
  expect: { "A.cost": 1 },
});
cardCase("SW_092", {
  does: "9 cards: its own Cost 6",
  p1: { hand: [{ card: "SW_092", ref: "A" }, ...Array.from({ length: 8 }, () => ({ card: WISP }))] },
  actions: [{ type: "endTurn" }],
  expect: { "A.cost": 6 },
});

// Bloodbound Imp: "Whenever this attacks, deal 2 damage to your hero."
cardCase("SW_084", {
  does: "it attacks: 2 to your own hero",
  p1: { board: [{ card: "SW_084", ref: "I" }] },
  actions: [{ type: "attack", attacker: "I", defender: "p2.hero" }],
  expect: { "p1.hero.health": 28, "p2.hero.health": 28 },
});

// Entitled Customer: "Battlecry: Deal damage equal to your hand size to all other minions."
cardCase("SW_089", {
  does: "two cards left in hand: 2 to every other minion, both sides",
  p1: { hand: [{ card: "SW_089", ref: "C" }, { card: WISP }, { card: WISP }], board: [{ card: YETI, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "O.health": 3, "E.health": 3, "C.health": 2, "p2.hero.health": 30 },
});

// Hullbreaker: "Battlecry and Deathrattle: Draw a spell. Your hero takes damage equal to its Cost."
cardCase("DED_505", {
  does: "Battlecry: draws Fireball, your hero takes 4",
  p1: { hand: [{ card: "DED_505", ref: "H" }], deck: [{ card: "CS2_029", ref: "F" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "F.zone": "hand", "Y.zone": "deck", "p1.hero.health": 26, "p2.hero.health": 30 },
});
cardCase("DED_505", {
  does: "Deathrattle: draws Frostbolt, your hero takes 2",
  p1: { board: [{ card: "DED_505", ref: "H" }], deck: [{ card: "CS2_024", ref: "F" }] },
  actions: [{ type: "destroy", target: "H" }],
  expect: { "F.zone": "hand", "p1.hero.health": 28 },
});
cardCase("DED_505", {
  does: "no spell in the deck: nothing drawn, no damage",
  p1: { hand: [{ card: "DED_505", ref: "H" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "p1.hand.length": 0, "p1.hero.health": 30 },
});

// Shady Bartender: "Tradeable. Battlecry: Give your Demons +2/+2."
cardCase("SW_086", {
  does: "your Demon +2/+2; a non-Demon and the enemy's Demon not",
  p1: { hand: [{ card: "SW_086", ref: "B" }], board: [{ card: "SW_084", ref: "D" }, { card: WISP, ref: "W" }] },
  p2: { board: [{ card: "SW_084", ref: "E" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "D.attack": 4, "D.health": 7, "W.attack": 1, "E.attack": 2 },
});

// Touch of the Nathrezim: "Deal $2 damage to a minion. If it dies, restore #3 Health to your hero."
cardCase("SW_090", {
  does: "it dies: your hero healed 3",
  p1: { hero: { card: "HERO_07", health: 20 }, hand: [{ card: "SW_090", ref: "T" }] },
  p2: { board: [{ card: RAPTOR, ref: "R" }] },
  actions: [{ type: "play", card: "T", target: "R" }],
  expect: { "R.zone": "graveyard", "p1.hero.health": 23 },
});
cardCase("SW_090", {
  does: "it survives: no heal",
  p1: { hero: { card: "HERO_07", health: 20 }, hand: [{ card: "SW_090", ref: "T" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "T", target: "Y" }],
  expect: { "Y.health": 3, "p1.hero.health": 20 },
});

// Cowardly Grunt: "Deathrattle: Summon a minion from your deck."
cardCase("SW_021", {
  does: "dies: the deck's minion comes into play, the spell stays",
  p1: { board: [{ card: "SW_021", ref: "G" }], deck: [{ card: "CS2_029", ref: "F" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "destroy", target: "G" }],
  expect: { "Y.zone": "board", "F.zone": "deck" },
});

// Defias Cannoneer: "After your hero attacks, deal 2 damage to a random enemy twice."
cardCase("DED_519", {
  does: "your hero attacks: two hits of 2 among enemies",
  p1: { board: [{ card: "DED_519", ref: "C" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 23, "events.damage": 3, "C.health": 3 },
});
cardCase("DED_519", {
  does: "a minion attacks: nothing more",
  p1: { board: [{ card: "DED_519", ref: "C" }] },
  actions: [{ type: "attack", attacker: "C", defender: "p2.hero" }],
  expect: { "p2.hero.health": 27, "events.damage": 1 },
});

// Harbor Scamp: "Battlecry: Draw a Pirate."
cardCase("SW_029", {
  does: "draws the Pirate, not the other minion",
  p1: { hand: [{ card: "SW_029", ref: "S" }], deck: [{ card: "NEW1_018", ref: "P" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "P.zone": "hand", "Y.zone": "deck" },
});

// Man the Cannons: "Deal $3 damage to a minion and $1 damage to all other minions."
cardCase("DED_518", {
  does: "3 to the target, 1 to every other minion (both sides), heroes spared",
  p1: { hand: [{ card: "DED_518", ref: "M" }], board: [{ card: YETI, ref: "O" }] },
  p2: { board: [{ card: YETI, ref: "T" }, { card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "T" }],
  expect: { "T.health": 2, "E.health": 4, "O.health": 4, "p2.hero.health": 30 },
});

// Shiver Their Timbers!: "Deal $2 damage to a minion. If you control a Pirate, deal $5 instead."
cardCase("SW_027", {
  does: "no Pirate: 2",
  p1: { hand: [{ card: "SW_027", ref: "S" }] },
  p2: { board: [{ card: GOLEM, ref: "G" }] },
  actions: [{ type: "play", card: "S", target: "G" }],
  expect: { "G.health": 5 },
});
cardCase("SW_027", {
  does: "you control a Pirate: 5 (an enemy Pirate doesn't count)",
  p1: { hand: [{ card: "SW_027", ref: "S" }], board: [{ card: "NEW1_018" }] },
  p2: { board: [{ card: GOLEM, ref: "G" }] },
  actions: [{ type: "play", card: "S", target: "G" }],
  expect: { "G.health": 2 },
});

// Stormwind Freebooter: "Battlecry: Give your hero +2 Attack this turn."
cardCase("SW_093", {
  does: "your hero has 2 Attack this turn, 0 the next",
  p1: { hand: [{ card: "SW_093", ref: "F" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "F" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "endTurn" }],
  expect: { "p2.hero.health": 28, "p1.hero.attack": 0 },
});

// Deepwater Evoker: "Battlecry: Draw a spell. Gain Armor equal to its Cost."
cardCase("DED_516", {
  does: "draws Fireball: 4 Armor",
  p1: { hand: [{ card: "DED_516", ref: "E" }], deck: [{ card: "CS2_029", ref: "F" }, { card: YETI }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "F.zone": "hand", "p1.hero.armor": 4 },
});
cardCase("DED_516", {
  does: "no spell: no Armor",
  p1: { hand: [{ card: "DED_516", ref: "E" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "E" }],
  expect: { "p1.hero.armor": 0, "p1.hand.length": 0 },
});

// Remote-Controlled Golem: "After this takes damage, shuffle two Golem Parts into your deck. When drawn, summon a 2/1 Mech."
cardCase("SW_097", {
  does: "damaged: two Golem Parts in your deck; drawn, one summons a 2/1 Damaged Golem and you draw again",
  p1: { board: [{ card: "SW_097", ref: "G" }], hand: [{ card: "CS2_008", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "G" }],
  expect: { "p1.deck": ["SW_097t", "SW_097t"], "G.health": 5 },
});
cardCase("SW_097", {
  does: "a Golem Part drawn: a 2/1 Mech summoned, a card drawn in its place",
  p1: { deck: [{ card: "SW_097t" }, { card: YETI, ref: "Y" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "endTurn" }],
  expect: { "p1.board": ["skele21"], "Y.zone": "hand" },
});

// Garrote: "Deal $2 damage to the enemy hero. Shuffle 3 Bleeds into your deck that deal $2 more when drawn."
cardCase("SW_311", {
  does: "2 to the enemy hero, three Bleeds in your deck",
  p1: { hand: [{ card: "SW_311", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p2.hero.health": 28, "p1.deck": ["SW_311t", "SW_311t", "SW_311t"] },
});
cardCase("SW_311", {
  does: "a Bleed drawn: 2 to the enemy hero, a card drawn in its place",
  p1: { deck: [{ card: "SW_311t" }, { card: YETI, ref: "Y" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "endTurn" }],
  expect: { "p2.hero.health": 28, "Y.zone": "hand" },
});

// Encumbered Pack Mule: "Taunt. When you draw this, add a copy of it to your hand."
cardCase("SW_306", {
  does: "drawn: a second Pack Mule in hand",
  p1: { deck: [{ card: "SW_306", ref: "M" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "endTurn" }],
  expect: { "p1.hand": ["SW_306", "SW_306"], "p1.deck.length": 0 },
});
cardCase("SW_306", {
  does: "added to hand another way (not drawn): no copy",
  p1: { hand: [{ card: "SW_306" }] },
  actions: [{ type: "endTurn" }],
  expect: { "p1.hand": ["SW_306"] },
});

// Dreaded Mount: "Give a minion +1/+1. When it dies, summon an endless Dreadsteed."
cardCase("SW_087", {
  does: "+1/+1; the minion dies: a 1/1 Dreadsteed for its controller",
  p1: { hand: [{ card: "SW_087", ref: "D" }], board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "D", target: "W" }, { type: "destroy", target: "W" }],
  expect: { "p1.board": ["SW_087t"], "p1.board.0.attack": 1, "p1.board.0.health": 1 },
});
cardCase("SW_087", {
  does: "the Dreadsteed dies: none at once, a new one at the end of the turn",
  p1: { board: [{ card: "SW_087t", ref: "S" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p1.board": [], "S.zone": "graveyard" },
});
cardCase("SW_087", {
  does: "the Dreadsteed dies: at the turn's end another Dreadsteed comes, only one",
  p1: { board: [{ card: "SW_087t", ref: "S" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "destroy", target: "S" }, { type: "endTurn" }],
  expect: { "p1.board": ["SW_087t"] },
  check: (r) => expect((r.state.players[0]!.hero.enchantments ?? []).filter((e) => e.card === "SW_087e2")).toHaveLength(0),
});
cardCase("SW_087", {
  does: "it dies on the opponent's turn: back at the end of that turn",
  p1: { board: [{ card: "SW_087t", ref: "S" }] },
  p2: { deck: [{ card: WISP }], hand: [{ card: "CS2_008", ref: "M" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "M", target: "S" }, { type: "endTurn" }],
  expect: { "p1.board": ["SW_087t"] },
});

// Elwynn Boar: "Deathrattle: If you had 7 Elwynn Boars die this game, equip a 15/3 Sword of a Thousand Truths."
cardCase("SW_075", {
  does: "seven of your Boars die: you equip the 15/3 Sword",
  p1: { hand: [{ card: "CS2_025", ref: "A" }] },
  p2: { board: Array.from({ length: 7 }, () => ({ card: "SW_075" })) },
  actions: [{ type: "play", card: "A" }],
  expect: { "p2.weapon": "SW_075t", "p2.weapon.attack": 15, "p2.weapon.durability": 3, "p1.weapon": null },
});
cardCase("SW_075", {
  does: "six Boars: no Sword",
  p1: { hand: [{ card: "CS2_025", ref: "A" }] },
  p2: { board: Array.from({ length: 6 }, () => ({ card: "SW_075" })) },
  actions: [{ type: "play", card: "A" }],
  expect: { "p2.weapon": null, "p2.board": [] },
});
cardCase("SW_075", {
  does: "the Sword: after your hero attacks, your opponent's Mana Crystals are destroyed",
  p1: { weapon: { card: "SW_075t" } },
  p2: { mana: { crystals: 7 } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 15, "p2.mana.crystals": 0, "p1.mana.crystals": 10 },
});

// Lothar: "At the end of your turn, attack a random enemy minion. If it dies, gain +3/+3."
cardCase("SW_024", {
  does: "your turn's end: it attacks the enemy minion, kills it, gains +3/+3",
  p1: { board: [{ card: "SW_024", ref: "L" }] },
  p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
  actions: [{ type: "endTurn" }],
  expect: { "Y.zone": "graveyard", "L.attack": 10, "L.health": 6, "p2.hero.health": 30 },
});
cardCase("SW_024", {
  does: "the minion survives: no buff",
  p1: { board: [{ card: "SW_024", ref: "L" }] },
  p2: { board: [{ card: "CS2_186", ref: "G", health: 8, attack: 1 }], deck: [{ card: WISP }] },
  actions: [{ type: "endTurn" }],
  expect: { "G.health": 1, "L.attack": 7, "L.health": 6 },
});
cardCase("SW_024", {
  does: "no enemy minion: no attack (the hero is not attacked)",
  p1: { board: [{ card: "SW_024", ref: "L" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "endTurn" }],
  expect: { "p2.hero.health": 30, "L.attack": 7 },
});

// Hot Streak: "Your next Fire spell this turn costs (2) less."
cardCase("SW_462", {
  does: "the Fire spell costs 2 less, the Frost spell not; used up by the Fire spell",
  p1: { hand: [{ card: "SW_462", ref: "H" }, { card: "CS2_029", ref: "F" }, { card: "CS2_024", ref: "R" }, { card: "EX1_308", ref: "S" }] },
  actions: [{ type: "play", card: "H" }, { type: "play", card: "F", target: "p2.hero" }],
  expect: { "p1.mana.used": 2, "R.cost": 2, "S.cost": 1 },
});
cardCase("SW_462", {
  does: "this turn only",
  p1: { hand: [{ card: "SW_462", ref: "H" }, { card: "CS2_029", ref: "F" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "H" }, { type: "endTurn" }],
  expect: { "F.cost": 4 },
});

// SI:7 Skulker: "Stealth. Battlecry: The next card you draw costs (1) less."
cardCase("SW_418", {
  does: "the next card drawn costs 1 less, the one after not",
  p1: { hand: [{ card: "SW_418", ref: "S" }, { card: "CS2_023", ref: "AI" }], deck: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "AI" }],
  expect: { "A.cost": 3, "B.cost": 4, "S.seen.STEALTH": 1 },
});

// Sigil of Alacrity: "At the start of your next turn, draw a card and reduce its Cost by (1)."
cardCase("SW_041", {
  does: "nothing this turn; at your next turn's start a card drawn costing 1 less (and the turn's draw)",
  p1: { hand: [{ card: "SW_041", ref: "S" }], deck: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }] },
  p2: { deck: [{ card: WISP }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "A.zone": "hand", "A.cost": 3, "B.zone": "hand", "B.cost": 4, "S.zone": "graveyard" },
});
cardCase("SW_041", {
  does: "waits: nothing drawn at once",
  p1: { hand: [{ card: "SW_041", ref: "S" }], deck: [{ card: YETI, ref: "A" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "A.zone": "deck", "S.zone": "secrets" },
});

// Stockades Prisoner: "Starts Dormant. After you play 3 cards, this awakens."
cardCase("SW_077", {
  does: "played Dormant; two more cards: still Dormant",
  p1: { hand: [{ card: "SW_077", ref: "P" }, { card: WISP }, { card: WISP }] },
  actions: [{ type: "play", card: "P" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }],
  expect: { "P.tags.DORMANT": 1 },
});
cardCase("SW_077", {
  does: "the third card played after it: it awakens",
  p1: { hand: [{ card: "SW_077", ref: "P" }, { card: WISP }, { card: WISP }, { card: WISP }] },
  actions: [{ type: "play", card: "P" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }, { type: "play", card: "p1.hand.0" }],
  expect: { "P.tags.DORMANT": undefined },
});
cardCase("SW_077", {
  does: "the opponent's cards don't count",
  p1: { board: [{ card: "SW_077", ref: "P", tags: { DORMANT: 1 } }] },
  p2: { hand: [{ card: WISP }, { card: WISP }, { card: WISP }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "p2.hand.0" }, { type: "play", card: "p2.hand.0" }, { type: "play", card: "p2.hand.0" }],
  expect: { "P.tags.DORMANT": 1 },
});

// Oracle of Elune: "After you play a minion that costs (2) or less, summon a copy of it."
cardCase("SW_419", {
  does: "a 2-Cost minion played: a copy summoned",
  p1: { board: [{ card: "SW_419" }], hand: [{ card: RAPTOR, ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.board": ["SW_419", RAPTOR, RAPTOR] },
});
cardCase("SW_419", {
  does: "a 4-Cost minion: nothing",
  p1: { board: [{ card: "SW_419" }], hand: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "p1.board": ["SW_419", YETI] },
});
cardCase("SW_419", {
  does: "a spell of Cost 1: nothing; the opponent's minion: nothing",
  p1: { board: [{ card: "SW_419" }] },
  p2: { hand: [{ card: WISP }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "p2.hand.0" }],
  expect: { "p1.board": ["SW_419"], "p2.board": [WISP] },
});

// Nobleman: "Battlecry: Create a Golden copy of a random card in your hand."
cardCase("SW_074", {
  does: "a copy of the card in hand",
  p1: { hand: [{ card: "SW_074", ref: "N" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "N" }],
  expect: { "p1.hand": ["CS2_029", "CS2_029"] },
});
cardCase("SW_074", {
  does: "an empty hand: nothing",
  p1: { hand: [{ card: "SW_074", ref: "N" }] },
  actions: [{ type: "play", card: "N" }],
  expect: { "p1.hand": [] },
});

// Varian, King of Stormwind: "Battlecry: Draw a Rush minion to gain Rush. Repeat for Taunt and Divine Shield."
cardCase("SW_081", {
  does: "a Rush and a Taunt minion in the deck: both drawn, Rush and Taunt gained; no Divine Shield minion: no Divine Shield",
  p1: { hand: [{ card: "SW_081", ref: "V" }], deck: [{ card: "SW_055", ref: "R" }, { card: "SW_092", ref: "X" }, { card: "SW_076t", ref: "T" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "R.zone": "hand", "T.zone": "hand", "X.zone": "deck", "V.seen.RUSH": 1, "V.seen.TAUNT": 1, "V.seen.DIVINE_SHIELD": undefined },
});
cardCase("SW_081", {
  does: "a Divine Shield minion only: Divine Shield, nothing else",
  p1: { hand: [{ card: "SW_081", ref: "V" }], deck: [{ card: "SW_305", ref: "D" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "D.zone": "hand", "V.seen.RUSH": undefined, "V.seen.TAUNT": undefined, "V.seen.DIVINE_SHIELD": 1 },
});

// Noble Mount: "Give a minion +1/+1 and Divine Shield. When it dies, summon a Warhorse."
cardCase("SW_316", {
  does: "+1/+1 and Divine Shield; it dies: a 1/1 Divine Shield Warhorse",
  p1: { hand: [{ card: "SW_316", ref: "N" }], board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "N", target: "W" }],
  expect: { "W.attack": 2, "W.health": 2, "W.seen.DIVINE_SHIELD": 1 },
});
cardCase("SW_316", {
  does: "the mounted minion dies: a Warhorse for its controller",
  p1: { hand: [{ card: "SW_316", ref: "N" }], board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "N", target: "W" }, { type: "destroy", target: "W" }],
  expect: { "p1.board": ["SW_316t"], "p1.board.0.seen.DIVINE_SHIELD": 1, "p1.board.0.attack": 1 },
});
// Elekk Mount: "Give a minion +4/+7 and Taunt. When it dies, summon an Elekk."
cardCase("SW_443", {
  does: "+4/+7 and Taunt; it dies: a 4/7 Taunt Elekk",
  p1: { hand: [{ card: "SW_443", ref: "E" }], board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "E", target: "W" }],
  expect: { "W.attack": 5, "W.health": 8, "W.seen.TAUNT": 1 },
});
cardCase("SW_443", {
  does: "the mounted minion dies: an Elekk for its controller",
  p1: { hand: [{ card: "SW_443", ref: "E" }] },
  p2: { board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "E", target: "W" }, { type: "destroy", target: "W" }],
  expect: { "p2.board": ["SW_443t"], "p2.board.0.attack": 4, "p2.board.0.health": 7, "p2.board.0.seen.TAUNT": 1, "p1.board": [] },
});
// Lightbringer's Hammer: "Lifesteal. Can't attack heroes."
cardCase("SW_314", {
  does: "your hero attacks a minion: 3 to it, Lifesteal heals 3 (the Yeti hits back for 4)",
  p1: { hero: { card: "HERO_04", health: 20 }, weapon: { card: "SW_314" } },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
  expect: { "Y.health": 2, "p1.hero.health": 19 },
});
cardCase("SW_314", {
  does: "your hero can't attack the enemy hero",
  p1: { weapon: { card: "SW_314" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  error: "illegal_action",
});
// Package Runner: "Can only attack if you have at least 8 cards in hand."
cardCase("SW_057", {
  does: "7 cards in hand: it can't attack",
  p1: { board: [{ card: "SW_057", ref: "P" }], hand: Array.from({ length: 7 }, () => ({ card: WISP })) },
  actions: [{ type: "attack", attacker: "P", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("SW_057", {
  does: "8 cards in hand: it attacks",
  p1: { board: [{ card: "SW_057", ref: "P" }], hand: Array.from({ length: 8 }, () => ({ card: WISP })) },
  actions: [{ type: "attack", attacker: "P", defender: "p2.hero" }],
  expect: { "p2.hero.health": 25 },
});
// Voidtouched Attendant: "Both heroes take one extra damage from all sources."
cardCase("SW_446", {
  does: "each hero takes 1 more: Moonfire to the enemy hero 2, to your hero 2; a minion takes only 1",
  p1: { board: [{ card: "SW_446" }, { card: YETI, ref: "Y" }], hand: [{ card: "CS2_008", ref: "A" }, { card: "CS2_008", ref: "B" }, { card: "CS2_008", ref: "C" }] },
  actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "B", target: "p1.hero" }, { type: "play", card: "C", target: "Y" }],
  expect: { "p2.hero.health": 28, "p1.hero.health": 28, "Y.health": 4 },
});
cardCase("SW_446", {
  does: "a minion's attack on the enemy hero deals 1 more",
  p1: { board: [{ card: "SW_446", ref: "V" }] },
  actions: [{ type: "attack", attacker: "V", defender: "p2.hero" }],
  expect: { "p2.hero.health": 28 },
});

// SI:7 Assassin: "Costs (1) less for each SI:7 card you've played this game. Combo: Destroy an enemy minion."
cardCase("SW_417", {
  does: "three SI:7 cards played this game (and another card): costs 4",
  p1: { hand: [{ card: "SW_417", ref: "A" }], playedThisGame: [{ card: "EX1_134", cost: 3, turn: 1 }, { card: "SW_412", cost: 1, turn: 1 }, { card: "SW_418", cost: 2, turn: 3 }, { card: WISP, cost: 0, turn: 3 }] },
  actions: [{ type: "endTurn" }],
  expect: { "A.cost": 4 },
});
cardCase("SW_417", {
  does: "Combo: the enemy minion destroyed",
  p1: { hand: [{ card: WISP, ref: "W" }, { card: "SW_417", ref: "A" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "A", target: "Y" }],
  expect: { "Y.zone": "graveyard" },
});
cardCase("SW_417", {
  does: "no Combo: no target taken, the minion lives",
  p1: { hand: [{ card: "SW_417", ref: "A" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "Y.zone": "board" },
});
// SI:7 Informant: "Battlecry: Gain +1/+1 for each other SI:7 card you've played this game."
cardCase("SW_411", {
  does: "two other SI:7 cards played before: 5/5 (itself and other cards don't count)",
  p1: { hand: [{ card: "SW_411", ref: "I" }], playedThisGame: [{ card: "SW_413", cost: 3, turn: 1 }, { card: "SW_411", cost: 4, turn: 3 }, { card: YETI, cost: 4, turn: 3 }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "I.attack": 5, "I.health": 5 },
});
cardCase("SW_411", {
  does: "none before: 3/3",
  p1: { hand: [{ card: "SW_411", ref: "I" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "I.attack": 3, "I.health": 3 },
});
