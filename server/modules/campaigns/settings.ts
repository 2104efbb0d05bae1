/**
 * The campaign sender's figures. CAMPAIGN_PER_MINUTE: at most this many campaign mails a centre hands to the outbox
 * in any 60 s (600 by default: ten a second keeps a centre's mail host and its reputation safe, and a list of 10,000
 * goes out in 17 minutes). CAMPAIGN_BATCH: recipients handled per job run (100), each batch one transaction.
 */
function intEnv(name: string, fallback: number): number {
  const v = process.env[name];
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export const campaignSettings = {
  perMinute: intEnv('CAMPAIGN_PER_MINUTE', 600),
  batchSize: intEnv('CAMPAIGN_BATCH', 100),
};
