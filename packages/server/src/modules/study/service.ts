import type { components } from '@buddy/contract';
import type { MembersService } from '../members/service';
import type { SiteLinksRepository } from './repository';

type CommonLinks = components['schemas']['CommonLinks'];
type CredentialLinks = components['schemas']['CredentialLinks'];

const AUDIO_PREFIX = 'audio.';

export class StudyLinksService {
  constructor(
    private readonly links: SiteLinksRepository,
    private readonly members: MembersService,
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
    };
  }

  /** Signed-in members: the audio library link of each product level they hold, and the grammar link. */
  async credential(memNo: string): Promise<CredentialLinks> {
    const [links, products] = await Promise.all([
      this.links.byAudience('member'),
      this.members.products(memNo),
    ]);
    const audio: Record<string, string> = {};
    for (const product of products) {
      const url = links.get(AUDIO_PREFIX + product.prodCd);
      if (url) audio[product.prodCd] = url;
    }
    return { audio, grammar: links.get('grammar') ?? '' };
  }
}
