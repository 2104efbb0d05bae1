export * from './text.ts';
export * from './sentences.ts';
export * from './sequences.ts';
export * from './partial-credit.ts';
export * from './blanks.ts';
export * from './choice.ts';
