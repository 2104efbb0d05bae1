import { z } from 'zod';
import { LoginData, TokenString } from '../auth/schemas.ts';

export const UserIdParams = z.object({ id: z.string().max(20) });
export const TokenParams = z.object({ token: TokenString });
export const ImpersonationUrlData = z.object({ url: z.string(), token: z.string(), expires_in_seconds: z.number().int() });
export const ImpersonationSessionData = LoginData;
