/**
 * @module hearthstone/decks
 * Deck codes (the game's deckstrings, decoded with HearthSim's `deckstrings` package): reading one into cards with a
 * 400 that says what is wrong, the report `GET /v1/decks/{code}` gives (cards, curve, coverage, the deck-building rules
 * it breaks), and a snapshot's `deck` given as a code: its cards shuffled from the request's seed, a recorded random
 * decision.
 */
import { decode } from "deckstrings/dist/browser.mjs";
import { EngineError } from "../errors.js";
import { DECK_RULES } from "./cards/deck-rules.gen.js";
import type { CardFacts } from "./cards/facts.js";
import { builtInCard, findCardFacts } from "./cards/registry.js";
import { shuffleDeck, type Ctx } from "./context.js";
import type { EntityInput, GameStateInput, PlayerInput } from "./schema.js";
import type { PlayerId } from "./types.js";

export const FORMATS = { 1: "FT_WILD", 2: "FT_STANDARD", 3: "FT_CLASSIC", 4: "FT_TWIST" } as const;
export type Format = (typeof FORMATS)[keyof typeof FORMATS];

/** Longer than any real deck code (a 40-card deck with sideboards is under 200 characters). */
export const MAX_CODE_LENGTH = 1000;

/** Why a code could not be read: the `reason` of the 400. */
export type DeckCodeReason =
  | "empty" | "too_long" | "not_base64" | "not_deckstring" | "unsupported_version" | "unsupported_format" | "truncated" | "no_hero"
  | "unknown_dbfid" | "too_many_cards";

export interface DeckCard {
  facts: CardFacts;
  count: number;
  /** Fabled: the card of the deck this one is bundled with (its definition's `fabled` names it). */
  bundledWith?: string;
  /** Fabled: how many of `count` were added because the code held the Fabled card without them. */
  added?: number;
}

// ---------------------------------------------------------------------------------------------------------------------
// Fabled (奇闻): a card's bundled cards come into the deck with it and count toward its size (docs/rules-notes.md)

/** The cards bundled with a card (its definition's `fabled`), or none. */
export type BundleOf = (id: string) => readonly string[] | undefined;
const builtInBundle: BundleOf = (id) => builtInCard(id)?.def?.fabled;

/**
 * The bundled cards a list of cards lacks: for each Fabled card, its bundle (once per copy) less what the list already
 * holds of each bundled card, with the Fabled card it comes with.
 */
export function missingBundles(cards: readonly { id: string; count: number }[], bundleOf: BundleOf): { id: string; count: number; bundledWith: string }[] {
  const have = new Map<string, number>();
  for (const c of cards) have.set(c.id, (have.get(c.id) ?? 0) + c.count);
  const out: { id: string; count: number; bundledWith: string }[] = [];
  for (const c of cards) {
    const need = new Map<string, number>();
    for (const id of bundleOf(c.id) ?? []) need.set(id, (need.get(id) ?? 0) + c.count);
    for (const [id, n] of need) {
      const missing = n - (have.get(id) ?? 0);
      if (missing <= 0) continue;
      out.push({ id, count: missing, bundledWith: c.id });
      have.set(id, n);
    }
  }
  return out;
}

/** The deck's cards with Fabled bundles completed: bundled cards marked `bundledWith`, the ones the code lacked added (`added`). */
export function withBundles(cards: readonly DeckCard[], bundleOf: BundleOf = builtInBundle): DeckCard[] {
  const out = cards.map((c) => ({ ...c }));
  for (const c of cards) for (const id of bundleOf(c.facts.id) ?? []) {
    const own = out.find((x) => x.facts.id === id);
    if (own && !own.bundledWith) own.bundledWith = c.facts.id;
  }
  for (const m of missingBundles(cards.map((c) => ({ id: c.facts.id, count: c.count })), bundleOf)) {
    const own = out.find((x) => x.facts.id === m.id);
    if (own) {
      own.count += m.count;
      own.added = (own.added ?? 0) + m.count;
      continue;
    }
    const facts = findCardFacts(m.id);
    if (facts) out.push({ facts, count: m.count, bundledWith: m.bundledWith, added: m.count });
  }
  return out;
}

export interface DecodedDeck {
  /** The code as read: the deckstring line of a pasted export, URL-safe characters turned back, padding restored. */
  code: string;
  format: Format;
  /** The first hero of the code (a deck names one). */
  hero: CardFacts;
  heroes: CardFacts[];
  /** In the code's order (by dbfId). */
  cards: DeckCard[];
  /** Cards chosen for a card that has a sideboard (E.T.C., Band Manager; Zilliax Deluxe 3000's modules), by owner. */
  sideboards: { owner: CardFacts; cards: DeckCard[] }[];
}

function fail(reason: DeckCodeReason, path: string, message: string, extra: Record<string, unknown> = {}): never {
  throw new EngineError("invalid_request", `bad deck code: ${message}`, [{ path, message }], { reason, ...extra });
}

/**
 * The deckstring in `text`: a bare code, or a deck exported from the game (lines of `#` comments around the code);
 * URL-safe base64 (`-`, `_`) and missing padding are accepted.
 */
export function normaliseCode(text: string): string {
  const lines = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  let code = (lines[0] ?? "").replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/");
  if (/^[A-Za-z0-9+/]+$/.test(code) && code.length % 4 > 1) code += "=".repeat(4 - (code.length % 4));
  return code;
}

/** Decode a deck code, or throw a 400 (`invalid_request` with `reason`) naming what is wrong and where (`path`). */
export function decodeDeckCode(text: string, path = "code"): DecodedDeck {
  if (text.length > MAX_CODE_LENGTH) fail("too_long", path, `${text.length} characters; a deck code is at most ${MAX_CODE_LENGTH}`);
  const code = normaliseCode(text);
  if (!code) fail("empty", path, "no deck code given");
  const bad = /[^A-Za-z0-9+/=]/.exec(code);
  if (bad) fail("not_base64", path, `not base64: ${JSON.stringify(bad[0])} at position ${bad.index + 1} is not a base64 character`);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(code) || code.length % 4 !== 0) fail("not_base64", path, "not base64: misplaced '=' padding or a length that no base64 text has");
  const bytes = atob(code);
  if (bytes.charCodeAt(0) !== 0) fail("not_deckstring", path, `not a deckstring: its first byte is ${bytes.charCodeAt(0)}, a deckstring's is 0`);
  if (bytes.length < 3) fail("truncated", path, "the code ends before its version and format");
  if (bytes.charCodeAt(1) !== 1) fail("unsupported_version", path, `deckstring version ${bytes.charCodeAt(1)}; only version 1 exists`, { version: bytes.charCodeAt(1) });
  let raw: ReturnType<typeof decode>;
  try {
    raw = decode(code);
  } catch (e) {
    const m = e instanceof Error ? /Unsupported format (\d+)/.exec(e.message) : null;
    if (m) fail("unsupported_format", path, `format ${m[1]} is unknown (1 FT_WILD, 2 FT_STANDARD, 3 FT_CLASSIC, 4 FT_TWIST)`, { format: Number(m[1]) });
    fail("truncated", path, "the code ends in the middle of the deck (cut short when copied?)");
  }
  if (raw.heroes.length === 0) fail("no_hero", path, "the code names no hero");

  const unknown: { dbfId: number; where: string }[] = [];
  const card = (dbfId: number, where: string): CardFacts => {
    const f = findCardFacts(dbfId);
    if (!f) unknown.push({ dbfId, where });
    return f!;
  };
  // The package sorts heroes as strings; the code's own order is by number.
  const heroes = raw.heroes.slice().sort((a, b) => a - b).map((d, i) => card(d, `hero ${i + 1}`));
  const cards = raw.cards.filter(([, n]) => n > 0).map(([d, count], i) => ({ facts: card(d, `card ${i + 1}`), count }));
  const sideboards: DecodedDeck["sideboards"] = [];
  raw.sideboardCards.forEach(([d, count, owner], i) => {
    const f = card(d, `sideboard card ${i + 1}`);
    let sb = sideboards.find((s) => s.owner?.dbfId === owner);
    if (!sb) sideboards.push((sb = { owner: card(owner, `sideboard ${sideboards.length + 1}'s owner`), cards: [] }));
    if (count > 0) sb.cards.push({ facts: f, count });
  });
  if (unknown.length) {
    const dbfIds = [...new Set(unknown.map((u) => u.dbfId))];
    throw new EngineError(
      "invalid_request",
      `bad deck code: unknown dbfId${dbfIds.length > 1 ? "s" : ""} ${dbfIds.join(", ")} (not in the card data)`,
      unknown.map((u) => ({ path, message: `${u.where}: dbfId ${u.dbfId} is not in the card data` })),
      { reason: "unknown_dbfid", dbfIds },
    );
  }
  return { code, format: FORMATS[raw.format as keyof typeof FORMATS], hero: heroes[0]!, heroes, cards, sideboards };
}

// ---------------------------------------------------------------------------------------------------------------------
// The deck-building rules

/** Classes of the Mean Streets of Gadgetzan crime families: their neutral tri-class cards go in these classes' decks only. */
const FAMILY_CLASSES: Record<string, readonly string[]> = {
  GRIMY_GOONS: ["HUNTER", "PALADIN", "WARRIOR"],
  JADE_LOTUS: ["DRUID", "ROGUE", "SHAMAN"],
  KABAL: ["MAGE", "PRIEST", "WARLOCK"],
};

export const DECK_SIZE = 30;
export type DeckRule = "deck-size" | "copies" | "legendary" | "class" | "collectible" | "hero";

export interface DeckProblem {
  rule: DeckRule;
  message: string;
  /** The card ids it concerns, if any. */
  cards?: string[];
}

const label = (f: CardFacts) => `${f.name.enUS || f.name.zhCN} (${f.id})`;
const total = (cards: readonly DeckCard[]) => cards.reduce((n, c) => n + c.count, 0);

/** The deck size the cards call for: 30, or a card's own ("Your deck size and starting Health are 40": Prince Renathal). */
export function requiredSize(cards: readonly DeckCard[]): { size: number; by?: CardFacts } {
  let out: { size: number; by?: CardFacts } = { size: DECK_SIZE };
  for (const c of cards) {
    const n = DECK_RULES.deckSize[c.facts.id];
    if (n !== undefined && n > out.size) out = { size: n, by: c.facts };
  }
  return out;
}

/**
 * The deck-building rules the deck breaks: its size (30, or a card's exception), at most 2 copies of a card (a reprint
 * counts with its original), 1 of a Legendary, cards of the hero's class or neutral (a Tourist of the hero's class brings
 * its own class's cards; a crime family's neutral cards only in its three classes), collectible printings, one hero.
 * The card data has no dual-class field: a dual-class card (Scholomance's) is neutral there and passes the class rule.
 */
export function deckProblems(d: Pick<DecodedDeck, "hero" | "heroes" | "cards">): DeckProblem[] {
  const out: DeckProblem[] = [];
  const heroClass = d.hero.cardClass;
  if (d.heroes.length !== 1) out.push({ rule: "hero", message: `the code names ${d.heroes.length} heroes; a deck has one`, cards: d.heroes.map((h) => h.id) });
  if (d.hero.type !== "HERO") out.push({ rule: "hero", message: `${label(d.hero)} is a ${d.hero.type}, not a hero`, cards: [d.hero.id] });

  const size = total(d.cards);
  const req = requiredSize(d.cards);
  if (size !== req.size) {
    out.push({ rule: "deck-size", message: `the deck has ${size} cards; ${req.by ? `with ${label(req.by)} ` : ""}a deck has ${req.size}` });
  }

  const copies = new Map<string, { facts: CardFacts; count: number; ids: string[] }>();
  for (const c of d.cards) {
    const key = c.facts.sameAs ?? c.facts.id;
    const g = copies.get(key) ?? { facts: c.facts, count: 0, ids: [] };
    g.count += c.count;
    g.ids.push(c.facts.id);
    copies.set(key, g);
  }
  for (const g of copies.values()) {
    const legendary = g.facts.rarity === "LEGENDARY";
    if (legendary && g.count > 1) out.push({ rule: "legendary", message: `${g.count} copies of ${label(g.facts)}, a Legendary; at most 1`, cards: g.ids });
    else if (!legendary && g.count > 2) out.push({ rule: "copies", message: `${g.count} copies of ${label(g.facts)}; at most 2`, cards: g.ids });
  }

  // Tourists of the hero's class open their own class.
  const open = new Set([heroClass, "NEUTRAL"]);
  for (const c of d.cards) if (DECK_RULES.tourist[c.facts.id] === heroClass) open.add(c.facts.cardClass);
  for (const c of d.cards) {
    const f = c.facts;
    const family = f.mechanics.find((m) => FAMILY_CLASSES[m]);
    if (family && f.cardClass === "NEUTRAL" && !FAMILY_CLASSES[family]!.includes(heroClass)) {
      out.push({ rule: "class", message: `${label(f)} (${family}) goes in ${FAMILY_CLASSES[family]!.join(", ")} decks only, not ${heroClass}`, cards: [f.id] });
    } else if (!open.has(f.cardClass) && DECK_RULES.tourist[f.id] !== heroClass) {
      out.push({ rule: "class", message: `${label(f)} is a ${f.cardClass} card; a ${heroClass} deck holds ${heroClass} and NEUTRAL cards`, cards: [f.id] });
    }
  }

  // A Fabled card's bundled cards are not collectible: they come into the deck with it.
  const uncollectible = d.cards.filter((c) => !c.facts.collectible && !c.bundledWith);
  for (const c of uncollectible) out.push({ rule: "collectible", message: `${label(c.facts)} is not collectible; a deck holds collectible printings only`, cards: [c.facts.id] });
  return out;
}

/** A card of the report: its facts, count and whether the engine implements it. */
function reportCard(c: DeckCard) {
  const f = c.facts;
  return {
    id: f.id, dbfId: f.dbfId, name: { ...f.name }, cost: f.cost, count: c.count,
    type: f.type, cardClass: f.cardClass, rarity: f.rarity, set: f.set, collectible: f.collectible,
    implemented: builtInCard(f.id)?.implemented ?? false,
    ...(c.bundledWith ? { bundledWith: c.bundledWith } : {}), ...(c.added ? { added: c.added } : {}),
  };
}

const byCost = (a: DeckCard, b: DeckCard) => a.facts.cost - b.facts.cost || a.facts.name.enUS.localeCompare(b.facts.name.enUS) || a.facts.id.localeCompare(b.facts.id);
const cardRef = (f: CardFacts) => ({ id: f.id, dbfId: f.dbfId, name: { ...f.name } });

/** What `GET /v1/decks/{code}` answers. */
export function deckReport(code: DecodedDeck) {
  // Fabled: the bundles the code lacks are added (the game's own export lists them).
  const d = { ...code, cards: withBundles(code.cards) };
  const curve: Record<string, number> = { "0": 0, "1": 0, "2": 0, "3": 0, "4": 0, "5": 0, "6": 0, "7+": 0 };
  for (const c of d.cards) curve[c.facts.cost >= 7 ? "7+" : String(c.facts.cost)]! += c.count;
  const cards = d.cards.slice().sort(byCost).map(reportCard);
  const missing = cards.filter((c) => !c.implemented);
  const problems = deckProblems(d);
  const size = total(d.cards);
  return {
    code: d.code,
    format: d.format,
    hero: { ...cardRef(d.hero), cardClass: d.hero.cardClass },
    cards,
    sideboards: d.sideboards.map((s) => ({ owner: cardRef(s.owner), cards: s.cards.slice().sort(byCost).map(reportCard) })),
    size: { cards: size, required: requiredSize(d.cards).size },
    curve,
    implemented: { cards: size - missing.reduce((n, c) => n + c.count, 0), of: size, missing: missing.map((c) => c.id) },
    legal: problems.length === 0,
    problems,
  };
}

/** A snapshot's deck holds at most this many cards (the schema's limit for a listed deck). */
export const MAX_DECK_CARDS = 120;

/** The cards of a deck code, one id per card in the code's order (by dbfId, copies together), for a snapshot's deck. */
export function deckCardIds(d: DecodedDeck, path: string): string[] {
  const n = total(d.cards);
  if (n > MAX_DECK_CARDS) fail("too_many_cards", path, `the code holds ${n} cards; a snapshot's deck holds at most ${MAX_DECK_CARDS}`);
  const ids: string[] = [];
  for (const c of d.cards) for (let k = 0; k < c.count; k++) ids.push(c.facts.id);
  return ids;
}

/** A snapshot whose decks are lists of cards (a deck code read and shuffled). */
export type LoadablePlayer = Omit<PlayerInput, "deck"> & { deck?: EntityInput[] };
export type LoadableState = Omit<GameStateInput, "players"> & { players: [LoadablePlayer, LoadablePlayer] };

/**
 * Each player's `deck` given as a deck code becomes its cards, shuffled from the request's seed (a recorded random
 * decision, player 1's deck first); a player with no `hero` gets the code's hero. Decks given as lists are left as listed.
 */
export function expandDeckCodes(ctx: Ctx, state: GameStateInput): LoadableState {
  if (typeof state.players[0].deck !== "string" && typeof state.players[1].deck !== "string") return state as LoadableState;
  const players = state.players.map((p, k): LoadablePlayer => {
    if (typeof p.deck !== "string") return p as LoadablePlayer;
    const path = `state.players[${k}].deck`;
    const d = decodeDeckCode(p.deck, path);
    // Fabled: a bundled card the code lacks is added with its card (the request's own definitions count).
    const ids = deckCardIds(d, path);
    for (const m of missingBundles(d.cards.map((c) => ({ id: c.facts.id, count: c.count })), (id) => ctx.cards.get(id)?.def?.fabled)) {
      for (let n = 0; n < m.count; n++) ids.push(m.id);
    }
    if (ids.length > MAX_DECK_CARDS) fail("too_many_cards", path, `the code holds ${ids.length} cards with its Fabled bundles; a snapshot's deck holds at most ${MAX_DECK_CARDS}`);
    const deck = shuffleDeck(ctx, (k + 1) as PlayerId, ids).map((card) => ({ card }));
    return { ...p, hero: p.hero ?? { card: d.hero.id }, deck };
  }) as [LoadablePlayer, LoadablePlayer];
  return { ...state, players };
}
