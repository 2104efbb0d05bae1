/**
 * The materials calls (server/modules/materials) and the pickers the upload dialog needs (groups, courses, packages):
 * react-query options and mutations over the kernel's http client. Types are the server's contracts.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { Material, MaterialList } from '@server/modules/materials/contracts.ts';
import type { GroupList } from '@server/modules/groups/contracts.ts';
import type { PackageList } from '@server/modules/packages/contracts.ts';

export type { Material };
export type Params = Record<string, string | number | boolean | undefined>;

const get = async <T>(path: string, params: Params = {}) => (await http.get<ApiEnvelope<T>>(path, { params })).data;

export const materialListQuery = (filters: Params) =>
  queryOptions({ queryKey: ['materials', 'list', filters], queryFn: () => get<MaterialList>('materials', filters), placeholderData: (p) => p });
export const materialQuery = (id: number) => queryOptions({ queryKey: ['materials', 'one', id], queryFn: () => get<Material>(`materials/${id}`), staleTime: 60_000 });

export interface MaterialBody {
  title: string;
  description: string;
  kind?: Material['kind'];
  source?: Material['source'];
  file_path?: string;
  thumbnail_path?: string | null;
  special?: boolean;
  status?: Material['status'];
  group_ids?: number[];
  course_ids?: number[];
  package_ids?: number[];
}
export const createMaterial = async (body: MaterialBody) => (await http.post<ApiEnvelope<Material>>('materials', body)).data;
export const updateMaterial = async (id: number, body: Partial<MaterialBody>) => (await http.put<ApiEnvelope<Material>>(`materials/${id}`, body)).data;
export const deleteMaterial = (id: number) => http.delete<ApiEnvelope<null>>(`materials/${id}`);

export interface Choice {
  id: number;
  name: string;
}
export const groupChoicesQuery = () =>
  queryOptions({ queryKey: ['groups', 'pick'], queryFn: async (): Promise<Choice[]> => (await get<GroupList>('groups', { per_page: 100 })).items.map((g) => ({ id: g.id, name: g.name })), staleTime: 60_000 });
export const packageChoicesQuery = (kind: 'COURSE' | 'PACKAGE') =>
  queryOptions({
    queryKey: ['packages', 'pick', kind],
    queryFn: async (): Promise<Choice[]> => (await get<PackageList>('packages', { kind, per_page: 100 })).items.map((p) => ({ id: p.id, name: p.name })),
    staleTime: 60_000,
  });

export const invalidateMaterials = (client: QueryClient) => client.invalidateQueries({ queryKey: ['materials'] });
