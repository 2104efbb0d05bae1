import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { QUESTION_TYPES } from './registry.ts';
import { loadQuestionTypeTexts, registerQuestionTypeTexts, typeTextsNamespace } from './type-texts.ts';

describe("a type's texts, through the registry", () => {
  it('loads every registered type\'s en and bn texts by slug', async () => {
    expect(QUESTION_TYPES.length).toBeGreaterThan(20);
    for (const { slug } of QUESTION_TYPES) {
      const texts = await loadQuestionTypeTexts(slug);
      expect(Object.keys(texts.en).length, slug).toBeGreaterThan(0);
      expect(Object.keys(texts.bn).sort(), slug).toEqual(Object.keys(texts.en).sort());
    }
  });

  it('refuses a slug the registry does not know (the kit\'s own texts included)', async () => {
    await expect(loadQuestionTypeTexts('no-such-type')).rejects.toThrow(/no-such-type/);
    await expect(loadQuestionTypeTexts('kit')).rejects.toThrow(/kit/);
  });

  it('registers them under the namespace the type\'s own i18n.ts uses', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: {} });
    await registerQuestionTypeTexts(i18n, 'read-aloud');
    const { NS } = await import('./read-aloud/i18n.ts');
    expect(typeTextsNamespace('read-aloud')).toBe(NS);
    expect(i18n.hasResourceBundle('en', NS) && i18n.hasResourceBundle('bn', NS)).toBe(true);
  });
});
