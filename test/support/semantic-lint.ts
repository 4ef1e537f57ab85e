/**
 * The semantic text lint: the text lint (text-lint.ts) checks that each keyword and number of a card's text is in its
 * definition; this one checks the **meaning** of phrases that decide a property of the definition, both ways:
 *   - a phrase of the English text that implies a property (a trigger's moment, a selector's side, random vs chosen, the
 *     kind of effect: draw vs get, summon, destroy, a cost set vs reduced) must be matched by the definition, and
 *   - the definition must not carry such a property the text lacks (a random pick on a text without "random", a
 *     draw on a text that never draws, an enemy-only target on a text that says "a minion").
 * Each rule is a function of the card's text and definition; `lintSemantics()` runs every rule on every implemented
 * card with rules text and returns each finding as `{ id, rule, detail }`. What a rule reads:
 *   - "own": the card's own definition (a `target`, a `battlecry` … of this card);
 *   - "with enchantments": the definition plus those of the enchantments it attaches and the cards of its Choose One
 *     options (a text's quoted part, "Give a minion 'Deathrattle: …'", is carried by an enchantment).
 * The text is the card's current English text (../shared/data/cards.json, the authority for text), its base part only
 * (an `@` starts the text shown in other states).
 */
import { allFacts, factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { referencedCards } from "../../src/engine/hearthstone/cards/references.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import type { CardDefinition } from "../../src/engine/hearthstone/cards/format/index.js";
import { cardText } from "./text-lint.js";

type Obj = Record<string, unknown>;

export interface SemanticFinding {
  id: string;
  name: string;
  rule: string;
  detail: string;
  text: string;
}

/** Every object of a JSON value, depth first. */
function objects(v: unknown, out: Obj[] = []): Obj[] {
  if (Array.isArray(v)) for (const x of v) objects(x, out);
  else if (v && typeof v === "object") {
    out.push(v as Obj);
    for (const x of Object.values(v as Obj)) objects(x, out);
  }
  return out;
}

/** Effect objects (an object whose `type` is a lower-case effect name) of a JSON value. */
const effects = (v: unknown): Obj[] => objects(v).filter((o) => typeof o.type === "string" && /^[a-z]/.test(o.type) && !["minion", "character", "hero", "spell", "weapon", "card", "location"].includes(o.type));

/**
 * The versions a card becomes in its owner's hand and whose text its own text states ("Corrupt: …", "Infuse (4): …",
 * "(Cast 3 spells to …)", "Forge: …"): its corrupted card (`corrupt`), its Infused card (`infuse.into`), its Forged card (`forge`), a card its own hand trigger
 * transforms it into.
 */
function versionsOf(def: CardDefinition): string[] {
  const d = def as unknown as Obj;
  const out: string[] = [];
  if (typeof d.corrupt === "string") out.push(d.corrupt);
  else if (d.corrupt && typeof (d.corrupt as Obj).into === "string") out.push((d.corrupt as Obj).into as string);
  const inf = d.infuse as Obj | undefined;
  if (inf && typeof inf.into === "string") out.push(inf.into);
  // 锻造: "Forge: …" is its Forged card's text.
  const forge = d.forge as string | Obj | undefined;
  if (typeof forge === "string") out.push(forge);
  else if (forge && typeof forge.into === "string") out.push(forge.into);
  for (const t of (def.triggers ?? []) as unknown as Obj[]) {
    if (t.zone !== "hand") continue;
    for (const e of effects(t.do)) if (e.type === "transform" && e.to === "self" && typeof e.card === "string") out.push(e.card);
  }
  return out;
}

/** The definition and those of the enchantments and Choose One option cards it names (one level), and of its versions. */
function withEnchantments(def: CardDefinition): unknown[] {
  const out: unknown[] = [def];
  for (const r of referencedCards(def, def.id)) {
    if (r.role !== "enchantment" && r.role !== "option") continue;
    const d = builtInCard(r.id)?.def;
    if (d && d.id !== def.id) out.push(d);
  }
  for (const v of versionsOf(def)) {
    const d = builtInCard(v)?.def;
    if (d && d.id !== def.id && !out.includes(d)) out.push(d);
  }
  return out;
}

/** Every trigger of the definitions. */
const triggersOf = (defs: unknown[]): Obj[] => defs.flatMap((d) => ((d as Obj).triggers as Obj[] | undefined) ?? []);

/** The conditions of a trigger's `if`, as a list. */
const conds = (t: Obj): Obj[] => (t.if === undefined ? [] : Array.isArray(t.if) ? (t.if as Obj[]) : [t.if as Obj]);

/** Text without the quoted parts (what a card gives another: "Give a minion 'Deathrattle: …'"). */
const unquoted = (t: string) => t.replace(/"[^"]*"/g, " ").replace(/'[^']*'/g, (m) => (/^'(s|ll|re|ve|t|d)\b/.test(m) ? m : " "));

/**
 * The parts of a text that say what the card does (imperative clauses): its sentences without leading keywords, and of a
 * sentence that starts with a trigger or a condition ("Whenever this takes damage, summon …", "If you have …, draw …")
 * the part after its first comma. Sentences about another card ("When drawn, …", a card the text puts in a deck) and
 * "While …" states are left out.
 */
function effectClauses(text: string): string[] {
  return unquoted(text).split(/(?<=[.:;])\s+/)
    .map((c) => c.trim().replace(/^((Taunt|Rush|Charge|Lifesteal|Divine Shield|Stealth|Poisonous|Reborn|Windfury|Elusive|Tradeable|Spell Damage \+\d|Secret:|Battlecry:|Deathrattle:|Combo:|Kindred:|Outcast:|Overkill:|Spellburst:|Inspire:)[ ,.]*)+/, ""))
    .filter((c) => !/\bWhen drawn\b|^While\b|^Your cards\b/.test(c))
    .map((c) => (/^(After|Whenever|When|If|Each time|At the (start|end)|The first time)\b/.test(c) ? (c.includes(",") ? c.slice(c.indexOf(",") + 1).trim() : "") : c))
    .filter(Boolean);
}

interface Ctx {
  id: string;
  /** The card data's text as it is, with its markers ($N: a number Spell Damage changes). */
  raw: string;
  type: string;
  text: string;
  def: CardDefinition;
  defs: unknown[];
}

interface Rule {
  name: string;
  /** What the rule checks, for the report. */
  says: string;
  check: (c: Ctx) => string | null;
}

/** Targets of the card: its own and those of its Choose One options. */
function targetsOf(def: CardDefinition): Obj[] {
  const out: Obj[] = [];
  if (def.target) out.push(def.target as unknown as Obj);
  for (const o of def.chooseOne ?? []) if (o.target) out.push(o.target as unknown as Obj);
  return out;
}

/** Selectors that pick at random (`{ random: … }`) in a JSON value. */
const randomSelectors = (v: unknown) => objects(v).filter((o) => "random" in o && typeof o.random !== "boolean");

/** The events a trigger clause's verb names (null: none or several). */
const EVENT_WORDS: [RegExp, string[]][] = [[/\btakes? (fatal )?damage\b|\bis damaged\b|\bdeals? (\d+ or more )?damage\b|\bwould take damage\b/i, ["damage", "pre-damage"]], [/\bdies\b|\bdie\b|\bis destroyed\b/i, ["death"]],
  [/\bis healed\b|\bheals?\b|\brestore/i, ["heal", "overheal"]], [/\bdraws?\b/i, ["draw"]], [/\bsummons?\b/i, ["summon", "after-summon"]],
  [/\b(play|plays|cast|casts)\b/i, ["play", "after-play", "cast", "counter", "target"]], [/\battack(s|ed)?\b/i, ["attack", "pre-attack", "after-attack"]],
  [/\bHero Power\b/i, ["inspire"]], [/\bdiscard/i, ["discard"]], [/\bgains? Armor\b/i, ["armor"]]];

function eventsOfClause(c: string): string[] | null {
  const hit = EVENT_WORDS.filter(([re]) => re.test(c));
  return hit.length === 1 ? hit[0]![1] : null;
}

interface Shape { side: "any" | "friendly" | "enemy"; kind: "minion" | "character" | "hero"; other: boolean }

const ALIASES: Record<string, Shape> = {
  "all-minions": { side: "any", kind: "minion", other: false },
  "enemy-minions": { side: "enemy", kind: "minion", other: false },
  "friendly-minions": { side: "friendly", kind: "minion", other: false },
  "all-characters": { side: "any", kind: "character", other: false },
  "enemy-characters": { side: "enemy", kind: "character", other: false },
  "friendly-characters": { side: "friendly", kind: "character", other: false },
  "other-friendly-minions": { side: "friendly", kind: "minion", other: true },
  "all-other-minions": { side: "any", kind: "minion", other: true },
  "all-other-characters": { side: "any", kind: "character", other: true },
  "other-characters": { side: "any", kind: "character", other: true },
  "all-heroes": { side: "any", kind: "hero", other: false },
};

/** The side and kind of entity a board selector names (null: not a board selector of minions or characters). */
function shapeOf(sel: unknown): Shape | null {
  if (typeof sel === "string") return ALIASES[sel] ?? null;
  if (!sel || typeof sel !== "object") return null;
  const o = sel as Obj;
  if ("random" in o) return shapeOf(o.random);
  if ("from" in o) return shapeOf(o.from);
  if (o.all === "minions" || o.all === "characters" || o.all === "heroes") {
    const where = (o.where ?? {}) as Obj;
    const not = where.not === "self" || (Array.isArray(where.not) && where.not.includes("self"));
    return { side: (o.side as Shape["side"]) ?? (where.side as Shape["side"]) ?? "any", kind: (o.all as string).replace(/s$/, "") as Shape["kind"], other: not };
  }
  return null;
}

/** Selectors in a JSON value: the values of `to`, `of`, `defender`, `attacker` keys (and the `random` pick they hold). */
function selectors(v: unknown): { sel: unknown; random: boolean }[] {
  const out: { sel: unknown; random: boolean }[] = [];
  for (const o of objects(v)) {
    const keys = ["to", "defender", "attacker", ...(o.type === "group" ? ["of"] : []), ...(typeof o.count === "string" || (o.count && typeof o.count === "object" && "all" in (o.count as Obj)) ? ["count"] : [])];
    for (const k of keys) if (k in o && typeof o[k] !== "boolean") {
      const sel = o[k];
      out.push({ sel, random: !!sel && typeof sel === "object" && "random" in (sel as Obj) });
    }
  }
  return out;
}

/** What a text's "random enemy minion", "random friendly minion", "random enemy" … names. */
function randomPhrases(t: string): { phrase: string; shape: Shape }[] {
  const out: { phrase: string; shape: Shape }[] = [];
  for (const m of t.matchAll(/\brandom (other )?(enemy |friendly |other friendly |other enemy )?(minions?|characters?|enemies|enemy(?! [A-Z])|heroes?)\b/gi)) {
    const rest = t.slice(m.index! + m[0].length);
    const before = t.slice(Math.max(0, m.index! - 8), m.index!);
    const side = /enemy|enemies/i.test(m[0]) || /^ (in|from) your opponent's/.test(rest) ? "enemy" : /friendly/i.test(m[0]) || /^ (in|from) your\b/.test(rest) ? "friendly" : "any";
    const noun = m[3]!.toLowerCase();
    const kind = noun.startsWith("minion") ? "minion" : noun.startsWith("hero") ? "hero" : "character";
    out.push({ phrase: m[0], shape: { side, kind, other: /other/i.test(m[0]) || /another $/i.test(before) } });
  }
  // "the lowest Health enemy", "the highest Attack enemy minion": a pick by rank, of that side and kind.
  for (const m of t.matchAll(/\b(?:lowest|highest) (?:Health|Attack|Cost) (other )?(enemy |friendly )?(minion|character|enemy)\b/g)) {
    const side = /enemy/i.test(m[0]) ? "enemy" : /friendly/i.test(m[0]) ? "friendly" : "any";
    out.push({ phrase: m[0], shape: { side, kind: m[3] === "minion" ? "minion" : "character", other: !!m[1] } });
  }
  return out;
}

/** What a text's "all enemy minions", "all enemies", "all minions", "all characters" … names (not "random"). */
function allPhrases(t: string): { phrase: string; shape: Shape }[] {
  const out: { phrase: string; shape: Shape }[] = [];
  for (const m of t.matchAll(/\b(?:other )?(minions?|characters?) you control\b/gi)) {
    if (/\b(if|while|when|no)\b[^.,]*$/i.test(t.slice(0, m.index!))) continue;
    out.push({ phrase: m[0], shape: { side: "friendly", kind: /minion/i.test(m[1]!) ? "minion" : "character", other: /other/i.test(m[0]) } });
  }
  for (const m of t.matchAll(/\b(?:all|each|your) (other )?(enemy |friendly )?(minions?|characters?|enemies|enemy(?=[.,;]|$)|heroes)\b(?! (in|from|that|you|with|which|who|than))/gi)) {
    if (/^your/i.test(m[0]) && (/\b(if|of|while|when|after|whenever)\b[^.,]*$/i.test(t.slice(0, m.index!)) || /heroes|enem/i.test(m[0]))) continue;
    const side = /enemy|enemies/i.test(m[0]) ? "enemy" : /friendly|^your/i.test(m[0]) ? "friendly" : "any";
    const noun = m[3]!.toLowerCase();
    const kind = noun.startsWith("minion") ? "minion" : noun.startsWith("hero") ? "hero" : "character";
    out.push({ phrase: m[0], shape: { side, kind, other: /other/i.test(m[0]) } });
  }
  return out;
}

export const RULES: Rule[] = [
  {
    name: "random-not-in-text",
    says: "a random pick of a board entity (`{ random: … }`) where the card could choose one — its battlecry, spell, Hero Power, Location, Combo, Outcast, Kindred or Choose One text — needs \"random\" (\"randomly\", \"split\", \"chance\") in its text: without it the text names a chosen target. Not checked: a pick by rank (\"the lowest Health enemy\": `lowest`/`highest`), a pick from a hand, deck or secret zone (hidden cards or cards the text does not let one choose), triggers and Deathrattles (which never choose, 2.x: an untargeted text picks at random)",
    check: ({ def, text }) => {
      const d = def as unknown as Obj;
      const blocks = [...["battlecry", "spell", "power", "activate", "combo", "outcast", "kindred", "whenPlayed"].map((k) => d[k]), ...(def.chooseOne ?? []).map((o) => o.effects)];
      const picks = randomSelectors(blocks).filter((o) => !o.lowest && !o.highest && !Array.isArray(o.random)
        && !objects(o.random).some((x) => ["hand", "deck", "secrets", "drawn", "added", "kept", "shuffled"].includes(x.all as string)));
      if (!picks.length) return null;
      return /random|split|\bchance\b/i.test(text) ? null : `random pick ${JSON.stringify(picks[0])}, text says no random`;
    },
  },
  {
    name: "random-text-not-random",
    says: "\"random\" in the text needs something random in the definition (a random selector, a pool, summonRandom, a chance)",
    check: ({ defs, text }) => {
      if (!/\brandom(ly)?\b/i.test(unquoted(text))) return null;
      const s = JSON.stringify(defs);
      // Effects that pick at random by themselves: a discard of a count (from the hand), a resurrect, a draw, a recruit, a
      // swap with the hand, a replay or recast of played cards (their targets random).
      return /"random"|"pool"|summonRandom|"chance"|"percent"|"randomOrder"|"from"|"shuffle|"transform"|"discover"|"adapt"|"discard"|"resurrect"|"draw"|"putIntoPlay"|"swapWithHand"|"replay"|"castSpell"/.test(s) ? null : "text says random, definition picks nothing at random";
    },
  },
  {
    name: "target-side",
    says: "a target's side matches the text: `enemy` needs \"enemy\"/\"opponent\" in the text, `friendly` needs \"friendly\"/\"your\"/\"you control\"; a text's \"an enemy …\" or \"a friendly …\" target phrase needs that side",
    check: ({ def, text }) => {
      const t = unquoted(text);
      for (const tg of targetsOf(def)) {
        if (tg.type === "card") continue;
        if (tg.side === "enemy" && !/\benem(y|ies)\b|\bopponent/i.test(t)) return `target side enemy, text names no enemy`;
        if (tg.side === "friendly" && !/\bfriendly\b|\byour\b|\byou control\b|\bally\b|\ballied\b/i.test(t)) return `target side friendly, text names no friendly`;
        if (!tg.side || tg.side === "any") {
          const enemyOnly = /\b(an?|another|one) enemy( minion| character)?\b/i.test(t) && !/\b(a|another|one) (minion|character)\b|\bfriendly\b/i.test(t.replace(/\b(an?|another|one) enemy (minion|character)\b/gi, ""));
          if (enemyOnly) return "target any side, text says an enemy";
          const friendlyOnly = /\b(a|another|one) friendly\b/i.test(t) && !/\b(an?|another|one) (minion|character|enemy)\b/i.test(t.replace(/\b(a|another|one) friendly (minion|character)\b/gi, ""));
          if (friendlyOnly) return "target any side, text says a friendly";
        }
      }
      return null;
    },
  },
  {
    name: "target-kind",
    says: "a target's kind matches the text: a `character` target on a text that names only \"a minion\" is wrong, and a `minion` target on a text that names a character or hero only",
    check: ({ def, text }) => {
      if (def.chooseOne) return null; // each option names its own target ("Deal 2 damage; or Silence a minion")
      // "a minion" an effect reaches, not one a condition or another verb names ("If you're holding a minion", "draw a minion").
      const t = unquoted(text).replace(/\b(holding|played|play|plays|draw|draws|summon|summons|get|discover|cast|have|control|with|recruit|shuffle|add|kills|killed)( (an?|another|one))? ((\w+|\d+-Cost) ){0,2}(minion|character)s?\b/gi, " ");
      for (const tg of targetsOf(def)) {
        if (tg.type === "character" && /\b(an?|another|one) ((enemy|friendly|damaged|undamaged|other) )?minion\b/i.test(t) && !/\bcharacters?\b|\bheroe?s?\b|\benem(y|ies)\b(?! minion)|\bfriendly\b(?! minion)|\byour opponent\b/i.test(t)) return "target any character, text says a minion";
        if (tg.type === "minion" && /\b(an?|another|one) ((enemy|friendly|damaged|undamaged|other) )?character\b/i.test(t) && !/\bminions?\b/i.test(t)) return "target minion, text says a character";
        // The target phrases themselves ("a minion", "an enemy", "a friendly character", "a damaged enemy minion"): all of
        // them minions on a character target is a minion target; an "enemy"/"character"/"hero" one on a minion target is not.
        const phrases = [...t.matchAll(/\b(?:a|an|another|one)\s+((?:friendly|enemy|damaged|undamaged|other)\s+)*(minion|character|enemy|hero)\b(?! or)/gi)].map((m) => m[2]!.toLowerCase());
        if (tg.type === "character" && phrases.length && phrases.every((p) => p === "minion") && !/\bor (a |your |the enemy )?hero\b|\bcharacter/i.test(t)) return `target any character, its phrases say minion`;
        if (tg.type === "minion" && phrases.length && phrases.every((p) => p !== "minion") && !/\bminion/i.test(t)) return `target minion, its phrases say ${phrases.join(", ")}`;
        if (tg.type === "minion" && !(tg.where as Obj | undefined)?.name && !/minion|Beast|Demon|Dragon|Murloc|Mech|Pirate|Elemental|Totem|Undead|Naga|Draenei|Quilboar|Legendary|Taunt|Deathrattle|Rush|Stealth|Dormant|battlefield|board/i.test(text)) return "target minion, text names no minion";
        if (tg.type === "hero" && /\b(an?|another|one) ((enemy|friendly) )?minion\b/i.test(t) && !/\bhero\b/i.test(t)) return "target hero, text says a minion";
      }
      return null;
    },
  },
  {
    name: "whenever-vs-after",
    says: "\"After … play/cast\" is an `after-play` (or `cast`) trigger and \"Whenever … play/cast\" a `play` one; \"After … summon\" `after-summon`, \"Whenever … summon\" `summon`; \"After … attacks\" `after-attack`, \"Whenever … attacks\" `attack`/`pre-attack` (rulebook 3.x: whenever is before the event resolves, after is after)",
    check: ({ defs, text }) => {
      const t = unquoted(text);
      const on = new Set(triggersOf(defs).map((x) => x.on as string));
      const out: string[] = [];
      const clause = (re: RegExp) => [...t.matchAll(re)].map((m) => m[0]);
      for (const c of clause(/\b(After|Whenever)\b[^,.]*?,/g)) {
        const after = /^After/.test(c);
        if (/\b(play|plays|cast|casts|played)\b/.test(c)) {
          if (after && on.has("play") && !on.has("after-play") && !on.has("cast")) out.push(`"${c}" but trigger on play`);
          if (!after && (on.has("after-play") || on.has("cast")) && !on.has("play")) out.push(`"${c}" but trigger after-play`);
        } else if (/\b(summon|summons|summoned)\b/.test(c)) {
          if (after && on.has("summon") && !on.has("after-summon")) out.push(`"${c}" but trigger on summon`);
          if (!after && on.has("after-summon") && !on.has("summon")) out.push(`"${c}" but trigger after-summon`);
        } else if (/\b(attack|attacks)\b/.test(c) && !/\bdamage\b/.test(c)) {
          if (after && (on.has("attack") || on.has("pre-attack")) && !on.has("after-attack")) out.push(`"${c}" but trigger before the attack`);
          if (!after && on.has("after-attack") && !on.has("attack") && !on.has("pre-attack")) out.push(`"${c}" but trigger after-attack`);
        }
      }
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "turn-trigger",
    says: "\"At the end (start) of your turn\" is a `turn-end` (`turn-start`) trigger with `turn: own`; \"… of each turn\" one without it; no end-of-turn trigger for a start-of-turn text and back",
    check: ({ defs, text }) => {
      const t = unquoted(text);
      const tr = triggersOf(defs);
      const has = (on: string, own: boolean | "opp"): boolean => tr.some((x) => x.on === on && (() => {
        const turns = conds(x).map((c) => c.turn).filter(Boolean);
        return own === "opp" ? turns.includes("opponent") : own ? turns.includes("own") : turns.length === 0;
      })()) || (own === false && has(on, true) && has(on, "opp")); // one trigger for each player's turn is each turn
      const out: string[] = [];
      for (const [phrase, on] of [["end", "turn-end"], ["start", "turn-start"]] as const) {
        if (new RegExp(`\\b${phrase} of your (next )?turn`, "i").test(t) && !new RegExp(`\\b${phrase} of (each|every|your opponent's) turn`, "i").test(t) && !has(on, true) && tr.some((x) => x.on === on)) out.push(`"${phrase} of your turn" but ${on} not own`);
        if (new RegExp(`\\b${phrase} of (each|every) (player's )?turn|\\b${phrase} and \\w+ of each player's turn|start and ${phrase} of each`, "i").test(t) && !new RegExp(`\\b${phrase} of your( opponent's)? turn`, "i").test(t) && !has(on, false) && tr.some((x) => x.on === on)) out.push(`"${phrase} of each turn" but ${on} limited to one turn`);
        if (new RegExp(`\\b${phrase} of your opponent's turn`, "i").test(t) && !new RegExp(`\\b${phrase} of (your|each|every) turn`, "i").test(t) && !has(on, "opp") && tr.some((x) => x.on === on)) out.push(`"${phrase} of your opponent's turn" but ${on} not opponent`);
      }
      if (/\bend of (your|your next|each|every|each player's|your opponent's) turn\b/i.test(t) && !/\bstart of\b|\bnext turn\b|\bturn starts\b/i.test(t) && tr.some((x) => x.on === "turn-start") && !tr.some((x) => x.on === "turn-end")) out.push("end-of-turn text, start-of-turn trigger");
      if (/\bstart of (your|each|every|your opponent's) turn\b/i.test(t) && !/\bend of\b|\bthis turn\b/i.test(t) && tr.some((x) => x.on === "turn-end") && !tr.some((x) => x.on === "turn-start")) out.push("start-of-turn text, end-of-turn trigger");
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "battlecry-deathrattle-slot",
    says: "\"Battlecry:\" (outside quotes) is the card's `battlecry` (or `combo`/`outcast` replacing it), \"Deathrattle:\" its `deathrattle`; a `battlecry` or `deathrattle` of its own needs that word in the text",
    check: ({ def, text, type }) => {
      const t = unquoted(text);
      const out: string[] = [];
      // `noOverloadIf` is the Battlecry of "Battlecry: If …, don't Overload" (Minecart Cruiser, rules-notes 1442).
      if (/\bBattlecry:/.test(t) && !def.battlecry && !def.noOverloadIf && type !== "ENCHANTMENT") out.push("text Battlecry:, no battlecry");
      if (/\bDeathrattle:/.test(t) && !/\b(Give|gain|have|has|with)\b[^.]*Deathrattle:/i.test(t) && !def.deathrattle && type !== "ENCHANTMENT") out.push("text Deathrattle:, no deathrattle");
      if (def.battlecry && !/Battlecry|Choose (One|Twice|Thrice)/.test(text)) out.push("battlecry, text has no Battlecry");
      if (def.deathrattle && !/Deathrattle/.test(text) && type !== "ENCHANTMENT") out.push("deathrattle, text has no Deathrattle");
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "draw-vs-get",
    says: "a `draw` effect of the card's own needs \"draw\" in its text; a text that says \"Draw\" (outside quotes) has a draw",
    check: ({ def, defs, text }) => {
      const out: string[] = [];
      if (effects(def).some((e) => e.type === "draw") && !/\bdraws?\b|\bdrawn\b/i.test(text)) out.push("draw effect, text never draws");
      if (/\bdraws?\b/i.test(unquoted(text)) && !/\b(after|whenever|when|if|each time|no longer|instead of)\b[^.,]*\bdraws?\b|\bdraws? (a card )?(this|that|it)\b|\b(you|they|player|opponent) draws?\b/i.test(unquoted(text))
        && !/"type":"draw"|"from":"deck"|"castsWhenDrawn":true|"summonedWhenDrawn":true/.test(JSON.stringify(defs))) out.push("text draws, no draw"); // Casts When Drawn: its draw is the keyword's own
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "summon-kind",
    says: "a summoning effect of the card's own (summon, summonRandom, summonCopy, putIntoPlay, resurrect, jadeGolem) needs \"summon\" (or \"recruit\", \"resurrect\", \"raise\", \"put … into the battlefield\"; \"equip\" for a weapon put into play from the deck) in its text; a text saying \"Summon\" has one",
    check: ({ def, defs, text }) => {
      const out: string[] = [];
      const kinds = ["summon", "summonRandom", "summonCopy", "summonRemembered", "putIntoPlay", "resurrect", "jadeGolem", "summonPlayed"];
      // A resurrect `into` a hand or set aside summons nothing (Raise Dead, Boneshredder's pick: rules-notes 1691).
      if (effects(def).some((e) => kinds.includes(e.type as string) && !(e.type === "resurrect" && e.into !== undefined)) && !/summon|recruit|resurrect|raise|battlefield|into play|revive|hatch|fill|copy of|copies of|reborn|return|equip/i.test(text)) out.push("summons, text never summons");
      // Sentences that summon (an imperative "Summon …"), not a trigger's or a condition's ("After you summon a minion, …",
      // "When drawn, summon …": a card the text puts somewhere does that), nor a card's own restated text ("Each one … summons").
      const sentences = effectClauses(text);
      if (sentences.some((c) => (/\b[Ss]ummon (a|an|two|three|four|five|six|seven|\d|another|that|them|it|one|copies|every|all|[A-Z])/.test(c) || /\bfill your board with\b|\binto the battlefield\b|\bResummon\b/.test(c)) && !/\bsummoned\b|\bthat summon|\byou summon/.test(c))
        && !effects(defs).some((e) => kinds.includes(e.type as string) || e.type === "destroyAndReplace" || e.into === "play")) out.push("text summons, no summon");
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "destroy-vs-damage",
    says: "a text that says \"Destroy\" (outside quotes) destroys; a `destroy` of something other than the card itself needs \"destroy\" (or \"discard\", \"kill\", \"remove\") in the text",
    check: ({ def, defs, text }) => {
      const out: string[] = [];
      if (/\bDestroy\b/i.test(unquoted(text)) && !/\b(after|whenever|when|if)\b[^.,]*\bdestroy/i.test(unquoted(text)) && !effects(defs).some((e) => /destroy|discard|forcedDeath|burn|replaceHero|vanish/i.test(e.type as string) || (e.type === "manaCrystals" && typeof e.amount === "number" && e.amount < 0))
        && !/"POISONOUS"|"rest":"(burn|destroy)"/.test(JSON.stringify(defs))) out.push("text destroys, no destroy");
      if (effects(def).some((e) => e.type === "destroy" && e.to !== "self") && !/destroy|discard|kill|remove|dies|die\b|burn|sacrifice|shred/i.test(text)) out.push("destroy, text never destroys");
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "cost-less-vs-set",
    says: "\"costs (N) less\" is a cost change of −N (`cost`), \"costs (N)\" without less/more a set cost (`setCost`), \"costs (N) more\" +N",
    check: ({ def, defs, text }) => {
      const t = unquoted(text).replace(/\s+/g, " ");
      const objs = objects(defs);
      const vals = (k: string) => objs.flatMap((o) => (k in o ? [o[k]] : []));
      const out: string[] = [];
      // "that costs (4) or less", "costs (5) or more": a filter of a cost, not a cost change.
      // "Reduce its Cost by (3)": a cost change of −3, not a set Cost.
      for (const m of t.matchAll(/\b[Rr]educe (?:the |its |their )?Costs? (?:of [^.()]*? )?by \((\d+)\)/g)) {
        const n = Number(m[1]);
        if (!vals("cost").some((v) => (typeof v === "number" ? v === -n : true)) && vals("setCost").length) out.push(`"${m[0]}" but setCost`);
      }
      for (const m of t.matchAll(/\bcosts? \((\d+)\)(?! or (?:less|more))( less| more)?/gi)) {
        const n = Number(m[1]);
        const kind = m[2]?.trim();
        const nums = (k: string) => vals(k).some((v) => typeof v === "number" ? Math.abs(v) === n : JSON.stringify(v).includes(`${n}`));
        // "Corrupt: This costs (0)": the version's own Cost (its card data).
        if (!kind && /\bThis $/.test(t.slice(Math.max(0, m.index! - 5), m.index)) && versionsOf(def).some((v) => builtInCard(v)?.facts.cost === n)) continue;
        // "If this costs (0), …" (the Librams of The Great Dark Beyond, Void Ray): a condition on the Cost it was played for.
        if (!kind && /\b[Ii]f (this|it) $/.test(t.slice(Math.max(0, m.index! - 8), m.index)) && objs.some((o) => o.playedCost === n)) continue;
        if (!kind && !nums("setCost") && !nums("cost") ) out.push(`"${m[0]}" but no setCost ${n}`);
        if (!kind && !nums("setCost") && vals("cost").some((v) => v === -n)) out.push(`"${m[0]}" set, but cost −${n}`);
        if (kind === "less" && !vals("cost").some((v) => typeof v === "number" ? v === -n : true) && nums("setCost")) out.push(`"${m[0]}" but setCost`);
        if (kind === "more" && !vals("cost").some((v) => typeof v === "number" ? v === n : true) && nums("setCost")) out.push(`"${m[0]}" but setCost`);
      }
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "other-self",
    says: "\"other\"/\"another\"/\"your minions\" vs the selector: a selector of every friendly minion (which names the card itself) on a minion whose text says \"other\" / \"all other\" is wrong, and one that leaves the card out on a text without \"other\"/\"another\"/\"adjacent\"/\"except\"",
    check: ({ def, text, type }) => {
      if (type !== "MINION") return null;
      const t = unquoted(text);
      // The selectors the card acts on (`to` of effects and auras), not its triggers' conditions: a minion never answers its
      // own summon or play, so "After you summon a minion" leaves itself out whatever the text says.
      const s = JSON.stringify([...selectors(def).map((x) => x.sel), ...((def.auras ?? []) as unknown as Obj[]).map((a) => a.to)]);
      const out: string[] = [];
      const otherSel = /other-friendly-minion|all-other-|"not":"self"|"not":\["self"|other-character|"other"|other-minion|other-enemy|"except"/.test(s);
      const everySel = /"friendly-minions"|"all-minions"|"all-characters"|"friendly-characters"/.test(s);
      if (/\b(your|all) other minions\b|\bother friendly minions?\b|\ball other (minions|characters)\b/i.test(t) && everySel && !otherSel) out.push("text says other, selector names the card itself");
      if (otherSel && !/\bother\b|\banother\b|\badjacent\b|\bneighbou?rs?\b|\bexcept\b|\belse\b/i.test(t)) out.push("selector leaves the card out, text has no other");
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "random-side-kind",
    says: "a text's \"random enemy minion\" (\"random enemy\", \"random friendly minion\", \"random minion\" …) is a random pick of that side and kind (an enemy is a character); a random pick of one side on a text that never names it",
    check: ({ defs, text, type }) => {
      const t = unquoted(text);
      const sels = selectors(defs).filter((s) => s.random).map((s) => ({ s: s.sel, shape: shapeOf(s.sel) })).filter((x) => x.shape);
      if (!sels.length) return null;
      const out: string[] = [];
      for (const p of randomPhrases(t)) {
        const ok = sels.some((x) => x.shape!.side === p.shape.side && x.shape!.kind === p.shape.kind && (type !== "MINION" || p.shape.side === "enemy" || p.shape.kind !== "minion" || x.shape!.other === p.shape.other));
        if (!ok) out.push(`"${p.phrase}" but random ${sels.map((x) => `${x.shape!.side} ${x.shape!.kind}`).join(", ")}`);
      }
      for (const x of sels) {
        if (x.shape!.side === "enemy" && !/\benem(y|ies)\b|\bopponent/i.test(text)) out.push(`random enemy ${x.shape!.kind}, text names no enemy`);
        if (x.shape!.side === "friendly" && !/\bfriendly\b|\byour\b|\byou control\b|\bally\b|\ballied\b|\bother\b/i.test(text)) out.push(`random friendly ${x.shape!.kind}, text names no friendly`);
      }
      return out.length ? [...new Set(out)].join("; ") : null;
    },
  },
  {
    name: "all-side-kind",
    says: "a text's \"all enemy minions\" (\"all enemies\", \"all minions\", \"all characters\", \"all other minions\" …) is a selector of every entity of that side and kind (an enemy is a character; \"other\" leaves the card out)",
    check: ({ defs, text }) => {
      const t = unquoted(text);
      const sels = [...selectors(defs), ...objects(defs).filter((o) => "buff" in o && "to" in o).map((o) => ({ sel: o.to, random: false }))]
        .map((s) => shapeOf(s.sel)).filter((x): x is Shape => !!x);
      if (!sels.length) return null;
      const out: string[] = [];
      for (const p of allPhrases(t.split(/(?<=\.)\s+/).filter((sn) => !/\bchance\b/.test(sn)).join(" "))) {
        const ok = sels.some((x) => x.side === p.shape.side && x.kind === p.shape.kind);
        if (!ok) out.push(`"${p.phrase}" but ${[...new Set(sels.map((x) => `${x.side} ${x.kind}${x.other ? " other" : ""}`))].join(", ")}`);
      }
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "effect-verb",
    says: "an effect of the card's own needs its verb in the text (heal: \"restore\"/\"heal\"; armor: \"Armor\"; returnToHand: \"return\"/\"hand\"; transform: \"transform\"/\"become\"/\"into\"; takeControl: \"control\"/\"steal\"/\"give … to your opponent\"; equipWeapon: \"equip\"/\"weapon\"; shuffleIntoDeck: \"shuffle\"/\"deck\"; freeze: \"Freeze\"; silence: \"Silence\"); a text's verb (outside quotes, not in a trigger's or a condition's clause) has its effect",
    check: ({ def, defs, text, type }) => {
      const t = unquoted(text);
      // A card's own effects, but not those of its triggers in hand (an upgrade: "(Cast 3 spells to …)" transforms it).
      const own = new Set(effects({ ...def, triggers: ((def.triggers ?? []) as unknown as Obj[]).filter((x) => x.zone !== "hand") }).map((e) => e.type as string));
      const all = new Set(effects(defs).map((e) => e.type as string));
      const out: string[] = [];
      const need: [string, RegExp][] = [["heal", /restor|heal|lifesteal|health/i], ["armor", /armor/i], ["returnToHand", /return|hand|bounce/i],
        ["transform", /transform|becomes?|into|turn|evolve|devolve|swap|replace/i], ["takeControl", /control|steal|give (it|any [a-z ]+) to your opponent/i], ["equipWeapon", /equip|weapon/i],
        ["shuffleIntoDeck", /shuffle|deck/i], ["freeze", /freez|frozen/i], ["silence", /silence/i], ["discard", /discard/i]];
      for (const [k, re] of need) if (own.has(k) && !re.test(text)) out.push(`${k}, text has no ${re.source}`);
      if (/"rest":"shuffle"/.test(JSON.stringify(defs))) all.add("shuffleIntoDeck");
      if (/"rest":"burn"/.test(JSON.stringify(defs))) all.add("burn"); // "Draw one and discard the others" (Tracking)
      if (/"played":/.test(JSON.stringify(defs))) all.add("returnToHand"); // Krag'wa's "Return all spells you played last turn": copies of the cards played
      if (/"type":"putIntoPlay","from":"deck","where":\{"type":"weapon"/.test(JSON.stringify(defs))) all.add("equipWeapon"); // "Equip a random weapon from your deck"
      // "(Equip a weapon to upgrade.)": the upgrade's condition, a hand trigger on the equip event (Mithril Spellstone).
      if (/"on":"equip","zone":"hand"/.test(JSON.stringify(defs))) all.add("equipWeapon");
      // "Shuffle the spells into your deck" (Educated Elekk): the remembered cards shuffled in (addRemembered `into: deck`).
      if (/"type":"addRemembered"[^}]*"into":"deck"/.test(JSON.stringify(defs))) all.add("shuffleIntoDeck");
      if (type === "ENCHANTMENT") return out.length ? out.join("; ") : null; // an enchantment's text is often its host's label
      const verbs: [RegExp, string[]][] = [[/\bRestore\b/, ["heal", "setRemainingHealth"]], [/\bGain \d+ Armor\b/i, ["armor"]], [/\bReturn\b/, ["returnToHand", "addRemembered", "returnCopyToHand", "resurrect", "shuffleFromPlay", "putOnTop"]],
        [/\bTransform\b/, ["transform", "destroyAndReplace", "adapt"]], [/\bTake control\b/i, ["takeControl"]], [/\bEquip\b/, ["equipWeapon"]],
        [/\bShuffle\b/, ["shuffleIntoDeck", "shuffleFromHand", "shuffleFromPlay", "shuffleHand"]], [/\bdiscards?\b/i, ["discard", "destroy", "burn"]]];
      const clauses = effectClauses(text);
      void t;
      for (const [re, kinds] of verbs) if (clauses.some((c) => re.test(c)) && !kinds.some((k) => all.has(k))) out.push(`text ${re.source}, no ${kinds[0]}`);
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "trigger-side",
    says: "the side of a trigger's clause (\"Whenever you …\", \"After a friendly minion …\", \"Whenever your opponent …\", \"Whenever a minion …\") matches its conditions: a friendly clause needs a friendly condition (`side`/`player` friendly, `turn: own`, a friendly identity), an enemy clause an enemy one, a clause of either side neither",
    check: ({ def, text }) => {
      const tr = ((def.triggers ?? []) as unknown as Obj[]).filter((x) => !["turn-start", "turn-end", "reveal"].includes(x.on as string) && !x.whileDormant && x.zone !== "graveyard");
      if (!tr.length) return null;
      const t = unquoted(text);
      const out: string[] = [];
      for (const m of t.matchAll(/\b(Whenever|After|When|The first time) ([^,]*),/g)) {
        // "a card copied from the opponent (their enemy)" names where the card came from, not whose play it is; "the
        // accuser" (Theft Accusation's label) is the player who attached the enchantment: friendly.
        const c = m[2]!.replace(/\bcopied from (their enemy|the opponent|your opponent)\b/gi, "").replace(/\bthe accuser\b/gi, "you");
        if (/^(this|it)\b/i.test(c) || /\bwhile in hand\b/i.test(c)) continue;
        const events = eventsOfClause(c);
        const cands = events ? tr.filter((x) => events.includes(x.on as string)) : tr.length === 1 ? tr : [];
        if (cands.length !== 1) continue;
        const friendly = /\b(you|your|friendly|allied)\b/i.test(c) && !/\b(opponent|enemy|enemies)\b/i.test(c);
        const enemy = /\b(opponent|enemy|enemies|opposing)\b/i.test(c) && !/\b(you|friendly)\b/i.test(c.replace(/your opponent/gi, ""));
        const any = !/\b(you|your|friendly|allied|opponent|enemy|enemies|opposing)\b/i.test(c) && /\b(a|an|another|any|either) /i.test(c);
        // The trigger's conditions about sides — not a board's free space ("space": "friendly-board") nor "not this card".
        const cs = JSON.stringify(cands[0]!.if ?? null).replace(/"space":"[a-z-]+"/g, "").replace(/"not":(\["self"\]|"self")/g, "");
        const hasF = /"side":"friendly"|"player":"friendly"|"turn":"own"|"friendly-|"friendly"|"other-friendly|"self"/.test(cs);
        const hasE = /"side":"enemy"|"player":"enemy"|"turn":"opponent"|"enemy-|"enemy"|"other-enemy|"enemyOf"/.test(cs);
        if (friendly && !hasF) out.push(`"${m[0]}" but trigger not limited to friendly (${cs})`);
        if (enemy && !hasE) out.push(`"${m[0]}" but trigger not limited to enemy (${cs})`);
        if (any && (hasF || hasE) && !/"self"/.test(cs)) out.push(`"${m[0]}" but trigger limited to one side (${cs})`);
      }
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "this-turn-lasting",
    says: "a text that gives something \"this turn\" (\"+2 Attack this turn\", \"Immune this turn\") has a one-turn state (`oneTurn`, a buff's `oneTurn`) or a turn-end end to it",
    check: ({ defs, text }) => {
      const t = unquoted(text);
      if (!/\b(\+\d+(\/\+\d+)?( Attack| Health)?|Immune|Stealth|Windfury|Rush|Charge|Lifesteal|Taunt|Divine Shield|Poisonous|Elusive)( and [A-Z][a-z]+)? this turn\b/.test(t)) return null;
      const s = JSON.stringify(defs);
      return /"oneTurn":true|"turn-end"|"thisTurn"|"until"/.test(s) ? null : "text says this turn, nothing ends it";
    },
  },
  {
    name: "noun-filter",
    says: "\"Draw a minion\" (\"Discover a spell\", \"Get a random Beast\", \"Summon a random Demon\" …): the effect of that verb picks that kind — a card type, a minion type, a spell school — and \"a card\" no narrower kind",
    check: ({ defs, text }) => {
      const t = unquoted(text);
      const eff = effects(defs);
      const out: string[] = [];
      const RACES = ["Beast", "Demon", "Dragon", "Murloc", "Mech", "Pirate", "Elemental", "Totem", "Undead", "Naga", "Draenei", "Quilboar"];
      const SCHOOLS = ["Arcane", "Fel", "Fire", "Frost", "Holy", "Nature", "Shadow"];
      const re = /\b(Draw|Discover|Get|Summon)s? (?:a|an|one|two|three|four|five|\d+) (random )?((?:[A-Z][a-z]+|\d+-Cost) )*?(cards?|minions?|spells?|weapons?|Beasts?|Demons?|Dragons?|Murlocs?|Mechs?|Pirates?|Elementals?|Totems?|Undead|Nagas?|Draenei|Quilboars?)\b/g;
      for (const m of t.matchAll(re)) {
        const verb = m[1]!;
        const noun = m[4]!.replace(/s$/, "").replace(/^(card|minion|spell|weapon)$/i, (x) => x.toLowerCase());
        const adjs = m[0].split(" ").slice(2, -1).filter((w) => /^[A-Z]/.test(w));
        const kinds = verb === "Draw" ? ["draw"] : verb === "Discover" ? ["discover"] : verb === "Get" ? ["addCard", "discover"] : (m[2] ? ["summonRandom", "summon", "putIntoPlay"] : []);
        if (!kinds.length) continue;
        const cands = eff.filter((e) => kinds.includes(e.type as string));
        if (!cands.length) continue;
        const filt = (e: Obj): Obj => {
          const f = (e.where ?? (typeof e.from === "object" && !Array.isArray(e.from) ? e.from : null) ?? (typeof e.pool === "object" && !Array.isArray(e.pool) ? e.pool : null)) as Obj | null;
          return f ?? {};
        };
        const fits = (e: Obj): boolean => {
          if (Array.isArray(e.pool) || Array.isArray(e.from) || e.card || e.copyOf || e.played || e.of) return true; // a list of cards, a copy: not a kind
          const f = filt(e);
          const type = String(f.type ?? (e.type === "summonRandom" || (e.pool && !f.type) ? "MINION" : "")).toUpperCase();
          const race = f.race as string | undefined;
          if (noun === "card") return !type || type === "CARD" || !!adjs.length;
          if (noun === "minion") return (type === "MINION" || (!type && !!race)) && (race === undefined || adjs.some((a) => a.toUpperCase() === race || (a === "Mech" && race === "MECHANICAL")));
          if (noun === "spell") return type === "SPELL" && (!f.spellSchool || adjs.some((a) => a.toUpperCase() === f.spellSchool));
          if (noun === "weapon") return type === "WEAPON";
          if (RACES.includes(noun)) return (race === noun.toUpperCase() || (noun === "Mech" && race === "MECHANICAL")) || (!!f.race && typeof f.race !== "string");
          return true;
        };
        if (!cands.some(fits)) out.push(`"${m[0]}" but ${cands.map((e) => `${e.type} ${JSON.stringify(filt(e))}`).join(", ")}`);
        void SCHOOLS;
      }
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "target-used",
    says: "a card with a `target` uses it (an effect names `target` or `played-target`), and an effect of a battlecry, spell, Hero Power, Location, Combo, Outcast or Choose One option that names `target` has a `target` to name",
    check: ({ def }) => {
      const d = def as unknown as Obj;
      const blocks = ["battlecry", "spell", "power", "activate", "combo", "outcast", "kindred", "whenPlayed"].map((k) => d[k]).filter(Boolean);
      const usesIn = (v: unknown) => objects(v).some((o) => Object.values(o).some((x) => x === "target" || x === "played-target" || (Array.isArray(x) && (x.includes("target") || x.includes("played-target")))));
      const out: string[] = [];
      if (def.target && !usesIn(blocks) && !(def.chooseOne ?? []).some((o) => usesIn(o.effects)) && !usesIn(d.triggers)) out.push("target never used");
      if (!def.target && usesIn(blocks)) out.push("effect names target, card has no target");
      for (const o of def.chooseOne ?? []) if (!o.target && !def.target && usesIn(o.effects)) out.push("option names target, no target");
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "hero-side",
    says: "\"the enemy hero\" / \"your opponent\" (as what an effect reaches) is `enemy-hero`, \"your hero\" `friendly-hero`: a definition that reaches one hero on a text that names only the other is wrong",
    check: ({ def, text }) => {
      const t = unquoted(text);
      const s = JSON.stringify(def);
      const out: string[] = [];
      const ownTo = selectors(def).map((x) => x.sel);
      if (ownTo.includes("enemy-hero") && !/\benemy hero|\bopponent|\benem(y|ies)\b|\bboth heroes|\beach hero|\bheroes\b/i.test(text)) out.push("reaches the enemy hero, text names no enemy");
      if (ownTo.includes("friendly-hero") && /\b(the )?enemy hero\b/i.test(t) && !/\byour hero\b|\byour\b|\byou\b|\bArmor\b|\bboth|\bheroes\b/i.test(t)) out.push("reaches your hero, text says the enemy hero");
      void s;
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "zone-side",
    says: "\"your opponent's hand/deck\" is a hand or deck selector of side `enemy`; a hand or deck selector of side `enemy` needs the opponent (\"opponent\", \"enemy\", \"their\", \"both\") in the text (an enchantment's text speaks for its host's player: not checked)",
    check: ({ def, text, type }) => {
      if (type === "ENCHANTMENT") return null;
      const t = unquoted(text);
      const out: string[] = [];
      const zs = objects(def).filter((o) => o.all === "hand" || o.all === "deck" || o.top === "deck");
      for (const o of zs) if (o.side === "enemy" && !/opponent|enemy|their|both|each player|every player/i.test(text)) out.push(`enemy ${o.all ?? "deck"}, text names no opponent`);
      for (const z of ["hand", "deck"]) {
        if (new RegExp(`opponent's ${z}`, "i").test(t) && !new RegExp(`\\byour ${z}|\\bboth|\\beach player`, "i").test(t)) {
          const sel = zs.filter((o) => (o.all ?? "deck") === z);
          if (sel.length && !sel.some((o) => o.side === "enemy") && !/"player":"enemy"/.test(JSON.stringify(def))) out.push(`"opponent's ${z}" but ${z} selectors friendly`);
        }
      }
      return out.length ? [...new Set(out)].join("; ") : null;
    },
  },
  {
    name: "aura-vs-give",
    says: "\"Your (other) minions have …\" / \"Adjacent minions have …\" (a sentence of its own, not a Battlecry's or a trigger's) is an aura; \"Give …\" in a Battlecry, spell or trigger is a buff effect, not an aura",
    check: ({ def, defs, text, type }) => {
      if (type === "ENCHANTMENT") return null;
      const t = unquoted(text);
      const out: string[] = [];
      const sentences = t.split(/(?<=\.)\s+/);
      const hasAura = defs.some((d) => ((d as Obj).auras as unknown[] | undefined)?.length);
      for (const sn of sentences) {
        if (/^(Your|Adjacent|All|Other)\b[^.:]*\b(have|has|cost|costs)\b/.test(sn.trim()) && !hasAura && !/\b(this turn|next|while|chance)\b/i.test(sn)) out.push(`"${sn.trim()}" but no aura`);
      }
      if (/^(Battlecry|Deathrattle): Give\b/.test(t.trim().replace(/^(Taunt|Rush|Charge|Lifesteal|Divine Shield|Stealth|Poisonous|Reborn|Windfury|Elusive)[ ,.]+/g, "")) && !(def.battlecry || def.deathrattle) && def.auras) out.push("Give … text, aura definition");
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "adjacent",
    says: "\"adjacent\" is an adjacent selector (`adjacent`, `adjacentTo`, `handNeighbourOf`, a rule of neighbours); an adjacent selector of the card's own needs \"adjacent\" (\"next to\", \"neighbor\", \"left\", \"right\") in the text",
    check: ({ def, defs, text }) => {
      // The weapon a hero equips counts too ("Equip a 4/3 Shadowmourne that also damages adjacent minions").
      const weapons = referencedCards(def, def.id).filter((r) => r.role === "weapon").map((r) => builtInCard(r.id)?.def);
      const s = JSON.stringify([...defs, ...weapons]);
      const adj = /"adjacent"|"adjacentTo"|"handNeighbourOf"|adjacent|"beside"|"attackHitsAdjacent"/.test(s);
      const own = /"adjacent"|"adjacentTo"|"handNeighbourOf"/.test(JSON.stringify(def));
      const out: string[] = [];
      if (/\badjacent\b/i.test(text) && !adj) out.push("text adjacent, no adjacent selector");
      if (own && !/adjacent|next to|neighbo|\bleft\b|\bright\b|either side|beside|nearby|wake/i.test(text)) out.push("adjacent selector, text has no adjacent");
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "spell-damage-marker",
    says: "a spell's damage the card data marks as changed by Spell Damage (\"$N damage\") is a `damage` of N that Spell Damage raises (the default for a spell's text, or `spellDamage: true`/`\"hits\"`), and an unmarked \"N damage\" one with `spellDamage: false` (raw text of the card data)",
    check: ({ id, def, raw, type }) => {
      // ImmuneToSpellpower (the card data's mechanic): Spell Damage never changes its damage, whatever the markers say.
      if (type !== "SPELL" || factsById(id)?.mechanics.includes("ImmuneToSpellpower")) return null;
      const t = unquoted(raw.split("@")[0]!);
      const marked = new Set([...t.matchAll(/\$(\d+)(?:-\$\d+)? damage/g)].map((m) => Number(m[1])));
      const plain = new Set([...t.matchAll(/(?<![$\d])(\d+) damage/g)].map((m) => Number(m[1])));
      const d = def as unknown as Obj;
      const blocks = [...["spell", "combo", "outcast", "kindred"].map((k) => d[k]), ...(def.chooseOne ?? []).map((o) => o.effects)];
      const out: string[] = [];
      for (const e of effects(blocks)) {
        if (e.type !== "damage" || typeof e.amount !== "number" || e.from) continue;
        const n = e.amount;
        const sd = e.spellDamage ?? true;
        if (sd === false && marked.has(n) && !plain.has(n)) out.push(`damage ${n} without Spell Damage, text "$${n}"`);
        if (sd !== false && plain.has(n) && !marked.has(n)) out.push(`damage ${n} with Spell Damage, text "${n}" unmarked`);
      }
      return out.length ? [...new Set(out)].join("; ") : null;
    },
  },
  {
    name: "trigger-event",
    says: "a trigger clause's verb names its event: \"takes damage\" a `damage` (or `pre-damage`) trigger, \"dies\" `death`, \"is healed\" `heal`/`overheal`, \"draw\" `draw`, \"summon\" `summon`/`after-summon`, \"play\"/\"cast\" `play`/`after-play`/`cast`, \"attacks\" an attack trigger, \"use your Hero Power\" `inspire`, \"discard\" `discard`, \"gain Armor\" `armor`, \"your hero gains Attack\" `hero-attack`; and \"this minion\"/\"this\" as the clause's subject is `self` in its conditions",
    check: ({ def, defs, text }) => {
      const t = unquoted(text);
      const tr = triggersOf(defs);
      if (!tr.length || def.secret || def.quest) return null;
      const on = new Set(tr.map((x) => x.on as string));
      const out: string[] = [];
      for (const m of t.matchAll(/\b(Whenever|After|When) ([^,]*),/g)) {
        const c = m[2]!;
        const map: [RegExp, string[]][] = [[/\btakes? damage\b|\bis damaged\b|\bdeals? damage\b/i, ["damage", "pre-damage"]], [/\bdies\b|\bdie\b|\bis destroyed\b/i, ["death"]],
          [/\bis healed\b|\bheals?\b|\brestore/i, ["heal", "overheal"]], [/\bdraws?\b/i, ["draw"]], [/\bsummons?\b/i, ["summon", "after-summon"]],
          [/\b(play|plays|cast|casts)\b/i, ["play", "after-play", "cast", "counter", "target"]], [/(?<!\bgains? )\battacks?\b/i, ["attack", "pre-attack", "after-attack"]],
          [/\bHero Power\b/i, ["inspire"]], [/\bdiscard/i, ["discard"]], [/\bgains? Armor\b/i, ["armor"]], [/\bhero gains? Attack\b/i, ["hero-attack"]]];
        const hit = map.filter(([re]) => re.test(c));
        if (hit.length !== 1) continue;
        const [re, events] = hit[0]!;
        if (!events.some((e) => on.has(e))) { out.push(`"${m[0]}" (${re.source}) but triggers on ${[...on].join(", ")}`); continue; }
        // The clause's subject: "this (minion)" is the card itself, "your hero" the friendly hero.
        const mine = tr.filter((x) => events.includes(x.on as string)).map((x) => JSON.stringify(x.if ?? null));
        if (/^(this|this minion|this weapon)\b/i.test(c) && !mine.some((x) => /"self"|"is":"self"/.test(x))) out.push(`"${m[0]}" but no trigger about self (${mine.join(" | ")})`);
        if (/^your hero\b/i.test(c) && !mine.some((x) => /friendly-hero|"hero"|"type":"hero"|"self"/.test(x))) out.push(`"${m[0]}" but no trigger about your hero (${mine.join(" | ")})`);
      }
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "keyword-slot",
    says: "a keyword that names where the text sits is that slot: \"Combo:\" the card's `combo` (or a played-this-turn condition), \"Kindred:\" its `kindred` (or the condition `kindred`), \"Outcast:\" its `outcast` (or a hand-place condition), \"Overkill:\" its `overkill`, \"Spellburst:\" a `once` trigger, \"Inspire:\" an `inspire` trigger, \"Secret:\" a Secret, \"Quest:\" a `quest`",
    check: ({ id, def, defs, text, type }) => {
      if (type === "ENCHANTMENT") return null;
      const t = unquoted(text);
      const s = JSON.stringify(def);
      const all = JSON.stringify(defs);
      const out: string[] = [];
      const facts = factsById(id);
      const checks: [RegExp, boolean][] = [
        [/\bCombo:/, !!def.combo || /playedThisTurn/.test(s)],
        [/\bKindred:/, !!(def as unknown as Obj).kindred || /"kindred":true/.test(s)],
        [/\bOutcast:/, !!(def as unknown as Obj).outcast || /"handPlace":"outcast"/.test(s)],
        [/\bOverkill:/, !!(def as unknown as Obj).overkill],
        [/\bSpellburst:/, /"once":true/.test(s)],
        [/\bInspire:/, /"on":"inspire"/.test(all)],
        [/^Secret:/, !!def.secret || !!facts?.mechanics.includes("SECRET")],
        [/^Quest:/, !!def.quest],
      ];
      for (const [re, ok] of checks) if (re.test(t) && !ok) out.push(`text ${re.source}, no such slot`);
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "target-phrase-side",
    says: "the target phrase of a targeted card (\"a minion\", \"a friendly minion\", \"an enemy\", \"another friendly Beast\" … outside conditions and other verbs) gives the target's side: a side-restricted target needs a phrase of that side, a phrase of one side a target of that side",
    check: ({ def, text }) => {
      if (def.chooseOne) return null;
      const tg = def.target as unknown as Obj | undefined;
      if (!tg || tg.type === "card" || tg.type === "location") return null;
      const t = unquoted(text).replace(/\b(holding|played|play|plays|draw|draws|summon|summons|get|discover|cast|have|has|control|with|recruit|shuffle|add|costs?|If|if)( (an?|another|one|any))? ((\w+|\d+-Cost) ){0,2}(minion|character)s?\b/g, " ");
      if ((tg.where as Obj | undefined)?.name) return null; // a named minion ("a friendly Wisp")
      const phrases = [...t.matchAll(/\b(?:a|an|another|one)\s+((?:friendly|enemy|damaged|undamaged|other|[A-Z][a-z]+)\s+)*(minion|character|enemy|hero)\b( in your\b)?/g)].map((m) => (m[3] ? `friendly ${m[0]}` : m[0]));
      if (!phrases.length) return null;
      const sideOf = (p: string) => (/enemy/i.test(p) ? "enemy" : /friendly/i.test(p) ? "friendly" : "any");
      const want = (tg.side as string | undefined) ?? "any";
      if (phrases.some((p) => sideOf(p) === want)) return null;
      return `target side ${want}, text says ${phrases.map((p) => `"${p}"`).join(", ")}`;
    },
  },
  {
    name: "conditional-target",
    says: "\"Battlecry: If …, deal 3 damage\" (a text whose only use of its target is under a condition not about the target, with nothing done to it otherwise) takes a target only while the condition holds: its `target` has that `if` (REQ_TARGET_IF_AVAILABLE_AND_…: Weaver of the Cycle)",
    check: ({ def, text }) => {
      const tg = def.target as unknown as Obj | undefined;
      if (!tg || tg.if || def.chooseOne) return null;
      // "Battlecry: If …, deal 3 damage": the condition is somewhere — the target's `if`, an `if` effect, a condition of an effect.
      if (/\bBattlecry: If\b/.test(unquoted(text)) && def.battlecry && !/"if"|"requires"|"kindred"|"while"/.test(JSON.stringify(def.battlecry))) return "text's Battlecry has a condition, the definition none";
      const uses = (v: unknown) => JSON.stringify(v ?? null).includes('"target"');
      for (const blk of ["battlecry", "spell", "power"] as const) {
        const b = (def as unknown as Obj)[blk] as Obj[] | undefined;
        if (!b?.length || !uses(b)) continue;
        const outside = b.filter((e) => uses(e) && e.type !== "if");
        const inside = b.filter((e) => e.type === "if" && uses(e.then) && !uses(e.if) && !uses(e.else));
        if (inside.length && !outside.length && b.filter((e) => e.type === "if" && uses(e)).length === inside.length) return `${blk}'s target used only under ${JSON.stringify(inside[0]!.if)}, target has no if`;
      }
      return null;
    },
  },
  {
    name: "trigger-noun",
    says: "the kind a trigger clause names (\"Whenever you cast a spell\", \"After you play a minion\", \"After you summon a Beast\", \"Whenever you play a card\") is the kind its conditions ask for: a spell, a minion, a weapon, a minion type, a Secret — and \"a card\" no narrower kind",
    check: ({ def, text }) => {
      const tr = ((def.triggers ?? []) as unknown as Obj[]).filter((x) => ["play", "after-play", "cast", "summon", "after-summon", "draw", "counter"].includes(x.on as string));
      if (!tr.length) return null;
      const out: string[] = [];
      const RACES: Record<string, string> = { Beast: "BEAST", Demon: "DEMON", Dragon: "DRAGON", Murloc: "MURLOC", Mech: "MECHANICAL", Pirate: "PIRATE", Elemental: "ELEMENTAL", Totem: "TOTEM", Undead: "UNDEAD", Naga: "NAGA", Draenei: "DRAENEI", Quilboar: "QUILBOAR" };
      const clauses = [...unquoted(text).matchAll(/\b(Whenever|After|When) (you|your opponent|a player) (play|plays|cast|casts|summon|summons|draw|draws) (a|an|another) ((?:[A-Z][a-z]+|\d+-Cost) )?(card|spell|minion|weapon|Secret|Beast|Demon|Dragon|Murloc|Mech|Pirate|Elemental|Totem|Undead|Naga|Draenei|Quilboar)\b/g)];
      for (const m of clauses) {
        const events = eventsOfClause(m[0]);
        const cands = tr.filter((x) => events?.includes(x.on as string));
        // One trigger for one clause: a second clause of the same event is said by something else (Niri's rule aura).
        if (cands.length !== 1 || clauses.filter((o) => eventsOfClause(o[0])?.join() === events?.join()).length !== 1) continue;
        const cs = JSON.stringify(cands[0]!.if ?? null);
        const noun = m[6]!;
        const adj = m[5]?.trim();
        const race = RACES[noun] ?? (adj ? RACES[adj] : undefined);
        if (noun === "spell" && !/"spell"|"type":"spell"|-spell/.test(cs)) out.push(`"${m[0]}" but no spell in ${cs}`);
        if (noun === "minion" && !race && !/"minion"|-minion/.test(cs) && !/summon/.test(m[3]!)) out.push(`"${m[0]}" but no minion in ${cs}`);
        if (noun === "weapon" && !/"weapon"/.test(cs)) out.push(`"${m[0]}" but no weapon in ${cs}`);
        if (noun === "Secret" && !/"secret":true/.test(cs)) out.push(`"${m[0]}" but no Secret in ${cs}`);
        if (race && !cs.includes(race)) out.push(`"${m[0]}" but no ${race} in ${cs}`);
        if ((race || /summon/.test(m[3]!) || noun === "minion") && /"type":"spell"/.test(cs) && !/\bspell\b/.test(m[0])) out.push(`"${m[0]}" but a spell in ${cs}`);
        if (noun === "card" && !adj && /"type":"(spell|minion|weapon)"|"(friendly|enemy)-(minion|spell)"/.test(cs)) out.push(`"${m[0]}" but ${cs} narrows it`);
      }
      return out.length ? out.join("; ") : null;
    },
  },
  {
    name: "deathrattle-last-known",
    says: "\"this minion's Attack\" (Health) in a Deathrattle is the dead minion as it left play: an amount reading `self`'s attack or health there has `lastKnown` (4.8: the graveyard resets it to its card's)",
    check: ({ def }) => {
      const bad = objects((def as unknown as Obj).deathrattle).filter((o) => ["attack", "health", "maxHealth"].includes(o.stat as string) && o.of === "self" && !o.lastKnown);
      return bad.length ? `deathrattle reads ${JSON.stringify(bad[0])} without lastKnown` : null;
    },
  },
  {
    name: "this-turn",
    says: "a one-turn state (an enchantment with `oneTurn`) the card attaches needs \"this turn\" (\"for 1 turn\", \"until\") in its text",
    check: ({ def, text, type }) => {
      if (type === "ENCHANTMENT") return null;
      const one = withEnchantments(def).slice(1).some((d) => ((d as Obj).buff as Obj | undefined)?.oneTurn);
      if (!one) return null;
      return /this turn|the rest of the turn|for 1 turn|until|next turn|this attack|while attacking/i.test(text) ? null : "one-turn enchantment, text says no this turn";
    },
  },
];

/** The findings of every rule on one card, or on a given text (or definition) for it. */
export function lintCard(id: string, textOverride?: string, defOverride?: CardDefinition): { rule: string; detail: string }[] {
  const c = builtInCard(id);
  if (!c?.def) return [];
  const def = defOverride ?? c.def;
  let text = (textOverride ?? cardText(id).enUS ?? "").split("@")[0]!.replace(/\s+/g, " ").replace(/[$#](\d)/g, "$1");
  // A quest's objective ("Quest: Draw 20 cards. Reward: …") is what its progress counts, not an effect of the card: its
  // triggers count it, `questProgress` (w9/wild-b).
  if (def.quest) text = text.replace(/^((?:Sidequest|Quest):)[^]*?(Reward:)/, "$1 $2");
  if (!text) return [];
  const raw = textOverride ?? cardText(id).enUS ?? "";
  const ctx: Ctx = { id, raw, type: c.type, text, def, defs: withEnchantments(def) };
  const out: { rule: string; detail: string }[] = [];
  for (const r of RULES) {
    const d = r.check(ctx);
    if (d) out.push({ rule: r.name, detail: d });
  }
  return out;
}

/** Every finding on every implemented built-in card with English rules text. */
export function lintSemantics(): SemanticFinding[] {
  const out: SemanticFinding[] = [];
  for (const f of allFacts()) {
    const c = builtInCard(f.id);
    if (!c?.implemented || !c.def) continue;
    const text = cardText(f.id).enUS ?? "";
    if (!text) continue;
    for (const x of lintCard(f.id)) out.push({ id: f.id, name: f.name.enUS, rule: x.rule, detail: x.detail, text });
  }
  return out;
}

/**
 * Semantic mutations of a definition, to measure what the lint catches: each returns the mutated copy, or null when it
 * does not apply to the definition. A mutation the lint does not flag is a defect of that kind it would miss.
 */
export const MUTATIONS: { name: string; apply: (def: CardDefinition, type?: string) => CardDefinition | null }[] = (() => {
  const clone = (d: CardDefinition) => JSON.parse(JSON.stringify(d)) as Obj;
  const swapStrings = (v: unknown, from: string, to: string): boolean => {
    let hit = false;
    for (const o of objects(v)) for (const [k, x] of Object.entries(o)) if (x === from) { o[k] = to; hit = true; }
    return hit;
  };
  const onSwap = (a: string, b: string) => (def: CardDefinition) => {
    const d = clone(def);
    const tr = ((d.triggers ?? []) as Obj[]).filter((t) => t.on === a);
    if (!tr.length) return null;
    for (const t of tr) t.on = b;
    return d as unknown as CardDefinition;
  };
  return [
    { name: "target side flipped (enemy ↔ friendly, any → enemy)", apply: (def) => {
      if (!def.target || def.chooseOne || (def.target as unknown as Obj).type === "card") return null;
      const d = clone(def);
      const tg = d.target as Obj;
      tg.side = tg.side === "enemy" ? "friendly" : "enemy";
      return d as unknown as CardDefinition;
    } },
    { name: "target kind flipped (minion ↔ character)", apply: (def) => {
      if (!def.target || def.chooseOne) return null;
      const tg = (def.target as unknown as Obj).type;
      if (tg !== "minion" && tg !== "character") return null;
      const d = clone(def);
      (d.target as Obj).type = tg === "minion" ? "character" : "minion";
      return d as unknown as CardDefinition;
    } },
    { name: "chosen target made random", apply: (def) => {
      if (!def.target || def.chooseOne || (def.target as unknown as Obj).type === "card") return null;
      const d = clone(def);
      const side = (def.target as unknown as Obj).side;
      delete d.target;
      const sel = { random: side === "enemy" ? "enemy-characters" : side === "friendly" ? "friendly-characters" : "all-characters" };
      let hit = false;
      for (const o of objects(d)) for (const [k, x] of Object.entries(o)) if (x === "target" && k === "to") { o[k] = sel; hit = true; }
      return hit ? (d as unknown as CardDefinition) : null;
    } },
    { name: "random enemy pick made a random pick of any side", apply: (def) => {
      const d = clone(def);
      let hit = false;
      for (const o of objects(d)) if (o.random === "enemy-minions") { o.random = "all-minions"; hit = true; } else if (o.random === "enemy-characters") { o.random = "all-characters"; hit = true; }
      return hit ? (d as unknown as CardDefinition) : null;
    } },
    { name: "every-entity selector of the other side (enemy-minions ↔ all-minions, friendly ↔ enemy)", apply: (def) => {
      const d = clone(def);
      const hit = swapStrings(d, "enemy-minions", "all-minions") || swapStrings(d, "friendly-minions", "enemy-minions") || swapStrings(d, "enemy-characters", "all-characters") || swapStrings(d, "friendly-characters", "enemy-characters");
      return hit ? (d as unknown as CardDefinition) : null;
    } },
    { name: "\"other\" dropped or added (other-friendly-minions ↔ friendly-minions, all-other-minions ↔ all-minions)", apply: (def, type) => {
      // Only a minion's own text: for a spell, weapon, hero or Location, "other" minions are all of them (an equivalent mutant).
      if (type !== undefined && type !== "MINION") return null;
      const d = clone(def);
      const hit = swapStrings(d, "other-friendly-minions", "friendly-minions") || swapStrings(d, "all-other-minions", "all-minions") || swapStrings(d, "friendly-minions", "other-friendly-minions");
      return hit ? (d as unknown as CardDefinition) : null;
    } },
    { name: "after-play trigger made on-play", apply: onSwap("after-play", "play") },
    { name: "on-play trigger made after-play", apply: onSwap("play", "after-play") },
    { name: "after-summon trigger made on-summon", apply: onSwap("after-summon", "summon") },
    { name: "after-attack trigger made on-attack", apply: onSwap("after-attack", "attack") },
    { name: "end-of-turn trigger made start-of-turn", apply: onSwap("turn-end", "turn-start") },
    { name: "turn trigger of your turn made of each turn", apply: (def) => {
      const d = clone(def);
      let hit = false;
      for (const t of (d.triggers ?? []) as Obj[]) {
        if (t.on !== "turn-end" && t.on !== "turn-start") continue;
        if (t.if && !Array.isArray(t.if) && (t.if as Obj).turn === "own") { delete t.if; hit = true; }
      }
      return hit ? (d as unknown as CardDefinition) : null;
    } },
    { name: "trigger side flipped (friendly ↔ enemy in its conditions)", apply: (def) => {
      const d = clone(def);
      const tr = (d.triggers ?? []) as Obj[];
      if (tr.length !== 1 || ["turn-start", "turn-end"].includes(tr[0]!.on as string)) return null;
      const s0 = JSON.stringify(tr[0]!.if ?? null);
      const s1 = s0.replace(/friendly/g, "\u0000").replace(/enemy/g, "friendly").replace(/\u0000/g, "enemy");
      if (s0 === s1) return null;
      tr[0]!.if = JSON.parse(s1);
      return d as unknown as CardDefinition;
    } },
    { name: "a trigger's kind of card changed (spell ↔ minion in its conditions)", apply: (def) => {
      const d = clone(def);
      const tr = ((d.triggers ?? []) as Obj[]).filter((t) => ["play", "after-play", "cast", "summon", "after-summon", "draw"].includes(t.on as string));
      let hit = false;
      for (const t of tr) {
        const s0 = JSON.stringify(t.if ?? null);
        const s1 = s0.replace(/"type":"spell"/g, "\u0000").replace(/"type":"minion"/g, '"type":"spell"').replace(/\u0000/g, '"type":"minion"');
        if (s0 !== s1) { t.if = JSON.parse(s1); hit = true; }
      }
      return hit ? (d as unknown as CardDefinition) : null;
    } },
    { name: "Battlecry made a Deathrattle (and back)", apply: (def) => {
      if (def.target) return null;
      const d = clone(def);
      if (d.battlecry && !d.deathrattle) { d.deathrattle = d.battlecry; delete d.battlecry; return d as unknown as CardDefinition; }
      if (d.deathrattle && !d.battlecry) { d.battlecry = d.deathrattle; delete d.deathrattle; return d as unknown as CardDefinition; }
      return null;
    } },
    { name: "a conditional target's condition dropped (target `if` removed)", apply: (def) => {
      if (!(def.target as unknown as Obj | undefined)?.if) return null;
      const d = clone(def);
      delete (d.target as Obj).if;
      return d as unknown as CardDefinition;
    } },
    { name: "a Deathrattle's last-known stat read from the graveyard (lastKnown dropped)", apply: (def) => {
      const d = clone(def);
      let hit = false;
      for (const o of objects(d.deathrattle)) if (o.lastKnown && o.of === "self" && ["attack", "health", "maxHealth"].includes(o.stat as string)) { delete o.lastKnown; hit = true; }
      return hit ? (d as unknown as CardDefinition) : null;
    } },
    { name: "draw made a random card added to hand", apply: (def) => {
      const d = clone(def);
      let hit = false;
      for (const o of objects(d)) if (o.type === "draw") { o.type = "addCard"; o.pool = { type: "CARD" }; delete o.where; hit = true; }
      return hit ? (d as unknown as CardDefinition) : null;
    } },
    { name: "cost reduced made a cost set (and back)", apply: (def) => {
      const d = clone(def);
      let hit = false;
      for (const o of objects(d)) {
        if (typeof o.setCost === "number" && o.cost === undefined) { o.cost = -o.setCost || -1; delete o.setCost; hit = true; } else if (typeof o.cost === "number" && o.cost < 0 && o.setCost === undefined) { o.setCost = -o.cost; delete o.cost; hit = true; }
      }
      return hit ? (d as unknown as CardDefinition) : null;
    } },
    { name: "destroy made damage", apply: (def) => {
      const d = clone(def);
      let hit = false;
      for (const o of objects(d)) if (o.type === "destroy" && o.to !== "self") { o.type = "damage"; o.amount = 4; hit = true; }
      return hit ? (d as unknown as CardDefinition) : null;
    } },
    { name: "summon made an added card", apply: (def) => {
      const d = clone(def);
      let hit = false;
      for (const o of objects(d)) if (o.type === "summon" && typeof o.card === "string") { o.type = "addCard"; hit = true; }
      return hit ? (d as unknown as CardDefinition) : null;
    } },
    { name: "spell damage marker ignored (spellDamage false on a spell's damage)", apply: (def) => {
      const d = clone(def);
      let hit = false;
      for (const o of objects(d.spell)) if (o.type === "damage" && o.spellDamage === undefined && typeof o.amount === "number") { o.spellDamage = false; hit = true; }
      return hit ? (d as unknown as CardDefinition) : null;
    } },
  ];
})();

/** For each mutation: on how many implemented cards it applies, and on how many of those the lint flags the mutant. */
export function measureMutations(): { name: string; applied: number; caught: number; missed: string[] }[] {
  const out = MUTATIONS.map((m) => ({ name: m.name, applied: 0, caught: 0, missed: [] as string[] }));
  for (const f of allFacts()) {
    const c = builtInCard(f.id);
    if (!c?.implemented || !c.def || !cardText(f.id).enUS) continue;
    const base = new Set(lintCard(f.id).map((x) => x.rule));
    MUTATIONS.forEach((m, i) => {
      const d = m.apply(c.def!, f.type);
      if (!d) return;
      out[i]!.applied++;
      if (lintCard(f.id, undefined, d).some((x) => !base.has(x.rule))) out[i]!.caught++;
      else out[i]!.missed.push(f.id);
    });
  }
  return out;
}
