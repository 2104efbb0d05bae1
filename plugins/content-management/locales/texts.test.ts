import { describe, it } from 'vitest';
import { expectBengaliTwin } from '@kernel/testing/locale-texts';
import { pageTexts } from './texts';

describe('the page texts (loaded with the page, not the entry)', () => {
  it('have the same keys in en and bn, with Bengali text', () => {
    expectBengaliTwin(pageTexts);
  });
});
