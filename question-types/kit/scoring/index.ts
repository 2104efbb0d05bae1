export * from './text.ts';
export * from './sequences.ts';
export * from './partial-credit.ts';
