/**
 * Behaviour tests of the Goblins vs Gnomes (GVG) cards, with the Spare Parts: one case per behaviour of each card's text.
 */
import { describe, expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
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
});
