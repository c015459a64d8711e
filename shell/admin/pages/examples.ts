// The named states of the development page's page (article) panel (STYLE.md 4): Riverside Wharf
// with its published page (Bin collection days) and its draft (Summer party), seen by each role.
// The DOM tests render each one, open the panel and check it with axe.
import type { AuthResult, User } from '../../../core/schemas';
import type { Development, Post } from '../../../core/schemas/developments';
import { sampleAdminUser, sampleAuthResult, sampleManagerUser, sampleUser } from '../../../core/testing/samples/account';
import { sampleDevelopment, sampleDocumentsResponse } from '../../../core/testing/samples/developments';
import { sampleIds } from '../../../core/testing/samples/ids';
import { sampleNewsFilterResponse } from '../../../core/testing/samples/news';
import { ok, type ExampleAnswers, type PageExample } from '../../../core/testing/examples';

const RIVERSIDE = sampleIds.riversideWharf;

/** The calls of one page. */
export const postsCall = `POST /developments/${RIVERSIDE}/posts`;
export const postCall = (method: 'PUT' | 'DELETE', postId: string) => `${method} /developments/${RIVERSIDE}/posts/${postId}`;

/** The page staff add in the examples, as the API answers it. */
export const gymRulesPost: Post = {
  id: 'pst-riverside-gym-rules',
  title: 'Gym rules',
  description: '<p>Bring a towel.</p>',
  published: false,
  updatedAt: '2026-11-26T10:00:00.000Z',
  author: { firstName: 'Ada', lastName: 'Admin' },
};

/** An sl4 site staff member: staff, but not one who edits pages (spec 2 §6). */
const siteStaffUser: User = { ...sampleManagerUser, id: 'usr-sid-site-staff', role: { ...sampleManagerUser.role, payloads: ['sl4'] } };

const session = (user: User): AuthResult => ({ ...sampleAuthResult, user });

const answers = (developments: Development[] = [sampleDevelopment]): ExampleAnswers => ({
  'GET /developments': ok({ developments }),
  'POST /news/filter': ok(sampleNewsFilterResponse),
  'GET /tickets': ok({ tickets: [], total: 0 }),
  [`GET /developments/${RIVERSIDE}/documents`]: ok(sampleDocumentsResponse),
});

/** A page example: who signs in, where they look. */
export interface PagesExample extends PageExample {
  /** The development page's tab, or `article/{postId}`. */
  tab: string;
}

const example = (name: string, user: User, tab: string): PagesExample => ({ name, session: session(user), answers: answers(), tab });

export const pagesExamples = {
  /** Ada Admin (global) on the news tab: Add page. */
  globalNews: example('globalNews', sampleAdminUser, 'news'),
  /** Manny Manager (sl1) on the published page: Edit page, Delete page. */
  managerArticle: example('managerArticle', sampleManagerUser, 'article/pst-riverside-bins'),
  /** Ada Admin on the draft, marked (draft). */
  globalDraft: example('globalDraft', sampleAdminUser, 'article/pst-riverside-summer-party'),
  /** Sid, sl4 site staff, on the published page: no page controls. */
  siteStaffArticle: example('siteStaffArticle', siteStaffUser, 'article/pst-riverside-bins'),
  /** Olivia Owner, a resident, on the published page: no page controls, no draft tab. */
  residentArticle: example('residentArticle', sampleUser, 'article/pst-riverside-bins'),
} satisfies Record<string, PagesExample>;
