/** Classic (Expert, 经典): Warrior cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

type Text = Omit<CardDefinition, "id">;
/** Grommash Hellscream: "Charge. Has +6 Attack while damaged." = VANILLA "Charge. Enrage: +6 Attack" (Enrage is the same
 * aura on itself, rules-notes 28). Charge is the card data's tag. */
export const GROMMASH: Text = { auras: [{ to: { all: "minions", where: { is: "self", damaged: true } }, buff: { attack: 6 }, enchantment: "EX1_414e" }] };

export const EXPERT1_WARRIOR = (): CardDefinition[] => [
  // Battle Rage: a card per damaged friendly character, counted when it resolves.
  { id: "EX1_392", spell: [{ type: "draw", count: { count: { all: "characters", side: "friendly", where: { damaged: true } } } }] },
  // Shield Slam: 1 damage per point of your Armor.
  { id: "EX1_410", target: { type: "minion" }, spell: [{ type: "damage", amount: { stat: "armor", of: "friendly-hero" }, to: "target" }] },
  // Mortal Strike: 4 damage, or 6 if your hero has 12 or less Health when it resolves (3.3).
  { id: "EX1_408", target: { type: "character" }, spell: [{ type: "if", if: { value: { stat: "health", of: "friendly-hero" }, atMost: 12 },
    then: [{ type: "damage", amount: 6, to: "target" }], else: [{ type: "damage", amount: 4, to: "target" }] }] },
  // Frothing Berserker: "Whenever a minion takes damage, gain +1 Attack."
  { id: "EX1_604", triggers: [{ on: "damage", if: { target: "minion" }, do: [{ type: "buff", to: "self", attack: 1, enchantment: "EX1_604o" }] }] },
  { id: "EX1_604o", buff: { attack: 1 } },
  // Brawl: "Destroy all minions except one (chosen randomly)." Needs two or more minions when played and when it resolves (3.3);
  // the survivor is never a mortally wounded minion (3.5).
  { id: "EX1_407", requires: { count: "all-minions", atLeast: 2 }, spell: [{ type: "destroy", to: { from: "all-minions", except: { random: "all-minions" } } }] },
  // Commanding Shout: "Your minions can't be reduced below 1 Health this turn. Draw a card." It really draws first (3.3),
  // then gives the player (carried by the hero) a one-turn effect whose aura gives your minions HEALTH_MINIMUM (4.9 step 7).
  { id: "NEW1_036", spell: [{ type: "draw" }, { type: "buff", to: "friendly-hero", enchantment: "NEW1_036e2" }] },
  { id: "NEW1_036e2", buff: { oneTurn: true }, auras: [{ to: "friendly-minions", buff: { grants: ["HEALTH_MINIMUM"] }, enchantment: "NEW1_036e" }] },
  { id: "NEW1_036e", buff: { grants: ["HEALTH_MINIMUM"] } },
  // Armorsmith: "Whenever a friendly minion takes damage, gain 1 Armor."
  { id: "EX1_402", triggers: [{ on: "damage", if: { target: "friendly-minion" }, do: [{ type: "armor", amount: 1 }] }] },
  { id: "EX1_391", target: { type: "minion" }, spell: [{ type: "damage", amount: 2, to: "target" }, // Slam: "If it survives, draw a card."
    { type: "if", if: { entity: "target", matches: { mortallyWounded: false } }, then: [{ type: "draw" }] }] },
  // Arathi Weaponsmith: "Battlecry: Equip a 2/2 weapon." (Battle Axe, a vanilla 2/2; 2.4's simple equip)
  { id: "EX1_398", battlecry: [{ type: "equipWeapon", card: "EX1_398t" }] },
  // Cruel Taskmaster: "Battlecry: Deal 1 damage to a minion and give it +2 Attack." (any minion; the buff also reaches a
  // minion the damage left mortally wounded)
  { id: "EX1_603", target: { type: "minion" }, battlecry: [{ type: "damage", amount: 1, to: "target" }, { type: "buff", to: "target", enchantment: "EX1_603e" }] },
  { id: "EX1_603e", buff: { attack: 2 } },
  // Inner Rage: "Deal $1 damage to a minion and give it +2 Attack."
  { id: "EX1_607", target: { type: "minion" }, spell: [{ type: "damage", amount: 1, to: "target" }, { type: "buff", to: "target", enchantment: "EX1_607e" }] },
  { id: "EX1_607e", buff: { attack: 2 } },
  // Rampage: "Give a damaged minion +3/+3."
  { id: "CS2_104", target: { type: "minion", where: { damaged: true } }, spell: [{ type: "buff", to: "target", enchantment: "CS2_104e" }] },
  { id: "CS2_104e", buff: { attack: 3, health: 3 } },
  // Upgrade!: "If you have a weapon, give it +1/+1. Otherwise equip a 1/3 weapon." (+1 Attack and +1 Durability; Heavy Axe)
  { id: "EX1_409", spell: [{ type: "if", if: { exists: "friendly-weapon" },
    then: [{ type: "buff", to: "friendly-weapon", enchantment: "EX1_409e" }], else: [{ type: "equipWeapon", card: "EX1_409t" }] }] },
  { id: "EX1_409e", buff: { attack: 1, health: 1 } },
  // Garrosh's Gift: "Discover a Temporary Execute, Shield Block, or Brawl." (the Temporary enchantment GBL_999e, sets/global.ts)
  { id: "GIFT_07", spell: [{ type: "discover", from: ["CS2_108", "EX1_606", "EX1_407"], enchantment: "GBL_999e" }] },
  // Grommash Hellscream: "Charge. Has +6 Attack while damaged."
  { id: "EX1_414", ...GROMMASH },
  { id: "EX1_414e", buff: { attack: 6 } },
  // Gorehowl: "Attacking a minion costs 1 Attack instead of 1 Durability." As the game does it: when your hero attacks a
  // minion, an on-attack trigger (2.6 c, where the rulebook lists 血吼) makes the weapon Immune for the attack (Bloodrage,
  // "No durability loss."), so the after-attack step's durability loss (2.6 g) does nothing; an after-attack trigger then
  // gives it -1 Attack (Needs Sharpening). The damage dealt is the Attack before the loss. Bloodrage goes at the end of
  // the attack (2.6 h), cancelled or not; a cancelled attack has no after-attack step, so it costs nothing.
  { id: "EX1_411", triggers: [
    { on: "attack", if: [{ source: "friendly-hero" }, { target: "minion" }], do: [{ type: "buff", to: "self", enchantment: "EX1_411e" }] },
    { on: "after-attack", if: [{ source: "friendly-hero" }, { target: "minion" }], do: [{ type: "buff", to: "self", enchantment: "EX1_411e2" }] },
  ] },
  { id: "EX1_411e", buff: { grants: ["IMMUNE"], whileAttacking: true } },
  { id: "EX1_411e2", buff: { attack: -1 } },
];
