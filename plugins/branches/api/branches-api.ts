/**
 * The branches module's calls (server/modules/branches) and the payment calls the due-and-collection page makes
 * (server/modules/payments): react-query options and mutations over the kernel's http client. Types are the
 * server's contracts. Every call carries the master's chosen centre (`organization_id`) when there is one; on a
 * centre's own address it is absent and the server uses the tenant.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http, urlFor, type ApiEnvelope } from '@kernel/http/client';
import { fetchProtectedFile } from '@kernel/http/protected-file';
import type {
  Branch, BranchAddon, BranchContract, BranchList, BranchPayment, BranchSupport, CommerceMessage, CommerceMessageList, ComparedCourse, CourseComparison,
  CourseFaq, CourseFaqList, DueInstalment, DueInstalmentList, DuesReport, DuesRow, Enrollment, EnrollmentList, ExpiredStudent, ExpiredStudentList,
  PromoCode, PromoCodeList,
} from '@server/modules/branches/contracts.ts';
import type { RecordedPayment } from '@server/modules/payments/contracts.ts';
import type { OrganizationList } from '@server/modules/coaching-centres/contracts.ts';
import { saveBlob } from '@kernel/http/save-file';

export type {
  Branch, BranchAddon, BranchContract, BranchPayment, BranchSupport, CommerceMessage, ComparedCourse, CourseComparison, CourseFaq, DueInstalment, DuesReport,
  DuesRow, Enrollment, ExpiredStudent, PromoCode, RecordedPayment,
};

/** `organization_id` of the master's chosen centre, or nothing on a centre's own address */
export type Scope = { organization_id?: number };
export type Params = Record<string, string | number | undefined>;

const get = async <T>(path: string, params: Params) => (await http.get<ApiEnvelope<T>>(path, { params })).data;

export const centresQuery = () =>
  queryOptions({
    queryKey: ['organizations', 'pick'],
    queryFn: () => get<OrganizationList>('organizations', { per_page: 100, status: 'active' }),
    staleTime: 60_000,
  });

export const branchListQuery = (scope: Scope, filters: Params) =>
  queryOptions({ queryKey: ['branches', 'list', scope, filters], queryFn: () => get<BranchList>('branches', { ...scope, ...filters }), placeholderData: (p) => p });
/** every branch of the centre, for pickers and filters */
export const allBranchesQuery = (scope: Scope) =>
  queryOptions({ queryKey: ['branches', 'all', scope], queryFn: async () => (await get<BranchList>('branches', { ...scope, per_page: 100 })).items, staleTime: 30_000 });

export type BranchBody = Partial<Pick<Branch, 'name' | 'code' | 'address' | 'phone' | 'email' | 'manager_name' | 'contract' | 'support' | 'addons' | 'payment'>>;
export const createBranch = async (scope: Scope, body: BranchBody) => (await http.post<ApiEnvelope<Branch>>('branches', { ...scope, ...body })).data;
export const updateBranch = async (id: number, body: BranchBody) => (await http.put<ApiEnvelope<Branch>>(`branches/${id}`, body)).data;
export const changeBranchStatus = async (id: number, status: 'active' | 'inactive') => (await http.patch<ApiEnvelope<Branch>>(`branches/change-status/${id}`, { status })).data;
export const deleteBranch = (id: number) => http.delete<ApiEnvelope<null>>(`branches/${id}`);

export const promoListQuery = (scope: Scope, filters: Params) =>
  queryOptions({ queryKey: ['promo-codes', 'list', scope, filters], queryFn: () => get<PromoCodeList>('promo-codes', { ...scope, ...filters }), placeholderData: (p) => p });
export interface PromoBody {
  code: string;
  description: string;
  discount_kind: 'PERCENT' | 'FIXED';
  amount: number;
  starts_on: string | null;
  ends_on: string | null;
  usage_limit: number | null;
  branch_id: number | null;
}
export const createPromo = async (scope: Scope, body: PromoBody) => (await http.post<ApiEnvelope<PromoCode>>('promo-codes', { ...scope, ...body })).data;
export const updatePromo = async (id: number, body: Partial<PromoBody>) => (await http.put<ApiEnvelope<PromoCode>>(`promo-codes/${id}`, body)).data;
export const changePromoStatus = async (id: number, status: 'active' | 'inactive') => (await http.patch<ApiEnvelope<PromoCode>>(`promo-codes/change-status/${id}`, { status })).data;
export const deletePromo = (id: number) => http.delete<ApiEnvelope<null>>(`promo-codes/${id}`);

export const enrollmentListQuery = (scope: Scope, filters: Params) =>
  queryOptions({ queryKey: ['enrollments', 'list', scope, filters], queryFn: () => get<EnrollmentList>('enrollments', { ...scope, ...filters }), placeholderData: (p) => p });
export const expiredListQuery = (scope: Scope, filters: Params) =>
  queryOptions({ queryKey: ['enrollments', 'expired', scope, filters], queryFn: () => get<ExpiredStudentList>('enrollments/expired', { ...scope, ...filters }), placeholderData: (p) => p });

export const duesReportQuery = (scope: Scope, range: Params) =>
  queryOptions({ queryKey: ['dues', 'report', scope, range], queryFn: () => get<DuesReport>('branches/due-and-collection', { ...scope, ...range }), placeholderData: (p) => p });
export const dueInstalmentsQuery = (scope: Scope, filters: Params) =>
  queryOptions({ queryKey: ['dues', 'instalments', scope, filters], queryFn: () => get<DueInstalmentList>('branches/due-instalments', { ...scope, ...filters }), placeholderData: (p) => p });

export interface PaymentBody {
  invoice_id: number;
  instalment_id?: number;
  amount_minor: number;
  method: 'cash' | 'bank_transfer' | 'mobile_banking';
  reference?: string;
  idempotency_key: string;
}
export const recordPayment = async (body: PaymentBody) => (await http.post<ApiEnvelope<RecordedPayment>>('transaction', body)).data;

/** A PDF the server makes (invoice or receipt), fetched with the session and handed to the browser as a download. */
export async function downloadPdf(path: string, filename: string): Promise<void> {
  const blob = await fetchProtectedFile(urlFor(path));
  saveBlob(blob, filename);
}
export const invoicePdfPath = (invoiceId: number) => `invoices/${invoiceId}/pdf`;
export const receiptPdfPath = (transactionId: number) => `transactions/${transactionId}/receipt`;

export const messageListQuery = (scope: Scope, filters: Params) =>
  queryOptions({ queryKey: ['commerce-messages', 'list', scope, filters], queryFn: () => get<CommerceMessageList>('commerce-messages', { ...scope, ...filters }), placeholderData: (p) => p });
export interface MessageBody {
  scope: 'branch' | 'enrollment' | 'course';
  target_id: number | null;
  audience: 'all' | 'active' | 'expired' | 'due';
  subject: string;
  body: string;
}
export const sendMessage = async (scope: Scope, body: MessageBody) => (await http.post<ApiEnvelope<CommerceMessage>>('commerce-messages', { ...scope, ...body })).data;

export const comparisonQuery = (scope: Scope, status: 'active' | 'all') =>
  queryOptions({ queryKey: ['course-comparison', scope, status], queryFn: () => get<CourseComparison>('course-comparison', { ...scope, status }) });

export const faqListQuery = (scope: Scope, filters: Params) =>
  queryOptions({ queryKey: ['course-faqs', 'list', scope, filters], queryFn: () => get<CourseFaqList>('course-faqs', { ...scope, ...filters }), placeholderData: (p) => p });
export interface FaqBody {
  question: string;
  answer: string;
  package_id: number | null;
  position: number;
}
export const createFaq = async (scope: Scope, body: FaqBody) => (await http.post<ApiEnvelope<CourseFaq>>('course-faqs', { ...scope, ...body })).data;
export const updateFaq = async (id: number, body: FaqBody) => (await http.put<ApiEnvelope<CourseFaq>>(`course-faqs/${id}`, body)).data;
export const deleteFaq = (id: number) => http.delete<ApiEnvelope<null>>(`course-faqs/${id}`);

export const invalidate = (client: QueryClient, ...keys: string[]) => Promise.all(keys.map((k) => client.invalidateQueries({ queryKey: [k] })));
