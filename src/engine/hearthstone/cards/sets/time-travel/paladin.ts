/** Across the Timeways (穿越时间流, TIME_TRAVEL): the paladin cards. */
import type { CardDefinition } from "../../format/index.js";

const TT = { inferred: true, set: "TIME_TRAVEL", cardClass: "PALADIN" } as const;

export const TT_PALADIN: CardDefinition[] = [
  // Hardlight Protector: "Divine Shield. Battlecry: Restore #3 Health to your hero and give them Divine Shield." (Divine
  // Shield on the hero, as on a minion: the next damage is prevented and the shield lost, 4.9 step 5)
  { id: "TIME_015", battlecry: [{ type: "heal", amount: 3, to: "friendly-hero" }, { type: "buff", to: "friendly-hero", grants: ["DIVINE_SHIELD"] }] },
  // Chronological Aura: "At the end of your turn, summon a 3/5 Dragon with Taunt. Lasts 3 turns." (a lasting spell, 光环:
  // the turn it is played counts; its drake comes before it counts down; the game's Chronological Drake)
  { id: "TIME_700", lasts: { turns: 3 }, triggers: [{ on: "turn-end", zone: "secret", if: { turn: "own" }, do: [{ type: "summon", card: "TIME_700t" }] }] },
  { id: "TIME_700t", type: "MINION", ...TT, name: "Chronological Drake", cost: 5, attack: 3, health: 5, races: ["DRAGON"], tags: { TAUNT: 1 } },
];
