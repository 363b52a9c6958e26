/**
 * /buddymon: the reward area's guarded landing shell. It only welcomes the signed-in member; the reward area
 * itself (lands, my buddymon, shop, growth album, coin history) is not built yet.
 */
import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '@buddy/api';
import { Button } from '@buddy/ui/button';
import { Link } from '@buddy/ui/link';
import { useApp } from '../../app/context';

export default function BuddymonPage() {
  const { api } = useApp();
  const profile = useQuery(profileQueries.me(api));
  const name = profile.data?.memNm;
  return (
    <section aria-labelledby="buddymon-title" className="flex flex-col items-center gap-5 py-16 text-center">
      <h1 id="buddymon-title" className="text-3xl font-bold text-text">
        버디몬 랜드
      </h1>
      <p className="max-w-lg text-base text-muted">
        {name ? `${name} 님, ` : ''}공부하며 모은 코인으로 나만의 버디몬을 키우는 곳이에요. 일곱 개의 랜드가
        곧 문을 열어요.
      </p>
      <Button asChild size="lg">
        <Link variant="plain" href="/study">
          학습하러 가기
        </Link>
      </Button>
    </section>
  );
}
