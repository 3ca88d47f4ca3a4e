export * from './account.js';
export * from './routes.js';
export * from './webauthn.js';
export * from './session-ended.js';
