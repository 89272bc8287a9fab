/** Survives the PayPal round trip: the subscription page reopens the upgrade at its payment step. */
const UPGRADE_PAYPAL_KEY = 'shipdeck.subscription-upgrade-paypal';

export const rememberUpgradeForPayPal = () => sessionStorage.setItem(UPGRADE_PAYPAL_KEY, '1');

/** Whether this PayPal return belongs to a plan upgrade; reading it forgets it. */
export const takeUpgradeForPayPal = () => {
  const isUpgrade = sessionStorage.getItem(UPGRADE_PAYPAL_KEY) === '1';
  sessionStorage.removeItem(UPGRADE_PAYPAL_KEY);
  return isUpgrade;
};
