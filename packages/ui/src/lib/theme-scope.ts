/**
 * The theme of the place a dialog was opened from. Dialogs portal to the end of <body>, out of the subtree whose
 * `data-theme` (site) and `data-course` (course a–g, level test) attributes set the tokens; a dialog copies them onto
 * its own content so that it wears the theme of the screen it belongs to (a red course test asks in red).
 */
export interface ThemeScope {
  'data-theme'?: string;
  'data-course'?: string;
}

/** The nearest site theme and course theme around `element`. */
export function themeScopeOf(element: Element | null): ThemeScope {
  const scope: ThemeScope = {};
  const theme = element?.closest('[data-theme]')?.getAttribute('data-theme');
  const course = element?.closest('[data-course]')?.getAttribute('data-course');
  if (theme) scope['data-theme'] = theme;
  if (course) scope['data-course'] = course;
  return scope;
}

/**
 * The theme where a dialog opens now: around the focused element (the button that opened it), or, when nothing has
 * the focus (a dialog opened by a timer), around what is in the middle of the screen.
 */
export function openerThemeScope(): ThemeScope {
  if (typeof document === 'undefined') return {};
  const active = document.activeElement;
  if (active && active !== document.body && active !== document.documentElement) return themeScopeOf(active);
  return themeScopeOf(document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2));
}
