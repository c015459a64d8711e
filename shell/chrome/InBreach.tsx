import { useEffect, useId } from 'react';
import { useT } from '../../core/i18n';
import type { Development } from '../../core/schemas/developments';
import { Alert } from '../../core/ui/Alert';
import { Dialog } from '../../core/ui/Dialog';
import { $developments } from '../../core/stores';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { IN_BREACH_DISMISSED_KEY, tabStorage, useStoredValue } from './storage';

/** A premises in breach with the development it belongs to. */
export interface BreachedPremises {
  id: string;
  name: string;
  development: string;
}

/**
 * The account's premises as the in-breach rules read them: the ones in breach, and how many the
 * account has. Hidden premises are left out, as on every other list of the user's premises
 * (spec 1 §6).
 * @example breachSummary(developments) // { inBreach: [{ id: 'p-loft-7', name: 'Loft 7', development: 'Harbour Lofts' }], premisesCount: 1 }
 */
export function breachSummary(developments: readonly Development[]): { inBreach: BreachedPremises[]; premisesCount: number } {
  const premises = developments.flatMap((development) =>
    development.premises.filter((item) => !item.hidden).map((item) => ({ ...item, development: development.name })),
  );
  return {
    inBreach: premises.filter((item) => item.inBreach).map(({ id, name, development }) => ({ id, name, development })),
    premisesCount: premises.length,
  };
}

function PremisesList({ premises }: { premises: readonly BreachedPremises[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <>
      <p id={headingId}>{t('shell.inBreach.premises')}</p>
      <ul aria-labelledby={headingId}>
        {premises.map((item) => (
          <li key={item.id}>{t('shell.inBreach.premisesItem', { premises: item.name, development: item.development })}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The in-breach notice and dialog (spec 1 §2, §4, §8) for a user who has been downgraded
 * (`role.hasBeenDowngraded`): the user's developments are loaded to find the premises in breach.
 * The notice shows whenever there are some and lists them. The dialog says the same once more, in
 * front of the page, when the account has more than one premises (spec 1 §4), since such a user
 * may not notice that only some of their homes are restricted; it can be dismissed, for the
 * browser session. `onDialog` tells the chrome whether the dialog is up, so the paperless dialog
 * waits its turn.
 */
export function InBreach({ onDialog }: { onDialog: (open: boolean) => void }) {
  const t = useT();
  const state = useResource($developments, t('errors.developments'));
  return (
    <Loaded state={state}>
      {(developments) => <InBreachNotice summary={breachSummary(developments)} onDialog={onDialog} />}
    </Loaded>
  );
}

function InBreachNotice({
  summary,
  onDialog,
}: {
  summary: ReturnType<typeof breachSummary>;
  onDialog: (open: boolean) => void;
}) {
  const t = useT();
  const [dismissed, setDismissed] = useStoredValue(tabStorage, IN_BREACH_DISMISSED_KEY);
  const dialogOpen = summary.inBreach.length > 0 && summary.premisesCount > 1 && dismissed !== 'dismissed';
  useEffect(() => {
    onDialog(dialogOpen);
    return () => onDialog(false);
  }, [dialogOpen, onDialog]);
  if (summary.inBreach.length === 0) return null;
  return (
    <>
      <section className="shell-chrome-breach" aria-label={t('shell.inBreach.title')}>
        <Alert type="warning" title={t('shell.inBreach.title')}>
          <p>{t('shell.inBreach.text')}</p>
          <PremisesList premises={summary.inBreach} />
        </Alert>
      </section>
      <Dialog
        open={dialogOpen}
        heading={t('shell.inBreach.title')}
        onClose={() => setDismissed('dismissed')}
      >
        <p>{t('shell.inBreach.text')}</p>
        <PremisesList premises={summary.inBreach} />
      </Dialog>
    </>
  );
}
