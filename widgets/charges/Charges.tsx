import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import type { EmitFn } from '../../core/events';
import { useT } from '../../core/i18n';
import type { ChargesDevelopment, ChargesPremises, ChargesResponse } from '../../core/schemas';
import { $charges } from '../../core/stores/charges';
import { Alert } from '../../core/ui/Alert';
import { Dialog } from '../../core/ui/Dialog';
import { useResource } from '../../core/ui/Loaded';
import { Spinner } from '../../core/ui/Spinner';
import { Table, type TableColumn } from '../../core/ui/Table';
import { SessionGate } from '../../core/elements/SessionGate';
import { LazyCompactSignIn } from '../signin';
import { Amount } from '../../core/ui/Amount';
import { clampHeadingLevel, followLink, Heading } from '../../core/ui/links';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../core/ui/useMediaQuery';
import { ChargeAccounts } from './ChargeAccounts';
import { hrefFrom } from '../../core/elements/href';
import { useChargesAccess } from '../../core/session/useChargesAccess';

/**
 * Props of `Charges` (attributes of `<portico-charges>` in kebab-case).
 * @example const props: ChargesProps = { premisesId: 'pre-riverside-flat-2', statementHref: '/charges/{chargeAccountId}/statement', emit };
 */
export interface ChargesProps {
  /**
   * The premises to open first (the shell mounts the view at /charges/{premisesId}). Without it,
   * or when the user has no such premises, a wide screen opens the first premises of the first
   * development and a narrow one opens nothing. Changing it later selects that premises, as a
   * routing host does when its address changes.
   */
  premisesId?: string;
  /**
   * Where each charge account's View statement link leads, as an href template (core/elements
   * `hrefFrom`): `{chargeAccountId}` is the account's id, `{premisesId}` its premises'. The
   * statement belongs to one charge account, so the statement route and call take the account id:
   * the shell's is `/charges/{chargeAccountId}/statement`. Without it there is no link. A click
   * emits a cancelable `portico-navigate` first.
   */
  statementHref?: string;
  /**
   * Optional href template for the premises rows (`{premisesId}`, e.g. `/charges/{premisesId}`):
   * with it each row's name is a link, and selecting a premises emits a cancelable
   * `portico-navigate`, so a routing host (the shell) keeps the address in step and a page per
   * premises works without JavaScript routing. Without it the rows are buttons that select in place.
   */
  premisesHref?: string;
  /** The level of the view's headings (developments and the detail panel), 1 to 5; default 2. Account headings are one below. */
  headingLevel?: number;
  /** Emits `portico-navigate` for the links (and `portico-signed-in` from the compact sign-in shown while signed out). */
  emit?: EmitFn;
}

/** Which premises the user chose, under which `premisesId` of the host, and whether its overlay is open. */
interface Choice {
  under: string | undefined;
  premisesId: string | undefined;
  overlayOpen: boolean;
}

/** A premises row with the development it belongs to. */
interface PremisesEntry {
  premises: ChargesPremises;
  development: ChargesDevelopment;
}

/**
 * The signed-in resident's charges:
 * the consolidated balance, each development with its premises rows (name, legal owner, total
 * balance) and a detail panel with the selected premises' charge accounts (service, account
 * number, payment method, balance), each with Download bill and, with `statementHref`, View
 * statement. A positive balance is labelled Balance, a negative one Credit, in GBP.
 *
 * - Wide screens (`WIDE_SCREEN_QUERY`, 48rem) show the list and the detail side by side and open
 *   `premisesId` or else the first premises of the first development; narrow screens open the
 *   detail as a modal dialog (Escape or Close closes it and focus returns to the row).
 * - States: pending (spinner), error (the text in an error alert with Try
 *   again), loaded; No premises found when there are none.
 * - Restriction: with the configuration flag `RestrictChargesToGlobalAndSl1` on, only
 *   roles global or sl1 see charges (core/domain `canAccessCharges`); anybody else gets a clear
 *   message and no call is made.
 * - Signed out it shows the compact sign-in in its place (the element factory does the same).
 * @example <Charges premisesId={params.premisesId} statementHref="/charges/{chargeAccountId}/statement" emit={emit} />
 */
export function Charges(props: ChargesProps) {
  return (
    <SessionGate emit={props.emit} signedOut={<LazyCompactSignIn emit={props.emit} />} frame={chargesFrame}>
      {() => <ChargesForUser {...props} />}
    </SessionGate>
  );
}

const chargesFrame = (content: ReactNode) => (
  <div className="portico-ui portico-charges" part="charges">
    {content}
  </div>
);

function ChargesForUser(props: ChargesProps) {
  const t = useT();
  // spec 1 §6: with the restriction on, roles global or sl1 only; nothing is fetched otherwise.
  const allowed = useChargesAccess();
  if (!allowed) {
    return (
      <div className="portico-ui portico-charges" part="charges">
        <div part="restricted">
          <Alert type="info" title={t('charges.restricted.title')}>
            <p>{t('charges.restricted.text')}</p>
          </Alert>
        </div>
      </div>
    );
  }
  return <ChargesLoader {...props} />;
}

function ChargesLoader(props: ChargesProps) {
  const t = useT();
  // The page's one charges store: the dashboard, the charges page and the premises pages share it.
  const state = useResource($charges, t('errors.charges'));
  if (state.status === 'failed') {
    return (
      <div className="portico-ui portico-charges" part="charges">
        <Alert type="error" onRetry={state.retry}>
          {state.error}
        </Alert>
      </div>
    );
  }
  if (state.status !== 'loaded') {
    return (
      <div className="portico-ui portico-charges" part="charges">
        <Spinner />
      </div>
    );
  }
  return <ChargesView charges={state.data} {...props} />;
}

function ChargesView({ charges, premisesId, statementHref, premisesHref, headingLevel, emit }: ChargesProps & { charges: ChargesResponse }) {
  const t = useT();
  const level = clampHeadingLevel(headingLevel);
  const detailId = useId();
  const detailHeadingId = useId();
  const entries: PremisesEntry[] = charges.developments.flatMap((development) => development.premises.map((premises) => ({ premises, development })));

  // The user's choice, made while the host's premisesId was `under`: a new premisesId (the host
  // routing) outranks it, without an effect. A premises the host names opens at once, as the
  // overlay on a narrow screen too.
  const fromHost: Choice = { under: premisesId, premisesId, overlayOpen: premisesId !== undefined };
  const [stored, setChoice] = useState<Choice>(fromHost);
  const choice = stored.under === premisesId ? stored : fromHost;
  // Grown wide, the detail sits beside the list: no overlay is left open to pop up on narrowing.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY, (nowWide) => {
    if (nowWide) setChoice({ ...choice, overlayOpen: false });
  });

  if (entries.length === 0) {
    return (
      <div className="portico-ui portico-charges" part="charges">
        <p className="portico-charges__empty" part="empty">
          {t('common.empty.premises')}
        </p>
      </div>
    );
  }

  const selected = entries.find((entry) => entry.premises.id === choice.premisesId) ?? (wide ? entries[0] : undefined);
  const select = (id: string) => setChoice({ under: premisesId, premisesId: id, overlayOpen: !wide });

  return (
    <div className="portico-ui portico-charges" part="charges">
      <dl className="portico-charges__summary" part="summary">
        <dt>{t('charges.consolidatedBalance')}</dt>
        <dd>
          <Amount amount={charges.totalBalance} />
        </dd>
      </dl>
      <div className="portico-charges__layout">
        <div className="portico-charges__developments" part="developments">
          {charges.developments
            .filter((development) => development.premises.length > 0)
            .map((development) => (
              <DevelopmentPremises
                key={development.id}
                development={development}
                level={level}
                selectedId={selected?.premises.id}
                wide={wide}
                detailId={detailId}
                premisesHref={premisesHref}
                emit={emit}
                onSelect={select}
              />
            ))}
        </div>
        {wide && selected ? (
          <section id={detailId} className="portico-charges__detail" part="detail" aria-labelledby={detailHeadingId}>
            <Heading level={level} id={detailHeadingId} className="portico-charges__detail-heading">
              {selected.premises.name}
            </Heading>
            <PremisesDetail entry={selected} level={level + 1} statementHref={statementHref} emit={emit} />
          </section>
        ) : null}
      </div>
      {!wide && selected ? (
        <Dialog
          open={choice.overlayOpen}
          heading={selected.premises.name}
          onClose={() => setChoice({ ...choice, overlayOpen: false })}
          className="portico-charges__overlay"
        >
          {/* The dialog's heading is an h2, so the accounts' headings sit below it. */}
          <PremisesDetail entry={selected} level={3} statementHref={statementHref} emit={emit} />
        </Dialog>
      ) : null}
    </div>
  );
}

function PremisesDetail({ entry, level, statementHref, emit }: { entry: PremisesEntry; level: number; statementHref: string | undefined; emit: EmitFn | undefined }) {
  return (
    <>
      <p className="portico-charges__detail-development">{entry.development.name}</p>
      <ChargeAccounts premises={entry.premises} level={level} statementHref={statementHref} emit={emit} />
    </>
  );
}

interface DevelopmentPremisesProps {
  development: ChargesDevelopment;
  level: number;
  selectedId: string | undefined;
  wide: boolean;
  detailId: string;
  premisesHref: string | undefined;
  emit: EmitFn | undefined;
  onSelect: (premisesId: string) => void;
}

function DevelopmentPremises({ development, level, selectedId, wide, detailId, premisesHref, emit, onSelect }: DevelopmentPremisesProps) {
  const t = useT();
  const headingId = useId();
  const columns: TableColumn<ChargesPremises>[] = [
    {
      id: 'name',
      header: t('common.premises'),
      rowHeader: true,
      cell: (premises) => (
        <PremisesChoice
          premises={premises}
          selected={premises.id === selectedId}
          wide={wide}
          detailId={detailId}
          href={hrefFrom(premisesHref, { premisesId: premises.id })}
          emit={emit}
          onSelect={onSelect}
        />
      ),
    },
    { id: 'legalOwner', header: t('charges.legalOwner'), cell: (premises) => premises.legalOwner ?? '' },
    { id: 'totalBalance', header: t('charges.totalBalance'), align: 'end', cell: (premises) => <Amount amount={premises.totalBalance} /> },
  ];
  return (
    <section className="portico-charges__development" part="development" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="portico-charges__development-heading">
        {development.name}
      </Heading>
      <Table
        caption={development.name}
        hideCaption
        columns={columns}
        rows={development.premises}
        rowKey={(premises) => premises.id}
        className="portico-charges__premises"
      />
    </section>
  );
}

interface PremisesChoiceProps {
  premises: ChargesPremises;
  selected: boolean;
  wide: boolean;
  detailId: string;
  href: string | undefined;
  emit: EmitFn | undefined;
  onSelect: (premisesId: string) => void;
}

/** A premises row's name: a button that selects it, or with `premises-href` a link that also tells the host. */
function PremisesChoice({ premises, selected, wide, detailId, href, emit, onSelect }: PremisesChoiceProps): ReactNode {
  const shared = {
    className: 'portico-charges__choice',
    part: 'premises',
    'aria-current': selected ? ('true' as const) : undefined,
    // Wide, the row drives the panel beside the list; narrow, it opens a dialog.
    'aria-controls': wide && selected ? detailId : undefined,
    'aria-haspopup': wide ? undefined : ('dialog' as const),
  };
  if (href) {
    return (
      <a
        {...shared}
        href={href}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (followLink(event, href, emit)) onSelect(premises.id);
        }}
      >
        {premises.name}
      </a>
    );
  }
  return (
    <button {...shared} type="button" onClick={() => onSelect(premises.id)}>
      {premises.name}
    </button>
  );
}
