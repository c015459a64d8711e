import { useId } from 'react';
import { getNotificationPreferences } from '../../core/api/endpoints/notification-preferences';
import { isApiError } from '../../core/api/error';
import { t as translate, useT } from '../../core/i18n';
import { Alert } from '../../core/ui/Alert';
import { Loaded, useLoad } from '../../core/ui/Loaded';
import { onDemand, WithOnDemand } from '../../core/ui/OnDemand';
import { clampHeadingLevel, Heading } from '../../core/ui/links';
import { styleRef } from '../../core/ui/styles';
import { useQueryParameter } from '../../core/ui/useQueryParameter';
import { notificationPreferencesCss } from './styles';

// The form comes on demand with react-hook-form (core/forms), in the chunk every form shares.
const formModule = onDemand(() => import('./NotificationPreferencesForm'));

/**
 * The page URL's query parameter read when no `preferencesId` is given, so a CMS page linked as
 * `/preferences/?preferencesId={id}` needs no script.
 * @example new URLSearchParams(location.search).get(PREFERENCES_ID_QUERY_PARAMETER)
 */
export const PREFERENCES_ID_QUERY_PARAMETER = 'preferencesId';

/**
 * Props of `NotificationPreferences`.
 * @example const props: NotificationPreferencesProps = { preferencesId: 'NP-OWNER-1', headingLevel: 1 };
 */
export interface NotificationPreferencesProps {
  /**
   * The id of the public preferences page (`/notification-preferences/{id}` in the e-mails the
   * resident receives). Without it, the page URL's `preferencesId` query parameter is read.
   */
  preferencesId?: string | undefined;
  /** Level of the view's heading, 1 to 5 (default 2). */
  headingLevel?: number | undefined;
}

/**
 * The public notification preferences page: no session,
 * the id is the key. A spinner while `GET /notification-preferences/{id}` loads; a failure in an
 * error alert with Try again; an unknown id (404) or none at all says these preferences could not
 * be found and shows no form; otherwise the form (owners' correspondence, owners' reminders,
 * e-mail) with Save, and Unsubscribe after a confirmation. Each leads to its success message.
 * @example <NotificationPreferences preferencesId="NP-OWNER-1" />
 */
export function NotificationPreferences({ preferencesId, headingLevel }: NotificationPreferencesProps) {
  const t = useT();
  const headingId = useId();
  const fromQuery = useQueryParameter(PREFERENCES_ID_QUERY_PARAMETER);
  const id = preferencesId?.trim() || fromQuery;
  return (
    <section className="portico-ui portico-notification-preferences" part="notification-preferences" aria-labelledby={headingId} ref={styleRef(notificationPreferencesCss)}>
      {/* The page's name, as the route's title has it (spec 1 §2): one id for one role. */}
      <Heading level={clampHeadingLevel(headingLevel)} id={headingId} className="portico-notification-preferences__heading" part="heading">
        {t('routes.notificationPreferences')}
      </Heading>
      {/* Keyed: another id starts from its own loading state, nothing of the previous one shows. */}
      {id ? <LoadedPreferences key={id} preferencesId={id} headingId={headingId} /> : <NotFound />}
    </section>
  );
}

function LoadedPreferences({ preferencesId, headingId }: { preferencesId: string; headingId: string }) {
  const preferences = useLoad(
    () =>
      getNotificationPreferences(preferencesId, { errorPrefix: translate('errors.notificationPreferences.load') }).catch((error: unknown) => {
        // An id the API does not know: the link is wrong, or nobody registered stands behind it.
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }),
    translate('errors.notificationPreferences.load'),
  );
  return (
    <Loaded state={preferences}>
      {(loaded) =>
        loaded ? (
          <WithOnDemand module={formModule}>
            {({ NotificationPreferencesForm }) => (
              <NotificationPreferencesForm preferencesId={preferencesId} preferences={loaded} labelledBy={headingId} />
            )}
          </WithOnDemand>
        ) : (
          <NotFound />
        )
      }
    </Loaded>
  );
}

function NotFound() {
  const t = useT();
  return (
    <div part="not-found">
      <Alert type="warning">
        <p className="portico-notification-preferences__text">{t('notificationPreferences.notFound')}</p>
        <p className="portico-notification-preferences__text">{t('notificationPreferences.notRegistered')}</p>
      </Alert>
    </div>
  );
}
