/**
 * @module engine/rng
 * A small seeded generator (mulberry32 over a 32-bit state) so that the same request and seed give the
 * same result on every runtime. The state is plain data and can be carried in a response.
 */

export class Rng {
  private state: number;

  constructor(seed: number) {
    // Fold seeds above 2^32 into 32 bits so every safe integer seed is usable.
    this.state = (Math.floor(seed) ^ Math.floor(seed / 0x100000000)) >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }
}
