/**
 * @module myth-origin/types
 * The game as the engine holds it: cards (卡牌) in zones, players, the open timing (时机) and its stack (堆叠).
 */
import type { TraceBuilder } from "../trace.js";
import type { Rng } from "../rng.js";
import type { MythCardDefinition, MythEffect, TargetSpec } from "./schema.js";

export type PlayerId = 1 | 2;
export type Zone = "general" | "treasure" | "equipment" | "field" | "spirit" | "hand" | "deck" | "graveyard" | "banished" | "removed";
export const ZONES: readonly Zone[] = ["general", "treasure", "equipment", "field", "spirit", "hand", "deck", "graveyard", "banished"];

export type CardDef = MythCardDefinition;

export interface Card {
  id: number;
  def: CardDef;
  ref?: string;
  owner: PlayerId;
  controller: PlayerId;
  zone: Zone;
  /** 横置 */
  tapped: boolean;
  faceDown: boolean;
  damage: number;
  durability: number;
  /** 召唤失调 */
  enteredTurn: number | null;
  /** 武力 changes (25.1) */
  attackMods: { amount: number; untilEndOfTurn: boolean }[];
  /** 失去印制技能 (8) */
  lost: { all: boolean; keywords: string[]; untilEndOfTurn: boolean } | null;
  /** Banished until this card resets (10.2): the cards it holds. */
  holding: number[];
}

export interface Player {
  id: PlayerId;
  zones: Record<Zone, Card[]>;
  /** drew from an empty deck (1.1) */
  drewFromEmpty: boolean;
  /** 妖由人兴 this turn */
  playFromSpirit: boolean;
}

export interface StackItem {
  kind: "card" | "ability" | "trigger";
  source: Card;
  controller: PlayerId;
  /** index in abilities or triggers */
  ability?: number;
  targets: Card[];
  /** a trigger's or ability's label for the log */
  label: string;
  labelEn?: string;
}

export interface Timing {
  n: number;
  cause: string;
  stack: StackItem[];
  priority: PlayerId;
  passes: number;
  node: { children: unknown[] };
}

export interface PendingTrigger {
  card: Card;
  index: number;
  controller: PlayerId;
  on: string;
  /** the event order, for the default order (13.3) */
  seq: number;
}

export interface Combat {
  attacker: Card;
  defender: Card;
  equipment: Card | null;
  defenderZoneOwner: PlayerId;
}

/** Where the turn is: the main phase, or a step of the turn's end and the next turn's start (17.4). */
export type TurnStep = "main" | "main-phase-end" | "discard" | "end-of-turn" | "reset-step" | "draw-step" | "prepare-phase-end" | "main-open";

export interface Game {
  step: TurnStep;
  /** the steps whose special timing waits for responses (endTurn's respondAt) */
  respondAt: TurnStep[];
  advancing: boolean;
  turn: number;
  active: PlayerId;
  players: [Player, Player];
  cards: Map<number, Card>;
  nextId: number;
  timing: Timing | null;
  timings: number;
  pending: PendingTrigger[];
  seq: number;
  combat: Combat | null;
  over: { winner: PlayerId | null; losers: PlayerId[] } | null;
}

export interface Ctx {
  game: Game;
  defs: Map<string, CardDef>;
  trace: TraceBuilder;
  rng: Rng;
  random: Record<string, unknown>[];
  choices: (string | boolean | number)[];
  choiceIndex: number;
  steps: number;
  maxSteps: number;
  shared: { used: number; max: number } | null;
  actionIndex: number;
}

export type Effect = MythEffect;
export type { TargetSpec };

export const other = (p: PlayerId): PlayerId => (p === 1 ? 2 : 1);
