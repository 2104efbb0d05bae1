/** The student's own CRM calls (server/modules/crm, the `my/*` routes): portfolio, points and data lists. */
import { queryOptions } from '@tanstack/react-query';
import { http, urlFor, type ApiEnvelope } from '@kernel/http/client';
import { fetchProtectedFile } from '@kernel/http/protected-file';
import { saveBlob } from '@kernel/http/save-file';
import type { Award, MyDataKind, MyDataSummary, MyDataTable, MyPoints, Portfolio } from '@server/modules/crm/contracts.ts';

export type { Award, MyDataKind, MyDataSummary, MyDataTable, MyPoints, Portfolio };

export const DATA_KINDS: readonly MyDataKind[] = ['enrollments', 'payments', 'attendance', 'points', 'results'];

const get = async <T>(path: string) => (await http.get<ApiEnvelope<T>>(path)).data;
const KEY = ['student-home'] as const;

export const portfolioQuery = queryOptions({ queryKey: [...KEY, 'portfolio'], queryFn: () => get<Portfolio>('my/portfolio') });
/** the student's card (its `reads` in index.ts say the same path) */
export const myPointsQuery = queryOptions({ queryKey: [...KEY, 'points'], queryFn: () => get<MyPoints>('my/points') });
export const dataSummaryQuery = queryOptions({ queryKey: [...KEY, 'data'], queryFn: () => get<MyDataSummary>('my-data') });
export const dataTableQuery = (kind: MyDataKind) => queryOptions({ queryKey: [...KEY, 'data', kind], queryFn: () => get<MyDataTable>(`my-data/${kind}`) });

/** One list as the server writes the CSV, handed to the browser as a download. */
export async function downloadCsv(kind: MyDataKind): Promise<void> {
  saveBlob(await fetchProtectedFile(urlFor(`my-data/${kind}/export`)), `my-${kind}.csv`);
}
