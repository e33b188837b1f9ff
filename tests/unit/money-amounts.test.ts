import { describe, expect, it } from 'vitest';
import {
  coinLimitErrors,
  compareDecimal,
  fromBaseUnits,
  subtractDecimal,
  multiplyDecimals,
  sumDecimals,
  toBaseUnits,
} from '../../resources/domain';
import coins from '../../resources/coins';
import { validateValues } from '../../src/model/validation';

const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('decimal strings (amounts are never floats)', () => {
  it('compares exactly, whatever the number of decimals', () => {
    expect(compareDecimal('10', '10.00')).toBe(0);
    expect(compareDecimal('9.99', '10')).toBe(-1);
    expect(compareDecimal('5000000000.00002', '5000000000.00001')).toBe(1);
    // As floats these two are the same number.
    expect(Number('9007199254740993') === Number('9007199254740992')).toBe(true);
    expect(compareDecimal('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimal('-1', '0')).toBe(-1);
    expect(compareDecimal('abc', '1')).toBeUndefined();
    expect(compareDecimal('', '1')).toBeUndefined();
  });

  it('sums exactly with the most precise term’s decimals', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['1.5', '0.0025', '3'])).toBe('4.5025');
    expect(sumDecimals([])).toBe('0');
    expect(sumDecimals(['-2.50', '1'])).toBe('-1.50');
    expect(sumDecimals(['x', '2'])).toBe('2');
    expect(subtractDecimal('10.00', '0.25')).toBe('9.75');
    expect(subtractDecimal('1', '3')).toBe('-2');
  });

  it('multiplies exactly, with the decimals of both terms', () => {
    expect(multiplyDecimals('0.9965', '12.5')).toBe('12.45625');
    expect(multiplyDecimals('0.1', '0.2')).toBe('0.02');
    expect(multiplyDecimals('-1.5', '2')).toBe('-3.0');
    expect(multiplyDecimals('9007199254740993', '1.00')).toBe('9007199254740993.00');
    expect(multiplyDecimals('x', '2')).toBe('0');
  });

  it('converts token base units both ways', () => {
    expect(fromBaseUnits('1234500', 6)).toBe('1.2345');
    expect(fromBaseUnits(5n, 6)).toBe('0.000005');
    expect(fromBaseUnits('1000000', 6)).toBe('1');
    expect(fromBaseUnits('42', 0)).toBe('42');
    expect(toBaseUnits('1.2345', 6)).toBe(1_234_500n);
    expect(toBaseUnits('0.1234567', 6)).toBe(123_456n);
    expect(toBaseUnits('7', 0)).toBe(7n);
  });
});

describe('coin limits (declared once: resources/coins.ts validate)', () => {
  const coin = {
    symbol: 'USDC',
    name: 'USD Coin',
    mintAddress: USDC_MINT,
    decimals: 6,
    minDeposit: '1',
    minWithdraw: '10.00',
    maxWithdraw: '50000.00',
    withdrawFee: '1.00',
    dailyWithdrawLimit: '100000',
    secondApprovalThreshold: '10000',
  };

  it('accepts a coin whose limits hold together', () => {
    expect(coinLimitErrors(coin)).toEqual({});
    expect(validateValues(coins, coin)).toEqual({});
    expect(coinLimitErrors({ ...coin, minWithdraw: '50000', maxWithdraw: '50000.00' })).toEqual({});
  });

  it("refuses amounts with more decimals than the mint's, and a daily limit below the max withdraw", () => {
    expect(coinLimitErrors({ ...coin, minWithdraw: '10.1234567' })).toEqual({
      minWithdraw: "At most 6 decimals (the mint's)",
    });
    // Trailing zeros are no precision.
    expect(coinLimitErrors({ ...coin, minWithdraw: '10.1234560000' })).toEqual({});
    expect(coinLimitErrors({ ...coin, decimals: 0, withdrawFee: '0.5' })).toEqual({
      withdrawFee: "At most 0 decimals (the mint's)",
    });
    expect(coinLimitErrors({ ...coin, decimals: 1, minDeposit: '0.25' })).toEqual({
      minDeposit: "At most 1 decimal (the mint's)",
    });
    expect(coinLimitErrors({ ...coin, dailyWithdrawLimit: '5' })).toEqual({
      dailyWithdrawLimit: 'Daily withdraw limit must not be below the max withdraw',
    });
    expect(coinLimitErrors({ ...coin, dailyWithdrawLimit: '50000' })).toEqual({});
  });

  it('refuses a min withdraw above the max, on the min field', () => {
    expect(coinLimitErrors({ ...coin, minWithdraw: '50000.01' })).toEqual({
      minWithdraw: 'Min withdraw must not be above the max withdraw',
    });
    // Exact, where floats would call them equal.
    expect(
      coinLimitErrors({
        ...coin,
        minWithdraw: '9007199254740993',
        maxWithdraw: '9007199254740992',
        withdrawFee: '1',
      }),
    ).toHaveProperty('minWithdraw');
    expect(validateValues(coins, { ...coin, minWithdraw: '60000' })).toEqual({
      minWithdraw: 'Min withdraw must not be above the max withdraw',
    });
  });

  it('refuses a fee that eats the smallest withdrawal', () => {
    expect(coinLimitErrors({ ...coin, withdrawFee: '10' })).toEqual({
      withdrawFee: 'Withdraw fee must be below the min withdraw',
    });
  });

  it('checks the mint as a Solana address (32 bytes of base58)', () => {
    expect(validateValues(coins, { ...coin, mintAddress: 'not-a-mint' })).toEqual({
      mintAddress: 'Mint address must be a Solana address (base58, 32 bytes)',
    });
    // Base58 alphabet but too short to be 32 bytes.
    expect(
      validateValues(coins, { ...coin, mintAddress: 'EPjFWdd5AufqSSqeM2qN1x' }),
    ).toHaveProperty('mintAddress');
    expect(validateValues(coins, { ...coin, mintAddress: '' })).toEqual({
      mintAddress: 'Mint address is required',
    });
  });
});
