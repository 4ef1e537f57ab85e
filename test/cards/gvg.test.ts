/**
 * Behaviour tests of the Goblins vs Gnomes (GVG) cards, with the Spare Parts: one case per behaviour of each card's text.
 */
import { describe, expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase, describeCard, runCase } from "../support/cards.js";
import { at, cards, events, player, request, run } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const SPARE_PARTS = ["PART_001", "PART_002", "PART_003", "PART_004", "PART_005", "PART_006", "PART_007"];
/** Player 2 acts (player 1's Secrets are active). */
const p2Turn = { state: { activePlayer: 2 } };
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);
const chance = (r: ResolveResult) => r.random.filter((d) => d.purpose === "50% chance").map((d) => d.chosen);

describe("GVG", () => {
  // Tree of Life: "Restore all characters to full Health."
  describeCard("GVG_033", () => {
    it("1.5: Tree of Life heals each character to full in turn, each event resolved before the next (heroes first, order of play)", () => {
      const r = run(request([
        player({ hero: { card: "HERO_06", health: 10 }, board: [{ card: "CS2_182", ref: "Y", health: 1 }, { card: "CS2_231", ref: "W" }], hand: [{ card: "GVG_033", ref: "TL" }] }),
        player({ hero: { card: "HERO_01", health: 20 }, board: [{ card: "CS2_200", ref: "O", health: 2 }] }),
      ], [{ type: "play", card: "TL" }]));
      expect(r.state.players[0].hero.health).toBe(30);
      expect(r.state.players[1].hero.health).toBe(30);
      expect(at(r.state, "Y").health).toBe(5);
      expect(at(r.state, "O").health).toBe(7);
      expect(events(r, "heal").map((e) => [e.target!.card, e.amount])).toEqual([["HERO_06", 20], ["HERO_01", 10], ["CS2_182", 4], ["CS2_200", 5]]);
    });

    it("Tree of Life under Auchenai Soulpriest deals each character its maximum Health: everything without Armor dies, a draw", () => {
      const r = run(request([
        player({ board: [{ card: "EX1_591" }], hand: [{ card: "GVG_033", ref: "TL" }] }),
        player({ hero: { card: "HERO_01", armor: 5 }, board: [{ card: "CS2_200", ref: "O" }] }),
      ], [{ type: "play", card: "TL" }]));
      expect(r.state.players[0].hero.health).toBe(0);
      expect(r.state.players[1].hero).toMatchObject({ health: 5, armor: 0 }); // 30 damage, 5 of it on Armor
      expect(at(r.state, "O").zone).toBe("graveyard");
      expect(r.outcome).toEqual({ over: true, winner: 2, draw: false });
    });
  });

  // Mechwarper: "Your Mechs cost (1) less."
  cardCase("GVG_006", {
    does: "your Mechs in hand cost 1 less; your other cards and the opponent's Mechs do not",
    p1: { board: [{ card: "GVG_006" }], hand: [{ card: "GVG_082", ref: "G" }, { card: "GVG_016", ref: "FR" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] },
    p2: { hand: [{ card: "GVG_016", ref: "E" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "G.cost": 0, "FR.cost": 4, "Y.cost": 4, "E.cost": 5 },
  });
  cardCase("GVG_006", {
    does: "only while in play: in hand it does nothing, and its death ends the reduction",
    p1: { board: [{ card: "GVG_006", ref: "M" }], hand: [{ card: "GVG_006", ref: "M2" }, { card: "GVG_016", ref: "FR" }] },
    actions: [{ type: "destroy", target: "M" }],
    expect: { "FR.cost": 5, "M2.cost": 4 },
  });

  // Mal'Ganis: "Your hero is Immune. Your other Demons have +2/+2."
  cardCase("GVG_021", {
    does: "your other Demons have +2/+2 (not itself, not other minions, not the enemy's Demons); your hero takes no damage, the enemy's does",
    p1: { board: [{ card: "GVG_021", ref: "MG" }, { card: "CS2_065", ref: "V" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_065", ref: "EV" }] },
    actions: [{ type: "damage", target: "p1.hero", amount: 5 }, { type: "damage", target: "p2.hero", amount: 5 }],
    expect: {
      "V.attack": 3, "V.health": 5, "MG.attack": 9, "MG.health": 7, "Y.attack": 4, "EV.attack": 1, "EV.health": 3,
      "p1.hero.health": 30, "p2.hero.health": 25,
    },
  });
  cardCase("GVG_021", {
    does: "a Demon summoned later gets +2/+2 too; when Mal'Ganis dies, the bonus and the Immune go",
    p1: { board: [{ card: "GVG_021", ref: "MG" }], hand: [{ card: "CS2_065", ref: "V" }] },
    actions: [{ type: "play", card: "V" }, { type: "destroy", target: "MG" }, { type: "damage", target: "p1.hero", amount: 5 }],
    expect: { "V.attack": 1, "V.health": 3, "p1.hero.health": 25 },
  });
  cardCase("GVG_021", {
    does: "the Demon's +2/+2 shows while Mal'Ganis is in play",
    p1: { board: [{ card: "GVG_021" }], hand: [{ card: "CS2_065", ref: "V" }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "V.attack": 3, "V.health": 5 },
  });

  // Explosive Sheep: "Deathrattle: Deal 2 damage to all minions."
  cardCase("GVG_076", {
    does: "Deathrattle: 2 damage to every minion on both sides, none to the heroes",
    p1: { board: [{ card: "GVG_076", ref: "S" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "destroy", target: "S" }],
    expect: { "Y.health": 3, "E.health": 3, "W.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 3 },
  });
  cardCase("GVG_076", {
    does: "not while it lives: damage that does not kill it does nothing more",
    p1: { board: [{ card: "GVG_076", ref: "S", health: 3, maxHealth: 3 }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "damage", target: "S", amount: 1 }],
    expect: { "Y.health": 5, "events.damage": 1 },
  });

  // Clockwork Gnome: "Deathrattle: Add a Spare Part card to your hand."
  cardCase("GVG_082", {
    does: "Deathrattle: one random Spare Part (of the seven) joins its owner's hand, not the opponent's",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "GVG_082", ref: "G" }] },
    actions: [{ type: "destroy", target: "G" }],
    expect: { "p1.hand.length": 1, "p2.hand.length": 0 },
    check: (r) => {
      const d = r.random.find((x) => x.by?.ref === "G")!;
      expect([...(d.candidates as string[])].sort()).toEqual(SPARE_PARTS);
      expect(r.state.players[0].hand[0]!.card).toBe(d.chosen);
    },
  });
  describeCard("GVG_082", () => {
    it("every seed gives a Spare Part", () => {
      const seen = new Set<string>();
      for (const seed of SEEDS) {
        const r = runCase({ does: "", seed, p1: { board: [{ card: "GVG_082", ref: "G" }] }, actions: [{ type: "destroy", target: "G" }], expect: { "p1.hand.length": 1 } }) as ResolveResult;
        const c = r.state.players[0].hand[0]!.card;
        expect(SPARE_PARTS).toContain(c);
        seen.add(c);
      }
      expect(seen.size).toBeGreaterThan(1);
    });
  });
  // The Spare Parts themselves.
  cardCase("GVG_082", {
    does: "Spare Part Armor Plating: a minion gets +1 Health",
    p1: { hand: [{ card: "PART_001", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    expect: { "Y.health": 6, "Y.maxHealth": 6, "Y.attack": 4, "Y.enchantments.0.card": "PART_001e" },
  });
  cardCase("GVG_082", {
    does: "Spare Part Time Rewinder: a friendly minion goes back to your hand; not an enemy one",
    p1: { hand: [{ card: "PART_002", ref: "P" }], board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    expect: { "Y.zone": "hand", "Y.player": 1 },
  });
  cardCase("GVG_082", {
    does: "Spare Part Time Rewinder cannot target an enemy minion",
    p1: { hand: [{ card: "PART_002", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("GVG_082", {
    does: "Spare Part Rusty Horn: a minion gets Taunt",
    p1: { hand: [{ card: "PART_003", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    expect: { "Y.enchantments.0.grants": ["TAUNT"], "Y.attack": 4, "Y.health": 5 },
  });
  cardCase("GVG_082", {
    does: "Spare Part Finicky Cloakfield: a friendly minion has Stealth until your next turn starts",
    p1: { hand: [{ card: "PART_004", ref: "P" }], board: [{ card: "CS2_182", ref: "Y" }], deck: wisps(2, "d") },
    p2: { deck: wisps(2, "e") },
    actions: [{ type: "play", card: "P", target: "Y" }, { type: "endTurn" }],
    expect: { "Y.enchantments.0.card": "PART_004e" },
  });
  cardCase("GVG_082", {
    does: "Spare Part Finicky Cloakfield: on the opponent's turn the minion cannot be targeted (Stealth)",
    p1: { hand: [{ card: "PART_004", ref: "P" }], board: [{ card: "CS2_182", ref: "Y" }], deck: wisps(2, "d") },
    p2: { hand: [{ card: "CS2_029", ref: "F" }], deck: wisps(2, "e") },
    actions: [{ type: "play", card: "P", target: "Y" }, { type: "endTurn" }, { type: "play", card: "F", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("GVG_082", {
    does: "Spare Part Finicky Cloakfield cannot target an enemy minion",
    p1: { hand: [{ card: "PART_004", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("GVG_082", {
    does: "Spare Part Finicky Cloakfield: the Stealth ends when your next turn starts",
    p1: { hand: [{ card: "PART_004", ref: "P" }], board: [{ card: "CS2_182", ref: "Y" }], deck: wisps(2, "d") },
    p2: { deck: wisps(2, "e") },
    actions: [{ type: "play", card: "P", target: "Y" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "Y.enchantments": undefined, "events.expire": 1 },
  });
  cardCase("GVG_082", {
    does: "Spare Part Emergency Coolant: a minion is Frozen",
    p1: { hand: [{ card: "PART_005", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    expect: { "Y.tags.FROZEN": 1, "Y.health": 5 },
  });
  cardCase("GVG_082", {
    does: "Spare Part Reversing Switch: a minion's Attack and Health swap",
    p1: { hand: [{ card: "PART_006", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y", health: 3 }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    expect: { "Y.attack": 3, "Y.health": 4, "Y.enchantments.0.card": "PART_006a" },
  });
  cardCase("GVG_082", {
    does: "Spare Part Whirling Blades: a minion gets +1 Attack",
    p1: { hand: [{ card: "PART_007", ref: "P" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "P", target: "Y" }],
    expect: { "Y.attack": 5, "Y.health": 5, "Y.enchantments.0.card": "PART_007e" },
  });

  // Bolvar Fordragon: "Whenever a friendly minion dies while this is in your hand, gain +1 Attack."
  cardCase("GVG_063", {
    does: "in your hand, +1 Attack for each friendly minion that dies; enemy deaths do not count",
    p1: { hand: [{ card: "GVG_063", ref: "B" }], board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "C" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "destroy", target: "A" }, { type: "destroy", target: "C" }, { type: "destroy", target: "E" }],
    expect: { "B.zone": "hand", "B.attack": 3, "B.health": 7 },
  });
  cardCase("GVG_063", {
    does: "played afterwards it keeps the Attack it gained; in play it gains no more",
    p1: { hand: [{ card: "GVG_063", ref: "B" }], board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "C" }] },
    actions: [{ type: "destroy", target: "A" }, { type: "play", card: "B" }, { type: "destroy", target: "C" }],
    expect: { "B.zone": "board", "B.attack": 2, "B.health": 7 },
  });
  cardCase("GVG_063", {
    does: "not from the deck",
    p1: { deck: [{ card: "GVG_063", ref: "B" }], board: [{ card: "CS2_231", ref: "A" }] },
    actions: [{ type: "destroy", target: "A" }],
    expect: { "B.zone": "deck", "B.attack": 1 },
  });

  // Flame Leviathan: "Rush. When you draw this, deal 2 damage to all characters except Mechs."
  cardCase("GVG_007", {
    does: "drawn, 2 damage to every character but Mechs, on both sides; it goes to the hand",
    p1: { deck: [{ card: "GVG_007", ref: "FL" }], board: [{ card: "CS2_182", ref: "Y" }, { card: "GVG_082", ref: "G" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "GVG_006", ref: "M" }] },
    actions: [{ type: "draw", player: 1 }],
    expect: { "FL.zone": "hand", "p1.hero.health": 28, "p2.hero.health": 28, "Y.health": 3, "E.health": 3, "G.health": 1, "M.health": 4 },
  });
  cardCase("GVG_007", {
    does: "the opponent drawing their own Leviathan triggers it too (it is their draw)",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { deck: [{ card: "GVG_007", ref: "FL" }] },
    actions: [{ type: "draw", player: 2 }],
    expect: { "FL.zone": "hand", "FL.player": 2, "p1.hero.health": 28, "p2.hero.health": 28, "Y.health": 3 },
  });
  cardCase("GVG_007", {
    does: "played, it deals no damage, and with Rush it attacks a minion at once",
    p1: { hand: [{ card: "GVG_007", ref: "FL" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "FL" }, { type: "attack", attacker: "FL", defender: "E" }],
    expect: { "E.zone": "graveyard", "FL.health": 3, "p1.hero.health": 30, "p2.hero.health": 30 },
  });
  cardCase("GVG_007", {
    does: "burned from a full hand, it is not drawn: no damage",
    p1: { hand: wisps(10), deck: [{ card: "GVG_007", ref: "FL" }] },
    actions: [{ type: "draw", player: 1 }],
    expect: { "FL.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 0 },
  });

  // Floating Watcher: "Whenever your hero takes damage on your turn, gain +2/+2."
  describeCard("GVG_100", () => {
    it("5.6 example: a 6/2 Floating Watcher attacks into Explosive Trap — it drops to 0, its trigger makes it 8/2, and the attack goes on for 8", () => {
      const r = run(request([
        player({ board: [{ card: "GVG_100", ref: "FW", attack: 6, health: 2, maxHealth: 4 }] }),
        player({ secrets: [{ card: "EX1_610" }] }),
      ], [{ type: "attack", attacker: "FW", defender: "p2.hero" }]));
      expect(at(r.state, "FW")).toMatchObject({ zone: "board", attack: 8, health: 2 });
      expect(r.state.players[0].hero.health).toBe(28);
      expect(r.state.players[1].hero.health).toBe(22);
    });

    it("Floating Watcher does not grow when its hero is damaged on the opponent's turn", () => {
      const r = run(request([player({ board: [{ card: "GVG_100", ref: "FW" }] }), player({ hand: [{ card: "CS2_029", ref: "FB" }] })],
        [{ type: "play", card: "FB", target: "p1.hero" }], p2Turn));
      expect(at(r.state, "FW")).toMatchObject({ attack: 4, health: 4 });
    });
  });
  cardCase("GVG_100", {
    does: "+2/+2 each time your hero takes damage on your turn; not for the enemy hero or a minion",
    p1: { board: [{ card: "GVG_100", ref: "FW" }, { card: "CS2_182", ref: "Y" }] },
    actions: [
      { type: "damage", target: "p1.hero", amount: 1 }, { type: "damage", target: "p1.hero", amount: 2 },
      { type: "damage", target: "p2.hero", amount: 1 }, { type: "damage", target: "Y", amount: 1 },
    ],
    expect: { "FW.attack": 8, "FW.health": 8, "p1.hero.health": 27 },
  });

  // Imp-losion: "Deal $2-$4 damage to a minion. Summon a 1/1 Imp for each damage dealt."
  describeCard("GVG_045", () => {
    it("for every seed: 2, 3 or 4 damage (a recorded pick), and as many 1/1 Imps on your side", () => {
      const seen = new Set<number>();
      for (const seed of SEEDS) {
        const r = run(request([player({ hand: [{ card: "GVG_045", ref: "I" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
          [{ type: "play", card: "I", target: "Y" }], { seed }));
        const d = r.random.find((x) => x.purpose === "random damage amount")!;
        expect(d.candidates).toEqual(["2", "3", "4"]);
        const n = Number(d.chosen);
        seen.add(n);
        expect(at(r.state, "Y").health).toBe(5 - n);
        expect(r.state.players[0].board.map((m) => [m.card, m.attack, m.health])).toEqual(Array(n).fill(["GVG_045t", 1, 1]));
        expect(r.state.players[1].board).toHaveLength(1);
      }
      expect(seen.size).toBe(3);
    });

    it("Spell Damage +1 makes it 3-5, and the Imps follow the damage", () => {
      for (const seed of SEEDS.slice(0, 6)) {
        const r = run(request([player({ board: [{ card: "CS2_142" }], hand: [{ card: "GVG_045", ref: "I" }] }), player({ board: [{ card: "CS2_182", ref: "Y", health: 9, maxHealth: 9 }] })],
          [{ type: "play", card: "I", target: "Y" }], { seed }));
        const dealt = 9 - at(r.state, "Y").health!;
        expect(dealt).toBeGreaterThanOrEqual(3);
        expect(dealt).toBeLessThanOrEqual(5);
        expect(cards(r.state.players[0].board).filter((c) => c === "GVG_045t")).toHaveLength(dealt);
      }
    });
  });
  cardCase("GVG_045", {
    does: "damage a Divine Shield stops summons no Imp",
    p1: { hand: [{ card: "GVG_045", ref: "I" }] },
    p2: { board: [{ card: "EX1_008", ref: "S" }] },
    actions: [{ type: "play", card: "I", target: "S" }],
    expect: { "S.zone": "board", "S.health": 1, "p1.board": [] },
  });
  cardCase("GVG_045", {
    does: "Imps stop when your board is full",
    seed: 3,
    p1: { hand: [{ card: "GVG_045", ref: "I" }], board: wisps(6) },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "I", target: "Y" }],
    expect: { "p1.board.length": 7, "p1.board.6.card": "GVG_045t", "Y.health": 1 },
  });
  cardCase("GVG_045", {
    does: "it targets minions only, not a hero",
    p1: { hand: [{ card: "GVG_045", ref: "I" }] },
    actions: [{ type: "play", card: "I", target: "p2.hero" }],
    error: "illegal_action",
  });

  // Lightbomb: "Deal damage to each minion equal to its Attack."
  cardCase("GVG_008", {
    does: "each minion, on both sides, takes its own Attack in damage; heroes are untouched",
    p1: { hand: [{ card: "GVG_008", ref: "L" }], board: [{ card: "CS2_182", ref: "Y" }, { card: "EX1_405", ref: "SB" }], weapon: { card: "CS2_106" } },
    p2: { board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "Y.health": 1, "SB.health": 4, "W.zone": "graveyard", "O.health": 1, "p1.hero.health": 30, "p2.hero.health": 30 },
  });

  // Burly Rockjaw Trogg: "Whenever your opponent casts a spell, gain +2 Attack."
  cardCase("GVG_068", {
    does: "+2 Attack for each spell the opponent casts; not for your own spells or the opponent's minions",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "GVG_068", ref: "T" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_029", ref: "F2" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }, { type: "play", card: "W" }, { type: "play", card: "F2", target: "p1.hero" }],
    expect: { "T.attack": 7, "T.health": 5 },
  });
  cardCase("GVG_068", {
    does: "your own spell does nothing",
    p1: { board: [{ card: "GVG_068", ref: "T" }], hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "T.attack": 3 },
  });

  // Troggzor the Earthinator: "Whenever your opponent casts a spell, summon a Burly Rockjaw Trogg."
  cardCase("GVG_118", {
    does: "each spell the opponent casts summons a Burly Rockjaw Trogg on Troggzor's side",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "GVG_118", ref: "TZ" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_029", ref: "F2" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }, { type: "play", card: "F2", target: "p1.hero" }],
    // The second Trogg lands next to Troggzor; the second spell also makes the first Trogg grow.
    expect: { "p1.board": ["GVG_118", "GVG_068", "GVG_068"], "p2.board": [], "p1.board.1.attack": 3, "p1.board.2.attack": 5 },
  });
  cardCase("GVG_118", {
    does: "not for your own spells or the opponent's minions",
    p1: { board: [{ card: "GVG_118" }], hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { hand: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "endTurn" }, { type: "play", card: "W" }],
    expect: { "p1.board": ["GVG_118"] },
  });

  // Dr. Boom: "Battlecry: Summon two 1/1 Boom Bots. WARNING: Bots may explode."
  cardCase("GVG_110", {
    does: "Battlecry: two 1/1 Boom Bots, one on each side of Dr. Boom, for you",
    p1: { hand: [{ card: "GVG_110", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.board": ["GVG_110t", "GVG_110", "GVG_110t"], "p1.board.0.attack": 1, "p1.board.0.health": 1, "p2.board": [] },
  });
  cardCase("GVG_110", {
    does: "with room for one, one Boom Bot",
    p1: { hand: [{ card: "GVG_110", ref: "B" }], board: wisps(5) },
    actions: [{ type: "play", card: "B" }],
    check: (r) => expect(cards(r.state.players[0].board).filter((c) => c === "GVG_110t")).toHaveLength(1),
  });
  cardCase("GVG_110", {
    does: "summoned rather than played, no Battlecry",
    p1: {},
    actions: [{ type: "summon", card: "GVG_110", player: 1 }],
    expect: { "p1.board": ["GVG_110"] },
  });
  describeCard("GVG_110", () => {
    it("Boom Bot deals 1-4 damage to a random enemy: the amount is a recorded random pick", () => {
      const seen = new Set<number>();
      for (let seed = 1; seed <= 12; seed++) {
        const r = run(request([player({ board: [{ card: "GVG_110t", ref: "BB" }] }), player()], [{ type: "destroy", target: "BB" }], { seed }));
        const d = r.random.find((x) => x.purpose === "random damage amount")!;
        expect(d.candidates).toEqual(["1", "2", "3", "4"]);
        expect(r.state.players[1].hero.health).toBe(30 - Number(d.chosen));
        seen.add(Number(d.chosen));
      }
      expect(seen.size).toBeGreaterThan(1);
    });
  });
  cardCase("GVG_110", {
    does: "Boom Bot's Deathrattle picks among enemies only",
    p1: { board: [{ card: "GVG_110t", ref: "BB" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "BB" }],
    expect: { "Y.health": 5, "p1.hero.health": 30 },
    check: (r) => {
      const d = r.random.find((x) => x.purpose !== "random damage amount")!;
      expect(d.candidates.map((c) => (typeof c === "string" ? c : c.controller))).toEqual([2, 2]);
    },
  });

  // Fel Reaver: "Whenever your opponent plays a card, remove the top 3 cards of your deck."
  describeCard("GVG_016", () => {
    it("Fel Reaver: each card the opponent plays burns the top 3 cards of your deck (not a draw)", () => {
      const deck = [{ card: "CS2_231", ref: "D1" }, { card: "CS2_182", ref: "D2" }, { card: "CS2_029", ref: "D3" }, { card: "CS2_231", ref: "D4" }];
      const r = run(request([player({ hand: [{ card: "CS2_231", ref: "W" }] }), player({ board: [{ card: "GVG_016" }], deck })], [{ type: "play", card: "W" }]));
      expect(r.state.players[1].deck.map((c) => c.ref)).toEqual(["D4"]);
      expect(cards(r.state.players[1].graveyard)).toEqual(["CS2_231", "CS2_182", "CS2_029"]);
      expect(events(r, "burn")).toHaveLength(3);
      expect(events(r, "draw")).toHaveLength(0);
      const own = run(request([player({ board: [{ card: "GVG_016" }], hand: [{ card: "CS2_231", ref: "W" }], deck }), player()], [{ type: "play", card: "W" }]));
      expect(own.state.players[0].deck).toHaveLength(4);
    });
  });
  cardCase("GVG_016", {
    does: "a spell played counts; a Hero Power is not a card; a short deck loses what it has, with no fatigue",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "GVG_016" }], deck: [{ card: "CS2_231", ref: "D1" }, { card: "CS2_231", ref: "D2" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "heroPower" }, { type: "play", card: "F", target: "p1.hero" }],
    expect: { "p1.deck": [], "D1.zone": "graveyard", "D2.zone": "graveyard", "events.burn": 2, "p1.hero.health": 24 },
  });

  // Siege Engine: "Whenever you gain Armor, give this minion +1 Attack."
  describeCard("GVG_086", () => {
    it("Siege Engine grows when you gain Armor", () => {
      const armor = run(request([player({ hero: { card: "HERO_01" }, board: [{ card: "GVG_086", ref: "SE" }] }), player()], [{ type: "heroPower" }]));
      expect(at(armor.state, "SE").attack).toBe(6);
    });
  });
  cardCase("GVG_086", {
    does: "+1 Attack each time you gain Armor (twice: +2); not when the opponent gains Armor",
    p1: { hero: { card: "HERO_01" }, board: [{ card: "GVG_086", ref: "SE" }], hand: [{ card: "EX1_606", ref: "SB" }], deck: wisps(1, "d") },
    p2: { board: [{ card: "EX1_402", ref: "AS" }] },
    actions: [{ type: "heroPower" }, { type: "play", card: "SB" }, { type: "attack", attacker: "SE", defender: "AS" }],
    expect: { "SE.attack": 7, "SE.health": 4, "p1.hero.armor": 7, "p2.hero.armor": 1 },
  });

  // Ogre Brute: "50% chance to attack the wrong enemy."
  describeCard("GVG_065", () => {
    it("for every seed: a recorded 50% roll; on a hit the attack goes to another enemy, on a miss where it was meant", () => {
      const rolls = new Set<string>();
      for (const seed of SEEDS) {
        const r = run(request([player({ board: [{ card: "GVG_065", ref: "O" }] }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
          [{ type: "attack", attacker: "O", defender: "p2.hero" }], { seed }));
        const [roll] = chance(r);
        rolls.add(roll as string);
        if (roll === "hit") {
          expect(r.state.players[1].hero.health).toBe(30);
          expect(at(r.state, "Y").health).toBe(1);
        } else {
          expect(roll).toBe("miss");
          expect(r.state.players[1].hero.health).toBe(26);
          expect(at(r.state, "Y").health).toBe(5);
        }
      }
      expect(rolls).toEqual(new Set(["hit", "miss"]));
    });
  });
  cardCase("GVG_065", {
    does: "with no other enemy to attack, no roll: the attack goes where it was meant",
    p1: { board: [{ card: "GVG_065", ref: "O" }] },
    actions: [{ type: "attack", attacker: "O", defender: "p2.hero" }],
    expect: { "p2.hero.health": 26 },
    check: (r) => expect(chance(r)).toEqual([]),
  });
  cardCase("GVG_065", {
    does: "only its own attacks: another friendly minion attacks normally",
    p1: { board: [{ card: "GVG_065" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
    expect: { "p2.hero.health": 26, "W.zone": "board" },
    check: (r) => expect(chance(r)).toEqual([]),
  });

  // Mogor the Ogre: "All minions have a 50% chance to attack the wrong enemy."
  describeCard("GVG_112", () => {
    it("an enemy minion's attack: a recorded 50% roll for every seed, a hit sends it to another of its enemies", () => {
      const rolls = new Set<string>();
      for (const seed of SEEDS) {
        const r = run(request([
          player({ board: [{ card: "GVG_112", ref: "MO" }] }),
          player({ board: [{ card: "CS2_182", ref: "Y" }] }),
        ], [{ type: "attack", attacker: "Y", defender: "p1.hero" }], { seed, state: { activePlayer: 2 } }));
        const [roll] = chance(r);
        rolls.add(roll as string);
        if (roll === "hit") {
          expect(r.state.players[0].hero.health).toBe(30);
          expect(at(r.state, "MO").health).toBe(2);
        } else {
          expect(r.state.players[0].hero.health).toBe(26);
          expect(at(r.state, "MO").health).toBe(6);
        }
      }
      expect(rolls).toEqual(new Set(["hit", "miss"]));
    });

    it("your own minions too, Mogor included", () => {
      const rolls = new Set<string>();
      for (const seed of SEEDS) {
        const r = run(request([player({ board: [{ card: "GVG_112", ref: "MO" }] }), player({ board: [{ card: "CS2_231", ref: "W" }] })],
          [{ type: "attack", attacker: "MO", defender: "p2.hero" }], { seed }));
        const [roll] = chance(r);
        rolls.add(roll as string);
        expect(r.state.players[1].hero.health).toBe(roll === "hit" ? 30 : 23);
      }
      expect(rolls).toEqual(new Set(["hit", "miss"]));
    });
  });
  cardCase("GVG_112", {
    does: "not a hero's attack",
    p1: { board: [{ card: "GVG_112" }], weapon: { card: "CS2_106" } },
    p2: { board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p2.hero.health": 27, "W.zone": "board" },
    check: (r) => expect(chance(r)).toEqual([]),
  });

  // Anodized Robo Cub: "Taunt. Choose One - +1 Attack; or +1 Health."
  cardCase("GVG_030", {
    does: "option 1: a 3/2 with Taunt",
    p1: { hand: [{ card: "GVG_030", ref: "C" }] },
    actions: [{ type: "play", card: "C", choose: 1 }],
    expect: { "C.attack": 3, "C.health": 2, "C.seen.TAUNT": 1 },
  });
  cardCase("GVG_030", {
    does: "option 2: a 2/3",
    p1: { hand: [{ card: "GVG_030", ref: "C" }] },
    actions: [{ type: "play", card: "C", choose: 2 }],
    expect: { "C.attack": 2, "C.health": 3 },
  });

  // Dark Wispers: "Choose One - Summon 5 Wisps; or Give a minion +5/+5 and Taunt."
  cardCase("GVG_041", {
    does: "option 1: five Wisps for you",
    p1: { hand: [{ card: "GVG_041", ref: "DW" }] },
    actions: [{ type: "play", card: "DW", choose: 1 }],
    expect: { "p1.board": ["CS2_231", "CS2_231", "CS2_231", "CS2_231", "CS2_231"], "p2.board": [] },
  });
  cardCase("GVG_041", {
    does: "option 2: the chosen minion gets +5/+5 and Taunt",
    p1: { hand: [{ card: "GVG_041", ref: "DW" }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "DW", choose: 2, target: "W" }],
    expect: { "W.attack": 6, "W.health": 6, "W.seen.TAUNT": 1, "p1.board.length": 1 },
  });

  // Druid of the Fang: "Battlecry: If you have a Beast, transform this minion into a 7/7."
  cardCase("GVG_080", {
    does: "with a friendly Beast it becomes the 7/7",
    p1: { board: [{ card: "CS2_172" }], hand: [{ card: "GVG_080", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.card": "GVG_080t", "D.attack": 7, "D.health": 7 },
  });
  cardCase("GVG_080", {
    does: "with only an enemy Beast it stays a 4/4",
    p1: { hand: [{ card: "GVG_080", ref: "D" }] },
    p2: { board: [{ card: "CS2_172" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "D.card": "GVG_080", "D.attack": 4, "D.health": 4 },
  });

  // Mech-Bear-Cat: "Whenever this minion takes damage, add a Spare Part card to your hand."
  cardCase("GVG_034", {
    does: "each time it is damaged, a Spare Part for its owner",
    p1: { board: [{ card: "GVG_034", ref: "M" }] },
    actions: [{ type: "damage", target: "M", amount: 1 }, { type: "damage", target: "M", amount: 1 }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand).toHaveLength(2);
      for (const c of hand) expect(SPARE_PARTS).toContain(c);
      expect(r.state.players[1]!.hand).toHaveLength(0);
    },
  });

  // Recycle: "Shuffle an enemy minion into your opponent's deck."
  cardCase("GVG_031", {
    does: "the enemy minion goes into its owner's deck (no Deathrattle)",
    p1: { hand: [{ card: "GVG_031", ref: "R" }] },
    p2: { board: [{ card: "EX1_029", ref: "LG" }] },
    actions: [{ type: "play", card: "R", target: "LG" }],
    expect: { "p2.deck": ["EX1_029"], "p2.board": [], "p1.hero.health": 30 },
  });
  cardCase("GVG_031", {
    does: "a friendly minion can't be chosen",
    p1: { hand: [{ card: "GVG_031", ref: "R" }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "R", target: "W" }],
    error: "illegal_action",
  });

  // Call Pet: "Draw a card. If it's a Beast, it costs (4) less."
  cardCase("GVG_017", {
    does: "a Beast drawn costs 4 less",
    p1: { hand: [{ card: "GVG_017", ref: "CP" }], deck: [{ card: "CS2_172", ref: "B" }] },
    actions: [{ type: "play", card: "CP" }],
    expect: { "B.zone": "hand", "B.cost": 0 },
  });
  cardCase("GVG_017", {
    does: "a non-Beast drawn keeps its cost",
    p1: { hand: [{ card: "GVG_017", ref: "CP" }], deck: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "CP" }],
    expect: { "Y.zone": "hand", "Y.cost": 4 },
  });

  // Gahz'rilla: "Whenever this minion takes damage, double its Attack."
  cardCase("GVG_049", {
    does: "damaged twice: 6, 12, 24 Attack",
    p1: { board: [{ card: "GVG_049", ref: "G" }] },
    actions: [{ type: "damage", target: "G", amount: 1 }, { type: "damage", target: "G", amount: 1 }],
    expect: { "G.attack": 24, "G.health": 7 },
  });

  // Glaivezooka: "Battlecry: Give a random friendly minion +1 Attack."
  cardCase("GVG_043", {
    does: "your one minion gets +1 Attack; the enemy's none",
    p1: { hand: [{ card: "GVG_043", ref: "GZ" }], board: [{ card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "play", card: "GZ" }],
    expect: { "W.attack": 2, "E.attack": 1, "p1.weapon": "GVG_043" },
  });

  // King of Beasts: "Taunt. Has +1 Attack for each other Beast you control."
  cardCase("GVG_046", {
    does: "+1 Attack for each other friendly Beast (two: 3 Attack); enemy Beasts do not count",
    p1: { board: [{ card: "GVG_046", ref: "K" }, { card: "CS2_172" }, { card: "CS2_172" }, { card: "CS2_231" }] },
    p2: { board: [{ card: "CS2_172" }] },
    actions: [{ type: "endTurn" }],
    expect: { "K.attack": 3, "K.seen.TAUNT": 1 },
  });

  // Metaltooth Leaper: "Battlecry: Give your other Mechs +2 Attack."
  cardCase("GVG_048", {
    does: "your other Mechs get +2 Attack; itself, non-Mechs and enemy Mechs do not",
    p1: { board: [{ card: "GVG_082", ref: "CG" }, { card: "CS2_231", ref: "W" }], hand: [{ card: "GVG_048", ref: "ML" }] },
    p2: { board: [{ card: "GVG_082", ref: "ECG" }] },
    actions: [{ type: "play", card: "ML" }],
    expect: { "CG.attack": 4, "W.attack": 1, "ML.attack": 3, "ECG.attack": 2 },
  });

  // Flamecannon: "Deal $4 damage to a random enemy minion."
  cardCase("GVG_001", {
    does: "4 damage to the enemy minion; heroes and your minions untouched",
    p1: { hand: [{ card: "GVG_001", ref: "FC" }], board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "FC" }],
    expect: { "E.health": 1, "Y.health": 5, "p2.hero.health": 30 },
  });
  cardCase("GVG_001", {
    does: "can't be played without an enemy minion",
    p1: { hand: [{ card: "GVG_001", ref: "FC" }] },
    actions: [{ type: "play", card: "FC" }],
    error: "illegal_action",
  });

  // Goblin Blastmage: "Battlecry: If you control a Mech, deal 6 damage randomly split among all enemies."
  cardCase("GVG_004", {
    does: "with a Mech: six 1-damage hits on enemies (only the enemy hero there)",
    p1: { board: [{ card: "GVG_082" }], hand: [{ card: "GVG_004", ref: "GB" }] },
    actions: [{ type: "play", card: "GB" }],
    expect: { "p2.hero.health": 24, "p1.hero.health": 30, "events.damage": 6 },
  });
  cardCase("GVG_004", {
    does: "without a Mech (an enemy one does not count): nothing",
    p1: { hand: [{ card: "GVG_004", ref: "GB" }] },
    p2: { board: [{ card: "GVG_082", ref: "E" }] },
    actions: [{ type: "play", card: "GB" }],
    expect: { "p2.hero.health": 30, "E.health": 1 },
  });

  // Snowchugger: "Freeze any character damaged by this minion."
  cardCase("GVG_002", {
    does: "a minion it attacks is Frozen; it is not",
    p1: { board: [{ card: "GVG_002", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "attack", attacker: "S", defender: "E" }],
    expect: { "E.health": 3, "E.tags.FROZEN": 1, "S.tags.FROZEN": undefined },
  });

  // Soot Spewer: "Spell Damage +1. Battlecry: If you control another Mech, get a random Fire spell."
  cardCase("GVG_123", {
    does: "with another Mech: a random Fire spell in hand; Spell Damage +1 (Moonfire deals 2)",
    p1: { board: [{ card: "GVG_082" }], hand: [{ card: "GVG_123", ref: "SS" }, { card: "CS2_008", ref: "MO" }] },
    actions: [{ type: "play", card: "SS" }, { type: "play", card: "MO", target: "p2.hero" }],
    check: (r) => {
      expect(r.state.players[1]!.hero.health).toBe(28);
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      expect(findCard(hand[0]!.card)).toMatchObject({ type: "SPELL", spellSchool: "FIRE" });
    },
  });
  cardCase("GVG_123", {
    does: "without another Mech: no spell",
    p1: { hand: [{ card: "GVG_123", ref: "SS" }] },
    actions: [{ type: "play", card: "SS" }],
    expect: { "p1.hand": [] },
  });

  // Unstable Portal: "Add a random minion to your hand. It costs (3) less."
  cardCase("GVG_003", {
    does: "a random minion in hand, costing 3 less than printed (not below 0)",
    p1: { hand: [{ card: "GVG_003", ref: "UP" }] },
    actions: [{ type: "play", card: "UP" }],
    check: (r) => {
      const [c] = r.state.players[0]!.hand;
      expect(findCard(c!.card)!.type).toBe("MINION");
      expect(c!.cost).toBe(Math.max(0, findCard(c!.card)!.cost - 3));
    },
  });

  // Wee Spellstopper: "Adjacent minions have Elusive."
  cardCase("GVG_122", {
    does: "the minion beside it can't be targeted by the opponent's spell",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "CS2_182", ref: "L" }, { card: "GVG_122", ref: "WS" }, { card: "CS2_182", ref: "R" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "L" }],
    error: "illegal_action",
  });
  cardCase("GVG_122", {
    does: "itself and a minion not beside it can be targeted",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "CS2_182", ref: "L" }, { card: "GVG_122", ref: "WS" }, { card: "CS2_182", ref: "R" }, { card: "CS2_182", ref: "FAR" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_029", ref: "F2" }] },
    actions: [{ type: "play", card: "F", target: "FAR" }, { type: "play", card: "F2", target: "WS" }],
    expect: { "FAR.zone": "graveyard", "WS.zone": "graveyard" },
  });

  // Antique Healbot: "Battlecry: Restore 8 Health to your hero."
  cardCase("GVG_069", {
    does: "your hero gets 8 back; the enemy hero none",
    p1: { hero: { card: "HERO_01", health: 20 }, hand: [{ card: "GVG_069", ref: "AH" }] },
    p2: { hero: { card: "HERO_01", health: 20 } },
    actions: [{ type: "play", card: "AH" }],
    expect: { "p1.hero.health": 28, "p2.hero.health": 20 },
  });

  // Arcane Nullifier X-21: "Taunt. Elusive"
  cardCase("GVG_091", {
    does: "the opponent's spell can't target it",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "GVG_091", ref: "AN" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "AN" }],
    error: "illegal_action",
  });
  cardCase("GVG_091", {
    does: "Taunt: the enemy must attack it first",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "GVG_091", ref: "AN" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
    error: "illegal_action",
  });

  // Blingtron 3000: "Battlecry: Equip a random weapon for each player."
  cardCase("GVG_119", {
    does: "both players get a random weapon",
    p1: { hand: [{ card: "GVG_119", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    check: (r) => {
      for (const p of r.state.players) expect(findCard(p.weapon!.card)!.type).toBe("WEAPON");
    },
  });

  // Bomb Lobber: "Battlecry: Deal 4 damage to a random enemy minion."
  cardCase("GVG_099", {
    does: "4 damage to the enemy minion; not to heroes or your minions",
    p1: { hand: [{ card: "GVG_099", ref: "BL" }], board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "BL" }],
    expect: { "E.health": 1, "Y.health": 5, "p2.hero.health": 30 },
  });

  // Clockwork Giant: "Costs (1) less for each card in your opponent's hand."
  cardCase("GVG_121", {
    does: "the opponent holds 3 cards: costs 9 (your own hand does not count)",
    p1: { hand: [{ card: "GVG_121", ref: "CG" }, { card: "CS2_231" }, { card: "CS2_231" }] },
    p2: { hand: [{ card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
    actions: [{ type: "damage", target: "p2.hero", amount: 1 }],
    expect: { "CG.cost": 9 },
  });

  // Cogmaster: "Has +2 Attack while you have a Mech."
  cardCase("GVG_013", {
    does: "3 Attack with a friendly Mech, 1 once it is gone; an enemy Mech does not count",
    p1: { board: [{ card: "GVG_013", ref: "C" }, { card: "GVG_082", ref: "M" }] },
    p2: { board: [{ card: "GVG_082" }] },
    actions: [{ type: "destroy", target: "M" }],
    expect: { "C.attack": 1 },
  });
  cardCase("GVG_013", {
    does: "with a friendly Mech: 3 Attack",
    p1: { board: [{ card: "GVG_013", ref: "C" }, { card: "GVG_082" }] },
    actions: [{ type: "damage", target: "p2.hero", amount: 1 }],
    expect: { "C.attack": 3 },
  });

  // Gazlowe: "Whenever you cast a 1-Cost spell, add a random Mech to your hand."
  cardCase("GVG_117", {
    does: "a 1-Cost spell cast: a random Mech; a 4-Cost one: nothing",
    p1: { board: [{ card: "GVG_117" }], hand: [{ card: "CS2_027", ref: "MI" }, { card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "MI" }, { type: "play", card: "F", target: "p2.hero" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(1);
      expect(findCard(hand[0]!.card)!.races.some((x) => x === "MECHANICAL" || x === "ALL")).toBe(true);
    },
  });

  // Gnomish Experimenter: "Battlecry: Draw a card. If it's a minion, transform it into a Chicken."
  cardCase("GVG_092", {
    does: "a minion drawn becomes a 1/1 Chicken",
    p1: { hand: [{ card: "GVG_092", ref: "GE" }], deck: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "GE" }],
    expect: { "p1.hand": ["GVG_092t"] },
  });
  cardCase("GVG_092", {
    does: "a spell drawn stays as it is",
    p1: { hand: [{ card: "GVG_092", ref: "GE" }], deck: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "GE" }],
    expect: { "p1.hand": ["CS2_029"] },
  });

  // Goblin Sapper: "Has +4 Attack while your opponent has 6 or more cards in hand."
  cardCase("GVG_095", {
    does: "the opponent with 6 cards: 6 Attack",
    p1: { board: [{ card: "GVG_095", ref: "GS" }] },
    p2: { hand: wisps(6, "e") },
    actions: [{ type: "damage", target: "p2.hero", amount: 1 }],
    expect: { "GS.attack": 6 },
  });
  cardCase("GVG_095", {
    does: "with 5 (and your own hand of 6 not counting): 2 Attack",
    p1: { board: [{ card: "GVG_095", ref: "GS" }], hand: wisps(6, "m") },
    p2: { hand: wisps(5, "e") },
    actions: [{ type: "damage", target: "p2.hero", amount: 1 }],
    expect: { "GS.attack": 2 },
  });

  // Hemet Nesingwary: "Battlecry: Destroy a Beast."
  cardCase("GVG_120", {
    does: "the chosen Beast is destroyed",
    p1: { hand: [{ card: "GVG_120", ref: "H" }] },
    p2: { board: [{ card: "CS2_172", ref: "B" }] },
    actions: [{ type: "play", card: "H", target: "B" }],
    expect: { "B.zone": "graveyard" },
  });
  cardCase("GVG_120", {
    does: "a non-Beast can't be chosen",
    p1: { hand: [{ card: "GVG_120", ref: "H" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "H", target: "Y" }],
    error: "illegal_action",
  });

  // Illuminator: "If you control a Secret at the end of your turn, restore 4 Health to your hero."
  cardCase("GVG_089", {
    does: "with a Secret at the end of your turn: +4 Health to your hero",
    p1: { hero: { card: "HERO_08", health: 20 }, board: [{ card: "GVG_089" }], secrets: [{ card: "EX1_289" }] },
    p2: { deck: wisps(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hero.health": 24 },
  });
  cardCase("GVG_089", {
    does: "without a Secret: nothing",
    p1: { hero: { card: "HERO_08", health: 20 }, board: [{ card: "GVG_089" }] },
    p2: { deck: wisps(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hero.health": 20 },
  });

  // Jeeves: "At the end of each player's turn, that player draws until they have 3 cards."
  cardCase("GVG_094", {
    does: "at the end of your turn you draw up to 3 cards; the opponent draws then only at the end of theirs",
    p1: { board: [{ card: "GVG_094" }], hand: [{ card: "CS2_182" }], deck: wisps(5, "d") },
    p2: { deck: wisps(5, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hand.length": 3, "p2.hand.length": 1 },
  });
  cardCase("GVG_094", {
    does: "at the end of the opponent's turn, they draw up to 3 (their turn's draw included)",
    p1: { board: [{ card: "GVG_094" }], hand: [{ card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_182" }], deck: wisps(5, "d") },
    p2: { deck: wisps(5, "e") },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.hand.length": 4, "p2.hand.length": 3 },
  });

  // Junkbot: "Whenever a friendly Mech dies, gain +2/+2."
  cardCase("GVG_106", {
    does: "a friendly Mech dies: +2/+2; a non-Mech or an enemy Mech: nothing",
    p1: { board: [{ card: "GVG_106", ref: "J" }, { card: "GVG_082", ref: "M" }, { card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "GVG_082", ref: "EM" }] },
    actions: [{ type: "destroy", target: "M" }, { type: "destroy", target: "W" }, { type: "destroy", target: "EM" }],
    expect: { "J.attack": 3, "J.health": 7 },
  });

  // Lil' Exorcist: "Taunt. Battlecry: Gain +1/+1 for each enemy Deathrattle minion."
  cardCase("GVG_097", {
    does: "two enemy Deathrattle minions: 4/5; your own Deathrattle minion does not count",
    p1: { board: [{ card: "EX1_029" }], hand: [{ card: "GVG_097", ref: "LE" }] },
    p2: { board: [{ card: "EX1_029" }, { card: "FP1_001" }, { card: "CS2_231" }] },
    actions: [{ type: "play", card: "LE" }],
    expect: { "LE.attack": 4, "LE.health": 5 },
  });

  // Madder Bomber: "Battlecry: Deal 6 damage randomly split between all other characters."
  cardCase("GVG_090", {
    does: "six hits of 1 among the other characters (here the two heroes), none on itself",
    p1: { hand: [{ card: "GVG_090", ref: "MB" }] },
    actions: [{ type: "play", card: "MB" }],
    check: (r) => {
      expect(60 - (r.state.players[0]!.hero.health ?? 0) - (r.state.players[1]!.hero.health ?? 0)).toBe(6);
      expect(at(r.state, "MB").health).toBe(4);
      expect(events(r, "damage")).toHaveLength(6);
    },
  });

  // Mechanical Yeti: "Deathrattle: Give each player a Spare Part."
  cardCase("GVG_078", {
    does: "each player gets one Spare Part",
    p1: { board: [{ card: "GVG_078", ref: "MY" }] },
    actions: [{ type: "destroy", target: "MY" }],
    check: (r) => {
      for (const p of r.state.players) {
        expect(p.hand).toHaveLength(1);
        expect(SPARE_PARTS).toContain(p.hand[0]!.card);
      }
    },
  });

  // Mekgineer Thermaplugg: "Whenever an enemy minion dies, summon a Leper Gnome."
  cardCase("GVG_116", {
    does: "an enemy minion dies: a Leper Gnome for you; a friendly one: nothing",
    p1: { board: [{ card: "GVG_116" }, { card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "destroy", target: "E" }, { type: "destroy", target: "W" }],
    expect: { "p1.board": ["GVG_116", "EX1_029"], "p2.board": [] },
  });

  // Micro Machine: "At the start of each turn, gain +1 Attack."
  cardCase("GVG_103", {
    does: "+1 Attack at the start of the opponent's turn and of yours",
    p1: { board: [{ card: "GVG_103", ref: "MM" }], deck: wisps(2, "d") },
    p2: { deck: wisps(2, "e") },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "MM.attack": 3, "MM.health": 2 },
  });

  // Piloted Shredder: "Deathrattle: Summon a random 2-Cost minion."
  cardCase("GVG_096", {
    does: "a random 2-Cost minion for its owner",
    p1: { board: [{ card: "GVG_096", ref: "PS" }] },
    actions: [{ type: "destroy", target: "PS" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(1);
      expect(findCard(b[0]!.card)).toMatchObject({ type: "MINION", cost: 2 });
    },
  });

  // Piloted Sky Golem: "Deathrattle: Summon a random 4-Cost minion."
  cardCase("GVG_105", {
    does: "a random 4-Cost minion for its owner",
    p1: { board: [{ card: "GVG_105", ref: "PG" }] },
    actions: [{ type: "destroy", target: "PG" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(1);
      expect(findCard(b[0]!.card)).toMatchObject({ type: "MINION", cost: 4 });
    },
  });

  // Recombobulator: "Battlecry: Transform a friendly minion into a random minion with the same Cost."
  cardCase("GVG_108", {
    does: "the friendly 4-Cost Yeti becomes a random 4-Cost minion",
    p1: { hand: [{ card: "GVG_108", ref: "R" }], board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "R", target: "Y" }],
    check: (r) => {
      const b = r.state.players[0]!.board;
      expect(b).toHaveLength(2);
      expect(findCard(b[0]!.card)).toMatchObject({ type: "MINION", cost: 4 });
    },
  });
  cardCase("GVG_108", {
    does: "an enemy minion can't be chosen",
    p1: { hand: [{ card: "GVG_108", ref: "R" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "R", target: "Y" }],
    error: "illegal_action",
  });

  // Ship's Cannon: "After you summon a Pirate, deal 2 damage to a random enemy."
  cardCase("GVG_075", {
    does: "a Pirate played: 2 damage to an enemy (only the enemy hero there); a non-Pirate: nothing",
    p1: { board: [{ card: "GVG_075" }], hand: [{ card: "CS2_146", ref: "P" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "P" }, { type: "play", card: "W" }],
    expect: { "p2.hero.health": 28, "p1.hero.health": 30 },
  });

  // Stonesplinter Trogg: "Whenever your opponent casts a spell, gain +1 Attack."
  cardCase("GVG_067", {
    does: "the opponent's spell: +1 Attack; your own: nothing",
    p1: { board: [{ card: "GVG_067", ref: "ST" }], hand: [{ card: "CS2_008", ref: "MO" }], deck: wisps(1, "d") },
    p2: { hand: [{ card: "CS2_008", ref: "EMO" }], deck: wisps(1, "e") },
    actions: [{ type: "play", card: "MO", target: "p2.hero" }, { type: "endTurn" }, { type: "play", card: "EMO", target: "p1.hero" }],
    expect: { "ST.attack": 3 },
  });

  // Tinkertown Technician: "Battlecry: If you have a Mech, gain +1/+1 and add a Spare Part to your hand."
  cardCase("GVG_102", {
    does: "with a Mech: 4/4 and a Spare Part",
    p1: { board: [{ card: "GVG_082" }], hand: [{ card: "GVG_102", ref: "TT" }] },
    actions: [{ type: "play", card: "TT" }],
    check: (r) => {
      expect(at(r.state, "TT")).toMatchObject({ attack: 4, health: 4 });
      expect(r.state.players[0]!.hand.map((c) => c.card).filter((c) => SPARE_PARTS.includes(c))).toHaveLength(1);
    },
  });
  cardCase("GVG_102", {
    does: "without one: 3/3 and nothing",
    p1: { hand: [{ card: "GVG_102", ref: "TT" }] },
    actions: [{ type: "play", card: "TT" }],
    expect: { "TT.attack": 3, "TT.health": 3, "p1.hand": [] },
  });

  // Toshley: "Battlecry and Deathrattle: Add a Spare Part card to your hand."
  cardCase("GVG_115", {
    does: "a Spare Part when played and another when it dies",
    p1: { hand: [{ card: "GVG_115", ref: "T" }] },
    actions: [{ type: "play", card: "T" }, { type: "destroy", target: "T" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((c) => c.card);
      expect(hand).toHaveLength(2);
      for (const c of hand) expect(SPARE_PARTS).toContain(c);
    },
  });

  // Cobalt Guardian: "Whenever you summon a Mech, gain Divine Shield."
  cardCase("GVG_062", {
    does: "a Mech summoned: Divine Shield; a non-Mech: none",
    p1: { board: [{ card: "GVG_062", ref: "CG" }], hand: [{ card: "GVG_082", ref: "M" }] },
    actions: [{ type: "play", card: "M" }],
    expect: { "CG.seen.DIVINE_SHIELD": 1 },
  });
  cardCase("GVG_062", {
    does: "a non-Mech summoned, or an enemy Mech: no Divine Shield",
    p1: { board: [{ card: "GVG_062", ref: "CG" }], hand: [{ card: "CS2_231", ref: "W" }], deck: wisps(1, "d") },
    p2: { hand: [{ card: "GVG_082", ref: "EM" }], deck: wisps(1, "e") },
    actions: [{ type: "play", card: "W" }, { type: "endTurn" }, { type: "play", card: "EM" }],
    expect: { "CG.seen.DIVINE_SHIELD": undefined },
  });

  // Coghammer: "Battlecry: Give a random friendly minion Divine Shield and Taunt."
  cardCase("GVG_059", {
    does: "your one minion gets Divine Shield and Taunt",
    p1: { hand: [{ card: "GVG_059", ref: "CH" }], board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "play", card: "CH" }],
    expect: { "Y.seen.DIVINE_SHIELD": 1, "Y.seen.TAUNT": 1, "E.seen.TAUNT": undefined },
  });

  // Quartermaster: "Battlecry: Give your Silver Hand Recruits +2/+2."
  cardCase("GVG_060", {
    does: "your Recruits get +2/+2; other minions and the enemy's Recruits do not",
    p1: { hand: [{ card: "GVG_060", ref: "Q" }], board: [{ card: "CS2_101t", ref: "R1" }, { card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "CS2_101t", ref: "ER" }] },
    actions: [{ type: "play", card: "Q" }],
    expect: { "R1.attack": 3, "R1.health": 3, "W.attack": 1, "ER.attack": 1 },
  });

  // Scarlet Purifier: "Battlecry: Deal 2 damage to all minions with Deathrattle."
  cardCase("GVG_101", {
    does: "2 damage to each Deathrattle minion of both sides; others untouched",
    p1: { hand: [{ card: "GVG_101", ref: "SP" }], board: [{ card: "FP1_001", ref: "ZC" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "FP1_012", ref: "SB" }] },
    actions: [{ type: "play", card: "SP" }],
    expect: { "ZC.health": 1, "SB.health": 4, "Y.health": 5, "SP.health": 3 },
  });

  // Seal of Light: "Restore #4 Health to your hero and gain +2 Attack this turn."
  cardCase("GVG_057", {
    does: "+4 Health and +2 Attack for your hero this turn",
    p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "GVG_057", ref: "SL" }] },
    actions: [{ type: "play", card: "SL" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p1.hero.health": 24, "p2.hero.health": 28 },
  });
  cardCase("GVG_057", {
    does: "the Attack is gone next turn",
    p1: { hand: [{ card: "GVG_057", ref: "SL" }], deck: wisps(1, "d") },
    p2: { deck: wisps(1, "e") },
    actions: [{ type: "play", card: "SL" }, { type: "endTurn" }],
    expect: { "p1.hero.attack": 0 },
  });

  // Light of the Naaru: "Restore #3 Health. If the target is still damaged, summon a Lightwarden."
  cardCase("GVG_012", {
    does: "a hero down 5: +3 and, still damaged, a Lightwarden for you",
    p1: { hero: { card: "HERO_09", health: 25 }, hand: [{ card: "GVG_012", ref: "LN" }] },
    actions: [{ type: "play", card: "LN", target: "p1.hero" }],
    expect: { "p1.hero.health": 28, "p1.board": ["EX1_001"] },
  });
  cardCase("GVG_012", {
    does: "healed to full: no Lightwarden",
    p1: { hand: [{ card: "GVG_012", ref: "LN" }], board: [{ card: "CS2_182", ref: "Y", health: 3 }] },
    actions: [{ type: "play", card: "LN", target: "Y" }],
    expect: { "Y.health": 5, "p1.board": ["CS2_182"] },
  });

  // Shadowbomber: "Battlecry: Deal 3 damage to each hero."
  cardCase("GVG_009", {
    does: "3 damage to both heroes, no minion",
    p1: { hand: [{ card: "GVG_009", ref: "SB" }], board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "SB" }],
    expect: { "p1.hero.health": 27, "p2.hero.health": 27, "Y.health": 5 },
  });

  // Shadowboxer: "Whenever a minion is healed, deal 1 damage to a random enemy."
  cardCase("GVG_072", {
    does: "a minion healed: 1 damage to an enemy; a hero healed: nothing",
    p1: { hero: { card: "HERO_09", health: 20 }, board: [{ card: "GVG_072" }, { card: "CS2_182", ref: "Y", health: 2 }], hand: [{ card: "CS2_007", ref: "H" }, { card: "CS2_007", ref: "H2" }] },
    actions: [{ type: "play", card: "H", target: "Y" }, { type: "play", card: "H2", target: "p1.hero" }],
    expect: { "p2.hero.health": 29, "p1.hero.health": 28 },
  });

  // Shrinkmeister: "Battlecry: Give a minion -3 Attack this turn."
  cardCase("GVG_011", {
    does: "the target has 3 less Attack this turn",
    p1: { hand: [{ card: "GVG_011", ref: "S" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    expect: { "Y.attack": 1 },
  });
  cardCase("GVG_011", {
    does: "back to 4 next turn",
    p1: { hand: [{ card: "GVG_011", ref: "S" }], deck: wisps(1, "d") },
    p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: wisps(1, "e") },
    actions: [{ type: "play", card: "S", target: "Y" }, { type: "endTurn" }],
    expect: { "Y.attack": 4 },
  });

  // Upgraded Repair Bot: "Battlecry: Give a friendly Mech +4 Health."
  cardCase("GVG_083", {
    does: "a friendly Mech gets +4 Health",
    p1: { hand: [{ card: "GVG_083", ref: "RB" }], board: [{ card: "GVG_082", ref: "M" }] },
    actions: [{ type: "play", card: "RB", target: "M" }],
    expect: { "M.health": 5, "M.attack": 2 },
  });
  cardCase("GVG_083", {
    does: "an enemy Mech or a non-Mech can't be chosen",
    p1: { hand: [{ card: "GVG_083", ref: "RB" }], board: [{ card: "CS2_231", ref: "W" }] },
    p2: { board: [{ card: "GVG_082", ref: "EM" }] },
    actions: [{ type: "play", card: "RB", target: "EM" }],
    error: "illegal_action",
  });

  // Velen's Chosen: "Give a minion +2/+4 and Spell Damage +1."
  cardCase("GVG_010", {
    does: "+2/+4, and your next spell deals 1 more (Moonfire: 2)",
    p1: { hand: [{ card: "GVG_010", ref: "VC" }, { card: "CS2_008", ref: "MO" }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "VC", target: "W" }, { type: "play", card: "MO", target: "p2.hero" }],
    expect: { "W.attack": 3, "W.health": 5, "p2.hero.health": 28 },
  });
  cardCase("GVG_010", {
    does: "on an enemy minion the Spell Damage is the opponent's: your Moonfire deals 1",
    p1: { hand: [{ card: "GVG_010", ref: "VC" }, { card: "CS2_008", ref: "MO" }] },
    p2: { board: [{ card: "CS2_231", ref: "E" }] },
    actions: [{ type: "play", card: "VC", target: "E" }, { type: "play", card: "MO", target: "p2.hero" }],
    expect: { "E.attack": 3, "p2.hero.health": 29 },
  });

  // Cogmaster's Wrench: "Has +2 Attack while you have a Mech."
  cardCase("GVG_024", {
    does: "3 Attack with a Mech: the hero hits for 3",
    p1: { weapon: { card: "GVG_024", ref: "CW" }, board: [{ card: "GVG_082" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p2.hero.health": 27 },
  });
  cardCase("GVG_024", {
    does: "1 Attack without one",
    p1: { weapon: { card: "GVG_024", ref: "CW" } },
    p2: { board: [{ card: "GVG_082" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p2.hero.health": 29 },
  });

  // Goblin Auto-Barber: "Battlecry: Give your weapon +1 Attack."
  cardCase("GVG_023", {
    does: "your weapon gets +1 Attack; the enemy's none",
    p1: { weapon: { card: "CS2_082", ref: "WP" }, hand: [{ card: "GVG_023", ref: "AB" }] },
    p2: { weapon: { card: "CS2_082", ref: "EW" } },
    actions: [{ type: "play", card: "AB" }],
    expect: { "WP.attack": 2, "EW.attack": 1 },
  });

  // Iron Sensei: "At the end of your turn, give another friendly Mech +2/+2."
  cardCase("GVG_027", {
    does: "at the end of your turn your other Mech gets +2/+2; a non-Mech none",
    p1: { board: [{ card: "GVG_027", ref: "IS" }, { card: "GVG_082", ref: "M" }, { card: "CS2_231", ref: "W" }] },
    p2: { deck: wisps(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "M.attack": 4, "M.health": 3, "W.attack": 1, "IS.attack": 2 },
  });

  // Ogre Ninja: "50% chance to attack the wrong enemy."
  describeCard("GVG_088", () => {
    it("for every seed: a recorded 50% roll; on a hit the attack goes to the other enemy, on a miss where it was meant", () => {
      const rolls = new Set<string>();
      for (const seed of SEEDS) {
        const r = run(request([player({ board: [{ card: "GVG_088", ref: "O" }] }), player({ board: [{ card: "CS2_200", ref: "Y" }] })],
          [{ type: "attack", attacker: "O", defender: "p2.hero" }], { seed }));
        const [roll] = chance(r);
        rolls.add(roll as string);
        const atk = at(r.state, "O").attack ?? 0;
        if (roll === "hit") {
          expect(r.state.players[1].hero.health).toBe(30);
          expect(at(r.state, "Y").health).toBe(7 - atk);
        } else {
          expect(roll).toBe("miss");
          expect(r.state.players[1].hero.health).toBe(30 - atk);
          expect(at(r.state, "Y").health).toBe(7);
        }
      }
      expect(rolls).toEqual(new Set(["hit", "miss"]));
    });
  });
  cardCase("GVG_088", {
    does: "with no other enemy to attack, no roll",
    p1: { board: [{ card: "GVG_088", ref: "O" }] },
    actions: [{ type: "attack", attacker: "O", defender: "p2.hero" }],
    check: (r) => { expect(chance(r)).toEqual([]); expect(r.state.players[1].hero.health).toBe(30 - (at(r.state, "O").attack ?? 0)); },
  });

  // Ogre Warmaul: "50% chance to attack the wrong enemy." (a weapon: its hero's attacks)
  describeCard("GVG_054", () => {
    it("for every seed: a recorded 50% roll; on a hit the attack goes to the other enemy, on a miss where it was meant", () => {
      const rolls = new Set<string>();
      for (const seed of SEEDS) {
        const r = run(request([player({ weapon: { card: "GVG_054", ref: "O" }, board: [{ card: "CS2_231", ref: "MY" }] }), player({ board: [{ card: "CS2_200", ref: "Y" }] })],
          [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }], { seed }));
        const [roll] = chance(r);
        rolls.add(roll as string);
        const atk = at(r.state, "O").attack ?? 0;
        if (roll === "hit") {
          expect(r.state.players[1].hero.health).toBe(30);
          expect(at(r.state, "Y").health).toBe(7 - atk);
        } else {
          expect(roll).toBe("miss");
          expect(r.state.players[1].hero.health).toBe(30 - atk);
          expect(at(r.state, "Y").health).toBe(7);
        }
      }
      expect(rolls).toEqual(new Set(["hit", "miss"]));
    });
  });
  cardCase("GVG_054", {
    does: "with no other enemy to attack, no roll",
    p1: { weapon: { card: "GVG_054", ref: "O" } },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    check: (r) => { expect(chance(r)).toEqual([]); expect(r.state.players[1].hero.health).toBe(30 - (at(r.state, "O").attack ?? 0)); },
  });

  // Dunemaul Shaman: "50% chance to attack the wrong enemy."
  describeCard("GVG_066", () => {
    it("for every seed: a recorded 50% roll; on a hit the attack goes to the other enemy, on a miss where it was meant", () => {
      const rolls = new Set<string>();
      for (const seed of SEEDS) {
        const r = run(request([player({ board: [{ card: "GVG_066", ref: "O" }] }), player({ board: [{ card: "CS2_200", ref: "Y" }] })],
          [{ type: "attack", attacker: "O", defender: "p2.hero" }], { seed }));
        const [roll] = chance(r);
        rolls.add(roll as string);
        const atk = at(r.state, "O").attack ?? 0;
        if (roll === "hit") {
          expect(r.state.players[1].hero.health).toBe(30);
          expect(at(r.state, "Y").health).toBe(7 - atk);
        } else {
          expect(roll).toBe("miss");
          expect(r.state.players[1].hero.health).toBe(30 - atk);
          expect(at(r.state, "Y").health).toBe(7);
        }
      }
      expect(rolls).toEqual(new Set(["hit", "miss"]));
    });
  });
  cardCase("GVG_066", {
    does: "with no other enemy to attack, no roll",
    p1: { board: [{ card: "GVG_066", ref: "O" }] },
    actions: [{ type: "attack", attacker: "O", defender: "p2.hero" }],
    check: (r) => { expect(chance(r)).toEqual([]); expect(r.state.players[1].hero.health).toBe(30 - (at(r.state, "O").attack ?? 0)); },
  });

  // One-eyed Cheat: "Whenever you summon a Pirate, gain Stealth."
  cardCase("GVG_025", {
    does: "a Pirate summoned: it gains Stealth; a non-Pirate: none",
    p1: { board: [{ card: "GVG_025", ref: "OC" }], hand: [{ card: "CS2_146", ref: "P" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "OC.seen.STEALTH": 1 },
  });
  cardCase("GVG_025", {
    does: "a non-Pirate summoned: no Stealth",
    p1: { board: [{ card: "GVG_025", ref: "OC" }], hand: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "OC.seen.STEALTH": undefined },
  });

  // Ancestor's Call: "Put a random minion from each player's hand into the battlefield."
  cardCase("GVG_029", {
    does: "a minion of each hand comes onto its owner's board; spells stay",
    p1: { hand: [{ card: "GVG_029", ref: "AC" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }] },
    p2: { hand: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "AC" }],
    expect: { "Y.zone": "board", "W.zone": "board", "F.zone": "hand", "p1.board": ["CS2_182"], "p2.board": ["CS2_231"] },
  });

  // Crackle: "Deal $3-$6 damage. Overload: (1)"
  describeCard("GVG_038", () => {
    it("for every seed: 3 to 6 damage to the target, and Overload 1", () => {
      const seen = new Set<number>();
      for (const seed of SEEDS) {
        const r = run(request([player({ hand: [{ card: "GVG_038", ref: "C" }] }), player()], [{ type: "play", card: "C", target: "p2.hero" }], { seed }));
        const dealt = 30 - (r.state.players[1].hero.health ?? 0);
        expect(dealt).toBeGreaterThanOrEqual(3);
        expect(dealt).toBeLessThanOrEqual(6);
        seen.add(dealt);
        expect((r.state.players[0].mana as { overloadOwed?: number }).overloadOwed).toBe(1);
      }
      expect(seen.size).toBeGreaterThan(1);
    });
  });

  // Neptulon: "Battlecry: Add 4 random Murlocs to your hand. Overload: (3)"
  cardCase("GVG_042", {
    does: "four random Murlocs in hand; Overload 3",
    p1: { hand: [{ card: "GVG_042", ref: "N" }] },
    actions: [{ type: "play", card: "N" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand;
      expect(hand).toHaveLength(4);
      for (const c of hand) expect(findCard(c.card)!.races.some((x) => x === "MURLOC" || x === "ALL")).toBe(true);
      expect((r.state.players[0]!.mana as { overloadOwed?: number }).overloadOwed).toBe(3);
    },
  });

  // Powermace: "Deathrattle: Give a random friendly Mech +2/+2."
  cardCase("GVG_036", {
    does: "when it breaks your Mech gets +2/+2; a non-Mech none",
    p1: { weapon: { card: "GVG_036", ref: "PM", durability: 1 }, board: [{ card: "GVG_082", ref: "M" }, { card: "CS2_231", ref: "W" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "M.attack": 4, "M.health": 3, "W.attack": 1, "PM.zone": "graveyard" },
  });

  // Siltfin Spiritwalker: "Whenever another friendly Murloc dies, draw a card. Overload: (1)"
  cardCase("GVG_040", {
    does: "a friendly Murloc dies: draw; a non-Murloc or an enemy Murloc: nothing",
    p1: { board: [{ card: "GVG_040" }, { card: "CS2_168", ref: "M" }, { card: "CS2_231", ref: "W" }], deck: wisps(3, "d") },
    p2: { board: [{ card: "CS2_168", ref: "EM" }] },
    actions: [{ type: "destroy", target: "M" }, { type: "destroy", target: "W" }, { type: "destroy", target: "EM" }],
    expect: { "p1.hand.length": 1, "p2.hand.length": 0 },
  });

  // Vitality Totem: "At the end of your turn, restore 4 Health to your hero."
  cardCase("GVG_039", {
    does: "+4 Health to your hero at the end of your turn",
    p1: { hero: { card: "HERO_02", health: 20 }, board: [{ card: "GVG_039" }] },
    p2: { hero: { card: "HERO_02", health: 20 }, deck: wisps(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hero.health": 24, "p2.hero.health": 20 },
  });

  // Anima Golem: "At the end of each turn, destroy this minion if it's your only one."
  cardCase("GVG_077", {
    does: "alone at the end of a turn it is destroyed",
    p1: { board: [{ card: "GVG_077", ref: "AG" }] },
    p2: { board: [{ card: "CS2_231" }], deck: wisps(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "AG.zone": "graveyard" },
  });
  cardCase("GVG_077", {
    does: "with another friendly minion it stays, also at the end of the opponent's turn",
    p1: { board: [{ card: "GVG_077", ref: "AG" }, { card: "CS2_231" }], deck: wisps(1, "d") },
    p2: { deck: wisps(1, "e") },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "AG.zone": "board" },
  });

  // Darkbomb: "Deal $3 damage to a character. If it dies, draw a Shadow spell."
  cardCase("GVG_015", {
    does: "kills the minion: a Shadow spell is drawn from the deck (not the other card)",
    p1: { hand: [{ card: "GVG_015", ref: "DB" }], deck: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_057", ref: "SB" }] },
    p2: { board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "DB", target: "W" }],
    expect: { "W.zone": "graveyard", "SB.zone": "hand", "Y.zone": "deck" },
  });
  cardCase("GVG_015", {
    does: "the minion survives: 3 damage, no draw",
    p1: { hand: [{ card: "GVG_015", ref: "DB" }], deck: [{ card: "CS2_057", ref: "SB" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "DB", target: "Y" }],
    expect: { "Y.health": 2, "SB.zone": "deck" },
  });

  // Demonheart: "Deal $5 damage to a minion. If it's a friendly Demon, give it +5/+5 instead."
  cardCase("GVG_019", {
    does: "a friendly Demon gets +5/+5, no damage",
    p1: { hand: [{ card: "GVG_019", ref: "DH" }], board: [{ card: "CS2_065", ref: "V" }] },
    actions: [{ type: "play", card: "DH", target: "V" }],
    expect: { "V.attack": 6, "V.health": 8 },
  });
  cardCase("GVG_019", {
    does: "an enemy Demon takes 5 damage",
    p1: { hand: [{ card: "GVG_019", ref: "DH" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "EX1_620", ref: "G" }] },
    actions: [{ type: "play", card: "DH", target: "G" }],
    expect: { "G.health": 3 },
  });

  // Fel Cannon: "At the end of your turn, deal 2 damage to a non-Mech minion."
  cardCase("GVG_020", {
    does: "at the end of your turn, 2 damage to the one non-Mech minion; Mechs untouched",
    p1: { board: [{ card: "GVG_020", ref: "FC" }, { card: "GVG_082", ref: "M" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y" }], deck: wisps(1, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "Y.health": 3, "M.health": 1, "FC.health": 5, "p2.hero.health": 30 },
  });

  // Crush: "Destroy a minion. If you have a damaged minion, this costs (4) less."
  cardCase("GVG_052", {
    does: "destroys the minion; with a damaged friendly minion it costs 3",
    p1: { hand: [{ card: "GVG_052", ref: "C" }], board: [{ card: "CS2_182", ref: "Y", health: 2 }] },
    p2: { board: [{ card: "EX1_620", ref: "G" }] },
    actions: [{ type: "play", card: "C", target: "G" }],
    expect: { "G.zone": "graveyard", "p1.mana.used": 3 },
  });
  cardCase("GVG_052", {
    does: "a damaged enemy minion does not lower it: 7",
    p1: { hand: [{ card: "GVG_052", ref: "C" }] },
    p2: { board: [{ card: "CS2_182", ref: "Y", health: 2 }] },
    actions: [{ type: "damage", target: "p2.hero", amount: 1 }],
    expect: { "C.cost": 7 },
  });

  // Iron Juggernaut: "Battlecry and Deathrattle: Shuffle a Mine into your opponent's deck. When drawn, explode for 10 damage!"
  cardCase("GVG_056", {
    does: "played and dying: two Burrowing Mines in the opponent's deck, none in yours",
    p1: { hand: [{ card: "GVG_056", ref: "IJ" }] },
    actions: [{ type: "play", card: "IJ" }, { type: "destroy", target: "IJ" }],
    expect: { "p2.deck": ["GVG_056t", "GVG_056t"], "p1.deck": [] },
  });
  cardCase("GVG_056t", {
    does: "Burrowing Mine drawn: 10 damage to its drawer, who draws another card",
    p1: { deck: wisps(1, "d") },
    p2: { deck: [{ card: "GVG_056t", ref: "BM" }, { card: "CS2_231", ref: "N" }] },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      expect(r.state.players[1]!.hero.health).toBe(20);
      expect(r.state.players[1]!.hand.map((c) => c.card)).toEqual(["CS2_231"]);
      expect(r.state.players[0]!.hero.health).toBe(30);
    },
  });

  // Screwjank Clunker: "Battlecry: Give a friendly Mech +2/+2."
  cardCase("GVG_055", {
    does: "a friendly Mech gets +2/+2",
    p1: { hand: [{ card: "GVG_055", ref: "SC" }], board: [{ card: "GVG_082", ref: "M" }] },
    actions: [{ type: "play", card: "SC", target: "M" }],
    expect: { "M.attack": 4, "M.health": 3 },
  });
  cardCase("GVG_055", {
    does: "a non-Mech can't be chosen",
    p1: { hand: [{ card: "GVG_055", ref: "SC" }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "play", card: "SC", target: "W" }],
    error: "illegal_action",
  });

  // Shieldmaiden: "Battlecry: Gain 5 Armor."
  cardCase("GVG_053", {
    does: "5 Armor for your hero",
    p1: { hand: [{ card: "GVG_053", ref: "S" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "p1.hero.armor": 5, "p2.hero.armor": 0 },
  });

  // Warbot: "Has +1 Attack while damaged."
  cardCase("GVG_051", {
    does: "1 Attack undamaged, 2 once damaged",
    p1: { board: [{ card: "GVG_051", ref: "WB" }] },
    actions: [{ type: "damage", target: "WB", amount: 1 }],
    expect: { "WB.attack": 2, "WB.health": 2 },
  });

  // Echo of Medivh: "Put a copy of each friendly minion into your hand."
  cardCase("GVG_005", {
    does: "a fresh copy of each of your minions in hand (no buffs, no damage); enemy minions none",
    p1: { hand: [{ card: "GVG_005", ref: "EM" }], board: [{ card: "CS2_182", ref: "Y", health: 2 }, { card: "CS2_231" }] },
    p2: { board: [{ card: "CS2_200" }] },
    actions: [{ type: "play", card: "EM" }],
    expect: { "p1.hand": ["CS2_182", "CS2_231"], "p1.hand.0.health": 5, "p1.board.length": 2 },
  });

  // Feign Death: "Trigger all Deathrattles on your minions."
  cardCase("GVG_026", {
    does: "your minions' Deathrattles resolve (Leper Gnome: 2 to the enemy hero); they stay; enemy Deathrattles do not",
    p1: { hand: [{ card: "GVG_026", ref: "FD" }], board: [{ card: "EX1_029", ref: "LG" }, { card: "FP1_002", ref: "HC" }] },
    p2: { board: [{ card: "EX1_029" }] },
    actions: [{ type: "play", card: "FD" }],
    expect: { "p2.hero.health": 28, "p1.hero.health": 30, "LG.zone": "board", "p1.board.length": 4 },
  });

  // Hobgoblin: "Whenever you play a 1-Attack minion, give it +2/+2."
  cardCase("GVG_104", {
    does: "a 1-Attack minion you play gets +2/+2; a 4-Attack one does not",
    p1: { board: [{ card: "GVG_104" }], hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "play", card: "W" }, { type: "play", card: "Y" }],
    expect: { "W.attack": 3, "W.health": 3, "Y.attack": 4, "Y.health": 5 },
  });
  cardCase("GVG_104", {
    does: "1-Attack minions summoned, not played (Haunted Creeper's Spiders), or played by the opponent: nothing",
    p1: { board: [{ card: "GVG_104" }, { card: "FP1_002", ref: "HC" }], deck: wisps(1, "d") },
    p2: { hand: [{ card: "CS2_231", ref: "EW" }], deck: wisps(1, "e") },
    actions: [{ type: "destroy", target: "HC" }, { type: "endTurn" }, { type: "play", card: "EW" }],
    expect: { "p1.board": ["GVG_104", "FP1_002t", "FP1_002t"], "p1.board.1.attack": 1, "p1.board.2.health": 1, "EW.attack": 1 },
  });
});
