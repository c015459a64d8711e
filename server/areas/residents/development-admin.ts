// A development as its staff look after it (spec 2 §2, §6, §7): the header image staff change
// (`PUT /developments/{id}`), who looks after it (`/contacts`) and its places (`/locations`).
// An area of its own (after the residents') so that a database made before it gets the demo
// contacts and places too.
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { RolePayload } from '../../../core/schemas';
import { DevelopmentUpdate } from '../../../core/schemas/development-admin';
import type { DevelopmentContact, DevelopmentLocation } from '../../../core/schemas/development-contacts';
import type { AppContext, AppEnv, ServerArea } from '../../area';
import { requireStaff, requireUser } from '../../http/auth';
import { HttpError, notFound } from '../../http/errors';
import { checkedWebImage } from '../../http/image-kind';
import { readJson } from '../../http/validate';
import { demoIds, developmentAccess, type AuthUser, type DevelopmentAccess } from '../core';
import { developmentJson } from './developments';
import { removePublicFile, writePublicFile } from './files';

/**
 * The largest development image accepted, decoded. The portal resizes it to 600 pixels wide
 * before it uploads (spec 2 §5), so a real one is far smaller; base64 of this fits the app's 4 MB
 * limit on JSON bodies.
 */
export const DEVELOPMENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** spec 2 §6: the admin role type changes the development image; each staff role in its own developments. */
const IMAGE_ROLES: ReadonlySet<RolePayload> = new Set(['global', 'sl1', 'sl3', 'sl4']);

const developmentAdminMigrations = [
  `
  -- Who looks after a development, in the order a resident should try them.
  CREATE TABLE development_contacts (
    id TEXT PRIMARY KEY,
    development_id TEXT NOT NULL REFERENCES developments(id),
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    email TEXT,
    phone TEXT,
    hours TEXT
  );
  CREATE INDEX development_contacts_development ON development_contacts(development_id, position);
  -- The places of a development a request or a parcel can be about.
  CREATE TABLE development_locations (
    id TEXT PRIMARY KEY,
    development_id TEXT NOT NULL REFERENCES developments(id),
    position INTEGER NOT NULL,
    name TEXT NOT NULL
  );
  CREATE INDEX development_locations_development ON development_locations(development_id, position);
  `,
  `
  -- The line a resident calls out of office hours (the raise form shows it apart from the others).
  ALTER TABLE development_contacts ADD COLUMN out_of_hours INTEGER NOT NULL DEFAULT 0;
  -- A database seeded before this column: its demo out-of-hours lines.
  UPDATE development_contacts SET out_of_hours = 1 WHERE id LIKE 'dct-%-out-of-hours';
  `,
];

/** The caller's access to the development, or 404 (the same as a development that does not exist). */
function accessTo(ctx: AppContext, user: AuthUser, developmentId: string): DevelopmentAccess {
  const access = developmentAccess(ctx.db, user).find((candidate) => candidate.developmentId === developmentId);
  if (!access) throw notFound('Development');
  return access;
}

/**
 * `PUT /developments/{id}`, `GET /developments/{id}/contacts` and `GET /developments/{id}/locations`.
 * @example developmentAdminRoutes(app);
 */
function developmentAdminRoutes(app: Hono<AppEnv>): void {
  // The new image gets a new random name, so a cached old image never shows under the new URL.
  app.put('/developments/:id', requireUser, requireStaff, async (c) => {
    const { ctx, user } = c.var;
    const access = accessTo(ctx, user, c.req.param('id'));
    if (!IMAGE_ROLES.has(access.userRole)) throw new HttpError(403, ['Only the development\u2019s staff may change its image.']);
    const { picture } = await readJson(c, DevelopmentUpdate);
    const { bytes, kind } = checkedWebImage(picture.content, 'picture.content', DEVELOPMENT_IMAGE_MAX_BYTES);
    const name = `dim-${randomUUID()}.${kind.extension}`;
    writePublicFile(ctx, name, bytes);
    const previous = ctx.db.prepare<[string], { image_file: string | null }>('SELECT image_file FROM developments WHERE id = ?').get(access.developmentId)!.image_file;
    ctx.db.prepare('UPDATE developments SET image_file = ? WHERE id = ?').run(name, access.developmentId);
    if (previous) removePublicFile(ctx, previous);
    return c.json({ data: developmentJson(ctx, user, access) });
  });

  app.get('/developments/:id/contacts', requireUser, (c) => {
    const { ctx, user } = c.var;
    const { developmentId } = accessTo(ctx, user, c.req.param('id'));
    const contacts = ctx.db
      .prepare<[string], Omit<DevelopmentContact, 'outOfHours'> & { out_of_hours: number }>(
        'SELECT id, name, role, email, phone, hours, out_of_hours FROM development_contacts WHERE development_id = ? ORDER BY position, id',
      )
      .all(developmentId)
      .map(({ out_of_hours, ...contact }) => ({ ...contact, outOfHours: out_of_hours === 1 }));
    return c.json({ data: { contacts } });
  });

  app.get('/developments/:id/locations', requireUser, (c) => {
    const { ctx, user } = c.var;
    const { developmentId } = accessTo(ctx, user, c.req.param('id'));
    const locations = ctx.db
      .prepare<[string], DevelopmentLocation>('SELECT id, name FROM development_locations WHERE development_id = ? ORDER BY position, id')
      .all(developmentId);
    return c.json({ data: { locations } });
  });
}

type DemoContact = Omit<DevelopmentContact, 'id' | 'outOfHours'> & { key: string };

/** The property manager, the site team and the out-of-hours line of each demo development. */
const demoContacts: Record<string, { slug: string; contacts: DemoContact[]; locations: string[] }> = {
  [demoIds.riversideWharf]: {
    slug: 'riverside',
    contacts: [
      { key: 'manager', name: 'Manny Manager', role: 'Property manager', email: 'manager@example.com', phone: '020 7946 0100', hours: 'Mon-Fri 09:00-17:00' },
      { key: 'site-team', name: 'Riverside Wharf concierge', role: 'Site team', email: 'concierge.riverside@example.com', phone: '020 7946 0101', hours: 'Every day 07:00-22:00' },
      { key: 'out-of-hours', name: 'Out-of-hours line', role: 'Emergencies out of hours', email: null, phone: '0800 000 0000', hours: 'Evenings, nights, weekends and bank holidays' },
    ],
    locations: ['Block A', 'Block B', 'Car park', 'Bin store', 'Bike store', 'Gym', 'Guest Suite', 'Roof garden', 'Reception'],
  },
  [demoIds.elmCourt]: {
    slug: 'elm-court',
    contacts: [
      { key: 'manager', name: 'Manny Manager', role: 'Property manager', email: 'manager@example.com', phone: '0117 496 0100', hours: 'Mon-Fri 09:00-17:00' },
      { key: 'site-team', name: 'Elm Court caretaker', role: 'Site team', email: 'caretaker.elmcourt@example.com', phone: '0117 496 0101', hours: 'Mon-Fri 08:00-16:00' },
      { key: 'out-of-hours', name: 'Out-of-hours line', role: 'Emergencies out of hours', email: null, phone: '0800 000 0000', hours: 'Evenings, nights, weekends and bank holidays' },
    ],
    locations: ['Main building', 'Car park', 'Bin store', 'Garden'],
  },
  [demoIds.harbourLofts]: {
    slug: 'harbour-lofts',
    contacts: [
      { key: 'manager', name: 'Harbour Lofts management', role: 'Property manager', email: 'harbourlofts@example.com', phone: '0113 496 0100', hours: 'Mon-Fri 09:00-17:30' },
      { key: 'site-team', name: 'Harbour Lofts maintenance', role: 'Site team', email: null, phone: '0113 496 0101', hours: 'Mon-Sat 08:00-18:00' },
      { key: 'out-of-hours', name: 'Out-of-hours line', role: 'Emergencies out of hours', email: null, phone: '0800 000 0000', hours: 'Evenings, nights, weekends and bank holidays' },
    ],
    locations: ['Warehouse building', 'Courtyard', 'Car park', 'Bin store', 'Roof Terrace'],
  },
};

/** Seeds the demo contacts (`dct-<development>-<key>`) and places (`loc-<development>-<name>`). */
function seedDevelopmentAdmin({ db }: AppContext): void {
  const insertContact = db.prepare(
    'INSERT INTO development_contacts (id, development_id, position, name, role, email, phone, hours, out_of_hours) VALUES (@id, @developmentId, @position, @name, @role, @email, @phone, @hours, @outOfHours)',
  );
  const insertLocation = db.prepare('INSERT INTO development_locations (id, development_id, position, name) VALUES (?, ?, ?, ?)');
  db.transaction(() => {
    for (const [developmentId, { slug, contacts, locations }] of Object.entries(demoContacts)) {
      contacts.forEach(({ key, ...contact }, position) =>
        insertContact.run({ ...contact, id: `dct-${slug}-${key}`, developmentId, position, outOfHours: key === 'out-of-hours' ? 1 : 0 }),
      );
      locations.forEach((name, position) => insertLocation.run(`loc-${slug}-${name.toLowerCase().replaceAll(' ', '-')}`, developmentId, position, name));
    }
  })();
}

/**
 * The development image, contacts and places.
 * @example export const areas = [...others, developmentAdminArea];
 */
export const developmentAdminArea: ServerArea = {
  name: 'development-admin',
  migrations: developmentAdminMigrations,
  seed: seedDevelopmentAdmin,
  routes: developmentAdminRoutes,
};
