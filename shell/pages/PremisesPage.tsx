import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useT } from '../../core/i18n';
import type { Premises } from '../../core/schemas';
import { $user } from '../../core/session';
import { $charges, $developments, $premisesDetails } from '../../core/stores';
import { Alert } from '../../core/ui/Alert';
import { joinLoads } from '../../core/ui/joinLoads';
import { Loaded, useResource, type LoadState } from '../../core/ui/Loaded';
import { Spinner } from '../../core/ui/Spinner';
import { Amount } from '../../core/ui/Amount';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '../../core/ui/useMediaQuery';
import type { PageProps } from '../routes';
import { navigate } from '../router';
import { ContactOffers } from './ContactOffers';
import { AddressEdit, LinkPremises, MainResidenceEdit, PreferencesEdit } from './PremisesDialogs';
import { addressLines, applyMainResidence, firstPremisesId, groupOf, premisesGroups, type OwnName, type PremisesGroup } from './premises';

/** What the page loads once: the owner's developments with their premises, and each premises' details. */
export interface PremisesData {
  groups: PremisesGroup[];
  details: Record<string, Premises>;
}

/**
 * The list and every listed premises' details, loaded together. An owner has a handful of
 * premises, and with all of them known the list can mark the one main residence (spec 1 §4) and a
 * change of it shows at once in the list and in every premises' details. Both come from the page's
 * stores, so the developments are the ones the rest of the page read.
 * @example const data = usePremisesData(); if (data.status === 'loaded') data.data.groups;
 */
function usePremisesData(): LoadState<PremisesData> & { retry: () => void } {
  const t = useT();
  const developments = useResource($developments, t('errors.developments'));
  const details = useResource($premisesDetails, t('errors.premises'));
  // The details fail with the developments they wait for: Try again asks for both.
  const both = joinLoads(developments, details);
  const groups = developments.status === 'loaded' ? premisesGroups(developments.data) : [];
  const detailsRead = details.status === 'loaded' ? details.data : undefined;
  // Both are read again on one change (an accepted offer), and the details may be read from the
  // developments as they were: a premises listed without its details asks for them again, once
  // per answer (one read while another is in flight is that read).
  const unread = detailsRead !== undefined && groups.some((group) => group.premises.some((premises) => !(premises.id in detailsRead)));
  useEffect(() => {
    if (unread) $premisesDetails.revalidate();
  }, [unread, detailsRead]);
  if (both.status !== 'loaded') return both;
  return { status: 'loaded', data: { groups, details: both.data[1] }, retry: both.retry };
}

/**
 * /premises and /premises/{id} (spec 1 §2 "Premises at /premises/{id}"; owners only, routes.ts):
 * premises staff added for the customer to accept or decline, above the owner developments, each collapsible, with their visible premises (spec 1 §6) and Link
 * another premises; the selected premises' charges, people, document delivery preferences,
 * resident status, correspondence address and legal owner address, with the three edits. On a
 * wide screen /premises goes to the first premises; on a narrow one it shows the list, and a
 * premises shows alone with a link back to the list.
 */
export function PremisesPage({ page }: PageProps) {
  const t = useT();
  const data = usePremisesData();
  const premisesId = page.route === 'premises' ? page.params.id : undefined;
  return (
    <div className="shell-premises-page">
      <h1>{t('routes.premises')}</h1>
      <ContactOffers headingLevel={2} />
      <Loaded state={data}>{(loaded) => <PremisesView data={loaded} premisesId={premisesId} />}</Loaded>
    </div>
  );
}

function PremisesView({ data, premisesId }: { data: PremisesData; premisesId: string | undefined }) {
  const t = useT();
  const user = useStore($user);
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  // The details as edited on this page: a save answers the premises as it now is. A new read of
  // the store adds a premises that joined the list (one accepted from an offer) and drops one that
  // left it; those already shown keep what their last save answered.
  const [details, setDetails] = useState(data.details);
  const [read, setRead] = useState(data.details);
  if (read !== data.details) {
    setRead(data.details);
    setDetails((current) => Object.fromEntries(Object.entries(data.details).map(([id, premises]) => [id, current[id] ?? premises])));
  }
  const name: OwnName = user?.profile ?? { firstName: '', lastName: '' };
  const first = firstPremisesId(data.groups);
  const goToFirst = wide && premisesId === undefined && first !== undefined;

  useEffect(() => {
    // spec 1 §2: on desktop /premises goes to the first premises, in place of /premises in the history.
    if (goToFirst) navigate(`/premises/${encodeURIComponent(first)}`, true);
  }, [goToFirst, first]);

  if (goToFirst) return <Spinner />;
  const selected = premisesId === undefined ? undefined : details[premisesId];
  const group = premisesId === undefined ? undefined : groupOf(data.groups, premisesId);
  const replace = (premises: Premises) => setDetails((current) => ({ ...current, [premises.id]: premises }));
  const replaceMain = (premises: Premises) => setDetails((current) => applyMainResidence(current, premises, name));
  // Narrow, a premises shows alone and the list is one link away.
  const showList = wide || premisesId === undefined;

  return (
    <div className={showList && premisesId !== undefined ? 'shell-premises shell-premises--split' : 'shell-premises'}>
      {showList ? <PremisesList data={data} details={details} selectedId={premisesId} /> : null}
      {premisesId === undefined ? null : (
        <div className="shell-premises-detail">
          {wide ? null : (
            <p>
              <a href="/premises">{t('premises.back')}</a>
            </p>
          )}
          {selected && group ? (
            <PremisesDetail premises={selected} name={name} onSaved={replace} onMainResidence={replaceMain} />
          ) : (
            <p>{t('premises.notFound')}</p>
          )}
        </div>
      )}
    </div>
  );
}

function PremisesList({ data, details, selectedId }: { data: PremisesData; details: Record<string, Premises>; selectedId: string | undefined }) {
  const t = useT();
  const from = (selectedId && groupOf(data.groups, selectedId) ? selectedId : firstPremisesId(data.groups));
  const fromGroup = from ? groupOf(data.groups, from) : undefined;
  return (
    <nav className="shell-premises-list" aria-label={t('premises.list.label')}>
      {data.groups.length === 0 ? (
        <p>{t('common.empty.premises')}</p>
      ) : (
        data.groups.map((group) => (
          // A disclosure per development (spec 1 §2: collapsible), open at first.
          <details key={group.id} open className="shell-premises-group">
            <summary>{group.name}</summary>
            <ul>
              {group.premises.map((premises) => (
                <li key={premises.id}>
                  <a href={`/premises/${encodeURIComponent(premises.id)}`} aria-current={premises.id === selectedId ? 'page' : undefined}>
                    {premises.name}
                  </a>
                  {details[premises.id]?.isMainResidence ? <span className="shell-premises-tag">{` ${t('premises.mainResidence.title')}`}</span> : null}
                </li>
              ))}
            </ul>
          </details>
        ))
      )}
      {/* The API files a customer's request under one of their premises: without one there is nowhere to raise it from. */}
      {from && fromGroup ? <LinkPremises developmentId={fromGroup.id} premisesId={from} /> : null}
    </nav>
  );
}

interface PremisesDetailProps {
  premises: Premises;
  name: OwnName;
  onSaved: (premises: Premises) => void;
  onMainResidence: (premises: Premises) => void;
}

function PremisesDetail({ premises, name, onSaved, onMainResidence }: PremisesDetailProps) {
  const t = useT();
  const headingId = useId();
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  return (
    <section aria-labelledby={headingId} className="shell-premises-sections">
      <h2 id={headingId}>{premises.name}</h2>
      <DetailSection title={t('common.myCharges')}>
        <MyCharges premisesId={premises.id} />
      </DetailSection>
      <DetailSection title={t('premises.people.title')}>
        {premises.people.length === 0 ? (
          <p>{t('common.empty.people')}</p>
        ) : (
          <ul className="shell-premises-people">
            {premises.people.map((person) => (
              <li key={person.contactUuid}>
                {[person.title, person.firstName, person.lastName].filter(Boolean).join(' ')}
                {`, ${person.relationship}`}
                {person.isMainResidence ? `, ${t('premises.mainResidence.title')}` : null}
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      <DetailSection title={t('premises.documentDelivery.title')}>
        <dl className="shell-premises-facts">
          <dt>{t('premises.contactPreferences.serviceChangeReceivePost')}</dt>
          <dd>{yesNo(premises.contactPreferences.serviceChangeReceivePost)}</dd>
          <dt>{t('premises.contactPreferences.statutoryNoticesReceiveDigital')}</dt>
          <dd>{yesNo(premises.contactPreferences.statutoryNoticesReceiveDigital)}</dd>
        </dl>
        <PreferencesEdit premises={premises} onSaved={onSaved} />
      </DetailSection>
      <DetailSection title={t('premises.residentStatus.title')}>
        <dl className="shell-premises-facts">
          <dt>{t('premises.mainResidence.title')}</dt>
          <dd>{yesNo(premises.isMainResidence)}</dd>
        </dl>
        <MainResidenceEdit premises={premises} name={name} onSaved={onMainResidence} />
      </DetailSection>
      <DetailSection title={t('premises.correspondenceAddress.title')}>
        <AddressLines lines={addressLines(premises.correspondenceAddress)} />
        <AddressEdit premises={premises} onSaved={onSaved} />
      </DetailSection>
      <DetailSection title={t('premises.legalOwnerAddress.title')}>
        {premises.legalOwner ? <p>{premises.legalOwner}</p> : null}
        <AddressLines lines={addressLines(premises.legalOwnerAddress)} />
      </DetailSection>
    </section>
  );
}

function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="shell-premises-section">
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function AddressLines({ lines }: { lines: string[] }) {
  const t = useT();
  if (lines.length === 0) return <p>{t('premises.address.none')}</p>;
  return (
    <address className="shell-premises-address">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

/**
 * The premises' charge accounts with their balances (spec 1 §2 "my charges": GBP, Balance when
 * owed and Credit when in credit, as the charges widget labels them) and the link to
 * /charges/{premisesId}. The charges come from the page's one charges store, so the dashboard
 * and the charges page share the load.
 */
function MyCharges({ premisesId }: { premisesId: string }) {
  const t = useT();
  const state = useResource($charges, t('errors.charges'));
  if (state.status === 'failed') {
    return (
      <Alert type="error" onRetry={state.retry}>
        {state.error}
      </Alert>
    );
  }
  if (state.status !== 'loaded') return <Spinner />;
  const accounts = state.data.developments.flatMap((development) => development.premises).find((premises) => premises.id === premisesId)?.chargeAccounts ?? [];
  return (
    <>
      {accounts.length === 0 ? (
        <p>{t('charges.empty.accounts')}</p>
      ) : (
        <ul className="shell-premises-accounts">
          {accounts.map((account) => (
            <li key={account.id}>
              <span>{account.serviceDescription}</span> <Amount amount={account.balance} />
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={`/charges/${encodeURIComponent(premisesId)}`}>{t('premises.charges.link')}</a>
      </p>
    </>
  );
}
