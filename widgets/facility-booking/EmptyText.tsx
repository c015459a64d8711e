import type { ReactNode } from 'react';

/**
 * What the booking view says in place of a list with nothing in it (no facilities, no upcoming
 * bookings, a booking not found), as the `empty` part.
 * @example <EmptyText>{t('facilities.empty')}</EmptyText>
 */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <p className="portico-facility-booking__empty" part="empty">
      {children}
    </p>
  );
}
