import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { $user } from '../../core/session/state';
import { CountLink } from './CountLink';

// The count's store, endpoint and schema are a chunk of their own, fetched once someone is signed
// in: every page's first load carries only the link (the sign-in page has no use for the rest).
const LiveCount = lazy(() => import('./LiveCount').then((module) => ({ default: module.LiveCount })));

/**
 * The header's notification count (spec 2 §2): a link to /notifications with the unread count and,
 * apart in a badge of its own, the urgent ones among them; its name says both ("Notifications: 3
 * unread, 1 urgent"). It reads the session and the count store itself, so the header places it
 * without props; nothing for a signed-out user. Until its chunk has come, the same link without
 * badges, so nothing in the header moves.
 * @example <NotificationCount />
 */
export function NotificationCount() {
  const user = useStore($user);
  if (!user) return null;
  return (
    <Suspense fallback={<CountLink />}>
      <LiveCount />
    </Suspense>
  );
}
