/** The server's list envelope (server/API-CONTRACT.md "Envelope"): a page of items and where it stands. */
export interface ListMeta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface Paged<T> {
  items: T[];
  meta: ListMeta;
}
