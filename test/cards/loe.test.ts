/**
 * Behaviour tests of the League of Explorers (LOE) cards: one case per behaviour of each card's text.
 */
import { describe, expect, it } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, nodes, player, request, run, triggerOrder } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

describe("LOE", () => {
  // Brann Bronzebeard: "Your Battlecries trigger twice."
  cardCase("LOE_077", {
    does: "your Battlecry resolves twice (Nightblade: 3 damage to the enemy hero, twice)",
    p1: { board: [{ card: "LOE_077" }], hand: [{ card: "EX1_593", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p2.hero.health": 24, "p1.hero.health": 30, "events.damage": 2 },
  });
  cardCase("LOE_077", {
    does: "not the opponent's Battlecries",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "LOE_077" }] },
    p2: { hand: [{ card: "EX1_593", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p1.hero.health": 27 },
  });
  cardCase("LOE_077", {
    does: "from the hand, nothing",
    p1: { hand: [{ card: "LOE_077" }, { card: "EX1_593", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "p2.hero.health": 27 },
  });
  cardCase("LOE_077", {
    does: "a targeted Battlecry hits the same target twice (Elven Archer)",
    p1: { board: [{ card: "LOE_077" }], hand: [{ card: "CS2_189", ref: "EA" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "EA", target: "Y" }],
    expect: { "Y.health": 3, "p2.hero.health": 30 },
  });

  // Cursed Blade: "Double all damage dealt to your hero."
  cardCase("LOE_118", {
    does: "damage to your hero is doubled (Fireball: 12); the enemy hero and your minions take what is dealt",
    state: { activePlayer: 2 },
    p1: { weapon: { card: "LOE_118" }, board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_029", ref: "F2" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }, { type: "play", card: "F2", target: "Y" }],
    expect: { "p1.hero.health": 18, "Y.zone": "graveyard" },
    check: (r) => expect(events(r, "damage").map((e) => e.amount)).toEqual([12, 6]),
  });
  cardCase("LOE_118", {
    does: "the doubled damage goes on Armor first; the enemy hero is not doubled",
    p1: { hero: { card: "HERO_01", armor: 5 }, weapon: { card: "LOE_118" } },
    actions: [{ type: "damage", target: "p1.hero", amount: 3 }, { type: "damage", target: "p2.hero", amount: 3 }],
    expect: { "p1.hero.health": 29, "p1.hero.armor": 0, "p2.hero.health": 27 },
  });
  cardCase("LOE_118", {
    does: "attacking with it, the defender's damage to your hero is doubled too",
    p1: { weapon: { card: "LOE_118" } },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "E" }],
    expect: { "p1.hero.health": 22, "E.health": 3 },
  });
  cardCase("LOE_118", {
    does: "once the weapon is gone, no more doubling",
    p1: { weapon: { card: "LOE_118", ref: "CB" } },
    actions: [{ type: "destroy", target: "CB" }, { type: "damage", target: "p1.hero", amount: 3 }],
    expect: { "p1.hero.health": 27 },
  });

  // Naga Sea Witch: "Your cards cost (5)."
  cardCase("LOE_038", {
    does: "every card in your hand costs 5, cheaper and dearer alike; the opponent's cards do not",
    p1: { board: [{ card: "LOE_038" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }, { card: "EX1_279", ref: "PB" }] },
    p2: { hand: [{ card: "CS2_182", ref: "E" }], board: [{ card: "CS2_231", ref: "EW" }] },
    actions: [{ type: "destroy", target: "EW" }],
    expect: { "W.cost": 5, "Y.cost": 5, "F.cost": 5, "PB.cost": 5, "E.cost": 4 },
  });
  cardCase("LOE_038", {
    does: "a card played under it costs 5 mana",
    p1: { board: [{ card: "LOE_038" }], hand: [{ card: "EX1_279", ref: "PB" }] },
    actions: [{ type: "play", card: "PB", target: "p2.hero" }],
    expect: { "p1.mana.used": 5, "p2.hero.health": 20 },
  });
  cardCase("LOE_038", {
    does: "only in play: from the hand it does nothing, and its death ends it",
    p1: { board: [{ card: "LOE_038", ref: "N" }], hand: [{ card: "LOE_038", ref: "N2" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "destroy", target: "N" }],
    expect: { "Y.cost": 4, "N2.cost": 8 },
  });

  // Rumbling Elemental: "After you play a Battlecry minion, deal 2 damage to a random enemy."
  describeCard("LOE_016", () => {
    it("Rumbling Elemental: after you play a Battlecry minion, 2 damage to a random enemy", () => {
      const r = run(request([player({ board: [{ card: "LOE_016" }], hand: [{ card: "EX1_015", ref: "NE" }, { card: "CS2_231", ref: "W" }] }), player()],
        [{ type: "play", card: "NE" }, { type: "play", card: "W" }]));
      expect(r.state.players[1].hero.health).toBe(28);
    });
  });
  cardCase("LOE_016", {
    does: "the 2 damage goes to a random enemy character only (recorded), after the Battlecry",
    p1: { board: [{ card: "LOE_016", ref: "RE" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "EX1_015", ref: "NE" }], deck: [{ card: "CS2_231", ref: "D" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "NE" }],
    expect: { "Y.health": 5, "p1.hero.health": 30, "D.zone": "hand" },
    check: (r) => {
      const d = r.random.find((x) => x.by?.ref === "RE")!;
      expect(d.candidates.map((c) => (typeof c === "string" ? c : c.controller))).toEqual([2, 2]);
      const [hit] = events(r, "damage");
      expect([hit!.amount, hit!.target!.controller]).toEqual([2, 2]);
    },
  });
  cardCase("LOE_016", {
    does: "not for the opponent's Battlecry minions, nor for a Battlecry minion summoned without being played",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "LOE_016" }] },
    p2: { hand: [{ card: "EX1_015", ref: "NE" }], deck: [{ card: "CS2_231", ref: "D" }] },
    actions: [{ type: "play", card: "NE" }, { type: "summon", card: "EX1_015", player: 1 }],
    expect: { "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 0 },
  });

  // Djinni of Zephyrs: "After you cast a spell on another friendly minion, cast a copy of it on this one."
  describeCard("LOE_053", () => {
    it("3.3 例如: Demonfire on a friendly Demon gives it +2/+2; the Djinni's copy, on a non-Demon, deals it 2 damage", () => {
      const r = run(request([player({ board: [{ card: "CS2_065", ref: "V" }, { card: "LOE_053", ref: "D" }], hand: [{ card: "EX1_596", ref: "DF" }] }), player()],
        [{ type: "play", card: "DF", target: "V" }]));
      expect(at(r.state, "V")).toMatchObject({ attack: 3, health: 5 });
      expect(at(r.state, "D")).toMatchObject({ attack: 4, health: 4, maxHealth: 6 });
      expect(triggerOrder(r, ["D"])).toEqual(["D"]);
      // It resolves in the after-play step (2.3 完成阶段 b), not as a cast: no second play sequence.
      const step = nodes(r, "step").find((s) => s.name === "spell-copy")!;
      expect(step).toBeDefined();
      expect(nodes(r, "sequence")).toHaveLength(1);
    });

    it("the copy gets Spell Damage and the spell's Overload again", () => {
      const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "LOE_053", ref: "D" }, { card: "CS2_142", ref: "KG" }], hand: [{ card: "EX1_238", ref: "LB" }] }), player()],
        [{ type: "play", card: "LB", target: "Y" }]));
      expect(at(r.state, "Y").health).toBe(1);
      expect(at(r.state, "D").health).toBe(2);
      expect(r.state.players[0].mana.overloadOwed).toBe(2);
    });

    it("not for a spell on itself, on an enemy minion, or for the opponent's spell", () => {
      const own = run(request([player({ board: [{ card: "LOE_053", ref: "D" }], hand: [{ card: "EX1_596", ref: "DF" }] }), player()], [{ type: "play", card: "DF", target: "D" }]));
      expect(triggerOrder(own, ["D"])).toEqual([]);
      expect(at(own.state, "D").health).toBe(4);
      const enemy = run(request([player({ board: [{ card: "LOE_053", ref: "D" }], hand: [{ card: "EX1_596", ref: "DF" }] }), player({ board: [{ card: "CS2_182", ref: "E" }] })],
        [{ type: "play", card: "DF", target: "E" }]));
      expect(triggerOrder(enemy, ["D"])).toEqual([]);
    });

    it("5.3 例如: the spell's target is read in the after-play step — a minion the spell stole is friendly by then, so it triggers", () => {
      // The rulebook's example is Potion of Madness; Shadow Madness is the same text for minions with 3 or less Attack.
      const r = run(request([player({ board: [{ card: "LOE_053", ref: "D" }], hand: [{ card: "EX1_334", ref: "SM" }] }), player({ board: [{ card: "CS2_120", ref: "E" }] })],
        [{ type: "play", card: "SM", target: "E" }]));
      expect(at(r.state, "E").player).toBe(1);
      expect(triggerOrder(r, ["D"])).toEqual(["D"]);
      // The copy's control change does nothing to a minion you already control.
      expect(at(r.state, "D").player).toBe(1);
    });
  });
  cardCase("LOE_053", {
    does: "not for a spell without a target (Arcane Explosion)",
    p1: { board: [{ card: "LOE_053", ref: "D" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_025", ref: "AE" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "AE" }],
    expect: { "D.health": 6, "E.health": 4 },
    check: (r) => expect(triggerOrder(r, ["D"])).toEqual([]),
  });

  // Mounted Raptor: "Deathrattle: Summon a random 1-Cost minion."
  cardCase("LOE_050", {
    does: "when it dies a random 1-Cost minion is summoned for its owner",
    p1: { board: [{ card: "LOE_050", ref: "MR" }] },
    actions: [{ type: "destroy", target: "MR" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(1);
      expect(findCard(b[0]!.card)).toMatchObject({ type: "MINION", cost: 1 });
      expect(r.state.players[1]!.board).toHaveLength(0);
    },
  });

  // Huge Toad: "Deathrattle: Deal 1 damage to a random enemy."
  cardCase("LOE_046", {
    does: "when it dies 1 damage to an enemy (only the enemy hero there); its own side untouched",
    p1: { board: [{ card: "LOE_046", ref: "HT" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "destroy", target: "HT" }],
    expect: { "p2.hero.health": 29, "p1.hero.health": 30, "Y.health": 5 },
  });

  // Anubisath Sentinel: "Deathrattle: Give a random friendly minion +3/+3."
  cardCase("LOE_061", {
    does: "its owner's other minion gets +3/+3; the enemy's does not",
    p1: { board: [{ card: "LOE_061", ref: "AS" }, { card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "destroy", target: "AS" }],
    expect: { "W.attack": 4, "W.health": 4, "E.attack": 1 },
  });
  cardCase("LOE_061", {
    does: "with no other friendly minion, nothing",
    p1: { board: [{ card: "LOE_061", ref: "AS" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "destroy", target: "AS" }],
    expect: { "E.attack": 1, "E.health": 1 },
  });

  // Tomb Pillager: "Deathrattle: Get a Coin."
  cardCase("LOE_012", {
    does: "when it dies its owner gets The Coin",
    p1: { board: [{ card: "LOE_012", ref: "TP" }] },
    actions: [{ type: "destroy", target: "TP" }],
    expect: { "p1.hand": ["GAME_005"], "p2.hand": [] },
  });

  // Wobbling Runts: "Deathrattle: Summon three 2/2 Runts."
  cardCase("LOE_089", {
    does: "when it dies three 2/2 Runts take its place for its owner",
    p1: { board: [{ card: "LOE_089", ref: "WR" }] },
    actions: [{ type: "destroy", target: "WR" }],
    expect: { "p1.board": ["LOE_089t", "LOE_089t2", "LOE_089t3"], "p1.board.0.attack": 2, "p1.board.2.health": 2, "p2.board": [] },
  });

  // Obsidian Destroyer: "At the end of your turn, summon a 1/1 Scarab with Taunt."
  cardCase("LOE_009", {
    does: "at the end of your turn a 1/1 Taunt Scarab comes; not at the end of the opponent's",
    p1: { board: [{ card: "LOE_009" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
    p2: { deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.board": ["LOE_009", "LOE_009t"], "p1.board.1.attack": 1, "p1.board.1.seen.TAUNT": 1, "p2.board": [] },
  });

  // Reliquary Seeker: "Battlecry: If you have 6 other minions, gain +4/+4."
  cardCase("LOE_116", {
    does: "with 6 other minions: 5/5",
    p1: { board: Array.from({ length: 6 }, () => ({ card: "CS2_231" })), hand: [{ card: "LOE_116", ref: "RS" }] },
    actions: [{ type: "play", card: "RS" }],
    expect: { "RS.attack": 5, "RS.health": 5 },
  });
  cardCase("LOE_116", {
    does: "with 5 (and the opponent's minions not counted): 1/1",
    p1: { board: Array.from({ length: 5 }, () => ({ card: "CS2_231" })), hand: [{ card: "LOE_116", ref: "RS" }] },
    p2: { board: [{ card: "CS2_231" }] },
    actions: [{ type: "play", card: "RS" }],
    expect: { "RS.attack": 1, "RS.health": 1 },
  });

  // Fossilized Devilsaur: "Battlecry: If you control another Beast, gain Taunt."
  cardCase("LOE_073", {
    does: "with another friendly Beast it gains Taunt",
    p1: { board: [{ card: "CS2_172" }], hand: [{ card: "LOE_073", ref: "FD" }] },
    actions: [{ type: "play", card: "FD" }],
    expect: { "FD.seen.TAUNT": 1 },
  });
  cardCase("LOE_073", {
    does: "an enemy Beast does not count (itself a Beast neither)",
    p1: { hand: [{ card: "LOE_073", ref: "FD" }] },
    p2: { board: [{ card: "CS2_172" }] },
    actions: [{ type: "play", card: "FD" }],
    expect: { "FD.seen.TAUNT": undefined },
  });

  // Keeper of Uldaman: "Battlecry: Set a minion's Attack and Health to 3."
  cardCase("LOE_017", {
    does: "the target becomes 3/3 (an enemy 8/8, a friendly 1/1)",
    p1: { hand: [{ card: "LOE_017", ref: "K" }, { card: "LOE_017", ref: "K2" }], board: [{ card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "EX1_620", ref: "G" }] },
    actions: [{ type: "play", card: "K", target: "G" }, { type: "play", card: "K2", target: "W" }],
    expect: { "G.attack": 3, "G.health": 3, "W.attack": 3, "W.health": 3 },
  });

  // Explorer's Hat: "Give a minion +1/+1 and "Deathrattle: Get an Explorer's Hat.""
  cardCase("LOE_105", {
    does: "+1/+1; when that minion dies its owner gets an Explorer's Hat",
    p1: { hand: [{ card: "LOE_105", ref: "H" }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "H", target: "W" }],
    expect: { "W.attack": 2, "W.health": 2 },
  });
  cardCase("LOE_105", {
    does: "on an enemy minion, the Hat goes to that minion's owner",
    p1: { hand: [{ card: "LOE_105", ref: "H" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "play", card: "H", target: "E" }, { type: "destroy", target: "E" }],
    expect: { "p2.hand": ["LOE_105"], "p1.hand": [] },
  });

  // Ethereal Conjurer: "Battlecry: Discover a spell."
  cardCase("LOE_003", {
    does: "three spells offered (Mage or neutral), the one picked goes to hand",
    p1: { hero: { card: "HERO_08" }, hand: [{ card: "LOE_003", ref: "EC" }] },
    actions: [{ type: "play", card: "EC" }],
    choices: [0],
    check: (r) => {
      const offered = events(r, "discover")[0]!.options as string[];
      expect(offered).toHaveLength(3);
      for (const id of offered) expect(["MAGE", "NEUTRAL"]).toContain(findCard(id)!.cardClass);
      for (const id of offered) expect(findCard(id)!.type).toBe("SPELL");
      expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[0]]);
    },
  });

  // Jeweled Scarab: "Battlecry: Discover a 3-Cost card."
  cardCase("LOE_029", {
    does: "three 3-Cost cards offered, the one picked goes to hand",
    p1: { hero: { card: "HERO_08" }, hand: [{ card: "LOE_029", ref: "JS" }] },
    actions: [{ type: "play", card: "JS" }],
    choices: [2],
    check: (r) => {
      const offered = events(r, "discover")[0]!.options as string[];
      expect(offered).toHaveLength(3);
      for (const id of offered) expect(findCard(id)!.cost).toBe(3);
      expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[2]]);
    },
  });

  // Tomb Spider: "Battlecry: Discover a Beast."
  cardCase("LOE_047", {
    does: "three Beasts offered, the one picked goes to hand",
    p1: { hero: { card: "HERO_05" }, hand: [{ card: "LOE_047", ref: "TS" }] },
    actions: [{ type: "play", card: "TS" }],
    choices: [1],
    check: (r) => {
      const offered = events(r, "discover")[0]!.options as string[];
      expect(offered).toHaveLength(3);
      for (const id of offered) expect(findCard(id)!.races.some((x) => x === "BEAST" || x === "ALL")).toBe(true);
      expect(r.state.players[0]!.hand.map((c) => c.card)).toEqual([offered[1]]);
    },
  });

  // Museum Curator: "Battlecry: Discover a Deathrattle card. It costs (1) less."
  cardCase("LOE_006", {
    does: "three Deathrattle cards offered; the one picked costs 1 less",
    p1: { hero: { card: "HERO_09" }, hand: [{ card: "LOE_006", ref: "MC" }] },
    actions: [{ type: "play", card: "MC" }],
    choices: [0],
    check: (r) => {
      const offered = events(r, "discover")[0]!.options as string[];
      expect(offered).toHaveLength(3);
      for (const id of offered) expect(findCard(id)!.mechanics).toContain("DEATHRATTLE");
      const got = r.state.players[0]!.hand[0]!;
      expect(got.card).toBe(offered[0]);
      expect(got.cost).toBe(Math.max(0, findCard(offered[0]!)!.cost - 1));
    },
  });

  // Desert Camel: "Battlecry: Put a 1-Cost minion from each deck into the battlefield."
  cardCase("LOE_020", {
    does: "a 1-Cost minion of each deck comes onto its owner's board; other cards stay",
    p1: { hand: [{ card: "LOE_020", ref: "DC" }], deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_168", ref: "MM" }] },
    p2: { deck: [{ card: "EX1_008", ref: "SQ" }, { card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "DC" }],
    expect: { "p1.board": ["LOE_020", "CS2_168"], "p2.board": ["EX1_008"], "Y.zone": "deck", "F.zone": "deck" },
  });
  cardCase("LOE_020", {
    does: "a deck with none: nothing from it",
    p1: { hand: [{ card: "LOE_020", ref: "DC" }], deck: [{ card: "CS2_182", ref: "Y" }] },
    p2: { deck: [{ card: "EX1_008", ref: "SQ" }] },
    actions: [{ type: "play", card: "DC" }],
    expect: { "p1.board": ["LOE_020"], "p2.board": ["EX1_008"] },
  });

  // Forgotten Torch: "Deal $3 damage. Shuffle a 'Roaring Torch' into your deck that deals 6 damage."
  cardCase("LOE_002", {
    does: "3 damage, and a Roaring Torch goes into your deck",
    p1: { hand: [{ card: "LOE_002", ref: "T" }] },
    actions: [{ type: "play", card: "T", target: "p2.hero" }],
    expect: { "p2.hero.health": 27, "p1.deck": ["LOE_002t"], "p2.deck": [] },
  });
  cardCase("LOE_002t", {
    does: "Roaring Torch deals 6 damage",
    p1: { hand: [{ card: "LOE_002t", ref: "RT" }] },
    actions: [{ type: "play", card: "RT", target: "p2.hero" }],
    expect: { "p2.hero.health": 24 },
  });

  // Ancient Shade: "Battlecry: Shuffle an 'Ancient Curse' into your deck that deals 7 damage to you when drawn."
  cardCase("LOE_110", {
    does: "an Ancient Curse goes into your deck; drawn, it deals 7 to you and you draw another card",
    p1: { hand: [{ card: "LOE_110", ref: "AS" }, { card: "CS2_004", ref: "PWS" }], deck: [] },
    actions: [{ type: "play", card: "AS" }, { type: "play", card: "PWS", target: "AS" }],
    expect: { "p1.hero.health": 22, "p1.hand": [], "p1.deck": [], "p2.hero.health": 30 },
  });

  // Excavated Evil: "Deal $3 damage to all minions. Shuffle this card into your opponent's deck."
  cardCase("LOE_111", {
    does: "3 damage to every minion; an Excavated Evil goes into the opponent's deck, none into yours",
    p1: { hand: [{ card: "LOE_111", ref: "EE" }], board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "EE" }],
    expect: { "Y.health": 2, "E.health": 2, "p2.hero.health": 30, "p2.deck": ["LOE_111"], "p1.deck": [] },
  });

  // Everyfin is Awesome: "Give your minions +2/+2. Costs (1) less for each Murloc you control."
  cardCase("LOE_113", {
    does: "costs 1 less per friendly Murloc (not the enemy's); your minions get +2/+2",
    p1: { hand: [{ card: "LOE_113", ref: "EA" }], board: [{ card: "CS2_168", ref: "M1" }, { card: "CS2_168", ref: "M2" }, { card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "CS2_168", ref: "EM" }] },
    actions: [{ type: "play", card: "EA" }],
    expect: { "p1.mana.used": 5, "M1.attack": 4, "W.health": 3, "EM.attack": 2 },
  });

  // Eerie Statue: "Can't attack unless it's the only minion on the battlefield."
  cardCase("LOE_107", {
    does: "with another minion in play (an enemy one) it can't attack",
    p1: { board: [{ card: "LOE_107", ref: "ES" }] },
    p2: { board: [{ card: "CS2_231" }] },
    actions: [{ type: "attack", attacker: "ES", defender: "p2.hero" }],
    error: "illegal_action",
  });
  cardCase("LOE_107", {
    does: "alone on the battlefield it attacks",
    p1: { board: [{ card: "LOE_107", ref: "ES" }] },
    actions: [{ type: "attack", attacker: "ES", defender: "p2.hero" }],
    expect: { "p2.hero.health": 23 },
  });

  // Summoning Stone: "Whenever you cast a spell, summon a random minion of the same Cost."
  cardCase("LOE_086", {
    does: "a 4-Cost spell cast: a random 4-Cost minion for you",
    p1: { board: [{ card: "LOE_086" }], hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(2);
      expect(findCard(b[1]!.card)).toMatchObject({ type: "MINION", cost: 4 });
    },
  });
  cardCase("LOE_086", {
    does: "the Cost paid counts: a 0-Cost spell (The Coin) summons a 0-Cost minion",
    p1: { board: [{ card: "LOE_086" }], hand: [{ card: "GAME_005", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(2);
      expect(findCard(b[1]!.card)!.cost).toBe(0);
    },
  });

  cardCase("LOE_086", {
    does: "the opponent's spells summon nothing",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "LOE_086" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }],
    expect: { "p1.board": ["LOE_086"], "p2.board": [] },
  });

  // Curse of Rafaam: "Give your opponent a 'Cursed!' card. While they hold it, they take 2 damage on their turn."
  cardCase("LOE_007", {
    does: "the opponent gets Cursed!; at the start of their turn it deals them 2",
    p1: { hand: [{ card: "LOE_007", ref: "CR" }], deck: [{ card: "CS2_231" }] },
    p2: { deck: [{ card: "CS2_231" }] },
    actions: [{ type: "play", card: "CR" }, { type: "endTurn" }],
    expect: { "p2.hero.health": 28, "p1.hero.health": 30, "p2.hand": ["LOE_007t", "CS2_231"] },
  });
  cardCase("LOE_007t", {
    does: "played (for 2), it stops; at its holder's next turn nothing more",
    p1: { hand: [{ card: "LOE_007t", ref: "C" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] },
    p2: { deck: [{ card: "CS2_231" }] },
    actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.hero.health": 30, "p1.hand.length": 1 },
  });

  // Dart Trap: "Secret: After an opposing Hero Power is used, deal $5 damage to a random enemy."
  cardCase("LOE_021", {
    does: "after the opponent's Hero Power, 5 damage to one of them (only their hero there)",
    state: { activePlayer: 2 },
    p1: { secrets: [{ card: "LOE_021", ref: "DT" }] },
    p2: { hero: { card: "HERO_08" } },
    actions: [{ type: "heroPower", target: "p1.hero" }],
    expect: { "p2.hero.health": 25, "p1.hero.health": 29, "DT.zone": "graveyard" },
  });

  // Reno Jackson: "Battlecry: If your deck has no duplicates, fully heal your hero."
  cardCase("LOE_011", {
    does: "a deck of different cards: your hero back to full; the enemy hero not",
    p1: { hero: { card: "HERO_01", health: 5 }, hand: [{ card: "LOE_011", ref: "R" }], deck: [{ card: "CS2_182" }, { card: "CS2_231" }, { card: "CS2_029" }] },
    p2: { hero: { card: "HERO_01", health: 5 } },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hero.health": 30, "p2.hero.health": 5 },
  });
  cardCase("LOE_011", {
    does: "two copies of a card in the deck: nothing (cards in hand do not count)",
    p1: { hero: { card: "HERO_01", health: 5 }, hand: [{ card: "LOE_011", ref: "R" }, { card: "CS2_231" }], deck: [{ card: "CS2_182" }, { card: "CS2_231" }, { card: "CS2_182" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hero.health": 5 },
  });
  cardCase("LOE_011", {
    does: "two printings of one card (the Yeti and its Core reprint) are duplicates",
    p1: { hero: { card: "HERO_01", health: 5 }, hand: [{ card: "LOE_011", ref: "R" }], deck: [{ card: "CS2_182" }, { card: "CORE_CS2_182" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hero.health": 5 },
  });
  cardCase("LOE_011", {
    does: "hidden cards (card: null) make no duplicate: a deck of two hidden cards and a Yeti heals",
    p1: { hero: { card: "HERO_01", health: 5 }, hand: [{ card: "LOE_011", ref: "R" }], deck: [{ card: null }, { card: null }, { card: "CS2_182" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hero.health": 30 },
  });
  cardCase("LOE_011", {
    does: "an empty deck has no duplicates: healed",
    p1: { hero: { card: "HERO_01", health: 5 }, hand: [{ card: "LOE_011", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.hero.health": 30 },
  });

  // Animated Armor: "Your hero can only take 1 damage at a time."
  cardCase("LOE_119", {
    does: "a Fireball at your hero deals 1; the enemy hero and your minions take what is dealt",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "LOE_119", ref: "AA" }, { card: "CS2_182", ref: "Y" }] },
    p2: { mana: { crystals: 12, used: 0 }, hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_029", ref: "F2" }, { card: "CS2_029", ref: "F3" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }, { type: "play", card: "F2", target: "p2.hero" }, { type: "play", card: "F3", target: "Y" }],
    expect: { "p1.hero.health": 29, "p2.hero.health": 24, "Y.zone": "graveyard" },
  });
  cardCase("LOE_119", {
    does: "each hit counts apart: two 3-damage hits are 2 damage; gone with it, full damage again",
    p1: { board: [{ card: "LOE_119", ref: "AA" }] },
    actions: [{ type: "damage", target: "p1.hero", amount: 3 }, { type: "damage", target: "p1.hero", amount: 3 }, { type: "destroy", target: "AA" }, { type: "damage", target: "p1.hero", amount: 3 }],
    expect: { "p1.hero.health": 25 },
  });

  // Sacred Trial: "Secret: After your opponent has at least 3 minions and plays another, destroy it."
  cardCase("LOE_027", {
    does: "the opponent with 3 minions plays a fourth: it is destroyed after its Battlecry, the others stay",
    state: { activePlayer: 2 },
    p1: { secrets: [{ card: "LOE_027", ref: "ST" }], weapon: { card: "CS2_082", ref: "WP" } },
    p2: { board: wisps(3, "e"), hand: [{ card: "EX1_066", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    expect: { "N.zone": "graveyard", "WP.zone": "graveyard", "p2.board.length": 3, "ST.zone": "graveyard" },
  });
  cardCase("LOE_027", {
    does: "with only 2 minions before the play, nothing: the Secret stays",
    state: { activePlayer: 2 },
    p1: { secrets: [{ card: "LOE_027", ref: "ST" }] },
    p2: { board: wisps(2, "e"), hand: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "Y" }],
    expect: { "Y.zone": "board", "ST.zone": "secrets" },
  });
  cardCase("LOE_027", {
    does: "a minion summoned, not played, does not trigger it",
    state: { activePlayer: 2 },
    p1: { secrets: [{ card: "LOE_027", ref: "ST" }] },
    p2: { board: [...wisps(3, "e"), { card: "FP1_002", ref: "HC" }] },
    actions: [{ type: "destroy", target: "HC" }],
    expect: { "p2.board.length": 5, "ST.zone": "secrets" },
  });
});
