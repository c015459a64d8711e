import { useStore } from '@nanostores/react';
import { useState, type ReactNode } from 'react';
import type { EmitFn } from '../../core/events';
import { $activeRole } from '../../core/session/state';
import { DialogHost } from '../../core/ui/DialogHost';
import { styleRef } from '../../core/ui/styles';
import { pushUrl, urlWithout, useQueryParameter } from '../../core/ui/useQueryParameter';
import { SessionGate } from '../../core/elements/SessionGate';
import { LazyCompactSignIn } from '../signin';
import { RequestList } from './RequestList';
import { WithOnDemand } from '../../core/ui/OnDemand';
import { interactiveParts, type Parts } from './interactiveParts';
import { requestsCss } from './styles';


/**
 * The page URL's query parameter read when no `requestId` is given (/requests/{id}).
 * @example `/requests/?${REQUEST_QUERY_PARAMETER}=tkt-flat-1-leak`
 */
export const REQUEST_QUERY_PARAMETER = 'requestId';

/**
 * Props of `Requests`.
 * @example const props: RequestsProps = { detailHref: '/requests/{requestId}', listHref: '/requests/' };
 */
export interface RequestsProps {
  /** The request to show; without it, the page URL's `requestId` query parameter; else the list. */
  requestId?: string | undefined;
  /** Href template of each request in the list: `{requestId}`; without it a request opens in place. */
  detailHref?: string | undefined;
  /** Where Back to requests leads; without it a button shows the list in place. */
  listHref?: string | undefined;
  /** Shown to customers in the raise form where the chosen development's contacts have no such number. */
  officeHoursPhone?: string | undefined;
  outOfHoursPhone?: string | undefined;
  /** Only this development's requests; the raise form preselects it. */
  developmentId?: string | undefined;
  /** Level of the main heading, 1 to 5 (default 2). */
  headingLevel?: number | undefined;
  /**
   * Default true: renders core/ui's `DialogHost` for its error dialogs. A React host that mounts
   * its own (one per page) passes false.
   */
  dialogHost?: boolean | undefined;
  /** Dispatches portico-navigate (cancelable), portico-request-raised and portico-signed-in. */
  emit?: EmitFn | undefined;
}

/** The page's URL with `name` set to `value` (path, query, fragment; same origin). */
function urlWith(name: string, value: string): string {
  const url = new URL(location.href);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The user's requests: the list
 * with Raise request, or one request with its feed. The request shown comes from `requestId`,
 * else the URL's `requestId`. Opening one in place (no `detailHref`) emits a cancelable
 * `portico-navigate` with the URL plus `?requestId=` and, unless a host cancels it, pushes that
 * URL; Back to requests in place drops it again. It needs a session: signed out, the compact
 * sign-in shows in its place. Its error dialogs show through its own `DialogHost` unless `dialogHost` is false.
 * @example <Requests detailHref="/requests/?requestId={requestId}" officeHoursPhone="020 7946 0000" emit={emit} />
 */
export function Requests({ requestId, detailHref, listHref, officeHoursPhone, outOfHoursPhone, developmentId, headingLevel, dialogHost = true, emit }: RequestsProps) {
  const role = useStore($activeRole);
  const fromAttribute = requestId?.trim() || undefined;
  const fromQuery = useQueryParameter(REQUEST_QUERY_PARAMETER);
  // A choice made in place (an id, or null for the list) holds while the attribute and the URL
  // stay as they were when it was made; a new id from either (history navigation included) wins.
  // Kept with those sources, so no state needs resetting during render.
  const sources = `${fromAttribute ?? ''}|${fromQuery ?? ''}`;
  const [local, setLocal] = useState<{ sources: string; id: string | null } | undefined>(undefined);
  const chosen = local?.sources === sources ? local : undefined;
  const shown = chosen ? (chosen.id ?? undefined) : (fromAttribute ?? fromQuery);
  // The sources once the URL is `href` (the attribute does not change with it).
  const sourcesAt = (href: string) => `${fromAttribute ?? ''}|${new URL(href, location.href).searchParams.get(REQUEST_QUERY_PARAMETER)?.trim() ?? ''}`;

  const open = (id: string) => {
    const href = urlWith(REQUEST_QUERY_PARAMETER, id);
    const pushed = !emit || emit('portico-navigate', { href });
    if (pushed) pushUrl(href);
    setLocal({ sources: pushed ? sourcesAt(href) : sources, id });
  };
  const back = () => {
    let after = sources;
    if (!fromAttribute && fromQuery) {
      const href = urlWithout(REQUEST_QUERY_PARAMETER);
      if (!emit || emit('portico-navigate', { href })) {
        pushUrl(href);
        after = sourcesAt(href);
      }
    }
    setLocal({ sources: after, id: null });
  };

  // The dialog host stays in every state, so an error dialog raised meanwhile still shows.
  const frame = (content: ReactNode) => (
    <div className="portico-ui portico-requests" part="requests" ref={styleRef(requestsCss)}>
      {content}
      {dialogHost ? <DialogHost /> : null}
    </div>
  );
  return (
    <SessionGate emit={emit} signedOut={<LazyCompactSignIn emit={emit} />} frame={frame}>
      {(user) =>
        frame(
          shown ? (
            <Detail
              key={shown}
              requestId={shown}
              listHref={listHref}
              onBack={back}
              headingLevel={headingLevel}
              changes={role === 'admin' ? 'status' : role ? 'close' : undefined}
              emit={emit}
            />
          ) : (
            <RequestList
              key={user.id}
              developmentId={developmentId}
              detailHref={detailHref}
              onOpen={open}
              raiser={role === 'customer' || role === 'client' ? role : undefined}
              headingLevel={headingLevel}
              officeHoursPhone={officeHoursPhone}
              outOfHoursPhone={outOfHoursPhone}
              emit={emit}
            />
          ),
        )
      }
    </SessionGate>
  );
}

/** One request (feed, composer, uploads), from the parts loaded on demand; a spinner until they are. */
function Detail(props: Parameters<Parts['RequestDetail']>[0]) {
  return <WithOnDemand module={interactiveParts}>{(parts) => <parts.RequestDetail {...props} />}</WithOnDemand>;
}
