/**
 * @module hearthstone/actions/turn
 * Ending the turn (rulebook 2.1): the end-of-turn sequence, the clean-up step (summoning sickness,
 * one-turn enchantments, the thaw rule of 5.1, temporary mana), the step between turns (turn counter,
 * the turn-90 draw), the ready step (mana and overload, 4.12; "this turn" counters), then the next
 * player's start-of-turn and draw sequences. Each sequence ends with the win/loss check.
 */
import type { Ctx } from "../context.js";
import { DRAWN_THIS_TURN, ENTERED_HAND_THIS_TURN, opponentOf, playerOf } from "../game.js";
import { has, isDormant } from "../stats.js";
import { dormantCountdowns } from "../rules/dormant.js";
import { lastingCountdowns } from "../rules/lasting.js";
import type { Enchantment, Entity, PlayerId } from "../types.js";
import type { Action } from "../schema.js";
import { hasRule, removeWithHealth } from "../rules/auras.js";
import { HERO_HEALTH_CHANGED_THIS_TURN, withHeroHealth } from "../rules/hero-health.js";
import { HERO_ARMOR_CHANGED_THIS_TURN } from "../rules/hero-armor.js";
import { endBorrowedControl } from "../rules/control.js";
import { drawCards } from "../rules/draw.js";
import { resolveEvent } from "../rules/events.js";
import { gainOwedTempMana, refreshForTurn } from "../rules/mana.js";
import { LAST_TURN, endGame, runPhase, runSequence, runStep } from "../rules/sequence.js";
import { hasAttacksLeft } from "../rules/targeting.js";
import { detachEnchantment } from "../game.js";
import { actingPlayer } from "./common.js";
import { LAST_TURN_ENDED } from "../rules/turns.js";
import { HERO_DAMAGE_FROM_OPPONENT_THIS_TURN, HERO_DAMAGE_TAKEN_ON_OPPONENTS_TURN, HERO_DAMAGE_TAKEN_THIS_TURN, NUM_CARDS_DRAWN_THIS_TURN, HEALTH_RESTORED_THIS_TURN } from "../rules/played.js";

/** Player tags that count something "this turn", for both players: each restarts as a turn starts (the turn's draw count,
 * the hero's damage, healing and Armor changes, Spell Damage dealt, Hero Power uses, Discovers, Health restored). */
const TURN_COUNTS = ["HERO_HEALED_THIS_TURN", "HERO_DAMAGED_THIS_TURN", HERO_DAMAGE_TAKEN_THIS_TURN, HERO_DAMAGE_FROM_OPPONENT_THIS_TURN, HERO_HEALTH_CHANGED_THIS_TURN, HERO_ARMOR_CHANGED_THIS_TURN,
  "SPELL_DAMAGE_DEALT_THIS_TURN", HEALTH_RESTORED_THIS_TURN, "NUM_HERO_POWER_USES_THIS_TURN", "DISCOVERED_THIS_TURN", NUM_CARDS_DRAWN_THIS_TURN];

export function endTurn(ctx: Ctx, a: Extract<Action, { type: "endTurn" }>): void {
  const player = actingPlayer(ctx, a.player, true);
  ctx.trace.within({ kind: "turn", action: { ...a, player }, children: [] }, () => turnChange(ctx, player));
}

/** Each entity in turn, by forEach: code not yet optimized makes a result object per entity of a for-of over a Map. */
function everyEntity(ctx: Ctx, f: (e: Entity) => void): void {
  ctx.game.entities.forEach(f);
}

function turnChange(ctx: Ctx, player: PlayerId): void {
  const game = ctx.game;
  runSequence(ctx, { name: "end-of-turn" }, () =>
    runPhase(ctx, "end-of-turn", () => resolveEvent(ctx, { type: "turn-end", player }, ctx.seqPrecheck, lastingCountdowns(ctx, player))));
  if (ctx.outcome.over) return;

  runStep(ctx, "MAIN_CLEANUP", () => {
    everyEntity(ctx, (e) => {
      // 5.1: a frozen character of the player whose turn ends thaws if it could still have attacked.
      if (e.controller === player && e.zone === "PLAY" && e.tags.FROZEN && hasAttacksLeft(ctx, e) && !has(e, "CANT_ATTACK")) e.tags.FROZEN = 0;
    });
    everyEntity(ctx, (e) => {
      if (e.type === "MINION" && e.zone === "PLAY") {
        e.tags.EXHAUSTED = 0;
        e.tags.JUST_PLAYED = 0;
      }
      // The list made only for an entity with a one-turn enchantment (most have none): not a filter per entity per turn.
      let gone: Enchantment[] | undefined;
      for (let i = 0, ens = e.enchantments; i < ens.length; i++) { const en = ens[i]!; if (en.oneTurn) (gone ??= []).push(en); }
      if (!gone) return;
      for (let i = 0; i < gone.length; i++) { const en = gone[i]!; withHeroHealth(game, e, () => removeWithHealth(e, () => detachEnchantment(e, en))); }
      endBorrowedControl(ctx, e, gone);
    });
    playerOf(game, player).mana.temp = 0;
  });

  runStep(ctx, "MAIN_NEXT", () => {
    for (let q = 0, list = playerOf(game, player).hand; q < list.length; q++) { const c = list[q]!; c.tags.NUM_TURNS_IN_HAND = (c.tags.NUM_TURNS_IN_HAND ?? 0) + 1; }
    // 快枪 (Quickdraw): "the turn it enters your hand" is over for every card in either hand.
    // "If drawn this turn" (DRAWN_THIS_TURN) likewise.
    for (let j = 0; j < 2; j++) for (let q = 0, hand = game.players[j]!.hand; q < hand.length; q++) { const t = hand[q]!.tags; if (ENTERED_HAND_THIS_TURN in t) delete t[ENTERED_HAND_THIS_TURN]; if (DRAWN_THIS_TURN in t) delete t[DRAWN_THIS_TURN]; }
    // "After your last turn" reads which turn was the player's last (rules/turns.ts).
    playerOf(game, player).tags[LAST_TURN_ENDED] = game.turn;
    // 4.13: a pending extra turn is taken instead of switching to the opponent.
    game.currentPlayer = game.extraTurns.length > 0 ? game.extraTurns.shift()! : opponentOf(player);
    game.turn++;
    // 2.1: the game is a draw once the turn counter reaches 90.
    if (game.turn > LAST_TURN) endGame(ctx, null);
  });
  if (ctx.outcome.over) return;

  startTurn(ctx, game.currentPlayer);
}

/** 2.1 from MAIN_READY on: the ready step, then the player's start-of-turn and draw sequences (also the first turn's, after Start of Game). */
export function startTurn(ctx: Ctx, next: PlayerId): void {
  const game = ctx.game;
  runStep(ctx, "MAIN_READY", () => {
    everyEntity(ctx, (e) => {
      // 4.6: a Dormant minion keeps its tags as they are until it awakens.
      if (isDormant(e)) return;
      if (e.zone === "PLAY") e.tags.NUM_TURNS_IN_PLAY = (e.tags.NUM_TURNS_IN_PLAY ?? 0) + 1;
      if (e.tags.NUM_ATTACKS_THIS_TURN) e.tags.NUM_ATTACKS_THIS_TURN = 0;
      if (e.tags.EXTRA_ATTACKS_THIS_TURN) e.tags.EXTRA_ATTACKS_THIS_TURN = 0;
    });
    const p = playerOf(game, next);
    // The other player's count of damage taken on their opponent's turn starts anew with this turn (Stormpike Marshal).
    const other = game.players[0] === p ? game.players[1]! : game.players[0]!;
    if (other.tags[HERO_DAMAGE_TAKEN_ON_OPPONENTS_TURN]) other.tags[HERO_DAMAGE_TAKEN_ON_OPPONENTS_TURN] = 0;
    refreshForTurn(p.mana);
    // "Gain N Mana Crystals next turn only": owed temporary crystals come with the turn's mana (4.12; rules-notes 321).
    gainOwedTempMana(p);
    // What the player played on their previous turn ("if you cast a spell last turn": Marshspawn), kept as the counts restart.
    for (let j = 0, whats = ["CARDS", "MINIONS", "SPELLS"]; j < whats.length; j++) {
      const what = whats[j]!;
      const n = p.tags[`NUM_${what}_PLAYED_THIS_TURN`] ?? 0;
      if (n || p.tags[`NUM_${what}_PLAYED_LAST_TURN`]) p.tags[`NUM_${what}_PLAYED_LAST_TURN`] = n;
    }
    // The cards themselves too (Krag'wa's "spells you played last turn"): this turn's list becomes the previous turn's.
    if (p.playedThisTurn?.length || p.playedLastTurn?.length) {
      p.playedLastTurn = p.playedThisTurn ?? [];
      p.playedThisTurn = [];
    }
    p.tags.NUM_CARDS_PLAYED_THIS_TURN = 0;
    if (p.tags.NUM_MINIONS_PLAYED_THIS_TURN) p.tags.NUM_MINIONS_PLAYED_THIS_TURN = 0;
    if (p.tags.NUM_SPELLS_PLAYED_THIS_TURN) p.tags.NUM_SPELLS_PLAYED_THIS_TURN = 0;
    for (let j = 0; j < 2; j++) { const q = game.players[j]!; q.tags.HEROPOWER_ACTIVATIONS_THIS_TURN = 0; }
    // Both players' counts of this turn start again (only those kept: a count never raised stays absent).
    for (let j = 0; j < 2; j++) { const t = game.players[j]!.tags; for (let k = 0; k < TURN_COUNTS.length; k++) if (t[TURN_COUNTS[k]!]) t[TURN_COUNTS[k]!] = 0; }
    // 地标: a Location used on its controller's turn can be used again from their next turn on (its cooldown ends here).
    for (let i = 0, board = p.board; i < board.length; i++) { const e = board[i]!; if (e.type === "LOCATION" && e.tags.LOCATION_ACTION_COOLDOWN) e.tags.LOCATION_ACTION_COOLDOWN = 0; }
    game.tags.NUM_MINIONS_KILLED_THIS_TURN = 0;
  }, { turn: game.turn, player: next });

  runSequence(ctx, { name: "start-of-turn" }, () =>
    runPhase(ctx, "start-of-turn", () => resolveEvent(ctx, { type: "turn-start", player: next }, ctx.seqPrecheck, dormantCountdowns(ctx, next))));
  if (ctx.outcome.over) return;

  // 3.4: triggers that answer a non-death event such as a draw are not pre-checked, so a card drawn here
  // answers its own draw (Sea Reaver, Flame Leviathan).
  // The rule aura no-turn-draw (Chronochiller's "You no longer draw a card at the start of your turn"): no draw sequence.
  if (hasRule(game, "no-turn-draw", next)) {
    ctx.trace.add({ kind: "skip", reason: "no-turn-draw: this player draws no card at the start of the turn", children: [] });
    // "Instead of drawing each turn, …" (Commander Geddon): the draw phase still comes, with the event `no-turn-draw`
    // in place of the draw, answered by the triggers that replace it (rules-notes 298).
    runSequence(ctx, { name: "draw" }, () => runPhase(ctx, "draw", () => resolveEvent(ctx, { type: "no-turn-draw", player: next })));
    return;
  }
  runSequence(ctx, { name: "draw" }, () => runPhase(ctx, "draw", () => drawCards(ctx, next, 1, null)));
}
