/**
 * An e-mail that never wraps inside a word: it may break only before the @, and a part still too
 * wide for its column is cut with an ellipsis, the whole address in the title (and read whole by
 * screen readers, which ignore the cut).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0)
    return (
      <span className="min-w-0 truncate" title={email}>
        {email}
      </span>
    );
  return (
    <span className="min-w-0" title={email}>
      <span className="inline-block max-w-full truncate align-bottom">{email.slice(0, at)}</span>
      <wbr />
      <span className="inline-block max-w-full truncate align-bottom">{email.slice(at)}</span>
    </span>
  );
}
