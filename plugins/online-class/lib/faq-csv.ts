/**
 * FAQs from a CSV file (the FAQ step's import): a header row naming `question` and `answer` (any case, any order,
 * other columns ignored), then one FAQ a row. Blank rows are skipped; a row with a missing or too long question or
 * answer is reported by its line number (the header is line 1) and left out, so the rest can still be imported.
 */
import Papa from 'papaparse';
import { LIMITS } from './draft';

export type FaqCsvProblem = 'noHeader' | 'questionRequired' | 'answerRequired' | 'questionTooLong' | 'answerTooLong';

export interface FaqCsvResult {
  faqs: Array<{ question: string; answer: string }>;
  problems: Array<{ line: number; problem: FaqCsvProblem }>;
}

export function faqsFromCsv(text: string): FaqCsvResult {
  const rows = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' }).data;
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const qi = header.indexOf('question');
  const ai = header.indexOf('answer');
  if (qi < 0 || ai < 0) return { faqs: [], problems: [{ line: 1, problem: 'noHeader' }] };
  const out: FaqCsvResult = { faqs: [], problems: [] };
  rows.slice(1).forEach((row, i) => {
    const line = i + 2;
    const question = (row[qi] ?? '').trim();
    const answer = (row[ai] ?? '').trim();
    const problem: FaqCsvProblem | null = !question
      ? 'questionRequired'
      : !answer
        ? 'answerRequired'
        : question.length > LIMITS.faqQuestion
          ? 'questionTooLong'
          : answer.length > LIMITS.faqAnswer
            ? 'answerTooLong'
            : null;
    if (problem) out.problems.push({ line, problem });
    else out.faqs.push({ question, answer });
  });
  return out;
}
