import { useState } from 'react';
import type { EmitFn } from '../../core/elements';
import { useT } from '../../core/i18n';
import { signOut } from '../../core/session/actions';
import { Spinner } from '../../core/ui/Spinner';
import { failureText } from '../../core/api/error';

// Sign-out lives apart from the sign-in form so that an element showing a Sign out button (the
// account card) does not load the whole sign-in flow, which is loaded only when it is shown.

/**
 * Signs out and tells the host: `portico-signed-out` is emitted whether or not the server call
 * worked, since the session on this page is cleared either way (core/session). Answers the message
 * to show when the server call failed (Unable to logout user. and the server's
 * messages), else null.
 * @example const failure = await signOutAndTell(emit); if (failure) setNotice(failure);
 */
export async function signOutAndTell(emit: EmitFn | undefined): Promise<string | null> {
  let failure: string | null = null;
  try {
    await signOut();
  } catch (error) {
    failure = failureText(error);
  }
  emit?.('portico-signed-out', {});
  return failure;
}


/**
 * The Sign out button of the sign-in and account elements: pressed once, it waits for `onSignOut`
 * with a spinner beside it and ignores further presses.
 * @example <SignOutButton className="portico-account__actions" onSignOut={() => signOutAndTell(emit)} />
 */
export function SignOutButton({ className, onSignOut }: { className: string; onSignOut: () => Promise<unknown> }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const signOutNow = async () => {
    if (pending) return;
    setPending(true);
    await onSignOut();
  };
  return (
    <div className={className}>
      <button
        type="button"
        className="portico-button portico-button--secondary"
        part="sign-out"
        aria-disabled={pending || undefined}
        onClick={() => void signOutNow()}
      >
        {t('shell.signOut')}
      </button>
      {pending ? <Spinner hideLabel /> : null}
    </div>
  );
}

