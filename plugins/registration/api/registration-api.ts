/**
 * The public registration calls (server/modules/registration): no session; a draft is read and saved with the secret
 * of its resume link in the X-Registration-Token header. Types are the server's contracts.
 */
import { queryOptions } from '@tanstack/react-query';
import { http, type ApiEnvelope } from '@kernel/http/client';
import type {
  PlanPart,
  Registration,
  RegistrationData,
  RegistrationInvoice,
  RegistrationOptions,
  RegistrationPackage,
  RegistrationQuote,
} from '@server/modules/registration/contracts.ts';
import type { PackageProperties } from '@server/modules/packages/contracts.ts';
import type { PaymentProviders } from '@server/modules/payments/contracts.ts';
import type { z } from 'zod';

export type { PackageProperties, PlanPart, Registration, RegistrationData, RegistrationInvoice, RegistrationOptions, RegistrationPackage, RegistrationQuote };
export type Providers = z.output<typeof PaymentProviders>['providers'];

const TOKEN_HEADER = 'X-Registration-Token';
const open = (token: string) => ({ auth: false, toast: false, headers: { [TOKEN_HEADER]: token } }) as const;

export const optionsQuery = () =>
  queryOptions({
    queryKey: ['registration', 'options'],
    queryFn: async () => (await http.get<ApiEnvelope<RegistrationOptions>>('student-registration/options', { auth: false })).data,
    staleTime: 60_000,
  });

export const createDraft = async (step: string, data: Record<string, unknown>) =>
  (await http.post<ApiEnvelope<Registration>>('student-registration', { step, data }, { auth: false, toast: false })).data;

export const saveStep = async (id: number | string, token: string, step: string, data: Record<string, unknown>) =>
  (await http.put<ApiEnvelope<Registration>>(`student-registration/${id}`, { step, data }, open(token))).data;

export const readDraft = async (id: number | string, token: string) => (await http.get<ApiEnvelope<Registration>>(`student-registration/${id}`, open(token))).data;

export const draftQuery = (id: string, token: string) =>
  queryOptions({ queryKey: ['registration', 'draft', id], queryFn: () => readDraft(id, token), retry: false, staleTime: 0 });

export interface QuoteAsk {
  package_id: number;
  promo_code?: string;
  instalments?: number;
}

/** A quote never toasts: the course step shows its 422 beside the promo code field. */
export const readQuote = async (id: number | string, token: string, ask: QuoteAsk) =>
  (
    await http.get<ApiEnvelope<RegistrationQuote>>(`student-registration/${id}/quote`, {
      ...open(token),
      params: { package_id: ask.package_id, promo_code: ask.promo_code ?? '', instalments: ask.instalments },
    })
  ).data;

export const quoteQuery = (id: string, token: string, ask: QuoteAsk) =>
  queryOptions({
    queryKey: ['registration', 'quote', id, ask.package_id, ask.promo_code ?? '', ask.instalments ?? 1],
    queryFn: () => readQuote(id, token, ask),
    retry: false,
    staleTime: 30_000,
  });

/** The payment providers (the payments module's public call); without an answer, only the manual one is assumed. */
export const providersQuery = () =>
  queryOptions({
    queryKey: ['registration', 'providers'],
    queryFn: async (): Promise<Providers> => {
      try {
        return (await http.get<ApiEnvelope<{ providers: Providers }>>('payments/providers', { auth: false, toast: false })).data.providers;
      } catch {
        return [{ id: 'manual', methods: ['cash', 'bank_transfer', 'mobile_banking'] }];
      }
    },
    staleTime: 300_000,
  });
