export { ERROR_CODES, isErrorCode, MAX_MESSAGE_BYTES, type ErrorCode } from './errors.ts';
export * from './game-view.ts';
export * from './messages.ts';
export * from './http.ts';
export * from './client.ts';
