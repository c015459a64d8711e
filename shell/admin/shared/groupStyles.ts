// The CSS of the customer group screens and a facility's users panel, adopted where they render
// (core/ui styleRef), so it travels in the staff area's chunk and never reaches residents.
export const groupsCss = `
.shell-admin-groups, .shell-admin-group, .shell-admin-facility-users { display: grid; gap: 1rem; justify-items: start; }
.shell-admin-groups h2, .shell-admin-groups h3, .shell-admin-group h2, .shell-admin-group h3, .shell-admin-group h4, .shell-admin-facility-users h3, .shell-admin-facility-users h4 { margin: 0; }
.shell-admin-group > section { display: grid; gap: 0.75rem; justify-items: start; }
.shell-admin-groups__list, .shell-admin-group__items { display: grid; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.shell-admin-groups__list p { margin: 0.25rem 0 0; }
.shell-admin-groups__create, .shell-admin-group__add { display: grid; gap: 0.75rem; justify-items: start; margin-top: 0.5rem; }
.shell-admin-group__items li { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.shell-admin-group__premises, .shell-admin-checklist__hint { display: block; font-size: 0.875rem; color: var(--_p-text-muted); }
.shell-admin-checklist { display: grid; gap: 0.5rem; margin: 0; padding: 0; border: 0; }
.shell-admin-checklist legend { margin-bottom: 0.5rem; font-weight: 600; }
.shell-admin-checklist__item { display: grid; grid-template-columns: auto 1fr; column-gap: 0.5rem; align-items: start; }
.shell-admin-checklist__item input { width: 1.5rem; height: 1.5rem; margin: 0; }
.shell-admin-checklist__hint { grid-column: 2; }
`;
