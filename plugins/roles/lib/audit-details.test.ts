import { describe, expect, it } from 'vitest';
import { summariseDetails, type Translate } from './audit-details';

/** the key and its values, so the test sees which wording was chosen and with what */
const t: Translate = (key, o) => {
  if (o && 'defaultValue' in o) return String(o.defaultValue);
  const { defaultValue: _d, ...rest } = o ?? {};
  return Object.keys(rest).length ? `${key}(${Object.entries(rest).map(([k, v]) => `${k}=${String(v)}`).join(';')})` : key;
};

describe('the audit details summary', () => {
  it('words a role change: granted, removed, users affected', () => {
    expect(summariseDetails({ granted: ['USER_INDEX'], removed: ['STUDENT_INDEX', 'DASHBOARD_INDEX'], users_affected: 3 }, t)).toEqual([
      'audit.details.granted(list=USER_INDEX)',
      'audit.details.removed(list=STUDENT_INDEX, DASHBOARD_INDEX)',
      'audit.details.usersAffected(count=3)',
    ]);
  });

  it('leaves out an empty grant or removal', () => {
    expect(summariseDetails({ granted: [], removed: ['X'], users_affected: 0 }, t)).toEqual(['audit.details.removed(list=X)', 'audit.details.usersAffected(count=0)']);
  });

  it('names the fields changed, a from/to with role kinds translated, and the known one-liners', () => {
    expect(summariseDetails({ fields: ['first_name', 'email'] }, t)).toEqual(['audit.details.fields(list=first name, email)']);
    expect(summariseDetails({ from: 'Trainer', to: 'Front desk' }, t)).toEqual(['audit.details.fromTo(from=Trainer;to=Front desk)']);
    expect(summariseDetails({ from: 'TRAINER', to: 'ADMIN' }, t)).toEqual(['audit.details.fromTo(from=kinds.TRAINER;to=kinds.ADMIN)']);
    expect(summariseDetails({ role: 'STUDENT', email: 'a@b.test' }, t)).toEqual(['audit.details.role(role=kinds.STUDENT)', 'audit.details.email(value=a@b.test)']);
    expect(summariseDetails({ kind: 'ADMIN', keys: 2 }, t)).toEqual(['audit.details.kind(kind=kinds.ADMIN)', 'audit.details.keys(count=2)']);
    expect(summariseDetails({ created: 4, duplicates: 1, invalid: 0 }, t)).toEqual(['audit.details.imported(created=4;duplicates=1;invalid=0)']);
    expect(summariseDetails({ students: 2, trainers: 1 }, t)).toEqual(['audit.details.members(students=2;trainers=1)']);
    expect(summariseDetails({ subdomain: 'alpha' }, t)).toEqual(['audit.details.subdomain(value=alpha)']);
  });

  it('shows a detail it does not know as name: value rather than hiding it', () => {
    expect(summariseDetails({ reason: 'bounced', tries: [1, 2], extra: { a: 1 } }, t)).toEqual(['reason: bounced', 'tries: 1, 2', 'extra: {"a":1}']);
    expect(summariseDetails({}, t)).toEqual([]);
  });
});
