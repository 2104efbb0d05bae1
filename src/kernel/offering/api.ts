/**
 * The package and course calls (server/modules/packages) for both plugins: react-query options and plain calls over
 * the kernel's http client; the types are the server's contracts (type-only).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type { BasePriceAnswer, Package, PackageDetail, PackageItem, PackageList, PackageProperties, RandomItems } from '@server/modules/packages/contracts.ts';
import type { UserList } from '@server/modules/users/contracts.ts';
import type { BranchList } from '@server/modules/branches/contracts.ts';

export type { BasePriceAnswer, Package, PackageDetail, PackageItem, PackageList, PackageProperties };
export type OfferingKind = Package['kind'];
export type ItemKind = PackageItem['item_kind'];

export interface OfferingFilters {
  kind: OfferingKind;
  search?: string;
  status?: string;
  page?: number;
  per_page?: number;
}

export const offeringListQuery = (filters: OfferingFilters) =>
  queryOptions({
    queryKey: ['packages', 'list', filters],
    queryFn: async () => (await http.get<ApiEnvelope<PackageList>>('packages', { params: { ...filters } })).data,
    placeholderData: (previous) => previous,
  });

export const offeringQuery = (id: number | string) =>
  queryOptions({
    queryKey: ['packages', 'one', String(id)],
    queryFn: async () => (await http.get<ApiEnvelope<PackageDetail>>(`packages/${id}`)).data,
  });

export function invalidateOfferings(client: QueryClient) {
  return client.invalidateQueries({ queryKey: ['packages'] });
}

export const createOffering = async (body: Record<string, unknown>) => (await http.post<ApiEnvelope<PackageDetail>>('packages', body, { toast: false })).data;
export const updateOffering = async (id: number | string, body: Record<string, unknown>) => (await http.put<ApiEnvelope<PackageDetail>>(`packages/${id}`, body, { toast: false })).data;
export const fetchOffering = async (id: number | string) => (await http.get<ApiEnvelope<PackageDetail>>(`packages/${id}`, { toast: false })).data;
export const deleteOffering = async (id: number) => (await http.delete<ApiEnvelope<null>>(`packages/${id}`)).data;
export const changeOfferingStatus = async (id: number, status: 'active' | 'inactive') => (await http.patch<ApiEnvelope<PackageDetail>>(`packages/change-status/${id}`, { status })).data;

/** The suggested base price of the chosen properties for the duration. */
export const basePriceQuery = (properties: PackageProperties, durationDays: number) =>
  queryOptions({
    queryKey: ['packages', 'base-price', properties, durationDays],
    queryFn: async () =>
      (await http.get<ApiEnvelope<BasePriceAnswer>>('package-base-price', { params: { properties: JSON.stringify(properties), duration_days: durationDays }, toast: false })).data,
    staleTime: 60_000,
  });

/** Random published items of the bank: `{ practice_test: 3 }`, `{ quiz_set: 2 }`... */
export const drawRandomItems = async (body: Partial<Record<'practice_test' | 'mock_test' | 'quiz_set' | 'question', number>>) =>
  (await http.post<ApiEnvelope<RandomItems>>('packages/get-random-package-items', body)).data.items;

export interface Choice {
  id: number;
  name: string;
}

/** The centre's trainers, for a course's trainer picker. */
export const trainerChoicesQuery = () =>
  queryOptions({
    queryKey: ['users', 'trainers-for-courses'],
    queryFn: async (): Promise<Choice[]> =>
      (await http.get<ApiEnvelope<UserList>>('users', { params: { role: 'TRAINER', status: 'active', per_page: 100 }, toast: false })).data.items.map((u) => ({ id: u.id, name: u.full_name })),
    staleTime: 60_000,
  });

/** The centre's active branches, for a course taught in a branch. */
export const branchChoicesQuery = () =>
  queryOptions({
    queryKey: ['branches', 'for-courses'],
    queryFn: async (): Promise<Choice[]> =>
      (await http.get<ApiEnvelope<BranchList>>('branches', { params: { status: 'active', per_page: 100 }, toast: false })).data.items.map((b) => ({ id: b.id, name: b.name })),
    staleTime: 60_000,
  });
