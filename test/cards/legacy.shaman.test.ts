/**
 * Behaviour tests of the LEGACY Shaman cards (test/support/cards.ts): each case fails if the card does anything other
 * than its text — the number, the side, the kind of target, the moment, what happens with no valid target.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, player, request, run } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));

// Ancestral Healing: "Restore a minion to full Health and give it Taunt."
cardCase("CS2_041", {
  does: "the chosen damaged minion back to full Health with Taunt; the other damaged minion stays as it is",
  p1: { hand: [{ card: "CS2_041", ref: "AH" }], board: [{ card: "CS2_182", ref: "Y", health: 1 }, { card: "CS2_182", ref: "Y2", health: 2 }] },
  actions: [{ type: "play", card: "AH", target: "Y" }],
  expect: { "Y.health": 5, "Y.maxHealth": 5, "Y2.health": 2, "Y.enchantments.0.card": "CS2_041e", "Y2.enchantments": undefined, "events.heal": 1 },
});
cardCase("CS2_041", {
  does: "an enemy minion too; its Taunt then guards the enemy hero",
  p1: { hand: [{ card: "CS2_041", ref: "AH" }], board: [{ card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "E", health: 3 }] },
  actions: [{ type: "play", card: "AH", target: "E" }, { type: "attack", attacker: "A", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("CS2_041", {
  does: "full Health is the current maximum (a buffed maximum); an undamaged minion still gets Taunt",
  p1: { hand: [{ card: "CS2_041", ref: "AH" }, { card: "CS2_041", ref: "AH2" }], board: [{ card: "CS2_182", ref: "Y", health: 2, maxHealth: 7 }, { card: "CS2_182", ref: "F" }] },
  actions: [{ type: "play", card: "AH", target: "Y" }, { type: "play", card: "AH2", target: "F" }],
  expect: { "Y.health": 7, "Y.maxHealth": 7, "F.health": 5, "F.enchantments.0.card": "CS2_041e" },
});
cardCase("CS2_041", {
  does: "not a hero",
  p1: { hand: [{ card: "CS2_041", ref: "AH" }], hero: { card: "HERO_02", health: 20 } },
  p2: { board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "AH", target: "p1.hero" }],
  error: "illegal_action",
});

describeCard("CS2_041", () => {
  it("Ancestral Healing restores a minion to full and gives it Taunt", () => {
    const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y", health: 1 }], hand: [{ card: "CS2_041", ref: "AH" }] }), player()],
      [{ type: "play", card: "AH", target: "Y" }]));
    expect(at(r.state, "Y")).toMatchObject({ health: 5, maxHealth: 5 });
    expect(at(r.state, "Y").enchantments!.map((e) => e.card)).toEqual(["CS2_041e"]);
    expect(events(r, "heal")[0]).toMatchObject({ amount: 4 });
  });

  it("\"Restore to full\" heals as much as the maximum Health: under Auchenai Soulpriest, Ancestral Healing deals 5 to an undamaged Yeti", () => {
    const r = run(request([player({ board: [{ card: "EX1_591" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_041", ref: "AH" }] }), player()],
      [{ type: "play", card: "AH", target: "Y" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
  });
});

// Hex: "Transform a minion into a 0/1 Frog with Taunt."
cardCase("EX1_246", {
  does: "the chosen minion becomes a 0/1 Frog in the same place, its enchantments gone; the other minion is untouched",
  p1: { hand: [{ card: "EX1_246", ref: "HX" }], board: [{ card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CS2_231", ref: "L" }, { card: "CS2_182", ref: "Y", attack: 6, health: 7, maxHealth: 7 }, { card: "CS2_182", ref: "Y2" }] },
  actions: [{ type: "play", card: "HX", target: "Y" }],
  expect: { "Y.card": "hexfrog", "Y.attack": 0, "Y.health": 1, "Y.enchantments": undefined, "Y.index": 1, "Y2.card": "CS2_182", "p2.board": ["CS2_231", "hexfrog", "CS2_182"], "events.death": 0 },
});
cardCase("EX1_246", {
  does: "the Frog has Taunt: the enemy hero can't be attacked past it",
  p1: { hand: [{ card: "EX1_246", ref: "HX" }], board: [{ card: "CS2_182", ref: "A" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "HX", target: "Y" }, { type: "attack", attacker: "A", defender: "p2.hero" }],
  error: "illegal_action",
});
cardCase("EX1_246", {
  does: "not a death: a Deathrattle does not trigger (Loot Hoarder draws nothing)",
  p1: { hand: [{ card: "EX1_246", ref: "HX" }] },
  p2: { board: [{ card: "EX1_096", ref: "LH" }], deck: wisps(2) },
  actions: [{ type: "play", card: "HX", target: "LH" }],
  expect: { "LH.card": "hexfrog", "p2.hand.length": 0, "events.draw": 0 },
});
cardCase("EX1_246", {
  does: "not a hero",
  p1: { hand: [{ card: "EX1_246", ref: "HX" }] },
  p2: { board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "HX", target: "p2.hero" }],
  error: "illegal_action",
});

// Fire Elemental: "Battlecry: Deal 4 damage."
cardCase("CS2_042", {
  does: "4 damage to the chosen enemy minion only",
  p1: { hand: [{ card: "CS2_042", ref: "FE" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
  actions: [{ type: "play", card: "FE", target: "Y" }],
  expect: { "Y.health": 1, "Y2.health": 5, "p2.hero.health": 30, "FE.zone": "board", "events.damage": 1 },
});
cardCase("CS2_042", {
  does: "any character: a hero, even your own; Spell Damage does not add to a battlecry",
  p1: { hand: [{ card: "CS2_042", ref: "FE" }], board: [{ card: "CS2_142" }] },
  actions: [{ type: "play", card: "FE", target: "p1.hero" }],
  expect: { "p1.hero.health": 26, "p2.hero.health": 30 },
});
cardCase("CS2_042", {
  does: "a target is required while one exists",
  p1: { hand: [{ card: "CS2_042", ref: "FE" }] },
  actions: [{ type: "play", card: "FE" }],
  error: "illegal_action",
});

// Flametongue Totem: "Adjacent minions have +2 Attack."
cardCase("EX1_565", {
  does: "+2 Attack to the minions on each side only: not itself, not a farther minion, not the enemy's",
  p1: { board: [{ card: "CS2_231", ref: "L" }, { card: "EX1_565", ref: "FT" }, { card: "CS2_231", ref: "R" }, { card: "CS2_231", ref: "Far" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "endTurn" }],
  expect: { "L.attack": 3, "R.attack": 3, "Far.attack": 1, "FT.attack": 0, "E.attack": 1 },
});
cardCase("EX1_565", {
  does: "follows the board: a minion played next to it gets +2, and the bonus ends when the Totem dies",
  p1: { hand: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "FB" }], board: [{ card: "EX1_565", ref: "FT" }, { card: "CS2_231", ref: "R" }] },
  actions: [{ type: "play", card: "Y", position: 0 }, { type: "play", card: "FB", target: "FT" }],
  expect: { "Y.attack": 4, "R.attack": 1, "FT.zone": "graveyard" },
  check: (r) => expect(events(r, "play").length).toBe(2),
});
cardCase("EX1_565", {
  does: "a minion played beside it attacks with the bonus",
  p1: { hand: [{ card: "CS2_171", ref: "B" }], board: [{ card: "EX1_565", ref: "FT" }] },
  actions: [{ type: "play", card: "B", position: 1 }, { type: "attack", attacker: "B", defender: "p2.hero" }],
  expect: { "B.attack": 3, "p2.hero.health": 27 },
});

// Frost Shock: "Deal 1 damage to an enemy character and Freeze it."
cardCase("CS2_037", {
  does: "1 damage to the chosen enemy minion and Freeze; the other enemy minion untouched",
  p1: { hand: [{ card: "CS2_037", ref: "FS" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
  actions: [{ type: "play", card: "FS", target: "Y" }],
  expect: { "Y.health": 4, "Y.tags.FROZEN": 1, "Y2.health": 5, "Y2.tags": undefined },
});
cardCase("CS2_037", {
  does: "the enemy hero too, +1 with Spell Damage +1",
  p1: { hand: [{ card: "CS2_037", ref: "FS" }], board: [{ card: "CS2_142" }] },
  actions: [{ type: "play", card: "FS", target: "p2.hero" }],
  expect: { "p2.hero.health": 28, "p2.hero.tags.FROZEN": 1 },
});
cardCase("CS2_037", {
  does: "not a friendly character",
  p1: { hand: [{ card: "CS2_037", ref: "FS" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "FS", target: "Y" }],
  error: "illegal_action",
});

// Bloodlust: "Give your minions +3 Attack this turn."
cardCase("CS2_046", {
  does: "+3 Attack to each of your minions, not to the enemy's nor to your hero; they attack with it",
  p1: { hand: [{ card: "CS2_046", ref: "BL" }], board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_182", ref: "B" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "BL" }, { type: "attack", attacker: "A", defender: "p2.hero" }],
  expect: { "A.attack": 4, "B.attack": 7, "E.attack": 1, "p1.hero.attack": 0, "p2.hero.health": 26 },
});
cardCase("CS2_046", {
  does: "only this turn: gone at its end",
  p1: { hand: [{ card: "CS2_046", ref: "BL" }], board: [{ card: "CS2_182", ref: "B" }] },
  p2: { deck: wisps(1) },
  actions: [{ type: "play", card: "BL" }, { type: "endTurn" }],
  expect: { "B.attack": 4, "B.enchantments": undefined },
});
cardCase("CS2_046", {
  does: "no minions: it can still be played and does nothing",
  p1: { hand: [{ card: "CS2_046", ref: "BL" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "BL" }],
  expect: { "BL.zone": "graveyard", "E.attack": 1, "events.buff": 0 },
});

describeCard("CS2_046", () => {
  it("Bloodlust gives +3 Attack until the end of the turn", () => {
    const r = run(request([player({ board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }], hand: [{ card: "CS2_046", ref: "BL" }] }), player()],
      [{ type: "play", card: "BL" }]));
    expect([at(r.state, "W").attack, at(r.state, "Y").attack]).toEqual([4, 7]);
    const r2 = run(request([player({ board: [{ card: "CS2_231", ref: "W" }], hand: [{ card: "CS2_046", ref: "BL" }] }), player({ deck: wisps(1) })],
      [{ type: "play", card: "BL" }, { type: "endTurn" }]));
    expect(at(r2.state, "W").attack).toBe(1);
  });
});

// Rockbiter Weapon: "Give a friendly character +3 Attack this turn."
cardCase("CS2_045", {
  does: "+3 Attack to the chosen friendly minion only",
  p1: { hand: [{ card: "CS2_045", ref: "RW" }], board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }] },
  actions: [{ type: "play", card: "RW", target: "A" }, { type: "attack", attacker: "A", defender: "p2.hero" }],
  expect: { "A.attack": 4, "B.attack": 1, "p2.hero.health": 26 },
});
cardCase("CS2_045", {
  does: "your hero: it can attack for 3 (on top of its weapon), and the Attack is gone at the end of the turn",
  p1: { hand: [{ card: "CS2_045", ref: "RW" }], weapon: { card: "CS2_106", ref: "AX" } },
  p2: { deck: wisps(1) },
  actions: [{ type: "play", card: "RW", target: "p1.hero" }, { type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "endTurn" }],
  expect: { "p2.hero.health": 24, "p1.hero.enchantments": undefined, "events.buff": 1 },
});
cardCase("CS2_045", {
  does: "not an enemy character",
  p1: { hand: [{ card: "CS2_045", ref: "RW" }] },
  p2: { board: [{ card: "CS2_231", ref: "E" }] },
  actions: [{ type: "play", card: "RW", target: "E" }],
  error: "illegal_action",
});

// Totemic Might: "Give your Totems +2 Health."
cardCase("EX1_244", {
  does: "+2 Health to each of your Totems; not your other minions, not the enemy's Totems",
  p1: { hand: [{ card: "EX1_244", ref: "TM" }], board: [{ card: "EX1_565", ref: "T1" }, { card: "CS2_182", ref: "Y" }, { card: "EX1_575", ref: "T2" }] },
  p2: { board: [{ card: "EX1_565", ref: "ET" }] },
  actions: [{ type: "play", card: "TM" }],
  expect: { "T1.health": 5, "T1.maxHealth": 5, "T1.attack": 0, "T2.health": 5, "Y.health": 5, "Y.maxHealth": 5, "ET.health": 3, "events.buff": 2 },
});
cardCase("EX1_244", {
  does: "no Totems: it can still be played and does nothing",
  p1: { hand: [{ card: "EX1_244", ref: "TM" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "TM" }],
  expect: { "TM.zone": "graveyard", "Y.health": 5, "events.buff": 0 },
});

// Windfury: "Give a minion Windfury."
cardCase("CS2_039", {
  does: "the chosen minion can attack twice this turn, even after it attacked once; not a third time",
  p1: { hand: [{ card: "CS2_039", ref: "WF" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [
    { type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "play", card: "WF", target: "Y" },
    { type: "attack", attacker: "Y", defender: "p2.hero" },
  ],
  expect: { "p2.hero.health": 22, "Y.enchantments.0.grants": ["WINDFURY"] },
});
cardCase("CS2_039", {
  does: "two attacks only",
  p1: { hand: [{ card: "CS2_039", ref: "WF" }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "WF", target: "W" }, ...Array.from({ length: 3 }, () => ({ type: "attack", attacker: "W", defender: "p2.hero" }))],
  error: "illegal_action",
});
cardCase("CS2_039", {
  does: "any minion: an enemy minion gets it (and only it)",
  p1: { hand: [{ card: "CS2_039", ref: "WF" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }, { card: "CS2_182", ref: "E2" }] },
  actions: [{ type: "play", card: "WF", target: "E" }],
  expect: { "E.enchantments.0.grants": ["WINDFURY"], "E2.enchantments": undefined },
});
cardCase("CS2_039", {
  does: "not a hero",
  p1: { hand: [{ card: "CS2_039", ref: "WF" }], board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "WF", target: "p1.hero" }],
  error: "illegal_action",
});
cardCase("CS2_039", {
  does: "silenced, the minion attacks once only",
  p1: { hand: [{ card: "CS2_039", ref: "WF" }, { card: "EX1_332", ref: "SI" }], board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "WF", target: "Y" }, { type: "play", card: "SI", target: "Y" }, { type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
  error: "illegal_action",
});

// Windspeaker: "Battlecry: Give a friendly minion Windfury."
cardCase("EX1_587", {
  does: "the chosen friendly minion attacks twice; the other friendly minion does not get it",
  p1: { hand: [{ card: "EX1_587", ref: "WS" }], board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_182", ref: "Y2" }] },
  actions: [{ type: "play", card: "WS", target: "Y" }, { type: "attack", attacker: "Y", defender: "p2.hero" }, { type: "attack", attacker: "Y", defender: "p2.hero" }],
  expect: { "p2.hero.health": 22, "Y2.enchantments": undefined, "WS.enchantments": undefined },
});
cardCase("EX1_587", {
  does: "not an enemy minion",
  p1: { hand: [{ card: "EX1_587", ref: "WS" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "WS", target: "E" }],
  error: "illegal_action",
});
cardCase("EX1_587", {
  does: "no friendly minion: played without a target, nothing happens",
  p1: { hand: [{ card: "EX1_587", ref: "WS" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "WS" }],
  expect: { "WS.zone": "board", "WS.enchantments": undefined, "E.enchantments": undefined, "events.buff": 0 },
});
