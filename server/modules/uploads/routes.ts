import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as S from './schemas.ts';
import * as uploads from './service.ts';

const tags = ['uploads'];

/**
 * The JSON side of resumable uploads. The tus protocol itself (POST, HEAD, PATCH, DELETE under
 * /api/v1/uploads/resumable) is not JSON and is mounted by server/app.ts from resumable.ts.
 */
export const uploadsRoutes: RouteDef[] = [
  defineRoute({
    method: 'get', path: '/uploads/resumable/:id/result',
    summary: 'The stored path of a finished resumable (tus 1.0) upload, to the user who sent it; 404 until it is complete and accepted', tags, auth: 'auth',
    permission: 'COMMON_UPLOAD_FILE', params: S.ResultParams, response: C.ResumableResult,
    handler: async ({ ctx, params }) => ({ data: await uploads.resumableResult({ ctx, input: params }) }),
  }),
] as unknown as RouteDef[];
