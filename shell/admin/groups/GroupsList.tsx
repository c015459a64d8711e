import { useId } from 'react';
import { createCustomerGroup } from '../../../core/api/endpoints/customer-groups';
import { checkResolver, useValidatedForm } from '../../../core/forms';
import { useT } from '../../../core/i18n';
import { developmentGroupsStore } from '../../../core/stores/customer-groups';
import { ErrorSummary } from '../../../core/ui/ErrorSummary';
import { Field } from '../../../core/ui/Field';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { styleRef } from '../../../core/ui/styles';
import { useApiAction } from '../../../core/ui/useApiAction';
import { navigate } from '../../router';
import { checkGroup, groupBody, type GroupValues } from './group-form';
import { adminPath } from '../paths';
import { groupsCss } from '../shared/groupStyles';

/** The development's customer groups with their counts, and the form of a new group. */
export function GroupsList({ developmentId }: { developmentId: string }) {
  const t = useT();
  const groups = useResource(developmentGroupsStore(developmentId), t('errors.customerGroup.fetchByDevelopment'));
  return (
    <section ref={styleRef(groupsCss)} className="shell-admin-groups" aria-labelledby="admin-groups-heading">
      <h2 id="admin-groups-heading">{t('groups.title')}</h2>
      <Loaded state={groups}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('groups.empty')}</p>
          ) : (
            <ul className="shell-admin-groups__list">
              {list.map((group) => (
                <li key={group.uuid}>
                  <a href={adminPath(developmentId, 'groups', group.uuid)}>{group.name}</a>
                  {group.description ? <p>{group.description}</p> : null}
                  <p>{t('admin.groups.counts', { members: group.users.length, facilities: group.facilities.length })}</p>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <CreateGroupForm developmentId={developmentId} />
    </section>
  );
}

/** A new group: name required, description optional (the limits of `CustomerGroupCreate`); opens it once made. */
function CreateGroupForm({ developmentId }: { developmentId: string }) {
  const t = useT();
  const ids = useId();
  const { pending, announcement, run } = useApiAction();
  const form = useValidatedForm<GroupValues>({ resolver: checkResolver((values) => checkGroup(values, developmentId)), defaultValues: { name: '', description: '' } });
  const idOf = (name: string) => `${ids}-${name}`;
  return (
    <form
      className="shell-admin-groups__create"
      noValidate
      aria-labelledby={idOf('heading')}
      onSubmit={(event) =>
        void form.submit(event, async (values) => {
          const group = await run('create', () => createCustomerGroup(groupBody(values, developmentId)), {
            failure: { prefix: t('errors.customerGroup.create') },
            done: () => t('admin.groups.create.done'),
          });
          // What was typed stays after a failure; the new group's page opens after a success.
          if (group) navigate(adminPath(developmentId, 'groups', group.uuid));
        })
      }
    >
      <h3 id={idOf('heading')}>{t('admin.groups.create.heading')}</h3>
      <ErrorSummary errors={form.summary(idOf)} focusKey={form.focusKey} />
      <Field id={idOf('name')} label={t('common.name')} error={form.errors.name}>
        <input type="text" autoComplete="off" value={form.values.name} onChange={(event) => form.change('name', event.target.value)} />
      </Field>
      <Field id={idOf('description')} label={t('common.description')} error={form.errors.description}>
        <textarea rows={3} value={form.values.description} onChange={(event) => form.change('description', event.target.value)} />
      </Field>
      <button type="submit" className="portico-button" aria-disabled={pending !== null || undefined}>
        {pending ? t('admin.groups.create.pending') : t('groups.create')}
      </button>
      <p role="status" className="portico-visually-hidden">
        {announcement}
      </p>
    </form>
  );
}
