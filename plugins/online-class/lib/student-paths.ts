/** The student pages' own addresses (this plugin's routes; other plugins' pages go through links.ts). */
export const classListPath = () => '/student/online-class';
export const classDetailsPath = (classId: number) => `/student/online-class-details/${classId}`;
/** the chapter page needs its class and module to ask the server (GET oc/{classId}/{moduleId}/chapters/{id}) */
export const chapterPath = (classId: number, moduleId: number, chapterId: number) =>
  `/student/online-class-chapter-details/${chapterId}?class=${classId}&module=${moduleId}`;
export const congratulationsPath = (classId: number) => `/student/online-class-congratulations?class=${classId}`;
/** a chapter quiz's short result, with the chapter it belongs to (for the rule's minimum and the way back) */
export const shortResultPath = (sheetId: number, at: { classId: number; moduleId: number; chapterId: number }) =>
  `/student/online-class/short-result/evaluation/${sheetId}?class=${at.classId}&module=${at.moduleId}&chapter=${at.chapterId}`;
