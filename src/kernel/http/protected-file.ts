/**
 * Files that need the session to read (a student's recordings): an <audio> or <img> cannot send the bearer
 * token, so the file is fetched with the http client's headers and shown from an object URL.
 *
 * @example
 *   const { url } = useProtectedFileUrl('/files/recordings/abc.webm'); // 'blob:…' once loaded
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { failure, requestHeaders } from './client';

export async function fetchProtectedFile(path: string, signal?: AbortSignal): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(path, { headers: requestHeaders({}, false), signal });
  } catch (e) {
    throw failure(e, { toast: false });
  }
  if (!res.ok) throw failure({ status: res.status, data: null }, { toast: false });
  return res.blob();
}

/** An object URL for a protected file, revoked when the component goes or the path changes. */
export function useProtectedFileUrl(path: string | null) {
  const query = useQuery({
    queryKey: ['protected-file', path],
    queryFn: ({ signal }) => fetchProtectedFile(path!, signal),
    enabled: !!path,
    staleTime: Infinity,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data;
  useEffect(() => {
    if (!blob) return;
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => {
      URL.revokeObjectURL(u);
      setUrl(null);
    };
  }, [blob]);
  return { url, isLoading: query.isLoading, isError: query.isError, retry: () => void query.refetch() };
}
