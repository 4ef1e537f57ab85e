/** Across the Timeways (穿越时间流, TIME_TRAVEL): the paladin cards. */
import type { CardDefinition } from "../../format/index.js";

const TT = { inferred: true, set: "TIME_TRAVEL", cardClass: "PALADIN" } as const;

export const TT_PALADIN = (): CardDefinition[] => [
  // Hardlight Protector: "Divine Shield. Battlecry: Restore #3 Health to your hero and give them Divine Shield." (Divine
  // Shield on the hero, as on a minion: the next damage is prevented and the shield lost, 4.9 step 5)
  { id: "TIME_015", battlecry: [{ type: "heal", amount: 3, to: "friendly-hero" }, { type: "buff", to: "friendly-hero", grants: ["DIVINE_SHIELD"] }] },
  // Chronological Aura: "At the end of your turn, summon a 3/5 Dragon with Taunt. Lasts 3 turns." (a lasting spell, 光环:
  // the turn it is played counts; its drake comes before it counts down; the game's Chronological Drake)
  { id: "TIME_700", lasts: { turns: 3 }, tags: { PALADIN_AURA: 1 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "summon", card: "TIME_700t" }] }] },
  { id: "TIME_700t", type: "MINION", ...TT, name: "Chronological Drake", cost: 5, attack: 3, health: 5, races: ["DRAGON"], tags: { TAUNT: 1 } },
  // PMM Infinitizer: "Battlecry: Set a friendly minion's Attack and Health to 8. It can't attack heroes this turn." (the
  // set stats are Infinitized, lasting; the one-turn CANNOT_ATTACK_HEROES is Pacifitized)
  { id: "TIME_043", target: { type: "minion", side: "friendly" }, battlecry: [{ type: "buff", to: "target", enchantment: "TIME_043e" },
    { type: "buff", to: "target", enchantment: "TIME_043e2" }] },
  { id: "TIME_043e", type: "ENCHANTMENT", ...TT, name: "Infinitized", buff: { setAttack: 8, setHealth: 8 } },
  { id: "TIME_043e2", type: "ENCHANTMENT", ...TT, name: "Pacifitized", buff: { grants: ["CANNOT_ATTACK_HEROES"], oneTurn: true } },
  // Mend the Timeline: "Rewind Get 2 random Holy spells. Restore Health to your hero equal to their Costs." (Holy spells of
  // any class; their Costs as they are in hand, summed: `{ all: "added" }`)
  { id: "TIME_018", rewind: true, spell: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "HOLY" }, count: 2 },
    { type: "heal", amount: { stat: "cost", of: { all: "added" } }, to: "friendly-hero" }] },
  // Tankgineer: "Divine Shield Deathrattle: Summon a 7/7 Tank with Divine Shield." The game's id list (missing-ids.json)
  // has no token of its own for it, and the one 7/7 Tank with Divine Shield in the card data is Force-Tank MAX (GVG_079, a
  // 7/7 Mech with Divine Shield): that card, summoned where Tankgineer stood (rules-notes 318).
  { id: "TIME_017", deathrattle: [{ type: "summon", card: "GVG_079" }] },
  // Gelbin of Tomorrow: "Fabled Battlecry: Put one of each Aura from your deck into the battlefield." (zhCN 将每种不同的光环:
  // one card of each different Aura — the tag PALADIN_AURA, rules-notes 333 — each a random copy, in random order; put in,
  // not cast, each counts down from this turn as a played one; a full secret zone stops it; rules-notes 371). Its bundle
  // (Fabled): Gnomish Aura and Mekkatorque's Aura, the game's texts (rules-notes 371).
  { id: "TIME_009", fabled: ["TIME_009t1", "TIME_009t2"], battlecry: [{ type: "putIntoPlay", from: "deck", where: { tag: "PALADIN_AURA" }, eachDifferent: true }] },
  // Gnomish Aura: "Tradeable At the end of your turn, restore #4 Health to all your characters. Lasts 3 turns."
  { id: "TIME_009t1", type: "SPELL", ...TT, name: { enUS: "Gnomish Aura", zhCN: "侏儒光环" }, cost: 4, tags: { TRADEABLE: 1, PALADIN_AURA: 1 },
    lasts: { turns: 3 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "heal", amount: 4, to: "friendly-characters" }] }] },
  // Mekkatorque's Aura: "Tradeable. At the end of your turn, give a random friendly minion +4/+4 and Divine Shield. Lasts 3
  // turns." (the game's For Gnomeregan, TIME_009t2e, carries both)
  { id: "TIME_009t2", type: "SPELL", ...TT, name: { enUS: "Mekkatorque's Aura", zhCN: "梅卡托克的光环" }, cost: 5, tags: { TRADEABLE: 1, PALADIN_AURA: 1 },
    lasts: { turns: 3 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "buff", to: { random: "friendly-minions" }, enchantment: "TIME_009t2e" }] }] },
  { id: "TIME_009t2e", type: "ENCHANTMENT", ...TT, name: "For Gnomeregan", buff: { attack: 4, health: 4, grants: ["DIVINE_SHIELD"] } },
  // Manifested Timeways: "Battlecry: If you control an Aura, deal 3 damage to all enemies." An Aura (光环) is a card with the
  // game's tag PALADIN_AURA (rules-notes 333): one of yours in play — in your secret zone, where a lasting spell works —
  // as the Battlecry resolves. Enemies: their hero too.
  { id: "TIME_019", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { tag: "PALADIN_AURA" } } },
    then: [{ type: "damage", amount: 3, to: "enemy-characters" }] }] },
  // Neon Innovation: "Discover a Paladin Mech from the past. Give it +5/+5." (Paladin Mech minions from the past, rules-notes
  // 526; the card taken gets the game's Neon Sign, TIME_016e)
  { id: "TIME_016", spell: [{ type: "discover", from: { type: "MINION", race: "MECHANICAL", cardClass: "PALADIN", fromThePast: true }, enchantment: "TIME_016e" }] },
  { id: "TIME_016e", type: "ENCHANTMENT", ...TT, name: "Neon Sign", buff: { attack: 5, health: 5 } },
];
