/**
 * Behaviour tests of the Into the Emerald Dream (EMERALD_DREAM) Hunter cards (test/support/cards.ts).
 */
import { describe, expect, it } from "vitest";
import { cardCase, describeCard } from "../support/cards.js";
import { at, events, player, request, run } from "../support/engine.js";
import { findCard } from "../../src/engine/hearthstone/cards/facts.js";

const wisps = (n: number, p = "w") => Array.from({ length: n }, (_, i) => ({ card: "CS2_231", ref: `${p}${i}` }));
const endTurn = { type: "endTurn" };
void describe; void expect; void it; void describeCard; void events; void run; void findCard; void wisps; void endTurn; void at; void player; void request;

// Bursting Shot: "Deal $2 damage to three random enemies."
cardCase("FIR_909", {
  does: "2 damage to three different enemies — with exactly three, each is hit once; friends untouched",
  p1: { board: [{ card: "CS2_120", ref: "F" }], hand: [{ card: "FIR_909", ref: "B" }] },
  p2: { board: [{ card: "CS2_182", ref: "A" }, { card: "CS2_182", ref: "C" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "A.health": 3, "C.health": 3, "p2.hero.health": 28, "F.health": 3, "p1.hero.health": 30, "events.damage": 3 },
});
cardCase("FIR_909", {
  does: "with fewer enemies, fewer hits (no enemy twice)",
  p1: { hand: [{ card: "FIR_909", ref: "B" }] },
  p2: { board: [{ card: "CS2_182", ref: "A" }] },
  actions: [{ type: "play", card: "B" }],
  expect: { "A.health": 3, "p2.hero.health": 28, "events.damage": 2 },
});

// Broll Bearmantle: "After you cast a spell, summon a random Animal Companion."
cardCase("EDR_853", {
  does: "after its player's spell: one of Huffer, Leokk, Misha on their side",
  p1: { board: [{ card: "EDR_853", ref: "B" }], hand: [{ card: "CS2_029", ref: "F" }] },
  actions: [{ type: "play", card: "F", target: "p2.hero" }],
  check: (r) => {
    const b = r.state.players[0]!.board.map((m) => m.card);
    expect(b).toHaveLength(2);
    expect(["NEW1_032", "NEW1_033", "NEW1_034"]).toContain(b[1]);
    expect(r.state.players[1]!.board).toHaveLength(0);
  },
});
cardCase("EDR_853", {
  does: "a minion played or the opponent's spell: nothing",
  p1: { board: [{ card: "EDR_853", ref: "B" }], hand: [{ card: "CS2_231", ref: "W" }] },
  actions: [{ type: "play", card: "W" }],
  expect: { "p1.board.length": 2 },
});

// Tending Dragonkin: "Battlecry: Copy the lowest Cost Beast in your hand."
cardCase("FIR_960", {
  does: "a copy of the cheapest Beast in hand (not a cheaper non-Beast) comes to the hand",
  p1: { hand: [{ card: "FIR_960", ref: "T" }, { card: "CS2_120", ref: "croc" }, { card: "CS2_125", ref: "grizzly" }, { card: "CS2_231", ref: "wisp" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.hand": ["CS2_120", "CS2_125", "CS2_231", "CS2_120"], "p2.hand.length": 0 },
});
cardCase("FIR_960", {
  does: "no Beast in hand: nothing",
  p1: { hand: [{ card: "FIR_960", ref: "T" }, { card: "CS2_231" }] },
  actions: [{ type: "play", card: "T" }],
  expect: { "p1.hand": ["CS2_231"] },
});

// Shepherd's Crook: "After your hero attacks, summon a 3/3 Sheep that's Dormant for 2 turns."
cardCase("EDR_416", {
  does: "after the hero's attack a 3/3 Sheep comes on its player's side, Dormant for 2 turns",
  p1: { weapon: { card: "EDR_416" } },
  actions: [{ type: "attack", attacker: "p1.hero", defender: "p2.hero" }],
  expect: { "p1.board": ["EDR_416t"], "p1.board.0.attack": 3, "p1.board.0.health": 3, "p1.board.0.tags.DORMANT": 1, "p1.board.0.tags.DORMANT_TURNS": 2, "p2.board": [], "p2.hero.health": 27 },
});
cardCase("EDR_416", {
  does: "a minion's attack summons nothing",
  p1: { weapon: { card: "EDR_416" }, board: [{ card: "CS2_120", ref: "A" }] },
  actions: [{ type: "attack", attacker: "A", defender: "p2.hero" }],
  expect: { "p1.board": ["CS2_120"] },
});

// Spirit Bond: "Deal $3 damage to a minion. If it dies, summon a 3/2 Wolf with Rush."
cardCase("EDR_262", {
  does: "3 damage kills the minion: a 3/2 Rush Wolf on its player's side",
  p1: { hand: [{ card: "EDR_262", ref: "S" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.zone": "graveyard", "p1.board": ["EDR_850pe"], "p1.board.0.attack": 3, "p1.board.0.health": 2, "p1.board.0.seen.RUSH": 1, "p2.board": [] },
});
cardCase("EDR_262", {
  does: "the minion survives: no Wolf",
  p1: { hand: [{ card: "EDR_262", ref: "S" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.health": 2, "p1.board": [] },
});
cardCase("EDR_262", {
  does: "a hero is not a valid target",
  p1: { hand: [{ card: "EDR_262", ref: "S" }] },
  actions: [{ type: "play", card: "S", target: "p2.hero" }],
  error: "illegal_action",
});

// Grace of the Greatwolf: "Choose One - Deal $4 damage to the enemy hero; or Summon two 3/2 Wolves with Rush."
cardCase("EDR_263", {
  does: "first option: 4 damage to the enemy hero only",
  p1: { hand: [{ card: "EDR_263", ref: "G" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "G", choose: 1 }],
  expect: { "p2.hero.health": 26, "E.health": 5, "p1.hero.health": 30, "p1.board": [] },
});
cardCase("EDR_263", {
  does: "second option: two 3/2 Rush Wolves",
  p1: { hand: [{ card: "EDR_263", ref: "G" }] },
  actions: [{ type: "play", card: "G", choose: 2 }],
  expect: { "p1.board": ["EDR_850pe", "EDR_850pe"], "p2.hero.health": 30 },
});

// Mythical Runebear: "Taunt. Battlecry: If this has 4 or more Attack, summon a copy of this."
cardCase("EDR_481", {
  does: "with 4 Attack (a +1 Attack in hand): a copy with the same enchantment comes beside it on its player's side",
  p1: { hand: [{ card: "EDR_481", ref: "R", enchantments: [{ attack: 1 }] }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.board": ["EDR_481", "EDR_481"], "p1.board.0.attack": 4, "p1.board.1.attack": 4, "p1.board.1.health": 4, "p1.board.1.seen.TAUNT": 1, "p2.board": ["CS2_182"] },
});
cardCase("EDR_481", {
  does: "with its printed 3 Attack: no copy",
  p1: { hand: [{ card: "EDR_481", ref: "R" }] },
  actions: [{ type: "play", card: "R" }],
  expect: { "p1.board": ["EDR_481"], "R.attack": 3, "R.seen.TAUNT": 1 },
});

// Magma Hound: "Rush. After this attacks a minion and survives, deal this minion's Attack damage split among all enemies."
cardCase("FIR_953", {
  does: "attacks a minion and survives: its 5 Attack as 5 one-damage hits among enemies only",
  p1: { board: [{ card: "FIR_953", ref: "H" }, { card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_182", ref: "E", enchantments: [{ health: 10 }] }, { card: "CS2_182", ref: "E2", enchantments: [{ health: 10 }] }] },
  actions: [{ type: "attack", attacker: "H", defender: "E" }],
  check: (r) => {
    expect(events(r, "damage").filter((e) => e.amount === 1)).toHaveLength(5);
    const p2 = r.state.players[1]!;
    const lost = (30 - p2.hero.health!) + (10 - p2.board[0]!.health!) + (15 - p2.board[1]!.health!);
    expect(lost).toBe(5);
    expect(r.state.players[0]!.hero.health).toBe(30);
    expect(r.state.players[0]!.board.map((m) => m.health)).toEqual([4, 5]);
  },
});
cardCase("FIR_953", {
  does: "attacking the hero: no split damage",
  p1: { board: [{ card: "FIR_953", ref: "H" }] },
  p2: { board: [{ card: "CS2_182", ref: "E" }] },
  actions: [{ type: "attack", attacker: "H", defender: "p2.hero" }],
  expect: { "p2.hero.health": 25, "E.health": 5, "events.damage": 1 },
});
cardCase("FIR_953", {
  does: "dies in the attack (an 8-Attack defender): no split damage",
  p1: { board: [{ card: "FIR_953", ref: "H" }] },
  p2: { board: [{ card: "CS2_182", ref: "E", enchantments: [{ attack: 4 }] }] },
  actions: [{ type: "attack", attacker: "H", defender: "E" }],
  expect: { "H.zone": "graveyard", "p2.hero.health": 30, "events.damage": 2 },
});

// Amphibian's Spirit: "Give a minion +2/+2 and "Deathrattle: Give a friendly minion +2/+2 and this Deathrattle.""
for (const seed of [1, 2, 3, 4, 5, 6]) cardCase("EDR_261", {
  does: `+2/+2 on the target; when it dies the other friendly minion gets +2/+2 and the same Deathrattle, never the enemy (seed ${seed})`,
  seed,
  p1: { hand: [{ card: "EDR_261", ref: "S" }], board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "F" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "W" }, { type: "destroy", target: "W" }],
  expect: { "W.zone": "graveyard", "F.attack": 6, "F.health": 7, "F.enchantments.0.card": "EDR_261e", "E.attack": 2, "E.health": 3 },
});
cardCase("EDR_261", {
  does: "the passed-on Deathrattle passes again when that minion dies",
  p1: { hand: [{ card: "EDR_261", ref: "S" }], board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "F" }, { card: "CS2_120", ref: "G" }] },
  actions: [{ type: "play", card: "S", target: "W" }, { type: "destroy", target: "W" }, { type: "destroy", target: "p1.board.0" }],
  check: (r) => {
    const b = r.state.players[0]!.board;
    expect(b).toHaveLength(1);
    expect(b[0]!.enchantments?.map((e) => e.card)).toContain("EDR_261e");
  },
});
cardCase("EDR_261", {
  does: "an enemy minion may be the target: +2/+2 on it",
  p1: { hand: [{ card: "EDR_261", ref: "S" }] },
  p2: { board: [{ card: "CS2_120", ref: "E" }] },
  actions: [{ type: "play", card: "S", target: "E" }],
  expect: { "E.attack": 4, "E.health": 5 },
});

// Goldrinn: "Rush Friendly Beasts deal double damage."
cardCase("EDR_480", {
  does: "a friendly Beast's attack deals double (the defender's damage back is not doubled); a non-Beast's is not",
  p1: { board: [{ card: "EDR_480", ref: "G" }, { card: "CS2_120", ref: "B" }, { card: "CS2_182", ref: "N" }] },
  p2: { board: [{ card: "CS2_186", ref: "E" }] },
  actions: [{ type: "attack", attacker: "B", defender: "E" }, { type: "attack", attacker: "N", defender: "p2.hero" }],
  check: (r) => {
    expect(events(r, "damage").map((e) => e.amount)).toEqual([4, 7, 4]);
    const p2 = r.state.players[1]!;
    expect(p2.board[0]!.health).toBe(3);
    expect(p2.hero.health).toBe(26);
    expect(r.state.players[0]!.board.map((m) => m.card)).toEqual(["EDR_480", "CS2_182"]);
  },
});
cardCase("EDR_480", {
  does: "Goldrinn, a Beast, doubles its own: 18 to the enemy hero",
  p1: { board: [{ card: "EDR_480", ref: "G" }] },
  actions: [{ type: "attack", attacker: "G", defender: "p2.hero" }],
  expect: { "p2.hero.health": 12 },
});
cardCase("EDR_480", {
  does: "an enemy Beast's attack is not doubled",
  p1: { board: [{ card: "EDR_480", ref: "G" }] },
  p2: { board: [{ card: "CS2_120", ref: "B" }] },
  actions: [{ type: "endTurn" }, { type: "attack", attacker: "B", defender: "p1.hero" }],
  expect: { "p1.hero.health": 28 },
});

// Verdant Dreamsaber: "Battlecry: If this costs (3) or less, attack two random enemy minions."
cardCase("EDR_014", {
  does: "played for (3): it attacks two different enemy minions (two of three Wisps die), not the hero",
  p1: { hand: [{ card: "EDR_014", ref: "D", cost: 3 }] },
  p2: { board: wisps(3, "e") },
  actions: [{ type: "play", card: "D" }],
  expect: { "p2.board.length": 1, "p2.graveyard.length": 2, "D.health": 5, "p2.hero.health": 30, "p1.mana.used": 3 },
});
cardCase("EDR_014", {
  does: "played for its printed (5): no attack",
  p1: { hand: [{ card: "EDR_014", ref: "D" }] },
  p2: { board: wisps(3, "e") },
  actions: [{ type: "play", card: "D" }],
  expect: { "p2.board.length": 3, "D.health": 7 },
});
cardCase("EDR_014", {
  does: "a single enemy minion is attacked once",
  p1: { hand: [{ card: "EDR_014", ref: "D", cost: 3 }] },
  p2: { board: [{ card: "CS2_182", ref: "Y" }] },
  actions: [{ type: "play", card: "D" }],
  expect: { "Y.health": 1, "D.health": 3, "p2.hero.health": 30 },
});
cardCase("EDR_014", {
  does: "mortally wounded by the first attack, it does not make the second (2.6 d)",
  p1: { hand: [{ card: "EDR_014", ref: "D", cost: 3 }] },
  p2: { board: [{ card: "CS2_186", ref: "G1" }, { card: "CS2_186", ref: "G2" }] },
  actions: [{ type: "play", card: "D" }],
  check: (r) => {
    expect(r.state.players[0].board).toEqual([]);
    expect(r.state.players[1].board.map((m) => m.health).sort()).toEqual([3, 7]);
  },
});

describe("forceAttack each (Verdant Dreamsaber's mechanism)", () => {
  it("a client's minion attacks every enemy minion with 2 or less Attack, one after another", () => {
    const card = { id: "MY_BRAWLER", type: "MINION", cost: 5, attack: 3, health: 8, battlecry: [{ type: "forceAttack", attacker: "self",
      defender: { all: "minions", side: "enemy", where: { maxAttack: 2 } }, each: true }] };
    const r = run(request([player({ hand: [{ card: "MY_BRAWLER", ref: "B" }] }),
      player({ board: [{ card: "CS2_231", ref: "W" }, { card: "CS2_182", ref: "Y" }, { card: "CS2_120", ref: "R" }] })],
      [{ type: "play", card: "B" }], { cards: [card] }));
    expect(at(r.state, "W").zone).toBe("graveyard");
    expect(at(r.state, "R").zone).toBe("graveyard");
    expect(at(r.state, "Y").health).toBe(5);
    expect(at(r.state, "B").health).toBe(8 - 1 - 2);
    expect(r.state.players[1].hero.health).toBe(30);
  });
});
