/** What the header's signed-in box shows while its chunk (member-area.tsx) and the profile load. */
export function MemberAreaPending({ busy = true }: { busy?: boolean }) {
  return (
    <p className="min-h-11 text-muted" aria-busy={busy}>
      {busy ? '회원 정보를 불러오는 중…' : ''}
    </p>
  );
}

/** What the header's login box shows while its chunk (login-area.tsx) loads: its height, so that nothing moves. */
export function LoginAreaPending() {
  return <p className="min-h-11" aria-busy="true" />;
}
