import { useId, useState } from 'react';
import {
  addGroupFacilities,
  addGroupUsers,
  deleteCustomerGroup,
  removeGroupFacilities,
  removeGroupUsers,
} from '../../../core/api/endpoints/customer-groups';
import { useT } from '../../../core/i18n';
import type { CustomerGroup } from '../../../core/schemas/customer-groups';
import type { CustomerRelationship } from '../../../core/schemas/customers';
import { developmentCustomersStore, developmentGroupsStore } from '../../../core/stores/customer-groups';
import { facilitiesStore } from '../../../core/stores/facilities';
import { Alert } from '../../../core/ui/Alert';
import { Loaded, useResource } from '../../../core/ui/Loaded';
import { styleRef } from '../../../core/ui/styles';
import { useApiAction } from '../../../core/ui/useApiAction';
import { ConfirmDialog } from '../../../core/ui/ConfirmDialog';
import { navigate } from '../../router';
import { SearchField } from '../../../core/ui/SearchField';
import { adminPath } from '../paths';
import { groupsCss } from '../shared/groupStyles';

type StaffAction = ReturnType<typeof useApiAction>;

/** One group: its members and facilities, each with Remove and Add, and Delete with a confirmation. */
export function GroupPage({ developmentId, groupId }: { developmentId: string; groupId: string }) {
  const t = useT();
  const groups = useResource(developmentGroupsStore(developmentId), t('errors.customerGroup.fetchByDevelopment'));
  const action = useApiAction();
  return (
    <section ref={styleRef(groupsCss)} className="shell-admin-group">
      <p>
        <a href={adminPath(developmentId, 'groups')}>{t('admin.groups.back')}</a>
      </p>
      <Loaded state={groups}>
        {(list) => {
          const group = list.find((item) => item.uuid === groupId);
          if (!group) return <Alert type="info">{t('admin.groups.notFound')}</Alert>;
          return (
            <>
              <h2>{group.name}</h2>
              {group.description ? <p>{group.description}</p> : null}
              <Members group={group} action={action} />
              <Facilities group={group} action={action} />
              <DeleteGroup group={group} action={action} />
            </>
          );
        }}
      </Loaded>
      <p role="status" className="portico-visually-hidden">
        {action.announcement}
      </p>
    </section>
  );
}

/** Remove one member or facility from the group, naming it, with its pending text. */
function RemoveButton(props: { action: StaffAction; pendingKey: string; name: string; remove: () => Promise<unknown>; failure: string }) {
  const t = useT();
  const { action, pendingKey, name, remove, failure } = props;
  return (
    <button
      type="button"
      className="portico-button portico-button--secondary"
      aria-disabled={action.pending !== null || undefined}
      onClick={() => void action.run(pendingKey, remove, { failure: { prefix: failure }, done: () => t('admin.groups.removed', { name }) })}
    >
      {action.pending === pendingKey ? t('admin.groups.removing') : t('admin.groups.removeNamed', { name })}
    </button>
  );
}

/** The group's members with Remove, and the pick list of customers to add. */
function Members({ group, action }: { group: CustomerGroup; action: StaffAction }) {
  const t = useT();
  return (
    <section aria-labelledby="admin-group-members">
      <h3 id="admin-group-members">{t('groups.members')}</h3>
      {group.users.length === 0 ? (
        <p>{t('admin.groups.members.empty')}</p>
      ) : (
        <ul className="shell-admin-group__items">
          {group.users.map((member) => (
            <li key={member.id}>
              <span>
                {member.fullName}
                {member.premises.length > 0 ? <span className="shell-admin-group__premises">{member.premises.join(', ')}</span> : null}
              </span>
              <RemoveButton
                action={action}
                pendingKey={`member:${member.id}`}
                name={member.fullName}
                remove={() => removeGroupUsers(group.uuid, [member.id])}
                failure={t('errors.customerGroup.removeCustomers')}
              />
            </li>
          ))}
        </ul>
      )}
      <AddCustomers group={group} action={action} />
    </section>
  );
}

/** A person of the customers list with every premises they hold there. */
interface Person {
  id: string;
  fullName: string;
  premises: string[];
}

/** The registered, active customers by person (the list has a row per premises), by name. */
function people(rows: readonly CustomerRelationship[]): Person[] {
  const byId = new Map<string, Person>();
  for (const row of rows) {
    if (row.userId === null || row.stateCode !== 0 || row.relationshipStateCode !== 0) continue;
    const person = byId.get(row.userId) ?? { id: row.userId, fullName: row.fullName, premises: [] };
    if (!person.premises.includes(row.premiseName)) person.premises.push(row.premiseName);
    byId.set(row.userId, person);
  }
  return [...byId.values()];
}

/** Searchable pick list of the development's customers who are not members yet. */
function AddCustomers({ group, action }: { group: CustomerGroup; action: StaffAction }) {
  const t = useT();
  const ids = useId();
  const customers = useResource(developmentCustomersStore(group.developmentUuid), t('errors.customers'));
  const [search, setSearch] = useState('');
  const members = new Set(group.users.map((member) => member.id));
  return (
    <section aria-labelledby={`${ids}-heading`} className="shell-admin-group__add">
      <h4 id={`${ids}-heading`}>{t('groups.addCustomers')}</h4>
      <Loaded state={customers}>
        {(rows) => {
          const candidates = people(rows).filter((person) => !members.has(person.id));
          if (candidates.length === 0) return <p>{t('admin.groups.members.allIn')}</p>;
          const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
          const shown = candidates.filter((person) => words.every((word) => `${person.fullName} ${person.premises.join(' ')}`.toLowerCase().includes(word)));
          return (
            <>
              <SearchField label={t('admin.groups.members.add.search')} value={search} onChange={setSearch} found={t('admin.groups.members.add.found', { count: shown.length })} />
              <AddChosen
                action={action}
                pendingKey="add-members"
                legend={t('admin.groups.members.add.legend')}
                submit={t('admin.groups.members.add.submit')}
                items={shown.map((person) => ({ id: person.id, label: person.fullName, hint: person.premises.join(', ') }))}
                eligible={candidates.map((person) => person.id)}
                add={(users) => addGroupUsers(group.uuid, users)}
                failure={t('errors.customerGroup.addCustomers')}
              />
            </>
          );
        }}
      </Loaded>
    </section>
  );
}

/** The group's facilities with Remove, and the development's other facilities to add. */
function Facilities({ group, action }: { group: CustomerGroup; action: StaffAction }) {
  const t = useT();
  const ids = useId();
  const facilities = useResource(facilitiesStore(group.developmentUuid), t('facilities.loadFailed'));
  const held = new Set(group.facilities.map((facility) => facility.id));
  return (
    <section aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`}>{t('groups.facilities')}</h3>
      {group.facilities.length === 0 ? (
        <p>{t('admin.groups.facilities.empty')}</p>
      ) : (
        <ul className="shell-admin-group__items">
          {group.facilities.map((facility) => (
            <li key={facility.id}>
              <span>{facility.name}</span>
              <RemoveButton
                action={action}
                pendingKey={`facility:${facility.id}`}
                name={facility.name}
                remove={() => removeGroupFacilities(group.uuid, [facility.id])}
                failure={t('errors.customerGroup.removeFacilities')}
              />
            </li>
          ))}
        </ul>
      )}
      <Loaded state={facilities}>
        {(list) => {
          const others = list.filter((facility) => !held.has(facility.id));
          if (others.length === 0) return <p>{t('admin.groups.facilities.allIn')}</p>;
          return (
            <AddChosen
              action={action}
              pendingKey="add-facilities"
              legend={t('admin.groups.facilities.add.legend')}
              submit={t('admin.groups.facilities.add.submit')}
              items={others.map((facility) => ({ id: facility.id, label: facility.name }))}
              add={(chosenIds) => addGroupFacilities(group.uuid, chosenIds)}
              failure={t('errors.customerGroup.addFacilities')}
            />
          );
        }}
      </Loaded>
    </section>
  );
}

interface ChecklistItem {
  id: string;
  label: string;
  hint?: string;
}

/**
 * What may be added to the group, ticked in a checklist, and its Add button: at least one must be
 * ticked; the ticks clear once added. `eligible` (default: the items) keeps ticks that a search
 * has hidden.
 */
function AddChosen(props: {
  action: StaffAction;
  pendingKey: string;
  legend: string;
  submit: string;
  items: readonly ChecklistItem[];
  eligible?: readonly string[];
  add: (ids: string[]) => Promise<unknown>;
  failure: string;
}) {
  const t = useT();
  const { action, pendingKey, legend, submit, items, add, failure } = props;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [missing, setMissing] = useState(false);
  const onAdd = async () => {
    const ids = (props.eligible ?? items.map((item) => item.id)).filter((id) => chosen.has(id));
    setMissing(ids.length === 0);
    if (ids.length === 0) return;
    if (await action.run(pendingKey, () => add(ids), { failure: { prefix: failure }, done: () => t('admin.groups.added') })) setChosen(new Set());
  };
  return (
    <>
      <Checklist
        legend={legend}
        items={items}
        chosen={chosen}
        onChange={(next) => {
          setChosen(next);
          setMissing(false);
        }}
        error={missing ? t('admin.groups.chooseOne') : undefined}
      />
      <button type="button" className="portico-button" aria-disabled={action.pending !== null || undefined} onClick={() => void onAdd()}>
        {action.pending === pendingKey ? t('admin.groups.adding') : submit}
      </button>
    </>
  );
}

/** A list of checkboxes in a fieldset, each with an optional hint, and the list's error. */
function Checklist(props: {
  legend: string;
  items: readonly ChecklistItem[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const ids = useId();
  const { legend, items, chosen, onChange, error } = props;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <fieldset className="shell-admin-checklist" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend>{legend}</legend>
      {error ? (
        <p id={`${ids}-error`} className="portico-field__error">
          <span className="portico-visually-hidden">{t('ui.field.errorPrefix')}</span>
          {error}
        </p>
      ) : null}
      {items.map((item, index) => (
        <div key={item.id} className="shell-admin-checklist__item">
          <input
            type="checkbox"
            id={`${ids}-${index}`}
            checked={chosen.has(item.id)}
            aria-describedby={item.hint ? `${ids}-${index}-hint` : undefined}
            onChange={(event) => toggle(item.id, event.target.checked)}
          />
          <label htmlFor={`${ids}-${index}`}>{item.label}</label>
          {item.hint ? (
            <span id={`${ids}-${index}-hint`} className="shell-admin-checklist__hint">
              {item.hint}
            </span>
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}

/** Delete group, after a confirmation; back to the list once deleted. */
function DeleteGroup({ group, action }: { group: CustomerGroup; action: StaffAction }) {
  const t = useT();
  const bodyId = useId();
  const [confirming, setConfirming] = useState(false);
  const { pending, run } = action;
  const remove = async () => {
    const deleted = await run('delete', () => deleteCustomerGroup(group.uuid), { failure: { prefix: t('errors.customerGroup.remove') } });
    setConfirming(false);
    if (deleted) navigate(adminPath(group.developmentUuid, 'groups'));
  };
  return (
    <>
      <button type="button" className="portico-button portico-button--secondary" onClick={() => setConfirming(true)}>
        {t('groups.delete')}
      </button>
      <ConfirmDialog
        open={confirming}
        heading={t('groups.deleteConfirm', { name: group.name })}
        describedBy={bodyId}
        confirmLabel={pending === 'delete' ? t('admin.groups.delete.pending') : t('common.delete')}
        pending={pending !== null}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      >
        <p id={bodyId}>{t('admin.groups.delete.body')}</p>
      </ConfirmDialog>
    </>
  );
}
