/**
 * Two tabs (or a phone and a computer) editing the same record. Each edit form carries, in a hidden
 * field, the version of the row it loaded; the save succeeds only while the row is still at that
 * version and adds one to it. A save from a page loaded before someone else's save is refused, so
 * it never overwrites what the other save wrote, and the form keeps what was typed.
 * No imports: the forms' bundles take this without the server's code.
 */
export const RECORD_VERSION_FIELD = "version";

/** The version of a shop whose profile was never saved: a new shop's row starts at it. */
export const NO_PROFILE_YET = 0;
