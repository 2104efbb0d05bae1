// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { registerPageTexts, usePageTranslation } from './page-texts';

const pages = {
  en: { title: 'Results', retry: 'Try again' },
  bn: { title: 'ফলাফল', retry: 'আবার চেষ্টা করুন' },
};

/** An instance as the app starts it: the plugin's namespace holds only its menu label. */
async function started(menu: Record<string, unknown> = { menu: { results: 'Results' } }) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en', fallbackLng: 'en', resources: { en: { exams: menu }, bn: { exams: { menu: { results: 'ফল' } } } } });
  return i18n;
}

describe('registerPageTexts', () => {
  it('adds the page texts to a namespace that already holds the menu labels, in en and bn', async () => {
    const i18n = await started();
    expect(i18n.getResource('en', 'exams', 'title')).toBeUndefined();
    registerPageTexts(i18n, 'exams', pages);
    expect(i18n.getResource('en', 'exams', 'title')).toBe('Results');
    expect(i18n.getResource('bn', 'exams', 'title')).toBe('ফলাফল');
    expect(i18n.getResource('en', 'exams', 'menu.results')).toBe('Results');
  });

  it('adds them once per language, however often it is called', async () => {
    const i18n = await started();
    const add = vi.spyOn(i18n, 'addResourceBundle');
    for (let i = 0; i < 5; i++) registerPageTexts(i18n, 'exams', pages);
    expect(add.mock.calls.map(([lng, ns]) => `${lng}:${ns}`)).toEqual(['en:exams', 'bn:exams']);
  });

  it('does not take a key of the page texts that is already there for a sign that they joined', async () => {
    // the check this replaces looked for `retry`: a namespace that had it for another reason never got its pages
    const i18n = await started({ menu: { results: 'Results' }, retry: 'Retry' });
    registerPageTexts(i18n, 'exams', pages);
    expect(i18n.getResource('en', 'exams', 'title')).toBe('Results');
    expect(i18n.getResource('en', 'exams', 'retry')).toBe('Retry');
  });

  it('adds them again to a store that a fresh init replaced, and to another instance', async () => {
    const i18n = await started();
    registerPageTexts(i18n, 'exams', pages);
    await i18n.init({ lng: 'en', resources: { en: { exams: {} } } });
    expect(i18n.getResource('en', 'exams', 'title')).toBeUndefined();
    registerPageTexts(i18n, 'exams', pages);
    expect(i18n.getResource('en', 'exams', 'title')).toBe('Results');

    const other = await started();
    registerPageTexts(other, 'exams', pages);
    expect(other.getResource('bn', 'exams', 'title')).toBe('ফলাফল');
  });

  it('keeps namespaces apart: the same texts join a second namespace too', async () => {
    const i18n = await started();
    registerPageTexts(i18n, 'exams', pages);
    registerPageTexts(i18n, 'other', pages);
    expect(i18n.getResource('en', 'other', 'title')).toBe('Results');
  });
});

describe('usePageTranslation', () => {
  it("translates the namespace's page texts on the first render", async () => {
    const i18n = await started();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
    const { result } = renderHook(() => usePageTranslation('exams', pages), { wrapper });
    expect(result.current.t('title')).toBe('Results');
    await i18n.changeLanguage('bn');
    const bn = renderHook(() => usePageTranslation('exams', pages), { wrapper });
    expect(bn.result.current.t('title')).toBe('ফলাফল');
  });
});
