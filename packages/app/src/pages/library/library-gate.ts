/**
 * The client's mirror of §6's table (the server holds it too, ADR 030): before a library list is asked for, the
 * member's fee and flags (or a visitor's none) decide; a denied visitor or member sees the row's alert and is sent one
 * page back (home when the library was the first page of the tab). A 403 from the server (a profile changed since it
 * was read) ends the same way, with the server's message.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { profileQueries } from '@buddy/api';
import { libraryPageAccess, type Access, type LibraryKind } from '@buddy/domain';
import { useApp, useSignedIn } from '../../app/context';
import { useNotify } from '../../app/notify';
import { LIBRARY_WORDS as WORDS } from './library-words';

export type LibraryGate = { state: 'checking' } | { state: 'allowed' } | { state: 'denied'; alert: string };

/**
 * What the table says for a page (its address under the library root, e.g. `kread`) listing `kind`: checking while a
 * member's profile loads.
 */
export function useLibraryAccess(page: string, kind: LibraryKind): LibraryGate {
  const { api } = useApp();
  const signedIn = useSignedIn();
  const profile = useQuery({ ...profileQueries.me(api), enabled: signedIn });
  if (signedIn && !profile.data) return { state: 'checking' };
  const access: Access = libraryPageAccess(page, kind, signedIn ? profile.data : null);
  return access.allowed ? { state: 'allowed' } : { state: 'denied', alert: access.alert };
}

/** Shows `alert` once and then goes one page back (or to `fallback` when there is no page to go back to). */
export function useDeniedExit(alert: string | null, fallback: string): void {
  const notify = useNotify();
  const navigate = useNavigate();
  // The tab's first page has the key 'default': there is no page of ours to go back to.
  const first = useLocation().key === 'default';
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (alert === null || shown.current === alert) return;
    shown.current = alert;
    void notify(WORDS.deniedTitle, alert).then(() => {
      if (first) void navigate(fallback, { replace: true });
      else void navigate(-1);
    });
  }, [alert, fallback, first, navigate, notify]);
}
