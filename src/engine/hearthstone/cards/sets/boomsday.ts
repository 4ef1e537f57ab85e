/** The Boomsday Project (BOOMSDAY). */
import type { CardDefinition } from "../format/index.js";

/** A player state standing on the hero for "your next spell this turn": removed in that spell's after-play step (2.3 完成阶段 b). */
const NEXT_SPELL = [{ on: "after-play" as const, if: { target: { side: "friendly" as const, type: "spell" as const } }, do: [{ type: "expire" as const }] }];

export const BOOMSDAY = (): CardDefinition[] => [
  // Mecha'thun: "Deathrattle: If you have no cards in your deck, hand, and battlefield, destroy the enemy hero." (1.12)
  { id: "BOT_424", deathrattle: [{ type: "if", if: { not: { any: [{ exists: { top: "deck" } }, { exists: { all: "hand", side: "friendly" } }, { exists: "friendly-minions" }] } },
    then: [{ type: "destroy", to: "enemy-hero" }] }] },
  // Electra Stormsurge: "Battlecry: Your next spell this turn casts twice." (2.3 结算阶段 a: fixed before the text;
  // the Overload is gained again before the second time)
  { id: "BOT_411", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "BOT_411e" }] },
  { id: "BOT_411e", buff: { oneTurn: true }, auras: [{ rule: "spells-twice" }], triggers: NEXT_SPELL },
  // Electricking: the same text ("Your next spell this turn casts twice.") under another id.
  { id: "BOT_411e2", buff: { oneTurn: true }, auras: [{ rule: "spells-twice" }], triggers: NEXT_SPELL },
  // Celestial Emissary: "Battlecry: Your next spell this turn has Spell Damage +2." (for every resolution of that spell)
  { id: "BOT_531", battlecry: [{ type: "buff", to: "friendly-hero", enchantment: "BOT_531e" }] },
  { id: "BOT_531e", spellDamage: 2, buff: { oneTurn: true }, triggers: NEXT_SPELL },
  // Autodefense Matrix: "Secret: When one of your minions is attacked, give it Divine Shield." Its conditions (3.4): room on
  // the board and a defender without Divine Shield; it answers the defender of its pre-attack step (2.6).
  // Magnetic (5.1) minions whose text is only stats and keywords: Wargear, Skaterbot, Glow-Tron.
  { id: "BOT_563", magnetic: "BOT_563e" }, { id: "BOT_563e" },
  // SN1P-SN4P: "Magnetic, Echo. Deathrattle: Summon two 1/1 Microbots." Magnetized, the Mech gets its stats, keywords (not
  // Echo: a keyword of the card in hand) and this Deathrattle (BOT_700e); the echo step gives its copy either way.
  { id: "BOT_700", magnetic: "BOT_700e", deathrattle: [{ type: "summon", card: "BOT_312t", count: 2 }] },
  { id: "BOT_700e", deathrattle: [{ type: "summon", card: "BOT_312t", count: 2 }] },
  { id: "BOT_020", magnetic: "BOT_020e" }, { id: "BOT_020e" },
  { id: "BOT_906", magnetic: "BOT_906e" }, { id: "BOT_906e" },
  { id: "BOT_908", triggers: [{
    on: "pre-attack", if: [{ target: { side: "friendly", type: "minion", notTag: "DIVINE_SHIELD" } }, { space: "friendly-board" }],
    do: [{ type: "buff", to: "event-target", grants: ["DIVINE_SHIELD"] }],
  }] },
  // Fleeting Soul, "Discards at the end of your turn.": the Temporary (临时) state on a card in hand. It works only while
  // its card is in hand (a Temporary minion played keeps it, 4.8, and must not be destroyed); "your" turn is its
  // controller's, the player whose effect attached it (4.8 注意). Also what Anduin's Gift and the other Gifts attach.
  { id: "BOT_568e", triggers: [{
    on: "turn-end", if: [{ turn: "own" }, { entity: "self", matches: { zone: "hand" } }], do: [{ type: "destroy", to: "self" }],
  }] },
];
