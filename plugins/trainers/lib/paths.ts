/** Where the trainer pages live (index.ts declares them there): the list at `/list`, `/create`, `/edit/{id}`. */
export const TRAINERS_BASE = '/coaching-owner/trainer-management';
