import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteLinks } from '../../db/schema';

export type LinkAudience = 'public' | 'member';

export class SiteLinksRepository {
  constructor(private readonly db: Db) {}

  async byAudience(audience: LinkAudience): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ key: siteLinks.key, value: siteLinks.value })
      .from(siteLinks)
      .where(eq(siteLinks.audience, audience));
    return new Map(rows.map((r) => [r.key, r.value]));
  }
}
