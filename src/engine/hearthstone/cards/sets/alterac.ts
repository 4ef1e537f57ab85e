/** Fractured in Alterac Valley (ALTERAC_VALLEY, its mini-set's ONY_ cards included): the Honorable Kill cards (荣誉消灭, rules-notes 401). */
import type { CardDefinition } from "../format/index.js";

const AV = { type: "ENCHANTMENT", inferred: true, set: "ALTERAC_VALLEY" } as const;

export const ALTERAC_VALLEY = (): CardDefinition[] => [
  // Bloodseeker (weapon): "Honorable Kill: Gain +1/+1." Its hero's attack kills a minion at exactly 0: the weapon +1/+1.
  { id: "AV_244", honorableKill: [{ type: "buff", to: "self", enchantment: "AV_244e" }] },
  { id: "AV_244e", ...AV, name: "Bloodseeking", buff: { attack: 1, health: 1 } },
  // Corporal: "Honorable Kill: Give your other minions Divine Shield."
  { id: "AV_122", honorableKill: [{ type: "buff", to: "other-friendly-minions", grants: ["DIVINE_SHIELD"] }] },
  // Deliverance: "Deal $3 damage to a minion. Honorable Kill: Summon a new 3/3 copy of it." (a new copy of the minion's card
  // for you, set to 3/3 by the game's Salvation enchantment)
  { id: "AV_315", target: { type: "minion" }, spell: [{ type: "damage", amount: 3, to: "target" }],
    honorableKill: [{ type: "summonCopy", of: "event-target", enchantment: "AV_315e2" }] },
  { id: "AV_315e2", ...AV, name: "Salvation", buff: { setAttack: 3, setHealth: 3 } },
  // Dragonbane Shot: "Deal $2 damage. Honorable Kill: Add a Dragonbane Shot to your hand."
  { id: "ONY_010", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }],
    honorableKill: [{ type: "addCard", card: "ONY_010" }] },
  // Dreadprison Glaive (weapon): "Honorable Kill: Deal damage equal to your hero's Attack to the enemy hero." (its Attack as
  // the Honorable Kill resolves, during the attack)
  { id: "AV_209", honorableKill: [{ type: "damage", amount: { stat: "attack", of: "friendly-hero" }, to: "enemy-hero" }] },
  // Frantic Hippogryph: "Rush. Honorable Kill: Gain Windfury."
  { id: "AV_215", honorableKill: [{ type: "buff", to: "self", grants: ["WINDFURY"] }] },
  // Gnome Private: "Honorable Kill: Gain +2 Attack."
  { id: "AV_121", honorableKill: [{ type: "buff", to: "self", enchantment: "AV_121e" }] },
  { id: "AV_121e", ...AV, name: "Gnomes Honor", buff: { attack: 2 } },
  // Knight-Captain: "Battlecry: Deal 3 damage. Honorable Kill: Gain +3/+3." (its Battlecry's damage counts: the damage's source
  // is the minion, on its controller's turn)
  { id: "AV_131", target: { type: "character" }, battlecry: [{ type: "damage", amount: 3, to: "target" }],
    honorableKill: [{ type: "buff", to: "self", enchantment: "AV_131e" }] },
  { id: "AV_131e", ...AV, name: "Armed To The Teeth", buff: { attack: 3, health: 3 } },
  // Siphon Mana: "Deal $2 damage. Honorable Kill: Reduce the Cost of spells in your hand by (1)."
  { id: "AV_212", target: { type: "character" }, spell: [{ type: "damage", amount: 2, to: "target" }],
    honorableKill: [{ type: "buff", to: { all: "hand", side: "friendly", where: { type: "spell" } }, enchantment: "AV_212e" }] },
  { id: "AV_212e", ...AV, name: "Kablow", buff: { cost: -1 } },
  // Sneaky Scout: "Stealth. Honorable Kill: Your next Hero Power costs (0)." On your Hero Power until it is used (its inspire
  // event), as Dreambound Disciple's.
  { id: "AV_123", honorableKill: [{ type: "buff", to: "friendly-hero-power", enchantment: "AV_123e" }] },
  { id: "AV_123e", ...AV, name: "Scouted", buff: { setCost: 0 }, triggers: [{ on: "inspire", if: { source: "self" }, do: [{ type: "expire" }] }] },
  // The Lobotomizer (weapon): "Honorable Kill: Get a copy of the top card of your opponent's deck." (an empty deck: nothing)
  { id: "AV_402", honorableKill: [{ type: "addCard", copyOf: { top: "deck", side: "enemy" } }] },
  // Tooth of Nefarian: "Deal $3 damage. Honorable Kill: Discover a spell from another class."
  { id: "ONY_032", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }],
    honorableKill: [{ type: "discover", from: { type: "SPELL", otherClass: true } }] },
  // Troll Centurion: "Rush. Honorable Kill: Deal 8 damage to the enemy hero."
  { id: "AV_132", honorableKill: [{ type: "damage", amount: 8, to: "enemy-hero" }] },
  // Whelp Bonker: "Frenzy and Honorable Kill: Draw a card."
  { id: "ONY_003", frenzy: [{ type: "draw" }], honorableKill: [{ type: "draw" }] },
];
