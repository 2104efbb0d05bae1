import { z } from 'zod';
import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as svc from './service.ts';

const tags = ['word-lists'];
const auth = 'auth' as const;

export const wordListsRoutes: RouteDef[] = [
  defineRoute({
    method: 'get', path: '/word-details', summary: 'Meanings, parts of speech, examples and synonyms of a word (WordNet 3.1); no recorded audio', tags, auth,
    permission: 'WORD_DATA_INDEX', query: S.WordDetailsQuery, response: C.WordDetails,
    handler: async ({ ctx, query }) => ({ data: await svc.wordDetails({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/word-lists', summary: "Word lists: a manager sees the centre's lists and the platform's shared ones; a student the lists given to them, with their progress", tags, auth,
    permission: 'MATERIAL_INDEX or MATERIAL_SHOW', query: S.WordListQuery, response: C.WordListList,
    handler: async ({ ctx, query }) => ({ data: await svc.listWordLists({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/word-lists', summary: 'A word list with its words (in order) and the groups it is given to', tags, auth,
    permission: 'MATERIAL_STORE', body: S.CreateWordListBody, response: C.WordListDetail,
    handler: async ({ ctx, body }) => ({ data: await svc.createWordList({ ctx, input: body }), status: 201, message: 'Word list created.' }),
  }),
  defineRoute({
    method: 'patch', path: '/word-lists/change-status/:id', summary: 'Switch a word list on or off', tags, auth,
    permission: 'MATERIAL_UPDATE', params: S.IdParams, body: S.StatusBody, response: C.WordListDetail,
    handler: async ({ ctx, params, body }) => ({ data: await svc.changeWordListStatus({ ctx, input: { id: params.id, status: body.status } }), message: 'Status changed.' }),
  }),
  defineRoute({
    method: 'get', path: '/word-lists/:id', summary: 'One word list with its words', tags, auth,
    permission: 'MATERIAL_INDEX or MATERIAL_SHOW', params: S.IdParams, response: C.WordListDetail,
    handler: async ({ ctx, params }) => ({ data: await svc.showWordList({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/word-lists/:id', summary: 'Change a word list; `words` and `group_ids` replace the whole set (a kept word keeps its progress)', tags, auth,
    permission: 'MATERIAL_UPDATE', params: S.IdParams, body: S.UpdateWordListBody, response: C.WordListDetail,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateWordList({ ctx, input: { ...body, id: params.id } }), message: 'Word list saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/word-lists/:id', summary: "Delete a word list with its words and the students' progress on them", tags, auth,
    permission: 'MATERIAL_DESTROY', params: S.IdParams, response: z.null(),
    handler: async ({ ctx, params }) => ({ data: await svc.deleteWordList({ ctx, input: params }), message: 'Word list deleted.' }),
  }),
  defineRoute({
    method: 'get', path: '/word-lists/:id/practice', summary: "The caller's flash cards on a list: the card due now and the progress", tags, auth,
    permission: 'MATERIAL_INDEX or MATERIAL_SHOW', params: S.IdParams, response: C.Practice,
    handler: async ({ ctx, params }) => ({ data: await svc.showPractice({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'post', path: '/word-lists/:id/practice', summary: '"I knew it" (known: true) or "Again" (known: false) on one card; answers the next card', tags, auth,
    permission: 'MATERIAL_INDEX or MATERIAL_SHOW', params: S.IdParams, body: S.PracticeAnswerBody, response: C.Practice,
    handler: async ({ ctx, params, body }) => ({ data: await svc.answerPractice({ ctx, input: { ...body, id: params.id } }) }),
  }),
];
