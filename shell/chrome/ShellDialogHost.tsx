import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { $config } from '../../core/config';
import { DialogHost } from '../../core/ui/DialogHost';
import type { DialogRequest } from '../../core/ui/dialogStore';

const SupportDialog = lazy(() => import('./SupportDialog').then((module) => ({ default: module.SupportDialog })));

/**
 * The page's generic dialogs (core/ui `DialogHost`) with Contact support in every error dialog
 * where the configuration gives a `supportEmail` (spec 1 §2, spec 2 §8): the error dialog closes
 * and the support form (`SupportDialog`, its own chunk) opens with the error and the page.
 * @example <ShellDialogHost />
 */
export function ShellDialogHost() {
  const config = useStore($config);
  const supportEmail = config.status === 'ready' ? config.config.supportEmail : undefined;
  const [support, setSupport] = useState<{ error: Extract<DialogRequest, { kind: 'error' }>; page: string } | null>(null);
  return (
    <>
      <DialogHost onContactSupport={supportEmail ? (error) => setSupport({ error, page: location.pathname + location.search }) : undefined} />
      {support && supportEmail ? (
        <Suspense fallback={null}>
          <SupportDialog error={support.error} page={support.page} supportEmail={supportEmail} onClose={() => setSupport(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
