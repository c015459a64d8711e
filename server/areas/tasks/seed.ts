// docs/demo-data.md "Other records", Tasks: Riverside Wharf's three tasks, one per status; the lift
// task has the engineer's quote (a small PDF) and a feed of a few events. Seeded when the area is
// new to a database, so one made before this area gets them on its next start too.
import { addLondonDays, londonDay, londonTime } from '../../../core/domain/london';
import type { AppContext } from '../../area';
import { demoIds } from '../core';
import { storeAttachment } from '../requests/files';
import { textPdf } from '../../files/pdf';
import { tasksFeedMessages as feedMessages } from './messages';
import { addTaskEvents, insertTask, insertTaskAttachments, type TaskEvent } from './service';

/** The lift task's quote: [id, name]. */
const liftQuote = ['tat-lift-quote', 'Engineer quote.pdf'] as const;

/**
 * Inserts the demo tasks, their file and their feeds, dated from the seeding day.
 * @example await seedTasks(ctx);
 */
export async function seedTasks(ctx: AppContext): Promise<void> {
  // London days and hours, as the staff who keep the tasks count them.
  const today = londonDay(ctx.now());
  const at = (daysAgo: number, hour: number) => new Date(londonTime(addLondonDays(today, -daysAgo), hour * 60)).toISOString();
  const dayOf = (daysAhead: number) => addLondonDays(today, daysAhead);
  const { otto, manny, riversideWharf } = demoIds;
  const quote = textPdf('Lift B inspection quote', ['Riverside Wharf, Lift B', 'Annual inspection and load test', 'Total: £480.00 plus VAT']);
  const storedQuote = storeAttachment(ctx, quote);

  // Each task: its row, then its feed as [days ago, hour, events].
  const tasks: { row: [id: string, title: string, description: string | null, statusId: string, dueOn: string | null, createdBy: string]; feed: [number, number, TaskEvent[]][] }[] = [
    {
      row: [demoIds.binsTask, 'Clean the bin store', 'Jet-wash the floor and replace the broken lid of bin 3.', demoIds.taskDone, null, otto],
      feed: [
        [20, 9, [{ type: 'message', message: feedMessages.created, authorId: otto }]],
        [18, 10, [{ type: 'status', message: feedMessages.status('Open', 'In progress'), authorId: otto }]],
        [15, 16, [{ type: 'status', message: feedMessages.status('In progress', 'Done'), authorId: otto }]],
      ],
    },
    {
      row: [demoIds.liftTask, 'Lift B inspection', 'Book the engineer and tell the residents of floors 3 to 6.', demoIds.taskInProgress, dayOf(5), otto],
      feed: [
        [
          6,
          9,
          [
            { type: 'message', message: feedMessages.created, authorId: otto },
            { type: 'attachment', message: feedMessages.fileAdded(liftQuote[1]), authorId: otto, attachmentId: liftQuote[0] },
          ],
        ],
        [4, 14, [{ type: 'status', message: feedMessages.status('Open', 'In progress'), authorId: manny }]],
        [4, 14, [{ type: 'message', message: feedMessages.dueOn(dayOf(12), dayOf(5)), authorId: manny }]],
      ],
    },
    {
      row: [demoIds.lightsTask, 'Replace the hall lights', 'Floors 2 and 3: four fittings flicker.', demoIds.taskOpen, dayOf(14), manny],
      feed: [[2, 11, [{ type: 'message', message: feedMessages.created, authorId: manny }]]],
    },
  ];
  await ctx.db.transaction().execute(async (trx) => {
    for (const { row, feed } of tasks) {
      const createdAt = at(feed[0]![0], feed[0]![1]);
      const updatedAt = at(feed.at(-1)![0], feed.at(-1)![1]);
      const [id, title, description, statusId, dueOn, createdBy] = row;
      await insertTask(trx, { id, developmentId: riversideWharf, title, description, statusId, dueOn, createdBy, createdAt, updatedAt });
      if (id === demoIds.liftTask) {
        await insertTaskAttachments(trx, id, createdAt, [{ id: liftQuote[0], storedName: storedQuote, name: liftQuote[1], contentType: 'application/pdf', size: quote.length }]);
      }
      for (const [daysAgo, hour, events] of feed) await addTaskEvents(trx, id, at(daysAgo, hour), events);
    }
  });
}
