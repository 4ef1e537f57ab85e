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
    expect(findCard(card.card)!.races).toContain("MECHANICAL");
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
