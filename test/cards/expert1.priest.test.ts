/**
 * Behaviour tests of the Classic (EXPERT1) Priest cards: one case per behaviour of each card's text.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, player, request, run, triggerOrder } from "../support/engine.js";

const deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));
const lesserHeal = { card: "CS1h_001" };
const GIFT_OPTIONS = ["CS1_113", "CS2_004", "CS2_234"];

describe("EXPERT1 Priest", () => {
  // Anduin's Gift: "Discover a Temporary Power Word: Shield, Shadow Word: Pain, or Mind Control."
  cardCase("GIFT_12", {
    does: "offers exactly Power Word: Shield, Shadow Word: Pain and Mind Control; the one picked joins your hand as Temporary",
    p1: { hand: [{ card: "GIFT_12", ref: "G" }] },
    actions: [{ type: "play", card: "G" }],
    choices: [2],
    expect: { "p1.hand.length": 1, "events.discover": 1, "p1.hand.0.enchantments.0.card": "GBL_999e" },
    check: (r) => {
      const [d] = events(r, "discover");
      const options = d!.options as string[];
      expect([...options].sort()).toEqual(GIFT_OPTIONS);
      expect(r.state.players[0].hand[0]!.card).toBe(options[2]);
    },
  });
  cardCase("GIFT_12", {
    does: "the Temporary card still in hand is discarded at the end of your turn",
    p1: { hand: [{ card: "GIFT_12", ref: "G" }, { card: "CS2_182", ref: "keep" }] },
    actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
    choices: [0],
    expect: { "p1.hand": ["CS2_182"], "events.discard": 1, "p1.graveyard.length": 2 },
    check: (r) => {
      const [d] = events(r, "discard");
      expect(GIFT_OPTIONS).toContain(d!.target!.card);
      expect(d!.target!.controller).toBe(1);
    },
  });
  cardCase("GIFT_12", {
    does: "Temporary: played the same turn, the card works as usual (Shadow Word: Pain destroys)",
    p1: { hand: [{ card: "CS2_234", ref: "P", enchantments: [{ card: "GBL_999e" }] }] },
    p2: { board: [{ card: "CS2_172", ref: "R" }] },
    actions: [{ type: "play", card: "P", target: "R" }, { type: "endTurn" }],
    expect: { "R.zone": "graveyard", "P.zone": "graveyard", "events.discard": 0 },
  });
  cardCase("GIFT_12", {
    does: "Temporary: only at the end of its controller's turn, not the opponent's",
    state: { activePlayer: 2 },
    p1: { hand: [{ card: "CS2_004", ref: "P", enchantments: [{ card: "GBL_999e" }] }] },
    actions: [{ type: "endTurn" }],
    expect: { "P.zone": "hand", "events.discard": 0 },
  });
  cardCase("GIFT_12", {
    does: "Temporary: a minion played from hand keeps the state but is not destroyed at the end of the turn",
    p1: { hand: [{ card: "CS2_231", ref: "W", enchantments: [{ card: "GBL_999e" }] }], deck: deck(2) },
    p2: { deck: deck(2, "e") },
    actions: [{ type: "play", card: "W" }, { type: "endTurn" }],
    expect: { "W.zone": "board", "events.discard": 0, "events.destroy": 0 },
  });

  // Auchenai Soulpriest: "Your cards and powers that restore Health now deal damage instead."
  cardCase("EX1_591", {
    does: "your Hero Power's healing deals that much damage instead",
    p1: { heroPower: lesserHeal, board: [{ card: "EX1_591" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "heroPower", target: "Y" }],
    expect: { "Y.health": 3, "events.heal": 0, "events.damage": 1 },
  });
  cardCase("EX1_591", {
    does: "your spells' healing too (Holy Nova damages your own characters)",
    p1: { hand: [{ card: "CS1_112", ref: "N" }], board: [{ card: "EX1_591", ref: "A" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "Y.health": 3, "A.health": 3, "p1.hero.health": 28, "p2.hero.health": 30, "events.heal": 0 },
  });
  cardCase("EX1_591", {
    does: "the opponent's Auchenai does not change your healing",
    p1: { heroPower: lesserHeal, board: [{ card: "CS2_182", ref: "F", health: 2 }] },
    p2: { board: [{ card: "EX1_591" }] },
    actions: [{ type: "heroPower", target: "F" }],
    expect: { "F.health": 4, "events.heal": 1, "events.damage": 0 },
  });

  // Cabal Shadow Priest: "Battlecry: Take control of an enemy minion that has 2 or less Attack."
  cardCase("EX1_091", {
    does: "takes the enemy minion with 2 Attack; it cannot attack this turn",
    p1: { hand: [{ card: "EX1_091", ref: "C" }] },
    p2: { board: [{ card: "CS2_120", ref: "K" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "C", target: "K" }],
    expect: { "K.player": 1, "p1.board": ["EX1_091", "CS2_120"], "p2.board": ["CS2_182"], "K.tags.EXHAUSTED": 1 },
  });
  cardCase("EX1_091", {
    does: "cannot target an enemy minion with 3 Attack",
    p1: { hand: [{ card: "EX1_091", ref: "C" }] },
    p2: { board: [{ card: "CS2_172", ref: "R" }] },
    actions: [{ type: "play", card: "C", target: "R" }],
    error: "illegal_action",
  });
  cardCase("EX1_091", {
    does: "cannot target a friendly minion",
    p1: { hand: [{ card: "EX1_091", ref: "C" }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "C", target: "W" }],
    error: "illegal_action",
  });
  cardCase("EX1_091", {
    does: "with no valid target it is still played and takes nothing",
    p1: { hand: [{ card: "EX1_091", ref: "C" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "C.zone": "board", "Y.player": 2, "p2.board": ["CS2_182"] },
  });

  // Circle of Healing: "Restore #4 Health to ALL minions."
  cardCase("EX1_621", {
    does: "4 Health to every minion on both sides, not to heroes",
    p1: { hand: [{ card: "EX1_621", ref: "C" }], hero: { card: "HERO_08", health: 20 }, board: [{ card: "CS2_200", ref: "O", health: 1 }] },
    p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: "CS2_200", ref: "E", health: 2 }, { card: "CS2_182", ref: "Y", health: 4 }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "O.health": 5, "E.health": 6, "Y.health": 5, "p1.hero.health": 20, "p2.hero.health": 20, "events.heal": 3 },
  });

  // Holy Fire: "Deal $5 damage. Restore #5 Health to your hero."
  cardCase("EX1_624", {
    does: "5 damage to the target minion and 5 Health to your hero",
    p1: { hand: [{ card: "EX1_624", ref: "H" }], hero: { card: "HERO_08", health: 20 } },
    p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "H", target: "O" }],
    expect: { "O.health": 2, "p1.hero.health": 25, "p2.hero.health": 20 },
  });
  cardCase("EX1_624", {
    does: "may target a hero",
    p1: { hand: [{ card: "EX1_624", ref: "H" }], hero: { card: "HERO_08", health: 20 } },
    actions: [{ type: "play", card: "H", target: "p2.hero" }],
    expect: { "p2.hero.health": 25, "p1.hero.health": 25 },
  });

  // Inner Fire: "Change a minion's Attack to be equal to its Health."
  cardCase("CS1_129", {
    does: "Attack becomes the minion's current Health (a Yeti at 2 Health becomes 2/2; an Ogre 7/7)",
    p1: { hand: [{ card: "CS1_129", ref: "I" }, { card: "CS1_129", ref: "I2" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y", health: 2 }, { card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "I", target: "Y" }, { type: "play", card: "I2", target: "O" }],
    expect: { "Y.attack": 2, "Y.health": 2, "O.attack": 7, "O.health": 7 },
  });
  cardCase("CS1_129", {
    does: "cannot target a hero",
    p1: { hand: [{ card: "CS1_129", ref: "I" }] },
    actions: [{ type: "play", card: "I", target: "p1.hero" }],
    error: "illegal_action",
  });

  // Lightspawn: "This minion's Attack is always equal to its Health."
  cardCase("EX1_335", {
    does: "Attack follows Health: 4 at full, 3 after 1 damage; an Attack buff changes nothing",
    p1: { hand: [{ card: "CS2_087", ref: "B" }], board: [{ card: "EX1_335", ref: "L" }] },
    actions: [{ type: "damage", target: "L", amount: 1 }, { type: "play", card: "B", target: "L" }],
    expect: { "L.attack": 3, "L.health": 3 },
  });
  cardCase("EX1_335", {
    does: "a Health buff raises its Attack",
    p1: { hand: [{ card: "CS2_004", ref: "P" }], board: [{ card: "EX1_335", ref: "L" }], deck: deck(1) },
    actions: [{ type: "play", card: "P", target: "L" }],
    expect: { "L.attack": 6, "L.health": 6 },
  });

  // Lightwell: "At the start of your turn, restore #3 Health to a damaged friendly character."
  cardCase("EX1_341", {
    does: "at the start of your turn, 3 Health to your damaged hero (the only damaged friendly character); not to enemies",
    p1: { hero: { card: "HERO_08", health: 20 }, board: [{ card: "EX1_341" }], deck: deck(2) },
    p2: { hero: { card: "HERO_01", health: 20 }, board: [{ card: "CS2_182", ref: "Y", health: 1 }], deck: deck(2, "e") },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.hero.health": 23, "p2.hero.health": 20, "Y.health": 1, "events.heal": 1 },
  });
  cardCase("EX1_341", {
    does: "not at the start of the opponent's turn",
    p1: { hero: { card: "HERO_08", health: 20 }, board: [{ card: "EX1_341" }], deck: deck(2) },
    p2: { deck: deck(2, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hero.health": 20, "events.heal": 0 },
  });
  cardCase("EX1_341", {
    does: "picks only among damaged friendly characters (an undamaged one is never healed)",
    seed: 5,
    p1: { board: [{ card: "EX1_341" }, { card: "CS2_182", ref: "F", health: 1 }, { card: "CS2_231" }], deck: deck(2) },
    p2: { deck: deck(2, "e") },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "F.health": 4, "p1.hero.health": 30, "events.heal": 1 },
  });

  describeCard("EX1_341", () => {
    it("Lightwell ignores a mortally wounded friendly minion (old rule 5b) and heals the damaged hero", () => {
      const frail = { id: "T_FRAIL", type: "MINION", cost: 1, attack: 1, health: 2, triggers: [{ on: "turn-start", if: { turn: "own" }, do: [{ type: "damage", amount: 5, to: "self" }] }] };
      const r = run(request([player({ deck: wisps(2) }), player({
        hero: { card: "HERO_09", health: 20 }, board: [{ card: "T_FRAIL", ref: "FR" }, { card: "EX1_341", ref: "LW" }], deck: wisps(2),
      })], [{ type: "endTurn" }], { cards: [frail] }));
      expect(triggerOrder(r, ["FR", "LW"])).toEqual(["FR", "LW"]);
      const pick = r.random.find((d) => d.by?.ref === "LW")!;
      expect(pick.candidates.map((c) => (typeof c === "string" ? c : c.card))).toEqual(["HERO_09"]);
      expect(r.state.players[1].hero.health).toBe(23);
      expect(at(r.state, "FR").zone).toBe("graveyard");
    });
  });

  // Mass Dispel: "Silence all enemy minions. Draw a card."
  cardCase("EX1_626", {
    does: "silences every enemy minion (not yours) and draws one card",
    p1: { hand: [{ card: "EX1_626", ref: "M" }], board: [{ card: "CS2_179", ref: "F", enchantments: [{ card: "CS2_004e" }] }], deck: deck(2) },
    p2: { board: [{ card: "CS2_179", ref: "S", enchantments: [{ card: "CS2_004e" }] }, { card: "CS2_182", ref: "Y" }], deck: deck(2, "e") },
    actions: [{ type: "play", card: "M" }],
    expect: {
      "S.tags.SILENCED": 1, "S.health": 5, "Y.tags.SILENCED": 1, "F.tags": undefined, "F.health": 7,
      "p1.hand": ["CS2_231"], "p2.hand.length": 0, "events.silence": 2,
    },
  });

  // Mindgames: "Put a copy of a random minion from your opponent's deck into the battlefield."
  cardCase("EX1_345", {
    does: "summons for you a copy of a minion of the opponent's deck (spells skipped, for every seed); their deck is unchanged",
    p1: { hand: [{ card: "EX1_345", ref: "M" }] },
    p2: { deck: [{ card: "CS2_029" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_024" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.board": ["CS2_182"], "p2.board": [], "p2.deck.length": 3, "Y.zone": "deck", "events.summon": 1 },
    check: (r) => {
      const pick = r.random.find((d) => d.purpose === "random target")!;
      expect(pick.candidates).toHaveLength(1);
    },
  });
  cardCase("EX1_345", {
    does: "the copy keeps the deck card's states but not its cost states (4.8: deck to play)",
    p1: { hand: [{ card: "EX1_345", ref: "M" }] },
    p2: { deck: [{ card: "CS2_182", enchantments: [{ attack: 2, health: 2 }, { cost: -1 }] }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.board.0.attack": 6, "p1.board.0.health": 7, "p1.board.0.enchantments.length": 1, "p1.board.0.cost": 4 },
  });
  cardCase("EX1_345", {
    does: "with no minion in the opponent's deck, a 0/1 Shadow of Nothing instead",
    p1: { hand: [{ card: "EX1_345", ref: "M" }] },
    p2: { deck: [{ card: "CS2_029" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.board": ["EX1_345t"], "p1.board.0.attack": 0, "p1.board.0.health": 1, "p2.board": [] },
  });
  cardCase("EX1_345", {
    does: "into a full board nothing is summoned",
    p1: { hand: [{ card: "EX1_345", ref: "M" }], board: Array.from({ length: 7 }, () => ({ card: "CS2_231" })) },
    p2: { deck: [{ card: "CS2_182" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "p1.board.length": 7, "events.summon": 0 },
  });

  // Prophet Velen: "Double the damage and healing of your spells and Hero Power."
  cardCase("EX1_350", {
    does: "your spell's damage and healing doubled: Holy Fire deals 10 and restores 10",
    p1: { hand: [{ card: "EX1_624", ref: "H" }], hero: { card: "HERO_08", health: 15 }, board: [{ card: "EX1_350" }] },
    actions: [{ type: "play", card: "H", target: "p2.hero" }],
    expect: { "p2.hero.health": 20, "p1.hero.health": 25 },
  });
  cardCase("EX1_350", {
    does: "your Hero Power's damage doubled (Fireblast deals 2)",
    p1: { board: [{ card: "EX1_350" }] },
    actions: [{ type: "heroPower", target: "p2.hero" }],
    expect: { "p2.hero.health": 28 },
  });
  cardCase("EX1_350", {
    does: "not a minion's damage, and not the opponent's spells",
    p1: { hand: [{ card: "DS1_233", ref: "B" }] },
    p2: { board: [{ card: "EX1_350", ref: "V" }] },
    actions: [{ type: "play", card: "B" }, { type: "damage", target: "p1.hero", amount: 3, source: "V" }],
    expect: { "p2.hero.health": 25, "p1.hero.health": 27 },
  });

  // Shadow Madness: "Gain control of an enemy minion with 3 or less Attack until end of turn."
  cardCase("EX1_334", {
    does: "the stolen minion can attack at once, and goes back at the end of the turn",
    p1: { hand: [{ card: "EX1_334", ref: "S" }] },
    p2: { board: [{ card: "CS2_172", ref: "R" }], deck: deck(1, "e") },
    actions: [{ type: "play", card: "S", target: "R" }, { type: "attack", attacker: "R", defender: "p2.hero" }, { type: "endTurn" }],
    expect: { "p2.hero.health": 27, "R.player": 2, "p2.board": ["CS2_172"], "p1.board": [] },
  });
  cardCase("EX1_334", {
    does: "cannot target a minion with 4 Attack",
    p1: { hand: [{ card: "EX1_334", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    error: "illegal_action",
  });

  // Shadowform: "Your Hero Power becomes 'Deal 2 damage.'"
  cardCase("EX1_625", {
    does: "your Hero Power becomes Mind Spike (2 damage), usable again this turn though the old one was used",
    p1: { hand: [{ card: "EX1_625", ref: "S" }], tags: { HEROPOWER_ACTIVATIONS_THIS_TURN: 1 } },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S" }, { type: "heroPower", target: "Y" }],
    expect: { "p1.heroPower": "EX1_625t", "p2.heroPower": "CS2_102", "Y.health": 3 },
  });
  cardCase("EX1_625", {
    does: "(control: without Shadowform, the Hero Power used this turn cannot be used again)",
    p1: { hand: [{ card: "EX1_625", ref: "S" }], tags: { HEROPOWER_ACTIVATIONS_THIS_TURN: 1 } },
    actions: [{ type: "heroPower", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("EX1_625", {
    does: "Mind Spike is once per turn",
    p1: { hand: [{ card: "EX1_625", ref: "S" }] },
    actions: [{ type: "play", card: "S" }, { type: "heroPower", target: "p2.hero" }, { type: "heroPower", target: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("EX1_625", {
    does: "a second Shadowform gives Mind Spike again (2 damage, not 3)",
    p1: { hand: [{ card: "EX1_625", ref: "S" }, { card: "EX1_625", ref: "S2" }] },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "S2" }, { type: "heroPower", target: "p2.hero" }],
    expect: { "p1.heroPower": "EX1_625t", "p2.hero.health": 28 },
  });

  // Silence: "Silence a minion."
  cardCase("EX1_332", {
    does: "the minion loses its enchantments and text",
    p1: { hand: [{ card: "EX1_332", ref: "S" }] },
    p2: { board: [{ card: "CS2_179", ref: "T", enchantments: [{ card: "CS2_004e" }] }, { card: "CS2_179", ref: "U" }] },
    actions: [{ type: "play", card: "S", target: "T" }],
    expect: { "T.tags.SILENCED": 1, "T.health": 5, "T.maxHealth": 5, "U.tags": undefined },
  });
  cardCase("EX1_332", {
    does: "cannot target a hero",
    p1: { hand: [{ card: "EX1_332", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    error: "illegal_action",
  });

  // Temple Enforcer: "Battlecry: Give a friendly minion +3 Health."
  cardCase("EX1_623", {
    does: "+3 Health to the friendly minion",
    p1: { hand: [{ card: "EX1_623", ref: "T" }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "T", target: "W" }],
    expect: { "W.health": 4, "W.maxHealth": 4, "W.attack": 1, "T.health": 6 },
  });
  cardCase("EX1_623", {
    does: "cannot target an enemy minion",
    p1: { hand: [{ card: "EX1_623", ref: "T" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "play", card: "T", target: "E" }],
    error: "illegal_action",
  });
  cardCase("EX1_623", {
    does: "with no other friendly minion it is still played",
    p1: { hand: [{ card: "EX1_623", ref: "T" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "T.zone": "board", "T.health": 6, "events.buff": 0 },
  });

  // Thoughtsteal: "Copy 2 cards in your opponent's deck and add them to your hand."
  cardCase("EX1_339", {
    does: "copies of two different cards of the opponent's deck join your hand; their deck is unchanged",
    seed: 4,
    p1: { hand: [{ card: "EX1_339", ref: "T" }] },
    p2: { deck: [{ card: "CS2_029", ref: "A" }, { card: "CS2_182", ref: "B" }, { card: "CS2_231", ref: "C" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hand.length": 2, "p2.deck": ["CS2_029", "CS2_182", "CS2_231"] },
    check: (r) => {
      const picks = r.random.filter((d) => d.purpose === "random target");
      expect(picks).toHaveLength(2);
      const chosen = picks.map((d) => (d.chosen as { ref: string }).ref);
      expect(new Set(chosen).size).toBe(2);
      expect(r.state.players[0].hand.map((c) => c.card)).toEqual(picks.map((d) => (d.chosen as { card: string }).card));
    },
  });
  cardCase("EX1_339", {
    does: "with one card in the opponent's deck, one copy",
    p1: { hand: [{ card: "EX1_339", ref: "T" }] },
    p2: { deck: [{ card: "CS2_029" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hand": ["CS2_029"], "p2.deck": ["CS2_029"] },
  });
  cardCase("EX1_339", {
    does: "not your own deck: an empty opponent deck gives nothing",
    p1: { hand: [{ card: "EX1_339", ref: "T" }], deck: deck(3) },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hand.length": 0, "p1.deck.length": 3 },
  });
});
