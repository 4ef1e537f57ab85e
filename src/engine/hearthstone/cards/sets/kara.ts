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
  { id: "KAR_041", target: { type: "minion" }, battlecry: [
    { type: "buff", to: "self", enchantment: "KAR_041e", remember: "target" }, { type: "destroy", to: "target" }],
  deathrattle: [{ type: "summonRemembered", enchantment: "KAR_041e", for: "owner" }] },
  { id: "KAR_041e" },
  // Malchezaar's Imp: "Whenever you discard a card, draw a card."
  { id: "KAR_089", triggers: [{ on: "discard", if: { player: "friendly" }, do: [{ type: "draw" }] }] },
];
