/**
 * Behaviour tests of the Core Death Knight cards the engine implements.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { events, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { runeCount } from "../../src/engine/hearthstone/cards/rune-costs.js";

const YETI = "CS2_182"; // 4/5
const GOLEM = "CS2_186"; // 7/7

describe("Core Death Knight", () => {
  // Death Strike: "Lifesteal. Deal $6 damage to a minion."
  cardCase("RLK_024", {
    does: "6 damage to the minion; Lifesteal restores 6 to your hero, not the enemy's",
    p1: { hand: [{ card: "RLK_024", ref: "D" }], hero: { card: "HERO_08", health: 15 } },
    p2: { board: [{ card: GOLEM, ref: "G" }, { card: YETI, ref: "Y" }], hero: { card: "HERO_01", health: 15 } },
    actions: [{ type: "play", card: "D", target: "G" }],
    expect: { "G.health": 1, "Y.health": 5, "p1.hero.health": 21, "p2.hero.health": 15, "events.heal": 1 },
  });
  cardCase("RLK_024", {
    does: "Spell Damage +1: 7 damage and 7 healed",
    p1: { hand: [{ card: "RLK_024", ref: "D" }], board: [{ card: "CS2_142" }], hero: { card: "HERO_08", health: 15 } },
    p2: { board: [{ card: GOLEM, ref: "G" }] },
    actions: [{ type: "play", card: "D", target: "G" }],
    expect: { "G.zone": "graveyard", "p1.hero.health": 22 },
  });
  cardCase("RLK_024", {
    does: "can't target a hero",
    p1: { hand: [{ card: "RLK_024", ref: "D" }] },
    actions: [{ type: "play", card: "D", target: "p2.hero" }],
    error: "illegal_action",
  });

  // Core Death Knight (part 1)
  const WISP = "CS2_231"; // 1/1 Undead
  const RAGER = "OG_248"; // Am'gam Rager, 1/5 Undead
  const FROSTBOLT = "CS2_024"; // a Frost spell
  const FIREBALL = "CS2_029"; // a Fire spell
  const dk1deck = (n: number, p = "d") => Array.from({ length: n }, (_, i) => ({ card: YETI, ref: `${p}${i}` }));

  // Body Bagger: "Battlecry: Gain a Corpse."
  cardCase("RLK_503", {
    does: "you gain exactly one Corpse, the opponent none",
    p1: { hand: [{ card: "RLK_503", ref: "B" }], corpses: 2 },
    p2: { corpses: 1 },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.corpses": 3, "p1.corpsesSpent": 0, "p2.corpses": 1, "B.zone": "board", "events.corpses": 1 },
  });

  // Chillfallen Baron: "Battlecry and Deathrattle: Draw a card."
  cardCase("RLK_708", {
    does: "Battlecry: you draw one card, the opponent none",
    p1: { hand: [{ card: "RLK_708", ref: "C" }], deck: dk1deck(3) },
    p2: { deck: dk1deck(3, "e") },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.hand.length": 1, "p1.deck.length": 2, "p2.hand.length": 0 },
  });
  cardCase("RLK_708", {
    does: "Deathrattle: its controller draws one card when it dies",
    p1: { board: [{ card: "RLK_708", ref: "C" }], deck: dk1deck(3) },
    p2: { deck: dk1deck(3, "e") },
    actions: [{ type: "destroy", target: "C" }],
    expect: { "p1.hand.length": 1, "p1.deck.length": 2, "p2.hand.length": 0, "C.zone": "graveyard" },
  });

  // Harbinger of Winter: "Deathrattle: Draw a Frost spell."
  cardCase("RLK_511", {
    does: "Deathrattle draws the Frost spell of the deck, not the Fire spell nor the minion",
    p1: { board: [{ card: "RLK_511", ref: "H" }], deck: [{ card: YETI, ref: "y" }, { card: FIREBALL, ref: "fire" }, { card: FROSTBOLT, ref: "frost" }] },
    actions: [{ type: "destroy", target: "H" }],
    expect: { "frost.zone": "hand", "fire.zone": "deck", "y.zone": "deck", "p1.hand.length": 1, "p2.hand.length": 0 },
  });
  cardCase("RLK_511", {
    does: "no Frost spell in the deck: nothing drawn, no fatigue",
    p1: { board: [{ card: "RLK_511", ref: "H" }], deck: [{ card: FIREBALL, ref: "fire" }] },
    actions: [{ type: "destroy", target: "H" }],
    expect: { "fire.zone": "deck", "p1.hand.length": 0, "events.fatigue": 0, "p1.hero.health": 30 },
  });
  cardCase("RLK_511", {
    does: "played, nothing is drawn (a Deathrattle only)",
    p1: { hand: [{ card: "RLK_511", ref: "H" }], deck: [{ card: FROSTBOLT, ref: "frost" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "frost.zone": "deck", "p1.hand.length": 0 },
  });

  // Remorseless Winter: "Deal $2 damage to all enemies. Draw a card."
  cardCase("RLK_709", {
    does: "2 damage to every enemy character, none to yours, then one draw",
    p1: { hand: [{ card: "RLK_709", ref: "R" }], board: [{ card: YETI, ref: "mine" }], deck: dk1deck(2) },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: GOLEM, ref: "G" }], deck: dk1deck(2, "e") },
    actions: [{ type: "play", card: "R" }],
    expect: { "Y.health": 3, "G.health": 5, "p2.hero.health": 28, "mine.health": 5, "p1.hero.health": 30, "p1.hand.length": 1, "p2.hand.length": 0 },
  });
  cardCase("RLK_709", {
    does: "Spell Damage +1: 3 damage each",
    p1: { hand: [{ card: "RLK_709", ref: "R" }], board: [{ card: "CS2_142" }], deck: dk1deck(1) },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "Y.health": 2, "p2.hero.health": 27, "p1.hand.length": 1 },
  });

  // Skeletal Sidekick: "Battlecry: Give a friendly Undead +2 Attack."
  cardCase("RLK_958", {
    does: "the friendly Undead chosen gets +2 Attack (Health unchanged)",
    p1: { hand: [{ card: "RLK_958", ref: "S" }], board: [{ card: RAGER, ref: "R" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "S", target: "R" }],
    expect: { "R.attack": 3, "R.health": 5, "W.attack": 1, "S.attack": 1, "R.enchantments.0.card": "RLK_958e" },
  });
  cardCase("RLK_958", {
    does: "can't target a friendly minion that is not Undead",
    p1: { hand: [{ card: "RLK_958", ref: "S" }], board: [{ card: YETI, ref: "Y" }, { card: WISP }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("RLK_958", {
    does: "can't target an enemy Undead",
    p1: { hand: [{ card: "RLK_958", ref: "S" }], board: [{ card: WISP }] },
    p2: { board: [{ card: RAGER, ref: "R" }] },
    actions: [{ type: "play", card: "S", target: "R" }],
    error: "illegal_action",
  });
  cardCase("RLK_958", {
    does: "with no friendly Undead it is played without a target and buffs nothing",
    p1: { hand: [{ card: "RLK_958", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: RAGER, ref: "R" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.zone": "board", "S.attack": 1, "Y.attack": 4, "R.attack": 1, "events.buff": 0 },
  });

  // Thassarian: "Reborn. Battlecry and Deathrattle: Deal 2 damage to a random enemy."
  describeCard("RLK_223", () => {
    cardCase("RLK_223", {
      does: "Battlecry: 2 damage to the only enemy (the hero), none to yours",
      p1: { hand: [{ card: "RLK_223", ref: "T" }], board: [{ card: YETI, ref: "mine" }] },
      actions: [{ type: "play", card: "T" }],
      expect: { "p2.hero.health": 28, "p1.hero.health": 30, "mine.health": 5, "T.health": 3 },
    });
    cardCase("RLK_223", {
      does: "Deathrattle: 2 damage to a random enemy, then Reborn brings it back with 1 Health",
      p1: { board: [{ card: "RLK_223", ref: "T" }] },
      actions: [{ type: "destroy", target: "T" }],
      expect: { "p2.hero.health": 28, "p1.hero.health": 30, "p1.board": ["RLK_223"], "p1.board.0.health": 1, "p1.board.0.tags.REBORN": 0 },
    });
    for (const seed of [1, 2, 3, 4, 5]) {
      cardCase("RLK_223", {
        does: `the random enemy is an enemy character, 2 damage in all (seed ${seed})`,
        seed,
        p1: { hand: [{ card: "RLK_223", ref: "T" }], board: [{ card: YETI, ref: "mine" }] },
        p2: { board: [{ card: YETI, ref: "Y" }] },
        actions: [{ type: "play", card: "T" }],
        check: (r) => {
          const dmg = events(r, "damage");
          expect(dmg.length).toBe(1);
          expect(dmg[0]!.amount).toBe(2);
          expect(dmg[0]!.target?.controller).toBe(2);
        },
      });
    }
  });

  // Acolyte of Death: "After a friendly Undead dies, draw a card."
  cardCase("CORE_RLK_121", {
    does: "a friendly Undead dies: one draw; a friendly non-Undead and an enemy Undead: none",
    p1: { board: [{ card: "CORE_RLK_121", ref: "A" }, { card: WISP, ref: "W" }, { card: YETI, ref: "Y" }], deck: dk1deck(3) },
    p2: { board: [{ card: WISP, ref: "E" }], deck: dk1deck(3, "e") },
    actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "Y" }, { type: "destroy", target: "E" }],
    expect: { "p1.hand.length": 1, "p1.deck.length": 2, "p2.hand.length": 0 },
  });
  cardCase("CORE_RLK_121", {
    does: "two friendly Undead die at once: two draws",
    p1: { board: [{ card: "CORE_RLK_121", ref: "A" }, { card: WISP }, { card: WISP }], deck: dk1deck(3), hand: [{ card: "CS2_062", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.hand.length": 2, "A.zone": "board" },
  });

  // Grave Strength: "Give your minions +1 Attack. Spend 5 Corpses to give them +3 instead."
  cardCase("RLK_707", {
    does: "with 4 Corpses: your minions +1 Attack, enemies untouched, no Corpse spent",
    p1: { hand: [{ card: "RLK_707", ref: "G" }], board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }], corpses: 4 },
    p2: { board: [{ card: YETI, ref: "E" }], corpses: 9 },
    actions: [{ type: "play", card: "G" }],
    expect: { "A.attack": 5, "A.health": 5, "B.attack": 2, "E.attack": 4, "p1.corpses": 4, "p2.corpses": 9, "A.enchantments.0.card": "RLK_707e" },
  });
  cardCase("RLK_707", {
    does: "with 6 Corpses: spends 5 of yours and gives +3 Attack instead (not +4)",
    p1: { hand: [{ card: "RLK_707", ref: "G" }], board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }], corpses: 6 },
    p2: { board: [{ card: YETI, ref: "E" }], corpses: 9 },
    actions: [{ type: "play", card: "G" }],
    expect: { "A.attack": 7, "B.attack": 4, "E.attack": 4, "p1.corpses": 1, "p1.corpsesSpent": 5, "p2.corpses": 9, "A.enchantments.length": 1, "A.enchantments.0.card": "RLK_707e2" },
  });

  // Blood Tap: "Give all minions in your hand +1/+1. Spend 2 Corpses to give them +1/+1 more."
  cardCase("CORE_RLK_712", {
    does: "with 1 Corpse: each minion in your hand +1/+1; spells in hand and the opponent's hand untouched",
    p1: { hand: [{ card: "CORE_RLK_712", ref: "B" }, { card: YETI, ref: "Y" }, { card: WISP, ref: "W" }, { card: FIREBALL, ref: "F" }], corpses: 1 },
    p2: { hand: [{ card: YETI, ref: "E" }], corpses: 5 },
    actions: [{ type: "play", card: "B" }],
    expect: { "Y.attack": 5, "Y.health": 6, "W.attack": 2, "W.health": 2, "F.cost": 4, "E.attack": 4, "E.health": 5, "p1.corpses": 1, "p2.corpses": 5 },
  });
  cardCase("CORE_RLK_712", {
    does: "with 3 Corpses: spends 2 of yours and gives +2/+2 in all",
    p1: { hand: [{ card: "CORE_RLK_712", ref: "B" }, { card: YETI, ref: "Y" }], board: [{ card: WISP, ref: "onboard" }], corpses: 3 },
    p2: { corpses: 5 },
    actions: [{ type: "play", card: "B" }],
    expect: { "Y.attack": 6, "Y.health": 7, "onboard.attack": 1, "p1.corpses": 1, "p1.corpsesSpent": 2, "p2.corpses": 5, "Y.enchantments.length": 2 },
  });

  // Stitched Giant: "Costs (1) less for each Corpse you've spent this game."
  cardCase("RLK_744", {
    does: "9 Corpses spent this game: costs 0 and plays with no mana; Corpses you have or the opponent spent don't count",
    p1: { hand: [{ card: "RLK_744", ref: "G" }], corpses: 3, corpsesSpent: 9, mana: { crystals: 0 } },
    p2: { corpsesSpent: 4 },
    actions: [{ type: "play", card: "G" }],
    expect: { "G.zone": "board", "G.attack": 8, "G.health": 8 },
  });
  cardCase("RLK_744", {
    does: "3 Corpses spent: costs 6 (5 mana is not enough)",
    p1: { hand: [{ card: "RLK_744", ref: "G" }], corpses: 5, corpsesSpent: 3, mana: { crystals: 5 } },
    p2: { corpsesSpent: 9 },
    actions: [{ type: "play", card: "G" }],
    error: "illegal_action",
  });
  cardCase("RLK_744", {
    does: "spending Corpses makes it cheaper at once: Grave Strength spends 5, the Giant then costs 4",
    p1: { hand: [{ card: "RLK_707", ref: "S" }, { card: "RLK_744", ref: "G" }], corpses: 5, mana: { crystals: 8 } },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "G" }],
    expect: { "G.zone": "board", "p1.corpses": 0, "p1.mana.used": 8 },
  });

  // Anti-Magic Shell: "Give your minions +1/+1 and Elusive."
  cardCase("RLK_048", {
    does: "your minions get +1/+1 and can't be targeted by spells or Hero Powers; the enemy's don't",
    p1: { hand: [{ card: "RLK_048", ref: "S" }], board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "S" }],
    expect: {
      "A.attack": 5, "A.health": 6, "B.attack": 2, "B.health": 2, "E.attack": 4, "E.health": 5,
      "A.seen.CANT_BE_TARGETED_BY_SPELLS": 1, "A.seen.CANT_BE_TARGETED_BY_HERO_POWERS": 1, "E.seen.CANT_BE_TARGETED_BY_SPELLS": undefined,
    },
  });
  cardCase("RLK_048", {
    does: "after it, a spell can't target your minion",
    p1: { hand: [{ card: "RLK_048", ref: "S" }, { card: FROSTBOLT, ref: "F" }], board: [{ card: YETI, ref: "A" }] },
    actions: [{ type: "play", card: "S" }, { type: "play", card: "F", target: "A" }],
    error: "illegal_action",
  });
  cardCase("RLK_048", {
    does: "after it, the opponent's Hero Power can't target your minion",
    p1: { hand: [{ card: "RLK_048", ref: "S" }], board: [{ card: YETI, ref: "A" }] },
    p2: { hero: { card: "HERO_08" }, heroPower: { card: "HERO_08bp" } },
    actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "heroPower", target: "A" }],
    error: "illegal_action",
  });

  // Asphyxiate: "Destroy the highest Attack enemy minion."
  cardCase("CORE_RLK_087", {
    does: "destroys the enemy minion with the highest Attack, not your stronger one nor the enemy's other",
    p1: { hand: [{ card: "CORE_RLK_087", ref: "A" }], board: [{ card: GOLEM, ref: "mine" }] },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: RAGER, ref: "R" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "Y.zone": "graveyard", "R.zone": "board", "mine.zone": "board", "events.death": 1 },
  });
  for (const seed of [1, 2, 3, 4]) {
    cardCase("CORE_RLK_087", {
      does: `a tie for the highest Attack: exactly one of them, never the lower one (seed ${seed})`,
      seed,
      p1: { hand: [{ card: "CORE_RLK_087", ref: "A" }] },
      p2: { board: [{ card: YETI, ref: "Y1" }, { card: WISP, ref: "W" }, { card: YETI, ref: "Y2" }] },
      actions: [{ type: "play", card: "A" }],
      expect: { "W.zone": "board", "p2.board.length": 2, "events.death": 1 },
    });
  }
  cardCase("CORE_RLK_087", {
    does: "with no enemy minion it destroys nothing (your minions spared)",
    p1: { hand: [{ card: "CORE_RLK_087", ref: "A" }], board: [{ card: YETI, ref: "mine" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "mine.zone": "board", "A.zone": "graveyard", "events.death": 0 },
  });

  // Gnome Muncher: "Taunt, Lifesteal. At the end of your turn, attack the lowest Health enemy."
  cardCase("RLK_720", {
    does: "at your turn's end it attacks the lowest Health enemy (the Wisp, not the Yeti nor the hero), its Lifesteal heals your hero 5",
    p1: { board: [{ card: "RLK_720", ref: "M" }], hero: { card: "HERO_08", health: 20 } },
    p2: { board: [{ card: YETI, ref: "Y" }, { card: WISP, ref: "W" }], deck: dk1deck(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "W.zone": "graveyard", "Y.health": 5, "M.health": 5, "p2.hero.health": 30, "p1.hero.health": 25, "M.seen.TAUNT": 1, "M.seen.LIFESTEAL": 1 },
  });
  cardCase("RLK_720", {
    does: "Health, not Armor: a hero at 3 Health with 10 Armor is the lowest and is attacked (the Armor takes the 5)",
    p1: { board: [{ card: "RLK_720", ref: "M" }] },
    p2: { board: [{ card: YETI, ref: "Y" }], hero: { card: "HERO_01", health: 3, armor: 10 }, deck: dk1deck(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "p2.hero.health": 3, "p2.hero.armor": 5, "Y.health": 5, "M.health": 6 },
  });
  cardCase("RLK_720", {
    does: "never attacks a friendly character: your damaged Wisp is spared, the enemy hero is attacked",
    p1: { board: [{ card: "RLK_720", ref: "M" }, { card: WISP, ref: "W" }], hero: { card: "HERO_08", health: 2 } },
    p2: { deck: dk1deck(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "W.zone": "board", "p2.hero.health": 25, "p1.hero.health": 7 },
  });
  cardCase("RLK_720", {
    does: "not at the end of the opponent's turn",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "RLK_720", ref: "M" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "endTurn" }],
    expect: { "W.zone": "board", "M.health": 6, "events.attack": 0 },
  });
  for (const seed of [1, 2, 3]) {
    cardCase("RLK_720", {
      does: `a tie for the lowest Health: exactly one of them is attacked (seed ${seed})`,
      seed,
      p1: { board: [{ card: "RLK_720", ref: "M" }] },
      p2: { board: [{ card: WISP }, { card: YETI, ref: "Y" }, { card: WISP }], deck: dk1deck(1, "e") },
      actions: [{ type: "endTurn" }],
      expect: { "p2.board.length": 2, "Y.health": 5, "M.health": 5, "p2.hero.health": 30 },
    });
  }

  // Deathbringer Saurfang: "Taunt. Deathrattle: Return this to your hand. It costs Health instead of Mana."
  cardCase("RLK_082", {
    does: "dies (a Corpse), comes back to your hand costing Health; not to the opponent's hand",
    p1: { board: [{ card: "RLK_082", ref: "S" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "S.zone": "hand", "p1.hand.length": 1, "p2.hand.length": 0, "p1.corpses": 1, "S.enchantments.0.grants": ["CARD_COSTS_HEALTH"], "S.cost": 5 },
  });
  cardCase("RLK_082", {
    does: "played back: its 5 come off your hero's Health, no mana spent, no damage event",
    p1: { board: [{ card: "RLK_082", ref: "S" }], mana: { crystals: 10 } },
    actions: [{ type: "destroy", target: "S" }, { type: "play", card: "S" }],
    expect: { "S.zone": "board", "p1.hero.health": 25, "p1.mana.used": 0, "events.damage": 0, "events.health-set": 1 },
  });
  cardCase("RLK_082", {
    does: "paying Health ignores Armor and Immune, and it can be played with no mana",
    p1: { board: [{ card: "RLK_082", ref: "S" }], mana: { crystals: 0 }, hero: { card: "HERO_08", health: 6, armor: 4, tags: { IMMUNE: 1 } } },
    actions: [{ type: "destroy", target: "S" }, { type: "play", card: "S" }],
    expect: { "S.zone": "board", "p1.hero.health": 1, "p1.hero.armor": 4 },
  });
  cardCase("RLK_082", {
    does: "your hero's Health must be more than the cost: at 5 Health it can't be played (Armor doesn't help)",
    p1: { board: [{ card: "RLK_082", ref: "S" }], hero: { card: "HERO_08", health: 5, armor: 10 } },
    actions: [{ type: "destroy", target: "S" }, { type: "play", card: "S" }],
    error: "illegal_action",
  });
  cardCase("RLK_082", {
    does: "played from hand the first time it costs mana as usual",
    p1: { hand: [{ card: "RLK_082", ref: "S" }], mana: { crystals: 10 } },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.zone": "board", "p1.hero.health": 30, "p1.mana.used": 5, "S.seen.TAUNT": 1 },
  });
  cardCase("RLK_082", {
    does: "a snapshot's Saurfang in hand with the state (an anonymous enchantment granting CARD_COSTS_HEALTH) costs Health",
    p1: { hand: [{ card: "RLK_082", ref: "S", enchantments: [{ grants: ["CARD_COSTS_HEALTH"] }] }], mana: { crystals: 2 } },
    actions: [{ type: "play", card: "S" }],
    expect: { "S.zone": "board", "p1.hero.health": 25, "p1.mana.used": 0 },
  });
  cardCase("RLK_082", {
    does: "a full hand: it stays in the graveyard",
    p1: { board: [{ card: "RLK_082", ref: "S" }], hand: Array.from({ length: 10 }, () => ({ card: WISP })) },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "S.zone": "graveyard", "p1.hand.length": 10 },
  });
  cardCase("RLK_082", {
    does: "silenced, it does not come back",
    p1: { board: [{ card: "RLK_082", ref: "S" }] },
    actions: [{ type: "cast", card: "EX1_332", target: "S" }, { type: "destroy", target: "S" }],
    expect: { "S.zone": "graveyard", "p1.hand.length": 0 },
  });
  cardCase("RLK_082", {
    does: "it comes back each time it dies: killed again after being replayed, back in hand again",
    p1: { board: [{ card: "RLK_082", ref: "S" }] },
    actions: [{ type: "destroy", target: "S" }, { type: "play", card: "S" }, { type: "destroy", target: "S" }],
    expect: { "S.zone": "hand", "p1.hero.health": 25, "p1.corpses": 2, "S.enchantments.0.grants": ["CARD_COSTS_HEALTH"] },
  });

  // A client's own cards using "costs Health instead of Mana" (the tag CARD_COSTS_HEALTH, own or granted by returnToHand).
  describeCard("RLK_082", () => {
    cardCase("RLK_082", {
      does: "a client minion with the tag itself costs Health; a client spell returns a minion that then costs Health",
      cards: [
        { id: "MY_BLOOD_TREANT", type: "MINION", cost: 3, attack: 3, health: 3, tags: { CARD_COSTS_HEALTH: 1 } },
        { id: "MY_BLOOD_RECALL", type: "SPELL", cost: 1, target: { type: "minion", side: "friendly" },
          spell: [{ type: "returnToHand", to: "target", grants: ["CARD_COSTS_HEALTH"] }] },
      ],
      p1: { hand: [{ card: "MY_BLOOD_TREANT", ref: "T" }, { card: "MY_BLOOD_RECALL", ref: "R" }], board: [{ card: YETI, ref: "Y" }], mana: { crystals: 1 } },
      actions: [{ type: "play", card: "T" }, { type: "play", card: "R", target: "Y" }, { type: "play", card: "Y" }],
      expect: { "T.zone": "board", "Y.zone": "board", "p1.hero.health": 23, "p1.mana.used": 1 },
    });
  });

  // Army of the Dead: "Raise up to 5 Corpses as 2/2 Risen Ghouls with Rush."
  cardCase("RLK_060", {
    does: "with 7 Corpses: spends 5 of yours and summons five 2/2 Rush Risen Ghouls for you",
    p1: { hand: [{ card: "RLK_060", ref: "A" }], corpses: 7 },
    p2: { corpses: 4 },
    actions: [{ type: "play", card: "A" }],
    expect: {
      "p1.board": ["RLK_008t", "RLK_008t", "RLK_008t", "RLK_008t", "RLK_008t"], "p2.board": [],
      "p1.board.0.attack": 2, "p1.board.0.health": 2, "p1.board.4.seen.RUSH": 1, "p1.corpses": 2, "p1.corpsesSpent": 5, "p2.corpses": 4,
    },
  });
  cardCase("RLK_060", {
    does: "with 3 Corpses: all 3 spent, three Ghouls",
    p1: { hand: [{ card: "RLK_060", ref: "A" }], corpses: 3 },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.board.length": 3, "p1.corpses": 0, "p1.corpsesSpent": 3 },
  });
  cardCase("RLK_060", {
    does: "only what fits is raised: 5 minions on your board, 6 Corpses: 2 spent, 2 Ghouls",
    p1: { hand: [{ card: "RLK_060", ref: "A" }], board: Array.from({ length: 5 }, () => ({ card: YETI })), corpses: 6 },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.board.length": 7, "p1.board.6.card": "RLK_008t", "p1.board.4.card": YETI, "p1.corpses": 4, "p1.corpsesSpent": 2 },
    check: (r) => expect(events(r, "summon").length).toBe(2),
  });
  cardCase("RLK_060", {
    does: "with no Corpse: nothing spent, nothing summoned",
    p1: { hand: [{ card: "RLK_060", ref: "A" }] },
    p2: { corpses: 5 },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.board.length": 0, "p2.corpses": 5, "events.summon": 0, "A.zone": "graveyard" },
  });
  cardCase("RLK_060", {
    does: "a full board: it can't be played",
    p1: { hand: [{ card: "RLK_060", ref: "A" }], board: Array.from({ length: 7 }, () => ({ card: WISP })), corpses: 5 },
    actions: [{ type: "play", card: "A" }],
    error: "illegal_action",
  });
  cardCase("RLK_060", {
    does: "the Risen Ghouls leave no Corpse when they die",
    p1: { hand: [{ card: "RLK_060", ref: "A" }, { card: "CS2_062", ref: "H" }], corpses: 2 },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "H" }],
    expect: { "p1.board.length": 0, "p1.corpses": 0, "events.death": 2 },
  });

  // Battlefield Necromancer: "At the end of your turn, raise a Corpse as a 1/3 Risen Footman with Taunt."
  cardCase("RLK_061", {
    does: "at your turn's end: one of your Corpses becomes a 1/3 Taunt Risen Footman on your side",
    p1: { board: [{ card: "RLK_061", ref: "N" }], corpses: 3 },
    p2: { corpses: 2, deck: dk1deck(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board": ["RLK_061", "RLK_061t"], "p1.board.1.attack": 1, "p1.board.1.health": 3, "p1.board.1.seen.TAUNT": 1, "p1.corpses": 2, "p2.corpses": 2, "p2.board": [] },
  });
  cardCase("RLK_061", {
    does: "no Corpse: nothing; the opponent's Corpses are not used",
    p1: { board: [{ card: "RLK_061", ref: "N" }] },
    p2: { corpses: 4, deck: dk1deck(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board": ["RLK_061"], "p2.corpses": 4, "events.summon": 0 },
  });
  cardCase("RLK_061", {
    does: "not at the end of the opponent's turn",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "RLK_061", ref: "N" }], corpses: 3, deck: dk1deck(1) },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board": ["RLK_061"], "p1.corpses": 3 },
  });
  cardCase("RLK_061", {
    does: "a full board: no Corpse is spent",
    p1: { board: [{ card: "RLK_061", ref: "N" }, ...Array.from({ length: 6 }, () => ({ card: WISP }))], corpses: 3 },
    p2: { deck: dk1deck(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "p1.board.length": 7, "p1.corpses": 3, "events.summon": 0 },
  });

  // A client's card reading the amount `space` (free places on a board), with a Corpse spend capped by it.
  describeCard("RLK_060", () => {
    cardCase("RLK_060", {
      does: "a client spell summons a Wisp for each empty space on your board, and raises what fits",
      cards: [
        { id: "MY_FILL", type: "SPELL", cost: 1, spell: [{ type: "summon", card: WISP, count: { space: "friendly-board" } }] },
        { id: "MY_RAISE", type: "SPELL", cost: 1, spell: [{ type: "spendCorpses", upTo: { space: "friendly-board", max: 3 }, do: [{ type: "summon", card: "RLK_061t", count: { corpses: "spentNow" } }] }] },
      ],
      p1: { hand: [{ card: "MY_RAISE", ref: "R" }, { card: "MY_FILL", ref: "F" }], board: Array.from({ length: 5 }, () => ({ card: YETI })), corpses: 9 },
      p2: { board: [{ card: YETI }] },
      actions: [{ type: "play", card: "R" }],
      expect: { "p1.board.length": 7, "p1.corpses": 7, "p2.board.length": 1 },
    });
    cardCase("RLK_060", {
      does: "the client's fill spell: four free places, four Wisps",
      cards: [{ id: "MY_FILL", type: "SPELL", cost: 1, spell: [{ type: "summon", card: WISP, count: { space: "friendly-board" } }] }],
      p1: { hand: [{ card: "MY_FILL", ref: "F" }], board: [{ card: YETI }, { card: YETI }, { card: YETI }] },
      actions: [{ type: "play", card: "F" }],
      expect: { "p1.board.length": 7, "events.summon": 4 },
    });
  });
});

// Core Death Knight (part 2)
describe("Core Death Knight (part 2)", () => {

  // Falric: "You gain twice as many Corpses as normal. Battlecry: Draw a card that spends Corpses."
  cardCase("CORE_EDR_003", {
    does: "draws the one card of the deck that spends Corpses (Defrost), not the others",
    p1: { hand: [{ card: "CORE_EDR_003", ref: "F" }], deck: [{ card: "CS2_231" }, { card: "LEG_RLK_101", ref: "D" }, { card: "RLK_057" }, { card: "CS2_182" }] },
    p2: { deck: [{ card: "LEG_RLK_101", ref: "E" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "D.zone": "hand", "p1.hand.length": 1, "p1.deck.length": 3, "E.zone": "deck" },
  });
  cardCase("CORE_EDR_003", {
    does: "no card that spends Corpses: nothing drawn, no fatigue",
    p1: { hand: [{ card: "CORE_EDR_003", ref: "F" }], deck: [{ card: "CS2_231" }, { card: "RLK_057" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "p1.hand.length": 0, "p1.deck.length": 2, "p1.hero.health": 30, "events.draw": 0 },
  });
  cardCase("CORE_EDR_003", {
    does: "while it is in play your Corpses come twice: a friendly death gives 2, Plagued Grain's 4 give 8; the opponent's stay single",
    p1: { board: [{ card: "CORE_EDR_003", ref: "F" }, { card: "CS2_231", ref: "W" }], hand: [{ card: "LEG_RLK_039", ref: "G" }] },
    p2: { board: [{ card: "CS2_231", ref: "X" }] },
    actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "X" }, { type: "play", card: "G" }],
    expect: { "p1.corpses": 2 + 8, "p2.corpses": 1 },
  });
  cardCase("CORE_EDR_003", {
    does: "silenced, its Corpses come singly again",
    p1: { board: [{ card: "CORE_EDR_003", ref: "F", tags: { SILENCED: 1 } }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "destroy", target: "W" }],
    expect: { "p1.corpses": 1 },
  });

  // Poison Breath: "Give a friendly Undead Poisonous."
  cardCase("CORE_EDR_002", {
    does: "your Undead gets Poisonous (CORE_EDR_002e)",
    p1: { hand: [{ card: "CORE_EDR_002", ref: "P" }], board: [{ card: "CORE_RLK_745", ref: "U" }] },
    actions: [{ type: "play", card: "P", target: "U" }],
    expect: { "U.seen.POISONOUS": 1, "U.enchantments.0.card": "CORE_EDR_002e" },
  });
  cardCase("CORE_EDR_002", {
    does: "not an enemy Undead",
    p1: { hand: [{ card: "CORE_EDR_002", ref: "P" }] },
    p2: { board: [{ card: "CORE_RLK_745", ref: "U" }] },
    actions: [{ type: "play", card: "P", target: "U" }],
    error: "illegal_action",
  });
  cardCase("CORE_EDR_002", {
    does: "not a friendly minion that is not Undead",
    p1: { hand: [{ card: "CORE_EDR_002", ref: "P" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    error: "illegal_action",
  });

});

// Frost Strike: "Deal $3 damage to a minion. If it dies, Discover a Frost Rune card." (rune costs: rules-notes 358)
const frostRuneCheck = (ids: string[], self: string) => {
  for (const id of ids) {
    expect(runeCount(id, "frost", findCard(id)?.sameAs)).toBeGreaterThan(0);
    expect(findCard(id)!.cardClass).toBe("DEATHKNIGHT");
    expect(id).not.toBe(self);
  }
};
cardCase("RLK_025", {
  does: "3 damage to a minion that survives it: no Discover",
  p1: { hero: { card: "HERO_11" }, hand: [{ card: "RLK_025", ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "F", target: "Y" }],
  expect: { "Y.health": 2, "p1.hand.length": 0, "events.discover": 0 },
});
describeCard("RLK_025", () => {
  it("the minion dies: three Frost Rune cards (Death Knight cards with a Frost rune, never Frost Strike) are offered, the one taken goes to hand (every seed)", () => {
    for (const seed of [1, 2, 3]) {
      const r = run({ seed, choices: [1], state: { turn: 5, activePlayer: 1, players: [
        { hero: { card: "HERO_11" }, mana: { crystals: 10 }, hand: [{ card: "RLK_025", ref: "F" }] }, { board: [{ card: "CS2_172", ref: "R" }] }] },
        actions: [{ type: "play", card: "F", target: "R" }] });
      const offered = events(r, "discover")[0]!.options as string[];
      expect(offered).toHaveLength(3);
      frostRuneCheck(offered, "RLK_025");
      expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[1]]);
      expect(r.state.players[1]!.board).toHaveLength(0);
    }
  });
  it("a Mage's Frost Strike (no Mage card has a rune): the discovering card's own class is used (5.1), still Frost Rune cards", () => {
    const r = run({ seed: 2, choices: [0], state: { turn: 5, activePlayer: 1, players: [
      { hero: { card: "HERO_08" }, mana: { crystals: 10 }, hand: [{ card: "RLK_025", ref: "F" }] }, { board: [{ card: "CS2_172", ref: "R" }] }] },
      actions: [{ type: "play", card: "F", target: "R" }] });
    const offered = events(r, "discover")[0]!.options as string[];
    expect(offered).toHaveLength(3);
    frostRuneCheck(offered, "RLK_025");
  });
});
// The pool field `rune` as a client sends it: "Get a random Unholy Rune card."
cardCase("RLK_025", {
  does: "a client's card with a `rune` pool: the card got has an Unholy rune (the game's rune costs)",
  cards: [{ id: "MY_GRAVEDIGGER", type: "SPELL", cost: 1, spell: [{ type: "addCard", pool: { type: "CARD", rune: "unholy" } }] }],
  p1: { hand: [{ card: "MY_GRAVEDIGGER", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.hand.length": 1 },
  check: (r) => {
    const id = r.state.players[0]!.hand[0]!.card;
    expect(runeCount(id, "unholy", findCard(id)?.sameAs)).toBeGreaterThan(0);
  },
});
