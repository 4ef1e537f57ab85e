/** One Night in Karazhan. */
import type { CardDefinition } from "../format/index.js";

export const KARA = (): CardDefinition[] => [
  // Barnes: "Battlecry: Summon a 1/1 copy of a random minion in your deck." The 1/1 is an enchantment given with the
  // summon, before its summon event (3.1 召唤随从并附加状态); an aura's bonus still applies after it (Stormwind Champion: 2/2).
  { id: "KAR_114", battlecry: [{ type: "summonCopy", of: { random: { all: "deck", side: "friendly", where: { type: "minion" } } }, enchantment: "KAR_114e" }] },
  { id: "KAR_114e", buff: { setAttack: 1, setHealth: 1 } },
  // Silverware Golem: "If you discard this minion, summon it." Its own discard trigger, a hand trigger queued after the
  // field triggers (4.3); it summons a new Silverware Golem rather than moving itself (4.8 例外 note).
  { id: "KAR_205", triggers: [{ on: "discard", zone: "hand", if: { target: "self" }, do: [{ type: "summon", card: "KAR_205" }] }] },
  // Moat Lurker: "Battlecry: Destroy a minion. Deathrattle: Resummon it." Its enchantment remembers the card and who
  // controlled it; the deathrattle summons a fresh one for that player.
  // Fool's Bane: "Unlimited attacks each turn. Can't attack heroes." — while equipped, an aura on its hero (1.3: a weapon's
  // text is in play while it is equipped; rules-notes 1401).
  { id: "KAR_028", auras: [{ to: "friendly-hero", buff: { grants: ["UNLIMITED_ATTACKS", "CANNOT_ATTACK_HEROES"] } }] },
  { id: "KAR_041", target: { type: "minion" }, battlecry: [
    { type: "buff", to: "self", enchantment: "KAR_041e", remember: "target" }, { type: "destroy", to: "target" }],
  deathrattle: [{ type: "summonRemembered", enchantment: "KAR_041e", for: "owner" }] },
  { id: "KAR_041e" },
  // Malchezaar's Imp: "Whenever you discard a card, draw a card."
  { id: "KAR_089", triggers: [{ on: "discard", if: { player: "friendly" }, do: [{ type: "draw" }] }] },
  // --- w8/wild-b ---
  // Menagerie Warden: "Battlecry: Choose a friendly Beast. Summon a copy of it." (a copy of a minion in play: its states, 4.8)
  { id: "KAR_065", target: { type: "minion", side: "friendly", where: { race: "BEAST" } }, battlecry: [{ type: "summonCopy", of: "target", copyState: true }] },
  // Moonglade Portal: "Restore 6 Health. Summon a random 6-Cost minion."
  { id: "KAR_075", target: { type: "character" }, spell: [{ type: "heal", amount: 6, to: "target" }, { type: "summonRandom", pool: { type: "MINION", cost: 6 } }] },
  // Cat Trick: "Secret: After your opponent casts a spell, summon a 4/2 Panther with Stealth." (as Mirror Entity's after-play)
  { id: "KAR_004", triggers: [{ on: "after-play", if: [{ target: { side: "enemy", type: "spell" } }, { space: "friendly-board" }], do: [{ type: "summon", card: "KAR_004a" }] }] },
  // Cloaked Huntress: "Your Secrets cost (0)."
  { id: "KAR_006", auras: [{ to: { all: "hand", side: "friendly", where: { secret: true } }, buff: { setCost: 0 } }] },
  // Kindly Grandmother: "Deathrattle: Summon a 3/2 Big Bad Wolf."
  { id: "KAR_005", deathrattle: [{ type: "summon", card: "KAR_005a" }] },
  // Babbling Book: "Battlecry: Add a random Mage spell to your hand."
  { id: "KAR_009", battlecry: [{ type: "addCard", pool: { type: "SPELL", cardClass: "MAGE" } }] },
  // Medivh's Valet: "Battlecry: If you control a Secret, deal 3 damage." (a target only then)
  { id: "KAR_092", target: { type: "character", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } } }, battlecry: [{ type: "damage", amount: 3, to: "target" }] },
  // Arcane Anomaly: "After you cast a spell, give this minion +1 Health."
  { id: "KAR_036", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "buff", to: "self", enchantment: "KAR_036e" }] }] },
  { id: "KAR_036e", buff: { health: 1 } },
  // Arcanosmith: "Battlecry: Summon a 0/5 minion with Taunt."
  { id: "KAR_710", battlecry: [{ type: "summon", card: "KAR_710m" }] },
  // Avian Watcher: "Battlecry: If you control a Secret, gain +1/+1 and Taunt."
  { id: "KAR_037", battlecry: [{ type: "if", if: { exists: { all: "secrets", side: "friendly", where: { secret: true } } }, then: [{ type: "buff", to: "self", enchantment: "KAR_037t" }] }] },
  { id: "KAR_037t", buff: { attack: 1, health: 1, grants: ["TAUNT"] } },
  // Book Wyrm: "Battlecry: If you're holding a Dragon, destroy an enemy minion with 3 or less Attack." (another Dragon: the
  // target is decided as it is played, while it is still in the hand itself)
  { id: "KAR_033", target: { type: "minion", side: "enemy", where: { maxAttack: 3 }, if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON", not: "self" } } } }, battlecry: [{ type: "destroy", to: "target" }] },
  // Menagerie Magician: "Battlecry: Give a random friendly Beast, Dragon, and Murloc +2/+2." (one of each type, in that order)
  { id: "KAR_702", battlecry: [
    { type: "buff", to: { random: { all: "minions", side: "friendly", where: { race: "BEAST" } } }, enchantment: "KAR_702e" },
    { type: "buff", to: { random: { all: "minions", side: "friendly", where: { race: "DRAGON" } } }, enchantment: "KAR_702e" },
    { type: "buff", to: { random: { all: "minions", side: "friendly", where: { race: "MURLOC" } } }, enchantment: "KAR_702e" }] },
  { id: "KAR_702e", buff: { attack: 2, health: 2 } },
  // Zoobot: "Battlecry: Give a random friendly Beast, Dragon, and Murloc +1/+1."
  { id: "KAR_095", battlecry: [
    { type: "buff", to: { random: { all: "minions", side: "friendly", where: { race: "BEAST" } } }, enchantment: "KAR_095e" },
    { type: "buff", to: { random: { all: "minions", side: "friendly", where: { race: "DRAGON" } } }, enchantment: "KAR_095e" },
    { type: "buff", to: { random: { all: "minions", side: "friendly", where: { race: "MURLOC" } } }, enchantment: "KAR_095e" }] },
  { id: "KAR_095e", buff: { attack: 1, health: 1 } },
  // Moroes: "Stealth. At the end of your turn, summon a 1/1 Steward."
  { id: "KAR_044", triggers: [{ on: "turn-end", if: { turn: "own" }, do: [{ type: "summon", card: "KAR_044a" }] }] },
  // Pantry Spider: "Battlecry: Summon a 1/3 Spider."
  { id: "KAR_030a", battlecry: [{ type: "summon", card: "KAR_030" }] },
  // Runic Egg: "Deathrattle: Draw a card."
  { id: "KAR_029", deathrattle: [{ type: "draw" }] },
  // Ivory Knight: "Battlecry: Discover a spell. Restore Health to your hero equal to its Cost."
  { id: "KAR_057", battlecry: [{ type: "discover", from: { type: "SPELL", yourClass: true } }, { type: "heal", amount: { stat: "cost", of: { all: "added" } }, to: "friendly-hero" }] },
  // Nightbane Templar: "Battlecry: If you're holding a Dragon, summon two 1/1 Whelps."
  { id: "KAR_010", battlecry: [{ type: "if", if: { exists: { all: "hand", side: "friendly", where: { race: "DRAGON" } } }, then: [{ type: "summon", card: "KAR_010a", count: 2 }] }] },
  // Onyx Bishop: "Battlecry: Summon a random friendly minion that died this game." (the death record, 4.10)
  { id: "KAR_204", battlecry: [{ type: "resurrect" }] },
  // Priest of the Feast: "Whenever you cast a spell, restore 3 Health to your hero." (on-play, as Mana Wyrm)
  { id: "KAR_035", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "heal", amount: 3, to: "friendly-hero" }] }] },
  // Purify: "Silence a friendly minion. Draw a card."
  { id: "KAR_013", target: { type: "minion", side: "friendly" }, spell: [{ type: "silence", to: "target" }, { type: "draw" }] },
  // Deadly Fork: "Deathrattle: Add a 3/2 weapon to your hand." (Sharp Fork)
  { id: "KAR_094", deathrattle: [{ type: "addCard", card: "KAR_094a" }] },
  // Maelstrom Portal: "Deal $1 damage to all enemy minions. Summon a random 1-Cost minion."
  { id: "KAR_073", spell: [{ type: "damage", amount: 1, to: "enemy-minions" }, { type: "summonRandom", pool: { type: "MINION", cost: 1 } }] },
  // Wicked Witchdoctor: "Whenever you cast a spell, summon a random basic Totem." (on-play; the four of Totemic Call)
  { id: "KAR_021", triggers: [{ on: "play", if: { target: { side: "friendly", type: "spell" } }, do: [{ type: "summonRandom", pool: ["NEW1_009", "CS2_050", "CS2_051", "CS2_052"] }] }] },
  // Kara Kazham!: "Summon a 1/1 Candle, 2/2 Broom, and 3/3 Teapot." (a spell that only summons needs a free space, rules-notes 127)
  { id: "KAR_025", requires: { space: "friendly-board" }, spell: [{ type: "summon", card: "KAR_025a" }, { type: "summon", card: "KAR_025b" }, { type: "summon", card: "KAR_025c" }] },
  // Violet Illusionist: "During your turn, your hero is Immune."
  { id: "KAR_712", auras: [{ to: "friendly-hero", buff: { grants: ["IMMUNE"] }, enchantment: "KAR_712e", if: { turn: "own" } }] },
  { id: "KAR_712e", buff: { grants: ["IMMUNE"] } },
  // Ironforge Portal: "Gain 4 Armor. Summon a random 4-Cost minion."
  { id: "KAR_091", spell: [{ type: "armor", amount: 4 }, { type: "summonRandom", pool: { type: "MINION", cost: 4 } }] },
  // Protect the King!: "For each enemy minion, summon a 1/1 Pawn with Taunt." (REQ_MINIMUM_ENEMY_MINIONS 1, a free space)
  { id: "KAR_026", requires: { all: [{ count: "enemy-minions", atLeast: 1 }, { space: "friendly-board" }] },
    spell: [{ type: "summon", card: "KAR_026t", count: { count: "enemy-minions" } }] },
  // Spirit Claws: "Has +2 Attack while you have Spell Damage."
  { id: "KAR_063", auras: [{ to: "self", buff: { attack: 2 }, if: { value: { spellDamage: "have" }, atLeast: 1 } }] },
  // Arcane Giant: "Costs (1) less for each spell you've cast this game." (the record of spells played, as Umbral Owl's)
  { id: "KAR_711", auras: [{ to: "self", zone: "hand", buff: { cost: { playedThisGame: "spell", multiply: -1 } } }] },
  // Ethereal Peddler: "Battlecry: If you're holding any cards from another class, reduce their Cost by (2)." (class cards of
  // a class other than your hero's, neutral ones left out; lead, session 12)
  { id: "KAR_070", battlecry: [{ type: "buff", to: { all: "hand", side: "friendly", where: { otherClass: true } }, cost: -2 }] },
  // Medivh, the Guardian: "Battlecry: Equip Atiesh, Greatstaff of the Guardian."
  { id: "KAR_097", battlecry: [{ type: "equipWeapon", card: "KAR_097t" }] },
  // Atiesh: "After you cast a spell, summon a random minion of that Cost. Lose 1 Durability." (the Cost the spell was played
  // for, 2.2, as The Fist of Ra-den; the Durability is lost even when no minion has that Cost)
  { id: "KAR_097t", triggers: [{ on: "after-play", if: { target: { side: "friendly", type: "spell" } }, do: [
    { type: "summonRandom", pool: { type: "MINION", cost: { stat: "playedCost", of: "event-target" } } },
    { type: "loseDurability", amount: 1, to: "self" },
  ] }] },
];
