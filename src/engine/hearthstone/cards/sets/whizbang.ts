/** Whizbang's Workshop (WHIZBANGS_WORKSHOP), w10/toys. */
import type { CardDefinition } from "../format/index.js";
import { bonusEffects } from "./bonus-effects.js";

/** "Stealth for 1 turn": it loses its Stealth as its controller's next turn starts (as the Spirits of Rastakhan's Rumble). */
const STEALTH_ONE_TURN = { on: "turn-start" as const, if: { turn: "own" as const }, do: [{ type: "loseKeyword" as const, to: "self" as const, keyword: "STEALTH" }] };
/** Bucket of Soldiers' eight 1/1 Soldiers, each with one Bonus Effect (the data's TOY_814t…t8). */
const SOLDIERS = ["TOY_814t", "TOY_814t2", "TOY_814t3", "TOY_814t4", "TOY_814t5", "TOY_814t6", "TOY_814t7", "TOY_814t8"];

/** The Replicator-inator's "After you play a minion with the same Attack as this, summon a copy of it". */
const REPLICATE = { on: "after-play" as const, if: [{ target: { side: "friendly" as const, type: "minion" as const, not: "self" as const } },
  { value: { stat: "attack" as const, of: "event-target" as const, add: { stat: "attack" as const, of: "self" as const, multiply: -1 } }, atLeast: 0, atMost: 0 }],
  do: [{ type: "summonCopy" as const, of: "event-target" as const, copyState: true }] };
/** The Opal Spellstones' "(Attack with your hero 2 times to upgrade.)": a hand trigger counting its hero's attacks. */
function opalUpgrade(into: string) {
  return { on: "after-attack" as const, zone: "hand" as const, if: { source: "friendly-hero" as const }, do: [{ type: "improve" as const },
    { type: "if" as const, if: { value: { stat: "improvements" as const, of: "self" as const }, atLeast: 2 }, then: [{ type: "transform" as const, to: "self" as const, card: into }] }] };
}

/** "(Trade to upgrade!)": the card's deck trigger on its own trade (rules-notes 832). */
const TRADE_UPGRADE = { on: "trade" as const, zone: "deck" as const, if: { target: "self" as const }, do: [{ type: "improve" as const }] };
/** The upgraded number: 1, and 1 more for each trade. */
const UPGRADED = { stat: "improvements" as const, of: "self" as const, add: 1 };

/**
 * Nostalgic Clown's "If you've played a higher Cost card while holding this" (rules-notes 1686): as Corrupt's comparison
 * (compile.ts) — after its owner plays a card whose Cost, as it was played, is higher than this card's Cost in hand then,
 * the held card notes it (its number); its Battlecry reads the note.
 */
const HIGHER_PLAYED_WHILE_HELD: NonNullable<CardDefinition["triggers"]>[number] = {
  on: "after-play", zone: "hand", ifMinionGone: "any", compensate: false,
  if: [{ player: "friendly" }, { not: { target: { atMostOf: { stat: "playedCost", of: "self" } } } }], do: [{ type: "addNumber" }],
};
const CLOWN = {
  triggers: [HIGHER_PLAYED_WHILE_HELD],
  target: { type: "character", if: { value: { stat: "number", of: "self" }, atLeast: 1 } },
  battlecry: [{ type: "damage", amount: 4, to: "target" }],
} satisfies Partial<CardDefinition>;

export const WHIZBANGS_WORKSHOP = (): CardDefinition[] => [
  // ---- 微缩 Miniaturize / 扩大 Gigantify (effects/miniaturize.ts, rules-notes 830): played from hand, the card gives its
  // player its Mini (the data's 1-Cost 1/1 `…t`) or Gigantic (8-Cost 8/8) card. Each Mini/Gigantic has the same text.
  // Tigress Plushy: "Miniaturize Rush, Lifesteal, Divine Shield"
  { id: "TOY_811", miniaturize: "TOY_811t" },
  { id: "TOY_811t" },
  // Snuggle Teddy: "Gigantify Elusive, Lifesteal, Taunt"
  { id: "MIS_300", gigantify: "MIS_300t" },
  { id: "MIS_300t" },
  // Clay Matriarch: "Miniaturize Taunt. Deathrattle: Summon a 4/4 Whelp with Elusive." (the data's TOY_380t2)
  { id: "TOY_380", miniaturize: "TOY_380t", deathrattle: [{ type: "summon", card: "TOY_380t2" }] },
  { id: "TOY_380t", deathrattle: [{ type: "summon", card: "TOY_380t2" }] },
  // Amateur Puppeteer: "Miniaturize, Taunt Deathrattle: Give Undead in your hand +2/+2."
  { id: "TOY_828", miniaturize: "TOY_828t", deathrattle: [{ type: "buff", to: { all: "hand", side: "friendly", where: { race: "UNDEAD" } }, enchantment: "TOY_828e4" }] },
  { id: "TOY_828t", deathrattle: [{ type: "buff", to: { all: "hand", side: "friendly", where: { race: "UNDEAD" } }, enchantment: "TOY_828e4" }] },
  { id: "TOY_828e4", buff: { attack: 2, health: 2 } },
  // Tabletop Roleplayer: "Miniaturize Battlecry: Give a friendly Demon +2 Attack and Immune this turn."
  { id: "TOY_915", miniaturize: "TOY_915t", target: { type: "minion", side: "friendly", where: { race: "DEMON" } }, battlecry: [{ type: "buff", to: "target", enchantment: "TOY_915e" }] },
  { id: "TOY_915t", target: { type: "minion", side: "friendly", where: { race: "DEMON" } }, battlecry: [{ type: "buff", to: "target", enchantment: "TOY_915e" }] },
  { id: "TOY_915e", buff: { attack: 2, grants: ["IMMUNE"], oneTurn: true } },
  // Sand Art Elemental: "Miniaturize Battlecry: Give your hero +1 Attack and Windfury this turn."
  { id: "TOY_513", miniaturize: "TOY_513t", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TOY_513e" }] },
  { id: "TOY_513t", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TOY_513e" }] },
  { id: "TOY_513e", buff: { attack: 1, grants: ["WINDFURY"], oneTurn: true } },
  // Sleet Skater: "Miniaturize Battlecry: Freeze an enemy minion. Gain Armor equal to its Attack."
  { id: "TOY_375", miniaturize: "TOY_375t", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "freeze", to: "target" }, { type: "armor", amount: { stat: "attack", of: "target" } }] },
  { id: "TOY_375t", target: { type: "minion", side: "enemy" }, battlecry: [{ type: "freeze", to: "target" }, { type: "armor", amount: { stat: "attack", of: "target" } }] },
  // Factory Assemblybot: "Miniaturize At the end of your turn, summon a 6/7 Bot that attacks a random enemy." (TOY_601t2;
  // none summoned, no attack)
  { id: "TOY_601", miniaturize: "TOY_601t", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "TOY_601t2" }, { type: "forceAttack", attacker: "summoned", defender: { random: "enemy-characters" } }] }] },
  { id: "TOY_601t", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "TOY_601t2" }, { type: "forceAttack", attacker: "summoned", defender: { random: "enemy-characters" } }] }] },
  // Toy Captain Tarim: "Miniaturize Taunt. Battlecry: Set a minion's Attack and Health to this minion's."
  { id: "TOY_813", miniaturize: "TOY_813t", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" }, enchantment: "TOY_813e3" }] },
  { id: "TOY_813t", target: { type: "minion" }, battlecry: [{ type: "buff", to: "target", setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" }, enchantment: "TOY_813e3" }] },
  { id: "TOY_813e3" },
  // Chia Drake: "Miniaturize Choose One - Gain Spell Damage +1; or Draw a spell."
  { id: "TOY_801", miniaturize: "TOY_801t", chooseOne: [
    { card: "TOY_801b", effects: [{ type: "buff", to: "self", enchantment: "TOY_801e" }] },
    { card: "TOY_801a", effects: [{ type: "draw", where: { type: "spell" } }] },
  ] },
  { id: "TOY_801t", chooseOne: [
    { card: "TOY_801b", effects: [{ type: "buff", to: "self", enchantment: "TOY_801e" }] },
    { card: "TOY_801a", effects: [{ type: "draw", where: { type: "spell" } }] },
  ] },
  { id: "TOY_801e", spellDamage: 1 },
  // Sandbox Scoundrel: "Miniaturize Battlecry: Your next card this turn costs (2) less." (the one-turn player state
  // TOY_521e, used up by the next card played, as Serrated Bone Spike's)
  { id: "TOY_521", miniaturize: "TOY_521t1", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TOY_521e" }] },
  { id: "TOY_521t1", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "TOY_521e" }] },
  { id: "TOY_521e", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly" }, buff: { cost: -2 }, enchantment: "TOY_521e1" }], consumedBy: {} },
  { id: "TOY_521e1", buff: { cost: -2 } },
  // Mystery Egg: "Miniaturize Deathrattle: Get a copy of a random Beast in your deck. It costs (3) less."
  { id: "TOY_351", miniaturize: "TOY_351t", deathrattle: [{ type: "addCard", copyOf: { random: { all: "deck", side: "friendly", where: { type: "minion", race: "BEAST" } } }, enchantment: "TOY_351e1" }] },
  { id: "TOY_351t", deathrattle: [{ type: "addCard", copyOf: { random: { all: "deck", side: "friendly", where: { type: "minion", race: "BEAST" } } }, enchantment: "TOY_351e1" }] },
  { id: "TOY_351e1", buff: { cost: -3 } },
  // Toysnatching Geist: "Gigantify Battlecry: Discover an Undead. Reduce its Cost by this minion's Attack."
  { id: "MIS_006", gigantify: "MIS_006t", battlecry: [{ type: "discover", from: { type: "MINION", race: "UNDEAD", yourClass: true } },
    { type: "buff", to: { all: "added", where: { zone: "hand" } }, cost: { stat: "attack", of: "self", multiply: -1 }, enchantment: "MIS_006e1" }] },
  { id: "MIS_006t", battlecry: [{ type: "discover", from: { type: "MINION", race: "UNDEAD", yourClass: true } },
    { type: "buff", to: { all: "added", where: { zone: "hand" } }, cost: { stat: "attack", of: "self", multiply: -1 }, enchantment: "MIS_006e1" }] },
  { id: "MIS_006e1" },
  // Murloc Growfin: "Gigantify Battlecry: Summon a Tinyfin with Rush and stats equal to this minion's." (MIS_307t, a 1/1 Rush)
  { id: "MIS_307", gigantify: "MIS_307t1", battlecry: [{ type: "summon", card: "MIS_307t", setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" } }] },
  { id: "MIS_307t1", battlecry: [{ type: "summon", card: "MIS_307t", setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" } }] },
  // Flickering Lightbot: "Gigantify Costs (1) less for each Holy spell you've cast this game." (the record of plays)
  { id: "MIS_918", gigantify: "MIS_918t", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", spellSchool: "HOLY", multiply: -1 } } }] },
  { id: "MIS_918t", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", spellSchool: "HOLY", multiply: -1 } } }] },
  // ---- cards whose text the format already has ----
  // Darkmoon Magician: "Elusive After you cast a spell, cast a random spell that costs (1) more." (the Cost the spell was
  // played for, 2.2, as The Fist of Ra-den's)
  { id: "MIS_303", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [
    { type: "castSpell", pool: { type: "SPELL", cost: { stat: "playedCost", of: "event-target", add: 1 } } }] }] },
  // Building-Block Golem: "Rush Deathrattle: Summon three random 1-Cost minions."
  { id: "MIS_314", deathrattle: [{ type: "summonRandom", pool: { type: "MINION", cost: 1 } }, { type: "summonRandom", pool: { type: "MINION", cost: 1 } }, { type: "summonRandom", pool: { type: "MINION", cost: 1 } }] },
  // Whack-A-Gnoll: "Discover a Paladin weapon from the past. Give it +1/+1."
  { id: "MIS_700", spell: [{ type: "discover", from: { type: "WEAPON", cardClass: "PALADIN", fromThePast: true }, enchantment: "MIS_700e" }] },
  { id: "MIS_700e", buff: { attack: 1, health: 1 } },
  // INFERNAL!: "Taunt Battlecry: Set your hero's remaining Health to 15."
  { id: "MIS_703", battlecry: [{ type: "setRemainingHealth", to: "friendly-hero", amount: 15 }] },
  // The three Packs: "Add 5 random … to your hand. They are Temporary." (Temporary: Wilderness Pack's own MIS_104e, the
  // game's GBL_999e for the other two, whose data has no enchantment of their own)
  { id: "MIS_104", spell: [{ type: "addCard", pool: { type: "MINION", race: "BEAST" }, count: 5, enchantment: "MIS_104e" }] },
  { id: "MIS_104e", triggers: [{ on: "turn-end", zone: "hand", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  { id: "MIS_705", spell: [{ type: "addCard", pool: { type: "MINION", mechanic: "TAUNT" }, count: 5, enchantment: "GBL_999e" }] },
  { id: "MIS_708", spell: [{ type: "addCard", pool: { type: "CARD", otherClass: true }, count: 5, enchantment: "GBL_999e" }] },
  // Mass Production: "Draw 2 cards. Deal $3 damage to your hero. Shuffle 2 copies of this into your deck."
  { id: "MIS_707", spell: [{ type: "draw", count: 2 }, { type: "damage", amount: 3, to: "friendly-hero" }, { type: "shuffleIntoDeck", card: "MIS_707", count: 2 }] },
  // Holy Glowsticks: "Lifesteal Deal $4 damage to a minion. Costs (1) if you've cast a Holy spell this turn."
  { id: "MIS_709", target: { type: "minion" }, spell: [{ type: "damage", amount: 4, to: "target" }],
    auras: [{ to: "self", zone: "hand", buff: { setCost: 1 }, if: { value: { playedThisGame: "spell", spellSchool: "HOLY", thisTurn: true }, atLeast: 1 } }] },
  // Toyrantus: "Taunt, Elusive Battlecry: If you have 10 Mana Crystals, gain +7/+7."
  { id: "MIS_712", battlecry: [{ type: "if", if: { value: { mana: "crystals" }, atLeast: 10 }, then: [{ type: "buff", to: "self", enchantment: "MIS_712e" }] }] },
  { id: "MIS_712e", buff: { attack: 7, health: 7 } },
  // Funhouse Mirror: "Summon a copy of an enemy minion. It attacks the original." (a copy keeps its states, 4.8; none
  // summoned — a full board — no attack)
  { id: "MIS_714", target: { type: "minion", side: "enemy" }, spell: [{ type: "summonCopy", of: "target", copyState: true },
    { type: "forceAttack", attacker: "summoned", defender: "target", anySide: true }] },
  // Dubious Purchase: "Draw 3 cards. Combo: Destroy a random enemy minion." (the Combo replaces the text: both)
  { id: "MIS_903", spell: [{ type: "draw", count: 3 }], combo: [{ type: "draw", count: 3 }, { type: "destroy", to: { random: "enemy-minions" } }] },
  // Gibbering Reject: "After your hero attacks, summon another Gibbering Reject."
  { id: "MIS_911", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "MIS_911" }] }] },
  // Puppet Theatre: "Choose an enemy minion. Get a 1/1 copy of it that costs (1)." (a Location)
  { id: "MIS_919", target: { type: "minion", side: "enemy" }, activate: [{ type: "addCard", copyOf: "target", enchantment: "MIS_919e" }] },
  { id: "MIS_919e", buff: { setAttack: 1, setHealth: 1, setCost: 1 } },
  // Tar Slime: "Taunt Has +2 Attack during your opponent's turn."
  { id: "TOY_000", auras: [{ to: "self", buff: { attack: 2 }, if: { turn: "opponent" } }] },
  // Scarab Keychain: "Battlecry: Discover a 2-Cost card."
  { id: "TOY_006", battlecry: [{ type: "discover", from: { type: "CARD", cost: 2, yourClass: true } }] },
  // Hidden Objects: "Discover a Secret. Set its Cost to (1)."
  { id: "TOY_037", spell: [{ type: "discover", from: { type: "SPELL", mechanic: "SECRET", yourClass: true }, enchantment: "TOY_037e" }] },
  { id: "TOY_037e", buff: { setCost: 1 } },
  // Incredible Value: "Discover a 4-Cost minion. Set its Attack and Health to 7."
  { id: "TOY_046", spell: [{ type: "discover", from: { type: "MINION", cost: 4, yourClass: true }, enchantment: "TOY_046e" }] },
  { id: "TOY_046e", buff: { setAttack: 7, setHealth: 7 } },
  // Fetch!: "Draw a minion. If it's a Beast, draw a spell."
  { id: "TOY_352", spell: [{ type: "draw", where: { type: "minion" } },
    { type: "if", if: { exists: { all: "drawn", where: { race: "BEAST" } } }, then: [{ type: "draw", where: { type: "spell" } }] }] },
  // Patchwork Pals: "Get all 3 Animal Companions. They cost (1) less." (Huffer, Leokk, Misha)
  { id: "TOY_353", spell: [{ type: "addCard", card: "NEW1_034", enchantment: "TOY_353e" }, { type: "addCard", card: "NEW1_033", enchantment: "TOY_353e" }, { type: "addCard", card: "NEW1_032", enchantment: "TOY_353e" }] },
  { id: "TOY_353e", buff: { cost: -1 } },
  // Hemet, Foam Marksman: "After a friendly Beast dies, get a random Legendary Beast from the past. It costs (2) less."
  { id: "TOY_355", triggers: [{ on: "death", if: { target: { side: "friendly", type: "minion", race: "BEAST" } }, do: [
    { type: "addCard", pool: { type: "MINION", race: "BEAST", rarity: "LEGENDARY", fromThePast: true }, enchantment: "TOY_355e2" }] }] },
  { id: "TOY_355e2", buff: { cost: -2 } },
  // Toyrannosaurus: "Rush Deathrattle: Deal 7 damage to a random enemy."
  { id: "TOY_356", deathrattle: [{ type: "damage", amount: 7, to: { random: "enemy-characters" } }] },
  // Remote Control: "After your hero attacks, summon a 1/1 Hound." (TOY_358t)
  { id: "TOY_358", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "TOY_358t" }] }] },
  // Jungle Gym: "Deal 1 damage to a random enemy. Repeat for each friendly Beast." (a Location; each hit picks again)
  { id: "TOY_359", activate: [{ type: "repeat", times: { count: { all: "minions", side: "friendly", where: { race: "BEAST" } }, add: 1 },
    do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] },
  // Triplewick Trickster: "Battlecry: Deal 2 damage to a random enemy, three times." (each time picks again)
  { id: "TOY_370", battlecry: [{ type: "damage", amount: 2, to: { random: "enemy-characters" } }, { type: "damage", amount: 2, to: { random: "enemy-characters" } }, { type: "damage", amount: 2, to: { random: "enemy-characters" } }] },
  // Papercraft Angel: "Your Hero Power costs (0)."
  { id: "TOY_381", auras: [{ to: "friendly-hero-power", buff: { setCost: 0 } }] },
  // Careless Crafter: "Deathrattle: Get two 0-Cost Bandages that restore #3 Health." (TOY_382t: any character, as a heal spell)
  { id: "TOY_382", deathrattle: [{ type: "addCard", card: "TOY_382t", count: 2 }] },
  { id: "TOY_382t", target: { type: "character" }, spell: [{ type: "heal", amount: 3, to: "target" }] },
  // Purifying Power: "Silence all friendly minions, then give them +1/+2."
  { id: "TOY_384", spell: [{ type: "silence", to: "friendly-minions" }, { type: "buff", to: "friendly-minions", enchantment: "TOY_384e" }] },
  { id: "TOY_384e", buff: { attack: 1, health: 2 } },
  // Baking Soda Volcano: "Lifesteal. Deal $10 damage randomly split among all minions. Overload: (1)" (ten 1-damage hits;
  // ImmuneToSpellpower)
  { id: "TOY_500", spell: [{ type: "damage", amount: 1, to: { random: "all-minions", count: 10 } }] },
  // Shining Sentinel: "Taunt, Elusive Battlecry: Summon a copy of this." (a copy keeps its states, 4.8)
  { id: "TOY_503", battlecry: [{ type: "summonCopy", of: "self", copyState: true }] },
  // Toy Boat: "After you summon a Pirate, draw a card."
  { id: "TOY_505", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", race: "PIRATE" } }, do: [{ type: "draw" }] }] },
  // Once Upon a Time...: "Summon a random 3-Cost Beast, Dragon, Elemental, and Murloc."
  { id: "TOY_506", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 3, race: "BEAST" } }, { type: "summonRandom", pool: { type: "MINION", cost: 3, race: "DRAGON" } },
    { type: "summonRandom", pool: { type: "MINION", cost: 3, race: "ELEMENTAL" } }, { type: "summonRandom", pool: { type: "MINION", cost: 3, race: "MURLOC" } }] },
  // Dig for Treasure: "Draw a minion. If it's a Pirate, get a Coin."
  { id: "TOY_510", spell: [{ type: "draw", where: { type: "minion" } },
    { type: "if", if: { exists: { all: "drawn", where: { race: "PIRATE" } } }, then: [{ type: "addCard", card: "GAME_005" }] }] },
  // Thistle Tea Set: "Discover a spell from another class. Get a copy of it."
  { id: "TOY_514", spell: [{ type: "discover", from: { type: "SPELL", otherClass: true } }, { type: "addCard", copyOf: { all: "added", where: { zone: "hand" } } }] },
  // Sonya Waterdancer: "After you play a 1-Cost minion, get a copy of it that costs (0)." (the Cost it was played for)
  { id: "TOY_515", triggers: [{ on: "after-play", ifMinionGone: "any", if: { target: { side: "friendly", type: "minion", playedCost: 1 } }, do: [{ type: "addCard", copyOf: "event-target", enchantment: "TOY_515e3" }] }] },
  { id: "TOY_515e3", buff: { setCost: 0 } },
  // Bargain Bin Buccaneer: "Rush Combo: Summon a copy of this."
  { id: "TOY_516", combo: [{ type: "summonCopy", of: "self", copyState: true }] },
  // Plucky Paintfin: "Poisonous Battlecry: Draw a Rush minion."
  { id: "TOY_517", battlecry: [{ type: "draw", where: { type: "minion", tag: "RUSH" } }] },
  // Treasure Distributor: "After you summon a Pirate, give it +1 Attack."
  { id: "TOY_518", triggers: [{ on: "after-summon", if: { target: { side: "friendly", type: "minion", race: "PIRATE" } }, do: [{ type: "buff", to: "event-target", enchantment: "TOY_518e" }] }] },
  { id: "TOY_518e", buff: { attack: 1 } },
  // Malefic Rook: "Battlecry: Attack YOUR hero."
  { id: "TOY_526", battlecry: [{ type: "forceAttack", attacker: "self", defender: "friendly-hero", anySide: true }] },
  // Quality Assurance: "Draw 2 Taunt minions."
  { id: "TOY_605", spell: [{ type: "draw", count: 2, where: { type: "minion", tag: "TAUNT" } }] },
  // Testing Dummy: "Taunt Deathrattle: Deal 8 damage randomly split among all enemy minions." (eight hits of 1, 3.5)
  { id: "TOY_606", deathrattle: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 8 } }] },
  // Umpire's Grasp: "Deathrattle: Draw a Demon and reduce its Cost by (2)."
  { id: "TOY_641", deathrattle: [{ type: "draw", where: { race: "DEMON" }, enchantment: "TOY_641e" }] },
  { id: "TOY_641e", buff: { cost: -2 } },
  // Ball Hog: "Lifesteal Battlecry and Deathrattle: Deal 3 damage to the lowest Health enemy."
  { id: "TOY_642", battlecry: [{ type: "damage", amount: 3, to: { random: "enemy-characters", lowest: "health" } }], deathrattle: [{ type: "damage", amount: 3, to: { random: "enemy-characters", lowest: "health" } }] },
  // Blind Box: "Get 2 random Demons. Outcast: Discover them instead." (two Discovers)
  { id: "TOY_643", spell: [{ type: "addCard", pool: { type: "MINION", race: "DEMON" }, count: 2 }],
    outcast: [{ type: "discover", from: { type: "MINION", race: "DEMON", yourClass: true } }, { type: "discover", from: { type: "MINION", race: "DEMON", yourClass: true } }] },
  // Red Card: "Make a minion go Dormant for 2 turns."
  { id: "TOY_644", target: { type: "minion" }, spell: [{ type: "dormant", to: "target", turns: 2 }] },
  // Messmaker: "Lifesteal, Taunt Deathrattle: Deal 1 damage to all enemies."
  { id: "TOY_646", deathrattle: [{ type: "damage", amount: 1, to: "enemy-characters" }] },
  // Lab Patron: "Whenever you gain Armor, summon another Lab Patron (once per turn)."
  { id: "TOY_651", triggers: [{ on: "armor", oncePerTurn: true, if: { target: "friendly-hero" }, do: [{ type: "summon", card: "TOY_651" }] }] },
  // Magical Dollhouse: "Gain Spell Damage +1 this turn only." (a Location; the one-turn player state TOY_850e)
  { id: "TOY_850", activate: [{ type: "buff", to: "friendly-hero", enchantment: "TOY_850e" }] },
  { id: "TOY_850e", spellDamage: 1, buff: { oneTurn: true } },
  // Wish Upon a Star: "Give +2/+3 to all minions in your hand, deck, and battlefield."
  { id: "TOY_877", spell: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "TOY_877e1" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "TOY_877e1" }, { type: "buff", to: "friendly-minions", enchantment: "TOY_877e1" }] },
  { id: "TOY_877e1", buff: { attack: 2, health: 3 } },
  // Fancy Packaging: "Give a minion with Divine Shield +2/+3."
  { id: "TOY_881", target: { type: "minion", where: { tag: "DIVINE_SHIELD" } }, spell: [{ type: "buff", to: "target", enchantment: "TOY_881e" }] },
  { id: "TOY_881e", buff: { attack: 2, health: 3 } },
  // Table Flip: "Deal $3 damage to all enemy minions. Costs (1) less for each other card in your hand."
  { id: "TOY_883", spell: [{ type: "damage", amount: 3, to: "enemy-minions" }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { count: { all: "hand", side: "friendly", where: { not: "self" } }, multiply: -1 } } }] },
  // Crane Game: "Summon copies of two Demons in your deck." (two different Demon cards of the deck, picked at random)
  { id: "TOY_884", spell: [{ type: "summonCopy", of: { random: { all: "deck", side: "friendly", where: { type: "minion", race: "DEMON" } }, count: 2 } }] },
  // Workshop Janitor: "Battlecry: If you control a location, draw 2 cards."
  { id: "TOY_891", battlecry: [{ type: "if", if: { exists: { all: "locations", side: "friendly" } }, then: [{ type: "draw", count: 2 }] }] },
  // Safety Goggles: "Gain 6 Armor. Costs (0) if you don't have any Armor."
  { id: "TOY_907", spell: [{ type: "armor", amount: 6 }], auras: [{ to: "self", zone: "hand", buff: { setCost: 0 }, if: { value: { stat: "armor", of: "friendly-hero" }, atMost: 0 } }] },
  // Fireworker: "Deathrattle: Summon two 1/1 Boom Bots. WARNING: Bots may explode." (GVG_110t, whose Deathrattle explodes)
  { id: "TOY_908", deathrattle: [{ type: "summon", card: "GVG_110t", count: 2 }] },
  // Wretched Queen: "Taunt Deathrattle: Summon two 4/6 Knights with Taunt." (TOY_914t)
  { id: "TOY_914", deathrattle: [{ type: "summon", card: "TOY_914t", count: 2 }] },
  // Sketch Artist: "Battlecry: Draw a Shadow spell. Get a Temporary copy of it." (Temporary: its own TOY_916e1)
  { id: "TOY_916", battlecry: [{ type: "draw", where: { type: "spell", spellSchool: "SHADOW" } },
    { type: "addCard", copyOf: { all: "drawn", where: { zone: "hand" } }, enchantment: "TOY_916e1" }] },
  { id: "TOY_916e1", triggers: [{ on: "turn-end", zone: "hand", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Rambunctious Stuffy: "Rush After you cast a Frost spell, gain Reborn."
  { id: "TOY_821", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell", spellSchool: "FROST" } }, do: [{ type: "buff", to: "self", grants: ["REBORN"] }] }] },
  // Shambling Zombietank: "Taunt Battlecry: Spend 5 Corpses to summon a copy of this."
  { id: "TOY_827", battlecry: [{ type: "spendCorpses", amount: 5, do: [{ type: "summonCopy", of: "self", copyState: true }] }] },
  // Painter's Virtue: "Lifesteal After your hero attacks, give minions in your hand +1/+1."
  { id: "TOY_810", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "minion" } }, enchantment: "TOY_810e" }] }] },
  { id: "TOY_810e", buff: { attack: 1, health: 1 } },
  // Fly Off the Shelves: "Deal $1 damage to all enemy minions. Repeat for each Dragon you're holding." (the count read once)
  { id: "TOY_714", spell: [{ type: "repeat", times: { count: { all: "hand", side: "friendly", where: { race: "DRAGON" } }, add: 1 }, do: [{ type: "damage", amount: 1, to: "enemy-minions" }] }] },
  // Scale Replica: "Draw your lowest and highest Cost Dragon."
  { id: "TOY_387", spell: [{ type: "draw", where: { race: "DRAGON" }, lowest: "cost" }, { type: "draw", where: { race: "DRAGON" }, highest: "cost" }] },
  // Manufacturing Error: "Draw 3 cards. If your deck has no minions, they cost (3) less." (the deck read after the draws)
  { id: "TOY_371", spell: [{ type: "draw", count: 3 }, { type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { type: "minion" } } } },
    then: [{ type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TOY_371e" }] }] },
  { id: "TOY_371e", buff: { cost: -3 } },
  // Clearance Promoter: "Deathrattle: Reduce the Cost of two spells in your hand by (1)." (two different ones at random)
  { id: "TOY_390", deathrattle: [{ type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "spell" } }, count: 2 }, enchantment: "TOY_390e" }] },
  { id: "TOY_390e", buff: { cost: -1 } },
  // Magtheridon, Unreleased: "Dormant for 2 turns. While Dormant, deal 3 damage to all enemies at the end of your turn."
  { id: "TOY_647", dormant: 2, triggers: [{ on: "turn-end", if: { turn: "own" }, whileDormant: true, do: [{ type: "damage", amount: 3, to: "enemy-characters" }] }] },
  // Flickering Lightbot's "Increased Stats" (no number): a label, inert
  { id: "MIS_918e" },
  // Caricature Artist: "Battlecry: Draw a minion that costs (5) or more. Give it a funny mustache!" (TOY_391e: the
  // mustache, no stats)
  { id: "TOY_391", battlecry: [{ type: "draw", where: { type: "minion", minCost: 5 } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TOY_391e" }] },
  { id: "TOY_391e" },
  // Buy One, Get One Freeze: "Freeze a minion. Summon a Frozen copy of it." (the copy keeps its states, 4.8, and is Frozen)
  { id: "MIS_302", target: { type: "minion" }, spell: [{ type: "freeze", to: "target" }, { type: "summonCopy", of: "target", copyState: true }, { type: "freeze", to: "summoned" }] },
  // Overgrown Beanstalk: "Summon a 2/2 Treant. Draw a card for each Treant you control." (MIS_301t; the new one counts)
  { id: "MIS_301", spell: [{ type: "summon", card: "MIS_301t" }, { type: "draw", count: { count: { all: "minions", side: "friendly", where: { name: "Treant" } } } }] },
  // Foamrender: "Whenever your hero attacks, spend 3 Corpses to gain +1 Durability."
  { id: "MIS_101", triggers: [{ on: "attack", if: { source: "friendly-hero" }, do: [{ type: "spendCorpses", amount: 3, do: [{ type: "buff", to: "self", enchantment: "MIS_101e" }] }] }] },
  { id: "MIS_101e", buff: { health: 1 } },
  // Spirit of the Team: "Stealth for 1 turn. Your hero has +2 Attack on your turn."
  { id: "TOY_028", triggers: [STEALTH_ONE_TURN], auras: [{ to: "friendly-hero", buff: { attack: 2 }, enchantment: "TOY_028e", if: { turn: "own" } }] },
  // Card Grader: "Battlecry: If you've cast a spell while holding this, Discover a card from your deck."
  { id: "TOY_054", battlecry: [{ type: "if", if: { value: { playedThisGame: "spell", whileHeld: true }, atLeast: 1 }, then: [{ type: "discover", from: "deck" }] }] },
  // Watercannon: "After your hero attacks, summon a 1/1 Pirate that attacks a random enemy." (TOY_522t)
  { id: "TOY_522", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "TOY_522t" }, { type: "forceAttack", attacker: "summoned", defender: { random: "enemy-characters" } }] }] },
  // Pipsi Painthoof: "Deathrattle: Summon a random Divine Shield, Rush, and Taunt minion from your deck." (one of each)
  { id: "TOY_812", deathrattle: [{ type: "putIntoPlay", from: "deck", where: { type: "minion", tag: "DIVINE_SHIELD" } },
    { type: "putIntoPlay", from: "deck", where: { type: "minion", tag: "RUSH" } }, { type: "putIntoPlay", from: "deck", where: { type: "minion", tag: "TAUNT" } }] },
  // Li'Na, Shop Manager: "Whenever you cast a spell, fill your board with random minions of that Cost." (an on-play
  // trigger; the Cost it was played for; as many as the board has room for, each picked at random)
  { id: "TOY_531", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "repeat", times: { space: "friendly-board" },
    do: [{ type: "summonRandom", pool: { type: "MINION", cost: { stat: "playedCost", of: "event-target" } } }] }] }] },
  // Wreck'em and Deck'em: "Choose a friendly Mech. Summon a copy of it that attacks a random enemy, then dies."
  { id: "TOY_603", target: { type: "minion", side: "friendly", where: { race: "MECHANICAL" } }, spell: [{ type: "summonCopy", of: "target", copyState: true },
    { type: "forceAttack", attacker: "summoned", defender: { random: "enemy-characters" } }, { type: "destroy", to: "summoned" }] },
  // Ensmallen: "Reduce the Cost and Attack of minions in your deck by (1)."
  { id: "TOY_805", spell: [{ type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "TOY_805e" },
    { type: "buff", to: { all: "deck", side: "friendly", where: { type: "minion" } }, enchantment: "TOY_805e2" }] },
  { id: "TOY_805e", buff: { cost: -1 } },
  { id: "TOY_805e2", buff: { attack: -1 } },
  // Sky Mother Aviana: "Battlecry: Shuffle 10 random Legendary minions into your deck. They cost (1)."
  { id: "TOY_806", battlecry: [{ type: "shuffleIntoDeck", pool: { type: "MINION", rarity: "LEGENDARY" }, count: 10, setCost: 1 }] },
  // its "Costs (1)." (the engine's setCost is anonymous; the data's label loads from a real game's state)
  { id: "TOY_806e", buff: { setCost: 1 } },
  // Crafter's Aura: "At the end of your turn, summon a random 6-Cost minion. Lasts 3 turns." (a lasting spell)
  { id: "TOY_808", lasts: { turns: 3 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "summonRandom", pool: { type: "MINION", cost: 6 } }] }] },
  // Fairy Tale Forest: "Draw a Battlecry minion. It costs (1) less." (a Location)
  { id: "TOY_507", activate: [{ type: "draw", where: { type: "minion", has: "battlecry" }, enchantment: "TOY_507e" }] },
  { id: "TOY_507e", buff: { cost: -1 } },
  // The Crystal Cove: "The next minion you summon this turn has its stats set to 4/4." (a Location; the one-turn player
  // state TOY_512e1, used up by that summon)
  { id: "TOY_512", activate: [{ type: "buff", to: "friendly-hero", enchantment: "TOY_512e1" }] },
  { id: "TOY_512e1", buff: { oneTurn: true }, triggers: [{ on: "summon", if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "buff", to: "event-target", enchantment: "TOY_512e" }, { type: "expire" }] }] },
  { id: "TOY_512e", buff: { setAttack: 4, setHealth: 4 } },
  // Window Shopper: "Miniaturize Battlecry: Discover a Demon. Set its stats and Cost to this minion's." (its Attack,
  // Health and Cost now: the Mini's 1/1 (1))
  { id: "TOY_652", miniaturize: "TOY_652t", battlecry: [{ type: "discover", from: { type: "MINION", race: "DEMON", yourClass: true } },
    { type: "buff", to: { all: "added", where: { zone: "hand" } }, setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" }, enchantment: "TOY_652e" },
    { type: "buff", to: { all: "added", where: { zone: "hand" } }, setCost: { stat: "cost", of: "self" }, enchantment: "TOY_652e2" }] },
  { id: "TOY_652t", battlecry: [{ type: "discover", from: { type: "MINION", race: "DEMON", yourClass: true } },
    { type: "buff", to: { all: "added", where: { zone: "hand" } }, setAttack: { stat: "attack", of: "self" }, setHealth: { stat: "health", of: "self" }, enchantment: "TOY_652e" },
    { type: "buff", to: { all: "added", where: { zone: "hand" } }, setCost: { stat: "cost", of: "self" }, enchantment: "TOY_652e2" }] },
  { id: "TOY_652e" },
  { id: "TOY_652e2" },
  // Nostalgic Gnome: "Miniaturize Rush. After this minion deals exact lethal damage on your turn, draw a card." (exact
  // lethal: a hit on its controller's turn that leaves the minion at exactly 0 Health — Honorable Kill's condition)
  { id: "TOY_312", miniaturize: "TOY_312t", honorableKill: [{ type: "draw" }] },
  { id: "TOY_312t", honorableKill: [{ type: "draw" }] },
  // Painted Canvasaur: "Battlecry: Give each other friendly Beast a random Bonus Effect." (each its own pick)
  { id: "TOY_350", battlecry: [{ type: "group", of: { all: "minions", side: "friendly", where: { race: "BEAST", not: "self" } }, each: true, do: [bonusEffects("group")] }] },
  // Bucket of Soldiers: "Deathrattle: Summon five 1/1 Soldiers with random Bonus Effects." (five of the eight Soldiers,
  // each picked at random)
  { id: "TOY_814", deathrattle: [{ type: "summonRandom", pool: SOLDIERS, count: 5 }] },
  // The Replicator-inator: "Miniaturize, Gigantify After you play a minion with the same Attack as this, summon a copy of
  // it." (both Attacks read as the after-play step resolves: their difference 0; the played minion still in play)
  { id: "MIS_025", miniaturize: "MIS_025t", gigantify: "MIS_025t1", triggers: [REPLICATE] },
  { id: "MIS_025t", triggers: [REPLICATE] },
  { id: "MIS_025t1", triggers: [REPLICATE] },
  // Nostalgic Initiate: "Miniaturize The first time you cast a spell, gain +2/+2." (once, after the spell, as Spellburst —
  // rules-notes 831)
  { id: "TOY_340", miniaturize: "TOY_340t1", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", enchantment: "TOY_340t" }] }] },
  { id: "TOY_340t1", triggers: [{ on: "after-play", once: true, if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", enchantment: "TOY_340t" }] }] },
  { id: "TOY_340t", buff: { attack: 2, health: 2 } },
  // Cosplay Contestant: "After your opponent plays a minion, transform into a 3/4 copy of it." (a copy, 4.8, set to 3/4)
  { id: "TOY_878", triggers: [{ on: "after-play", if: { target: { side: "enemy", type: "minion", alive: true } }, do: [{ type: "transform", to: "self", copyOf: "event-target", enchantment: "TOY_878e" }] }] },
  { id: "TOY_878e", buff: { setAttack: 3, setHealth: 4 } },
  // Wave of Nostalgia: "Transform ALL minions into random Legendary ones from the past." (each its own pick)
  { id: "MIS_701", spell: [{ type: "transform", to: "all-minions", pool: { type: "MINION", rarity: "LEGENDARY", fromThePast: true } }] },
  // Lesser Opal Spellstone: "Draw 1 card. (Attack with your hero 2 times to upgrade.)" — each attack of your hero while it
  // is in hand improves it; at 2 it becomes the next Spellstone (a new card: its count starts again)
  { id: "TOY_645", spell: [{ type: "draw", count: 1 }], triggers: [opalUpgrade("TOY_645t")] },
  { id: "TOY_645t", spell: [{ type: "draw", count: 2 }], triggers: [opalUpgrade("TOY_645t1")] },
  { id: "TOY_645t1", spell: [{ type: "draw", count: 3 }] },
  // Delayed Product: "Discover and summon a minion that costs (8) or more. It goes Dormant for 2 turns."
  { id: "MIS_305", spell: [{ type: "discover", from: { type: "MINION", costAtLeast: 8, yourClass: true }, into: "play" }, { type: "dormant", to: "summoned", turns: 2 }] },
  // Spot the Difference: "Discover a 3-Cost minion to summon. If your deck has no minions, repeat this." (once more)
  { id: "TOY_374", spell: [{ type: "discover", from: { type: "MINION", cost: 3, yourClass: true }, into: "play" },
    { type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { type: "minion" } } } }, then: [{ type: "discover", from: { type: "MINION", cost: 3, yourClass: true }, into: "play" }] }] },
  // Malfunction: "Deal $3 damage split among all enemy minions. If your deck has no minions, deal $3 more." (1-damage
  // hits; ImmuneToSpellpower)
  { id: "MIS_107", spell: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 3 } },
    { type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { type: "minion" } } } }, then: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 3 } }] }] },
  // Sweetened Snowflurry: "Miniaturize Battlecry: Get 2 random Temporary Frost spells." (Temporary: its own TOY_307e)
  { id: "TOY_307", miniaturize: "TOY_307t", battlecry: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "FROST" }, count: 2, enchantment: "TOY_307e" }] },
  { id: "TOY_307t", battlecry: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "FROST" }, count: 2, enchantment: "TOY_307e" }] },
  { id: "TOY_307e", triggers: [{ on: "turn-end", zone: "hand", if: { turn: "own" }, do: [{ type: "destroy", to: "self" }] }] },
  // Puppetmaster Dorian: "After you draw a minion, get a 1/1 copy of it that costs (1)."
  { id: "MIS_026", triggers: [{ on: "draw", if: { target: { side: "friendly", type: "minion", zone: "hand" } }, do: [{ type: "addCard", copyOf: "event-target", enchantment: "MIS_026e" }] }] },
  { id: "MIS_026e", buff: { setAttack: 1, setHealth: 1, setCost: 1 } },
  // Darkthorn Quilter: "At the end of your turn, deal this minion's Attack damage randomly split among enemies." (1-damage
  // hits, as many as its Attack as the trigger starts)
  { id: "TOY_824", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "repeat", times: { stat: "attack", of: "self" }, do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] }] },
  // Threads of Despair: "Give all minions "Deathrattle: Deal 1 damage to all minions.""
  { id: "TOY_826", spell: [{ type: "buff", to: "all-minions", enchantment: "TOY_826e" }] },
  { id: "TOY_826e", deathrattle: [{ type: "damage", amount: 1, to: "all-minions" }] },
  // Yogg in the Box: "Cast 5 random spells. If your deck has no minions, the spells cast cost (5) or more."
  { id: "TOY_372", spell: [{ type: "if", if: { not: { exists: { all: "deck", side: "friendly", where: { type: "minion" } } } },
    then: [{ type: "castSpell", pool: { type: "SPELL", costAtLeast: 5 }, count: 5 }], else: [{ type: "castSpell", pool: { type: "SPELL" }, count: 5 }] }] },
  // Sing-Along Buddy: "Your Hero Power triggers twice."
  { id: "TOY_528", auras: [{ rule: "hero-power-twice" }] },
  // The Wind-Ups' "Tradeable … (Trade to upgrade!)": each trade improves the card (its own deck trigger on the trade
  // event, rules-notes 832; the count is a state a trade keeps, 4.8), and its Battlecry's number is 1 more per improvement.
  // Wind-Up Sapling: "Battlecry: Refresh 1 Mana Crystal."
  { id: "TOY_802", triggers: [TRADE_UPGRADE], battlecry: [{ type: "refreshMana", amount: UPGRADED }] },
  // Wind-Up Musician: "Battlecry: Deal 1 damage to all enemy minions."
  { id: "TOY_509", triggers: [TRADE_UPGRADE], battlecry: [{ type: "damage", amount: UPGRADED, to: "enemy-minions" }] },
  // Wind-Up Enforcer: "Battlecry: Summon 1 copy of this minion." (copies per 4.8)
  { id: "TOY_880", triggers: [TRADE_UPGRADE], battlecry: [{ type: "summonCopy", of: "self", copyState: true, count: UPGRADED }] },
  // King Plush: "Charge Battlecry: Return all minions with less Attack than this to their owner's decks." (their Attack
  // and its own read now; each at a random place of its controller's deck, no Deathrattle, 4.8)
  { id: "TOY_357", battlecry: [{ type: "shuffleFromPlay", to: { all: "minions", where: { lessThanOf: { stat: "attack", of: "self" } } } }] },
  // Forgotten Animatronic: "At the end of your turn, destroy a minion with less Attack than this." (a random one, either side)
  { id: "TOY_820", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "destroy", to: { random: { all: "minions", where: { lessThanOf: { stat: "attack", of: "self" } } } } }] }] },
  // Woodland Wonders: "Summon two 2/5 Beetles with Taunt. Costs (3) less if you have Spell Damage." (TOY_804t)
  { id: "TOY_804", spell: [{ type: "summon", card: "TOY_804t", count: 2 }],
    auras: [{ to: "self", zone: "hand", buff: { cost: -3 }, if: { value: { spellDamage: "have" }, atLeast: 1 } }] },
  // Bottomless Toy Chest: "Discover a card from your deck. If you have Spell Damage, copy it." (the copy: 4.8, hand to hand)
  { id: "TOY_851", spell: [{ type: "discover", from: "deck" },
    { type: "if", if: { value: { spellDamage: "have" }, atLeast: 1 }, then: [{ type: "addCard", copyOf: { all: "added", where: { zone: "hand" } } }] }] },
  // Endgame: "Resurrect your last Demon that died."
  { id: "TOY_886", spell: [{ type: "resurrect", last: true, where: { race: "DEMON" } }] },
  // The Elusive tokens (the card data's ELUSIVE: the two tags it is, cards/compile.ts): Clay Matriarch's Whelp, the
  // Elusive Soldier.
  { id: "TOY_380t2" },
  { id: "TOY_814t5" },
  // Spirit of the Team's aura label on your hero
  { id: "TOY_028e", buff: { attack: 2 } },
  // --- w11/sunken: the Origamis' swaps (`swapStats`, rules-notes 1023) ---
  // Origami Frog: "Rush Battlecry: Swap Attack with another minion."
  { id: "TOY_894", target: { type: "minion" }, battlecry: [{ type: "swapStats", with: "target", stat: "attack", enchantment: "TOY_894e" }] },
  { id: "TOY_894e" },
  // Origami Crane: "Taunt Battlecry: Swap Health with another minion."
  { id: "TOY_895", target: { type: "minion" }, battlecry: [{ type: "swapStats", with: "target", stat: "health", enchantment: "TOY_895e" }] },
  { id: "TOY_895e" },
  // Origami Dragon: "Divine Shield, Lifesteal Battlecry: Swap stats with another minion."
  { id: "TOY_896", target: { type: "minion" }, battlecry: [{ type: "swapStats", with: "target", stat: "both", enchantment: "TOY_896e" }] },
  { id: "TOY_896e" },
  // --- w11/sunken: texts whose steps the format has ---
  // Trinket Artist: "Battlecry: Draw a Divine Shield minion and an Aura." (an Aura: the game's PALADIN_AURA, as Gelbin's)
  { id: "TOY_882", battlecry: [{ type: "draw", where: { type: "minion", tag: "DIVINE_SHIELD" } }, { type: "draw", where: { tag: "PALADIN_AURA" } }] },
  // Watercolor Artist: "Battlecry: Draw a Frost spell. At the start of your turns, reduce its Cost by (1)." (TOY_376e1 on the
  // drawn card, a hand trigger at the start of its owner's turns; each reduction TOY_376e)
  { id: "TOY_376", battlecry: [{ type: "draw", where: { type: "spell", spellSchool: "FROST" } }, { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TOY_376e1" }] },
  { id: "TOY_376e1", triggers: [{ on: "turn-start", zone: "hand", if: { turn: "own" }, do: [{ type: "buff", to: "self", enchantment: "TOY_376e" }] }] },
  { id: "TOY_376e", buff: { cost: -1 } },
  // Chemical Spill: "Summon the highest Cost minion from your hand, then deal $5 damage to it." (a random one among ties)
  { id: "TOY_602", spell: [{ type: "putIntoPlay", from: "hand", of: { random: { all: "hand", side: "friendly", where: { type: "minion" } }, highest: "cost" } },
    { type: "damage", amount: 5, to: "summoned" }] },
  // Inventor Boom: "Battlecry: Resurrect two different friendly Mechs that cost (5) or more. They attack random enemies."
  { id: "TOY_607", battlecry: [{ type: "resurrect", count: 2, where: { race: "MECHANICAL", costAtLeast: 5, different: true } },
    { type: "forceAttack", attacker: { all: "summoned" }, defender: { random: "enemy-characters" } }] },
  // Playhouse Giant: "Costs (1) less for each card you've drawn this game." (an aura of the card in hand on itself; rules-notes 1025)
  { id: "TOY_530", auras: [{ to: "self", zone: "hand", buff: { cost: { drawn: "thisGame", multiply: -1 } } }] },
  // Everything Must Go!: "Summon two random 4-Cost minions. Costs (1) less for each card you've drawn this turn."
  { id: "TOY_519", spell: [{ type: "summonRandom", pool: { type: "MINION", cost: 4 }, count: 2 }],
    auras: [{ to: "self", zone: "hand", buff: { cost: { drawn: "thisTurn", multiply: -1 } } }] },
  // --- Session 12 (w12/toys) ---
  // Corridor Sleeper: "Starts Dormant. After 7 minions die, awaken." (each minion's death, either side's, while it is Dormant
  // counts on its improvements, as Stockades Prisoner's plays; the seventh awakens it)
  { id: "TOY_866", dormant: true, triggers: [{ on: "death", if: { target: { type: "minion" } }, whileDormant: true, do: [
    { type: "improve" },
    { type: "if", if: { value: { stat: "improvements", of: "self" }, atLeast: 7 }, then: [{ type: "awaken", to: "self" }] }] }] },
  // Explodineer: "At the end of your turn, shuffle a Bomb into your opponent's deck. When drawn, it explodes for 5 damage."
  // (the Bomb is Boomsday's BOT_511t, as Seaforium Bomber's — rules-notes 1321)
  { id: "MIS_308", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "shuffleIntoDeck", card: "BOT_511t", player: "enemy" }] }] },
  // Safety Expert: "Rush. Deathrattle: Shuffle three Bombs into your opponent's deck." (BOT_511t, rules-notes 1321)
  { id: "MIS_711", deathrattle: [{ type: "shuffleIntoDeck", card: "BOT_511t", player: "enemy", count: 3 }] },
  // Rumble Enthusiast: "After you play the left- or right-most card in your hand, deal 1 damage to a random enemy." (the card's
  // place as its play began, as Stargazer Luna's; a card alone in hand is both)
  { id: "TOY_943", triggers: [{ on: "after-play", if: { any: [{ target: { side: "friendly", playedFrom: "leftmost" } }, { target: { side: "friendly", playedFrom: "rightmost" } }] },
    do: [{ type: "damage", amount: 1, to: { random: "enemy-characters" } }] }] },
  // Joymancer Jepetto: "Battlecry: Get copies of every 1-Attack or 1-Health minion you've played this game." (a fresh copy of
  // the card of each such play of the record, oldest first — printed stats, the record keeps no states)
  { id: "TOY_960", battlecry: [{ type: "addCard", fromPlayed: { playedThisGame: "minion", attackOrHealth: 1 } }] },
  // Jade Display: "Deathrattle: Your Jade Displays have +1/+1 this game. Shuffle 2 of them into your deck." (a player state on
  // your hero, TOY_803e, whose auras give your Jade Displays in play, in hand and in the deck +1/+1, TOY_803e2; each death adds
  // one more state — rules-notes 1326)
  { id: "TOY_803", deathrattle: [{ type: "buff", to: "friendly-hero", enchantment: "TOY_803e" }, { type: "shuffleIntoDeck", card: "TOY_803", count: 2 }] },
  { id: "TOY_803e", auras: [
    { to: { all: "minions", side: "friendly", where: { name: "Jade Display" } }, buff: { attack: 1, health: 1 }, enchantment: "TOY_803e2" },
    { to: { all: "hand", side: "friendly", where: { name: "Jade Display" } }, buff: { attack: 1, health: 1 }, enchantment: "TOY_803e2" },
    { to: { all: "deck", side: "friendly", where: { name: "Jade Display" } }, buff: { attack: 1, health: 1 }, enchantment: "TOY_803e2" }] },
  { id: "TOY_803e2", buff: { attack: 1, health: 1 } },
  // Giftwrapped Whelp: "Battlecry: If you're holding a Dragon, give it and this minion +1/+1." ("it": a random Dragon of your
  // hand — rules-notes 1326; TOY_386e)
  { id: "TOY_386", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { type: "minion", race: "DRAGON" } } }, then: [
    { type: "buff", to: { random: { all: "hand", side: "friendly", where: { type: "minion", race: "DRAGON" } } }, enchantment: "TOY_386e" },
    { type: "buff", to: "self", enchantment: "TOY_386e" }] }] },
  { id: "TOY_386e", buff: { attack: 1, health: 1 } },
  // Workshop Mishap: "Deal $5 damage to a minion. Excess damages both neighbors. Outcast: Gain Lifesteal." (the excess — what the
  // 5 dealt beyond the target's Health — to each minion beside it, one damage effect, no second Spell Damage; played from an
  // end of the hand the spell itself has Lifesteal for both — rules-notes 1327)
  { id: "TOY_640", target: { type: "minion" }, spell: [{ type: "damage", amount: 5, to: "target" },
    { type: "damage", amount: { dealt: "excess" }, to: { adjacent: "target" }, spellDamage: false }],
  outcast: [{ type: "buff", to: "self", grants: ["LIFESTEAL"] }, { type: "damage", amount: 5, to: "target" },
    { type: "damage", amount: { dealt: "excess" }, to: { adjacent: "target" }, spellDamage: false }] },
  // Part Scrapper: "Lose up to 5 Armor. Your next Mech costs that much less." (a spend of Armor, as Shellnado's; for each Armor
  // lost a cost state MIS_902e — (1) less on your Mech minions in hand — all used up by your next Mech played — rules-notes 1328)
  { id: "MIS_902", spell: [{ type: "spendArmor", upTo: 5, each: [{ type: "buff", to: "friendly-hero", enchantment: "MIS_902e" }] }] },
  { id: "MIS_902e", auras: [{ to: { all: "hand", side: "friendly", where: { type: "minion", race: "MECHANICAL" } }, buff: { cost: -1 } }],
    consumedBy: { type: "minion", race: "MECHANICAL" } },
  // Bargain Bin: "Secret: After your opponent plays a minion, spell, or weapon, draw a card of the other 2 types." (one draw of
  // each other type, in the text's order — minion, spell, weapon; a type the deck lacks draws nothing — rules-notes 1329)
  { id: "MIS_105", triggers: [
    { on: "after-play", if: { target: { side: "enemy", type: "minion" } }, do: [{ type: "draw", where: { type: "spell" } }, { type: "draw", where: { type: "weapon" } }] },
    { on: "after-play", if: { target: { side: "enemy", type: "spell" } }, do: [{ type: "draw", where: { type: "minion" } }, { type: "draw", where: { type: "weapon" } }] },
    { on: "after-play", if: { target: { side: "enemy", type: "weapon" } }, do: [{ type: "draw", where: { type: "minion" } }, { type: "draw", where: { type: "spell" } }] }] },
  // --- w13/toys ---
  // Colifero the Artist: "Battlecry: Draw a minion. Transform all other friendly minions into copies of it." (copies of the
  // card drawn as it is in hand, 4.8; none drawn — an empty deck of minions — nothing is transformed; rules-notes 1547)
  { id: "TOY_703", battlecry: [{ type: "draw", where: { type: "minion" } },
    { type: "transform", to: "other-friendly-minions", copyOf: { all: "drawn" } }] },
  // --- w14/bands (rules-notes 1680-1699) ---
  // Sparkling Phial: "Deal $2 damage. Your next card this turn costs that much less." ("that much" is the damage dealt,
  // Spell Damage included, 0 when a Divine Shield or Immune stopped it; one TOY_800e1 — (1) less on the cards in your hand
  // this turn — for each, all used up by your next card played, as Part Scrapper's states — rules-notes 1684)
  { id: "TOY_800", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" },
    { type: "repeat", times: { dealt: "damage" }, do: [{ type: "buff", to: "friendly-hero", enchantment: "TOY_800e1" }] }] },
  { id: "TOY_800e1", buff: { oneTurn: true }, auras: [{ to: { all: "hand", side: "friendly" }, buff: { cost: -1 } }], consumedBy: {} },
  // Owlonius: "Spell Damage +1. Your spells get double bonus from Spell Damage." (its Spell Damage +1 is the card's; the rule
  // aura `spell-damage-double`: the Spell Damage added to your spells counts twice, two Owlonius four times — rules-notes 1685)
  { id: "TOY_807", auras: [{ rule: "spell-damage-double" }] },
  // Nostalgic Clown: "Miniaturize Battlecry: If you've played a higher Cost card while holding this, deal 4 damage." (a card
  // whose Cost as played was higher than this card's Cost in hand then, compared as Corrupt compares; the 4 damage at a
  // character chosen as it is played, a target only once such a card was played — rules-notes 1686)
  { id: "TOY_341", miniaturize: "TOY_341t", ...CLOWN },
  { id: "TOY_341t", ...CLOWN },
  // Boom Wrench: "Miniaturize Deathrattle: Trigger the Deathrattle of a random friendly Mech." (a random one of your Mechs that
  // have a Deathrattle, as Necrium Blade's "a random friendly minion" — 3.5's valid picks, rules-notes 1258; none: nothing;
  // rules-notes 1687)
  { id: "TOY_604", miniaturize: "TOY_604t", deathrattle: [{ type: "triggerDeathrattle", to: { random: { all: "minions", side: "friendly", where: { race: "MECHANICAL", has: "deathrattle" } } } }] },
  { id: "TOY_604t", deathrattle: [{ type: "triggerDeathrattle", to: { random: { all: "minions", side: "friendly", where: { race: "MECHANICAL", has: "deathrattle" } } } }] },
  // Rainbow Seamstress: "Battlecry: If your deck started with a Blood, Frost, or Unholy card, gain Lifesteal, Reborn, or Rush
  // respectively." (each rune on its own: a card of the starting deck whose cost has that rune — the condition
  // `deckStartedWithRune`, recorded by startGame; a deck with two kinds gives both keywords — rules-notes 1688)
  { id: "TOY_823", battlecry: [
    { type: "if", if: { deckStartedWithRune: "blood" }, then: [{ type: "buff", to: "self", grants: ["LIFESTEAL"] }] },
    { type: "if", if: { deckStartedWithRune: "frost" }, then: [{ type: "buff", to: "self", grants: ["REBORN"] }] },
    { type: "if", if: { deckStartedWithRune: "unholy" }, then: [{ type: "buff", to: "self", grants: ["RUSH"] }] }] },
  // Chalk Artist: "Battlecry: Draw a minion. Transform it into a random Legendary one (keeping its original stats and Cost)."
  // (the drawn minion, in hand, first gets TOY_388e2 setting its printed Attack and Health and TOY_388e3 setting its printed
  // Cost, then becomes a random Legendary minion keeping its states — `transform` `pool` with `keepState`, rules-notes 1689)
  { id: "TOY_388", battlecry: [{ type: "draw", where: { type: "minion" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TOY_388e2", setAttack: { stat: "originalAttack", of: "each" }, setHealth: { stat: "originalHealth", of: "each" } },
    { type: "buff", to: { all: "drawn", where: { zone: "hand" } }, enchantment: "TOY_388e3", setCost: { stat: "originalCost", of: "each" } },
    { type: "transform", to: { all: "drawn", where: { zone: "hand" } }, pool: { type: "MINION", rarity: "LEGENDARY" }, keepState: true }] },
  { id: "TOY_388e2" },
  { id: "TOY_388e3" },
  // Silk Stitching: "Choose a friendly minion. Discover a spell that costs (4) or less for it to cast when it dies." (the spell
  // Discovered — of your class or neutral — is set aside and remembered by TOY_822e on the minion, whose Deathrattle casts a
  // new one of it, as Lady Darkvein's Shades cast theirs (REV_373e); silenced, nothing — rules-notes 1690)
  { id: "TOY_822", target: { type: "minion", side: "friendly" }, spell: [
    { type: "discover", from: { type: "SPELL", costAtMost: 4, yourClass: true }, into: "aside" },
    { type: "buff", to: "target", enchantment: "TOY_822e", remember: { all: "added" } }] },
  { id: "TOY_822e", deathrattle: [{ type: "castSpell", remembered: true }] },
  // Raza the Resealed: "Battlecry: Shuffle copies of 5 random friendly minions that died this game into your deck. They cost
  // (0)." (five random different cards of your dead minions, as every "N friendly minions that died" of the library picks
  // them — 4.10, resurrect's picks, here set aside — each shuffled in as a new card costing (0) with TOY_383e2; fewer dead:
  // as many as there are — rules-notes 1692)
  { id: "TOY_383", battlecry: [{ type: "resurrect", count: 5, into: "aside" },
    { type: "shuffleIntoDeck", copyOf: { all: "added" } },
    { type: "buff", to: { all: "shuffled" }, enchantment: "TOY_383e2" }] },
  { id: "TOY_383e2", buff: { setCost: 0 } },
  // Cursed Campaign: "Give a friendly minion 'Deathrattle: Summon two copies of this minion that are Dormant for 2 turns.'"
  // (TOY_527e; the minion is in the graveyard as its Deathrattle resolves, so its copies are new ones without its states —
  // 4.8: nothing is kept leaving or entering the graveyard — and without this Deathrattle; each goes Dormant for 2 of its
  // controller's turns — rules-notes 1693)
  { id: "TOY_527", target: { type: "minion", side: "friendly" }, spell: [{ type: "buff", to: "target", enchantment: "TOY_527e" }] },
  { id: "TOY_527e", deathrattle: [{ type: "summonCopy", of: "self", count: 2 }, { type: "dormant", to: { all: "summoned" }, turns: 2 }] },
];

