/**
 * Behaviour tests of Mean Streets of Gadgetzan (GANGS) cards. Secrets are owned by player 1 and tested on player 2's turn,
 * with a case showing what does not set them off. Mayor Noggenfogger's random picks are asserted for every seed: the
 * pick is among the right candidates and the effect lands on it (the rulebook's worked examples are in
 * test/rules/rulebook-examples-more.test.ts).
 */
import { describe, expect, it } from "vitest";
import type { ResolveResult } from "../../src/engine/index.js";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run, triggerOrder } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const YETI = "CS2_182"; // 4/5
const WISP = "CS2_231";
const DECKHAND = "CS2_146"; // Southsea Deckhand, a 2/1 Pirate
const OPPONENTS_TURN = { activePlayer: 2 };
const wisps = (n: number) => Array.from({ length: n }, () => ({ card: WISP }));

type Pick = ResolveResult["random"][number];
const picks = (r: ResolveResult, purpose: string) => r.random.filter((d) => d.purpose === purpose);
const idOf = (x: unknown) => (x as { id: number }).id;
const cardOf = (x: unknown) => (x as { card: string }).card;
/** The damage events' targets, by entity id. */
const hitIds = (r: ResolveResult) => events(r, "damage").map((e) => (e.target as { id: number }).id);
const only = (list: Pick[]) => {
  expect(list).toHaveLength(1);
  return list[0]!;
};

describe("Mean Streets of Gadgetzan", () => {
  describeCard("CFM_756", () => {
    it("Alley Armorsmith gains as much Armor as it deals; a Divine Shield gives none", () => {
      const r = run(request([
        player({ board: [{ card: "CFM_756", ref: "AA" }] }),
        player({ board: [{ card: "CS2_182", ref: "Y" }, { card: "EX1_008", ref: "SQ" }] }),
      ], [{ type: "attack", attacker: "AA", defender: "Y" }]));
      expect(r.state.players[0].hero.armor).toBe(3);
      const shield = run(request([
        player({ board: [{ card: "CFM_756", ref: "AA" }] }),
        player({ board: [{ card: "EX1_008", ref: "SQ" }] }),
      ], [{ type: "attack", attacker: "AA", defender: "SQ" }]));
      // Its hit on the Squire became 0 at the Divine Shield: no damage dealt, no Armor (taking damage gives none either).
      expect(shield.state.players[0].hero.armor).toBe(0);
    });
    cardCase("CFM_756", {
      does: "attacked on the opponent's turn, the damage it deals back gives its controller the Armor, not the attacker's",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "CFM_756", ref: "AA" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "Y", defender: "AA" }],
      expect: { "p1.hero.armor": 3, "p2.hero.armor": 0, "AA.health": 3, "Y.health": 2 },
    });
    cardCase("CFM_756", {
      does: "that much: with 5 Attack it deals 5 and gains 5",
      p1: { board: [{ card: "CFM_756", ref: "AA", attack: 5 }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "attack", attacker: "AA", defender: "Y" }],
      expect: { "p1.hero.armor": 5, "Y.zone": "graveyard" },
    });
    cardCase("CFM_756", {
      does: "another friendly minion's damage gives none; its own attack on the hero gives 3",
      p1: { board: [{ card: "CFM_756", ref: "AA" }, { card: YETI, ref: "F" }] },
      actions: [{ type: "attack", attacker: "F", defender: "p2.hero" }, { type: "attack", attacker: "AA", defender: "p2.hero" }],
      expect: { "p1.hero.armor": 3, "p2.hero.health": 23 },
    });
  });

  describeCard("CFM_851", () => {
    it("Daring Reporter grows when the opponent draws", () => {
      const r = run(request([
        player({ board: [{ card: "CFM_851", ref: "DR" }, { card: "GVG_086", ref: "SE" }], hand: [{ card: "EX1_050", ref: "CO" }], deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
        player({ deck: [{ card: "CS2_231" }, { card: "CS2_231" }] }),
      ], [{ type: "play", card: "CO" }]));
      expect(at(r.state, "DR")).toMatchObject({ attack: 5, health: 5 });
    });
    cardCase("CFM_851", {
      does: "your own draws do not make it grow",
      p1: { board: [{ card: "CFM_851", ref: "DR" }], hand: [{ card: "CS2_023", ref: "AI" }], deck: [{ card: WISP }, { card: WISP }] },
      actions: [{ type: "play", card: "AI" }],
      expect: { "DR.attack": 3, "DR.health": 3, "p1.hand.length": 2 },
    });
    cardCase("CFM_851", {
      does: "+1/+1 per card the opponent draws, one at a time (three draws: 6/6)",
      p1: { board: [{ card: "CFM_851", ref: "DR" }] },
      p2: { deck: [{ card: WISP }, { card: WISP }, { card: WISP }] },
      actions: [{ type: "draw", player: 2, count: 3 }],
      expect: { "DR.attack": 6, "DR.health": 6, "DR.maxHealth": 6 },
    });
    cardCase("CFM_851", {
      does: "3.4 例如: at 1 Health, the opponent's Mortal Coil kills it and draws; the mortally wounded Reporter does not grow",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "CFM_851", ref: "DR", health: 1 }] },
      p2: { hand: [{ card: "EX1_302", ref: "MC" }], deck: [{ card: WISP, ref: "D" }] },
      actions: [{ type: "play", card: "MC", target: "DR" }],
      expect: { "DR.zone": "graveyard", "D.zone": "hand" },
      check: (r) => expect(triggerOrder(r, ["DR"])).toEqual([]),
    });
  });

  describeCard("CFM_670", () => {
    cardCase("CFM_670", {
      does: "your spell's target is chosen again at random among all its valid targets, and the spell hits that one (any seed)",
      p1: { board: [{ card: "CFM_670", ref: "M" }], hand: [{ card: "CS2_029", ref: "FB" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "FB", target: "Y" }],
      seed: 11,
      check: (r) => {
        const d = only(picks(r, "new target"));
        expect(d.candidates.map(cardOf).sort()).toEqual(["CFM_670", YETI, "HERO_01", "HERO_08"].sort());
        expect(hitIds(r)).toEqual([idOf(d.chosen)]);
      },
    });
    cardCase("CFM_670", {
      does: "the opponent's spells too (it works for both players)",
      state: OPPONENTS_TURN,
      p1: { board: [{ card: "CFM_670", ref: "M" }] },
      p2: { board: [{ card: YETI, ref: "Y" }], hand: [{ card: "CS2_029", ref: "FB" }] },
      actions: [{ type: "play", card: "FB", target: "p1.hero" }],
      check: (r) => {
        const d = only(picks(r, "new target"));
        expect(d.candidates).toHaveLength(4);
        expect(hitIds(r)).toEqual([idOf(d.chosen)]);
      },
    });
    cardCase("CFM_670", {
      does: "an attack's defender is chosen again among the attacker's enemy characters (Taunt ignored), and the attack lands there",
      p1: { board: [{ card: YETI, ref: "A" }] },
      p2: { board: [{ card: "CFM_670", ref: "M" }, { card: WISP, ref: "W" }, { card: "CS2_179", ref: "T" }] },
      actions: [{ type: "attack", attacker: "A", defender: "T" }],
      seed: 3,
      check: (r) => {
        const d = only(picks(r, "new defender"));
        expect(d.candidates.map(cardOf).sort()).toEqual(["CFM_670", WISP, "CS2_179", "HERO_01"].sort());
        const fromA = events(r, "damage").filter((e) => (e.source as { ref?: string } | undefined)?.ref === "A");
        expect(fromA.map((e) => (e.target as { id: number }).id)).toEqual([idOf(d.chosen)]);
      },
    });
    cardCase("CFM_670", {
      does: "with only the enemy hero to attack (one enemy character) nothing is chosen again",
      p1: { board: [{ card: "CFM_670", ref: "M" }, { card: YETI, ref: "A" }] },
      actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }],
      expect: { "p2.hero.health": 26 },
      check: (r) => expect(r.random).toEqual([]),
    });
    cardCase("CFM_670", {
      does: "a target with no other valid choice is kept (Shattered Sun Cleric with the Mayor as its only friendly minion)",
      p1: { board: [{ card: "CFM_670", ref: "M" }], hand: [{ card: "EX1_019", ref: "C" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "C", target: "M" }],
      expect: { "M.attack": 6, "M.health": 5, "Y.attack": 4 },
      check: (r) => expect(r.random).toEqual([]),
    });
    cardCase("CFM_670", {
      does: "in hand it changes nothing",
      p1: { hand: [{ card: "CFM_670", ref: "M" }, { card: "CS2_029", ref: "FB" }] },
      p2: { board: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "FB", target: "Y" }],
      expect: { "Y.zone": "graveyard", "p2.hero.health": 30 },
      check: (r) => expect(r.random).toEqual([]),
    });
  });

  describeCard("CFM_637", () => {
    it("Patches the Pirate comes from the deck after you play a Pirate", () => {
      const r = run(request([player({ hand: [{ card: "CS2_146", ref: "D" }], deck: [{ card: "CFM_637", ref: "P" }] }), player()], [{ type: "play", card: "D" }]));
      expect(at(r.state, "P").zone).toBe("board");
      expect(cards(r.state.players[0].board)).toEqual(["CS2_146", "CFM_637"]);
    });
    it("2.2 例如: a Faceless Manipulator copying a Pirate does not bring Patches", () => {
      const r = run(request([player({ board: [{ card: "CS2_146", ref: "D" }], hand: [{ card: "EX1_564", ref: "F" }], deck: [{ card: "CFM_637", ref: "P" }] }), player()],
        [{ type: "play", card: "F", target: "D" }]));
      expect(at(r.state, "F").card).toBe("CS2_146");
      expect(at(r.state, "P").zone).toBe("deck");
    });
    it("2.2 例如: a Southsea Deckhand turned into a Sheep by the enemy Potion does not bring Patches", () => {
      const r = run(request([player({ hand: [{ card: "CS2_146", ref: "D" }], deck: [{ card: "CFM_637", ref: "P" }] }), player({ secrets: [{ card: "CFM_620" }] })],
        [{ type: "play", card: "D" }]));
      expect(at(r.state, "D").card).toBe("CS2_tk1");
      expect(at(r.state, "P").zone).toBe("deck");
    });
    cardCase("CFM_637", {
      does: "a minion that is no Pirate, and a Pirate summoned rather than played, leave it in the deck",
      p1: { hand: [{ card: YETI, ref: "Y" }], deck: [{ card: "CFM_637", ref: "P" }] },
      actions: [{ type: "play", card: "Y" }, { type: "summon", card: DECKHAND, player: 1 }],
      expect: { "P.zone": "deck", "p1.board": [YETI, DECKHAND] },
    });
    cardCase("CFM_637", {
      does: "the opponent's Pirate does not bring your Patches; theirs comes for them",
      state: OPPONENTS_TURN,
      p1: { deck: [{ card: "CFM_637", ref: "P1" }] },
      p2: { hand: [{ card: DECKHAND, ref: "D" }], deck: [{ card: "CFM_637", ref: "P2" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "P1.zone": "deck", "P2.zone": "board", "p2.board": [DECKHAND, "CFM_637"], "p1.board": [] },
    });
    cardCase("CFM_637", {
      does: "in hand it does nothing; with a full board it stays in the deck",
      p1: { board: wisps(6), hand: [{ card: DECKHAND, ref: "D" }, { card: "CFM_637", ref: "PH" }], deck: [{ card: "CFM_637", ref: "P" }] },
      actions: [{ type: "play", card: "D" }],
      expect: { "P.zone": "deck", "PH.zone": "hand", "p1.board.length": 7 },
    });
  });

  describeCard("CFM_620", () => {
    it("2.2 例如: you play a Bloodfen Raptor; the enemy Potion of Polymorph then Mirror Entity trigger: the opponent gets a Sheep", () => {
      const r = run(request([
        player({ hand: [{ card: "CS2_172", ref: "R" }] }),
        player({ secrets: [{ card: "CFM_620", ref: "POT", order: 10 }, { card: "EX1_294", ref: "ME", order: 11 }] }),
      ], [{ type: "play", card: "R" }]));
      expect(at(r.state, "R").card).toBe("CS2_tk1");
      expect(cards(r.state.players[1].board)).toEqual(["CS2_tk1"]);
      expect(triggerOrder(r, ["POT", "ME"])).toEqual(["POT", "ME"]);
    });
    cardCase("CFM_620", {
      does: "the opponent's minion becomes a 1/1 Sheep on their side, in the after-play step (its battlecry already resolved)",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "CFM_620", ref: "POT" }] },
      p2: { hand: [{ card: "EX1_015", ref: "N" }], deck: [{ card: WISP, ref: "D" }] },
      actions: [{ type: "play", card: "N" }],
      expect: { "POT.zone": "graveyard", "N.card": "CS2_tk1", "N.attack": 1, "N.health": 1, "p2.board": ["CS2_tk1"], "p1.board": [], "D.zone": "hand" },
    });
    cardCase("CFM_620", {
      does: "a spell, or a minion summoned rather than played, does not set it off",
      state: OPPONENTS_TURN,
      p1: { secrets: [{ card: "CFM_620", ref: "POT" }] },
      p2: { hand: [{ card: "CS2_027", ref: "MI" }] },
      actions: [{ type: "play", card: "MI" }],
      expect: { "POT.zone": "secrets", "p2.board": ["CS2_mirror", "CS2_mirror"] },
    });
    cardCase("CFM_620", {
      does: "your own minion on your turn does not set it off",
      p1: { secrets: [{ card: "CFM_620", ref: "POT" }], hand: [{ card: YETI, ref: "Y" }] },
      actions: [{ type: "play", card: "Y" }],
      expect: { "POT.zone": "secrets", "Y.card": YETI },
    });
  });
});

/** Session 8 (w8/wild-c): the Gadgetzan cards whose mechanisms existed. */
describe("Mean Streets of Gadgetzan (session 8)", () => {
  const CROC = "CS2_120"; // River Crocolisk, 2/3 Beast
  const MURLOC = "CS2_168"; // Murloc Raider, 2/1 Murloc
  const RAZORFEN = "CS2_121"; // Frostwolf Grunt 2/2 Taunt
  const VOIDWALKER = "CS2_065"; // 1/3 Demon, Taunt
  const AXE = "CS2_106"; // Fiery War Axe 3/2
  const DAGGER = "CS2_082"; // Wicked Knife 1/2
  const STEALTHY = { card: "CS2_200", tags: { STEALTH: 1 } };
  cardCase("CFM_614", {
    does: "gives each friendly minion +1/+1, no enemy",
    p1: { hand: [{ card: "CFM_614", ref: "S" }], board: [{ card: YETI, ref: "A" }, { card: WISP, ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "A.attack": 5, "A.health": 6, "B.attack": 2, "B.health": 2, "E.attack": 4, "E.health": 5 },
  });
  cardCase("CFM_816", {
    does: "gives the friendly Beast chosen +3/+3",
    p1: { hand: [{ card: "CFM_816", ref: "V" }], board: [{ card: CROC, ref: "C" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "V", target: "C" }],
    expect: { "C.attack": 5, "C.health": 6, "Y.attack": 4, "V.attack": 4 },
  });
  cardCase("CFM_816", {
    does: "a non-Beast is no valid target",
    p1: { hand: [{ card: "CFM_816", ref: "V" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "V", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("CFM_308", {
    does: "first choice: gain 10 Armor",
    p1: { hand: [{ card: "CFM_308", ref: "K" }] },
    actions: [{ type: "play", card: "K", choose: 1 }],
    expect: { "p1.hero.armor": 10, "p1.mana.used": 10 },
  });
  cardCase("CFM_308", {
    does: "second choice: the Mana Crystals spent are refreshed",
    p1: { hand: [{ card: "CFM_308", ref: "K" }] },
    actions: [{ type: "play", card: "K", choose: 2 }],
    expect: { "p1.hero.armor": 0, "p1.mana.used": 0 },
  });
  cardCase("CFM_811", {
    does: "draws 2; the minion drawn costs (2) less, the spell does not",
    p1: { hand: [{ card: "CFM_811", ref: "L" }], deck: [{ card: "CS2_029", ref: "F" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "p1.hand.length": 2, "Y.cost": 2, "F.cost": 4 },
  });
  cardCase("CFM_616", {
    does: "an empty Mana Crystal for each friendly minion",
    p1: { mana: { crystals: 5, used: 0 }, hand: [{ card: "CFM_616", ref: "P" }], board: [{ card: YETI }, { card: WISP }] },
    p2: { board: [{ card: YETI }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "p1.mana.crystals": 7, "p1.mana.used": 5 },
  });
  cardCase("CFM_315", {
    does: "summons a 1/1 Cat beside it",
    p1: { hand: [{ card: "CFM_315", ref: "A" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "p1.board": ["CFM_315", "CFM_315t"], "p2.board": [] },
  });
  cardCase("CFM_335", {
    does: "deals damage equal to its Attack (2; 4 with +2 Attack in hand)",
    p1: { hand: [{ card: "CFM_335", ref: "K", attack: 4 }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "K", target: "O" }],
    expect: { "O.health": 3 },
  });
  cardCase("CFM_337", {
    does: "after the hero attacks, a 1/1 Piranha is summoned for its owner",
    p1: { weapon: { card: "CFM_337" } },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "p1.board": ["CFM_337t"], "p2.hero.health": 28 },
  });
  cardCase("CFM_337", {
    does: "a minion's attack summons nothing",
    p1: { weapon: { card: "CFM_337" }, board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "attack", attacker: "Y", defender: "p2.hero" }],
    expect: { "p1.board": [YETI] },
  });
  cardCase("CFM_316", {
    does: "Rats equal to its Attack as it died (buffed to 4: four)",
    p1: { hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { board: [{ card: "CFM_316", ref: "R", attack: 4 }] },
    actions: [{ type: "play", card: "F", target: "R" }],
    expect: { "p2.board": ["CFM_316t", "CFM_316t", "CFM_316t", "CFM_316t"] },
  });
  cardCase("CFM_336", {
    does: "Deathrattle: the only minion in hand gets +2/+2, the spell nothing",
    p1: { board: [{ card: "CFM_336", ref: "Z" }], hand: [{ card: YETI, ref: "H" }, { card: "CS2_029", ref: "S" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "attack", attacker: "Z", defender: "O" }],
    expect: { "Z.zone": "graveyard", "H.attack": 6, "H.health": 7 },
  });
  cardCase("CFM_334", {
    does: "the Beast in hand gets +2/+2, not the other minion",
    p1: { hand: [{ card: "CFM_334", ref: "S" }, { card: CROC, ref: "C" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "C.attack": 4, "C.health": 5, "Y.attack": 4 },
  });
  cardCase("CFM_338", {
    does: "the Beast in hand gets +1/+1, not the other minion",
    p1: { hand: [{ card: "CFM_338", ref: "T" }, { card: CROC, ref: "C" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "C.attack": 3, "C.health": 4, "Y.attack": 4 },
  });
  cardCase("CFM_671", {
    does: "gains +2/+2 when an enemy is Frozen",
    p1: { hand: [{ card: "CFM_671", ref: "C" }] },
    p2: { board: [{ card: YETI, tags: { FROZEN: 1 } }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "C.attack": 7, "C.health": 7 },
  });
  cardCase("CFM_671", {
    does: "a Frozen friendly minion does not count",
    p1: { hand: [{ card: "CFM_671", ref: "C" }], board: [{ card: YETI, tags: { FROZEN: 1 } }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "C.attack": 5, "C.health": 5 },
  });
  cardCase("CFM_021", {
    does: "Freezes the enemy chosen",
    p1: { hand: [{ card: "CFM_021", ref: "P" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "P", target: "E" }],
    expect: { "E.seen.FROZEN": 1 },
  });
  cardCase("CFM_021", {
    does: "a friendly minion is no valid target",
    p1: { hand: [{ card: "CFM_021", ref: "P" }], board: [{ card: YETI, ref: "F" }] },
    actions: [{ type: "play", card: "P", target: "F" }],
    error: "illegal_action",
  });
  cardCase("CFM_623", {
    does: "three 3-damage missiles at enemies: 9 damage in all to the lone enemy hero",
    p1: { hand: [{ card: "CFM_623", ref: "G" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "p2.hero.health": 21, "Y.health": 5, "p1.hero.health": 30, "events.damage": 3 },
  });
  cardCase("CFM_065", {
    does: "2 damage to every minion, no hero",
    p1: { hand: [{ card: "CFM_065", ref: "V" }], board: [{ card: YETI, ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "A.health": 3, "E.health": 3, "p2.hero.health": 30 },
  });
  cardCase("CFM_658", {
    does: "+1 Attack for a friendly minion's death; an enemy's death gives none",
    p1: { hand: [{ card: "CFM_065", ref: "V" }], board: [{ card: "CFM_658", ref: "B" }, { card: WISP }, { card: WISP }] },
    p2: { board: [{ card: WISP }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "B.attack": 6 },
  });
  cardCase("CFM_646", {
    does: "Deathrattle: 2 damage to the enemy hero (its owner's opponent)",
    p1: { hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { board: [{ card: "CFM_646", ref: "L" }] },
    actions: [{ type: "play", card: "F", target: "L" }],
    expect: { "p1.hero.health": 28, "p2.hero.health": 30 },
  });
  cardCase("CFM_648", {
    does: "summons a 6/6 Ogre",
    p1: { hand: [{ card: "CFM_648", ref: "R" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p1.board": ["CFM_648", "CFM_648t"], "p1.board.1.attack": 6 },
  });
  cardCase("CFM_647", {
    does: "1 damage to the character chosen",
    p1: { hand: [{ card: "CFM_647", ref: "B" }] },
    actions: [{ type: "play", card: "B", target: "p2.hero" }],
    expect: { "p2.hero.health": 29 },
  });
  cardCase("CFM_667", {
    does: "Battlecry: 5 damage to an enemy minion; Deathrattle: 5 to its own hero",
    p1: { hand: [{ card: "CFM_667", ref: "B" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "play", card: "B", target: "O" }],
    expect: { "O.health": 2, "B.zone": "board", "p1.hero.health": 30 },
  });
  cardCase("CFM_667", {
    does: "its Deathrattle hits its own hero",
    p1: { hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { board: [{ card: "CFM_667", ref: "B" }] },
    actions: [{ type: "play", card: "F", target: "B" }],
    expect: { "p2.hero.health": 25, "p1.hero.health": 30 },
  });
  cardCase("CFM_669", {
    does: "a Coin for each spell the opponent casts, none for its owner's",
    state: OPPONENTS_TURN,
    p1: { board: [{ card: "CFM_669" }], hand: [] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }],
    expect: { "p1.hand": ["GAME_005"] },
  });
  cardCase("CFM_669", {
    does: "its owner's spells give nothing",
    p1: { board: [{ card: "CFM_669" }], hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "p1.hand": [] },
  });
  cardCase("CFM_855", {
    does: "Silences the Deathrattle minion chosen",
    p1: { hand: [{ card: "CFM_855", ref: "D" }] },
    p2: { board: [{ card: "FP1_007", ref: "N" }] },
    actions: [{ type: "play", card: "D", target: "N" }],
    expect: { "N.tags.SILENCED": 1 },
  });
  cardCase("CFM_855", {
    does: "a minion without Deathrattle is no valid target",
    p1: { hand: [{ card: "CFM_855", ref: "D" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "D", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("CFM_685", {
    does: "the minion in hand gets +5/+5",
    p1: { hand: [{ card: "CFM_685", ref: "D" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "W.attack": 6, "W.health": 6 },
  });
  cardCase("CFM_609", {
    does: "2 damage to itself at the start of its owner's turn",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "CFM_609", ref: "F" }] },
    actions: [{ type: "endTurn" }],
    expect: { "F.health": 5 },
  });
  cardCase("CFM_609", {
    does: "not at the start of the opponent's turn",
    p1: { board: [{ card: "CFM_609", ref: "F" }] },
    actions: [{ type: "endTurn" }],
    expect: { "F.health": 7 },
  });
  cardCase("CFM_654", {
    does: "restores 1 Health to its owner's hero at the end of their turn",
    p1: { hero: { card: "HERO_08", health: 20 }, board: [{ card: "CFM_654" }] },
    p2: { hero: { card: "HERO_08", health: 20 }, deck: [{ card: WISP }] },
    actions: [{ type: "endTurn" }],
    expect: { "p1.hero.health": 21, "p2.hero.health": 20 },
  });
  cardCase("CFM_659", {
    does: "restores 2 Health to the character chosen",
    p1: { hand: [{ card: "CFM_659", ref: "G" }], board: [{ card: YETI, ref: "Y", health: 1 }] },
    actions: [{ type: "play", card: "G", target: "Y" }],
    expect: { "Y.health": 3 },
  });
  cardCase("CFM_853", {
    does: "the minion in hand gets +1/+1",
    p1: { hand: [{ card: "CFM_853", ref: "G" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "W.attack": 2, "W.health": 2 },
  });
  cardCase("CFM_067", {
    does: "restores the minion chosen to full Health",
    p1: { hand: [{ card: "CFM_067", ref: "H" }] },
    p2: { board: [{ card: "CS2_200", ref: "O", health: 1 }] },
    actions: [{ type: "play", card: "H", target: "O" }],
    expect: { "O.health": 7 },
  });
  cardCase("CFM_063", {
    does: "swaps the chosen minion's Attack and Health",
    p1: { hand: [{ card: "CFM_063", ref: "K" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "K", target: "Y" }],
    expect: { "Y.attack": 5, "Y.health": 4 },
  });
  cardCase("CFM_810", {
    does: "Charge when the opponent holds 6 cards: it can attack at once",
    p1: { hand: [{ card: "CFM_810", ref: "H" }] },
    p2: { hand: Array.from({ length: 6 }, () => ({ card: WISP })) },
    actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "H", defender: "p2.hero" }],
    expect: { "p2.hero.health": 24 },
  });
  cardCase("CFM_810", {
    does: "no Charge with 5 cards in the opponent's hand",
    p1: { hand: [{ card: "CFM_810", ref: "H" }] },
    p2: { hand: Array.from({ length: 5 }, () => ({ card: WISP })) },
    actions: [{ type: "play", card: "H" }],
    expect: { "H.seen.CHARGE": undefined },
  });
  cardCase("CFM_120", {
    does: "Deathrattle: restores 4 Health to each hero",
    p1: { hero: { card: "HERO_08", health: 20 }, hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { hero: { card: "HERO_08", health: 20 }, board: [{ card: "CFM_120", ref: "M" }] },
    actions: [{ type: "play", card: "F", target: "M" }],
    expect: { "p1.hero.health": 24, "p2.hero.health": 24 },
  });
  cardCase("CFM_651", {
    does: "its owner's weapon gets +1 Attack",
    p1: { hand: [{ card: "CFM_651", ref: "N" }], weapon: { card: AXE, ref: "W" } },
    p2: { weapon: { card: AXE, ref: "EW" } },
    actions: [{ type: "play", card: "N" }],
    expect: { "W.attack": 4, "EW.attack": 3 },
  });
  cardCase("CFM_060", {
    does: "+2 Attack for each spell its owner casts",
    p1: { board: [{ card: "CFM_060", ref: "R" }], hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p2.hero" }],
    expect: { "R.attack": 4 },
  });
  cardCase("CFM_060", {
    does: "not for the opponent's spells",
    state: OPPONENTS_TURN,
    p1: { board: [{ card: "CFM_060", ref: "R" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "p1.hero" }],
    expect: { "R.attack": 2 },
  });
  cardCase("CFM_652", {
    does: "costs (3) in hand while the opponent has three minions, (5) with two",
    p1: { hand: [{ card: "CFM_652", ref: "B" }] },
    p2: { board: [{ card: WISP }, { card: WISP }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.mana.used": 3 },
  });
  cardCase("CFM_652", {
    does: "full Cost (5) with two enemy minions",
    p1: { hand: [{ card: "CFM_652", ref: "B" }] },
    p2: { board: [{ card: WISP }, { card: WISP }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.mana.used": 5 },
  });
  cardCase("CFM_341", {
    does: "Deathrattle: damage equal to its Attack as it died (3) to each enemy minion",
    p1: { hand: [{ card: "CS2_029", ref: "F" }], board: [{ card: YETI, ref: "A" }] },
    p2: { board: [{ card: "CFM_341", ref: "S", attack: 3 }, { card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "F", target: "S" }],
    expect: { "A.health": 2, "E.health": 5 },
  });
  cardCase("CFM_325", {
    does: "+2 Attack while its owner has a weapon",
    p1: { board: [{ card: "CFM_325", ref: "B" }], weapon: { card: DAGGER } },
    p2: { board: [{ card: "CFM_325", ref: "E" }] },
    actions: [{ type: "attack", attacker: "B", defender: "p2.hero" }],
    expect: { "B.attack": 3, "E.attack": 1, "p2.hero.health": 27 },
  });
  cardCase("CFM_688", {
    does: "Charge when an enemy minion has Taunt",
    p1: { hand: [{ card: "CFM_688", ref: "H" }] },
    p2: { board: [{ card: RAZORFEN, ref: "T" }] },
    actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "H", defender: "T" }],
    expect: { "T.zone": "graveyard" },
  });
  cardCase("CFM_688", {
    does: "no Charge for a friendly Taunt",
    p1: { hand: [{ card: "CFM_688", ref: "H" }], board: [{ card: RAZORFEN }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "H.seen.CHARGE": undefined },
  });
  cardCase("CFM_656", {
    does: "enemy minions lose Stealth, friendly ones keep it",
    p1: { hand: [{ card: "CFM_656", ref: "I" }], board: [{ ...STEALTHY, ref: "F" }] },
    p2: { board: [{ ...STEALTHY, ref: "E" }] },
    actions: [{ type: "play", card: "I" }],
    expect: { "E.seen.STEALTH": undefined, "F.seen.STEALTH": 1 },
  });
  cardCase("CFM_809", {
    does: "Charge when the opponent's hand is empty",
    p1: { hand: [{ card: "CFM_809", ref: "H" }] },
    actions: [{ type: "play", card: "H" }, { type: "attack", attacker: "H", defender: "p2.hero" }],
    expect: { "p2.hero.health": 26 },
  });
  cardCase("CFM_809", {
    does: "no Charge while the opponent holds a card",
    p1: { hand: [{ card: "CFM_809", ref: "H" }] },
    p2: { hand: [{ card: WISP }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "H.seen.CHARGE": undefined },
  });
  cardCase("CFM_655", {
    does: "the opponent's weapon loses 1 Durability, its owner's none",
    p1: { hand: [{ card: "CFM_655", ref: "O" }], weapon: { card: AXE, ref: "W" } },
    p2: { weapon: { card: AXE, ref: "EW" } },
    actions: [{ type: "play", card: "O" }],
    expect: { "EW.durability": 1, "W.durability": 2 },
  });
  cardCase("CFM_639", {
    does: "at the end of its owner's turn each minion in hand gets +1/+1",
    p1: { board: [{ card: "CFM_639" }], hand: [{ card: WISP, ref: "W" }, { card: YETI, ref: "Y" }, { card: "CS2_029", ref: "F" }] },
    actions: [{ type: "endTurn" }],
    expect: { "W.attack": 2, "Y.health": 6, "F.cost": 4 },
  });
  cardCase("CFM_062", {
    does: "gives the minions next to it Divine Shield, not others",
    p1: { hand: [{ card: "CFM_062", ref: "P" }], board: [{ card: YETI, ref: "A" }, { card: YETI, ref: "B" }, { card: YETI, ref: "C" }] },
    actions: [{ type: "play", card: "P", position: 1 }],
    expect: { "A.seen.DIVINE_SHIELD": 1, "B.seen.DIVINE_SHIELD": 1, "C.seen.DIVINE_SHIELD": undefined, "P.seen.DIVINE_SHIELD": undefined },
  });
  cardCase("CFM_650", {
    does: "the Murloc in hand gets +1/+1, not another minion",
    p1: { hand: [{ card: "CFM_650", ref: "G" }, { card: MURLOC, ref: "M" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "G" }],
    expect: { "M.attack": 3, "M.health": 2, "Y.attack": 4 },
  });
  cardCase("CFM_759", {
    does: "Deathrattle: no draw with 1 Attack",
    p1: { hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { board: [{ card: "CFM_759", ref: "M" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "F", target: "M" }],
    expect: { "p2.hand.length": 0 },
  });
  cardCase("CFM_759", {
    does: "Deathrattle: its owner draws with 2 Attack",
    p1: { hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { board: [{ card: "CFM_759", ref: "M", attack: 2 }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "F", target: "M" }],
    expect: { "p2.hand": [WISP] },
  });
  cardCase("CFM_905", {
    does: "draws the 1-Cost minions of the deck only",
    p1: { hand: [{ card: "CFM_905", ref: "S" }], deck: [{ card: "CS2_189" }, { card: YETI }, { card: "CS2_168" }, { card: WISP }] },
    actions: [{ type: "play", card: "S" }],
    check: (r) => expect(r.state.players[0].hand.map((c) => c.card).sort()).toEqual(["CS2_168", "CS2_189"]),
  });
  cardCase("CFM_305", {
    does: "each minion in hand gets +1/+1",
    p1: { hand: [{ card: "CFM_305", ref: "S" }, { card: WISP, ref: "W" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "W.attack": 2, "Y.health": 6 },
  });
  cardCase("CFM_662", {
    does: "5 damage to every minion but Dragons",
    p1: { hand: [{ card: "CFM_662", ref: "D" }], board: [{ card: "CS2_200", ref: "O" }] },
    p2: { board: [{ card: "EX1_284", ref: "T" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "O.health": 2, "T.health": 5, "p2.hero.health": 30, "events.damage": 1 },
  });
  cardCase("CFM_657", {
    does: "Silences the minion chosen",
    p1: { hand: [{ card: "CFM_657", ref: "K" }] },
    p2: { board: [{ card: RAZORFEN, ref: "T" }] },
    actions: [{ type: "play", card: "K", target: "T" }],
    expect: { "T.seen.TAUNT": undefined },
  });
  cardCase("CFM_626", {
    does: "the friendly minion chosen gets +3 Health",
    p1: { hand: [{ card: "CFM_626", ref: "K" }], board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "K", target: "W" }],
    expect: { "W.attack": 1, "W.health": 4 },
  });
  cardCase("CFM_661", {
    does: "enemy minions have -3 Attack this turn only",
    p1: { hand: [{ card: "CFM_661", ref: "P" }], board: [{ card: YETI, ref: "A" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "E.attack": 1, "A.attack": 4 },
  });
  cardCase("CFM_661", {
    does: "the -3 is gone after the turn ends",
    p1: { hand: [{ card: "CFM_661", ref: "P" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "P" }, { type: "endTurn" }],
    expect: { "E.attack": 4 },
  });
  cardCase("CFM_603", {
    does: "takes the enemy 2-Attack minion this turn, ready to attack; it goes back at the end of turn",
    p1: { hand: [{ card: "CFM_603", ref: "P" }] },
    p2: { board: [{ card: "CS2_121", ref: "G" }], deck: [{ card: WISP }] },
    actions: [{ type: "play", card: "P", target: "G" }, { type: "attack", attacker: "G", defender: "p2.hero" }, { type: "endTurn" }],
    expect: { "p2.hero.health": 28, "G.player": 2 },
  });
  cardCase("CFM_603", {
    does: "a 3-Attack minion is no valid target",
    p1: { hand: [{ card: "CFM_603", ref: "P" }] },
    p2: { board: [{ card: "CS2_172", ref: "R" }] },
    actions: [{ type: "play", card: "P", target: "R" }],
    error: "illegal_action",
  });
  cardCase("CFM_630", {
    does: "1 Mana more this turn: a 5-crystal player can then play a 6-Cost card, no crystal gained",
    p1: { mana: { crystals: 5, used: 0 }, hand: [{ card: "CFM_630", ref: "C" }, { card: "CFM_648", ref: "R" }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "R" }],
    expect: { "R.zone": "board", "p1.mana.crystals": 5 },
  });
  cardCase("CFM_693", {
    does: "Combo: returns the friendly minion chosen to hand",
    p1: { hand: [{ card: "CFM_630", ref: "C" }, { card: "CFM_693", ref: "F" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "F", target: "Y" }],
    expect: { "Y.zone": "hand" },
  });
  cardCase("CFM_693", {
    does: "without Combo it takes no target and returns nothing",
    p1: { hand: [{ card: "CFM_693", ref: "F" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "Y.zone": "board" },
  });
  cardCase("CFM_342", {
    does: "+4/+4 with a 3-Attack weapon",
    p1: { hand: [{ card: "CFM_342", ref: "L" }], weapon: { card: AXE } },
    actions: [{ type: "play", card: "L" }],
    expect: { "L.attack": 9, "L.health": 9 },
  });
  cardCase("CFM_342", {
    does: "nothing with a 1-Attack weapon",
    p1: { hand: [{ card: "CFM_342", ref: "L" }], weapon: { card: DAGGER } },
    actions: [{ type: "play", card: "L" }],
    expect: { "L.attack": 5, "L.health": 5 },
  });
  cardCase("CFM_694", {
    does: "the Stealthed minion chosen gets +2/+2",
    p1: { hand: [{ card: "CFM_694", ref: "S" }], board: [{ ...STEALTHY, ref: "O" }] },
    actions: [{ type: "play", card: "S", target: "O" }],
    expect: { "O.attack": 8, "O.health": 9 },
  });
  cardCase("CFM_694", {
    does: "a minion without Stealth is no valid target",
    p1: { hand: [{ card: "CFM_694", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S", target: "Y" }],
    error: "illegal_action",
  });
  cardCase("CFM_310", {
    does: "summons four 1/1 Murlocs",
    p1: { hand: [{ card: "CFM_310", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.board": ["CFM_310t", "CFM_310t", "CFM_310t", "CFM_310t"] },
  });
  cardCase("CFM_751", {
    does: "3 damage to every other character, itself spared",
    p1: { hand: [{ card: "CFM_751", ref: "A" }], board: [{ card: YETI, ref: "F" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "A" }],
    expect: { "A.health": 6, "F.health": 2, "E.health": 2, "p1.hero.health": 27, "p2.hero.health": 27 },
  });
  cardCase("CFM_608", {
    does: "destroys the minion chosen and one of its caster's Mana Crystals",
    p1: { hand: [{ card: "CFM_608", ref: "B" }] },
    p2: { board: [{ card: YETI, ref: "E" }] },
    actions: [{ type: "play", card: "B", target: "E" }],
    expect: { "E.zone": "graveyard", "p1.mana.crystals": 9, "p2.mana.crystals": 10 },
  });
  cardCase("CFM_611", {
    does: "+3 Attack to a non-Demon",
    p1: { hand: [{ card: "CFM_611", ref: "B" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "B", target: "Y" }],
    expect: { "Y.attack": 7, "Y.health": 5 },
  });
  cardCase("CFM_611", {
    does: "+3/+3 to a Demon",
    p1: { hand: [{ card: "CFM_611", ref: "B" }], board: [{ card: VOIDWALKER, ref: "V" }] },
    actions: [{ type: "play", card: "B", target: "V" }],
    expect: { "V.attack": 4, "V.health": 6 },
  });
  cardCase("CFM_610", {
    does: "its owner's Demons get +1/+1; other minions and enemy Demons do not",
    p1: { hand: [{ card: "CFM_610", ref: "C" }], board: [{ card: VOIDWALKER, ref: "V" }, { card: YETI, ref: "Y" }] },
    p2: { board: [{ card: VOIDWALKER, ref: "E" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "V.attack": 2, "V.health": 4, "Y.attack": 4, "E.attack": 1, "C.attack": 5 },
  });
  cardCase("CFM_094", {
    does: "5 damage to every character",
    p1: { hand: [{ card: "CFM_094", ref: "F" }], board: [{ card: "CS2_200", ref: "O" }] },
    p2: { board: [{ card: "CS2_200", ref: "E" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "O.health": 2, "E.health": 2, "p1.hero.health": 25, "p2.hero.health": 25 },
  });
  cardCase("CFM_663", {
    does: "a random Demon into its owner's hand at the end of their turn",
    p1: { board: [{ card: "CFM_663" }] },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const hand = r.state.players[0].hand;
      expect(hand).toHaveLength(1);
      expect(findCard(hand[0]!.card)?.races ?? []).toEqual(expect.arrayContaining([expect.stringMatching(/^(DEMON|ALL)$/)]));
    },
  });
  cardCase("CFM_900", {
    does: "5 damage to its owner's hero after they summon a minion",
    p1: { board: [{ card: "CFM_900" }], hand: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.hero.health": 25, "p2.hero.health": 30 },
  });
  cardCase("CFM_900", {
    does: "its own summoning and the opponent's minions do not count",
    state: OPPONENTS_TURN,
    p1: { hand: [] , board: [{ card: "CFM_900" }] },
    p2: { hand: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "W" }],
    expect: { "p1.hero.health": 30 },
  });
  cardCase("CFM_631", {
    does: "after the hero attacks, the minion in hand gets +1/+1",
    p1: { weapon: { card: "CFM_631" }, hand: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "W.attack": 2, "W.health": 2, "p2.hero.health": 28 },
  });
  cardCase("CFM_755", {
    does: "the weapon in hand gets +1/+1, not a minion",
    p1: { hand: [{ card: "CFM_755", ref: "P" }, { card: AXE, ref: "W" }, { card: WISP, ref: "M" }] },
    actions: [{ type: "play", card: "P" }],
    expect: { "W.attack": 4, "W.durability": 3, "M.attack": 1 },
  });
  cardCase("CFM_754", {
    does: "at the end of its owner's turn the minion in hand gets +2/+2",
    p1: { board: [{ card: "CFM_754" }], hand: [{ card: WISP, ref: "W" }, { card: "CS2_029" }] },
    actions: [{ type: "endTurn" }],
    expect: { "W.attack": 3, "W.health": 3 },
  });
  cardCase("CFM_716", {
    does: "3 damage to each damaged minion, none to undamaged ones",
    p1: { hand: [{ card: "CFM_716", ref: "S" }], board: [{ card: YETI, ref: "A", health: 4 }] },
    p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "D", health: 2 }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "A.health": 1, "E.health": 5, "D.zone": "graveyard" },
  });
  cardCase("CFM_752", {
    does: "draws the Taunt minion and gives it +2/+2",
    p1: { hand: [{ card: "CFM_752", ref: "S" }], deck: [{ card: RAZORFEN, ref: "T" }, { card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "S" }],
    expect: { "T.zone": "hand", "T.attack": 4, "T.health": 4, "Y.zone": "deck" },
  });
});

/** 青玉魔像 (Jade Golem, the effect `jadeGolem`, rules-notes 570). */
describe("Jade Golem", () => {
  const jade = (n: number) => `CFM_712_t${String(n).padStart(2, "0")}`;
  cardCase("CFM_715", {
    does: "the first Golem of the game is a 1/1; the count goes to 1",
    p1: { hand: [{ card: "CFM_715", ref: "J" }] },
    actions: [{ type: "play", card: "J" }],
    expect: { "p1.board": ["CFM_715", jade(1)], "p1.board.1.attack": 1, "p1.board.1.health": 1, "p1.tags.JADE_GOLEM": 1 },
  });
  cardCase("CFM_715", {
    does: "each Golem is one bigger than the last: two Spirits make a 1/1 then a 2/2; the opponent's count is their own",
    p1: { hand: [{ card: "CFM_715", ref: "J" }, { card: "CFM_715", ref: "K" }] },
    p2: { tags: { JADE_GOLEM: 5 } },
    actions: [{ type: "play", card: "J" }, { type: "play", card: "K" }],
    expect: { "p1.board": ["CFM_715", jade(1), "CFM_715", jade(2)], "p1.tags.JADE_GOLEM": 2, "p2.tags.JADE_GOLEM": 5 },
  });
  cardCase("CFM_343", {
    does: "with 4 Golems summoned before, a 5/5",
    p1: { tags: { JADE_GOLEM: 4 }, hand: [{ card: "CFM_343", ref: "J" }] },
    actions: [{ type: "play", card: "J" }],
    expect: { "p1.board": ["CFM_343", jade(5)], "p1.board.1.attack": 5, "p1.tags.JADE_GOLEM": 5 },
  });
  cardCase("CFM_343", {
    does: "at most a 30/30: with 30 summoned before, another 30/30",
    p1: { tags: { JADE_GOLEM: 30 }, hand: [{ card: "CFM_343", ref: "J" }] },
    actions: [{ type: "play", card: "J" }],
    expect: { "p1.board": ["CFM_343", jade(30)], "p1.board.1.health": 30 },
  });
  cardCase("CFM_343", {
    does: "on a full board no Golem is summoned, but the count still goes up",
    p1: { tags: { JADE_GOLEM: 2 }, hand: [{ card: "CFM_343", ref: "J" }], board: Array.from({ length: 6 }, () => ({ card: WISP })) },
    actions: [{ type: "play", card: "J" }],
    expect: { "p1.board.length": 7, "p1.tags.JADE_GOLEM": 3 },
  });
  cardCase("CFM_902", {
    does: "Battlecry: a 1/1; Deathrattle: the next Golem, a 2/2",
    p1: { hand: [{ card: "CFM_902", ref: "A" }, { card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "F", target: "A" }],
    expect: { "p1.board": [jade(2), jade(1)], "p1.tags.JADE_GOLEM": 2 },
  });
  cardCase("CFM_691", {
    does: "Deathrattle: its owner's next Golem",
    p1: { hand: [{ card: "CFM_065", ref: "F" }] },
    p2: { tags: { JADE_GOLEM: 2 }, board: [{ card: "CFM_691", ref: "S" }] },
    actions: [{ type: "play", card: "F" }],
    expect: { "p2.board": [jade(3)], "p1.board": [], "p2.tags.JADE_GOLEM": 3 },
  });
  cardCase("CFM_717", {
    does: "Battlecry: a Golem; Overload (1)",
    p1: { hand: [{ card: "CFM_717", ref: "C" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.board": [jade(1)], "p1.weapon": "CFM_717", "p1.mana.overloadOwed": 1 },
  });
  cardCase("CFM_312", {
    does: "a Golem with Taunt; its own Golem only",
    p1: { hand: [{ card: "CFM_312", ref: "C" }], board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "C" }],
    expect: { "p1.board": [YETI, "CFM_312", jade(1)], "p1.board.2.seen.TAUNT": 1, "Y.seen.TAUNT": undefined, "C.seen.TAUNT": undefined },
  });
  cardCase("CFM_713", {
    does: "a Golem and an empty Mana Crystal (3 spent of 5, then a sixth crystal, empty)",
    p1: { mana: { crystals: 5, used: 0 }, hand: [{ card: "CFM_713", ref: "B" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.board": [jade(1)], "p1.mana.crystals": 6, "p1.mana.used": 4 },
  });
  cardCase("CFM_707", {
    does: "3 damage to the character chosen, then a Golem",
    p1: { hand: [{ card: "CFM_707", ref: "L" }] },
    p2: { board: [{ card: YETI, ref: "Y" }] },
    actions: [{ type: "play", card: "L", target: "Y" }],
    expect: { "Y.health": 2, "p1.board": [jade(1)] },
  });
  cardCase("CFM_690", {
    does: "without Combo: 3 damage, no Golem",
    p1: { hand: [{ card: "CFM_690", ref: "S" }] },
    actions: [{ type: "play", card: "S", target: "p2.hero" }],
    expect: { "p2.hero.health": 27, "p1.board": [], "p1.tags.JADE_GOLEM": undefined },
  });
  cardCase("CFM_690", {
    does: "Combo: 3 damage and a Golem",
    p1: { hand: [{ card: "CFM_630", ref: "C" }, { card: "CFM_690", ref: "S" }] },
    actions: [{ type: "play", card: "C" }, { type: "play", card: "S", target: "p2.hero" }],
    expect: { "p2.hero.health": 27, "p1.board": [jade(1)] },
  });
  cardCase("CFM_602", {
    does: "first choice: a Golem",
    p1: { hand: [{ card: "CFM_602", ref: "I" }] },
    actions: [{ type: "play", card: "I", choose: 1 }],
    expect: { "p1.board": [jade(1)], "p1.deck": [] },
  });
  cardCase("CFM_602", {
    does: "second choice: three Jade Idols shuffled into its owner's deck, no Golem",
    p1: { hand: [{ card: "CFM_602", ref: "I" }] },
    actions: [{ type: "play", card: "I", choose: 2 }],
    expect: { "p1.board": [], "p1.deck": ["CFM_602", "CFM_602", "CFM_602"], "p2.deck": [] },
  });
});

describe("Mean Streets of Gadgetzan (session 8, more)", () => {
  const AXE = "CS2_106";
  cardCase("CFM_800", {
    does: "a friendly minion that dies goes back to its owner's hand (a fresh copy)",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "CFM_800" }], board: [{ card: YETI, ref: "Y", health: 3 }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "F", target: "Y" }],
    expect: { "p1.hand": [YETI], "p1.secrets": [], "p1.hand.0.health": 5 },
  });
  cardCase("CFM_800", {
    does: "an enemy minion's death does not set it off",
    state: OPPONENTS_TURN,
    p1: { secrets: [{ card: "CFM_800" }], hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { board: [{ card: WISP, ref: "W" }], hand: [{ card: "CFM_065", ref: "V" }] },
    actions: [{ type: "play", card: "V" }],
    expect: { "p1.secrets": ["CFM_800"], "p2.hand": [] },
  });
  cardCase("CFM_095", {
    does: "Deathrattle: a Weasel Tunneler into the opponent's deck, not its owner's",
    p1: { hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { board: [{ card: "CFM_095", ref: "W" }] },
    actions: [{ type: "play", card: "F", target: "W" }],
    expect: { "p1.deck": ["CFM_095"], "p2.deck": [] },
  });
  cardCase("CFM_025", {
    does: "attacks a minion and survives: draws a card",
    p1: { board: [{ card: "CFM_025", ref: "B" }], deck: [{ card: WISP }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "B", defender: "W" }],
    expect: { "p1.hand": [WISP] },
  });
  cardCase("CFM_025", {
    does: "an attack on the hero, or one it does not survive, draws nothing",
    p1: { board: [{ card: "CFM_025", ref: "B" }, { card: "CFM_025", ref: "C", health: 1 }], deck: [{ card: WISP }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "B", defender: "p2.hero" }, { type: "attack", attacker: "C", defender: "W" }],
    expect: { "p1.hand": [], "C.zone": "graveyard" },
  });
  cardCase("CFM_634", {
    does: "gains Stealth after it attacks and kills a minion",
    p1: { board: [{ card: "CFM_634", ref: "L" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "L", defender: "W" }],
    expect: { "W.zone": "graveyard", "L.seen.STEALTH": 1 },
  });
  cardCase("CFM_634", {
    does: "no Stealth when the minion survives",
    p1: { board: [{ card: "CFM_634", ref: "L" }] },
    p2: { board: [{ card: "CS2_200", ref: "O" }] },
    actions: [{ type: "attack", attacker: "L", defender: "O" }],
    expect: { "O.zone": "board", "L.seen.STEALTH": undefined },
  });
  cardCase("CFM_697", {
    does: "after attacking a hero it becomes a random 6-Cost minion",
    p1: { board: [{ card: "CFM_697", ref: "L" }] },
    actions: [{ type: "attack", attacker: "L", defender: "p2.hero" }],
    check: (r) => {
      const m = r.state.players[0].board;
      expect(m).toHaveLength(1);
      expect(m[0]!.card).not.toBe("CFM_697");
      expect(findCard(m[0]!.card)?.cost).toBe(6);
      expect(r.state.players[1].hero.health).toBe(27);
    },
  });
  cardCase("CFM_697", {
    does: "attacking a minion transforms nothing",
    p1: { board: [{ card: "CFM_697", ref: "L" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    actions: [{ type: "attack", attacker: "L", defender: "W" }],
    expect: { "p1.board": ["CFM_697"] },
  });
  cardCase("CFM_696", {
    does: "each enemy minion becomes one costing (1) less; a 0-Cost one a 0-Cost one; friendly minions stay",
    p1: { hand: [{ card: "CFM_696", ref: "D" }], board: [{ card: YETI, ref: "F" }] },
    p2: { board: [{ card: YETI }, { card: WISP }] },
    actions: [{ type: "play", card: "D" }],
    check: (r) => {
      const b = r.state.players[1].board;
      expect(b.map((m) => findCard(m.card)?.cost)).toEqual([3, 0]);
      expect(b[0]!.card).not.toBe(YETI);
      expect(r.state.players[0].board.map((m) => m.card)).toEqual([YETI]);
    },
  });
  cardCase("CFM_313", {
    does: "Discovers a card with Overload; Overload (1)",
    p1: { hero: { card: "HERO_02" }, hand: [{ card: "CFM_313", ref: "F" }] },
    actions: [{ type: "play", card: "F" }],
    choices: [0],
    check: (r) => {
      const hand = r.state.players[0].hand;
      expect(hand).toHaveLength(1);
      expect(findCard(hand[0]!.card)?.mechanics ?? []).toContain("OVERLOAD");
      expect(r.state.players[0].mana.overloadOwed).toBe(1);
    },
  });
  cardCase("CFM_324", {
    does: "Deathrattle: The Storm Guardian into its owner's deck",
    p1: { hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { board: [{ card: "CFM_324", ref: "W", health: 4 }] },
    actions: [{ type: "play", card: "F", target: "W" }],
    expect: { "p2.deck": ["CFM_324t"], "p1.deck": [] },
  });
  cardCase("CFM_643", {
    does: "with a weapon: every minion in hand and deck gets +2/+2, other cards nothing",
    p1: { weapon: { card: AXE }, hand: [{ card: "CFM_643", ref: "H" }, { card: WISP, ref: "W" }, { card: "CS2_029", ref: "S" }], deck: [{ card: YETI, ref: "D" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "W.attack": 3, "W.health": 3, "D.attack": 6, "D.health": 7, "S.cost": 4 },
  });
  cardCase("CFM_643", {
    does: "without a weapon nothing",
    p1: { hand: [{ card: "CFM_643", ref: "H" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "H" }],
    expect: { "W.attack": 1 },
  });
});
