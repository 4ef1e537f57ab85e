/**
 * @module engine/trace
 * The resolution trace: a tree in the rulebook's vocabulary (sequence → phase → step → event → queue →
 * trigger). The engine opens and closes nodes at the exact place it acts, so the tree cannot disagree
 * with what happened. The builder also counts work for the step budget.
 */
import { keepShape } from "./shapes.js";

/** An entity as it appears in trace nodes and random decisions. */
export interface EntityRef {
  id: number;
  card: string;
  ref?: string;
  controller: number;
}

export interface QueueEntry {
  source: EntityRef;
  card: string;
  on: string;
  host?: EntityRef;
  /** Which zone the trigger fired from: play (field, secrets, enchantments), hand or deck. */
  zone: "play" | "hand" | "deck";
  priority: "first" | "normal" | "low" | "last";
  /** The order of play used to sort entries within the same zone and priority. */
  order: number;
  /** Set for engine keyword triggers (DEATHRATTLE, POISONOUS, LIFESTEAL, REBORN, ...). */
  keyword?: string;
}

export type TraceNode =
  | { kind: "sequence"; action?: Record<string, unknown>; name?: string; children: TraceNode[] }
  | { kind: "turn"; action: Record<string, unknown>; children: TraceNode[] }
  | { kind: "phase"; name: string; children: TraceNode[] }
  | { kind: "step"; name: string; children: TraceNode[]; [field: string]: unknown }
  | { kind: "event"; type: string; source?: EntityRef; target?: EntityRef; amount?: number; children: TraceNode[]; [field: string]: unknown }
  | { kind: "queue"; entries: QueueEntry[]; orderedBy: string; children: TraceNode[] }
  | { kind: "trigger"; source: EntityRef; card: string; on: string; host?: EntityRef; keyword?: string; times?: number; compensation?: boolean; children: TraceNode[] }
  | { kind: "skip"; source?: EntityRef; reason: string; children: TraceNode[] }
  | { kind: "random"; purpose: string; candidates: EntityRef[] | string[]; chosen: EntityRef | string | number | string[]; leftOut?: number; player?: number; children: TraceNode[] }
  | { kind: "aura"; added: AuraChange[]; removed: AuraChange[]; children: TraceNode[] }
  | { kind: "gameOver"; winner: 1 | 2 | null; draw: boolean; children: TraceNode[] };

export interface AuraChange {
  source: EntityRef;
  target: EntityRef | "player";
  effect: string;
}

type Open = Extract<TraceNode, { children: TraceNode[] }>;

export class TraceBuilder {
  readonly roots: TraceNode[] = [];
  private readonly stack: Open[] = [];

  /** Append a node under the currently open node (or at the root) and make it the open node. */
  open<T extends TraceNode>(node: T): T {
    this.add(node);
    this.stack.push(node);
    return node;
  }

  close(): void {
    this.stack.pop();
  }

  /** Append a leaf (or a node whose children are filled by the caller) under the open node. */
  add<T extends TraceNode>(node: T): T {
    const parent = this.stack[this.stack.length - 1];
    if (parent === undefined) this.roots.push(node);
    // A first child gets a list of its own length (most nodes that have children have one; a push into the empty list
    // would make room for 16).
    else if (parent.children.length === 0) parent.children = [node];
    else parent.children.push(node);
    return node;
  }

  /** Run `body` inside `node`, closing it even when the body throws (so a partial trace stays well-formed). */
  within<T>(node: TraceNode, body: () => T): T {
    this.open(node);
    try {
      return body();
    } finally {
      this.close();
    }
  }

  get depth(): number {
    return this.stack.length;
  }
}

// Its shape kept across full collections (engine/shapes.ts).
keepShape(new TraceBuilder());
