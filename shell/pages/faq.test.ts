import { readFileSync } from 'node:fs';
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { FaqFile } from '../../core/schemas/faq';
import { sampleFaqFile } from '../../core/testing/samples/developments';
import { answerParagraphs, searchFaq, visibleFaqEntries } from './faq';

const { entries } = sampleFaqFile;
const questions = (list: readonly { question: string }[]) => list.map((entry) => entry.question);

describe('the FAQ rules (spec 2 §2, §6)', () => {
  it('shows the entries for both and for the active role, in order', () => {
    expect(questions(visibleFaqEntries(entries, 'customer'))).toEqual(['How do I reset my password?', 'Can my visitors stay overnight?']);
    expect(questions(visibleFaqEntries(entries, 'admin'))).toEqual(['How do I reset my password?', 'How do I publish news?']);
    expect(questions(visibleFaqEntries(entries, null))).toEqual(['How do I reset my password?']);
  });

  it('searches the question or the answer, in any letter case; a blank search matches all', () => {
    expect(questions(searchFaq(entries, 'PARKING'))).toEqual(['Can my visitors stay overnight?']);
    expect(questions(searchFaq(entries, 'password'))).toEqual(['How do I reset my password?']);
    expect(questions(searchFaq(entries, '  '))).toEqual(questions(entries));
    expect(searchFaq(entries, 'swimming pool')).toEqual([]);
  });

  it('splits an answer into paragraphs at blank lines', () => {
    expect(answerParagraphs('One line.\nStill one.\n\n  Two.  \n\n\n')).toEqual(['One line.\nStill one.', 'Two.']);
  });
});

describe('the shipped FAQ file (shell/faq.json, docs/demo-data.md)', () => {
  const raw: unknown = JSON.parse(readFileSync(new URL('../faq.json', import.meta.url), 'utf8'));
  const [invalid, file] = validate(raw, FaqFile);

  it('is a FAQ file of at least 10 entries, for both, customers and admins', () => {
    expect(invalid).toBeUndefined();
    expect(file!.entries.length).toBeGreaterThanOrEqual(10);
    expect(new Set(file!.entries.map((entry) => entry.visibility))).toEqual(new Set(['both', 'customer', 'admin']));
  });

  it('mentions parking in an answer a customer sees, and in no question', () => {
    const customers = visibleFaqEntries(file!.entries, 'customer');
    expect(file!.entries.filter((entry) => /parking/i.test(entry.question))).toEqual([]);
    expect(searchFaq(customers, 'parking').length).toBeGreaterThan(0);
  });
});
