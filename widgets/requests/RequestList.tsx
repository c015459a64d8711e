import { useEffect, useId, useState, type MouseEvent } from 'react';
import { formatDateTime } from '../../core/domain/datetime';
import { hrefFrom } from '../../core/elements/href';
import type { EmitFn } from '../../core/events';
import { t as translate, useT } from '../../core/i18n';
import type { Ticket } from '../../core/schemas/tickets';
import { Dialog } from '../../core/ui/Dialog';
import { ticketsStore } from '../../core/stores/tickets';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { clampHeadingLevel, followLink, Heading } from '../../core/ui/links';
import { Paginator } from '../../core/ui/Paginator';
import { WithOnDemand } from '../../core/ui/OnDemand';
import { interactiveParts, type Parts } from './interactiveParts';
import type { Raiser } from './form';
import { RequestStatus } from './Status';
import type { RaiseRequestProps } from './raiseProps';


/**
 * Requests per page of the list (pages of 10, newest first as the API answers them).
 * @example listTickets({ limit: REQUESTS_PAGE_SIZE, offset: 0 })
 */
export const REQUESTS_PAGE_SIZE = 10;

/**
 * Props of `RequestList`.
 * @example const props: RequestListProps = { detailHref: '/requests/{requestId}', raiser: 'customer' };
 */
export interface RequestListProps extends Pick<RaiseRequestProps, 'officeHoursPhone' | 'outOfHoursPhone'> {
  /** Only this development's requests; the raise form preselects it. */
  developmentId?: string | undefined;
  /** Href template of each request: `{requestId}`; without it `onOpen` shows it in place. */
  detailHref?: string | undefined;
  /** Opens a request in place (no `detailHref`). */
  onOpen?: ((requestId: string) => void) | undefined;
  /** Who raises: customers and clients; staff raise none (no Raise request). */
  raiser?: Raiser | undefined;
  /** Level of the list's heading, 1 to 5 (default 2); each request's title is one below. */
  headingLevel?: number | undefined;
  emit?: EmitFn | undefined;
}

/**
 * The user's requests: My requests with
 * the Raise request button above the list (the raise form in a modal dialog), ten per page with
 * the paginator, each with its status, when it was raised and last updated; a spinner while
 * loading, errors.requests with Try again, and an empty text. After a request is raised the list
 * loads again.
 * @example <RequestList raiser="customer" detailHref="/requests/{requestId}" emit={emit} />
 */
export function RequestList({ developmentId, detailHref, onOpen, raiser, headingLevel, emit, officeHoursPhone, outOfHoursPhone }: RequestListProps) {
  const t = useT();
  const level = clampHeadingLevel(headingLevel);
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [raising, setRaising] = useState(false);
  const [raised, setRaised] = useState(false);
  // The raise form loads on demand (the list alone stays light), fetched as soon as the list is
  // up so that Raise request does not wait.
  useEffect(() => {
    void interactiveParts.load().catch(() => undefined);
  }, []);
  const close = () => {
    setRaising(false);
    // The new request is the newest: show the first page (the requests store read it again when
    // the request was raised).
    if (raised) {
      setRaised(false);
      setPage(1);
    }
  };
  return (
    <section className="portico-requests__list-view" part="list-view" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="portico-requests__heading" tabIndex={-1} data-list-heading="">
        {t('dashboard.requests.title')}
      </Heading>
      {raiser ? (
        <p className="portico-requests__raise-row">
          <button
            type="button"
            className="portico-button portico-button--primary"
            part="raise-button"
            onClick={() => setRaising(true)}
          >
            {t('requests.raise')}
          </button>
        </p>
      ) : null}
      <ListPage
        key={page}
        page={page}
        onPage={setPage}
        developmentId={developmentId}
        detailHref={detailHref}
        onOpen={onOpen}
        level={level + 1}
        emit={emit}
      />
      {raiser ? (
        <Dialog open={raising} heading={t('requests.form.title')} onClose={close} className="portico-requests__dialog">
          {raising ? (
            <RaiseForm
              raiser={raiser}
              developmentId={developmentId}
              officeHoursPhone={officeHoursPhone}
              outOfHoursPhone={outOfHoursPhone}
              onRaised={() => setRaised(true)}
              onContinue={close}
              emit={emit}
            />
          ) : null}
        </Dialog>
      ) : null}
    </section>
  );
}

/** The raise form from the parts loaded on demand, with a spinner until they are. */
function RaiseForm(props: Parameters<Parts['RaiseRequestForm']>[0]) {
  return (
    <div className="portico-requests__raise" part="raise">
      <WithOnDemand module={interactiveParts}>{(parts) => <parts.RaiseRequestForm {...props} showHeading={false} />}</WithOnDemand>
    </div>
  );
}

interface PageProps {
  page: number;
  onPage: (page: number) => void;
  developmentId: string | undefined;
  detailHref: string | undefined;
  onOpen: ((requestId: string) => void) | undefined;
  level: number;
  emit: EmitFn | undefined;
}

function ListPage({ page, onPage, developmentId, detailHref, onOpen, level, emit }: PageProps) {
  const t = useT();
  // The page's store of this page of requests: raising a request or writing on one reads it again.
  const state = useResource(
    ticketsStore({ limit: REQUESTS_PAGE_SIZE, offset: (page - 1) * REQUESTS_PAGE_SIZE, ...(developmentId?.trim() ? { developmentId: developmentId.trim() } : {}) }),
    translate('errors.requests'),
  );
  return (
    <Loaded state={state}>
      {({ tickets, total }) =>
        tickets.length === 0 ? (
          <p className="portico-requests__empty" part="empty">
            {t('requests.empty')}
          </p>
        ) : (
          <>
            <ul className="portico-requests__list" part="list">
              {tickets.map((ticket) => (
                <li key={ticket.id}>
                  <RequestItem ticket={ticket} level={level} detailHref={detailHref} onOpen={onOpen} emit={emit} />
                </li>
              ))}
            </ul>
            {total > REQUESTS_PAGE_SIZE ? (
              <Paginator
                page={page}
                pageSize={REQUESTS_PAGE_SIZE}
                pageSizeOptions={[REQUESTS_PAGE_SIZE]}
                total={total}
                onPageChange={onPage}
                onPageSizeChange={() => onPage(1)}
                label={t('dashboard.requests.title')}
              />
            ) : null}
          </>
        )
      }
    </Loaded>
  );
}

function RequestItem({ ticket, level, detailHref, onOpen, emit }: { ticket: Ticket; level: number; detailHref: string | undefined; onOpen: PageProps['onOpen']; emit: EmitFn | undefined }) {
  const t = useT();
  const href = hrefFrom(detailHref, { requestId: ticket.id });
  const open = (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => {
    if (href) followLink(event as MouseEvent<HTMLAnchorElement>, href, emit);
    else onOpen?.(ticket.id);
  };
  return (
    <article className="portico-requests__item" part="item" data-request-id={ticket.id}>
      <Heading level={level} className="portico-requests__title" part="title">
        {href ? (
          <a href={href} onClick={open}>
            {ticket.title}
          </a>
        ) : (
          <button type="button" className="portico-requests__open" onClick={open}>
            {ticket.title}
          </button>
        )}
      </Heading>
      <RequestStatus status={ticket.status} />
      <p className="portico-requests__dates" part="dates">
        <span>{t('requests.raisedOn', { date: formatDateTime(ticket.createdAt) })}</span>{' '}
        <span>{t('requests.updatedOn', { date: formatDateTime(ticket.updatedAt) })}</span>
      </p>
    </article>
  );
}
