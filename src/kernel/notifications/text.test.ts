import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '@locales/en/index';
import bn from '@locales/bn/index';
import { NOTIFICATION_KIND_VALUES } from '@server/modules/notifications/contracts.ts';
import { notificationText } from './text';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'en', fallbackLng: 'en', resources: { en, bn }, initAsync: false });

describe('notificationText', () => {
  const t = i18n.getFixedT('en', 'layout');
  it('writes every kind with its params, in en and bn', () => {
    expect(notificationText(t, { kind: 'evaluation.released', params: { title: 'Free <university> education' } })).toBe('Your trainer evaluated your answer to “Free <university> education”.');
    expect(notificationText(t, { kind: 'package.expiring', params: { package: 'Gold', endsOn: '2026-12-01' } })).toBe('Your package “Gold” ends on 2026-12-01.');
    const tb = i18n.getFixedT('bn', 'layout');
    for (const kind of NOTIFICATION_KIND_VALUES) {
      for (const tf of [t, tb]) {
        const text = notificationText(tf, { kind, params: { title: 'X', package: 'P', endsOn: 'D', time: 'T' } });
        expect(text, kind).not.toMatch(/notifications\.|\{\{/);
      }
    }
  });
  it('reads an unknown kind as the generic text', () => {
    expect(notificationText(t, { kind: 'something.new' as never, params: {} })).toBe('You have a new notification.');
  });
});
