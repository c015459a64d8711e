import { useId, useState } from 'react';
import { setFacilityUsers } from '../../../core/api/endpoints/customer-groups';
import { useT } from '../../../core/i18n';
import type { Facility } from '../../../core/schemas/facilities';
import type { FacilityUser } from '../../../core/schemas/facility-admin';
import { facilityGroupsStore, facilityUsersStore } from '../../../core/stores/customer-groups';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { styleRef } from '../../../core/ui/styles';
import { useApiAction } from '../../../core/ui/useApiAction';
import { adminPath } from '../paths';
import { groupsCss } from '../shared/groupStyles';

/**
 * Who may book a facility: the customers allowed themselves, as a checklist saved with
 * `PUT /facilities/{id}` `{ users }`, and the customer groups holding it, linked to their pages.
 */
export function FacilityUsers(props: { facility: Facility }) {
  const { facility } = props;
  const t = useT();
  const ids = useId();
  return (
    <section ref={styleRef(groupsCss)} className="shell-admin-facility-users" aria-labelledby={`${ids}-heading`} data-facility={facility.id}>
      <h3 id={`${ids}-heading`}>{t('admin.facilityUsers.heading')}</h3>
      <AllowedUsers key={facility.id} facility={facility} />
      <HoldingGroups facility={facility} />
    </section>
  );
}

function AllowedUsers({ facility }: { facility: Facility }) {
  const t = useT();
  const users = useResource(facilityUsersStore(facility.id), t('admin.facilityUsers.users.load'));
  return <Loaded state={users}>{(list) => <UsersForm facility={facility} users={list} />}</Loaded>;
}

/** The checklist: what the server says until the user changes it; the ticks kept whether saving fails or succeeds. */
function UsersForm({ facility, users }: { facility: Facility; users: readonly FacilityUser[] }) {
  const t = useT();
  const ids = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const { pending, announcement, run } = useApiAction();
  if (users.length === 0) return <p>{t('admin.facilityUsers.users.empty')}</p>;
  const allowed = chosen ?? new Set(users.filter((user) => user.allowed).map((user) => user.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(allowed);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const save = async () => {
    const saved = await run('save', () => setFacilityUsers(facility.id, [...allowed]), { failure: { prefix: t('errors.facility.save') }, done: () => t('admin.facilityUsers.saved') });
    // The ticks stay as saved (they are what the server now holds); the list is read again for the rest.
    if (saved) facilityUsersStore(facility.id).revalidate();
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="shell-admin-checklist">
        <legend>{t('admin.facilityUsers.users.legend')}</legend>
        {users.map((user, index) => {
          const hint = [user.premises.join(', '), user.groups.length > 0 ? t('admin.facilityUsers.users.through', { groups: user.groups.map((group) => group.name).join(', ') }) : '']
            .filter(Boolean)
            .join('. ');
          return (
            <div key={user.id} className="shell-admin-checklist__item">
              <input
                type="checkbox"
                id={`${ids}-${index}`}
                checked={allowed.has(user.id)}
                aria-describedby={hint ? `${ids}-${index}-hint` : undefined}
                onChange={(event) => toggle(user.id, event.target.checked)}
              />
              <label htmlFor={`${ids}-${index}`}>{user.fullName}</label>
              {hint ? (
                <span id={`${ids}-${index}-hint`} className="shell-admin-checklist__hint">
                  {hint}
                </span>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="portico-button" aria-disabled={pending !== null || undefined}>
        {pending ? t('admin.facilityUsers.saving') : t('admin.facilityUsers.save')}
      </button>
      <p role="status" className="portico-visually-hidden">
        {announcement}
      </p>
    </form>
  );
}

function HoldingGroups({ facility }: { facility: Facility }) {
  const t = useT();
  const ids = useId();
  const groups = useResource(facilityGroupsStore(facility.id), t('errors.customerGroup.fetchByFacility'));
  return (
    <section aria-labelledby={`${ids}-heading`}>
      <h4 id={`${ids}-heading`}>{t('admin.facilityUsers.groups.heading')}</h4>
      <Loaded state={groups}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('admin.facilityUsers.groups.empty')}</p>
          ) : (
            <ul>
              {list.map((group) => (
                <li key={group.uuid}>
                  <a href={adminPath(facility.developmentId, 'groups', group.uuid)}>{group.name}</a>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
