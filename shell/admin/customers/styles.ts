// The CSS of the customers tab and the customer detail, adopted where they render (core/ui
// styleRef), so it travels in the staff area's chunk and never reaches residents.
export const customersCss = `
.shell-admin-customers, .shell-admin-customer { display: grid; gap: 1rem; }
.shell-admin-customers h2, .shell-admin-customer h2, .shell-admin-customer h3 { margin: 0; }
.shell-admin-customers__filters { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem 1.5rem; }
.shell-admin-customers__filters .shell-search { flex: 1 1 16rem; }
.shell-admin-customers__switch { display: flex; align-items: center; gap: 0.5rem; }
.shell-admin-customers__switch input { width: 1.5rem; height: 1.5rem; margin: 0; }
.shell-admin-customer > section { display: grid; gap: 0.75rem; }
.shell-admin-customer__details { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0; }
.shell-admin-customer__details dt { font-weight: 600; }
.shell-admin-customer__details dd { margin: 0; }
.shell-admin-customer__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.shell-admin-customer__file { padding: 0; border: 0; background: none; color: var(--_p-link, inherit); text-decoration: underline; cursor: pointer; font: inherit; text-align: start; }
`;
