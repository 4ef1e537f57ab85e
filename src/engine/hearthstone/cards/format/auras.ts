/**
 * @module hearthstone/cards/format/auras
 * Auras of the card format (光环, 1.3/4.2): stat, keyword and cost changes worked out at each aura update, and
 * the rule-changing auras the engine knows.
 */
import { z } from "zod";
import { EntityFilter, Selector } from "./selectors.js";
import { amountOr } from "./amounts.js";
import { Condition } from "./conditions.js";

const cardId = z.string().min(1).max(64);

/** The rule-changing auras the engine knows (Brann, Rivendare, Auchenai, Velen, Drakkari, Electra, Zentimo, Dragonhawk). */
export const RULE_AURAS = ["battlecries-twice", "deathrattles-twice", "healing-deals-damage", "spells-and-powers-double", "end-of-turn-twice", "spells-twice", "spells-also-adjacent", "hero-power-also-adjacent", "choose-both", "corpses-twice", "minions-end-of-turn-twice", "no-turn-draw", "hero-power-twice", "all-deathrattles-twice", "spells-lifesteal", "spells-poisonous", "hero-power-double", "lifesteal-damages-enemy-hero", "infuse-in-deck", "secrets-cant-be-revealed", "combos-twice", "no-overload", "spell-damage-double", "spells-cant-target-heroes", "deathrattles-cant-trigger"] as const;
export type RuleAuraName = (typeof RULE_AURAS)[number];

export const Aura = z.union([
  z.object({
    to: Selector.describe("who the aura affects (evaluated at each aura update)"),
    buff: z.object({
      attack: amountOr(z.number().int()).optional(), health: amountOr(z.number().int()).optional(), grants: z.array(z.string()).optional(),
      cost: amountOr(z.number().int()).optional().describe("changes the cost of the cards it affects (cards in hand: `to: { all: \"hand\" }`); an amount is worked out again at each aura update (Molten Giant)"),
      setCost: z.number().int().min(0).optional().describe("sets the cost (Naga Sea Witch: 5)"),
      minCost: z.number().int().min(0).optional().describe("a reduction cannot take the cost below this (Summoning Portal: 1); a lower cost stays as it is"),
    }).strict(),
    enchantment: cardId.optional().describe("the enchantment card the aura attaches, e.g. CS2_222o"),
    if: z.union([Condition, z.array(Condition)]).optional().describe("the aura is in effect only while this holds (checked at each aura update), e.g. { turn: \"opponent\" }"),
    lowestPriority: z.boolean().optional().describe("最低优先级 (4.11): its cost change applies after every other cost change, whatever the order of entry, like a card's aura on itself (Cult Neophyte)"),
    zone: z.enum(["play", "hand", "secret", "graveyard"]).optional().describe("where its card must be for the aura to work (default play); hand: a card's aura on itself in hand (自减费光环, 4.11: Molten Giant), applied after every other cost change; secret: a lasting spell in the secret zone (Resistance Aura, the card field `lasts`); graveyard: a spell's state that waits after it resolved, with `armed` (Wave of Tar)"),
    armed: z.number().int().min(0).max(20).optional().describe("the aura works only while this `armed` trigger of its card (an index into its `triggers`) is armed — not in the turn it was armed in when armed with `notThisTurn` — and stops when that trigger resolves (Wave of Tar's \"Enemy minions cost (2) more next turn\": armed by the spell, its trigger ends it as the opponent's turn ends)"),
  }).strict(),
  z.object({
    rule: z.enum(RULE_AURAS),
    zone: z.enum(["play", "secret"]).optional().describe("where its card must be for the rule to hold (default play); secret: a lasting spell in the secret zone (Sandfury Aura)"),
    where: EntityFilter.optional().describe("spells-twice: the rule holds for the spells played that match this, read as each is played (Niri of the Crater's \"Whenever you cast a 1-Cost spell, cast it twice\": `{ playedCost: 1 }`); battlecries-twice: only the Battlecries of the cards played that match this (Spirit of the Shark's \"Your minions' Battlecries\": `{ type: \"minion\" }`; on an enchantment, `{ is: \"self\" }`: only its host's — Rude Awakening's \"This minion's Battlecries trigger twice\"); combos-twice: only the cards played that match this (Lucky Comet's \"The next one you play triggers its Combo twice\": `{ type: \"minion\", has: \"combo\" }`)"),
  }).strict()
    .refine((a) => a.where === undefined || a.rule === "spells-twice" || a.rule === "combos-twice" || a.rule === "battlecries-twice", { message: "`where` is read by the rules spells-twice, combos-twice and battlecries-twice only", path: ["where"] })
    .describe("minions-end-of-turn-twice: your minions' end-of-turn triggers (their own and those their enchantments give) resolve twice, as end-of-turn-twice does for all (Sandfury Aura); spells-and-powers-double: the damage and healing of your spells and Hero Power are doubled, after Spell Damage (Prophet Velen, 4.9 step 1b); hero-power-double: those of your Hero Power alone, at the same step (Clockwork Automaton); end-of-turn-twice: your end-of-turn triggers resolve twice, the number fixed as each starts (Drakkari Enchanter, 1.3); spells-twice: the text of the spells you play resolves twice, overload gained again before the second (Electra Stormsurge's state, 2.3 结算阶段 a); spells-also-adjacent: a spell you play with a minion target resolves again on its neighbours, left then right (Zentimo, 2.3); choose-both: your Choose One cards and Hero Powers resolve both options combined, no choice made (Fandral Staghelm); corpses-twice: you gain twice as many Corpses as normal, from deaths and effects alike (Falric; two do not make four); spells-lifesteal / spells-poisonous: the spells you control have Lifesteal / are Poisonous — the damage a spell of yours deals, as its source, heals your hero for the total (5.1 吸血) / destroys each minion it damaged (5.1 剧毒) (Hallazeal the Ascended; Professor Slate, Urchin Spines' one-turn state); lifesteal-damages-enemy-hero: \"Your Lifesteal damages the enemy hero instead of healing you\" (Il'gynoth) — each Lifesteal of yours deals the damage it would heal to the enemy hero instead, from the same source, and that damage triggers no Lifesteal (rules-notes 1486); no-overload: you gain no Overload — no overload event either (Pebbly Page's one-turn state, rules-notes 1701); spell-damage-double: \"Your spells get double bonus from Spell Damage\" (Owlonius) — the Spell Damage added to your spells' damage (or missiles) counts twice, each such rule doubling again, as Arcane Blast's own double bonus does too (rules-notes 1685)"),
  z.object({ rule: z.literal("divine-shield-hits"), hits: z.number().int().min(2).max(100) }).strict()
    .describe("while its card is in play, its controller's Divine Shields take this many hits to break (Toreth the Unbreaking: 3): a damage Divine Shield stops (4.9 step 5) counts one hit on that shield; the shield is lost, as usual, at the hit that reaches the number. Several of the rule: the highest number. Without the rule the next hit breaks a shield whatever it has taken (rules-notes)"),
  z.object({ rule: z.literal("hero-power-uses"), uses: z.union([z.number().int().min(2).max(100), z.literal("any")]) }).strict()
    .describe("while its card is in play, its controller may use their Hero Power this many times each turn instead of once (Garrison Commander's \"You can use your Hero Power twice a turn\": 2), or `any` number of times (Coldarra Drake) — each use paid and resolved as usual. Several of the rule: the most uses"),
  z.object({ rule: z.literal("turn-time"), seconds: z.number().int().min(1).max(600) }).strict()
    .describe("回合时间 (5.8): while its card is in play, the players' turns last this many seconds (Nozdormu: 15). The engine runs no clock: the rule is in effect, recorded in the trace's aura steps, and changes nothing else"),
]);
export type Aura = z.infer<typeof Aura>;
