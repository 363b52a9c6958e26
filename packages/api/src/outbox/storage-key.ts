/** Where the outbox's pending mutations wait across a reload (a module of its own: a sign-out may clear it without the outbox). */
export const OUTBOX_STORAGE_KEY = 'buddy.outbox';
