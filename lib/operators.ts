/** Operators run the product itself (ADMIN_EMAILS, comma separated): they see its own leads. */
export function isOperatorEmail(email: string) {
  const operators = (process.env.ADMIN_EMAILS ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return operators.includes(email.trim().toLowerCase());
}
