import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useT } from '../../core/i18n';
import type { RoleType } from '../../core/schemas';
import { $activeRole, $user, setActiveRole } from '../../core/session';

/**
 * The active-role switch (spec 1 §6: the active role is chosen from the user's role types and
 * stored locally; core/session `$activeRole`, key `portico.activeRole`): one button per role type,
 * the active one pressed, for users with more than one type; nothing for everyone else. Self-
 * contained (no props), for the header and the settings page alike. The guards and every
 * permission rule read `$activeRole`, so a page the new role may not open sends the user on at once.
 * Buttons rather than a select: choosing is one deliberate press, never a change of context on
 * input (WCAG 3.2.2).
 * @example <RoleSwitch />
 */
export function RoleSwitch() {
  const t = useT();
  const labelId = useId();
  const user = useStore($user);
  const active = useStore($activeRole);
  const types = user?.role.types ?? [];
  if (types.length < 2) return null;
  return (
    <div role="group" aria-labelledby={labelId} className="shell-role-switch">
      <span id={labelId} className="shell-role-switch__label">
        {t('shell.activeRole.label')}
      </span>
      {types.map((type: RoleType) => (
        <button
          key={type}
          type="button"
          className="portico-button portico-button--secondary"
          aria-pressed={type === active}
          onClick={() => setActiveRole(type)}
        >
          {t(`shell.roleType.${type}`)}
        </button>
      ))}
    </div>
  );
}
