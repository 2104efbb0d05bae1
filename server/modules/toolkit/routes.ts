import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as aids from './aids.ts';
import * as guides from './guides.ts';
import * as settings from './settings.ts';

const tags = ['toolkit'];
const auth = 'auth' as const;
const OWN = "A centre's own texts on its address, the master's on the platform domain; every centre reads the master's.";
const MASTER = 'The master on the platform domain only (403 for anyone else).';
const W = settings.SETTINGS_WRITE;

export const toolkitRoutes: RouteDef[] = [
  /* ---- explanations ---- */
  defineRoute({
    method: 'post', path: '/explanations', summary: `An explanation of a question or of a question type. ${OWN}`, tags, auth,
    permission: 'EXPLANATION_STORE', body: S.CreateExplanationBody, response: C.Aid,
    handler: async ({ ctx, body }) => ({ data: await aids.createAid('explanation', { ctx, input: body }), status: 201, message: 'Explanation saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/explanations/list', summary: 'The explanations the caller can read', tags, auth,
    permission: 'EXPLANATION_INDEX', query: S.AidListQuery, response: C.AidList,
    handler: async ({ ctx, query }) => ({ data: await aids.listAids('explanation', { ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/explanation/question-list', summary: 'Questions with how many explanations each has (`has` yes/no)', tags, auth,
    permission: 'EXPLANATION_INDEX', query: S.QuestionListQuery, response: C.AidQuestionList,
    handler: async ({ ctx, query }) => ({ data: await aids.listAidQuestions('explanation', { ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/explanations/:id', summary: 'One explanation', tags, auth,
    permission: 'EXPLANATION_SHOW', params: S.IdParams, response: C.Aid,
    handler: async ({ ctx, params }) => ({ data: await aids.showAid('explanation', { ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/explanations/:id', summary: "Change an explanation's title or text (its owner only)", tags, auth,
    permission: 'EXPLANATION_UPDATE', params: S.IdParams, body: S.UpdateExplanationBody, response: C.Aid,
    handler: async ({ ctx, params, body }) => ({ data: await aids.updateAid('explanation', { ctx, input: { ...body, id: params.id } }), message: 'Explanation saved.' }),
  }),
  defineRoute({
    method: 'patch', path: '/explanations/change-status/:id', summary: 'Switch an explanation on or off (off also clears its default flag)', tags, auth,
    permission: 'EXPLANATION_CHANGE_STATUS', params: S.IdParams, body: S.StatusBody, response: C.Aid,
    handler: async ({ ctx, params, body }) => ({ data: await aids.changeAidStatus('explanation', { ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
  defineRoute({
    method: 'patch', path: '/explanations/change-default-status/:id', summary: 'Make an explanation the default of its question or type (unsets the others) or not', tags, auth,
    permission: 'EXPLANATION_CHANGE_DEFAULT_STATUS', params: S.IdParams, body: S.DefaultBody, response: C.Aid,
    handler: async ({ ctx, params, body }) => ({ data: await aids.changeAidDefault('explanation', { ctx, input: { id: params.id, is_default: body.is_default } }), message: 'Default changed.' }),
  }),
  defineRoute({
    method: 'delete', path: '/explanations/:id', summary: 'Delete an explanation (its owner only)', tags, auth,
    permission: 'EXPLANATION_DESTROY', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await aids.deleteAid('explanation', { ctx, input: params }), message: 'Explanation deleted.' }),
  }),

  /* ---- sample answers ---- */
  defineRoute({
    method: 'post', path: '/sample-answer', summary: `A sample answer (text, and a recording for speaking types) of a question or type. ${OWN}`, tags, auth,
    permission: 'SAMPLE_ANSWER_STORE', body: S.CreateSampleAnswerBody, response: C.Aid,
    handler: async ({ ctx, body }) => ({ data: await aids.createAid('sample-answer', { ctx, input: body }), status: 201, message: 'Sample answer saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/sample-answer', summary: 'The sample answers the caller can read', tags, auth,
    permission: 'SAMPLE_ANSWER_INDEX', query: S.AidListQuery, response: C.AidList,
    handler: async ({ ctx, query }) => ({ data: await aids.listAids('sample-answer', { ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/sample-answer/choose-from-archive/:x', summary: 'Earlier sample answers of a question type (id or slug), to reuse', tags, auth,
    permission: 'SAMPLE_ANSWER_INDEX', params: S.ArchiveParams, query: S.ArchiveQuery, response: C.AidList,
    handler: async ({ ctx, params, query }) => ({ data: await aids.archiveSamples({ ctx, input: { ...query, x: params.x } }) }),
  }),
  defineRoute({
    method: 'get', path: '/sample-answer/question-list', summary: 'Questions with how many sample answers each has (`has` yes/no)', tags, auth,
    permission: 'SAMPLE_ANSWER_INDEX', query: S.QuestionListQuery, response: C.AidQuestionList,
    handler: async ({ ctx, query }) => ({ data: await aids.listAidQuestions('sample-answer', { ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/sample-answer/question-list/:id', summary: 'The sample answers of one question', tags, auth,
    permission: 'SAMPLE_ANSWER_INDEX', params: S.IdParams, response: C.AidList,
    handler: async ({ ctx, params }) => ({ data: await aids.listQuestionSamples({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/sample-answer/:id', summary: 'One sample answer', tags, auth,
    permission: 'SAMPLE_ANSWER_SHOW', params: S.IdParams, response: C.Aid,
    handler: async ({ ctx, params }) => ({ data: await aids.showAid('sample-answer', { ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/sample-answer/:id', summary: "Change a sample answer's title, text or recording (its owner only)", tags, auth,
    permission: 'SAMPLE_ANSWER_STORE', params: S.IdParams, body: S.UpdateSampleAnswerBody, response: C.Aid,
    handler: async ({ ctx, params, body }) => ({ data: await aids.updateAid('sample-answer', { ctx, input: { ...body, id: params.id } }), message: 'Sample answer saved.' }),
  }),
  defineRoute({
    method: 'patch', path: '/sample-answer/change-status/:id', summary: 'Switch a sample answer on or off', tags, auth,
    permission: 'SAMPLE_ANSWER_CHANGE_STATUS', params: S.IdParams, body: S.StatusBody, response: C.Aid,
    handler: async ({ ctx, params, body }) => ({ data: await aids.changeAidStatus('sample-answer', { ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
  defineRoute({
    method: 'patch', path: '/sample-answer/change-default-status/:id', summary: 'Make a sample answer the default of its question or type (unsets the others) or not', tags, auth,
    permission: 'SAMPLE_ANSWER_CHANGE_DEFAULT_STATUS', params: S.IdParams, body: S.DefaultBody, response: C.Aid,
    handler: async ({ ctx, params, body }) => ({ data: await aids.changeAidDefault('sample-answer', { ctx, input: { id: params.id, is_default: body.is_default } }), message: 'Default changed.' }),
  }),
  defineRoute({
    method: 'delete', path: '/sample-answer/:id', summary: 'Delete a sample answer (its owner only)', tags, auth,
    permission: 'SAMPLE_ANSWER_STORE', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await aids.deleteAid('sample-answer', { ctx, input: params }), message: 'Sample answer deleted.' }),
  }),

  /* ---- study guides ---- */
  defineRoute({
    method: 'post', path: '/study-guides', summary: `A study guide of a question type and/or section. ${OWN}`, tags, auth,
    permission: 'STUDY_GUIDE_STORE', body: S.CreateGuideBody, response: C.StudyGuide,
    handler: async ({ ctx, body }) => ({ data: await guides.createGuide({ ctx, input: body }), status: 201, message: 'Study guide saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/study-guides/list', summary: 'The study guides the caller can read', tags, auth,
    permission: 'STUDY_GUIDE_INDEX', query: S.GuideListQuery, response: C.StudyGuideList,
    handler: async ({ ctx, query }) => ({ data: await guides.listGuides({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/study-guides/question-type/:slug', summary: "The active study guides of a question type and its section, for a student's practice", tags, auth,
    permission: 'QUESTION_TYPE_SHOW or STUDY_GUIDE_INDEX', params: S.TypeSlugParams, response: C.TypeStudyGuides,
    handler: async ({ ctx, params }) => ({ data: await guides.guidesForType({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'get', path: '/study-guides/:id', summary: 'One study guide', tags, auth,
    permission: 'STUDY_GUIDE_SHOW', params: S.IdParams, response: C.StudyGuide,
    handler: async ({ ctx, params }) => ({ data: await guides.showGuide({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/study-guides/:id', summary: 'Change a study guide (its owner only)', tags, auth,
    permission: 'STUDY_GUIDE_UPDATE', params: S.IdParams, body: S.UpdateGuideBody, response: C.StudyGuide,
    handler: async ({ ctx, params, body }) => ({ data: await guides.updateGuide({ ctx, input: { ...body, id: params.id } }), message: 'Study guide saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/study-guides/:id', summary: 'Delete a study guide (its owner only)', tags, auth,
    permission: 'STUDY_GUIDE_DESTROY', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await guides.deleteGuide({ ctx, input: params }), message: 'Study guide deleted.' }),
  }),
  defineRoute({
    method: 'patch', path: '/study-guides/change-status/:id', summary: 'Switch a study guide on or off', tags, auth,
    permission: 'STUDY_GUIDE_CHANGE_STATUS', params: S.IdParams, body: S.StatusBody, response: C.StudyGuide,
    handler: async ({ ctx, params, body }) => ({ data: await guides.changeGuideStatus({ ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),

  /* ---- prompts ---- */
  defineRoute({
    method: 'post', path: '/prompts', summary: `A prompt: a short text a test or a question type uses. ${OWN}`, tags, auth,
    permission: 'PROMPT_STORE', body: S.CreatePromptBody, response: C.Prompt,
    handler: async ({ ctx, body }) => ({ data: await guides.createPrompt({ ctx, input: body }), status: 201, message: 'Prompt saved.' }),
  }),
  defineRoute({
    method: 'get', path: '/prompts', summary: 'The prompts the caller can read', tags, auth,
    permission: 'PROMPT_INDEX', query: S.PromptListQuery, response: C.PromptList,
    handler: async ({ ctx, query }) => ({ data: await guides.listPrompts({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/prompts/question-type/:slug', summary: "The active prompts of a question type, shown to a student beside the type's practice list", tags, auth,
    permission: 'QUESTION_TYPE_SHOW or PROMPT_INDEX', params: S.TypeSlugParams, response: C.TypePrompts,
    handler: async ({ ctx, params }) => ({ data: await guides.promptsForType({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'patch', path: '/prompts/:id', summary: 'Change a prompt; `status` alone needs PROMPT_CHANGE_STATUS or PROMPT_UPDATE, other fields PROMPT_UPDATE', tags, auth,
    permission: 'PROMPT_UPDATE or PROMPT_CHANGE_STATUS', params: S.IdParams, body: S.UpdatePromptBody, response: C.Prompt,
    handler: async ({ ctx, params, body }) => ({ data: await guides.updatePrompt({ ctx, input: { ...body, id: params.id } }), message: 'Prompt saved.' }),
  }),

  /* ---- the master's settings (added: endpoints.tsv has none) ---- */
  defineRoute({
    method: 'get', path: '/toolkit/time-sets', summary: "Time presets: named preparation and answer times a test or type may use (the test and quiz wizards' time step offers the active ones; staff only)", tags, auth,
    permission: 'QUESTION_INDEX or TEST_INDEX or MOCK_TEST_INDEX', query: S.SettingsListQuery, response: C.TimeSetList,
    handler: async ({ ctx, query }) => ({ data: await settings.listTimeSets({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/toolkit/time-sets', summary: `A time preset. ${MASTER}`, tags, auth,
    permission: W, body: S.CreateTimeSetBody, response: C.TimeSet,
    handler: async ({ ctx, body }) => ({ data: await settings.createTimeSet({ ctx, input: body }), status: 201, message: 'Time preset saved.' }),
  }),
  defineRoute({
    method: 'put', path: '/toolkit/time-sets/:id', summary: `Change a time preset. ${MASTER}`, tags, auth,
    permission: W, params: S.IdParams, body: S.UpdateTimeSetBody, response: C.TimeSet,
    handler: async ({ ctx, params, body }) => ({ data: await settings.updateTimeSet({ ctx, input: { ...body, id: params.id } }), message: 'Time preset saved.' }),
  }),
  defineRoute({
    method: 'patch', path: '/toolkit/time-sets/change-status/:id', summary: `Switch a time preset on or off. ${MASTER}`, tags, auth,
    permission: W, params: S.IdParams, body: S.StatusBody, response: C.TimeSet,
    handler: async ({ ctx, params, body }) => ({ data: await settings.changeTimeSetStatus({ ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
  defineRoute({
    method: 'delete', path: '/toolkit/time-sets/:id', summary: `Delete a time preset. ${MASTER}`, tags, auth,
    permission: W, params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await settings.deleteTimeSet({ ctx, input: params }), message: 'Time preset deleted.' }),
  }),
  defineRoute({
    method: 'get', path: '/toolkit/iframe-markers/hosts', summary: 'The hosts an iframe marker may point at (https only)', tags, auth,
    permission: 'QUESTION_INDEX', response: C.IframeHosts,
    handler: async ({ ctx }) => ({ data: settings.iframeHosts({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'get', path: '/toolkit/iframe-markers', summary: 'Iframe markers: named embeddable addresses', tags, auth,
    permission: 'QUESTION_INDEX', query: S.SettingsListQuery, response: C.IframeMarkerList,
    handler: async ({ ctx, query }) => ({ data: await settings.listMarkers({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/toolkit/iframe-markers', summary: `An iframe marker (an https address of an allowed host). ${MASTER}`, tags, auth,
    permission: W, body: S.CreateMarkerBody, response: C.IframeMarker,
    handler: async ({ ctx, body }) => ({ data: await settings.createMarker({ ctx, input: body }), status: 201, message: 'Iframe marker saved.' }),
  }),
  defineRoute({
    method: 'put', path: '/toolkit/iframe-markers/:id', summary: `Change an iframe marker. ${MASTER}`, tags, auth,
    permission: W, params: S.IdParams, body: S.UpdateMarkerBody, response: C.IframeMarker,
    handler: async ({ ctx, params, body }) => ({ data: await settings.updateMarker({ ctx, input: { ...body, id: params.id } }), message: 'Iframe marker saved.' }),
  }),
  defineRoute({
    method: 'patch', path: '/toolkit/iframe-markers/change-status/:id', summary: `Switch an iframe marker on or off. ${MASTER}`, tags, auth,
    permission: W, params: S.IdParams, body: S.StatusBody, response: C.IframeMarker,
    handler: async ({ ctx, params, body }) => ({ data: await settings.changeMarkerStatus({ ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
  defineRoute({
    method: 'delete', path: '/toolkit/iframe-markers/:id', summary: `Delete an iframe marker. ${MASTER}`, tags, auth,
    permission: W, params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await settings.deleteMarker({ ctx, input: params }), message: 'Iframe marker deleted.' }),
  }),
  defineRoute({
    method: 'get', path: '/toolkit/communications', summary: 'The intro and end communications of a test (students get the active ones only; an inactive one comes back empty)', tags, auth,
    response: C.Communications,
    handler: async ({ ctx }) => ({ data: await settings.showCommunications({ ctx, input: undefined }) }),
  }),
  defineRoute({
    method: 'put', path: '/toolkit/communications/:kind', summary: `Set the intro or end communication (empty text clears it). ${MASTER}`, tags, auth,
    permission: W, params: S.CommunicationParams, body: S.CommunicationBody, response: C.Communication,
    handler: async ({ ctx, params, body }) => ({ data: await settings.saveCommunication({ ctx, input: { ...body, kind: params.kind } }), message: 'Communication saved.' }),
  }),
];
