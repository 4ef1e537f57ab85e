/**
 * Behaviour tests of the EXPERT1 (Classic) Warrior cards (test/support/cards.ts): each case fails if the card does anything
 * other than its text — the number, the side, the kind of target, the moment, what happens with no valid target.
 * Reprints with the same text (VANILLA) play as these cards and are covered here.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, player, request, run } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

// Arathi Weaponsmith: "Battlecry: Equip a 2/2 weapon."
cardCase("EX1_398", {
  does: "equips a 2/2 Battle Axe for its player, destroying the old weapon; the opponent's weapon stays",
  p1: { hand: [{ card: "EX1_398", ref: "AW" }], weapon: { card: "CS2_106", ref: "OLD" } },
  p2: { weapon: { card: "CS2_106", ref: "THEIRS" } },
  actions: [{ type: "play", card: "AW" }],
  expect: { "p1.weapon": "EX1_398t", "p1.weapon.attack": 2, "p1.weapon.durability": 2, "p1.hero.attack": 2, "OLD.zone": "graveyard", "THEIRS.zone": "weapon", "p2.weapon.durability": 2, "AW.zone": "board" },
});
cardCase("EX1_398", {
  does: "with no weapon, the hero gets the axe and can swing it for 2 this turn",
  p1: { hand: [{ card: "EX1_398", ref: "AW" }] },
  actions: [{ type: "play", card: "AW" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.weapon": "EX1_398t", "p1.weapon.durability": 1, "p2.hero.health": 28 },
});

// Armorsmith: "Whenever a friendly minion takes damage, gain 1 Armor."
cardCase("EX1_402", {
  does: "1 Armor per friendly minion damaged (itself included), none for enemy minions",
  p1: { hand: [{ card: "EX1_400", ref: "WW" }], board: [{ card: "EX1_402", ref: "A" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_182", ref: "E1" }, { card: "CS2_182", ref: "E2" }] },
  actions: [{ type: "play", card: "WW" }],
  expect: { "p1.hero.armor": 2, "p2.hero.armor": 0, "events.armor": 2 },
});
cardCase("EX1_402", {
  does: "not for damage to a hero or to an enemy minion",
  p1: { board: [{ card: "EX1_402", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "damage", target: "p1.hero", amount: 3 }, { type: "damage", target: "E", amount: 1 }],
  expect: { "p1.hero.armor": 0, "p1.hero.health": 27, "events.armor": 0 },
});
cardCase("EX1_402", {
  does: "works on the opponent's turn too (a friendly minion attacked)",
  state: { activePlayer: 2 },
  p1: { board: [{ card: "EX1_402", ref: "A" }, { card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_172", ref: "R" }] },
  actions: [{ type: "attack", attacker: "R", defender: "Y" }],
  expect: { "p1.hero.armor": 1, "p2.hero.armor": 0 },
});

// Battle Rage: "Draw a card for each damaged friendly character."
cardCase("EX1_392", {
  does: "counts your damaged hero and damaged minions, not undamaged ones nor the enemy's",
  p1: { hero: { card: "HERO_01", health: 25 }, hand: [{ card: "EX1_392", ref: "BR" }], deck: wisps(5),
    board: [{ card: "CS2_182", ref: "Y", health: 3 }, { card: "CS2_182", ref: "Y2" }, { card: "CS2_120", ref: "C", health: 1 }] },
  p2: { hero: { card: "HERO_08", health: 10 }, board: [{ card: "CS2_182", health: 1 }] },
  actions: [{ type: "play", card: "BR" }],
  expect: { "p1.hand.length": 3, "p1.deck.length": 2, "events.draw": 3, "p2.hand.length": 0 },
});
cardCase("EX1_392", {
  does: "nothing damaged: draws nothing",
  p1: { hand: [{ card: "EX1_392", ref: "BR" }], deck: wisps(3), board: [{ card: "CS2_182" }] },
  p2: { board: [{ card: "CS2_182", health: 1 }] },
  actions: [{ type: "play", card: "BR" }],
  expect: { "p1.hand.length": 0, "p1.deck.length": 3, "events.draw": 0, "BR.zone": "graveyard" },
});

// Brawl: "Destroy all minions except one. (chosen randomly)"
describeCard("EX1_407", () => {
  it("leaves exactly one minion of either side, the recorded pick; heroes untouched (every seed)", () => {
    const survivors = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = run(request([player({ hand: [{ card: "EX1_407", ref: "B" }], board: [{ card: "CS2_182", ref: "F1" }, { card: "CS2_231", ref: "F2" }] }),
        player({ board: [{ card: "CS2_182", ref: "E1" }, { card: "CS2_172", ref: "E2" }] })], [{ type: "play", card: "B" }], { seed }));
      const left = [...r.state.players[0].board, ...r.state.players[1].board].map((m) => m.ref!);
      expect(left).toHaveLength(1);
      expect(r.random.map((d) => (d.chosen as { ref?: string }).ref)).toEqual(left);
      for (const x of ["F1", "F2", "E1", "E2"]) if (x !== left[0]) expect(at(r.state, x).zone).toBe("graveyard");
      expect(r.state.players[0].hero.health).toBe(30);
      expect(r.state.players[1].hero.health).toBe(30);
      survivors.add(left[0]!);
    }
    expect(survivors.size).toBeGreaterThan(1);
  });
});
cardCase("EX1_407", {
  does: "can't be played with fewer than two minions",
  p1: { hand: [{ card: "EX1_407", ref: "B" }] },
  p2: { board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "B" }],
  error: "illegal_action",
});

// Commanding Shout: "Your minions can't be reduced below 1 Health this turn. Draw a card."
cardCase("NEW1_036", {
  does: "draws a card; your minions stop at 1 Health this turn, the enemy's do not",
  p1: { hand: [{ card: "NEW1_036", ref: "CS" }, { card: "EX1_400", ref: "WW" }, { card: "EX1_400", ref: "WW2" }], deck: wisps(2, "d"),
    board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_172", ref: "C" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }, { card: "CS2_172", ref: "EC" }] },
  actions: [{ type: "play", card: "CS" }, { type: "play", card: "WW" }, { type: "play", card: "WW2" }],
  expect: { "W.zone": "board", "W.health": 1, "C.health": 1, "E.zone": "graveyard", "EC.zone": "graveyard", "p1.hand.length": 1, "p1.deck.length": 1 },
});
cardCase("NEW1_036", {
  does: "this turn only: on the opponent's next turn your minions can die again",
  p1: { hand: [{ card: "NEW1_036", ref: "CS" }], deck: wisps(2, "d"), board: [{ card: "CS2_231", ref: "W" }] },
  p2: { hand: [{ card: "EX1_400", ref: "WW" }], deck: wisps(2, "e") },
  actions: [{ type: "play", card: "CS" }, { type: "endTurn" }, { type: "play", card: "WW" }],
  expect: { "W.zone": "graveyard" },
});

// Execute, Heroic Strike, Shield Block and Whirlwind are LEGACY (legacy.warrior.test.ts).

// Frothing Berserker: "Whenever a minion takes damage, gain +1 Attack."
cardCase("EX1_604", {
  does: "+1 Attack per minion damaged, either side, itself included",
  p1: { hand: [{ card: "EX1_400", ref: "WW" }], board: [{ card: "EX1_604", ref: "F" }, { card: "CS2_182" }] },
  p2: { board: [{ card: "CS2_182" }, { card: "CS2_182" }] },
  actions: [{ type: "play", card: "WW" }],
  expect: { "F.attack": 6, "F.health": 3 },
});
cardCase("EX1_604", {
  does: "not for damage to heroes; a minion damaged twice counts twice",
  p1: { board: [{ card: "EX1_604", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "damage", target: "p2.hero", amount: 2 }, { type: "damage", target: "p1.hero", amount: 2 }, { type: "damage", target: "E", amount: 1 }, { type: "damage", target: "E", amount: 1 }],
  expect: { "F.attack": 4, "E.health": 3 },
});

// Mortal Strike: "Deal $4 damage. If you have 12 or less Health, deal $6 instead."
cardCase("EX1_408", {
  does: "4 damage while your hero has 13 Health",
  p1: { hero: { card: "HERO_01", health: 13 }, hand: [{ card: "EX1_408", ref: "MS" }] },
  actions: [{ type: "play", card: "MS", target: "p2.hero" }],
  expect: { "p2.hero.health": 26, "p1.hero.health": 13 },
});
cardCase("EX1_408", {
  does: "6 damage at 12 Health (Armor does not count as Health), a minion as target",
  p1: { hero: { card: "HERO_01", health: 12, armor: 10 }, hand: [{ card: "EX1_408", ref: "MS" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }] },
  actions: [{ type: "play", card: "MS", target: "O" }],
  expect: { "O.health": 1, "p2.hero.health": 30, "events.damage": 1 },
});
cardCase("EX1_408", {
  does: "only your own Health counts (the enemy hero at 5, you at 30: 4 damage)",
  p1: { hand: [{ card: "EX1_408", ref: "MS" }] },
  p2: { hero: { card: "HERO_08", health: 5 } },
  actions: [{ type: "play", card: "MS", target: "p2.hero" }],
  expect: { "p2.hero.health": 1 },
});

describeCard("EX1_408", () => {
  it("Mortal Strike deals 4, or 6 when your hero has 12 or less Health as it resolves", () => {
    const hit = (health: number) => run(request([player({ hero: { card: "HERO_01", health }, hand: [{ card: "EX1_408", ref: "MS" }] }), player()],
      [{ type: "play", card: "MS", target: "p2.hero" }])).state.players[1].hero.health;
    expect(hit(13)).toBe(26);
    expect(hit(12)).toBe(24);
  });
});

// Shield Slam: "Deal 1 damage to a minion for each Armor you have."
cardCase("EX1_410", {
  does: "as much damage as your Armor (not the enemy's), to a minion",
  p1: { hero: { card: "HERO_01", armor: 3 }, hand: [{ card: "EX1_410", ref: "SS" }] },
  p2: { hero: { card: "HERO_08", armor: 8 }, board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "SS", target: "Y" }],
  expect: { "Y.health": 2, "p1.hero.armor": 3 },
});
cardCase("EX1_410", {
  does: "no Armor: no damage",
  p1: { hand: [{ card: "EX1_410", ref: "SS" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "SS", target: "Y" }],
  expect: { "Y.health": 5, "events.damage": 0, "SS.zone": "graveyard" },
});
cardCase("EX1_410", {
  does: "a minion only: not a hero",
  p1: { hero: { card: "HERO_01", armor: 3 }, hand: [{ card: "EX1_410", ref: "SS" }] },
  p2: { board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "SS", target: "p2.hero" }],
  error: "illegal_action",
});

describeCard("EX1_410", () => {
  it("Shield Slam deals 1 per point of Armor, with Spell Damage on top", () => {
    const r = run(request([
      player({ hero: { card: "HERO_01", armor: 5 }, board: [{ card: "CS2_142" }], hand: [{ card: "EX1_410", ref: "SS" }] }),
      player({ board: [{ card: "CS2_200", ref: "O" }] }),
    ], [{ type: "play", card: "SS", target: "O" }]));
    expect(at(r.state, "O").health).toBe(1);
    const none = run(request([player({ hand: [{ card: "EX1_410", ref: "SS" }] }), player({ board: [{ card: "CS2_200", ref: "O" }] })], [{ type: "play", card: "SS", target: "O" }]));
    expect(at(none.state, "O").health).toBe(7);
    expect(events(none, "damage")).toHaveLength(0);
  });
});

// Slam: "Deal $2 damage to a minion. If it survives, draw a card."
cardCase("EX1_391", {
  does: "2 damage; the minion survives: draw one card",
  p1: { hand: [{ card: "EX1_391", ref: "S" }], deck: wisps(3) },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "S", target: "Y" }],
  expect: { "Y.health": 3, "p1.hand.length": 1, "p1.deck.length": 2 },
});
cardCase("EX1_391", {
  does: "the minion dies: no card",
  p1: { hand: [{ card: "EX1_391", ref: "S" }], deck: wisps(3) },
  p2: { board: [{ card: "CS2_172", ref: "R" }] },
  actions: [{ type: "play", card: "S", target: "R" }],
  expect: { "R.zone": "graveyard", "p1.hand.length": 0, "p1.deck.length": 3 },
});
cardCase("EX1_391", {
  does: "not a hero",
  p1: { hand: [{ card: "EX1_391", ref: "S" }] },
  p2: { board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  error: "illegal_action",
});

// Cruel Taskmaster: "Battlecry: Deal 1 damage to a minion and give it +2 Attack."
cardCase("EX1_603", {
  does: "a friendly minion: 1 damage and +2 Attack",
  p1: { hand: [{ card: "EX1_603", ref: "CT" }], board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
  actions: [{ type: "play", card: "CT", target: "Y" }],
  expect: { "Y.attack": 6, "Y.health": 4, "Y2.attack": 4, "Y2.health": 5, "events.damage": 1, "CT.health": 3 },
});
cardCase("EX1_603", {
  does: "an enemy minion too; a 1-Health minion dies",
  p1: { hand: [{ card: "EX1_603", ref: "CT" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "CT", target: "W" }],
  expect: { "W.zone": "graveyard", "CT.zone": "board" },
});
cardCase("EX1_603", {
  does: "no other minion: it is played with no effect",
  p1: { hand: [{ card: "EX1_603", ref: "CT" }] },
  actions: [{ type: "play", card: "CT" }],
  expect: { "CT.zone": "board", "CT.attack": 2, "CT.health": 3, "events.damage": 0 },
});
cardCase("EX1_603", {
  does: "not a hero",
  p1: { hand: [{ card: "EX1_603", ref: "CT" }] },
  p2: { board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "CT", target: "p2.hero" }],
  error: "illegal_action",
});

// Inner Rage: "Deal $1 damage to a minion and give it +2 Attack."
cardCase("EX1_607", {
  does: "1 damage and +2 Attack to the minion, friendly or enemy",
  p1: { hand: [{ card: "EX1_607", ref: "IR" }, { card: "EX1_607", ref: "IR2" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "IR", target: "Y" }, { type: "play", card: "IR2", target: "E" }],
  expect: { "Y.attack": 6, "Y.health": 4, "E.attack": 6, "E.health": 4 },
});
cardCase("EX1_607", {
  does: "Spell Damage adds to the damage, not to the Attack",
  p1: { hand: [{ card: "EX1_607", ref: "IR" }], board: [{ card: "CS2_197", ref: "OM" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "IR", target: "E" }],
  expect: { "E.attack": 6, "E.health": 3 },
});
cardCase("EX1_607", {
  does: "needs a minion: not a hero, not with no minion",
  p1: { hand: [{ card: "EX1_607", ref: "IR" }] },
  actions: [{ type: "play", card: "IR", target: "p2.hero" }],
  error: "illegal_action",
});

// Rampage: "Give a damaged minion +3/+3."
cardCase("CS2_104", {
  does: "a damaged minion (either side) gets +3/+3",
  p1: { hand: [{ card: "CS2_104", ref: "RP" }], board: [{ card: "CS2_182", ref: "Y", health: 2 }] },
  p2: { board: [{ card: "CS2_182", ref: "E", health: 2 }] },
  actions: [{ type: "play", card: "RP", target: "Y" }],
  expect: { "Y.attack": 7, "Y.health": 5, "Y.maxHealth": 8, "E.attack": 4, "E.health": 2 },
});
cardCase("CS2_104", {
  does: "an enemy damaged minion is a valid target",
  p1: { hand: [{ card: "CS2_104", ref: "RP" }] },
  p2: { board: [{ card: "CS2_182", ref: "E", health: 2 }] },
  actions: [{ type: "play", card: "RP", target: "E" }],
  expect: { "E.attack": 7, "E.health": 5 },
});
cardCase("CS2_104", {
  does: "not an undamaged minion",
  p1: { hand: [{ card: "CS2_104", ref: "RP" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_182", health: 2 }] },
  actions: [{ type: "play", card: "RP", target: "Y" }],
  error: "illegal_action",
});

// Upgrade!: "If you have a weapon, give it +1/+1. Otherwise equip a 1/3 weapon."
cardCase("EX1_409", {
  does: "your weapon gets +1 Attack and +1 Durability; no new weapon",
  p1: { hand: [{ card: "EX1_409", ref: "U" }], weapon: { card: "CS2_106", ref: "FWA", durability: 1 } },
  p2: { weapon: { card: "CS2_106", ref: "THEIRS" } },
  actions: [{ type: "play", card: "U" }],
  expect: { "p1.weapon": "CS2_106", "FWA.attack": 4, "FWA.durability": 2, "THEIRS.attack": 3, "THEIRS.durability": 2, "events.equip": 0 },
});
cardCase("EX1_409", {
  does: "no weapon of yours (the enemy's does not count): equips a 1/3 Heavy Axe",
  p1: { hand: [{ card: "EX1_409", ref: "U" }] },
  p2: { weapon: { card: "CS2_106", ref: "THEIRS" } },
  actions: [{ type: "play", card: "U" }],
  expect: { "p1.weapon": "EX1_409t", "p1.weapon.attack": 1, "p1.weapon.durability": 3, "THEIRS.attack": 3, "THEIRS.durability": 2 },
});

// Garrosh's Gift: "Discover a Temporary Execute, Shield Block, or Brawl."
const GIFT_OPTIONS = ["CS2_108", "EX1_407", "EX1_606"];
cardCase("GIFT_07", {
  does: "offers exactly Execute, Shield Block and Brawl; the one picked joins your hand as Temporary",
  p1: { hand: [{ card: "GIFT_07", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  choices: [1],
  expect: { "p1.hand.length": 1, "events.discover": 1, "p1.hand.0.enchantments.0.card": "GBL_999e", "p2.hand.length": 0 },
  check: (r) => {
    const [d] = events(r, "discover");
    const options = d!.options as string[];
    expect([...options].sort()).toEqual(GIFT_OPTIONS);
    expect(r.state.players[0].hand[0]!.card).toBe(options[1]);
  },
});
cardCase("GIFT_07", {
  does: "the Temporary card still in hand is discarded at the end of your turn",
  p1: { hand: [{ card: "GIFT_07", ref: "G" }, { card: "CS2_182", ref: "keep" }] },
  actions: [{ type: "play", card: "G" }, { type: "endTurn" }],
  choices: [0],
  expect: { "p1.hand": ["CS2_182"], "events.discard": 1 },
  check: (r) => expect(GIFT_OPTIONS).toContain(events(r, "discard")[0]!.target!.card),
});
describeCard("GIFT_07", () => {
  it("the card taken can be played the same turn (Shield Block: 5 Armor and a card)", () => {
    const body = (choices: number[]) => request([player({ hand: [{ card: "GIFT_07", ref: "G" }], deck: wisps(2) }), player()],
      [{ type: "play", card: "G" }], { choices });
    const options = events(run(body([0])), "discover")[0]!.options as string[];
    const pick = options.indexOf("EX1_606");
    const r = run({ ...body([pick]), actions: [{ type: "play", card: "G" }, { type: "play", card: "p1.hand.0" }] });
    expect(r.state.players[0].hero.armor).toBe(5);
    expect(r.state.players[0].hand.map((c) => c.card)).toEqual(["CS2_231"]);
    expect(events(r, "discard")).toHaveLength(0);
  });
});

// Gorehowl: "Attacking a minion costs 1 Attack instead of 1 Durability."
cardCase("EX1_411", {
  does: "attacking a minion: deals 7, then the axe is 6/1 (no Durability lost, no Immune left)",
  p1: { weapon: { card: "EX1_411", ref: "G" } },
  p2: { board: [{ card: "CS2_186", ref: "GO" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "GO" }],
  expect: { "GO.zone": "graveyard", "p1.hero.health": 23, "G.zone": "weapon", "G.attack": 6, "G.durability": 1, "events.durability": 0 },
  check: (r) => {
    expect(at(r.state, "G").enchantments!.map((e) => e.card)).toEqual(["EX1_411e2"]);
    expect(events(r, "damage").map((e) => [e.target!.ref ?? e.target!.card, e.amount])).toEqual([["GO", 7], ["HERO_08", 7]]);
  },
});
cardCase("EX1_411", {
  does: "attacking the hero costs 1 Durability as usual: the axe breaks, its Attack unchanged until then",
  p1: { weapon: { card: "EX1_411", ref: "G" } },
  p2: { board: [{ card: "CS2_186" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 23, "G.zone": "graveyard", "p1.weapon": null, "events.durability": 1 },
});
cardCase("EX1_411", {
  does: "attacking the hero with Durability to spare: 1 Durability, no Attack lost (Upgrade! makes it 8/2 first)",
  p1: { weapon: { card: "EX1_411", ref: "G" }, hand: [{ card: "EX1_409", ref: "U" }] },
  actions: [{ type: "play", card: "U" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 22, "G.zone": "weapon", "G.attack": 8, "G.durability": 1 },
});
cardCase("EX1_411", {
  does: "each attack on a minion costs 1 more Attack (two turns: 7 then 6 damage, a 5/1 axe left)",
  p1: { weapon: { card: "EX1_411", ref: "G" } },
  p2: { board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_186", ref: "B" }], deck: wisps(2, "e") },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "A" }, { type: "endTurn" }, { type: "endTurn" }, { type: "attack", attacker: "p1.hero", defender: "B" }],
  expect: { "A.zone": "graveyard", "B.health": 1, "G.attack": 5, "G.durability": 1 },
});
cardCase("EX1_411", {
  does: "an attack cancelled after the on-attack step costs neither Attack nor Durability (the loss comes after the attack)",
  cards: [{ id: "T_KILL_DEFENDER", type: "MINION", cost: 0, attack: 0, health: 5, triggers: [{ on: "attack", do: [{ type: "destroy", to: "event-target" }] }] }],
  p1: { weapon: { card: "EX1_411", ref: "G" } },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "T_KILL_DEFENDER" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
  expect: { "Y.zone": "graveyard", "G.attack": 7, "G.durability": 1, "G.enchantments": undefined, "p1.hero.health": 30 },
});
cardCase("EX1_411", {
  does: "a minion attacking does not wear it (only its hero's attacks count)",
  p1: { weapon: { card: "EX1_411", ref: "G" }, board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "E" }],
  expect: { "G.attack": 7, "G.durability": 1, "E.health": 1 },
});

// Grommash Hellscream: "Charge. Has +6 Attack while damaged."
cardCase("EX1_414", {
  does: "Charge: attacks the turn it is played, for 4",
  p1: { hand: [{ card: "EX1_414", ref: "G" }] },
  actions: [{ type: "play", card: "G" }, { type: "attack", attacker: "G", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26, "G.attack": 4 },
});
cardCase("EX1_414", {
  does: "damaged it has 10 Attack; healed to full it is back to 4",
  p1: { board: [{ card: "EX1_414", ref: "G" }, { card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "damage", target: "G", amount: 1 }, { type: "damage", target: "Y", amount: 1 }],
  expect: { "G.attack": 10, "G.health": 8, "Y.attack": 4 },
});
cardCase("EX1_414", {
  does: "healed to full it loses the +6",
  p1: { board: [{ card: "EX1_414", ref: "G" }] },
  actions: [{ type: "damage", target: "G", amount: 3 }, { type: "heal", target: "G", amount: 3 }],
  expect: { "G.attack": 4, "G.health": 9 },
});
cardCase("EX1_414", {
  does: "a damaged enemy minion or hero does not enrage it",
  p1: { board: [{ card: "EX1_414", ref: "G" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "damage", target: "E", amount: 1 }, { type: "damage", target: "p1.hero", amount: 1 }],
  expect: { "G.attack": 4 },
});
