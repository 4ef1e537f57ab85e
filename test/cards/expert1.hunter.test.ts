/**
 * Behaviour tests of the EXPERT1 (Classic) Hunter cards (test/support/cards.ts): each case fails if the card does anything
 * other than its text — the number, the side, the kind of target, the moment, what happens with no valid target.
 * Secrets are tested on their owner's opponent's turn (player 2 owns the Secret while player 1 acts), on their owner's
 * turn (a client spell forces an enemy minion to attack: it must not trigger), and with no valid subject.
 */
import { expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, fails, nodes, player, request, run } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
/** The request option for player 2 acting (player 1's Secrets are active). */
const p2Turn = { state: { activePlayer: 2 } };
/** A client spell: a random enemy minion attacks your hero (a forced attack, on your own turn). */
const FORCE = { id: "T_FORCE_ATTACK_HERO", type: "SPELL", cost: 0, spell: [{ type: "forceAttack", attacker: { random: "enemy-minions" }, defender: "friendly-hero" }] };
/** A client spell: a random enemy minion attacks a random minion of yours. */
const FORCE_MINION = { id: "T_FORCE_ATTACK_MINION", type: "SPELL", cost: 0, spell: [{ type: "forceAttack", attacker: { random: "enemy-minions" }, defender: { random: "friendly-minions" } }] };

// Bestial Wrath: "Give a friendly Beast +2 Attack and Immune this turn."
cardCase("EX1_549", {
  does: "the friendly Beast gets +2 Attack and Immune: it attacks a 6/7 and takes no damage",
  p1: { hand: [{ card: "EX1_549", ref: "BW" }], board: [{ card: "CS2_172", ref: "R" }, { card: "CS2_172", ref: "R2" }] },
  p2: { board: [{ card: "CS2_200", ref: "O" }] },
  actions: [{ type: "play", card: "BW", target: "R" }, { type: "attack", attacker: "R", defender: "O" }],
  expect: { "R.attack": 5, "R.health": 2, "R.zone": "board", "O.health": 2, "R2.attack": 3 },
});
cardCase("EX1_549", {
  does: "this turn only: after the turn ends it is back to 3 Attack and no longer Immune",
  p1: { hand: [{ card: "EX1_549", ref: "BW" }], board: [{ card: "CS2_172", ref: "R" }] },
  p2: { hand: [{ card: "DS1_185", ref: "AS" }], deck: wisps(1, "d") },
  actions: [{ type: "play", card: "BW", target: "R" }, { type: "endTurn" }, { type: "play", card: "AS", target: "R" }],
  expect: { "R.zone": "graveyard", "events.damage": 1 },
  check: (r) => expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["R", 2]]),
});
cardCase("EX1_549", {
  does: "not a friendly minion that is not a Beast",
  p1: { hand: [{ card: "EX1_549", ref: "BW" }], board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_172" }] },
  actions: [{ type: "play", card: "BW", target: "Y" }],
  error: "illegal_action",
});
cardCase("EX1_549", {
  does: "not an enemy Beast",
  p1: { hand: [{ card: "EX1_549", ref: "BW" }], board: [{ card: "CS2_172" }] },
  p2: { board: [{ card: "CS2_172", ref: "E" }] },
  actions: [{ type: "play", card: "BW", target: "E" }],
  error: "illegal_action",
});

// Deadly Shot: "Destroy a random enemy minion."
describeCard("EX1_617", () => {
  it("destroys exactly one enemy minion, never a friendly one or a hero (every seed; the pick is recorded)", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 10; seed++) {
      const r = run(request([player({ hand: [{ card: "EX1_617", ref: "DS" }], board: [{ card: "CS2_182", ref: "F" }] }),
        player({ board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_186", ref: "B" }] })], [{ type: "play", card: "DS" }], { seed }));
      const left = r.state.players[1].board.map((m) => m.ref!);
      expect(left).toHaveLength(1);
      const gone = ["A", "B"].find((x) => !left.includes(x))!;
      expect(at(r.state, gone).zone).toBe("graveyard");
      expect(r.random.map((d) => (d.chosen as { ref?: string }).ref)).toEqual([gone]);
      expect(at(r.state, "F").zone).toBe("board");
      expect(r.state.players[1].hero.health).toBe(30);
      seen.add(gone);
    }
    expect(seen.size).toBe(2);
  });
});
cardCase("EX1_617", {
  does: "can't be played without an enemy minion (a friendly one does not count)",
  p1: { hand: [{ card: "EX1_617", ref: "DS" }], board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "DS" }],
  error: "illegal_action",
});

// Eaglehorn Bow: "Whenever a friendly Secret is revealed, gain +1 Durability."
cardCase("EX1_536", {
  does: "your Secret revealed (on the opponent's turn): +1 Durability",
  p1: { weapon: { card: "EX1_536", ref: "EB" }, secrets: [{ card: "EX1_610", ref: "ET" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "Y", defender: "p1.hero" }],
  expect: { "EB.durability": 3, "ET.zone": "graveyard", "events.reveal": 1 },
  check: (r) => expect(events(r, "buff").map((e) => [e.target!.ref, e.enchantment])).toEqual([["EB", "EX1_536e"]]),
});
cardCase("EX1_536", {
  does: "an enemy Secret revealed: nothing",
  p1: { weapon: { card: "EX1_536", ref: "EB" }, board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_610", ref: "ET" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
  expect: { "EB.durability": 2, "ET.zone": "graveyard", "events.reveal": 1 },
});
cardCase("EX1_536", {
  does: "your Secret that does not trigger (no condition met) gives nothing",
  p1: { weapon: { card: "EX1_536", ref: "EB" }, secrets: [{ card: "EX1_554", ref: "ST" }], board: wisps(7) },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  state: { activePlayer: 2 },
  actions: [{ type: "attack", attacker: "Y", defender: "w0" }],
  expect: { "EB.durability": 2, "ST.zone": "secrets", "events.reveal": 0 },
});

// Explosive Shot: "Deal 5 damage to a minion and 2 damage to adjacent ones."
cardCase("EX1_537", {
  does: "5 to the minion, then 2 to its left and right neighbours one at a time; not the others, not heroes",
  p1: { hand: [{ card: "EX1_537", ref: "XS" }], board: [{ card: "CS2_186", ref: "F" }] },
  p2: { board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_186", ref: "B" }, { card: "CS2_186", ref: "C" }, { card: "CS2_186", ref: "D" }] },
  actions: [{ type: "play", card: "XS", target: "C" }],
  expect: { "A.health": 7, "B.health": 5, "C.health": 2, "D.health": 5, "F.health": 7, "p2.hero.health": 30 },
  check: (r) => expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["C", 5], ["B", 2], ["D", 2]]),
});
cardCase("EX1_537", {
  does: "the neighbours are hit one at a time, not as mass damage: the left one's damage trigger resolves before the right one is hit",
  // A client minion: "Whenever this takes damage, give your other minions Divine Shield."
  cards: [{ id: "T_SHIELD_OTHERS", type: "MINION", cost: 1, attack: 1, health: 5, triggers: [{ on: "damage", if: { target: "self" }, do: [{ type: "buff", to: "other-friendly-minions", grants: ["DIVINE_SHIELD"] }] }] }],
  p1: { hand: [{ card: "EX1_537", ref: "XS" }] },
  p2: { board: [{ card: "T_SHIELD_OTHERS", ref: "L" }, { card: "CS2_186", ref: "M" }, { card: "CS2_186", ref: "R" }] },
  actions: [{ type: "play", card: "XS", target: "M" }],
  expect: { "L.health": 3, "M.health": 2, "R.health": 7 },
});
cardCase("EX1_537", {
  does: "a minion at the end of the board has one neighbour; a friendly minion can be the target",
  p1: { hand: [{ card: "EX1_537", ref: "XS" }], board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_186", ref: "B" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "XS", target: "A" }],
  expect: { "A.health": 2, "B.health": 5, "E.health": 7 },
});
cardCase("EX1_537", {
  does: "Spell Damage +1 adds to both amounts",
  p1: { hand: [{ card: "EX1_537", ref: "XS" }], board: [{ card: "CS2_197" }] },
  p2: { board: [{ card: "CS2_186", ref: "A" }, { card: "CS2_186", ref: "B" }] },
  actions: [{ type: "play", card: "XS", target: "A" }],
  expect: { "A.health": 1, "B.health": 4 },
});
cardCase("EX1_537", {
  does: "not a hero",
  p1: { hand: [{ card: "EX1_537", ref: "XS" }] },
  p2: { board: [{ card: "CS2_186" }] },
  actions: [{ type: "play", card: "XS", target: "p2.hero" }],
  error: "illegal_action",
});

// Explosive Trap: "Secret: When your hero is attacked, deal 2 damage to all enemies."
cardCase("EX1_610", {
  does: "the owner's hero attacked on the opponent's turn: 2 damage to every enemy character, before the attack",
  p1: { board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_186", ref: "G" }] },
  p2: { secrets: [{ card: "EX1_610", ref: "ET" }], board: [{ card: "CS2_182", ref: "F" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
  expect: { "p1.hero.health": 28, "Y.health": 3, "G.health": 5, "F.health": 5, "p2.hero.health": 26, "ET.zone": "graveyard" },
});
cardCase("EX1_610", {
  does: "an attack on a minion of the owner: nothing",
  p1: { board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_610", ref: "ET" }], board: [{ card: "CS2_186", ref: "F" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "F" }],
  expect: { "p1.hero.health": 30, "Y.zone": "graveyard", "F.health": 3, "ET.zone": "secrets", "events.reveal": 0 },
});
cardCase("EX1_610", {
  does: "not on its owner's turn (a forced attack on the owner's hero)",
  p1: { secrets: [{ card: "EX1_610", ref: "ET" }], hand: [{ card: "T_FORCE_ATTACK_HERO", ref: "FA" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  cards: [FORCE],
  actions: [{ type: "play", card: "FA" }],
  expect: { "p1.hero.health": 26, "Y.health": 5, "ET.zone": "secrets", "events.reveal": 0 },
});

// Flare: "All minions lose Stealth. Destroy all enemy Secrets. Draw a card."
cardCase("EX1_544", {
  does: "every minion loses Stealth (its own or an enchantment's), both sides; enemy Secrets destroyed, yours kept; one card drawn",
  p1: {
    hand: [{ card: "EX1_544", ref: "FL" }], deck: wisps(2, "d"), secrets: [{ card: "EX1_554", ref: "MINE" }],
    board: [{ card: "CS2_182", ref: "F", tags: { STEALTH: 1 } }],
  },
  p2: {
    board: [{ card: "CS2_182", ref: "E", tags: { STEALTH: 1 } }, { card: "CS2_182", ref: "E2", enchantments: [{ card: "PART_004e" }] }, { card: "CS2_182", ref: "E3" }],
    secrets: [{ card: "EX1_610", ref: "S1" }, { card: "EX1_289", ref: "S2" }],
  },
  actions: [{ type: "play", card: "FL" }, { type: "attack", attacker: "F", defender: "E2" }],
  expect: {
    "S1.zone": "graveyard", "S2.zone": "graveyard", "MINE.zone": "secrets", "p1.hand.length": 1, "d0.zone": "hand", "d1.zone": "deck",
    "E.tags.STEALTH": undefined, "E2.zone": "board", "E2.health": 1, "events.reveal": 0,
  },
  check: (r) => {
    // The Secrets left in the death-creation step of the spell's phase (4.3), as destroyed, not revealed.
    expect(events(r, "destroy").map((e) => e.target!.ref)).toEqual(["S1", "S2"]);
    expect(at(r.state, "F").tags?.STEALTH).toBeUndefined();
    expect(events(r, "expire").map((e) => e.target!.ref)).toEqual(["F", "E", "E2"]);
  },
});
cardCase("EX1_544", {
  does: "an enemy quest is not a Secret: it stays; with no Stealth and no Secret it still draws",
  p1: { hand: [{ card: "EX1_544", ref: "FL" }], deck: wisps(1, "d") },
  p2: { secrets: [{ card: "UNG_920", ref: "Q" }], board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "FL" }],
  expect: { "Q.zone": "secrets", "p1.hand.length": 1, "events.destroy": 0, "events.expire": 0 },
});

// Freezing Trap: "Secret: When an enemy minion attacks, return it to its owner's hand. It costs (2) more."
cardCase("EX1_611", {
  does: "an enemy minion attacks (on the owner's opponent's turn): back to its owner's hand costing 2 more; no damage dealt",
  p1: { board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_611", ref: "FT" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
  expect: { "Y.zone": "hand", "Y.player": 1, "Y.cost": 6, "p2.hero.health": 30, "FT.zone": "graveyard" },
});
cardCase("EX1_611", {
  does: "an attack on a minion counts too",
  p1: { board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_611", ref: "FT" }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "W" }],
  expect: { "Y.zone": "hand", "W.zone": "board", "FT.zone": "graveyard" },
});
cardCase("EX1_611", {
  does: "a hero attacking is not a minion: nothing",
  p1: { weapon: { card: "CS2_106" } },
  p2: { secrets: [{ card: "EX1_611", ref: "FT" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 27, "FT.zone": "secrets", "events.reveal": 0 },
});
cardCase("EX1_611", {
  does: "not on its owner's turn (a forced attack by an enemy minion)",
  p1: { secrets: [{ card: "EX1_611", ref: "FT" }], hand: [{ card: "T_FORCE_ATTACK_HERO", ref: "FA" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  cards: [FORCE],
  actions: [{ type: "play", card: "FA" }],
  expect: { "Y.zone": "board", "p1.hero.health": 26, "FT.zone": "secrets" },
});
cardCase("EX1_611", {
  does: "no valid subject: an attacker already mortally wounded (Explosive Trap first) is left alone; the trap stays",
  p1: { board: [{ card: "CS2_231", ref: "W" }] },
  p2: { secrets: [{ card: "EX1_610", ref: "ET", order: 20 }, { card: "EX1_611", ref: "FT", order: 21 }] },
  actions: [{ type: "attack", attacker: "W", defender: "p2.hero" }],
  expect: { "W.zone": "graveyard", "FT.zone": "secrets", "ET.zone": "graveyard" },
});

// Gladiator's Longbow: "Your hero is Immune while attacking."
cardCase("DS1_188", {
  does: "the hero attacks a 4/5 and takes no damage; the minion takes 5",
  p1: { weapon: { card: "DS1_188", ref: "LB" } },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "Y" }],
  expect: { "p1.hero.health": 30, "Y.zone": "graveyard", "LB.durability": 1 },
});
cardCase("DS1_188", {
  does: "only while attacking: after the attack the hero takes damage as usual",
  p1: { weapon: { card: "DS1_188", ref: "LB" } },
  p2: { board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "DS1_185", ref: "AS" }], deck: wisps(1, "d") },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "endTurn" }, { type: "play", card: "AS", target: "p1.hero" }, { type: "attack", attacker: "Y", defender: "p1.hero" }],
  expect: { "p2.hero.health": 25, "p1.hero.health": 24 },
});
cardCase("DS1_188", {
  does: "a friendly minion attacking is not made Immune",
  p1: { weapon: { card: "DS1_188" }, board: [{ card: "CS2_182", ref: "M" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "attack", attacker: "M", defender: "Y" }],
  expect: { "M.health": 1, "Y.health": 1 },
});

describeCard("DS1_188", () => {
  it("the attacking hero takes no damage from the defender; the Immune is gone after the attack (2.6 h)", () => {
    const r = run(request([player({ hero: { card: "HERO_05" }, weapon: { card: "DS1_188", ref: "LB" } }), player({ board: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "attack", attacker: "p1.hero", defender: "Y" }]));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(r.state.players[0].hero.health).toBe(30);
    expect(r.state.players[0].hero.enchantments ?? []).toEqual([]);
    expect(at(r.state, "LB").durability).toBe(1);
    expect(events(r, "buff").map((e) => e.enchantment)).toEqual(["DS1_188e"]);
    expect(events(r, "expire").map((e) => e.enchantment)).toEqual(["DS1_188e"]);
  });

  it("2.6: an older Explosive Trap hits before the Longbow's pre-attack trigger, and its pre-damage trigger prevents the damage", () => {
    const r = run(request([
      player({ hero: { card: "HERO_05" }, weapon: { card: "DS1_188", ref: "LB", order: 90 }, board: [{ card: "CS2_182", ref: "Y", order: 91 }] }),
      player({ secrets: [{ card: "EX1_610", ref: "ET", order: 20 }] }),
    ], [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }]));
    expect(r.state.players[0].hero.health).toBe(30);
    expect(at(r.state, "Y").health).toBe(3);
    expect(r.state.players[1].hero.health).toBe(25);
    expect(r.log).toContain("Gladiator's Longbow prevents the damage to Rexxar.");
  });

  it("the hero is not Immune when it is not attacking", () => {
    const r = run(request([player({ hero: { card: "HERO_05" }, weapon: { card: "DS1_188" } }), player({ hand: [{ card: "CS2_029", ref: "FB" }] })],
      [{ type: "play", card: "FB", target: "p1.hero" }], p2Turn));
    expect(r.state.players[0].hero.health).toBe(24);
  });
});

// Misdirection: "Secret: When an enemy attacks your hero, instead it attacks another random character."
describeCard("EX1_533", () => {
  it("the attacker attacks another random character instead: never itself or the owner's hero (every seed)", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] }),
        player({ secrets: [{ card: "EX1_533", ref: "MD" }], board: [{ card: "CS2_186", ref: "G" }] })],
      [{ type: "attack", attacker: "Y", defender: "p2.hero" }], { seed }));
      expect(r.state.players[1].hero.health).toBe(30);
      expect(at(r.state, "MD").zone).toBe("graveyard");
      const d = r.random.find((x) => x.purpose === "new defender")!;
      expect(d.candidates.map((c) => (c as { ref?: string; card: string }).ref ?? (c as { card: string }).card).sort()).toEqual(["G", "HERO_08", "W"]);
      const hit = events(r, "damage").find((e) => e.source!.ref === "Y")!;
      expect(hit.target!.id).toBe((d.chosen as { id: number }).id);
      seen.add((d.chosen as { card: string }).card);
    }
    expect(seen.size).toBe(3);
  });
});
cardCase("EX1_533", {
  does: "an attack on a minion of the owner: nothing",
  p1: { board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_533", ref: "MD" }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "W" }],
  expect: { "W.zone": "graveyard", "MD.zone": "secrets" },
});
cardCase("EX1_533", {
  does: "no other character that can be attacked (the attacker's hero is Immune): it stays hidden, the attack goes on",
  p1: { hero: { card: "HERO_08", tags: { IMMUNE: 1 } }, board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_533", ref: "MD" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26, "MD.zone": "secrets", "events.reveal": 0 },
});
cardCase("EX1_533", {
  does: "not on its owner's turn (a forced attack on the owner's hero)",
  p1: { secrets: [{ card: "EX1_533", ref: "MD" }], hand: [{ card: "T_FORCE_ATTACK_HERO", ref: "FA" }], board: [{ card: "CS2_186" }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  cards: [FORCE],
  actions: [{ type: "play", card: "FA" }],
  expect: { "p1.hero.health": 26, "MD.zone": "secrets" },
});

// Savannah Highmane: "Deathrattle: Summon two 2/2 Hyenas."
cardCase("EX1_534", {
  does: "two 2/2 Hyenas where it stood, for its controller",
  p2: { board: [{ card: "CS2_231", ref: "A" }, { card: "EX1_534", ref: "SH" }, { card: "CS2_231", ref: "B" }] },
  actions: [{ type: "destroy", target: "SH" }],
  expect: { "p2.board": ["CS2_231", "EX1_534t", "EX1_534t", "CS2_231"], "p1.board": [], "p2.board.1.attack": 2, "p2.board.1.health": 2 },
});
cardCase("EX1_534", {
  does: "one space left: one Hyena",
  p1: { board: [...wisps(5), { card: "EX1_534", ref: "SH" }, { card: "CS2_231" }] },
  actions: [{ type: "destroy", target: "SH" }],
  expect: { "p1.board": ["CS2_231", "CS2_231", "CS2_231", "CS2_231", "CS2_231", "EX1_534t", "CS2_231"] },
});
cardCase("EX1_534", {
  does: "silenced: nothing",
  p1: { board: [{ card: "EX1_534", ref: "SH", tags: { SILENCED: 1 } }] },
  actions: [{ type: "destroy", target: "SH" }],
  expect: { "p1.board": [] },
});

// Scavenging Hyena: "Whenever a friendly Beast dies, gain +2/+1."
cardCase("EX1_531", {
  does: "a friendly Beast dies: +2/+1",
  p1: { board: [{ card: "EX1_531", ref: "H" }, { card: "CS2_172", ref: "R" }] },
  actions: [{ type: "destroy", target: "R" }],
  expect: { "H.attack": 4, "H.health": 3, "H.maxHealth": 3 },
  check: (r) => expect(events(r, "buff").map((e) => [e.target!.ref, e.enchantment])).toEqual([["H", "EX1_531e"]]),
});
cardCase("EX1_531", {
  does: "two friendly Beasts dying together: +4/+2, one trigger each",
  p1: { board: [{ card: "EX1_531", ref: "H" }, { card: "CS2_171", ref: "B1" }, { card: "CS2_171", ref: "B2" }], hand: [{ card: "EX1_400", ref: "WW" }] },
  actions: [{ type: "play", card: "WW" }],
  expect: { "B1.zone": "graveyard", "B2.zone": "graveyard", "H.attack": 6, "H.maxHealth": 4, "H.health": 3, "events.buff": 2 },
});
cardCase("EX1_531", {
  does: "a friendly non-Beast or an enemy Beast dies: nothing; nor does its own death",
  p1: { board: [{ card: "EX1_531", ref: "H" }, { card: "CS2_182", ref: "Y" }, { card: "EX1_531", ref: "H2" }] },
  p2: { board: [{ card: "CS2_172", ref: "E" }] },
  actions: [{ type: "destroy", target: "Y" }, { type: "destroy", target: "E" }, { type: "destroy", target: "H2" }],
  expect: { "H.attack": 4, "H.health": 3, "events.buff": 1 },
  check: (r) => expect(events(r, "buff").map((e) => e.target!.ref)).toEqual(["H"]),
});

// Snake Trap: "Secret: When one of your minions is attacked, summon three 1/1 Snakes."
cardCase("EX1_554", {
  does: "the owner's minion attacked (opponent's turn): three 1/1 Snakes for the owner, before the attack",
  p1: { board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_554", ref: "ST" }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "W" }],
  expect: {
    "p2.board": ["EX1_554t", "EX1_554t", "EX1_554t"], "p1.board": ["CS2_182"], "W.zone": "graveyard", "ST.zone": "graveyard",
    "p2.board.0.attack": 1, "p2.board.0.health": 1, "Y.health": 4,
  },
  check: (r) => expect(events(r, "summon")).toHaveLength(3),
});
cardCase("EX1_554", {
  does: "an attack on the owner's hero: nothing",
  p1: { board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_554", ref: "ST" }], board: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
  expect: { "p2.board": ["CS2_231"], "ST.zone": "secrets", "p2.hero.health": 26 },
});
cardCase("EX1_554", {
  does: "two free spaces: two Snakes",
  p1: { board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_554", ref: "ST" }], board: [{ card: "CS2_186", ref: "G" }, ...wisps(4)] },
  actions: [{ type: "attack", attacker: "Y", defender: "G" }],
  expect: { "p2.board.length": 7, "ST.zone": "graveyard" },
  check: (r) => expect(cards(r.state.players[1].board).filter((c) => c === "EX1_554t")).toHaveLength(2),
});
cardCase("EX1_554", {
  does: "no valid subject: the owner's board is full, it stays hidden",
  p1: { board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_554", ref: "ST" }], board: wisps(7) },
  actions: [{ type: "attack", attacker: "Y", defender: "w0" }],
  expect: { "p2.board.length": 6, "ST.zone": "secrets", "events.reveal": 0, "events.summon": 0 },
});
cardCase("EX1_554", {
  does: "not on its owner's turn (a forced attack on the owner's minion)",
  p1: { secrets: [{ card: "EX1_554", ref: "ST" }], hand: [{ card: "T_FORCE_ATTACK_MINION", ref: "FA" }], board: [{ card: "CS2_186", ref: "G" }] },
  p2: { board: [{ card: "CS2_231", ref: "W" }] },
  cards: [FORCE_MINION],
  actions: [{ type: "play", card: "FA" }],
  expect: { "p1.board": ["CS2_186"], "W.zone": "graveyard", "ST.zone": "secrets" },
});

// Snipe: "Secret: After your opponent plays a minion, deal 6 damage to it."
cardCase("EX1_609", {
  does: "the opponent plays a minion: 6 damage to it, after its battlecry (not to the Boar it summoned)",
  p1: { hand: [{ card: "CS2_196", ref: "RH" }, { card: "CS2_186", ref: "G" }], board: [{ card: "CS2_182", ref: "Y" }] },
  p2: { secrets: [{ card: "EX1_609", ref: "SN" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "G.health": 1, "G.zone": "board", "Y.health": 5, "SN.zone": "graveyard", "p1.hero.health": 30 },
  check: (r) => expect(events(r, "damage").map((e) => [e.target!.ref, e.amount])).toEqual([["G", 6]]),
});
cardCase("EX1_609", {
  does: "a minion summoned by the played one is not played: only the played minion is hit",
  p1: { hand: [{ card: "CS2_196", ref: "RH" }] },
  p2: { secrets: [{ card: "EX1_609", ref: "SN" }] },
  actions: [{ type: "play", card: "RH" }],
  expect: { "RH.zone": "graveyard", "p1.board": ["CS2_boar"] },
});
cardCase("EX1_609", {
  does: "a spell played: nothing",
  p1: { hand: [{ card: "DS1_185", ref: "AS" }] },
  p2: { secrets: [{ card: "EX1_609", ref: "SN" }] },
  actions: [{ type: "play", card: "AS", target: "p2.hero" }],
  expect: { "SN.zone": "secrets", "p2.hero.health": 28 },
});
cardCase("EX1_609", {
  does: "not on its owner's turn: the owner's own minion is not hit",
  p1: { secrets: [{ card: "EX1_609", ref: "SN" }], hand: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "Y" }],
  expect: { "Y.health": 5, "SN.zone": "secrets" },
});
cardCase("EX1_609", {
  does: "no valid subject: the minion is already mortally wounded (an earlier Snipe), so it stays hidden",
  p1: { hand: [{ card: "CS2_120", ref: "C" }] },
  p2: { secrets: [{ card: "VAN_EX1_609", ref: "V", order: 20 }, { card: "EX1_609", ref: "SN", order: 21 }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "C.zone": "graveyard", "V.zone": "graveyard", "SN.zone": "secrets", "events.reveal": 1 },
  check: (r) => expect(events(r, "damage").map((e) => [e.source!.ref, e.amount])).toEqual([["V", 4]]),
});

describeCard("EX1_609", () => {
  it("Snipe deals 6 to the minion the opponent played, in the after-play step", () => {
    const r = run(request([player({ secrets: [{ card: "EX1_609", ref: "SN" }] }), player({ hand: [{ card: "CS2_182", ref: "Y" }] })],
      [{ type: "play", card: "Y" }], { state: { activePlayer: 2 } }));
    expect(at(r.state, "Y").zone).toBe("graveyard");
    expect(at(r.state, "SN").zone).toBe("graveyard");
    const step = nodes(r, "step").find((s) => s.name === "after-play")!;
    expect(JSON.stringify(step)).toContain('"type":"damage"');
  });

  it("Snipe stays hidden when the played minion is already mortally wounded (old rule 5; 3.4 例如 狙击和忏悔)", () => {
    const ping = { id: "T_AFTER_SUMMON_PING", type: "SPELL", cost: 1, secret: true, triggers: [{ on: "after-summon", if: { target: "enemy-minion" }, do: [{ type: "damage", amount: 1, to: "event-target" }] }] };
    const r = run(request([player({ secrets: [{ card: "T_AFTER_SUMMON_PING", ref: "P" }, { card: "EX1_609", ref: "SN" }] }), player({ hand: [{ card: "CS2_231", ref: "W" }] })],
      [{ type: "play", card: "W" }], { state: { activePlayer: 2 }, cards: [ping] }));
    expect(at(r.state, "P").zone).toBe("graveyard");
    expect(at(r.state, "SN").zone).toBe("secrets");
    expect(at(r.state, "W").zone).toBe("graveyard");
  });
});

// Unleash the Hounds: "For each enemy minion, summon a 1/1 Hound with Charge."
cardCase("EX1_538", {
  does: "one 1/1 Hound with Charge per enemy minion (yours don't count); they can attack at once",
  p1: { hand: [{ card: "EX1_538", ref: "UH" }], board: [{ card: "CS2_231" }, { card: "CS2_231" }] },
  p2: { board: [{ card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_182" }] },
  actions: [{ type: "play", card: "UH" }, { type: "attack", attacker: "p1.board.2", defender: "p2.hero" }],
  expect: { "p1.board": ["CS2_231", "CS2_231", "EX1_538t", "EX1_538t", "EX1_538t"], "p2.board.length": 3, "p1.board.3.attack": 1, "p1.board.3.health": 1, "p2.hero.health": 29 },
});
cardCase("EX1_538", {
  does: "as many as there is room for",
  p1: { hand: [{ card: "EX1_538", ref: "UH" }], board: wisps(5) },
  p2: { board: [{ card: "CS2_182" }, { card: "CS2_182" }, { card: "CS2_182" }] },
  actions: [{ type: "play", card: "UH" }],
  expect: { "p1.board.length": 7 },
  check: (r) => expect(cards(r.state.players[0].board).filter((c) => c === "EX1_538t")).toHaveLength(2),
});
cardCase("EX1_538", {
  does: "can't be played without an enemy minion",
  p1: { hand: [{ card: "EX1_538", ref: "UH" }], board: [{ card: "CS2_231" }] },
  actions: [{ type: "play", card: "UH" }],
  error: "illegal_action",
});
cardCase("EX1_538", {
  does: "can't be played with a full board",
  p1: { hand: [{ card: "EX1_538", ref: "UH" }], board: wisps(7) },
  p2: { board: [{ card: "CS2_182" }] },
  actions: [{ type: "play", card: "UH" }],
  error: "illegal_action",
});

describeCard("EX1_538", () => {
  it("Unleash the Hounds summons one Hound with Charge per enemy minion, counted when it resolves", () => {
    const r = run(request([player({ hand: [{ card: "EX1_538", ref: "UH" }] }), player({ board: wisps(3) })], [{ type: "play", card: "UH" }]));
    expect(cards(r.state.players[0].board)).toEqual(["EX1_538t", "EX1_538t", "EX1_538t"]);
    // Without an enemy minion it can't be played (the game's play requirement).
    fails(request([player({ hand: [{ card: "EX1_538", ref: "UH" }] }), player()], [{ type: "play", card: "UH" }]), "illegal_action");
  });
});
