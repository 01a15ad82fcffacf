/**
 * How many photos a job takes, whatever the plan: a check-in's walk around the car (four sides,
 * the dashboard, the damage) takes 10-20 photos, so 30 leaves room; a part's 'Prova da troca' is
 * the old part and the new one's box or label, so 5 is plenty. Enforced in the photo's insert
 * (lib/data/job-photos.ts, under the quote's row lock); no imports: the messages read it too.
 */
export const CHECK_IN_PHOTO_LIMIT = 30;
export const PART_PHOTO_LIMIT = 5;
/** The account's photo uploads an hour (lib/rate-limit.ts JOB_PHOTO_UPLOADS says why). */
export const JOB_PHOTO_UPLOADS_PER_HOUR = 120;
