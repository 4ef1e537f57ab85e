/**
 * "From the past" (rules-notes 526), checked independently of the engine's pool code: a card is from the past when none of
 * its printings (the original and every reprint playing as it) is of a set of the Standard format in the data's year —
 * the Year of the Raptor, per HearthSim's python-hearthstone STANDARD_SETS — and its original is a Wild card.
 */
import { allFacts, factsById, type CardFacts } from "../../src/engine/hearthstone/cards/facts.js";

const RAPTOR_STANDARD = ["CORE", "EVENT", "WHIZBANGS_WORKSHOP", "ISLAND_VACATION", "SPACE", "EMERALD_DREAM", "THE_LOST_CITY", "TIME_TRAVEL", "CATACLYSM"];

/** The card's facts when it is a collectible card from the past, else undefined. */
export function pastCard(id: string): CardFacts | undefined {
  const f = factsById(id);
  if (!f || !f.collectible) return undefined;
  const original = f.sameAs ?? f.id;
  const printings = allFacts().filter((x) => x.id === original || x.sameAs === original);
  if (printings.some((x) => RAPTOR_STANDARD.includes(x.set))) return undefined;
  if (["VANILLA", "HERO_SKINS"].includes(factsById(original)?.set ?? "VANILLA")) return undefined;
  return f;
}
