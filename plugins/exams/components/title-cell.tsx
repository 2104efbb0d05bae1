/** A test's title with its public id beneath (T-000001), the first column of the exam lists. */
export function TitleCell({ title, id }: { title: string; id: string | null | undefined }) {
  return (
    <>
      <span className="font-medium text-ink">{title}</span>
      {id && <span className="block text-xs text-muted">{id}</span>}
    </>
  );
}
