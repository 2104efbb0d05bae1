import { z } from 'zod';
import { routePermission, type RouteDef } from './route.ts';

type Json = Record<string, unknown>;

function schemaOf(s: z.ZodType | undefined, io: 'input' | 'output'): Json | undefined {
  if (!s) return undefined;
  const out = z.toJSONSchema(s, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
  delete out.$schema;
  return out;
}

const errorRef = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

/** The OpenAPI 3.1 document of the declared routes (mounted under `basePath`). */
export function buildOpenApi(routes: readonly RouteDef[], opts: { basePath: string; title: string; version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const r of routes) {
    const path = opts.basePath + r.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const parameters: Json[] = [{ $ref: '#/components/parameters/XTenant' }];
    const params = schemaOf(r.params, 'input');
    for (const [name, schema] of Object.entries((params?.properties as Json | undefined) ?? {})) {
      parameters.push({ name, in: 'path', required: true, schema });
    }
    const query = schemaOf(r.query, 'input');
    const required = new Set((query?.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query?.properties as Json | undefined) ?? {})) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
    const data = schemaOf(r.response, 'output') ?? {};
    const responses: Record<string, unknown> = r.download ? { '200': { description: 'A download (attachment)', content: { [r.download]: { schema: { type: 'string' } } } } } : {
      '200': {
        description: 'Success',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['success', 'data'],
              properties: { success: { const: true }, message: { type: 'string' }, data },
            },
          },
        },
      },
    };
    if (r.body) {
      responses['400'] = errorRef('Malformed JSON body');
      responses['413'] = errorRef('Request Entity Too Large');
      if (!r.multipart) responses['415'] = errorRef('The body is not application/json');
    }
    if (r.body || r.query || r.params) responses['422'] = errorRef('Validation failed: per-field `errors`');
    if (r.auth === 'auth') responses['401'] = errorRef('No valid token for this tenant');
    if (r.auth === 'optional') responses['401'] = errorRef('A token was sent and is not valid for this tenant');
    if (r.permission || r.auth === 'auth') responses['403'] = errorRef('This action is unauthorized.');
    responses['404'] = errorRef('Unknown tenant (or resource)');
    if (r.path === '/login') responses['429'] = errorRef('Too many login attempts');
    const op: Json = {
      operationId: `${r.method}${r.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      summary: r.summary,
      tags: r.tags,
      parameters,
      responses,
    };
    const permission = routePermission(r);
    if (permission) {
      op.description = `Requires permission \`${r.permission}\` (SUPER_ADMIN passes every check).`;
      // machine-readable for clients and the project's matrix test: any one of `anyOf`, or the row's owner
      op['x-permission'] = permission;
    }
    op.security = r.auth === 'auth' ? [{ bearerAuth: [] }] : r.auth === 'optional' ? [{}, { bearerAuth: [] }] : [];
    if (r.body) {
      op.requestBody = {
        required: true,
        content: { [r.multipart ? 'multipart/form-data' : 'application/json']: { schema: schemaOf(r.body, 'input') } },
      };
    }
    (paths[path] ??= {})[r.method] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: opts.title, version: opts.version, description: 'Every answer uses the envelope `{ success, message?, data }` or `{ success: false, message, errors? }`.' },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'token from POST /api/v1/login' } },
      parameters: {
        XTenant: {
          name: 'X-Tenant',
          in: 'header',
          required: false,
          description: "The organization's sub-domain; absent = the platform scope",
          schema: { type: 'string' },
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['success', 'message'],
          properties: {
            success: { const: false },
            message: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
  };
}
