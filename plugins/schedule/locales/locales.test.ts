import { describe, it } from 'vitest';
import { expectBengaliTwin } from '@kernel/testing/locale-texts';
import { pageTexts } from './texts';
import en from './en.json';
import bn from './bn.json';

describe('schedule texts', () => {
  it('have the same keys in en and bn, with Bengali text', () => {
    expectBengaliTwin(pageTexts);
    expectBengaliTwin({ en, bn });
  });
});
