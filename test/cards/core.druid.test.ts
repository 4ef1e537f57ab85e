/**
 * Core (CORE) Druid cards: one case per behaviour of each card's text. Choose One options are numbered in the order the
 * text gives them (`choose: 1` is the first).
 */
import { expect, it } from "vitest";
import { options } from "../../src/engine/index.js";
import { OptionsRequest } from "../../src/engine/hearthstone/schema.js";
import { factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { events } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const board = (n: number, p = "m") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const YETI = "CS2_182"; // 4/5, cost 4
const OGRE = "CS2_200"; // 6/7, cost 6
const WISP = "CS2_231"; // 1/1
const KOBOLD = "CS2_142"; // 2/2, Spell Damage +1
const MANA_WYRM = "NEW1_012"; // "Whenever you cast a spell, gain +1 Attack."
const facts = (id: string) => factsById(id)!;

// Best in Shell: "Tradeable. Summon two 2/7 Turtles with Taunt."
cardCase("CORE_SW_429", {
  does: "summons two 2/7 Taunt Turtles on your side only, for 6 mana",
  p1: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "CORE_SW_429", ref: "B" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "B" }],
  expect: {
    "p1.board": [WISP, "SW_429t", "SW_429t"], "p2.board": [WISP], "p1.board.1.attack": 2, "p1.board.1.health": 7,
    "p1.board.2.seen.TAUNT": 1, "p1.mana.used": 6, "B.zone": "graveyard",
  },
});
cardCase("CORE_SW_429", {
  does: "with one free space only one Turtle comes",
  p1: { board: board(6), hand: [{ card: "CORE_SW_429", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.board.length": 7, "p1.board.6": expect.objectContaining({ card: "SW_429t" }) },
});
cardCase("CORE_SW_429", {
  does: "a full board: it can't be played",
  p1: { board: board(7), hand: [{ card: "CORE_SW_429", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  error: "illegal_action",
});
cardCase("CORE_SW_429", {
  does: "Tradeable: 1 mana, it goes into the deck and you draw a card; nothing is summoned",
  p1: { hand: [{ card: "CORE_SW_429", ref: "B" }], deck: [{ card: WISP, ref: "T" }] },
  actions: [{ type: "trade", card: "B" }],
  expect: { "B.zone": "deck", "T.zone": "hand", "p1.mana.used": 1, "p1.board.length": 0 },
});

// Fandral Staghelm: "Your Choose One cards and powers have both effects combined."
const FANDRAL = "CORE_OG_044";
cardCase("CORE_OG_044", {
  does: "Living Roots does both: 2 damage to the target and two Saplings, with no choice",
  p1: { board: [{ card: FANDRAL, ref: "F" }], hand: [{ card: "CORE_AT_037", ref: "L" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "L", target: "Y" }],
  expect: { "Y.health": 3, "p1.board": [FANDRAL, "AT_037t", "AT_037t"] },
  check: (r) => expect(r.random.filter((d) => d.purpose.startsWith("Choose One"))).toEqual([]),
});
cardCase("CORE_OG_044", {
  does: "Feral Rage does both: +4 Attack this turn and 8 Armor",
  p1: { board: [{ card: FANDRAL, ref: "F" }], hand: [{ card: "OG_047", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.hero.attack": 4, "p1.hero.armor": 8 },
});
cardCase("CORE_OG_044", {
  does: "Druid of the Claw becomes its combined form: a 7/9 with Rush and Taunt",
  p1: { board: [{ card: FANDRAL, ref: "F" }], hand: [{ card: "EX1_165", ref: "D" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "D" }, { type: "attack", attacker: "D", defender: "E" }],
  expect: { "D.card": "OG_044a", "D.attack": 7, "D.health": 8, "D.maxHealth": 9, "D.seen.TAUNT": 1, "D.seen.RUSH": 1, "E.zone": "graveyard" },
});
cardCase("CORE_OG_044", {
  does: "Keeper of the Grove's combined text needs a minion (2 damage and Silence it); a hero is not a valid target",
  p1: { board: [{ card: FANDRAL, ref: "F" }], hand: [{ card: "EX1_166", ref: "K" }] },
  actions: [{ type: "play", card: "K", target: "p2.hero" }],
  error: "illegal_action",
});
cardCase("CORE_OG_044", {
  does: "Keeper of the Grove on an enemy minion: 2 damage and Silence",
  p1: { board: [{ card: FANDRAL, ref: "F" }], hand: [{ card: "EX1_166", ref: "K" }] },
  p2: { board: [{ card: "CS2_142", ref: "S" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "K", target: "Y" }],
  expect: { "Y.health": 3, "Y.tags.SILENCED": 1, "S.health": 2 },
});
cardCase("CORE_OG_044", {
  does: "Flipper Friends does both: the Orca, then as many Otters as fit",
  p1: { board: [{ card: FANDRAL, ref: "F" }], hand: [{ card: "CORE_TSC_650", ref: "T" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.board": [FANDRAL, "TSC_650t", "TSC_650t4", "TSC_650t4", "TSC_650t4", "TSC_650t4", "TSC_650t4"] },
});
cardCase("CORE_OG_044", {
  does: "only its controller's cards: an enemy Fandral leaves your Choose One a choice",
  p1: { hand: [{ card: "OG_047", ref: "R" }] },
  p2: { board: [{ card: FANDRAL, ref: "F" }] },
  actions: [{ type: "play", card: "R", choose: 2 }],
  expect: { "p1.hero.attack": 0, "p1.hero.armor": 8 },
});
cardCase("CORE_OG_044", {
  does: "once it is gone (silenced), the choice is back",
  p1: { board: [{ card: FANDRAL, ref: "F", tags: { SILENCED: 1 } }], hand: [{ card: "OG_047", ref: "R" }] },
  actions: [{ type: "play", card: "R", choose: 1 }],
  expect: { "p1.hero.attack": 4, "p1.hero.armor": 0 },
});
cardCase("CORE_OG_044", {
  does: "a client's rule aura `choose-both` and a Choose One card with its own `chooseBoth` (then the options do not run)",
  cards: [
    { id: "MY_ARCHDRUID", type: "MINION", cost: 1, attack: 1, health: 1, auras: [{ rule: "choose-both" }] },
    { id: "MY_FORMS", type: "SPELL", cost: 1, chooseOne: [{ effects: [{ type: "armor", amount: 1 }] }, { effects: [{ type: "draw" }] }],
      chooseBoth: { effects: [{ type: "armor", amount: 5 }] } },
  ],
  p1: { board: [{ card: "MY_ARCHDRUID", ref: "A" }], hand: [{ card: "MY_FORMS", ref: "M" }], deck: deck(1) },
  actions: [{ type: "play", card: "M", choose: 2 }],
  expect: { "p1.hero.armor": 5, "p1.hand.length": 0, "p1.deck.length": 1 },
});
describeCard("CORE_OG_044", () => {
  it("/v1/options lists one play of a Choose One card, without `choose`, while it is in play", () => {
    const state = (withFandral: boolean) => ({
      turn: 5, activePlayer: 1,
      players: [{ mana: { crystals: 10, used: 0 }, board: withFandral ? [{ card: FANDRAL, ref: "F" }] : [], hand: [{ card: "OG_047", ref: "R" }] }, {}],
    });
    const plays = (withFandral: boolean) => options(OptionsRequest.parse({ state: state(withFandral) })).actions.filter((a) => a.type === "play");
    expect(plays(true)).toEqual([{ type: "play", card: "R" }]);
    expect(plays(false)).toEqual([{ type: "play", card: "R", choose: 1 }, { type: "play", card: "R", choose: 2 }]);
  });
});

// Flipper Friends: "Choose One - Summon a 6/6 Orca with Taunt; or six 1/1 Otters with Rush."
cardCase("CORE_TSC_650", {
  does: "option 1: one 6/6 Orca with Taunt",
  p1: { hand: [{ card: "CORE_TSC_650", ref: "F" }] },
  actions: [{ type: "play", card: "F", choose: 1 }],
  expect: { "p1.board": ["TSC_650t"], "p1.board.0.attack": 6, "p1.board.0.health": 6, "p1.board.0.seen.TAUNT": 1, "p2.board.length": 0 },
});
cardCase("CORE_TSC_650", {
  does: "option 2: six 1/1 Otters with Rush, which can attack a minion at once",
  p1: { hand: [{ card: "CORE_TSC_650", ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "F", choose: 2 }, { type: "attack", attacker: "p1.board.0", defender: "Y" }],
  expect: { "p1.board.length": 5, "Y.health": 4, "p1.board.0.seen.RUSH": 1 },
  check: (r) => expect(r.state.players[0].board.every((m) => m.card === "TSC_650t4" && m.attack === 1 && m.health === 1)).toBe(true),
});
cardCase("CORE_TSC_650", {
  does: "option 2 with three minions already: only four Otters fit",
  p1: { board: board(3), hand: [{ card: "CORE_TSC_650", ref: "F" }] },
  actions: [{ type: "play", card: "F", choose: 2 }],
  expect: { "p1.board.length": 7, "p1.board": [WISP, WISP, WISP, "TSC_650t4", "TSC_650t4", "TSC_650t4", "TSC_650t4"] },
});
cardCase("CORE_TSC_650", {
  does: "a full board: it can't be played",
  p1: { board: board(7), hand: [{ card: "CORE_TSC_650", ref: "F" }] },
  actions: [{ type: "play", card: "F", choose: 1 }],
  error: "illegal_action",
});

// Greybough: "Taunt. Deathrattle: Give a random friendly minion 'Deathrattle: Summon Greybough.'"
cardCase("CORE_DMF_734", {
  does: "its Deathrattle gives your other minion (not the enemy's) the Deathrattle; when that minion dies, Greybough comes back",
  p1: { board: [{ card: "CORE_DMF_734", ref: "G" }, { card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "destroy", target: "G" }],
  expect: { "W.enchantments.0.card": "DMF_734e", "E.enchantments": undefined, "p1.board": [WISP], "G.zone": "graveyard" },
});
cardCase("CORE_DMF_734", {
  does: "the minion that got it summons Greybough (a 4/6 Taunt) where it died, for its controller",
  p1: { board: [{ card: WISP, ref: "W", enchantments: [{ card: "DMF_734e", remembers: "CORE_DMF_734" }] }, { card: YETI, ref: "Y" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "destroy", target: "W" }],
  expect: { "p1.board": ["CORE_DMF_734", YETI], "p1.board.0.attack": 4, "p1.board.0.health": 6, "p1.board.0.seen.TAUNT": 1, "p2.board": [WISP] },
});
cardCase("CORE_DMF_734", {
  does: "played and killed, then its heir killed: Greybough returns on your side",
  p1: { hand: [{ card: "CORE_DMF_734", ref: "G" }], board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "G" }, { type: "destroy", target: "G" }, { type: "destroy", target: "W" }],
  expect: { "p1.board": ["CORE_DMF_734"], "G.zone": "graveyard", "W.zone": "graveyard" },
});
cardCase("CORE_DMF_734", {
  does: "with no other friendly minion the Deathrattle gives nothing to the enemy's minions",
  p1: { board: [{ card: "CORE_DMF_734", ref: "G" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "destroy", target: "G" }, { type: "destroy", target: "E" }],
  expect: { "p1.board.length": 0, "p2.board.length": 0, "events.summon": 0 },
});

// Living Roots: "Choose One - Deal $2 damage; or Summon two 1/1 Saplings."
cardCase("CORE_AT_037", {
  does: "option 1: 2 damage to the chosen character only",
  p1: { hand: [{ card: "CORE_AT_037", ref: "L" }] },
  p2: { board: [{ card: YETI, ref: "Y" }, { card: YETI, ref: "Z" }] },
  actions: [{ type: "play", card: "L", choose: 1, target: "Y" }],
  expect: { "Y.health": 3, "Z.health": 5, "p1.board.length": 0, "p2.hero.health": 30 },
});
cardCase("CORE_AT_037", {
  does: "option 1 is improved by Spell Damage (3 with a Kobold), and may hit a hero",
  p1: { board: [{ card: KOBOLD, ref: "K" }], hand: [{ card: "CORE_AT_037", ref: "L" }] },
  actions: [{ type: "play", card: "L", choose: 1, target: "p2.hero" }],
  expect: { "p2.hero.health": 27 },
});
cardCase("CORE_AT_037", {
  does: "option 1 needs a target",
  p1: { hand: [{ card: "CORE_AT_037", ref: "L" }] },
  actions: [{ type: "play", card: "L", choose: 1 }],
  error: "illegal_action",
});
cardCase("CORE_AT_037", {
  does: "option 2: two 1/1 Saplings, no damage",
  p1: { hand: [{ card: "CORE_AT_037", ref: "L" }] },
  actions: [{ type: "play", card: "L", choose: 2 }],
  expect: { "p1.board": ["AT_037t", "AT_037t"], "p1.board.0.attack": 1, "p1.board.0.health": 1, "events.damage": 0 },
});
cardCase("CORE_AT_037", {
  does: "a full board: the Saplings can't be chosen",
  p1: { board: board(7), hand: [{ card: "CORE_AT_037", ref: "L" }] },
  actions: [{ type: "play", card: "L", choose: 2 }],
  error: "illegal_action",
});
cardCase("CORE_AT_037", {
  does: "a full board: the damage can still be chosen (a seeded pick without `choose` takes it)",
  p1: { board: board(7), hand: [{ card: "CORE_AT_037", ref: "L" }] },
  actions: [{ type: "play", card: "L", target: "p2.hero" }],
  expect: { "p2.hero.health": 28, "p1.board.length": 7 },
});

cardCase("CORE_AT_037", {
  does: "an option's `requires` as a client sends it: closed while it does not hold, the other option still open",
  cards: [{ id: "MY_CHOICE", type: "SPELL", cost: 1, chooseOne: [
    { requires: { exists: "enemy-minions" }, effects: [{ type: "draw" }] }, { effects: [{ type: "armor", amount: 2 }] }] }],
  p1: { hand: [{ card: "MY_CHOICE", ref: "C" }, { card: "MY_CHOICE", ref: "D" }], deck: deck(1) },
  actions: [{ type: "play", card: "C" }, { type: "play", card: "D", choose: 1 }],
  error: "illegal_action",
});
cardCase("CORE_AT_037", {
  does: "an option's `requires` as a client sends it: the seed picks only the open option",
  cards: [{ id: "MY_CHOICE", type: "SPELL", cost: 1, chooseOne: [
    { requires: { exists: "enemy-minions" }, effects: [{ type: "draw" }] }, { effects: [{ type: "armor", amount: 2 }] }] }],
  p1: { hand: [{ card: "MY_CHOICE", ref: "C" }], deck: deck(1) },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.hero.armor": 2, "p1.hand.length": 0 },
});

// Oaken Summons: "Gain 6 Armor. Summon a minion from your deck that costs (4) or less."
cardCase("CORE_LOOT_309", {
  does: "6 Armor, and the only minion of cost 4 or less in the deck comes into play (not the 6-cost one, not a spell)",
  p1: { hand: [{ card: "CORE_LOOT_309", ref: "O" }], deck: [{ card: OGRE, ref: "G" }, { card: "CS2_029", ref: "FB" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "O" }],
  expect: { "p1.hero.armor": 6, "Y.zone": "board", "G.zone": "deck", "FB.zone": "deck", "p1.hand.length": 0, "p2.board.length": 0 },
});
cardCase("CORE_LOOT_309", {
  does: "with no minion of cost 4 or less, only the Armor",
  p1: { hand: [{ card: "CORE_LOOT_309", ref: "O" }], deck: [{ card: OGRE, ref: "G" }] },
  actions: [{ type: "play", card: "O" }],
  expect: { "p1.hero.armor": 6, "G.zone": "deck", "p1.board.length": 0 },
});

// Park Panther: "Rush. Whenever this attacks, give your hero +3 Attack this turn."
cardCase("CORE_SW_431", {
  does: "Rush: played, it attacks a minion at once, and your hero gets +3 Attack this turn",
  p1: { hand: [{ card: "CORE_SW_431", ref: "P" }] },
  p2: { board: [{ card: OGRE, ref: "G" }] },
  actions: [{ type: "play", card: "P" }, { type: "attack", attacker: "P", defender: "G" }],
  expect: { "G.health": 3, "p1.hero.attack": 3, "p2.hero.attack": 0 },
});
cardCase("CORE_SW_431", {
  does: "Rush: not the enemy hero the turn it is played",
  p1: { hand: [{ card: "CORE_SW_431", ref: "P" }] },
  actions: [{ type: "play", card: "P" }, { type: "attack", attacker: "P", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("CORE_SW_431", {
  does: "the +3 Attack lasts this turn only; being attacked gives nothing",
  p1: { board: [{ card: "CORE_SW_431", ref: "P" }] },
  p2: { board: [{ card: WISP, ref: "E" }], deck: deck(2, "e") },
  actions: [{ type: "attack", attacker: "P", defender: "p2.hero" }, { type: "endTurn" }, { type: "attack", attacker: "E", defender: "P" }],
  expect: { "p2.hero.health": 26, "p1.hero.attack": 0, "P.health": 3 },
});
cardCase("CORE_SW_431", {
  does: "your hero can use the Attack in the same turn",
  p1: { board: [{ card: "CORE_SW_431", ref: "P" }] },
  actions: [{ type: "attack", attacker: "P", defender: "p2.hero" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 23 },
});

// Raven Idol: "Choose One - Discover a minion; or Discover a spell."
cardCase("Core_LOE_115", {
  does: "option 1 discovers a minion of your class or a neutral one; the pick is added to your hand",
  p1: { hero: { card: "HERO_06" }, hand: [{ card: "Core_LOE_115", ref: "R" }] },
  actions: [{ type: "play", card: "R", choose: 1 }],
  choices: [1],
  expect: { "p1.hand.length": 1, "events.discover": 1, "p2.hand.length": 0 },
  check: (r) => {
    const options = events(r, "discover")[0]!.options as string[];
    expect(options).toHaveLength(3);
    for (const id of options) {
      expect(facts(id).type).toBe("MINION");
      expect(["DRUID", "NEUTRAL"]).toContain(facts(id).cardClass);
    }
    expect(r.state.players[0].hand[0]!.card).toBe(options[1]);
  },
});
cardCase("Core_LOE_115", {
  does: "option 2 discovers a spell of your class or a neutral one",
  p1: { hero: { card: "HERO_06" }, hand: [{ card: "Core_LOE_115", ref: "R" }] },
  actions: [{ type: "play", card: "R", choose: 2 }],
  choices: [0],
  expect: { "p1.hand.length": 1 },
  check: (r) => {
    const options = events(r, "discover")[0]!.options as string[];
    expect(options).toHaveLength(3);
    for (const id of options) {
      expect(facts(id).type).toBe("SPELL");
      expect(["DRUID", "NEUTRAL"]).toContain(facts(id).cardClass);
    }
    expect(r.state.players[0].hand[0]!.card).toBe(options[0]);
  },
});

// Thickhide Kodo: "Taunt. Deathrattle: Gain 5 Armor."
cardCase("CORE_BAR_535", {
  does: "Deathrattle: its controller gains 5 Armor, the opponent none",
  p1: { board: [{ card: "CORE_BAR_535", ref: "K" }] },
  actions: [{ type: "destroy", target: "K" }],
  expect: { "p1.hero.armor": 5, "p2.hero.armor": 0, "K.zone": "graveyard" },
});
cardCase("CORE_BAR_535", {
  does: "Taunt: the enemy must attack it first",
  p1: { board: [{ card: "CORE_BAR_535", ref: "K" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
  error: "illegal_action",
});
cardCase("CORE_BAR_535", {
  does: "an enemy Kodo's Deathrattle gives its own hero the Armor",
  p2: { board: [{ card: "CORE_BAR_535", ref: "K" }] },
  actions: [{ type: "destroy", target: "K" }],
  expect: { "p1.hero.armor": 0, "p2.hero.armor": 5 },
});

// Vibrant Squirrel: "Deathrattle: Shuffle 4 Acorns into your deck. When drawn, summon a 2/1 Squirrel."
cardCase("CORE_SW_439", {
  does: "Deathrattle: 4 Acorns go into your deck (not the opponent's), nothing is summoned",
  p1: { board: [{ card: "CORE_SW_439", ref: "S" }], deck: deck(2) },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p1.deck.length": 6, "p2.deck.length": 0, "p1.board.length": 0 },
  check: (r) => expect(r.state.players[0].deck.filter((c) => c.card === "SW_439t")).toHaveLength(4),
});
cardCase("CORE_SW_439", {
  does: "an Acorn drawn (Casts When Drawn) summons a 2/1 Squirrel, goes to the graveyard, and you draw the next card",
  p1: { deck: [{ card: "SW_439t", ref: "A" }, { card: WISP, ref: "N" }, { card: WISP, ref: "M" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "A.zone": "graveyard", "N.zone": "hand", "M.zone": "deck", "p1.board": ["SW_439t2"], "p1.board.0.attack": 2, "p1.board.0.health": 1, "p2.board.length": 0 },
});
cardCase("CORE_SW_439", {
  does: "an Acorn drawn by a card's draw: not a cast (Mana Wyrm gains nothing), and the last card of the deck is drawn after it",
  p1: { board: [{ card: MANA_WYRM, ref: "MW" }], hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: "SW_439t", ref: "A" }, { card: WISP, ref: "N" }] },
  actions: [{ type: "play", card: "AI" }],
  // Arcane Intellect draws 2: the Acorn (which draws N), then the empty deck's fatigue.
  expect: { "A.zone": "graveyard", "N.zone": "hand", "p1.board": [MANA_WYRM, "SW_439t2"], "MW.attack": 2, "p1.hero.health": 29, "events.fatigue": 1 },
});
cardCase("CORE_SW_439", {
  does: "an Acorn drawn into a full hand is burned: nothing is summoned",
  p1: { hand: Array.from({ length: 10 }, (_, i) => ({ card: WISP, ref: `h${i}` })), deck: [{ card: "SW_439t", ref: "A" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "A.zone": "graveyard", "p1.board.length": 0, "events.burn": 1 },
});

// Casts When Drawn as a client sends it (the card format's `castsWhenDrawn`).
const TRAP = { id: "MY_TRAP_CARD", type: "SPELL", cost: 1, castsWhenDrawn: true, spell: [{ type: "damage", amount: 2, to: "enemy-hero" }] };
cardCase("CORE_SW_439", {
  does: "a client's Casts When Drawn card: drawn, it deals its 2 damage, goes to the graveyard, and the next card is drawn",
  cards: [TRAP],
  p1: { hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: "MY_TRAP_CARD", ref: "T" }, { card: WISP, ref: "N" }, { card: WISP, ref: "M" }] },
  actions: [{ type: "play", card: "AI" }],
  expect: { "T.zone": "graveyard", "N.zone": "hand", "M.zone": "hand", "p2.hero.health": 28, "p1.hand.length": 2 },
});
cardCase("CORE_SW_439", {
  does: "a Casts When Drawn card whose text leaves a hero mortally wounded draws no card after it (the game is won)",
  cards: [TRAP],
  p1: { deck: [{ card: "MY_TRAP_CARD", ref: "T" }, { card: WISP, ref: "N" }] },
  p2: { hero: { card: "HERO_01", health: 2 }, deck: deck(1, "e") },
  state: { activePlayer: 2 },
  actions: [{ type: "endTurn" }],
  expect: { "T.zone": "graveyard", "N.zone": "deck", "outcome.winner": 1 },
});

// Witchwood Apple: "Add two 2/2 Treants to your hand."
cardCase("CORE_GIL_663", {
  does: "two 2/2 Treants go into your hand, none to the opponent's, none summoned",
  p1: { hand: [{ card: "CORE_GIL_663", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hand": ["GIL_663t", "GIL_663t"], "p1.hand.0.attack": 2, "p1.hand.0.health": 2, "p2.hand.length": 0, "p1.board.length": 0 },
});
cardCase("CORE_GIL_663", {
  does: "with 9 other cards in hand only one Treant fits",
  p1: { hand: [{ card: "CORE_GIL_663", ref: "A" }, ...Array.from({ length: 9 }, (_, i) => ({ card: WISP, ref: `h${i}` }))] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hand.length": 10, "p1.hand.9": expect.objectContaining({ card: "GIL_663t" }) },
});
