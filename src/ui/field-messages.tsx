/** The hint and error lines under a labelled field (TextField, TextAreaField), with the ids its control points at. */
export function FieldMessages({ hint, hintId, error, errorId }: { hint?: string; hintId?: string; error?: string | null; errorId?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </>
  );
}
