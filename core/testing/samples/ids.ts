/**
 * Samples of the demo data: the ids the samples use and the demo password of every demo account.
 * How to use them: README.md beside this file.
 */
import { demoIds } from '../../schemas/demo-ids';

/**
 * The ids the samples use, readable so that a failing test says what it was looking at: the demo
 * records' ids (demo-ids.ts), which the reference API seeds too, so the two never disagree.
 *
 * @example
 * sampleDevelopment.id === sampleIds.riversideWharf; // true
 */
export const sampleIds = demoIds;

/** The demo password of every demo account (docs/demo-data.md). */
export const demoPassword = 'Portal-Demo-1';
