import { resetClaims } from './members';

/** Before the journeys: every copy of every demo account is unclaimed again (e2e/members.ts). */
export default function globalSetup(): void {
  resetClaims();
}
