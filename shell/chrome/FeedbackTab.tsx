import { useState } from 'react';
import { showFeedbackTab, type PermissionContext } from '../../core/domain/permissions';
import { useT } from '../../core/i18n';
import type { ReviewLinks } from '../../core/schemas/config';
import type { User } from '../../core/schemas/user';
import { FeedbackDialog } from './FeedbackDialog';
import { deviceStorage, FEEDBACK_LAST_RESPONSE_KEY, FEEDBACK_TAB_KEY, useStoredValue } from './storage';

/** Props of `FeedbackTab`. */
export interface FeedbackTabProps {
  /** The signed-in user, or null. */
  user: User | null;
  /** The permission context of the signed-in user, or null. */
  permissions: PermissionContext | null;
  reviewLinks?: ReviewLinks;
}

/**
 * The feedback tab on the right edge of the page, opening the feedback box (spec 1 §2). spec 1 §6:
 * customer role only, signed in, until dismissed (Hide feedback, remembered on this device) or
 * answered (the user's `feedbackInformation`, or an answer remembered on this device: spec 1 §4).
 * The spec's "when enabled" has no switch in the configuration (core/schemas `Config`), so the
 * tab is enabled wherever the portal runs.
 */
export function FeedbackTab({ user, permissions, reviewLinks }: FeedbackTabProps) {
  const t = useT();
  const [hidden, setHidden] = useStoredValue(deviceStorage, FEEDBACK_TAB_KEY);
  const [lastResponse, setLastResponse] = useStoredValue(deviceStorage, FEEDBACK_LAST_RESPONSE_KEY);
  const [open, setOpen] = useState(false);

  const visible =
    user !== null &&
    permissions !== null &&
    showFeedbackTab(permissions, {
      signedIn: true,
      enabled: true,
      dismissed: hidden === 'hidden',
      answered: lastResponse !== null || user.feedbackInformation.datetime !== null,
    });

  return (
    <>
      {visible ? (
        <aside className="portico-ui shell-feedback-tab" aria-label={t('shell.feedback.tab')}>
          <button type="button" className="portico-button shell-feedback-tab__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {t('shell.feedback.tab')}
          </button>
          <button
            type="button"
            className="portico-button portico-button--secondary shell-feedback-tab__hide"
            onClick={() => {
              document.getElementById('main')?.focus();
              setHidden('hidden');
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="portico-visually-hidden">{t('shell.feedback.hideTab')}</span>
          </button>
        </aside>
      ) : null}
      {/* Kept while open after an answer hides the tab, so the confirmation can be read. */}
      {visible || open ? (
        <FeedbackDialog
          open={open}
          onClose={() => {
            setOpen(false);
            // After an answer the tab that opened the box is gone, so the dialog cannot give focus back to it.
            const active = document.activeElement;
            if (!active || active === document.body || active.closest('dialog:not([open])')) document.getElementById('main')?.focus();
          }}
          onAnswered={() => setLastResponse(deviceStorage.getItem(FEEDBACK_LAST_RESPONSE_KEY))}
          reviewLinks={reviewLinks}
        />
      ) : null}
    </>
  );
}
