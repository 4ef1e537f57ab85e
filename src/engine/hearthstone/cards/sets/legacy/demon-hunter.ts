/** Legacy (the Basic and Classic cards kept in Wild, 怀旧): Demon Hunter cards, with the tokens and enchantments they make. */
import type { CardDefinition } from "../../format/index.js";

export const LEGACY_DEMONHUNTER = (): CardDefinition[] => [
  // Chaos Nova: "Deal $4 damage to all minions." (one mass damage, 1.5; both sides)
  { id: "BT_235", spell: [{ type: "damage", amount: 4, to: "all-minions" }] },
  // Chaos Strike: "Give your hero +2 Attack this turn. Draw a card."
  { id: "BT_035", spell: [{ type: "buff", to: "friendly-hero", enchantment: "BT_035e" }, { type: "draw", count: 1 }] },
  { id: "BT_035e", buff: { attack: 2, oneTurn: true } },
  // Coordinated Strike: "Summon three 1/1 Illidari with Rush." (the token's data lacks the keyword its text names)
  { id: "BT_036", spell: [{ type: "summon", card: "BT_036t", count: 3 }] },
  { id: "BT_036t", tags: { RUSH: 1 } },
  // Glaivebound Adept: "Battlecry: If your hero attacked this turn, deal 4 damage." It takes a target only if your hero
  // attacked this turn (REQ_TARGET_IF_AVAILABLE_AND_HERO_ATTACKED_THIS_TURN); otherwise it is played without one.
  { id: "BT_495", target: { type: "character", if: { entity: "friendly-hero", matches: { attackedThisTurn: true } } },
    battlecry: [{ type: "damage", amount: 4, to: "target" }] },
  // Inner Demon: "Give your hero +8 Attack this turn."
  { id: "BT_512", spell: [{ type: "buff", to: "friendly-hero", enchantment: "BT_512e" }] },
  { id: "BT_512e", buff: { attack: 8, oneTurn: true } },
  // BT_512e3, "Takes 1 damage at the end of each turn." (an enchantment of the game's data in Inner Demon's family, which no
  // collectible card attaches): defined so a state naming it loads — its host deals itself 1 damage at every turn's end.
  { id: "BT_512e3", triggers: [{ on: "turn-end", do: [{ type: "damage", amount: 1, to: "self" }] }] },
  // Kor'vas Bloodthorn: "Charge, Lifesteal. After you play a card with Outcast, return this to your hand." (keywords from
  // its tags). A card with Outcast is a card that has the keyword, played from any place of the hand (流放牌, rules-notes).
  { id: "CS3_019", triggers: [{ on: "after-play", if: { target: { side: "friendly", has: "outcast" } }, do: [{ type: "returnToHand", to: "self" }] }] },
  // Satyr Overseer: "After your hero attacks, summon a 2/2 Satyr." (the Satyr is BT_352t, a 2/2 without text)
  { id: "BT_352", triggers: [{ on: "after-attack", if: { source: "friendly-hero" }, do: [{ type: "summon", card: "BT_352t" }] }] },
  // Shadowhoof Slayer: "Battlecry: Give your hero +1 Attack this turn."
  { id: "BT_142", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "BT_142e" }] },
  { id: "BT_142e", buff: { attack: 1, oneTurn: true } },
  // Sightless Watcher: "Battlecry: Look at 3 cards in your deck. Choose one to put on top."
  { id: "BT_323", battlecry: [{ type: "putOnTop", count: 3 }] },
  // Soul Cleave: "Lifesteal. Deal $2 damage to two random enemy minions." As Cleave: two different minions picked at once
  // (3.5: not mortally wounded), one mass damage; with one enemy minion only that one; needs an enemy minion to be played
  // (REQ_MINIMUM_ENEMY_MINIONS). Lifesteal from its tags.
  { id: "BT_740", requires: { count: "enemy-minions", atLeast: 1 },
    spell: [{ type: "group", of: { random: "enemy-minions", count: 2 }, do: [{ type: "damage", amount: 2, to: "group" }] }] },
];
