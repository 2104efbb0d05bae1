// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QUESTION_TYPES } from './registry.ts';
import { QuestionTypeName, loadQuestionTypeTexts, useQuestionTypeName, useQuestionTypeTraitLabel } from './type-texts.ts';

const BENGALI = /[\u0980-\u09FF]/;

describe("a type's name and trait names in Bengali", () => {
  afterEach(cleanup);

  it('every registered type has a Bengali name of its own, not its English one, and the English name is the definition\'s', async () => {
    const enNames = new Set<string>();
    for (const def of QUESTION_TYPES) {
      const { en, bn } = await loadQuestionTypeTexts(def.slug);
      expect(typeof en.name, def.slug).toBe('string');
      expect(typeof bn.name, def.slug).toBe('string');
      expect(bn.name, def.slug).not.toBe(en.name);
      expect(bn.name, def.slug).toMatch(BENGALI);
      // the English name is kept in brackets: it is what PTE material and the exam itself call the task
      expect(bn.name, def.slug).toContain(`(${def.name})`);
      expect(en.name as string, def.slug).toContain(def.name);
      enNames.add(en.name as string);
    }
    // the reading and listening twins are told apart
    expect(enNames.size).toBe(QUESTION_TYPES.length);
  });

  it('every trait of every type has a Bengali name ("Correct answer" included)', async () => {
    for (const def of QUESTION_TYPES) {
      const { en, bn } = await loadQuestionTypeTexts(def.slug);
      for (const trait of def.traits) {
        const bnLabel = (bn.traits as Record<string, string> | undefined)?.[trait.key];
        expect(bnLabel, `${def.slug} ${trait.key}`).toMatch(BENGALI);
        expect((en.traits as Record<string, string> | undefined)?.[trait.key], `${def.slug} ${trait.key}`).toBeTruthy();
      }
    }
  });

  it('pages get them in the page\'s language, and the English name until the texts are in', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(initReactI18next).init({ lng: 'bn', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
    function Show({ slug }: { slug: string }) {
      const name = useQuestionTypeName(slug);
      const trait = useQuestionTypeTraitLabel(slug);
      return <p data-testid="shown">{`${name} / ${trait('correctness')}`}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Show slug="reading-multiple-choice-single" />
        <p data-testid="cell">
          <QuestionTypeName slug="write-from-dictation" />
        </p>
        <p data-testid="unknown">
          <QuestionTypeName slug="no-such-type" fallback="As the server named it" />
        </p>
      </I18nextProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('cell').textContent).toBe('শ্রুতলিখন (Write from Dictation)'));
    expect(screen.getByTestId('unknown').textContent).toBe('As the server named it');
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('বহুনির্বাচনী, একটি উত্তর, পঠন (Multiple Choice, Choose Single Answer) / সঠিক উত্তর'));
    await i18n.changeLanguage('en');
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('Multiple Choice, Choose Single Answer (Reading) / Correct answer'));
  });
});
