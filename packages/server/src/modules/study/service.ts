import type { components } from '@buddy/contract';
import type { MembersService } from '../members/service';
import type { SiteLinksRepository } from './repository';

type CommonLinks = components['schemas']['CommonLinks'];
type CredentialLinks = components['schemas']['CredentialLinks'];

const AUDIO_PREFIX = 'audio.';

/** What the server's configuration adds to the links (config.ts: LEGACY_SITE_*, LOGOUT_PAGE). */
export interface ConfiguredLinks {
  legacySites: Partial<Record<string, string>>;
  logoutPage: string;
}

export class StudyLinksService {
  constructor(
    private readonly links: SiteLinksRepository,
    private readonly members: MembersService,
    private readonly configured: ConfiguredLinks = { legacySites: {}, logoutPage: '' },
  ) {}

  /** The common links every visitor gets; a link missing from site_links is an empty string. */
  async common(): Promise<CommonLinks> {
    const links = await this.links.byAudience('public');
    const text = (key: string) => links.get(key) ?? '';
    return {
      identityVerification: text('identityVerification'),
      studyCdn: text('studyCdn'),
      viewer: text('viewer'),
      contents: text('contents'),
      viewerEngine: text('viewerEngine'),
      bridgeViewer: text('bridgeViewer'),
      bridgeEngine: text('bridgeEngine'),
      grammar: text('grammar'),
      openLeftMenu: links.get('openLeftMenu') === 'true',
      openRightMenu: links.get('openRightMenu') === 'true',
      logoutPage: this.configured.logoutPage,
    };
  }

  /**
   * Signed-in members: the audio library link of each product level they hold, the grammar link, and the legacy
   * learning site of each product they hold that studies there (when configured).
   */
  async credential(memNo: string): Promise<CredentialLinks> {
    const [links, products] = await Promise.all([
      this.links.byAudience('member'),
      this.members.products(memNo),
    ]);
    const audio: Record<string, string> = {};
    const legacy: Record<string, string> = {};
    for (const product of products) {
      const url = links.get(AUDIO_PREFIX + product.prodCd);
      if (url) audio[product.prodCd] = url;
      const site = this.configured.legacySites[product.prodCd];
      if (site) legacy[product.prodCd] = site;
    }
    return { audio, grammar: links.get('grammar') ?? '', legacy };
  }
}
