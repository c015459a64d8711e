// docs/demo-data.md for the developments area: each development's picture, its pages, who looks
// after it and its places, and an image of its news and pages. Deterministic: dates are relative
// to the seed time, pictures are drawn from a seed.
import { shiftLondonDays } from '../../../core/domain/london';
import type { DevelopmentContact } from '../../../core/schemas/development-contacts';
import type { AppContext } from '../../area';
import { demoIds } from '../core';
import { writePublicFile } from './files';
import { developmentImageSvg } from './images';

/**
 * The demo records' ids of this area that tests name.
 * @example await api.call(`/developments/${demoIds.riversideWharf}/posts/${developmentsDemoIds.riversideBinsPost}`, { token });
 */
export const developmentsDemoIds = {
  riversideBinsPost: 'pst-riverside-bins',
  riversideDraftPost: 'pst-riverside-summer-party',
} as const;

/** [id, development, title, HTML, published, author, days ago] */
const posts: [string, string, string, string, boolean, string, number][] = [
  [developmentsDemoIds.riversideBinsPost, demoIds.riversideWharf, 'Bin collection days', '<p>General waste is collected on <strong>Tuesdays</strong>, recycling on Fridays. Please use the bin store by the car park entrance.</p>', true, demoIds.manny, 20],
  ['pst-riverside-gym-rules', demoIds.riversideWharf, 'Gym rules', '<ul><li>Book a slot before you come.</li><li>Wipe the equipment down after use.</li><li>No under-16s without an adult.</li></ul>', true, demoIds.otto, 45],
  [developmentsDemoIds.riversideDraftPost, demoIds.riversideWharf, 'Summer party', '<p>Save the date: the residents\u2019 summer party on the river terrace. Details to follow.</p>', false, demoIds.otto, 12],
  ['pst-elm-parking', demoIds.elmCourt, 'Parking permits', '<p>Each apartment has <strong>one</strong> parking permit. Visitors may park in the two bays by the gate for up to 4 hours.</p>', true, demoIds.manny, 30],
  ['pst-elm-garden-project', demoIds.elmCourt, 'Community garden project', '<p>Draft plan for the raised beds in the courtyard, for comment at the next meeting.</p>', false, demoIds.manny, 6],
  ['pst-harbour-moorings', demoIds.harbourLofts, 'Bike store and moorings', '<p>The bike store code changes on the first of every month; ask the managing agent for the new code.</p>', true, demoIds.ada, 25],
  ['pst-harbour-roof-terrace', demoIds.harbourLofts, 'Roof terrace opening hours', '<p>Proposed opening hours: 08:00 to 22:00 from April to September.</p>', false, demoIds.ada, 4],
];

type DemoContact = Omit<DevelopmentContact, 'id' | 'outOfHours'> & { key: string };

/** The property manager, the site team and the out-of-hours line of each demo development, and its places. */
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

/**
 * Seeds the developments area (docs/demo-data.md): a picture per development (`<id>.svg`), the
 * pages, the contacts (`dct-<development>-<key>`) and places (`loc-<development>-<name>`), and a
 * Site plan image of news and pages per development (`cim-<development>-site-plan.svg`), uploaded
 * by Manny Manager a week before the seed time. Needs the core area's records.
 * @example await seedDevelopments(ctx);
 */
export async function seedDevelopments(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const developments = await ctx.db.selectFrom('developments').select(['id', 'name', 'image_file']).orderBy('id').execute();
  for (const development of developments) {
    if (development.image_file) writePublicFile(ctx, development.image_file, developmentImageSvg(development.name, development.id));
  }
  const seeded = new Set(developments.map((development) => development.id));
  const uploadedAt = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000).toISOString();
  const images = Object.entries(demoContacts)
    .filter(([developmentId]) => seeded.has(developmentId))
    .map(([developmentId, { slug }]) => ({ file_name: `cim-${slug}-site-plan.svg`, development_id: developmentId, name: 'Site plan', uploaded_by: demoIds.manny, created_at: uploadedAt }));
  for (const image of images) writePublicFile(ctx, image.file_name, developmentImageSvg('Site plan', image.file_name));

  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('development_posts')
      .values(
        posts.map(([id, developmentId, title, description, published, authorId, daysAgo]) => ({
          id,
          development_id: developmentId,
          title,
          description,
          published: published ? 1 : 0,
          author_id: authorId,
          updated_at: new Date(shiftLondonDays(now.getTime(), -daysAgo)).toISOString(),
        })),
      )
      .execute();
    const places = Object.entries(demoContacts);
    await trx
      .insertInto('development_contacts')
      .values(
        places.flatMap(([developmentId, { slug, contacts }]) =>
          contacts.map(({ key, ...contact }, position) => ({
            ...contact,
            id: `dct-${slug}-${key}`,
            development_id: developmentId,
            position,
            out_of_hours: key === 'out-of-hours' ? 1 : 0,
          })),
        ),
      )
      .execute();
    await trx
      .insertInto('development_locations')
      .values(
        places.flatMap(([developmentId, { slug, locations }]) =>
          locations.map((name, position) => ({ id: `loc-${slug}-${name.toLowerCase().replaceAll(' ', '-')}`, development_id: developmentId, position, name })),
        ),
      )
      .execute();
    if (images.length > 0) await trx.insertInto('content_images').values(images).execute();
  });
}
