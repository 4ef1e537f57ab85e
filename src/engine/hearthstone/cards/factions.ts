/**
 * @module hearthstone/cards/factions
 * The StarCraft factions of Heroes of StarCraft (the SPACE mini-set): Zerg, Protoss and Terran (the game's keywords
 * GLOBAL_KEYWORD_ZERG/PROTOSS/TERRAN, "This card is a member of the Zerg faction": HearthSim/hsdata Strings/enUS/GLOBAL.txt).
 * The card data gives no faction mark (rules-notes 882), so the facts are here: the mini-set's faction classes (Zerg: Death
 * Knight, Demon Hunter, Hunter, Warlock; Protoss: Druid, Mage, Priest, Rogue; Terran: Paladin, Shaman, Warrior), each class
 * card of the mini-set of its class's faction, five faction-neutral cards per faction, and Grunty (SC_013) of none — the
 * set's published card lists (hs.cardsrealm.com "Heroes of StarCraft review", vicioussyndicate.com's preview). A token a
 * faction card makes is of that card's faction (rules-notes 1200). A definition's own `faction` overrides this table.
 */
import type { CompiledCard } from "./compile.js";

export type Faction = "ZERG" | "PROTOSS" | "TERRAN";

const ZERG = ["SC_000", "SC_001", "SC_002", "SC_003", "SC_004", "SC_006", "SC_008", "SC_009", "SC_010", "SC_011", "SC_012",
  "SC_015", "SC_018", "SC_019", "SC_020", "SC_021", "SC_022", "SC_023"];
const PROTOSS = ["SC_750", "SC_751", "SC_751t", "SC_752", "SC_753", "SC_754", "SC_755", "SC_756", "SC_756t", "SC_757", "SC_758",
  "SC_759", "SC_760", "SC_761", "SC_762", "SC_763", "SC_764", "SC_765", "SC_783"];
const TERRAN = ["SC_400", "SC_401", "SC_403", "SC_404", "SC_405", "SC_406", "SC_407", "SC_408", "SC_409", "SC_410", "SC_411",
  "SC_412", "SC_413", "SC_414"];

const TABLE = new Map<string, Faction>();
for (let i = 0; i < ZERG.length; i++) TABLE.set(ZERG[i]!, "ZERG");
for (let i = 0; i < PROTOSS.length; i++) TABLE.set(PROTOSS[i]!, "PROTOSS");
for (let i = 0; i < TERRAN.length; i++) TABLE.set(TERRAN[i]!, "TERRAN");

/** The faction of a card id in the built-in table (its original printing's for a reprint), or undefined. */
export function builtInFaction(id: string, sameAs?: string): Faction | undefined {
  return TABLE.get(id) ?? (sameAs ? TABLE.get(sameAs) : undefined);
}

/** A card's faction: its definition's own `faction`, else the built-in table's, else none. */
export function factionOf(card: CompiledCard | null | undefined): Faction | undefined {
  if (!card) return undefined;
  return (card.def?.faction as Faction | undefined) ?? builtInFaction(card.id, card.facts.sameAs);
}
