import { z } from 'zod';

/** The European Central Bank's daily euro reference rates, published each banking day around 16:00 CET. */
export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** The levels LOG_LEVEL takes, most severe first; `silent` writes nothing (tests). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'silent'] as const;

/**
 * Configuration, read once from the environment and validated at start-up.
 * Every value has a default, so a bare `npm start` needs nothing.
 */
const ConfigSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    SITE_NAME: z.string().trim().min(1).max(60).default('Unitwise'),
    TEAM_NAME: z.string().trim().min(1).max(60).default('Unitwise Team'),
    SUPPORT_EMAIL: z.email().default('support@unitwise.example'),
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .optional()
      .refine((v) => v === undefined || (URL.canParse(v) && new URL(v).origin === v.replace(/\/$/, '')), {
        message: 'must be an origin only, like https://example.com (no path, query or fragment)',
      }),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(true|false|\d{1,2})$/, 'must be true, false or the number of proxies in front of the server (0-99)')
      .default('false'),
    RATES_URL: z.url({ protocol: /^(https?|file)$/, error: 'must be an http(s):// or file:// URL' }).default(ECB_DAILY_URL),
    RATES_FETCH: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    RATES_POLL_SECONDS: z.coerce.number({ error: 'must be a whole number of seconds from 1 to 3600' }).int().min(1).max(3600).default(30),
    // An S3-compatible bucket for uploaded images instead of DATA_DIR/media (docs/decisions/062-images.md).
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    S3_BUCKET: z.string().trim().min(1).max(255).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    // The page cache in front of the application (docs/decisions/074-http-cache-with-tags.md): on
    // unless NODE_ENV says development, where every request renders unless PAGE_CACHE=on.
    PAGE_CACHE: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
    // Read by the logger itself (app/services/logger.server.ts), which exists before this check.
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  })
  .superRefine((env, context) => {
    // Half a bucket's settings is a mistake to stop on, not a reason to fall back to the disk.
    const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (s3.some((name) => env[name] !== undefined)) {
      for (const name of s3) {
        if (env[name] === undefined) context.addIssue({ code: 'custom', path: [name], message: 'is required when any S3_ setting is set' });
      }
    }
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    siteName: env.SITE_NAME,
    teamName: env.TEAM_NAME,
    supportEmail: env.SUPPORT_EMAIL,
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    production: env.NODE_ENV === 'production',
    /** Whether the page cache answers in front of the application. */
    pageCache: env.PAGE_CACHE ? env.PAGE_CACHE === 'on' : env.NODE_ENV !== 'development',
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `${env.SITE_NAME} <${env.SUPPORT_EMAIL}>`,
    /** Signs session cookies; without it a secret is generated once and kept in the database. */
    authSecret: env.AUTH_SECRET,
    /**
     * How many reverse proxies stand in front of the server (0: none). The client address is the
     * X-Forwarded-For entry the farthest of them wrote; `true` means one.
     */
    /** Where the euro reference rates are fetched from (docs/decisions/051-reference-rates.md). */
    ratesUrl: env.RATES_URL,
    /** Whether the server fetches the rates once a banking day by itself. */
    ratesFetch: env.RATES_FETCH === 'on',
    /** How often the process looks in the database for rates another process stored. */
    ratesPollMs: env.RATES_POLL_SECONDS * 1000,
    /** Where uploaded images are kept: this bucket, or (unset) DATA_DIR/media. */
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            region: env.S3_REGION,
          }
        : undefined,
    trustProxy: env.TRUST_PROXY === 'true' ? 1 : env.TRUST_PROXY === 'false' ? 0 : Number(env.TRUST_PROXY),
  }));

export type ServerConfig = z.output<typeof ConfigSchema>;

/** Values safe to send to the browser; nothing else of the configuration leaves the server. */
export type PublicConfig = Pick<ServerConfig, 'siteName' | 'teamName' | 'supportEmail' | 'publicOrigin'>;

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ConfigSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || 'config'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: ServerConfig | undefined;

export function getConfig(): ServerConfig {
  cached ??= parseConfig(process.env);
  return cached;
}

export function getPublicConfig(): PublicConfig {
  const { siteName, teamName, supportEmail, publicOrigin } = getConfig();
  return { siteName, teamName, supportEmail, publicOrigin };
}
