import { describe, expect, it } from 'vitest';
import { expectBengaliTwin } from '@kernel/testing/locale-texts';
import { pageTexts } from './texts';
import { MEASURE_ORDER } from '../components/measures-list';

describe('the page texts (loaded with the pages, not the entry)', () => {
  it('have the same keys in en and bn, with Bengali text', () => {
    expectBengaliTwin(pageTexts);
    for (const [k, v] of Object.entries(pageTexts.bn.traits)) expect(v, k).toMatch(/[\u0980-\u09FF]/);
  });

  it('name every measure shown', () => {
    for (const k of MEASURE_ORDER) {
      expect(pageTexts.en.measures, k).toHaveProperty(k);
      expect(pageTexts.bn.measures, k).toHaveProperty(k);
    }
  });
});
