// The check's report for people: one line per call that did not pass (and a count of those that
// did), grouped by what went wrong, then the totals and what they mean for the exit code.
import type { CallResult, Outcome, Report } from './check';

/** How each outcome is titled in the summary, in the order the summary lists them. */
const TITLES: Readonly<Record<Outcome, string>> = {
  'not-protected': 'Not protected',
  'wrong-shape': 'Wrong shape',
  'wrong-status': 'Wrong status',
  missing: 'Missing',
  'no-answer': 'No answer',
  skipped: 'Skipped',
  passed: 'Passed',
};

function line(result: CallResult): string {
  const check = result.check === 'answer' ? '' : ` [${result.check}]`;
  const mark = result.severity === 'failure' ? '✗' : result.severity === 'warning' ? '!' : '✓';
  return `  ${mark} ${result.call}${check} as ${result.account}: ${result.message}`;
}

/**
 * The readable summary.
 * @example console.log(formatSummary(report));
 */
export function formatSummary(report: Report): string {
  const lines = [`Portico API check of ${report.api}`, ''];
  for (const outcome of Object.keys(TITLES) as Outcome[]) {
    const results = report.results.filter((result) => result.outcome === outcome);
    if (results.length === 0 || outcome === 'passed') continue;
    lines.push(`${TITLES[outcome]} (${results.length})`, ...results.map(line), '');
  }
  const passed = report.results.filter((result) => result.outcome === 'passed').length;
  lines.push(
    `${passed} passed, ${report.failures} failed, ${report.warnings} warnings, in ${(report.durationMs / 1000).toFixed(1)} s.`,
    report.failures > 0 ? 'The portal needs the calls marked ✗: it would fail where they are used.' : 'Every call the portal needs that the check could reach answers as the portal expects.',
  );
  return lines.join('\n');
}

/**
 * The machine report for CI: the report itself, with the counts of each outcome.
 * @example process.stdout.write(formatJson(report));
 */
export function formatJson(report: Report): string {
  const counts = Object.fromEntries((Object.keys(TITLES) as Outcome[]).map((outcome) => [outcome, report.results.filter((result) => result.outcome === outcome).length]));
  return `${JSON.stringify({ ...report, counts }, null, 2)}\n`;
}
