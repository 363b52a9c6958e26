/**
 * / (brand home, full layout): a friendly landing for children and parents. The hero, the programs, how a day of
 * study goes, the level-test and experience call to action, and a look into the library. Content is the brand's own
 * introduction (no member data); the news of GET /main (banner, promotions, awards, popups) come in after it is drawn.
 */
import { MOBILE_MEDIA_QUERY, useMediaQueryState } from '@buddy/ui/hooks';
import { CallToAction, Hero } from './home-hero';
import { LibraryTeaser } from './home-library';
import HomeNews from './home-news';
import { HowItWorks, Programs } from './home-programs';

export default function HomePage() {
  // Undefined while the server's page hydrates: the news come after.
  const mobile = useMediaQueryState(MOBILE_MEDIA_QUERY);
  return (
    <div className="flex flex-col">
      <Hero />
      <Programs />
      <HowItWorks />
      <CallToAction />
      {mobile === undefined ? null : <HomeNews mobile={mobile} />}
      <LibraryTeaser />
    </div>
  );
}
