/** A list's error at the top of a step (the wizard page gathers a list's errors under its name). */
export function StepError({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="rounded-md border border-danger-700 bg-surface px-3 py-2 text-sm font-medium text-danger-700" role="alert" data-testid="step-error">
      {text}
    </p>
  );
}
