export * from './os';
export * from './events';
export * from './gtag';
export * from './adDisplayTracking';
