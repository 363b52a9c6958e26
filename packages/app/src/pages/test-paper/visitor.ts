/** The level-test visitor lives in @buddy/api; the registration form still names its type from here. */
export type { Visitor } from '@buddy/api';
