/** The status filter list always gets a leading All option (docs/product-spec.md §4). */
export interface StatusOption {
  value: string;
  label: string;
}

export const ALL_STATUS_VALUE = '';

export function withLeadingAll(statuses: readonly StatusOption[] | null | undefined, allLabel = 'All'): StatusOption[] {
  const rest = (statuses ?? []).filter((s) => s.value !== ALL_STATUS_VALUE && s.label.toLowerCase() !== allLabel.toLowerCase());
  return [{ value: ALL_STATUS_VALUE, label: allLabel }, ...rest];
}
