/** A labelled group of checkboxes (groups, materials): a fieldset the keyboard walks with Tab and Space. */
export function CheckList({ legend, name, options, value, onChange, error, empty }: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ id: number; label: string }>;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string | null;
  empty?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1" aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {options.length === 0 && empty && <p className="text-sm text-muted">{empty}</p>}
      <div className="flex max-h-40 flex-col gap-1 overflow-y-auto rounded-md border border-line p-2">
        {options.map((o) => (
          <label key={o.id} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name={name}
              value={o.id}
              checked={value.includes(o.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, o.id] : value.filter((x) => x !== o.id))}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-danger-700" role="alert">{error}</p>}
    </fieldset>
  );
}
