/**
 * @module hearthstone/effects
 * The registry of effect handlers: each `type` of the card format is interpreted once, here.
 */
import { reverseDeckEffect } from "./reverse-deck.js";
import { sortDeckEffect } from "./sort-deck.js";
import { shuffleHandEffect } from "./shuffle-hand.js";
import { imbueEffect } from "./imbue.js";
import { improveEffect } from "./improve.js";
import { addNumberEffect } from "./add-number.js";
import { shuffleDeckEffect } from "./shuffle-deck.js";
import type { Effect } from "../cards/format/index.js";
import { rollChance, type Ctx } from "../context.js";
import { checkCondition, type Env } from "../rules/selectors.js";
import { cancelAttackEffect, counterEffect, equipWeaponEffect, forceAttackEffect, redirectAttackEffect } from "./combat.js";
import { damageEffect } from "./damage.js";
import { takeControlEffect } from "./control.js";
import { groupEffect } from "./group.js";
import { putIntoPlayEffect } from "./put-into-play.js";
import { drawEffect } from "./draw.js";
import { discardEffect } from "./discard.js";
import { loseDurabilityEffect } from "./durability.js";
import { changeDamageEffect } from "./change-damage.js";
import { transformEffect } from "./transform.js";
import { retargetEffect } from "./retarget.js";
import { redirectDamageEffect } from "./redirect-damage.js";
import { forcedDeathEffect, resurrectEffect } from "./deaths.js";
import { burnEffect } from "./burn.js";
import { questProgressEffect } from "./quest.js";
import { shuffleFromHandEffect, shuffleIntoDeckEffect } from "./shuffle.js";
import { shuffleFromPlayEffect } from "./shuffle-from-play.js";
import { extraTurnsEffect } from "./turns.js";
import { dormantEffect } from "./dormant.js";
import { swapWithHandEffect } from "./swap.js";
import { discoverEffect } from "./discover.js";
import { spellCopyEffect } from "./spell-copy.js";
import { summonRememberedEffect } from "./summon-remembered.js";
import { addRememberedEffect } from "./add-remembered.js";
import { gainDeathrattlesEffect, rememberedDeathrattleEffect } from "./gain-deathrattles.js";
import { awakenEffect } from "./awaken.js";
import { pickRememberedEffect } from "./pick-remembered.js";
import { adaptEffect } from "./adapt.js";
import { spendArmorEffect } from "./spend-armor.js";
import { healEffect } from "./heal.js";
import { armEffect } from "./arm.js";
import { extraAttackEffect } from "./attacks.js";
import { refreshHeroPowerEffect, refreshLocationEffect } from "./location.js";
import { repeatEffect } from "./repeat.js";
import { chooseEffect } from "./choose.js";
import { pickEffect } from "./pick.js";
import { guessEffect } from "./guess.js";
import { joustEffect } from "./joust.js";
import { gainKeywordEffect, loseKeywordEffect } from "./keyword.js";
import { replaceHeroPowerEffect, restoreHeroPowerEffect } from "./hero-power.js";
import { replaceHeroEffect } from "./hero.js";
import { setRemainingHealthEffect } from "./set-health.js";
import { putOnTopEffect } from "./put-on-top.js";
import { putOnBottomEffect } from "./put-on-bottom.js";
import { gainCorpsesEffect, spendCorpsesEffect } from "./corpses.js";
import { spendManaEffect } from "./spend-mana.js";
import { fatigueEffect } from "./fatigue.js";
import { castWhenDrawnEffect } from "./cast-when-drawn.js";
import { infuseEffect } from "./infuse.js";
import { invokeEffect } from "./invoke.js";
import { buffCthunEffect } from "./cthun.js";
import { summonWhenDrawnEffect } from "./summon-when-drawn.js";
import { castSpellEffect } from "./cast-spell.js";
import { replayEffect } from "./replay.js";
import { repeatBattlecryEffect } from "./repeat-battlecry.js";
import { absorbEffect } from "./absorb.js";
import { extendLastingEffect } from "./extend-lasting.js";
import { destroyAndReplaceEffect } from "./destroy-and-replace.js";
import { manaCrystalsEffect, maxHandSizeEffect, maxManaEffect, overloadEffect, refreshManaEffect, tempManaEffect, unlockOverloadEffect } from "./mana.js";
import { triggerDeathrattleEffect } from "./trigger-deathrattle.js";
import { triggerEndOfTurnEffect } from "./trigger-end-of-turn.js";
import { swapStatsEffect } from "./swap-stats.js";
import { swapCostsEffect } from "./swap-costs.js";
import { armorEffect, buffEffect, destroyEffect, expireEffect, freezeEffect, silenceEffect, swapAttackHealthEffect } from "./status.js";
import { jadeGolemEffect, summonCopyEffect, summonEffect, summonPlayedEffect, summonRandomEffect } from "./summon.js";
import { addCardEffect, returnCopyToHandEffect, returnToHandEffect, vanishEffect } from "./zones.js";
import { darkGiftEffect } from "./dark-gift.js";

type Handlers = { [T in Effect["type"]]: (ctx: Ctx, e: Extract<Effect, { type: T }>, env: Env) => void };

function ifEffect(ctx: Ctx, e: Extract<Effect, { type: "if" }>, env: Env): void {
  runEffects(ctx, checkCondition(ctx, e.if, env) ? e.then : e.else ?? [], env);
}

/** "N% chance to …": one recorded roll as the effect resolves; `then` on a hit, else `else`. */
function chanceEffect(ctx: Ctx, e: Extract<Effect, { type: "chance" }>, env: Env): void {
  runEffects(ctx, rollChance(ctx, e.percent, `${e.percent}% chance`, env.holder) ? e.then : e.else ?? [], env);
}

const HANDLERS: Handlers = {
  damage: damageEffect,
  heal: healEffect,
  draw: drawEffect,
  summon: summonEffect,
  summonRandom: summonRandomEffect,
  destroyAndReplace: destroyAndReplaceEffect,
  summonCopy: summonCopyEffect,
  returnCopyToHand: returnCopyToHandEffect,
  returnToHand: returnToHandEffect,
  buff: buffEffect,
  swapAttackHealth: swapAttackHealthEffect,
  swapStats: swapStatsEffect,
  swapCosts: swapCostsEffect,
  expire: expireEffect,
  destroy: destroyEffect,
  vanish: vanishEffect,
  darkGift: darkGiftEffect,
  silence: silenceEffect,
  freeze: freezeEffect,
  armor: armorEffect,
  manaCrystals: manaCrystalsEffect,
  tempMana: tempManaEffect,
  overload: overloadEffect,
  unlockOverload: unlockOverloadEffect,
  addCard: addCardEffect,
  equipWeapon: equipWeaponEffect,
  takeControl: takeControlEffect,
  redirectAttack: redirectAttackEffect,
  cancelAttack: cancelAttackEffect,
  counter: counterEffect,
  forceAttack: forceAttackEffect,
  if: ifEffect,
  chance: chanceEffect,
  group: groupEffect,
  putIntoPlay: putIntoPlayEffect,
  discard: discardEffect,
  transform: transformEffect,
  loseDurability: loseDurabilityEffect,
  changeDamage: changeDamageEffect,
  retarget: retargetEffect,
  redirectDamage: redirectDamageEffect,
  resurrect: resurrectEffect,
  forcedDeath: forcedDeathEffect,
  burn: burnEffect,
  questProgress: questProgressEffect,
  shuffleIntoDeck: shuffleIntoDeckEffect,
  shuffleFromHand: shuffleFromHandEffect,
  shuffleFromPlay: shuffleFromPlayEffect,
  extraTurns: extraTurnsEffect,
  dormant: dormantEffect,
  swapWithHand: swapWithHandEffect,
  discover: discoverEffect,
  spellCopy: spellCopyEffect,
  summonRemembered: summonRememberedEffect,
  addRemembered: addRememberedEffect,
  gainDeathrattles: gainDeathrattlesEffect,
  rememberedDeathrattle: rememberedDeathrattleEffect,
  awaken: awakenEffect,
  pickRemembered: pickRememberedEffect,
  adapt: adaptEffect,
  spendArmor: spendArmorEffect,
  loseKeyword: loseKeywordEffect,
  gainKeyword: gainKeywordEffect,
  replaceHeroPower: replaceHeroPowerEffect,
  restoreHeroPower: restoreHeroPowerEffect,
  arm: armEffect,
  replaceHero: replaceHeroEffect,
  setRemainingHealth: setRemainingHealthEffect,
  extraAttack: extraAttackEffect,
  jadeGolem: jadeGolemEffect,
  summonPlayed: summonPlayedEffect,
  refreshLocation: refreshLocationEffect,
  refreshHeroPower: refreshHeroPowerEffect,
  repeat: repeatEffect,
  putOnTop: putOnTopEffect,
  putOnBottom: putOnBottomEffect,
  gainCorpses: gainCorpsesEffect,
  spendCorpses: spendCorpsesEffect,
  castWhenDrawn: castWhenDrawnEffect,
  infuse: infuseEffect,
  invoke: invokeEffect,
  buffCthun: buffCthunEffect,
  summonWhenDrawn: summonWhenDrawnEffect,
  castSpell: castSpellEffect,
  replay: replayEffect,
  repeatBattlecry: repeatBattlecryEffect,
  absorb: absorbEffect,
  extendLasting: extendLastingEffect,
  spendMana: spendManaEffect,
  fatigue: fatigueEffect,
  imbue: imbueEffect,
  improve: improveEffect,
  addNumber: addNumberEffect,
  shuffleDeck: shuffleDeckEffect,
  maxMana: maxManaEffect,
  maxHandSize: maxHandSizeEffect,
  choose: chooseEffect,
  pick: pickEffect,
  guess: guessEffect,
  joust: joustEffect,
  triggerDeathrattle: triggerDeathrattleEffect,
  triggerEndOfTurn: triggerEndOfTurnEffect,
  refreshMana: refreshManaEffect,
  reverseDeck: reverseDeckEffect,
  sortDeck: sortDeckEffect,
  shuffleHand: shuffleHandEffect,
};

export function runEffects(ctx: Ctx, effects: readonly Effect[], env: Env): void {
  for (let i = 0; i < effects.length; i++) { const e = effects[i]!; (HANDLERS[e.type] as (ctx: Ctx, e: Effect, env: Env) => void)(ctx, e, env); }
}
