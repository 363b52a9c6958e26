/**
 * The demo seed's accounts and site links. The accounts themselves live in @buddy/domain/demo (shared with the fake
 * /v2 of the stories); every demo password is DEMO_PASSWORD.
 */
export {
  DEMO_ACCOUNTS,
  MEMBER_TYPE_LABELS,
  PRODUCT_NAMES,
  type DemoAccount,
  type DemoProduct,
  type ProductCode,
  demoGuardianEmail,
} from '@buddy/domain/demo';

export const DEMO_PASSWORD = 'buddy1234ab';

/** Site links of the demo (spec §3 Site mode). Hosts under .example are placeholders. */
export const DEMO_LINKS: readonly { audience: 'public' | 'member'; key: string; value: string }[] = [
  { audience: 'public', key: 'identityVerification', value: 'https://identity.buddy-english.example/verify' },
  { audience: 'public', key: 'studyCdn', value: 'https://cdn.buddy-english.example/study/' },
  { audience: 'public', key: 'viewer', value: 'https://viewer.buddy-english.example/' },
  { audience: 'public', key: 'contents', value: 'https://contents.buddy-english.example/' },
  { audience: 'public', key: 'viewerEngine', value: 'https://viewer.buddy-english.example/engine/' },
  { audience: 'public', key: 'bridgeViewer', value: 'https://bridge.buddy-english.example/viewer/' },
  { audience: 'public', key: 'bridgeEngine', value: 'https://bridge.buddy-english.example/engine/' },
  { audience: 'public', key: 'grammar', value: 'https://grammar.buddy-english.example/' },
  { audience: 'public', key: 'openLeftMenu', value: 'true' },
  { audience: 'public', key: 'openRightMenu', value: 'false' },
  { audience: 'member', key: 'audio.EBP', value: 'https://audio.buddy-english.example/ebp/' },
  { audience: 'member', key: 'audio.EB', value: 'https://audio.buddy-english.example/eb/' },
  { audience: 'member', key: 'audio.EBB', value: 'https://audio.buddy-english.example/ebb/' },
  { audience: 'member', key: 'audio.EX', value: 'https://audio.buddy-english.example/ex/' },
  { audience: 'member', key: 'audio.RnL', value: 'https://audio.buddy-english.example/rnl/' },
  { audience: 'member', key: 'grammar', value: 'https://grammar.buddy-english.example/lectures/' },
];
