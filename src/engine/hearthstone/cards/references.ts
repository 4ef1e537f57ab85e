/**
 * @module hearthstone/cards/references
 * Checks every card a client definition names (summons, pools, cards added to hand, weapons, hero powers,
 * enchantments) before anything resolves: an unknown card is a 404, a card of the wrong kind a 400, and a
 * card the engine would have to play, summon or equip without implementing its text a 422 — never a
 * failure halfway through, and never a card silently treated as vanilla.
 */
import { EngineError, invalidRequest, type Issue } from "../../errors.js";
import { unknownCardError } from "./unknown.js";
import { CARD_IN_HAND_TYPES } from "../types.js";
import { checkDefinitions } from "./sanity.js";
import type { CardDefinition } from "./format/index.js";
import type { CardRegistry } from "./registry.js";

/** What a reference is used as, and the card types that use allows; `null`: any type. */
const ROLES = {
  minion: ["MINION"],
  hand: CARD_IN_HAND_TYPES,
  spell: ["SPELL"],
  weapon: ["WEAPON"],
  heroPower: ["HERO_POWER"],
  hero: ["HERO"],
  enchantment: ["ENCHANTMENT"],
  option: null,
  /** A card a filter or a count names only by its id (the filter `cardIn`, what `mix` waits for): any card, nothing of it is used. */
  named: null,
} as const satisfies Record<string, readonly string[] | null>;
type Role = keyof typeof ROLES;

/** Roles whose card becomes an entity that acts by its text (an enchantment or a Choose One option is a label). */
const MUST_BE_IMPLEMENTED: ReadonlySet<Role> = new Set(["minion", "hand", "spell", "weapon", "heroPower", "hero"]);

export interface CardReference {
  id: string;
  path: string;
  role: Role;
}

/** The role of a `card` / `pool` key: given by the effect that holds it. */
function roleOfCardKey(holder: Record<string, unknown>): Role {
  switch (holder.type) {
    case "summon": case "summonRandom": case "destroyAndReplace": return "minion";
    // A transform's card, like a card added to hand, must be one the engine plays (in play, 4.5 keeps the type).
    case "addCard": case "shuffleIntoDeck": case "discover": case "transform": return "hand";
    case "equipWeapon": return "weapon";
    // A spell cast by an effect (castSpell) resolves its text: a spell the engine implements.
    case "castSpell": return "spell";
    case "replaceHero": return "hero";
    default: return "option";
  }
}

/** Every card id a definition names, with the JSON path where it appears and what it is used as. */
export function referencedCards(def: unknown, path: string, out: CardReference[] = []): CardReference[] {
  if (Array.isArray(def)) def.forEach((x, i) => referencedCards(x, `${path}[${i}]`, out));
  else if (def && typeof def === "object") {
    const o = def as Record<string, unknown>;
    for (const [k, v] of Object.entries(o)) {
      const at = `${path}.${k}`;
      if (k === "card" && typeof v === "string") out.push({ id: v, path: at, role: roleOfCardKey(o) });
      else if ((k === "enchantment" || k === "magnetic" || (k === "record" && o.type === "adapt")) && typeof v === "string") out.push({ id: v, path: at, role: "enchantment" });
      else if (k === "heroPower" && typeof v === "string") out.push({ id: v, path: at, role: "heroPower" });
      // 腐蚀: the corrupted card the card becomes in hand, a card the engine must play.
      // 微缩 / 扩大: the Mini or Gigantic card its player gets when it is played, a card the engine must play.
      else if ((k === "miniaturize" || k === "gigantify") && typeof v === "string") out.push({ id: v, path: at, role: "hand" });
      else if (k === "corrupt" && typeof v === "string") out.push({ id: v, path: at, role: "hand" });
      else if (k === "corrupt" && v && typeof v === "object" && typeof (v as { into?: unknown }).into === "string") out.push({ id: (v as { into: string }).into, path: `${at}.into`, role: "hand" });
      // 注能: the Infused card it becomes in hand.
      else if (k === "infuse" && v && typeof v === "object" && typeof (v as { into?: unknown }).into === "string") out.push({ id: (v as { into: string }).into, path: `${at}.into`, role: "hand" });
      // 等级: the next Rank it becomes in hand.
      else if (k === "rank" && v && typeof v === "object" && typeof (v as { into?: unknown }).into === "string") out.push({ id: (v as { into: string }).into, path: `${at}.into`, role: "hand" });
      // 锻造: the Forged card the card becomes in hand (and, for an endless Forge, the enchantment it gains).
      else if (k === "forge" && typeof v === "string") out.push({ id: v, path: at, role: "hand" });
      else if (k === "forge" && v && typeof v === "object" && typeof (v as { into?: unknown }).into === "string") {
        out.push({ id: (v as { into: string }).into, path: `${at}.into`, role: "hand" });
        referencedCards({ enchantment: (v as { enchantment?: unknown }).enchantment }, at, out);
      }
      // 泰坦: the three abilities, spells whose text the engine resolves.
      else if (k === "titan" && Array.isArray(v)) v.forEach((id, i) => out.push({ id: String(id), path: `${at}[${i}]`, role: "spell" }));
      // 任务线: the questline's next part, which the completed part becomes in the secret zone.
      else if (k === "next" && "reward" in o && typeof v === "string") out.push({ id: v, path: at, role: "hand" });
      // 迦拉克隆: the upgraded Galakrond it becomes in hand or deck.
      else if (k === "galakrond" && v && typeof v === "object" && typeof (v as { upgradesTo?: unknown }).upgradesTo === "string") out.push({ id: (v as { upgradesTo: string }).upgradesTo, path: `${at}.upgradesTo`, role: "hand" });
      // Fabled: the bundled cards go into the deck with the card, so they must be cards a hand holds and the engine plays.
      else if (k === "fabled" && Array.isArray(v)) v.forEach((id, i) => out.push({ id: String(id), path: `${at}[${i}]`, role: "hand" }));
      else if (k === "and" && o.type === "summon" && Array.isArray(v)) v.forEach((id, i) => out.push({ id: String(id), path: `${at}[${i}]`, role: "minion" }));
      // The cards a play record amount names (`playedThisGame` … `cards`): any card, only its id is read.
      else if (k === "cards" && "playedThisGame" in o && Array.isArray(v)) v.forEach((id, i) => out.push({ id: String(id), path: `${at}[${i}]`, role: "option" }));
      else if (k === "cards" && "died" in o && Array.isArray(v)) v.forEach((id, i) => out.push({ id: String(id), path: `${at}[${i}]`, role: "named" }));
      // 混合: the card that mixes with this one (any card, only its id is read) and the mixed card it becomes in hand.
      else if (k === "mix" && Array.isArray(v)) v.forEach((m, i) => {
        const x = m as { with?: unknown; into?: unknown };
        if (typeof x.with === "string") out.push({ id: x.with, path: `${at}[${i}].with`, role: "named" });
        if (typeof x.into === "string") out.push({ id: x.into, path: `${at}[${i}].into`, role: "hand" });
      });
      // The filter `cardIn`: any cards, only their ids are read.
      else if (k === "cardIn" && Array.isArray(v)) v.forEach((id, i) => out.push({ id: String(id), path: `${at}[${i}]`, role: "named" }));
      else if (k === "colossal" && Array.isArray(v)) v.forEach((id, i) => out.push({ id: String(id), path: `${at}[${i}]`, role: "minion" }));
      else if ((k === "pool" || (k === "from" && o.type === "discover")) && Array.isArray(v)) v.forEach((id, i) => out.push({ id: String(id), path: `${at}[${i}]`, role: roleOfCardKey(o) }));
      else if (k !== "id" && k !== "name") referencedCards(v, at, out);
    }
  }
  return out;
}

export function checkCardReferences(cards: CardRegistry, defs: readonly CardDefinition[]): void {
  checkDefinitions(defs);
  const misses: { ref: string; path: string }[] = [];
  const wrongType: Issue[] = [];
  const unimplemented: Issue[] = [];
  const unimplementedIds: string[] = [];
  defs.forEach((d, i) => {
    for (const r of referencedCards(d, `cards[${i}]`)) {
      const c = cards.get(r.id);
      if (!c) {
        misses.push({ ref: r.id, path: r.path });
        continue;
      }
      const allowed: readonly string[] | null = ROLES[r.role];
      if (allowed && !allowed.includes(c.type)) {
        wrongType.push({ path: r.path, message: `${c.name.enUS} (${c.id}) is a ${c.type}; this reference needs ${allowed.join(" or ")}` });
      } else if (MUST_BE_IMPLEMENTED.has(r.role) && !c.implemented) {
        if (!unimplementedIds.includes(c.id)) unimplementedIds.push(c.id);
        unimplemented.push({ path: r.path, message: `${c.name.enUS} (${c.id}) has rules text the engine does not implement` });
      }
    }
  });
  if (misses.length) throw unknownCardError(misses);
  if (wrongType.length) throw invalidRequest(`${wrongType[0]!.path}: ${wrongType[0]!.message}`, wrongType);
  if (unimplemented.length) {
    throw new EngineError("unimplemented_card", `not implemented: ${unimplementedIds.join(", ")}`, unimplemented, { cards: unimplementedIds });
  }
}
