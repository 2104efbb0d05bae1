import { describe, expect, it } from 'vitest';
import { PERMISSIONS, PERMISSION_GROUPS, ROLE_PERMISSION_KEYS, isPermissionKey, permissionById, permissionId } from './catalogue';

const SPEC_GROUPS = ['authentication', 'dashboard', 'common', 'user', 'organization', 'package', 'written discourse', 'study guide', 'prompt', 'sample answer', 'word data', 'question type', 'question', 'test', 'answer sheet', 'country', 'postal code', 'material', 'quiz type', 'quiz', 'explanation', 'exam evaluation', 'quiz set', 'quiz test', 'online class', 'class ribbon', 'class FAQ', 'online class front', 'role', 'mock test', 'permission'];
const SECTION_6_KEYS = ['DASHBOARD_INDEX', 'TEST_INDEX', 'MOCK_TEST_INDEX', 'QUIZ_INDEX', 'ANSWER_SHEET_INDEX', 'OC_INDEX', 'ORGANIZATION_INDEX', 'QUESTION_INDEX', 'MATERIAL_INDEX', 'EVALUATION_INDEX', 'STUDY_PLAN_INDEX', 'LIVE_CLASS_INDEX', 'USER_INDEX', 'CLASS_INDEX', 'BLOG_INDEX', 'FORM_INDEX', 'QUIZ_SET_INDEX', 'TEST_GET_PTE_PRACTICE_LIST', 'USER_INDEX_USER', 'STUDENT_INDEX', 'STUDY_GUIDE_INDEX'];

describe('permission catalogue', () => {
  it('keeps every id inside the spec range 100201-103410, first and last included', () => {
    const ids = PERMISSIONS.map((p) => Number(p.id));
    expect(Math.min(...ids)).toBe(100201);
    expect(Math.max(...ids)).toBe(103410);
    for (const id of ids) expect(id).toBeGreaterThanOrEqual(100201);
  });

  it('has unique ids and keywords', () => {
    expect(new Set(PERMISSIONS.map((p) => p.id)).size).toBe(PERMISSIONS.length);
    expect(new Set(PERMISSIONS.map((p) => p.keyword)).size).toBe(PERMISSIONS.length);
  });

  it('gives every permission a keyword, label, description and group', () => {
    for (const p of PERMISSIONS) {
      expect(p.keyword).toMatch(/^[A-Z][A-Z_]+$/);
      expect(p.label.length).toBeGreaterThan(2);
      expect(p.description).toContain(p.label);
      expect(PERMISSION_GROUPS.some((g) => g.key === p.group)).toBe(true);
    }
  });

  it('covers every group of docs/product-spec.md §3 and every key of docs/product-spec.md §6', () => {
    const labels = PERMISSION_GROUPS.map((g) => g.label.toLowerCase());
    for (const g of SPEC_GROUPS) expect(labels).toContain(g.toLowerCase());
    for (const k of SECTION_6_KEYS) expect(isPermissionKey(k)).toBe(true);
  });

  it('maps keys to ids and back, and throws on an unknown key', () => {
    expect(permissionId('DASHBOARD_INDEX')).toBe('100301');
    expect(permissionById(permissionId('QUESTION_INDEX'))?.keyword).toBe('QUESTION_INDEX');
    expect(() => permissionId('NOPE')).toThrow(/Unknown permission key: NOPE/);
  });

  it('seeds students with the student keys of docs/product-spec.md §6 and without authoring keys', () => {
    const student = ROLE_PERMISSION_KEYS.STUDENT;
    for (const k of ['DASHBOARD_INDEX', 'TEST_INDEX', 'MOCK_TEST_INDEX', 'QUIZ_INDEX', 'ANSWER_SHEET_INDEX', 'OC_INDEX']) expect(student).toContain(k);
    for (const k of ['QUESTION_STORE', 'USER_INDEX', 'EVALUATION_STORE', 'AUTH_RESET_PASSWORD_BY_ADMIN']) expect(student).not.toContain(k);
  });

  it('lets trainers author but not manage users, and owners manage users', () => {
    expect(ROLE_PERMISSION_KEYS.TRAINER).toContain('QUESTION_STORE');
    expect(ROLE_PERMISSION_KEYS.TRAINER).not.toContain('USER_STORE');
    expect(ROLE_PERMISSION_KEYS.COACHING_OWNER).toContain('USER_STORE');
    expect(ROLE_PERMISSION_KEYS.COACHING_OWNER).toContain('AUTH_IMPERSONATE');
  });
});

describe('REQUIRED_KEYS', () => {
  it('every required key is one the role is seeded with', async () => {
    const { REQUIRED_KEYS, ROLE_PERMISSION_KEYS } = await import('./catalogue');
    for (const [role, keys] of Object.entries(REQUIRED_KEYS)) {
      const seeded = new Set(ROLE_PERMISSION_KEYS[role as keyof typeof ROLE_PERMISSION_KEYS]);
      expect(keys.filter((k) => !seeded.has(k))).toEqual([]);
      expect(keys.length).toBeGreaterThan(0);
    }
  });
});
