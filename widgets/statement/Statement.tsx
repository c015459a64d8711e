import type { ReactNode } from 'react';
import { getStatementInSlices, type StatementInSlices } from '../../core/api/endpoints/charges';
import type { EmitFn } from '../../core/elements';
import { t as translate, useT } from '../../core/i18n';
import { Alert } from '../../core/ui/Alert';
import { Loaded, useLoad } from '../../core/ui/Loaded';
import { preloadSanitizer } from '../../core/ui/sanitize';
import { followLink } from '../../core/ui/links';
import { styleRef } from '../../core/ui/styles';
import { useQueryParameter } from '../../core/ui/useQueryParameter';
import { SessionGate } from '../../core/elements/SessionGate';
import { LazyCompactSignIn } from '../signin';
import { StatementView } from './StatementView';
import { statementCss } from './styles';
import { useChargesAccess } from '../../core/session/useChargesAccess';

/**
 * The page URL's query parameter read when no `chargeAccountId` is given.
 * @example `/account/statement/?${CHARGE_ACCOUNT_QUERY_PARAMETER}=acc-flat-1-service-charge`
 */
export const CHARGE_ACCOUNT_QUERY_PARAMETER = 'chargeAccountId';

// Moved to core/ui (the news element follows the URL too); still exported from here for hosts.
export { useQueryParameter };

/**
 * Props of `Statement`.
 * @example const props: StatementProps = { chargeAccountId: 'acc-flat-1-service-charge', chargesHref: '/account/' };
 */
export interface StatementProps {
  /**
   * The charge account whose statement to show (`GET /charges/{chargeAccountId}/statement`). A
   * premises has several accounts, so the statement belongs to the account, not the premises.
   * Without it, the page URL's `chargeAccountId` query parameter is read.
   */
  chargeAccountId?: string;
  /** Where "Back to charges" leads; without it there is no link. */
  chargesHref?: string;
  /** Tells the host page about a link followed (`portico-navigate`, cancelable) or a sign-in in the compact sign-in. */
  emit?: EmitFn;
}

/**
 * The statement of a charge account ("Statement"): the `StatementView` once loaded,
 * a spinner while loading, errors.statementApi with Try again when the call fails, an empty text
 * when no account is named, a notice when charges are restricted for the user's role,
 * and "Back to charges" from `chargesHref`. It needs a session: signed out it shows the compact
 * sign-in in its place, as the element does.
 * @example <Statement chargeAccountId="acc-flat-1-service-charge" chargesHref="/account/" emit={emit} />
 */
export function Statement({ chargeAccountId, chargesHref, emit }: StatementProps) {
  const t = useT();
  const queryId = useQueryParameter(CHARGE_ACCOUNT_QUERY_PARAMETER);
  const id = chargeAccountId?.trim() || queryId;

  const frame = (content: ReactNode) => (
    <div className="portico-ui portico-statement-frame" ref={styleRef(statementCss)}>
      {chargesHref ? (
        <p className="portico-statement__back">
          <a
            href={chargesHref}
            part="back"
            onClick={(event) => followLink(event, chargesHref, emit)}
          >
            {t('statement.backToCharges')}
          </a>
        </p>
      ) : null}
      {content}
    </div>
  );
  return (
    <SessionGate emit={emit} signedOut={<LazyCompactSignIn emit={emit} />} frame={frame}>
      {() => frame(<AllowedStatement chargeAccountId={id} />)}
    </SessionGate>
  );
}

function AllowedStatement({ chargeAccountId }: { chargeAccountId: string | undefined }) {
  const t = useT();
  // spec 1 §6: charges pages are allowed unless a restriction applies, then only global or sl1.
  const allowed = useChargesAccess();
  if (!allowed) {
    return (
      <Alert type="info" className="portico-statement__message">
        {t('statement.restricted')}
      </Alert>
    );
  }
  if (!chargeAccountId) {
    return (
      <p className="portico-statement__message" part="message">
        {t('statement.chooseAccount')}
      </p>
    );
  }
  // Keyed: another account starts from its own loading state, nothing of the previous one shows.
  return <LoadedStatement key={chargeAccountId} chargeAccountId={chargeAccountId} />;
}

function LoadedStatement({ chargeAccountId }: { chargeAccountId: string }) {
  // Loaded once whole: the view filters and pages it in the browser. spec 1 §8: a failure is
  // errors.statementApi with the server's messages.
  const statement = useLoad(() => {
    // The important notes are HTML: fetch the sanitiser while the statement loads.
    preloadSanitizer();
    return getStatementInSlices(chargeAccountId, {}, { errorPrefix: translate('errors.statementApi') });
  }, translate('errors.statementApi'));
  return <Loaded state={statement}>{(data) => <CheckedStatement statement={data} retry={statement.retry} />}</Loaded>;
}

/**
 * The first page as soon as its lines are checked, the whole statement once every line is
 * (widgets/statement/README.md, "Performance"). A line that fails its check anywhere in the
 * answer fails the whole statement, as an unreadable answer always has: the error replaces the
 * view, with Try again.
 */
function CheckedStatement({ statement, retry }: { statement: StatementInSlices; retry: () => void }) {
  // The same prefix as the statement's call: a line's failure reads as the statement's.
  const whole = useLoad(() => statement.whole, translate('errors.statementApi'));
  // Try again reads the statement anew: the lines checked again would fail again.
  if (whole.status === 'failed') return <Loaded state={{ ...whole, retry }}>{() => null}</Loaded>;
  if (whole.status === 'loaded') return <StatementView statement={whole.data} />;
  return <StatementView statement={statement.first} lineCount={statement.lineCount} />;
}
