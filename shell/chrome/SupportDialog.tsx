import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { contactSupport } from '../../core/api/endpoints/support';
import { t as translate, useT } from '../../core/i18n';
import type { SupportRequest } from '../../core/schemas/support';
import { Dialog } from '../../core/ui/Dialog';
import type { DialogRequest } from '../../core/ui/dialogStore';
import { Spinner } from '../../core/ui/Spinner';
import { useGuardSession } from '../session';

// The form comes on demand with react-hook-form (core/forms), in the chunk every form shares.
const MessageForm = lazy(() => import('./MessageForm').then((module) => ({ default: module.MessageForm })));

/** What support is told besides the message: the error the dialog showed and the page it was on. */
export type SupportContext = Pick<SupportRequest, 'errorType' | 'page'>;

/** The schema's limits on what goes with a support message (core/schemas `SupportRequest`). */
const ERROR_TYPE_MAX = 200;
const PAGE_MAX = 2000;

/** An error dialog's request (core/ui `showErrorDialog`). */
export type ErrorRequest = Extract<DialogRequest, { kind: 'error' }>;

/**
 * What support is told of an error dialog: its status, title and text as one line, and the page.
 * @example supportContext({ kind: 'error', id: 1, status: 500, type: 'Server', description: 'Down.' }, '/charges') // { errorType: '500 Server: Down.', page: '/charges' }
 */
export function supportContext(error: ErrorRequest, page: string): SupportContext {
  const title = error.type || translate('dialog.error.defaultTitle');
  const line = `${error.status === undefined ? '' : `${error.status} `}${title}: ${error.description || translate('dialog.error.defaultDescription')}`;
  return { errorType: line.slice(0, ERROR_TYPE_MAX), page: page.slice(0, PAGE_MAX) };
}

/** Props of `SupportDialog`. */
export interface SupportDialogProps {
  /** The error dialog support was asked from. */
  error: ErrorRequest;
  /** The address of the page it was on. */
  page: string;
  /** The configuration's `supportEmail`, offered to write to besides the form. */
  supportEmail: string;
  onClose: () => void;
}

/**
 * Contact support, opened from an error dialog: a message sent with `POST /support` together with
 * the error and the page (`supportContext`), then a confirmation; a failure keeps the message and says
 * why. The API answers signed-in users only, so a signed-out visitor gets the address alone. Its
 * own chunk: nothing of it loads until someone asks for support.
 * @example <SupportDialog error={{ kind: 'error', id: 1, status: 500 }} page="/charges" supportEmail="support@agent.example" onClose={close} />
 */
export function SupportDialog({ error, page, supportEmail, onClose }: SupportDialogProps) {
  const t = useT();
  const ids = useId();
  const signedIn = useGuardSession().status === 'signed-in';
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  // Send to support is gone with the form: the confirmation takes focus, and is read.
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  return (
    <Dialog open heading={t('dialog.error.contactSupport')} onClose={onClose} className="shell-support-dialog">
      {sent ? (
        <p role="status" tabIndex={-1} ref={confirmation}>
          {t('shell.support.sent')}
        </p>
      ) : signedIn ? (
        <>
          <p id={`${ids}-intro`}>{t('shell.support.intro')}</p>
          <Suspense fallback={<Spinner />}>
            <MessageForm
              labelledBy={`${ids}-intro`}
              messageId={`${ids}-message`}
              texts={{ label: t('shell.support.label'), submit: t('shell.support.submit'), sending: t('shell.support.sending'), failed: t('shell.support.failed') }}
              send={async (message) => {
                await contactSupport({ message, ...supportContext(error, page) }, { errorPrefix: t('shell.support.failed') });
                setSent(true);
              }}
            />
          </Suspense>
        </>
      ) : (
        <p>{t('shell.support.signedOut')}</p>
      )}
      <p>
        {t('shell.support.writeTo')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </p>
    </Dialog>
  );
}
