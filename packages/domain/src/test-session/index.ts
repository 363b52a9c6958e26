export * from './answers';
export * from './delivery';
export * from './session-state';
