// Secrets handed to browsers (session cookies, sign-in tokens) are random 32-byte values; only their
// sha256 is stored, so a leaked table does not leak live sessions.
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
