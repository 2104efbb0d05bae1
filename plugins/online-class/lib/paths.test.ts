import { describe, expect, it } from 'vitest';
import { addressStep, canAuthor, pathsFor, portalOf } from './paths';

describe('wizard addresses', () => {
  it('maps every address under online-class-create onto its step', () => {
    const at = (p: string) => addressStep(`/teacher/online-class/online-class-create/${p}`);
    expect(at('class-information')).toEqual({ step: 'class-information' });
    expect(at('faq/new-faq')).toEqual({ step: 'faq', faqTab: 'new' });
    expect(at('faq/import-faq')).toEqual({ step: 'faq', faqTab: 'import' });
    expect(at('module-information/create')).toEqual({ step: 'module-information', module: 'create' });
    expect(at('module-information/12')).toEqual({ step: 'module-information', module: '12' });
    expect(at('rules/module/12')).toEqual({ step: 'rules', module: '12' });
    expect(at('review')).toEqual({ step: 'review' });
    expect(at('preview/module/1/chapter/2')).toBeUndefined();
    expect(addressStep('/teacher/online-class/online-class-list')).toBeUndefined();
  });
  it('builds a step address with the class id, per portal', () => {
    const teacher = pathsFor('teacher');
    expect(teacher.step('faq', 7)).toBe('/teacher/online-class/online-class-create/faq/new-faq?id=7');
    expect(teacher.step('class-information', null)).toBe('/teacher/online-class/online-class-create/class-information');
    expect(pathsFor('master').preview(3, 4, 7)).toBe('/master/online-class/online-class-create/preview/module/3/chapter/4?id=7');
    expect(pathsFor('coaching-owner').modules(7)).toBe('/coaching-owner/online-class/class-details/7/modules');
  });
  it('reads the portal from the path; the coaching owner only views', () => {
    expect(portalOf('/master/online-class/online-class-list')).toBe('master');
    expect(portalOf('/coaching-owner/online-class/online-class-list')).toBe('coaching-owner');
    expect(canAuthor('coaching-owner')).toBe(false);
    expect(canAuthor('teacher')).toBe(true);
  });
});
