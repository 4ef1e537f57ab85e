/**
 * @module myth-origin/stack
 * 堆叠 (18): items numbered from ① (the first); a response goes on top, or is inserted (插入堆叠) at a given item
 * number, never below item ① (18.5). Items resolve last in first out (18.2).
 */
import { illegal } from "../errors.js";
import { entityRef } from "./refs.js";
import { circled, say, zh, en } from "./log.js";
import type { Ctx, StackItem } from "./types.js";

export function pushItem(ctx: Ctx, item: StackItem, insertAt: number | undefined, path: string): number {
  const t = ctx.game.timing!;
  const top = t.stack.length + 1;
  let n = insertAt ?? top;
  if (insertAt !== undefined) {
    if (t.stack.length > 0 && insertAt === 1) throw illegal(`${path}.insertAt`, "nothing can be inserted below item ①: the first item's place is fixed (18.5)");
    if (insertAt > top) throw illegal(`${path}.insertAt`, `the stack has ${t.stack.length} item${t.stack.length === 1 ? "" : "s"}: insert at ${Math.min(2, top)} to ${top}`);
    if (t.stack.length === 0) n = 1;
  }
  t.stack.splice(n - 1, 0, item);
  ctx.trace.add({
    kind: "event", type: "stack", timing: t.n, item: n, stackItem: item.kind, source: entityRef(item.source), controller: item.controller,
    ...(item.targets.length ? { targets: item.targets.map(entityRef) } : {}), ...(n < top ? { inserted: true } : {}), label: item.label, children: [],
  });
  const what = item.kind === "card" ? ["", ""] : item.kind === "trigger" ? [`的${item.label}`, `'s ${item.labelEn ?? "trigger"}`] : ["的技能", "'s ability"];
  say(ctx, `${zh(item.source)}${what[0]}进入堆叠${circled(n)}${n < top ? "(插入堆叠)" : ""}。`,
    `${en(item.source)}${what[1]} goes on the stack as item ${n}${n < top ? " (inserted)" : ""}.`);
  return n;
}
