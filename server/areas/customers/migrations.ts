/**
 * What staff hold about a customer beyond the core's premises contacts: the relationship types,
 * the contact details of people not registered in the portal, and the customer's files.
 * @example const area: ServerArea = { name: 'customers', migrations: customersMigrations, seed, routes };
 */
export const customersMigrations = [
  `
  -- spec 2 §3 relationship types; reference data, so every database has them, demo or not.
  -- role_payload is what premises_contacts.relationship stores for the type: the role the
  -- portal gives the customer there (an owner's premises pages, a subtenant's lesser access).
  CREATE TABLE relationship_types (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    role_payload TEXT NOT NULL CHECK (role_payload IN ('owner', 'subtenant')),
    position INTEGER NOT NULL
  );
  INSERT INTO relationship_types (id, name, role_payload, position) VALUES
    ('rel-owner', 'Owner', 'owner', 1),
    ('rel-subtenant', 'Subtenant', 'subtenant', 2),
    ('rel-tenant', 'Tenant', 'subtenant', 3),
    ('rel-director', 'Director', 'owner', 4);
  -- The type a contact holds; null for the contacts sign-up makes, which hold their role payload's
  -- own type (rel-owner, rel-subtenant).
  ALTER TABLE premises_contacts ADD COLUMN relationship_type_id TEXT REFERENCES relationship_types(id);
  -- A person not registered in the portal has no user: staff keep their e-mail and main phone on
  -- the contact, and person_id ties their contacts (one per premises) into one customer.
  ALTER TABLE premises_contacts ADD COLUMN email TEXT;
  ALTER TABLE premises_contacts ADD COLUMN main_number TEXT;
  ALTER TABLE premises_contacts ADD COLUMN person_id TEXT;
  -- customer_id is the customer as the API names them: their user, or their first contact.
  CREATE TABLE customer_files (
    id TEXT PRIMARY KEY,
    customer_id TEXT NOT NULL,
    name TEXT NOT NULL,
    stored_name TEXT NOT NULL,         -- file name under <dataDir>/files/customers
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX customer_files_customer ON customer_files(customer_id, updated_at);
  `,
  `
  -- A file is held by one development's managing agent and shown only to its staff. Files stored
  -- before this belong to the development of the customer's first relationship.
  ALTER TABLE customer_files ADD COLUMN development_id TEXT REFERENCES developments(id);
  UPDATE customer_files SET development_id = (
    SELECT p.development_id FROM premises_contacts c JOIN premises p ON p.id = c.premises_id
     WHERE COALESCE(c.user_id, c.person_id, c.id) = customer_files.customer_id ORDER BY c.id LIMIT 1
  );
  DROP INDEX customer_files_customer;
  CREATE INDEX customer_files_customer ON customer_files(customer_id, development_id, updated_at);
  `,
  `
  -- A contact staff made with the e-mail of a confirmed account is offered to that account's
  -- customer, who takes it as theirs or declines it; a declined one is not offered again.
  ALTER TABLE premises_contacts ADD COLUMN declined_at TEXT;
  `,
];

/** The customers area's tables, as the query builder types them. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- placeholder until the area moves to the query builder
export interface CustomersTables {}
