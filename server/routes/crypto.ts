// Crypto calls of docs/product.md#calls-list (docs/product.md#flows-cashier): POST crypto/address {chainId} (the
// player's deposit address on the chain, made once and kept), GET crypto/deposit_rates and GET crypto/rates (units per
// 1 HTG).
import { Hono } from 'hono';
import { cryptoAddressBody, cryptoAddressReply, cryptoRates as ratesReply } from '../../contract/schemas/wallet';
import { type AppDeps, type AppEnv, V1 } from '../env';
import { parseBody } from '../http/body';
import { say } from '../http/locale';
import { shape } from '../http/reply';
import { authOf, requireAuth } from '../http/session-middleware';
import { cryptoRates, depositAddress, findChain } from '../wallet/crypto';
import { PAYMENT_TEXTS } from '../wallet/payment-rules';

export function cryptoRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  app.post(`${V1}/crypto/address`, requireAuth, async (c) => {
    const { chainId } = await parseBody(c, cryptoAddressBody);
    const chain = await findChain(db, chainId);
    if (!chain?.currency) {
      const reason = say(c, chain ? PAYMENT_TEXTS.chainNoCurrency : PAYMENT_TEXTS.unknownChain);
      return c.json({ status: 'error', reason, message: reason });
    }
    const address = await depositAddress(db, authOf(c).userId, chain.value);
    return c.json(shape(cryptoAddressReply, { data: { address } }));
  });

  app.get(`${V1}/crypto/deposit_rates`, requireAuth, async (c) =>
    c.json(shape(ratesReply, { success: true, rates: await cryptoRates(db, 'deposit') })),
  );
  app.get(`${V1}/crypto/rates`, requireAuth, async (c) =>
    c.json(shape(ratesReply, { success: true, rates: await cryptoRates(db, 'withdrawal') })),
  );

  return app;
}
