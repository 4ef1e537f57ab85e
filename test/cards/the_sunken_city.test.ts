/**
 * Behaviour tests of the THE_SUNKEN_CITY (Voyage to the Sunken City) cards the library has (sets/sunken-city.ts): each card's
 * text, its numbers, sides, targets and moments.
 */
import { describe, expect, it } from "vitest";
import { cardCase } from "../support/cards.js";
import { events } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number) => Array.from({ length: n }, () => ({ card: "CS2_231" }));
const YETI = "CS2_182";
const MECH = "GVG_044"; // Spider Tank, a 3/4 Mech
const NAGA = "TSC_823"; // Murkwater Scribe, a 2-Cost Naga
const MOONFIRE = "CS2_008";
void describe; void it;

// Abyssal Depths: "Draw your two lowest Cost minions."
cardCase("TSC_608", {
  does: "the 1- and 2-Cost minions are drawn; the 4-Cost one and the 0-Cost spell stay",
  p1: { hand: [{ card: "TSC_608", ref: "A" }], deck: [{ card: YETI }, { card: "CS2_120" }, { card: MOONFIRE }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "A" }],
  check: (r) => expect(r.state.players[0]!.hand.map((c) => c.card).sort()).toEqual(["CS2_120", "CS2_231"].sort()),
});

// Conch's Call: "Draw a Naga and a spell."
cardCase("TSC_072", {
  does: "the Naga and the spell past a Yeti",
  p1: { hand: [{ card: "TSC_072", ref: "C" }], deck: [{ card: NAGA }, { card: YETI }, { card: MOONFIRE }, { card: YETI }] },
  actions: [{ type: "play", card: "C" }],
  check: (r) => expect(r.state.players[0]!.hand.map((c) => c.card).sort()).toEqual([NAGA, MOONFIRE].sort()),
});

// Miracle Growth: "Draw 3 cards. Summon a Plant with Taunt and stats equal to your hand size."
cardCase("TSC_656", {
  does: "a hand of 1 draws 3: a 4/4 Taunt Plant",
  p1: { hand: [{ card: "TSC_656", ref: "M" }, { card: YETI }], deck: wisps(5) },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.board": ["TSC_656t"], "p1.board.0.attack": 4, "p1.board.0.health": 4, "p1.board.0.seen.TAUNT": 1 },
});

// Moonbeam: "Deal $1 damage to an enemy, twice."
cardCase("TID_001", {
  does: "2 to the enemy minion in two hits",
  p1: { hand: [{ card: "TID_001", ref: "M" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "E" }],
  expect: { "E.health": 3, "events.damage": 2 },
});
cardCase("TID_001", {
  does: "a friendly minion is no valid target",
  p1: { hand: [{ card: "TID_001", ref: "M" }], board: [{ card: YETI, ref: "F" }] },
  actions: [{ type: "play", card: "M", target: "F" }],
  error: "illegal_action",
});

// Spirit of the Tides: "If you have any unspent Mana at the end of your turn, gain +1/+2."
cardCase("TID_000", {
  does: "Mana left at the end of the turn: +1/+2",
  p1: { board: [{ card: "TID_000", ref: "S" }], mana: { crystals: 5, used: 4 } },
  p2: { deck: wisps(1) },
  actions: [{ type: "endTurn" }],
  expect: { "S.attack": 3, "S.health": 4 },
});
cardCase("TID_000", {
  does: "all Mana spent: nothing",
  p1: { board: [{ card: "TID_000", ref: "S" }], mana: { crystals: 5, used: 5 } },
  p2: { deck: wisps(1) },
  actions: [{ type: "endTurn" }],
  expect: { "S.attack": 2, "S.health": 2 },
});

// Azsharan Saber: "Rush. Deathrattle: Put a 'Sunken Saber' on the bottom of your deck."
cardCase("TSC_945", {
  does: "its death puts a Sunken Saber at the bottom of its deck",
  p1: { board: [{ card: "TSC_945", ref: "S" }], deck: [{ card: YETI }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p1.deck": [YETI, "TSC_945t"] },
});
cardCase("TSC_945t", {
  does: "Sunken Saber's death summons a Beast from its deck",
  p1: { board: [{ card: "TSC_945t", ref: "S" }], deck: [{ card: YETI }, { card: "CS2_171" }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p1.board": ["CS2_171"], "p1.deck": [YETI] },
});

// Azsharan Sentinel: "Taunt. Deathrattle: Put a 'Sunken Sentinel' on the bottom of your deck."
cardCase("TSC_919", {
  does: "its death puts a Sunken Sentinel at the bottom of its deck",
  p1: { board: [{ card: "TSC_919", ref: "S" }], deck: [{ card: YETI }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p1.deck": [YETI, "TSC_919t"], "p2.deck.length": 0 },
});

// Azsharan Defector: "Rush. Deathrattle: Put a 'Sunken Defector' on the bottom of your deck."
cardCase("TSC_057", {
  does: "its death puts a Sunken Defector at the bottom of its deck",
  p1: { board: [{ card: "TSC_057", ref: "S" }], deck: [{ card: YETI }] },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p1.deck": [YETI, "TSC_057t"] },
});
cardCase("TSC_057t", {
  does: "Sunken Defector: after it attacks the hero, 5 damage to the enemy minion",
  p1: { board: [{ card: "TSC_057t", ref: "D" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "attack", attacker: "D", defender: "p2.hero" }],
  expect: { "p2.hero.health": 25, "E.health": 2 },
});

// Azsharan Mooncatcher: "Divine Shield. Battlecry: Put a 'Sunken Mooncatcher' on the bottom of your deck."
cardCase("TSC_644", {
  does: "played, a Sunken Mooncatcher at the bottom of its deck",
  p1: { hand: [{ card: "TSC_644", ref: "M" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.deck": [YETI, "TSC_644t"] },
});
cardCase("TSC_644t", {
  does: "Sunken Mooncatcher: a copy of it beside it",
  p1: { hand: [{ card: "TSC_644t", ref: "M" }] },
  actions: [{ type: "play", card: "M" }],
  expect: { "p1.board": ["TSC_644t", "TSC_644t"] },
});

// Azsharan Trident: "Deathrattle: Put a 'Sunken Trident' on the bottom of your deck."
cardCase("TSC_913", {
  does: "the weapon's last attack puts a Sunken Trident at the bottom of its deck",
  p1: { weapon: { card: "TSC_913", durability: 1 }, deck: [{ card: YETI }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.deck": [YETI, "TSC_913t"], "p2.hero.health": 27 },
});
cardCase("TSC_913t", {
  does: "Sunken Trident: after the hero attacks, 2 to each enemy minion, not to friendly ones",
  p1: { weapon: { card: "TSC_913t" }, board: [{ card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "G" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "E.health": 3, "G.health": 3, "F.health": 5 },
});

// Azsharan Gardens: "Give all minions in your hand +1/+1. Put a 'Sunken Gardens' on the bottom of your deck."
cardCase("TSC_927", {
  does: "minions in hand +1/+1 (not on board); a Sunken Gardens at the bottom of the deck",
  p1: { hand: [{ card: "TSC_927", ref: "G" }, { card: YETI, ref: "H" }], board: [{ card: YETI, ref: "B" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "H.attack": 5, "H.health": 6, "B.attack": 4, "p1.deck": [YETI, "TSC_927t"] },
});
cardCase("TSC_927t", {
  does: "Sunken Gardens: +1/+1 to friendly minions in hand, deck and board; the enemy's not",
  p1: { hand: [{ card: "TSC_927t", ref: "G" }, { card: YETI, ref: "H" }], board: [{ card: YETI, ref: "B" }], deck: [{ card: YETI, ref: "D" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "H.attack": 5, "B.attack": 5, "B.health": 6, "D.attack": 5, "E.attack": 4 },
});

// Azsharan Vessel: "Summon two 3/3 Pirates with Stealth. Put a 'Sunken Vessel' on the bottom of your deck."
cardCase("TSC_912", {
  does: "two 3/3 Stealth Pirates; a Sunken Vessel at the bottom of the deck",
  p1: { hand: [{ card: "TSC_912", ref: "V" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "V" }],
  expect: { "p1.board": ["TSC_912t3", "TSC_912t3"], "p1.board.0.seen.STEALTH": 1, "p1.board.1.attack": 3, "p1.deck": [YETI, "TSC_912t"] },
});
cardCase("TSC_912t", {
  does: "Sunken Vessel, drawn: two Sunken Pirates, then another card drawn",
  p1: { deck: [{ card: "TSC_912t" }, { card: YETI }] },
  p2: { deck: wisps(1) },
  state: { activePlayer: 2 },
  actions: [{ type: "endTurn" }],
  expect: { "p1.board": ["TSC_912t2", "TSC_912t2"], "p1.hand": [YETI] },
});

// Naga's Pride: "Summon two 2/2 Lionfish. If you played a Naga while holding this, give them +1/+1."
cardCase("TSC_947", {
  does: "two 2/2 Lionfish",
  p1: { hand: [{ card: "TSC_947", ref: "P" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "p1.board": ["TSC_947t", "TSC_947t"], "p1.board.0.attack": 2 },
});
cardCase("TSC_947", {
  does: "a Naga played while holding it: two 3/3 Lionfish",
  p1: { hand: [{ card: "TSC_947", ref: "P" }, { card: NAGA, ref: "N" }] },
  actions: [{ type: "play", card: "N" }, { type: "play", card: "P" }],
  expect: { "p1.board": [NAGA, "TSC_947t", "TSC_947t"], "p1.board.1.attack": 3, "p1.board.2.health": 3 },
});

// Raj Naz'jan: "After you cast a spell, deal damage equal to its Cost to the enemy Hero."
cardCase("TSC_073", {
  does: "a 4-Cost Fireball at a minion: 4 more to the enemy hero; an enemy spell does nothing",
  p1: { board: [{ card: "TSC_073" }], hand: [{ card: "CS2_029", ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "F", target: "E" }],
  expect: { "p2.hero.health": 26, "p1.hero.health": 30 },
});

// Seafloor Gateway: "Draw a Mech. Reduce the Cost of Mechs in your hand by (1)."
cardCase("TSC_055", {
  does: "the Mech drawn and the Mech in hand cost 1 less; the Yeti not",
  p1: { hand: [{ card: "TSC_055", ref: "G" }, { card: MECH, ref: "H" }, { card: YETI, ref: "Y" }], deck: [{ card: MECH }, { card: YETI }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "H.cost": 2, "Y.cost": 4, "p1.hand.2.card": MECH, "p1.hand.2.cost": 2 },
});

// Spellcoiler: "Battlecry: If you've cast a spell while holding this, Discover a spell."
cardCase("TSC_643", {
  does: "no spell cast while held: nothing",
  p1: { hand: [{ card: "TSC_643", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.hand.length": 0, "events.discover": 0 },
});
cardCase("TSC_643", {
  does: "a spell cast while held: a spell discovered",
  p1: { hand: [{ card: "TSC_643", ref: "S" }, { card: MOONFIRE, ref: "M" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "S" }],
  check: (r) => {
    expect(events(r, "discover")).toHaveLength(1);
    const h = r.state.players[0]!.hand;
    expect(h).toHaveLength(1);
    expect(findCard(h[0]!.card)!.type).toBe("SPELL");
  },
});

// Baba Naga: "Battlecry: If you've cast a spell while holding this, deal 3 damage."
cardCase("TSC_017", {
  does: "a spell cast while held: 3 damage to the target",
  p1: { hand: [{ card: "TSC_017", ref: "B" }, { card: MOONFIRE, ref: "M" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "B", target: "E" }],
  expect: { "E.health": 2 },
});
cardCase("TSC_017", {
  does: "no spell cast while held: no target",
  p1: { hand: [{ card: "TSC_017", ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "B", target: "E" }],
  error: "illegal_action",
});

// Bubbler: "After this minion takes exactly one damage, destroy it. (Pop!)"
cardCase("TID_713", {
  does: "1 damage destroys it; 2 damage does not",
  p1: { board: [{ card: "TID_713", ref: "A" }, { card: "TID_713", ref: "B" }] },
  actions: [{ type: "damage", target: "A", amount: 1 }, { type: "damage", target: "B", amount: 2 }],
  expect: { "A.zone": "graveyard", "B.zone": "board", "B.health": 2 },
});

// Click-Clocker: "Divine Shield. Battlecry: Give a random Mech in your hand +1/+1."
cardCase("TSC_632", {
  does: "the Mech in hand +1/+1; the Yeti not",
  p1: { hand: [{ card: "TSC_632", ref: "C" }, { card: MECH, ref: "M" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "M.attack": 4, "M.health": 5, "Y.attack": 4 },
});

// Crushclaw Enforcer: "Battlecry: If you've cast a spell while holding this, draw a Naga."
cardCase("TSC_826", {
  does: "a spell cast while held: the Naga drawn past a Yeti; none cast: nothing",
  p1: { hand: [{ card: "TSC_826", ref: "C" }, { card: MOONFIRE, ref: "M" }], deck: [{ card: NAGA }, { card: YETI }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "C" }],
  expect: { "p1.hand": [NAGA] },
});
cardCase("TSC_826", {
  does: "no spell cast while held: nothing drawn",
  p1: { hand: [{ card: "TSC_826", ref: "C" }], deck: [{ card: NAGA }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.hand": [] },
});

// Gorloc Ravager: "Battlecry: Draw 3 Murlocs."
cardCase("TSC_034", {
  does: "the three Murlocs past the Yeti",
  p1: { hand: [{ card: "TSC_034", ref: "G" }], deck: [{ card: "EX1_506" }, { card: YETI }, { card: "EX1_050" }, { card: "EX1_506" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.deck": [YETI], "p1.hand.length": 3 },
});

// Helmet Hermit: "Can't attack."
cardCase("TSC_065", {
  does: "it can't attack",
  p1: { board: [{ card: "TSC_065", ref: "H" }] },
  actions: [{ type: "attack", attacker: "H", defender: "p2.hero" }],
  error: "illegal_action",
});

// Ini Stormcoil: "Battlecry: Choose a friendly Mech. Summon a copy of it with Rush, Windfury, and Divine Shield."
cardCase("TSC_649", {
  does: "a copy of the friendly Mech with Rush, Windfury and Divine Shield; the original unchanged",
  p1: { hand: [{ card: "TSC_649", ref: "I" }], board: [{ card: MECH, ref: "M" }] },
  actions: [{ type: "play", card: "I", target: "M" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    const copy = b.find((m) => m.card === MECH && m.ref !== "M")!;
    expect(copy.seen).toMatchObject({ RUSH: 1, WINDFURY: 1, DIVINE_SHIELD: 1 });
    expect(b.find((m) => m.ref === "M")!.seen?.RUSH).toBeFalsy();
  },
});

// Murkwater Scribe: "Battlecry: The next spell you play costs (1) less."
cardCase("TSC_823", {
  does: "spells in hand cost 1 less, a minion not; after one spell, no more",
  p1: { hand: [{ card: "TSC_823", ref: "S" }, { card: "CS2_029", ref: "F" }, { card: "CS2_022", ref: "P" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "F", target: "p2.hero" }],
  expect: { "p1.mana.used": 5, "P.cost": 4, "Y.cost": 4 },
});

// Naval Mine: "Deathrattle: Deal 4 damage to the enemy hero."
cardCase("TSC_001", {
  does: "its death: 4 to the enemy hero",
  p1: { board: [{ card: "TSC_001", ref: "N" }] },
  actions: [{ type: "destroy", target: "N" }],
  expect: { "p2.hero.health": 26, "p1.hero.health": 30 },
});

// Pelican Diver: "Dormant for 1 turn. Rush"
cardCase("TSC_647", {
  does: "played Dormant for 1 turn",
  p1: { hand: [{ card: "TSC_647", ref: "P" }] },
  actions: [{ type: "play", card: "P" }],
  expect: { "P.tags.DORMANT": 1, "P.tags.DORMANT_TURNS": 1 },
});
// Slimescale Diver: "Dormant for 1 turn. Rush, Poisonous"
cardCase("TSC_013", {
  does: "played Dormant for 1 turn; awake at its controller's next turn",
  p1: { hand: [{ card: "TSC_013", ref: "P" }], deck: wisps(1) },
  p2: { deck: wisps(1) },
  actions: [{ type: "play", card: "P" }, { type: "endTurn" }, { type: "endTurn" }],
  check: (r) => expect(r.state.players[0]!.board[0]!.tags?.DORMANT ?? 0).toBe(0),
});

// Pufferfist: "After your hero attacks, deal 1 damage to all enemies."
cardCase("TSC_002", {
  does: "after the hero attacks: 1 to each enemy, friendly ones untouched",
  p1: { board: [{ card: "TSC_002", ref: "P" }], weapon: { card: "CS2_106" } },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p2.hero.health": 26, "E.health": 4, "P.health": 4 },
});

// Piranha Swarmer: "Rush After you summon a Piranha Swarmer, gain +1 Attack."
cardCase("TSC_638", {
  does: "a second Swarmer played: the first gains +1 Attack, the new one not",
  p1: { board: [{ card: "TSC_638", ref: "A" }], hand: [{ card: "TSC_638", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "A.attack": 2, "B.attack": 1 },
});

// Seascout Operator: "Battlecry: If you control a Mech, summon two 2/1 Mechafish."
cardCase("TSC_646", {
  does: "with a Mech: two Mechafish; without: none",
  p1: { hand: [{ card: "TSC_646", ref: "S" }], board: [{ card: MECH }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": [MECH, "TSC_646t", "TSC_646", "TSC_646t"] },
});
cardCase("TSC_646", {
  does: "without a Mech: none",
  p1: { hand: [{ card: "TSC_646", ref: "S" }], board: [{ card: YETI }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.board": [YETI, "TSC_646"] },
});

// Selfish Shellfish: "Deathrattle: Your opponent draws 2 cards."
cardCase("TSC_935", {
  does: "its death: the opponent draws 2, its owner none",
  p1: { board: [{ card: "TSC_935", ref: "S" }], deck: wisps(2) },
  p2: { deck: wisps(3) },
  actions: [{ type: "destroy", target: "S" }],
  expect: { "p2.hand.length": 2, "p1.hand.length": 0 },
});

// Slithering Deathscale: "Battlecry: If you've cast three spells while holding this, deal 3 damage to all enemies."
cardCase("TSC_064", {
  does: "three spells cast while held: 3 to each enemy",
  p1: { hand: [{ card: "TSC_064", ref: "S" }, { card: MOONFIRE, ref: "A" }, { card: MOONFIRE, ref: "B" }, { card: MOONFIRE, ref: "C" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "C", target: "p2.hero" }, { type: "play", card: "S" }],
  expect: { "E.health": 2, "p2.hero.health": 24, "p1.hero.health": 30 },
});
cardCase("TSC_064", {
  does: "two spells: nothing",
  p1: { hand: [{ card: "TSC_064", ref: "S" }, { card: MOONFIRE, ref: "A" }, { card: MOONFIRE, ref: "B" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "S" }],
  expect: { "E.health": 5, "p2.hero.health": 28 },
});

// Smothering Starfish: "Battlecry: Silence ALL other minions."
cardCase("TSC_926", {
  does: "both sides' Taunts silenced",
  p1: { hand: [{ card: "TSC_926", ref: "S" }], board: [{ card: "CS2_179", ref: "F" }] },
  p2: { board: [{ card: "CS2_179", ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    expect(r.state.players[0]!.board[0]!.seen?.TAUNT).toBeFalsy();
    expect(r.state.players[1]!.board[0]!.seen?.TAUNT).toBeFalsy();
    expect(r.state.players[1]!.board[0]!.tags?.SILENCED).toBe(1);
  },
});

// Snapdragon: "Battlecry: Give all Battlecry minions in your deck +1/+1."
cardCase("TID_710", {
  does: "the Battlecry minion in the deck +1/+1; the Yeti not; the one in hand not",
  p1: { hand: [{ card: "TID_710", ref: "S" }, { card: "CS2_189", ref: "H" }], deck: [{ card: "CS2_189", ref: "D" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "D.attack": 2, "D.health": 2, "Y.attack": 4, "H.attack": 1 },
});

// Stormcoil Mothership: "Rush Deathrattle: Summon two random Mechs that cost (3) or less."
cardCase("TSC_645", {
  does: "its death summons two Mechs of Cost 3 or less on its side",
  p1: { board: [{ card: "TSC_645", ref: "S" }] },
  actions: [{ type: "destroy", target: "S" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(2);
    for (const m of b) { const c = findCard(m.card)!; expect(c.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(MECHANICAL|ALL)$/)])); expect(c.cost).toBeLessThanOrEqual(3); }
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});

// Treasure Guard: "Taunt Deathrattle: Draw a card."
cardCase("TSC_938", {
  does: "its death draws one",
  p1: { board: [{ card: "TSC_938", ref: "T" }], deck: wisps(2) },
  actions: [{ type: "destroy", target: "T" }],
  expect: { "p1.hand.length": 1, "p2.hand.length": 0 },
});

// Tuskarrrr Trawler: "Battlecry: Dredge."
cardCase("TSC_909", {
  does: "of the bottom three, the chosen one goes on top",
  choices: [1],
  p1: { hand: [{ card: "TSC_909", ref: "T" }], deck: [{ card: "CS2_231", ref: "TOP" }, { card: "CS2_120", ref: "A" }, { card: YETI, ref: "B" }, { card: "CS2_186", ref: "C" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.deck": [YETI, "CS2_231", "CS2_120", "CS2_186"] },
});

// Twin-fin Fin Twin: "Rush. Battlecry: Summon a copy of this."
cardCase("TSC_960", {
  does: "a copy beside it",
  p1: { hand: [{ card: "TSC_960", ref: "T" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.board": ["TSC_960", "TSC_960"] },
});

// Bubblebot: "Battlecry: Give your other Mechs Divine Shield and Taunt."
cardCase("TSC_059", {
  does: "the other friendly Mech gets both; the Yeti and itself not",
  p1: { hand: [{ card: "TSC_059", ref: "B" }], board: [{ card: MECH, ref: "M" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "B" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b[0]!.seen).toMatchObject({ DIVINE_SHIELD: 1, TAUNT: 1 });
    expect(b[1]!.seen?.TAUNT).toBeFalsy();
    expect(b[2]!.seen?.TAUNT).toBeFalsy();
  },
});

// Shimmering Sunfish: "Battlecry: If you're holding a Holy Spell, gain Taunt and Divine Shield."
cardCase("TSC_060", {
  does: "holding a Holy spell: Taunt and Divine Shield",
  p1: { hand: [{ card: "TSC_060", ref: "S" }, { card: "CS1_130" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "S.seen.TAUNT": 1, "S.seen.DIVINE_SHIELD": 1 },
});
cardCase("TSC_060", {
  does: "holding a Fire spell only: nothing",
  p1: { hand: [{ card: "TSC_060", ref: "S" }, { card: "CS2_029" }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => expect(r.state.players[0]!.board[0]!.seen?.TAUNT).toBeFalsy(),
});

// Herald of Light: "Battlecry: If you've cast a Holy spell while holding this, restore #6 Health to all friendly characters."
cardCase("TID_085", {
  does: "a Holy spell cast while held: 6 Health to friendly characters; the enemy's not",
  p1: { hand: [{ card: "TID_085", ref: "H" }, { card: "CS1_130", ref: "S" }], hero: { card: "HERO_09", health: 20 }, board: [{ card: YETI, ref: "F", health: 1 }] },
  p2: { hero: { card: "HERO_08", health: 20 }, board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }, { type: "play", card: "H" }],
  expect: { "p1.hero.health": 26, "F.health": 5, "p2.hero.health": 20, "E.health": 2 },
});
cardCase("TID_085", {
  does: "a Fire spell cast while held: nothing",
  p1: { hand: [{ card: "TID_085", ref: "H" }, { card: "CS2_029", ref: "S" }], hero: { card: "HERO_09", health: 20 } },
  actions: [{ type: "play", card: "S", target: "p2.hero" }, { type: "play", card: "H" }],
  expect: { "p1.hero.health": 20 },
});

// Queensguard: "Battlecry: Gain +1/+1 for each spell you've cast this turn."
cardCase("TSC_213", {
  does: "two spells this turn: a 4/5",
  p1: { hand: [{ card: "TSC_213", ref: "Q" }, { card: MOONFIRE, ref: "A" }, { card: MOONFIRE, ref: "B" }] },
  actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "Q" }],
  expect: { "Q.attack": 4, "Q.health": 5 },
});

// Serpent Wig: "Give a minion +1/+2. If you played a Naga while holding this, add a Serpent Wig to your hand."
cardCase("TSC_215", {
  does: "+1/+2; no Naga played: no new Wig",
  p1: { hand: [{ card: "TSC_215", ref: "W" }], board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "W", target: "Y" }],
  expect: { "Y.attack": 5, "Y.health": 7, "p1.hand": [] },
});
cardCase("TSC_215", {
  does: "a Naga played while held: a Serpent Wig added",
  p1: { hand: [{ card: "TSC_215", ref: "W" }, { card: NAGA, ref: "N" }], board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "N" }, { type: "play", card: "W", target: "Y" }],
  expect: { "p1.hand": ["TSC_215"] },
});

// Blood in the Water: "Deal $3 damage to an enemy. Summon a 5/5 Shark with Rush."
cardCase("TSC_932", {
  does: "3 to the enemy hero and a 5/5 Rush Shark on its side",
  p1: { hand: [{ card: "TSC_932", ref: "B" }] },
  actions: [{ type: "play", card: "B", target: "p2.hero" }],
  expect: { "p2.hero.health": 27, "p1.board": ["TSC_932t"], "p1.board.0.seen.RUSH": 1 },
});

// Cutlass Courier: "After your hero attacks, draw a Pirate."
cardCase("TSC_085", {
  does: "after the hero attacks: the Pirate drawn past a Yeti",
  p1: { board: [{ card: "TSC_085" }], weapon: { card: "CS2_106" }, deck: [{ card: "GVG_070" }, { card: YETI }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.hand": ["GVG_070"] },
});

// Filletfighter: "Battlecry: Deal 1 damage."
cardCase("TSC_963", {
  does: "1 damage to the target",
  p1: { hand: [{ card: "TSC_963", ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "F", target: "E" }],
  expect: { "E.health": 4 },
});

// Gone Fishin': "Dredge. Combo: Draw a card."
cardCase("TSC_916", {
  does: "Dredge: the chosen bottom card goes on top; no draw",
  choices: [0],
  p1: { hand: [{ card: "TSC_916", ref: "G" }], deck: [{ card: "CS2_231" }, { card: "CS2_120" }, { card: YETI }, { card: "CS2_186" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.deck": ["CS2_120", "CS2_231", YETI, "CS2_186"], "p1.hand": [] },
});
cardCase("TSC_916", {
  does: "Combo: Dredge, then the card put on top is drawn",
  choices: [2],
  p1: { hand: [{ card: MOONFIRE, ref: "M" }, { card: "TSC_916", ref: "G" }], deck: [{ card: "CS2_231" }, { card: "CS2_120" }, { card: YETI }, { card: "CS2_186" }] },
  actions: [{ type: "play", card: "M", target: "p2.hero" }, { type: "play", card: "G" }],
  expect: { "p1.hand": ["CS2_186"], "p1.deck": ["CS2_231", "CS2_120", YETI] },
});

// Jackpot!: "Add two random spells from other classes that cost (5) or more to your hand."
cardCase("TID_931", {
  does: "two spells of other classes, each of Cost 5 or more",
  p1: { hero: { card: "HERO_03" }, hand: [{ card: "TID_931", ref: "J" }] },
  actions: [{ type: "play", card: "J" }],
  check: (r) => {
    const h = r.state.players[0]!.hand;
    expect(h).toHaveLength(2);
    for (const c of h) { const f = findCard(c.card)!; expect(f.type).toBe("SPELL"); expect(f.cost).toBeGreaterThanOrEqual(5); expect(["ROGUE", "NEUTRAL"]).not.toContain(f.cardClass); }
  },
});

// Swiftscale Trickster: "Battlecry: Your next spell this turn costs (0)."
cardCase("TSC_936", {
  does: "the next spell costs 0 this turn; the one after it its own Cost",
  p1: { hand: [{ card: "TSC_936", ref: "S" }, { card: "CS2_029", ref: "F" }, { card: "CS2_022", ref: "P" }] },
  actions: [{ type: "play", card: "S" }, { type: "play", card: "F", target: "p2.hero" }],
  expect: { "p1.mana.used": 4, "P.cost": 4 },
});
cardCase("TSC_936", {
  does: "not next turn",
  p1: { hand: [{ card: "TSC_936", ref: "S" }, { card: "CS2_029", ref: "F" }], deck: wisps(2) },
  p2: { deck: wisps(2) },
  actions: [{ type: "play", card: "S" }, { type: "endTurn" }, { type: "endTurn" }],
  expect: { "F.cost": 4 },
});

// Anchored Totem: "After you summon a 1-Cost minion, give it +2/+1."
cardCase("TSC_922", {
  does: "a 1-Cost minion played: +2/+1; a 2-Cost one not",
  p1: { board: [{ card: "TSC_922" }], hand: [{ card: "CS2_171", ref: "A" }, { card: "CS2_120", ref: "B" }] },
  actions: [{ type: "play", card: "A" }, { type: "play", card: "B" }],
  expect: { "A.attack": 3, "A.health": 2, "B.attack": 2 },
});

// Bioluminescence: "Give your minions Spell Damage +1."
cardCase("TSC_923", {
  does: "two friendly minions: a Moonfire deals 3",
  p1: { hand: [{ card: "TSC_923", ref: "B" }, { card: MOONFIRE, ref: "M" }], board: [{ card: YETI }, { card: YETI }] },
  actions: [{ type: "play", card: "B" }, { type: "play", card: "M", target: "p2.hero" }],
  expect: { "p2.hero.health": 27 },
});

// Command of Neptulon: "Summon two 5/4 Elementals with Rush. Overload: (1)"
cardCase("TID_005", {
  does: "two 5/4 Rush Elementals and 1 Overload",
  p1: { hand: [{ card: "TID_005", ref: "C" }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "p1.board": ["TID_005t", "TID_005t"], "p1.board.0.attack": 5, "p1.board.0.seen.RUSH": 1, "p1.mana.overloadOwed": 1 },
});

// Scalding Geyser: "Deal $2 damage. Dredge."
cardCase("TSC_637", {
  does: "2 damage, then Dredge",
  choices: [2],
  p1: { hand: [{ card: "TSC_637", ref: "G" }], deck: [{ card: "CS2_231" }, { card: "CS2_120" }, { card: YETI }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "G", target: "E" }],
  expect: { "E.health": 3, "p1.deck": [YETI, "CS2_231", "CS2_120"] },
});

// Voidgill: "Deathrattle: Give all Murlocs in your hand +1/+1."
cardCase("TSC_614", {
  does: "its death: the Murloc in hand +1/+1, the Yeti not",
  p1: { board: [{ card: "TSC_614", ref: "V" }], hand: [{ card: "EX1_506", ref: "M" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "destroy", target: "V" }],
  expect: { "M.attack": 3, "M.health": 2, "Y.attack": 4 },
});

// Chum Bucket: "Give all Murlocs in your hand +1/+1. Repeat for each Murloc you control."
cardCase("TSC_957", {
  does: "two Murlocs in play: three times +1/+1 to the Murloc in hand",
  p1: { hand: [{ card: "TSC_957", ref: "C" }, { card: "EX1_506", ref: "M" }, { card: YETI, ref: "Y" }], board: [{ card: "EX1_506" }, { card: "EX1_506" }, { card: YETI }] },
  actions: [{ type: "play", card: "C" }],
  expect: { "M.attack": 5, "M.health": 4, "Y.attack": 4 },
});

// Blackscale Brute: "Taunt. Battlecry: If you have a weapon equipped, summon a 5/6 Naga with Rush."
cardCase("TSC_917", {
  does: "with a weapon: a 5/6 Rush Naga beside it; without: none",
  p1: { hand: [{ card: "TSC_917", ref: "B" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.board": ["TSC_917", "TSC_917t"], "p1.board.1.seen.RUSH": 1 },
});
cardCase("TSC_917", {
  does: "without a weapon: none",
  p1: { hand: [{ card: "TSC_917", ref: "B" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "p1.board": ["TSC_917"] },
});

// Guard the City: "Gain 3 Armor. Summon a 2/3 Naga with Taunt."
cardCase("TSC_941", {
  does: "3 Armor and a 2/3 Taunt Naga",
  p1: { hand: [{ card: "TSC_941", ref: "G" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.hero.armor": 3, "p1.board": ["TSC_941t"], "p1.board.0.seen.TAUNT": 1 },
});

// Tidal Revenant: "Battlecry: Deal 5 damage. Gain 8 Armor."
cardCase("TID_716", {
  does: "5 to the target and 8 Armor",
  p1: { hand: [{ card: "TID_716", ref: "T" }] },
  actions: [{ type: "play", card: "T", target: "p2.hero" }],
  expect: { "p2.hero.health": 25, "p1.hero.armor": 8 },
});

// Lady Ashvane: "Battlecry: Give all weapons in your hand, deck, and battlefield +1/+1."
cardCase("TSC_943", {
  does: "the equipped weapon and the weapons in hand and deck +1/+1",
  p1: { hand: [{ card: "TSC_943", ref: "L" }, { card: "CS2_106", ref: "H" }], deck: [{ card: "CS2_106", ref: "D" }], weapon: { card: "CS2_106" } },
  actions: [{ type: "play", card: "L" }],
  expect: { "p1.weapon.attack": 4, "p1.weapon.durability": 3, "H.attack": 4, "D.attack": 4 },
});

// Fossil Fanatic: "After your hero attacks, draw a Fel spell."
cardCase("TID_704", {
  does: "after the hero attacks: the Fel spell drawn past another spell",
  p1: { board: [{ card: "TID_704" }], weapon: { card: "CS2_106" }, deck: [{ card: "CORE_BT_035" }, { card: "CS2_029" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.hand": ["CORE_BT_035"] },
});

// Glaiveshark: "Battlecry: If your hero attacked this turn, deal 2 damage to all enemies."
cardCase("TSC_610", {
  does: "after a hero attack: 2 to each enemy",
  p1: { hand: [{ card: "TSC_610", ref: "G" }], weapon: { card: "CS2_106" } },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }, { type: "play", card: "G" }],
  expect: { "E.health": 3, "p2.hero.health": 25, "p1.hero.health": 30 },
});
cardCase("TSC_610", {
  does: "no hero attack: nothing",
  p1: { hand: [{ card: "TSC_610", ref: "G" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "E.health": 5, "p2.hero.health": 30 },
});

// Herald of Chaos: "Lifesteal Battlecry: If you've cast a Fel spell while holding this, gain Rush."
cardCase("TID_706", {
  does: "a Fel spell cast while held: Rush",
  p1: { hand: [{ card: "TID_706", ref: "H" }, { card: "CORE_BT_035", ref: "F" }], deck: wisps(2) },
  actions: [{ type: "play", card: "F" }, { type: "play", card: "H" }],
  expect: { "H.seen.RUSH": 1 },
});
cardCase("TID_706", {
  does: "a Fire spell: no Rush",
  p1: { hand: [{ card: "TID_706", ref: "H" }, { card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }, { type: "play", card: "H" }],
  check: (r) => expect(r.state.players[0]!.board[0]!.seen?.RUSH).toBeFalsy(),
});

// Predation: "Deal $2 damage. Costs (0) if you played a Naga while holding this."
cardCase("TSC_058", {
  does: "2 Cost, then 0 once a Naga is played; 2 damage",
  p1: { hand: [{ card: "TSC_058", ref: "P" }, { card: NAGA, ref: "N" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "N" }, { type: "play", card: "P", target: "E" }],
  expect: { "p1.mana.used": 2, "E.health": 3 },
});
cardCase("TSC_058", {
  does: "no Naga: it costs 2",
  p1: { hand: [{ card: "TSC_058", ref: "P" }] },
  actions: [{ type: "endTurn" }],
  expect: { "P.cost": 2 },
});

// Herald of Nature: "Battlecry: If you've cast a Nature spell while holding this, give your other minions +1/+1."
cardCase("TID_002", {
  does: "a Nature spell cast while held: other friendly minions +1/+1, itself and the enemy's not",
  p1: { hand: [{ card: "TID_002", ref: "H" }, { card: "EX1_169", ref: "I" }], board: [{ card: YETI, ref: "Y" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "I" }, { type: "play", card: "H" }],
  expect: { "Y.attack": 5, "H.attack": 3, "E.attack": 4 },
});

// Seaweed Strike: "Deal $4 damage to a minion. If you played a Naga while holding this, also give your hero +4 Attack this turn."
cardCase("TSC_651", {
  does: "4 damage; no Naga: no Attack",
  p1: { hand: [{ card: "TSC_651", ref: "S" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 1, "p1.hero.attack": 0 },
});
cardCase("TSC_651", {
  does: "a Naga played while held: +4 Attack this turn",
  p1: { hand: [{ card: "TSC_651", ref: "S" }, { card: NAGA, ref: "N" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "play", card: "N" }, { type: "play", card: "S", target: "E" }],
  expect: { "E.health": 3, "p1.hero.attack": 4 },
});

// Gifts of Azshara: "Draw a card. If you played a Naga while holding this, do it again."
cardCase("TSC_948", {
  does: "one draw; after a Naga, two",
  p1: { hand: [{ card: "TSC_948", ref: "G" }, { card: NAGA, ref: "N" }], deck: wisps(4) },
  actions: [{ type: "play", card: "N" }, { type: "play", card: "G" }],
  expect: { "p1.hand.length": 2 },
});
cardCase("TSC_948", {
  does: "no Naga: one draw",
  p1: { hand: [{ card: "TSC_948", ref: "G" }], deck: wisps(4) },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.hand.length": 1 },
});

// Handmaiden: "Battlecry: If you've cast three spells while holding this, draw 3 cards."
cardCase("TSC_212", {
  does: "three spells while held: 3 drawn",
  p1: { hand: [{ card: "TSC_212", ref: "H" }, { card: MOONFIRE, ref: "A" }, { card: MOONFIRE, ref: "B" }, { card: MOONFIRE, ref: "C" }], deck: wisps(4) },
  actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "C", target: "p2.hero" }, { type: "play", card: "H" }],
  expect: { "p1.hand.length": 3 },
});
cardCase("TSC_212", {
  does: "two spells: none",
  p1: { hand: [{ card: "TSC_212", ref: "H" }, { card: MOONFIRE, ref: "A" }, { card: MOONFIRE, ref: "B" }], deck: wisps(4) },
  actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "H" }],
  expect: { "p1.hand.length": 0 },
});

// Polymorph: Jellyfish: "Transform a minion into a 4/1 Jellyfish with Spell Damage +2."
cardCase("TID_708", {
  does: "the enemy Yeti becomes a 4/1 Jellyfish",
  p1: { hand: [{ card: "TID_708", ref: "P" }] },
  p2: { board: [{ card: YETI, ref: "E" }] },
  actions: [{ type: "play", card: "P", target: "E" }],
  expect: { "E.card": "TID_708t", "E.attack": 4, "E.health": 1 },
});

// Emergency Maneuvers: "Secret: When a friendly minion dies, summon a copy of it. It's Dormant for 1 turn."
cardCase("TSC_929", {
  does: "the friendly minion's death: a fresh copy, Dormant for 1 turn",
  state: { activePlayer: 2 },
  p1: { secrets: [{ card: "TSC_929", ref: "S" }], board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "destroy", target: "Y" }],
  expect: { "p1.board": [YETI], "p1.board.0.health": 5, "p1.board.0.tags.DORMANT": 1, "p1.board.0.tags.DORMANT_TURNS": 1, "S.zone": "graveyard" },
});

// Azsharan Sweeper: "Battlecry: Put a 'Sunken Sweeper' on the bottom of your deck."
cardCase("TSC_776", {
  does: "played, a Sunken Sweeper at the bottom of its deck",
  p1: { hand: [{ card: "TSC_776", ref: "S" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.deck": [YETI, "TSC_776t"] },
});
cardCase("TSC_776t", {
  does: "Sunken Sweeper: three Mechs in hand, each 1 less than its Cost",
  p1: { hand: [{ card: "TSC_776t", ref: "S" }] },
  actions: [{ type: "play", card: "S" }],
  check: (r) => {
    const h = r.state.players[0]!.hand;
    expect(h).toHaveLength(3);
    for (const c of h) { const f = findCard(c.card)!; expect(f.races).toEqual(expect.arrayContaining([expect.stringMatching(/^(MECHANICAL|ALL)$/)])); expect(c.cost).toBe(Math.max(0, f.cost - 1)); }
  },
});

// Azsharan Scavenger: "Battlecry: Put a 'Sunken Scavenger' on the bottom of your deck."
cardCase("TSC_039", {
  does: "played, a Sunken Scavenger at the bottom of its deck",
  p1: { hand: [{ card: "TSC_039", ref: "S" }], deck: [{ card: YETI }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "p1.deck": [YETI, "TSC_039t"] },
});
cardCase("TSC_039t", {
  does: "Sunken Scavenger: +1/+1 to friendly Murlocs in hand, deck and play, not itself, not a Yeti, not the enemy's",
  p1: { hand: [{ card: "TSC_039t", ref: "S" }, { card: "EX1_506", ref: "H" }], deck: [{ card: "EX1_506", ref: "D" }, { card: YETI, ref: "Y" }], board: [{ card: "EX1_506", ref: "B" }] },
  p2: { board: [{ card: "EX1_506", ref: "E" }] },
  actions: [{ type: "play", card: "S" }],
  expect: { "H.attack": 3, "D.attack": 3, "B.attack": 3, "B.health": 2, "S.attack": 2, "Y.attack": 4, "E.attack": 2 },
});

// Bottomfeeder: "Deathrattle: Add a Bottomfeeder to the bottom of your deck with permanent +2/+2."
cardCase("TSC_653", {
  does: "its death puts a 3/5 Bottomfeeder at the bottom of its deck",
  p1: { board: [{ card: "TSC_653", ref: "B" }], deck: [{ card: YETI }] },
  actions: [{ type: "destroy", target: "B" }],
  expect: { "p1.deck": [YETI, "TSC_653"], "p1.deck.1.attack": 3, "p1.deck.1.health": 5 },
});

// Priestess Valishj: "Battlecry: Refresh an empty Mana Crystal for each spell you've cast this turn."
cardCase("TSC_828", {
  does: "two spells this turn: two Mana Crystals refreshed",
  p1: { hand: [{ card: "TSC_828", ref: "P" }, { card: "CS2_029", ref: "A" }, { card: "CS2_029", ref: "B" }], mana: { crystals: 10, used: 0 } },
  actions: [{ type: "play", card: "A", target: "p2.hero" }, { type: "play", card: "B", target: "p2.hero" }, { type: "play", card: "P" }],
  expect: { "p1.mana.used": 7 },
});

// Lightray: "Taunt Costs (1) less for each Paladin card you've played this game."
cardCase("TID_077", {
  does: "two Paladin cards played: it costs 7; a neutral card does not count",
  p1: { hand: [{ card: "TID_077", ref: "L" }, { card: "CS2_087", ref: "A" }, { card: "CS2_087", ref: "B" }, { card: "CS2_231", ref: "W" }], board: [{ card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "A", target: "Y" }, { type: "play", card: "B", target: "Y" }, { type: "play", card: "W" }],
  expect: { "L.cost": 7 },
});

// Bone Glaive: "Battlecry: Dredge."
cardCase("TSC_915", {
  does: "equipped, the chosen bottom card goes on top",
  choices: [0],
  p1: { hand: [{ card: "TSC_915", ref: "G" }], deck: [{ card: "CS2_231" }, { card: "CS2_120" }, { card: YETI }] },
  actions: [{ type: "play", card: "G" }],
  expect: { "p1.deck": ["CS2_231", "CS2_120", YETI], "p1.weapon.attack": 5 },
});

// Clownfish: "Battlecry: Your next two Murlocs cost (2) less."
cardCase("TID_004", {
  does: "Murlocs in hand cost 2 less, a Yeti not; after two Murlocs played, no more",
  p1: { hand: [{ card: "TID_004", ref: "C" }, { card: "EX1_506", ref: "A" }, { card: "EX1_506", ref: "B" }, { card: "EX1_050", ref: "D" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "C" }, { type: "play", card: "A" }, { type: "play", card: "B" }],
  expect: { "p1.mana.used": 3, "D.cost": 3, "Y.cost": 4 },
});

// Mecha-Shark: "After you summon a Mech, deal 3 damage randomly split among all enemies."
cardCase("TSC_054", {
  does: "a Mech played: three 1-damage hits on the enemy hero (its only enemy); a Yeti: nothing",
  p1: { board: [{ card: "TSC_054" }], hand: [{ card: MECH, ref: "M" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "M" }, { type: "play", card: "Y" }],
  expect: { "p2.hero.health": 27, "p1.hero.health": 30 },
});

// Security Automaton: "After you summon a Mech, gain +1/+1."
cardCase("TSC_928", {
  does: "a Mech played: +1/+1; a Yeti: nothing",
  p1: { board: [{ card: "TSC_928", ref: "S" }], hand: [{ card: MECH, ref: "M" }, { card: YETI, ref: "Y" }] },
  actions: [{ type: "play", card: "M" }, { type: "play", card: "Y" }],
  expect: { "S.attack": 2, "S.health": 4 },
});

// Submerged Spacerock: "Deathrattle: Add two Arcane Mage spells to your hand. They are Temporary."
cardCase("TID_707", {
  does: "its death adds two Arcane Mage spells, discarded at the end of the turn",
  p1: { board: [{ card: "TID_707", ref: "S" }] },
  p2: { deck: wisps(1) },
  actions: [{ type: "destroy", target: "S" }],
  check: (r) => {
    const h = r.state.players[0]!.hand;
    expect(h).toHaveLength(2);
    for (const c of h) { const f = findCard(c.card)!; expect(f.cardClass).toBe("MAGE"); expect(f.spellSchool).toBe("ARCANE"); }
  },
});
cardCase("TID_707", {
  does: "the Temporary spells are gone at the end of the turn",
  p1: { board: [{ card: "TID_707", ref: "S" }] },
  p2: { deck: wisps(1) },
  actions: [{ type: "destroy", target: "S" }, { type: "endTurn" }],
  expect: { "p1.hand.length": 0 },
});

// Volcanomancy: "Choose a minion. When it dies, deal 3 damage to all other minions."
cardCase("TSC_056", {
  does: "the chosen minion's death: 3 to every other minion, both sides; nothing before",
  p1: { hand: [{ card: "TSC_056", ref: "V" }], board: [{ card: YETI, ref: "F" }] },
  p2: { board: [{ card: YETI, ref: "E" }, { card: YETI, ref: "G" }] },
  actions: [{ type: "play", card: "V", target: "E" }, { type: "destroy", target: "E" }],
  expect: { "F.health": 2, "G.health": 2, "p1.hero.health": 30, "p2.hero.health": 30 },
});
