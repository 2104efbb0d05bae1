/** The chosen members of a picker: added once, in the order chosen, removed by id. */
export interface Member {
  id: number;
  full_name: string;
  email: string;
}

export function addMember<M extends Member>(list: readonly M[], person: M): M[] {
  return list.some((m) => m.id === person.id) ? [...list] : [...list, person];
}

export function removeMember<M extends Member>(list: readonly M[], id: number): M[] {
  return list.filter((m) => m.id !== id);
}

/** What a search offers: the people found minus those already chosen. */
export function offered<M extends Member>(found: readonly M[], chosen: readonly M[]): M[] {
  const taken = new Set(chosen.map((m) => m.id));
  return found.filter((p) => !taken.has(p.id));
}
