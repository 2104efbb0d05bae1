import type {
  RecordId,
  WizardCreateInput,
  WizardCreateOutput,
  WizardLoadOutput,
  WizardStep,
  WizardUpdateInput,
} from '@machines/wizard.machine';

/**
 * Everything a feature tells the kit about one wizard: its steps with their rules, the fields each step owns, and
 * the three server calls (docs/product-spec.md §4: POST on the first save, PUT on each later one, GET to resume).
 * Plain data and functions, no React: the page and the store read it.
 */
export interface WizardDefinition<TData extends object> {
  /** the machine's id and the key of its running actor, e.g. `package-wizard` */
  id: string;
  steps: ReadonlyArray<WizardStep<TData>>;
  /** step -> the fields it owns: a 422 on one of them shows at the field, any other above the form */
  stepFields: Readonly<Record<string, readonly string[]>>;
  create(input: WizardCreateInput<TData>): Promise<WizardCreateOutput<TData>>;
  update(input: WizardUpdateInput<TData>): Promise<void>;
  /** the record and its resume point; `urlStep` is the step the address names (see resume.ts) */
  load(recordId: RecordId, urlStep: string | undefined): Promise<WizardLoadOutput<TData>>;
}
