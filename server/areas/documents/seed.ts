// docs/demo-data.md for the documents area: Riverside Wharf's Building safety (2 files) and Accounts
// (1 file), plus the folders and files the demo news items link (the AGM agenda, Elm Court's
// insurance schedule) and one per other development, so every member has documents of their own.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../area';
import { shiftLondonDays } from '../../../core/domain/london';
import { demoIds } from '../core';
import { filesDir } from '../developments';
import { textPdf } from '../../files/pdf';

/** [file id, name, lines of the PDF, days ago] */
type DemoFile = readonly [id: string, name: string, lines: readonly string[], daysAgo: number];

/** [folder id, development, name, files], in each development's order. */
const folders: readonly (readonly [id: string, developmentId: string, name: string, files: readonly DemoFile[]])[] = [
  [
    demoIds.riversideBuildingSafety,
    demoIds.riversideWharf,
    'Building safety',
    [
      [demoIds.fireRiskAssessment, 'Fire risk assessment.pdf', ['Riverside Wharf', 'Fire risk assessment, common parts', 'Risk rating: tolerable', 'Next review in 12 months.'], 40],
      [demoIds.liftInspection, 'Lift inspection report.pdf', ['Riverside Wharf', 'Lifts A and B: thorough examination (LOLER)', 'Lift B: refurbishment recommended.'], 12],
    ],
  ],
  [
    demoIds.riversideAccounts,
    demoIds.riversideWharf,
    'Accounts',
    [[demoIds.serviceChargeAccounts, 'Service charge accounts.pdf', ['Riverside Wharf', 'Service charge accounts for the last financial year', 'Certified by the accountant.'], 90]],
  ],
  [demoIds.riversideMeetings, demoIds.riversideWharf, 'Meetings', [[demoIds.agmAgenda, 'AGM agenda.pdf', ['Riverside Wharf', 'Annual general meeting: agenda', '1. Accounts  2. Budget  3. Any other business'], 26]]],
  [demoIds.elmInsurance, demoIds.elmCourt, 'Insurance', [[demoIds.insuranceSchedule, 'Insurance schedule.pdf', ['Elm Court', 'Buildings insurance schedule', 'Renewed for twelve months.'], 12]]],
  [demoIds.harbourBuildingSafety, demoIds.harbourLofts, 'Building safety', [[demoIds.claddingSurvey, 'Cladding survey scope.pdf', ['Harbour Lofts', 'External wall survey: scope of works'], 7]]],
];

/**
 * Seeds the documents area: the folders above and a one-page PDF per file. Needs the core area's
 * developments.
 * @example await seedDocuments(ctx);
 */
export async function seedDocuments(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const dir = filesDir(ctx, 'documents');
  const folderRows = folders.map(([id, developmentId, name], position) => ({ id, development_id: developmentId, name, position }));
  const files = folders.flatMap(([folderId, , , folderFiles]) =>
    folderFiles.map(([fileId, fileName, lines, daysAgo]) => {
      const pdf = textPdf(fileName.replace(/\.pdf$/, ''), lines);
      const updatedAt = new Date(shiftLondonDays(now.getTime(), -daysAgo)).toISOString();
      return { pdf, row: { id: fileId, folder_id: folderId, name: fileName, stored_name: `${fileId}.pdf`, size: pdf.length, updated_at: updatedAt } };
    }),
  );
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('document_folders').values(folderRows).execute();
    await trx
      .insertInto('document_files')
      .values(files.map((file) => file.row))
      .execute();
  });
  for (const { row, pdf } of files) writeFileSync(join(dir, row.stored_name), pdf);
}
