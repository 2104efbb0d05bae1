import { describe, expect, it } from 'vitest';
import { faqsFromCsv } from './faq-csv';

describe('faqsFromCsv', () => {
  it('reads question and answer by header, in any order and case, skipping blank rows', () => {
    const csv = '\uFEFFAnswer,Extra,Question\r\n"Yes, twice.",x,Can I retake a quiz?\r\n\r\nNo.,,Is it timed?\r\n';
    expect(faqsFromCsv(csv)).toEqual({
      faqs: [
        { question: 'Can I retake a quiz?', answer: 'Yes, twice.' },
        { question: 'Is it timed?', answer: 'No.' },
      ],
      problems: [],
    });
  });
  it('names the line of each bad row and keeps the good ones', () => {
    const csv = `question,answer\nGood?,Fine\n,No question\nNo answer,\n${'q'.repeat(501)},a\n`;
    const r = faqsFromCsv(csv);
    expect(r.faqs).toEqual([{ question: 'Good?', answer: 'Fine' }]);
    expect(r.problems).toEqual([
      { line: 3, problem: 'questionRequired' },
      { line: 4, problem: 'answerRequired' },
      { line: 5, problem: 'questionTooLong' },
    ]);
  });
  it('refuses a file without the two columns', () => {
    expect(faqsFromCsv('q,a\nx,y\n')).toEqual({ faqs: [], problems: [{ line: 1, problem: 'noHeader' }] });
  });
});
