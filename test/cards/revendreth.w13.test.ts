/**
 * Behaviour tests of the REVENDRETH (Murder at Castle Nathria) cards w13/nathria added (sets/nathria.ts): Identity Theft,
 * Nightshade Bud, Conqueror's Banner, Order in the Court, Partner in Crime, Vengeful Visage.
 */
import { expect, it } from "vitest";
import { run } from "../support/engine.js";
import { cardCase, describeCard } from "../support/cards.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const WISP = "CS2_231"; // 1-Cost 1/1
const YETI = "CS2_182"; // Chillwind Yeti, 4-Cost 4/5
const CROC = "CS2_120"; // River Crocolisk, 2-Cost 2/3
const OGRE = "CS2_200"; // Boulderfist Ogre, 6-Cost 6/7
const FIREBALL = "CS2_029"; // a 4-Cost spell: 6 damage
const MOONFIRE = "CS2_008"; // a 0-Cost spell: 1 damage

describeCard("REV_253", () => {
  // Identity Theft: "Discover a copy of a card from your opponent's hand and deck."
  cardCase("REV_253", {
    does: "two Discovers: a copy of a card of the opponent's hand, then one of their deck; their cards stay",
    p1: { hand: [{ card: "REV_253", ref: "T" }] },
    p2: { hand: [{ card: YETI, ref: "H" }], deck: [{ card: OGRE, ref: "D" }] },
    actions: [{ type: "play", card: "T" }],
    expect: { "p1.hand": [YETI, OGRE], "H.zone": "hand", "D.zone": "deck", "p2.hand.length": 1, "p2.deck.length": 1 },
  });
  cardCase("REV_253", {
    does: "the player picks among the opponent's different hand cards",
    p1: { hand: [{ card: "REV_253", ref: "T" }] },
    p2: { hand: [{ card: YETI }, { card: CROC }, { card: WISP }], deck: [{ card: OGRE }] },
    actions: [{ type: "play", card: "T" }],
    choices: [1, 0],
    check: (r) => {
      const offered = r.random.filter((d) => d.purpose === "discover option").map((d) => String(d.chosen));
      expect(offered.length).toBeGreaterThanOrEqual(3);
      const hand = r.state.players[0]!.hand.map((e) => e.card);
      expect(hand.length).toBe(2);
      expect([YETI, CROC, WISP]).toContain(hand[0]);
      expect(hand[1]).toBe(OGRE);
    },
  });
});

describeCard("REV_311", () => {
  // Nightshade Bud: "Choose One - Discover a minion from your deck to summon; or a spell to cast."
  cardCase("REV_311", {
    does: "the minion option: a minion of the deck goes into play, not to the hand",
    p1: { hand: [{ card: "REV_311", ref: "N" }], deck: [{ card: OGRE, ref: "O" }, { card: FIREBALL, ref: "F" }] },
    actions: [{ type: "play", card: "N", choose: 1 }],
    expect: { "O.zone": "board", "F.zone": "deck", "p1.board": [OGRE], "p1.hand.length": 0 },
  });
  cardCase("REV_311", {
    does: "the spell option: a spell of the deck is cast out of it at a random target (Fireball: 6 damage to a character)",
    p1: { hand: [{ card: "REV_311", ref: "N" }], deck: [{ card: OGRE, ref: "O" }, { card: FIREBALL, ref: "F" }] },
    p2: { board: [{ card: OGRE, ref: "E" }] },
    actions: [{ type: "play", card: "N", choose: 2 }],
    expect: { "O.zone": "deck", "F.zone": "graveyard", "p1.hand.length": 0 },
    check: (r) => {
      const hp = [r.state.players[0]!.hero.health, r.state.players[1]!.hero.health];
      const enemy = r.state.players[1]!.board[0];
      const hit = hp.filter((h) => h === 24).length + (enemy && enemy.health === 1 ? 1 : 0);
      expect(hit).toBe(1);
    },
  });
});

describeCard("REV_931", () => {
  // Conqueror's Banner: "Reveal a card from each player's deck, three times. Draw any of yours that cost more."
  cardCase("REV_931", {
    does: "each reveal of a card of yours that costs more than the opponent's draws it: any card type counts",
    p1: { hand: [{ card: "REV_931", ref: "B" }], deck: [{ card: OGRE }, { card: FIREBALL }] },
    p2: { deck: [{ card: WISP }, { card: MOONFIRE }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hand.length": 2, "p1.deck.length": 0 },
  });
  cardCase("REV_931", {
    does: "a tie or a cheaper card is not drawn: it goes back into the deck",
    p1: { hand: [{ card: "REV_931", ref: "B" }], deck: [{ card: CROC }, { card: WISP }] },
    p2: { deck: [{ card: OGRE }, { card: CROC }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "p1.hand.length": 0, "p1.deck.length": 2, "p2.deck.length": 2 },
    check: (r) => {
      expect(r.random.filter((d) => d.purpose === "card revealed").length).toBe(6);
    },
  });
});

describeCard("MAW_016", () => {
  // Order in the Court: "Reorder your deck from highest Cost to lowest Cost. Draw a card."
  cardCase("MAW_016", {
    does: "the deck is sorted by Cost, highest on top, then the highest is drawn; equal Costs keep their order",
    p1: {
      hand: [{ card: "MAW_016", ref: "O" }],
      deck: [{ card: WISP, ref: "W" }, { card: CROC, ref: "C1" }, { card: OGRE, ref: "G" }, { card: MOONFIRE, ref: "M" }, { card: "CS2_172", ref: "C2" }, { card: YETI, ref: "Y" }],
    },
    actions: [{ type: "play", card: "O" }],
    expect: { "G.zone": "hand", "p1.deck": [YETI, CROC, "CS2_172", WISP, MOONFIRE], "C1.index": 1, "C2.index": 2 },
  });
});

describeCard("REV_247", () => {
  // Partner in Crime: "Battlecry: Summon a copy of this minion at the end of your turn."
  cardCase("REV_247", {
    does: "at the end of the turn a copy is summoned, once: the copy does not make another",
    p1: { hand: [{ card: "REV_247", ref: "P" }] },
    actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }, { type: "endTurn" }],
    expect: { "p1.board": ["REV_247", "REV_247"] },
  });
  cardCase("REV_247", {
    does: "the copy keeps the minion's states at the end of the turn (a buff given after the Battlecry)",
    p1: { hand: [{ card: "REV_247", ref: "P" }, { card: "CS2_087", ref: "K" }] },
    actions: [{ type: "play", card: "P" }, { type: "play", card: "K", target: "P" }, { type: "endTurn" }],
    expect: { "p1.board.1.attack": 5, "p1.board.1.card": "REV_247" },
  });
  cardCase("REV_247", {
    does: "dead before the end of the turn: no copy",
    p1: { hand: [{ card: "REV_247", ref: "P" }] },
    actions: [{ type: "play", card: "P" }, { type: "destroy", target: "P" }, { type: "endTurn" }],
    expect: { "p1.board": [] },
  });
});

describeCard("REV_516", () => {
  // Vengeful Visage: "Secret: After an enemy minion attacks your hero, summon a copy of it to attack the enemy hero."
  cardCase("REV_516", {
    does: "an enemy minion attacking the hero: a copy of it is summoned for you and attacks the enemy hero at once",
    p1: { secrets: [{ card: "REV_516", ref: "V" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "attack", attacker: "O", defender: "p1.hero" }],
    expect: { "p1.hero.health": 24, "p2.hero.health": 24, "p1.board": [OGRE], "V.zone": "graveyard" },
  });
  cardCase("REV_516", {
    does: "an attack on a minion does not trigger it",
    p1: { secrets: [{ card: "REV_516", ref: "V" }], board: [{ card: YETI, ref: "Y" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "attack", attacker: "O", defender: "Y" }],
    expect: { "V.zone": "secrets", "p2.hero.health": 30 },
  });
});

const wisps = (n: number, prefix = "W") => Array.from({ length: n }, (_, i) => ({ card: WISP, ref: `${prefix}${i}` }));
const destroyAll = (n: number, prefix = "W") => Array.from({ length: n }, (_, i) => ({ type: "destroy", target: `${prefix}${i}` }));
const GARGONS = ["REV_353t3", "REV_353t4", "REV_353t5"];

describeCard("REV_353", () => {
  // Huntsman Altimor: "Battlecry: Summon a Gargon Companion. Infuse (4): Summon another. Infuse (4): And another!"
  cardCase("REV_353", {
    does: "uninfused: one random Gargon Companion, right of Altimor",
    p1: { hand: [{ card: "REV_353", ref: "H" }] },
    actions: [{ type: "play", card: "H" }],
    check: (r) => {
      const board = r.state.players[0]!.board.map((e) => e.card);
      expect(board.length).toBe(2);
      expect(board[0]).toBe("REV_353");
      expect(GARGONS).toContain(board[1]);
    },
  });
  cardCase("REV_353", {
    does: "4 friendly deaths: Infused, it summons two different Companions (Barghast gives the others +1 Attack)",
    p1: { hand: [{ card: "REV_353", ref: "H" }], board: wisps(4) },
    actions: [...destroyAll(4), { type: "play", card: "H" }],
    check: (r) => {
      const board = r.state.players[0]!.board.map((e) => e.card);
      expect(board[0]).toBe("REV_353t");
      expect(board.length).toBe(3);
      expect(new Set(board.slice(1)).size).toBe(2);
      for (const c of board.slice(1)) expect(GARGONS).toContain(c);
    },
  });
  cardCase("REV_353", {
    does: "the second stage counts 4 more: after 7 deaths still two, after 8 all three in order",
    p1: { hand: [{ card: "REV_353", ref: "H" }], board: wisps(7) },
    actions: [...destroyAll(7)],
    expect: { "H.card": "REV_353t", "H.tags.INFUSE_PROGRESS": 3 },
  });
  cardCase("REV_353", {
    does: "8 friendly deaths: Hecutis, Barghast and Margore summoned in that order, each right of Altimor; Barghast gives the others +1 Attack",
    p1: { hand: [{ card: "REV_353", ref: "H" }, { card: WISP, ref: "X" }], board: wisps(7) },
    actions: [...destroyAll(7), { type: "play", card: "X" }, { type: "destroy", target: "X" }, { type: "play", card: "H" }],
    expect: { "p1.board": ["REV_353t2", "REV_353t5", "REV_353t4", "REV_353t3"], "p1.board.0.attack": 6, "p1.board.1.attack": 5, "p1.board.2.attack": 2, "p1.board.3.attack": 5 },
  });
});

describeCard("REV_906", () => {
  // Sire Denathrius: "Lifesteal. Battlecry: Deal 5 damage amongst enemies. Endlessly Infuse (2): Deal 1 more."
  cardCase("REV_906", {
    does: "5 damage split among enemies, one at a time; Lifesteal heals the hero by 5",
    p1: { hand: [{ card: "REV_906", ref: "S" }], hero: { card: "HERO_01", health: 20 } },
    actions: [{ type: "play", card: "S" }],
    expect: { "p2.hero.health": 25, "p1.hero.health": 25 },
  });
  cardCase("REV_906", {
    does: "2 deaths Infuse it (6 damage); every 2 more add 1 (6 deaths: 8 damage); an odd one does not",
    p1: { hand: [{ card: "REV_906", ref: "S" }], board: wisps(7) },
    actions: [...destroyAll(7), { type: "play", card: "S" }],
    expect: { "S.card": "REV_906t", "p2.hero.health": 22, "S.tags.IMPROVEMENTS": 2 },
  });
});

describeCard("REV_843", () => {
  // Sinfueled Golem: "Infuse (3): Gain stats equal to the Attack of the minions that Infused this."
  cardCase("REV_843", {
    does: "three friendly minions die (Attack 1, 4, 6): Infused, it gains +11/+11 in hand",
    p1: { hand: [{ card: "REV_843", ref: "G" }], board: [{ card: WISP, ref: "W0" }, { card: YETI, ref: "W1" }, { card: OGRE, ref: "W2" }] },
    actions: [...destroyAll(3)],
    expect: { "G.card": "REV_843t", "G.attack": 13, "G.health": 13 },
  });
  cardCase("REV_843", {
    does: "an enemy minion's death does not count",
    p1: { hand: [{ card: "REV_843", ref: "G" }], board: [{ card: WISP, ref: "W0" }, { card: YETI, ref: "W1" }] },
    p2: { board: [{ card: OGRE, ref: "E" }] },
    actions: [...destroyAll(2), { type: "destroy", target: "E" }],
    expect: { "G.card": "REV_843", "G.attack": 2 },
  });
});

describeCard("MAW_031", () => {
  // Afterlife Attendant: "Your Infuse cards also Infuse while in your deck."
  cardCase("MAW_031", {
    does: "with the Attendant in play, an Infuse card in the deck counts friendly deaths and Infuses there",
    p1: { board: [{ card: "MAW_031", ref: "A" }, ...wisps(4)], deck: [{ card: "REV_019", ref: "F" }] },
    actions: [...destroyAll(4)],
    expect: { "F.card": "REV_019t", "F.zone": "deck" },
  });
  cardCase("MAW_031", {
    does: "without it (dead first), the deck card does not count",
    p1: { board: [{ card: "MAW_031", ref: "A" }, ...wisps(4)], deck: [{ card: "REV_019", ref: "F" }] },
    actions: [{ type: "destroy", target: "A" }, ...destroyAll(4)],
    expect: { "F.card": "REV_019", "F.zone": "deck" },
  });
});

describeCard("REV_337", () => {
  // Riot!: "Your minions can't be reduced below 1 Health this turn. They each attack a random enemy minion."
  cardCase("REV_337", {
    does: "each friendly minion attacks an enemy minion and stays at 1 Health at least this turn",
    p1: { hand: [{ card: "REV_337", ref: "R" }], board: [{ card: CROC, ref: "C" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "C.zone": "board", "C.health": 1, "O.health": 5 },
  });
  cardCase("REV_337", {
    does: "the floor lasts only this turn: next turn the minion can die",
    p1: { hand: [{ card: "REV_337", ref: "R" }], board: [{ card: CROC, ref: "C" }] },
    p2: { board: [{ card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "R" }, { type: "endTurn" }, { type: "damage", target: "C", amount: 1 }],
    expect: { "C.zone": "graveyard" },
  });
  cardCase("REV_337", {
    does: "a minion summoned later this turn can't be reduced below 1 Health either",
    p1: { hand: [{ card: "REV_337", ref: "R" }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "R" }, { type: "play", card: "W" }, { type: "damage", target: "W", amount: 5 }],
    expect: { "W.zone": "board", "W.health": 1 },
  });
  cardCase("REV_337", {
    does: "no enemy minion: no attack (the hero is not attacked)",
    p1: { hand: [{ card: "REV_337", ref: "R" }], board: [{ card: CROC, ref: "C" }] },
    actions: [{ type: "play", card: "R" }],
    expect: { "p2.hero.health": 30, "C.health": 3 },
  });
});

describeCard("REV_015", () => {
  // Masked Reveler: "Rush Deathrattle: Summon a 2/2 copy of another minion in your deck."
  cardCase("REV_015", {
    does: "a 2/2 copy of a minion of the deck is summoned; the deck card stays; another Masked Reveler is never copied",
    p1: { board: [{ card: "REV_015", ref: "M" }], deck: [{ card: "REV_015", ref: "D1" }, { card: OGRE, ref: "D2" }, { card: FIREBALL, ref: "D3" }] },
    actions: [{ type: "destroy", target: "M" }],
    expect: { "p1.board": [OGRE], "p1.board.0.attack": 2, "p1.board.0.health": 2, "D2.zone": "deck", "p1.deck.length": 3 },
  });
  cardCase("REV_015", {
    does: "no other minion in the deck: nothing",
    p1: { board: [{ card: "REV_015", ref: "M" }], deck: [{ card: "REV_015" }, { card: FIREBALL }] },
    actions: [{ type: "destroy", target: "M" }],
    expect: { "p1.board": [] },
  });
});

describeCard("REV_828", () => {
  // Kidnap: "Secret: After your opponent plays a minion, stuff it in a 0/4 Sack."
  cardCase("REV_828", {
    does: "the minion played leaves the game (no death) and a 0/4 Sack is summoned for you; the Sack's death returns it to its owner's hand",
    p1: { secrets: [{ card: "REV_828", ref: "K" }] },
    p2: { hand: [{ card: OGRE, ref: "O" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "O" }, { type: "destroy", target: "p1.board.0" }],
    expect: { "K.zone": "graveyard", "p2.board": [], "p1.board": [], "p2.hand": [OGRE], "events.death": 1 },
  });
  cardCase("REV_828", {
    does: "the Sack stands as a 0/4 on your side while it lives",
    p1: { secrets: [{ card: "REV_828", ref: "K" }] },
    p2: { hand: [{ card: OGRE, ref: "O" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "play", card: "O" }],
    expect: { "p1.board": ["REV_828t"], "p1.board.0.attack": 0, "p1.board.0.health": 4, "p2.board": [], "p2.hand": [] },
  });
});

describeCard("REV_948", () => {
  // Service Bell: "Discover a Class card from your deck and draw all copies of it."
  cardCase("REV_948", {
    does: "the one Class card of the deck is taken and both its copies drawn; Neutral cards are not offered",
    p1: { hand: [{ card: "REV_948", ref: "B" }], deck: [{ card: "EX1_360", ref: "H1" }, { card: YETI, ref: "Y" }, { card: "EX1_360", ref: "H2" }, { card: OGRE, ref: "O" }] },
    actions: [{ type: "play", card: "B" }],
    expect: { "H1.zone": "hand", "H2.zone": "hand", "Y.zone": "deck", "O.zone": "deck" },
  });
  cardCase("REV_948", {
    does: "only the copies of the card taken are drawn, not the other Class cards offered",
    p1: { hand: [{ card: "REV_948", ref: "B" }], deck: [{ card: "EX1_360", ref: "H1" }, { card: "EX1_360", ref: "H2" }, { card: "CS2_087", ref: "M1" }, { card: "CS2_087", ref: "M2" }] },
    actions: [{ type: "play", card: "B" }],
    check: (r) => {
      const hand = r.state.players[0]!.hand.map((e) => e.card);
      expect(hand.length).toBe(2);
      expect(hand[0]).toBe(hand[1]);
      expect(r.state.players[0]!.deck.length).toBe(2);
    },
  });
});

describeCard("REV_750", () => {
  // Sinstone Graveyard: "Summon a 1/1 Ghost. (Has +1/+1 for each other card you played this turn!)"
  cardCase("REV_750", {
    does: "played this turn after two other cards: a 3/3 Ghost (the Location's own play not counted)",
    p1: { hand: [{ card: WISP, ref: "W1" }, { card: WISP, ref: "W2" }, { card: "REV_750", ref: "L" }] },
    actions: [{ type: "play", card: "W1" }, { type: "play", card: "W2" }, { type: "play", card: "L" }, { type: "useLocation", card: "L" }],
    check: (r) => {
      const ghost = r.state.players[0]!.board.find((e) => e.card === "REV_750t2");
      expect([ghost?.attack, ghost?.health]).toEqual([3, 3]);
    },
  });
  cardCase("REV_750", {
    does: "no other card played this turn: a 1/1 Ghost",
    p1: { board: [{ card: "REV_750", ref: "L" }] },
    actions: [{ type: "useLocation", card: "L" }],
    check: (r) => {
      const ghost = r.state.players[0]!.board.find((e) => e.card === "REV_750t2");
      expect([ghost?.attack, ghost?.health]).toEqual([1, 1]);
    },
  });
});

describeCard("REV_373", () => {
  // Lady Darkvein: "Battlecry: Summon two 2/1 Shades. Each gains a Deathrattle to cast your last Shadow spell."
  const MIND_VISION = "CS2_003"; // Shadow: "Put a copy of a random card in your opponent's hand into your hand."
  const SENSE_DEMONS = "EX1_317"; // Shadow: draw 2 Demons (none in the deck: two Worthless Imps instead)
  cardCase("REV_373", {
    does: "two Shades beside her; each Shade's death casts the last Shadow spell played (Mind Vision: a copy of the opponent's card)",
    p1: { hand: [{ card: MIND_VISION, ref: "M" }, { card: "REV_373", ref: "D" }] },
    p2: { hand: [{ card: OGRE }] },
    actions: [{ type: "play", card: "M" }, { type: "play", card: "D" }, { type: "destroy", target: "p1.board.0" }, { type: "destroy", target: "p1.board.1" }],
    expect: { "p1.hand": [OGRE, OGRE, OGRE], "p1.board": ["REV_373"] },
  });
  cardCase("REV_373", {
    does: "the spell is fixed by the Battlecry: a Shadow spell played after it is not the one cast",
    p1: { hand: [{ card: MIND_VISION, ref: "M" }, { card: "REV_373", ref: "D" }, { card: SENSE_DEMONS, ref: "S" }] },
    p2: { hand: [{ card: OGRE }] },
    actions: [{ type: "play", card: "M" }, { type: "play", card: "D" }, { type: "play", card: "S" }, { type: "destroy", target: "p1.board.0" }],
    expect: { "p1.hand": [OGRE, "EX1_317t", "EX1_317t", OGRE] },
  });
  cardCase("REV_373", {
    does: "no Shadow spell played yet: the Shades have no Deathrattle",
    p1: { hand: [{ card: "REV_373", ref: "D" }] },
    p2: { hand: [{ card: OGRE }] },
    actions: [{ type: "play", card: "D" }, { type: "destroy", target: "p1.board.0" }],
    expect: { "p1.hand": [], "p1.board": ["REV_373", "REV_373t"] },
  });
});

describeCard("MAW_018", () => {
  // Perjury: "Secret: When your turn starts, Discover and cast a Secret from another class."
  cardCase("MAW_018", {
    does: "as its owner's turn starts it is revealed and a Secret of another class is Discovered and cast into the secret zone",
    p1: { hero: { card: "HERO_03" }, secrets: [{ card: "MAW_018", ref: "P" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "endTurn" }],
    check: (r) => {
      const secrets = r.state.players[0]!.secrets;
      expect(secrets.length).toBe(1);
      const f = findCard(secrets[0]!.card)!;
      expect(f.mechanics).toContain("SECRET");
      expect(f.cardClass).not.toBe("ROGUE");
      expect(r.state.players[0]!.graveyard.map((e) => e.card)).toContain("MAW_018");
    },
  });
  cardCase("MAW_018", {
    does: "the opponent's turn start does not trigger it",
    p1: { hero: { card: "HERO_03" }, secrets: [{ card: "MAW_018", ref: "P" }] },
    actions: [{ type: "endTurn" }],
    expect: { "P.zone": "secrets" },
  });
});

describeCard("MAW_032", () => {
  // Tight-Lipped Witness: "Secrets can't be revealed."
  cardCase("MAW_032", {
    does: "the opponent's Secret does not trigger while it is in play (Vengeful Visage stays)",
    p1: { board: [{ card: "MAW_032", ref: "T" }, { card: OGRE, ref: "O" }] },
    p2: { secrets: [{ card: "REV_516", ref: "V" }] },
    actions: [{ type: "attack", attacker: "O", defender: "p2.hero" }],
    expect: { "V.zone": "secrets", "p2.board": [], "p2.hero.health": 24 },
  });
  cardCase("MAW_032", {
    does: "its owner's Secrets are locked too; once it is gone they trigger again",
    p1: { secrets: [{ card: "REV_516", ref: "V" }], board: [{ card: "MAW_032", ref: "T" }] },
    p2: { board: [{ card: OGRE, ref: "O" }, { card: CROC, ref: "C" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "attack", attacker: "O", defender: "p1.hero" }, { type: "destroy", target: "T" }, { type: "attack", attacker: "C", defender: "p1.hero" }],
    expect: { "V.zone": "graveyard", "p1.hero.health": 22, "p1.board": [CROC], "p2.hero.health": 28 },
  });
});

describeCard("REV_515", () => {
  // Orion, Mansion Manager: "After a friendly Secret is revealed, cast a different Mage Secret and gain +2/+2."
  cardCase("REV_515", {
    does: "a friendly Secret revealed: a different Mage Secret is cast into the secret zone and Orion gains +2/+2",
    p1: { board: [{ card: "REV_515", ref: "O" }], secrets: [{ card: "REV_516", ref: "V" }] },
    p2: { board: [{ card: WISP, ref: "W" }] },
    state: { activePlayer: 2 },
    actions: [{ type: "attack", attacker: "W", defender: "p1.hero" }],
    check: (r) => {
      const p1 = r.state.players[0]!;
      const secrets = p1.secrets.map((e) => e.card);
      expect(secrets.length).toBe(1);
      expect(secrets[0]).not.toBe("REV_516");
      const f = findCard(secrets[0]!)!;
      expect([f.cardClass, f.mechanics.includes("SECRET")]).toEqual(["MAGE", true]);
      const orion = p1.board.find((e) => e.ref === "O")!;
      expect([orion.attack, orion.health]).toEqual([5, 7]);
    },
  });
  cardCase("REV_515", {
    does: "an enemy Secret revealed does nothing",
    p1: { board: [{ card: "REV_515", ref: "O" }, { card: WISP, ref: "W" }] },
    p2: { secrets: [{ card: "REV_516", ref: "V" }] },
    actions: [{ type: "attack", attacker: "W", defender: "p2.hero" }],
    expect: { "O.attack": 3, "O.health": 5, "p1.secrets": [], "V.zone": "graveyard" },
  });
});

describeCard("REV_934", () => {
  // Decimator Olgra: "Battlecry: Gain +1/+1 for each damaged minion, then attack all enemies."
  cardCase("REV_934", {
    does: "+1/+1 for each damaged minion of either side, then she attacks every enemy, the hero included",
    p1: { hand: [{ card: "REV_934", ref: "D" }], board: [{ card: YETI, ref: "Y", health: 4 }] },
    p2: { board: [{ card: CROC, ref: "C", health: 2 }, { card: WISP, ref: "W" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "C.zone": "graveyard", "W.zone": "graveyard", "p2.hero.health": 25, "D.attack": 5, "D.health": 6 },
  });
  cardCase("REV_934", {
    does: "no damaged minion: a 3/7 that still attacks all enemies, and stops once it is mortally wounded (two Ogres at most)",
    p1: { hand: [{ card: "REV_934", ref: "D" }] },
    p2: { board: [{ card: OGRE, ref: "O1" }, { card: OGRE, ref: "O2" }, { card: OGRE, ref: "O3" }] },
    actions: [{ type: "play", card: "D" }],
    check: (r) => {
      expect(r.state.players[0]!.board.length).toBe(0);
      const hit = r.state.players[1]!.board.filter((e) => e.health === 4).length;
      const heroHit = r.state.players[1]!.hero.health === 27 ? 1 : 0;
      expect(hit).toBe(2);
      expect(heroHit).toBeLessThanOrEqual(1);
      expect(r.random.some((d) => d.purpose === "attack order")).toBe(true);
    },
  });
});

describeCard("REV_018", () => {
  // Prince Renathal: "Your deck size and starting Health are 40." (run directly: the card cases' Chinese-log check has no
  // words for the startGame action yet)
  const start = (p1: Record<string, unknown>) => run({
    seed: 5, state: { turn: 1, activePlayer: 1, players: [{ mana: { crystals: 0 }, ...p1 }, { mana: { crystals: 0 }, deck: [{ card: WISP }] }] },
    actions: [{ type: "startGame" }],
  });
  it("in the deck as the game starts: its owner's hero has 40 Health (maximum and current); the opponent's stays 30", () => {
    const r = start({ deck: [{ card: WISP }, { card: "REV_018" }] });
    expect([r.state.players[0]!.hero.health, r.state.players[0]!.hero.maxHealth, r.state.players[1]!.hero.health]).toEqual([40, 40, 30]);
  });
  it("in the opening hand it counts too; without it the hero stays at 30", () => {
    expect(start({ hand: [{ card: "REV_018" }], deck: [{ card: WISP }] }).state.players[0]!.hero.health).toBe(40);
    expect(start({ deck: [{ card: WISP }] }).state.players[0]!.hero.health).toBe(30);
  });
});

describeCard("REV_016", () => {
  // Crooked Cook: "At the end of your turn, if you dealt 3 or more damage to the enemy hero, draw a card."
  cardCase("REV_016", {
    does: "3 damage to the enemy hero from your sources this turn (Armor counted): a card at the end of the turn",
    p1: { board: [{ card: "REV_016", ref: "C" }, { card: CROC, ref: "K" }], hand: [{ card: MOONFIRE, ref: "M" }], deck: [{ card: WISP, ref: "D" }] },
    p2: { hero: { card: "HERO_01", armor: 1 }, deck: [{ card: WISP }] },
    actions: [{ type: "attack", attacker: "K", defender: "p2.hero" }, { type: "play", card: "M", target: "p2.hero" }, { type: "endTurn" }],
    expect: { "D.zone": "hand", "p2.hero.health": 28 },
  });
  cardCase("REV_016", {
    does: "2 damage: no card; the opponent's own damage to their hero does not count",
    p1: { board: [{ card: "REV_016", ref: "C" }, { card: CROC, ref: "K" }], deck: [{ card: WISP, ref: "D" }] },
    actions: [{ type: "attack", attacker: "K", defender: "p2.hero" }, { type: "damage", target: "p2.hero", amount: 5 }, { type: "endTurn" }],
    expect: { "D.zone": "deck" },
  });
});

describeCard("REV_940", () => {
  // Necrolord Draka: "Battlecry: Equip a 1/3 Dagger. (+1 Attack for each other card you played this turn, up to 10!)"
  cardCase("REV_940", {
    does: "two other cards played this turn: a 3/3 Dagger",
    p1: { hand: [{ card: WISP, ref: "A" }, { card: MOONFIRE, ref: "B" }, { card: "REV_940", ref: "D" }] },
    actions: [{ type: "play", card: "A" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "D" }],
    expect: { "p1.weapon": "REV_940t", "p1.weapon.attack": 3, "p1.weapon.durability": 3 },
  });
  cardCase("REV_940", {
    does: "played first: a 1/3 Dagger",
    p1: { hand: [{ card: "REV_940", ref: "D" }] },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.weapon.attack": 1 },
  });
  cardCase("REV_940", {
    does: "twelve other cards this turn: +10 at most, an 11/3 Dagger",
    p1: { hand: [{ card: "REV_940", ref: "D" }], playedThisGame: Array.from({ length: 12 }, () => ({ card: WISP, cost: 0, turn: 5 })) },
    actions: [{ type: "play", card: "D" }],
    expect: { "p1.weapon.attack": 11 },
  });
});
