/**
 * Fractured in Alterac Valley (ALTERAC_VALLEY): the cards w12/nathria added (sets/alterac.ts) — Frostsaber Matriarch, Cavalry
 * Horn, Sacrificial Summoner, Tamsin's Phylactery, Najak Hexxen, Frostbite, Pride Seeker.
 */
import { expect } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";

const YETI = "CS2_182"; // 4-Cost 4/5
const WISP = "CS2_231"; // 0-Cost 1/1
const RAPTOR = "CS2_172"; // 2-Cost 3/2 Beast
const CROC = "CS2_120"; // 2-Cost 2/3 Beast
const HOARDER = "EX1_096"; // Loot Hoarder, "Deathrattle: Draw a card."
const GOLEM = "EX1_556"; // Harvest Golem, "Deathrattle: Summon a 2/1 Damaged Golem."
const WRATH = "EX1_154"; // a 2-Cost Choose One spell
const FIREBALL = "CS2_029"; // 4-Cost spell
const summons = (card: string, n: number, controller = 1) => Array.from({ length: n }, () => ({ card, controller, turn: 3 }));

describeCard("AV_291", () => {
  // Frostsaber Matriarch: "Taunt. Costs (1) less for each Beast you've summoned this game."
  cardCase("AV_291", {
    does: "costs (1) less for each Beast you summoned this game; other minions and the opponent's Beasts don't count",
    p1: { hand: [{ card: "AV_291", ref: "F" }] },
    state: { summons: [...summons(RAPTOR, 2), ...summons(YETI, 3), ...summons(CROC, 2, 2)] },
    actions: [{ type: "damage", target: "p2.hero", amount: 1 }],
    expect: { "F.cost": 5 },
  });
  cardCase("AV_291", {
    does: "a Beast played now counts at once",
    p1: { hand: [{ card: "AV_291", ref: "F" }, { card: RAPTOR, ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "F.cost": 6 },
  });
});

describeCard("AV_341", () => {
  // Cavalry Horn: "Deathrattle: Summon the lowest Cost minion in your hand."
  cardCase("AV_341", {
    does: "when it is destroyed, the lowest Cost minion of your hand is summoned (a cheaper spell left alone)",
    p1: { weapon: { card: "AV_341", ref: "H" }, hand: [{ card: YETI, ref: "Y" }, { card: RAPTOR, ref: "R" }, { card: "CS2_008", ref: "S" }] },
    actions: [{ type: "destroy", target: "H" }],
    expect: { "p1.board": [RAPTOR], "Y.zone": "hand", "S.zone": "hand" },
  });
  cardCase("AV_341", {
    does: "no minion in hand: nothing is summoned",
    p1: { weapon: { card: "AV_341", ref: "H" }, hand: [{ card: FIREBALL }] },
    actions: [{ type: "destroy", target: "H" }],
    expect: { "p1.board": [], "p1.hand.length": 1 },
  });
});

describeCard("AV_312", () => {
  // Sacrificial Summoner: "Battlecry: Destroy a friendly minion. Summon a minion from your deck that costs (1) more."
  cardCase("AV_312", {
    does: "destroys the chosen friendly minion and summons from the deck a minion costing exactly (1) more",
    p1: { hand: [{ card: "AV_312", ref: "S" }], board: [{ card: RAPTOR, ref: "R" }], deck: [{ card: YETI }, { card: "CS2_189" }, { card: "EX1_556", ref: "G" }, { card: CROC }] },
    actions: [{ type: "play", card: "S", target: "R" }],
    expect: { "R.zone": "graveyard", "G.zone": "board", "p1.board": ["AV_312", GOLEM] },
  });
  cardCase("AV_312", {
    does: "no minion of that Cost in the deck: only the destroy",
    p1: { hand: [{ card: "AV_312", ref: "S" }], board: [{ card: RAPTOR, ref: "R" }], deck: [{ card: YETI }, { card: CROC }] },
    actions: [{ type: "play", card: "S", target: "R" }],
    expect: { "R.zone": "graveyard", "p1.board": ["AV_312"], "p1.deck.length": 2 },
  });
});

describeCard("AV_317", () => {
  // Tamsin's Phylactery: "Discover a friendly Deathrattle minion that died this game. Give your minions its Deathrattle."
  cardCase("AV_317", {
    does: "the Deathrattle discovered from your dead is given to each of your minions: they summon a Damaged Golem when they die",
    p1: { hand: [{ card: "AV_317", ref: "T" }], board: [{ card: WISP, ref: "A" }, { card: YETI, ref: "B" }] },
    state: { deaths: [{ card: GOLEM, controller: 1, turn: 2 }, { card: YETI, controller: 1, turn: 2 }, { card: HOARDER, controller: 2, turn: 3 }] },
    actions: [{ type: "play", card: "T" }, { type: "destroy", target: "A" }, { type: "destroy", target: "B" }],
    expect: { "p1.board": ["skele21", "skele21"] }, // Damaged Golem
  });
  cardCase("AV_317", {
    does: "no friendly Deathrattle minion died: nothing is given",
    p1: { hand: [{ card: "AV_317", ref: "T" }], board: [{ card: WISP, ref: "A" }] },
    state: { deaths: [{ card: YETI, controller: 1, turn: 2 }, { card: GOLEM, controller: 2, turn: 3 }] },
    actions: [{ type: "play", card: "T" }, { type: "destroy", target: "A" }],
    expect: { "p1.board": [] },
  });
});

describeCard("AV_331", () => {
  // Najak Hexxen: "Battlecry: Take control of an enemy minion. Deathrattle: Give the minion back."
  cardCase("AV_331", {
    does: "takes control of the enemy minion; when Najak dies it goes back to its owner",
    p1: { hand: [{ card: "AV_331", ref: "N" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "N", target: "Y" }, { type: "destroy", target: "N" }],
    expect: { "Y.player": 2, "p2.board": [YETI], "p1.board": [] },
  });
  cardCase("AV_331", {
    does: "while Najak lives the minion stays yours",
    p1: { hand: [{ card: "AV_331", ref: "N" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "N", target: "Y" }],
    expect: { "Y.player": 1, "p1.board": ["AV_331", YETI] },
  });
  cardCase("AV_331", {
    does: "Najak silenced: nothing is given back",
    p1: { hand: [{ card: "AV_331", ref: "N" }, { card: "CS2_203", ref: "O" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "N", target: "Y" }, { type: "play", card: "O", target: "N" }, { type: "destroy", target: "N" }],
    expect: { "Y.player": 1 },
  });
});

describeCard("AV_259", () => {
  // Frostbite: "Deal $3 damage. Honorable Kill: Your opponent's next spell costs (2) more."
  cardCase("AV_259", {
    does: "an Honorable Kill makes the opponent's spells cost (2) more, their minions not",
    p1: { hand: [{ card: "AV_259", ref: "F" }] },
    p2: { board: [{ card: CROC, ref: "C" }], hand: [{ card: FIREBALL, ref: "B" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F", target: "C" }],
    expect: { "C.zone": "graveyard", "B.cost": 6, "Y.cost": 4 },
  });
  cardCase("AV_259", {
    does: "the opponent's next spell uses it up: it is paid at (2) more and the following spell costs its own",
    p1: { hand: [{ card: "AV_259", ref: "F" }] },
    p2: { board: [{ card: CROC, ref: "C" }], hand: [{ card: FIREBALL, ref: "B" }, { card: FIREBALL, ref: "B2" }] },
    actions: [{ type: "play", card: "F", target: "C" }, { type: "endTurn" }, { type: "play", card: "B", target: "p1.hero" }],
    expect: { "p2.mana.used": 6, "B2.cost": 4, "p1.hero.health": 24 },
  });
  cardCase("AV_259", {
    does: "killed with excess damage (no Honorable Kill), or a hit on the hero: no cost change",
    p1: { hand: [{ card: "AV_259", ref: "F" }] },
    p2: { board: [{ card: RAPTOR, ref: "R" }], hand: [{ card: FIREBALL, ref: "B" }] },
    actions: [{ type: "play", card: "F", target: "R" }],
    expect: { "R.zone": "graveyard", "B.cost": 4 },
  });
  cardCase("AV_259", {
    does: "your own spells and your own next spell are untouched",
    p1: { hand: [{ card: "AV_259", ref: "F" }, { card: FIREBALL, ref: "M" }] },
    p2: { board: [{ card: CROC, ref: "C" }], hand: [{ card: FIREBALL, ref: "B" }] },
    actions: [{ type: "play", card: "F", target: "C" }, { type: "play", card: "M", target: "p2.hero" }],
    expect: { "B.cost": 6, "p2.hero.health": 24 },
  });
});

describeCard("AV_296", () => {
  // Pride Seeker: "Battlecry: Your next Choose One card costs (2) less."
  cardCase("AV_296", {
    does: "your Choose One cards cost (2) less until you play one; other cards not",
    p1: { hand: [{ card: "AV_296", ref: "P" }, { card: WRATH, ref: "W" }, { card: "EX1_165", ref: "D" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "W.cost": 0, "D.cost": 4, "Y.cost": 4 },
  });
  cardCase("AV_296", {
    does: "the first Choose One card played uses it up",
    p1: { hand: [{ card: "AV_296", ref: "P" }, { card: "EX1_165", ref: "D" }, { card: WRATH, ref: "W" }] },
    actions: [{ type: "play", card: "P" }, { type: "play", card: "D", choose: 1 }],
    expect: { "W.cost": 2, "p1.mana.used": 7 },
  });
});

describeCard("AV_128", () => {
  // Frozen Mammoth: "This is Frozen until you cast a Fire spell."
  cardCase("AV_128", {
    does: "played, it is Frozen and stays so through its next turn: it can't attack",
    p1: { hand: [{ card: "AV_128", ref: "M" }] },
    actions: [{ type: "play", card: "M" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "M", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("AV_128", {
    does: "after you cast a Fire spell it is no longer Frozen and attacks",
    p1: { hand: [{ card: "AV_128", ref: "M" }, { card: FIREBALL, ref: "F" }], deck: [{ card: WISP }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "M" }, { type: "endTurn" }, { type: "endTurn" }, { type: "play", card: "F", target: "p2.hero" },
      { type: "attack", attacker: "M", defender: "p2.hero" }],
    expect: { "p2.hero.health": 18, "M.seen.FROZEN": undefined },
  });
  cardCase("AV_128", {
    does: "a spell of another school does not thaw it",
    p1: { hand: [{ card: "AV_128", ref: "M" }, { card: "CS2_008", ref: "S" }] },
    actions: [{ type: "play", card: "M" }, { type: "play", card: "S", target: "p2.hero" }],
    expect: { "M.seen.FROZEN": 1 },
  });
});

describeCard("ONY_016", () => {
  // Wings of Hate (Rank 1): "Summon two 1/1 Felwings. (Upgrades when you have 5 Mana.)"
  cardCase("ONY_016", {
    does: "with fewer than 5 Mana Crystals it is Rank 1: two Felwings",
    p1: { hand: [{ card: "ONY_016", ref: "W" }], mana: { crystals: 3, used: 0 } },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.board": ["BT_922t", "BT_922t"] },
  });
  cardCase("ONY_016", {
    does: "at 5 Mana Crystals it becomes Rank 2: three Felwings",
    p1: { hand: [{ card: "ONY_016", ref: "W" }], mana: { crystals: 6, used: 0 } },
    actions: [{ type: "play", card: "W" }],
    expect: { "W.card": "ONY_016t", "p1.board": ["BT_922t", "BT_922t", "BT_922t"] },
  });
  cardCase("ONY_016", {
    does: "at 10 Mana Crystals it becomes Rank 3: four Felwings",
    p1: { hand: [{ card: "ONY_016", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "W.card": "ONY_016t2", "p1.board": ["BT_922t", "BT_922t", "BT_922t", "BT_922t"] },
  });
});

describeCard("ONY_034", () => {
  // Curse of Agony: "Shuffle three Agonies into the opponent's deck. They deal Fatigue damage when drawn."
  cardCase("ONY_034", {
    does: "three Agonies go into the opponent's deck",
    p1: { hand: [{ card: "ONY_034", ref: "C" }] },
    p2: { deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "C" }],
    check: (r) => expect(r.state.players[1]!.deck.map((c) => c.card).sort()).toEqual(["ONY_034t", "ONY_034t", "ONY_034t", WISP].sort()),
  });
  cardCase("ONY_034", {
    does: "an Agony drawn casts itself: its drawer takes Fatigue damage (the counter goes up) and draws another card instead",
    p1: { deck: [{ card: "ONY_034t" }, { card: WISP }] },
    p2: { deck: [{ card: "ONY_034t" }, { card: WISP }] },
    actions: [{ type: "draw", player: 1 }, { type: "endTurn" }],
    expect: { "p1.hero.health": 29, "p1.hand": [WISP], "p1.tags.FATIGUE": 1, "p2.hero.health": 29, "p2.hand": [WISP] },
  });
});

describeCard("AV_128", () => {
  cardCase("AV_128", {
    does: "summoned by an effect (Call Pet's recruit: here a client's 'summon a Frozen Mammoth'), it is Frozen too — once",
    cards: [{ id: "C_CALL", type: "SPELL", cost: 1, spell: [{ type: "summon", card: "AV_128" }] }],
    p1: { hand: [{ card: "C_CALL", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      const m = r.state.players[0]!.board[0]!;
      expect(m.card).toBe("AV_128");
      expect((m.enchantments ?? []).filter((e) => e.card === "AV_128e").length).toBe(1);
    },
  });
  cardCase("AV_128", {
    does: "played, it carries the state once",
    p1: { hand: [{ card: "AV_128", ref: "M" }] },
    actions: [{ type: "play", card: "M" }],
    check: (r) => expect((r.state.players[0]!.board[0]!.enchantments ?? []).filter((e) => e.card === "AV_128e").length).toBe(1),
  });
});

describeCard("AV_135", () => {
  // Stormpike Marshal: "Taunt. If you took 5 or more damage on your opponent's turn, this costs (1)."
  const OGRE = "CS2_200"; // 6/7
  cardCase("AV_135", {
    does: "5 or more damage taken on the opponent's turn: it costs (1) on your next turn",
    p1: { hand: [{ card: "AV_135", ref: "M" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: OGRE, ref: "O" }], deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "attack", attacker: "O", defender: "p1.hero" }, { type: "endTurn" }],
    expect: { "M.cost": 1 },
  });
  cardCase("AV_135", {
    does: "less than 5 on their turn, or damage on your own turn: its own Cost",
    p1: { hand: [{ card: "AV_135", ref: "M" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: YETI, ref: "Y" }], deck: [{ card: WISP }] },
    actions: [{ type: "damage", target: "p1.hero", amount: 6 }, { type: "endTurn" }, { type: "attack", attacker: "Y", defender: "p1.hero" }, { type: "endTurn" }],
    expect: { "M.cost": 4 },
  });
  cardCase("AV_135", {
    does: "it counts the opponent's latest turn only: after a quiet turn of theirs, its own Cost again",
    p1: { hand: [{ card: "AV_135", ref: "M" }], deck: [{ card: WISP }, { card: WISP }] },
    p2: { board: [{ card: OGRE, ref: "O" }], deck: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "endTurn" }, { type: "attack", attacker: "O", defender: "p1.hero" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "M.cost": 4 },
  });
});
