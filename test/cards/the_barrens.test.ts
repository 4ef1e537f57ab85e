/**
 * Behaviour tests of the THE_BARRENS cards the library has: the Frenzy cards (暴怒, rules-notes 400).
 * Moonfire (CS2_008, 1 damage) is the usual blow: it leaves the Frenzy minion alive.
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase } from "../support/cards.js";
import { events, nodes } from "../support/engine.js";

const MOONFIRE = { card: "CS2_008", ref: "M" };
const hitIt = (ref = "F") => [{ type: "play", card: "M", target: ref }];
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

// Barrens Blacksmith: "Frenzy: Give your other minions +2/+2."
cardCase("BAR_073", {
  does: "damaged and alive: your other minions +2/+2, not itself nor the enemy's",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_073", ref: "F" }, { card: "CS2_231", ref: "W" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: hitIt(),
  expect: { "W.attack": 3, "W.health": 3, "F.attack": 3, "F.health": 4, "E.attack": 1 },
});
cardCase("BAR_073", {
  does: "killed by the damage: no Frenzy",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_073", ref: "F", health: 1 }, { card: "CS2_231", ref: "W" }] },
  actions: hitIt(),
  expect: { "F.zone": "graveyard", "W.attack": 1 },
});

// Blademaster Samuro: "Rush. Frenzy: Deal damage equal to this minion's Attack to all enemy minions."
cardCase("BAR_078", {
  does: "its Attack (3 here) to every enemy minion, not your minions nor the enemy hero",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_078", ref: "F", attack: 3 }, { card: "CS2_182", ref: "Y1" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y2" }, { card: "CS2_231", ref: "E" }] },
  actions: hitIt(),
  expect: { "Y2.health": 2, "E.zone": "graveyard", "Y1.health": 5, "p2.hero.health": 30 },
});

// Druid of the Plains: "Rush. Frenzy: Transform into a 6/7 Kodo with Taunt."
cardCase("BAR_538", {
  does: "damaged and alive: becomes the 6/7 Taunt Kodo (undamaged)",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_538", ref: "F" }] },
  actions: hitIt(),
  expect: { "p1.board": ["BAR_538t"], "p1.board.0.attack": 6, "p1.board.0.health": 7 },
  check: () => expect(findCard("BAR_538t")!.mechanics).toContain("TAUNT"),
});

// Efficient Octo-bot: "Frenzy: Reduce the Cost of cards in your hand by (1)."
cardCase("BAR_320", {
  does: "every card in your hand costs 1 less; the opponent's do not",
  p1: { hand: [MOONFIRE, { card: "CS2_182", ref: "H1" }, { card: "CS2_106", ref: "H2" }], board: [{ card: "BAR_320", ref: "F" }] },
  p2: { hand: [{ card: "CS2_182", ref: "O" }] },
  actions: hitIt(),
  expect: { "H1.cost": 3, "H2.cost": 1, "O.cost": 4 },
});

// Gold Road Grunt: "Taunt. Frenzy: Gain Armor equal to the damage taken."
cardCase("BAR_021", {
  does: "attacks a Yeti and takes 4: its hero gains 4 Armor",
  p1: { board: [{ card: "BAR_021", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "F", defender: "Y" }],
  expect: { "F.health": 3, "p1.hero.armor": 4, "p2.hero.armor": 0 },
});

// Gruntled Patron: "Frenzy: Summon another Gruntled Patron."
cardCase("BAR_070", {
  does: "a new, undamaged Gruntled Patron beside it",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_070", ref: "F" }] },
  actions: hitIt(),
  expect: { "p1.board": ["BAR_070", "BAR_070"], "F.health": 2, "p1.board.1.health": 3 },
});

// Kresh, Lord of Turtling: "Frenzy: Gain 8 Armor. Deathrattle: Equip a 2/5 Turtle Spike."
cardCase("WC_026", {
  does: "Frenzy: 8 Armor; its Deathrattle equips the 2/5 Turtle Spike",
  p1: { hand: [MOONFIRE], board: [{ card: "WC_026", ref: "F" }] },
  actions: [...hitIt(), { type: "destroy", target: "F" }],
  expect: { "p1.hero.armor": 8, "p1.weapon": "WC_026t", "p1.weapon.attack": 2, "p1.weapon.durability": 5 },
});

// Oasis Thrasher: "Frenzy: Deal 3 damage to the enemy hero."
cardCase("BAR_024", {
  does: "3 damage to the enemy hero, none to yours",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_024", ref: "F" }] },
  actions: hitIt(),
  expect: { "p2.hero.health": 27, "p1.hero.health": 30 },
});
cardCase("BAR_024", {
  does: "damaged on its controller's opponent's turn: still the enemy hero of its controller (player 1's hero here)",
  p1: { hand: [MOONFIRE] },
  p2: { board: [{ card: "BAR_024", ref: "F" }] },
  actions: hitIt(),
  expect: { "p1.hero.health": 27, "p2.hero.health": 30 },
});

// Peon: "Frenzy: Add a random spell from your class to your hand."
cardCase("BAR_022", {
  does: "a Mage's Peon: a random Mage spell (no neutral) in your hand",
  p1: { hero: { card: "HERO_08" }, hand: [MOONFIRE], board: [{ card: "BAR_022", ref: "F" }] },
  actions: hitIt(),
  expect: { "p1.hand.length": 1, "p2.hand.length": 0 },
  check: (r) => {
    const f = findCard(r.state.players[0].hand[0]!.card)!;
    expect([f.type, f.cardClass]).toEqual(["SPELL", "MAGE"]);
  },
});

// Razormane Raider: "Frenzy: Attack a random enemy."
cardCase("BAR_020", {
  does: "with no enemy minion it attacks the enemy hero",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_020", ref: "F" }] },
  actions: hitIt(),
  expect: { "p2.hero.health": 25, "events.attack": 1 },
});
cardCase("BAR_020", {
  does: "a random enemy among the enemy minion and hero (seeded), never the friendly minion",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_020", ref: "F" }, { card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: hitIt(),
  check: (r) => {
    const atk = events(r, "attack");
    expect(atk).toHaveLength(1);
    expect(atk[0]!.source!.ref).toBe("F");
    const hitHero = r.state.players[1].hero.health === 25, hitYeti = r.state.players[1].graveyard.some((e) => e.ref === "Y");
    expect(hitHero !== hitYeti).toBe(true);
    expect(r.state.players[0].board.find((e) => e.ref === "A")!.health).toBe(5);
  },
});

// Stonemaul Anchorman: "Rush. Frenzy: Draw a card."
cardCase("BAR_896", {
  does: "draws one card",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_896", ref: "F" }], deck: wisps(2) },
  actions: hitIt(),
  expect: { "p1.hand.length": 1, "p1.deck.length": 1 },
});

// Sunwell Initiate: "Frenzy: Gain Divine Shield."
cardCase("BAR_025", {
  does: "gains Divine Shield, which the next blow pops",
  p1: { hand: [MOONFIRE, { card: "CS2_008", ref: "M2" }], board: [{ card: "BAR_025", ref: "F" }] },
  actions: [...hitIt(), { type: "play", card: "M2", target: "F" }],
  expect: { "F.health": 3, "events.divine-shield": 1 },
});

// Taurajo Brave: "Frenzy: Destroy a random enemy minion."
cardCase("BAR_071", {
  does: "destroys the one enemy minion; your other minion stays",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_071", ref: "F" }, { card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: hitIt(),
  expect: { "Y.zone": "graveyard", "A.zone": "board", "p2.hero.health": 30 },
});

// Warsong Envoy: "Frenzy: Gain +1 Attack for each damaged character."
cardCase("BAR_843", {
  does: "itself, a damaged enemy minion and a damaged hero: +3 Attack; undamaged ones do not count",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_843", ref: "F" }, { card: "CS2_182", ref: "A" }], hero: { card: "HERO_01", health: 20 } },
  p2: { board: [{ card: "CS2_182", ref: "Y", health: 2 }] },
  actions: hitIt(),
  expect: { "F.attack": 4, "F.health": 2 },
});

// Whirling Combatant: "Battlecry and Frenzy: Deal 1 damage to all other minions."
cardCase("BAR_840", {
  does: "Battlecry: 1 damage to every other minion, both sides (not heroes)",
  p1: { hand: [{ card: "BAR_840", ref: "C" }], board: [{ card: "CS2_231", ref: "W" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "W.zone": "graveyard", "Y.health": 4, "C.health": 6, "p2.hero.health": 30 },
});
cardCase("BAR_840", {
  does: "Frenzy: damaged and alive, 1 damage to every other minion",
  p1: { hand: [MOONFIRE], board: [{ card: "BAR_840", ref: "F" }, { card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: hitIt(),
  expect: { "F.health": 5, "A.health": 4, "Y.health": 4 },
});
cardCase("BAR_840", {
  does: "the battlecry damages another Whirling Combatant, whose Frenzy damages the played one, whose own Frenzy answers once",
  p1: { hand: [{ card: "BAR_840", ref: "C" }], board: [{ card: "BAR_840", ref: "O" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "O.health": 4, "C.health": 5 },
  check: (r) => expect(nodes(r, "trigger").filter((n) => n.keyword === "FRENZY").map((n) => n.source.ref)).toEqual(["O", "C"]),
});

// --- w9/wild-d: the set's cards whose text the format already says ---
const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const yetis = (n: number, p = "Y") => Array.from({ length: n }, (_, i) => ({ card: YETI, ref: `${p}${i}` }));
const S0 = { id: "MY_S0", type: "SPELL", cost: 0, spell: [] };
const school = (s: string, cost = 0) => ({ id: `MY_${s}_${cost}`, type: "SPELL", cost, spellSchool: s, spell: [] });
const NATURE = school("NATURE"), HOLY = school("HOLY"), FROST = school("FROST");
const DR = (cost: number) => ({ id: `MY_DR_${cost}`, type: "MINION", cost, attack: 1, health: 1, deathrattle: [{ type: "draw" }] });
const handCard = (r: { state: { players: { hand: { card: string }[] }[] } }, p: number, i: number) => findCard(r.state.players[p]!.hand[i]!.card)!;

// Taintheart Tormenter: "Taunt. Your opponent's spells cost (2) more."
cardCase("WC_040", {
  does: "the opponent's spells cost 2 more; their minions and your spells do not",
  p1: { board: [{ card: "WC_040" }], hand: [{ card: "CS2_008", ref: "O" }] },
  p2: { hand: [{ card: "CS2_008", ref: "M" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "endTurn" }],
  expect: { "M.cost": 2, "Y.cost": 4, "O.cost": 0 },
});

// Vengeful Spirit: "Outcast: Draw 2 Deathrattle minions."
cardCase("BAR_328", {
  does: "played from the end of the hand: the two Deathrattle minions drawn, not the Yeti",
  p1: { hand: [{ card: "BAR_328", ref: "V" }, { card: WISP }], deck: [{ card: "FP1_007", ref: "A" }, { card: YETI, ref: "Y" }, { card: "EX1_096", ref: "B" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "A.zone": "hand", "B.zone": "hand", "Y.zone": "deck" },
});
cardCase("BAR_328", {
  does: "played from the middle: nothing drawn",
  p1: { hand: [{ card: WISP }, { card: "BAR_328", ref: "V" }, { card: WISP }], deck: [{ card: "FP1_007", ref: "A" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "A.zone": "deck" },
});

// Vile Call: "Summon two 2/2 Demons with Lifesteal."
cardCase("BAR_327", {
  does: "two 2/2 Lifesteal Demons",
  p1: { hand: [{ card: "BAR_327", ref: "V" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "p1.board": ["BAR_327t", "BAR_327t"], "p1.board.0.attack": 2, "p1.board.0.seen.LIFESTEAL": 1 },
});

// Razorboar: "Deathrattle: Summon a Deathrattle minion that costs (3) or less from your hand."
cardCase("BAR_325", {
  does: "dies: the 2-Cost Deathrattle minion comes from hand; the 4-Cost one and the Wisp stay",
  cards: [DR(4)],
  p1: { board: [{ card: "BAR_325", ref: "R" }], hand: [{ card: "MY_DR_4", ref: "N" }, { card: "EX1_096", ref: "L" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "destroy", target: "R" }],
  expect: { "L.zone": "board", "N.zone": "hand", "W.zone": "hand" },
});
// Razorfen Beastmaster: "Deathrattle: Summon a Deathrattle minion that costs (4) or less from your hand."
cardCase("BAR_326", {
  does: "dies: a 4-Cost Deathrattle minion comes from hand; a 5-Cost one does not",
  p1: { board: [{ card: "BAR_326", ref: "R" }], hand: [{ card: "FP1_007", ref: "N" }, { card: "FP1_012", ref: "S" }] },
  actions: [{ type: "destroy", target: "R" }],
  expect: { "N.zone": "board", "S.zone": "hand" },
});

// Death Speaker Blackthorn: "Battlecry: Summon 3 Deathrattle minions that cost (5) or less from your deck."
cardCase("BAR_329", {
  does: "three Deathrattle minions of Cost 5 or less from the deck; the 6-Cost one and the Yeti stay",
  cards: [DR(6)],
  p1: { hand: [{ card: "BAR_329", ref: "B" }], deck: [{ card: "FP1_007", ref: "A" }, { card: "EX1_096", ref: "C" }, { card: "FP1_012", ref: "D" },
    { card: YETI, ref: "Y" }, { card: "MY_DR_6", ref: "T" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "A.zone": "board", "C.zone": "board", "D.zone": "board", "Y.zone": "deck", "T.zone": "deck" },
});

// Sigil of Silence: "At the start of your next turn, Silence all enemy minions."
cardCase("BAR_705", {
  does: "nothing now; at the start of your next turn the enemy minions (one played since too) are silenced, yours not",
  p1: { hand: [{ card: "BAR_705", ref: "S" }], board: [{ card: "CS2_179", ref: "F" }] },
  p2: { board: [{ card: "CS2_179", ref: "E" }], hand: [{ card: "CS2_179", ref: "N" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "play", card: "N" }, { type: "endTurn" }],
  expect: { "E.seen.TAUNT": undefined, "N.seen.TAUNT": undefined, "F.seen.TAUNT": 1 },
});
cardCase("BAR_705", {
  does: "during the opponent's turn the enemy minions still have their text",
  p1: { hand: [{ card: "BAR_705", ref: "S" }] },
  p2: { board: [{ card: "CS2_179", ref: "E" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }],
  expect: { "E.seen.TAUNT": 1 },
});

// Deviate Dreadfang: "After you cast a Nature spell, summon a 4/2 Viper with Rush."
cardCase("WC_036", {
  does: "a Nature spell: a 4/2 Rush Viper; a spell of another school: none",
  cards: [NATURE, FROST],
  p1: { board: [{ card: "WC_036" }], hand: [{ card: "MY_NATURE_0", ref: "N" }, { card: "MY_FROST_0", ref: "F" }] },
  actions: [{ type: "play", card: "N" }, { type: "play", card: "F" }],
  expect: { "p1.board": ["WC_036", "WC_036t1"], "p1.board.1.attack": 4, "p1.board.1.seen.RUSH": 1 },
});

// Fangbound Druid: "Taunt. Deathrattle: Reduce the Cost of a Beast in your hand by (2)."
cardCase("WC_004", {
  does: "dies: the Beast in hand costs 2 less; the Yeti not",
  p1: { board: [{ card: "WC_004", ref: "F" }], hand: [{ card: "CS2_125", ref: "B" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "destroy", target: "F" }],
  expect: { "B.cost": 1, "Y.cost": 4 },
});

// Guff Runetotem: "After you cast a Nature spell, give another friendly minion +2/+2."
cardCase("BAR_720", {
  does: "a Nature spell: your other minion +2/+2 (not Guff, not the enemy's); another school: nothing",
  cards: [NATURE, HOLY],
  p1: { board: [{ card: "BAR_720", ref: "G" }, { card: WISP, ref: "W" }], hand: [{ card: "MY_NATURE_0", ref: "N" }, { card: "MY_HOLY_0", ref: "H" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "N" }, { type: "play", card: "H" }],
  expect: { "W.attack": 3, "W.health": 3, "G.attack": 2, "E.attack": 1 },
});

// Lady Anacondra: "Your Nature spells cost (2) less."
cardCase("WC_006", {
  does: "your Nature spell costs 2 less; another school not",
  cards: [school("NATURE", 3), school("FROST", 3)],
  p1: { board: [{ card: "WC_006" }], hand: [{ card: "MY_NATURE_3", ref: "N" }, { card: "MY_FROST_3", ref: "F" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "N.cost": 1, "F.cost": 3 },
});

// Pride's Fury: "Give your minions +1/+3."
cardCase("BAR_534", {
  does: "your minions +1/+3, the enemy's not",
  p1: { hand: [{ card: "BAR_534", ref: "P" }], board: [{ card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "W.attack": 2, "W.health": 4, "E.health": 1 },
});

// Thorngrowth Sentries: "Summon two 1/2 Turtles with Taunt."
cardCase("BAR_533", {
  does: "two 1/2 Taunt Turtles",
  p1: { hand: [{ card: "BAR_533", ref: "T" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.board": ["BAR_533t", "BAR_533t"], "p1.board.0.health": 2, "p1.board.0.seen.TAUNT": 1 },
});

// Kolkar Pack Runner: "After you cast a spell, summon a 1/1 Hyena with Rush."
cardCase("BAR_035", {
  does: "your spell: a 1/1 Rush Hyena; a minion played: nothing",
  cards: [S0],
  p1: { board: [{ card: "BAR_035" }], hand: [{ card: "MY_S0", ref: "S" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "W" }],
  expect: { "p1.board": ["BAR_035", "BAR_035t", WISP], "p1.board.1.seen.RUSH": 1 },
});

// Piercing Shot: "Deal $6 damage to a minion. Excess damage hits the enemy hero."
cardCase("BAR_032", {
  does: "6 to a 4/5 Yeti: it dies, the 1 beyond hits the enemy hero",
  p1: { hand: [{ card: "BAR_032", ref: "P" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "P", target: "Y0" }],
  expect: { "Y0.zone": "graveyard", "p2.hero.health": 29, "p1.hero.health": 30 },
});
cardCase("BAR_032", {
  does: "no excess (a 7-Health Golem): the hero untouched",
  p1: { hand: [{ card: "BAR_032", ref: "P" }] },
  p2: { board: [{ card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "P", target: "G" }],
  expect: { "G.health": 1, "p2.hero.health": 30 },
});

// Prospector's Caravan: "At the start of your turn, give all minions in your hand +1/+1."
cardCase("BAR_033", {
  does: "your turn starts: the minions in your hand +1/+1 (not the spell, not at the opponent's turn start)",
  p1: { board: [{ card: "BAR_033" }], hand: [{ card: YETI, ref: "Y" }, { card: "CS2_008", ref: "M" }] },
  p2: { hand: [{ card: YETI, ref: "O" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "Y.attack": 5, "Y.health": 6, "O.attack": 4 },
});

// Serpentbloom: "Give a friendly Beast Poisonous."
cardCase("WC_007", {
  does: "your Beast gains Poisonous",
  p1: { hand: [{ card: "WC_007", ref: "S" }], board: [{ card: "CS2_120", ref: "B" }] },
  actions: [{ type: "play", card: "S", target: "B" }],
  expect: { "B.seen.POISONOUS": 1 },
});
cardCase("WC_007", {
  does: "a non-Beast can't be chosen",
  p1: { hand: [{ card: "WC_007", ref: "S" }], board: [{ card: WISP, ref: "W" }, { card: "CS2_120" }] },
  actions: [{ type: "play", card: "S", target: "W" }],
  error: "illegal_action",
});

// Sin'dorei Scentfinder: "Frenzy: Summon four 1/1 Hyenas with Rush."
cardCase("WC_008", {
  does: "damaged and alive: four Rush Hyenas",
  p1: { hand: [{ card: "CS2_008", ref: "M" }], board: [{ card: "WC_008", ref: "F" }] },
  actions: [{ type: "play", card: "M", target: "F" }],
  expect: { "p1.board": ["BAR_035t", "BAR_035t", "WC_008", "BAR_035t", "BAR_035t"], "p1.board.0.seen.RUSH": 1 },
});

// Arcane Luminary: "Cards that didn't start in your deck cost (2) less (but not less than 1)."
cardCase("BAR_545", {
  does: "a card made in hand costs 2 less, not below 1; a card from the deck does not",
  cards: [{ id: "MY_GIVE", type: "SPELL", cost: 0, spell: [{ type: "addCard", card: YETI }, { type: "addCard", card: "CS2_189" }] }],
  p1: { board: [{ card: "BAR_545" }], hand: [{ card: "MY_GIVE", ref: "G" }, { card: YETI, ref: "O" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.hand.1.cost": 2, "p1.hand.2.cost": 1, "O.cost": 4 },
});

// Floecaster: "Costs (2) less for each Frozen enemy."
cardCase("WC_806", {
  does: "two Frozen enemies: it costs 2",
  cards: [{ id: "MY_FREEZE", type: "SPELL", cost: 0, spell: [{ type: "freeze", to: "enemy-characters" }] }],
  p1: { hand: [{ card: "WC_806", ref: "F" }, { card: "MY_FREEZE", ref: "Z" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "Z" }],
  expect: { "F.cost": 2 },
});

// Refreshing Spring Water: "Draw 2 cards. Refresh 2 Mana Crystals for each spell drawn."
cardCase("BAR_542", {
  does: "a spell and a minion drawn: 2 Mana Crystals refreshed",
  p1: { hand: [{ card: "BAR_542", ref: "R" }], deck: [{ card: "CS2_008" }, { card: YETI }], mana: { crystals: 10, used: 0 } },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.mana.used": 3, "p1.hand.length": 2 },
});
cardCase("BAR_542", {
  does: "two minions drawn: nothing refreshed",
  p1: { hand: [{ card: "BAR_542", ref: "R" }], deck: [{ card: WISP }, { card: YETI }], mana: { crystals: 10, used: 0 } },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.mana.used": 5 },
});

// Rimetongue: "After you cast a Frost spell, summon a 1/1 Elemental that Freezes."
cardCase("BAR_888", {
  does: "a Frost spell: a 1/1 Elemental; another school: none",
  cards: [FROST, NATURE],
  p1: { board: [{ card: "BAR_888" }], hand: [{ card: "MY_FROST_0", ref: "F" }, { card: "MY_NATURE_0", ref: "N" }] },
  actions: [{ type: "play", card: "F" }, { type: "play", card: "N" }],
  expect: { "p1.board": ["BAR_888", "BAR_888t"] },
});
cardCase("BAR_888t", {
  does: "the Elemental Freezes what it damages",
  p1: { board: [{ card: "BAR_888t", ref: "E" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "attack", attacker: "E", defender: "Y0" }],
  expect: { "Y0.health": 4, "Y0.seen.FROZEN": 1 },
});

// Runed Orb: "Deal $2 damage. Discover a spell."
cardCase("BAR_541", {
  does: "2 damage to the target, then a spell discovered",
  p1: { hand: [{ card: "BAR_541", ref: "R" }], hero: { card: "HERO_08" } },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "R", target: "Y0" }],
  choices: [0],
  expect: { "Y0.health": 3, "p1.hand.length": 1 },
  check: (r) => expect(handCard(r, 0, 0).type).toBe("SPELL"),
});

// Shattering Blast: "Destroy all Frozen minions."
cardCase("WC_041", {
  does: "the Frozen minions of both sides destroyed, the others not",
  p1: { hand: [{ card: "WC_041", ref: "S" }], board: [{ card: YETI, ref: "F", tags: { FROZEN: 1 } }, { card: YETI, ref: "G" }] },
  p2: { board: [{ card: YETI, ref: "E", tags: { FROZEN: 1 } }, { card: YETI, ref: "H" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "F.zone": "graveyard", "E.zone": "graveyard", "G.zone": "board", "H.zone": "board" },
});

// Archdruid Naralex: "Dormant for 2 turns. While Dormant, add a Dream card to your hand at the end of your turn."
cardCase("WC_035", {
  does: "played Dormant; your turn ends: a Dream card to hand",
  p1: { hand: [{ card: "WC_035", ref: "N" }] },
  actions: [{ type: "play", card: "N" }, { type: "endTurn" }],
  expect: { "N.tags.DORMANT": 1, "p1.hand.length": 1 },
  check: (r) => expect(["DREAM_01", "DREAM_02", "DREAM_03", "DREAM_04", "DREAM_05"]).toContain(r.state.players[0].hand[0]!.card),
});
cardCase("WC_035", {
  does: "awake: no Dream card",
  p1: { board: [{ card: "WC_035" }] },
  actions: [{ type: "endTurn" }],
  expect: { "p1.hand.length": 0 },
});

// Barrens Trapper: "Your Deathrattle cards cost (1) less."
cardCase("BAR_082", {
  does: "a Deathrattle card in hand 1 less; the Yeti not",
  p1: { board: [{ card: "BAR_082" }], hand: [{ card: "FP1_007", ref: "N" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "N.cost": 1, "Y.cost": 4 },
});

// Burning Blade Acolyte: "Deathrattle: Summon a 5/8 Demonspawn with Taunt."
cardCase("BAR_072", {
  does: "dies: a 5/8 Taunt Demonspawn",
  p1: { board: [{ card: "BAR_072", ref: "B" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.board": ["BAR_072t"], "p1.board.0.attack": 5, "p1.board.0.health": 8, "p1.board.0.seen.TAUNT": 1 },
});

// Crossroads Gossiper: "After a friendly Secret is revealed, gain +2/+2."
cardCase("BAR_890", {
  does: "your Secret revealed: +2/+2",
  p1: { board: [{ card: "BAR_890", ref: "G" }], secrets: [{ card: "EX1_610" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "endTurn" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
  expect: { "G.attack": 6, "G.health": 5 },
});

// Crossroads Watch Post: "Can't attack. Whenever your opponent casts a spell, give your minions +1/+1."
cardCase("BAR_075", {
  does: "the opponent casts a spell: your minions +1/+1; your own spell: nothing",
  cards: [S0],
  p1: { board: [{ card: "BAR_075", ref: "C" }, { card: WISP, ref: "W" }], hand: [{ card: "MY_S0", ref: "S" }] },
  p2: { hand: [{ card: "MY_S0", ref: "T" }] },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "play", card: "T" }],
  expect: { "W.attack": 2, "C.attack": 5 },
});
cardCase("BAR_075", {
  does: "it can't attack",
  p1: { board: [{ card: "BAR_075", ref: "C" }] },
  actions: [{ type: "attack", attacker: "C", defender: "p2.hero" }],
  error: "illegal_action",
});

// Darkspear Berserker: "Deathrattle: Deal 5 damage to your hero."
cardCase("BAR_027", {
  does: "dies: 5 damage to its owner's hero",
  p1: { board: [{ card: "BAR_027", ref: "D" }] },
  actions: [{ type: "destroy", target: "D" }],
  expect: { "p1.hero.health": 25, "p2.hero.health": 30 },
});

// Death's Head Cultist: "Taunt. Deathrattle: Restore #4 Health to your hero."
cardCase("BAR_026", {
  does: "dies: its owner's hero healed 4",
  p1: { board: [{ card: "BAR_026", ref: "D" }], hero: { card: "HERO_01", health: 20 } },
  p2: { hero: { card: "HERO_01", health: 20 } },
  actions: [{ type: "destroy", target: "D" }],
  expect: { "p1.hero.health": 24, "p2.hero.health": 20 },
});

// Far Watch Post: "Can't attack. After your opponent draws a card, it costs (1) more (up to 10)."
cardCase("BAR_074", {
  does: "the opponent's turn draw costs 1 more; a 10-Cost card stays at 10; your own draw not",
  p1: { board: [{ card: "BAR_074" }], deck: [{ card: YETI, ref: "M" }] },
  p2: { deck: [{ card: "NEW1_030", ref: "D" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "Y.zone": "hand", "Y.cost": 5, "D.zone": "hand", "D.cost": 10, "M.cost": 4 },
});

// Hecklefang Hyena: "Battlecry: Deal 3 damage to your hero."
cardCase("BAR_745", {
  does: "3 damage to your own hero",
  p1: { hand: [{ card: "BAR_745", ref: "H" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "p1.hero.health": 27, "p2.hero.health": 30 },
});

// Hog Rancher: "Battlecry: Summon a 2/1 Hog with Rush."
cardCase("BAR_060", {
  does: "a 2/1 Rush Hog beside it",
  p1: { hand: [{ card: "BAR_060", ref: "H" }] },
  actions: [{ type: "play", card: "H" }],
  expect: { "p1.board": ["BAR_060", "BAR_060t"], "p1.board.1.seen.RUSH": 1 },
});

// Injured Marauder: "Taunt. Battlecry: Deal 6 damage to this minion."
cardCase("BAR_069", {
  does: "played: a 5/4",
  p1: { hand: [{ card: "BAR_069", ref: "I" }] },
  actions: [{ type: "play", card: "I" }],
  expect: { "I.health": 4, "I.attack": 5 },
});

// Lushwater Scout: "After you summon a Murloc, give it +1 Attack and Rush."
cardCase("BAR_063", {
  does: "your Murloc summoned: +1 Attack and Rush; a Wisp not",
  p1: { board: [{ card: "BAR_063" }], hand: [{ card: "CS2_168", ref: "M" }, { card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "M" }, { type: "play", card: "W" }],
  expect: { "M.attack": 3, "M.seen.RUSH": 1, "W.attack": 1 },
});

// Mor'shan Watch Post: "Can't attack. After your opponent plays a minion, summon a 2/2 Grunt."
cardCase("BAR_076", {
  does: "the opponent plays a minion: a 2/2 Grunt for you; your own minion: nothing",
  p1: { board: [{ card: "BAR_076" }], hand: [{ card: WISP, ref: "W" }] },
  p2: { hand: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "play", card: "E" }],
  expect: { "p1.board": ["BAR_076", "BAR_076t", WISP], "p1.board.1.attack": 2, "p2.board": [WISP] },
});

// Primordial Protector: "Battlecry: Draw your highest Cost spell. Summon a random minion with the same Cost."
cardCase("BAR_042", {
  does: "the 4-Cost spell drawn (not the 1-Cost one), and a random 4-Cost minion summoned",
  p1: { hand: [{ card: "BAR_042", ref: "P" }], deck: [{ card: "CS2_029", ref: "F" }, { card: "CS2_008", ref: "M" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "F.zone": "hand", "M.zone": "deck", "p1.board.length": 2 },
  check: (r) => expect(findCard(r.state.players[0].board[1]!.card)!.cost).toBe(4),
});
cardCase("BAR_042", {
  does: "no spell in the deck: nothing",
  p1: { hand: [{ card: "BAR_042", ref: "P" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.board.length": 1, "p1.hand.length": 0 },
});

// Ratchet Privateer: "Battlecry: Give your weapon +1 Attack."
cardCase("BAR_061", {
  does: "your weapon +1 Attack",
  p1: { hand: [{ card: "BAR_061", ref: "R" }], weapon: { card: "CS2_106", ref: "W" } },
  actions: [{ type: "play", card: "R" }],
  expect: { "W.attack": 4 },
});

// Spirit Healer: "After you cast a Holy spell, give a random friendly minion +2 Health."
cardCase("BAR_744", {
  does: "a Holy spell: your one minion (itself here) +2 Health; a spell of another school: nothing",
  cards: [HOLY, FROST],
  p1: { board: [{ card: "BAR_744", ref: "S" }], hand: [{ card: "MY_HOLY_0", ref: "H" }, { card: "MY_FROST_0", ref: "F" }] },
  actions: [{ type: "play", card: "H" }, { type: "play", card: "F" }],
  expect: { "S.health": 8 },
});

// Talented Arcanist: "Battlecry: Your next spell this turn has Spell Damage +2."
cardCase("BAR_064", {
  does: "the next spell deals 2 more, the one after not",
  p1: { hand: [{ card: "BAR_064", ref: "T" }, { card: "CS2_008", ref: "A" }, { card: "CS2_008", ref: "B" }] },
  actions: [{ type: "play", card: "T" }, { type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }],
  expect: { "p2.hero.health": 26 },
});

// Toad of the Wilds: "Taunt. Battlecry: If you're holding a Nature spell, gain +2 Health."
cardCase("BAR_743", {
  does: "holding a Nature spell: a 2/4; holding another spell: 2/2",
  cards: [NATURE, FROST],
  p1: { hand: [{ card: "BAR_743", ref: "T" }, { card: "MY_NATURE_0" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "T.health": 4 },
});
cardCase("BAR_743", {
  does: "no Nature spell: 2/2",
  cards: [FROST],
  p1: { hand: [{ card: "BAR_743", ref: "T" }, { card: "MY_FROST_0" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "T.health": 2 },
});

// Venomous Scorpid: "Poisonous. Battlecry: Discover a spell."
cardCase("BAR_065", {
  does: "a spell discovered",
  p1: { hand: [{ card: "BAR_065", ref: "V" }], hero: { card: "HERO_08" } },
  actions: [{ type: "play", card: "V" }],
  choices: [0],
  expect: { "p1.hand.length": 1, "V.seen.POISONOUS": 1 },
  check: (r) => expect(handCard(r, 0, 0).type).toBe("SPELL"),
});

// Cariel Roame: "Rush, Divine Shield. Whenever this attacks, reduce the Cost of Holy spells in your hand by (1)."
cardCase("BAR_902", {
  does: "it attacks: Holy spells in hand 1 less, another school not",
  cards: [school("HOLY", 3), school("FROST", 3)],
  p1: { board: [{ card: "BAR_902", ref: "C" }], hand: [{ card: "MY_HOLY_3", ref: "H" }, { card: "MY_FROST_3", ref: "F" }] },
  actions: [{ type: "attack", attacker: "C", defender: "p2.hero" }],
  expect: { "H.cost": 2, "F.cost": 3, "p2.hero.health": 26 },
});

// Galloping Savior: "Secret: After your opponent plays three cards in a turn, summon a 3/4 Steed with Taunt."
cardCase("BAR_550", {
  does: "the opponent's third card: a 3/4 Taunt Steed for you",
  cards: [S0],
  p1: { secrets: [{ card: "BAR_550", ref: "G" }] },
  p2: { hand: [{ card: "MY_S0" }, { card: "MY_S0" }, { card: "MY_S0" }] },
  actions: [{ type: "endTurn" }, { type: "play", card: "p2.hand.0" }, { type: "play", card: "p2.hand.0" }, { type: "play", card: "p2.hand.0" }],
  expect: { "p1.board": ["BAR_550t"], "p1.board.0.seen.TAUNT": 1, "G.zone": "graveyard" },
});
cardCase("BAR_550", {
  does: "two cards: nothing yet",
  cards: [S0],
  p1: { secrets: [{ card: "BAR_550", ref: "G" }] },
  p2: { hand: [{ card: "MY_S0" }, { card: "MY_S0" }] },
  actions: [{ type: "endTurn" }, { type: "play", card: "p2.hand.0" }, { type: "play", card: "p2.hand.0" }],
  expect: { "p1.board": [], "G.zone": "secrets" },
});

// Invigorating Sermon: "Give +1/+1 to all minions in your hand, deck, and battlefield."
cardCase("BAR_881", {
  does: "your minions in hand, deck and play +1/+1; the enemy's not",
  p1: { hand: [{ card: "BAR_881", ref: "S" }, { card: YETI, ref: "H" }], deck: [{ card: YETI, ref: "D" }], board: [{ card: WISP, ref: "B" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "H.attack": 5, "D.attack": 5, "B.attack": 2, "E.attack": 1 },
});

// Judgment of Justice: "Secret: When an enemy minion attacks, set its Attack and Health to 1."
cardCase("WC_033", {
  does: "the attacking Yeti becomes 1/1 before it hits",
  p1: { secrets: [{ card: "WC_033", ref: "J" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "endTurn" }, { type: "attack", attacker: "Y0", defender: "p1.hero" }],
  expect: { "p1.hero.health": 29, "Y0.attack": 1, "Y0.health": 1, "J.zone": "graveyard" },
});

// Knight of Anointment: "Battlecry: Draw a Holy spell."
cardCase("BAR_873", {
  does: "the Holy spell drawn, not the other",
  cards: [HOLY, FROST],
  p1: { hand: [{ card: "BAR_873", ref: "K" }], deck: [{ card: "MY_HOLY_0", ref: "H" }, { card: "MY_FROST_0", ref: "F" }] },
  actions: [{ type: "play", card: "K" }],
  expect: { "H.zone": "hand", "F.zone": "deck" },
});

// Northwatch Commander: "Battlecry: If you control a Secret, draw a minion."
cardCase("BAR_876", {
  does: "with a Secret: a minion drawn (not the spell)",
  p1: { hand: [{ card: "BAR_876", ref: "N" }], secrets: [{ card: "EX1_610" }], deck: [{ card: "CS2_008", ref: "S" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "N" }],
  expect: { "Y.zone": "hand", "S.zone": "deck" },
});
cardCase("BAR_876", {
  does: "no Secret: nothing",
  p1: { hand: [{ card: "BAR_876", ref: "N" }], deck: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "N" }],
  expect: { "Y.zone": "deck" },
});

// Seedcloud Buckler: "Deathrattle: Give your minions Divine Shield."
cardCase("WC_032", {
  does: "the weapon breaks: your minions Divine Shield, the enemy's not",
  p1: { weapon: { card: "WC_032", ref: "B", durability: 1 }, board: [{ card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.weapon": null, "W.seen.DIVINE_SHIELD": 1, "E.seen.DIVINE_SHIELD": undefined },
});

// Soldier's Caravan: "At the start of your turn, summon two 1/1 Silver Hand Recruits."
cardCase("BAR_871", {
  does: "your turn starts: two Recruits; not at the opponent's",
  p1: { board: [{ card: "BAR_871" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.board": ["CS2_101t", "BAR_871", "CS2_101t"], "p2.board": [] },
});

// Sword of the Fallen: "After your hero attacks, cast a Secret from your deck."
cardCase("BAR_875", {
  does: "your hero attacks: the deck's Secret is in play, the minion stays",
  p1: { weapon: { card: "BAR_875" }, deck: [{ card: "EX1_610", ref: "S" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "S.zone": "secrets", "Y.zone": "deck", "p2.hero.health": 29 },
});

// Veteran Warmedic: "After you cast a Holy spell, summon a 2/2 Medic with Lifesteal."
cardCase("BAR_878", {
  does: "a Holy spell: a 2/2 Lifesteal Medic; another school: none",
  cards: [HOLY, FROST],
  p1: { board: [{ card: "BAR_878" }], hand: [{ card: "MY_HOLY_0", ref: "H" }, { card: "MY_FROST_0", ref: "F" }] },
  actions: [{ type: "play", card: "H" }, { type: "play", card: "F" }],
  expect: { "p1.board": ["BAR_878", "BAR_878t"], "p1.board.1.seen.LIFESTEAL": 1 },
});

// Desperate Prayer: "Restore #5 Health to each hero."
cardCase("BAR_309", {
  does: "5 Health back to each hero",
  p1: { hand: [{ card: "BAR_309", ref: "D" }], hero: { card: "HERO_09", health: 20 } },
  p2: { hero: { card: "HERO_01", health: 10 } },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.hero.health": 25, "p2.hero.health": 15 },
});

// Devouring Plague: "Lifesteal. Deal $4 damage randomly split among all enemy minions."
cardCase("BAR_311", {
  does: "4 damage among the enemy minions (none to the hero), healing your hero 4",
  cards: [{ id: "MY_WALL", type: "MINION", cost: 1, attack: 0, health: 20 }],
  p1: { hand: [{ card: "BAR_311", ref: "D" }], hero: { card: "HERO_09", health: 20 } },
  p2: { board: [{ card: "MY_WALL", ref: "A" }, { card: "MY_WALL", ref: "B" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p2.hero.health": 30, "p1.hero.health": 24 },
  check: (r) => expect(r.state.players[1].board.reduce((n, e) => n + (20 - (e.health ?? 0)), 0)).toBe(4),
});

// Devout Dungeoneer: "Battlecry: Draw a spell. If it's a Holy spell, reduce its Cost by (2)."
cardCase("WC_013", {
  does: "a Holy spell drawn: 2 less",
  cards: [school("HOLY", 3)],
  p1: { hand: [{ card: "WC_013", ref: "D" }], deck: [{ card: "MY_HOLY_3", ref: "H" }, { card: YETI }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "H.zone": "hand", "H.cost": 1 },
});
cardCase("WC_013", {
  does: "another spell drawn: its own Cost",
  cards: [school("FROST", 3)],
  p1: { hand: [{ card: "WC_013", ref: "D" }], deck: [{ card: "MY_FROST_3", ref: "F" }, { card: YETI }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "F.zone": "hand", "F.cost": 3 },
});

// Void Flayer: "Battlecry: For each spell in your hand, deal 1 damage to a random enemy minion."
cardCase("BAR_307", {
  does: "three spells in hand: 3 damage to the one enemy minion (the hero spared)",
  cards: [S0],
  p1: { hand: [{ card: "BAR_307", ref: "V" }, { card: "MY_S0" }, { card: "MY_S0" }, { card: "MY_S0" }, { card: WISP }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "V" }],
  expect: { "Y0.health": 2, "p2.hero.health": 30 },
});

// Field Contact: "After you play a Battlecry or Combo card, draw a card."
cardCase("BAR_317", {
  does: "a Battlecry card and a Combo card: two draws; a vanilla minion: none",
  p1: { board: [{ card: "BAR_317" }], hand: [{ card: "BAR_745", ref: "B" }, { card: "EX1_134", ref: "C" }, { card: WISP, ref: "W" }],
    deck: [{ card: YETI }, { card: YETI }, { card: YETI }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "B" }, { type: "play", card: "W" }, { type: "play", card: "C", target: "Y0" }],
  expect: { "p1.hand.length": 2, "p1.deck.length": 1 },
});

// Oil Rig Ambusher: "Battlecry: Deal 2 damage. If this entered your hand this turn, deal 4 instead."
cardCase("BAR_316", {
  does: "held since an earlier turn: 2 damage",
  p1: { hand: [{ card: "BAR_316", ref: "O" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "O", target: "Y0" }],
  expect: { "Y0.health": 3 },
});
cardCase("BAR_316", {
  does: "drawn this turn: 4 damage",
  cards: [{ id: "MY_DRAW", type: "SPELL", cost: 0, spell: [{ type: "draw" }] }],
  p1: { hand: [{ card: "MY_DRAW", ref: "D" }], deck: [{ card: "BAR_316", ref: "O" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "D" }, { type: "play", card: "O", target: "Y0" }],
  expect: { "Y0.health": 1 },
});

// Silverleaf Poison: "Give your weapon 'After your hero attacks, draw a card.'"
cardCase("BAR_318", {
  does: "your hero attacks with the weapon: a card drawn",
  p1: { hand: [{ card: "BAR_318", ref: "S" }], weapon: { card: "CS2_106" }, deck: [{ card: YETI }, { card: YETI }] },
  actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.hand.length": 1, "p2.hero.health": 27 },
});
cardCase("BAR_318", {
  does: "no weapon: it can't be played",
  p1: { hand: [{ card: "BAR_318", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  error: "illegal_action",
});

// Water Moccasin: "Stealth. Has Poisonous while you have no other minions."
cardCase("WC_015", {
  does: "alone: Poisonous; with another minion of yours: not",
  p1: { board: [{ card: "WC_015", ref: "A" }] },
  p2: { board: [{ card: WISP }] },
  actions: [{ type: "endTurn" }],
  expect: { "A.seen.POISONOUS": 1 },
});
cardCase("WC_015", {
  does: "another friendly minion: no Poisonous",
  p1: { board: [{ card: "WC_015", ref: "A" }, { card: WISP }] },
  actions: [{ type: "endTurn" }],
  expect: { "A.seen.POISONOUS": undefined },
});

// Arid Stormer: "Battlecry: If you played an Elemental last turn, gain Rush and Windfury."
cardCase("BAR_045", {
  does: "an Elemental last turn: Rush and Windfury",
  p1: { hand: [{ card: "BAR_045", ref: "A" }], playedLastTurn: ["UNG_809"] },
  actions: [{ type: "play", card: "A" }],
  expect: { "A.seen.RUSH": 1, "A.seen.WINDFURY": 1 },
});
cardCase("BAR_045", {
  does: "no Elemental last turn: neither",
  p1: { hand: [{ card: "BAR_045", ref: "A" }], playedLastTurn: [WISP] },
  actions: [{ type: "play", card: "A" }],
  expect: { "A.seen.RUSH": undefined, "A.seen.WINDFURY": undefined },
});

// Earth Revenant: "Taunt. Battlecry: Deal 1 damage to all enemy minions."
cardCase("BAR_750", {
  does: "1 damage to each enemy minion, not to yours or the hero",
  p1: { hand: [{ card: "BAR_750", ref: "E" }], board: [{ card: YETI, ref: "F" }] },
  p2: { board: yetis(2) },
  actions: [{ type: "play", card: "E" }],
  expect: { "Y0.health": 4, "Y1.health": 4, "F.health": 5, "p2.hero.health": 30 },
});

// Firemancer Flurgl: "After you play a Murloc, deal 1 damage to all enemies."
cardCase("BAR_860", {
  does: "a Murloc played: 1 to every enemy; a Wisp: nothing",
  p1: { board: [{ card: "BAR_860" }], hand: [{ card: "CS2_168", ref: "M" }, { card: WISP, ref: "W" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "M" }, { type: "play", card: "W" }],
  expect: { "Y0.health": 4, "p2.hero.health": 29, "p1.hero.health": 30 },
});

// Nofin Can Stop Us: "Give your minions +1/+1. Give your Murlocs an extra +1/+1."
cardCase("BAR_041", {
  does: "a Wisp +1/+1, a Murloc +2/+2, the enemy's not",
  p1: { hand: [{ card: "BAR_041", ref: "N" }], board: [{ card: WISP, ref: "W" }, { card: "CS2_168", ref: "M" }] },
  p2: { board: [{ card: "CS2_168", ref: "E" }] },
  actions: [{ type: "play", card: "N" }],
  expect: { "W.attack": 2, "W.health": 2, "M.attack": 4, "M.health": 3, "E.attack": 2 },
});

// Primal Dungeoneer: "Battlecry: Draw a spell. If it's a Nature spell, also draw an Elemental."
cardCase("WC_005", {
  does: "a Nature spell drawn: an Elemental too",
  cards: [NATURE],
  p1: { hand: [{ card: "WC_005", ref: "P" }], deck: [{ card: "MY_NATURE_0", ref: "N" }, { card: "UNG_809", ref: "E" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "N.zone": "hand", "E.zone": "hand", "Y.zone": "deck" },
});
cardCase("WC_005", {
  does: "another spell: no Elemental",
  cards: [FROST],
  p1: { hand: [{ card: "WC_005", ref: "P" }], deck: [{ card: "MY_FROST_0", ref: "N" }, { card: "UNG_809", ref: "E" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "N.zone": "hand", "E.zone": "deck" },
});

// South Coast Chieftain: "Battlecry: If you control another Murloc, deal 2 damage."
cardCase("BAR_040", {
  does: "another Murloc of yours: 2 damage",
  p1: { hand: [{ card: "BAR_040", ref: "S" }], board: [{ card: "CS2_168" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "S", target: "Y0" }],
  expect: { "Y0.health": 3 },
});
cardCase("BAR_040", {
  does: "no other Murloc: no target, nothing",
  p1: { hand: [{ card: "BAR_040", ref: "S" }] },
  p2: { board: [{ card: "CS2_168", ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "E.health": 1, "p2.hero.health": 30 },
});

// Spawnpool Forager: "Deathrattle: Summon a 1/1 Tinyfin."
cardCase("BAR_751", {
  does: "dies: a 1/1 Tinyfin",
  p1: { board: [{ card: "BAR_751", ref: "S" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p1.board": ["BAR_751t"] },
});

// Tinyfin's Caravan: "At the start of your turn, draw a Murloc."
cardCase("BAR_043", {
  does: "your turn starts: the Murloc drawn (besides the turn's draw)",
  p1: { board: [{ card: "BAR_043" }], deck: [{ card: "CS2_168", ref: "M" }, { card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "M.zone": "hand", "p1.hand.length": 2 },
});

// Altar of Fire: "Destroy the top 3 cards of each deck."
cardCase("BAR_913", {
  does: "three cards gone from the top of each deck",
  p1: { hand: [{ card: "BAR_913", ref: "A" }], deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
  p2: { deck: [{ card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }, { card: YETI }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.deck.length": 1, "p2.deck.length": 2 },
});

// Apothecary's Caravan: "At the start of your turn, summon a 1-Cost minion from your deck."
cardCase("BAR_912", {
  does: "your turn starts: the deck's 1-Cost minion comes out (the 0- and 4-Cost ones do not)",
  p1: { board: [{ card: "BAR_912" }], deck: [{ card: "CS2_168", ref: "M" }, { card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "M.zone": "board" },
});

// Barrens Scavenger: "Taunt. Costs (1) while your deck has 10 or fewer cards."
cardCase("BAR_917", {
  does: "a deck of 10: costs 1; of 11 (the opponent's after their draw): 6",
  p1: { hand: [{ card: "BAR_917", ref: "B" }], deck: Array.from({ length: 10 }, () => ({ card: WISP })) },
  p2: { hand: [{ card: "BAR_917", ref: "C" }], deck: Array.from({ length: 12 }, () => ({ card: WISP })) },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  check: (r) => { expect(r.state.players[0].hand[0]!.cost).toBe(1); expect(r.state.players[1].hand.find((e) => e.card === "BAR_917")!.cost).toBe(6); },
});

// Blood Shard Bristleback: "Lifesteal. Battlecry: If your deck contains 10 or fewer cards, deal 6 damage to a minion."
cardCase("BAR_916", {
  does: "a small deck: 6 damage to the minion",
  p1: { hand: [{ card: "BAR_916", ref: "B" }], deck: [{ card: WISP }] },
  p2: { board: [{ card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "B", target: "G" }],
  expect: { "G.health": 1 },
});
cardCase("BAR_916", {
  does: "11 cards in the deck: no target, nothing",
  p1: { hand: [{ card: "BAR_916", ref: "B" }], deck: Array.from({ length: 11 }, () => ({ card: WISP })) },
  p2: { board: [{ card: "CS2_186", ref: "G" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "G.health": 7 },
});

// Grimoire of Sacrifice: "Destroy a friendly minion. Deal $2 damage to all enemy minions."
cardCase("BAR_910", {
  does: "your minion destroyed, 2 to every enemy minion",
  p1: { hand: [{ card: "BAR_910", ref: "G" }], board: [{ card: WISP, ref: "W" }] },
  p2: { board: yetis(2) },
  actions: [{ type: "play", card: "G", target: "W" }],
  expect: { "W.zone": "graveyard", "Y0.health": 3, "Y1.health": 3, "p2.hero.health": 30 },
});
cardCase("BAR_910", {
  does: "an enemy minion can't be chosen",
  p1: { hand: [{ card: "BAR_910", ref: "G" }], board: [{ card: WISP }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "G", target: "Y0" }],
  error: "illegal_action",
});

// Kabal Outfitter: "Battlecry and Deathrattle: Give another random friendly minion +1/+1."
cardCase("BAR_915", {
  does: "played: your other minion +1/+1; dies: +1/+1 again",
  p1: { hand: [{ card: "BAR_915", ref: "K" }], board: [{ card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP, ref: "E" }] },
  actions: [{ type: "play", card: "K" }, { type: "destroy", target: "K" }],
  expect: { "W.attack": 3, "W.health": 3, "E.attack": 1 },
});

// Unstable Shadow Blast: "Deal $6 damage to a minion. Excess damage hits your hero."
cardCase("WC_021", {
  does: "6 to a 4/5 Yeti: the 1 beyond hits your own hero",
  p1: { hand: [{ card: "WC_021", ref: "U" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "U", target: "Y0" }],
  expect: { "Y0.zone": "graveyard", "p1.hero.health": 29, "p2.hero.health": 30 },
});

// Man-at-Arms: "Battlecry: If you have a weapon equipped, gain +1/+1."
cardCase("WC_024", {
  does: "a weapon equipped: 3/4; none: 2/3",
  p1: { hand: [{ card: "WC_024", ref: "M" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "play", card: "M" }],
  expect: { "M.attack": 3, "M.health": 4 },
});
cardCase("WC_024", {
  does: "no weapon: 2/3",
  p1: { hand: [{ card: "WC_024", ref: "M" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "M.attack": 2, "M.health": 3 },
});

// Mor'shan Elite: "Taunt. Battlecry: If your hero attacked this turn, summon a copy of this."
cardCase("BAR_846", {
  does: "after your hero attacked: two Elites",
  p1: { hand: [{ card: "BAR_846", ref: "M" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "play", card: "M" }],
  expect: { "p1.board": ["BAR_846", "BAR_846"] },
});
cardCase("BAR_846", {
  does: "no attack: one",
  p1: { hand: [{ card: "BAR_846", ref: "M" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.board": ["BAR_846"] },
});

// Outrider's Axe: "After your hero attacks and kills a minion, draw a card."
cardCase("BAR_844", {
  does: "kills a Wisp: a card drawn; hits the hero: none",
  p1: { weapon: { card: "BAR_844" }, deck: [{ card: YETI }, { card: YETI }] },
  p2: { board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "W" }],
  expect: { "W.zone": "graveyard", "p1.hand.length": 1 },
});
cardCase("BAR_844", {
  does: "the minion survives: nothing",
  p1: { weapon: { card: "BAR_844" }, deck: [{ card: YETI }] },
  p2: { board: yetis(1) },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "Y0" }],
  expect: { "p1.hand.length": 0 },
});

// Rokara: "Rush. After a friendly minion attacks and survives, give it +1/+1."
cardCase("BAR_847", {
  does: "your Yeti attacks a Wisp and lives: +1/+1; your Wisp attacking a Yeti dies: nothing",
  p1: { board: [{ card: "BAR_847" }, { card: YETI, ref: "F" }, { card: WISP, ref: "W" }] },
  p2: { board: [{ card: WISP, ref: "E" }, { card: YETI, ref: "Z" }] },
  actions: [{ type: "attack", attacker: "F", defender: "E" }, { type: "attack", attacker: "W", defender: "Z" }],
  expect: { "F.attack": 5, "F.health": 5, "W.zone": "graveyard" },
});

// Whetstone Hatchet: "After your hero attacks, give a minion in your hand +1 Attack."
cardCase("WC_025", {
  does: "your hero attacks: the minion in hand +1 Attack (not the spell)",
  p1: { weapon: { card: "WC_025" }, hand: [{ card: YETI, ref: "Y" }, { card: "CS2_008", ref: "M" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "Y.attack": 5, "Y.health": 5, "p2.hero.health": 29 },
});

// Razormane Battleguard: "The first Taunt minion you play each turn costs (2) less."
cardCase("BAR_537", {
  does: "a Taunt minion in hand costs 2 less until one is played this turn; a minion without Taunt not",
  p1: { board: [{ card: "BAR_537" }], hand: [{ card: "CS2_179", ref: "A" }, { card: "CS2_179", ref: "B" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.mana.used": 2, "B.cost": 4, "Y.cost": 4 },
});
cardCase("BAR_537", {
  does: "a new turn: the discount again",
  p1: { board: [{ card: "BAR_537" }], hand: [{ card: "CS2_179", ref: "A" }, { card: "CS2_179", ref: "B" }] },
  actions: [{ type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "B.cost": 2 },
});

// Shroud of Concealment: "Draw 2 minions. Any played this turn gain Stealth for 1 turn."
cardCase("WC_016", {
  does: "the two minions drawn (not the spell); the one played this turn has Stealth through the opponent's turn",
  p1: { hand: [{ card: "WC_016", ref: "S" }], deck: [{ card: YETI, ref: "A" }, { card: "CS2_008", ref: "M" }, { card: WISP, ref: "B" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "A" }, { type: "endTurn" }],
  expect: { "A.seen.STEALTH": 1, "B.zone": "hand", "M.zone": "deck" },
});
cardCase("WC_016", {
  does: "Stealth gone at your next turn; a drawn minion played on a later turn gets none",
  p1: { hand: [{ card: "WC_016", ref: "S" }], deck: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "B" }],
  expect: { "A.seen.STEALTH": undefined, "B.seen.STEALTH": undefined },
});

// Scabbs Cutterbutter: "Combo: The next two cards you play this turn cost (2) less."
cardCase("BAR_552", {
  does: "with Combo: the next two cards cost 2 less, the third its own Cost",
  cards: [S0],
  p1: { hand: [{ card: "MY_S0", ref: "Z" }, { card: "BAR_552", ref: "S" }, { card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
  actions: [{ type: "play", card: "Z" }, { type: "play", card: "S" }, { type: "play", card: "A" }, { type: "play", card: "B" }],
  expect: { "p1.mana.used": 8, "C.cost": 4 },
});
cardCase("BAR_552", {
  does: "no Combo: no discount",
  p1: { hand: [{ card: "BAR_552", ref: "S" }, { card: YETI, ref: "A" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "A.cost": 4 },
});
cardCase("BAR_552", {
  does: "this turn only",
  cards: [S0],
  p1: { hand: [{ card: "MY_S0", ref: "Z" }, { card: "BAR_552", ref: "S" }, { card: YETI, ref: "A" }] },
  actions: [{ type: "play", card: "Z" }, { type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "A.cost": 4 },
});

const ADVENTURERS = ["WC_034t", "WC_034t2", "WC_034t3", "WC_034t4", "WC_034t5", "WC_034t6", "WC_034t7", "WC_034t8"];
// Party Up!: "Summon five 2/2 Adventurers with random bonus effects."
cardCase("WC_034", {
  does: "five 2/2 Adventurers, each one of the eight",
  p1: { hand: [{ card: "WC_034", ref: "P" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.board.length": 5, "p1.board.0.attack": 2, "p2.board": [] },
  check: (r) => { for (const e of r.state.players[0].board) expect(ADVENTURERS).toContain(e.card); },
});
cardCase("WC_034t5", {
  does: "the Spell Damage Adventurer: a Moonfire deals 2",
  p1: { board: [{ card: "WC_034t5" }], hand: [{ card: "CS2_008", ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }],
  expect: { "p2.hero.health": 28 },
});
cardCase("WC_034t2", {
  does: "the Taunt Adventurer has Taunt",
  p1: { board: [{ card: "WC_034t2", ref: "A" }] },
  actions: [{ type: "endTurn" }],
  expect: { "A.seen.TAUNT": 1 },
});
// Devouring Ectoplasm: "Deathrattle: Summon a 2/2 Adventurer with a random bonus effect."
cardCase("WC_027", {
  does: "dies: one Adventurer for its owner",
  p1: { board: [{ card: "WC_027", ref: "D" }] },
  actions: [{ type: "destroy", target: "D" }],
  expect: { "p1.board.length": 1, "p2.board": [] },
  check: (r) => expect(ADVENTURERS).toContain(r.state.players[0].board[0]!.card),
});
// Meeting Stone: "At the end of your turn, add a 2/2 Adventurer with a random bonus effect to your hand."
cardCase("WC_028", {
  does: "your turn ends: an Adventurer to your hand",
  p1: { board: [{ card: "WC_028" }] },
  actions: [{ type: "endTurn" }],
  expect: { "p1.hand.length": 1 },
  check: (r) => expect(ADVENTURERS).toContain(r.state.players[0].hand[0]!.card),
});
// Final Gasp: "Deal $1 damage to a minion. If it dies, summon a 2/2 Adventurer with a random bonus effect."
cardCase("WC_022", {
  does: "kills the Wisp: an Adventurer for you",
  p1: { hand: [{ card: "WC_022", ref: "F" }] },
  p2: { board: [{ card: WISP, ref: "W" }] },
  actions: [{ type: "play", card: "F", target: "W" }],
  expect: { "W.zone": "graveyard", "p1.board.length": 1 },
  check: (r) => expect(ADVENTURERS).toContain(r.state.players[0].board[0]!.card),
});
cardCase("WC_022", {
  does: "the Yeti lives: nothing",
  p1: { hand: [{ card: "WC_022", ref: "F" }] },
  p2: { board: yetis(1) },
  actions: [{ type: "play", card: "F", target: "Y0" }],
  expect: { "Y0.health": 4, "p1.board": [] },
});

// Soothsayer's Caravan: "At the start of your turn, copy a spell from your opponent's deck to your hand."
cardCase("BAR_312", {
  does: "your turn starts: a copy of the opponent's deck spell in your hand; their deck keeps it",
  p1: { board: [{ card: "BAR_312" }] },
  p2: { deck: [{ card: YETI }, { card: YETI }, { card: "CS2_029", ref: "F" }, { card: YETI }] },
  actions: [{ type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hand": ["CS2_029"] },
  check: (r) => expect(r.state.players[1].deck.concat(r.state.players[1].hand).some((e) => e.card === "CS2_029")).toBe(true),
});

// Varden Dawngrasp: "Battlecry: Freeze all enemy minions. If any are already Frozen, deal 4 damage to them instead."
cardCase("BAR_748", {
  does: "the unfrozen enemy minion Frozen (no damage); the Frozen one takes 4 instead",
  p1: { hand: [{ card: "BAR_748", ref: "V" }] },
  p2: { board: [{ card: YETI, ref: "A", tags: { FROZEN: 1 } }, { card: YETI, ref: "B" }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "A.health": 1, "B.health": 5, "B.seen.FROZEN": 1 },
});

// Mankrik: "Battlecry: Help Mankrik find his wife! She was last seen somewhere in your deck."
cardCase("BAR_721", {
  does: "Olgra shuffled into your deck",
  p1: { hand: [{ card: "BAR_721", ref: "M" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.deck.length": 2 },
  check: (r) => expect(r.state.players[0].deck.some((e) => e.card === "BAR_721t")).toBe(true),
});
cardCase("BAR_721t", {
  does: "Olgra drawn: a 3/7 Mankrik comes out and attacks the enemy hero at once",
  cards: [{ id: "MY_DRAW", type: "SPELL", cost: 0, spell: [{ type: "draw" }] }],
  p1: { hand: [{ card: "MY_DRAW", ref: "D" }], deck: [{ card: "BAR_721t" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.board": ["BAR_721t2"], "p2.hero.health": 27 },
});
