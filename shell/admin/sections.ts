import { createElement, type ComponentType } from 'react';
import type { Development } from '../../core/schemas/developments';

/** What the staff area gives the section shown: the development, all the staff member's, the record in the address and its query. */
export interface SectionProps {
  development: Development;
  developments: readonly Development[];
  recordId: string | undefined;
  search: Record<string, string>;
}

/** One staff section: its name in the navigation (a catalogue id) and its screen, loaded in a chunk of its own when first opened. */
export interface SectionRecord {
  name: string;
  load: () => Promise<ComponentType<SectionProps>>;
}

/**
 * The staff area's sections, in the order its navigation lists them: the one place a section is
 * added. The address's section names come from the keys; each loader takes only the props its
 * section needs.
 * @example const Facilities = lazy(() => SECTION_RECORDS.facilities.load().then((view) => ({ default: view })));
 */
export const SECTION_RECORDS = {
  facilities: {
    name: 'admin.nav.facilities',
    load: () => import('./facilities/FacilitiesSection').then(({ FacilitiesSection }) => (props: SectionProps) => createElement(FacilitiesSection, { developmentId: props.development.id, recordId: props.recordId })),
  },
  bookings: {
    name: 'admin.nav.bookings',
    load: () => import('./bookings/BookingsSection').then(({ BookingsSection }) => (props: SectionProps) => createElement(BookingsSection, { developmentId: props.development.id, search: props.search })),
  },
  groups: {
    name: 'admin.nav.groups',
    load: () => import('./groups/GroupsSection').then(({ GroupsSection }) => (props: SectionProps) => createElement(GroupsSection, { developmentId: props.development.id, recordId: props.recordId })),
  },
  news: {
    name: 'routes.news',
    load: () => import('./news/NewsSection').then(({ NewsSection }) => (props: SectionProps) => createElement(NewsSection, { development: props.development, developments: props.developments, recordId: props.recordId })),
  },
  parcels: {
    name: 'parcels.title',
    load: () => import('./parcels/ParcelsSection').then(({ ParcelsSection }) => (props: SectionProps) => createElement(ParcelsSection, { development: props.development, recordId: props.recordId })),
  },
  tasks: {
    name: 'tasks.title',
    load: () => import('./tasks/TasksSection').then(({ TasksSection }) => (props: SectionProps) => createElement(TasksSection, { development: props.development, recordId: props.recordId })),
  },
} satisfies Record<string, SectionRecord>;
