/** What the header's signed-in box shows while its chunk (member-area.tsx) and the profile load. */
export function MemberAreaPending({ busy = true }: { busy?: boolean }) {
  return (
    <p className="min-h-11 text-muted" aria-busy={busy}>
      {busy ? '회원 정보를 불러오는 중…' : ''}
    </p>
  );
}

/** What the header's account area shows while the login box's chunk (login-area.tsx) loads. */
export function LoginAreaPending() {
  return <p className="min-h-11" aria-busy="true" />;
}
