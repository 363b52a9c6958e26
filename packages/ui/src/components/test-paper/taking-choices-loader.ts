/**
 * The chunk of the choices while taking (Radix's radio group with them): `ChoiceList` loads it lazily, and the intro's
 * START button starts loading it when it is reached for, so that the first question's choices are in with the paper.
 */
export const loadTakingChoices = () => import('./taking-choices');
