export * from './constants';
export * from './messages';
export * from './validation';
export * from './member';
export * from './library';
export * from './redirect';
export * from './pagination';
export * from './menus';
