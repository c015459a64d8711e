import { useId, useRef } from 'react';
import { validate } from 'superstruct';
import { getAccessLog } from '../../../core/api/endpoints/development-admin';
import { addLondonDays, londonDay } from '../../../core/domain/london';
import { checkResolver, useValidatedForm } from '../../../core/forms';
import { t as translate, useT } from '../../../core/i18n';
import type { Development } from '../../../core/schemas';
import { AccessLogQuery } from '../../../core/schemas/development-admin';
import { ErrorSummary } from '../../../core/ui/ErrorSummary';
import { Field } from '../../../core/ui/Field';
import { styleRef } from '../../../core/ui/styles';
import { DownloadFailure, useFileDownload } from '../../../core/ui/useFileDownload';

// The screen's own CSS, adopted where it renders, so it travels in the staff area's chunk.
const reportsCss = `
.shell-reports__range { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; }
.shell-reports__form { display: grid; gap: 1rem; justify-items: start; }
`;

/** How many days the access log covers until the staff member picks others. */
export const ACCESS_LOG_DEFAULT_DAYS = 30;

/** The date inputs' values: `yyyy-MM-dd`, or blank for an open end. */
interface RangeValues {
  fromDate: string;
  toDate: string;
}

/**
 * The query the API takes for `values` (a blank date leaves that end open), checked by the
 * contract's own struct: a date the API would refuse, or from after to, is the field's message.
 * @example accessLogRange({ fromDate: '2026-11-01', toDate: '' }) // { query: { fromDate: '2026-11-01' }, errors: {} }
 */
export function accessLogRange(values: RangeValues): { query: AccessLogQuery; errors: Partial<Record<keyof RangeValues, string>> } {
  const query: AccessLogQuery = {
    ...(values.fromDate ? { fromDate: values.fromDate } : {}),
    ...(values.toDate ? { toDate: values.toDate } : {}),
  };
  const [failure] = validate(query, AccessLogQuery);
  if (!failure) return { query, errors: {} };
  const errors: Partial<Record<keyof RangeValues, string>> = {};
  for (const problem of failure.failures()) {
    const field = problem.path[0] === 'toDate' ? 'toDate' : 'fromDate';
    errors[field] ??= problem.refinement === 'dateOrder' ? translate('validation.statementRange.afterTo') : translate('developments.reports.invalidDate');
  }
  return { query, errors };
}

const rangeResolver = checkResolver<RangeValues>((values) => accessLogRange(values).errors);

/**
 * The name the access log is saved under: the development and the days it covers.
 * @example accessLogFileName('Riverside Wharf', { fromDate: '2026-10-27', toDate: '2026-11-26' }) // 'Riverside Wharf access log 2026-10-27 to 2026-11-26.csv'
 */
export function accessLogFileName(developmentName: string, query: AccessLogQuery): string {
  const days = [query.fromDate, query.toDate && `to ${query.toDate}`].filter(Boolean).join(' ');
  return `${developmentName} access log${days ? ` ${days}` : ''}.csv`;
}

/**
 * The development's reports tab (spec 2 §2, §6: global and sl1). A development with
 * hasEcommsLogReport offers its access log as a CSV download for a range of days (the last 30
 * until others are picked), fetched with the staff member's token; any other says it has no
 * reports.
 * @example <ReportsTab development={riversideWharf} />
 */
export function ReportsTab({ development }: { development: Development }) {
  const t = useT();
  const headingId = useId();
  return (
    <section ref={styleRef(reportsCss)} aria-labelledby={headingId} className="shell-section shell-reports">
      <h2 id={headingId}>{t('developments.tabs.reports')}</h2>
      {development.hasEcommsLogReport ? <AccessLogForm development={development} /> : <p>{t('developments.reports.none', { name: development.name })}</p>}
    </section>
  );
}

function AccessLogForm({ development }: { development: Development }) {
  const t = useT();
  const ids = useId();
  const idOf = (name: keyof RangeValues) => `${ids}-${name}`;
  const form = useValidatedForm<RangeValues>({
    resolver: rangeResolver,
    defaultValues: () => {
      // London's days, as the access log counts them, whatever zone the device is in.
      const today = londonDay(Date.now());
      return { fromDate: addLondonDays(today, -ACCESS_LOG_DEFAULT_DAYS), toDate: today };
    },
  });
  // The range of the last valid submit: Try again downloads the same days again.
  const range = useRef<AccessLogQuery>({});
  const download = useFileDownload(
    async () => ({
      blob: await getAccessLog(development.id, range.current),
      fileName: accessLogFileName(development.name, range.current),
    }),
    t('errors.accessLog'),
  );
  const send = async (values: RangeValues) => {
    range.current = accessLogRange(values).query;
    await download.start();
  };
  return (
    <div className="shell-reports__access-log">
      <h3>{t('developments.reports.accessLogTitle')}</h3>
      <p>{t('developments.reports.accessLogText')}</p>
      <form className="shell-reports__form" noValidate aria-busy={download.pending ? true : undefined} onSubmit={(event) => void form.submit(event, send)}>
        <ErrorSummary errors={form.summary(idOf)} focusKey={form.focusKey} />
        <div className="shell-reports__range">
          <Field id={idOf('fromDate')} label={t('statement.filter.from')} error={form.errors.fromDate}>
            <input type="date" value={form.values.fromDate} onChange={(event) => form.change('fromDate', event.currentTarget.value)} />
          </Field>
          <Field id={idOf('toDate')} label={t('statement.filter.to')} error={form.errors.toDate}>
            <input type="date" value={form.values.toDate} onChange={(event) => form.change('toDate', event.currentTarget.value)} />
          </Field>
        </div>
        <button type="submit" className="portico-button portico-button--primary" aria-disabled={download.pending ? true : undefined}>
          {t(download.pending ? 'developments.reports.downloading' : 'developments.reports.accessLog')}
        </button>
      </form>
      <DownloadFailure download={download} />
    </div>
  );
}
