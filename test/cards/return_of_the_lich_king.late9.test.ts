/**
 * Behaviour tests of the RETURN_OF_THE_LICH_KING cards added by w9/late-b (definitions in sets/lich-king.ts).
 * Random picks are made to have one candidate (the pools grow as cards are added).
 */
import { expect } from "vitest";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";
import { cardCase } from "../support/cards.js";

const wispsDeck = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));

// Shambling Chow: "Rush Deathrattle: Deal 4 damage to your hero."
cardCase("NX2_024", {
  does: "dies: 4 damage to its controller's hero, not the enemy's",
  p1: { board: [{ card: "NX2_024", ref: "C" }] },
  actions: [{ type: "destroy", target: "C" }],
  expect: { "p1.hero.health": 26, "p2.hero.health": 30 },
});
// Shatterskin Gargoyle: "Taunt Deathrattle: Deal 4 damage to a random enemy."
cardCase("RLK_029", {
  does: "dies: 4 damage to the one enemy (the enemy hero), none to its side",
  p1: { board: [{ card: "RLK_029", ref: "G" }, { card: "CS2_182", ref: "F" }] },
  actions: [{ type: "destroy", target: "G" }],
  expect: { "p2.hero.health": 26, "p1.hero.health": 30, "F.health": 5 },
});
cardCase("RLK_029", {
  does: "an enemy Yeti and the enemy hero: 4 damage to one of them in total",
  p1: { board: [{ card: "RLK_029", ref: "G" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "destroy", target: "G" }],
  check: (r) => {
    const y = r.state.players[1]!.board[0]!;
    expect((30 - (r.state.players[1]!.hero.health ?? 30)) + (5 - (y.health ?? 5))).toBe(4);
  },
});
// Infected Peasant: "Deathrattle: Summon a 2/2 Undead Peasant."
cardCase("RLK_070", {
  does: "dies: a 2/2 Undead Peasant on its side",
  p1: { board: [{ card: "RLK_070", ref: "P" }] },
  actions: [{ type: "destroy", target: "P" }],
  expect: { "p1.board": ["RLK_070t"], "p1.board.0.attack": 2, "p1.board.0.health": 2, "p2.board": [] },
});
// Foul Egg: "Deathrattle: Summon a 3/3 Undead Chicken."
cardCase("RLK_833", {
  does: "dies: a 3/3 Undead Chicken on its side",
  p1: { board: [{ card: "RLK_833", ref: "E" }] },
  actions: [{ type: "destroy", target: "E" }],
  expect: { "p1.board": ["RLK_833t"], "p1.board.0.attack": 3, "p1.board.0.health": 3 },
});
// Street Sweeper: "Battlecry: Deal 2 damage to all other minions."
cardCase("RLK_104", {
  does: "2 damage to every other minion, both sides; itself and the heroes untouched",
  p1: { hand: [{ card: "RLK_104", ref: "S" }], board: [{ card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "F.health": 3, "Y.health": 3, "S.health": 2, "p1.hero.health": 30, "p2.hero.health": 30 },
});
// Incorporeal Corporal: "After this minion attacks, destroy it."
cardCase("RLK_117", {
  does: "attacks a Wisp and survives the combat, then is destroyed",
  p1: { board: [{ card: "RLK_117", ref: "C" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "attack", attacker: "C", defender: "W" }],
  expect: { "p1.board": [], "p2.board": [] },
});
cardCase("RLK_117", {
  does: "another minion's attack does not destroy it",
  p1: { board: [{ card: "RLK_117", ref: "C" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
  expect: { "p1.board": ["RLK_117", "CS2_182"], "p2.hero.health": 26 },
});
// Tenacious San'layn: "Lifesteal Whenever this attacks, deal 2 damage to the enemy hero."
cardCase("RLK_220", {
  does: "attacks a minion: 2 damage to the enemy hero too, Lifesteal heals its hero by all 6 it deals (4 combat, 2 from its trigger)",
  p1: { hero: { card: "HERO_04", health: 20 }, board: [{ card: "RLK_220", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "S", defender: "Y" }],
  expect: { "p2.hero.health": 28, "Y.health": 1, "p1.hero.health": 26 },
});
// Dar'Khan Drathir: "Lifesteal At the end of your turn, deal 6 damage to the enemy hero."
cardCase("RLK_539", {
  does: "end of its controller's turn: 6 to the enemy hero, healing its own by 6 (Lifesteal)",
  p1: { hero: { card: "HERO_04", health: 20 }, board: [{ card: "RLK_539" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "endTurn" }],
  expect: { "p2.hero.health": 24, "p1.hero.health": 26 },
});
cardCase("RLK_539", {
  does: "not at the end of the opponent's turn",
  p1: { deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "RLK_539" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "endTurn" }],
  expect: { "p1.hero.health": 30, "p2.hero.health": 30 },
});
// Bloodied Knight: "At the end of your turn, deal 2 damage to your hero."
cardCase("RLK_926", {
  does: "end of its controller's turn: 2 to its own hero",
  p1: { board: [{ card: "RLK_926" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "endTurn" }],
  expect: { "p1.hero.health": 28, "p2.hero.health": 30 },
});
cardCase("RLK_926", {
  does: "not at the end of the opponent's turn",
  p1: { deck: [{ card: "CS2_231" }] },
  p2: { board: [{ card: "RLK_926" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "endTurn" }],
  expect: { "p1.hero.health": 30, "p2.hero.health": 30 },
});
// Arcane Defenders: "Summon two 5/6 Golems with Taunt and Elusive."
cardCase("RLK_544", {
  does: "two 5/6 Golems with Taunt and Elusive",
  p1: { hand: [{ card: "RLK_544", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.board": ["RLK_544t", "RLK_544t"], "p1.board.0.attack": 5, "p1.board.1.health": 6 },
  check: () => expect(findCard("RLK_544t")!.mechanics).toEqual(expect.arrayContaining(["TAUNT", "ELUSIVE"])),
});
// Arcane Wyrm: "Battlecry: Add an Arcane Bolt to your hand."
cardCase("RLK_548", {
  does: "one Arcane Bolt to its controller's hand",
  p1: { hand: [{ card: "RLK_548", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.hand": ["RLK_843"], "p2.hand": [] },
});
// Arcsplitter: "Deathrattle: Add 2 Arcane Bolts to your hand."
cardCase("RLK_542", {
  does: "dies: two Arcane Bolts to its controller's hand",
  p1: { board: [{ card: "RLK_542", ref: "A" }] },
  actions: [{ type: "destroy", target: "A" }],
  expect: { "p1.hand": ["RLK_843", "RLK_843"], "p2.hand": [] },
});
// Blightblood Berserker: "Taunt, Lifesteal, Reborn Deathrattle: Deal 3 damage to a random enemy."
cardCase("RLK_551", {
  does: "dies: 3 damage to the one enemy (the hero); it comes back by Reborn",
  p1: { board: [{ card: "RLK_551", ref: "B" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p2.hero.health": 27, "p1.hero.health": 30, "p1.board": ["RLK_551"], "p1.board.0.health": 1 },
});
// Harkener of Dread: "Taunt, Reborn Deathrattle: Summon a 4/4 Undead with Taunt."
cardCase("RLK_554", {
  does: "dies: a 4/4 Taunt Undead and the Reborn Harkener",
  p1: { board: [{ card: "RLK_554", ref: "H" }] },
  actions: [{ type: "destroy", target: "H" }],
  expect: { "p1.board.length": 2, "p1.board.0.health": 1 },
  check: (r) => {
    expect(r.state.players[0].board.map((m) => m.card).sort()).toEqual(["RLK_554", "RLK_554t"]);
    expect(findCard("RLK_554t")!.mechanics).toContain("TAUNT");
  },
});
// Ghostly Strike: "Deal $1 damage. Combo: Draw a card."
cardCase("RLK_573", {
  does: "first card this turn: 1 damage, no card drawn",
  p1: { hand: [{ card: "RLK_573", ref: "G" }], deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "G", target: "p2.hero" }],
  expect: { "p2.hero.health": 29, "p1.hand": [] },
});
cardCase("RLK_573", {
  does: "after a Wisp: 1 damage and a card drawn",
  p1: { hand: [{ card: "CS2_231", ref: "W" }, { card: "RLK_573", ref: "G" }], deck: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "W" }, { type: "play", card: "G", target: "p2.hero" }],
  expect: { "p2.hero.health": 29, "p1.hand": ["CS2_182"] },
});
// Silverfury Stalwart: "Rush Elusive Taunt"
cardCase("RLK_602", {
  does: "a 4/8 with Rush, Elusive and Taunt: it attacks a minion the turn it is played",
  p1: { hand: [{ card: "RLK_602", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S" }, { type: "attack", attacker: "S", defender: "Y" }],
  expect: { "Y.health": 1, "S.health": 4 },
  check: () => expect(findCard("RLK_602")!.mechanics).toEqual(expect.arrayContaining(["RUSH", "ELUSIVE", "TAUNT"])),
});
// Mistake: "This has all minion types."
cardCase("NX2_050", {
  does: "a 1/3 of every minion type (race ALL)",
  p1: { hand: [{ card: "NX2_050", ref: "M" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.board": ["NX2_050"], "M.attack": 1, "M.health": 3 },
  check: () => expect(findCard("NX2_050")!.races).toContain("ALL"),
});
// Beetlemancy: "Choose One - Gain 12 Armor; or Summon two 3/3 Beetles with Taunt."
cardCase("RLK_654", {
  does: "first option: 12 Armor, nothing summoned",
  p1: { hand: [{ card: "RLK_654", ref: "B" }] },
  actions: [{ type: "play", card: "B", choose: 1 }],
  expect: { "p1.hero.armor": 12, "p1.board": [] },
});
cardCase("RLK_654", {
  does: "second option: two 3/3 Taunt Beetles, no Armor",
  p1: { hand: [{ card: "RLK_654", ref: "B" }] },
  actions: [{ type: "play", card: "B", choose: 2 }],
  expect: { "p1.hero.armor": 0, "p1.board": ["RLK_654t", "RLK_654t"], "p1.board.0.attack": 3, "p1.board.1.health": 3 },
  check: () => expect(findCard("RLK_654t")!.mechanics).toContain("TAUNT"),
});
// Underking: "Rush Battlecry and Deathrattle: Gain 6 Armor."
cardCase("RLK_657", {
  does: "played: 6 Armor; dies: 6 more",
  p1: { hand: [{ card: "RLK_657", ref: "U" }] },
  actions: [{ type: "play", card: "U" }, { type: "destroy", target: "U" }],
  expect: { "p1.hero.armor": 12, "p2.hero.armor": 0 },
});
// Scourge Rager: "Reborn Battlecry: Die."
cardCase("RLK_900", {
  does: "played: it dies and comes back by Reborn as a 5/1",
  p1: { hand: [{ card: "RLK_900", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": ["RLK_900"], "p1.board.0.attack": 5, "p1.board.0.health": 1 },
});
// Deathweaver Aura: "Give a minion "Deathrattle: Summon two 3/2 Zombies." Overload: (1)"
cardCase("RLK_909", {
  does: "the enemy Yeti dies later: two 3/2 Zombies on the enemy's side; 1 Overload",
  p1: { hand: [{ card: "RLK_909", ref: "D" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "D", target: "Y" }, { type: "destroy", target: "Y" }],
  expect: { "p2.board": ["RLK_909t", "RLK_909t"], "p2.board.0.attack": 3, "p2.board.0.health": 2, "p1.board": [], "p1.mana.overloadOwed": 1 },
});
// Shadow Suffusion: "Give your minions "Deathrattle: Deal 3 damage to a random enemy.""
cardCase("RLK_910", {
  does: "your two minions each get it; one dies: 3 to the only enemy (the hero); the enemy's minion gets none",
  p1: { hand: [{ card: "RLK_910", ref: "S" }], board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "S" }, { type: "destroy", target: "E" }, { type: "destroy", target: "W" }],
  expect: { "p2.hero.health": 27, "p1.hero.health": 30, "F.health": 5 },
});
// Amber Whelp: "Battlecry: If you're holding a Dragon, deal 3 damage."
cardCase("RLK_915", {
  does: "holding a Dragon: 3 damage to the target",
  p1: { hand: [{ card: "RLK_915", ref: "A" }, { card: "CS2_231" }, { card: "EX1_284" }] },
  actions: [{ type: "play", card: "A", target: "p2.hero" }],
  expect: { "p2.hero.health": 27 },
});
cardCase("RLK_915", {
  does: "no Dragon in hand: no target can be named",
  p1: { hand: [{ card: "RLK_915", ref: "A" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "A", target: "p2.hero" }],
  error: "illegal_action",
});
cardCase("RLK_915", {
  does: "no Dragon in hand: played without a target, nothing happens",
  p1: { hand: [{ card: "RLK_915", ref: "A" }] },
  actions: [{ type: "play", card: "A" }],
  expect: { "p1.board": ["RLK_915"], "p2.hero.health": 30 },
});
// Daring Drake: "Rush Battlecry: If you're holding a Dragon, gain +1/+1."
cardCase("RLK_916", {
  does: "holding a Dragon: 5/5",
  p1: { hand: [{ card: "RLK_916", ref: "D" }, { card: "EX1_284" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "D.attack": 5, "D.health": 5 },
});
cardCase("RLK_916", {
  does: "no Dragon: 4/4",
  p1: { hand: [{ card: "RLK_916", ref: "D" }, { card: "CS2_182" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "D.attack": 4, "D.health": 4 },
});
// Goldwing: "Rush Battlecry: If you're holding a Mech, gain Windfury."
cardCase("NX2_022", {
  does: "holding a Mech: Windfury — it attacks twice",
  p1: { hand: [{ card: "NX2_022", ref: "G" }, { card: "GVG_006" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Z" }] },
  actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "G", defender: "Y" }, { type: "attack", attacker: "G", defender: "Z" }],
  expect: { "Y.health": 2, "Z.health": 2 },
});
cardCase("NX2_022", {
  does: "no Mech: no Windfury",
  p1: { hand: [{ card: "NX2_022", ref: "G" }, { card: "CS2_182" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Z" }] },
  actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "G", defender: "Y" }, { type: "attack", attacker: "G", defender: "Z" }],
  error: "illegal_action",
});
// Crystalsmith Cultist: "Battlecry: If you're holding a Shadow spell, gain +1/+1."
cardCase("RLK_814", {
  does: "holding Shadow Word: Pain: 2/3",
  p1: { hand: [{ card: "RLK_814", ref: "C" }, { card: "CS2_234" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "C.attack": 2, "C.health": 3 },
});
cardCase("RLK_814", {
  does: "holding only a Fireball (Fire): 1/2",
  p1: { hand: [{ card: "RLK_814", ref: "C" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "C.attack": 1, "C.health": 2 },
});
// For Quel'Thalas!: "Give a friendly minion +3 Attack. Give your hero +2 Attack this turn."
cardCase("RLK_918", {
  does: "the friendly Yeti +3 Attack for good; the hero +2 Attack this turn only",
  p1: { hand: [{ card: "RLK_918", ref: "Q" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { deck: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "Q", target: "Y" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "endTurn" }],
  expect: { "Y.attack": 7, "Y.health": 5, "p2.hero.health": 28, "p1.hero.attack": 0 },
});
cardCase("RLK_918", {
  does: "an enemy minion can't be the target",
  p1: { hand: [{ card: "RLK_918", ref: "Q" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "Q", target: "Y" }],
  error: "illegal_action",
});
// Sanguine Soldier: "Divine Shield Battlecry: Deal 2 damage to your hero."
cardCase("RLK_921", {
  does: "2 damage to its controller's hero; it has Divine Shield",
  p1: { hand: [{ card: "RLK_921", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hero.health": 28, "p2.hero.health": 30, "S.seen.DIVINE_SHIELD": 1 },
});
// Seal of Blood: "Give a minion +3/+3 and Divine Shield. Deal $3 damage to your hero."
cardCase("RLK_922", {
  does: "the Yeti becomes 7/8 with Divine Shield; 3 damage to your hero",
  p1: { hand: [{ card: "RLK_922", ref: "S" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "Y.attack": 7, "Y.health": 8, "Y.seen.DIVINE_SHIELD": 1, "p1.hero.health": 27, "p2.hero.health": 30 },
});
// Mind Sear: "Deal $2 damage to a minion. If it dies, deal $3 damage to the enemy hero."
cardCase("NX2_019", {
  does: "kills a Wisp: 3 to the enemy hero",
  p1: { hand: [{ card: "NX2_019", ref: "M" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "M", target: "W" }],
  expect: { "p2.board": [], "p2.hero.health": 27, "p1.hero.health": 30 },
});
cardCase("NX2_019", {
  does: "a Yeti survives: no hero damage",
  p1: { hand: [{ card: "NX2_019", ref: "M" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "M", target: "Y" }],
  expect: { "Y.health": 3, "p2.hero.health": 30 },
});
// Savage Ymirjar: "Rush Battlecry: Discard 2 cards."
cardCase("RLK_535", {
  does: "three other cards in hand: two discarded, one left",
  p1: { hand: [{ card: "RLK_535", ref: "S" }, { card: "CS2_231" }, { card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { hand: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand.length": 1, "p2.hand.length": 1 },
});
cardCase("RLK_535", {
  does: "one other card: it is discarded",
  p1: { hand: [{ card: "RLK_535", ref: "S" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand": [], "p1.board": ["RLK_535"] },
});
// Wailing Banshee: "Deathrattle: Give a random friendly Undead +2/+1."
cardCase("RLK_957", {
  does: "dies: the one friendly Undead (Shambling Chow) gets +2/+1, the Yeti and the enemy's Undead don't",
  p1: { board: [{ card: "RLK_957", ref: "B" }, { card: "NX2_024", ref: "U" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "RLK_833", ref: "E" }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "U.attack": 4, "U.health": 4, "Y.attack": 4, "E.attack": 0 },
});
// Drakkari Embalmer: "Battlecry: Give a friendly Undead Reborn."
cardCase("RLK_119", {
  does: "the friendly Undead gets Reborn",
  p1: { hand: [{ card: "RLK_119", ref: "D" }], board: [{ card: "NX2_024", ref: "U" }] },
  actions: [{ type: "play", card: "D", target: "U" }],
  expect: { "U.seen.REBORN": 1 },
});
cardCase("RLK_119", {
  does: "a friendly non-Undead can't be the target",
  p1: { hand: [{ card: "RLK_119", ref: "D" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "D", target: "Y" }],
  error: "illegal_action",
});
cardCase("RLK_119", {
  does: "no friendly Undead: played without a target",
  p1: { hand: [{ card: "RLK_119", ref: "D" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "p1.board": ["RLK_119"] },
});

// Trinket Tracker: "Battlecry: Draw a 1-Cost spell."
cardCase("NX2_014", {
  does: "draws the 1-Cost spell (Arcane Bolt), not the Wisp on top nor the 4-Cost Fireball",
  p1: { hand: [{ card: "NX2_014", ref: "T" }], deck: [{ card: "CS2_029" }, { card: "RLK_843" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.hand": ["RLK_843"], "p1.deck.length": 2 },
});
cardCase("NX2_014", {
  does: "no 1-Cost spell in the deck: nothing drawn",
  p1: { hand: [{ card: "NX2_014", ref: "T" }], deck: [{ card: "CS2_029" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.hand": [], "p1.deck.length": 2 },
});
// Animate Dead: "Resurrect a friendly minion that costs (3) or less."
cardCase("RLK_812", {
  does: "the dead friendly Wisp comes back; the dead 4-Cost Yeti and the enemy's dead Wisp don't",
  p1: { hand: [{ card: "RLK_812", ref: "A" }], board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "destroy", target: "W" }, { type: "destroy", target: "Y" }, { type: "destroy", target: "E" }, { type: "play", card: "A" }],
  expect: { "p1.board": ["CS2_231"], "p2.board": [] },
});
cardCase("RLK_812", {
  does: "only a 4-Cost minion died: nothing",
  p1: { hand: [{ card: "RLK_812", ref: "A" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "destroy", target: "Y" }, { type: "play", card: "A" }],
  expect: { "p1.board": [] },
});
// Chitinous Plating: "Gain 4 Armor. At the start of your next turn, gain 4 more."
cardCase("RLK_656", {
  does: "4 Armor now; none more at the opponent's turn start; 4 more at your next turn's start, once",
  p1: { hand: [{ card: "RLK_656", ref: "C" }], deck: wispsDeck(3) },
  p2: { deck: wispsDeck(3) },
  actions: [{ type: "play", card: "C" }, { type: "endTurn" }],
  expect: { "p1.hero.armor": 4 },
});
cardCase("RLK_656", {
  does: "at the start of your next turn: 8 Armor; a turn later still 8",
  p1: { hand: [{ card: "RLK_656", ref: "C" }], deck: wispsDeck(3) },
  p2: { deck: wispsDeck(3) },
  actions: [{ type: "play", card: "C" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "p1.hero.armor": 8, "p2.hero.armor": 0 },
});
// Sunfury Champion: "After you cast a Fire spell, deal 1 damage to all minions."
cardCase("RLK_609", {
  does: "after your Fireball: 1 damage to every minion, itself included",
  p1: { hand: [{ card: "CS2_029", ref: "F" }], board: [{ card: "RLK_609", ref: "S" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_182", ref: "Z" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  expect: { "S.health": 2, "Y.health": 4, "Z.health": 4, "p2.hero.health": 24 },
});
cardCase("RLK_609", {
  does: "a Shadow spell (Shadow Word: Pain) does not trigger it",
  p1: { hand: [{ card: "CS2_234", ref: "P" }], board: [{ card: "RLK_609", ref: "S" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "P", target: "W" }],
  expect: { "S.health": 3, "Y.health": 5 },
});
// Spectral Trainee: "After you cast a spell, deal 1 damage to all enemy minions."
cardCase("NX2_002", {
  does: "after your spell: 1 to each enemy minion, none to yours or the heroes",
  p1: { mana: { crystals: 5, used: 0 }, hand: [{ card: "RLK_843", ref: "B" }], board: [{ card: "NX2_002", ref: "T" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_182", ref: "Z" }, { card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "B", target: "p2.hero" }],
  expect: { "Z.health": 4, "p2.board": ["CS2_182"], "Y.health": 5, "T.health": 4, "p2.hero.health": 28 },
});
cardCase("NX2_002", {
  does: "the opponent's spell does not trigger it (their minion keeps full Health)",
  p1: { mana: { crystals: 5, used: 0 }, hand: [{ card: "RLK_843", ref: "B" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "NX2_002", ref: "T" }] },
  actions: [{ type: "play", card: "B", target: "p2.hero" }],
  expect: { "Y.health": 5, "T.health": 4, "p2.hero.health": 28 },
});
// Magister's Apprentice: "Your Arcane spells cost (1) less."
cardCase("RLK_543", {
  does: "your Arcane Bolt costs 0, your Fireball still 4, the enemy's Arcane Bolt still 1",
  p1: { hand: [{ card: "RLK_843", ref: "B" }, { card: "CS2_029", ref: "F" }, { card: "RLK_543", ref: "M" }] },
  p2: { hand: [{ card: "RLK_843", ref: "E" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "B.cost": 0, "F.cost": 4, "E.cost": 1 },
});
// Blazing Power: "Give a minion +1/+1. Repeat for each damaged friendly character."
cardCase("RLK_605", {
  does: "your hero and one friendly minion damaged: +3/+3 in all (the enemy's damaged minion doesn't count)",
  p1: { hero: { card: "HERO_04", health: 20 }, hand: [{ card: "RLK_605", ref: "P" }], board: [{ card: "CS2_182", ref: "Y", health: 2 }, { card: "CS2_231", ref: "W" }] },
  p2: { board: [{ card: "CS2_182", ref: "Z", health: 1 }] },
  actions: [{ type: "play", card: "P", target: "W" }],
  expect: { "W.attack": 4, "W.health": 4, "Z.attack": 4 },
});
cardCase("RLK_605", {
  does: "nothing damaged: +1/+1 once",
  p1: { hand: [{ card: "RLK_605", ref: "P" }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "P", target: "W" }],
  expect: { "W.attack": 2, "W.health": 2 },
});
// Sunfire Smithing: "Equip a 4/2 Sword. Give a random minion in your hand +4/+2."
cardCase("RLK_600", {
  does: "a 4/2 weapon; the one minion in hand (not the spell) gets +4/+2",
  p1: { hand: [{ card: "RLK_600", ref: "S" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.weapon.card": "RLK_600t", "p1.weapon.attack": 4, "p1.weapon.durability": 2, "Y.attack": 8, "Y.health": 7, "p1.hero.attack": 4 },
});
cardCase("RLK_600", {
  does: "no minion in hand: just the weapon",
  p1: { hand: [{ card: "RLK_600", ref: "S" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.weapon.card": "RLK_600t", "p1.hand": ["CS2_029"] },
});

// Brittleskin Zombie: "Deathrattle: If it's your opponent's turn, deal 3 damage to them."
cardCase("RLK_113", {
  does: "dies on its controller's opponent's turn: 3 to that opponent's hero",
  p2: { board: [{ card: "RLK_113", ref: "Z" }] },
  actions: [{ type: "destroy", target: "Z" }],
  expect: { "p1.hero.health": 27, "p2.hero.health": 30 },
});
cardCase("RLK_113", {
  does: "dies on its controller's own turn: no damage",
  p1: { board: [{ card: "RLK_113", ref: "Z" }] },
  actions: [{ type: "destroy", target: "Z" }],
  expect: { "p1.hero.health": 30, "p2.hero.health": 30 },
});
