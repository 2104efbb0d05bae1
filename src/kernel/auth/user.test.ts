import { describe, expect, it } from 'vitest';
import { fullName, roleText } from './user';

describe('fullName', () => {
  it('joins first and last name with a space', () => {
    expect(fullName({ first_name: 'Rahim', last_name: 'Uddin' })).toBe('Rahim Uddin');
  });
  it('falls back to one part, the e-mail, then the fallback', () => {
    expect(fullName({ first_name: 'Rahim', last_name: null })).toBe('Rahim');
    expect(fullName({ first_name: '  ', last_name: 'Uddin' })).toBe('Uddin');
    expect(fullName({ first_name: null, last_name: null, email: 'a@b.c' })).toBe('a@b.c');
    expect(fullName(null, 'User')).toBe('User');
    expect(fullName({}, 'User')).toBe('User');
  });
});

describe('roleText', () => {
  it('replaces every underscore with a space', () => {
    expect(roleText('COACHING_OWNER')).toBe('COACHING OWNER');
    expect(roleText('SUPER_ADMIN_X')).toBe('SUPER ADMIN X');
    expect(roleText(undefined)).toBe('');
  });
});
