/**
 * The text lint: every card the engine calls implemented must account for each keyword and each number of its English
 * rules text (../shared/data/cards.json, read at test time: the text never ships). What accounts for them:
 *   - the card's definition (its JSON: numbers anywhere in it, keys and string values such as `battlecry`, `TAUNT`,
 *     `discover`), and its facts (cost, stats, Overload, Spell Damage, mechanics, the tags it starts with);
 *   - the definitions and facts of the cards its definition names (summoned tokens, enchantments, hero powers, pools …);
 *   - for a Choose One option card, the option of the card that offers it.
 * A number is a run of digits (`$3` and `#3`, numbers Spell Damage and healing change, count as 3; so do a hero-power
 * skin's `$d2`, `$a1`). "N/M" (a minion's or weapon's stats) and "+N/+M" (a buff) must appear as a pair: one object with
 * that Attack and that Health (or Durability). Names of cards the definition names are taken out first ("SI:7 Agent").
 * A keyword is a capitalised game keyword of the text (Taunt, Battlecry, Discover, Spellburst …), matched against what
 * the engine reads for it; a keyword the card format has no way to say (Outcast …) is never accounted for.
 * `(Once per game)` counts as a keyword nothing accounts for. A card with only Chinese text (a few Battlegrounds tokens)
 * is checked by its Chinese keywords and numbers.
 *
 * `lintCards()` returns each implemented card whose text is not accounted for, with what is missing.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { allFacts, factsById } from "../../src/engine/hearthstone/cards/facts.js";
import { referencedCards } from "../../src/engine/hearthstone/cards/references.js";
import { builtInCard } from "../../src/engine/hearthstone/cards/registry.js";
import type { CompiledCard } from "../../src/engine/hearthstone/cards/compile.js";
import type { CardDefinition } from "../../src/engine/hearthstone/cards/format/index.js";

export const CARDS_JSON = join(__dirname, "..", "..", "..", "shared", "data", "cards.json");

interface RawCard {
  id: string;
  name?: { enUS?: string; zhCN?: string };
  text?: { enUS?: string; zhCN?: string };
}

let texts: Map<string, { enUS?: string; zhCN?: string }> | null = null;

/** Rules text by card id, in both locales. */
export function cardText(id: string): { enUS?: string; zhCN?: string } {
  if (!texts) {
    const raw = JSON.parse(readFileSync(CARDS_JSON, "utf8")) as RawCard[];
    texts = new Map(raw.filter((c) => c.text).map((c) => [c.id, c.text!]));
  }
  return texts.get(id) ?? {};
}

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Keywords of the text and the tokens (normalised keys, string values, tags) that account for them. Order matters:
 * a longer phrase is taken out of the text before a shorter one it contains (Mega-Windfury before Windfury).
 */
const KEYWORDS: [RegExp, string, string[]][] = [
  [/\(Once per game\.?\)|\bOnce per game\b/gi, "Once per game", ["oncepergame"]],
  // Durations: "for 1 turn" is a one-turn state or one ended by a turn trigger.
  [/\bfor 1 turn\b/g, "for 1 turn", ["oneturn", "turnstart", "turnend", "dormant"]],
  [/\btwice\b/g, "twice", ["2", "battlecriestwice", "deathrattlestwice", "alldeathrattlestwice", "endofturntwice", "minionsendofturntwice", "spellstwice", "givendeathrattlestwice"]],
  [/\bMega-Windfury\b/g, "Mega-Windfury", ["megawindfury"]],
  [/\bWindfury\b/g, "Windfury", ["windfury"]],
  [/\bTaunt\b/g, "Taunt", ["taunt"]],
  [/\bCharge\b/g, "Charge", ["charge"]],
  [/\bRush\b/g, "Rush", ["rush"]],
  [/\bDivine Shields?\b/g, "Divine Shield", ["divineshield"]],
  [/\bStealth(?:ed)?\b/g, "Stealth", ["stealth"]],
  [/\bPoisonous\b/g, "Poisonous", ["poisonous"]],
  [/\bLifesteal\b/g, "Lifesteal", ["lifesteal"]],
  [/\bReborn\b/g, "Reborn", ["reborn"]],
  [/\bImmune\b/g, "Immune", ["immune"]],
  [/\bElusive\b/g, "Elusive", ["elusive", "cantbetargetedbyspells"]],
  [/\bFreezes?\b|\bFrozen\b/g, "Freeze", ["freeze", "frozen"]],
  [/\bSilenced?\b/g, "Silence", ["silence", "silenced"]],
  [/\bSpell Damage\b/g, "Spell Damage", ["spelldamage", "spellpower"]],
  [/\bOverload(?:ed|s)?\b/g, "Overload", ["overload", "overloadowed", "overloadlocked", "unlockoverload", "overloaded"]], // unlockoverload: "Unlock your Overloaded Mana Crystals" (Lava Shock); overloaded: the condition "If you're Overloaded" (Altered Chord)
  // nooverloadif: the card field for "Battlecry: If …, don't Overload" (Minecart Cruiser, rules-notes 1442)
  [/\bBattlecr(?:y|ies)\b/g, "Battlecry", ["battlecry", "battlecriestwice", "nooverloadif"]],
  [/\bDeathrattles?\b/g, "Deathrattle", ["deathrattle", "deathrattlestwice", "alldeathrattlestwice", "triggerdeathrattle", "deathrattlescanttrigger", "givendeathrattlestwice"]], // triggerdeathrattle: "Trigger … Deathrattles" (Feign Death); deathrattlescanttrigger: "Deathrattles can't trigger" (Deathwarden)
  [/\bCombo\b/g, "Combo", ["combo"]],
  // secretstriggered: the amount { thisGame: "secretsTriggered" }, the player's Secrets that triggered this game (Sayge)
  [/\bSecrets?\b/g, "Secret", ["secret", "secretstriggered"]],
  [/\bChoose One\b/g, "Choose One", ["chooseone", "chooseboth"]], // chooseboth: a rule about Choose One cards (Fandral Staghelm)
  // discoveredthisturn: the condition that reads the Discovers of this turn; pickremembered: the Maps' pick among the
  // options a Discover left (the enchantment of "If you play the Discovered card this turn …")
  // discovered: the amount { thisGame: "discovered" }, the cards Discovered this game (Alien Encounters)
  [/\bDiscover(?:s|ed)?\b/g, "Discover", ["discover", "discoveredthisturn", "pickremembered", "discovered"]],
  [/\bInspire\b/g, "Inspire", ["inspire"]],
  [/\bOverkill\b/g, "Overkill", ["overkill"]],
  [/\bMagnetic\b/g, "Magnetic", ["magnetic"]],
  [/\bDormant\b/g, "Dormant", ["dormant", "dormantminion"]],
  [/\bQuest\b/g, "Quest", ["quest"]],
  [/\bSpellburst\b/g, "Spellburst", ["once"]],
  [/\bEnrage\b/g, "Enrage", ["damaged"]],
  [/\bRecruits?\b/g, "Recruit", ["putintoplay"]],
  [/\bCounter(?:ed|s)?\b/g, "Counter", ["counter"]],
  [/\bForgetful\b/g, "Forgetful", ["chance"]],
  [/\bTradeable\b/g, "Tradeable", ["tradeable"]],
  [/\bRewind\b/g, "Rewind", ["rewind"]],
  [/\bFabled\b/g, "Fabled", ["fabled"]],
  [/\bFrenzy\b/g, "Frenzy", ["frenzy"]],
  [/\bHonorable Kill\b/g, "Honorable Kill", ["honorablekill"]],
  [/\bOverheal\b/g, "Overheal", ["overheal"]],
  [/\bManathirst\b/g, "Manathirst", ["manathirst"]],
  // A Lackey (docs/card-format.md, Lackeys): the tag MARK_OF_EVIL of the seven Lackeys' definitions, which the pool
  // and the filter name.
  [/\bLackeys?\b/g, "Lackey", ["markofevil"]],
  // Keywords the card format cannot say: a card with one of these is not implemented.
  [/\bEcho\b/g, "Echo", ["echo"]],
  [/\bTwinspell\b/g, "Twinspell", ["twinspell"]],
  // Drinks ("(3 Drinks left!)", Perils in Paradise): the chain of next Drinks each gives in its Twinspell step (rules-notes 851).
  [/\(\d+ Drinks? left!\)/g, "Drinks", ["twinspell"]],
  // The same chain in Festival of Legends: "(3 Bananas left!)" (Bunch of Bananas, rules-notes 1084).
  [/\(\d+ (?:Bananas|Monkeys) left!\)/g, "Bananas", ["twinspell"]],
  [/\bOutcast\b/g, "Outcast", ["outcast"]],
  [/\bCorrupt(?:ed)?\b/g, "Corrupt", ["corrupt"]],
  [/\bAdapt\b/g, "Adapt", ["adapt"]],
  [/\bInvoke\b/g, "Invoke", ["invoke"]],
  [/\bJade Golem\b/g, "Jade Golem", ["jadegolem"]],
  [/\bStart of Game\b/g, "Start of Game", ["startofgame"]],
  [/\bCasts When Drawn\b/g, "Casts When Drawn", ["castswhendrawn"]],
  [/\bSidequest\b/g, "Sidequest", ["sidequest"]],
  [/\bKindred\b/g, "Kindred", ["kindred"]],
  [/\bDark Gifts?\b/g, "Dark Gift", ["darkgift", "copiesdarkgifts"]],
  [/\bInfuse\b/g, "Infuse", ["infuse"]],
  // Dredge (探底, 5.1) is putOnTop of the bottom three (rules-notes 160).
  [/\bDredge\b/g, "Dredge", ["dredge", "putontop"]],
  [/\bForge\b/g, "Forge", ["forge"]],
  [/\bTitan\b/g, "Titan", ["titan"]],
  [/\bColossal\b/g, "Colossal", ["colossal"]],
  [/\bExcavate\b/g, "Excavate", ["excavate"]],
  [/\bMiniaturize\b/g, "Miniaturize", ["miniaturize"]],
  [/\bGigantify\b/g, "Gigantify", ["gigantify"]],
  [/\bQuickdraw\b/g, "Quickdraw", ["quickdraw"]],
  [/\bFinale\b/g, "Finale", ["finale"]],
  [/\bSpell School\b/g, "Spell School", ["spellschool"]],
];

/** What a definition or card says, as the lint reads it. */
interface Evidence {
  numbers: Set<number>;
  tokens: Set<string>;
  /** Objects that carry stats (`attack` with `health` or `durability`), for "N/M" and "+N/+M". */
  statObjects: Record<string, unknown>[];
  names: string[];
}

const emptyEvidence = (): Evidence => ({ numbers: new Set(), tokens: new Set(), statObjects: [], names: [] });

/**
 * Numbers a tag or effect stands for: HEALTH_MINIMUM is "can't be reduced below 1 Health" (4.9 step 7); the effect
 * `guess` is "Look at 3 cards" (it always shows three).
 */
const IMPLIED: Record<string, number[]> = { healthminimum: [1], guess: [3] };

function addJson(ev: Evidence, v: unknown): void {
  if (typeof v === "number") ev.numbers.add(Math.abs(v));
  else if (typeof v === "string") {
    ev.tokens.add(norm(v));
    for (const part of v.split(/[-_]/)) ev.tokens.add(norm(part));
    for (const n of IMPLIED[norm(v)] ?? []) ev.numbers.add(n);
  } else if (Array.isArray(v)) {
    // A list that holds the same thing N times says N (two Recruits, Temporus's ["opponent", "opponent", "own", "own"]).
    const counts = new Map<string, number>();
    for (const x of v) {
      const k = JSON.stringify(x);
      counts.set(k, (counts.get(k) ?? 0) + 1);
      addJson(ev, x);
    }
    for (const n of counts.values()) if (n > 1) ev.numbers.add(n);
  } else if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    if ("attack" in o || "health" in o || "setAttack" in o || "setHealth" in o) ev.statObjects.push(o);
    // "+1 Attack for each …": an amount that counts (or reads a stat) without a multiplier gives 1 per thing.
    if ((o.count !== undefined || o.stat !== undefined || o.playedThisTurn !== undefined) && o.multiply === undefined) ev.numbers.add(1);
    // A summon with `and` ("Summon a X and a Y"): its card's minions (count, default 1) and one of each card of `and`.
    // "Colossal +N": the card's `colossal` lists its N appendages.
    if (Array.isArray(o.colossal)) ev.numbers.add(o.colossal.length);
    if (o.type === "summon" && Array.isArray(o.and) && (o.count === undefined || typeof o.count === "number")) ev.numbers.add((o.count ?? 1) as number + o.and.length);
    for (const [k, x] of Object.entries(o)) {
      ev.tokens.add(norm(k));
      // A card named by name in a filter ("Silver Hand Recruits you summon"): taken out of the text like the cards it names.
      if (k === "name" && typeof x === "string") ev.names.push(x);
      addJson(ev, x);
    }
  }
}

/**
 * A card's facts, as far as the engine reads them: its numbers; keywords only where they act — a minion's, weapon's or
 * hero's starting tags (an enchantment's or spell's mechanics do nothing — but a spell's Lifesteal: an enchantment acts by its `buff` grants),
 * Spell Damage (also an enchantment's, and a spell school's: SPELLPOWER_<SCHOOL>), Overload, Secret, Tradeable and Echo.
 */
function addFacts(ev: Evidence, c: CompiledCard): void {
  const f = c.facts;
  for (const n of [f.cost, f.attack, f.health, f.durability, f.armor, c.overload, f.spellDamage]) ev.numbers.add(n);
  if (c.type === "MINION" || c.type === "WEAPON" || c.type === "HERO") {
    for (const [t, v] of Object.entries(c.tags)) if (v) ev.tokens.add(norm(t));
    ev.statObjects.push({ attack: c.tags.ATK, health: c.type === "WEAPON" ? c.tags.DURABILITY : c.tags.HEALTH });
  }
  if (c.tags.SPELLPOWER) ev.tokens.add("spellpower");
  // "This spell gets double bonus from Spell Damage" acts: effects/damage.ts doubles the bonus for the tag (Arcane Blast).
  if (c.type === "SPELL" && c.tags.RECEIVES_DOUBLE_SPELLDAMAGE_BONUS) ev.tokens.add("spellpower");
  // A spell school's Spell Damage ("Nature Spell Damage +3"): the tags SPELLPOWER_<SCHOOL> (rules/damage.ts spellDamageOf).
  for (const [t, v] of Object.entries(c.tags)) if (v && t.startsWith("SPELLPOWER_")) { ev.tokens.add("spellpower"); ev.numbers.add(v); }
  // A spell's Lifesteal acts: the damage it deals heals its controller's hero (rules/damage.ts reads the source's tag: Soul Cleave).
  if (c.type === "SPELL" && c.tags.LIFESTEAL) ev.tokens.add("lifesteal");
  // Tradeable is read from the card data's mechanic (the trade action, actions/trade.ts).
  if (f.mechanics.includes("TRADEABLE")) ev.tokens.add("tradeable");
  // Echo acts on any card type: the play's echo step reads the card's ECHO tag (actions/common.ts echoStep).
  if (c.tags.ECHO) ev.tokens.add("echo");
  if (c.overload) ev.tokens.add("overload");
  if (c.secret) ev.tokens.add("secret");
  if (f.name.enUS) ev.names.push(f.name.enUS);
}

/** The card's own definition and facts, plus those of every card it names (`depth` levels). */
function addCard(ev: Evidence, id: string, depth: number, seen: Set<string>): void {
  if (seen.has(id)) return;
  seen.add(id);
  const c = builtInCard(id);
  if (!c) return;
  addFacts(ev, c);
  if (c.def) addJson(ev, c.def);
  // 腐蚀 and 注能: "Corrupt: …" ("Infuse (N): …") is what the corrupted (Infused) card does or is — its text and facts, and what it gains over this card ("Gain
  // +4/+4": the two cards' Attack and Health apart; "This costs (0)": its Cost). Following it does not count as a level.
  // 锻造: "Forge: …" likewise is what its Forged card does or is.
  const d = c.def as CardDefinition | null | undefined;
  const forged = typeof d?.forge === "string" ? d.forge : d?.forge?.into;
  const corruptInto = typeof d?.corrupt === "string" ? d.corrupt : d?.corrupt?.into;
  const into = (corruptInto !== id ? corruptInto : undefined) ?? d?.infuse?.into ?? (forged !== id ? forged : undefined);
  const corrupted = into ? builtInCard(into) : undefined;
  if (corrupted) {
    addCard(ev, corrupted.id, depth, seen);
    const gain = { attack: (corrupted.tags.ATK ?? 0) - (c.tags.ATK ?? 0), health: (corrupted.tags.HEALTH ?? corrupted.tags.DURABILITY ?? 0) - (c.tags.HEALTH ?? c.tags.DURABILITY ?? 0) };
    ev.statObjects.push(gain);
    ev.numbers.add(Math.abs(gain.attack)).add(Math.abs(gain.health));
  }
  // An enchantment a card attaches carries that card's text ("Give your minions 'Deathrattle: Summon a 2/2 Treant.'"), and
  // so does a Casts When Drawn card it puts in a deck (Plagued Grain's "Crates … that summon a 2/2 Undead when drawn"):
  // following one does not count as a level.
  if (depth > 0 && c.def) for (const r of referencedCards(c.def, id)) addCard(ev, r.id, r.role === "enchantment" || builtInCard(r.id)?.def?.castsWhenDrawn ? depth : depth - 1, seen);
}

let corruptedBy: Set<string> | null = null;

/** Whether a definition's `corrupt` names this card: its text's leading "Corrupted" is the game's label for that. */
function isCorrupted(id: string): boolean {
  if (!corruptedBy) {
    corruptedBy = new Set();
    for (const f of allFacts()) {
      const corrupt = (builtInCard(f.id)?.def as CardDefinition | null | undefined)?.corrupt;
      const into = typeof corrupt === "string" ? corrupt : corrupt?.into;
      if (into) corruptedBy.add(into);
    }
  }
  // A printing that plays as a corrupted card (a Book of Heroes Ring Toss, `sameAs` DMF_105t) carries the same label.
  return corruptedBy.has(id) || corruptedBy.has(factsById(id)?.sameAs ?? id);
}

let options: Map<string, unknown[]> | null = null;

/** Choose One option cards: the options that name them, from every built-in definition. */
function optionsOf(id: string): unknown[] {
  if (!options) {
    options = new Map();
    for (const f of allFacts()) {
      const def = builtInCard(f.id)?.def as CardDefinition | null | undefined;
      for (const o of def?.chooseOne ?? []) if (o.card) options.set(o.card, [...(options.get(o.card) ?? []), o]);
    }
  }
  return options.get(id) ?? [];
}

/** Whether an amount (a number or an expression) gives `n`: the number itself, or an expression with it (or 1 per count). */
function amountHas(v: unknown, n: number): boolean {
  if (typeof v === "number") return Math.abs(v) === n;
  if (!v || typeof v !== "object") return false;
  const o = v as Record<string, unknown>;
  if (o.multiply === undefined && (o.count !== undefined || o.stat !== undefined || o.playedThisTurn !== undefined) && n === 1) return true;
  return Object.values(o).some((x) => typeof x === "number" && Math.abs(x) === n);
}

function hasPair(ev: Evidence, a: number, h: number): boolean {
  return ev.statObjects.some((o) => (amountHas(o.attack, a) || amountHas(o.setAttack, a))
    && (amountHas(o.health, h) || amountHas(o.setHealth, h) || amountHas(o.durability, h)));
}

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

export interface Finding {
  id: string;
  name: string;
  text: string;
  missing: string[];
}

function evidenceFor(id: string): Evidence {
  const ev = emptyEvidence();
  addCard(ev, id, 1, new Set());
  if (isCorrupted(id)) ev.tokens.add("corrupt");
  for (const o of optionsOf(id)) {
    addJson(ev, o);
    for (const r of referencedCards(o, id)) addCard(ev, r.id, 0, new Set([id]));
  }
  return ev;
}

/** Keywords of a Chinese text (for the few cards with no English text), as KEYWORDS. */
const ZH_KEYWORDS: [RegExp, string, string[]][] = [
  [/超级风怒/g, "超级风怒", ["megawindfury"]], [/风怒/g, "风怒", ["windfury"]], [/嘲讽/g, "嘲讽", ["taunt"]], [/冲锋/g, "冲锋", ["charge"]],
  [/突袭/g, "突袭", ["rush"]], [/圣盾/g, "圣盾", ["divineshield"]], [/潜行/g, "潜行", ["stealth"]], [/剧毒/g, "剧毒", ["poisonous"]],
  [/吸血/g, "吸血", ["lifesteal"]], [/复生/g, "复生", ["reborn"]], [/战吼/g, "战吼", ["battlecry"]], [/亡语/g, "亡语", ["deathrattle"]],
  [/冻结/g, "冻结", ["freeze", "frozen"]], [/沉默/g, "沉默", ["silence", "silenced"]], [/发现/g, "发现", ["discover"]],
  [/法术伤害/g, "法术伤害", ["spelldamage", "spellpower"]], [/过载/g, "过载", ["overload"]], [/连击/g, "连击", ["combo"]],
  [/奥秘/g, "奥秘", ["secret"]], [/抉择/g, "抉择", ["chooseone"]], [/免疫/g, "免疫", ["immune"]],
];

/** What of a Chinese text the evidence does not account for: its keywords and numbers. */
export function missingFromChinese(id: string, text: string): string[] {
  const ev = evidenceFor(id);
  let t = text.replace(/[$#][a-z]?(\d)/g, "$1");
  const missing: string[] = [];
  for (const [re, label, tokens] of ZH_KEYWORDS) {
    if (t.search(re) < 0) continue;
    t = t.replace(re, " ");
    if (!tokens.some((k) => ev.tokens.has(k))) missing.push(label);
  }
  for (const m of t.matchAll(/\d+/g)) if (!ev.numbers.has(Number(m[0]))) missing.push(m[0]);
  return [...new Set(missing)];
}

/** What of the text the evidence does not account for. */
export function missingFromText(id: string, text: string): string[] {
  const ev = evidenceFor(id);
  // The base text only (an `@` starts the text shown in other states), without placeholders and markers.
  // "|4(Crystal, Crystals)" is the client's plural marker (singular, plural), not a number.
  let t = text.split("@")[0]!.replace(/\|4\(([^,()]*),[^()]*\)/g, " $1 ").replace(/\{\d+\}/g, " ").replace(/[$#][a-z]?(\d)/g, "$1").replace(/^(Passive )?Hero Power\s*/, "")
    // A thousands separator is part of the number ("Dormant for 10,000 turns": 10000).
    .replace(/(\d),(\d{3})\b/g, "$1$2");
  const self = factsById(id)!;
  for (const name of [...ev.names, self.name.enUS].filter((n) => n && n.length > 2).sort((a, b) => b.length - a.length)) t = t.split(name).join(" ");
  const missing: string[] = [];
  for (const [re, label, tokens] of KEYWORDS) {
    if (t.search(re) < 0) continue;
    t = t.replace(re, " ");
    if (!tokens.some((k) => ev.tokens.has(k) || (/^\d+$/.test(k) && ev.numbers.has(Number(k))))) missing.push(label);
  }
  t = t.replace(/\+(\d+)\/\+(\d+)|\b(\d+)\/(\d+)\b/g, (m, a, b, c, d) => {
    const at = Number(a ?? c), hp = Number(b ?? d);
    if (!hasPair(ev, at, hp)) missing.push(m);
    return " ";
  });
  for (const m of t.matchAll(/\d+/g)) if (!ev.numbers.has(Number(m[0]))) missing.push(m[0]);
  // "the higher of the two stats" (Divine Augur) names a pair, not a quantity.
  t = t.replace(/\bof the two\b/gi, " ");
  for (const m of t.matchAll(/\b(two|three|four|five|six|seven|eight|nine|ten)\b/gi)) {
    if (!ev.numbers.has(NUMBER_WORDS[m[1]!.toLowerCase()]!)) missing.push(m[1]!);
  }
  return [...new Set(missing)];
}

/** How many cards the last `lintCards()` checked, and how many of them by their Chinese text (they have no English). */
export const lintStats = { checked: 0, chinese: 0 };

/** Every implemented built-in card whose English text the lint cannot account for. */
export function lintCards(): Finding[] {
  const out: Finding[] = [];
  lintStats.checked = lintStats.chinese = 0;
  for (const f of allFacts()) {
    if (f.textKind === 0) continue;
    const c = builtInCard(f.id)!;
    if (!c.implemented) continue;
    const { enUS, zhCN } = cardText(f.id);
    const text = enUS || zhCN || "";
    lintStats.checked++;
    if (!enUS) lintStats.chinese++;
    const missing = enUS ? missingFromText(f.id, enUS) : missingFromChinese(f.id, text);
    if (missing.length) out.push({ id: f.id, name: f.name.enUS || f.name.zhCN, text, missing });
  }
  return out;
}
