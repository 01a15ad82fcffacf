/**
 * The fixed value lists the database and the screens share. No imports: a client component takes
 * them without pulling the database schema (and its driver) into the browser's bundle.
 */
export const SUBSCRIPTION_PLAN_IDS = ["basic", "pro"] as const;
export const SERVICE_STATUS_IDS = ["pending", "approved", "in_progress", "completed", "canceled"] as const;
export const TICKET_STATUS_IDS = ["open", "closed"] as const;
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLAN_IDS)[number];
export type ServiceStatus = (typeof SERVICE_STATUS_IDS)[number];
export type Weekday = (typeof WEEKDAYS)[number];
