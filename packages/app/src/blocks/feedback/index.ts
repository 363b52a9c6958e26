export { Cheer, SoundToggle, type SoundToggleProps } from './feedback';
export { playSound, SOUNDS, type FeedbackKind } from './sounds';
export { FEEDBACK_WORDS } from './words';
