// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '@locales/en/index';
import bn from '@locales/bn/index';
import { SERVER_ROLES } from '../permissions/catalogue';
import { roleLabel } from './role-label';
import { UserCard } from './user-card';

async function i18nIn(lng: 'en' | 'bn') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, fallbackLng: 'en', defaultNS: 'common', resources: { en, bn }, interpolation: { escapeValue: false } });
  return i18n;
}

describe('role labels', () => {
  afterEach(cleanup);

  it('every server role has a Bengali label of its own, not the English one', async () => {
    const [tEn, tBn] = [(await i18nIn('en')).t, (await i18nIn('bn')).t];
    for (const role of SERVER_ROLES) {
      const english = roleLabel(tEn, role);
      const bengali = roleLabel(tBn, role);
      expect(english, role).toBe(role.replace(/_/g, ' '));
      expect(bengali, role).not.toBe(english);
      expect(bengali, role).toMatch(/^[\u0980-\u09FF\s]+$/);
    }
  });

  it('an unknown role falls back to its name with spaces; none is empty', async () => {
    const { t } = await i18nIn('bn');
    expect(roleLabel(t, 'HEAD_OF_STUDIES')).toBe('HEAD OF STUDIES');
    expect(roleLabel(t, null)).toBe('');
  });

  it('the user card in the header names the role in the page\'s language', async () => {
    const i18n = await i18nIn('bn');
    render(
      <I18nextProvider i18n={i18n}>
        <UserCard user={{ first_name: 'Rina', last_name: 'Das', role: 'COACHING_OWNER' }} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('user-role').textContent).toBe('কোচিং মালিক');
    await i18n.changeLanguage('en');
    expect((await screen.findByText('COACHING OWNER')).dataset.testid).toBe('user-role');
  });
});
