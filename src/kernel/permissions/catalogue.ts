/**
 * The one permission catalogue (docs/product-spec.md §3, docs/product-spec.md §6), shared by the server (enforcement, role seeding)
 * and the client (menus, route guards). Ids are stable: a group owns a block of 100
 * (group index 2..34 -> 1002xx..1034xx, spec range 100201-103410); never renumber.
 *
 * @example
 *   permissionId('QUESTION_INDEX') // '101501'
 */

export interface PermissionGroup {
  block: number;
  key: string;
  label: string;
  /** keyword prefix, e.g. QUESTION -> QUESTION_INDEX */
  prefix: string;
  actions: readonly string[];
  /** keywords outside the regular prefix_action pattern */
  extra?: readonly string[];
}

const CRUD = ['INDEX', 'STORE', 'SHOW', 'UPDATE', 'DESTROY'] as const;
const CRUD_STATUS = [...CRUD, 'CHANGE_STATUS'] as const;
const JOB_KEYS = ['JOB_CIRCULAR_INDEX', 'JOB_CIRCULAR_STORE', 'JOB_CIRCULAR_UPDATE', 'JOB_CIRCULAR_DESTROY', 'JOB_APPLICATION_INDEX', 'JOB_APPLICATION_UPDATE'] as const;
// the teaching workspace (tasks, rostering, award points, communication): docs/product-spec.md names the screens but
// no keys; they join the organisation's block for the same reason as the job keys
const WORKSPACE_KEYS = ['TASK_INDEX', 'TASK_STORE', 'TASK_UPDATE', 'TASK_DESTROY', 'SCHEDULE_INDEX', 'SCHEDULE_STORE', 'SCHEDULE_UPDATE', 'SCHEDULE_DESTROY',
  'CRM_POINT_STORE', 'COMMUNICATION_INDEX', 'COMMUNICATION_STORE', 'COMMUNICATION_UPDATE', 'COMMUNICATION_DESTROY', 'COMMUNICATION_SEND'] as const;
/** what a trainer holds of them: rostering is the coaching owner's and admin's */
const TRAINER_WORKSPACE_KEYS = WORKSPACE_KEYS.filter((k) => !['SCHEDULE_STORE', 'SCHEDULE_UPDATE', 'SCHEDULE_DESTROY'].includes(k));
const CRUD_STATUS_APPROVAL = [...CRUD_STATUS, 'APPROVAL'] as const;

export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  { block: 1002, key: 'authentication', label: 'Authentication', prefix: 'AUTH', actions: ['RESET_PASSWORD_BY_ADMIN', 'IMPERSONATE'] },
  { block: 1003, key: 'dashboard', label: 'Dashboard', prefix: 'DASHBOARD', actions: ['INDEX'] },
  { block: 1004, key: 'common', label: 'Common', prefix: 'COMMON', actions: ['DROPDOWNS', 'UPLOAD_FILE'] },
  { block: 1005, key: 'user', label: 'User', prefix: 'USER', actions: [...CRUD_STATUS], extra: ['USER_INDEX_USER', 'STUDENT_INDEX', 'USER_CHANGE_SUBSCRIPTION', 'USER_CREATOR_INFO'] },
  { block: 1006, key: 'organization', label: 'Organization', prefix: 'ORGANIZATION', actions: [...CRUD_STATUS], extra: ['ORGANIZATION_PACKAGE_ITEMS_STORE', 'ORGANIZATION_ONLINE_CLASS_STORE',
    // a centre's (or the platform's) job circulars, their applications and its help pages: docs/product-spec.md §1 names
    // them but no keys, and the spec's id range ends with the last block, so they join the organisation's block
    ...JOB_KEYS, 'HELP_UPDATE', ...WORKSPACE_KEYS] },
  { block: 1007, key: 'package', label: 'Package', prefix: 'PACKAGE', actions: [...CRUD_STATUS] },
  { block: 1008, key: 'written-discourse', label: 'Written discourse', prefix: 'WRITTEN_DISCOURSE', actions: ['INDEX', 'SHOW'] },
  { block: 1009, key: 'study-guide', label: 'Study guide', prefix: 'STUDY_GUIDE', actions: [...CRUD_STATUS] },
  { block: 1010, key: 'prompt', label: 'Prompt', prefix: 'PROMPT', actions: ['INDEX', 'STORE', 'UPDATE', 'CHANGE_STATUS'] },
  { block: 1011, key: 'sample-answer', label: 'Sample answer', prefix: 'SAMPLE_ANSWER', actions: ['INDEX', 'STORE', 'SHOW', 'CHANGE_STATUS', 'CHANGE_DEFAULT_STATUS'] },
  { block: 1012, key: 'word-data', label: 'Word data', prefix: 'WORD_DATA', actions: ['INDEX'] },
  { block: 1013, key: 'question-type', label: 'Question type', prefix: 'QUESTION_TYPE', actions: ['INDEX', 'SHOW'] },
  { block: 1014, key: 'question', label: 'Question', prefix: 'QUESTION', actions: [...CRUD_STATUS_APPROVAL] },
  { block: 1015, key: 'test', label: 'Test', prefix: 'TEST', actions: [...CRUD_STATUS_APPROVAL], extra: ['TEST_GET_PTE_PRACTICE_LIST'] },
  { block: 1016, key: 'answer-sheet', label: 'Answer sheet', prefix: 'ANSWER_SHEET', actions: ['INDEX', 'STORE', 'SHOW', 'UPDATE'] },
  { block: 1017, key: 'country', label: 'Country', prefix: 'COUNTRY', actions: ['INDEX'] },
  { block: 1018, key: 'postal-code', label: 'Postal code', prefix: 'POSTAL_CODE', actions: ['INDEX'] },
  { block: 1019, key: 'material', label: 'Material', prefix: 'MATERIAL', actions: [...CRUD] },
  { block: 1020, key: 'quiz-type', label: 'Quiz type', prefix: 'QUIZ_TYPE', actions: ['INDEX', 'SHOW'] },
  { block: 1021, key: 'quiz', label: 'Quiz', prefix: 'QUIZ', actions: [...CRUD_STATUS_APPROVAL] },
  { block: 1022, key: 'explanation', label: 'Explanation', prefix: 'EXPLANATION', actions: [...CRUD_STATUS, 'CHANGE_DEFAULT_STATUS'] },
  { block: 1023, key: 'exam-evaluation', label: 'Exam evaluation', prefix: 'EVALUATION', actions: ['INDEX', 'STORE', 'SHOW'] },
  { block: 1024, key: 'quiz-set', label: 'Quiz set', prefix: 'QUIZ_SET', actions: [...CRUD_STATUS_APPROVAL, 'PUBLISH'] },
  { block: 1025, key: 'quiz-test', label: 'Quiz test', prefix: 'QUIZ_TEST', actions: ['INDEX', 'STORE', 'SHOW', 'EVALUATION'] },
  { block: 1026, key: 'online-class', label: 'Online class', prefix: 'CLASS', actions: [...CRUD_STATUS, 'PUBLISH', 'DUPLICATE'] },
  { block: 1027, key: 'class-ribbon', label: 'Class ribbon', prefix: 'CLASS_RIBBON', actions: ['INDEX'] },
  { block: 1028, key: 'class-faq', label: 'Class FAQ', prefix: 'CLASS_FAQ', actions: ['INDEX', 'STORE'] },
  { block: 1029, key: 'online-class-front', label: 'Online class front', prefix: 'OC', actions: ['INDEX', 'SHOW', 'MARK_COMPLETE', 'BOOKMARK'] },
  { block: 1030, key: 'role', label: 'Role', prefix: 'ROLE', actions: [...CRUD_STATUS] },
  { block: 1031, key: 'mock-test', label: 'Mock test', prefix: 'MOCK_TEST', actions: [...CRUD_STATUS_APPROVAL] },
  { block: 1032, key: 'permission', label: 'Permission', prefix: 'PERMISSION', actions: ['INDEX', 'ASSIGN'] },
  // docs/product-spec.md §6 names keys for these screens though docs/product-spec.md §3's group list does not: they get the last blocks.
  { block: 1033, key: 'study-plan-and-live-class', label: 'Study plan and live class', prefix: 'STUDY_PLAN', actions: ['INDEX', 'STORE', 'UPDATE', 'DESTROY'], extra: ['LIVE_CLASS_INDEX', 'LIVE_CLASS_STORE', 'LIVE_CLASS_UPDATE', 'LIVE_CLASS_DESTROY'] },
  { block: 1034, key: 'blog-and-form', label: 'Blog and form', prefix: 'BLOG', actions: ['INDEX', 'STORE', 'UPDATE', 'DESTROY', 'CHANGE_STATUS'], extra: ['FORM_INDEX', 'FORM_STORE', 'FORM_UPDATE', 'FORM_DESTROY', 'FORM_CHANGE_STATUS'] },
];

export interface Permission {
  id: string;
  keyword: string;
  label: string;
  description: string;
  group: string;
}

function humanise(keyword: string): string {
  const text = keyword.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function buildCatalogue(): Permission[] {
  const out: Permission[] = [];
  for (const group of PERMISSION_GROUPS) {
    const keywords = [...group.actions.map((a) => `${group.prefix}_${a}`), ...(group.extra ?? [])];
    keywords.forEach((keyword, index) => {
      const label = humanise(keyword);
      out.push({
        id: String(group.block * 100 + index + 1),
        keyword,
        label,
        description: `${label} (${group.label})`,
        group: group.key,
      });
    });
  }
  return out;
}

export const PERMISSIONS: readonly Permission[] = buildCatalogue();

const BY_KEY = new Map(PERMISSIONS.map((p) => [p.keyword, p]));
const BY_ID = new Map(PERMISSIONS.map((p) => [p.id, p]));

export type PermissionKey = string;

export function isPermissionKey(key: string): boolean {
  return BY_KEY.has(key);
}

/** Numeric id as text, the form the auth user's permissions list holds. Throws on an unknown key. */
export function permissionId(key: PermissionKey): string {
  const p = BY_KEY.get(key);
  if (!p) throw new Error(`Unknown permission key: ${key}`);
  return p.id;
}

export function permissionById(id: string): Permission | undefined {
  return BY_ID.get(id);
}

export const SERVER_ROLES = ['SUPER_ADMIN', 'ADMIN', 'COACHING_OWNER', 'TRAINER', 'STUDENT'] as const;
export type ServerRole = (typeof SERVER_ROLES)[number];

const STUDENT_KEYS = [
  'DASHBOARD_INDEX', 'ORGANIZATION_INDEX', 'TEST_INDEX', 'TEST_SHOW', 'TEST_GET_PTE_PRACTICE_LIST', 'MOCK_TEST_INDEX', 'MOCK_TEST_SHOW',
  'QUIZ_INDEX', 'QUIZ_SHOW', 'QUIZ_TEST_INDEX', 'QUIZ_TEST_STORE', 'QUIZ_TEST_SHOW', 'QUIZ_TEST_EVALUATION',
  'ANSWER_SHEET_INDEX', 'ANSWER_SHEET_STORE', 'ANSWER_SHEET_SHOW', 'ANSWER_SHEET_UPDATE',
  'QUESTION_TYPE_INDEX', 'QUESTION_TYPE_SHOW', 'QUIZ_TYPE_INDEX', 'OC_INDEX', 'OC_SHOW', 'OC_MARK_COMPLETE', 'OC_BOOKMARK',
  'MATERIAL_INDEX', 'MATERIAL_SHOW', 'STUDY_PLAN_INDEX', 'COMMON_DROPDOWNS', 'COMMON_UPLOAD_FILE', 'COUNTRY_INDEX', 'POSTAL_CODE_INDEX',
  'WORD_DATA_INDEX',
  // their own renewal or change of package (docs/product-spec.md §11)
  'USER_CHANGE_SUBSCRIPTION',
];

const AUTHORING_KEYS = [
  ...PERMISSIONS.filter((p) =>
    ['question', 'question-type', 'test', 'mock-test', 'quiz', 'quiz-set', 'quiz-type', 'material', 'exam-evaluation', 'explanation',
      'sample-answer', 'study-guide', 'prompt', 'written-discourse', 'word-data', 'online-class', 'class-ribbon', 'class-faq',
      'study-plan-and-live-class', 'blog-and-form', 'answer-sheet'].includes(p.group),
  ).map((p) => p.keyword),
];

const TRAINER_KEYS = [...AUTHORING_KEYS, 'DASHBOARD_INDEX', 'USER_INDEX', 'USER_SHOW', 'STUDENT_INDEX', 'COMMON_DROPDOWNS', 'COMMON_UPLOAD_FILE', 'COUNTRY_INDEX', 'POSTAL_CODE_INDEX', ...TRAINER_WORKSPACE_KEYS];

const MANAGER_KEYS = [
  ...TRAINER_KEYS,
  ...PERMISSIONS.filter((p) => ['user', 'role', 'package'].includes(p.group)).map((p) => p.keyword),
  'ORGANIZATION_INDEX', 'ORGANIZATION_SHOW', 'ORGANIZATION_UPDATE', 'AUTH_RESET_PASSWORD_BY_ADMIN', 'AUTH_IMPERSONATE', 'PERMISSION_INDEX',
  ...JOB_KEYS, 'HELP_UPDATE', ...WORKSPACE_KEYS,
];

/** docs/product-spec.md §6: a coaching owner "looks at online classes": it reads them (CLASS_INDEX, CLASS_SHOW) but authors none. */
const OWNER_READ_ONLY = new Set(['CLASS_STORE', 'CLASS_UPDATE', 'CLASS_DESTROY', 'CLASS_CHANGE_STATUS', 'CLASS_PUBLISH', 'CLASS_DUPLICATE', 'CLASS_FAQ_STORE']);
const OWNER_KEYS = MANAGER_KEYS.filter((k) => !OWNER_READ_ONLY.has(k));

const ADMIN_KEYS = [...MANAGER_KEYS];

/** The permission keys each built-in role is seeded with. SUPER_ADMIN is not listed: it passes every check. */
export const ROLE_PERMISSION_KEYS: Record<Exclude<ServerRole, 'SUPER_ADMIN'>, readonly string[]> = {
  STUDENT: unique(STUDENT_KEYS),
  TRAINER: unique(TRAINER_KEYS),
  COACHING_OWNER: unique(OWNER_KEYS),
  ADMIN: unique(ADMIN_KEYS),
};

function unique(keys: string[]): string[] {
  for (const k of keys) if (!BY_KEY.has(k)) throw new Error(`Unknown permission key in role set: ${k}`);
  return [...new Set(keys)];
}

/**
 * The keys a built-in role cannot lose when the master edits it (docs/product-spec.md §10): what its portal's start
 * page and main menu need (docs/product-spec.md §6), so an edit cannot lock a whole role out of its own portal.
 */
export const REQUIRED_KEYS: Record<Exclude<ServerRole, 'SUPER_ADMIN'>, readonly string[]> = {
  STUDENT: unique(['DASHBOARD_INDEX', 'TEST_INDEX', 'MOCK_TEST_INDEX', 'QUIZ_INDEX', 'ANSWER_SHEET_INDEX', 'ANSWER_SHEET_STORE', 'ANSWER_SHEET_SHOW', 'ANSWER_SHEET_UPDATE']),
  TRAINER: unique(['DASHBOARD_INDEX', 'QUESTION_INDEX', 'TEST_INDEX', 'EVALUATION_INDEX']),
  ADMIN: unique(['DASHBOARD_INDEX', 'STUDENT_INDEX']),
  COACHING_OWNER: unique(['DASHBOARD_INDEX', 'USER_INDEX_USER', 'ROLE_INDEX', 'PERMISSION_INDEX', 'ORGANIZATION_UPDATE']),
};
