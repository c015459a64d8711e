// The goals of bench/shell.bench.ts's side-by-side run, and the ratio it reports. Pure, so
// tested apart from a browser (tests/unit/side-by-side.test.ts).

/**
 * The goals, each against the base's figure measured in the same run (a share of it) or absolute:
 * /dashboard TBT at most 40 % of the base's and LCP at most 75 %, at most 15 script files; /signin
 * TBT at most 60 %; Lighthouse performance at least 95 in every run.
 */
export const SIDE_BY_SIDE_GOALS = {
  dashboardTbtShare: 0.4,
  dashboardLcpShare: 0.75,
  dashboardScriptFiles: 15,
  signinTbtShare: 0.6,
  lighthousePerformance: 95,
} as const;

/**
 * The new figure over the base's; `null` when the base's is 0 and the new one is not (no ratio
 * says how much worse), 1 when both are 0 (TBT of two pages without a long task).
 * @example ratio(120, 300) // 0.4
 */
export function ratio(value: number, base: number): number | null {
  if (base > 0) return value / base;
  return value === 0 ? 1 : null;
}
