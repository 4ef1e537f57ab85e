/**
 * Behaviour tests of the Curse of Naxxramas (NAXX) cards: one case per behaviour of each card's text.
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, cards, events, player, request, run, triggerOrder } from "../support/engine.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
/** Player 2 acts (player 1's Secrets are active). */
const p2Turn = { state: { activePlayer: 2 } };

describe("NAXX", () => {
  // Zombie Chow: "Deathrattle: Restore #5 Health to the enemy hero."
  cardCase("FP1_001", {
    does: "Deathrattle: 5 Health back to the enemy hero, none to its own",
    p1: { hero: { card: "HERO_08", health: 20 }, board: [{ card: "FP1_001", ref: "Z" }] },
    p2: { hero: { card: "HERO_01", health: 20 } },
    actions: [{ type: "destroy", target: "Z" }],
    expect: { "p2.hero.health": 25, "p1.hero.health": 20, "events.heal": 1 },
  });
  cardCase("FP1_001", {
    does: "no further than the enemy hero's maximum",
    p1: { board: [{ card: "FP1_001", ref: "Z" }] },
    p2: { hero: { card: "HERO_01", health: 28 } },
    actions: [{ type: "destroy", target: "Z" }],
    expect: { "p2.hero.health": 30 },
  });

  // Dark Cultist: "Deathrattle: Give a random friendly minion +3 Health."
  cardCase("FP1_023", {
    does: "Deathrattle: your only other minion gets +3 Health; the enemy's does not",
    p1: { board: [{ card: "FP1_023", ref: "DC" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "DC" }],
    expect: { "Y.health": 8, "Y.maxHealth": 8, "Y.attack": 4, "E.health": 5, "Y.enchantments.0.card": "FP1_023e" },
  });
  cardCase("FP1_023", {
    does: "one minion only, picked at random among your minions (recorded)",
    p1: { board: [{ card: "FP1_023", ref: "DC" }, { card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "B" }] },
    actions: [{ type: "destroy", target: "DC" }],
    check: (r) => {
      const d = r.random.find((x) => x.by?.ref === "DC")!;
      expect(d.candidates.map((c) => (typeof c === "string" ? c : c.ref)).sort()).toEqual(["A", "B"]);
      expect([at(r.state, "A").health, at(r.state, "B").health].sort()).toEqual([5, 8]);
    },
  });
  cardCase("FP1_023", {
    does: "with no other friendly minion, nothing",
    p1: { board: [{ card: "FP1_023", ref: "DC" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "DC" }],
    expect: { "E.health": 5, "events.buff": 0 },
  });

  // Baron Rivendare: "Your minions trigger their Deathrattles twice."
  cardCase("FP1_031", {
    does: "your Haunted Creeper leaves four Spiders; an enemy Creeper still two",
    p1: { board: [{ card: "FP1_031" }, { card: "FP1_002", ref: "HC" }] },
    p2: { board: [{ card: "FP1_002", ref: "EC" }] },
    actions: [{ type: "destroy", target: "HC" }, { type: "destroy", target: "EC" }],
    expect: { "p1.board": ["FP1_031", "FP1_002t", "FP1_002t", "FP1_002t", "FP1_002t"], "p2.board": ["FP1_002t", "FP1_002t"] },
  });
  cardCase("FP1_031", {
    does: "from your hand it does nothing",
    p1: { hand: [{ card: "FP1_031" }], board: [{ card: "FP1_002", ref: "HC" }] },
    actions: [{ type: "destroy", target: "HC" }],
    expect: { "p1.board": ["FP1_002t", "FP1_002t"] },
  });
  describeCard("FP1_031", () => {
    it("1.3 example: Baron Rivendare with Ancestral Spirit dies — the deathrattle resolves once and brings back one Baron", () => {
      const r = run(request([player({ board: [{ card: "FP1_031", ref: "BR" }], hand: [{ card: "CS2_038", ref: "AS" }] }), player()],
        [{ type: "play", card: "AS", target: "BR" }, { type: "destroy", target: "BR" }]));
      expect(cards(r.state.players[0].board)).toEqual(["FP1_031"]);
    });
  });

  // Sludge Belcher: "Taunt. Deathrattle: Summon a 1/2 Slime with Taunt."
  cardCase("FP1_012", {
    does: "Deathrattle: a 1/2 Slime where it stood, for its owner",
    p1: { board: [{ card: "CS2_231", ref: "L" }, { card: "FP1_012", ref: "SB" }, { card: "CS2_182", ref: "R" }] },
    actions: [{ type: "destroy", target: "SB" }],
    expect: { "p1.board": ["CS2_231", "FP1_012t", "CS2_182"], "p1.board.1.attack": 1, "p1.board.1.health": 2, "p2.board": [] },
  });
  cardCase("FP1_012", {
    does: "the Slime has Taunt: the enemy cannot attack past it",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "FP1_012", ref: "SB" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "SB" }, { type: "attack", attacker: "E", defender: "p1.hero" }],
    error: "illegal_action",
  });
  cardCase("FP1_012", {
    does: "it has Taunt itself",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "FP1_012", ref: "SB" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
    error: "illegal_action",
  });

  // Unstable Ghoul: "Taunt. Deathrattle: Deal 1 damage to all minions."
  cardCase("FP1_024", {
    does: "Deathrattle: 1 damage to every minion on both sides, none to the heroes",
    p1: { board: [{ card: "FP1_024", ref: "UG" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "UG" }],
    expect: { "Y.health": 4, "E.health": 4, "W.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30, "events.damage": 3 },
  });
  cardCase("FP1_024", {
    does: "it has Taunt",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "FP1_024", ref: "UG" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "attack", attacker: "E", defender: "p1.hero" }],
    error: "illegal_action",
  });

  // Haunted Creeper: "Deathrattle: Summon two 1/1 Spectral Spiders."
  describeCard("FP1_002", () => {
    it("Haunted Creeper leaves its tokens where it stood", () => {
      const creeper = run(request([player({ board: [{ card: "CS2_231", ref: "L" }, { card: "FP1_002", ref: "HC" }, { card: "CS2_182", ref: "R" }] }), player()],
        [{ type: "destroy", target: "HC" }]));
      expect(cards(creeper.state.players[0].board)).toEqual(["CS2_231", "FP1_002t", "FP1_002t", "CS2_182"]);
    });
  });
  cardCase("FP1_002", {
    does: "two 1/1 Spiders for its owner, even when it dies on the opponent's turn",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "FP1_002", ref: "HC" }] },
    actions: [{ type: "destroy", target: "HC" }],
    expect: { "p1.board": ["FP1_002t", "FP1_002t"], "p1.board.0.attack": 1, "p1.board.0.health": 1, "p2.board": [] },
  });
  cardCase("FP1_002", {
    does: "one Spider when only one fits",
    p1: { board: [{ card: "FP1_002", ref: "HC" }, ...wisps(6)] },
    actions: [{ type: "destroy", target: "HC" }],
    expect: { "p1.board": ["FP1_002t", ...Array(6).fill("CS2_231")] },
  });

  // Loatheb: "Battlecry: Enemy spells cost (5) more next turn."
  cardCase("FP1_030", {
    does: "on the opponent's next turn their spells cost 5 more; their minions and your spells do not",
    p1: { hand: [{ card: "FP1_030", ref: "L" }, { card: "CS2_029", ref: "MF" }], deck: wisps(2, "d") },
    p2: { hand: [{ card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "Y" }], deck: wisps(2, "e") },
    actions: [{ type: "play", card: "L" }, { type: "endTurn" }],
    expect: { "F.cost": 9, "Y.cost": 4, "MF.cost": 4 },
  });
  cardCase("FP1_030", {
    does: "not yet during your own turn, and no longer once their turn is over",
    p1: { hand: [{ card: "FP1_030", ref: "L" }], deck: wisps(2, "d") },
    p2: { hand: [{ card: "CS2_029", ref: "F" }], deck: wisps(2, "e") },
    actions: [{ type: "play", card: "L" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "F.cost": 4, "p2.hero.enchantments": undefined },
  });
  cardCase("FP1_030", {
    does: "right after the Battlecry, on your own turn, their spells still cost the same",
    p1: { hand: [{ card: "FP1_030", ref: "L" }] },
    p2: { hand: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "play", card: "L" }],
    expect: { "F.cost": 4, "p2.hero.enchantments.0.card": "FP1_030e" },
  });
  cardCase("FP1_030", {
    does: "summoned rather than played, no Battlecry",
    p2: { hand: [{ card: "CS2_029", ref: "F" }], deck: wisps(2, "e") },
    actions: [{ type: "summon", card: "FP1_030", player: 1 }, { type: "endTurn" }],
    expect: { "F.cost": 4 },
  });

  // Undertaker: "Whenever you summon a minion with Deathrattle, gain +1/+1."
  describeCard("FP1_028", () => {
    it("Undertaker grows when you summon a minion with Deathrattle (played or not), not for others", () => {
      const r = run(request([player({ board: [{ card: "FP1_028", ref: "U" }], hand: [{ card: "EX1_029", ref: "LG" }, { card: "CS2_231", ref: "W" }] }), player()],
        [{ type: "play", card: "LG" }, { type: "play", card: "W" }, { type: "summon", card: "FP1_002" }]));
      expect(at(r.state, "U")).toMatchObject({ attack: 3, health: 4 });
    });
  });
  cardCase("FP1_028", {
    does: "not for the opponent's Deathrattle minions",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "FP1_028", ref: "U" }] },
    p2: { hand: [{ card: "EX1_029", ref: "LG" }] },
    actions: [{ type: "play", card: "LG" }],
    expect: { "U.attack": 1, "U.health": 2 },
  });

  // Poison Seeds: "Destroy all minions and summon 2/2 Treants to replace them."
  describeCard("FP1_019", () => {
    it("5.7 example: Poison Seeds with two Haunted Creepers — forced death first (four Spiders), then two Treants", () => {
      const r = run(request([player({ board: [{ card: "FP1_002" }, { card: "FP1_002" }], hand: [{ card: "FP1_019", ref: "PS" }] }), player({ board: [{ card: "CS2_182" }] })],
        [{ type: "play", card: "PS" }]));
      expect(cards(r.state.players[0].board)).toEqual(["FP1_002t", "FP1_002t", "FP1_002t", "FP1_002t", "FP1_019t", "FP1_019t"]);
      expect(cards(r.state.players[1].board)).toEqual(["FP1_019t"]);
    });

    it("Poison Seeds on a full board: the deathrattles fill it and the Treants that do not fit are not summoned", () => {
      const r = run(request([player({ board: [{ card: "FP1_002" }, { card: "FP1_002" }, { card: "FP1_002" }, { card: "FP1_002" }], hand: [{ card: "FP1_019", ref: "PS" }] }), player()],
        [{ type: "play", card: "PS" }]));
      expect(cards(r.state.players[0].board)).toEqual(Array(7).fill("FP1_002t"));
    });
  });
  cardCase("FP1_019", {
    does: "each side gets as many 2/2 Treants as it lost minions; heroes are untouched",
    p1: { board: [{ card: "CS2_182", ref: "Y" }], hand: [{ card: "FP1_019", ref: "PS" }] },
    p2: { board: [{ card: "CS2_231", ref: "A" }, { card: "CS2_231", ref: "B" }, { card: "CS2_200", ref: "C" }] },
    actions: [{ type: "play", card: "PS" }],
    expect: {
      "p1.board": ["FP1_019t"], "p2.board": ["FP1_019t", "FP1_019t", "FP1_019t"], "p1.board.0.attack": 2, "p1.board.0.health": 2,
      "Y.zone": "graveyard", "C.zone": "graveyard", "p1.hero.health": 30, "p2.hero.health": 30,
    },
  });
  cardCase("FP1_019", {
    does: "with no minion at all, nothing",
    p1: { hand: [{ card: "FP1_019", ref: "PS" }] },
    actions: [{ type: "play", card: "PS" }],
    expect: { "p1.board": [], "p2.board": [], "PS.zone": "graveyard" },
  });

  // Anub'ar Ambusher: "Deathrattle: Return a random friendly minion to your hand."
  describeCard("FP1_026", () => {
    it("Anub'ar Ambusher returns a random friendly minion that is not mortally wounded (3.5)", () => {
      const r = run(request([player({ board: [{ card: "FP1_026", ref: "A" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W", health: 1 }] }), player({ hand: [{ card: "CS2_032", ref: "FS" }] })],
        [{ type: "endTurn" }, { type: "damage", target: "A", amount: 5 }]));
      expect(at(r.state, "Y").zone).toBe("hand");
      expect(r.random.find((d) => d.purpose === "random target")!.candidates.map((c) => (c as { ref?: string }).ref)).toEqual(["Y", "W"]);
      const both = run(request([player({ board: [{ card: "FP1_026", ref: "A", health: 1 }, { card: "CS2_182", ref: "Y" }, { card: "CS2_231", ref: "W" }] }), player({ hand: [{ card: "EX1_400", ref: "WW" }] })],
        [{ type: "endTurn" }, { type: "play", card: "WW" }]));
      // Whirlwind kills the Ambusher and the Wisp together: only the Yeti can go back.
      expect(at(both.state, "Y").zone).toBe("hand");
    });
  });
  cardCase("FP1_026", {
    does: "one minion only, to its owner's hand; never an enemy minion",
    p1: { board: [{ card: "FP1_026", ref: "A" }, { card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "A" }],
    expect: { "Y.zone": "hand", "Y.player": 1, "E.zone": "board", "p1.hand.length": 1 },
  });
  cardCase("FP1_026", {
    does: "with no other friendly minion, nothing",
    p1: { board: [{ card: "FP1_026", ref: "A" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "destroy", target: "A" }],
    expect: { "E.zone": "board", "p1.hand.length": 0, "p2.hand.length": 0 },
  });

  // Duplicate: "Secret: When a friendly minion dies, put 2 copies of it into your hand."
  describeCard("FP1_018", () => {
    it("Duplicate already in play copies a dying friendly minion twice into the hand", () => {
      const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }], secrets: [{ card: "FP1_018", ref: "DUP" }] }), player()],
        [{ type: "destroy", target: "Y" }], p2Turn));
      expect(cards(r.state.players[0].hand)).toEqual(["CS2_182", "CS2_182"]);
      expect(at(r.state, "DUP").zone).toBe("graveyard");
    });

    it("Duplicate stays hidden with a full hand (3.4: a secret that can do nothing does not trigger)", () => {
      const r = run(request([player({ board: [{ card: "CS2_182", ref: "Y" }], hand: wisps(10), secrets: [{ card: "FP1_018", ref: "DUP" }] }), player()],
        [{ type: "destroy", target: "Y" }], p2Turn));
      expect(at(r.state, "DUP").zone).toBe("secrets");
    });
  });
  cardCase("FP1_018", {
    does: "the copies are fresh cards (no damage or buffs of the dead minion)",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "CS2_182", ref: "Y", health: 2, enchantments: [{ card: "CS2_092e" }] }], secrets: [{ card: "FP1_018", ref: "DUP" }] },
    actions: [{ type: "destroy", target: "Y" }],
    expect: { "p1.hand": ["CS2_182", "CS2_182"], "p1.hand.0.attack": 4, "p1.hand.0.health": 5, "p2.hand.length": 0 },
  });
  cardCase("FP1_018", {
    does: "not for an enemy minion, and not on its owner's turn",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "CS2_182", ref: "Y" }], secrets: [{ card: "FP1_018", ref: "DUP" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }], deck: wisps(2, "e") },
    actions: [{ type: "destroy", target: "E" }, { type: "endTurn" }, { type: "destroy", target: "Y" }],
    expect: { "DUP.zone": "secrets", "p1.hand.length": 0 },
  });

  // Mad Scientist: "Deathrattle: Put a Secret from your deck into the battlefield."
  describeCard("FP1_004", () => {
    it("Mad Scientist puts a Secret from the deck into the secret zone, skipping one already in play", () => {
      const r = run(request([player({
        board: [{ card: "FP1_004", ref: "MS" }], secrets: [{ card: "EX1_609" }],
        deck: [{ card: "CS2_231", ref: "W" }, { card: "EX1_609", ref: "SN" }, { card: "FP1_018", ref: "DUP" }],
      }), player()], [{ type: "destroy", target: "MS" }]));
      expect(at(r.state, "DUP").zone).toBe("secrets");
      expect(at(r.state, "SN").zone).toBe("deck");
      expect(at(r.state, "W").zone).toBe("deck");
      expect(r.random.at(-1)!.candidates).toHaveLength(1);
    });

    it("Mad Scientist finds nothing when the deck's only Secret is already in play", () => {
      const r = run(request([player({ board: [{ card: "FP1_004", ref: "MS" }], secrets: [{ card: "EX1_609" }], deck: [{ card: "EX1_609", ref: "SN" }] }), player()],
        [{ type: "destroy", target: "MS" }]));
      expect(at(r.state, "SN").zone).toBe("deck");
      expect(r.state.players[0].secrets).toHaveLength(1);
    });
  });
  cardCase("FP1_004", {
    does: "one Secret only, from its owner's deck; not a draw, no mana spent",
    state: { activePlayer: 2 },
    p1: { board: [{ card: "FP1_004", ref: "MS" }], deck: [{ card: "EX1_609", ref: "S1" }, { card: "FP1_018", ref: "S2" }] },
    p2: { deck: [{ card: "EX1_610", ref: "ES" }] },
    actions: [{ type: "destroy", target: "MS" }],
    expect: { "p1.secrets.length": 1, "p1.deck.length": 1, "ES.zone": "deck", "events.draw": 0, "p1.hand.length": 0 },
  });

  // Voidcaller: "Deathrattle: Put a random Demon from your hand into the battlefield."
  describeCard("FP1_022", () => {
    it("Voidcaller summons a random Demon from the hand: a summon (Knife Juggler throws), the newest in order of play", () => {
      const r = run(request([player({
        board: [{ card: "NEW1_019", ref: "KJ" }, { card: "FP1_022", ref: "VC" }, { card: "CS2_182", ref: "Y" }],
        hand: [{ card: "CS2_231", ref: "W" }, { card: "CS2_065", ref: "VW" }],
      }), player()], [{ type: "destroy", target: "VC" }]));
      expect(cards(r.state.players[0].board)).toEqual(["NEW1_019", "CS2_065", "CS2_182"]);
      expect(at(r.state, "W").zone).toBe("hand");
      expect(at(r.state, "VW").order).toBeGreaterThan(at(r.state, "Y").order);
      expect(triggerOrder(r, ["VC", "KJ"])).toEqual(["VC", "KJ"]);
      expect(r.state.players[1].hero.health).toBe(29);
    });

    it("Voidcaller with a full board sends the Demon from the hand to the graveyard (4.7), not a discard", () => {
      // Haunted Creeper (older) dies with it: its Spiders fill the board before Voidcaller's deathrattle.
      const yetis = Array.from({ length: 5 }, () => ({ card: "CS2_182" }));
      const r = run(request([
        player({ board: [{ card: "FP1_002", ref: "HC", health: 1 }, { card: "FP1_022", ref: "VC", health: 1 }, ...yetis], hand: [{ card: "CS2_065", ref: "VW" }] }),
        player({ hand: [{ card: "CS2_025", ref: "AE" }] }),
      ], [{ type: "play", card: "AE" }], p2Turn));
      expect(cards(r.state.players[0].board)).toEqual(["FP1_002t", "FP1_002t", "CS2_182", "CS2_182", "CS2_182", "CS2_182", "CS2_182"]);
      expect(at(r.state, "VW").zone).toBe("graveyard");
      expect(events(r, "discard")).toHaveLength(0);
    });
  });
  cardCase("FP1_022", {
    does: "with no Demon in hand nothing comes; the opponent's Demons are not taken",
    p1: { board: [{ card: "FP1_022", ref: "VC" }], hand: [{ card: "CS2_231", ref: "W" }] },
    p2: { hand: [{ card: "CS2_065", ref: "EV" }] },
    actions: [{ type: "destroy", target: "VC" }],
    expect: { "p1.board": [], "W.zone": "hand", "EV.zone": "hand" },
  });

  // Dancing Swords: "Deathrattle: Your opponent draws a card."
  cardCase("FP1_029", {
    does: "when it dies the opponent draws a card, its owner does not",
    p1: { board: [{ card: "FP1_029", ref: "DS" }], deck: wisps(2, "d") },
    p2: { deck: wisps(2, "e") },
    actions: [{ type: "destroy", target: "DS" }],
    expect: { "p2.hand.length": 1, "p1.hand.length": 0, "p2.deck.length": 1, "p1.deck.length": 2 },
  });

  // Deathlord: "Taunt. Deathrattle: Your opponent puts a minion from their deck into the battlefield."
  cardCase("FP1_009", {
    does: "when it dies a minion of the opponent's deck comes onto the opponent's board (not a spell); its owner gets nothing",
    p1: { board: [{ card: "FP1_009", ref: "DL" }], deck: [{ card: "CS2_182", ref: "MY" }] },
    p2: { deck: [{ card: "CS2_029", ref: "F" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "destroy", target: "DL" }],
    expect: { "p2.board": ["CS2_182"], "Y.zone": "board", "F.zone": "deck", "MY.zone": "deck", "p1.board": [] },
  });
  cardCase("FP1_009", {
    does: "with no minion in the opponent's deck nothing comes",
    p1: { board: [{ card: "FP1_009", ref: "DL" }] },
    p2: { deck: [{ card: "CS2_029", ref: "F" }] },
    actions: [{ type: "destroy", target: "DL" }],
    expect: { "p2.board": [], "F.zone": "deck" },
  });

  // Shade of Naxxramas: "Stealth. At the start of your turn, gain +1/+1."
  cardCase("FP1_005", {
    does: "+1/+1 at the start of its controller's turn only (not the opponent's)",
    p1: { board: [{ card: "FP1_005", ref: "S" }], deck: wisps(2, "d") },
    p2: { deck: wisps(2, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "S.attack": 2, "S.health": 2, "S.seen.STEALTH": 1 },
  });
  cardCase("FP1_005", {
    does: "at its controller's next turn start it is 3/3",
    p1: { board: [{ card: "FP1_005", ref: "S" }], deck: wisps(2, "d") },
    p2: { deck: wisps(2, "e") },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "S.attack": 3, "S.health": 3 },
  });

  // Spectral Knight: "Elusive"
  cardCase("FP1_008", {
    does: "a spell can't target it",
    p1: { hand: [{ card: "CS2_029", ref: "F" }] },
    p2: { board: [{ card: "FP1_008", ref: "SK" }] },
    actions: [{ type: "play", card: "F", target: "SK" }],
    error: "illegal_action",
  });
  cardCase("FP1_008", {
    does: "a Battlecry can target it (Elven Archer)",
    p1: { hand: [{ card: "CS2_189", ref: "EA" }] },
    p2: { board: [{ card: "FP1_008", ref: "SK" }] },
    actions: [{ type: "play", card: "EA", target: "SK" }],
    expect: { "SK.health": 5 },
  });

  // Stoneskin Gargoyle: "At the start of your turn, restore this minion to full Health."
  cardCase("FP1_027", {
    does: "healed to full at the start of its controller's turn, not at the opponent's",
    p1: { board: [{ card: "FP1_027", ref: "G", health: 1 }], deck: wisps(2, "d") },
    p2: { deck: wisps(2, "e") },
    actions: [{ type: "endTurn" }],
    expect: { "G.health": 1 },
  });
  cardCase("FP1_027", {
    does: "at its controller's next turn it is back to 4 Health",
    p1: { board: [{ card: "FP1_027", ref: "G", health: 1 }], deck: wisps(2, "d") },
    p2: { deck: wisps(2, "e") },
    actions: [{ type: "endTurn" }, { type: "endTurn" }],
    expect: { "G.health": 4 },
  });

  // Wailing Soul: "Battlecry: Silence your other minions."
  cardCase("FP1_016", {
    does: "your other minions lose their text and keywords; the enemy's and its own are kept",
    p1: { board: [{ card: "CS2_179", ref: "T" }, { card: "EX1_029", ref: "LG" }], hand: [{ card: "FP1_016", ref: "WS" }] },
    p2: { board: [{ card: "CS2_179", ref: "ET" }] },
    actions: [{ type: "play", card: "WS" }, { type: "destroy", target: "LG" }],
    expect: { "T.seen.TAUNT": undefined, "ET.seen.TAUNT": 1, "p2.hero.health": 30, "WS.zone": "board" },
  });

  // Death's Bite: "Deathrattle: Deal 1 damage to all minions."
  cardCase("FP1_021", {
    does: "when the weapon breaks, 1 damage to every minion (both sides), not the heroes",
    p1: { weapon: { card: "FP1_021", ref: "DB", durability: 1 }, board: [{ card: "CS2_182", ref: "Y" }] },
    p2: { board: [{ card: "CS2_182", ref: "E" }] },
    actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
    expect: { "Y.health": 4, "E.health": 4, "p2.hero.health": 26, "p1.hero.health": 30, "DB.zone": "graveyard" },
  });

  // Nerub'ar Weblord: "Minions with Battlecry cost (2) more."
  cardCase("FP1_017", {
    does: "Battlecry minions in both hands cost 2 more; other minions and spells do not",
    p1: { board: [{ card: "FP1_017" }], hand: [{ card: "CS2_189", ref: "EA" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_029", ref: "F" }] },
    p2: { hand: [{ card: "EX1_593", ref: "NB" }] },
    actions: [{ type: "damage", target: "p2.hero", amount: 1 }],
    expect: { "EA.cost": 3, "Y.cost": 4, "F.cost": 4, "NB.cost": 7 },
  });

  // Avenge: "Secret: When one of your minions dies, give a random friendly minion +3/+2."
  cardCase("FP1_020", {
    does: "on the opponent's turn, a friendly minion's death gives the other +3/+2 and the Secret is used",
    ...p2Turn,
    p1: { secrets: [{ card: "FP1_020", ref: "AV" }], board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }] },
    actions: [{ type: "destroy", target: "W" }],
    expect: { "Y.attack": 7, "Y.health": 7, "AV.zone": "graveyard" },
  });
  cardCase("FP1_020", {
    does: "with no other friendly minion it does not trigger and stays",
    ...p2Turn,
    p1: { secrets: [{ card: "FP1_020", ref: "AV" }], board: [{ card: "CS2_231", ref: "W" }] },
    actions: [{ type: "destroy", target: "W" }],
    expect: { "AV.zone": "secrets" },
  });
  cardCase("FP1_020", {
    does: "the rulebook's example: a mortally wounded Wisp may get the buff and live (Explosive Sheep kills one Wisp, the other takes 2)",
    ...p2Turn,
    p1: { secrets: [{ card: "FP1_020", ref: "AV" }], board: [{ card: "CS2_231", ref: "W1" }, { card: "CS2_231", ref: "W2" }] },
    p2: { board: [{ card: "GVG_076", ref: "SH" }] },
    actions: [{ type: "attack", attacker: "SH", defender: "W1" }],
    expect: { "W2.zone": "board", "W2.attack": 4, "W2.health": 1, "AV.zone": "graveyard" },
  });
});
