/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Paladin cards, with the tokens and enchantments they make. */
import type { CardDefinition, Effect } from "../../format/index.js";

/** Guardian of Kings's battlecry (both printings; the current one also has Taunt, from the card data): "Restore #6 Health to your hero." */
export const GUARDIAN_OF_KINGS_BATTLECRY: Effect[] = [{ type: "heal", amount: 6, to: "friendly-hero" }];

export const LEGACY_PALADIN = (): CardDefinition[] => [
  { id: "CS2_093", spell: [{ type: "damage", amount: 2, to: "enemy-characters" }] }, // Consecration
  { id: "CS2_092", target: { type: "minion" }, spell: [{ type: "buff", to: "target", attack: 4, health: 4, enchantment: "CS2_092e" }] }, // Blessing of Kings
  { id: "CS2_092e", buff: { attack: 4, health: 4 } },
  // Truesilver Champion: "Whenever your hero attacks, restore 3 Health to it." (an on-attack trigger, 2.6 c)
  { id: "CS2_097", triggers: [{ on: "attack", if: { source: "friendly-hero" }, do: [{ type: "heal", amount: 3, to: "friendly-hero" }] }] },
  { id: "CS2_094", target: { type: "character" }, spell: [{ type: "damage", amount: 3, to: "target" }, { type: "draw" }] }, // Hammer of Wrath
  { id: "CS2_089", spell: [{ type: "heal", amount: 8, to: "friendly-hero" }] }, // Holy Light
  { id: "CS2_087", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "CS2_087e" }] }, // Blessing of Might
  { id: "CS2_087e", buff: { attack: 3 } },
  { id: "EX1_360", target: { type: "minion" }, spell: [{ type: "buff", to: "target", enchantment: "EX1_360e" }] }, // Humility
  { id: "EX1_360e", buff: { setAttack: 1 } },
  { id: "CS2_088", battlecry: GUARDIAN_OF_KINGS_BATTLECRY }, // Guardian of Kings
  { id: "EX1_371", target: { type: "minion" }, spell: [{ type: "buff", to: "target", grants: ["DIVINE_SHIELD"] }] }, // Hand of Protection
  { id: "EX1_184", spell: [{ type: "buff", to: "friendly-minions", grants: ["DIVINE_SHIELD"] }] }, // Righteousness
  // Pursuit of Justice: "Give +1 Attack to Silver Hand Recruits you summon this game." A state on your hero (standing for
  // the player, 1.2; it stays with a new hero, 2.5) whose on-summon trigger gives each Silver Hand Recruit you summon from
  // now on +1 Attack (CS3_029e2); recruits already in play are not changed. Each copy cast adds its own +1.
  { id: "CS3_029", spell: [{ type: "buff", to: "friendly-hero", enchantment: "CS3_029e" }] },
  { id: "CS3_029e", triggers: [{ on: "summon", if: { target: { side: "friendly", type: "minion", name: "Silver Hand Recruit" } }, do: [{ type: "buff", to: "event-target", enchantment: "CS3_029e2" }] }] },
  { id: "CS3_029e2", buff: { attack: 1 } },
  // Reckoning: "Secret: After an enemy minion deals 3 or more damage, destroy it." A damage trigger on each damage event
  // of 3 or more whose source is an enemy minion; it stays hidden when that minion is already mortally wounded (3.4).
  { id: "CS3_016", triggers: [{ on: "damage", if: [{ source: { side: "enemy", type: "minion", alive: true } }, { value: { event: "amount" }, atLeast: 3 }],
    do: [{ type: "destroy", to: "event-source" }] }] },
];
