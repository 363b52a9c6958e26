/**
 * / (brand home, full layout): a friendly landing for children and parents. The hero, the programs, how a day of
 * study goes, the level-test and experience call to action, and a look into the library. Content is the brand's own
 * introduction (no member data); the home banners of GET /main arrive with the brand-site issue.
 */
import { CallToAction, Hero } from './home-hero';
import { LibraryTeaser } from './home-library';
import { HowItWorks, Programs } from './home-programs';

export default function HomePage() {
  return (
    <div className="flex flex-col">
      <Hero />
      <Programs />
      <HowItWorks />
      <CallToAction />
      <LibraryTeaser />
    </div>
  );
}
