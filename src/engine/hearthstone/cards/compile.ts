/**
 * @module hearthstone/cards/compile
 * Turns a card definition plus the card's facts into the runtime form the engine reads: default tags,
 * triggers indexed by event, and whether the engine implements the card.
 */
import type { CardFacts } from "./facts.js";
import type { CardDefinition, EntityFilter, EventType, Trigger } from "./format/index.js";
import type { CardType, Tags } from "../types.js";

export interface IndexedTrigger {
  trigger: Trigger;
  /** Position in the card's trigger list; with the holder's id it names the trigger (self-trigger protection). */
  index: number;
}

export interface CompiledCard {
  id: string;
  name: { enUS: string; zhCN: string };
  type: CardType;
  facts: CardFacts;
  def: CardDefinition | null;
  /** Tags an entity of this card starts with: stats and keywords. */
  tags: Tags;
  triggersOn: Partial<Record<EventType, IndexedTrigger[]>>;
  hasTriggers: boolean;
  secret: boolean;
  overload: number;
  implemented: boolean;
  custom: boolean;
}

/** What `castsWhenDrawn` gives a card: its own first-priority draw trigger, working in hand (effects/cast-when-drawn.ts). */
const CASTS_WHEN_DRAWN: Trigger = { on: "draw", zone: "hand", priority: "first", compensate: false, if: { target: "self" }, do: [{ type: "castWhenDrawn" }] };
/** What `summonedWhenDrawn` gives a minion card: the same kind of trigger (effects/summon-when-drawn.ts). */
const SUMMONED_WHEN_DRAWN: Trigger = { on: "draw", zone: "hand", priority: "first", compensate: false, if: { target: "self" }, do: [{ type: "summonWhenDrawn" }] };

/**
 * What `corrupt` gives a card (腐蚀, 5.1): after its owner plays a card (even one whose control changed since: 2.2 例外) whose
 * Cost is higher than this card's — both read as it resolves: the played card's the Cost it was played at (the rulebook's
 * Tickatus example, rules-notes 475), this card's its Cost in hand now —, this card in hand becomes its corrupted card,
 * keeping its states. A hand trigger like any other (pre-checked with the play sequence, 3.4); no 5.4 make-up.
 */
function corruptTrigger(corrupt: NonNullable<CardDefinition["corrupt"]>): Trigger {
  const into = typeof corrupt === "string" ? corrupt : corrupt.into;
  // `improve` ("Can be Corrupted endlessly", each time +1/+1: Horrendous Growth): one more improvement, its state kept (rules-notes 1484).
  const more: Trigger["do"] = typeof corrupt === "object" && corrupt.improve ? [{ type: "improve", to: "self" }] : [];
  return {
    on: "after-play", zone: "hand", ifMinionGone: "any", compensate: false,
    if: [{ player: "friendly" }, { not: { target: { atMostOf: { stat: "playedCost", of: "self" } } } }],
    do: [{ type: "transform", to: "self", card: into, keepState: true }, ...more],
  };
}

/** What `infuse` gives a card (注能): in hand, each death of a minion of its owner's adds to its progress (effects/infuse.ts). */
const INFUSE: Trigger = { on: "death", zone: "hand", compensate: false, if: { target: { side: "friendly", type: "minion" } }, do: [{ type: "infuse" }] };
/** "Infuse (3 Beasts)": only the deaths of the friendly minions the `where` filter matches count. */
function infuseTrigger(where: EntityFilter | undefined): Trigger {
  return where ? { ...INFUSE, if: [{ target: { side: "friendly", type: "minion" } }, { target: where }] } : INFUSE;
}

/** "Your Infuse cards also Infuse while in your deck" (Afterlife Attendant's rule `infuse-in-deck`): the same, from the deck. */
function infuseDeckTrigger(where: EntityFilter | undefined): Trigger {
  const base = infuseTrigger(where);
  const conds = Array.isArray(base.if) ? base.if : base.if ? [base.if] : [];
  return { ...base, zone: "deck", if: [{ rule: "infuse-in-deck" }, ...conds] };
}

/** Mechanics that are also gameplay tags on the entity. */
export const KEYWORD_TAGS = [
  "TAUNT", "CHARGE", "RUSH", "DIVINE_SHIELD", "WINDFURY", "MEGA_WINDFURY", "STEALTH", "POISONOUS", "LIFESTEAL",
  "REBORN", "FREEZE", "CANT_ATTACK", "IMMUNE", "CANT_BE_TARGETED_BY_SPELLS", "CANT_BE_TARGETED_BY_HERO_POWERS",
  "ECHO",
];

/**
 * An enchantment card without a `buff` of its own grants the keywords its card data gives it (Plaguetouched, whose text
 * is only "Poisonous"): an enchantment's tags are not read, its grants are.
 */
function withKeywordGrants(facts: CardFacts, def: CardDefinition | null, type: CardType): CardDefinition | null {
  if (type !== "ENCHANTMENT" || def?.buff) return def;
  const grants = facts.mechanics.filter((m) => KEYWORD_TAGS.includes(m));
  return grants.length ? { ...(def ?? { id: facts.id }), buff: { grants } } : def;
}

export function compileCard(facts: CardFacts, ownDef: CardDefinition | null, custom: boolean): CompiledCard {
  const type = (ownDef?.type ?? facts.type) as CardType;
  const def = withKeywordGrants(facts, ownDef, type);
  const tags: Tags = {};
  const cost = def?.cost ?? facts.cost;
  tags.COST = cost;
  if (type === "MINION" || type === "HERO") {
    tags.ATK = def?.attack ?? facts.attack;
    tags.HEALTH = def?.health ?? (type === "HERO" && !facts.health ? 30 : facts.health);
  }
  // A Location's Health (地标): what it has left to lose, 1 per use (the game's HEALTH and DAMAGE tags, as for a minion).
  if (type === "LOCATION") tags.HEALTH = def?.health ?? facts.health;
  if (type === "WEAPON") {
    tags.ATK = def?.attack ?? facts.attack;
    tags.DURABILITY = def?.durability ?? facts.durability;
  }
  const armor = def?.armor ?? facts.armor;
  if (armor) tags.ARMOR = armor;
  for (const m of facts.mechanics) {
    if (KEYWORD_TAGS.includes(m)) tags[m] = 1;
    if (m === "ELUSIVE") tags.CANT_BE_TARGETED_BY_SPELLS = tags.CANT_BE_TARGETED_BY_HERO_POWERS = 1;
  }
  const spellDamage = def?.spellDamage ?? facts.spellDamage;
  if (spellDamage) tags.SPELLPOWER = spellDamage;
  if (def?.tags) Object.assign(tags, def.tags);

  const triggersOn: Partial<Record<EventType, IndexedTrigger[]>> = {};
  const triggers = def?.triggers ?? [];
  triggers.forEach((trigger, index) => {
    (triggersOn[trigger.on] ??= []).push({ trigger, index });
  });
  // 抽到时施放: the card's own draw trigger, before every other draw trigger (4.4), after its listed triggers.
  if (def?.castsWhenDrawn) (triggersOn.draw ??= []).push({ trigger: CASTS_WHEN_DRAWN, index: triggers.length });
  if (def?.summonedWhenDrawn) (triggersOn.draw ??= []).push({ trigger: SUMMONED_WHEN_DRAWN, index: triggers.length });
  // 腐蚀 (Corrupt, 5.1): a hand trigger of its own after its owner plays a card of a higher Cost (both read as it resolves).
  if (def?.corrupt) (triggersOn["after-play"] ??= []).push({ trigger: corruptTrigger(def.corrupt), index: triggers.length + 1 });
  // 注能 (Infuse): a hand trigger of its own on each friendly minion's death.
  if (def?.infuse) (triggersOn.death ??= []).push({ trigger: infuseTrigger(def.infuse.where), index: triggers.length + 2 });
  // …and one of its deck, working only while its owner has the rule `infuse-in-deck` (Afterlife Attendant).
  if (def?.infuse) (triggersOn.death ??= []).push({ trigger: infuseDeckTrigger(def.infuse.where), index: triggers.length + 3 });
  const name = typeof def?.name === "string" ? { enUS: def.name, zhCN: def.name } : def?.name ?? facts.name;
  return {
    id: facts.id,
    name: { enUS: name.enUS || name.zhCN || facts.id, zhCN: name.zhCN || name.enUS || facts.id },
    type,
    // A definition's `races` overrides the data's (a token whose race the data lacks: Ritual of Doom's 5/5 Demon).
    // Likewise `spellSchool` (a client spell's school: Kindred and spell-school filters read it).
    facts: def?.races || def?.spellSchool !== undefined ? { ...facts, ...(def.races ? { races: def.races } : {}), ...(def.spellSchool !== undefined ? { spellSchool: def.spellSchool } : {}) } : facts,
    def,
    tags,
    triggersOn,
    hasTriggers: (def?.triggers?.length ?? 0) > 0 || !!def?.castsWhenDrawn || !!def?.summonedWhenDrawn || !!def?.corrupt || !!def?.infuse,
    secret: def?.secret ?? facts.mechanics.includes("SECRET"),
    overload: def?.overload ?? facts.overload,
    // A card is implemented when it has a definition, or when its text is nothing but keywords the engine reads from tags.
    implemented: ownDef !== null || facts.textKind !== 2,
    custom,
  };
}

/** Facts for a client card whose id is not in the card data. */
export function factsForNewCard(def: CardDefinition): CardFacts {
  const name = typeof def.name === "string" ? { enUS: def.name, zhCN: def.name } : def.name ?? { enUS: def.id, zhCN: def.id };
  return {
    id: def.id, dbfId: 0, name, type: def.type ?? "MINION", cardClass: def.cardClass ?? "NEUTRAL", set: def.set ?? (def.inferred ? "UNKNOWN" : "CUSTOM"), rarity: "",
    cost: def.cost ?? 0, attack: def.attack ?? 0, health: def.health ?? 0, durability: def.durability ?? 0, armor: def.armor ?? 0,
    races: def.races ?? [], mechanics: [], overload: def.overload ?? 0, spellDamage: def.spellDamage ?? 0, spellSchool: def.spellSchool ?? "",
    collectible: false, textKind: 0, ...(def.inferred ? { inferred: true } : {}),
  };
}
