/** Core (CORE) Hunter cards: one case per behaviour of each card's text. */
import { expect } from "vitest";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const board = (n: number, p = "m") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231"; // 1/1
const KOBOLD = "CS2_142"; // Spell Damage +1
const RAPTOR = "CS2_172"; // 3/2 Beast
const CROC = "CS2_120"; // 2/3 Beast
const SNAPJAW = "CS2_119"; // 2/7 Beast
const LOOT = "EX1_096"; // Deathrattle: Draw a card.
const GOLEM = "EX1_556"; // Deathrattle: Summon a 2/1 Damaged Golem.
const RIVENDARE = "FP1_031";
const isBeast = (id: string) => factsById(id)!.type === "MINION" && factsById(id)!.races.some((r) => r === "BEAST" || r === "ALL");

// Ball of Spiders: "Summon three 1/1 Webspinners with 'Deathrattle: Get a random Beast.'"
cardCase("CORE_AT_062", {
  does: "three 1/1 Webspinners on your side, none on the enemy's",
  p1: { hand: [{ card: "CORE_AT_062", ref: "B" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.board": ["FP1_011", "FP1_011", "FP1_011"], "p1.board.0.attack": 1, "p1.board.0.health": 1, "p2.board": [WISP], "p1.mana.used": 3 },
});
cardCase("CORE_AT_062", {
  does: "a Webspinner it summons gives a random Beast card when it dies (every seed: a Beast minion)",
  p1: { hand: [{ card: "CORE_AT_062", ref: "B" }] },
  actions: [{ type: "play", card: "B" }, { type: "destroy", target: "p1.board.0" }],
  expect: { "p1.board.length": 2, "p1.hand.length": 1, "p2.hand.length": 0 },
  check: (r) => expect(isBeast(r.state.players[0].hand[0]!.card)).toBe(true),
});
cardCase("CORE_AT_062", {
  does: "with two free spaces only two Webspinners",
  p1: { board: board(5), hand: [{ card: "CORE_AT_062", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.board.length": 7, "p1.board": [WISP, WISP, WISP, WISP, WISP, "FP1_011", "FP1_011"] },
});
cardCase("CORE_AT_062", {
  does: "a full board: it can't be played",
  p1: { board: board(7), hand: [{ card: "CORE_AT_062", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  error: "illegal_action",
});

// Barak Kodobane: "Battlecry: Draw a 1, 2, and 3-Cost spell."
cardCase("CORE_BAR_551", {
  does: "draws one 1-, one 2- and one 3-Cost spell, not the 4-Cost spell or the 1-Cost minion",
  p1: {
    hand: [{ card: "CORE_BAR_551", ref: "B" }],
    deck: [{ card: "CS2_029", ref: "F4" }, { card: "EX1_011", ref: "M1" }, { card: "CS2_023", ref: "S3" }, { card: "CS2_024", ref: "S2" }, { card: "DS1_185", ref: "S1" }],
  },
  actions: [{ type: "play", card: "B" }],
  expect: { "S1.zone": "hand", "S2.zone": "hand", "S3.zone": "hand", "F4.zone": "deck", "M1.zone": "deck", "p2.hand.length": 0, "events.draw": 3 },
});
cardCase("CORE_BAR_551", {
  does: "with no 2-Cost spell only two are drawn, and no fatigue",
  p1: { hand: [{ card: "CORE_BAR_551", ref: "B" }], deck: [{ card: "CS2_023", ref: "S3" }, { card: "DS1_185", ref: "S1" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "S1.zone": "hand", "S3.zone": "hand", "p1.hero.health": 30, "events.fatigue": 0, "events.draw": 2 },
});

// Ice Trap: "Secret: When your opponent casts a spell, return it to their hand instead. It costs (1) more."
cardCase("CORE_AV_226", {
  does: "the opponent's Fireball is countered back to their hand, costing (5); its mana is spent; the Secret is used up",
  p1: { secrets: [{ card: "CORE_AV_226", ref: "T" }] },
  p2: { hand: [{ card: "CS2_029", ref: "FB" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "FB", target: "p1.hero" }],
  expect: { "p1.hero.health": 30, "FB.zone": "hand", "FB.cost": 5, "p2.mana.used": 4, "T.zone": "graveyard", "events.damage": 0 },
  check: (r) => expect(r.state.players[1].hand[0]!.enchantments?.map((e) => e.card)).toEqual(["AV_226e"]),
});
cardCase("CORE_AV_226", {
  does: "the returned spell can be cast again (for 5): the Secret is gone, so it resolves",
  p1: { secrets: [{ card: "CORE_AV_226", ref: "T" }] },
  p2: { hand: [{ card: "CS2_029", ref: "FB" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "FB", target: "p1.hero" }, { type: "play", card: "FB", target: "p1.hero" }],
  expect: { "p1.hero.health": 24, "FB.zone": "graveyard", "p2.mana.used": 9 },
});
cardCase("CORE_AV_226", {
  does: "not a minion: the opponent's minion is played as usual and the Secret stays",
  p1: { secrets: [{ card: "CORE_AV_226", ref: "T" }] },
  p2: { hand: [{ card: WISP, ref: "W" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "W" }],
  expect: { "W.zone": "board", "T.zone": "secrets" },
});
cardCase("CORE_AV_226", {
  does: "not your own spell on your turn",
  p1: { secrets: [{ card: "CORE_AV_226", ref: "T" }], hand: [{ card: "CS2_029", ref: "FB" }] },
  actions: [{ type: "play", card: "FB", target: "p2.hero" }],
  expect: { "p2.hero.health": 24, "T.zone": "secrets", "FB.zone": "graveyard" },
});

// Jeweled Macaw: "Battlecry: Add a random Beast to your hand."
for (const seed of [1, 2, 3]) {
  cardCase("CORE_UNG_912", {
    does: `adds one random Beast to your hand, none to the opponent's (seed ${seed})`,
    seed,
    p1: { hand: [{ card: "CORE_UNG_912", ref: "M" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.hand.length": 1, "p2.hand.length": 0, "M.zone": "board" },
    check: (r) => {
      expect(isBeast(r.state.players[0].hand[0]!.card)).toBe(true);
      expect(r.random.find((d) => d.purpose === "random card")?.leftOut).toBeGreaterThanOrEqual(0);
    },
  });
}

// Master's Call: "Discover a minion from your deck. If all 3 are Beasts, draw them all instead."
cardCase("CORE_TRL_339", {
  does: "three Beasts offered: all three are drawn, no choice; the spell stays in the deck",
  p1: { hand: [{ card: "CORE_TRL_339", ref: "M" }], deck: [{ card: RAPTOR, ref: "A" }, { card: "CS2_029", ref: "F" }, { card: CROC, ref: "B" }, { card: SNAPJAW, ref: "C" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "A.zone": "hand", "B.zone": "hand", "C.zone": "hand", "F.zone": "deck", "events.draw": 3 },
  check: (r) => expect(r.random.some((d) => d.purpose.startsWith("discover") && !d.purpose.includes("option"))).toBe(false),
});
cardCase("CORE_TRL_339", {
  does: "a non-Beast among the three: one is discovered (the second offered), the others stay in the deck",
  p1: { hand: [{ card: "CORE_TRL_339", ref: "M" }], deck: [{ card: RAPTOR, ref: "A" }, { card: YETI, ref: "Y" }, { card: CROC, ref: "B" }] },
  actions: [{ type: "play", card: "M" }],
  choices: [1],
  expect: { "p1.hand.length": 1, "p1.deck.length": 2, "events.draw": 1 },
  check: (r) => {
    const options = (events(r, "discover")[0]!.options as { card: string }[]).map((o) => o.card);
    expect(options.slice().sort()).toEqual([CROC, RAPTOR, YETI].sort());
    expect(r.state.players[0].hand[0]!.card).toBe(options[1]);
  },
});
cardCase("CORE_TRL_339", {
  does: "only minions are offered: with two Beasts and no other minion, one of the two is discovered (not both)",
  p1: { hand: [{ card: "CORE_TRL_339", ref: "M" }], deck: [{ card: RAPTOR, ref: "A" }, { card: "CS2_029", ref: "F" }, { card: CROC, ref: "B" }] },
  actions: [{ type: "play", card: "M" }],
  choices: [0],
  expect: { "p1.hand.length": 1, "F.zone": "deck", "events.draw": 1 },
});

// Mountain Bear: "Taunt. Deathrattle: Summon two 2/4 Cubs with Taunt."
cardCase("CORE_AV_337", {
  does: "Deathrattle: two 2/4 Taunt Cubs where it stood, on its side",
  p1: { board: [{ card: WISP, ref: "L" }, { card: "CORE_AV_337", ref: "B" }, { card: WISP, ref: "R" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.board": [WISP, "AV_337t", "AV_337t", WISP], "p1.board.1.attack": 2, "p1.board.1.health": 4, "p1.board.2.seen.TAUNT": 1, "p2.board.length": 0 },
});
cardCase("CORE_AV_337", {
  does: "Taunt: an enemy must attack it first",
  p1: { board: [{ card: "CORE_AV_337", ref: "B" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});

// Terrorscale Stalker: "Battlecry: Trigger a friendly minion's Deathrattle."
cardCase("CORE_UNG_800", {
  does: "triggers the chosen Loot Hoarder's Deathrattle: you draw; the Hoarder stays alive",
  p1: { hand: [{ card: "CORE_UNG_800", ref: "T" }], board: [{ card: LOOT, ref: "L" }], deck: deck(2) },
  actions: [{ type: "play", card: "T", target: "L" }],
  expect: { "L.zone": "board", "p1.hand.length": 1, "p1.deck.length": 1, "p2.hand.length": 0 },
});
cardCase("CORE_UNG_800", {
  does: "a Harvest Golem's Deathrattle summons its Damaged Golem right of it",
  p1: { hand: [{ card: "CORE_UNG_800", ref: "T" }], board: [{ card: GOLEM, ref: "G" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "T", target: "G", position: 2 }],
  expect: { "p1.board": [GOLEM, "skele21", WISP, "CORE_UNG_800"], "p1.board.1.attack": 2, "p1.board.1.health": 1, "G.zone": "board" },
});
cardCase("CORE_UNG_800", {
  does: "with Baron Rivendare the Deathrattle resolves twice",
  p1: { hand: [{ card: "CORE_UNG_800", ref: "T" }], board: [{ card: RIVENDARE, ref: "R" }, { card: LOOT, ref: "L" }], deck: deck(3) },
  actions: [{ type: "play", card: "T", target: "L" }],
  expect: { "p1.hand.length": 2, "p1.deck.length": 1 },
});
cardCase("CORE_UNG_800", {
  does: "a Deathrattle an enchantment gave (Greybough's) is triggered too",
  p1: { hand: [{ card: "CORE_UNG_800", ref: "T" }], board: [{ card: WISP, ref: "W", enchantments: [{ card: "DMF_734e", remembers: "CORE_DMF_734" }] }] },
  actions: [{ type: "play", card: "T", target: "W" }],
  expect: { "p1.board": [WISP, "CORE_DMF_734", "CORE_UNG_800"], "W.zone": "board" },
});
cardCase("CORE_UNG_800", {
  does: "not an enemy minion's Deathrattle",
  p1: { hand: [{ card: "CORE_UNG_800", ref: "T" }], board: [{ card: LOOT, ref: "L" }] },
  p2: { board: [{ card: LOOT, ref: "E" }] },
  actions: [{ type: "play", card: "T", target: "E" }],
  error: "illegal_action",
});
cardCase("CORE_UNG_800", {
  does: "not a friendly minion without a Deathrattle",
  p1: { hand: [{ card: "CORE_UNG_800", ref: "T" }], board: [{ card: LOOT, ref: "L" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "T", target: "W" }],
  error: "illegal_action",
});
cardCase("CORE_UNG_800", {
  does: "no friendly Deathrattle minion: it is played without a target and does nothing",
  p1: { hand: [{ card: "CORE_UNG_800", ref: "T" }], board: [{ card: WISP, ref: "W" }], deck: deck(1) },
  p2: { board: [{ card: LOOT, ref: "E" }], deck: deck(1, "e") },
  actions: [{ type: "play", card: "T" }],
  expect: { "T.zone": "board", "p1.hand.length": 0, "p2.hand.length": 0 },
});
cardCase("CORE_UNG_800", {
  does: "a silenced minion's own Deathrattle is not triggered (it has none to choose)",
  p1: { hand: [{ card: "CORE_UNG_800", ref: "T" }], board: [{ card: LOOT, ref: "L", tags: { SILENCED: 1 } }], deck: deck(1) },
  actions: [{ type: "play", card: "T", target: "L" }],
  error: "illegal_action",
});

// Veranus: "Battlecry: Change the Health of all enemy minions to 1."
cardCase("CORE_DRG_095", {
  does: "every enemy minion's Health becomes 1 (damage cleared, Attack kept); your minions and heroes are untouched",
  p1: { hand: [{ card: "CORE_DRG_095", ref: "V" }], board: [{ card: YETI, ref: "M" }] },
  p2: { board: [{ card: YETI, ref: "A", health: 3 }, { card: SNAPJAW, ref: "B" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "A.health": 1, "A.maxHealth": 1, "A.attack": 4, "B.health": 1, "M.health": 5, "V.health": 6, "p2.hero.health": 30 },
});
cardCase("CORE_DRG_095", {
  does: "the enemy minions at 1 Health die to 1 damage (a set Health, not damage: none dies from the battlecry)",
  p1: { hand: [{ card: "CORE_DRG_095", ref: "V" }, { card: "CS2_189", ref: "EA" }] },
  p2: { board: [{ card: YETI, ref: "A" }] },
  actions: [{ type: "play", card: "V" }, { type: "play", card: "EA", target: "A" }],
  expect: { "A.zone": "graveyard", "p2.board.length": 0 },
});

// Wound Prey: "Deal $1 damage. Summon a 1/1 Hyena with Rush."
cardCase("CORE_BAR_801", {
  does: "1 damage to the target and a 1/1 Hyena (a Beast with Rush) on your side, which attacks a minion at once",
  p1: { hand: [{ card: "CORE_BAR_801", ref: "W" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "W", target: "Y" }, { type: "attack", attacker: "p1.board.0", defender: "Y" }],
  expect: { "Y.health": 3, "p1.board": [], "p2.board": [YETI], "p2.hero.health": 30 },
  check: (r) => expect(r.state.players[0].graveyard.map((c) => c.card)).toContain("BAR_035t"),
});
cardCase("CORE_BAR_801", {
  does: "the Hyena is a 1/1 Beast with Rush: it can't attack the hero this turn",
  p1: { hand: [{ card: "CORE_BAR_801", ref: "W" }] },
  actions: [{ type: "play", card: "W", target: "p2.hero" }, { type: "attack", attacker: "p1.board.0", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("CORE_BAR_801", {
  does: "with Spell Damage +1 it deals 2; the Hyena counts as a Beast (Timber Wolf gives it +1 Attack)",
  p1: { board: [{ card: KOBOLD, ref: "K" }, { card: "DS1_175", ref: "TW" }], hand: [{ card: "CORE_BAR_801", ref: "W" }] },
  actions: [{ type: "play", card: "W", target: "p2.hero" }],
  expect: { "p2.hero.health": 28, "p1.board.2.attack": 2, "p1.board.2.health": 1, "p1.board.2.seen.RUSH": 1 },
});

// The mechanisms these cards use, as a client sends them in `cards`.
cardCase("CORE_AV_226", {
  does: "a client's Secret with `counter` `returnToHand` and its own enchantment (costs (2) more)",
  cards: [
    { id: "MY_BOUNCE_TRAP", type: "SPELL", cost: 1, secret: true, triggers: [{ on: "counter", if: { target: { side: "enemy", type: "spell" } },
      do: [{ type: "counter", to: "event-target", returnToHand: true, enchantment: "MY_BOUNCE_E" }] }] },
    { id: "MY_BOUNCE_E", type: "ENCHANTMENT", buff: { cost: 2 } },
  ],
  p1: { secrets: [{ card: "MY_BOUNCE_TRAP", ref: "T" }] },
  p2: { hand: [{ card: "CS2_024", ref: "FR" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "play", card: "FR", target: "p1.hero" }],
  expect: { "FR.zone": "hand", "FR.cost": 4, "p1.hero.health": 30, "T.zone": "graveyard" },
});
cardCase("CORE_TRL_339", {
  does: "a client's discover with `drawAllIf` (three Murlocs drawn) and the `cost` filter",
  cards: [{ id: "MY_CALL", type: "SPELL", cost: 1, spell: [{ type: "discover", from: "deck", where: { type: "minion", cost: 1 }, drawAllIf: { race: "MURLOC" } }] }],
  p1: { hand: [{ card: "MY_CALL", ref: "C" }], deck: [{ card: "CS2_168", ref: "A" }, { card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }, { card: "EX1_506a", ref: "B" }, { card: "EX1_509", ref: "D" }] },
  actions: [{ type: "play", card: "C" }],
  // Murloc Raider, Murloc Scout and Murloc Tidecaller are the 1-Cost minions (not the 0-Cost Wisp nor the 4-Cost Yeti).
  expect: { "A.zone": "hand", "B.zone": "hand", "D.zone": "hand", "W.zone": "deck", "Y.zone": "deck", "events.draw": 3 },
});
cardCase("CORE_UNG_800", {
  does: "a client's minion with `triggerDeathrattle` on all your minions",
  cards: [{ id: "MY_NECROMANCER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "triggerDeathrattle", to: "other-friendly-minions" }] }],
  p1: { hand: [{ card: "MY_NECROMANCER", ref: "N" }], board: [{ card: LOOT, ref: "L" }, { card: LOOT, ref: "M" }, { card: WISP, ref: "W" }], deck: deck(3) },
  actions: [{ type: "play", card: "N" }],
  expect: { "p1.hand.length": 2, "L.zone": "board", "M.zone": "board" },
});
