/** Latency statistics shared by the benchmarks (no side effects on import, unlike bench/loadgen.ts). */

/** The value at percentile `p` (0–100) of ascending `sorted` (nearest rank); NaN when empty. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** Count, p50 / p95 / p99, max and mean of `values` (milliseconds in, milliseconds out). */
export interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

/** The `Stats` of `values`. */
export function summarise(values: readonly number[]): Stats {
  const sorted = Float64Array.from(values).sort();
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
    mean: values.reduce((s, t) => s + t, 0) / (values.length || 1),
  };
}
