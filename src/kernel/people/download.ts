/**
 * The list's CSV export: GET users/export needs the bearer token, so a plain link cannot fetch it; the file comes
 * through the kernel's protected-file fetch and is handed to the browser as a download from an object URL.
 */
import { fetchProtectedFile } from '../http/protected-file';
import { saveBlob } from '../http/save-file';
import { formatApiDate } from '../dates/format';
import { exportUrl, type PeopleKind, type PeopleQuery } from './api';

const FILE_NAMES: Record<PeopleKind, string> = { student: 'students', trainer: 'trainers', staff: 'platform-staff' };

export const downloads = {
  /** Hands a blob to the browser as a file; replaceable in tests (happy-dom downloads nothing). */
  save(blob: Blob, filename: string): void {
    saveBlob(blob, filename);
  },
};

/** Downloads every row the list's filter matches (all pages), as the server writes it (UTF-8 with a BOM). */
export async function downloadPeopleCsv(kind: PeopleKind, q: PeopleQuery): Promise<void> {
  const blob = await fetchProtectedFile(exportUrl(q));
  downloads.save(blob, `${FILE_NAMES[kind]}-${formatApiDate(new Date())}.csv`);
}
