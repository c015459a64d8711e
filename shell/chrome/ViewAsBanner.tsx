import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../core/i18n';
import { $viewAs, exitViewAs, type ViewAsState } from '../../core/stores/view-as';
import { developmentPath } from '../pages/developments';
import { navigate } from '../router';

/**
 * The banner on every page while an admin views the portal as a customer (spec 2 §4): whose
 * portal this is and Exit, first in the page so that the keyboard meets it first. After Exit (or
 * when the view's session ran out) it says the staff area is on its way for the second the admin
 * waits (spec 2 §9), then opens the development's customers tab, where the admin came from.
 * Nothing while there is no view. `App` mounts it, in a chunk of its own, once a view has started.
 * @example <ViewAsBanner />
 */
export function ViewAsBanner() {
  const view = useStore($viewAs);
  const leaving = view?.status === 'leaving';
  useEffect(() => {
    if (!leaving) return;
    // Exit, or the view's session ran out: the return under way answers where to, or nothing
    // after a sign-out meanwhile (which goes where a sign-out goes).
    void exitViewAs().then((left) => {
      if (left) navigate(developmentPath(left.developmentId, 'customers'));
    });
  }, [leaving]);
  return view ? <ViewAsNotice view={view} onExit={() => void exitViewAs()} /> : null;
}

/**
 * What the banner shows for `view`: whose portal and Exit while viewing, the return on its way
 * while leaving.
 * @example <ViewAsNotice view={{ target, status: 'viewing' }} onExit={() => void exitViewAs()} />
 */
export function ViewAsNotice({ view, onExit }: { view: ViewAsState; onExit: () => void }) {
  const t = useT();
  const leaving = view.status === 'leaving';
  return (
    <section className="shell-view-as" aria-label={t('viewAs.region')}>
      {/* One live region for both states, present before it changes, so the return is announced. */}
      <p className="shell-view-as__text" role="status">
        {leaving ? t('viewAs.returning') : t('viewAs.banner', { name: view.target.customerName })}
      </p>
      {leaving ? null : (
        <button type="button" className="portico-button shell-view-as__exit" onClick={onExit}>
          {t('viewAs.exit')}
        </button>
      )}
    </section>
  );
}
