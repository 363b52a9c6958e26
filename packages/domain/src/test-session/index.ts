export * from './answers';
export * from './delivery';
export * from './session-state';
export * from './clock';
