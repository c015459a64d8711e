// Lighthouse (the npm package) on the built shell, as bench/shell.bench.ts serves it: mobile
// settings (Lighthouse's defaults: a mid-range phone's screen, 4× CPU slowdown and a slow 4G
// network, both simulated), the four categories. Chromium is Debian's (or PORTICO_CHROMIUM's), launched by Playwright with
// a persistent profile and a debugging port; Lighthouse connects to that port and audits in a tab
// of its own. Signed in: the refresh token (and the cookie choice) are put in the origin's
// localStorage through a page of the same profile before the audit, and the audit keeps storage
// (`disableStorageReset`); the shell then opens the session with the refresh token, as a
// returning resident's new tab does (the auth token lives in sessionStorage, per tab).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumPath } from '../scripts/browser-path.mjs';

/** Lighthouse's four categories, in its order. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** One audited page: its scores (0–100) and what kept each under 100. */
export interface LighthouseResult {
  label: string;
  scores: Record<Category, number>;
  /** Per category, the audits that lost it points (their titles and display values). */
  shortfalls: Record<Category, string[]>;
  /** The performance metrics as Lighthouse simulated them, in ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; speedIndex: number; cls: number };
  /** The machine's 1-minute load average when the audit started: the simulation scales the CPU time it observes. */
  loadAverage: number;
}

/** A page to audit: its address and, signed in, what goes into localStorage first. */
export interface LighthousePage {
  label: string;
  url: string;
  localStorage?: Record<string, string>;
}

/**
 * Audits each page with Lighthouse in Debian's Chromium (headless, no sandbox, no GPU, no
 * background networking) and answers the scores and what kept them under 100.
 * @example const results = await runLighthouse([{ label: '/signin', url: `${origin}/signin` }], 9222);
 */
export async function runLighthouse(pages: readonly LighthousePage[], debuggingPort: number): Promise<LighthouseResult[]> {
  const profile = mkdtempSync(join(tmpdir(), 'portico-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      if (page.localStorage) {
        const tab = await context.newPage();
        // Any address of the origin will do: the shell's page for every path.
        await tab.goto(new URL('/config/config.json', page.url).href);
        await tab.evaluate((entries) => {
          localStorage.clear();
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, page.localStorage);
        await tab.close();
      }
      const loadAverage = loadavg()[0]!;
      const runner = await lighthouse(page.url, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: page.localStorage !== undefined,
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page.url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.url}: ${lhr.runtimeError.message}`);
      const scores = {} as Record<Category, number>;
      const shortfalls = {} as Record<Category, string[]>;
      for (const category of CATEGORIES) {
        const result = lhr.categories[category]!;
        scores[category] = Math.round((result.score ?? 0) * 100);
        shortfalls[category] = result.auditRefs
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id]!)
          .filter((audit) => audit.score !== null && audit.score < 1)
          .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${examples(audit.details)}`);
      }
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const metrics = {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        speedIndex: metric('speed-index'),
        cls: metric('cumulative-layout-shift'),
      };
      results.push({ label: page.label, scores, shortfalls, metrics, loadAverage });
    }
    return results;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Up to three of an audit's items in words (console errors, issues), so the table says what failed. */
function examples(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const texts = items
    .slice(0, 3)
    .map((item) => String(item.description ?? item.issueType ?? item.url ?? '').replace(/\s+/g, ' ').slice(0, 160))
    .filter(Boolean);
  return texts.length ? `: ${texts.join('; ')}` : '';
}
