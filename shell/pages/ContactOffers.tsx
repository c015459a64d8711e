import { useId, useState } from 'react';
import { acceptContactOffer, declineContactOffer } from '../../core/api/endpoints/contact-offers';
import { failureText } from '../../core/api/error';
import { t as translate, useT } from '../../core/i18n';
import type { ContactOffer } from '../../core/schemas';
import { $contactOffers } from '../../core/stores/contact-offers';
import { Alert } from '../../core/ui/Alert';
import { ConfirmDialog } from '../../core/ui/ConfirmDialog';
import { useResource } from '../../core/ui/Loaded';
import { showSnackbar } from '../../core/ui/snackbarStore';
import { Spinner } from '../../core/ui/Spinner';

/**
 * The premises a development's staff added for the customer, each to accept or decline
 * (server/areas/customers README, Contact offers); nothing while they load or when there are none,
 * the error with Try again when they cannot be read. Accepted,
 * the stores that list premises read again (core/api/endpoints/contact-offers), so the premises
 * shows in the lists at once.
 * @example <ContactOffers headingLevel={2} />
 */
export function ContactOffers({ headingLevel }: { headingLevel: 2 | 3 }) {
  const t = useT();
  const headingId = useId();
  const state = useResource($contactOffers, t('errors.contactOffers'));
  // Most customers have none: a spinner for a section that then shows nothing would only flicker.
  if (state.status === 'loading') return null;
  if (state.status === 'failed') {
    return (
      <Alert type="error" onRetry={state.retry}>
        {state.error}
      </Alert>
    );
  }
  if (state.data.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} className="shell-section shell-contact-offers">
      <Heading id={headingId}>{t('contactOffers.title')}</Heading>
      <ul className="shell-contact-offers__list">
        {state.data.map((offer) => (
          <OfferItem key={offer.id} offer={offer} />
        ))}
      </ul>
    </section>
  );
}

type Answer = 'accept' | 'decline';

function OfferItem({ offer }: { offer: ContactOffer }) {
  const t = useT();
  const introId = useId();
  const [pending, setPending] = useState<Answer | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ answer: Answer; text: string } | null>(null);
  const development = offer.developmentName;

  const send = async (answer: Answer) => {
    if (pending) return;
    setPending(answer);
    setFailure(null);
    try {
      await (answer === 'accept' ? acceptContactOffer : declineContactOffer)(offer.id);
      setConfirming(false);
      showSnackbar(translate(answer === 'accept' ? 'contactOffers.accepted' : 'contactOffers.declined', { development }));
    } catch (error) {
      setConfirming(false);
      setFailure({ answer, text: failureText(error, translate(answer === 'accept' ? 'errors.contactOffers.accept' : 'errors.contactOffers.decline')) });
    } finally {
      setPending(null);
    }
  };

  const busy = pending !== null || undefined;
  return (
    <li className="shell-contact-offers__offer" aria-describedby={introId} aria-busy={busy}>
      <p id={introId}>{t('contactOffers.intro', { development })}</p>
      <ul>
        {offer.premises.map((premises, index) => (
          <li key={index}>{t('contactOffers.premises', { premises: premises.name, relationship: premises.relationship })}</li>
        ))}
      </ul>
      <div className="shell-contact-offers__actions">
        <button type="button" className="portico-button" aria-disabled={busy} onClick={() => void send('accept')}>
          {t('contactOffers.accept')}
        </button>{' '}
        <button type="button" className="portico-button portico-button--secondary" aria-disabled={busy} onClick={() => pending || setConfirming(true)}>
          {t('contactOffers.decline')}
        </button>
        {pending === 'accept' ? <Spinner /> : null}
      </div>
      {/* What failed stays on screen with the offer, and Try again sends the same answer. */}
      {failure ? (
        <Alert type="error" onRetry={() => void send(failure.answer)}>
          {failure.text}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirming}
        heading={t('contactOffers.declineHeading', { development })}
        confirmLabel={t('contactOffers.decline')}
        pending={pending !== null}
        onConfirm={() => void send('decline')}
        onClose={() => setConfirming(false)}
      >
        <p>{t('contactOffers.declineBody')}</p>
      </ConfirmDialog>
    </li>
  );
}
