import { describe, expect, it } from 'vitest';
import { expectBengaliTwin, leaves } from '@kernel/testing/locale-texts';
import { pageTexts } from './texts';
import en from './en.json';
import bn from './bn.json';

describe('the exams texts', () => {
  it('have the same keys in en and bn, with Bengali text', () => {
    expectBengaliTwin(pageTexts);
    expect(leaves(bn).sort()).toEqual(leaves(en).sort());
  });
});
