/** TITANS (TITANS, w10/titans): Forge (锻造, the card field `forge`), Titan (泰坦, the card field `titan`) and the set's own texts. */
import type { CardDefinition } from "../format/index.js";

const HAND_MINIONS = { all: "hand", side: "friendly", where: { type: "minion" } } as const;
const FRIENDLY_NATURE_SPELL = { target: { side: "friendly", type: "spell", spellSchool: "NATURE" } } as const;

export const TITANS = (): CardDefinition[] => [
  // --- Forge: "Forge: …" is the Forged card (the data's `…t`, "Forged …") the card becomes for 2 Mana in hand ---
  // Watcher of the Sun: "Battlecry: Get a random Holy spell. Forge: Also restore #6 Health to your hero."
  { id: "TTN_039", forge: "TTN_039t", battlecry: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "HOLY" } }] },
  { id: "TTN_039t", battlecry: [{ type: "addCard", pool: { type: "SPELL", spellSchool: "HOLY" } }, { type: "heal", amount: 6, to: "friendly-hero" }] },
  // Cyclopian Crusher: "Rush. Forge: Gain +3/+2." (the Forged card is the data's 6/5 Rush)
  { id: "TTN_042", forge: "TTN_042t" },
  { id: "TTN_042t" },
  // XB-488 Disposalbot: "Battlecry: Deal 5 damage randomly split among all enemy minions. Forge: Gain Lifesteal." (five hits of 1, 3.5)
  { id: "TTN_458", forge: "TTN_458t", battlecry: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 5 } }] },
  { id: "TTN_458t", battlecry: [{ type: "damage", amount: 1, to: { random: "enemy-minions", count: 5 } }] },
  // Storm Giant: "Taunt. Forge: Costs (2) less. Can be Forged endlessly." (the Forged 6-Cost card; Forged again, it gains
  // Storm's Fury, Costs (2) less, each time)
  { id: "TTN_724", forge: "TTN_724t" },
  { id: "TTN_724t", forge: { into: "TTN_724t", enchantment: "TTN_724e" } },
  { id: "TTN_724e", buff: { cost: -2 } },
  // Muscle-o-Tron: "Battlecry: Give all minions in your hand +1/+1. Forge: +2/+2 instead."
  { id: "YOG_525", forge: "YOG_525t", battlecry: [{ type: "buff", to: HAND_MINIONS, enchantment: "YOG_525e" }] },
  { id: "YOG_525t", battlecry: [{ type: "buff", to: HAND_MINIONS, enchantment: "YOG_525e1" }] },
  { id: "YOG_525e", buff: { attack: 1, health: 1 } },
  { id: "YOG_525e1", buff: { attack: 2, health: 2 } },
  // Sanitize: "Deal damage equal to your Armor to all minions. Forge: Gain 3 Armor first." (the Armor read as the damage
  // resolves, after the gain)
  { id: "YOG_502", forge: "YOG_502t", spell: [{ type: "damage", amount: { stat: "armor", of: "friendly-hero" }, to: "all-minions" }] },
  { id: "YOG_502t", spell: [{ type: "armor", amount: 3 }, { type: "damage", amount: { stat: "armor", of: "friendly-hero" }, to: "all-minions" }] },
  // Weight of the World: "Draw 2 cards. Forge: Draw cards until you have as many in hand as your opponent first." (Divine
  // Favor's draws, their hand less yours, then 2)
  { id: "TTN_865", forge: "TTN_865t", spell: [{ type: "draw", count: 2 }] },
  { id: "TTN_865t", spell: [
    { type: "draw", count: { count: { all: "hand", side: "enemy" }, add: { count: { all: "hand", side: "friendly" }, multiply: -1 } } },
    { type: "draw", count: 2 },
  ] },
  // Champion of Storms: "After you cast a Nature spell, summon a 4/2 Elemental. Forge: With Rush." (Storm Cyclone, with
  // Rush once Forged)
  { id: "TTN_801", forge: "TTN_801t", triggers: [{ on: "after-play", if: FRIENDLY_NATURE_SPELL, do: [{ type: "summon", card: "TTN_801t1" }] }] },
  { id: "TTN_801t", triggers: [{ on: "after-play", if: FRIENDLY_NATURE_SPELL, do: [{ type: "summon", card: "TTN_801t2" }] }] },
  { id: "TTN_801t1" },
  { id: "TTN_801t2" },
  // Melted Maker: "After you Forge a card, get a copy of it." (the card as Forged)
  { id: "TTN_729", triggers: [{ on: "forge", if: { player: "friendly" }, do: [{ type: "addCard", copyOf: "event-target" }] }] },

  // --- Titan: the three abilities (ability cards, type SPELL) used instead of attacking, the Titan as `self` ---
  // Eonar, the Life-Binder: "Titan. After this uses an ability, summon a 5/5 Ancient with Taunt."
  { id: "TTN_903", titan: ["TTN_903t", "TTN_903t2", "TTN_903t3"],
    triggers: [{ on: "titan-ability", if: { source: "self" }, do: [{ type: "summon", card: "TTN_903t4" }] }] },
  // Spontaneous Growth: "Draw cards until your hand is full."
  { id: "TTN_903t", spell: [{ type: "draw", untilFull: true }] },
  // Bountiful Harvest: "Restore your hero to full Health."
  { id: "TTN_903t2", spell: [{ type: "heal", amount: { stat: "maxHealth", of: "friendly-hero" }, to: "friendly-hero" }] },
  // Flourish: "Refresh your Mana Crystals."
  { id: "TTN_903t3", spell: [{ type: "refreshMana", amount: 10 }] },
  { id: "TTN_903t4" },
  // Khaz'goroth: "Titan. After this uses an ability, gain Immune this turn and attack a random enemy minion."
  { id: "TTN_415", titan: ["TTN_415t", "TTN_415t2", "TTN_415t3"],
    triggers: [{ on: "titan-ability", if: { source: "self" }, do: [
      { type: "buff", to: "self", enchantment: "TTN_415e" },
      { type: "forceAttack", attacker: "self", defender: { random: "enemy-minions" } },
    ] }] },
  { id: "TTN_415e", buff: { grants: ["IMMUNE"], oneTurn: true } },
  // Titanforge: "Gain +2/+2. Draw a weapon."
  { id: "TTN_415t", spell: [{ type: "buff", to: "self", enchantment: "TTN_415te" }, { type: "draw", where: { type: "weapon" } }] },
  { id: "TTN_415te", buff: { attack: 2, health: 2 } },
  // Tempering: "Gain +5 Attack. Give your hero +5 Attack this turn."
  { id: "TTN_415t2", spell: [{ type: "buff", to: "self", enchantment: "TTN_415t2e" }, { type: "buff", to: "friendly-hero", attack: 5, oneTurn: true }] },
  { id: "TTN_415t2e", buff: { attack: 5 } },
  // Heart of Flame: "Gain +5 Health. Give your hero 5 Armor."
  { id: "TTN_415t3", spell: [{ type: "buff", to: "self", enchantment: "TTN_415t2e2" }, { type: "armor", amount: 5 }] },
  { id: "TTN_415t2e2", buff: { health: 5 } },
];
