/** Ashes of Outland (BLACK_TEMPLE). */
import type { CardDefinition } from "../format/index.js";

export const BLACK_TEMPLE = (): CardDefinition[] => [
  // Maiev Shadowsong: "Battlecry: Choose a minion. It goes Dormant for 2 turns." (休眠, 4.6; the rulebook's examples)
  { id: "BT_737", target: { type: "minion" }, battlecry: [{ type: "dormant", to: "target", turns: 2 }] },
];
