/**
 * @module engine/shapes
 * One instance of each class the engine makes per request, kept for the isolate's life. V8 holds the hidden class
 * (map) an instance's fields give it only while some object has it: a full collection between two requests, when no
 * instance is alive, drops it, and every function compiled against it is deoptimized ("weak objects") and runs
 * unoptimized until compiled again: the trace's methods, resolveEvent, resolveOnce, runPhase, interPhase, buffEffect,
 * statOf, the load (bench/README.md, w11/hot). An object literal's shape is held by the literal itself; a class's is not.
 */
const kept: object[] = [];

/** Keep `instance` (made once at module load, never used) so its class's shape outlives every request. */
export function keepShape(instance: object): void {
  kept.push(instance);
}
