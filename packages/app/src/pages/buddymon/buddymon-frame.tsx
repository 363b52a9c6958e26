/**
 * The reward area's frame (spec §2 reward area; ADR 034): its own sub-navigation (the entries built so far), the
 * area's name over the page's h1 with its lead, then the page.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BUDDYMON_MENU } from '@buddy/domain';
import { SubNav } from '@buddy/ui/sub-nav';
import { AreaFrame } from '../../layouts/area-frame';
import { BUDDYMON_WORDS as WORDS } from './buddymon-words';

export function BuddymonFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <AreaFrame
      id="buddymon-title"
      nav={
        <SubNav
          label={WORDS.nav}
          items={BUDDYMON_MENU.map((item) => ({ label: item.label, href: item.path }))}
          currentPath={pathname}
        />
      }
      area={WORDS.area}
      title={title}
      lead={lead}
    >
      {children}
    </AreaFrame>
  );
}
