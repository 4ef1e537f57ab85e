/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Neutral cards (test/support/cards.ts): each case fails if
 * the card does anything other than its text — the number, the side, the kind of target, the moment.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, fails, player, request, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const DREAMS = ["DREAM_01", "DREAM_02", "DREAM_03", "DREAM_04", "DREAM_05"];
const endTurn = { type: "endTurn" };

// Hopeful Dryad: "Battlecry: Get a random Dream card."
describeCard("EDR_001", () => {
  it("adds one of the five Dream cards to its player's hand, whatever the seed", () => {
    const got = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = run({ seed, state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "EDR_001", ref: "D" }] }, { mana: { crystals: 10 } }] }, actions: [{ type: "play", card: "D" }] });
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand).toHaveLength(1);
      expect(DREAMS).toContain(hand[0]);
      expect(r.state.players[1]!.hand).toHaveLength(0);
      got.add(hand[0]!);
    }
    expect(got.size).toBeGreaterThan(1);
  });
  it("a client's own card gets a Dream card the same way (docs/card-format.md, Dream cards)", () => {
    const mine = { id: "MY_DREAMER", type: "MINION", cost: 1, attack: 1, health: 1, battlecry: [{ type: "addCard", pool: DREAMS }] };
    const r = run({ seed: 9, cards: [mine], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "MY_DREAMER", ref: "D" }] }, { mana: { crystals: 10 } }] }, actions: [{ type: "play", card: "D" }] });
    expect(DREAMS).toContain(r.state.players[0]!.hand[0]!.card);
    expect(r.random.some((d) => (d.candidates as string[]).length === 5)).toBe(true);
  });
});

// Critter Caretaker: "At the end of your turn, restore #3 Health to both heroes."
cardCase("EDR_971", {
  does: "at the end of its player's turn both heroes get 3 Health back; minions none",
  p1: { hero: { card: "HERO_08", health: 20 }, board: [{ card: "EDR_971", ref: "C" }, { card: "CS2_120", ref: "F", health: 1 }], deck: wisps(1) },
  p2: { hero: { card: "HERO_01", health: 25 }, deck: wisps(1, "e") },
  actions: [endTurn],
  expect: { "p1.hero.health": 23, "p2.hero.health": 28, "F.health": 1, "events.heal": 2 },
});
cardCase("EDR_971", {
  does: "not at the end of the opponent's turn",
  p2: { hero: { card: "HERO_01", health: 25 }, board: [{ card: "EDR_971" }], deck: wisps(1, "e") },
  p1: { hero: { card: "HERO_08", health: 20 }, deck: wisps(1) },
  actions: [endTurn],
  expect: { "p1.hero.health": 20, "p2.hero.health": 25 },
});

// Gnawing Greenfin: "Battlecry: Get a random Murloc."
cardCase("EDR_999", {
  does: "adds a random Murloc to its player's hand",
  p1: { hand: [{ card: "EDR_999", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    const f = findCard(hand[0]!.card)!;
    expect(f.type).toBe("MINION");
    expect(f.races.some((x) => x === "MURLOC" || x === "ALL")).toBe(true);
    expect(r.state.players[1]!.hand).toHaveLength(0);
  },
});

// Barkshield Sentinel: "Taunt. After you use your Hero Power, gain +2 Health."
cardCase("EDR_470", {
  does: "after its player's Hero Power it gains +2 Health (not Attack); it has Taunt",
  p1: { hero: { card: "HERO_08" }, board: [{ card: "EDR_470", ref: "B" }] },
  actions: [{ type: "heroPower", target: "p2.hero" }],
  expect: { "B.health": 4, "B.maxHealth": 4, "B.attack": 2, "B.seen.TAUNT": 1, "B.enchantments.0.card": "EDR_470e" },
});
cardCase("EDR_470", {
  does: "the opponent's Hero Power does nothing to it",
  p2: { board: [{ card: "EDR_470", ref: "B" }] },
  p1: { hero: { card: "HERO_08" } },
  actions: [{ type: "heroPower", target: "p2.hero" }],
  expect: { "B.health": 2 },
});

// Twisted Treant: "Deathrattle: Give a random minion in each player's hand -2 Attack."
cardCase("EDR_495", {
  does: "one minion card in each hand gets -2 Attack; spells and the other minions are untouched",
  p1: { board: [{ card: "EDR_495", ref: "T" }], hand: [{ card: "CS2_120", ref: "M" }, { card: "CS2_029", ref: "S" }] },
  p2: { hand: [{ card: "CS2_182", ref: "E" }, { card: "CS2_029", ref: "ES" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "M.attack": 0, "E.attack": 2, "M.enchantments.0.card": "EDR_495e", "S.enchantments": undefined, "ES.enchantments": undefined },
});
cardCase("EDR_495", {
  does: "a hand without minions gets nothing; the other still does",
  p1: { board: [{ card: "EDR_495", ref: "T" }], hand: [{ card: "CS2_029", ref: "S" }] },
  p2: { hand: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "E.attack": 2, "S.enchantments": undefined },
});

// Daydreaming Pixie: "At the end of your turn, get a random Nature spell."
cardCase("EDR_530", {
  does: "at the end of its player's turn they get a random Nature spell",
  p1: { board: [{ card: "EDR_530" }], deck: wisps(1) },
  p2: { deck: wisps(1, "e") },
  actions: [endTurn],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand).toHaveLength(1);
    expect(findCard(hand[0]!.card)).toMatchObject({ type: "SPELL", spellSchool: "NATURE" });
    expect(r.state.players[1]!.hand.map((c) => c.card)).toEqual(["CS2_231"]);
  },
});
cardCase("EDR_530", {
  does: "not at the end of the opponent's turn",
  p2: { board: [{ card: "EDR_530" }], deck: wisps(1, "e") },
  p1: { deck: wisps(1) },
  actions: [endTurn],
  expect: { "p2.hand": ["CS2_231"] },
});

// Tranquil Treant: "Deathrattle: Both players gain an empty Mana Crystal."
cardCase("EDR_861", {
  does: "each player gets one more mana crystal, empty",
  p1: { mana: { crystals: 5, used: 2 }, board: [{ card: "EDR_861", ref: "T" }] },
  p2: { mana: { crystals: 4, used: 0 } },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "p1.mana.crystals": 6, "p1.mana.used": 3, "p2.mana.crystals": 5, "p2.mana.used": 1 },
});

// Petal Peddler: "At the end of your turn, give another random friendly Dragon +1/+1."
cardCase("EDR_889", {
  does: "a friendly Dragon other than itself gets +1/+1; a non-Dragon and an enemy Dragon do not",
  p1: { board: [{ card: "EDR_889", ref: "P" }, { card: "CS2_120", ref: "N" }, { card: "EX1_116t", ref: "D" }], deck: wisps(1) },
  p2: { board: [{ card: "CS2_231" }, { card: "EX1_116t", ref: "ED" }], deck: wisps(1, "e") },
  actions: [endTurn],
  expect: { "D.enchantments.0.card": "EDR_889e", "P.enchantments": undefined, "N.enchantments": undefined, "ED.enchantments": undefined },
});
cardCase("EDR_889", {
  does: "with no other friendly Dragon nothing happens (not itself, though it is a Dragon)",
  p1: { board: [{ card: "EDR_889", ref: "P" }], deck: wisps(1) },
  p2: { deck: wisps(1, "e") },
  actions: [endTurn],
  expect: { "P.attack": 1, "P.health": 4 },
});

// Living Flame: "Deathrattle: Draw a Fire spell."
cardCase("FIR_929", {
  does: "draws the Fire spell from the deck, not the top card",
  p1: { board: [{ card: "FIR_929", ref: "L" }], deck: [{ card: "CS2_231", ref: "top" }, { card: "CS2_029", ref: "fb" }, { card: "CS2_024", ref: "frost" }] },
  actions: [{ type: "destroy", target: "L" }],
  expect: { "p1.hand": ["CS2_029"] },
});
cardCase("FIR_929", {
  does: "with no Fire spell in the deck nothing is drawn",
  p1: { board: [{ card: "FIR_929", ref: "L" }], deck: [{ card: "CS2_231" }, { card: "CS2_024" }] },
  actions: [{ type: "destroy", target: "L" }],
  expect: { "p1.hand.length": 0, "p1.deck.length": 2 },
});

// Fae Trickster: "Deathrattle: Draw a spell that costs (5) or more."
cardCase("EDR_571", {
  does: "draws the spell costing 5 or more, not a cheaper spell or a 5-Cost minion",
  p1: { board: [{ card: "EDR_571", ref: "F" }], deck: [{ card: "CS2_029" }, { card: "CS2_131" }, { card: "CS2_032", ref: "flamestrike" }] },
  actions: [{ type: "destroy", target: "F" }],
  expect: { "p1.hand": ["CS2_032"] },
});
cardCase("EDR_571", {
  does: "none such: nothing drawn",
  p1: { board: [{ card: "EDR_571", ref: "F" }], deck: [{ card: "CS2_029" }] },
  actions: [{ type: "destroy", target: "F" }],
  expect: { "p1.hand.length": 0 },
});

// Dream Rager: "Elusive"
cardCase("EDR_598", {
  does: "an enemy spell cannot target it",
  p2: { board: [{ card: "EDR_598", ref: "R" }] },
  p1: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "R" }],
  error: "illegal_action",
});
cardCase("EDR_598", {
  does: "a Hero Power cannot target it either; an attack can",
  p2: { board: [{ card: "EDR_598", ref: "R" }] },
  p1: { hero: { card: "HERO_08" }, board: [{ card: "CS2_120", ref: "A" }] },
  actions: [{ type: "attack", attacker: "A", defender: "R" }],
  expect: { "R.zone": "graveyard" },
});
cardCase("EDR_598", {
  does: "the Hero Power's target is illegal",
  p2: { board: [{ card: "EDR_598", ref: "R" }] },
  p1: { hero: { card: "HERO_08" } },
  actions: [{ type: "heroPower", target: "R" }],
  error: "illegal_action",
});

// Mother Duck: "Battlecry: Summon three 1/1 Ducklings with Rush."
cardCase("EDR_492", {
  does: "three 1/1 Rush Ducklings on its player's side, around it",
  p1: { hand: [{ card: "EDR_492", ref: "M" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.board": ["EDR_492t", "EDR_492", "EDR_492t", "EDR_492t"], "p1.board.0.attack": 1, "p1.board.0.health": 1, "p1.board.0.seen.RUSH": 1, "p2.board": [] },
});
cardCase("EDR_492", {
  does: "with room for two only two come",
  p1: { hand: [{ card: "EDR_492", ref: "M" }], board: wisps(4) },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.board.length": 7 },
});

// Curious Cumulus: "At the end of your turn, give your hero Divine Shield."
describeCard("EDR_942", () => {
  it("at the end of its player's turn their hero gets Divine Shield, which stops the next damage", () => {
    const r = run({ seed: 1, state: { turn: 5, activePlayer: 1, players: [
      { board: [{ card: "EDR_942" }], deck: wisps(2) }, { board: [{ card: "CS2_120", ref: "E" }], deck: wisps(1, "e") }] }, actions: [endTurn, { type: "attack", attacker: "E", defender: "p1.hero" }] });
    expect(r.state.players[0]!.hero.health ?? 30).toBe(30);
    expect(events(r, "divine-shield")).toHaveLength(1);
    expect(r.state.players[1]!.hero.seen?.DIVINE_SHIELD).toBeUndefined();
  });
  it("the opponent's hero gets nothing, and not at the end of the opponent's turn", () => {
    const r = run({ seed: 1, state: { turn: 5, activePlayer: 1, players: [
      { deck: wisps(2) }, { board: [{ card: "EDR_942" }], deck: wisps(1, "e") }] }, actions: [endTurn] });
    expect(r.state.players[0]!.hero.seen?.DIVINE_SHIELD).toBeUndefined();
    expect(r.state.players[1]!.hero.seen?.DIVINE_SHIELD).toBeUndefined();
  });
});

// Tindral Sageswift: "Deathrattle: Deal 1 damage to all enemies. If it's your opponent's turn, deal 4 damage instead."
cardCase("FIR_958", {
  does: "on its player's turn: 1 damage to each enemy, none to friends",
  p1: { board: [{ card: "FIR_958", ref: "T" }, { card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "E.health": 2, "p2.hero.health": 29, "F.health": 3, "p1.hero.health": 30 },
});
cardCase("FIR_958", {
  does: "on the opponent's turn: 4 damage instead",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "FIR_958", ref: "T" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "E.health": 1, "p2.hero.health": 26, "p1.hero.health": 30 },
});

// Sporegnasher: "Poisonous. Deathrattle: Deal 1 damage to a random enemy minion."
cardCase("EDR_110", {
  does: "its deathrattle deals 1 damage to the enemy minion (not a friendly one, not the hero) — Poisonous damage, so it dies",
  p1: { board: [{ card: "EDR_110", ref: "S" }, { card: "CS2_120", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "E.zone": "graveyard", "F.health": 3, "F.zone": "board", "p2.hero.health": 30, "events.damage": 1 },
});
cardCase("EDR_110", {
  does: "it is Poisonous: its attack destroys the minion it hits",
  p1: { board: [{ card: "EDR_110", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "S", defender: "E" }],
  expect: { "E.zone": "graveyard" },
});

// Petal Picker: "Battlecry: If you've Imbued your Hero Power twice, draw 2 cards."
cardCase("FIR_921", {
  does: "with two Imbues this game: draws 2",
  p1: { tags: { NUM_TIMES_IMBUED_THIS_GAME: 2 }, hand: [{ card: "FIR_921", ref: "P" }], deck: wisps(3) },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.hand.length": 2, "p1.deck.length": 1, "p2.hand.length": 0 },
});
cardCase("FIR_921", {
  does: "with one: nothing",
  p1: { tags: { NUM_TIMES_IMBUED_THIS_GAME: 1 }, hand: [{ card: "FIR_921", ref: "P" }], deck: wisps(3) },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.hand.length": 0, "p1.deck.length": 3 },
});

// Resplendent Dreamweaver: "Lifesteal. Battlecry: If you've Imbued your Hero Power twice, deal 4 damage to a minion."
cardCase("EDR_860", {
  does: "with two Imbues: 4 damage to the chosen minion (its Lifesteal heals its hero 4); the other minion untouched",
  p1: { tags: { NUM_TIMES_IMBUED_THIS_GAME: 2 }, hero: { card: "HERO_08", health: 20 }, hand: [{ card: "EDR_860", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_120", ref: "O" }] },
  actions: [{ type: "play", card: "D", target: "E" }],
  expect: { "E.health": 1, "O.health": 3, "p1.hero.health": 24, "D.seen.LIFESTEAL": 1 },
});
cardCase("EDR_860", {
  does: "with fewer Imbues it takes no target (naming one is illegal)",
  p1: { tags: { NUM_TIMES_IMBUED_THIS_GAME: 1 }, hand: [{ card: "EDR_860", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "D", target: "E" }],
  error: "illegal_action",
});
cardCase("EDR_860", {
  does: "with fewer Imbues it is played without a target and deals nothing",
  p1: { tags: { NUM_TIMES_IMBUED_THIS_GAME: 1 }, hand: [{ card: "EDR_860", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "D.zone": "board", "E.health": 5, "events.damage": 0 },
});

// Ysera, Emerald Aspect: "Start of Game: Increase both players' maximum Mana by 5. Battlecry: Gain 3 Mana Crystals."
describeCard("EDR_000", () => {
  const start = (p1: Record<string, unknown>, p2: Record<string, unknown>) => run({
    seed: 2, state: { turn: 1, activePlayer: 1, players: [{ mana: { crystals: 0 }, ...p1 }, { mana: { crystals: 0 }, ...p2 }] },
    actions: [{ type: "startGame" }],
  });
  it("Start of Game from a deck: both players' maximum Mana becomes 15; the first turn then gives one crystal", () => {
    const r = start({ deck: [...wisps(2), { card: "EDR_000", ref: "Y" }] }, { deck: wisps(2, "e") });
    expect(r.state.players[0]!.mana.maxCrystals).toBe(15);
    expect(r.state.players[1]!.mana.maxCrystals).toBe(15);
    expect(r.state.players[0]!.mana.crystals).toBe(1);
    expect(r.state.players[1]!.mana.crystals).toBe(0);
  });
  it("from the opponent's opening hand too; two copies (one each) add 5 each", () => {
    const r = start({ deck: [...wisps(2), { card: "EDR_000" }] }, { hand: [{ card: "EDR_000" }], deck: wisps(2, "e") });
    expect(r.state.players[0]!.mana.maxCrystals).toBe(20);
    expect(r.state.players[1]!.mana.maxCrystals).toBe(20);
  });
  it("on the board it has no Start of Game", () => {
    const r = start({ board: [{ card: "EDR_000" }], deck: wisps(2) }, { deck: wisps(2, "e") });
    expect(r.state.players[0]!.mana.maxCrystals ?? 10).toBe(10);
  });
  it("with the raised maximum, crystals grow past 10 at the turn's start", () => {
    const r = run({ seed: 2, state: { turn: 20, activePlayer: 1, players: [
      { mana: { crystals: 10, maxCrystals: 15 }, deck: wisps(3) }, { mana: { crystals: 10, maxCrystals: 15 }, deck: wisps(3, "e") }] },
      actions: [endTurn, endTurn] });
    expect(r.state.players[0]!.mana.crystals).toBe(11);
    expect(r.state.players[1]!.mana.crystals).toBe(11);
  });
});
cardCase("EDR_000", {
  does: "Battlecry: 3 full Mana Crystals, up to the raised maximum",
  p1: { mana: { crystals: 9, maxCrystals: 15 }, hand: [{ card: "EDR_000", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "p1.mana.crystals": 12, "p1.mana.used": 9, "p2.mana.crystals": 10 },
});
cardCase("EDR_000", {
  does: "Battlecry at the usual cap of 10: the crystals refresh instead (4.12)",
  p1: { mana: { crystals: 10 }, hand: [{ card: "EDR_000", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "p1.mana.crystals": 10, "p1.mana.used": 6 },
});

// Animated Moonwell: "After you cast a spell, gain Attack equal to its Cost."
cardCase("EDR_254", {
  does: "after its player's 4-Cost spell it gains +4 Attack (not Health)",
  p1: { board: [{ card: "EDR_254", ref: "M" }], hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  expect: { "M.attack": 5, "M.health": 4, "M.enchantments.0.card": "EDR_254e1" },
});
cardCase("EDR_254", {
  does: "a minion played, or the opponent's spell: nothing",
  p1: { board: [{ card: "EDR_254", ref: "M" }], hand: [{ card: "CS2_120", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "M.attack": 1 },
});
cardCase("EDR_254", {
  does: "the opponent's spell does nothing",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "EDR_254", ref: "M" }] },
  p2: { hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p1.hero" }],
  expect: { "M.attack": 1 },
});

// Tormented Dreadwing: "Deathrattle: Draw 2 Dragons. Reduce their Costs by (1)."
cardCase("EDR_572", {
  does: "its Deathrattle draws two Dragons (not the Wisp on top) for its own player, each costing (1) less",
  p1: { board: [{ card: "EDR_572", ref: "T" }], deck: [{ card: "CS2_231", ref: "W" }, { card: "NEW1_023", ref: "a" }, { card: "NEW1_023", ref: "b" }, { card: "NEW1_023", ref: "c" }] },
  p2: { deck: [{ card: "NEW1_023", ref: "e" }] },
  actions: [{ type: "destroy", target: "T" }],
  check: (r) => {
    const hand = r.state.players[0]!.hand;
    expect(hand.map((c) => c.card)).toEqual(["NEW1_023", "NEW1_023"]);
    expect(hand.map((c) => c.cost)).toEqual([1, 1]);
    expect(r.state.players[0]!.deck.map((c) => c.card)).toEqual(["CS2_231", "NEW1_023"]);
    expect(r.state.players[1]!.hand).toHaveLength(0);
    expect(events(r, "draw")).toHaveLength(2);
  },
});
cardCase("EDR_572", {
  does: "with one Dragon in the deck it draws just that one (no fatigue, the Wisp stays)",
  p1: { board: [{ card: "EDR_572", ref: "T" }], deck: [{ card: "CS2_231" }, { card: "EX1_043" }] },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "p1.hand": ["EX1_043"], "p1.hand.0.cost": 3, "p1.deck": ["CS2_231"], "events.fatigue": 0 },
});

// Meadowstrider: "Taunt. Deathrattle: Put a Meadowstrider on the bottom of your deck. It costs (1)."
cardCase("EDR_978", {
  does: "its Deathrattle puts one new Meadowstrider on the bottom of its own player's deck, costing (1); it has Taunt",
  p1: { board: [{ card: "EDR_978", ref: "M" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "destroy", target: "M" }],
  check: (r) => {
    const deck = r.state.players[0]!.deck;
    expect(deck.map((c) => c.card)).toEqual(["CS2_231", "CS2_231", "EDR_978"]);
    expect(deck[2]!.cost).toBe(1);
    expect(r.state.players[1]!.deck.map((c) => c.card)).toEqual(["CS2_231"]);
    expect(r.random.some((d) => d.purpose.includes("place in the deck"))).toBe(false);
  },
});
cardCase("EDR_978", {
  does: "has Taunt in play",
  p1: { board: [{ card: "EDR_978", ref: "M" }] },
  actions: [endTurn],
  expect: { "M.seen.TAUNT": 1, "M.attack": 6, "M.health": 11 },
});
describeCard("EDR_978", () => {
  it("the Meadowstrider it put there is drawn last and costs (1) in hand", () => {
    const r = run({ seed: 1, state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, board: [{ card: "EDR_978", ref: "M" }], deck: [] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "destroy", target: "M" }, endTurn, endTurn] });
    const hand = r.state.players[0]!.hand;
    expect(hand.map((c) => c.card)).toEqual(["EDR_978"]);
    expect(hand[0]!.cost).toBe(1);
  });
});

// Scavenging Flytrap: "After a minion dies, gain its Attack."
cardCase("EDR_484", {
  does: "gains the Attack of each minion that dies, friendly or enemy (not Health)",
  p1: { board: [{ card: "EDR_484", ref: "F" }, { card: "CS2_231", ref: "W" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "Y" }],
  expect: { "F.attack": 7, "F.health": 7, "F.maxHealth": 7, "F.enchantments.0.card": "EDR_484e", "F.enchantments.length": 2 },
});
cardCase("EDR_484", {
  does: "reads the dead minion's Attack as it was when it died (its buff counted), not as the graveyard reset it",
  p1: { board: [{ card: "EDR_484", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "CS2_087e" }] }] },
  actions: [{ type: "destroy", target: "Y" }],
  expect: { "F.attack": 9 },
});
cardCase("EDR_484", {
  does: "nothing while no minion dies (a hero damaged, a minion survives)",
  p1: { board: [{ card: "EDR_484", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "F", defender: "Y" }],
  expect: { "F.attack": 2, "Y.health": 3 },
});

describe("client cards with draw `cost`, shuffleIntoDeck `bottom`/`setCost` and a death trigger's `lastKnown` (docs/card-format.md)", () => {
  it("work in a request's own cards", () => {
    const cards = [
      { id: "MY_DRAGONCALLER", type: "MINION", cost: 2, attack: 1, health: 1, battlecry: [{ type: "draw", count: 1, where: { race: "DRAGON" }, cost: -2 }] },
      { id: "MY_RECYCLER", type: "MINION", cost: 2, attack: 1, health: 1, deathrattle: [{ type: "shuffleIntoDeck", card: "CS2_182", bottom: true, setCost: 0 }] },
      { id: "MY_SCAVENGER", type: "MINION", cost: 2, attack: 0, health: 5, triggers: [{ on: "death", if: { target: "minion" }, do: [{ type: "buff", to: "self", attack: { stat: "attack", of: "event-target", lastKnown: true } }] }] },
    ];
    const r = run({ seed: 3, cards, state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_DRAGONCALLER", ref: "D" }], board: [{ card: "MY_RECYCLER", ref: "R" }, { card: "MY_SCAVENGER", ref: "S" }], deck: [{ card: "CS2_231" }, { card: "EX1_043" }] },
      { mana: { crystals: 10 } }] }, actions: [{ type: "play", card: "D" }, { type: "destroy", target: "R" }] });
    const p = r.state.players[0]!;
    expect(p.hand.map((c) => [c.card, c.cost])).toEqual([["EX1_043", 2]]);
    expect(p.deck.map((c) => [c.card, c.cost])).toEqual([["CS2_231", 0], ["CS2_182", 0]]);
    expect(p.board.find((m) => m.card === "MY_SCAVENGER")!.attack).toBe(1);
  });
});

// Naralex, Herald of the Flights: "Your first Dragon each turn costs (1)."
describeCard("EDR_844", () => {
  const start = (played?: string[]) => ({ turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 3 }, board: [{ card: "EDR_844", ref: "N" }], ...(played ? { playedThisTurn: played } : {}),
      hand: [{ card: "EX1_572", ref: "Y" }, { card: "NEW1_023", ref: "F" }, { card: "CS2_182", ref: "C" }, { card: "CS2_231", ref: "W" }], deck: wisps(3) },
    { mana: { crystals: 3 }, hand: [{ card: "NEW1_023", ref: "E" }], deck: wisps(3, "e") }] });
  it("its player's Dragons in hand cost (1) until a Dragon is played, then their own cost; other cards and the enemy's Dragons keep theirs", () => {
    const before = run({ seed: 1, state: start(), actions: [endTurn, endTurn] });
    const costs = (r: ReturnType<typeof run>, p: number) => Object.fromEntries(r.state.players[p]!.hand.map((c) => [c.card, c.cost]));
    expect(costs(before, 0)).toMatchObject({ EX1_572: 1, NEW1_023: 1, CS2_182: 4 });
    expect(costs(before, 1)).toMatchObject({ NEW1_023: 2 });
    const r = run({ seed: 1, state: start(), actions: [{ type: "play", card: "Y" }] });
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["EDR_844", "EX1_572"]);
    expect(costs(r, 0)).toMatchObject({ NEW1_023: 2, CS2_182: 4 });
    // Three crystals: Ysera for 1, then the Faerie Dragon costs 2 again and is still playable; a third Dragon would not be.
    // A card that is not a Dragon played first changes nothing (a Wisp, then Ysera for 1).
    const r2 = run({ seed: 1, state: start(), actions: [{ type: "play", card: "W" }, { type: "play", card: "Y" }, { type: "play", card: "F" }] });
    expect(r2.state.players[0]!.board.map((m) => m.card)).toEqual(["EDR_844", "CS2_231", "EX1_572", "NEW1_023"]);
    expect(() => run({ seed: 1, state: start(), actions: [{ type: "play", card: "F" }, { type: "play", card: "Y" }] })).toThrow(/not enough mana/);
  });
  it("after a Dragon was played this turn, no Dragon costs (1); the next turn the first one does again", () => {
    expect(() => run({ seed: 1, state: start(["NEW1_023"]), actions: [{ type: "play", card: "Y" }] })).toThrow(/costs 9/);
    const next = run({ seed: 1, state: start(["NEW1_023"]), actions: [endTurn, endTurn] });
    expect(next.state.players[0]!.hand.find((c) => c.card === "EX1_572")!.cost).toBe(1);
  });
});

describe("a client card with the condition playedThisTurn `race` (docs/card-format.md, Conditions)", () => {
  it("its first Beast each turn costs (0)", () => {
    const mine = { id: "MY_BEASTMASTER", type: "MINION", cost: 3, attack: 2, health: 2,
      auras: [{ to: { all: "hand", side: "friendly", where: { race: "BEAST" } }, buff: { setCost: 0 }, if: { playedThisTurn: "card", race: "BEAST", atMost: 0 } }] };
    const r = run({ seed: 1, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 0 }, board: [{ card: "MY_BEASTMASTER" }], hand: [{ card: "CS2_172", ref: "A" }, { card: "CS2_172", ref: "B" }] }, { mana: { crystals: 0 } }] },
      actions: [{ type: "play", card: "A" }] });
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["MY_BEASTMASTER", "CS2_172"]);
    expect(r.state.players[0]!.hand[0]!.cost).toBe(2);
  });
});

// Zaqali Flamemancer: "Battlecry: If every card in your hand is of a different Cost, reduce their Costs by (2)."
cardCase("FIR_940", {
  does: "with every card in its player's hand of a different Cost, each costs (2) less (not below 0); the enemy's hand keeps its costs",
  p1: { hand: [{ card: "FIR_940", ref: "Z" }, { card: "CS2_231", ref: "a" }, { card: "NEW1_023", ref: "b" }, { card: "CS2_182", ref: "c" }, { card: "EX1_572", ref: "d" }] },
  p2: { hand: [{ card: "CS2_182", ref: "e" }] },
  actions: [{ type: "play", card: "Z" }],
  expect: { "a.cost": 0, "b.cost": 0, "c.cost": 2, "d.cost": 7, "e.cost": 4 },
});
cardCase("FIR_940", {
  does: "two cards of the same Cost: no card is reduced",
  p1: { hand: [{ card: "FIR_940", ref: "Z" }, { card: "CS2_182", ref: "a" }, { card: "CS2_182", ref: "b" }, { card: "EX1_572", ref: "d" }] },
  actions: [{ type: "play", card: "Z" }],
  expect: { "a.cost": 4, "b.cost": 4, "d.cost": 9 },
});
cardCase("FIR_940", {
  does: "the Cost compared is the current one: a Yeti reduced to (1) beside a 1-Cost Elven Archer is a match, so nothing is reduced",
  p1: { hand: [{ card: "FIR_940", ref: "Z" }, { card: "CS2_182", ref: "a", enchantments: [{ card: "CS2_053e" }] }, { card: "CS2_189", ref: "b" }] },
  actions: [{ type: "play", card: "Z" }],
  expect: { "a.cost": 1, "b.cost": 1 },
});
cardCase("FIR_940", {
  does: "with an empty hand it still plays and nothing happens",
  p1: { hand: [{ card: "FIR_940", ref: "Z" }] },
  actions: [{ type: "play", card: "Z" }],
  expect: { "p1.board": ["FIR_940"], "p1.hand.length": 0 },
});

describe("a client card with the condition differentCosts and buff `cost` (docs/card-format.md)", () => {
  it("reduces the hand only when its costs all differ", () => {
    const mine = { id: "MY_SORTER", type: "SPELL", cost: 0, spell: [{ type: "if", if: { differentCosts: { all: "hand", side: "friendly" } }, then: [{ type: "buff", to: { all: "hand", side: "friendly" }, cost: -1 }] }] };
    const go = (hand: string[]) => run({ seed: 1, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_SORTER", ref: "S" }, ...hand.map((card) => ({ card }))] }, { mana: { crystals: 10 } }] }, actions: [{ type: "play", card: "S" }] });
    expect(go(["CS2_182", "NEW1_023"]).state.players[0]!.hand.map((c) => c.cost)).toEqual([3, 1]);
    expect(go(["CS2_182", "CS2_182"]).state.players[0]!.hand.map((c) => c.cost)).toEqual([4, 4]);
  });
});

// Envoy of the Glade: "Battlecry: Transform all Neutral cards in your deck into random Druid ones."
describeCard("EDR_873", () => {
  const state = { turn: 5, activePlayer: 1, players: [
    { hero: { card: "HERO_08" }, mana: { crystals: 10 }, hand: [{ card: "EDR_873", ref: "E" }, { card: "CS2_231", ref: "h" }],
      deck: [{ card: "CS2_231", ref: "a" }, { card: "CS2_005", ref: "b" }, { card: "CS2_182", ref: "c" }, { card: "CS2_029", ref: "d" }] },
    { mana: { crystals: 10 }, deck: [{ card: "CS2_231", ref: "x" }] }] };
  it("every Neutral card of its player's deck becomes a random Druid card; Druid and other-class cards, the hand and the enemy's deck stay", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = run({ seed, state, actions: [{ type: "play", card: "E" }] });
      const deck = r.state.players[0]!.deck;
      expect(deck).toHaveLength(4);
      for (const i of [0, 2]) expect(findCard(deck[i]!.card)!.cardClass).toBe("DRUID");
      expect(deck[1]!.card).toBe("CS2_005");
      expect(deck[3]!.card).toBe("CS2_029");
      expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(["CS2_231"]);
      expect(r.state.players[1]!.deck.map((c) => c.card)).toEqual(["CS2_231"]);
      expect(events(r, "transform")).toHaveLength(2);
    }
  });
});

describe("a client card with the filter cardClass (docs/card-format.md, Filters)", () => {
  it("draws only a Mage card", () => {
    const mine = { id: "MY_MAGE_FINDER", type: "SPELL", cost: 0, spell: [{ type: "draw", where: { cardClass: "MAGE" } }] };
    const r = run({ seed: 2, cards: [mine], state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "MY_MAGE_FINDER", ref: "S" }], deck: [{ card: "CS2_231" }, { card: "CS2_029" }, { card: "CS2_005" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "S" }] });
    expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual(["CS2_029"]);
  });
});

// Slumbering Sprite: "Starts Dormant. After you use your Hero Power, this awakens."
cardCase("EDR_469", {
  does: "played, it is Dormant: it is not a target (an enemy can't attack it), and turns pass without waking it",
  p1: { hand: [{ card: "EDR_469", ref: "S" }], deck: wisps(3) },
  p2: { board: [{ card: "CS2_182", ref: "E" }], deck: wisps(3, "e") },
  actions: [{ type: "play", card: "S" }, endTurn, endTurn, endTurn],
  expect: { "S.tags.DORMANT": 1, "S.tags.DORMANT_TURNS": undefined, "S.zone": "board" },
});
cardCase("EDR_469", {
  does: "an enemy minion can't attack it while it is Dormant",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "EDR_469", ref: "S", tags: { DORMANT: 1 } }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "E", defender: "S" }],
  error: "illegal_action",
});
cardCase("EDR_469", {
  does: "you use your Hero Power: it awakens (summoning sickness: it can't attack this turn)",
  p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, hand: [{ card: "EDR_469", ref: "S" }] },
  actions: [{ type: "play", card: "S" }, { type: "heroPower", target: "p2.hero" }],
  expect: { "S.tags.DORMANT": undefined, "events.awaken": 1, "p2.hero.health": 29 },
});
cardCase("EDR_469", {
  does: "awake after a Hero Power, it attacks on the next turn",
  p1: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" }, hand: [{ card: "EDR_469", ref: "S" }], deck: wisps(2) },
  p2: { deck: wisps(2, "e") },
  actions: [{ type: "play", card: "S" }, { type: "heroPower", target: "p2.hero" }, endTurn, endTurn, { type: "attack", attacker: "S", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26 },
});
cardCase("EDR_469", {
  does: "the opponent's Hero Power does not wake it",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "EDR_469", ref: "S", tags: { DORMANT: 1 } }] },
  p2: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } },
  actions: [{ type: "heroPower", target: "p1.hero" }],
  expect: { "S.tags.DORMANT": 1, "events.awaken": 0, "p1.hero.health": 29 },
});

// Ancient of Yore: "Dormant for 2 turns. While Dormant, gain 3 Armor and draw a card at the end of your turn."
cardCase("EDR_979", {
  does: "3 Armor and a card at the end of the turn it is played and of your next turn (not the opponent's); then it awakens and it stops",
  p1: { hand: [{ card: "EDR_979", ref: "A" }], deck: wisps(6) },
  p2: { deck: wisps(6, "e") },
  actions: [{ type: "play", card: "A" }, endTurn, endTurn, endTurn, endTurn, endTurn],
  expect: { "p1.hero.armor": 6, "p1.hand.length": 4, "p2.hero.armor": 0, "A.tags.DORMANT": undefined, "p2.hand.length": 3 },
});
cardCase("EDR_979", {
  does: "after the end of the turn it is played: 3 Armor, one card drawn, still Dormant",
  p1: { hand: [{ card: "EDR_979", ref: "A" }], deck: wisps(3) },
  p2: { deck: wisps(3, "e") },
  actions: [{ type: "play", card: "A" }, endTurn],
  expect: { "p1.hero.armor": 3, "p1.hand.length": 1, "A.tags.DORMANT": 1, "A.tags.DORMANT_TURNS": 2 },
});

// Bloodthistle Illusionist: "Battlecry: Summon a copy of this. One secretly dies when it takes damage."
const marked = (m: { enchantments?: { card?: string }[] }) => (m.enchantments ?? []).some((e) => e.card === "EDR_780e");
cardCase("EDR_780", {
  does: "a copy is summoned beside it; exactly one of the two carries the illusion",
  p1: { hand: [{ card: "EDR_780", ref: "I" }] },
  actions: [{ type: "play", card: "I" }],
  check: (r) => {
    const b = r.state.players[0].board;
    expect(b.map((m) => m.card)).toEqual(["EDR_780", "EDR_780"]);
    expect(b.filter(marked).length).toBe(1);
    expect(r.state.players[1].board).toEqual([]);
  },
});
cardCase("EDR_780", {
  does: "3 damage to both (Hellfire): the illusion dies, the other survives with 1 Health",
  p1: { hand: [{ card: "EDR_780", ref: "I" }, { card: "CS2_062", ref: "H" }] },
  actions: [{ type: "play", card: "I" }, { type: "play", card: "H" }],
  check: (r) => {
    const b = r.state.players[0].board;
    expect(b.map((m) => [m.card, m.health])).toEqual([["EDR_780", 1]]);
    expect(marked(b[0]!)).toBe(false);
    expect(r.state.players[0].graveyard.map((m) => m.card)).toContain("EDR_780");
  },
});
cardCase("EDR_780", {
  does: "a full board: no copy, the Illusionist itself carries it and dies at its first damage",
  p1: { board: wisps(6), hand: [{ card: "EDR_780", ref: "I" }, { card: "CS1_130", ref: "S" }] },
  actions: [{ type: "play", card: "I" }, { type: "play", card: "S", target: "I" }],
  expect: { "p1.board.length": 6, "I.zone": "graveyard", "p1.board.0.card": "CS2_231" },
});

// Briarspawn Drake: "At the end of your turn, attack a random enemy minion (excess damage hits the enemy hero)."
cardCase("EDR_453", {
  does: "at its end of turn it attacks the enemy minion; its 12 damage to a 4/5 Yeti: the 7 beyond its 5 Health hit the enemy hero",
  p1: { board: [{ card: "EDR_453", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: wisps(2) },
  actions: [endTurn],
  expect: { "Y.zone": "graveyard", "p2.hero.health": 23, "D.health": 3 },
});
cardCase("EDR_453", {
  does: "a damaged minion: the excess counts from its remaining Health (Yeti at 2: 10 to the hero)",
  p1: { board: [{ card: "EDR_453", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y", health: 2 }], deck: wisps(2) },
  actions: [endTurn],
  expect: { "Y.zone": "graveyard", "p2.hero.health": 20 },
});
cardCase("EDR_453", {
  does: "a Divine Shield stops the hit: no excess, the hero is not hit",
  p1: { board: [{ card: "EDR_453", ref: "D" }] },
  p2: { board: [{ card: "EX1_008", ref: "S" }], deck: wisps(2) },
  actions: [endTurn],
  expect: { "S.zone": "board", "S.seen.DIVINE_SHIELD": undefined, "p2.hero.health": 30, "D.health": 6 },
});
cardCase("EDR_453", {
  does: "no enemy minion: no attack (never the hero), at either player's end of turn",
  p1: { board: [{ card: "EDR_453", ref: "D" }], deck: wisps(2, "m") },
  p2: { board: [], deck: wisps(2) },
  actions: [endTurn, endTurn],
  expect: { "p2.hero.health": 30, "D.health": 7 },
});
cardCase("EDR_453", {
  does: "killed by the counter-damage, its excess still hits (one effect, no death phase between)",
  p1: { board: [{ card: "EDR_453", ref: "D", health: 2 }] },
  p2: { board: [{ card: "CS2_120", ref: "R" }], deck: wisps(2) },
  actions: [endTurn],
  expect: { "D.zone": "graveyard", "R.zone": "graveyard", "p2.hero.health": 21 },
});

describe("dealt: excess after a forceAttack (Briarspawn Drake's mechanism)", () => {
  it("a client's minion attacks the chosen enemy minion and gains Armor equal to the excess", () => {
    const card = { id: "MY_TRAMPLER", type: "MINION", cost: 6, attack: 8, health: 4, target: { type: "minion", side: "enemy" },
      battlecry: [{ type: "forceAttack", attacker: "self", defender: "target" }, { type: "armor", amount: { dealt: "excess" } }] };
    const r = run(request([player({ hand: [{ card: "MY_TRAMPLER", ref: "T" }] }), player({ board: [{ card: "CS2_120", ref: "R" }] })],
      [{ type: "play", card: "T", target: "R" }], { cards: [card] }));
    expect(at(r.state, "R").zone).toBe("graveyard");
    expect(r.state.players[0].hero.armor).toBe(5);
  });
});

// Illusory Greenwing: "Taunt. Deathrattle: Shuffle two 4/5 Dragons with Taunt into your deck. They're Summoned When Drawn."
describeCard("EDR_260", () => {
  it("dying, it shuffles two Illusions (4/5 Dragons with Taunt) into its owner's deck, not the opponent's", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, hand: [{ card: "CS2_029", ref: "F" }], board: [{ card: "EDR_260", ref: "G" }] }, {}] },
      actions: [{ type: "play", card: "F", target: "G" }] });
    expect(r.state.players[0]!.deck.map((c) => c.card)).toEqual(["EDR_260t", "EDR_260t"]);
    expect(r.state.players[1]!.deck).toEqual([]);
    expect(r.state.players[0]!.board).toEqual([]);
  });
  it("an Illusion drawn is summoned — a 4/5 Dragon with Taunt — and its player draws another card", () => {
    const r = run({ state: { turn: 5, activePlayer: 2, players: [
      { deck: [{ card: "EDR_260t", ref: "I" }, { card: "CS2_231", ref: "W" }, { card: "CS2_231", ref: "W2" }] }, { deck: wisps(3, "o") }] },
      actions: [endTurn] });
    const board = r.state.players[0]!.board;
    expect(board).toHaveLength(1);
    expect(board[0]).toMatchObject({ card: "EDR_260t", attack: 4, health: 5 });
    expect(findCard("EDR_260t")).toBeUndefined();
    expect(r.state.players[0]!.hand.map((c) => c.ref)).toEqual(["W"]);
    expect(r.state.players[0]!.deck.map((c) => c.ref)).toEqual(["W2"]);
  });
  it("the summoned Illusion has Taunt: the enemy must attack it", () => {
    const r = run({ state: { turn: 5, activePlayer: 2, players: [
      { deck: [{ card: "EDR_260t", ref: "I" }, { card: "CS2_231", ref: "W" }] }, { board: [{ card: "CS2_182", ref: "E" }], deck: wisps(3, "o") }] },
      actions: [endTurn, endTurn] });
    const s = r.state;
    fails({ state: s, actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }] } as never, "illegal_action");
    const ok = run({ state: s, actions: [{ type: "attack", attacker: "E", defender: "p1.board.0" }] });
    expect(ok.state.players[0]!.board[0]).toMatchObject({ card: "EDR_260t", health: 1 });
  });
});

// 黑暗之赐 (Dark Gift, rules-notes 480-482): the ten gifts, each given as its enchantment.
const GIFT_ENCHANTMENT: Record<string, string> = {
  EDR_100t: "EDR_100te", EDR_100t1: "EDR_100t1e", EDR_100t2: "EDR_100t2e", EDR_100t3: "EDR_100t3e", EDR_100t5: "EDR_100t5e",
  EDR_100t6: "EDR_100t6e", EDR_100t7: "EDR_100t7e", EDR_100t8: "EDR_100t8e1", EDR_100t9: "EDR_100t9e", EDR_100t13: "EDR_100t13e",
};
const GIFTS = Object.keys(GIFT_ENCHANTMENT).sort();
const ten = (s: number) => ({ turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 } }, { mana: { crystals: 10 } }] as Record<string, unknown>[], seed: s });
void ten;

describe("Dark Gift (the gifts' enchantments)", () => {
  it("Living Nightmare: played, a 2/2 copy of it (its states, the gift too) is summoned right of it; the copy summons nothing", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, board: [{ card: "CS2_231", ref: "L" }],
      hand: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: "EDR_100t5e" }] }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "Y", position: 0 }] });
    const board = r.state.players[0]!.board;
    expect(board.map((m) => m.card)).toEqual(["CS2_182", "CS2_182", "CS2_231"]);
    expect([board[0]!.attack, board[0]!.health]).toEqual([4, 5]);
    expect([board[1]!.attack, board[1]!.health]).toEqual([2, 2]);
    expect(board[1]!.enchantments!.map((e) => e.card)).toEqual(["EDR_100t5e", "EDR_100t5e5"]);
  });
  it("Rude Awakening: this minion's Battlecry resolves twice; another minion's once", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 },
      hand: [{ card: "CS2_189", ref: "A", enchantments: [{ card: "EDR_100t7e" }] }, { card: "CS2_189", ref: "B" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }] });
    expect(r.state.players[1]!.hero.health).toBe(27);
  });
  it("Short Claws: costs (2) less with -2 Attack; Well Rested +2/+2 and Elusive; Bundled Up +4 Health and Taunt", () => {
    cardCheck({ card: "EDR_100t2e", cost: 2, attack: 2, health: 5 });
    cardCheck({ card: "EDR_100t1e", cost: 4, attack: 6, health: 7, seen: ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"] });
    cardCheck({ card: "EDR_100t3e", cost: 4, attack: 4, health: 9, seen: ["TAUNT"] });
    cardCheck({ card: "EDR_100te", cost: 4, attack: 7, health: 5, seen: ["LIFESTEAL"] });
    cardCheck({ card: "EDR_100t8e1", cost: 4, attack: 8, health: 10 });
    cardCheck({ card: "EDR_100t6e", cost: 4, attack: 4, health: 5, seen: ["CHARGE"] });
    cardCheck({ card: "EDR_100t9e", cost: 4, attack: 4, health: 5, seen: ["REBORN"] });
    cardCheck({ card: "EDR_100t13e", cost: 4, attack: 4, health: 5, seen: ["DIVINE_SHIELD", "WINDFURY"] });
  });
});

/** A Chillwind Yeti (4/5, 4 Mana) in hand with one gift's enchantment: its cost, stats and keywords. */
function cardCheck(c: { card: string; cost: number; attack: number; health: number; seen?: string[] }): void {
  const r = run({ state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "CS2_182", ref: "Y", enchantments: [{ card: c.card }] }] }, { mana: { crystals: 10 } }] },
    actions: [{ type: "endTurn" }] });
  const y = r.state.players[0]!.hand[0]!;
  expect([c.card, y.cost, y.attack, y.health]).toEqual([c.card, c.cost, c.attack, c.health]);
  for (const k of c.seen ?? []) expect([c.card, (y as { seen?: Record<string, number> }).seen?.[k]]).toEqual([c.card, 1]);
}

describeCard("EDR_105", () => {
  it("Battlecry: three 3-Cost minions, each with a different gift of the ten; the one taken carries its option's gift", () => {
    // The first seed from 3 whose taken option's gift is not Sweet Dreams (which sends the card to the deck: next test).
    const at = (seed: number) => run({ seed, choices: [1], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "EDR_105", ref: "S" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "S" }] });
    const gift1 = (x: ReturnType<typeof at>) => (events(x, "discover")[0] as unknown as { gifts: string[] }).gifts[1];
    let seed = 3;
    while (gift1(at(seed)) === "EDR_100t8") seed++;
    const r = at(seed);
    const d = events(r, "discover")[0] as unknown as { options: string[]; gifts: string[] };
    expect(d.options).toHaveLength(3);
    for (const id of d.options) expect(findCard(id)).toMatchObject({ type: "MINION", cost: 3 });
    expect(new Set(d.gifts).size).toBe(3);
    for (const g of d.gifts) expect(GIFTS).toContain(g);
    const dealt = r.random.filter((x) => x.purpose === "dark gift");
    // Rude Awakening only to a card with a Battlecry (rules-notes 476)
    const battlecry = (findCard(d.options[0]!)!.mechanics as string[]).includes("BATTLECRY");
    expect([...dealt[0]!.candidates].sort()).toEqual(GIFTS.filter((g) => battlecry || g !== "EDR_100t7"));
    const hand = r.state.players[0]!.hand;
    expect(hand.map((c) => c.card)).toEqual([d.options[1]]);
    expect(hand[0]!.enchantments!.map((e) => e.card)).toEqual([GIFT_ENCHANTMENT[d.gifts[1]!]]);
    expect(r.state.players[1]!.hand).toEqual([]);
  });
  it("Sweet Dreams: the minion taken goes on top of its player's deck with +4/+5", () => {
    const r = run({ seed: 9, choices: [0], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "EDR_105", ref: "S" }], deck: wisps(2) }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "S" }] });
    const d = events(r, "discover")[0] as unknown as { options: string[]; gifts: string[] };
    expect(d.gifts[0]).toBe("EDR_100t8");
    const p = r.state.players[0]!;
    expect(p.hand).toEqual([]);
    expect(p.deck.map((c) => c.card)).toEqual([d.options[0], "CS2_231", "CS2_231"]);
    expect(p.deck[0]!.attack).toBe(findCard(d.options[0]!)!.attack! + 4);
    expect(p.deck[0]!.enchantments!.map((e) => e.card)).toEqual(["EDR_100t8e1"]);
  });
});

describeCard("EDR_856", () => {
  it("Battlecry: Discover a minion of its deck (spells not offered): drawn, then given its option's gift", () => {
    const r = run({ seed: 12, choices: [0], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "EDR_856", ref: "S" }],
      deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }, { card: "CS2_231", ref: "W" }, { card: "CS2_029", ref: "F" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "S" }] });
    const d = events(r, "discover")[0] as unknown as { options: { card: string }[]; gifts: string[]; target: { card: string } };
    expect(d.options.map((o) => o.card).sort()).toEqual(["CS2_120", "CS2_182", "CS2_231"]);
    expect(new Set(d.gifts).size).toBe(3);
    expect(d.gifts[0]).not.toBe("EDR_100t8");
    const p = r.state.players[0]!;
    const taken = d.options[0]!.card;
    expect(p.hand.map((c) => c.card)).toEqual([taken]);
    expect(p.hand[0]!.enchantments!.map((e) => e.card)).toEqual([GIFT_ENCHANTMENT[d.gifts[0]!]]);
    expect(p.deck.map((c) => c.card).sort()).toEqual(["CS2_029", "CS2_120", "CS2_182", "CS2_231"].filter((id) => id !== taken));
  });
  it("Sweet Dreams on the card drawn: it goes back on top of the deck with +4/+5", () => {
    const r = run({ seed: 3, choices: [2], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "EDR_856", ref: "S" }],
      deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }, ...wisps(3)] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "S" }] });
    const d = events(r, "discover")[0] as unknown as { options: { card: string }[]; gifts: string[] };
    expect(d.gifts[2]).toBe("EDR_100t8");
    const p = r.state.players[0]!;
    expect(p.hand).toEqual([]);
    expect(p.deck[0]!.card).toBe(d.options[2]!.card);
    expect(p.deck[0]!.enchantments!.map((e) => e.card)).toEqual(["EDR_100t8e1"]);
  });
});

describeCard("EDR_102", () => {
  it("Battlecry: three Legendary minions with different gifts; the one taken carries its gift", () => {
    const r = run({ seed: 4, choices: [2], state: { turn: 5, activePlayer: 1, players: [{ mana: { crystals: 10 }, hand: [{ card: "EDR_102", ref: "S" }] }, { mana: { crystals: 10 } }] },
      actions: [{ type: "play", card: "S" }] });
    const d = events(r, "discover")[0] as unknown as { options: string[]; gifts: string[] };
    for (const id of d.options) expect(findCard(id)).toMatchObject({ type: "MINION", rarity: "LEGENDARY" });
    expect(new Set(d.gifts).size).toBe(3);
    const hand = r.state.players[0]!.hand;
    if (d.gifts[2] !== "EDR_100t8") {
      expect(hand.map((c) => c.card)).toEqual([d.options[2]]);
      expect(hand[0]!.enchantments!.map((e) => e.card)).toEqual([GIFT_ENCHANTMENT[d.gifts[2]!]]);
    }
  });
});

// Bitterbloom Knight: "Battlecry: Imbue your Hero Power." (rules/imbue.ts; rules-notes 495: a class with no Imbued Hero
// Power counts the Imbue and keeps its Hero Power)
describeCard("EDR_852", () => {
  const play = (hero: string, heroPower?: Record<string, unknown>) => ({ state: { turn: 5, activePlayer: 1, players: [
    { hero: { card: hero }, ...(heroPower ? { heroPower } : {}), mana: { crystals: 10 }, hand: [{ card: "EDR_852", ref: "K" }] }, {}] },
    actions: [{ type: "play", card: "K" }] });
  it("a Paladin: Reinforce becomes Blessing of the Dragon at level 1; the opponent's Hero Power is untouched", () => {
    const r = run(play("HERO_04"));
    expect(r.state.players[0]!.heroPower?.card).toBe("EDR_445p");
    expect(r.state.players[0]!.heroPower?.tags?.TAG_SCRIPT_DATA_NUM_1).toBe(1);
    expect(r.state.players[1]!.heroPower?.card).not.toBe("EDR_445p");
    expect(r.state.players[1]!.tags?.NUM_TIMES_IMBUED_THIS_GAME ?? 0).toBe(0);
  });
  it("a Paladin with Blessing of the Dragon at level 2: level 3", () => {
    const r = run(play("HERO_04", { card: "EDR_445p", tags: { TAG_SCRIPT_DATA_NUM_1: 2 } }));
    expect(r.state.players[0]!.heroPower?.tags?.TAG_SCRIPT_DATA_NUM_1).toBe(3);
  });
  it("a Warrior (no Imbued Hero Power in the game): Armor Up! stays, the Imbue counts", () => {
    const r = run(play("HERO_01"));
    const p = r.state.players[0]!;
    expect(p.heroPower?.card).toBe("CS2_102");
    expect(p.heroPower?.tags?.TAG_SCRIPT_DATA_NUM_1).toBeUndefined();
    expect(p.tags?.NUM_TIMES_IMBUED_THIS_GAME).toBe(1);
    expect(p.board.map((c) => c.card)).toEqual(["EDR_852"]);
  });
  it("a Mage (Blessing of the Wisp not built): 422", () => {
    expect(fails(play("HERO_08"), "unimplemented_card").message).toContain("EDR_851p");
  });
});

// Flutterwing Guardian: "Taunt, Divine Shield Battlecry: Imbue your Hero Power."
describeCard("EDR_800", () => {
  it("Taunt and Divine Shield; a Paladin's Blessing of the Dragon goes from level 1 to 2", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [
      { hero: { card: "HERO_04" }, heroPower: { card: "EDR_445p", tags: { TAG_SCRIPT_DATA_NUM_1: 1 } }, mana: { crystals: 10 }, hand: [{ card: "EDR_800", ref: "F" }] }, {}] },
      actions: [{ type: "play", card: "F" }] });
    const p = r.state.players[0]!;
    expect(at(r.state, "F").seen).toMatchObject({ TAUNT: 1, DIVINE_SHIELD: 1 });
    expect(p.heroPower?.tags?.TAG_SCRIPT_DATA_NUM_1).toBe(2);
    expect(p.tags?.NUM_TIMES_IMBUED_THIS_GAME).toBe(1);
  });
  it("a Warlock: Life Tap stays, the Imbue counts (twice with two)", () => {
    const r = run({ state: { turn: 5, activePlayer: 1, players: [
      { hero: { card: "HERO_07" }, mana: { crystals: 10 }, hand: [{ card: "EDR_800", ref: "F" }, { card: "EDR_800", ref: "F2" }] }, {}] },
      actions: [{ type: "play", card: "F" }, { type: "play", card: "F2" }] });
    expect(r.state.players[0]!.heroPower?.card).toBe("CS2_056");
    expect(r.state.players[0]!.tags?.NUM_TIMES_IMBUED_THIS_GAME).toBe(2);
  });
});

// Dreambound Raptor: "After you play a minion, give it a random Bonus Effect." (the game's eight, hsdata; rules-notes 600)
describeCard("EDR_849", () => {
  const BONUS = [["DIVINE_SHIELD"], ["LIFESTEAL"], ["POISONOUS"], ["REBORN"], ["RUSH"],
    ["CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS"], ["TAUNT"], ["WINDFURY"]];
  const has = (e: { seen?: Record<string, number> }) => BONUS.flat().filter((k) => (e.seen?.[k] ?? 0) > 0).sort();
  const playWisp = (seed: number) => run({ seed, state: { turn: 5, activePlayer: 1, players: [
    { mana: { crystals: 10 }, board: [{ card: "EDR_849", ref: "R" }], hand: [{ card: "CS2_231", ref: "W" }] },
    { mana: { crystals: 10 }, board: [{ card: "CS2_120", ref: "E" }] }] }, actions: [{ type: "play", card: "W" }] });
  it("the minion you play gets exactly one of the eight Bonus Effects, picked at random (8 candidates); nothing else changes", () => {
    const got = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const r = playWisp(seed);
      const picks = r.random.filter((d) => d.purpose === "random option");
      expect(picks).toHaveLength(1);
      expect(picks[0]!.candidates).toHaveLength(8);
      const want = BONUS[Number(picks[0]!.chosen)]!.slice().sort();
      expect(has(at(r.state, "W"))).toEqual(want);
      expect(has(at(r.state, "R"))).toEqual([]);
      expect(has(at(r.state, "E"))).toEqual([]);
      got.add(want.join());
    }
    expect(got.size).toBeGreaterThan(2);
  });
  it("a spell played, or a minion your opponent plays, gets nothing", () => {
    const spell = run({ seed: 3, state: { turn: 5, activePlayer: 1, players: [
      { mana: { crystals: 10 }, board: [{ card: "EDR_849", ref: "R" }], hand: [{ card: "CS2_029", ref: "F" }] },
      { mana: { crystals: 10 }, board: [{ card: "CS2_120", ref: "E" }] }] }, actions: [{ type: "play", card: "F", target: "E" }] });
    expect(spell.random.filter((d) => d.purpose === "random option")).toHaveLength(0);
    const theirs = run({ seed: 3, state: { turn: 5, activePlayer: 2, players: [
      { mana: { crystals: 10 }, board: [{ card: "EDR_849", ref: "R" }] },
      { mana: { crystals: 10 }, hand: [{ card: "CS2_231", ref: "V" }] }] }, actions: [{ type: "play", card: "V" }] });
    expect(theirs.random.filter((d) => d.purpose === "random option")).toHaveLength(0);
    expect(has(at(theirs.state, "V"))).toEqual([]);
  });
  it("the Bonus Effect is the minion's own keyword: a Taunt it got makes the enemy attack it", () => {
    // find a seed that gives Taunt (index 6)
    let seed = 1;
    let r = playWisp(seed);
    while (r.random.find((d) => d.purpose === "random option")!.chosen !== "6") r = playWisp(++seed);
    expect(at(r.state, "W").seen?.TAUNT).toBe(1);
    const s = run({ state: r.state, actions: [endTurn] }).state;
    fails({ state: s, actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }] } as never, "illegal_action");
  });
});
